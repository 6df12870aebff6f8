# L'adversaire ordinateur, les tutoriels et ce que les joueurs ont rencontré (issue 16).
ev-kros-reach-blocked = Pas lançable maintenant : { $reason ->
    [not-active] ce n'est pas l'activation de { $name }.
    [once-turn] { $spell } a déjà été lancé ce tour.
    [once-game] { $spell } a déjà été lancé dans la partie.
    [pm] il faut { $needed } PM, il en reste { $left }.
   *[pa] il faut { $needed } PA, il en reste { $left }.
}
kros-pic-legend-pv = PV restants

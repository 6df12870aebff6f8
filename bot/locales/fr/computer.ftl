## L'adversaire ordinateur (bot/service/computer.py)
computer-name = Ordinateur{ $count ->
    [one] {""}
   *[other] {" "}{ $number }
} ({ $level ->
    [easy] facile
    [normal] normal
    [strong] fort
   *[other] { $level }
})
err-bad-opponent = Adversaire inconnu : « { $value } ». Écrivez opponent:bot pour jouer contre l'ordinateur.
err-bad-computer-count = Nombre d'ordinateurs invalide : « { $value } » (de 1 à { $max }).
err-no-computer = Ce jeu n'a pas encore d'adversaire ordinateur.
err-bad-computer-level = Niveau inconnu : « { $level } ». Niveaux : { $levels }.
err-bad-host-seat = Place de l'hôte invalide : « { $value } » (de 1 à { $max }, les ordinateurs prennent les autres).
err-skip-not-absent = { $player } n'est pas absent(e) : on ne joue à sa place qu'une fois son délai passé ou un rappel resté sans réponse{ $minutes ->
    [0] {""}
   *[other] {" "}(dans { $minutes } min)
}{ $reminders ->
    [0] .
   *[other] . Un rappel lui sera envoyé.
}
## Un siège confié à l'ordinateur et repris (bot/service/handover.py)
handover-taken = { $reason ->
    [left] { $player } quitte la partie : l'ordinateur joue sa place, depuis sa seule vue du jeu.
   *[missed] { $player } a laissé passer { $missed } délais de suite : l'ordinateur joue sa place, depuis sa seule vue du jeu.
} Reprenez-la d'un clic avec le bouton ou /partie reprendre.
handover-back = { $player } reprend sa place à l'ordinateur.
btn-game-back = Reprendre ma place
err-back-nothing = L'ordinateur ne joue aucune place pour vous à cette table.
cmdname-game-back = reprendre
cmd-game-back = Reprendre votre place que joue l'ordinateur

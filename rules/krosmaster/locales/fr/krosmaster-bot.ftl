# L'adversaire ordinateur, les tutoriels et ce que les joueurs ont rencontré (issue 16).
ev-kros-reach-blocked = Pas lançable maintenant : { $reason ->
    [not-active] ce n'est pas l'activation de { $name }.
    [once-turn] { $spell } a déjà été lancé ce tour.
    [once-game] { $spell } a déjà été lancé dans la partie.
    [pm] il faut { $needed } PM, il en reste { $left }.
   *[pa] il faut { $needed } PA, il en reste { $left }.
}
kros-pic-legend-pv = PV restants
## Les tutoriels (scénarios d'initiation du livret de règles, pages 6 à 19)
ev-kros-tuto-intro = 📘 Scénario d'initiation { $scenario ->
    [tuto1] 1 — La foire aux bourre-pifs. Les bases : le tour de jeu, se déplacer (PM) et attaquer avec ses poings (5 PA, 1 Dégât), le blocage (tacle contre esquive), les jets de coup critique et d'armure. Ici, ni sort ni pouvoir : rien que les poings.
    [tuto2] 2 — Mon tout premier sort. Les sorts d'attaque (portée, ligne de vue, coût en PA) et les pouvoirs Armure, Tacle, Critique et Esquive. Bouftabaffe et Dan To Fu se lancent deux fois par tour ; pas encore d'invocation.
    [tuto3] 3 — L'invocation : une vocation. La carte entière : les sorts d'invocation (Tofus, Bouftou), les Mobs qui jouent après leur invocateur et les effets additionnels (Dan To Fu +1 par Tofu adjacent à la cible, Bouftabaffe +2 avec le Bouftou).
    [tuto4] 4 — Deux, c'est mieux qu'une. Le combat en équipe : l'Initiative fixe l'ordre de vos Krosmaster, les caisses donnent +1 de portée ; Oscar Nak vole la vie, Anna Tommy échange les positions.
    [tuto5] 5 — De nouveaux horizons. Le combat à distance : Guy Yomtella (Flèche Harcelante, Tir à Distance) et Kréol Panikon (Dard Irritant, Soufflette) contre Oscar Nak et Anna Tommy.
    [tuto6] 6 — Des maux, toujours des maux. Les deux derniers Krosmaster : Opée Tissoin soigne et perce les armures, Bad Aboum pose des Bombes à Eau qui explosent (-1 PA).
   *[tuto7] 7 — L'Arena (et le Roi aussi). Le grand terrain à 4 Krosmaster par équipe : la tension qui monte, les Galons de la Gloire (GG) et les kamas à ramasser pour acheter des GG sur les cases Démon.
}
ev-kros-tuto-goal = 🎯 But du jeu : { $scenario ->
    [tuto1] mettre K.O le Krosmaster adverse.
    [tuto2] mettre K.O le Krosmaster adverse.
    [tuto3] mettre K.O le Krosmaster adverse.
    [tuto4] mettre K.O un Krosmaster adverse.
    [tuto5] mettre K.O un Krosmaster adverse sans que votre adversaire ne mette K.O un de vos Krosmaster au tour suivant.
    [tuto6] mettre K.O tous les ennemis !
   *[tuto7] prendre tous les GG de l'adversaire (6 chacun, 1 GG sauvage) ; un joueur sans GG perd immédiatement.
}
ev-kros-tuto-debrief = 🎓 Bilan : { $scenario ->
    [tuto1] vous savez jouer un tour, vous déplacer, vous désengager et frapper.
    [tuto2] vous savez viser (portée, ligne de vue) et vous servir des pouvoirs.
    [tuto3] vous maîtrisez une carte entière : invocations et effets additionnels.
    [tuto4] vous savez mener une équipe dans l'ordre de l'Initiative et profiter des caisses.
    [tuto5] vous savez garder vos distances et tenir une victoire un tour.
    [tuto6] vous connaissez les huit Krosmaster de la boîte, soins et bombes compris.
   *[tuto7] vous connaissez la tension, les GG et les kamas : il ne vous manque que les Récompenses Démoniaques.
} { $next ->
    [arena] Prochaine étape : une vraie partie, /game new krosmaster (ajoutez opponent:bot pour affronter l'ordinateur).
   *[other] Prochaine étape : /game new krosmaster scenario:{ $next } (ajoutez opponent:bot pour affronter l'ordinateur).
}
## Les cartes des personnages hors du plateau (le draft) et leur image
ev-kros-card-character = { $name } — { $kind ->
    [krosmaster] Niveau { $level }, Initiative { $init },
   *[other] pion,
} { $pm } PM, { $pv } PV, { $pa } PA ; pouvoirs : { $count ->
    [0] aucun
   *[other] { $powers }
}.
kros-pic-draft-pool = Cartes dévoilées : à { $player } de choisir
kros-pic-draft-picks = Équipe de { $player }
kros-pic-card-stats = Niv. { $level } · Init. { $init } · { $pm } PM · { $pv } PV · { $pa } PA
kros-pic-card-powers = Pouvoirs : { $powers }
kros-pic-card-spell = { $spell } · { $pa } PA · { $range }{ $value ->
    [-1] {""}
   *[other] {" "}· { $value }
}
kros-pic-range-melee = contact
kros-pic-range-personal = soi

# Castle Ravenloft — variante « Strahd joué par un joueur » (seed L453-482)

gameopt-ravenloft-strahd = Variante variants:strahd (Strahd joué par un joueur, 3 à 6 joueurs, main cachée payée en Menace) : qui joue Strahd, host (l'hôte, siège 0) ou random (au hasard)
gameval-ravenloft-variants-strahd = Strahd joué par un joueur (3 à 6 joueurs) : main cachée de Rencontres et de Monstres payés en Menace ; option strahd:host|random

## Commandes
cmd-cr-summon = Strahd : placer un Monstre de sa main sur la nouvelle section
opt-cr-summon-card = La carte Monstre
opt-cr-summon-square = La case de la nouvelle section (vide : la pile d'os)
cmd-cr-play = Strahd : jouer une Rencontre de sa main (2 Menaces)
opt-cr-play-card = La carte Rencontre
cmd-cr-buy = Strahd : acheter des cartes (1 Menace : 2 cartes, 2 Menaces : 4 cartes)
opt-cr-buy-encounters = Cartes piochées dans la pioche Rencontre
opt-cr-buy-monsters = Cartes piochées dans la pioche Monstre
cmd-cr-reveal = Donner 1 Menace à Strahd pour qu'il révèle toute sa main
cmd-cr-hand = Strahd : voir sa main (en privé) ; les autres : sa Menace et son nombre de cartes
cmdname-cr-hand = main
cmdname-cr-summon = invoquer
cmdname-cr-play = jouer
cmdname-cr-buy = acheter
cmdname-cr-reveal = révéler

## Boutons et choix
btn-cr-summon = Invoquer
btn-cr-play = Jouer
btn-cr-buy = Acheter
btn-cr-reveal = Révéler la main de Strahd (1 Menace)
btn-cr-strahd-choose = Choisir (en privé)
opt-cr-strahd-pass = Passer
choice-cr-strahd-monster = { $monster_name } ({ $cost } { $cost ->
    [one] Menace
   *[other] Menaces
}){ $lost ->
    [yes] {" "}— défaussé : le héros a déjà ce type
   *[no] {""}
}
choice-cr-strahd-square = { $square }
choice-cr-strahd-encounter = { $card_name }
choice-cr-strahd-buy = { $count } cartes pour { $cost } { $cost ->
    [one] Menace
   *[other] Menaces
}
choice-cr-strahd-split = { $encounters } { $encounters ->
    [one] Rencontre
   *[other] Rencontres
}, { $monsters } { $monsters ->
    [one] Monstre
   *[other] Monstres
}

## Invites
prompt-cr-strahd-place = Strahd peut placer un Monstre de sa main sur la nouvelle section (Menace : { $menace })
prompt-cr-strahd-play = Strahd peut jouer une Rencontre de sa main pour { $cost } { $cost ->
    [one] Menace
   *[other] Menaces
} (Menace : { $menace })
prompt-cr-strahd-buy = Strahd peut acheter des cartes (Menace : { $menace })

## Événements
ev-cr-strahd-menace = Strahd gagne { $gain } { $gain ->
    [one] Menace
   *[other] Menaces
} ({ $why }) : { $menace } en tout.
ev-cr-strahd-passes = Strahd passe ({ $step }).
ev-cr-strahd-places = Strahd place { $monster_name } en { $square } pour { $cost } { $cost ->
    [one] Menace
   *[other] Menaces
} (reste { $menace }) ; { $hero_name } prend la carte.
ev-cr-strahd-discarded = Strahd place { $monster_name }, mais { $hero_name } a déjà ce type : la carte est défaussée ({ $cost } { $cost ->
    [one] Menace perdue
   *[other] Menaces perdues
}, reste { $menace }).
ev-cr-strahd-plays = Strahd joue la Rencontre { $card_name } sur { $hero_name } pour { $cost } { $cost ->
    [one] Menace
   *[other] Menaces
} (reste { $menace }).
ev-cr-strahd-buys = Strahd achète { $count } cartes ({ $encounters } { $encounters ->
    [one] Rencontre
   *[other] Rencontres
}, { $monsters } { $monsters ->
    [one] Monstre
   *[other] Monstres
}) pour { $cost } { $cost ->
    [one] Menace
   *[other] Menaces
} (reste { $menace }).
ev-cr-strahd-drew = Vous piochez : { $cards }.
ev-cr-strahd-your-hand = À vous, Strahd ({ $step }, Menace { $menace }). Rencontres : { $encounters }. Monstres : { $monsters }.
ev-cr-strahd-reveals = { $hero_name } donne 1 Menace à Strahd (Menace { $menace }) : il révèle sa main : { $cards }.
ev-cr-strahd-peeked = { $hero_name } examine la main de Strahd (au lieu de manipuler la pioche).
ev-cr-strahd-not-played = Pas de joueur Strahd à cette table (variante strahd).
ev-cr-strahd-count = Strahd : { $menace } { $menace ->
    [one] Menace
   *[other] Menaces
}, { $encounters } { $encounters ->
    [one] Rencontre
   *[other] Rencontres
} et { $monsters } { $monsters ->
    [one] Monstre
   *[other] Monstres
} en main ; révélées : { $known }.
ev-cr-strahd-hand-seen = Main de Strahd : { $cards }.

## Valeurs
val-cr-strahd-why-white = section à triangle blanc
val-cr-strahd-why-black = section à triangle noir
val-cr-strahd-why-none = pas d'exploration
val-cr-strahd-step-place = placer un Monstre
val-cr-strahd-step-encounter = jouer une Rencontre
val-cr-strahd-step-buy = acheter des cartes
val-cr-strahd-none = aucune
val-cr-strahd-step-hand = votre main

## Erreurs
err-cr-strahd-seats = La variante strahd se joue de { $min } à { $max } joueurs (ici { $count }).
err-cr-strahd-not-in-hand = Cette carte n'est pas dans la main de Strahd.
err-cr-strahd-same-monster = Le second Monstre doit être différent du premier.
err-cr-strahd-not-enough-menace = Il faut { $needed } { $needed ->
    [one] Menace
   *[other] Menaces
} (Strahd en a { $menace }).
err-cr-strahd-not-on-new-tile = { $square } n'est pas une case libre de la nouvelle section.
err-cr-strahd-buy-count = Strahd achète 2 cartes (1 Menace) ou 4 cartes (2 Menaces), pas { $count }.
err-cr-strahd-nothing-hidden = La main de Strahd n'a aucune carte cachée.

## Image
cr-pic-strahd-menace = Strahd : { $menace } { $menace ->
    [one] Menace
   *[other] Menaces
}
cr-pic-strahd-cards = main : { $encounters } { $encounters ->
    [one] Rencontre
   *[other] Rencontres
}, { $monsters } { $monsters ->
    [one] Monstre
   *[other] Monstres
}
cr-pic-strahd-known = Révélées : { $cards }
cr-pic-strahd-hand = Votre main (Strahd)
cr-pic-strahd-monster = { $name } (Monstre, { $xp } XP)
cr-pic-strahd-encounter = { $name } (Rencontre)
cr-pic-strahd-squares = Cases de la nouvelle section : { $squares }
cr-pic-strahd-cost = à placer ici pour { $cost } { $cost ->
    [one] Menace
   *[other] Menaces
}
err-cr-strahd-buy-empty = Les pioches n'ont plus assez de cartes pour cet achat : { $encounters } { $encounters ->
    [one] Rencontre
   *[other] Rencontres
} et { $monsters } { $monsters ->
    [one] Monstre
   *[other] Monstres
} (pioche et défausse).
cr-pic-strahd-in-hand = { $name } ({ $xp } XP{ $cost ->
    [0] {""}
   *[other] , { $cost } { $cost ->
        [one] Menace
       *[other] Menaces
    }
})
cr-pic-strahd-times = { $card }{ $count ->
    [one] {""}
   *[other] {" "}×{ $count }
}
cr-pic-strahd-group = { $deck } : { $cards }

# Castle Ravenloft — le moteur (catalogue français, la référence)

game-ravenloft = Castle Ravenloft
gameopt-ravenloft-adventure = Aventure du livret (vide : la 1 en solo, sinon la 2)
gameopt-ravenloft-heroes = Héros joués, dans l'ordre du tour (vide : ceux de la boîte)
gameopt-ravenloft-heroes_per_seat = Héros menés par chaque joueur (1 à 5)
gameopt-ravenloft-surges = Marqueurs Sursaut Héroïque du groupe (2 ; 3 plus facile, 1 plus difficile)
gameopt-ravenloft-powers = Pouvoirs de départ : recommended (ceux du livret) ou random (au hasard)
gameopt-ravenloft-first = Siège du premier joueur (-1 : au dé)
gameopt-ravenloft-reaction_seconds = Secondes pour jouer un pouvoir hors de son tour (0 : le délai de la table)
gameopt-ravenloft-variants = Variantes jouées (séparées par des virgules)
gameopt-ravenloft-ties = Égalités entre héros : auto (l'ordre documenté) ou choose (les joueurs choisissent)
gameopt-ravenloft-barkam_white_encounter = Système Barkam : une Rencontre après une section à triangle blanc aussi (true ; false : triangles noirs seulement)

## Commandes
cmd-cr-move = Déplacer votre héros (jusqu'à sa vitesse)
opt-cr-move-to = La case d'arrivée (ex. C4)
cmd-cr-attack = Attaquer avec un pouvoir
opt-cr-attack-power = Le pouvoir utilisé
opt-cr-attack-target = La case du monstre visé (ou une case de la section visée)
cmd-cr-disarm = Tenter de désarmer le piège de votre section (au lieu d'attaquer)
cmd-cr-unlock = Tenter de déverrouiller une porte verrouillée adjacente (10 ou plus)
opt-cr-unlock-door = La case de la porte
cmd-cr-open = Ouvrir une porte fermée adjacente
opt-cr-open-door = La case de la porte
cmd-cr-use = Utiliser un pouvoir utilitaire ou un objet
opt-cr-use-power = Le pouvoir utilitaire
opt-cr-use-item = L'objet
opt-cr-use-target = Le héros ou la case visé
cmd-cr-explore = Explorer le bord inexploré de ce côté de votre section
opt-cr-explore-side = Le côté : n, e, s ou w
cmd-cr-pickup = Ramasser les objets sur ou à côté de votre case (sans action)
btn-cr-pickup = Ramasser
cmd-cr-end = Finir votre phase de héros
cmd-cr-cancel = Annuler la rencontre piochée avec 5 XP ou plus
opt-cr-cancel-cards = Les cartes d'XP dépensées (vide : la proposition du bot)
cmd-cr-levelup = Passer au niveau 2 pour 5 XP après un 20 naturel
opt-cr-levelup-daily = Le nouveau pouvoir quotidien
opt-cr-levelup-cards = Les cartes d'XP dépensées (vide : la proposition du bot)
cmd-cr-give = Choisir le héros qui garde l'objet pioché
opt-cr-give-to = Le héros qui le garde
cmd-cr-pass = Refuser ce qui est proposé
cmd-cr-card = Voir une carte (pouvoir, monstre, trésor, rencontre, héros)
opt-cr-card-id = La carte
cmd-cr-hero = Voir la carte d'un héros en jeu
opt-cr-hero-hero = Le héros (vide : tous)
cmd-cr-deck = Voir la taille des piles, l'XP et les sursauts
cmd-cr-why = Pourquoi les monstres ont agi ainsi (dernière activation)

## Names of the commands, their options and values (docs/vocabulary.md)
cmdname-cr = cr
cmdname-cr-move = déplacer
cmdname-cr-attack = attaquer
cmdname-cr-disarm = désamorcer
cmdname-cr-unlock = déverrouiller
cmdname-cr-open = ouvrir
cmdname-cr-use = utiliser
cmdname-cr-explore = explorer
cmdname-cr-pickup = ramasser
cmdname-cr-end = finir
cmdname-cr-cancel = annuler-rencontre
cmdname-cr-levelup = niveau-2
cmdname-cr-give = attribuer
cmdname-cr-place = poser
cmdname-cr-pass = refuser
cmdname-cr-create = créer
cmdname-cr-handover = donner
cmdname-cr-level = niveau
cmdname-cr-card = carte
cmdname-cr-hero = héros
cmdname-cr-deck = pioches
cmdname-cr-why = pourquoi
optname-cr-move-to = case
optname-cr-attack-power = pouvoir
optname-cr-attack-target = cible
optname-cr-unlock-door = porte
optname-cr-open-door = porte
optname-cr-use-power = pouvoir
optname-cr-use-item = objet
optname-cr-use-target = cible
optname-cr-explore-side = côté
optname-cr-cancel-cards = cartes
optname-cr-levelup-daily = quotidien
optname-cr-levelup-cards = cartes
optname-cr-give-to = pour
optname-cr-place-to = case
optname-cr-summon-card = carte
optname-cr-summon-square = case
optname-cr-play-card = carte
optname-cr-buy-encounters = rencontres
optname-cr-buy-monsters = monstres
optname-cr-create-race = race
optname-cr-create-classes = classes
optname-cr-create-powers = pouvoirs
optname-cr-create-name = nom
optname-cr-handover-item = objet
optname-cr-handover-to = pour
optname-cr-level-powers = pouvoirs
optname-cr-level-cards = cartes
optname-cr-card-id = carte
optname-cr-hero-hero = héros
choice-cr-explore-side-n = Nord
choice-cr-explore-side-e = Est
choice-cr-explore-side-s = Sud
choice-cr-explore-side-w = Ouest

## Boutons et choix
btn-cr-move = Se déplacer
btn-cr-attack = Attaquer
btn-cr-use = Utiliser
btn-cr-disarm = Désarmer
btn-cr-unlock = Déverrouiller
btn-cr-open = Ouvrir
btn-cr-end = Finir la phase
btn-cr-explore = Explorer
btn-cr-pass = Passer
choice-cr-row = Rangée { $row }
choice-cr-square = { $square } ({ $steps ->
    [0] { $steps } case
    [one] { $steps } case
   *[other] { $steps } cases
})
choice-cr-power = { $power_name }
choice-cr-target = { $monster_name } en { $square }
choice-cr-use = { $card_name }
choice-cr-use-target = { $target_name }
opt-cr-explore = Explorer { $side ->
    [n] au nord
    [e] à l'est
    [s] au sud
   *[w] à l'ouest
}
opt-cr-no-explore = Ne pas explorer
opt-cr-levelup = Niveau 2 avec { $power_name }
opt-cr-pass = Non merci
opt-cr-give = { $hero_name } le garde
opt-cr-cancel = Annuler la rencontre (XP : { $xp })
opt-cr-keep-encounter = Jouer la rencontre

## Invites
prompt-cr-hero-phase = Phase de héros : { $hero_name } ; actions restantes : { $left }
prompt-cr-explore = { $hero_name } est sur un bord inexploré : quel côté explorer ?
prompt-cr-level-up = 20 naturel ! { $hero_name } peut passer au niveau 2 pour 5 XP
prompt-cr-treasure-give = { $hero_name } a pioché l'objet { $card_name } (« { $card_text } ») : qui le garde ?
prompt-cr-encounter-cancel = Rencontre piochée : { $card_name }. « { $card_text } » L'annuler avec 5 XP ?

## Fins
end-cr-no-surge = Un héros à 0 PV sans Sursaut Héroïque : le groupe a perdu.
end-cr-victory-start-turn-on = Victoire : un héros commence son tour sur la section voulue !
end-cr-victory-defeat = Victoire : l'ennemi de l'aventure est vaincu !
end-cr-victory-destroy = Victoire : l'objet est détruit !
end-cr-victory-pick-up = Victoire : l'objet est entre vos mains !
end-cr-victory-escape = Victoire : les héros se sont échappés !
end-cr-victory-turns = Victoire : les héros ont tenu assez longtemps !
end-cr-victory-flag = Victoire : l'objectif de l'aventure est rempli !
end-cr-defeat-turns = Défaite : le temps est écoulé.
end-cr-defeat-defeat = Défaite : ce qu'il fallait protéger est tombé.
end-cr-defeat-destroy = Défaite : ce qu'il fallait protéger est détruit.
end-cr-defeat-flag = Défaite : l'aventure est perdue.
end-cr-defeat-pick-up = Défaite : l'ennemi s'est emparé de l'objet.
end-cr-defeat-escape = Défaite : l'ennemi s'est échappé.
end-cr-defeat-start-turn-on = Défaite : l'ennemi a atteint son but.
end-cr-defeat-left = Défaite : tous les héros sont partis sans finir l'aventure.

## Erreurs
err-cr-adventure-heroes = L'aventure « { $adventure_name } » se joue avec { $min } à { $max } héros (pas { $count }).
err-cr-already-level-2 = { $hero } est déjà au niveau 2.
err-cr-answer-first = Répondez d'abord à la décision en cours (ses boutons sont sous le plateau).
err-cr-area-needs-one-tile = { $power } vise une section : donnez une seule case de cette section.
err-cr-bad-daily = { $power } n'est pas un pouvoir quotidien que ce héros peut prendre.
err-cr-bad-square = « { $square } » n'est pas une case (ex. C4).
err-cr-bad-target-count = { $power } vise au plus { $most ->
        [one] une cible
       *[other] { $most } cibles différentes
    }.
err-cr-cannot-move-there = Impossible d'aller en { $square } (vitesse { $speed }).
err-cr-door-locked-try-unlock = Cette porte est verrouillée : tentez de la déverrouiller.
err-cr-door-not-locked = Il n'y a pas de porte verrouillée ici.
err-cr-door-tried = Vous avez déjà tenté cette porte pendant cette phase.
err-cr-explore-now = C'est la phase d'exploration : choisissez un bord à explorer.
err-cr-hero-twice = Un même héros ne peut pas être joué deux fois.
err-cr-heroes-count = Il faut { $needed } héros, pas { $given }.
err-cr-item-not-usable = L'objet { $item_name } ne s'utilise pas ainsi.
err-cr-must-explore = Votre héros est sur un bord inexploré : il doit explorer.
err-cr-no-door-there = Pas de porte adjacente en { $square }.
err-cr-no-edge-there = Pas de bord inexploré à explorer { $side ->
    [n] au nord
    [e] à l'est
    [s] au sud
   *[w] à l'ouest
}.
err-cr-no-such-hero = Pas de héros « { $hero } » dans cette partie.
err-cr-no-such-item = Vous n'avez pas l'objet { $item_name }.
err-cr-no-such-power = { $hero } n'a pas le pouvoir { $power }.
err-cr-no-target-there = Aucune cible en { $square }.
err-cr-no-trap-here = Il n'y a pas de piège sur votre section.
err-cr-no-move-left = { $hero } ne peut plus se déplacer pendant cette phase.
err-cr-no-attack-left = { $hero } ne peut plus attaquer pendant cette phase.
err-cr-not-a-utility = { $power } ne s'utilise pas ainsi.
err-cr-not-an-attack = { $power } n'est pas une attaque.
err-cr-not-enough-xp = Il faut { $needed } XP ; ces cartes n'en valent que { $paid }.
err-cr-not-in-hero-phase = Cette commande ne se joue pas maintenant.
err-cr-not-in-xp-pile = La carte { $card } n'est pas dans la pile d'XP.
err-cr-not-now = Pas maintenant.
err-cr-out-of-range = { $square } est hors de portée de { $power }.
err-cr-power-used = Le pouvoir { $power_name } est déjà retourné.
err-cr-square-off-board = La case { $square } n'est pas dans le donjon.
err-cr-unknown-adventure = Aventure inconnue : { $adventure } (connues : { $known }).
err-cr-unknown-card = Carte inconnue : { $card }.
err-cr-unknown-hero = Héros inconnu : { $hero } (connus : { $known }).
err-cr-use-what = Dites quel pouvoir ou quel objet utiliser.
err-cr-nothing-to-pick-up = Aucun objet à ramasser sur ou à côté de votre case.
err-cr-forbidden = L'environnement ou une malédiction interdit cela ({ $action }) pour le moment.
err-cr-variant-conflict = Les variantes { $first } et { $second } règlent toutes deux la case « { $slot } » : choisissez-en une.
err-cr-unknown-variant = Variante inconnue : { $variant } (connues : { $known }).

## Événements
ev-cr-turn = Tour { $number } : { $hero_name }.
ev-cr-moved = { $hero_name } va de { $frm } à { $to } ({ $steps ->
    [0] { $steps } case
    [one] { $steps } case
   *[other] { $steps } cases
}).
ev-cr-uses-power = { $hero_name } utilise { $power_name } sur { $targets }.
ev-cr-attack = { $hero_name } attaque { $target_name } avec { $power_name } : d20 { $face } + { $bonus } = { $total } contre CA { $ac } → { $hit ->
    [true] touché
   *[false] raté
}, { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    }.
ev-cr-monster-damaged = { $monster_name } a { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    } sur { $hp } PV.
ev-cr-monster-defeated = { $monster_name } est { $monster_gender ->
    [f] vaincue
   *[m] vaincu
} !
ev-cr-object-destroyed = { $object_name } est détruit !
ev-cr-xp-gained = La carte { $card_name } rejoint la pile d'XP (+{ $xp } XP).
ev-cr-xp-spent = XP dépensés : { $cards } ({ $paid } XP, { $lost } { $lost ->
    [one] perdu
   *[other] perdus
}) ; reste { $left } XP.
ev-cr-natural-20 = 20 naturel pour { $hero_name } !
ev-cr-level-up = { $hero_name } passe au niveau 2 (nouveau pouvoir : { $power_name }).
ev-cr-treasure = { $hero_name } pioche un trésor : { $card_name }. « { $card_text } »
ev-cr-no-more-treasure = { $hero_name } a déjà eu le trésor de ce tour.
ev-cr-treasure-played = { $hero_name } joue { $card_name }.
ev-cr-item-kept = { $hero_name } garde { $card_name }.
ev-cr-item-used = { $hero_name } utilise { $card_name }.
ev-cr-power-refreshed = Le pouvoir { $power_name } de { $hero_name } est de nouveau disponible.
ev-cr-condition = { $hero_name } est { $condition ->
    [slowed] ralenti
    [immobilized] immobilisé
    [dazed] confus
   *[poisoned] empoisonné
}{ $hero_gender ->
    [f] e
   *[m] {""}
}.
ev-cr-condition-ends = { $hero_name } n'est plus { $condition ->
    [slowed] ralenti
    [immobilized] immobilisé
    [dazed] confus
   *[poisoned] empoisonné
}{ $hero_gender ->
    [f] e
   *[m] {""}
}.
ev-cr-poison-roll = Poison de { $hero_name } : d20 { $face } → { $cured ->
    [true] guéri
   *[false] toujours empoisonné
}{ $hero_gender ->
    [f] e
   *[m] {""}
}.
ev-cr-hero-hurt = { $hero_name } subit { $amount } { $amount ->
        [one] dégât
       *[other] dégâts
    } ({ $hp } PV).
ev-cr-hero-down = { $hero_name } tombe à 0 PV et se couche.
ev-cr-hero-healed = { $hero_name } remonte à { $hp } PV.
ev-cr-hero-up = { $hero_name } se relève.
ev-cr-surge = { $hero_name } utilise un Sursaut Héroïque : { $hp } PV (reste { $left }).
ev-cr-no-surge = { $hero_name } est à 0 PV et il n'y a plus de Sursaut Héroïque !
ev-cr-disarm = { $hero_name } tente de désarmer { $trap_name } : d20 { $face } + { $bonus } = { $total } contre { $need } → { $success ->
    [true] désarmé
   *[false] échec
}.
ev-cr-unlock = { $hero_name } force la porte : d20 { $face } contre { $need } → { $success ->
    [true] ouverte
   *[false] échec
}.
ev-cr-door-closed = Une porte fermée en { $square }.
ev-cr-door-opened = { $hero_name } ouvre la porte : { $face ->
    [unlocked] elle n'était pas verrouillée
    [trapped] elle était piégée
   *[locked] elle est verrouillée
}.
ev-cr-picked-up = { $hero_name } ramasse { $item_name }.
ev-cr-item-placed = Un jeton { $item_name } est posé en { $square }.
ev-cr-escorted = { $item_name } suit { $hero_name } en { $square }.
ev-cr-pulled = { $monster_name } est { $monster_gender ->
    [f] attirée
   *[m] attiré
} en { $square }.
ev-cr-pushed = { $monster_name } est { $monster_gender ->
    [f] repoussée
   *[m] repoussé
} en { $square }.
ev-cr-auto-damage = { $hero_name } ({ $power_name }) inflige { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    } à { $target_name } sans jet.
ev-cr-escaped = { $hero_name } s'échappe du donjon !
ev-cr-tile-placed = Nouvelle section : { $tile_name } ({ $side ->
    [n] au nord
    [e] à l'est
    [s] au sud
   *[w] à l'ouest
}, triangle { $black ->
    [true] noir
   *[false] blanc
}).
ev-cr-tile-does-not-fit = La section { $tile_name } ne tient pas là : elle retourne sous la pile.
ev-cr-monster-appears = { $monster_name } apparaît en { $square } ({ $hero_name } en prend la carte).
ev-cr-encounter-cancelled = Rencontre { $card_name } annulée.
ev-cr-victory = Victoire !
ev-cr-defeat = Défaite…
ev-cr-decks = Piles : { $tiles } sections, { $monsters } monstres, { $encounters } rencontres, { $treasures } trésors ; { $xp } XP ; { $surges } { $surges ->
        [one] sursaut
       *[other] sursauts
    }.
ev-cr-hero-card = { $hero_name } (niveau { $level }) : { $hp }/{ $max_hp } PV, CA { $ac }, vitesse { $speed }, sursaut { $surge } ; pouvoirs { $powers } ; retournés { $used } ; objets { $items } ; conditions { $conditions } ; cartes { $cards }.
ev-cr-hero-base = { $hero_name } : CA { $ac }, { $hp } PV, vitesse { $speed }, sursaut { $surge }.
ev-cr-power-card = { $power_name } ({ $hero_name }, { $kind }) : { $text }{ $attack ->
    [none] {""}
   *[other] {" "}(attaque +{ $attack }, { $damage } { $damage ->
        [one] dégât
       *[other] dégâts
    }{ $miss ->
        [0] {""}
       *[other] , raté : { $miss }
    })
}
ev-cr-monster-card = { $monster_name } : CA { $ac }, { $hp } PV, { $xp } XP.
ev-cr-treasure-card = { $card_name } ({ $kind }) : { $text }
ev-cr-encounter-card = { $card_name } ({ $kind }) : { $text }
val-cr-none = aucun
val-cr-none-f = aucune
val-cr-pkind-at-will = à volonté
val-cr-pkind-daily = quotidien
val-cr-pkind-utility = utilitaire
val-cr-tkind-item = objet
val-cr-tkind-blessing = bénédiction
val-cr-tkind-fortune = fortune
val-cr-tkind-adventure = trésor d'aventure
ev-cr-why-none = Aucun monstre n'a encore agi.
ev-cr-environment = Environnement en jeu : { $card_name }. « { $card_text } »
ev-cr-villain-appears = { $villain_name } entre en jeu en { $square } !
ev-cr-hp-tokens = { $count } marqueurs PV posés en { $square }.
ev-cr-sun = Le soleil descend : encore { $left } { $left ->
        [one] tour
       *[other] tours
    } avant le crépuscule.
ev-cr-sunset = Le soleil se couche…
ev-cr-cure = { $hero_name } tente de purifier la fontaine : d20 { $face } contre { $need } → { $success ->
    [true] un marqueur de moins
   *[false] échec
} (reste { $left }).
ev-cr-bonus = Carte Bonus gagnée : l'exploit est accompli !

val-cr-action-move = déplacement
val-cr-action-none = aucune
val-cr-action-attack = attaque

# a hero named with their player (« Kat (Alice) »)
cr-hero-with-player = { $hero } ({ $player })

# squares chosen after a power's attack (placing.py)
cmd-cr-place = Poser la figurine qu'un pouvoir déplace (Frapper et Filer, Marée d'Acier...) sur une case
opt-cr-place-to = La case (ex. C4)
btn-cr-place = Poser
prompt-cr-place = { $power_name } : { $what ->
    [self] { $hero_name } peut aller sur une case de sa section
    [hero] { $hero_name } peut aller sur une case d'une section à 1 section ou moins
    [follow] { $hero_name } peut suivre le héros actif : choisissez sa case sur sa section, ou restez là
    [speed] { $hero_name } peut se déplacer de sa vitesse : choisissez sa case, ou restez là
    [spring] { $hero_name } peut bondir sur une section à exactement 2 sections : choisissez sa case, ou restez là
    [teleport] choisissez la case où { $target_name } va, sur une autre section (tous sur la même)
    [pull] choisissez la case où { $target_name } vient, 1 section plus près
   *[push] choisissez la case où poser { $target_name }, sur une section à 1 section ou moins
}
opt-cr-place-decline = Rester là
choice-cr-place-square = { $square }
ev-cr-power-placed = { $hero_name } va de { $frm } à { $to } ({ $power_name }).
ev-cr-place-declined = { $hero_name } reste où { $hero_gender ->
    [f] elle
   *[m] il
} est ({ $power_name }).
err-cr-place-required = { $power_name } : il faut choisir une case.
err-cr-cannot-place-there = { $power_name } ne permet pas la case { $square }.

# powers used out of turn (reactions.py)
prompt-cr-reaction = { $moment ->
    [attacked] { $actor } vient d'attaquer { $ally_name }
    [damaged] { $actor } inflige des dégâts à { $ally_name }
    [drawn] { $ally_name } pioche la rencontre { $actor }
   *[hit] { $actor } touche { $ally_name }
} : { $hero_name } peut jouer { $powers }
ev-cr-riposte = { $hero_name } riposte avec { $power_name } !
ev-cr-reaction-used = { $hero_name } joue { $power_name }.
opt-cr-react = Jouer { $power_name }
opt-cr-react-no = Non
ev-cr-reaction = { $hero_name } joue { $power_name } : l'attaque contre { $ally_name } échoue.
ev-cr-reaction-ac = { $power_name } : +{ $amount } en CA pour { $heroes } jusqu'à la fin de la prochaine phase de héros de chacun.
ev-cr-swapped = { $hero_name } et { $ally_name } échangent leurs places ({ $hero_name } sur { $square }).
ev-cr-reaction-declined = { $hero_name } ne joue aucun pouvoir.
ev-cr-dispelled = { $hero_name } joue { $power_name } : la rencontre est annulée.
prompt-cr-aid = { $ally_name } a fait { $roll } contre CA { $ac } : { $hero_name } peut l'aider avec { $powers }
ev-cr-aid-asked = { $hero_name } fait { $roll } contre CA { $ac } : un autre héros peut l'aider.
ev-cr-aided = { $hero_name } joue { $power_name } : +{ $amount } au jet de { $ally_name }.
prompt-cr-reroll = { $hero_name } a fait { $roll } (dé { $die }, bonus { $bonus }) contre { $what ->
    [disarm] { $ac } (désarmement)
   *[attack] CA { $ac }
} : relancer le dé avec { $powers } ? Il faut { $need } ou plus au nouveau dé.
ev-cr-reroll-asked = { $hero_name } fait { $roll } (dé { $die }, bonus { $bonus }) contre { $what ->
    [disarm] { $ac } (désarmement)
   *[attack] CA { $ac }
} : { $card_name } permet de relancer le dé (il faut { $need } ou plus au nouveau dé).
ev-cr-rerolled = { $hero_name } utilise { $card_name } : le dé est relancé.
err-cr-reroll-after-a-roll = Cet objet se joue juste après un jet d'attaque ou de désarmement raté : il vous est proposé à ce moment-là.
prompt-cr-stealth = { $hero_name } a pioché { $monster_name } : le défausser avec { $powers } ?
ev-cr-stealthed = { $hero_name } joue { $power_name } : { $monster_name } est { $monster_gender ->
    [f] défaussée au lieu d'être placée
   *[m] défaussé au lieu d'être placé
}.

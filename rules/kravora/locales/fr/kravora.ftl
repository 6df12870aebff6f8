# Kravora — catalogue français (la référence)

game-kravora = Kravora
gameopt-kravora-first = Siège du premier joueur (le dernier à avoir fait une prise de sang ; sinon tiré au sort)
gameopt-kravora-fin = Après le tour 10 : score (le mur le plus haut gagne ; à égalité, le plus d'ennemis tués) ou survie (on continue, au plus jusqu'au tour 20)
gameopt-kravora-tir_arriere = Tir en arrière : les défenseurs frappent aussi vers la forteresse
gameopt-kravora-spend_deadline = Délai en secondes de la dépense partagée après +5L/+10L (0 : aucun)
end-kra-last-fortress = dernière forteresse debout : { $players }
end-kra-score = fin du tour 10, le mur le plus haut : { $players }
end-kra-survival-limit = survie arrêtée au tour 20, le mur le plus haut : { $players }
## Commandes
cmd-kra-attack = 3.1 : faire attaquer un de vos défenseurs
opt-kra-attack-unit = Votre défenseur (son numéro)
opt-kra-attack-target = L'unité ennemie frappée (son numéro)
opt-kra-attack-line = La ligne frappée (long bras, rocailleur)
cmd-kra-auto = 3.1 : le bot répartit toutes vos attaques
cmd-kra-ruse = Lancer une ruse (hutte du chercheur fou)
opt-kra-ruse-name = La ruse
opt-kra-ruse-board = Le plateau (numéro ou nom du joueur)
opt-kra-ruse-line = La ligne (1 à 5)
opt-kra-ruse-unit = L'unité visée (son numéro)
opt-kra-ruse-to = Propulsion : la ligne d'arrivée
opt-kra-ruse-mode = Faire avancer ou faire attaquer
cmd-kra-buy = Acheter une unité défensive
opt-kra-buy-unit = L'unité
opt-kra-buy-line = Sa ligne (1 à 5, 4 par défaut)
cmd-kra-build = Construire un bâtiment
opt-kra-build-building = Le bâtiment
cmd-kra-canon = Canon à fantoche : envoyer des fantoches chez un adversaire
opt-kra-canon-player = Le joueur visé (numéro ou nom)
opt-kra-canon-line = La ligne (même la 5)
opt-kra-canon-count = Combien de fantoches
cmd-kra-recycle = Phase 4 : recycler un défenseur (1L petite unité, 2L grosse)
opt-kra-recycle-unit = Le défenseur (son numéro)
cmd-kra-dismantle = Phase 4 : démonter 1 ou 2 points du mur
opt-kra-dismantle-points = Combien de points (1 ou 2)
cmd-kra-done = Finir cette étape
cmd-kra-shield = Bouclier : saboter automatiquement les ruses des autres joueurs
opt-kra-shield-auto = Oui ou non
cmd-kra-board = Un plateau en mots (réponse privée, pour tous)
opt-kra-board-player = Le joueur (numéro ou nom ; « tous » : chaque plateau)
## The command group's name (the same in both languages: docs/vocabulary.md)
cmdname-kra = kra

cmdname-kra-board = plateau
optname-kra-board-player = joueur
cmdname-kra-attack = attaquer
optname-kra-attack-unit = unité
optname-kra-attack-target = cible
optname-kra-attack-line = ligne
cmdname-kra-auto = auto
cmdname-kra-ruse = ruse
optname-kra-ruse-name = nom
optname-kra-ruse-board = plateau
optname-kra-ruse-line = ligne
optname-kra-ruse-unit = unité
optname-kra-ruse-to = vers
optname-kra-ruse-mode = mode
cmdname-kra-buy = acheter
optname-kra-buy-unit = unité
optname-kra-buy-line = ligne
cmdname-kra-build = construire
optname-kra-build-building = bâtiment
cmdname-kra-canon = canon
optname-kra-canon-player = joueur
optname-kra-canon-line = ligne
optname-kra-canon-count = nombre
cmdname-kra-recycle = recycler
optname-kra-recycle-unit = unité
cmdname-kra-dismantle = démonter
optname-kra-dismantle-points = points
cmdname-kra-done = finir
cmdname-kra-shield = bouclier
optname-kra-shield-auto = auto
btn-kra-auto = Attaque auto
btn-kra-done = Fini
choice-kra-ruse-name-rochers = Rochers
choice-kra-ruse-name-caillot = Caillot de sang
choice-kra-ruse-name-avancer = Faire avancer/attaquer
choice-kra-ruse-name-reculer = Faire reculer
choice-kra-ruse-name-rocaille = Rocaille
choice-kra-ruse-name-propulsion = Propulsion
choice-kra-ruse-name-bouclier = Bouclier
choice-kra-ruse-mode-advance = avancer
choice-kra-ruse-mode-attack = attaquer
choice-kra-buy-unit-fantoche = Fantoche
choice-kra-buy-unit-sprinteur = Sprinteur
choice-kra-buy-unit-caillasseur = Caillasseur
choice-kra-buy-unit-long_bras = Long bras
choice-kra-buy-unit-costaud = Costaud
choice-kra-buy-unit-rocailleur = Rocailleur
choice-kra-build-building-caserne = Caserne
choice-kra-build-building-universite = Université
choice-kra-build-building-laboratoire = Laboratoire
choice-kra-build-building-atelier = Atelier
choice-kra-build-building-hutte = Hutte du chercheur fou
choice-kra-build-building-centre_tri = Centre de tri
choice-kra-build-building-canon = Canon à fantoche

## Noms
val-kra-b-caserne = Caserne
val-kra-b-universite = Université
val-kra-b-laboratoire = Laboratoire
val-kra-b-atelier = Atelier
val-kra-b-hutte = Hutte du chercheur fou
val-kra-b-centre_tri = Centre de tri
val-kra-b-canon = Canon à fantoche
val-kra-r-rochers = Rochers
val-kra-r-caillot = Caillot de sang
val-kra-r-avancer = Faire avancer/attaquer
val-kra-r-reculer = Faire reculer
val-kra-r-rocaille = Rocaille
val-kra-r-propulsion = Propulsion
val-kra-r-bouclier = Bouclier
val-kra-face-blood-5 = +5L
val-kra-face-blood-10 = +10L
val-kra-face-comet = Comète
val-kra-face-double-comet = Double comète
val-kra-face-arrow = Flèche
val-kra-face-blank = Face vide
val-kra-step-setup = les achats du tour 0
val-kra-step-spend = la dépense partagée
val-kra-step-attack = l'attaque (3.1)
val-kra-step-salary = les salaires (4)
val-kra-step-buy = les achats (5)

## Invites
prompt-kra-setup = Tour 0 : dépensez votre sang de départ ({ $blood }L), puis « Fini »
prompt-kra-spend = +{ $gain }L pour tous : dépensez-les tout de suite ({ $blood }L), puis « Fini »
prompt-kra-attack = Tour { $turn }, 3.1 : vos défenseurs attaquent ({ $ready ->
        [0] aucun prêt
        [one] { $ready } prêt
       *[other] { $ready } prêts
    }), ruses, puis « Fini »
prompt-kra-salary = Phase 4 : recycler un défenseur ou démonter le mur ? ({ $blood }L)
prompt-kra-buy = Phase 5 : achats d'unités, bâtiments, ruses ({ $blood }L), puis « Fini »

## Choix
kra-choice-auto = Attaque auto
kra-choice-unit = { $unit } (ligne { $line }, { $pv } PV)
kra-choice-target = { $unit } (ligne { $line }, { $pv } PV)
kra-choice-line = Ligne { $line } ({ $count ->
        [one] { $count } ennemi
       *[other] { $count } ennemis
    })
kra-choice-buy = Acheter une unité… ({ $blood }L)
kra-choice-buy-unit = { $unit } · { $price }L · { $pv } PV
kra-choice-place = Ligne { $line }
kra-choice-build = Construire… ({ $blood }L)
kra-choice-building = { $building } · { $price }L
kra-choice-canon = Canon à fantoche… (1L)
kra-choice-board = Plateau de { $player }
kra-choice-ruses = Ruses…
kra-choice-ruse = { $ruse } · { $price }L
kra-choice-mode-advance = Faire avancer d'une ligne
kra-choice-mode-attack = Faire attaquer
kra-choice-recycle = Recycler un défenseur…
kra-choice-dismantle = Démonter { $points ->
        [one] { $points } point
       *[other] { $points } points
    } du mur
kra-choice-done-setup = Fini
kra-choice-done-spend = Fini
kra-choice-done-attack = Fini : l'ennemi attaque
kra-choice-done-salary = Fini
kra-choice-done-buy = Fini : fin du tour
kra-choice-shield = Bouclier automatique : { $auto ->
        [true] oui
       *[other] non
    }

## Erreurs
err-kra-seats = Kravora se joue de { $min } à { $max } joueurs.
err-kra-bad-player = Pas de joueur en jeu au siège { $player }.
err-kra-bad-player-name = Joueur inconnu : { $value }.
err-kra-not-your-unit = L'unité { $unit } n'est pas un de vos défenseurs.
err-kra-already-struck = { $unit } (ligne { $line }) a déjà attaqué ce tour.
err-kra-out-of-reach = { $unit } (ligne { $line }) n'atteint pas l'unité { $target }.
err-kra-need-target = Indiquez la cible de { $unit }.
err-kra-line-out-of-reach = { $unit } ne peut pas frapper la ligne { $line }.
err-kra-not-enough-blood = Il faut { $needed }L de sang, il vous en reste { $left }.
err-kra-bad-line = Ligne impossible : { $line }.
err-kra-no-stock = Plus de { $unit } dans votre stock.
err-kra-already-built = Ce bâtiment est déjà construit.
err-kra-need-building = Il faut d'abord construire : { $building }.
err-kra-recycled-already = Vous avez déjà recyclé une unité ce tour.
err-kra-dismantle-defenders = On ne démonte le mur que sans unité défensive.
err-kra-dismantle-limit = Vous ne pouvez plus démonter que { $left ->
        [one] { $left } point
       *[other] { $left } points
    }, pas { $points }.
err-kra-already-frozen = La ligne { $line } est déjà gelée.
err-kra-no-ice = Les { $count } figurines gel sont déjà en jeu.
err-kra-rocaille-once = Une rocaille a déjà touché le mur de { $player } ce tour.
err-kra-rocaille-finish = Cette rocaille pourrait achever { $player } : interdit.
err-kra-enemy-only = Cette ruse vise une unité ennemie, pas { $unit }.
err-kra-no-such-unit = Pas d'unité { $unit } sur un plateau en jeu.
err-kra-not-now = Pas maintenant : c'est { $step }.
err-kra-nothing-to-attack = Aucun de vos défenseurs n'a d'ennemi à portée.
err-kra-bad-number = { $option } attend un nombre (pas { $value }).
err-kra-bad-bool = Oui ou non attendu (pas { $value }).

## Événements
ev-kra-start-roll = Tour 0 : dés { $faces } → { $units } en ligne 1 de chaque plateau
ev-kra-turn = ── Tour { $turn } ──
ev-kra-arrivals = Phase 1 : { $bonus ->
        [0] dés { $faces }
       *[other] dés { $faces } (score +{ $bonus })
    } → à venir : { $units }
ev-kra-calamity = Phase 2 : dé calamité → { $face }
ev-kra-comet = Comète ({ $face }) sur { $player } : { $hits }
ev-kra-comet-wall = Comète ({ $face }) sur { $player } : { $hits }, mur −{ $wall }
ev-kra-comet-only-wall = Comète ({ $face }) sur { $player } : mur −{ $wall }
ev-kra-comet-none = Comète ({ $face }) sur { $player } : personne en ligne { $face }
ev-kra-arrow = Flèche : les ennemis de { $player } avancent
ev-kra-kill-bonus = Phase 2 : { $count ->
        [0] compteurs d'unités tuées à zéro, pas de bonus
       *[other] +{ $gain }L pour { $players } (compteur d'unités tuées et envoyées : { $kills })
    }
ev-kra-skip-setup = { $player } n'a rien d'achetable ({ $blood }L) : le bot dit « Fini » pour lui
ev-kra-skip-spend = { $player } n'a rien d'achetable ({ $blood }L) : le bot dit « Fini » pour lui
ev-kra-skip-attack = { $player } : aucun défenseur n'a d'ennemi à portée, pas de ruse : le bot dit « Fini », l'ennemi attaque
ev-kra-skip-buy = { $player } n'a rien d'achetable ({ $blood }L) : le bot dit « Fini », fin de son tour
ev-kra-spend-done = { $player } a fini de dépenser
ev-kra-player-turn = Au tour de { $player }
ev-kra-enemy-attack = 3.2 : les ennemis attaquent { $player }
ev-kra-enemy-move = 3.3 : les ennemis de { $player } avancent
ev-kra-strike = { $unit } (ligne { $line }) → ligne { $to } : { $hits }
ev-kra-strike-wall = { $unit } (ligne { $line }) → ligne { $to } : { $hits }, mur −{ $wall }
ev-kra-strike-only-wall = { $unit } (ligne { $line }) → mur −{ $wall }
ev-kra-strike-none = { $unit } (ligne { $line }) : personne à frapper
ev-kra-move = { $unit } (ligne { $line }) → ligne { $to }
ev-kra-move-blocked = { $unit } (ligne { $line }) → ligne { $to }, retenu
ev-kra-move-held = { $unit } (ligne { $line }) retenu par un défenseur
ev-kra-move-stay = { $unit } (ligne { $line }) reste devant la forteresse
ev-kra-move-frozen = { $unit } (ligne { $line }) gelé par les Rochers
ev-kra-defend = { $unit } (ligne { $line }) → ligne { $to } : { $hits }
ev-kra-bought = { $player } achète { $unit } en ligne { $line } (−{ $price }L, reste { $blood }L)
ev-kra-built = { $player } construit { $building } (−{ $price }L, reste { $blood }L)
ev-kra-canon = Canon : { $player } envoie { $count ->
        [one] { $count } fantoche
       *[other] { $count } fantoches
    } en ligne { $line } chez { $target } (−{ $price }L)
ev-kra-salary = Phase 4 : { $player } gagne { $living }L (unités vivantes) + { $kills }L (unités tuées) → { $blood }L
ev-kra-recycled = { $player } recycle { $unit } (ligne { $line }) : +{ $gain }L → { $blood }L
ev-kra-dismantled = { $player } démonte { $points ->
        [one] { $points } point
       *[other] { $points } points
    } du mur : +{ $gain }L, mur { $wall }
ev-kra-phase-six = Phase 6 : { $count ->
        [0] aucune unité à venir
       *[other] { $units } en ligne 1
    } chez { $player }{ $repaired ->
        [0] {""}
       *[other] , atelier : mur +{ $repaired } → { $wall }
    }
ev-kra-ruse = { $player } lance { $ruse } (−{ $price }L, reste { $blood }L)
ev-kra-sabotaged = Bouclier de { $player } : { $ruse } est sabotée ({ $left ->
        [0] plus aucun jeton
        [one] { $left } jeton restant
       *[other] { $left } jetons restants
    })
ev-kra-shield-token = { $player } gagne un jeton Bouclier ({ $count })
ev-kra-shield-auto = { $player } : Bouclier automatique { $auto ->
        [true] activé
       *[other] désactivé
    }
ev-kra-frozen = Rochers : la ligne { $line } de { $player } est gelée
ev-kra-hit = Caillot de sang chez { $player } : { $hits }
ev-kra-pushed = Chez { $player } : { $unit } ligne { $line } → ligne { $to }
ev-kra-rocaille = Rocaille sur la ligne { $line } de { $player } : { $hits }{ $wall ->
        [0] {""}
       *[other] , mur −{ $wall }
    }
ev-kra-eliminated = Le mur de { $player } tombe : { $player } quitte la partie !
ev-kra-last-fortress = Fin de partie : { $count ->
        [one] { $players } garde la dernière forteresse debout !
       *[other] { $players } gardent les dernières forteresses debout !
    }
ev-kra-score-end = Fin du tour { $turn } : { $count ->
        [one] { $players } gagne avec un mur de { $wall } points{ $tie ->
            [true] {" "}(départage : { $slain } ennemis tués dans la partie)
           *[other] {""}
        }
       *[other] { $players } gagnent ex æquo (mur de { $wall } points, { $slain } ennemis tués chacun)
    }
## L'ordinateur dit pourquoi (rules/kravora/ai.py)
ev-kra-why-auto = 🤖 { $player } : { $count ->
        [one] un défenseur a un ennemi à portée
       *[other] { $count } défenseurs ont un ennemi à portée
    }, attaque auto (le plus de tués d'abord)
ev-kra-why-rocailleur = 🤖 { $player } : { $count } ennemis sur les lignes 2 à 4, un Rocailleur en ligne 5 les atteint tous
ev-kra-why-block = 🤖 { $player } : ennemis attendus en ligne 4 : { $count }, défenseurs pour les y retenir : { $blockers } → { $unit } en ligne 4
ev-kra-why-ranged = 🤖 { $player } : menace { $threat } pour une défense de { $defence }, { $unit } en ligne 5 frappe les lignes 3 et 4
ev-kra-why-caserne = 🤖 { $player } : tour { $turn }, la Caserne rendra 1L sur chaque unité achetée ensuite
ev-kra-why-atelier = 🤖 { $player } : mur à { $wall }/10, l'Atelier en répare 2 points par tour
ev-kra-why-laboratoire = 🤖 { $player } : { $count } défenseurs tuent assez pour remplir le Laboratoire (+1L par unité tuée)
ev-kra-why-canon-build = 🤖 { $player } : sa défense suffit, il a { $blood }L et aucun défenseur de { $target } ne peut frapper sa ligne { $line } : il construit le Canon à fantoche
ev-kra-why-canon = 🤖 { $player } : { $target } a le mur le plus haut ({ $wall }) et aucun de ses défenseurs ne peut frapper sa ligne { $line } : { $count ->
        [one] un fantoche y va, il frappera son mur à chaque tour
       *[other] { $count } fantoches y vont, ils frapperont son mur à chaque tour
    }
ev-kra-why-canon-covered = 🤖 { $player } : toutes les lignes devant la forteresse de { $target } sont à portée de ses défenseurs, un fantoche envoyé là ne ferait que lui donner un tué et du sang : pas de tir de canon, il garde { $blood }L
ev-kra-why-kills = 🤖 { $player } : sa défense tient ; un tué rapporte du sang et départage les murs égaux : { $unit } en ligne { $line } ajoute { $kills ->
        [0] { $damage ->
            [one] un dégât
           *[other] { $damage } dégâts
        } sans tué
        [one] un tué ({ $damage ->
            [one] { $damage } dégât
           *[other] { $damage } dégâts
        })
       *[other] { $kills } tués ({ $damage } dégâts)
    } à sa prochaine attaque, le plus pour ses { $blood }L
ev-kra-why-enough = 🤖 { $player } : défense { $defence } pour une menace de { $threat }, il garde { $blood }L
ev-kra-why-poor = 🤖 { $player } : plus assez de sang pour une unité utile ({ $blood }L)
ev-kra-why-dismantle = 🤖 { $player } : aucun défenseur et { $blood }L, il démonte le mur pour en acheter
ev-kra-why-keep-units = 🤖 { $player } : { $count ->
        [0] rien à recycler
        [one] il garde son défenseur
       *[other] il garde ses { $count } défenseurs
    }
ev-kra-why-no-ruse = 🤖 { $player } : pas de ruse ce tour ({ $blood }L)

## Plateau en mots (/kra plateau)
ev-kra-board-out = J{ $seat } { $player } : hors jeu
ev-kra-board-head = J{ $seat } { $player } : mur { $wall }/{ $total } · { $blood }L · compteur { $kills } · { $slain ->
        [one] { $slain } ennemi tué dans la partie
       *[other] { $slain } ennemis tués dans la partie
    }{ $shields ->
        [0] {""}
        [one] {" "}· { $shields } jeton Bouclier
       *[other] {" "}· { $shields } jetons Bouclier
    }
ev-kra-board-buildings = Bâtiments : { $count ->
        [0] aucun
       *[other] { $buildings }
    }
ev-kra-board-tray = À venir : { $count ->
        [0] rien
       *[other] { $units }
    }
ev-kra-board-line = Ligne { $line }{ $frozen ->
        [true] {" "}(gelée)
       *[other] {""}
    } : { $ecount ->
        [0] aucun ennemi
       *[other] { $enemies }
    } | { $dcount ->
        [0] aucun défenseur
        [one] défenseur { $defenders }
       *[other] défenseurs { $defenders }
    }

## Image
kra-pic-turn = Tour { $turn }
kra-pic-dice = dés { $dice }
kra-pic-tray = À venir
kra-pic-wall = Mur { $wall }
kra-pic-kills = compteur { $count }
kra-pic-shield = { $count ->
        [one] { $count } bouclier
       *[other] { $count } boucliers
    }
kra-pic-out = Éliminé
kra-pic-winner = Victoire : { $players }
kra-pic-to-play = À jouer : { $players } · { $step }
kra-pic-b-caserne = Cas
kra-pic-b-universite = Uni
kra-pic-b-laboratoire = Lab
kra-pic-b-atelier = Ate
kra-pic-b-hutte = Hut
kra-pic-b-centre_tri = Tri
kra-pic-b-canon = Can
kra-pic-legend = Ronds : ennemis · carrés : défenseurs · chiffre : PV
kra-form-propulsion = Propulsion : la ligne d'arrivée
kra-field-to = Ligne d'arrivée (1 à 5)

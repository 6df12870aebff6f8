# Mortebrume V2 — catalogue français (la référence)

game-mortebrume = Mortebrume V2
gameopt-mortebrume-hordes = Les deux hordes : meleien, thanigiste, shimeien, abelberien, creatures
gameopt-mortebrume-army1 = Combattants du premier joueur (ids de profil), sinon une horde des points est formée
gameopt-mortebrume-army2 = Combattants du second joueur (ids de profil), sinon une horde des points est formée
gameopt-mortebrume-points = Points de horde de chaque camp (multiple de 5, 50 par défaut)
gameopt-mortebrume-table = Table toute prête : clairiere, gue ou carrefour
gameopt-mortebrume-size = Côté de la table en cm (75 par défaut)
gameopt-mortebrume-premeasure = Montrer les distances avant qu'une déclaration soit engagée
gameopt-mortebrume-reaction_seconds = Secondes laissées au défenseur pour réagir (43200 = 12 h par correspondance)
gameopt-mortebrume-max_turns = Limite de tours (0 : jusqu'au dernier survivant)

## Commandes
cmd-mb-designate = Désigner un combattant (déploiement ou initiative), caché jusqu'au choix des deux
opt-mb-designate-fighter = Le combattant (A1, B2… ou son nom)
cmd-mb-choose = Test de volonté gagné : placer votre combattant ou obliger l'adversaire à placer le sien
opt-mb-choose-who = me : je place ; other : l'adversaire place
cmd-mb-place = Placer le combattant sur la table
opt-mb-place-at = Centimètres x,y sur la grille de l'image (origine en bas à gauche)
opt-mb-place-facing = Orientation : n, ne, e… degrés ou « vers B2 »
opt-mb-place-fighter = Quel combattant (quand vous placez le reste)
cmd-mb-act = Déclarer toute une activation avant toute mesure
opt-mb-act-fighter = Votre combattant
opt-mb-act-action = walk (marche), run (course), strike (frappe), shoot (tir), spell (sort), rotate, none
opt-mb-act-target = Cible de la frappe, du tir ou du sort
opt-mb-act-to = Où aller d'abord : x,y (plusieurs avec ;), « ne 2.5 » ou un combattant ou un décor
opt-mb-act-stop = Vers un nom : s'arrêter au contact, à l'optimale ou après N cm
opt-mb-act-after = Où aller après l'action (la moitié du reste)
opt-mb-act-facing = Orientation finale : n, ne… degrés ou « vers B2 »
opt-mb-act-weapon = main (principale) ou second (secondaire)
opt-mb-act-spell = Le sort lancé
opt-mb-act-power = Points de puissance ajoutés (+1 de difficulté chacun)
opt-mb-act-zone = Cm de diamètre de zone ajoutés (+1 de difficulté chacun)
opt-mb-act-inspiration = Points de destinée dépensés en dés supplémentaires
opt-mb-act-push = Direction d'un recul, dans votre champ de vision
cmd-mb-impose = Obliger l'adversaire à activer un de ses combattants
cmd-mb-react = La réaction du combattant attaqué
opt-mb-react-reaction = riposte, dodge (esquive), absorb (encaisser) ou shield (bouclier)
opt-mb-react-direction = Direction des 2,5 cm d'esquive (n, ne… ou degrés)
opt-mb-react-to = Où aller juste après une riposte ou un bouclier (la moitié du déplacement)
opt-mb-react-inspiration = Points de destinée dépensés en dés supplémentaires
cmd-mb-order = Consigne : la réaction jouée sans vous demander
opt-mb-order-fighter = Votre combattant
opt-mb-order-reaction = riposte, dodge, absorb, shield ou ask (demander)
cmd-mb-reserve = Une action réservée : une frappe de plus, à tout moment entre deux activations
opt-mb-reserve-fighter = Votre combattant doté d'une action réservée
opt-mb-reserve-target = L'adversaire frappé (à 4 cm au plus, en vue)
opt-mb-reserve-inspiration = Points de destinée dépensés en dés supplémentaires
cmd-mb-heal = Soins : dépenser des points de destinée sur un combattant blessé
opt-mb-heal-fighter = Votre combattant blessé
opt-mb-heal-points = Points de destinée (au plus son physique restant)
cmd-mb-card = La carte de profil d'un combattant
opt-mb-card-fighter = Le combattant
cmd-mb-sees = Ce que voit un combattant (champ de vision et ligne de vue)
opt-mb-sees-fighter = Le combattant
cmd-mb-measure = Mesurer entre deux combattants (tables avec premeasure seulement)
opt-mb-measure-fighter = Depuis ce combattant
opt-mb-measure-other = Jusqu'à ce combattant

## Invites
prompt-mb-designate-deploy = Désignez le combattant à déployer (caché jusqu'au choix des deux)
prompt-mb-designate-init = Désignez un combattant pour le test de volonté de l'initiative (caché jusqu'au choix des deux)
prompt-mb-deploy-choose = Gagné : placer votre combattant, ou obliger l'adversaire à placer le sien ?{ mb-scenario-line }
prompt-mb-place = Placez { $who } : centimètres x,y sur la grille, et une orientation{ mb-scenario-line }
prompt-mb-activation = Tour { $turn }, { $player } a la main : déclarez une activation, ou imposez-en une{ mb-scenario-line }
prompt-mb-reaction = { $attacker } attaque { $who } ({ $kind ->
        [strike] frappe
        [shoot] tir
       *[spell] sort { mb-spell-name }
    }{ $back ->
        [yes] , de dos
       *[no] {""}
    }) : votre réaction ?{ mb-scenario-line }
opt-mb-choose-me = Je place le mien
opt-mb-choose-other = L'adversaire place le sien
opt-mb-react-riposte = Riposter
opt-mb-react-dodge = Esquiver
opt-mb-react-absorb = Encaisser
opt-mb-react-shield = Bouclier

## Pointage
choice-mb-designate = { $who }
choice-mb-place = Placer { $who }
choice-mb-impose = Imposer une activation à l'adversaire
choice-mb-fighter = { $who }
choice-mb-strike = Frapper (aller à la portée optimale)
choice-mb-strike-here = Frapper d'ici
choice-mb-shoot = Tirer
choice-mb-spell = Lancer un sort
choice-mb-spell-name = { mb-spell-name }
choice-mb-target = { $who }
choice-mb-walk = Marcher vers…
choice-mb-run = Courir vers…
choice-mb-toward = Vers { $who }
choice-mb-stop-contact = S'arrêter au contact
choice-mb-stop-cm = S'arrêter après N cm
choice-mb-step = Petit pas (boussole)
choice-mb-cm = { $cm } cm
choice-mb-coords = Aller à des coordonnées (cm)
choice-mb-rotate = Pivoter sur place
choice-mb-reserve = Frappe réservée
choice-mb-none = Ne rien faire (activé)
choice-mb-dir-n = Nord
choice-mb-dir-ne = Nord-est
choice-mb-dir-e = Est
choice-mb-dir-se = Sud-est
choice-mb-dir-s = Sud
choice-mb-dir-so = Sud-ouest
choice-mb-dir-o = Ouest
choice-mb-dir-no = Nord-ouest
choice-mb-strike-more = Frapper, en détail (après, arme, recul, inspiration)
choice-mb-shoot-more = Tirer, en détail (après, arme, inspiration)
choice-mb-react-more = { $reaction ->
        [riposte] Riposter
        [dodge] Esquiver
        [absorb] Encaisser
       *[shield] Bouclier
    }, en détail
form-mb-spell = Augmentations du sort
form-mb-attack = Détails de l'attaque
form-mb-react = Détails de la réaction
field-mb-power = Puissance ajoutée (1 point de difficulté chacun)
field-mb-zone = Diamètre de zone ajouté (cm)
field-mb-inspiration = Points de destinée d'inspiration
field-mb-after = Déplacement après (x,y, ne 2.5 ou un nom)
field-mb-weapon = Arme : main (principale) ou second
field-mb-push = Direction du recul (n, ne… dans la moitié avant)
field-mb-direction = Direction de l'esquive (n, ne… ou degrés)
field-mb-react-to = Où aller après (x,y, ne 2.5 ou un nom)
form-mb-place = Déploiement
form-mb-after-cm = Distance à parcourir
form-mb-coords = Destination
field-mb-at = Centimètres x,y (origine en bas à gauche)
field-mb-facing = Orientation (n, ne… degrés, vers B2)
field-mb-stop = Centimètres à parcourir
field-mb-to = Centimètres x,y (plusieurs avec ;)

## Événements
ev-mb-roll = { $who } ({ $what ->
        [deploy] volonté de déploiement
        [initiative] volonté d'initiative
        [strike] frappe
        [shoot] tir
        [spell] sort
        [riposte] riposte
        [dodge] esquive
       *[shield] bouclier
    }) : { $apt } + { $count }D{ $sides } ({ $dice }){ $named ->
        [yes] { $m_back ->
            [0] {""}
           *[other] {" "}+ { $m_back } de dos
        }{ $m_reach ->
            [0] {""}
           *[other] {" "}+ { $m_reach } d'allonge
        }{ $m_band ->
            [0] {""}
           *[other] {" "}− { $m_band } hors de la bonne distance
        }{ $m_range ->
            [0] {""}
           *[other] {" "}− { $m_range } au-delà de 6 × l'allonge
        }{ $m_tens ->
            [0] {""}
           *[other] {" "}+ { $m_tens } (dizaines de cm)
        }{ $m_shield ->
            [0] {""}
           *[other] {" "}+ { $m_shield } de bouclier
        }
       *[no] { $mod }
    } = { $total }{ $auto ->
        [yes] , échec automatique
       *[no] {""}
    }{ $particular ->
        [yes] , réussite particulière
       *[no] {""}
    }
ev-mb-designated = Vous avez désigné { $who }
ev-mb-designation-made = { $player } a désigné un combattant
ev-mb-designations = Désignations révélées : { $a } et { $b }
ev-mb-reroll = Égalité : les tests de volonté sont relancés
ev-mb-deploy-winner = { $player } remporte le test de déploiement
ev-mb-deploy-choice = { $player } choisit : { $placer } place un combattant
ev-mb-placed = { $who } { $who_gender ->
        [f] placée
       *[m] placé
    } en ({ $x } ; { $y }), { $who_gender ->
        [f] orientée
       *[m] orienté
    } à { $facing }°
ev-mb-limit-lifted = Aucun emplacement ne respecte les limites de visibilité : levées pour { $who }
ev-mb-turn = Début du tour { $turn } : points de destinée { $a } / { $b }
ev-mb-initiative = { $player } prend la main{ $twice ->
        [yes] {" "}et choisit deux fois de suite
       *[no] {""}
    }
ev-mb-main = La main passe à { $player }
ev-mb-imposed = { $player } oblige { $other } à activer un combattant
ev-mb-declared = { $who } déclare : { $action ->
        [walk] marche
        [run] course
        [strike] frappe
        [shoot] tir
        [spell] sort { mb-spell-name }
        [rotate] rotation
       *[none] rien
    }{ $has_target ->
        [no] {""}
       *[other] , cible { $target }
    }{ $has_to ->
        [no] {""}
       *[other] , vers { $to }
    }{ $has_after ->
        [no] {""}
       *[other] , puis { $after }
    }
ev-mb-moved = { $who } se déplace de { $cm } cm (coût { $cost } sur { $budget }) jusqu'en ({ $x } ; { $y }){ $stopped ->
        [blocked] , arrêté par un obstacle
        [allowance] , déplacement épuisé
       *[no] {""}
    }
ev-mb-rotated = { $who } est maintenant { $who_gender ->
        [f] orientée
       *[m] orienté
    } à { $facing }°
ev-mb-measured = Mesure : de { $who } à { $target }, { $cm } cm
ev-mb-impossible = { $who } ne peut agir : { $reason ->
        [reach] cible au-delà de 4 cm
        [field] cible hors du champ de vision
        [sight] pas de ligne de vue
        [forest] plus de 6 cm de forêt
        [close] plus près que l'allonge de l'arme
        [fog] au-delà de la visibilité
        [fallen] sa cible est déjà tombée
       *[range] au-delà de dix fois l'allonge
    }
ev-mb-back-attack = { $who } attaque { $target } de dos (+3, esquive seule)
ev-mb-standing-order = { $who } suit sa consigne : { $reaction }
ev-mb-reaction = { $who } réagit : { $reaction ->
        [riposte] riposte
        [dodge] esquive
        [absorb] encaisse
       *[shield] bouclier
    }{ $inspiration ->
        [0] {""}
       *[other] {" "}(inspiration { $inspiration })
    }
ev-mb-miss = { $who } échoue ({ $need ->
        [0] échec automatique
       *[other] il fallait { $need }
    }, total { $total })
ev-mb-no-force = { $who } frappe sans assez de puissance pour blesser
ev-mb-hit = { $who } subit { $wounds ->
        [one] { $wounds } blessure
       *[other] { $wounds } blessures
    } ({ $damage ->
        [one] { $damage } dégât
       *[other] { $damage } dégâts
    }{ $halved ->
        [yes] {" "}: la moitié de { $base }, hors de la bonne distance
       *[no] {""}
    }{ $extra_sum ->
        [0] {""}
       *[other] {" "}dont { $extra_sum } du dé de frappe spéciale ({ $extra })
    } − { $armour } d'armure{ $absorbed ->
        [yes] {" "}(moitié, il encaisse)
       *[no] {""}
    }{ $doubled ->
        [yes] , doublées : étourdissant
       *[no] {""}
    }){ $special ->
        [yes] , frappe spéciale ({ $trait }){ $lost ->
            [armour] {" "}: son armure perd 1 point
            [wound] {" "}: une blessure de plus, faute d'armure
           *[no] {""}
        }
       *[no] {""}
    }
ev-mb-out = { $who } est hors combat
ev-mb-dead = { $who } est { $who_gender ->
        [f] morte
       *[m] mort
    }
ev-mb-soul = L'âme de { $who } est détruite : mort immédiate
ev-mb-stunned = { $who } est { $who_gender ->
        [f] étourdie
       *[m] étourdi
    } jusqu'à la fin du tour
ev-mb-pushed = { $who } recule de { $cm } cm{ $lost ->
        [0] {""}
        [one] , { $lost } cm bloqué
       *[other] , { $lost } cm bloqués
    }
ev-mb-dodged = { $who } esquive en ({ $x } ; { $y }){ $clash ->
        [yes] {" "}(son action du tour)
       *[no] {""}
    }
ev-mb-dodge-failed = { $who } rate son esquive{ $room ->
        [no] {" "}(pas de place pour 2,5 cm)
       *[yes] {""}
    }
ev-mb-shielded = { $who } est { $who_gender ->
        [f] protégée
       *[m] protégé
    } par son bouclier
ev-mb-dominates = { $who } domine la passe d'armes
ev-mb-tie = Égalité : { $who } échoue, personne n'est blessé
ev-mb-double-particular = Deux réussites particulières : chacun subit l'arme de l'autre
ev-mb-spell-lost = { $who } perd { mb-spell-name } jusqu'à la fin de la partie
ev-mb-spell-special = Réussite spéciale : la puissance double à { $power }
ev-mb-resisted = { $who } résiste (puissance { $power } contre { $resistance })
ev-mb-spell-wound = { $who } subit { $wounds ->
        [one] { $wounds } blessure
       *[other] { $wounds } blessures
    } du sort
ev-mb-spell-drain = La volonté de { $who } tombe à { $volonte }
ev-mb-spell-weaken = L'armure de { $who } tombe à { $armure }
ev-mb-spell-slow = { $who } est { $who_gender ->
        [f] ralentie
       *[m] ralenti
    } ce tour
ev-mb-spell-heal = { $who } récupère { $gained } de physique
ev-mb-spell-ward = L'armure de { $who } augmente de { $ward } ce tour
ev-mb-reserved = { $who } utilise son action réservée contre { $target }
ev-mb-activated = { $who } est { $who_gender ->
        [f] activée
       *[m] activé
    }
ev-mb-why = 🤖 { $player } : { $why ->
        [choose-other] je laisse l'adversaire placer d'abord, pour voir où il se déploie
        [deploy-front] { $who } au premier rang, à l'écart de ses compagnons, face à l'ennemi
        [deploy-back] { $who } en retrait, pour tirer ou lancer ses sorts derrière la ligne
        [react-shield] { $who } s'abrite derrière son bouclier
        [react-dodge] { $who } esquive : son esquive vaut mieux que son arme contre { $target }
        [react-riposte] { $who } riposte : son arme vaut celle de { $target }
        [react-absorb] { $who } encaisse : son armure tient mieux qu'une esquive
        [reserve-strike] { $who } frappe { $target } par son action réservée, à sa portée
        [pass] aucune action réservée n'apporterait rien ici
        [impose] plus personne à activer de mon côté
        [impose-wait] aucun des miens ne peut frapper ce tour-ci : j'oblige l'adversaire à bouger le premier
        [heal] { $who } est gravement blessé : je dépense ma destinée pour le soigner
        [hold] { $who } n'a rien d'utile à faire ce tour-ci
        [strike-here] { $who } frappe { $target } d'où il est : déjà à bonne distance
        [strike-reach] { $who } peut atteindre { $target } ce tour-ci par le plus court chemin
        [shoot-best] { $who } tire sur { $target } : la meilleure cible à portée
        [shoot-closer] { $who } s'approche de { $target } pour tirer sans malus
        [spell-best] { $who } lance un sort sur { $target } : assez puissant pour sa résistance
        [advance-run] { $who } court vers { $target }, trop loin pour frapper ce tour-ci
       *[advance] { $who } avance vers { $target } par le plus court chemin
    }
ev-mb-order = Consigne publique de { $who } : { $reaction ->
        [riposte] riposter
        [dodge] esquiver
        [absorb] encaisser
        [shield] bouclier
       *[ask] plus de consigne, son joueur choisira
    } (annoncée à tous : une consigne se lit dans le journal de la partie)
ev-mb-healed = { $who } est { $who_gender ->
        [f] soignée
       *[m] soigné
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $dice } au D{ $sides }, +{ $gained } de physique
ev-mb-end = Le combat est fini : { $winner } l'emporte
ev-mb-end-turns = Limite de tours atteinte : { $a } contre { $b ->
        [one] { $b } point
       *[other] { $b } points
    } de horde encore debout
ev-mb-card = { $who } ({ $horde }, { $rank ->
        [recrue] recrue
        [veteran] vétéran
        [chevalier] chevalier
        [seigneur] seigneur
       *[other] { $rank }
    }, { $cost } pts) : physique { $physique }/{ $max }, { $weapon } { $skill } ({ $kind ->
        [short] arme courte
        [long] arme longue
        [heavy] arme lourde
        [ranged] arme à distance
       *[other] { $kind }
    }, { $damage } { $trait ->
        [perforant] perforant
        [tranchant] tranchant
        [etourdissant] étourdissant
        [recul] recul
       *[other] { $trait }
    }, { $kind ->
        [ranged] allonge { $reach } cm
       *[other] bonne distance { $band } cm
    }), seconde { $second }, bouclier { $shield }{ $protection ->
        [0] {""}
       *[other] {" "}(+{ $protection })
    }, esquive { $esquive }, armure { $armure }, déplacement { $move } cm (enc. { $encumbrance }), volonté { $volonte }, taille { $size }, sorts { $spells }, consigne { $order ->
        [ask] demander
        [riposte] riposte
        [dodge] esquive
        [absorb] encaisser
        [shield] bouclier
       *[other] { $order }
    }
ev-mb-sees = { $count ->
        [0] { $who } ne voit personne
        [one] { $who } voit { $count } combattant : { $seen }
       *[other] { $who } voit { $count } combattants : { $seen }
    }
end-mb-last-standing = une seule horde reste debout (scores : les points de horde encore au combat)
end-mb-nobody = plus personne n'est debout (scores : les points de horde encore au combat)
end-mb-turn-limit = la limite de tours est atteinte : les points de horde encore au combat départagent (les scores)

## Erreurs
err-mb-bad-facing = Orientation inconnue « { $value } » (n, ne, e… degrés ou « vers B2 »)
err-mb-bad-point = « { $value } » n'est pas un point : donnez des centimètres x,y comme 32.5,40
err-mb-horde-escort = Horde { $horde } : { $needed } recrues ou vétérans nécessaires pour accompagner seigneurs et chevaliers, { $small } donnés
err-mb-horde-points = La horde { $horde } vaut { $total } points, pas { $points }
err-mb-unknown-horde = Horde inconnue « { $horde } » (connues : { $known })
err-mb-unknown-profile = Profil inconnu « { $profile } »
err-mb-unknown-table = Table inconnue « { $table } » (connues : { $known })
err-mb-wrong-horde = { $profile } n'est pas de la horde { $horde }
err-mb-already-activated = { $fighter } ne peut pas être activé maintenant
err-mb-already-designated = Vous avez déjà désigné un combattant
err-mb-already-placed = { $fighter } est déjà sur la table
err-mb-bad-destination = Destination inconnue « { $to } »
err-mb-not-finite = « { $value } » n'est pas un nombre fini pour { $option } : donnez un nombre ordinaire (inf, nan et 1e400 sont refusés)
err-mb-bad-stop = Arrêt inconnu « { $stop } » (contact, optimal ou un nombre de cm)
err-mb-cannot-fight = { $fighter } ne peut pas combattre
err-mb-cannot-heal = { $fighter } ne peut plus être soigné
err-mb-cannot-impose = Vous ne pouvez pas imposer d'activation maintenant
err-mb-companion = { $fighter } est un compagnon d'arme
err-mb-destiny-once = { $fighter } a déjà profité de la destinée ce tour
err-mb-dodged-before = { $fighter } a été esquivé ce tour : impossible de le cibler
err-mb-heal-too-many = Au plus { $most ->
        [one] { $most } point
       *[other] { $most } points
    } pour ce combattant
err-mb-need-destination = Dites où aller (to:)
err-mb-need-facing = Dites vers où se tourner (facing:)
err-mb-need-target = Nommez la cible (target:)
err-mb-no-after-throw = Seul un archer peut se déplacer après avoir tiré : avec { $weapon }, pas de déplacement après le tir
err-mb-spell-too-weak = La puissance { $power } ne dépasse pas la résistance { $resistance } de { $target } : le sort ne peut être lancé (ajoutez au moins { $more } de puissance avec power:)
err-mb-push-behind = Le recul vers { $push }° sort de l'angle d'attaque (face à { $facing }°, 90° de chaque côté)
err-mb-no-after = Cette action ne permet aucun déplacement après elle
err-mb-no-destiny = Pas assez de points de destinée ({ $have })
err-mb-no-run = Un combattant ralenti ne peut pas courir
err-mb-no-second = Ce combattant n'a pas d'arme secondaire
err-mb-no-spell = Ce combattant ne maîtrise pas « { mb-spell-name } »
err-mb-no-split = Avec { $weapon }, on ne peut se déplacer à la fois avant et après l'attaque
err-mb-not-melee = { $weapon } n'est pas une arme de corps à corps
err-mb-no-premeasure = Mesurer avant de déclarer est désactivé à cette table (option premeasure)
err-mb-no-reserved = { $fighter } n'a plus d'action réservée ce tour
err-mb-not-now = Pas maintenant
err-mb-not-ranged = { $weapon } n'est pas une arme de tir ou de jet
err-mb-not-yours = { $fighter } n'est pas à vous
err-mb-one-passe = Une seule passe d'armes par tour
err-mb-reaction-not-allowed = La réaction « { $reaction } » n'est pas permise ici
err-mb-shoot-or-move = Avec { $weapon }, il faut choisir entre se déplacer et tirer
err-mb-spell-friendly = { mb-spell-name } ne se lance que sur son propre camp
err-mb-spell-gone = { mb-spell-name } est perdu pour cette partie
err-mb-unknown-fighter = Combattant inconnu « { $fighter } »
err-mb-place-table = ({ $x } ; { $y }) : le socle sort de la table
err-mb-place-terrain = ({ $x } ; { $y }) : le socle est sur un décor infranchissable
err-mb-place-occupied = ({ $x } ; { $y }) : un autre socle s'y trouve
err-mb-place-far = ({ $x } ; { $y }) : trop loin de vos compagnons (visibilité { $visibility } cm)
err-mb-place-near = ({ $x } ; { $y }) : trop près d'un adversaire (visibilité { $visibility } cm)

## Noms sur Discord
## Names: the command group and the choices' values (docs/vocabulary.md)
cmdname-mb = mb
choice-mb-choose-who-me = Je place
choice-mb-choose-who-other = L'adversaire place
choice-mb-act-action-walk = Marcher
choice-mb-act-action-run = Courir
choice-mb-act-action-strike = Frapper
choice-mb-act-action-shoot = Tirer
choice-mb-act-action-spell = Lancer un sort
choice-mb-act-action-rotate = Pivoter
choice-mb-act-action-none = Ne rien faire
choice-mb-act-weapon-main = Arme principale
choice-mb-act-weapon-second = Arme secondaire
choice-mb-react-reaction-riposte = Riposte
choice-mb-react-reaction-dodge = Esquive
choice-mb-react-reaction-absorb = Encaisser
choice-mb-react-reaction-shield = Bouclier
choice-mb-order-reaction-riposte = Riposte
choice-mb-order-reaction-dodge = Esquive
choice-mb-order-reaction-absorb = Encaisser
choice-mb-order-reaction-shield = Bouclier
choice-mb-order-reaction-ask = Me demander

cmdname-mb-designate = désigner
optname-mb-designate-fighter = combattant
cmdname-mb-choose = choisir
optname-mb-choose-who = qui
cmdname-mb-place = placer
optname-mb-place-at = en
optname-mb-place-facing = orientation
optname-mb-place-fighter = combattant
cmdname-mb-act = agir
optname-mb-act-fighter = combattant
optname-mb-act-action = action
optname-mb-act-target = cible
optname-mb-act-to = vers
optname-mb-act-stop = arrêt
optname-mb-act-after = après
optname-mb-act-facing = orientation
optname-mb-act-weapon = arme
optname-mb-act-spell = sort
optname-mb-act-power = puissance
optname-mb-act-zone = zone
optname-mb-act-inspiration = inspiration
optname-mb-act-push = recul
cmdname-mb-impose = imposer
cmdname-mb-react = réagir
optname-mb-react-reaction = réaction
optname-mb-react-direction = direction
optname-mb-react-inspiration = inspiration
optname-mb-react-to = vers
cmdname-mb-order = consigne
optname-mb-order-fighter = combattant
optname-mb-order-reaction = réaction
cmdname-mb-heal = soigner
optname-mb-heal-fighter = combattant
optname-mb-heal-points = points
cmdname-mb-card = carte
optname-mb-card-fighter = combattant
cmdname-mb-sees = vue
optname-mb-sees-fighter = combattant
cmdname-mb-measure = mesurer
optname-mb-measure-fighter = combattant
optname-mb-measure-other = autre
cmdname-mb-reserve = réserver
optname-mb-reserve-fighter = combattant
optname-mb-reserve-target = cible
optname-mb-reserve-inspiration = inspiration
btn-mb-impose = Imposer une activation

## Image
mb-label-header = Tour { $turn } · main : { $player } · visibilité { $visibility } cm · destinée { $a }/{ $b }
mb-label-header-deploy = Déploiement · visibilité { $visibility } cm
mb-label-phase-deploy-designate = Déploiement : désignations
mb-label-phase-deploy-choose = Déploiement : le gagnant choisit
mb-label-phase-deploy-place = Déploiement : placement
mb-label-phase-init-designate = Initiative : désignations
mb-label-phase-main = Activation
mb-label-phase-reaction = En attente d'une réaction
mb-label-phase-over = Partie terminée
mb-label-out = hors combat
mb-label-dead = mort

## Noms des sorts (le contenu : rules/mortebrume/data/arms.yaml)
mb-spell-name = { $spell ->
        [eclair] Éclair
        [boule_de_feu] Boule de feu
        [effroi] Effroi
        [entrave] Entrave
        [stupeur] Stupeur
        [rouille] Rouille
        [soin] Soin
        [peau_de_pierre] Peau de pierre
       *[other] { $spell }
    }

# names of our weapons, shields and hordes (data ids: rules/mortebrume/data)
mb-arm-name = { $arm ->
        [poings] poings
        [griffes] griffes
        [dague] dague
        [hache] hache
        [masse] masse
        [epee] épée
        [lance] lance
        [epee_deux_mains] épée à deux mains
        [marteau_de_guerre] marteau de guerre
        [hallebarde] hallebarde
        [arc] arc
        [arbalete] arbalète
        [javelot] javelot
        [fronde] fronde
        [rondache] rondache
        [ecu] écu
        [pavois] pavois
       *[other] { $arm }
    }
mb-horde-name = { $horde ->
        [meleien] Méléien
        [thanigiste] Thanigiste
        [shimeien] Shiméien
        [abelberien] Abelbérien
        [creatures] Créatures
       *[other] { $horde }
    }

# Mortebrume : zones de déploiement, scénarios, actions réservées qui interrompent, sorts de zone sur un point

## Options de table
gameopt-mortebrume-scenario = Scénario : centre, reliques ou decapiter (vide : jusqu'au dernier debout)
gameopt-mortebrume-deployment = zones : chacun se déploie dans sa zone ; free : n'importe où (la règle de base)

## Scénarios
val-mb-scn-centre = Tenir le centre
val-mb-scn-reliques = Les trois reliques
val-mb-scn-decapiter = Décapiter la horde
mb-scenario-line = { $scenario ->
        [none] {""}
       *[other] {" "}· { $scn } : { $leader ->
            [yes] abattre le chef adverse
           *[no] objectifs { $sa } – { $sb }{ $goal ->
                [0] {""}
               *[other] , { $goal } pour gagner
            }
        }, { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } au plus
    }
ev-mb-opening = { $scenario ->
        [none] Bataille jusqu'au dernier debout{ $limit ->
            [0] {""}
           *[other] , { $limit ->
        [one] { $limit } tour
       *[other] { $limit } tours
    } au plus
        }.
       *[other] Scénario : { $scn }. { $leader ->
            [yes] La horde dont le chef (son combattant le plus cher) tombe a perdu ; { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } au plus.
           *[no] À la fin de chaque tour, chaque objectif rapporte un point au camp qui a le plus de combattants au contact ; { $goal ->
        [one] { $goal } point gagne
       *[other] { $goal } points gagnent
    }, sinon le meilleur score au bout de { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }.
        }
    }
ev-mb-zones = Zones de déploiement : { $a } en { $za }, { $b } en { $zb } (en couleur sur l'image).
ev-mb-objectives = Fin du tour : objectifs tenus par { $held } ; score { $a } – { $b } ({ $goal } pour gagner)
ev-mb-end-goal = { $winner } atteint l'objectif du scénario : { $a } – { $b }
ev-mb-end-turns-goal = Limite de tours atteinte : { $a } – { $b } points d'objectif
ev-mb-leader-down = Le chef tombe : { $who }
end-mb-scenario-goal = { $scn } : objectif atteint, { $sa } – { $sb }
end-mb-scenario-turns = { $scn } : meilleur score au bout de { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }, { $sa } – { $sb }
end-mb-scenario-leader = { $scn } : un chef est tombé
err-mb-unknown-scenario = Scénario inconnu : { $scenario } (connus : { $known })
err-mb-place-zone = ({ $x } ; { $y }) : hors de votre zone de déploiement ({ $zone })
mb-label-zone = zone { $seat }
mb-nobody = personne

## Actions réservées qui interrompent
cmd-mb-pass = Ne pas utiliser d'action réservée maintenant : l'action déclarée continue
cmdname-mb-pass = laisser
btn-mb-pass = Laisser faire
mb-action-name = { $action ->
        [walk] marche
        [run] course
        [strike] frappe
        [shoot] tir
        [spell] sort { mb-spell-name }
        [rotate] rotation
       *[none] rien
    }
prompt-mb-interrupt = { $who } a déclaré : { mb-action-name }{ $versus ->
        [no] {""}
       *[other] {" "}contre { $target }
    }. L'interrompre par une action réservée ?{ mb-scenario-line }
prompt-mb-counter = { $who } frappe { $target } par action réservée : répondre par la vôtre (résolues ensemble) ?{ mb-scenario-line }
opt-mb-pass = Laisser faire
opt-mb-reserve-strike = { $who } frappe { $target }
ev-mb-interrupt-window = { $player } peut interrompre { $who } par une action réservée
ev-mb-counter-window = { $player } peut répondre à { $who } par sa propre action réservée
ev-mb-pass = { $player } laisse faire
ev-mb-reserved-cancelled = L'action réservée de { $who } est annulée : l'une annule l'autre et { $player } a la main
ev-mb-simultaneous = Les deux actions réservées sont résolues ensemble
ev-mb-interrupted = { $who } est { $who_gender ->
        [f] interrompue
       *[m] interrompu
    } : son action déclarée s'arrête
mb-label-phase-interrupt = Action déclarée : l'adversaire peut l'interrompre
mb-label-phase-counter = Action réservée : l'autre joueur peut répondre

## Sorts de zone sur un point
opt-mb-act-at = Sort de zone sur un point : x,y en cm, « ne 10 » ou « vers B2 12 » depuis le lanceur
optname-mb-act-at = point
err-mb-point-spell-only = Un point (at) ne sert qu'aux sorts de zone lancés sans cible
err-mb-spell-no-zone = { mb-spell-name } n'a pas de zone : il vise un combattant, pas un point
ev-mb-point-on = Le point est sur le socle de { $who } : c'est { $who_gender ->
        [f] elle qui est visée
       *[m] lui qui est visé
    }
ev-mb-measured-point = Mesure : de { $who } au point ({ $x } ; { $y }), { $cm } cm
ev-mb-area = Zone de { $radius } cm autour de ({ $x } ; { $y }) : { $caught }
choice-mb-spell-point = Sur un point du décor
form-mb-point = Point visé
field-mb-point = x,y en cm, « ne 10 » ou « vers B2 12 »

# Mortebrume: deployment zones, scenarios, reserved actions that interrupt, area spells on a point

## Table options
gameopt-mortebrume-scenario = Scenario: centre, reliques or decapiter (empty: to the last survivor)
gameopt-mortebrume-deployment = zones: each side deploys in its zone; free: anywhere (the base rule)

## Scenarios
val-mb-scn-centre = Hold the centre
val-mb-scn-reliques = The three relics
val-mb-scn-decapiter = Behead the horde
mb-scenario-line = { $scenario ->
        [none] {""}
       *[other] {" "}· { $scn }: objectives { $sa } – { $sb }{ $goal ->
            [0] {""}
           *[other] , { $goal } to win
        }, { $turns } turns
    }
ev-mb-opening = { $scenario ->
        [none] Battle to the last one standing{ $limit ->
            [0] {""}
           *[other] , { $limit } turns at most
        }.
       *[other] Scenario: { $scn }. { $leader ->
            [yes] The horde whose leader (its costliest fighter) falls has lost; { $turns } turns at most.
           *[no] At the end of each turn, each objective scores a point for the side with more fighters touching it; { $goal } points win, else the better score after { $turns } turns.
        }
    }
ev-mb-zones = Deployment zones: { $a } in { $za }, { $b } in { $zb } (coloured on the picture).
ev-mb-objectives = End of the turn: objectives held by { $held }; score { $a } – { $b } ({ $goal } to win)
ev-mb-end-goal = { $winner } reaches the scenario's goal: { $a } – { $b }
ev-mb-end-turns-goal = Turn limit reached: { $a } – { $b } objective points
ev-mb-leader-down = The leader falls: { $who }
end-mb-scenario-goal = { $scn }: goal reached, { $sa } – { $sb }
end-mb-scenario-turns = { $scn }: the better score after { $turns } turns, { $sa } – { $sb }
end-mb-scenario-leader = { $scn }: a leader has fallen
err-mb-unknown-scenario = Unknown scenario: { $scenario } (known: { $known })
err-mb-place-zone = { $x },{ $y }: outside your deployment zone ({ $zone })
mb-label-zone = zone { $seat }

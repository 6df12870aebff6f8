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
       *[other] {" "}· { $scn }: { $leader ->
            [yes] strike down the enemy leader
           *[no] objectives { $sa } – { $sb }{ $goal ->
                [0] {""}
               *[other] , { $goal } to win
            }
        }, { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } at most
    }
ev-mb-opening = { $scenario ->
        [none] Battle to the last one standing{ $limit ->
            [0] {""}
           *[other] , { $limit ->
        [one] { $limit } turn
       *[other] { $limit } turns
    } at most
        }.
       *[other] Scenario: { $scn }. { $leader ->
            [yes] The horde whose leader (its costliest fighter) falls has lost; { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    } at most.
           *[no] At the end of each turn, each objective scores a point for the side with more fighters touching it; { $goal ->
        [one] { $goal } point wins
       *[other] { $goal } points win
    }, else the better score after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }.
        }
    }
ev-mb-zones = Deployment zones: { $a } in { $za }, { $b } in { $zb } (coloured on the picture).
ev-mb-objectives = End of the turn: objectives held by { $held }; score { $a } – { $b } ({ $goal } to win)
ev-mb-end-goal = { $winner } reaches the scenario's goal: { $a } – { $b }
ev-mb-end-turns-goal = Turn limit reached: { $a } – { $b } objective points
ev-mb-leader-down = The leader falls: { $who }
end-mb-scenario-goal = { $scn }: goal reached, { $sa } – { $sb }
end-mb-scenario-turns = { $scn }: the better score after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }, { $sa } – { $sb }
end-mb-scenario-leader = { $scn }: a leader has fallen
err-mb-unknown-scenario = Unknown scenario: { $scenario } (known: { $known })
err-mb-place-zone = { $x },{ $y }: outside your deployment zone ({ $zone })
mb-label-zone = zone { $seat }
mb-nobody = nobody

## Reserved actions that interrupt
cmd-mb-pass = Use no reserved action now: the declared action goes on
cmdname-mb-pass = pass
btn-mb-pass = Let it go
mb-action-name = { $action ->
        [walk] walk
        [run] run
        [strike] strike
        [shoot] shot
        [spell] spell { mb-spell-name }
        [rotate] rotation
       *[none] nothing
    }
prompt-mb-interrupt = { $who } declared: { mb-action-name }{ $versus ->
        [no] {""}
       *[other] {" "}against { $target }
    }. Interrupt it with a reserved action?{ mb-scenario-line }
prompt-mb-counter = { $who } strikes { $target } by reserved action: answer with yours (resolved together)?{ mb-scenario-line }
opt-mb-pass = Let it go
opt-mb-reserve-strike = { $who } strikes { $target }
ev-mb-interrupt-window = { $player } may interrupt { $who } with a reserved action
ev-mb-counter-window = { $player } may answer { $who } with a reserved action of their own
ev-mb-pass = { $player } lets it go
ev-mb-reserved-cancelled = { $who }'s reserved action is cancelled: one cancels the other and { $player } holds the main
ev-mb-simultaneous = Both reserved actions are resolved together
ev-mb-interrupted = { $who } is interrupted: its declared action stops
mb-label-phase-interrupt = Declared action: the opponent may interrupt it
mb-label-phase-counter = Reserved action: the other player may answer

## Area spells on a point
opt-mb-act-at = Area spell on a point: x,y in cm, "ne 10" or "toward B2 12" from the caster
optname-mb-act-at = at
err-mb-point-spell-only = A point (at) is only for area spells cast without a target
err-mb-spell-no-zone = { mb-spell-name } has no zone: it aims at a fighter, not a point
ev-mb-point-on = The point lies on { $who }'s base: it is the one aimed at
ev-mb-measured-point = Measured: { $who } to the point { $x },{ $y }, { $cm } cm
ev-mb-area = A { $radius } cm zone around { $x },{ $y }: { $caught }
choice-mb-spell-point = On a point of the table
form-mb-point = Point aimed at
field-mb-point = x,y in cm, "ne 10" or "toward B2 12"

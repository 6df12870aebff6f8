# Kravora — English catalog (French is the reference)

game-kravora = Kravora
gameopt-kravora-first = Seat of the first player (the last to have given blood; else drawn at random)
gameopt-kravora-fin = After turn 10: score (the highest wall wins; if tied, the most enemies killed) or survie (play on, at most to turn 20)
gameopt-kravora-tir_arriere = Tir en arrière: defenders also strike towards the fortress
gameopt-kravora-spend_deadline = Seconds for the shared spending after +5L/+10L (0: none)
end-kra-last-fortress = last fortress standing: { $players }
end-kra-score = end of turn 10, the highest wall: { $players }
end-kra-survival-limit = survival stopped at turn 20, the highest wall: { $players }
## Commands
cmd-kra-attack = 3.1: one of your defenders attacks
opt-kra-attack-unit = Your defender (its number)
opt-kra-attack-target = The enemy unit struck (its number)
opt-kra-attack-line = The line struck (long bras, rocailleur)
cmd-kra-auto = 3.1: the bot allocates all your attacks
cmd-kra-ruse = Cast a ruse (hutte du chercheur fou)
opt-kra-ruse-name = The ruse
opt-kra-ruse-board = The board (player's number or name)
opt-kra-ruse-line = The line (1 to 5)
opt-kra-ruse-unit = The unit aimed at (its number)
opt-kra-ruse-to = Propulsion: the line it lands on
opt-kra-ruse-mode = Make it advance or attack
cmd-kra-buy = Buy a defensive unit
opt-kra-buy-unit = The unit
opt-kra-buy-line = Its line (1 to 5, 4 by default)
cmd-kra-build = Build a building
opt-kra-build-building = The building
cmd-kra-canon = Canon à fantoche: send fantoches to an opponent
opt-kra-canon-player = The player aimed at (number or name)
opt-kra-canon-line = The line (even line 5)
opt-kra-canon-count = How many fantoches
cmd-kra-recycle = Phase 4: recycle a defender (1L small unit, 2L big)
opt-kra-recycle-unit = The defender (its number)
cmd-kra-dismantle = Phase 4: dismantle 1 or 2 points of the wall
opt-kra-dismantle-points = How many points (1 or 2)
cmd-kra-done = End this step
cmd-kra-shield = Bouclier: sabotage the other players' ruses automatically
opt-kra-shield-auto = Yes or no
cmd-kra-board = A board in words (private answer, for everyone)
opt-kra-board-player = The player (number or name; "all": every board)
## The command group's name (the same in both languages: docs/vocabulary.md)
cmdname-kra = kra

cmdname-kra-board = board
optname-kra-board-player = player
cmdname-kra-attack = attack
optname-kra-attack-unit = unit
optname-kra-attack-target = target
optname-kra-attack-line = line
cmdname-kra-auto = auto
cmdname-kra-ruse = ruse
optname-kra-ruse-name = name
optname-kra-ruse-board = board
optname-kra-ruse-line = line
optname-kra-ruse-unit = unit
optname-kra-ruse-to = to
optname-kra-ruse-mode = mode
cmdname-kra-buy = buy
optname-kra-buy-unit = unit
optname-kra-buy-line = line
cmdname-kra-build = build
optname-kra-build-building = building
cmdname-kra-canon = canon
optname-kra-canon-player = player
optname-kra-canon-line = line
optname-kra-canon-count = count
cmdname-kra-recycle = recycle
optname-kra-recycle-unit = unit
cmdname-kra-dismantle = dismantle
optname-kra-dismantle-points = points
cmdname-kra-done = end
cmdname-kra-shield = shield
optname-kra-shield-auto = auto
btn-kra-auto = Auto attack
btn-kra-done = Done
choice-kra-ruse-name-rochers = Rochers
choice-kra-ruse-name-caillot = Caillot de sang
choice-kra-ruse-name-avancer = Faire avancer/attaquer
choice-kra-ruse-name-reculer = Faire reculer
choice-kra-ruse-name-rocaille = Rocaille
choice-kra-ruse-name-propulsion = Propulsion
choice-kra-ruse-name-bouclier = Bouclier
choice-kra-ruse-mode-advance = advance
choice-kra-ruse-mode-attack = attack
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

## Names
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
val-kra-face-comet = Comet
val-kra-face-double-comet = Double comet
val-kra-face-arrow = Arrow
val-kra-face-blank = Blank face
val-kra-step-setup = the turn-0 purchases
val-kra-step-spend = the shared spending
val-kra-step-attack = the attack (3.1)
val-kra-step-salary = the salaries (4)
val-kra-step-buy = the purchases (5)

## Prompts
prompt-kra-setup = Turn 0: spend your starting blood ({ $blood }L), then "Done"
prompt-kra-spend = +{ $gain }L for everyone: spend it now ({ $blood }L), then "Done"
prompt-kra-attack = Turn { $turn }, 3.1: your defenders attack ({ $ready } ready), ruses, then "Done"
prompt-kra-salary = Phase 4: recycle a defender or dismantle the wall? ({ $blood }L)
prompt-kra-buy = Phase 5: buy units, buildings, ruses ({ $blood }L), then "Done"

## Choices
kra-choice-auto = Auto attack
kra-choice-unit = { $unit } (line { $line }, { $pv } PV)
kra-choice-target = { $unit } (line { $line }, { $pv } PV)
kra-choice-line = Line { $line } ({ $count ->
        [one] { $count } enemy
       *[other] { $count } enemies
    })
kra-choice-buy = Buy a unit… ({ $blood }L)
kra-choice-buy-unit = { $unit } · { $price }L · { $pv } PV
kra-choice-place = Line { $line }
kra-choice-build = Build… ({ $blood }L)
kra-choice-building = { $building } · { $price }L
kra-choice-canon = Canon à fantoche… (1L)
kra-choice-board = { $player }'s board
kra-choice-ruses = Ruses…
kra-choice-ruse = { $ruse } · { $price }L
kra-choice-mode-advance = Make it advance one line
kra-choice-mode-attack = Make it attack
kra-choice-recycle = Recycle a defender…
kra-choice-dismantle = Dismantle { $points ->
        [one] { $points } wall point
       *[other] { $points } wall points
    }
kra-choice-done-setup = Done
kra-choice-done-spend = Done
kra-choice-done-attack = Done: the enemy attacks
kra-choice-done-salary = Done
kra-choice-done-buy = Done: end of turn
kra-choice-shield = Automatic Bouclier: { $auto ->
        [true] yes
       *[other] no
    }

## Errors
err-kra-seats = Kravora is played by { $min } to { $max } players.
err-kra-bad-player = No player in the game at seat { $player }.
err-kra-bad-player-name = Unknown player: { $value }.
err-kra-not-your-unit = Unit { $unit } is not one of your defenders.
err-kra-already-struck = { $unit } (line { $line }) already attacked this turn.
err-kra-out-of-reach = { $unit } (line { $line }) cannot reach unit { $target }.
err-kra-need-target = Name the target of { $unit }.
err-kra-line-out-of-reach = { $unit } cannot strike line { $line }.
err-kra-not-enough-blood = It takes { $needed }L of blood, you have { $left } left.
err-kra-bad-line = Impossible line: { $line }.
err-kra-no-stock = No { $unit } left in your stock.
err-kra-already-built = This building is already built.
err-kra-need-building = Build this first: { $building }.
err-kra-recycled-already = You already recycled a unit this turn.
err-kra-dismantle-defenders = The wall is dismantled only without defensive units.
err-kra-dismantle-limit = You may only dismantle { $left ->
        [one] { $left } more point
       *[other] { $left } more points
    }, not { $points }.
err-kra-already-frozen = Line { $line } is already frozen.
err-kra-no-ice = The { $count } ice figures are already in play.
err-kra-rocaille-once = A rocaille already hit { $player }'s wall this turn.
err-kra-rocaille-finish = This rocaille could finish { $player }: not allowed.
err-kra-enemy-only = This ruse aims at an enemy unit, not { $unit }.
err-kra-no-such-unit = No unit { $unit } on a board in play.
err-kra-not-now = Not now: this is { $step }.
err-kra-nothing-to-attack = None of your defenders has an enemy in reach.
err-kra-bad-number = { $option } expects a number (not { $value }).
err-kra-bad-bool = Yes or no expected (not { $value }).

## Events
ev-kra-start-roll = Turn 0: dice { $faces } → { $units } on line 1 of every board
ev-kra-turn = ── Turn { $turn } ──
ev-kra-arrivals = Phase 1: { $bonus ->
        [0] dice { $faces }
       *[other] dice { $faces } (score +{ $bonus })
    } → arriving: { $units }
ev-kra-calamity = Phase 2: calamity die → { $face }
ev-kra-comet = Comet ({ $face }) on { $player }: { $hits }
ev-kra-comet-wall = Comet ({ $face }) on { $player }: { $hits }, wall −{ $wall }
ev-kra-comet-only-wall = Comet ({ $face }) on { $player }: wall −{ $wall }
ev-kra-comet-none = Comet ({ $face }) on { $player }: nobody on line { $face }
ev-kra-arrow = Arrow: { $player }'s enemies advance
ev-kra-kill-bonus = Phase 2: { $count ->
        [0] kill counters at zero, no bonus
       *[other] +{ $gain }L for { $players } (counter of units killed and sent: { $kills })
    }
ev-kra-skip-setup = { $player } can buy nothing ({ $blood }L): the bot says "Done" for them
ev-kra-skip-spend = { $player } can buy nothing ({ $blood }L): the bot says "Done" for them
ev-kra-skip-attack = { $player }: no defender has an enemy in reach, no ruse: the bot says "Done", the enemy attacks
ev-kra-skip-buy = { $player } can buy nothing ({ $blood }L): the bot says "Done", end of their turn
ev-kra-spend-done = { $player } is done spending
ev-kra-player-turn = { $player }'s turn
ev-kra-enemy-attack = 3.2: the enemies attack { $player }
ev-kra-enemy-move = 3.3: { $player }'s enemies advance
ev-kra-strike = { $unit } (line { $line }) → line { $to }: { $hits }
ev-kra-strike-wall = { $unit } (line { $line }) → line { $to }: { $hits }, wall −{ $wall }
ev-kra-strike-only-wall = { $unit } (line { $line }) → wall −{ $wall }
ev-kra-strike-none = { $unit } (line { $line }): nobody to strike
ev-kra-move = { $unit } (line { $line }) → line { $to }
ev-kra-move-blocked = { $unit } (line { $line }) → line { $to }, held
ev-kra-move-held = { $unit } (line { $line }) held by a defender
ev-kra-move-stay = { $unit } (line { $line }) stays before the fortress
ev-kra-move-frozen = { $unit } (line { $line }) frozen by the Rochers
ev-kra-defend = { $unit } (line { $line }) → line { $to }: { $hits }
ev-kra-bought = { $player } buys { $unit } on line { $line } (−{ $price }L, { $blood }L left)
ev-kra-built = { $player } builds { $building } (−{ $price }L, { $blood }L left)
ev-kra-canon = Canon: { $player } sends { $count ->
        [one] { $count } fantoche
       *[other] { $count } fantoches
    } to line { $line } of { $target } (−{ $price }L)
ev-kra-salary = Phase 4: { $player } earns { $living }L (living units) + { $kills }L (units killed) → { $blood }L
ev-kra-recycled = { $player } recycles { $unit } (line { $line }): +{ $gain }L → { $blood }L
ev-kra-dismantled = { $player } dismantles { $points ->
        [one] { $points } wall point
       *[other] { $points } wall points
    }: +{ $gain }L, wall { $wall }
ev-kra-phase-six = Phase 6: { $count ->
        [0] no arriving unit
       *[other] { $units } on line 1
    } for { $player }{ $repaired ->
        [0] {""}
       *[other] , atelier: wall +{ $repaired } → { $wall }
    }
ev-kra-ruse = { $player } casts { $ruse } (−{ $price }L, { $blood }L left)
ev-kra-sabotaged = { $player }'s Bouclier: { $ruse } is sabotaged ({ $left ->
        [0] no token left
        [one] { $left } token left
       *[other] { $left } tokens left
    })
ev-kra-shield-token = { $player } gains a Bouclier token ({ $count })
ev-kra-shield-auto = { $player }: automatic Bouclier { $auto ->
        [true] on
       *[other] off
    }
ev-kra-frozen = Rochers: line { $line } of { $player } is frozen
ev-kra-hit = Caillot de sang on { $player }'s board: { $hits }
ev-kra-pushed = On { $player }'s board: { $unit } line { $line } → line { $to }
ev-kra-rocaille = Rocaille on line { $line } of { $player }: { $hits }{ $wall ->
        [0] {""}
       *[other] , wall −{ $wall }
    }
ev-kra-eliminated = { $player }'s wall falls: { $player } is out!
ev-kra-last-fortress = Game over: { $count ->
        [one] { $players } keeps the last fortress standing!
       *[other] { $players } keep the last fortresses standing!
    }
ev-kra-score-end = End of turn { $turn }: { $count ->
        [one] { $players } wins with a wall of { $wall } points{ $tie ->
            [true] {" "}(tie-break: { $slain } enemies killed in the game)
           *[other] {""}
        }
       *[other] { $players } win together (a wall of { $wall } points, { $slain } enemies killed each)
    }
## The computer says why (rules/kravora/ai.py)
ev-kra-why-auto = 🤖 { $player }: { $count ->
        [one] one defender has an enemy in reach
       *[other] { $count } defenders have an enemy in reach
    }, auto attack (most kills first)
ev-kra-why-rocailleur = 🤖 { $player }: { $count } enemies on lines 2 to 4, a Rocailleur on line 5 reaches them all
ev-kra-why-block = 🤖 { $player }: enemies due on line 4: { $count }, defenders to hold them there: { $blockers } → { $unit } on line 4
ev-kra-why-ranged = 🤖 { $player }: threat { $threat } against a defence of { $defence }, { $unit } on line 5 strikes lines 3 and 4
ev-kra-why-caserne = 🤖 { $player }: turn { $turn }, the Caserne saves 1L on every unit bought later
ev-kra-why-atelier = 🤖 { $player }: wall at { $wall }/10, the Atelier repairs 2 points a turn
ev-kra-why-laboratoire = 🤖 { $player }: { $count } defenders kill enough to fill the Laboratoire (+1L per kill)
ev-kra-why-canon-build = 🤖 { $player }: its defence holds, it has { $blood }L and no defender of { $target } can strike their line { $line }: it builds the Canon à fantoche
ev-kra-why-canon = 🤖 { $player }: { $target } has the highest wall ({ $wall }) and no defender of theirs can strike their line { $line }: { $count ->
        [one] one fantoche goes there, it will strike their wall every turn
       *[other] { $count } fantoches go there, they will strike their wall every turn
    }
ev-kra-why-canon-covered = 🤖 { $player }: every line by { $target }'s fortress is in reach of their defenders, a fantoche sent there would only give them a kill and blood: no canon shot, it keeps { $blood }L
ev-kra-why-kills = 🤖 { $player }: its defence holds; a kill pays blood and breaks a tie between equal walls: { $unit } on line { $line } adds { $kills ->
        [0] { $damage } damage but no kill
        [one] one kill ({ $damage } damage)
       *[other] { $kills } kills ({ $damage } damage)
    } to its next attack, the most for its { $blood }L
ev-kra-why-enough = 🤖 { $player }: defence { $defence } against a threat of { $threat }, it keeps { $blood }L
ev-kra-why-poor = 🤖 { $player }: not enough blood for a useful unit ({ $blood }L)
ev-kra-why-dismantle = 🤖 { $player }: no defender and { $blood }L, it dismantles the wall to buy some
ev-kra-why-keep-units = 🤖 { $player }: { $count ->
        [0] nothing to recycle
        [one] it keeps its defender
       *[other] it keeps its { $count } defenders
    }
ev-kra-why-no-ruse = 🤖 { $player }: no ruse this turn ({ $blood }L)

## Board in words (/kra board)
ev-kra-board-out = J{ $seat } { $player }: out of the game
ev-kra-board-head = J{ $seat } { $player }: wall { $wall }/{ $total } · { $blood }L · count { $kills } · { $slain ->
        [one] { $slain } enemy killed in the game
       *[other] { $slain } enemies killed in the game
    }{ $shields ->
        [0] {""}
        [one] {" "}· { $shields } Bouclier token
       *[other] {" "}· { $shields } Bouclier tokens
    }
ev-kra-board-buildings = Buildings: { $count ->
        [0] none
       *[other] { $buildings }
    }
ev-kra-board-tray = Arriving: { $count ->
        [0] nothing
       *[other] { $units }
    }
ev-kra-board-line = Line { $line }{ $frozen ->
        [true] {" "}(frozen)
       *[other] {""}
    }: { $ecount ->
        [0] no enemy
       *[other] { $enemies }
    } | { $dcount ->
        [0] no defender
        [one] defender { $defenders }
       *[other] defenders { $defenders }
    }

## Picture
kra-pic-turn = Turn { $turn }
kra-pic-dice = dice { $dice }
kra-pic-tray = Arriving
kra-pic-wall = Wall { $wall }
kra-pic-kills = count { $count }
kra-pic-shield = { $count ->
        [one] { $count } shield
       *[other] { $count } shields
    }
kra-pic-out = Out
kra-pic-winner = Victory: { $players }
kra-pic-to-play = To play: { $players } · { $step }
kra-pic-b-caserne = Cas
kra-pic-b-universite = Uni
kra-pic-b-laboratoire = Lab
kra-pic-b-atelier = Ate
kra-pic-b-hutte = Hut
kra-pic-b-centre_tri = Tri
kra-pic-b-canon = Can
kra-pic-legend = Round: enemies · square: defenders · number: PV
kra-form-propulsion = Propulsion: the landing line
kra-field-to = Landing line (1 to 5)

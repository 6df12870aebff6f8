# Mortebrume V2 — English catalog (French is the reference)

game-mortebrume = Mortebrume V2
gameopt-mortebrume-hordes = The two hordes: meleien, thanigiste, shimeien, abelberien, creatures
gameopt-mortebrume-army1 = First player's fighters (profile ids), else a horde of the points is built
gameopt-mortebrume-army2 = Second player's fighters (profile ids), else a horde of the points is built
gameopt-mortebrume-points = Horde points of each side (multiple of 5, default 50)
gameopt-mortebrume-table = Ready-made table: clairiere, gue or carrefour
gameopt-mortebrume-size = Table side in cm (default 75)
gameopt-mortebrume-premeasure = Show distances before a declaration is committed
gameopt-mortebrume-reaction_seconds = Seconds a defender has to react (43200 = 12 h by post)
gameopt-mortebrume-max_turns = Turn limit (0: to the last survivor)

## Commands
cmd-mb-designate = Designate a fighter (deployment or initiative), hidden until both have chosen
opt-mb-designate-fighter = The fighter (A1, B2... or its name)
cmd-mb-choose = You won the willpower test: place your fighter or make the opponent place theirs
opt-mb-choose-who = me: I place; other: the opponent places
cmd-mb-place = Place the fighter on the table
opt-mb-place-at = Centimetres x,y on the picture's grid (origin bottom-left)
opt-mb-place-facing = Facing: n, ne, e... degrees or "toward B2"
opt-mb-place-fighter = Which fighter (when you place the rest)
cmd-mb-act = Declare a whole activation before any measure
opt-mb-act-fighter = Your fighter
opt-mb-act-action = walk, run, strike, shoot, spell, rotate or none
opt-mb-act-target = Target of the strike, shot or spell
opt-mb-act-to = Where to go first: x,y (several with ;), "ne 2.5" or a fighter or piece
opt-mb-act-stop = Toward a name: stop at contact, optimal or after N cm
opt-mb-act-after = Where to go after the action (half of the rest)
opt-mb-act-facing = Facing at the end: n, ne... degrees or "toward B2"
opt-mb-act-weapon = main or second weapon
opt-mb-act-spell = The spell cast
opt-mb-act-power = Points of power added (+1 difficulty each)
opt-mb-act-zone = Cm of zone diameter added (+1 difficulty each)
opt-mb-act-inspiration = Destiny points spent for extra dice
opt-mb-act-push = Direction of a push (recul), within your field of vision
cmd-mb-impose = Make the opponent activate one of their fighters
cmd-mb-react = The attacked fighter's reaction
opt-mb-react-reaction = riposte, dodge, absorb or shield
opt-mb-react-direction = Direction of the dodge's 2.5 cm (n, ne... or degrees)
opt-mb-react-to = Where to go right after a riposte or a shield (half the move)
opt-mb-react-inspiration = Destiny points spent for extra dice
cmd-mb-order = Standing order: the reaction played without asking you
opt-mb-order-fighter = Your fighter
opt-mb-order-reaction = riposte, dodge, absorb, shield or ask
cmd-mb-reserve = A reserved action: one more strike, at any time between activations
opt-mb-reserve-fighter = Your fighter with a reserved action
opt-mb-reserve-target = The adversary struck (within 4 cm, in view)
opt-mb-reserve-inspiration = Destiny points spent for extra dice
cmd-mb-heal = Care: spend destiny points on a wounded fighter
opt-mb-heal-fighter = Your wounded fighter
opt-mb-heal-points = Destiny points (at most its physique left)
cmd-mb-card = A fighter's profile card
opt-mb-card-fighter = The fighter
cmd-mb-sees = Who a fighter sees (field of vision and line of sight)
opt-mb-sees-fighter = The fighter
cmd-mb-measure = Measure between two fighters (tables with premeasure only)
opt-mb-measure-fighter = From this fighter
opt-mb-measure-other = To this fighter

## Prompts
prompt-mb-designate-deploy = Designate the fighter you want to deploy (hidden until both have chosen)
prompt-mb-designate-init = Designate a fighter for the initiative's willpower test (hidden until both have chosen)
prompt-mb-deploy-choose = You won: place your fighter, or make the opponent place theirs?{ mb-scenario-line }
prompt-mb-place = Place { $who }: centimetres x,y on the grid, and a facing{ mb-scenario-line }
prompt-mb-activation = Turn { $turn }, { $player } holds the initiative: declare an activation, or impose one{ mb-scenario-line }
prompt-mb-reaction = { $attacker } attacks { $who } ({ $kind ->
        [strike] strike
        [shoot] shot
       *[spell] spell { mb-spell-name }
    }{ $back ->
        [yes] , from behind
       *[no] {""}
    }): your reaction?{ mb-scenario-line }
opt-mb-choose-me = I place mine
opt-mb-choose-other = The opponent places theirs
opt-mb-react-riposte = Riposte
opt-mb-react-dodge = Dodge
opt-mb-react-absorb = Absorb
opt-mb-react-shield = Shield

## Pointing
choice-mb-designate = { $who }
choice-mb-place = Place { $who }
choice-mb-impose = Impose an activation on the opponent
choice-mb-fighter = { $who }
choice-mb-strike = Strike (move to the best distance)
choice-mb-strike-here = Strike from here
choice-mb-shoot = Shoot
choice-mb-spell = Cast a spell
choice-mb-spell-name = { mb-spell-name }
choice-mb-target = { $who }
choice-mb-walk = Walk toward…
choice-mb-run = Run toward…
choice-mb-toward = Toward { $who }
choice-mb-stop-contact = Stop at contact
choice-mb-stop-cm = Stop after N cm
choice-mb-step = Small step (compass)
choice-mb-cm = { $cm } cm
choice-mb-coords = Go to coordinates (cm)
choice-mb-rotate = Turn on the spot
choice-mb-reserve = Reserved strike
choice-mb-none = Do nothing (activated)
choice-mb-dir-n = North
choice-mb-dir-ne = North-east
choice-mb-dir-e = East
choice-mb-dir-se = South-east
choice-mb-dir-s = South
choice-mb-dir-so = South-west
choice-mb-dir-o = West
choice-mb-dir-no = North-west
choice-mb-strike-more = Strike, with details (after, weapon, push, inspiration)
choice-mb-shoot-more = Shoot, with details (after, weapon, inspiration)
choice-mb-react-more = { $reaction ->
        [riposte] Riposte
        [dodge] Dodge
        [absorb] Absorb
       *[shield] Shield
    }, with details
form-mb-spell = The spell's augmentations
form-mb-attack = The attack's details
form-mb-react = The reaction's details
field-mb-power = Power added (1 per point of difficulty)
field-mb-zone = Zone diameter added (cm)
field-mb-inspiration = Destiny points of inspiration
field-mb-after = Move after (x,y, ne 2.5 or a name)
field-mb-weapon = Weapon: main or second
field-mb-push = Push direction (n, ne... within the front half)
field-mb-direction = Dodge direction (n, ne... or degrees)
field-mb-react-to = Where to go after (x,y, ne 2.5 or a name)
form-mb-place = Deployment
form-mb-after-cm = Distance to walk
form-mb-coords = Destination
field-mb-at = Centimetres x,y (origin bottom-left)
field-mb-facing = Facing (n, ne... degrees, toward B2)
field-mb-stop = Centimetres to walk
field-mb-to = Centimetres x,y (several with ;)

## Events
ev-mb-roll = { $who } ({ $what ->
        [deploy] deployment willpower
        [initiative] initiative willpower
        [strike] strike
        [shoot] shot
        [spell] spell
        [riposte] riposte
        [dodge] dodge
       *[shield] shield
    }): { $apt } + { $count }D{ $sides } ({ $dice }){ $named ->
        [yes] { $m_back ->
            [0] {""}
           *[other] {" "}+ { $m_back } from behind
        }{ $m_reach ->
            [0] {""}
           *[other] {" "}+ { $m_reach } reach
        }{ $m_band ->
            [0] {""}
           *[other] {" "}− { $m_band } off its best distance
        }{ $m_range ->
            [0] {""}
           *[other] {" "}− { $m_range } beyond 6 × reach
        }{ $m_tens ->
            [0] {""}
           *[other] {" "}+ { $m_tens } (tens of cm)
        }{ $m_shield ->
            [0] {""}
           *[other] {" "}+ { $m_shield } shield
        }
       *[no] { $mod }
    } = { $total }{ $auto ->
        [yes] , automatic failure
       *[no] {""}
    }{ $particular ->
        [yes] , particular success
       *[no] {""}
    }
ev-mb-designated = You designated { $who }
ev-mb-designation-made = { $player } has designated a fighter
ev-mb-designations = Designations revealed: { $a } and { $b }
ev-mb-reroll = A tie: the willpower tests are rolled again
ev-mb-deploy-winner = { $player } wins the deployment test
ev-mb-deploy-choice = { $player } chooses: { $placer } places a fighter
ev-mb-placed = { $who } placed at { $x },{ $y } facing { $facing }°
ev-mb-limit-lifted = No spot respects the visibility limits: lifted for { $who }
ev-mb-turn = Turn { $turn } begins: destiny points { $a } / { $b }
ev-mb-initiative = { $player } takes the initiative{ $twice ->
        [yes] {" "}and chooses twice in a row
       *[no] {""}
    }
ev-mb-main = The initiative passes to { $player }
ev-mb-imposed = { $player } makes { $other } activate a fighter
ev-mb-declared = { $who } declares: { $action ->
        [walk] walk
        [run] run
        [strike] strike
        [shoot] shoot
        [spell] spell { mb-spell-name }
        [rotate] rotate
       *[none] nothing
    }{ $has_target ->
        [no] {""}
       *[other] , target { $target }
    }{ $has_to ->
        [no] {""}
       *[other] , to { $to }
    }{ $has_after ->
        [no] {""}
       *[other] , then { $after }
    }
ev-mb-moved = { $who } moves { $cm } cm (cost { $cost } of { $budget }) to { $x },{ $y }{ $stopped ->
        [blocked] , stopped by an obstacle
        [allowance] , movement exhausted
       *[no] {""}
    }
ev-mb-rotated = { $who } now faces { $facing }°
ev-mb-measured = Measured: { $who } to { $target }, { $cm } cm
ev-mb-impossible = { $who } cannot act: { $reason ->
        [reach] target beyond 4 cm
        [field] target outside the field of vision
        [sight] no line of sight
        [forest] more than 6 cm of forest
        [close] closer than the weapon's reach
        [fog] beyond the visibility
        [fallen] its target has already fallen
       *[range] beyond ten times the reach
    }
ev-mb-back-attack = { $who } attacks { $target } from behind (+3, dodge only)
ev-mb-standing-order = { $who } follows its standing order: { $reaction }
ev-mb-reaction = { $who } reacts: { $reaction ->
        [riposte] riposte
        [dodge] dodge
        [absorb] absorbs
       *[shield] shield
    }{ $inspiration ->
        [0] {""}
       *[other] {" "}(inspiration { $inspiration })
    }
ev-mb-miss = { $who } misses ({ $need ->
        [0] automatic failure
       *[other] needed { $need }
    }, total { $total })
ev-mb-no-force = { $who } strikes without enough strength to wound
ev-mb-hit = { $who } takes { $wounds ->
        [one] { $wounds } wound
       *[other] { $wounds } wounds
    } ({ $damage } damage{ $halved ->
        [yes] , half of { $base } (off its best distance)
       *[no] {""}
    }{ $extra_sum ->
        [0] {""}
       *[other] {" "}including { $extra_sum } from the special strike's die ({ $extra })
    } − { $armour } armour{ $absorbed ->
        [yes] {" "}(halved, it absorbs)
       *[no] {""}
    }{ $doubled ->
        [yes] , doubled: stunning
       *[no] {""}
    }){ $special ->
        [yes] , special strike ({ $trait }){ $lost ->
            [armour] : its armour loses 1 point
            [wound] : one more wound, for want of armour
           *[no] {""}
        }
       *[no] {""}
    }
ev-mb-out = { $who } is out of combat
ev-mb-dead = { $who } is dead
ev-mb-soul = { $who }'s soul is destroyed: immediate death
ev-mb-stunned = { $who } is stunned until the end of the turn
ev-mb-pushed = { $who } is pushed back { $cm } cm{ $lost ->
        [0] {""}
       *[other] , { $lost } cm blocked
    }
ev-mb-dodged = { $who } dodges to { $x },{ $y }{ $clash ->
        [yes] {" "}(its action of the turn)
       *[no] {""}
    }
ev-mb-dodge-failed = { $who } fails to dodge{ $room ->
        [no] {" "}(no room for 2.5 cm)
       *[yes] {""}
    }
ev-mb-shielded = { $who } is protected by the shield
ev-mb-dominates = { $who } dominates the passe d'armes
ev-mb-tie = A tie: { $who } fails, nobody is wounded
ev-mb-double-particular = Both particular successes: each takes the other's weapon
ev-mb-spell-lost = { $who } loses { mb-spell-name } for the rest of the game
ev-mb-spell-special = Special success: the power doubles to { $power }
ev-mb-resisted = { $who } resists (power { $power } against { $resistance })
ev-mb-spell-wound = { $who } takes { $wounds ->
        [one] { $wounds } wound
       *[other] { $wounds } wounds
    } from the spell
ev-mb-spell-drain = { $who }'s willpower falls to { $volonte }
ev-mb-spell-weaken = { $who }'s armour falls to { $armure }
ev-mb-spell-slow = { $who } is slowed this turn
ev-mb-spell-heal = { $who } regains { $gained } physique
ev-mb-spell-ward = { $who }'s armour rises by { $ward } this turn
ev-mb-reserved = { $who } uses its reserved action against { $target }
ev-mb-activated = { $who } is activated
ev-mb-why = 🤖 { $player }: { $why ->
        [choose-other] I let the opponent place first, to see where they deploy
        [deploy-front] { $who } in the front rank, apart from its companions, facing the enemy
        [deploy-back] { $who } behind, to shoot or cast from behind the line
        [react-shield] { $who } shelters behind its shield
        [react-dodge] { $who } dodges: its dodge is better than its weapon against { $target }
        [react-riposte] { $who } ripostes: its weapon is a match for { $target }'s
        [react-absorb] { $who } absorbs: its armour holds better than a dodge
        [reserve-strike] { $who } strikes { $target } with its reserved action, within reach
        [pass] no reserved action would change anything here
        [impose] nobody left to activate on my side
        [impose-wait] none of mine can strike this turn: I make the enemy move first
        [heal] { $who } is badly wounded: I spend destiny to care for it
        [hold] { $who } has nothing useful to do this turn
        [strike-here] { $who } strikes { $target } from where it stands: already at a good distance
        [strike-reach] { $who } can reach { $target } this turn by the shortest way
        [shoot-best] { $who } shoots { $target }: the best target in range
        [shoot-closer] { $who } closes on { $target } to shoot without penalty
        [spell-best] { $who } casts a spell on { $target }: strong enough for its resistance
        [advance-run] { $who } runs toward { $target }, too far to strike this turn
       *[advance] { $who } advances toward { $target } by the shortest way
    }
ev-mb-order = Public standing order of { $who }: { $reaction ->
        [riposte] riposte
        [dodge] dodge
        [absorb] absorb
        [shield] shield
       *[ask] none any more, its player will choose
    } (announced to all: an order can be read in the game's log)
ev-mb-healed = { $who } is cared for: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $dice } on D{ $sides }, +{ $gained } physique
ev-mb-end = The battle is over: { $winner } wins
ev-mb-end-turns = Turn limit reached: { $a } against { $b ->
        [one] { $b } horde point
       *[other] { $b } horde points
    } still fighting
ev-mb-card = { $who } ({ $horde }, { $rank ->
        [recrue] recruit
        [veteran] veteran
        [chevalier] knight
        [seigneur] lord
       *[other] { $rank }
    }, { $cost } pts): physique { $physique }/{ $max }, { $weapon } { $skill } ({ $kind ->
        [short] short weapon
        [long] long weapon
        [heavy] heavy weapon
        [ranged] ranged weapon
       *[other] { $kind }
    }, { $damage } { $trait ->
        [perforant] piercing
        [tranchant] cutting
        [etourdissant] stunning
        [recul] knockback
       *[other] { $trait }
    }, { $kind ->
        [ranged] reach { $reach } cm
       *[other] best distance { $band } cm
    }), second { $second }, shield { $shield }{ $protection ->
        [0] {""}
       *[other] {" "}(+{ $protection })
    }, esquive { $esquive }, armour { $armure }, move { $move } cm (enc. { $encumbrance }), willpower { $volonte }, size { $size }, spells { $spells }, order { $order ->
        [ask] ask
        [riposte] riposte
        [dodge] dodge
        [absorb] absorb
        [shield] shield
       *[other] { $order }
    }
ev-mb-sees = { $count ->
        [0] { $who } sees nobody
        [one] { $who } sees { $count } fighter: { $seen }
       *[other] { $who } sees { $count } fighters: { $seen }
    }
end-mb-last-standing = only one horde is left standing (scores: the horde points still fighting)
end-mb-nobody = nobody is left standing (scores: the horde points still fighting)
end-mb-turn-limit = the turn limit is reached: the horde points still fighting decide (the scores)

## Errors
err-mb-bad-facing = Unknown facing « { $value } » (n, ne, e… degrees or "toward B2")
err-mb-bad-point = « { $value } » is not a point: give centimetres x,y such as 32.5,40
err-mb-horde-escort = Horde { $horde }: { $needed } recruits or veterans needed to escort the lords and knights, { $small } given
err-mb-horde-points = Horde { $horde } is worth { $total } points, not { $points }
err-mb-unknown-horde = Unknown horde « { $horde } » (known: { $known })
err-mb-unknown-profile = Unknown profile « { $profile } »
err-mb-unknown-table = Unknown table « { $table } » (known: { $known })
err-mb-wrong-horde = { $profile } is not of horde { $horde }
err-mb-already-activated = { $fighter } cannot be activated now
err-mb-already-designated = You have already designated a fighter
err-mb-already-placed = { $fighter } is already on the table
err-mb-bad-destination = Unknown destination « { $to } »
err-mb-not-finite = « { $value } » is not a finite number for { $option }: give an ordinary number (inf, nan and 1e400 are refused)
err-mb-bad-stop = Unknown stop « { $stop } » (contact, optimal or a number of cm)
err-mb-cannot-fight = { $fighter } cannot fight
err-mb-cannot-heal = { $fighter } can no longer be cared for
err-mb-cannot-impose = You cannot impose an activation now
err-mb-companion = { $fighter } is a companion in arms
err-mb-destiny-once = { $fighter } has already benefited from destiny this turn
err-mb-dodged-before = { $fighter } was dodged this turn: it cannot be targeted
err-mb-heal-too-many = At most { $most ->
        [one] { $most } point
       *[other] { $most } points
    } for this fighter
err-mb-need-destination = Say where to go (to:)
err-mb-need-facing = Say which way to face (facing:)
err-mb-need-target = Name the target (target:)
err-mb-no-after-throw = Only an archer may move after shooting: with { $weapon }, no move after the shot
err-mb-spell-too-weak = Power { $power } does not exceed { $target }'s resistance { $resistance }: the spell cannot be cast (add at least { $more } power with power:)
err-mb-push-behind = A push toward { $push }° leaves the angle of attack (facing { $facing }°, 90° either side)
err-mb-no-after = This action allows no move after it
err-mb-no-destiny = Not enough destiny points ({ $have })
err-mb-no-run = A slowed fighter cannot run
err-mb-no-second = This fighter has no second weapon
err-mb-no-spell = This fighter does not master « { mb-spell-name } »
err-mb-no-split = With { $weapon }, one cannot move both before and after the attack
err-mb-not-melee = { $weapon } is not a melee weapon
err-mb-no-premeasure = Measuring before declaring is off at this table (option premeasure)
err-mb-no-reserved = { $fighter } has no reserved action left this turn
err-mb-not-now = Not now
err-mb-not-ranged = { $weapon } is not a ranged weapon
err-mb-not-yours = { $fighter } is not yours
err-mb-one-passe = One passe d'armes per turn
err-mb-reaction-not-allowed = The reaction « { $reaction } » is not allowed here
err-mb-shoot-or-move = With { $weapon }, choose between moving and shooting
err-mb-spell-friendly = { mb-spell-name } is cast only on one's own side
err-mb-spell-gone = { mb-spell-name } is lost for this game
err-mb-unknown-fighter = Unknown fighter « { $fighter } »
err-mb-place-table = { $x },{ $y }: the base leaves the table
err-mb-place-terrain = { $x },{ $y }: the base stands on impassable terrain
err-mb-place-occupied = { $x },{ $y }: another base is there
err-mb-place-far = { $x },{ $y }: too far from your companions (visibility { $visibility } cm)
err-mb-place-near = { $x },{ $y }: too close to an adversary (visibility { $visibility } cm)

## Discord names
## Names: the command group and the choices' values (docs/vocabulary.md)
cmdname-mb = mb
choice-mb-choose-who-me = I place
choice-mb-choose-who-other = The opponent places
choice-mb-act-action-walk = Walk
choice-mb-act-action-run = Run
choice-mb-act-action-strike = Strike
choice-mb-act-action-shoot = Shoot
choice-mb-act-action-spell = Cast a spell
choice-mb-act-action-rotate = Rotate
choice-mb-act-action-none = Do nothing
choice-mb-act-weapon-main = Main weapon
choice-mb-act-weapon-second = Second weapon
choice-mb-react-reaction-riposte = Riposte
choice-mb-react-reaction-dodge = Dodge
choice-mb-react-reaction-absorb = Absorb
choice-mb-react-reaction-shield = Shield
choice-mb-order-reaction-riposte = Riposte
choice-mb-order-reaction-dodge = Dodge
choice-mb-order-reaction-absorb = Absorb
choice-mb-order-reaction-shield = Shield
choice-mb-order-reaction-ask = Ask me

cmdname-mb-designate = designate
optname-mb-designate-fighter = fighter
cmdname-mb-choose = choose
optname-mb-choose-who = who
cmdname-mb-place = place
optname-mb-place-at = at
optname-mb-place-facing = facing
optname-mb-place-fighter = fighter
cmdname-mb-act = act
optname-mb-act-fighter = fighter
optname-mb-act-action = action
optname-mb-act-target = target
optname-mb-act-to = to
optname-mb-act-stop = stop
optname-mb-act-after = after
optname-mb-act-facing = facing
optname-mb-act-weapon = weapon
optname-mb-act-spell = spell
optname-mb-act-power = power
optname-mb-act-zone = zone
optname-mb-act-inspiration = inspiration
optname-mb-act-push = push
cmdname-mb-impose = impose
cmdname-mb-react = react
optname-mb-react-reaction = reaction
optname-mb-react-direction = direction
optname-mb-react-inspiration = inspiration
optname-mb-react-to = to
cmdname-mb-order = order
optname-mb-order-fighter = fighter
optname-mb-order-reaction = reaction
cmdname-mb-heal = heal
optname-mb-heal-fighter = fighter
optname-mb-heal-points = points
cmdname-mb-card = card
optname-mb-card-fighter = fighter
cmdname-mb-sees = sees
optname-mb-sees-fighter = fighter
cmdname-mb-measure = measure
optname-mb-measure-fighter = fighter
optname-mb-measure-other = other
cmdname-mb-reserve = reserve
optname-mb-reserve-fighter = fighter
optname-mb-reserve-target = target
optname-mb-reserve-inspiration = inspiration
btn-mb-impose = Impose an activation

## Picture
mb-label-header = Turn { $turn } · initiative: { $player } · visibility { $visibility } cm · destiny { $a }/{ $b }
mb-label-header-deploy = Deployment · visibility { $visibility } cm
mb-label-phase-deploy-designate = Deployment: designations
mb-label-phase-deploy-choose = Deployment: the winner chooses
mb-label-phase-deploy-place = Deployment: placing
mb-label-phase-init-designate = Initiative: designations
mb-label-phase-main = Activation
mb-label-phase-reaction = Waiting for a reaction
mb-label-phase-over = Game over
mb-label-out = out of combat
mb-label-dead = dead

## Spell names (the content: rules/mortebrume/data/arms.yaml)
mb-spell-name = { $spell ->
        [eclair] Lightning
        [boule_de_feu] Fireball
        [effroi] Dread
        [entrave] Fetters
        [stupeur] Stupor
        [rouille] Rust
        [soin] Healing
        [peau_de_pierre] Stoneskin
       *[other] { $spell }
    }

# names of our weapons, shields and hordes (data ids: rules/mortebrume/data)
mb-arm-name = { $arm ->
        [poings] fists
        [griffes] claws
        [dague] dagger
        [hache] axe
        [masse] mace
        [epee] sword
        [lance] spear
        [epee_deux_mains] two-handed sword
        [marteau_de_guerre] warhammer
        [hallebarde] halberd
        [arc] bow
        [arbalete] crossbow
        [javelot] javelin
        [fronde] sling
        [rondache] buckler
        [ecu] shield
        [pavois] pavise
       *[other] { $arm }
    }
mb-horde-name = { $horde ->
        [meleien] Meleian
        [thanigiste] Thanigist
        [shimeien] Shimeian
        [abelberien] Abelberian
        [creatures] Creatures
       *[other] { $horde }
    }

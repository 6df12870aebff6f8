# Dungeon Fighter — English catalog (French is the reference)

game-dungeon_fighter = Dungeon Fighter
gameopt-dungeon_fighter-difficulty = Difficulty: facile, normal or infernal
gameopt-dungeon_fighter-heroes = Chosen heroes, in seat order (else drawn at random)
gameopt-dungeon_fighter-leader = Seat of the party leader (else at random)
gameopt-dungeon_fighter-reflex = Reflex variant: the power comes from when you stop the gauge

## Commands
cmd-df-go = Enter a room joined by an arrow
opt-df-go-room = The room (e.g. a2)
cmd-df-throw = Throw a die at the Target
opt-df-throw-die = The die: red, blue, green or white
opt-df-throw-aim = Aim point: a Target square (F6 = centre) or x,y
opt-df-throw-power = Power from 0.5 to 20 (8 reaches the centre)
opt-df-throw-height = Height from 1 to 9 (share of the path in the air before the first bounce)
opt-df-throw-weapons = Weapons used, separated by commas
opt-df-throw-items = Extra Damage magic items used
opt-df-keep-furie = Blind Fury: lose 1 HP to double the damage
opt-df-throw-protect = Discard a No Damage card on a miss
opt-df-throw-heal = Hero healed by Divine Intervention
opt-df-throw-beer = Hero who gets the Beer token
opt-df-throw-seduced = Seduced monsters discarded to add their damage
opt-df-throw-timing = Reflex variant: milliseconds before stopping the gauge
cmd-df-push = Emprunt: move the hand of the player on your right (the power)
opt-df-push-power = Power from 0.5 to 20
opt-df-push-timing = Reflex variant: milliseconds before stopping the gauge
cmd-df-keep = Keep the throw's result
opt-df-keep-colour = Colour the white die stands for
cmd-df-reroll = Throw the die again (the first result is ignored)
opt-df-reroll-aim = Aim point: a Target square (F6 = centre) or x,y
opt-df-reroll-power = Power from 0.5 to 20
opt-df-reroll-height = Height from 1 to 9
opt-df-reroll-source = The Reroll ability or the card used
opt-df-reroll-timing = Reflex variant: milliseconds before stopping the gauge
cmd-df-recover = Every hero takes the monster's damage to get the hero dice back
cmd-df-giveup = Impossible situation: propose to give up
cmd-df-vote = Vote on giving up
opt-df-vote-yes = Yes or no
cmd-df-use = Use a healing Magic Item or Armour
opt-df-use-item = The card
opt-df-use-target = The hero healed
cmd-df-buy = Buy a Shop card or a white die (2 gold)
opt-df-buy-item = The card, or "white" for a bonus die
cmd-df-heal = Buy healing: each gold heals 1 damage on every hero
opt-df-heal-gold = Gold spent
cmd-df-give = Give an equipment card to a hero
opt-df-give-item = The card
opt-df-give-to = The hero who receives it
cmd-df-scar = Place your scar over a special ability
opt-df-scar-colour = The colour of the ability covered
cmd-df-next = End the turn: the hero dice go to the next player

## Prompts
prompt-df-move = Leader, choose the next room: { $rooms ->
        [boss] the Final Boss's room
       *[other] { $rooms }
    }
prompt-df-throw = Your throw! Dice available: { $count ->
        [0] none, recover them
       *[other] { $dice }
    } (white dice: { $white }, monster HP: { $pv }){ $imposed ->
        [yes] {" "}{ prompt-df-throw-imposed }
       *[no] {""}
    }
prompt-df-emprunt = Emprunt: the die is in your hand, give the power of { $hero }'s throw
prompt-df-decide = The die stopped ({ $zone ->
        [0] missed
       *[other] section { $zone }
    }): keep this result?
prompt-df-vote = Give up against this monster? Every hero will lose 1 HP
prompt-df-scar = Choose the special ability your scar covers
prompt-df-camp = End of turn: you may trade or use your equipment
prompt-df-camp-leader = End of turn (treasure: { $gold } gold): shopping, trades, then "next"

## Errors
err-df-bad-aim = Unreadable aim: { $aim } (square A1 to K11 or x,y)
err-df-bad-bool = Unreadable answer: { $value } (yes or no)
err-df-bad-die = Unknown die: { $die }
err-df-bad-hero = Unknown hero: { $hero }
err-df-bad-number = Unreadable number for { $option }: { $value }
err-df-missing = Option { $option } is missing
err-df-unknown-card = Unknown card: { $card }
err-df-unknown-command = Unknown command: { $command }
err-df-already-moved = { $item } already changed hands this turn
err-df-already-scarred = The { $colour ->
         [red] Red
         [blue] Blue
        *[green] Green
    } ability already has a scar
err-df-bad-seat = Unknown seat: { $seat }
err-df-cannot-recover = The hero dice cannot be recovered now
err-df-choose-colour = Choose the colour the white die stands for
err-df-die-unavailable = The { $die ->
    [red] red
    [blue] blue
    [green] green
    [white] white
   *[other] { $die }
} die is not available (available: { $dice })
err-df-giveup-asked = Giving up was already proposed against this monster
err-df-hero-twice = Each hero can be chosen only once
err-df-heroes-count = { $needed } heroes needed, { $given } chosen
err-df-leader-decides = The leader hands out the party's cards
err-df-no-corridor = No corridor to { $room }; possible rooms: { $rooms }
err-df-no-giveup-boss = Nobody gives up against the final boss
err-df-no-reroll = No reroll available with { $source }
err-df-no-shop = There is no shop in this room
err-df-no-slot = { $item }: no room left for this kind of equipment with { $hero }
err-df-not-enough-gold = Not enough gold: { $cost } needed, { $gold } in the treasure
err-df-not-in-shop = { $item } is not for sale here
err-df-not-now = Not now: the game is waiting for another answer (see the board).
err-df-not-seduced = You have not seduced { $monster }
err-df-not-usable = { $item } cannot be used that way
err-df-not-your-weapon = { $item } is not one of your weapons
err-df-not-yours = You do not carry { $item }
err-df-same-hero = This hero already carries that card
err-df-seats = From { $min } to { $max } players
err-df-twice = A card serves only once per throw
err-df-unknown-hero = Unknown hero: { $hero }

## Events
ev-df-moved = The party enters { $room ->
        [boss] the Final Boss's room
       *[other] room { $room }
    }
ev-df-encounter = A monster appears: { $name } (level { $level }, { $pv } HP, { $damage } damage, { $gold } gold){ $capacity ->
        [destroy-equipment] {" · "}{ df-capacity-destroy-equipment }
        [heal-on-miss] {" · "}{ df-capacity-heal-on-miss }
        [small-target] {" · "}{ df-capacity-small-target }
        [lose-gold] {" · "}{ df-capacity-lose-gold }
        [no-coloured-dice] {" · "}{ df-capacity-no-coloured-dice }
        [critical-failure] {" · "}{ df-capacity-critical-failure }
        [horde] {" · "}{ df-capacity-horde }
       *[none] {""}
    }{ $imposed ->
       *[no] {""}
        [yes] {". "}Imposed throws: { $throws }.
    }
ev-df-boss-revealed = The final boss shows itself: { $name } ({ $pv } HP)!
ev-df-no-monster = The tower is empty: room { $room } is deserted
ev-df-drift = { $still ->
        [yes] The table does not push the next die
       *[no] The table pushes the next die { $right ->
            [0] {""}
           *[other] { $right } { $right ->
        [one] square
       *[other] squares
    } to the { $xdir ->
                [left] left
               *[right] right
            }
        }{ $right ->
            [0] {""}
           *[other] { $up ->
                [0] {""}
               *[other] {" and "}
            }
        }{ $up ->
            [0] {""}
           *[other] { $up } { $up ->
        [one] square
       *[other] squares
    } { $ydir ->
                [down] down
               *[up] up
            }
        }
    }
ev-df-landed = { $who } ({ $player })'s { $die ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    } die: { $off_grid ->
        [yes] off the grid
       *[no] square { $square }
    }, face { $faces }{ $hero ->
        [yes] {" "}(hero!)
       *[no] {""}
    }{ $outcome ->
        [hit] , section { $zone }
       *[other] {""}
    } ({ $outcome ->
         [hit] hit
        *[off] off the Target
         [rim] on the rim
         [hole] in a hole
         [no-bounce] no bounce before the Target: thrown too high
         [bounces] not enough bounces
         [card] hit the card
         [small] outer section (Small Target)
    }, { $bounces } { $bounces ->
        [one] bounce
       *[other] bounces
    })
ev-df-emprunt-asked = Borrowed hand: { $hero } holds { $who } ({ $player })'s die
ev-df-emprunt-pushed = { $who } ({ $player }) throws with power { $power }
ev-df-reroll = { $who } ({ $player }) throws again ({ $name })
ev-df-item-spent = { $who } ({ $player }) discards { $name }
ev-df-ability = { $who } ({ $player })'s { $colour ->
         [red] Red
         [blue] Blue
        *[green] Green
    } special ability: { $ability ->
         [pluie_de_coups] Flurry of Blows
         [degats_supplementaires] Extra Damage
         [degats_cibles] Targeted Damage
         [intervention_divine] Divine Intervention
         [furie_aveugle] Blind Fury
         [guerison_de_masse] Mass Healing
         [cible_vivante] Living Target
         [larcin] Larceny
         [metamorphose] Metamorphosis
         [ennemi_jure] Sworn Enemy
         [relance] Reroll
         [pas_de_degats] No Damage
         [pickpocket] Pickpocket
         [seduction] Seduction
         [biere] Beer
        *[ritournelle] The Heroes' Ballad
    }
ev-df-coup-fatal = Deadly blow by { $who } ({ $player })!
ev-df-damage = { $who } ({ $player }) deals { $amount } damage ({ $pv } HP left)
ev-df-divine = Divine Intervention: { $who } ({ $player }) recovers { $amount } HP
ev-df-mass-heal = Mass Healing: every hero recovers { $amount } HP
ev-df-gold = The treasure gains { $amount } gold ({ $gold } in all)
ev-df-beer = Beer token on { $who } ({ $player })
ev-df-silenced = The Heroes' Ditty silences the monster (treasure: { $gold } gold)
ev-df-seduced-spent = { $who } ({ $player }) sacrifices their seduced { $name }
ev-df-missed = { $who } ({ $player }) misses the Target ({ $outcome ->
         [hit] hit
        *[off] off the Target
         [rim] on the rim
         [hole] in a hole
         [no-bounce] no bounce before the Target: thrown too high
         [bounces] not enough bounces
         [card] hit the card
         [small] outer section (Small Target)
    })
ev-df-hurt = { $who } ({ $player }) takes { $amount } damage ({ $pv } HP)
ev-df-riposte = { $who } ({ $player })'s riposte: { $amount } damage ({ $pv } HP left)
ev-df-fainted = { $who } ({ $player }) faints
ev-df-destroyed = The monster destroys { $who } ({ $player })'s { $name }
ev-df-monster-healed = The monster recovers { $amount } HP ({ $pv } HP)
ev-df-gold-lost = The treasure loses 1 gold ({ $gold } left)
ev-df-critical = Critical failure: every hero takes the monster's damage
ev-df-recovered = { $who } ({ $player }) recovers the hero dice: every hero takes { $damage } damage, the leader is Defeated
ev-df-giveup-proposed = { $who } ({ $player }) proposes to give up
ev-df-voted = { $who } ({ $player }) votes { $yes ->
         [true] yes
        *[false] no
    }
ev-df-giveup-refused = Giving up is refused
ev-df-gave-up = The party gives up against { $name }: 1 HP of shame each
ev-df-defeated = { $name } bites the dust!
ev-df-victory = The final boss is defeated! Score { $score }: { $title ->
         [canards-boiteux] Lame ducks
         [optimistes-incompetents] Incompetent optimists
         [voyous-indisciplines] Unruly thugs
         [aventuriers-novices] Novice adventurers
         [aspirants-heros] Aspiring heroes
         [heros-moyens] Average heroes
         [heros-niveau-20] Level 20 heroes
         [lecteurs-manuels-epiques] Readers of epic manuals
         [auteurs-manuels-epiques] Writers of epic manuals
        *[heroisme-grandiosissime] Heroism so grand it is beyond the understanding of common mortals
    }
ev-df-defeat = The party has lost: { $reason ->
        *[df-all-fainted] every hero is K.O.
         [df-all-angelic] every hero has gone upstairs
         [df-no-white-dice] no bonus die left against the final boss
         [df-boss-defeated] the final boss is defeated
    }
ev-df-seduced = { $who } ({ $player }) leaves with { $name }, madly in love
ev-df-bonus-dice = { $count } { $count ->
        [one] bonus die
       *[other] bonus dice
    } won ({ $white } in the treasure)
ev-df-angelic = { $who } ({ $player }) gets a third scar: angelic hero, out of the game
ev-df-woken = { $who } ({ $player }) wakes up with { $pv } HP
ev-df-larcin = Theft: { $count } { $count ->
        [one] equipment card
       *[other] equipment cards
    } stolen
ev-df-fountain = Healing fountain: every hero is fully healed
ev-df-reward = Treasure room: { $amount } { $kind ->
         [gold] gold
         [white] { $amount ->
            [one] white die
           *[other] white dice
        }
        *[equipment] { $amount ->
            [one] equipment card
           *[other] equipment cards
        }
    }
ev-df-shop = The shop offers { $cards } cards
ev-df-stash-discarded = { $count } { $count ->
        [one] card
       *[other] cards
    } without a bearer discarded
ev-df-dice-passed = The hero dice pass to { $who } ({ $player })
ev-df-scar = { $who } ({ $player }) covers their { $colour ->
         [red] Red
         [blue] Blue
        *[green] Green
    } ability with a scar ({ $pv } HP)
ev-df-item-heal = { $who } ({ $player }) recovers { $amount } HP
ev-df-bought-die = Bonus die bought ({ $white } dice, { $gold } gold)
ev-df-bought = { $name } bought ({ $gold } gold left)
ev-df-healed = Healing bought: { $amount } HP for all ({ $gold } gold left)
ev-df-given = { $name } goes to { $hero }

## Game ends and the party's status
df-reason-df-all-fainted = every hero is knocked out
df-reason-df-all-angelic = every hero went to the next level
df-reason-df-no-white-dice = no bonus die left against the final boss
df-reason-df-boss-defeated = the final boss is defeated
df-title-canards-boiteux = Lame ducks
df-title-optimistes-incompetents = Incompetent optimists
df-title-voyous-indisciplines = Unruly thugs
df-title-aventuriers-novices = Novice adventurers
df-title-aspirants-heros = Aspiring heroes
df-title-heros-moyens = Average heroes
df-title-heros-niveau-20 = Level 20 heroes
df-title-lecteurs-manuels-epiques = Readers of epic manuals
df-title-auteurs-manuels-epiques = Writers of epic manuals
df-title-heroisme-grandiosissime = Heroism so grand it is beyond the understanding of common mortals

## Added: choices that belong to the players, reflex gauge, buttons
cmd-df-discard = Choose the equipment card the monster destroys
opt-df-discard-item = The card discarded
opt-df-throw-pay = The Heroes' Ballad: pay 1 gold to silence the monster (yes by default)
prompt-df-gauge = The power gauge goes up and down: stop it at the right moment!
prompt-df-discard = The monster destroys one of your equipment cards: which one do you discard?
err-df-gauge-timing = Reflex variant: the power comes from the gauge (button or timing option)
ev-df-gauge = { $who } ({ $player })'s gauge starts
ev-df-destroy-asked = { $who } ({ $player }) must discard an equipment card of their choice
ev-df-song-unpaid = The Heroes' Ballad goes unpaid: the monster keeps its capacity ({ $gold } gold)
opt-df-pick-room = { $room ->
        [boss] {""}
       *[other] Room { $room }{" · "}
    }{ $kind ->
         [normal] Room
         [shop] Shop
         [fountain] Fountain
         [treasure] Treasure
         [perilous] Perilous
        *[boss] Final Boss
    }
opt-df-pick-yes = Yes
opt-df-pick-no = No
opt-df-pick-stop = Stop! (stop the gauge)
opt-df-pick-push = Power { $power }
opt-df-pick-discard = Discard { $name }
opt-df-pick-keep = Keep the result
opt-df-pick-next = End the turn
opt-df-pick-buy = Buy { $name } ({ $cost } gold)
opt-df-pick-white = Buy a white die (2 gold)
opt-df-pick-heal = Healing: { $gold } gold
opt-df-pick-give = { $name } → { $hero }
opt-df-pick-use = Use { $name }

## Generated names (same ids in both catalogs)
df-ability-pluie-de-coups = Flurry of Blows
df-ability-degats-supplementaires = Extra Damage
df-ability-degats-cibles = Targeted Damage
df-ability-intervention-divine = Divine Intervention
df-ability-furie-aveugle = Blind Fury
df-ability-guerison-de-masse = Mass Healing
df-ability-cible-vivante = Living Target
df-ability-larcin = Larceny
df-ability-metamorphose = Metamorphosis
df-ability-ennemi-jure = Sworn Enemy
df-ability-relance = Reroll
df-ability-pas-de-degats = No Damage
df-ability-pickpocket = Pickpocket
df-ability-seduction = Seduction
df-ability-biere = Beer
df-ability-ritournelle = The Heroes' Ballad
df-throw-tir-en-bande = Bank Shot
df-throw-pichenette = Flick
df-throw-souffle = Blow
df-throw-sous-la-jambe = Under the Leg
df-throw-en-aveugle = Blindfolded
df-throw-double-rebond = Double Bounce
df-throw-sur-le-coude = Off the Elbow
df-throw-lancer-de-la-foi = Leap of Faith
df-throw-mauvaise-main = Wrong Hand
df-throw-emprunt = Borrowed Hand
df-throw-par-dessus-une-carte = Over a Card
df-throw-catapulte = Catapult
df-throw-tete = Header
df-throw-lancer-toupie = Spinning Top
df-throw-sur-le-nez = Off the Nose
df-throw-de-dos = Backwards
df-throw-smash = Smash
df-throw-assis = Seated
df-throw-saut = Jump
df-throw-sous-la-table = Under the Table
df-throw-danse = Dance
df-throw-de-loin = From Afar
df-capacity-destroy-equipment = Destroys equipment on a miss
df-capacity-heal-on-miss = Heals { $value } HP on a miss
df-capacity-small-target = Small Target: zone 1 is a miss (on the digital Target, its outer section, 2)
df-capacity-lose-gold = 1 gold lost on a miss
df-capacity-no-coloured-dice = No green, red or blue die
df-capacity-critical-failure = Critical Failure: everyone takes its damage
df-capacity-horde = Horde: always 1 damage
df-room-normal = Room
df-room-shop = Shop
df-room-fountain = Fountain
df-room-treasure = Treasure
df-room-perilous = Perilous
df-room-boss = Final Boss
df-reward-gold = { $amount } gold
df-reward-white = { $amount } die
df-reward-equipment = { $amount } equip.
df-colour-red = Red
df-colour-blue = Blue
df-colour-green = Green
df-colour-white = White
df-type-gobelin = Goblin
df-type-orque = Orc
df-type-mort-vivant = Undead
df-type-bete = Beast
df-type-demon = Demon
df-type-insecte = Insect
df-outcome-hit = hit
df-outcome-off = off the Target
df-outcome-rim = on the rim
df-outcome-hole = in a hole
df-outcome-no-bounce = no bounce
df-outcome-bounces = not enough bounces
df-outcome-card = hit the card
df-outcome-small = the outer section (Small Target)
df-label-pv = HP
df-label-dmg = Damage
df-label-gold = Gold
df-label-white = { $count } { $count ->
        [one] white die
       *[other] white dice
    }
df-label-phase-move = On the way: choose a room
df-label-phase-combat = Combat
df-label-phase-camp = End of turn
df-label-phase-over = End of the adventure
df-label-dice = Dice
df-label-tower = Tower
df-label-leader = Leader
df-label-defeated = Defeated
df-label-first = 1st
df-label-fainted = K.O.
df-label-out = angelic
df-label-blind = Target and push hidden
df-label-drift = push in squares
df-label-target = Target
df-label-throws = Throws
df-label-miss = miss
df-label-you = you
df-label-boss = BOSS
df-label-shop-cards = Shop
df-label-stash = Party's stash
df-label-seduced = seduced
df-label-victory = Victory!
df-label-lost = Defeat
df-label-gauge = Gauge: stop it at the right moment (power)
df-label-token-cible = Target
df-label-token-crapaud = Toad
df-label-token-charme = Charm
df-label-token-ritournelle = Ballad
df-label-token-biere = Beer

## Buttons
opt-df-pick-pluie-de-coups = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Flurry of Blows
opt-df-pick-degats-supplementaires = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Extra Damage
opt-df-pick-degats-cibles = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Targeted Damage
opt-df-pick-intervention-divine = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Divine Intervention
opt-df-pick-furie-aveugle = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Blind Fury
opt-df-pick-guerison-de-masse = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Mass Healing
opt-df-pick-cible-vivante = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Living Target
opt-df-pick-larcin = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Larceny
opt-df-pick-metamorphose = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Metamorphosis
opt-df-pick-ennemi-jure = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Sworn Enemy
opt-df-pick-relance = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Reroll
opt-df-pick-pas-de-degats = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: No Damage
opt-df-pick-pickpocket = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Pickpocket
opt-df-pick-seduction = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Seduction
opt-df-pick-biere = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: Beer
opt-df-pick-ritournelle = { $colour ->
         [red] Red
         [blue] Blue
         [green] Green
        *[white] White
    }: The Heroes' Ballad
btn-df-push = Push (power 8)
btn-df-keep = Keep
btn-df-recover = Recover the hero dice
btn-df-giveup = Give up
btn-df-next = End the turn
choice-df-throw-die-red = Red
choice-df-throw-die-blue = Blue
choice-df-throw-die-green = Green
choice-df-throw-die-white = White
choice-df-keep-colour-red = Red
choice-df-keep-colour-blue = Blue
choice-df-keep-colour-green = Green
choice-df-scar-colour-red = Red
choice-df-scar-colour-blue = Blue
choice-df-scar-colour-green = Green

## Discord names of the commands and options
## The command group's name (the same in both languages: docs/vocabulary.md)
cmdname-df = df

cmdname-df-go = go
optname-df-go-room = room
cmdname-df-throw = throw
optname-df-throw-die = die
optname-df-throw-aim = aim
optname-df-throw-power = power
optname-df-throw-height = height
optname-df-throw-weapons = weapons
optname-df-throw-items = items
optname-df-keep-furie = fury
optname-df-throw-protect = protect
optname-df-throw-pay = pay
optname-df-throw-heal = heal
optname-df-throw-beer = beer
optname-df-throw-seduced = seduced
optname-df-throw-timing = timing
cmdname-df-push = push
optname-df-push-power = power
optname-df-push-timing = timing
cmdname-df-keep = keep
optname-df-keep-colour = colour
cmdname-df-reroll = reroll
optname-df-reroll-aim = aim
optname-df-reroll-power = power
optname-df-reroll-height = height
optname-df-reroll-source = source
optname-df-reroll-timing = timing
cmdname-df-recover = recover
cmdname-df-giveup = giveup
cmdname-df-vote = vote
optname-df-vote-yes = yes
cmdname-df-use = use
optname-df-use-item = item
optname-df-use-target = target
cmdname-df-buy = buy
optname-df-buy-item = item
cmdname-df-heal = heal
optname-df-heal-gold = gold
cmdname-df-give = give
optname-df-give-item = item
optname-df-give-to = to
cmdname-df-scar = scar
optname-df-scar-colour = colour
cmdname-df-next = end
cmdname-df-discard = discard
optname-df-discard-item = item

## Values in lists (dice colours)
val-red = red
val-blue = blue
val-green = green
val-white = white

## Moves by pointing (rules/dungeon_fighter/pointing.py): buttons, menus and the throw's form
df-choice-die = { $colour ->
    [red] Red die
    [blue] Blue die
    [green] Green die
   *[white] White die
}
df-choice-weapons = { $count ->
    [0] Without a weapon
   *[other] With { $names }
}
df-choice-items = { $count ->
    [0] Without an extra-damage card
   *[other] Spending { $names }
}
df-choice-divine-auto = Intervention Divine heals the most wounded first
df-choice-divine = Intervention Divine heals { $hero } first
df-choice-recover = Recover the dice (everyone takes the monster's damage)
df-choice-giveup = Propose giving up this throw
df-choice-reroll = Reroll{ $ability ->
    [yes] {" "}(ability)
   *[other] {" "}with { $source }
}
df-form-throw = Your throw
df-field-aim = Aim: square A1 to K11 (F6 = centre)
df-field-power = Power ({ $min } to { $max }; { $reach } reaches F6)
df-field-height = Height ({ $min } to { $max })
df-choice-buy = Buy… ({ $gold } gold)
df-choice-heal = Heal… ({ $gold } gold)
df-choice-give = Give a card…
df-choice-use = Use a heal card…
df-choice-card = { $name }
df-choice-hero = { $hero }
df-choice-push-other = Another power…
df-form-push = The power you give the throw

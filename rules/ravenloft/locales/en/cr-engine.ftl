# Castle Ravenloft — the engine (English catalog; French is the reference)

game-ravenloft = Castle Ravenloft
gameopt-ravenloft-adventure = Adventure of the book (empty: 1 solo, else 2)
gameopt-ravenloft-heroes = Heroes played, in turn order (empty: the box's)
gameopt-ravenloft-heroes_per_seat = Heroes each player leads (1 to 5)
gameopt-ravenloft-surges = The party's Healing Surge tokens (2; 3 easier, 1 harder)
gameopt-ravenloft-powers = Starting powers: recommended (the book's) or random
gameopt-ravenloft-first = Seat of the first player (-1: by a die roll)
gameopt-ravenloft-reaction_seconds = Seconds to use a power out of turn (0: the table's deadline)
gameopt-ravenloft-variants = Variants played (comma separated)
gameopt-ravenloft-ties = Ties between heroes: auto (the documented order) or choose (the players pick)
gameopt-ravenloft-barkam_white_encounter = The Barkam system: an encounter after a white tile too (true; false: black tiles only)

## Commands
cmd-cr-move = Move your hero (up to its speed)
opt-cr-move-to = The square to reach (e.g. C4)
cmd-cr-attack = Attack with a power
opt-cr-attack-power = The power used
opt-cr-attack-target = The monster's square (or a square of the tile aimed at)
cmd-cr-disarm = Try to disarm the trap on your tile (instead of attacking)
cmd-cr-unlock = Try to unlock an adjacent locked door (10 or more)
opt-cr-unlock-door = The door's square
cmd-cr-open = Open an adjacent closed door
opt-cr-open-door = The door's square
cmd-cr-use = Use a utility power or an item
opt-cr-use-power = The utility power
opt-cr-use-item = The item
opt-cr-use-target = The hero or square aimed at
cmd-cr-explore = Explore the unexplored edge on that side of your tile
opt-cr-explore-side = The side: n, e, s or w
cmd-cr-pickup = Pick up the items on or next to your square (no action)
btn-cr-pickup = Pick up
cmd-cr-end = End your hero phase
cmd-cr-cancel = Cancel the encounter just drawn with 5 XP or more
opt-cr-cancel-cards = The XP cards spent (empty: the bot's proposal)
cmd-cr-levelup = Reach level 2 for 5 XP after a natural 20
opt-cr-levelup-daily = The new daily power
opt-cr-levelup-cards = The XP cards spent (empty: the bot's proposal)
cmd-cr-give = Choose the hero who keeps the item drawn
opt-cr-give-to = The hero who keeps it
cmd-cr-pass = Decline what is offered
cmd-cr-card = See a card (power, monster, treasure, encounter, hero)
opt-cr-card-id = The card
cmd-cr-hero = See the card of a hero in play
opt-cr-hero-hero = The hero (empty: all)
cmd-cr-deck = See the decks' sizes, the XP and the surges
cmd-cr-why = Why the monsters acted as they did (last activation)

## Names of the commands, their options and values (docs/vocabulary.md)
cmdname-cr = cr
cmdname-cr-move = move
cmdname-cr-attack = attack
cmdname-cr-disarm = disarm
cmdname-cr-unlock = unlock
cmdname-cr-open = open
cmdname-cr-use = use
cmdname-cr-explore = explore
cmdname-cr-pickup = pickup
cmdname-cr-end = end
cmdname-cr-cancel = cancel
cmdname-cr-levelup = levelup
cmdname-cr-give = give
cmdname-cr-place = place
cmdname-cr-pass = pass
cmdname-cr-create = create
cmdname-cr-handover = handover
cmdname-cr-level = level
cmdname-cr-card = card
cmdname-cr-hero = hero
cmdname-cr-deck = deck
cmdname-cr-why = why
optname-cr-move-to = to
optname-cr-attack-power = power
optname-cr-attack-target = target
optname-cr-unlock-door = door
optname-cr-open-door = door
optname-cr-use-power = power
optname-cr-use-item = item
optname-cr-use-target = target
optname-cr-explore-side = side
optname-cr-cancel-cards = cards
optname-cr-levelup-daily = daily
optname-cr-levelup-cards = cards
optname-cr-give-to = to
optname-cr-place-to = to
optname-cr-summon-card = card
optname-cr-summon-square = square
optname-cr-play-card = card
optname-cr-buy-encounters = encounters
optname-cr-buy-monsters = monsters
optname-cr-create-race = race
optname-cr-create-classes = classes
optname-cr-create-powers = powers
optname-cr-create-name = name
optname-cr-handover-item = item
optname-cr-handover-to = to
optname-cr-level-powers = powers
optname-cr-level-cards = cards
optname-cr-card-id = id
optname-cr-hero-hero = hero
choice-cr-explore-side-n = North
choice-cr-explore-side-e = East
choice-cr-explore-side-s = South
choice-cr-explore-side-w = West

## Buttons and choices
btn-cr-move = Move
btn-cr-attack = Attack
btn-cr-use = Use
btn-cr-disarm = Disarm
btn-cr-unlock = Unlock
btn-cr-open = Open
btn-cr-end = End the phase
btn-cr-explore = Explore
btn-cr-pass = Pass
choice-cr-row = Row { $row }
choice-cr-square = { $square } ({ $steps ->
    [one] { $steps } square
   *[other] { $steps } squares
})
choice-cr-power = { $power_name }
choice-cr-target = { $monster_name } on { $square }
choice-cr-use = { $card_name }
choice-cr-use-target = { $target_name }
opt-cr-explore = Explore { $side ->
    [n] north
    [e] east
    [s] south
   *[w] west
}
opt-cr-no-explore = Do not explore
opt-cr-levelup = Level 2 with { $power_name }
opt-cr-pass = No thanks
opt-cr-give = { $hero_name } keeps it
opt-cr-cancel = Cancel the encounter (XP: { $xp })
opt-cr-keep-encounter = Play the encounter

## Prompts
prompt-cr-hero-phase = { $hero_name }'s hero phase: actions left: { $left }
prompt-cr-explore = { $hero_name } stands on an unexplored edge: which side to explore?
prompt-cr-level-up = Natural 20! { $hero_name } may reach level 2 for 5 XP
prompt-cr-treasure-give = { $hero_name } drew the item { $card_name } (“{ $card_text }”): who keeps it?
prompt-cr-encounter-cancel = Encounter drawn: { $card_name }. “{ $card_text }” Cancel it with 5 XP?

## Endings
end-cr-no-surge = A hero at 0 HP with no Healing Surge left: the party has lost.
end-cr-victory-start-turn-on = Victory: a hero starts a turn on the tile sought!
end-cr-victory-defeat = Victory: the adventure's enemy is defeated!
end-cr-victory-destroy = Victory: the object is destroyed!
end-cr-victory-pick-up = Victory: the object is in your hands!
end-cr-victory-escape = Victory: the heroes escaped!
end-cr-victory-turns = Victory: the heroes held long enough!
end-cr-victory-flag = Victory: the adventure's goal is met!
end-cr-defeat-turns = Defeat: time is up.
end-cr-defeat-defeat = Defeat: what you had to protect has fallen.
end-cr-defeat-destroy = Defeat: what you had to protect is destroyed.
end-cr-defeat-flag = Defeat: the adventure is lost.
end-cr-defeat-pick-up = Defeat: the enemy seized the object.
end-cr-defeat-escape = Defeat: the enemy escaped.
end-cr-defeat-start-turn-on = Defeat: the enemy reached its goal.
end-cr-defeat-left = Defeat: every hero left without finishing the adventure.

## Errors
err-cr-adventure-heroes = Adventure “{ $adventure_name }” is played with { $min } to { $max } heroes (not { $count }).
err-cr-already-level-2 = { $hero } is already level 2.
err-cr-answer-first = Answer the decision in progress first (its buttons are under the board).
err-cr-area-needs-one-tile = { $power } aims at a tile: give a single square of that tile.
err-cr-bad-daily = { $power } is not a daily power this hero may take.
err-cr-bad-square = "{ $square }" is not a square (e.g. C4).
err-cr-bad-target-count = { $power } aims at { $most ->
        [one] one target
       *[other] { $most } different targets
    } at most.
err-cr-cannot-move-there = Cannot reach { $square } (speed { $speed }).
err-cr-door-locked-try-unlock = This door is locked: try to unlock it.
err-cr-door-not-locked = There is no locked door there.
err-cr-door-tried = You already tried this door during this phase.
err-cr-explore-now = It is the exploration phase: choose an edge to explore.
err-cr-hero-twice = A hero cannot be played twice.
err-cr-heroes-count = { $needed } heroes are needed, not { $given }.
err-cr-item-not-usable = The item { $item_name } is not used that way.
err-cr-must-explore = Your hero stands on an unexplored edge: it must explore.
err-cr-no-door-there = No adjacent door on { $square }.
err-cr-no-edge-there = No unexplored edge to explore to the { $side ->
    [n] north
    [e] east
    [s] south
   *[w] west
}.
err-cr-no-such-hero = No hero "{ $hero }" in this game.
err-cr-no-such-item = You do not have the item { $item_name }.
err-cr-no-such-power = { $hero } does not have the power { $power }.
err-cr-no-target-there = No target on { $square }.
err-cr-no-trap-here = There is no trap on your tile.
err-cr-no-move-left = { $hero } cannot move any more this phase.
err-cr-no-attack-left = { $hero } cannot attack any more this phase.
err-cr-not-a-utility = { $power } is not used that way.
err-cr-not-an-attack = { $power } is not an attack.
err-cr-not-enough-xp = { $needed } XP are needed; these cards are worth only { $paid }.
err-cr-not-in-hero-phase = This command is not played now.
err-cr-not-in-xp-pile = The card { $card } is not in the XP pile.
err-cr-not-now = Not now.
err-cr-out-of-range = { $square } is out of { $power }'s range.
err-cr-power-used = The power { $power_name } is already turned over.
err-cr-square-off-board = The square { $square } is not in the dungeon.
err-cr-unknown-adventure = Unknown adventure: { $adventure } (known: { $known }).
err-cr-unknown-card = Unknown card: { $card }.
err-cr-unknown-hero = Unknown hero: { $hero } (known: { $known }).
err-cr-use-what = Say which power or item to use.
err-cr-nothing-to-pick-up = No item to pick up on or next to your square.
err-cr-forbidden = The environment or a curse forbids that ({ $action }) for now.
err-cr-variant-conflict = The variants { $first } and { $second } both set the slot "{ $slot }": choose one.
err-cr-unknown-variant = Unknown variant: { $variant } (known: { $known }).

## Events
ev-cr-turn = Turn { $number }: { $hero_name }.
ev-cr-moved = { $hero_name } moves from { $frm } to { $to } ({ $steps ->
    [one] { $steps } square
   *[other] { $steps } squares
}).
ev-cr-uses-power = { $hero_name } uses { $power_name } on { $targets }.
ev-cr-attack = { $hero_name } attacks { $target_name } with { $power_name }: d20 { $face } + { $bonus } = { $total } against AC { $ac } → { $hit ->
    [true] hit
   *[false] miss
}, { $damage } damage.
ev-cr-monster-damaged = { $monster_name } has { $damage } damage out of { $hp } HP.
ev-cr-monster-defeated = { $monster_name } is defeated!
ev-cr-object-destroyed = { $object_name } is destroyed!
ev-cr-xp-gained = The card { $card_name } joins the XP pile (+{ $xp } XP).
ev-cr-xp-spent = XP spent: { $cards } ({ $paid } XP, { $lost } lost); { $left } XP left.
ev-cr-natural-20 = A natural 20 for { $hero_name }!
ev-cr-level-up = { $hero_name } reaches level 2 (new power: { $power_name }).
ev-cr-treasure = { $hero_name } draws a treasure: { $card_name }. “{ $card_text }”
ev-cr-no-more-treasure = { $hero_name } already had this turn's treasure.
ev-cr-treasure-played = { $hero_name } plays { $card_name }.
ev-cr-item-kept = { $hero_name } keeps { $card_name }.
ev-cr-item-used = { $hero_name } uses { $card_name }.
ev-cr-power-refreshed = { $hero_name }'s power { $power_name } is available again.
ev-cr-condition = { $hero_name } is { $condition ->
    [slowed] slowed
    [immobilized] immobilized
    [dazed] dazed
   *[poisoned] poisoned
}.
ev-cr-condition-ends = { $hero_name } is no longer { $condition ->
    [slowed] slowed
    [immobilized] immobilized
    [dazed] dazed
   *[poisoned] poisoned
}.
ev-cr-poison-roll = { $hero_name }'s poison: d20 { $face } → { $cured ->
    [true] cured
   *[false] still poisoned
}.
ev-cr-hero-hurt = { $hero_name } takes { $amount } damage ({ $hp } HP).
ev-cr-hero-down = { $hero_name } drops to 0 HP and lies down.
ev-cr-hero-healed = { $hero_name } is back to { $hp } HP.
ev-cr-hero-up = { $hero_name } stands up.
ev-cr-surge = { $hero_name } uses a Healing Surge: { $hp } HP ({ $left } left).
ev-cr-no-surge = { $hero_name } is at 0 HP and no Healing Surge is left!
ev-cr-disarm = { $hero_name } tries to disarm { $trap_name }: d20 { $face } + { $bonus } = { $total } vs { $need } → { $success ->
    [true] disarmed
   *[false] failed
}.
ev-cr-unlock = { $hero_name } forces the door: d20 { $face } vs { $need } → { $success ->
    [true] open
   *[false] failed
}.
ev-cr-door-closed = A closed door on { $square }.
ev-cr-door-opened = { $hero_name } opens the door: { $face ->
    [unlocked] it was not locked
    [trapped] it was trapped
   *[locked] it is locked
}.
ev-cr-picked-up = { $hero_name } picks up { $item_name }.
ev-cr-item-placed = A { $item_name } token is put on { $square }.
ev-cr-escorted = { $item_name } follows { $hero_name } to { $square }.
ev-cr-pulled = { $monster_name } is pulled to { $square }.
ev-cr-pushed = { $monster_name } is pushed to { $square }.
ev-cr-auto-damage = { $hero_name } ({ $power_name }) deals { $damage } damage to { $target_name } with no roll.
ev-cr-escaped = { $hero_name } escapes the dungeon!
ev-cr-tile-placed = New tile: { $tile_name } ({ $side ->
    [n] north
    [e] east
    [s] south
   *[w] west
}, { $black ->
    [true] black
   *[false] white
} triangle).
ev-cr-tile-does-not-fit = The tile { $tile_name } does not fit there: it goes under the stack.
ev-cr-monster-appears = { $monster_name } appears on { $square } ({ $hero_name }'s card).
ev-cr-encounter-cancelled = Encounter { $card_name } cancelled.
ev-cr-victory = Victory!
ev-cr-defeat = Defeat…
ev-cr-decks = Decks: { $tiles } tiles, { $monsters } monsters, { $encounters } encounters, { $treasures } treasures; { $xp } XP; { $surges } { $surges ->
        [one] surge
       *[other] surges
    }.
ev-cr-hero-card = { $hero_name } (level { $level }): { $hp }/{ $max_hp } HP, AC { $ac }, speed { $speed }, surge { $surge }; powers { $powers }; turned over { $used }; items { $items }; conditions { $conditions }; cards { $cards }.
ev-cr-hero-base = { $hero_name }: AC { $ac }, { $hp } HP, speed { $speed }, surge { $surge }.
ev-cr-power-card = { $power_name } ({ $hero_name }, { $kind }): { $text }{ $attack ->
    [none] {""}
   *[other] {" "}(attack +{ $attack }, { $damage } damage{ $miss ->
        [0] {""}
       *[other] , miss: { $miss }
    })
}
ev-cr-monster-card = { $monster_name }: AC { $ac }, { $hp } HP, { $xp } XP.
ev-cr-treasure-card = { $card_name } ({ $kind }): { $text }
ev-cr-encounter-card = { $card_name } ({ $kind }): { $text }
val-cr-none = none
val-cr-none-f = none
val-cr-pkind-at-will = at-will
val-cr-pkind-daily = daily
val-cr-pkind-utility = utility
val-cr-tkind-item = item
val-cr-tkind-blessing = blessing
val-cr-tkind-fortune = fortune
val-cr-tkind-adventure = adventure treasure
ev-cr-why-none = No monster has acted yet.
ev-cr-environment = Environment in play: { $card_name }. “{ $card_text }”
ev-cr-villain-appears = { $villain_name } enters play on { $square }!
ev-cr-hp-tokens = { $count } HP tokens put on { $square }.
ev-cr-sun = The sun goes down: { $left } { $left ->
        [one] turn
       *[other] turns
    } left before sunset.
ev-cr-sunset = The sun sets…
ev-cr-cure = { $hero_name } tries to cleanse the fountain: d20 { $face } vs { $need } → { $success ->
    [true] one token less
   *[false] failed
} ({ $left } left).
ev-cr-bonus = Bonus card earned: the feat is done!

val-cr-action-move = move
val-cr-action-none = none
val-cr-action-attack = attack

# a hero named with their player (« Kat (Alice) »)
cr-hero-with-player = { $hero } ({ $player })

# squares chosen after a power's attack (placing.py)
cmd-cr-place = Put the figure a power moves (Hit and Run, Tide of Iron...) on a square
opt-cr-place-to = The square (e.g. C4)
btn-cr-place = Put
prompt-cr-place = { $power_name }: { $what ->
    [self] { $hero_name } may go to a square of their tile
    [hero] { $hero_name } may go to a square of a tile within 1 tile
    [follow] { $hero_name } may follow the active hero: choose their square on that tile, or stay there
    [speed] { $hero_name } may move their speed: choose their square, or stay there
    [spring] { $hero_name } may spring to a tile exactly 2 tiles away: choose their square, or stay there
    [teleport] choose the square { $target_name } goes to, on another tile (all on the same one)
    [pull] choose the square { $target_name } comes to, 1 tile closer
   *[push] choose the square { $target_name } is put on, a tile within 1 tile
}
opt-cr-place-decline = Stay there
choice-cr-place-square = { $square }
ev-cr-power-placed = { $hero_name } goes from { $frm } to { $to } ({ $power_name }).
ev-cr-place-declined = { $hero_name } stays where they are ({ $power_name }).
err-cr-place-required = { $power_name }: a square must be chosen.
err-cr-cannot-place-there = { $power_name } does not allow { $square }.

# powers used out of turn (reactions.py)
prompt-cr-reaction = { $moment ->
    [attacked] { $actor } has just attacked { $ally_name }
    [damaged] { $actor } deals damage to { $ally_name }
    [drawn] { $ally_name } draws the encounter { $actor }
   *[hit] { $actor } hits { $ally_name }
}: { $hero_name } may use { $powers }
ev-cr-riposte = { $hero_name } strikes back with { $power_name }!
ev-cr-reaction-used = { $hero_name } uses { $power_name }.
opt-cr-react = Use { $power_name }
opt-cr-react-no = No
ev-cr-reaction = { $hero_name } uses { $power_name }: the attack on { $ally_name } misses instead.
ev-cr-reaction-ac = { $power_name }: +{ $amount } AC for { $heroes } until the end of their next hero phase.
ev-cr-swapped = { $hero_name } and { $ally_name } swap places ({ $hero_name } on { $square }).
ev-cr-reaction-declined = { $hero_name } uses no power.
ev-cr-dispelled = { $hero_name } uses { $power_name }: the encounter is cancelled.
prompt-cr-aid = { $ally_name } rolled { $roll } against AC { $ac }: { $hero_name } may add to it with { $powers }
ev-cr-aid-asked = { $hero_name } rolls { $roll } against AC { $ac }: another hero may help.
ev-cr-aided = { $hero_name } uses { $power_name }: +{ $amount } to the roll of { $ally_name }.
prompt-cr-reroll = { $hero_name } rolled { $roll } (die { $die }, bonus { $bonus }) against { $what ->
    [disarm] { $ac } (disarming)
   *[attack] AC { $ac }
}: roll the die again with { $powers }? The new die needs { $need } or more.
ev-cr-reroll-asked = { $hero_name } rolls { $roll } (die { $die }, bonus { $bonus }) against { $what ->
    [disarm] { $ac } (disarming)
   *[attack] AC { $ac }
}: { $card_name } may roll the die again (the new die needs { $need } or more).
ev-cr-rerolled = { $hero_name } uses { $card_name }: the die is rolled again.
err-cr-reroll-after-a-roll = This item is played right after a missed attack or disarm roll: it is offered to you then.
prompt-cr-stealth = { $hero_name } drew { $monster_name }: discard it with { $powers }?
ev-cr-stealthed = { $hero_name } uses { $power_name }: { $monster_name } is discarded instead of placed.

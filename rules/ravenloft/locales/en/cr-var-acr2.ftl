# Castle Ravenloft variants: Advanced Castle Ravenloft 2.0 (acr2) and hybrid heroes (hybrid)
gameopt-ravenloft-acr2_difficulty = ACR2 difficulty: normal, easier (no 3-monster tokens), harder (no empty tokens)
gameopt-ravenloft-acr2_level_timing = ACR2: buy levels at the start of the hero phase (start, the seed) or any time in it (any)
gameopt-ravenloft-acr2_new_heroes = ACR2: new heroes each player may bring in after a death


gameval-ravenloft-variants-acr2 = Advanced Castle Ravenloft 2.0: heroes made at /cr create, levels 1 to 9 for 6 XP, one surge per hero, items handed over, a new hero after a death, monster tokens (0-3), initiative by the triangle's colour, encounters only on black or idle turns (option acr2_difficulty)
gameval-ravenloft-variants-acr2-heroes = ACR2's heroes, levels and surges only (with strahd, geno, mika, temps, revised)
gameval-ravenloft-variants-acr2-levels = ACR2's levels 1 to 9 only (with hybrid-heroes)
gameval-ravenloft-variants-acr2-play = ACR2's table rules only: initiative, monster tokens, encounters, surges (with hybrid)
gameval-ravenloft-variants-acr2-initiative = ACR2's initiative only: explore in the hero phase, a black triangle ends it
gameval-ravenloft-variants-acr2-tokens = ACR2's monster tokens only: 0 to 3 monsters per new tile
gameval-ravenloft-variants-acr2-encounters = ACR2's encounters only: on a black triangle or a turn without exploring or attacking
gameval-ravenloft-variants-hybrid = Hybrid heroes: each player merges two hero cards at /cr create (lower AC, half the HP and surge value, both classes' powers balanced) and levels up with +2 HP, +1 AC, +1 surge value and a daily of the other class
gameval-ravenloft-variants-hybrid-heroes = Hybrid heroes without their level-up (with acr2-levels)

cmd-cr-create = Make your hero: race, one or two classes, powers, name
opt-cr-create-race = The race (human, dragonborn, eladrin, dwarf)
opt-cr-create-classes = The class, or two classes for a hybrid (comma separated)
opt-cr-create-powers = The power cards, comma separated (empty: the suggested hand)
opt-cr-create-name = The hero's name (empty: race and class)
cmd-cr-handover = Give an item to an adjacent hero (free action)
opt-cr-handover-item = The item to give
opt-cr-handover-to = The adjacent hero who receives it
cmd-cr-level = Buy the next level for 6 XP (start of the hero phase)
opt-cr-level-powers = The new power cards, comma separated (empty: the bot's pick)
opt-cr-level-cards = The XP pile's cards to spend (empty: the bot's proposal)

val-cr-race-human = Human
val-cr-race-dragonborn = Dragonborn
val-cr-race-eladrin = Eladrin
val-cr-race-dwarf = Dwarf
val-cr-class-cleric = cleric
val-cr-class-fighter = fighter
val-cr-class-ranger = ranger
val-cr-class-rogue = rogue
val-cr-class-wizard = wizard

prompt-cr-create-custom = Hero { $number }: make your hero (race, class, powers) or keep { $hero_name }
prompt-cr-create-hybrid = Hero { $number }: merge two hero cards into your hybrid, or keep { $hero_name }
prompt-cr-acr2-level = { $hero_name } may buy level { $level } for { $cost } XP
prompt-cr-acr2-surge = { $hero_name } is at 0 HP with no Healing Surge: give them yours?
opt-cr-acr2-give-surge = Give my Healing Surge
opt-cr-acr2-keep-surge = Keep it
btn-cr-handover = Give an item
btn-cr-level = Buy a level
btn-cr-create = Make a hero
choice-cr-acr2-item = { $item_name }
choice-cr-acr2-to = to { $hero_name }
choice-cr-classes = { $classes }
choice-cr-race = { $race }
choice-cr-cards = { $cards }
opt-cr-keep-hero = Keep the ready-made hero
opt-cr-acr2-level = Level { $level }: { $powers_name }

cr-pic-own-surges = { $count ->
    [one] 1 surge
   *[other] { $count } surges
}

cr-pic-phase-creation = Heroes being made: { $hero }

ev-cr-hero-created = { $hero_name } is made: { $race_name } { $classes_name }, AC { $ac }, { $hp } HP, speed { $speed }, surge { $surge }.
ev-cr-hero-kept = { $hero_name } is played as is.
ev-cr-acr2-token = Monster token: { $face ->
    [none] no monster
    [one] 1 monster
    [two] 2 monsters
    [three] 3 monsters
   *[villain] the villain
}.
ev-cr-acr2-ambush = Black triangle: the monsters have the initiative, { $hero_name }'s hero phase ends.
ev-cr-acr2-surge-given = { $hero_name } gives a Healing Surge to { $to_name }.
ev-cr-acr2-died = { $hero_name } is dead.
ev-cr-acr2-new-hero = { $hero_name } joins the adventure: a new level-1 hero.
ev-cr-acr2-handed = { $hero_name } gives { $item_name } to { $to_name }.
ev-cr-acr2-level = { $hero_name } reaches level { $level }: { $powers_name }.
end-cr-acr2-all-dead = Defeat: every hero is dead.

err-cr-unknown-class = Unknown class « { $name } » (known: { $known }).
err-cr-unknown-race = Unknown race « { $name } » (known: { $known }).
err-cr-bad-hero-name = « { $name } » cannot be a hero's name: use letters or digits.
err-cr-power-not-allowed = { $power } is not a card of { $classes } { $race }.
err-cr-power-fixed-missing = The hand must hold { $power }.
err-cr-power-count = { $needed } { $needed ->
        [one] card
       *[other] cards
    } of kind { $kind } needed, { $given } given.
err-cr-hybrid-two-classes = A hybrid merges two different classes (given: { $given }).
err-cr-hybrid-race = A hybrid keeps the race of one of its two cards: { $first } or { $second }, not { $name }.
err-cr-hybrid-unbalanced = The hand is not balanced between the two classes ({ $kind }): one card of difference at most.
err-cr-hero-name-taken = A hero is already called { $name }.
err-cr-custom-one-class = An Advanced Castle Ravenloft hero has one class (given: { $given }).
err-cr-create-first = Make your hero first (/cr create) or keep the ready-made one (/cr pass).
err-cr-acr2-bad-powers = These cards are not what level { $level } gives: { $powers }.
err-cr-acr2-cannot-level = { $hero } cannot buy a level now.
err-cr-acr2-no-item = The hero holds no item { $item }.
err-cr-acr2-not-adjacent = { $hero } is not an adjacent hero.

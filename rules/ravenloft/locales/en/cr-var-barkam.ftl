## The Barkam system and Geno Warcry (rules/ravenloft/variants/barkam*.py, geno*.py)

prompt-cr-barkam-encounter = Encounter drawn while exploring: { $card_name }. Discard it for 5 XP?
prompt-cr-barkam-discard = The generator brought { $card_name }: discard it for 5 XP?
prompt-cr-barkam-level = Natural 20! { $hero_name } may spend 5 XP: the next level or 3 HP
opt-cr-barkam-level = The next level
opt-cr-barkam-heal = Regain 3 HP
opt-cr-barkam-discard = Discard it (XP: { $xp })
btn-cr-levelup = Level up
opt-cr-barkam-keep = Keep it in play

ev-cr-barkam-level = { $hero_name } reaches level { $level }: { $gain } { $powers }
ev-cr-barkam-refreshed = { $hero_name } turns up the used powers { $powers }
ev-cr-barkam-generator = A monster generator token on { $square }: { $count } on that tile
ev-cr-barkam-generator-moved = { $count } { $count ->
        [one] generator token
       *[other] generator tokens
    } { $count ->
        [one] moves
       *[other] move
    } from { $frm } to { $to }
ev-cr-barkam-no-generator = No tile in the heroes' view has an unexplored edge: no generator token
ev-cr-barkam-villain-ends-phase = A villain appeared: { $hero_name }'s hero phase ends
ev-cr-barkam-monster-discarded = { $monster_name } discarded for 5 XP
ev-cr-barkam-under-deck = { $monster_name }'s card goes under the monster deck (one card a turn to the XP pile)
prompt-cr-barkam-xp = { $hero_name }: which monster card goes to the XP pile? The others go under the monster deck
opt-cr-barkam-xp = { $card_name } ({ $xp } XP){ $default ->
    [yes] {" "}(the automatic pick)
   *[no] {""}
}
ev-cr-barkam-xp-chosen = { $hero_name } puts { $card_name } ({ $xp } XP) on the XP pile; { $old_name } goes under the monster deck

err-cr-barkam-top-level = { $hero } is already at level { $level }, the table's last
err-cr-barkam-orthogonal = To reach { $square } the hero must stand right, left, above or below it
err-cr-barkam-cannot-explore = No exploring of side { $side } now (one a turn, 2 speed, on the edge)
err-cr-barkam-no-buying = No level to buy here (10 XP, in your hero phase, up to level 2)

val-cr-barkam-gain-hp = +1 HP beyond the maximum
val-cr-barkam-gain-refresh = used dailies and utilities face up
val-cr-barkam-gain-surge = +1 surge value
val-cr-barkam-gain-treasure = +1 treasure
val-cr-barkam-gain-ac = +1 AC
val-cr-barkam-gain-utility = +1 utility power
val-cr-barkam-gain-daily = +1 daily power
val-cr-barkam-gain-at-will = +1 at-will power
val-cr-barkam-gain-refresh-on-20 = every natural 20 turns the used dailies and utilities up
cr-pic-barkam-generator = Monster generator

## Geno Warcry
prompt-cr-geno-encounter = Ambush! Encounter drawn: { $card_name }. Cancel it with 5 XP?
prompt-cr-geno-answer = The ambush: { $hero_name } may answer { $monster_name }
opt-cr-geno-answer = { $power_name } on { $square }
opt-cr-geno-no-answer = No answer
ev-cr-geno-villain-initiative = The villains' initiative: { $villains } ({ $rolls })
ev-cr-geno-villain-round = Round { $round }: the villain phase
ev-cr-geno-round = Round { $round } begins with { $hero_name }
ev-cr-geno-ambush = Black triangle: { $hero_name } is ambushed on { $tile_name }
ev-cr-geno-trap-monsters = The trap deals { $damage } to each monster on its tile ({ $count } defeated)
ev-cr-geno-goes-on = { $hero_name } defeated the ambusher and goes on
ev-cr-geno-stays = { $hero_name } stays there until the next round
err-cr-geno-halted = { $hero } was stopped by the black tile: no more moving this phase
err-cr-geno-cannot-explore = No exploring of side { $side } now (on the edge, while moving)
err-cr-geno-answer-the-monster = The answer must strike the ambushing monster, not { $target }
cr-pic-geno-order = Initiative (round { $round }): { $order }


## /help: one line per variant
gameval-ravenloft-variants-barkam = The Barkam system: exploring for 2 speed in the hero phase (1 monster on white, 2 on black, then an encounter), monster generators, surges by players, one XP card a turn, levels for a natural 20 + 5 XP or 10 XP
gameval-ravenloft-variants-barkam23 = The Barkam system with its other levelling: a natural 20 + 5 XP gives 3 HP or the next of 23 levels
gameval-ravenloft-variants-barkam-core = The Barkam system without its levels (to combine with a variant that brings its own)
gameval-ravenloft-variants-geno = Geno Warcry: d20 initiative for the game, every hero phase then one villain phase a round, black tiles stop the move and ambush

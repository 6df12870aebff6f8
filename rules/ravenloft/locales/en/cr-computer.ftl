# The computer seats' reasons (rules/ravenloft/computer.py): one line before each move.
ev-cr-why = 🤖 { $why ->
    [attack] { $hero_name } attacks { $square } with { $power_name }: the surest blow found.
    [use] { $hero_name } uses { $power_name }: what helps the party most now.
    [move] { $hero_name } goes to { $square }, closer to the monsters or to an edge to explore.
    [end] { $hero_name } stops: nothing better to do in this phase.
    [end-explore] { $hero_name } stops on the unexplored edge: exploring brings a new tile instead of an encounter card.
    [move-explore] { $hero_name } goes to { $square }, on an unexplored edge: exploring brings a new tile instead of an encounter card.
    [move-edge] { $hero_name } goes to { $square }, toward the nearest unexplored edge.
    [move-item] { $hero_name } goes to { $square }, toward the item the adventure asks for.
    [move-goal] { $hero_name } goes to { $square }, toward what the adventure asks the party to defeat.
    [move-together] { $hero_name } goes to { $square }, close to the rest of the party.
    [move-fight] { $hero_name } goes to { $square } to attack from there.
    [teleport-explore] { $hero_name } uses { $power_name } to reach { $square }, on an unexplored edge: exploring brings a new tile instead of an encounter card.
    [teleport-fight] { $hero_name } uses { $power_name } to reach { $square } and attack from there.
    [teleport-item] { $hero_name } uses { $power_name } to reach { $square }, toward the item the adventure asks for.
    [teleport-goal] { $hero_name } uses { $power_name } to reach { $square }, toward what the adventure asks the party to defeat.
    [teleport-edge] { $hero_name } uses { $power_name } to reach { $square }, toward the nearest unexplored edge.
    [teleport-together] { $hero_name } uses { $power_name } to reach { $square }, close to the rest of the party.
    [teleport-along] { $hero_name } brings { $ally_name } along to { $square }: the party stays together.
    [heal] { $hero_name } uses { $power_name } on { $ally_name }: the most hurt hero.
    [boost] { $hero_name } uses { $power_name } before attacking.
    [disarm] { $hero_name } rolls to disarm the trap on their tile instead of attacking: a trap acts again in every villain phase.
    [levelup] { $hero_name } spends 5 XP to reach level 2 and takes { $power_name }: more HP, a better AC, one more daily power.
    [cancel-any] { $player } cancels the encounter with the party's XP: an encounter card only ever hurts the party.
    [explore] { $hero_name } explores { $side ->
        [n] north
        [e] east
        [s] south
       *[w] west
    }: the dungeon must move on.
    [explore-side] { $hero_name } explores { $side ->
        [n] north
        [e] east
        [s] south
       *[w] west
    }: the new tile comes next to the party, with room for the dungeon to grow.
    [give-melee] { $hero_name } gives { $power_name } to { $ally_name }: the hero who fights adjacent monsters most.
    [give-ranged] { $hero_name } gives { $power_name } to { $ally_name }: the hero who attacks from afar most.
    [give-armour] { $hero_name } gives { $power_name } to { $ally_name }: the hero the monsters hit most easily.
    [give-speed] { $hero_name } gives { $power_name } to { $ally_name }: the slowest hero.
    [give-heal] { $hero_name } gives { $power_name } to { $ally_name }: the most hurt hero.
    [give-traps] { $hero_name } gives { $power_name } to { $ally_name }: the party's trap expert.
    [keep] { $hero_name } keeps { $power_name }: nobody in the party would use it better.
    [no-reaction] { $hero_name } keeps their powers: none would change what happens.
    [keep-xp] { $player } keeps the party's XP: this encounter is not worth cancelling.
    [aid] { $hero_name } plays { $power_name }: with this bonus the roll of { $ally_name } hits.
    [reroll] { $hero_name } uses { $power_name }: the new die needs { $need } or more, { $chances } chances in 20.
    [reroll-goal] { $hero_name } uses { $power_name }: the new die needs { $need } or more, { $chances } chances in 20, and this blow counts toward the adventure's goal.
    [keep-charm] { $hero_name } keeps { $power_name }: the new die would need { $need } or more, only { $chances ->
        [one] one chance
       *[other] { $chances } chances
    } in 20.
    [default] { $player } gives the cautious answer (decline, keep, pass).
    [cancel] { $player } cancels the encounter with the party's XP: the party is too hurt to face it.
    [strahd] Strahd ({ $player }) picks what hurts the party most.
    [best] { $hero_name } plays the action that gains the party most.
   *[only] { $player } plays the only possible answer.
}

# The computer seats' reasons (rules/ravenloft/computer.py): one line before each move.
ev-cr-why = 🤖 { $why ->
    [attack] { $hero_name } attacks { $square } with { $power_name }: the surest blow found.
    [use] { $hero_name } uses { $power_name }: what helps the party most now.
    [move] { $hero_name } goes to { $square }, closer to the monsters or to an edge to explore.
    [end] { $hero_name } stops: nothing better to do in this phase.
    [explore] { $hero_name } explores { $side ->
        [n] north
        [e] east
        [s] south
       *[w] west
    }: the dungeon must move on.
    [default] { $player } gives the cautious answer (decline, keep, pass).
    [cancel] { $player } cancels the encounter with the party's XP: the party is too hurt to face it.
    [strahd] Strahd ({ $player }) picks what hurts the party most.
    [best] { $hero_name } plays the action that gains the party most.
   *[only] { $player } plays the only possible answer.
}

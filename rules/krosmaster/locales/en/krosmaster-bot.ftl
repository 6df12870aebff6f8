# The computer opponent, the tutorials and what players tripped on (issue 16).
ev-kros-reach-blocked = Not castable now: { $reason ->
    [not-active] it is not { $name }'s activation.
    [once-turn] { $spell } was already cast this turn.
    [once-game] { $spell } was already cast this game.
    [pm] it takes { $needed } PM, { $left } left.
   *[pa] it takes { $needed } PA, { $left } left.
}
kros-pic-legend-pv = PV left

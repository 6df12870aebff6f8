## Castle Ravenloft: monsters, villains, traps and encounters (the villain helper's messages)

# --- what the channel reads: one line per activation
ev-cr-act-attack = { $actor } attacks { $heroes }{ $moved ->
    [none] {""}
   *[other] {" "}from { $moved }
} ({ $reason }{ $others ->
    [none] {""}
   *[other] ; { $others } too, tie broken by { $by }
})
ev-cr-act-move = { $actor } moves to { $square } ({ $reason })
ev-cr-act-idle = { $actor } does nothing ({ $reason })
ev-cr-act-acts = { $actor } acts ({ $reason })
ev-cr-monster-attack = { $actor } attacks { $hero } with { $attack }: d20 { $roll } + { $bonus } = { $total } against AC { $ac }: { $result ->
    [hit] hit
   *[miss] miss
}{ $damage ->
    [0] {""}
   *[other] , { $damage } damage
}
ev-cr-hero-placed = { $hero } is put on { $square } ({ $tile })
ev-cr-table-roll = Die roll (d{ $sides }): { $roll }
ev-cr-hero-roll = { $hero }'s die roll (d{ $sides }): { $roll }
ev-cr-hero-damaged = { $damage ->
    [0] { $hero } takes no damage
   *[other] { $hero } takes { $damage } damage
}
ev-cr-say = { $text }

val-cr-reason-hero-adjacent = adjacent to a hero
val-cr-reason-hero-on-tile = a hero on its tile
val-cr-reason-hero-within-tiles = a hero close enough
val-cr-reason-hero-beyond-tiles = no hero close enough
val-cr-reason-heroes-on-tile-at-least = enough heroes on its tile
val-cr-reason-monsters-on-tile-at-least = enough monsters on its tile
val-cr-reason-self-hp-at-most = badly hurt
val-cr-reason-self-damaged = hurt
val-cr-reason-token-on-tile = a token on its tile
val-cr-reason-on-tile-named = on its special tile
val-cr-reason-unexplored-edge-on-tile = an unexplored edge on its tile
val-cr-reason-flag = its state
val-cr-reason-active-hero-hp-at-most = the active hero is weak
val-cr-reason-any-of = one of its conditions
val-cr-reason-not = its condition fails
val-cr-reason-otherwise = its unconditional clause
val-cr-reason-none = no clause applies
val-cr-by-turn = turn order
val-cr-by-squares = fewer squares
val-cr-by-tiles = fewer tiles
val-cr-by-players = the players' choice
val-cr-by-most-hp = most HP
val-cr-by-least-hp = fewest HP
val-cr-by-lowest-ac = lowest AC
val-cr-by-fewest-monsters = fewest monster cards
val-cr-target-closest = the closest hero
val-cr-target-adjacent = an adjacent hero
val-cr-target-on-tile = a hero on its tile
val-cr-target-within = a hero within range
val-cr-target-each = every hero
val-cr-target-most-hp = the hero with the most HP
val-cr-target-least-hp = the hero with the fewest HP
val-cr-target-lowest-ac = the hero with the lowest AC
val-cr-target-fewest-monsters = the hero with the fewest monster cards
val-cr-target-active-hero = the active hero
val-cr-target-that = that hero
val-cr-target-self = itself
val-cr-kind-monster = monster
val-cr-kind-villain = villain
val-cr-kind-trap = trap
val-cr-kind-hazard = hazard
val-cr-kind-encounter = encounter

# --- /cr why: the full reasoning
ev-cr-why-nothing = Nothing has acted yet.
ev-cr-why-header = — { $actor } ({ $kind })
ev-cr-why-header-held = — { $actor } ({ $kind }, { $player }'s card)
ev-cr-why-fact = { $hero }: { $tiles ->
    [-1] no path
    [1] 1 tile
   *[other] { $tiles } tiles
}, { $squares ->
    [-1] no path
    [1] 1 square
   *[other] { $squares } squares
}{ $adjacent ->
    [yes] , adjacent
   *[no] {""}
}
ev-cr-why-no-hero = No hero it can see (lying down or escaped heroes are ignored).
ev-cr-why-clause = { $otherwise ->
    [yes] Clause { $n } (otherwise):
   *[no] Clause { $n }:
}
ev-cr-why-chosen-clause = → clause { $n } applies.
ev-cr-why-no-clause = No clause applies: it does nothing.
ev-cr-why-t-hero-adjacent = adjacent to a hero? { $result ->
    [yes] yes ({ $heroes })
   *[no] no
}
ev-cr-why-t-hero-on-tile = a hero on its tile? { $result ->
    [yes] yes ({ $heroes })
   *[no] no
}
ev-cr-why-t-hero-within-tiles = a hero within { $value ->
    [1] 1 tile
   *[other] { $value } tiles
}? { $result ->
    [yes] yes ({ $heroes })
   *[no] no
}
ev-cr-why-t-hero-beyond-tiles = no hero within { $value ->
    [1] 1 tile
   *[other] { $value } tiles
}? { $result ->
    [yes] yes
   *[no] no ({ $heroes })
}
ev-cr-why-t-heroes-on-tile-at-least = at least { $value } heroes on its tile? { $result ->
    [yes] yes ({ $heroes })
   *[no] no
}
ev-cr-why-t-monsters-on-tile-at-least = at least { $value } other monsters on its tile? { $result ->
    [yes] yes
   *[no] no
} ({ $count })
ev-cr-why-t-self-hp-at-most = { $value } HP or fewer? { $result ->
    [yes] yes
   *[no] no
} ({ $hp } HP)
ev-cr-why-t-self-damaged = hurt? { $result ->
    [yes] yes
   *[no] no
} ({ $hp } HP)
ev-cr-why-t-token-on-tile = a { $value } token on its tile? { $result ->
    [yes] yes
   *[no] no
}
ev-cr-why-t-on-tile-named = on the { $value } tile? { $result ->
    [yes] yes
   *[no] no
}
ev-cr-why-t-unexplored-edge-on-tile = an unexplored edge on its tile? { $result ->
    [yes] yes
   *[no] no
}
ev-cr-why-t-flag = { $value }? { $result ->
    [yes] yes
   *[no] no
}
ev-cr-why-t-active-hero-hp-at-most = the active hero at { $value } HP or fewer? { $result ->
    [yes] yes
   *[no] no
} ({ $hp } HP)
ev-cr-why-t-any-of = one of these:
ev-cr-why-t-not = not:
ev-cr-why-skip = skipped ({ $only_if ->
    [hit] only after a hit
   *[miss] only after a miss
})
ev-cr-why-no-target = no target: { $target }
ev-cr-why-each = every target, in turn order: { $heroes }
ev-cr-why-pick = target: { $hero } ({ $target })
ev-cr-why-tie = target: { $hero }; { $others } too, tie broken by { $by } (rule { $rule })
ev-cr-why-chosen = target: { $hero }, chosen by the players over { $others }
ev-cr-why-no-reach = it could not reach its target: no attack
ev-cr-why-attack = { $attack } on { $hero }: d20 { $roll } + { $bonus } = { $total } against AC { $ac }: { $result ->
    [hit] hit
   *[miss] miss
}, { $damage } damage
ev-cr-why-already-adjacent = already next to { $hero }: it stays
ev-cr-why-move-adjacent = moves to { $square }, next to { $hero } ({ $squares } squares from its start{ $tie ->
    [yes] ; equal squares: lowest row, then column
   *[no] {""}
})
ev-cr-why-blocked = no free square brings it closer to { $hero }: it stays
ev-cr-why-move-closer = no free square next to { $hero }: it moves as close as it can, to { $square }
ev-cr-why-no-tile-move = { $same ->
    [yes] already on its target's tile: it stays
   *[no] no path toward its target: it stays
}
ev-cr-why-tile-full = { $tile } is full: it stays
ev-cr-why-move-tile = moves to { $tile }, { $square } ({ $pile ->
    [yes] its bone pile
   *[no] the bone pile is taken: the nearest free square
}{ $tie ->
    [yes] ; of the tiles on the way, the one nearest its target
   *[no] {""}
})
ev-cr-why-no-such-tile = the { $tile } tile is not in the dungeon: it stays
ev-cr-why-no-place = { $hero } cannot be moved there
ev-cr-why-band = d{ $sides }: { $roll } (band { $lo }-{ $hi })
ev-cr-why-band-hero = d{ $sides } for { $hero }: { $roll } (band { $lo }-{ $hi })
ev-cr-why-flag = { $flag }: { $on ->
    [yes] on
   *[no] off
}

# --- encounters and the villain phase
ev-cr-encounter-drawn = Encounter: { $card } ({ $kind }). “{ $text }”
ev-cr-encounter = { $card } comes into play ({ $kind })
ev-cr-encounter-redraw = A { $kind } marker already lies on this tile: { $card } is discarded and another encounter drawn
ev-cr-encounter-deck-empty = The encounter deck is empty
ev-cr-marker-placed = { $card }: its marker lies on { $tile }
ev-cr-environment-replaced = { $card } replaces the environment { $old }
ev-cr-cursed = { $hero } is cursed: { $card }
ev-cr-curse-roll = { $hero } tries to shake off { $card }: d20 { $roll } (needs { $need }): { $result ->
    [yes] it ends
   *[no] it stays
}
ev-cr-curse-ended = { $hero } is freed from { $card }
ev-cr-regenerates = { $actor } regenerates { $hp } HP
val-cr-enc-event = event
val-cr-enc-attack = event-attack
val-cr-enc-environment = environment
val-cr-enc-trap = trap
val-cr-enc-curse = curse
val-cr-enc-hazard = hazard
prompt-cr-tie = { $player }, { $actor } may target { $heroes } (rule { $rule }): the players choose
err-cr-bad-answer = « { $answer } » does not answer the question
ev-cr-tie-chosen = The players choose { $hero }
ev-cr-surges-changed = Healing surges { $amount ->
    [1] +1
   *[other] { $amount }
}: { $surges } left
ev-cr-hero-attacks-hero = { $hero } attacks { $target } with { $power }: d20 { $roll }, total { $total } against AC { $ac }: { $result ->
    [hit] hit
   *[miss] miss
}
ev-cr-card-discarded = { $card } is discarded
ev-cr-why-same-tile = already on { $hero }'s tile: it closes in instead
ev-cr-why-damage = { $hero } takes { $damage } damage
ev-cr-why-condition = { $hero } is now { $condition }
ev-cr-why-heal = { $hero } regains { $hp } HP
ev-cr-why-spawn = { $count ->
    [1] a new monster
   *[other] { $count } new monsters
} on { $tile }
ev-cr-why-explore = { $count ->
    [1] a new tile is placed
   *[other] { $count } new tiles are placed
} (no encounter for them)
ev-cr-why-placed = { $hero } is put on { $square }
ev-cr-why-effect = then: { $what }
val-cr-cond-slowed = slowed
val-cr-cond-immobilized = immobilized
val-cr-cond-dazed = dazed
val-cr-cond-poisoned = poisoned
val-cr-effect-activate = the monsters act again
val-cr-effect-encounter = another encounter card
val-cr-effect-treasure = a treasure card
val-cr-effect-surges = the healing surges change
ev-cr-why-skip-when = skipped (its condition does not hold)
ev-cr-why-gone = no longer on the board (defeated on its way): its activation ends there
ev-cr-why-t-monsters-in-play-at-least = at least { $value } monsters in play? { $result ->
    [yes] yes
   *[no] no
} ({ $count })
ev-cr-why-t-start-tile-in-play = the Start tile in play? { $result ->
    [yes] yes
   *[no] no
}
ev-cr-why-swap = { $hero } and { $actor } trade places: { $hero } goes to { $square }
ev-cr-why-no-monster = no monster in play
ev-cr-why-hero-stays = { $hero } cannot reach a tile with a monster and stays
ev-cr-why-hero-moves = { $hero } moves to { $square }, on a tile with a monster
ev-cr-why-farthest = the farthest tile: { $tile }, { $tiles } tiles away
ev-cr-why-most-monsters = the nearby tile with the most monsters: { $tile } ({ $count })
ev-cr-why-stays = { $hero } is there already and stays
ev-cr-why-no-tile = no tile could be placed
ev-cr-why-new-tile = a tile from the bottom of the stack is placed: { $tile }
ev-cr-why-avoided = { $hero } turns { $power } face down to avoid the damage
ev-cr-why-monster-healed = { $actor } regains { $hp } HP
ev-cr-why-end-card = the card stops { $then ->
    [draw_another] and another is drawn
   *[nothing] with no effect
}
ev-cr-why-no-treasure = { $hero } has no treasure card to discard
ev-cr-why-no-power = { $hero } has no power to turn over
ev-cr-figure-placed = { $actor } is put on { $square }
ev-cr-hero-swapped = { $hero } and { $actor } trade places: { $hero } on { $square }, { $actor } on { $other }
ev-cr-hero-moves = { $hero } moves to { $square }
ev-cr-tile-from-bottom = A tile is drawn from the bottom of the stack and placed: { $tile }
ev-cr-card-ends = { $card } is discarded { $then ->
    [draw_another] and another encounter card is drawn
   *[nothing] with no effect
}
ev-cr-power-turned = { $hero } turns { $power } { $side ->
    [up] face up (usable again)
   *[down] face down (used)
}
ev-cr-treasure-discarded = { $hero } discards { $card }
val-cr-reason-monsters-in-play-at-least = enough monsters in play
val-cr-reason-start-tile-in-play = the Start tile is in play
ev-cr-marker-put = { $hero_name } puts { $marker_name } on { $square }
ev-cr-marker-hurts = { $marker_name } strikes { $monster_name }: { $damage } damage
ev-cr-cloud-token = { $hero_name }'s Freezing Cloud loses a token ({ $left } left)
ev-cr-monster-placed = { $monster_name } is put on { $square }
ev-cr-illusion-struck = The attack passes through { $crowd }: it was only an illusion
err-cr-cannot-place-marker = { $marker } cannot be put on that tile.
ev-cr-nothing-to-clear = No environment in play: the card does nothing
ev-cr-environment-ends = { $encounter_name } is discarded: the environment ends
ev-cr-card-dazed = A Daze card lies on the { $monster_name } card: it will not activate next time
ev-cr-nothing-to-daze = No monster in play: the card does nothing
ev-cr-respite = A Moment's Respite lies on the encounter deck: the next card will not be drawn
ev-cr-respite-used = The Moment's Respite is discarded: no encounter card this time
ev-cr-lucky-find = { $hero_name } keeps { $card_name } and discards { $others ->
    [none] nothing else
   *[other] { $others }
}
ev-cr-deck-seen = The top of the { $deck ->
    [monster] monster
   *[encounter] encounter
} deck: { $cards ->
    [none] empty
   *[other] { $cards }
}
ev-cr-nothing-to-hit = No undead within reach: the card does nothing
ev-cr-card-skipped = The { $card } card is dazed: it does not activate this time
opt-cr-tie = { $hero_name }{ $default ->
    [yes] {" "}(default)
   *[no] {""}
}
val-cr-reason-no-hero = no hero standing in the dungeon
ev-cr-damage-avoided = { $hero } turns { $power } face down to avoid { $damage } damage
ev-cr-ring-instead = { $hero_name } regains 1 HP with the Ring of Regeneration instead of drawing a treasure
prompt-cr-whispers = { $player }, Strahd's Whispers: { $hero_name } attacks the closest hero. With which at-will power (or, from level 6, daily power)?
opt-cr-whispers = { $power_name }{ $default ->
    [yes] {" "}(default)
   *[no] {""}
}
ev-cr-whispers-chosen = { $hero } attacks with { $power }
ev-cr-hero-auto-hits-hero = { $hero } deals { $damage } damage to { $target } with { $power }, with no attack roll
ev-cr-figure-healed = { $actor } regains { $hp } HP ({ $left }/{ $full } HP)

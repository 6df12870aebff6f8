"""Dungeon Fighter: building the dungeon and walking its corridors."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import (
    Event,
    Rng,
    RuleError,
    SeatInfo,
)

from .combat import encounter
from .common import MAX_SEATS, MIN_SEATS, ev, successors
from .content import content
from .model import (
    TOWER,
    DFOptions,
    DFState,
    Go,
    HeroState,
)


def setup(options: DFOptions, seats: Sequence[SeatInfo], rng: Rng) -> DFState:
    c = content()
    n = len(seats)
    if not MIN_SEATS <= n <= MAX_SEATS:
        raise RuleError("df-seats", min=MIN_SEATS, max=MAX_SEATS)
    # the dungeon: an end board drawn among the four, then two start boards from the rest
    end_boards = sorted(b for b in c.boards if c.boards[b].front.end)
    end = rng.choice(end_boards)
    rest = [b for b in sorted(c.boards) if b != end]
    rng.shuffle(rest)
    sides: list[str] = []
    for bid in rest[:2]:
        board = c.boards[bid]
        if board.front.end:  # an end board drawn as a start board is turned over
            sides.append(board.back.id)
        else:
            sides.append(board.front.id if rng.randint(0, 1) == 0 else board.back.id)
    sides.append(c.boards[end].front.id)
    boss = rng.choice(sorted(c.bosses))
    # heroes
    if options.heroes:
        if len(options.heroes) != n:
            raise RuleError("df-heroes-count", needed=n, given=len(options.heroes))
        for h in options.heroes:
            if h not in c.heroes:
                raise RuleError("df-unknown-hero", hero=h)
        if len(set(options.heroes)) != n:
            raise RuleError("df-hero-twice")
        picks = list(options.heroes)
    else:
        pool = sorted(c.heroes)
        rng.shuffle(pool)
        picks = pool[:n]
    heroes = [HeroState(seat=i, hero=h) for i, h in enumerate(picks)]
    # the monster tower
    counts, _ = TOWER[options.difficulty]
    tower: list[list[str]] = []
    for level, count in enumerate(counts, start=1):
        pile = sorted(m.id for m in c.monsters.values() if m.level == level)
        rng.shuffle(pile)
        tower.append(pile[:count])
    deck = sorted(c.equipment)
    rng.shuffle(deck)
    if options.leader is not None and not 0 <= options.leader < n:
        raise RuleError("df-bad-seat", seat=options.leader)
    leader = options.leader if options.leader is not None else rng.randint(0, n - 1)
    return DFState(
        difficulty=options.difficulty, reflex=options.reflex, real_dice=options.real_dice, n_seats=n, sides=sides,
        boss=boss, tower=tower, deck=deck, heroes=heroes, leader=leader, first=leader,
    )


def go(state: DFState, action: Go, rng: Rng) -> list[Event]:
    options = successors(state)
    if action.room not in options:
        raise RuleError("df-no-corridor", room=action.room, rooms=", ".join(options))
    state.position = action.room
    state.visited.append(action.room)
    state.turn += 1
    events = [ev("df-moved", room=action.room)]
    return events + encounter(state, rng)

"""Tables of the Strahd player variant on the real content, and ways to reach his decisions."""

from __future__ import annotations

from typing import Any

from rules.core import SeatInfo
from rules.core.rng import Rng
from rules.ravenloft import GAME
from rules.ravenloft.dungeon import board
from rules.ravenloft.exploration import explore
from rules.ravenloft.turns import to_villain

SEED = "5a" * 32
WHITE, BLACK = "workshop", "passage_01"


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo(index=i, name=f"p{i}") for i in range(n)]


def table(n: int = 3, seed: str = SEED, **options: Any) -> tuple[Any, Rng]:
    rng = Rng(seed)
    state = GAME.setup(GAME.parse_options({"adventure": "2", "variants": ["strahd"], **options}), seats(n), rng)
    return state, rng


def explored(state: Any, rng: Rng, tile: str | None) -> list[Any]:
    """The active hero's hero phase ends: it explores ``tile`` (None: no exploration), then
    the engine goes toward the villain phase (Strahd's steps first)."""
    state.turn.phase = "exploration"
    events: list[Any] = []
    if tile is not None:
        state.tile_stack.append(tile)
        edge = board(state, GAME.cat).unexplored_edges()[0]
        events += explore(state, GAME.cat, state.turn.hero, edge, rng)
    return events + to_villain(state, GAME.cat, rng)


def act(state: Any, seat: int, rng: Rng, **action: Any) -> tuple[Any, list[Any]]:
    t = GAME.apply(state, seat, GAME.parse_action(action), rng)
    return t.state, t.events


def codes(events: list[Any]) -> list[str]:
    return [e.code for e in events]

"""``Game.copy_state``: the copy a move changes is the same state as the one copied, for every
game along seeded random plays, and shares nothing that a move could change."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from pydantic import BaseModel

from rules.core import Rng, SeatInfo, find_game

#: (game, seats, options): the five games in the sizes the load bench plays
GAMES = [("krosmaster", 2, {"arena": "fosse", "side": "N", "autodeploy": "true"}),
         ("krosmaster", 4, {"arena": "fosse", "side": "NW", "autodeploy": "true"}),
         ("dungeon_fighter", 2, {"difficulty": "facile"}), ("ravenloft", 2, {}), ("ravenloft", 4, {}),
         ("kravora", 2, {}), ("kravora", 4, {}), ("mortebrume", 2, {})]


def _mutable(obj: Any) -> list[Any]:
    """Every model, list, dict and set inside ``obj`` (``obj`` included)."""
    out: list[Any] = []
    stack = [obj]
    while stack:
        o = stack.pop()
        if isinstance(o, BaseModel):
            out.append(o)
            stack.extend(o.__dict__.values())
        elif isinstance(o, (list, dict, set)):
            out.append(o)
            stack.extend(o.values() if isinstance(o, dict) else o)
        elif isinstance(o, tuple):
            stack.extend(o)
    return out


def _states(game_id: str, seats: int, options: dict[str, str], moves: int = 30) -> list[Any]:
    game = find_game(game_id)
    rng = Rng("5e" * 32)
    state = game.setup(game.parse_options(options), [SeatInfo(index=i, name=f"p{i}") for i in range(seats)], rng)
    chooser = random.Random(f"{game_id}-{seats}")
    out = [state]
    for _ in range(moves):
        prompts = game.prompts(state)
        if not prompts or game.result(state) is not None:
            break
        seat = prompts[0].seat
        actions = game.legal_actions(state, seat)
        if not actions:
            break
        state = game.apply(state, seat, chooser.choice(actions), rng).state
        out.append(state)
    return out


@pytest.mark.parametrize(("game_id", "seats", "options"), GAMES, ids=[f"{g}-{n}" for g, n, _ in GAMES])
def test_the_copy_is_the_same_state_and_shares_nothing(game_id: str, seats: int, options: dict[str, str]) -> None:
    game = find_game(game_id)
    states = _states(game_id, seats, options)
    assert len(states) > 5  # the play went on: the states compared are not only the first
    for state in states:
        made = game.copy_state(state)
        assert made == copy.deepcopy(state)
        assert game.dump_state(made) == game.dump_state(state)
        assert type(made) is type(state)
        shared = {id(o) for o in _mutable(state)} & {id(o) for o in _mutable(made)}
        assert not shared


def test_a_shallow_copy_would_be_caught() -> None:
    """The sharing check above can fail: a shallow copy shares the state's lists."""
    state = _states("kravora", 2, {}, moves=1)[0]
    shallow = state.model_copy()
    assert {id(o) for o in _mutable(state)} & {id(o) for o in _mutable(shallow)}

"""The state's deep copy (the engine copies it at each move) is the same state, and its own."""

from __future__ import annotations

import copy

from rules.core import Rng, SeatInfo, find_game
from rules.ravenloft.state import CRState

GAME = find_game("cr")


def started() -> CRState:
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(["Alice", "Bob", "Chloé"])]
    state = GAME.setup(GAME.parse_options({}), seats, Rng("5e" * 32))
    state.flags["sun"] = {"track": [1, 2], "at": (3, 4)}
    state.last = {"kind": "move", "hero": 0, "path": [[0, 1], [1, 1]]}
    state.why = [{"monster": "zombie", "steps": ["adjacent"]}]
    return state


def test_the_copy_is_the_same_state_with_its_own_objects():
    state = started()
    for copied in (state.model_copy(deep=True), copy.deepcopy(state)):
        assert copied == state and copied is not state
        assert copied.model_dump(mode="json") == state.model_dump(mode="json")
        assert copied.flags["sun"]["at"] == (3, 4)  # a tuple stays a tuple
        copied.heroes[0].hp -= 1
        copied.flags["sun"]["track"].append(3)
        copied.last["path"][0][0] = 9
        copied.why[0]["steps"].append("moved")
        copied.tile_stack.pop()
        assert state == started()

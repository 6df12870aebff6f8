"""Undo data as a patch (bot/service/state_patch.py): on every game's states, the patch from the
state after an action restores the state before it exactly, and is a small part of it."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.service.state_patch import PATCH_ERRORS, apply_state_patch, state_patch
from rules.core import Rng, SeatInfo, all_games


def stored(value: Any) -> Any:
    """A value as the database gives it back (JSON)."""
    return json.loads(json.dumps(value))


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_every_reversible_action_of_a_playout_is_restored_exactly(game) -> None:  # type: ignore[no-untyped-def]
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(min(4, game.max_seats))]
    rng = Rng("3c" * 32)
    state = game.setup(game.parse_options({}), seats, rng)
    rng.take_draws()
    chooser = random.Random(5)
    patched = whole = 0
    checked = 0
    for _ in range(80):
        if game.result(state) is not None or not game.prompts(state):
            break
        seat = chooser.choice(game.prompts(state)).seat
        legal = game.legal_actions(state, seat)
        if not legal:
            break
        transition = game.apply(state, seat, chooser.choice(legal), rng)
        reversible = not rng.take_draws() and not any(e.irreversible for e in transition.events)
        before, after = stored(game.dump_state(state)), game.dump_state(transition.state)
        patch = state_patch(after, before)
        assert apply_state_patch(stored(after), stored(patch)) == before
        if reversible:
            checked += 1
            patched += len(json.dumps(patch))
            whole += len(json.dumps(before))
        state = transition.state
    assert checked >= 5
    assert patched * 4 < whole, (patched, whole)


def test_lists_grow_and_shrink_by_single_operations() -> None:
    before = {"units": [{"id": 1}, {"id": 2}, {"id": 3}], "left": 5, "gone": True}
    after = {"units": [{"id": 1}, {"id": 9}, {"id": 2}, {"id": 3}], "left": 1, "new": [1, 2]}
    assert state_patch(after, before) == [
        {"op": "remove", "path": "/units/1"},
        {"op": "replace", "path": "/left", "value": 5},
        {"op": "remove", "path": "/new"},
        {"op": "add", "path": "/gone", "value": True},
    ]
    assert apply_state_patch(after, state_patch(after, before)) == before
    assert after["units"][1] == {"id": 9}  # the document patched is left as it was
    assert state_patch({"a/b": [1, 2], "c~": None}, {"a/b": [1], "c~": True}) == [
        {"op": "remove", "path": "/a~1b/1"}, {"op": "replace", "path": "/c~0", "value": True}]
    assert state_patch(before, before) == []


def test_a_patch_that_does_not_fit_the_state_is_refused() -> None:
    with pytest.raises(PATCH_ERRORS):
        apply_state_patch({"units": []}, [{"op": "remove", "path": "/units/3"}])

"""The deployment's free spots tested all at once (``free_spots``: shapely's array functions)
are the spots the one-at-a-time walk finds (``iter_free_spots`` and ``place_ok``), in the same
order, at every placement of seeded plays, with and without the visibility limits."""

from __future__ import annotations

import random

import pytest

from rules.core import Rng, SeatInfo
from rules.mortebrume import GAME
from rules.mortebrume import deploying as dp

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


@pytest.mark.parametrize(("seed", "options"), [(1, {}), (2, {"deployment": "free"}), (3, {"table": "gue"})])
def test_the_spots_tested_at_once_are_the_spots_tested_one_by_one(seed: int, options: dict[str, str]) -> None:
    rng = Rng(f"{seed:02x}" * 32, 0)
    state = GAME.setup(GAME.parse_options(options), SEATS, rng)
    chooser = random.Random(seed)
    checked = placed = 0
    for _ in range(14):
        prompts = GAME.prompts(state)
        if not prompts:
            break
        for f in state.fighters[seed % 2::2]:  # half of them, a different half at each seed
            for limits, step in ((True, 2.5), (False, 2.5), (True, 5.0)):
                one_by_one = list(dp.iter_free_spots(state, f, limits, step))
                assert dp.free_spots(state, f, limits, step) == one_by_one
                checked += bool(one_by_one)
        placed += prompts[0].kind == "mb-place"
        seat = prompts[0].seat
        legal = GAME.legal_actions(state, seat)
        chooser.shuffle(legal)
        state = GAME.apply(state, seat, legal[0], Rng(rng.seed, rng.counter)).state
    assert placed >= 4 and checked >= 20

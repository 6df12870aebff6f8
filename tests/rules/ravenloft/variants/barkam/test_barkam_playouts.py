"""Conformance of the Barkam system on the real content: random legal games end, the state
round-trips through JSON and the log replays (alone, with its 23-level table)."""

import pytest

from rules.ravenloft import GAME
from tests.support.conformance import playout

CASES = [(v, a, n) for v in ("barkam", "barkam23") for a, n in (("1", 1), ("2", 3), ("4", 5), ("10", 2))]


@pytest.mark.parametrize(("variant", "adventure", "heroes"), CASES)
def test_random_barkam_games_end_and_replay(variant, adventure, heroes):
    for k in range(2):
        out = playout(GAME, {"adventure": adventure, "variants": [variant]}, heroes, "%064x" % (heroes * 37 + k),
                      chooser_seed=k, max_steps=4000)
        assert out.finished, f"{variant} {adventure}: no end in {len(out.actions)} actions"
        assert GAME.result(out.state).reason.startswith("cr-")
        assert out.state.barkam is not None

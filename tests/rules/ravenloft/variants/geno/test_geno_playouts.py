"""Conformance of Geno Warcry on the real content: random legal games end, the state
round-trips through JSON and the log replays."""

import pytest

from rules.ravenloft import GAME
from tests.support.conformance import playout

CASES = [("1", 1), ("2", 3), ("3", 4), ("4", 5), ("10", 2)]


@pytest.mark.parametrize(("adventure", "heroes"), CASES)
def test_random_geno_games_end_and_replay(adventure, heroes):
    for k in range(2):
        out = playout(GAME, {"adventure": adventure, "variants": ["geno"]}, heroes, "%064x" % (heroes * 41 + k),
                      chooser_seed=k, max_steps=4000)
        assert out.finished, f"geno {adventure}: no end in {len(out.actions)} actions"
        assert GAME.result(out.state).reason.startswith("cr-")
        assert sorted(out.state.geno.order) == list(range(heroes))

"""Conformance on the real content: random legal games of every adventure end (1, 3 and 5
heroes), with the villain phase acting; the state round-trips through JSON and the log replays."""

import pytest

from rules.ravenloft import GAME
from tests.support.conformance import playout

CASES = [("1", 1)] + [(a, n) for a in ("2", "3", "4", "5", "10", "the_gloomy_chamber") for n in (1, 3, 5)]


@pytest.mark.parametrize(("adventure", "heroes"), CASES)
def test_random_games_of_every_adventure_end_and_replay(adventure, heroes):
    for k in range(2):
        out = playout(GAME, {"adventure": adventure}, heroes, "%064x" % (heroes * 31 + k), chooser_seed=k,
                      max_steps=4000)
        assert out.finished, f"{adventure}: no end in {len(out.actions)} actions"
        assert GAME.result(out.state).reason.startswith("cr-")

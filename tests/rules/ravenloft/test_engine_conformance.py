"""Random legal games to the end for 1, 3 and 5 heroes; JSON and replay round trip."""

import pytest

from tests.rules.ravenloft.engine_helpers import GAME
from tests.support.conformance import playout


@pytest.mark.parametrize("heroes", [1, 3, 5])
@pytest.mark.parametrize("adventure", ["2", pytest.param("9", marks=pytest.mark.slow)])
def test_random_playouts_end_and_replay(heroes, adventure):
    for k in range(2):
        out = playout(GAME, {"adventure": adventure}, heroes, "%064x" % (heroes * 10 + k), chooser_seed=k,
                      max_steps=6000)
        assert out.finished, f"playout did not end in {len(out.actions)} actions"
        assert GAME.result(out.state).reason.startswith("cr-")


def test_the_solo_adventure_plays_to_its_end():
    out = playout(GAME, {"adventure": "1"}, 1, "%064x" % 5, chooser_seed=2, max_steps=6000)
    assert out.finished

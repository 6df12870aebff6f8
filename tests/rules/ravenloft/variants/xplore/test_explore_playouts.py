"""Conformance of the exploration variants and the damage dice on the real content: random
legal games, each variant alone and with each damage-dice preset, end; the state round-trips
through JSON and the log replays identically (tests/support/conformance.py)."""

import pytest

from rules.ravenloft import GAME
from tests.support.conformance import playout

ALONE = ["revised", "mika", "temps", "dice-a", "dice-b", "dice-c"]
WITH_DICE = [f"{v}+{d}" for v in ("revised", "mika", "temps") for d in ("dice-a", "dice-b", "dice-c")]


@pytest.mark.parametrize("variants", ALONE + WITH_DICE)
@pytest.mark.parametrize(("adventure", "heroes"), [("1", 1), ("2", 3)])
def test_random_games_with_the_variant_end_and_replay(variants, adventure, heroes):
    for k in range(2):
        out = playout(GAME, {"adventure": adventure, "variants": variants.split("+")}, heroes,
                      "%064x" % (heroes * 53 + k), chooser_seed=k, max_steps=4000)
        assert out.finished, f"{variants} {adventure}: no end in {len(out.actions)} actions"
        assert GAME.result(out.state).reason.startswith("cr-")
        assert out.state.rules["exploration_timing"] == (variants.split("+")[0] if "dice" not in
                                                         variants.split("+")[0] else "base")


def test_the_exploration_variants_explore_in_the_hero_phase():
    """Over a few games each variant explores from the hero phase (no exploration phase)."""
    for v in ("revised", "mika", "temps"):
        explored = 0
        for k in range(4):
            out = playout(GAME, {"adventure": "2", "variants": [v]}, 3, "%064x" % (k + 9), chooser_seed=k)
            explored += sum(1 for _, a in out.actions if a["type"] == "explore")
        assert explored > 0, v


@pytest.mark.parametrize("variants", ["revised", "mika+dice-a", "temps+dice-b"])
@pytest.mark.parametrize("adventure", ["3", "10", "the_gloomy_chamber"])
def test_other_adventures_end_and_replay_with_the_variants(variants, adventure):
    out = playout(GAME, {"adventure": adventure, "variants": variants.split("+")}, 3, "%064x" % len(adventure),
                  chooser_seed=1, max_steps=5000)
    assert out.finished and GAME.result(out.state).reason.startswith("cr-")

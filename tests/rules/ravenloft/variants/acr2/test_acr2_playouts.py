"""Conformance playouts of ACR2 and hybrid heroes, alone and in the forms they combine: random
legal games (the creation step included) end, round-trip through JSON and replay identically."""

import pytest

from rules.ravenloft import GAME
from rules.ravenloft.options import PRESETS
from tests.support.conformance import playout

FORMS = [["acr2"], ["acr2-heroes"], ["hybrid"], ["acr2-play", "hybrid"], ["acr2-play", "hybrid-heroes", "acr2-levels"]]
#: the damage-dice variant (another helper's), with each form once it is merged
DICE = next((d for d in ("dice-a", "dice-b", "dice-c") if d in PRESETS), None)


@pytest.mark.parametrize("variants", FORMS, ids=["+".join(f) for f in FORMS])
@pytest.mark.parametrize(("adventure", "heroes"), [("1", 1), ("2", 3), ("3", 5)])
def test_forms_play_to_the_end_and_replay(variants, adventure, heroes):
    for k in range(2):
        out = playout(GAME, {"adventure": adventure, "variants": variants}, heroes, "%064x" % (heroes * 37 + k),
                      chooser_seed=k, max_steps=4000)
        assert out.finished, f"{variants} {adventure}: no end in {len(out.actions)} actions"
        assert any(a["type"] in ("create", "pass") for _, a in out.actions[:heroes])
        assert GAME.result(out.state).reason.startswith("cr-")


@pytest.mark.parametrize("variants", FORMS, ids=["+".join(f) for f in FORMS])
def test_forms_with_damage_dice(variants):
    if DICE is None:
        pytest.skip("the damage-dice variant is built by another helper and not merged yet")
    out = playout(GAME, {"adventure": "2", "variants": [*variants, DICE]}, 3, "%064x" % 77, max_steps=4000)
    assert out.finished


def test_acr2_difficulty_harder_plays():
    out = playout(GAME, {"adventure": "2", "variants": ["acr2"], "acr2_difficulty": "harder"}, 2, "%064x" % 5,
                  max_steps=4000)
    assert out.finished and out.state.acr2.difficulty == "harder"

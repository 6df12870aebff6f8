"""What ACR2 and hybrid heroes put on the picture: the creation step in the header, the sheet's
name, race and classes on the hero card, each hero's own surges; every text from the catalogs."""

import pytest

from render import text, theme
from render.ravenloft import render
from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.variants.actions import Create


def game(variants):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    return GAME.setup(GAME.parse_options({"adventure": "2", "variants": variants, "first": 0}), seats, Rng("ef" * 32))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_creation_step_and_the_surges_are_drawn(lang):
    state = game(["acr2"])
    with text.recording() as drawn:
        img = render(GAME.view(state, 0), lang)
    words = [r.text for r in drawn]
    assert {"en": "Heroes being made: Allisa (p0)", "fr": "Création des héros : Allisa (p0)"}[lang] in words
    state = GAME.apply(state, 0, Create(race="dwarf", classes="wizard", name="Brom"), Rng("00" * 32)).state
    state = GAME.apply(state, 1, Create(race="eladrin", classes="fighter", name="Ilyra"), Rng("00" * 32)).state
    with text.recording() as drawn:
        img = render(GAME.view(state, 0), lang)
    words = [r.text for r in drawn]
    assert "Brom" in words and any(w.startswith({"en": "Dwarf wizard", "fr": "Nain magicien"}[lang]) for w in words)
    assert any(w.endswith({"en": "· 1 surge", "fr": "· 1 sursaut"}[lang]) for w in words), words
    assert not [w for w in words if w.startswith(("cr-pic-", "val-"))]
    for rec in drawn:
        assert rec.size * theme.PHONE_WIDTH / img.width >= theme.MIN_TEXT_AT_400

"""En Aveugle hides the Target as well as the push for the throw: the view (no push, no landing
marks), the picture (no ring of the Target), the form's labels (no « F6 = centre »)."""

from __future__ import annotations

from render.dungeon_fighter import render
from rules.core import i18n
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.model import LandingRec

from .helpers import in_combat, new_game

#: the colour of the Target's 10 on the picture (render/df_board.py: the innermost shade)
CENTRE = (220, 200, 150)


def _fight(monster: str):
    state, _ = new_game()
    in_combat(state, monster)
    state.combat.drift = (30.0, -20.0)
    state.landings = [LandingRec(seat=1, die="blue", x=12.0, y=-30.0, face=2, zone=5, outcome="hit", bounces=1)]
    state.last = state.landings[0]
    return state


def _centre_pixels(state, lang: str) -> int:
    img = render(GAME.view(state, state.combat.thrower), lang).convert("RGB")
    return sum(1 for px in img.get_flattened_data() if px == CENTRE)


def _form_labels(state, lang: str) -> list[str]:
    tree = GAME.choice_tree(state, state.combat.thrower)
    leaf = next(leaf for _p, leaf in tree.leaves() if leaf.form is not None)
    return [i18n.t(lang, f.label, f.params) for f in leaf.form.fields]


def test_a_blind_fight_shows_neither_the_target_nor_the_push() -> None:
    seen, blind = _fight("gobelin_commun"), _fight("succube")  # the Succube imposes En Aveugle
    assert "en_aveugle" in GAME.imposed(blind) and "en_aveugle" not in GAME.imposed(seen)
    v = GAME.view(seen, 0)
    assert v.combat.drift == (30.0, -20.0) and not v.combat.blind and len(v.landings) == 1
    v = GAME.view(blind, 0)
    assert v.combat.drift is None and v.combat.blind and v.landings == []
    for lang in ("fr", "en"):
        assert _centre_pixels(seen, lang) > 100
        assert _centre_pixels(blind, lang) == 0


def test_a_blind_throws_form_does_not_say_where_the_target_is() -> None:
    assert _form_labels(_fight("gobelin_commun"), "en") == ["Power (0.5 to 20; 8 reaches F6)", "Height (1 to 9)"]
    for lang in ("en", "fr"):
        labels = _form_labels(_fight("succube"), lang)
        assert not any("F6" in label for label in labels), labels
    assert _form_labels(_fight("succube"), "fr") == ["Force (0.5 à 20)", "Hauteur (1 à 9)"]

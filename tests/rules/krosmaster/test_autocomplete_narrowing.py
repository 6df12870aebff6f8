"""Autocomplete narrows by the options already typed (the spell chosen, the unit chosen)."""

from __future__ import annotations

from rules.core import find_game
from tests.support.conformance import playout

GAME = find_game("krosmaster")


def _state_with_two_castable_spells():
    out = playout(GAME, {"arena": "fosse", "side": "N", "autodeploy": True}, 2, "3c" * 32, chooser_seed=1, max_steps=40)
    return out.state


def test_cast_targets_follow_the_spell_typed():
    state = _state_with_two_castable_spells()
    for seat in (0, 1):
        casts = [a for a in GAME.legal_actions(state, seat) if a.type == "cast"] if GAME.result(state) is None else []
        spells = sorted({a.spell for a in casts})
        for spell in spells:
            expected = sorted({a.at for a in casts if a.spell == spell})[:25]
            got = GAME.autocomplete(state, seat, "cast", "at", "", {"spell": spell})
            assert sorted(got) == sorted(expected)[: len(got)] and set(got) <= set(expected)


def test_reach_spells_follow_the_unit_typed():
    state = _state_with_two_castable_spells()
    unit = state.units[0]
    got = GAME.autocomplete(state, None, "reach", "spell", "", {"unit": unit.id})
    everyone = GAME.autocomplete(state, None, "reach", "spell", "")
    assert got and set(got) <= set(everyone)
    assert len(got) < len(everyone)


def test_units_are_suggested_by_name_and_found_by_name():
    state = _state_with_two_castable_spells()
    ids = GAME.autocomplete(state, None, "card", "unit", "")
    labels = [GAME.suggestion_label(state, "card", "unit", v) for v in ids]
    assert "Anna Tommy" in labels and "Reine des Tofus" in labels
    anna = ids[labels.index("Anna Tommy")]
    assert GAME.autocomplete(state, None, "card", "unit", "anna") == [anna]
    assert GAME.autocomplete(state, None, "card", "unit", "tommy") == [anna]
    assert GAME.suggestion_label(state, "reach", "spell", "dan-to-fu") == "Dan To Fu"

"""Options and the variant framework: rule slots filled by the base rules, presets, conflicts."""

import pytest

from rules.core import InvalidActionError
from rules.ravenloft.options import (
    BASE,
    PRESETS,
    SLOTS,
    Preset,
    register_preset,
    resolve_rules,
)
from tests.rules.ravenloft.engine_helpers import GAME, new


@pytest.fixture
def presets():
    saved = dict(PRESETS)
    register_preset(Preset("tokens", {"monsters_per_tile": "tokens", "encounter_trigger": "tokens"}))
    register_preset(Preset("hand", {"monsters_per_tile": "hand"}))
    register_preset(Preset("dice", {"damage": "dice"}))
    register_preset(Preset("tokens_too", {"monsters_per_tile": "tokens"}))
    yield
    PRESETS.clear()
    PRESETS.update(saved)


def test_the_base_rules_fill_every_slot():
    assert SLOTS == ("exploration_timing", "monsters_per_tile", "encounter_trigger", "surges", "levels",
                     "turn_structure", "damage", "heroes")
    assert resolve_rules([]) == {slot: BASE for slot in SLOTS}
    assert new(1, ["kat"]).rules == {slot: BASE for slot in SLOTS}


def test_presets_fill_their_slots(presets):
    rules = resolve_rules(["tokens", "dice"])
    assert rules["monsters_per_tile"] == "tokens" and rules["damage"] == "dice" and rules["levels"] == BASE


def test_two_presets_filling_one_slot_differently_are_refused_with_the_slot_named(presets):
    with pytest.raises(InvalidActionError) as err:
        GAME.parse_options({"variants": "tokens,hand"})
    assert err.value.code == "cr-variant-conflict"
    assert err.value.params == {"slot": "monsters_per_tile", "first": "tokens", "second": "hand"}


def test_presets_agreeing_on_a_slot_combine(presets):
    assert resolve_rules(["tokens", "tokens_too"])["monsters_per_tile"] == "tokens"


def test_an_unknown_variant_is_refused():
    with pytest.raises(InvalidActionError) as err:
        GAME.parse_options({"variants": "nope"})
    assert err.value.code == "cr-unknown-variant" and err.value.params["variant"] == "nope"


def test_a_preset_cannot_fill_an_unknown_slot():
    with pytest.raises(ValueError):
        Preset("bad", {"weather": "rain"})


def test_a_slot_filled_by_a_variant_turns_the_base_rule_off(presets):
    """The base rule of a slot runs only while the slot holds it (here: one monster per tile)."""
    s = new(1, ["kat"], adventure="2", variants=["hand"])
    assert s.rules["monsters_per_tile"] == "hand"
    from rules.ravenloft.exploration import spawn_for_tile

    assert spawn_for_tile(s, GAME.cat, 0, s.tiles[0], None) == []


def test_surges_heroes_and_adventure_options():
    s = new(3, ["kat", "allisa", "arjhan"], adventure="2", surges=3)
    assert s.surges == 3 and [h.hero for h in s.heroes] == ["kat", "allisa", "arjhan"]
    with pytest.raises(InvalidActionError) as err:
        new(2, ["kat"], adventure="2")
    assert err.value.code == "cr-heroes-count"
    with pytest.raises(InvalidActionError) as err:
        new(2, ["kat", "kat"], adventure="2")
    assert err.value.code == "cr-hero-twice"
    with pytest.raises(InvalidActionError) as err:
        new(2, ["kat", "allisa"], adventure="1")
    assert err.value.code == "cr-adventure-heroes"
    with pytest.raises(InvalidActionError) as err:
        new(1, ["kat"], adventure="99")
    assert err.value.code == "cr-unknown-adventure"


def test_a_solo_player_may_lead_several_heroes():
    """Ruling A27: heroes_per_seat; each hero keeps its own turn."""
    s = new(1, ["kat", "allisa"], adventure="2", heroes_per_seat=2)
    assert [h.seat for h in s.heroes] == [0, 0]

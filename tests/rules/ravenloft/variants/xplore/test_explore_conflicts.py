"""Refused pairs of the exploration variants (study §2, compatibility matrix): each names the
slot both fill, at ``/game new`` as in the rules."""

import pytest

from rules.core import InvalidActionError
from rules.ravenloft import GAME
from rules.ravenloft.options import PRESETS, resolve_rules

MINE = [("revised", "mika"), ("revised", "temps"), ("mika", "temps")]
#: the other helpers' variants these conflict with (matrix "X"), and the slot named (None: any
#: of the shared slots, for a variant whose slots are not settled in this build)
OTHERS = [("revised", "barkam", "exploration_timing"), ("revised", "geno", "exploration_timing"),
          ("mika", "barkam", "exploration_timing"), ("mika", "geno", "exploration_timing"),
          ("mika", "strahd", "monsters_per_tile"), ("mika", "acr2", None),
          ("temps", "barkam", "exploration_timing"), ("temps", "geno", "exploration_timing"),
          ("temps", "strahd", "monsters_per_tile"), ("temps", "acr2", None)]
SLOTS = {"exploration_timing", "monsters_per_tile", "encounter_trigger", "turn_structure"}


@pytest.mark.parametrize(("a", "b"), MINE)
def test_two_exploration_variants_are_refused_with_the_slot_named(a, b):
    for pair in ([a, b], [b, a]):
        with pytest.raises(InvalidActionError) as err:
            GAME.parse_options({"variants": pair})
        assert err.value.code == "cr-variant-conflict"
        assert err.value.params["slot"] == "exploration_timing"
        assert {err.value.params["first"], err.value.params["second"]} == {a, b}


@pytest.mark.parametrize(("a", "b", "slot"), OTHERS)
def test_the_conflicts_with_the_other_variants_name_a_shared_slot(a, b, slot):
    if b not in PRESETS:
        pytest.skip(f"the variant {b} is not in this build yet")
    for pair in ([a, b], [b, a]):
        with pytest.raises(InvalidActionError) as err:
            GAME.parse_options({"variants": pair})
        assert err.value.code == "cr-variant-conflict"
        assert err.value.params["slot"] == slot if slot else err.value.params["slot"] in SLOTS


def test_revised_and_the_damage_dice_combine_with_strahd():
    """Matrix: Revised × Strahd « C », damage dice with everything."""
    if "strahd" not in PRESETS:
        pytest.skip("the variant strahd is not in this build yet")
    rules = resolve_rules(["revised", "strahd", "dice-b"])
    assert (rules["exploration_timing"], rules["encounter_trigger"], rules["damage"]) == ("revised", "strahd", "dice-b")


def test_the_slots_each_variant_fills():
    assert PRESETS["revised"].fills == {"exploration_timing": "revised"}
    assert PRESETS["mika"].fills == {"exploration_timing": "mika", "monsters_per_tile": "mika",
                                     "encounter_trigger": "mika"}
    assert PRESETS["temps"].fills == {"exploration_timing": "temps", "monsters_per_tile": "temps",
                                      "encounter_trigger": "temps", "turn_structure": "temps"}

"""The tactics language: the YAML shapes the content writes, and the mistakes it refuses."""

from __future__ import annotations

import pytest
import yaml
from pydantic import TypeAdapter, ValidationError

from rules.ravenloft.tactics.language import (
    Attack,
    AttackStep,
    Clause,
    EncounterEffects,
    MoveAdjacentStep,
    MoveTilesStep,
    RollStep,
    Target,
    check_attacks,
)

CLAUSES = TypeAdapter(list[Clause])
ATTACKS = TypeAdapter(dict[str, Attack])

WOLF = yaml.safe_load("""
attacks:
  bite:   {bonus: 9, damage: 2}
  pounce: {bonus: 7, damage: 1, conditions: [slowed]}
tactics:
  - when: {hero_adjacent: true}
    do:
      - {attack: bite, target: adjacent_closest}
  - when: {hero_within_tiles: 1}
    do:
      - {move_adjacent: closest}
      - {attack: pounce, target: that}
  - otherwise: true
    do:
      - {move_tiles: 1, toward: closest}
""")


def test_a_wolf_card_reads_as_three_clauses_in_order() -> None:
    clauses = CLAUSES.validate_python(WOLF["tactics"])
    attacks = ATTACKS.validate_python(WOLF["attacks"])
    check_attacks(clauses, attacks)
    assert [c.otherwise for c in clauses] == [False, False, True]
    assert clauses[0].test.hero_adjacent is True
    assert clauses[1].test.hero_within_tiles == 1
    assert clauses[2].test.fields_set_in_order() == []
    bite = clauses[0].do[0]
    assert isinstance(bite, AttackStep) and bite.attack == "bite"
    assert bite.target == Target(pick="closest", adjacent=True)
    assert isinstance(clauses[1].do[0], MoveAdjacentStep)
    assert clauses[1].do[1].target.pick == "that"
    move = clauses[2].do[0]
    assert isinstance(move, MoveTilesStep) and move.move_tiles == 1 and move.toward.pick == "closest"
    assert attacks["pounce"].conditions == ["slowed"]


def test_clauses_survive_a_json_round_trip() -> None:
    clauses = CLAUSES.validate_python(WOLF["tactics"])
    again = CLAUSES.validate_json(CLAUSES.dump_json(clauses, by_alias=True))
    assert again == clauses


def test_a_target_is_a_shorthand_or_a_mapping() -> None:
    assert Target.model_validate("each_on_tile") == Target(pick="each", on_tile=True)
    assert Target.model_validate({"pick": "each", "within_tiles": 1}).within_tiles == 1
    with pytest.raises(ValidationError, match="unknown target 'nearest'"):
        Target.model_validate("nearest")


@pytest.mark.parametrize("bad, message", [
    ([{"do": [{"move_tiles": 1}]}], "either `when:` or `otherwise: true`"),
    ([{"when": {"hero_adjacent": True}, "otherwise": True, "do": [{"move_tiles": 1}]}], "either"),
    ([{"otherwise": True, "do": [{"jump": 1}]}], "a step needs one of the keys"),
    ([{"otherwise": True, "do": []}], "at least 1 item"),
    ([{"when": {"hero_near": True}, "do": [{"move_tiles": 1}]}], "Extra inputs are not permitted"),
    ([{"otherwise": True, "do": [{"condition": "frozen"}]}], "slowed"),
    ([{"otherwise": True, "do": [{"say": {"fr": "seul"}}]}], "fr and en"),
])
def test_malformed_tactics_are_refused(bad: list, message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        CLAUSES.validate_python(bad)


def test_an_attack_the_card_does_not_print_is_refused() -> None:
    clauses = CLAUSES.validate_python([{"otherwise": True, "do": [{"attack": "claw"}]}])
    with pytest.raises(ValueError, match="'claw' is not among \\['bite'\\]"):
        check_attacks(clauses, {"bite": Attack(bonus=5, damage=1)})


def test_a_table_die_must_cover_every_face_once() -> None:
    ok = RollStep.model_validate({"roll": 20, "bands": [
        {"lo": 1, "hi": 10, "do": [{"damage": 1}]},
        {"lo": 11, "hi": 15, "do": [{"condition": "slowed"}]},
        {"lo": 16, "hi": 20, "do": [{"treasure": 1}]},
    ]})
    assert [b.hi for b in ok.bands] == [10, 15, 20]
    with pytest.raises(ValidationError, match="cover 1-20 once each"):
        RollStep.model_validate({"roll": 20, "bands": [
            {"lo": 1, "hi": 10, "do": [{"damage": 1}]}, {"lo": 10, "hi": 20, "do": [{"damage": 2}]}]})


def test_encounter_effects_fit_their_kind() -> None:
    trap = EncounterEffects.model_validate({
        "attacks": {"darts": {"bonus": 8, "damage": 1}},
        "tactics": [{"otherwise": True, "do": [{"attack": "darts", "target": "each_on_tile"}]}],
        "disarm": 10,
    })
    trap.check_kind("trap")
    with pytest.raises(ValueError, match="only a trap has `disarm`"):
        trap.check_kind("hazard")
    curse = EncounterEffects.model_validate({
        "modifiers": [{"applies_to": "cursed_hero", "stat": "ac", "amount": -2}],
        "ends": [{"on": "roll", "at_least": 16}],
    })
    curse.check_kind("curse")
    with pytest.raises(ValueError, match="a curse needs `ends`"):
        EncounterEffects(on_draw=[]).check_kind("curse")
    with pytest.raises(ValidationError, match="`at_least` goes with `on: roll` only"):
        EncounterEffects.model_validate({"ends": [{"on": "defeat_monster", "at_least": 16}]})
    with pytest.raises(ValidationError, match="'ray' is not among"):
        EncounterEffects.model_validate({"on_draw": [{"attack": "ray", "target": "active_hero"}]})
    env = EncounterEffects.model_validate({
        "modifiers": [{"applies_to": "monsters", "category": "undead", "stat": "attack", "amount": 2}]})
    env.check_kind("environment")
    with pytest.raises(ValueError, match="an event acts once"):
        env.check_kind("event")
    with pytest.raises(ValueError, match="an event needs `on_draw`"):
        EncounterEffects().check_kind("attack")
    with pytest.raises(ValueError, match="an environment lasts"):
        EncounterEffects(on_draw=[{"damage": 1}]).check_kind("environment")

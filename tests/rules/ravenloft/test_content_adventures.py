"""The adventures: the box's 1, 2, 3, 4, 5 and 10, and ours with the WoA rules."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from rules.ravenloft.content import load_content
from rules.ravenloft.content.adventures import Adventure
from rules.ravenloft.content.loader import _check_adventure


def test_the_shipped_adventures():
    c = load_content()
    numbers = sorted(a.number for a in c.adventures.values() if a.number)
    assert numbers == list(range(1, 14))  # the box's 13
    ours = [a for a in c.adventures.values() if a.number is None]
    assert [a.id for a in ours] == ["the_gloomy_chamber"]


def test_escape_the_tomb_is_solo_on_strahds_crypt():
    a = load_content().adventures["escape_the_tomb"]
    assert a.players == (1, 1) and a.start.tile == "strahds_crypt"
    assert a.stack.bottom == ["secret_stairway"]
    assert [g.kind for g in a.victory] == ["hero_starts_turn_on_tile"]
    assert a.rule("sun_track") is not None and a.events[0].trigger == "sunset"


def test_each_box_adventure_meets_its_public_goal():
    c = load_content()
    goals = {a.number: [(g.kind, g.tile or g.token or g.villain or g.count) for g in a.victory]
             for a in c.adventures.values() if a.number}
    assert goals == {
        1: [("hero_starts_turn_on_tile", "secret_stairway")],
        2: [("monsters_of_tile_defeated", "chapel"), ("token_taken", "icon_of_ravenloft")],
        3: [("villain_defeated", "klak"), ("token_destroyed", "klaks_artifact")],
        4: [("treasures_escaped", 12)],
        5: [("no_hp_tokens_on_tile", "dark_fountain")],
        6: [("token_destroyed", "gravestorms_phylactery"), ("villain_defeated", "gravestorm")],
        10: [("all_heroes_escaped", 0)],
        11: [("villain_defeated", "flesh_golem")],
        # public facts where known (S20 the Hag, S18-S19 the Gauntlet), else ours
        7: [("villain_defeated", "howling_hag")],
        8: [("villain_defeated", "werewolf")],
        9: [("monsters_defeated", 20)],
        12: [("token_escaped", "portrait")],
        13: [("token_taken", "wooden_stake_token"), ("villain_defeated", "strahd")],
    }
    five = c.adventures["the_final_transformation"]
    assert ("villain_defeated", "young_vampire") in [(g.kind, g.villain) for g in five.defeat]
    assert c.adventures["klaks_infernal_artifact"].rule("cancelled_encounter_damage").count == 1


def test_every_adventure_loses_on_a_hero_with_no_surge():
    for a in load_content().adventures.values():
        assert any(g.kind == "hero_defeated" for g in a.defeat)
        assert a.surges == 2  # « Donnez 2 marqueurs Sursaut Héroïque au groupe » (L516)


def test_our_adventure_uses_doors_chambers_and_the_long_corridor():
    c = load_content()
    a = c.adventures["the_gloomy_chamber"]
    assert a.rule("woa") is not None
    stack = [*a.stack.extra, *a.stack.bottom]
    assert "long_corridor" in stack and "gloomy_chamber_access" in a.stack.bottom
    assert any(c.tiles[t].doors for t in stack)
    assert {c.tiles[t].kind for t in a.chamber_tiles} == {"chamber"}
    assert "great_chamber" in a.chamber_tiles
    chamber = c.chambers[a.chamber]
    assert chamber.fill.villains == ["flesh_golem"] and a.bonus in c.bonus_cards


def test_references_are_checked():
    c = load_content()
    data = c.adventures["find_the_icon"].model_dump()
    data["start"]["placed"][0]["at"] = "e"
    with pytest.raises(ValueError, match="'e' is not an exit of start"):
        _check_adventure(c, Adventure.model_validate(data))
    data = c.adventures["find_the_icon"].model_dump()
    data["events"][0]["do"][1]["special"] = "fountain"
    with pytest.raises(ValueError, match="no fountain square on chapel"):
        _check_adventure(c, Adventure.model_validate(data))
    data = c.adventures["find_the_icon"].model_dump()
    data["start"] = {"tile": "chapel", "heroes": "adjacent_to_stairway"}
    with pytest.raises(ValueError, match="chapel has no stairway"):
        _check_adventure(c, Adventure.model_validate(data))
    data = c.adventures["find_the_icon"].model_dump()
    data["defeat"] = [{"kind": "villain_defeated", "villain": "klak", "text": {"fr": "x", "en": "y"}}]
    with pytest.raises(ValidationError, match="no surge loses"):
        Adventure.model_validate(data)


def test_adventures_by_their_number():
    c = load_content()
    assert c.adventure_number(10).id == "blood_and_fog"
    assert c.adventure_number(9).id == "gauntlet_of_terror"
    with pytest.raises(KeyError):
        c.adventure_number(14)

"""Encounter, treasure and adventure-treasure cards, and tokens: counts and public numbers."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from rules.ravenloft.content import load_content
from rules.ravenloft.content.cards import Encounter, Treasure
from rules.ravenloft.tactics.language import DamageStep, HeroAttacksStep, RollStep


def test_sixty_encounters_split_as_the_card_list():
    c = load_content()
    deck = c.encounter_deck()
    assert len(deck) == 60
    kinds = Counter(c.encounters[e].kind for e in deck)
    assert kinds == {"event": 30, "attack": 15, "environment": 8, "trap": 7}  # S3
    copies = {e.id: e.copies for e in c.encounters.values() if e.copies > 1}
    assert copies == {"frenzy": 2, "neglected_passage": 2, "overrun": 2,
                      "passage_of_time": 2, "ambush": 2}
    # an event and an environment share the name Spirit of Doom (S2, S3; research C4)
    doom = [e for e in c.encounters.values() if e.name.en == "Spirit of Doom"]
    assert sorted(e.kind for e in doom) == ["environment", "event"]


def test_our_woa_cards_are_apart_from_the_box_deck():
    c = load_content()
    woa = Counter(c.encounters[e].kind for e in c.encounter_deck(woa=True)) - Counter(
        c.encounters[e].kind for e in c.encounter_deck())
    assert woa == {"curse": 3, "hazard": 2, "attack": 1}
    assert all(c.encounters[e].source.startswith("ours")
               for e in c.encounter_deck(woa=True) if c.encounters[e].set == "woa")


def test_encounter_numbers_from_public_sources():
    c = load_content()
    ghost = c.encounters["prowling_ghost"].effects.attacks["ghostly_touch"]
    assert (ghost.bonus, ghost.damage) == (9, 1)  # S14
    assert c.encounters["howling_ghost"].effects.attacks["shriek"].damage == 2  # S15
    fire = c.encounters["fire_trap"].effects.tactics[0].do[0]
    assert isinstance(fire, DamageStep) and fire.damage == 2 and fire.target.on_tile  # S2
    time = c.encounters["passage_of_time"].effects.on_draw[0]
    assert isinstance(time, DamageStep) and (time.damage, time.target.pick) == (1, "each")
    chest = c.encounters["treasure_chest"].effects.on_draw[0]
    assert isinstance(chest, RollStep)
    assert [(b.lo, b.hi) for b in chest.bands] == [(1, 10), (11, 15), (16, 20)]  # S2
    mists = c.encounters["haunted_mists"].effects.modifiers
    assert [(m.applies_to, m.stat, m.amount, m.category) for m in mists] == [
        ("monsters", "attack", 2, "undead")]
    # the seed's FAQ (L153-159): Strahd's Whispers makes the active hero attack a hero
    whisper = c.encounters["strahds_whispers"].effects.on_draw[0]
    assert isinstance(whisper, HeroAttacksStep) and whisper.hero_attacks.pick == "closest"


def test_every_trap_has_a_disarm_value_and_only_traps():
    c = load_content()
    disarm = {e.id: e.effects.disarm for e in c.encounters.values() if e.kind == "trap"}
    assert disarm == {"alarm": 10, "crossbow_turret": 12, "crushing_walls": 13, "dart_trap": 10,
                      "fire_trap": 14, "sliding_walls": 12, "spear_gauntlet": 11}
    data = c.encounters["overrun"].model_dump(by_alias=True, exclude_none=True)
    data["effects"]["disarm"] = 10
    with pytest.raises(ValidationError, match=r"overrun \(event\): only a trap has `disarm`"):
        Encounter.model_validate(data)


def test_curses_end_as_the_seed_says():
    c = load_content()
    ends = {e.id: [(r.on, r.at_least, r.at) for r in e.effects.ends]
            for e in c.encounters.values() if e.kind == "curse"}
    # « jusqu'à ce que vous terrassiez un Monstre ou que vous obteniez un 16 ou plus » (L649)
    assert ends["curse_of_frailty"] == [("roll", 16, "turn_end")]
    assert ends["curse_of_bloodthirst"] == [("defeat_monster", None, "turn_end")]


def test_forty_five_treasures_and_ten_adventure_treasures():
    c = load_content()
    deck = c.treasure_deck()
    assert len(deck) == 45  # S3, S12 (research A20)
    assert Counter(c.treasures[t].kind for t in deck) == {"blessing": 5, "fortune": 20, "item": 20}
    assert sum(a.copies for a in c.adventure_treasures.values()) == 10
    assert deck.count("lucky_charm") == 3 and deck.count("breath_of_life") == 3
    elixir = c.treasures["dragons_breath_elixir"].attack
    assert elixir is not None and (elixir.bonus, elixir.damage) == (4, 1)
    stake = c.adventure_treasures["wooden_stake"].attack
    assert stake is not None and (stake.bonus, stake.damage, stake.versus) == (5, 3, "vampire")
    # seed L147: Thieves' Tools +4 to disarm; L695: Level Up for 5 XP
    assert c.treasures["thieves_tools"].effects[0].amount == 4
    assert c.treasures["level_up"].effects[0].amount == 5
    assert c.treasures["harrowed_experience"].effects[0].kind == "xp"
    # deck-manipulating cards for the Strahd player (research A45)
    assert {t.id for t in c.treasures.values() if t.deck_view} == {
        "crystal_ball", "distant_sounds", "glimpse_of_the_future", "moments_respite", "eagle_eyes"}


def test_an_item_played_at_once_is_refused():
    data = load_content().treasures["magic_sword"].model_dump()
    data["use"] = "immediately"
    with pytest.raises(ValidationError, match="items are kept"):
        Treasure.model_validate(data)


def test_tokens_of_the_box():
    c = load_content()
    box = {t.id: t for t in c.tokens.values() if t.set == "box"}
    assert box["monster_token"].count == 40 and box["hp_token"].count == 70
    assert box["coffin"].count == 10 and box["healing_surge"].count == 5
    assert box["condition_marker"].count == 10 and box["cloud"].count == 3
    assert sum(1 for t in box.values() if t.kind == "item") == 15  # S11
    markers = [t for t in box.values() if t.kind == "marker"]
    assert len(markers) == 14  # 12 encounter markers + Dragon's Breath + Mistform (S11)
    faces = {f.id: f.count for f in box["monster_token"].faces}
    assert faces == {"none": 8, "one": 14, "two": 12, "three": 6}  # ours (research A30)
    assert box["klaks_artifact"].object is not None
    door = c.tokens["door"]
    assert {f.id: f.count for f in door.faces} == {"unlocked": 4, "trapped": 2, "locked": 2}

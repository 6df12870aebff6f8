"""Castle Ravenloft content: counts, the public numbers, sources, texts and cross-references."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from rules.ravenloft.content import POWER_KINDS, Hero, Monster, load_content
from rules.ravenloft.content.catalog import catalog_path, catalog_text, messages
from rules.ravenloft.tactics.language import AttackStep, MoveTilesStep, PlaceHeroStep

# /work/shared/RULINGS.md (S2): AC, HP, speed, surge value
HEROES = {
    "allisa": (15, 8, 6, 4), "arjhan": (17, 10, 5, 5), "immeril": (14, 6, 6, 3),
    "kat": (14, 8, 6, 4), "thorgrim": (17, 10, 5, 5),
}
# /work/shared/RULINGS.md: AC/HP/XP
MONSTERS = {
    "zombie": (11, 1, 1), "ghoul": (16, 1, 2), "wolf": (14, 1, 1), "rat_swarm": (12, 1, 1),
    "gargoyle": (16, 2, 3), "spider": (15, 1, 2), "skeleton": (16, 1, 2),
    "kobold_skirmisher": (13, 1, 1), "blazing_skeleton": (13, 2, 2), "wraith": (15, 2, 3),
}


def test_loaded_once():
    assert load_content() is load_content()


def test_heroes_both_sides_match_the_public_stats():
    c = load_content()
    assert set(c.heroes) == set(HEROES)
    for hid, (ac, hp, speed, surge) in HEROES.items():
        one, two = c.heroes[hid].side(1), c.heroes[hid].side(2)
        assert (one.ac, one.hp, one.speed, one.surge) == (ac, hp, speed, surge)
        # level 2: +1 AC, +2 HP, +1 surge value, one more daily, a critical (seed L691-693, S8)
        assert (two.ac, two.hp, two.speed, two.surge) == (ac + 1, hp + 2, speed, surge + 1)
        assert two.daily == one.daily + 1 and two.critical_damage == 1
    assert c.heroes["kat"].ability.amount == 5  # Trap Expert, S2/S27
    assert c.heroes["allisa"].side(1).at_will + c.heroes["allisa"].side(1).daily \
        + c.heroes["allisa"].side(1).utility == 4  # "Allisa only has 4" (S15, S20)


def test_fifty_powers_ten_per_hero_and_the_fixed_cards():
    c = load_content()
    assert len(c.powers) == 50
    for hid in HEROES:
        assert len(c.hero_powers(hid)) == 10
    fixed = {p.id for p in c.powers.values() if p.fixed}
    assert fixed == {"healing_word", "dragons_breath", "sneak_attack", "fey_step"}
    assert {p.id for p in c.powers.values() if p.race} == {"dragons_breath", "fey_step"}
    counts = {k: sum(1 for p in c.powers.values() if p.kind == k) for k in POWER_KINDS}
    assert counts == {"at_will": 16, "daily": 16, "utility": 18}


def test_powers_numbers_from_the_card_list():
    c = load_content()
    numbers = {pid: (p.attack.bonus, p.attack.damage, p.attack.miss)
               for pid, p in c.powers.items() if p.attack}
    assert numbers["cleave"] == (6, 1, 0)
    assert numbers["magic_missile"] == (8, 1, 0)
    assert numbers["flame_strike"] == (6, 3, 1)
    assert numbers["precise_strike"] == (11, 2, 0)
    assert numbers["dragons_breath"] == (4, 1, 0)
    assert len(numbers) == 30  # every attack card but Careful Attack (automatic) and Freezing Cloud
    # seed FAQ L161-165: Healing Word heals the surge value, whatever the distance
    hw = c.powers["healing_word"]
    assert hw.target.kind == "hero" and hw.target.tiles == 0 and hw.effects[0].amount == 0
    assert c.powers["magic_missile"].target.tiles == 3


def test_starting_hands_follow_the_hero_cards():
    c = load_content()
    for hid in HEROES:
        hand = c.starting_hand(hid)
        side = c.heroes[hid].side(1)
        assert [sum(p.kind == k for p in hand) for k in POWER_KINDS] == [
            side.at_will, side.daily, side.utility]
        assert all(p.hero == hid for p in hand)


def test_ten_monster_types_thirty_cards_with_their_numbers():
    c = load_content()
    assert len(c.monsters) == 10 and len(c.monster_deck()) == 30
    for mid, (ac, hp, xp) in MONSTERS.items():
        m = c.monsters[mid]
        assert (m.ac, m.hp, m.xp) == (ac, hp, xp)
    assert sorted(m.xp for m in c.monsters.values()) == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3]
    wolf = c.monsters["wolf"]
    pounce = wolf.attacks["pounce"]
    assert (pounce.bonus, pounce.damage, pounce.conditions) == (7, 1, ["slowed"])
    assert c.monsters["ghoul"].attacks["paralyzing_claw"].conditions == ["immobilized"]
    gar = c.monsters["gargoyle"].attacks["whirlwind_of_claws"]
    assert (gar.bonus, gar.damage, gar.miss_damage) == (8, 2, 1)
    assert c.monsters["zombie"].attacks["rotting_fist"].damage_per == "monster_on_tile"


def test_every_monster_ends_with_otherwise_and_uses_its_own_attacks():
    c = load_content()
    for m in c.monsters.values():
        assert m.tactics[-1].otherwise
        used = {s.attack for t in m.tactics for s in t.do if isinstance(s, AttackStep)}
        assert used and used <= set(m.attacks)


def test_a_tactic_naming_an_unknown_attack_is_refused():
    wolf = load_content().monsters["wolf"].model_dump(by_alias=True, exclude_none=True)
    wolf["tactics"][0]["do"] = [{"attack": "claw", "target": "adjacent_closest"}]
    with pytest.raises(ValidationError, match="attack 'claw' is not among"):
        Monster.model_validate(wolf)
    wolf = load_content().monsters["wolf"].model_dump(by_alias=True, exclude_none=True)
    wolf["tactics"] = wolf["tactics"][:1]
    with pytest.raises(ValidationError, match="its last clause is its 'otherwise'"):
        Monster.model_validate(wolf)


def test_villains_levels_and_numbers():
    c = load_content()
    stats = {v.id: (v.type, v.level, v.ac, v.hp) for v in c.villains.values()}
    assert stats == {
        "strahd": ("vampire", 6, 19, 12), "gravestorm": ("undead", 6, 14, 20),
        "zombie_dragon": ("undead", 5, 13, 13), "young_vampire": ("undead", 5, 16, 8),
        "werewolf": ("animal", 5, 15, 5), "howling_hag": ("fey", 5, 15, 10),
        "klak": ("reptile", 5, 14, 6), "flesh_golem": ("undead", 5, 14, 10),
    }
    strahd = c.villains["strahd"]
    last = strahd.tactics[-1].do
    assert strahd.xp == 6 and isinstance(last[0], MoveTilesStep) and last[0].move_tiles == 2
    assert c.villains["young_vampire"].figure == "strahd"
    assert c.villains["werewolf"].regeneration == 1
    # S19: the Zombie Dragon pushes the hero it hits 1 tile
    bite = c.villains["zombie_dragon"].tactics[0].do
    push = bite[1]
    assert isinstance(push, PlaceHeroStep)
    assert (push.place_hero.pick, push.to, push.tiles, push.only_if) == ("that", "away", 1, "hit")


def test_a_level_two_side_must_gain_two_hp():
    data = load_content().heroes["kat"].model_dump()
    data["sides"][1]["hp"] = 9
    with pytest.raises(ValidationError, match="level 2 gains 2 HP"):
        Hero.model_validate(data)


def test_every_entry_has_a_source_and_both_languages():
    c = load_content()
    entries = [*c.heroes.values(), *c.powers.values(), *c.monsters.values(),
               *c.villains.values(), *c.tiles.values(), *c.encounters.values(),
               *c.treasures.values(), *c.adventure_treasures.values(), *c.tokens.values(),
               *c.adventures.values(), *c.chambers.values(), *c.bonus_cards.values()]
    assert len(entries) == 5 + 50 + 10 + 8 + 50 + 61 + 37 + 9 + 44 + 14 + 1 + 1
    assert all(e.source.strip() for e in entries)
    texts = messages(c)
    assert all(t.fr.strip() and t.en.strip() for t in texts.values())
    # card texts are translated, not copied (names may be the same in both languages)
    long_texts = [t for mid, t in texts.items() if (not mid.startswith("val-") or "-text-" in mid) and len(t.en) > 30]
    assert len(long_texts) == 312 and all(t.fr != t.en for t in long_texts)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_generated_catalogs_are_up_to_date(lang):
    assert catalog_path(lang).read_text(encoding="utf-8") == catalog_text(load_content(), lang)


def test_names_read_through_the_catalogs():
    from rules.core import i18n

    assert i18n.t("fr", "val-cr-monster-rat-swarm") == "Nuée de Rats"
    assert i18n.t("en", "val-cr-power-text-healing-word").startswith("During your hero phase")
    # a list parameter of content ids reads as names in each language
    assert i18n._arg(["cr-monster-wolf", "cr-hero-kat"], "fr") == "Loup, Kat"
    assert i18n._arg(["cr-villain-strahd"], "en") == "Count Strahd von Zarovich"


def test_two_texts_never_share_a_message_id():
    from rules.ravenloft.content import Text
    from rules.ravenloft.content.catalog import _add

    out = {"val-cr-hero-kat": Text(fr="Kat", en="Kat")}
    with pytest.raises(ValueError, match="val-cr-hero-kat"):
        _add(out, "val-cr-hero-kat", Text(fr="Autre", en="Other"))


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_name_is_in_the_bundle(lang):
    from rules.core import i18n

    ids = [m for m in messages(load_content()) if m.startswith("val-cr-")]
    # 5 heroes, 50 powers, 10 monsters, 8 villains, 50 tiles, 61 encounters, 37 + 9 treasures,
    # 44 tokens and their 20 faces, 14 adventures, 1 chamber, 1 bonus card; and the texts of the
    # 50 powers, 61 encounters and 37 + 9 treasures, read when drawn
    assert len(ids) == 310 + 50 + 61 + 37 + 9
    assert all(i18n.has(lang, m) for m in ids)

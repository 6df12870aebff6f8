"""The Barkam system's other levelling (seed L379-429): the 23-level table, row by row."""

import pytest

from rules.core import RuleError
from rules.ravenloft.commands import LevelUp, Pass
from rules.ravenloft.variants.barkam import encounters as barkam_encounters
from rules.ravenloft.variants.barkam import levels as barkam_levels
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice, new


def act(state, action, *faces):
    t = GAME.apply(state, state.heroes[state.turn.hero].seat, action, Dice(*faces))
    return t.state, t.events


def codes(events):
    return [e.code for e in events]


SEED_TABLE = {2: "hp", 3: "refresh", 4: "surge", 5: "treasure", 6: "ac", 7: "refresh", 8: "utility", 9: "treasure",
              10: "hp", 11: "refresh", 12: "surge", 13: "treasure", 14: "daily", 15: "refresh", 16: "ac",
              17: "treasure", 18: "hp", 19: "refresh", 20: "treasure", 21: "at_will", 22: "surge",
              23: "refresh_on_20"}


def test_the_23_level_table_is_the_seeds_row_by_row():
    """L387-429, one row a level."""
    t = barkam_levels.table()
    assert {r.level: r.gain for r in t.levels} == SEED_TABLE
    assert [r.line for r in t.levels] == list(range(387, 430, 2)) and t.heal == 3


def test_climbing_the_table_gives_each_rows_reward():
    s = new(1, ["immeril"], adventure="2", variants=["barkam23"])
    h = s.heroes[0]
    hp, ac, surge, powers = h.max_hp, h.ac, h.surge_value, len(h.powers)
    for p in h.powers:
        p.used = True
    rng = Dice()
    for level in range(2, 24):
        ev = barkam_levels.gain_level(s, CAT, 0, rng)
        assert h.level == level and ev[0].code == "cr-barkam-level"
        if level == 3:
            assert not any(p.used for p in h.powers if CAT.powers[p.id].kind in ("daily", "utility"))
    assert h.max_hp == hp + 3 and h.hp == h.max_hp  # levels 2, 10, 18
    assert h.ac == ac + 2 and h.surge_value == surge + 3  # 6, 16; 4, 12, 22
    assert h.treasures == 5  # 5, 9, 13, 17, 20
    assert len(h.powers) >= powers  # a power when the class has one left
    with pytest.raises(RuleError):
        barkam_levels.gain_level(s, CAT, 0, rng)


def test_at_level_23_a_natural_20_turns_the_used_powers_up():
    s = new(1, ["immeril"], adventure="2", variants=["barkam23"])
    h = s.heroes[0]
    h.level = 23
    for p in h.powers:
        p.used = True
    ev = barkam_encounters.offer_level(s, CAT, 0)
    assert codes(ev) == ["cr-barkam-refreshed"]
    assert [p.used for p in h.powers if CAT.powers[p.id].kind == "at_will"] == [True] * sum(
        1 for p in h.powers if CAT.powers[p.id].kind == "at_will")


def test_a_natural_20_with_the_table_offers_3_hp_or_the_next_level():
    """L381-385: « récupérer 3 HP perdus … ou monter de niveau »."""
    s = new(1, ["immeril"], adventure="2", variants=["barkam23"])
    s.xp_pile = ["gargoyle#1", "wraith#1"]
    s.heroes[0].hp = 2
    barkam_encounters.offer_level(s, CAT, 0)
    assert [(o.command, o.args) for o in GAME.prompts(s)[0].options] == [
        ("levelup", {}), ("levelup", {"daily": "heal"}), ("pass", {})]
    s, _ = act(s, LevelUp(daily="heal"))
    assert s.heroes[0].hp == 5 and s.heroes[0].level == 1 and s.xp_pile == []
    s.xp_pile = ["gargoyle#1", "wraith#1"]
    barkam_encounters.offer_level(s, CAT, 0)
    s, _ = act(s, LevelUp())
    assert s.heroes[0].level == 2 and s.heroes[0].max_hp == 7
    s.xp_pile = ["gargoyle#1", "wraith#1"]
    barkam_encounters.offer_level(s, CAT, 0)
    s, _ = act(s, Pass())  # declined: nothing paid, nothing gained
    assert s.heroes[0].level == 2 and len(s.xp_pile) == 2 and not s.pending



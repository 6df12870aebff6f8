"""The five kinds of encounter card and their replacement rules (seed L647-687), with scripted dice."""

from __future__ import annotations

import pytest

from rules.core import RuleError
from rules.ravenloft.encounters import (
    end_curses,
    forbidden,
    hero_modifier,
    resolve,
    run_triggers,
)

from .test_villain_phase import DART_TRAP, PASSAGE_OF_TIME, card, table
from .villain_world import Scripted

TREASURE_CHEST = card("treasure_chest", "event", on_draw=[{"roll": 20, "bands": [
    {"lo": 1, "hi": 10, "do": [{"damage": 1, "target": "active_hero"}]},
    {"lo": 11, "hi": 15, "do": [{"say": {"fr": "Vide.", "en": "Empty."}}]},
    {"lo": 16, "hi": 20, "do": [{"treasure": 1}]},
]}])
OVERRUN = card("overrun", "event", on_draw=[{"damage": 1, "target": "each_hero", "per": "monster_controlled"}])
WHISPERS = card("strahds_whispers", "event", on_draw=[{"hero_attacks": "closest"}])
HOWLING_GHOST = card("howling_ghost", "attack", attacks={"wail": {"bonus": 8, "damage": 2}},
                     on_draw=[{"attack": "wail", "target": "each_on_tile"}])
MISTS = card("haunted_mists", "environment",
             modifiers=[{"applies_to": "monsters", "category": "undead", "stat": "attack", "amount": 2}])
MIASMA = card("crippling_miasma", "environment", modifiers=[{"applies_to": "heroes", "stat": "speed", "amount": -1}],
              triggers=[{"at": "hero_phase_end", "do": [{"damage": 1, "target": "active_hero"}]}])
CURSE = card("curse_of_fear", "curse", modifiers=[{"applies_to": "cursed_hero", "forbid": "attack"}],
             ends=[{"on": "defeat_monster"}, {"on": "roll", "at_least": 16, "at": "turn_end"}])
PIT = card("pit", "hazard", on_draw=[{"damage": 1, "target": "each_on_tile"}])
ALARM = card("alarm", "trap", disarm=12, tactics=[{"otherwise": True, "do": [{"spawn_monster": 1}]}])


def with_cards(*cards, **kw):
    t = table(**kw)
    for c in cards:
        t.cards[c.id] = c
    return t


@pytest.mark.parametrize("roll, expected", [(10, [("damage", "kat", 1)]), (11, []), (15, []), (16, [("treasure", 1)])])
def test_an_event_rolls_its_table_and_is_discarded(roll, expected) -> None:
    t = with_cards(TREASURE_CHEST)
    res = resolve(t, TREASURE_CHEST, Scripted([roll]))
    assert t.log == expected + [("discard-encounter", "treasure_chest")]
    assert any(e.code == "cr-table-roll" and e.params == {"sides": 20, "roll": roll} for e in res.events)


def test_overrun_hurts_each_hero_by_the_monster_cards_they_hold() -> None:
    t = with_cards(OVERRUN)
    t.hero["kat"].monsters, t.hero["allisa"].monsters = 2, 0
    resolve(t, OVERRUN, Scripted([]))
    assert t.log == [("damage", "kat", 2), ("discard-encounter", "overrun")]


def test_strahds_whispers_make_the_active_hero_attack_the_closest_other_hero() -> None:
    t = with_cards(WHISPERS)
    resolve(t, WHISPERS, Scripted([]))
    assert t.log[0] == ("hero-attacks", "kat", "allisa")


def test_an_event_attack_rolls_against_each_hero_on_the_active_heros_tile() -> None:
    t = with_cards(HOWLING_GHOST)
    res = resolve(t, HOWLING_GHOST, Scripted([6, 7]))  # Kat 14 >= 14 hit; Allisa 15 >= 15 hit
    assert t.log == [("damage", "kat", 2), ("damage", "allisa", 2), ("discard-encounter", "howling_ghost")]
    assert [e.params["total"] for e in res.events if e.code == "cr-monster-attack"] == [14, 15]


def test_a_new_environment_replaces_the_one_in_play() -> None:
    t = with_cards(MISTS, MIASMA)
    resolve(t, MISTS, Scripted([]))
    assert t.env == "haunted_mists"
    res = resolve(t, MIASMA, Scripted([]))
    assert t.env == "crippling_miasma" and t.discards == ["haunted_mists"]
    assert any(e.code == "cr-environment-replaced" for e in res.events)
    assert hero_modifier(t, "allisa", "speed") == -1
    events = run_triggers(t, "hero_phase_end", Scripted([]))
    assert t.log[-1] == ("damage", "kat", 1) and events[0].code == "cr-hero-damaged"
    assert run_triggers(t, "turn_end", Scripted([])) == []


def test_a_curse_sits_on_the_active_hero_until_its_end() -> None:
    t = with_cards(CURSE)
    resolve(t, CURSE, Scripted([]))
    assert t.cursed == [("curse_of_fear", "kat")]
    assert forbidden(t, "kat", "attack") and not forbidden(t, "allisa", "attack")
    assert end_curses(t, "kat", "roll", Scripted([15]), at="turn_end")[0].params["result"] == "no"
    assert t.cursed == [("curse_of_fear", "kat")]
    events = end_curses(t, "kat", "roll", Scripted([16]), at="turn_end")
    assert [e.code for e in events] == ["cr-curse-roll", "cr-curse-ended"] and t.cursed == []
    resolve(t, CURSE, Scripted([]))
    assert end_curses(t, "allisa", "defeat_monster", Scripted([])) == []
    assert end_curses(t, "kat", "defeat_monster", Scripted([]))[0].code == "cr-curse-ended"


def test_a_trap_joins_the_active_players_cards_and_a_second_one_on_the_tile_is_redrawn() -> None:
    t = with_cards(ALARM, held={"kat": []})
    res = resolve(t, DART_TRAP, Scripted([]))
    assert not res.redraw
    assert [(h.card, h.tile, h.owner) for h in t.held["kat"]] == [("dart_trap", "t0", "kat")]
    res = resolve(t, ALARM, Scripted([]))
    assert res.redraw and t.discards == ["alarm"] and len(t.held["kat"]) == 1
    # the second trap never enters play: only its discard is told
    assert [e.code for e in res.events] == ["cr-encounter-redraw"]
    # elsewhere the alarm is placed
    t.hero["kat"].square = (5, 1)
    assert not resolve(t, ALARM, Scripted([])).redraw
    assert [(h.card, h.tile) for h in t.held["kat"]] == [("dart_trap", "t0"), ("alarm", "t1")]


def test_a_hazard_on_a_tile_blocks_a_second_hazard_but_not_a_trap() -> None:
    t = with_cards(PIT, held={"kat": []})
    resolve(t, PIT, Scripted([]))
    assert t.log == [("damage", "kat", 1), ("damage", "allisa", 1)]
    assert resolve(t, PIT, Scripted([])).redraw
    assert not resolve(t, DART_TRAP, Scripted([])).redraw


def test_disarming_is_the_engines_attack_and_needs_the_cards_value() -> None:
    """The one path: ``/cr disarm`` (hero_phase.disarm) on the trap's tile, d20 + bonuses >=
    the card's value (the toy catalog's Dart Trap: 15) discards card and marker."""
    from rules.ravenloft.commands import Disarm
    from rules.ravenloft.state import Token

    from .engine_helpers import GAME, Dice, new

    s = new(1, ["allisa"], adventure="2")
    allisa = s.heroes[0]
    s.tokens.append(Token(uid=s.uid(), kind="trap", id="dart_trap", square=allisa.square))
    allisa.cards.append("dart_trap#1")
    failed = GAME.apply(s, 0, Disarm(), Dice(14))
    assert [e.params["success"] for e in failed.events if e.code == "cr-disarm"] == [False]
    assert "dart_trap#1" in failed.state.heroes[0].cards and failed.state.turn.actions == ["attack"]
    done = GAME.apply(s, 0, Disarm(), Dice(15))
    assert [e.params["total"] for e in done.events if e.code == "cr-disarm"] == [15]
    assert done.state.heroes[0].cards == [] and done.state.encounters.discard == ["dart_trap#1"]
    assert all(tok.kind != "trap" for tok in done.state.tokens)
    assert allisa.square == (3, 1)
    s.tokens[-1].square = (6, 1)  # on the other half of the Start tile
    with pytest.raises(RuleError) as err:
        GAME.apply(s, 0, Disarm(), Dice(20))
    assert err.value.code == "cr-no-trap-here"


@pytest.mark.parametrize("pile, expected", [
    (["zombie#1", "wolf#1", "gargoyle#1", "zombie#2", "wolf#2"], ["zombie#1", "wolf#1", "gargoyle#1"]),
    (["gargoyle#1", "gargoyle#2"], ["gargoyle#1", "gargoyle#2"]),  # 6: 1 lost, no better
    (["strahd", "zombie#1"], ["strahd"]),  # 6 (1 lost) beats 7
    (["zombie#1", "wolf#1", "zombie#2"], None),
])
def test_the_engine_proposes_the_xp_cards_with_the_least_excess(pile, expected) -> None:
    from rules.ravenloft.xp import propose

    from .engine_helpers import CAT, new

    s = new(1, ["kat"], adventure="2")
    s.xp_pile = list(pile)
    assert propose(s, CAT) == expected


def test_an_event_in_the_villain_phase_is_the_passage_of_time() -> None:
    t = table()
    resolve(t, PASSAGE_OF_TIME, Scripted([]))
    assert t.log == [("damage", "kat", 1), ("damage", "allisa", 1), ("discard-encounter", "passage_of_time")]

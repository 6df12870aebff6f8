"""The villain phase on the engine's state: the content's tactics, the prompts, ``/cr why``."""

from __future__ import annotations

from dataclasses import replace

import pytest

pytest.importorskip("rules.ravenloft.state")

from rules.core.i18n import t
from rules.ravenloft.commands import Cancel, Give, Pass
from rules.ravenloft.game import Ravenloft
from rules.ravenloft.state import Figure
from rules.ravenloft.villain_phase import run_villain_phase

from .engine_helpers import CAT, Dice, new

# the engine's rule tests run a quiet villain phase; these run the real one
GAME = Ravenloft(replace(CAT, villain=None))


def villain_turn(s, placed=True):
    s.turn.phase = "villain"
    s.turn.villain_step = 0
    s.turn.placed = [1] if placed else []
    s.turn.black = False
    return s


def zombie(s, sq, uid=900, holder=0):
    s.figures.append(Figure(uid=uid, kind="zombie", square=sq, card="zombie#1"))
    s.heroes[holder].cards.append("zombie#1")


def why_text(s, lang="en"):
    info = GAME.info(s, None, "why", {})
    return [t(lang, f"ev-{e.code}", {"player": "p0", **e.params}) for e in info.events]


def test_the_zombie_attacks_kat_by_turn_order_and_why_says_so() -> None:
    s = villain_turn(new(2, ["kat", "allisa"], adventure="2"))  # Kat D2, Allisa E2
    zombie(s, (3, 2))  # D3: next to both
    events = run_villain_phase(s, Dice(9), GAME.cat)  # 9 + 5 = 14 >= Kat's AC 14
    assert (s.heroes[0].hp, s.heroes[1].hp) == (7, 8)
    line = next(e for e in events if e.code == "cr-act-attack")
    assert t("en", "ev-cr-act-attack", line.params) == (
        "Zombie attacks Kat (adjacent to a hero; Allisa too, tie broken by turn order)")
    assert t("fr", "ev-cr-act-attack", line.params) == (
        "Zombie attaque Kat (adjacent à un héros ; Allisa aussi, égalité départagée par l'ordre du tour)")
    why = why_text(s)
    assert why[0] == "— Zombie (monster, p0's card)"
    assert "adjacent to a hero? yes (Kat, Allisa)" in why
    assert "target: Kat; Allisa too, tie broken by turn order (rule T2)" in why
    assert "Rotting Fist on Kat: d20 9 + 5 = 14 against AC 14: hit, 1 damage" in why
    assert s.turn.villain_step // 1_000_000 == 4  # done


def test_a_zombie_far_away_walks_one_tile_toward_the_closest_hero() -> None:
    s = villain_turn(new(1, ["kat"], adventure="2"))
    from rules.ravenloft.exploration import place

    place(s, GAME.cat, "room", ((1, 0), 1))  # a room east of the start tile's east half
    s.turn.black = False  # (as if the tile were white: no encounter)
    zombie(s, (10, 1))
    run_villain_phase(s, Dice(), GAME.cat)
    assert s.figures[0].square[0] // 4 == 1  # onto the start tile's east half, 1 tile
    assert any("moves to" in line for line in why_text(s))


def test_an_encounter_is_drawn_when_no_tile_was_placed_and_the_party_may_cancel_it() -> None:
    s = villain_turn(new(1, ["kat"], adventure="2"), placed=False)
    s.encounters.cards = ["dart_trap#1"]
    s.xp_pile = ["gargoyle#1", "wraith#1"]  # 6 XP
    events = run_villain_phase(s, Dice(), GAME.cat)
    assert [e.code for e in events] == ["cr-encounter-drawn"]
    assert [(p.kind, p.card) for p in s.pending] == [("encounter-cancel", "dart_trap#1")]
    out = GAME.apply(s, 0, Cancel(), Dice())
    s2 = out.state
    assert s2.pending == [] and s2.encounters.discard == ["dart_trap#1"] and s2.xp_pile == []
    assert all(tok.kind != "trap" for tok in s2.tokens)
    # kept instead: the trap's marker goes on Kat's tile and the card in front of her
    out = GAME.apply(s, 0, Pass(), Dice())
    s3 = out.state
    assert [tok.id for tok in s3.tokens if tok.kind == "trap"] == ["dart_trap"]
    assert "dart_trap#1" in s3.heroes[0].cards


def test_no_prompt_when_the_party_cannot_pay() -> None:
    s = villain_turn(new(1, ["kat"], adventure="2"), placed=False)
    s.encounters.cards = ["dart_trap#1"]
    s.xp_pile = ["zombie#2"]
    run_villain_phase(s, Dice(), GAME.cat)
    assert s.pending == [] and "dart_trap#1" in s.heroes[0].cards


def test_the_players_break_the_tie_when_the_table_says_so() -> None:
    s = villain_turn(new(2, ["kat", "allisa"], adventure="2"))
    s.flags["cr-ties"] = "choose"
    zombie(s, (3, 2))
    run_villain_phase(s, Dice(), GAME.cat)
    assert [p.kind for p in s.pending] == ["tie"]
    prompt = GAME.prompts(s)[0]
    assert prompt.kind == "cr-tie" and prompt.seat == 0
    assert t("en", "prompt-cr-tie", {"player": "p0", **prompt.params}) == (
        "p0, Zombie may target Kat (p0), Allisa (p1) (rule T2): the players choose")  # heroes with their players
    legal = GAME.legal_actions(s, 0)
    assert legal == [Give(to="allisa"), Give(to="kat")]  # the documented pick last: the absent player's
    out = GAME.apply(s, 0, Give(to="allisa"), Dice(10))  # 10 + 5 = 15 >= Allisa's AC 15
    s2 = out.state
    assert (s2.heroes[0].hp, s2.heroes[1].hp) == (8, 7)
    assert any("chosen by the players" in line for line in why_text(s2))


def test_same_state_and_dice_same_villain_phase() -> None:
    outs = []
    for _ in range(2):
        s = villain_turn(new(3, ["kat", "allisa", "arjhan"], adventure="2"))
        zombie(s, (3, 2))
        events = run_villain_phase(s, Dice(12), GAME.cat)
        outs.append((s.model_dump(), [e.model_dump() for e in events]))
    assert outs[0] == outs[1]


def test_the_engines_entry_points_for_lasting_cards(monkeypatch) -> None:
    """Environments and curses seen from the hero phase: modifiers, forbidden actions, their
    moments and the curses that end when the hero defeats a monster."""
    import rules.ravenloft.tactics.table as table
    from rules.ravenloft.encounters import (
        at_moment,
        hero_did,
        hero_forbidden,
        hero_lasting,
    )
    from rules.ravenloft.tactics.language import EncounterEffects

    fear = EncounterEffects.model_validate({
        "modifiers": [{"applies_to": "cursed_hero", "forbid": "attack"},
                      {"applies_to": "cursed_hero", "stat": "speed", "amount": -2}],
        "triggers": [{"at": "hero_phase_start", "cursed_only": True, "do": [{"damage": 1, "target": "active_hero"}]}],
        "ends": [{"on": "defeat_monster"}]})
    real = table.encounter_effects
    monkeypatch.setattr(table, "encounter_effects", lambda kind: fear if kind == "fear" else real(kind))
    s = new(2, ["kat", "allisa"], adventure="2")
    s.heroes[0].curses = ["fear#1"]
    assert hero_forbidden(s, GAME.cat, 0, "attack") and not hero_forbidden(s, GAME.cat, 1, "attack")
    assert hero_lasting(s, GAME.cat, 0, "speed") == -2 and hero_lasting(s, GAME.cat, 1, "speed") == 0
    at_moment(s, GAME.cat, "hero_phase_start", Dice())
    assert s.heroes[0].hp == 7
    assert [e.code for e in hero_did(s, GAME.cat, 0, "defeat_monster", Dice())] == ["cr-curse-ended"]
    assert s.heroes[0].curses == [] and s.encounters.discard[-1] == "fear#1"

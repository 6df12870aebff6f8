"""The villain phase: its order (B21-B23), the cancel prompt (B55), the players' ties, resuming."""

from __future__ import annotations

import copy

from rules.ravenloft.tactics.language import EncounterEffects
from rules.ravenloft.tactics.world import EncounterCard, HeldCard
from rules.ravenloft.villain_phase import advance, start

from .test_tactics_interpreter import (
    CLAUSES,
    WOLF_ATTACKS,
    WOLF_TACTICS,
    ZOMBIE_ATTACKS,
    ZOMBIE_TACTICS,
    heroes,
)
from .villain_world import Figure, Scripted, ToyTable, row_of_tiles, sq


def card(cid: str, kind: str, **effects) -> EncounterCard:
    return EncounterCard(id=cid, kind=kind, name=cid.replace("_", " ").title(),
                         effects=EncounterEffects.model_validate(effects))


PASSAGE_OF_TIME = card("passage_of_time", "event", on_draw=[{"damage": 1, "target": "each_hero"}])
DART_TRAP = card("dart_trap", "trap", disarm=10, attacks={"darts": {"bonus": 8, "damage": 1}},
                 tactics=[{"otherwise": True, "do": [{"attack": "darts", "target": "each_on_tile"}]}])
STRAHD = CLAUSES.validate_python([
    {"when": {"hero_within_tiles": 2}, "do": [{"move_adjacent": "closest"}, {"attack": "bite", "target": "that"}]},
    {"otherwise": True, "do": [{"move_tiles": 2, "toward": "closest"}]},
])
MONSTERS = {"zombie": (ZOMBIE_ATTACKS, ZOMBIE_TACTICS), "wolf": (WOLF_ATTACKS, WOLF_TACTICS),
            "strahd": ({"bite": ZOMBIE_ATTACKS["fist"].model_copy(update={"bonus": 8, "damage": 2})}, STRAHD)}


def table(**kw) -> ToyTable:
    """Kat (seat 0, active) on t0, Allisa (seat 1) on t0; 4 tiles in a row."""
    figures = kw.pop("figures", {
        "z1": Figure("zombie", sq("G2"), 1, 1),  # t1, 1 tile from the heroes
        "z2": Figure("zombie", sq("O2"), 1, 1),  # t3, Allisa's zombie card
        "w1": Figure("wolf", sq("K3"), 1, 1),  # t2, Allisa's card: not active in Kat's phase
    })
    held = kw.pop("held", {
        "kat": [HeldCard("zombie#1", "zombie", "monster", "kat"), HeldCard("dart_trap#1", "dart_trap", "trap", "kat", tile="t0")],
        "allisa": [HeldCard("zombie#2", "zombie", "monster", "allisa"), HeldCard("wolf#1", "wolf", "monster", "allisa")],
    })
    return ToyTable(row_of_tiles(4), heroes(kat="B2", allisa="C3"), figures, monsters=MONSTERS,
                    encounters={c.id: c for c in (PASSAGE_OF_TIME, DART_TRAP)}, held=held, **kw)


def test_encounter_then_villains_then_the_active_players_cards_in_draw_order() -> None:
    t = table(deck=["passage_of_time"], villain_ids=["s1"],
              figures={"z1": Figure("zombie", sq("G2"), 1, 1), "z2": Figure("zombie", sq("O2"), 1, 1),
                       "w1": Figure("wolf", sq("K3"), 1, 1), "s1": Figure("strahd", sq("N4"), 12, 12)})
    prog = start(t)
    # Strahd is 3 tiles away: he moves 2 tiles; the dice are the darts' on Kat, then Allisa
    events = advance(t, prog, Scripted([12, 3]))
    assert prog.done and prog.pending is None
    assert t.log == [
        ("damage", "kat", 1), ("damage", "allisa", 1), ("discard-encounter", "passage_of_time"),  # the event
        ("move", "s1", "J2"), ("move", "s1", "F2"),  # the villain: 2 tiles toward Allisa (t3 -> t2 -> t1)
        ("move", "z1", "A1"),  # Kat's zombie card: z1 moves to t0 (pile B2 is Kat's: nearest free, lowest row)
        ("move", "z2", "J2"),  # ... and every other zombie figure, even under Allisa's card (A8)
        ("damage", "kat", 1),  # the dart trap on t0: Kat hit (12 + 8 >= 14), Allisa missed (3 + 8 < 15)
    ]
    assert ("move", "w1") not in [e[:2] for e in t.log]  # Allisa's wolf waits for her phase
    kinds = [a.kind for a in prog.activations]
    assert kinds == ["encounter", "villain", "monster", "monster", "trap"]
    assert [e.code for e in events if e.code.startswith("cr-act-")] == ["cr-act-move"] * 3 + ["cr-act-attack"]


def test_no_encounter_when_a_white_tile_was_placed() -> None:
    t = table(deck=["passage_of_time"], due=False)
    prog = start(t)
    advance(t, prog, Scripted([1, 1]))
    assert t.deck == ["passage_of_time"]
    assert prog.activations[0].kind == "monster"


def test_a_drawn_encounter_waits_on_the_engines_cancel_prompt() -> None:
    """The party has 5 XP: the phase stops on the card; the engine's ``encounter-cancel``
    prompt pays or keeps it (tests/rules/ravenloft/test_villain_state.py plays both)."""
    t = table(deck=["passage_of_time"], xp=[1, 2, 3, 1, 1])
    prog = start(t)
    events = advance(t, prog, Scripted([]))
    assert [e.code for e in events] == ["cr-encounter-drawn"]
    assert prog.pending.kind == "encounter-cancel" and prog.pending.seat == 0
    assert prog.pending.params == {"card": "Passage Of Time", "xp": 8, "cost": 5}
    assert prog.drawn == "passage_of_time" and t.log == []


def test_short_of_xp_nobody_is_asked() -> None:
    t = table(deck=["passage_of_time"], xp=[1, 2, 1])
    prog = start(t)
    advance(t, prog, Scripted([1, 1]))
    assert prog.done and t.log[0] == ("damage", "kat", 1)


def test_a_players_tie_stops_the_phase_and_the_answer_resumes_it() -> None:
    # the dart trap's zombie twin: a zombie adjacent to both Kat and Allisa
    figures = {"z1": Figure("zombie", sq("B3"), 1, 1)}
    held = {"kat": [HeldCard("zombie#1", "zombie", "monster", "kat")]}
    t = table(figures=figures, held=held, due=False)
    prog = start(t)
    before = copy.deepcopy(t.log)
    events = advance(t, prog, Scripted([]), ties="choose")
    assert events == [] and t.log == before
    ask = prog.pending
    assert (ask.kind, ask.candidates, ask.default, ask.params["rule"]) == ("tie", ["kat", "allisa"], "kat", "T2")
    prog.answers[ask.key], prog.pending = "allisa", None  # as the engine's answer records it
    advance(t, prog, Scripted([10]), ties="choose")  # 10 + 5 = 15 >= 15
    assert t.log == [("damage", "allisa", 1)] and prog.done
    assert prog.activations[0].summary.params["by"] == ["cr-by-players"]


def test_the_same_state_and_dice_give_the_same_phase() -> None:
    outs = []
    for _ in range(2):
        t = table(deck=["passage_of_time"], villain_ids=[])
        prog = start(t)
        events = advance(t, prog, Scripted([12, 3]))
        outs.append((t.log, [e.model_dump() for e in events], prog.model_dump()))
    assert outs[0] == outs[1]


def test_an_escaped_active_hero_draws_no_encounter_but_their_cards_act() -> None:
    t = table(deck=["passage_of_time"])
    t.hero["kat"].square = None
    prog = start(t)
    advance(t, prog, Scripted([3]))  # the darts on Allisa only: 3 + 8 < 15
    assert t.deck == ["passage_of_time"]
    assert [a.kind for a in prog.activations] == ["monster", "monster", "trap"]


def test_a_villain_regenerates_before_acting() -> None:
    t = table(villain_ids=["s1"], due=False, held={"kat": []},
              figures={"s1": Figure("strahd", sq("N4"), 3, 5)})
    t.regen["strahd"] = 1
    events = advance(t, start(t), Scripted([]))
    assert t.figure["s1"].hp == 4
    assert any(e.code == "cr-regenerates" for e in events)
    t.figure["s1"].flags.add("no_regeneration")  # the Silver Dagger's wound
    advance(t, start(t), Scripted([1]))
    assert t.figure["s1"].hp == 4


def test_the_turn_ends_with_the_villain_phase_curses_roll_and_triggers_run() -> None:
    curse = card("weakness", "curse", modifiers=[{"applies_to": "cursed_hero", "stat": "attack", "amount": -2}],
                 ends=[{"on": "roll", "at_least": 16, "at": "turn_end"}])
    storm = card("storm", "environment", triggers=[
        {"at": "villain_phase_start", "do": [{"damage": 1, "target": "active_hero"}]}])
    t = table(due=False, held={"kat": []})
    t.cards.update({"weakness": curse, "storm": storm})
    t.cursed, t.env = [("weakness", "kat")], "storm"
    events = advance(t, start(t), Scripted([16]))
    assert t.log[0] == ("damage", "kat", 1)  # the storm, before anything acts
    assert t.cursed == [] and [e.code for e in events][-2:] == ["cr-curse-roll", "cr-curse-ended"]

"""The table option ``ties: auto|choose``: a monster's tie between heroes asked to the active
player, with buttons, a deadline, and the documented pick when nobody answers; through the
engine and once at the console table."""

from __future__ import annotations

import io

from rules.core.i18n import t
from rules.ravenloft.commands import Give
from rules.ravenloft.legal import TIE_DEADLINE
from rules.ravenloft.villain_phase import run_villain_phase

from .engine_helpers import Dice, new
from .test_villain_state import GAME, villain_turn, zombie


def tied_table(ties: str):
    s = villain_turn(new(2, ["kat", "allisa"], adventure="2", ties=ties))
    zombie(s, (3, 2))  # next to Kat (3,1) and Allisa (4,1) alike
    run_villain_phase(s, Dice(), GAME.cat)
    return s


def test_the_option_is_stored_and_auto_breaks_ties_by_the_documented_order() -> None:
    s = tied_table("auto")
    assert s.flags["cr-ties"] == "auto" and s.pending == []
    assert s.heroes[0].hp < 8 or any(line["code"] == "cr-why-tie" for line in s.why)


def test_choose_asks_the_active_player_with_a_button_per_hero_and_a_deadline() -> None:
    s = tied_table("choose")
    [prompt] = GAME.prompts(s)
    assert prompt.kind == "cr-tie" and prompt.seat == 0 and prompt.deadline_seconds == TIE_DEADLINE
    assert [(o.command, o.args) for o in prompt.options] == [("give", {"to": "allisa"}), ("give", {"to": "kat"})]
    labels = [t("en", o.label, o.params) for o in prompt.options]
    assert labels == ["Allisa (p1)", "Kat (p0) (default)"]
    assert [t("fr", o.label, o.params) for o in prompt.options] == ["Allisa (p1)", "Kat (p0) (par défaut)"]
    # pointing: the buttons are the choice tree's first step
    paths = GAME.choice_paths(s, 0)
    assert [p.leaf.args for p in paths] == [{"to": "allisa"}, {"to": "kat"}]
    out = GAME.apply(s, 0, Give(to="allisa"), Dice(10))  # 10 + 5 = 15 >= Allisa's AC 15
    assert (out.state.heroes[0].hp, out.state.heroes[1].hp) == (8, 7) and out.state.pending == []


def test_when_the_deadline_passes_the_documented_pick_is_played() -> None:
    s = tied_table("choose")
    action = GAME.timeout_action(s, 0)
    assert action == Give(to="kat")  # T2: same squares, then turn order from the active hero
    out = GAME.apply(s, 0, action, Dice(10))
    assert (out.state.heroes[0].hp, out.state.heroes[1].hp) == (7, 8)


def test_a_wrong_answer_changes_nothing() -> None:
    import pytest

    from rules.core import RuleError

    s = tied_table("choose")
    with pytest.raises(RuleError):
        GAME.apply(s, 0, Give(to="arjhan"), Dice(10))
    assert [p.kind for p in s.pending] == ["tie"]


async def test_the_tie_is_answered_by_pointing_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from bot.console.table import ConsoleTable
    from bot.service import Service
    from db.models import GameTable
    from rules.core import Rng, find_game
    from rules.ravenloft.state import Figure

    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "12" * 32, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=io.StringIO(), locale="en")
    replies = await console.run_lines(["@alice /game new cr ties:choose", "@bob /game join", "@alice /game start"])
    assert not replies[-1].error, replies[-1].text
    game = find_game("cr")
    loaded = await console.service._load("console:main", ("active",))
    state, table = loaded.state, loaded.table
    assert state.flags["cr-ties"] == "choose"
    # the villain phase of the active hero: a zombie next to both heroes
    active = state.turn.hero
    a, b = state.heroes[active].square, state.heroes[1 - active].square
    spot = next(sq for sq in [(a[0], a[1] + 1), (a[0], a[1] - 1), (b[0], b[1] + 1), (b[0], b[1] - 1)]
                if max(abs(sq[0] - a[0]), abs(sq[1] - a[1])) == 1 and max(abs(sq[0] - b[0]), abs(sq[1] - b[1])) == 1
                and state.figure_at(sq) is None and state.hero_at(sq) is None)
    state.figures.append(Figure(uid=state.uid(), kind="zombie", square=spot, card="zombie#1"))
    state.heroes[active].cards.append("zombie#1")
    state.turn.phase, state.turn.placed, state.turn.villain_step = "villain", [1], 0
    run_villain_phase(state, Rng(table.seed, table.draw_counter), game.cat)
    assert [p.kind for p in state.pending] == ["tie"]
    async with sqlite_db.session() as s:
        stored = await s.get(GameTable, table.id)
        stored.state = game.dump_state(state)
        s.add(stored)
        await s.commit()
    who = "alice" if state.heroes[active].seat == 0 else "bob"
    board = await console.run_line(f"@{who} /game status")
    labels = [c.label for c in board.choices]
    other = state.heroes[1 - active].hero.capitalize()
    other_player = "alice" if state.heroes[1 - active].seat == 0 else "bob"
    assert labels[0] == f"{other} ({other_player})" and labels[-1] == f"{state.heroes[active].hero.capitalize()} ({who}) (default)", labels
    reply = await console.run_line(f"@{who} /pick 1")
    assert not reply.error, reply.text
    assert any("Zombie" in e and other in e for e in reply.events), reply.events

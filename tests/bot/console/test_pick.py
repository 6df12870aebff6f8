"""Pointing at the console: the board numbers the first step, /pick walks the tree, a form's
numbers are options."""

from __future__ import annotations

import io
import json

from bot.console.table import ConsoleTable
from bot.service import Service


def table(db, tmp_path, as_json: bool = False) -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "12" * 32, default_locale="en"),
                        images_dir=tmp_path / "i",
                        exports_dir=tmp_path / "e", out=out, as_json=as_json, locale="en"), out


def cleared(out: io.StringIO) -> None:
    """Forget what the console printed so far (the next assertions read the next reply only)."""
    out.truncate(0)
    out.seek(0)


async def df_fight(db, tmp_path) -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    """Alice's Torm in the first fight of a Dungeon Fighter game, the console's output cleared."""
    console, out = table(db, tmp_path)
    await console.run_lines(["@alice /game new df heroes:torm,randolph leader:0", "@bob /game join",
                             "@alice /game start", "@alice /pick 1"])
    cleared(out)
    return console, out


async def test_a_krosmaster_move_by_pick(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = table(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster scenario:tuto1", "@bob /game join", "@alice /game start"])
    board = out.getvalue()
    who = console.last.prompts[0]["name"]
    assert "/pick 1  ·  /kros end" in board and "[Move (" in board and "/pick 2\n" in board
    cleared(out)
    step = await console.run_line(f"@{who} /pick 2")
    assert step is not None and step.private and not step.error
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("🔒 Move (") and lines[0].endswith(": choose.")
    assert any(line.strip().endswith("/pick 2 1") for line in lines)
    first = step.choices[0]
    moved = await console.run_line(f"@{who} /pick 2 1")
    assert moved is not None and not moved.error and not moved.private
    assert any("moves" in e or "→" in e for e in moved.events), moved.events
    assert first.label.split(" · ")[0] in " ".join(moved.events)
    again = await console.run_line(f"@{who} /pick")  # the first step again, privately
    assert again is not None and again.private and [c.path for c in again.choices][:2] == [[0], [1]]
    assert again.text == "Choose your move."
    bad = await console.run_line(f"@{who} /pick two")
    assert bad is not None and bad.error and "/pick 2 5" in bad.text


async def test_json_output_holds_the_first_step(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = table(sqlite_db, tmp_path, as_json=True)
    await console.run_lines(["@alice /game new df heroes:torm,randolph leader:0", "@bob /game join",
                             "@alice /game start"])
    start = json.loads(out.getvalue().splitlines()[-1])
    assert start["choices"] and all(c["path"] == [i] for i, c in enumerate(start["choices"]))
    assert all(c["command"] == "df go" for c in start["choices"])


async def test_a_throw_form_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = await df_fight(sqlite_db, tmp_path)
    grid = await console.run_line("@alice /pick 1")  # the red die: the aim grid D4-H8
    assert grid is not None and "[F6] /pick 1 13" in out.getvalue()
    cleared(out)
    powers = await console.run_line("@alice /pick 1 13")  # F6: the powers as buttons
    assert powers is not None and powers.private and not powers.error
    assert "[Power 8 (reaches F6)] /pick 1 13 4" in out.getvalue() and "[Other numbers…] /pick 1 13 8" in out.getvalue()
    cleared(out)
    form = await console.run_line("@alice /pick 1 13 8")  # « Other numbers… »: the form for power and height
    assert form is not None and form.private and not form.error
    text = out.getvalue()
    assert "Your throw: give these numbers" in text and "· power: Power (0.5 to 20; 8 reaches F6) (default 8)" in text
    assert "Type for example: /pick 1 13 8 power:8 height:5" in text
    wrong = await console.run_line("@alice /pick 1 13 8 power:25")
    assert wrong is not None and wrong.error and wrong.text == "power must be between 0.5 and 20 (not 25)."
    thrown = await console.run_line("@alice /pick 1 13 8 power:8 height:4")
    assert thrown is not None and not thrown.error, thrown.text
    assert thrown.events


async def test_a_throw_by_buttons_only_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = await df_fight(sqlite_db, tmp_path)
    heights = await console.run_line("@alice /pick 1 13 4")  # red die, F6, power 8: the heights
    assert heights is not None and heights.private and not heights.error
    text = out.getvalue()
    assert "Red die › F6 › Power 8 (reaches F6)" in text
    assert "[Height 5 (best: bounces safely, rolls least)] /pick 1 13 4 5" in text
    assert "[Height 7 (no bounce before the Target: a miss)] /pick 1 13 4 7" in text
    thrown = await console.run_line("@alice /pick 1 13 4 5")
    assert thrown is not None and not thrown.error, thrown.text
    assert any("Torm" in e for e in thrown.events)

"""A seat handed over to the computer and back (issue 27): a player who leaves a game under
way, or misses two deadlines in a row, is replaced by the computer, which says so and plays on;
one click (/game back) gives the seat back."""

from __future__ import annotations

import io

from sqlmodel import select

from bot.console.table import ConsoleTable
from bot.service import Service
from db import repository as repo
from db.models import GameTable


def _console(db, tmp_path) -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "56" * 32, default_locale="en"),
                        images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="en"), out


async def _seats(db) -> list[str]:  # type: ignore[no-untyped-def]
    async with db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        return [x.user_id for x in await repo.seats(s, table.id or 0)]


async def test_a_player_who_leaves_is_replaced_and_takes_the_seat_back(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster scenario:tuto1", "@bob /game join", "@alice /game start"])
    left = await console.run_line("@bob /game leave")
    assert left is not None and not left.error
    assert left.text.splitlines()[0] == ("bob leaves the game: the computer plays their seat, from that seat's view "
                                         "only. Take it back in one click with the button or /game back.")
    assert [c.command for c in left.choices if c.for_user == "console:bob"] == ["game back"]
    assert await _seats(sqlite_db) == ["console:alice", "meneur:computer:normal:for:console:bob"]
    # the computer plays bob's turn after alice's, telling why
    await console.run_lines(["@alice /kros end"] * 2)
    assert "· 🤖 " in out.getvalue()
    assert (await console.run_line("@carol /game back")).text == "The computer plays no seat for you at this table."
    back = await console.run_line("@bob /game back")
    assert back is not None and not back.error and back.text.startswith("bob takes their seat back from the computer.")
    assert await _seats(sqlite_db) == ["console:alice", "console:bob"]


async def test_two_missed_deadlines_hand_the_seat_to_the_computer(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster scenario:tuto1", "@bob /game join", "@alice /game start",
                             "@alice /game settings deadline:5"])
    for _ in range(12):  # alice plays her turns; bob sleeps through his deadlines
        users = await _seats(sqlite_db)
        if users[1] != "console:bob":
            break
        await console.run_lines(["@alice /kros end", "@alice /kros end", "@alice /game tick 6"])
    assert await _seats(sqlite_db) == ["console:alice", "meneur:computer:normal:for:console:bob"]
    assert "bob let 2 deadlines pass in a row: the computer plays their seat" in out.getvalue()

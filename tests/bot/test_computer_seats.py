"""One person plays a whole game with the other seats computer-run (issue 27): Krosmaster
against the computer, Castle Ravenloft with computer heroes, a Strahd table both ways (the
person plays Strahd, or a hero against a computer Strahd) and Dungeon Fighter with computer
heroes. The person answers through the console like a player typing commands; each computer
decision is told in one line (🤖) before its move, and the game reaches its end."""

from __future__ import annotations

import io
from typing import Any

from sqlmodel import select

from bot.console.table import ConsoleTable
from bot.service import Service
from db import repository as repo
from db.models import GameTable
from rules.core import find_game


def _console(db, tmp_path) -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "34" * 32, default_locale="fr"),
                        images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="fr"), out


async def _table(db) -> tuple[GameTable, list[Any]]:  # type: ignore[no-untyped-def]
    async with db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        return table, await repo.seats(s, table.id or 0)


def _line(game: Any, action: Any) -> str:
    """The command a person types for ``action``."""
    data = game.dump_action(action)
    command = data.pop("type")
    if game.id == "dungeon_fighter" and command in ("throw", "reroll"):
        data["aim"] = f"{data.pop('aim_x')},{data.pop('aim_y')}"
        data.pop("model", None)
    words = []
    for key, value in data.items():
        if value is None or value == [] or value == "":
            continue
        if isinstance(value, list):
            value = ",".join(str(v) for v in value)
        if isinstance(value, bool):
            value = str(value).lower()
        words.append(f"{key}:{value}")
    return " ".join([f"@alice /{game.group()} {command}", *words])


async def _play_to_the_end(db, console: ConsoleTable, limit: int = 400) -> GameTable:  # type: ignore[no-untyped-def]
    """Alice answers whenever the game waits on her (the cautious answer an absent player's
    default gives, typed as a command), until the game ends."""
    for _ in range(limit):
        table, seats = await _table(db)
        assert table.status != "lobby"
        if table.status != "active":
            # the computers' moves and their reasons replay exactly
            verified = await console.run_line("@alice /game verify")
            assert verified is not None and verified.text.startswith("Vérification réussie"), verified.text
            return table
        game = find_game(table.game)
        state = game.load_state(table.state)
        mine = next(x.position for x in seats if x.user_id == "console:alice")
        assert any(p.seat == mine for p in game.prompts(state)), "the computers stopped, waiting on nobody"
        reply = await console.run_line(_line(game, game.zombie_action(state, mine)))
        assert reply is not None and not reply.error, reply.text if reply else None
    raise AssertionError("the game did not end")


async def test_krosmaster_against_the_computer_to_the_end(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster opponent:bot level:normal scenario:tuto1",
                             "@alice /game start"])
    table = await _play_to_the_end(sqlite_db, console)
    assert table.status == "finished" and table.result is not None
    assert "· 🤖 " in out.getvalue()


async def test_castle_ravenloft_with_two_computer_heroes_to_the_end(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new cr bots:2", "@alice /game start"])
    _table_row, seats = await _table(sqlite_db)
    assert [x.user_id for x in seats] == ["console:alice", "meneur:computer:normal:1", "meneur:computer:normal:2"]
    table = await _play_to_the_end(sqlite_db, console)
    assert table.status == "finished"
    text = out.getvalue()
    assert "· 🤖 " in text


async def test_a_strahd_table_the_person_plays_strahd(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new cr variants:strahd bots:2", "@alice /game start"])
    table = await _play_to_the_end(sqlite_db, console)
    assert table.status == "finished"
    assert "· 🤖 " in out.getvalue()


async def test_a_strahd_table_against_a_computer_strahd(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new cr variants:strahd bots:2 host_seat:2", "@alice /game start"])
    _table_row, seats = await _table(sqlite_db)
    assert [(x.position, x.user_id) for x in seats] == [(0, "meneur:computer:normal:1"), (1, "console:alice"),
                                                        (2, "meneur:computer:normal:2")]
    table = await _play_to_the_end(sqlite_db, console)
    assert table.status == "finished"
    assert "· 🤖 Strahd (" in out.getvalue()


async def test_dungeon_fighter_with_two_computer_heroes_to_the_end(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new dungeon_fighter bots:2 level:strong", "@alice /game start"])
    table = await _play_to_the_end(sqlite_db, console)
    assert table.status == "finished"
    assert "· 🤖 " in out.getvalue()

"""A database that fails (read-only, full, locked, a server gone silent) gets one clear
localized answer, changes nothing, and the console goes on with the next line."""

from __future__ import annotations

import asyncio
import io
import logging
import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy import event

from bot.console.table import ConsoleTable
from bot.service import Service
from db import repository as repo
from db.database import Database, sqlite_path_url
from tests.conftest import actor

ALICE, BOB = actor("alice"), actor("bob")
UNAVAILABLE_EN = "The database is not answering right now: try again in a moment."
UNAVAILABLE_FR = "La base de données ne répond pas pour le moment : réessayez dans un instant."


async def started(path: Path) -> Database:
    db = Database(sqlite_path_url(path))
    await db.migrate()
    service = Service(db, render=False)
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.start(ALICE)
    return db


async def snapshot(db: Database) -> tuple[int, Any, int]:
    async with db.session() as s:
        table = await repo.active_table(s, "chan")
        return table.version, table.state, len(await repo.action_log(s, table.id))


def unavailable(reply: Any, text: str = UNAVAILABLE_EN) -> bool:
    return reply.error and reply.private and reply.text == text


def one_warning_no_error(caplog: Any) -> None:
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    warnings = [r for r in caplog.records if r.name == "meneur.service" and r.levelno == logging.WARNING]
    assert len(warnings) == 1 and warnings[0].getMessage().startswith("database unavailable in ")


async def test_a_read_only_file(tmp_path: Path, caplog) -> None:
    db = await started(tmp_path / "t.db")
    before = await snapshot(db)
    read_only = Database(f"sqlite+aiosqlite:///file:{tmp_path / 't.db'}?mode=ro&uri=true")
    service = Service(read_only, render=False)
    caplog.set_level(logging.INFO)
    assert unavailable(await service.act(ALICE, "mark", {"square": "A1"}))
    assert unavailable(await service.act(actor("alice", locale="fr"), "mark", {"square": "A1"}), UNAVAILABLE_FR)
    assert not (await service.status(ALICE)).error  # reading still works
    assert await snapshot(db) == before
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    await read_only.close()
    await db.close()


async def test_a_full_disk(tmp_path: Path, caplog) -> None:
    """The file may not grow (``max_page_count``): the move that needs a page fails cleanly."""
    await (await started(tmp_path / "t.db")).close()
    db = Database(sqlite_path_url(tmp_path / "t.db"))

    def no_more_pages(dbapi_conn: Any, _record: Any) -> None:
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA page_count")
        cur.execute(f"PRAGMA max_page_count={cur.fetchone()[0]}")
        cur.close()

    event.listen(db.engine.sync_engine, "connect", no_more_pages)
    service = Service(db, render=False)
    caplog.set_level(logging.INFO)
    for i in range(400):
        before = await snapshot(db)
        reply = await (service.act(ALICE, "mark", {"square": "A1"}) if i % 2 == 0 else service.undo(ALICE))
        if reply.error:
            break
    assert unavailable(reply)
    assert await snapshot(db) == before
    one_warning_no_error(caplog)
    assert "database or disk is full" in caplog.records[-1].getMessage()
    await db.close()


async def test_a_file_locked_by_another_process(tmp_path: Path, caplog) -> None:
    await (await started(tmp_path / "t.db")).close()
    db = Database(sqlite_path_url(tmp_path / "t.db"), timeout=0.3)
    service = Service(db, render=False)
    before = await snapshot(db)
    other = sqlite3.connect(tmp_path / "t.db", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    caplog.set_level(logging.INFO)
    assert unavailable(await service.act(ALICE, "mark", {"square": "A1"}))
    one_warning_no_error(caplog)
    other.execute("ROLLBACK")
    other.close()
    assert await snapshot(db) == before
    assert not (await service.act(ALICE, "mark", {"square": "A1"})).error
    await db.close()


async def silent_server() -> tuple[asyncio.Server, list[asyncio.StreamWriter], Database]:
    """A PostgreSQL address that accepts connections and never answers, and a database on it."""
    accepted: list[asyncio.StreamWriter] = []

    async def silent(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        accepted.append(writer)

    server = await asyncio.start_server(silent, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    return server, accepted, Database(f"postgresql://meneur:secret@127.0.0.1:{port}/meneur", timeout=0.5)


async def test_a_postgresql_server_that_never_answers(caplog) -> None:
    """The server accepts the connection and stays silent: the request gives up after the timeout."""
    server, accepted, db = await silent_server()
    service = Service(db, render=False, default_locale="fr")
    caplog.set_level(logging.INFO)
    reply = await asyncio.wait_for(service.status(ALICE), 30)
    assert unavailable(reply) and accepted
    # without a Discord locale the server's language cannot be read: the default language answers
    no_locale = actor("alice", locale=None)
    assert unavailable(await asyncio.wait_for(service.act(no_locale, "mark", {"square": "A1"}), 30), UNAVAILABLE_FR)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    await db.close()
    server.close()
    for writer in accepted:
        writer.close()


async def test_the_console_goes_on_after_a_failing_line(tmp_path: Path) -> None:
    db = Database(sqlite_path_url(tmp_path / "t.db"))
    await db.migrate()
    read_only = Database(f"sqlite+aiosqlite:///file:{tmp_path / 't.db'}?mode=ro&uri=true")
    out = io.StringIO()
    table = ConsoleTable(service=Service(read_only, render=False), images_dir=tmp_path, exports_dir=tmp_path,
                         out=out, locale="en")
    replies = await table.run_lines(["@alice:en /roll 1d6", "@alice:en /roll history"])
    assert [r.text for r in replies] == [UNAVAILABLE_EN, "No dice rolled in this channel yet."]
    assert UNAVAILABLE_EN in out.getvalue()
    await read_only.close()
    await db.close()


async def test_a_click_on_a_choice_step_while_the_server_is_silent(caplog) -> None:
    """The pointing path (a click on a step, before any move) answers « try again » too,
    in the player's language, instead of the generic apology."""
    server, accepted, db = await silent_server()
    service = Service(db, render=False, default_locale="en")
    caplog.set_level(logging.INFO)
    pointed = await asyncio.wait_for(service.point(actor("alice", locale="fr"), [0]), 30)
    assert pointed.kind == "error" and unavailable(pointed.reply, UNAVAILABLE_FR) and accepted
    pointed = await asyncio.wait_for(service.point(actor("bob", locale=None), [0, 1]), 30)
    assert pointed.kind == "error" and unavailable(pointed.reply, UNAVAILABLE_EN)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    await db.close()
    server.close()
    for writer in accepted:
        writer.close()

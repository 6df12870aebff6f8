"""One writer at a time on SQLite, a move in UPDATE + INSERT + COMMIT (PostgreSQL: one statement), and
the log's seq."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import pytest
from sqlalchemy import event, text
from sqlalchemy.exc import OperationalError

from db import repository as repo
from db.database import Database, sqlite_path_url
from db.models import ActionLog, GameTable, Seat


def lobby(channel: str = "c") -> GameTable:
    return GameTable(channel_id=channel, game="duel", host_id="h", seed="00" * 32, seed_hash="x")


def entry(table: GameTable) -> ActionLog:
    return ActionLog(table_id=table.id or 0, seq=0, kind="action", seat=0, user_id="h", action={"n": 1})


async def new_table(db: Database, channel: str) -> GameTable:
    async with db.session() as s:
        return await repo.create_table(s, lobby(channel), "host")


async def move(db: Database, table: GameTable, n: int) -> str:
    """One move from the version ``table`` was read at: "ok", "changed" or the error's text."""
    try:
        async with db.session() as s:
            await repo.commit_move(s, table, {"state": {"n": n}}, entry(table))
    except repo.ConcurrentChange:
        return "changed"
    except OperationalError as exc:
        return str(exc.orig)
    return "ok"


async def test_a_move_writes_one_update_one_insert_and_commits(db: Database, monkeypatch):
    """No read inside the transaction; on SQLite the whole of it is one trip to the driver's thread."""
    table = await new_table(db, "c")
    statements: list[str] = []
    trips: list[str] = []

    def seen(statement: str) -> None:
        statements.append(" ".join(statement.split()[:3]))

    if db.is_sqlite:
        async with db.session() as s:  # every statement SQLite runs on the connection, BEGIN and COMMIT included
            driver = (await (await s.connection()).get_raw_connection()).driver_connection
            await driver._execute(driver._conn.set_trace_callback, seen)
        real_execute = aiosqlite.Connection._execute

        async def counted(self: Any, fn: Any, *args: Any, **kwargs: Any) -> Any:
            trips.append(getattr(fn, "__name__", "?"))
            return await real_execute(self, fn, *args, **kwargs)

        monkeypatch.setattr(aiosqlite.Connection, "_execute", counted)
    else:  # every statement asyncpg sends, by either protocol (BEGIN and COMMIT are simple queries)
        event.listen(db.engine.sync_engine, "before_cursor_execute", lambda *a: trips.append(a[2]))
        real_simple, real_extended = asyncpg.Connection.execute, asyncpg.Connection._execute

        async def simple(self: Any, query: str, *args: Any, **kwargs: Any) -> Any:
            statements.append(query)
            return await real_simple(self, query, *args, **kwargs)

        async def extended(self: Any, query: str, *args: Any, **kwargs: Any) -> Any:
            statements.append(query)
            return await real_extended(self, query, *args, **kwargs)

        monkeypatch.setattr(asyncpg.Connection, "execute", simple)
        monkeypatch.setattr(asyncpg.Connection, "_execute", extended)
    async with db.session() as s:
        await repo.commit_move(s, table, {"state": {"n": 1}}, entry(table))
        assert len(trips) == (1 if db.is_sqlite else 0)  # PostgreSQL: nothing through SQLAlchemy's cursor
    if db.is_sqlite:
        await driver._execute(driver._conn.set_trace_callback, None)
        assert statements == ["BEGIN IMMEDIATE", "UPDATE game_table SET", "INSERT INTO action_log", "COMMIT"]
    else:  # one statement: the UPDATE, and the log row written only if it matched
        monkeypatch.undo()
        assert len(statements) == 1 and statements[0].startswith("WITH moved AS")
        assert "(UPDATE game_table SET" in statements[0] and "(INSERT INTO action_log" in statements[0]
    async with db.session() as s:
        row = await repo.get_table(s, table.id or 0)
        logged = [(r.seq, r.kind, r.action, r.events, r.draws) for r in await repo.action_log(s, table.id or 0)]
    assert row.state == {"n": 1} and row.version == 1
    assert logged == [(1, "action", {"n": 1}, [], [])]


async def test_the_log_seq_is_the_version_the_move_creates(db: Database):
    table = await new_table(db, "c")
    async with db.session() as s:
        await repo.bump_version(s, table)  # a join: the version moves without a log row
        await s.commit()
    table.version += 1
    for n in range(3):
        async with db.session() as s:
            await repo.commit_move(s, table, {"state": {"n": n}}, entry(table))
        table.version += 1
    async with db.session() as s:
        rows = await repo.action_log(s, table.id or 0)
        row = await repo.get_table(s, table.id or 0)
    assert [r.seq for r in rows] == [2, 3, 4] and row.version == 4


def short_busy_timeout(db: Database) -> None:
    """SQLite's own busy timeout cut to 20 ms: a writer that reached SQLite while another held
    its lock would fail with "database is locked" at once."""

    def pragma(dbapi_conn: Any, _record: Any) -> None:
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA busy_timeout=20")
        cur.close()

    event.listen(db.engine.sync_engine, "connect", pragma)


async def test_concurrent_moves_never_find_the_sqlite_file_locked(tmp_path: Path):
    """32 moves at once on one file while the event loop is blocked 30 ms at a time (a picture
    drawn on the loop, a garbage collection). The losers of a race still get ConcurrentChange."""
    db = Database(sqlite_path_url(tmp_path / "w.db"))
    short_busy_timeout(db)
    await db.migrate()
    alone = [await new_table(db, f"alone-{i}") for i in range(16)]
    raced = [await new_table(db, f"raced-{i}") for i in range(4)]
    done = asyncio.Event()

    async def busy_loop() -> None:
        while not done.is_set():
            time.sleep(0.03)  # noqa: ASYNC251 - blocking the loop is the point
            await asyncio.sleep(0)

    blocker = asyncio.create_task(busy_loop())
    moves = [move(db, t, 1) for t in alone] + [move(db, t, n) for t in raced for n in range(4)]
    outcomes = await asyncio.gather(*moves)
    done.set()
    await blocker
    assert outcomes[:16] == ["ok"] * 16
    for i in range(4):
        assert sorted(outcomes[16 + 4 * i:20 + 4 * i]) == ["changed", "changed", "changed", "ok"]
    async with db.session() as s:
        for t in alone + raced:
            row = await repo.get_table(s, t.id or 0)
            assert row.version == 1 and len(await repo.action_log(s, t.id or 0)) == 1
    await db.close()


async def test_write_transactions_that_await_queue_on_the_writer_lock(tmp_path: Path):
    """32 transactions (a join's UPDATE and seat, say) that stay open across a slow await:
    each waits for the writer lock, none meets SQLite's lock."""
    db = Database(sqlite_path_url(tmp_path / "w.db"))
    short_busy_timeout(db)
    await db.migrate()
    tables = [await new_table(db, f"c{i}") for i in range(32)]

    async def join(table: GameTable) -> str:
        try:
            async with db.session() as s:
                await repo.bump_version(s, table)
                await asyncio.sleep(0.02)  # the loop is busy elsewhere: the transaction stays open
                s.add(Seat(table_id=table.id or 0, position=1, user_id="guest", name="guest"))
                await s.commit()
        except OperationalError as exc:
            return str(exc.orig)
        return "ok"

    assert await asyncio.gather(*(join(t) for t in tables)) == ["ok"] * 32
    async with db.session() as s:
        assert [len(await repo.seats(s, t.id or 0)) for t in tables] == [2] * 32
    await db.close()


async def test_a_stuck_writer_makes_the_next_one_give_up_after_the_timeout(tmp_path: Path):
    db = Database(sqlite_path_url(tmp_path / "w.db"), timeout=0.3)
    await db.migrate()
    first, second = await new_table(db, "a"), await new_table(db, "b")
    async with db.session() as held:
        await repo.bump_version(held, first)  # a write transaction left open
        with pytest.raises(TimeoutError):
            async with db.session() as s:
                await repo.commit_move(s, second, {"state": {"n": 1}}, entry(second))
        await held.commit()
    assert await move(db, second, 1) == "ok"
    async with db.session() as s:
        assert (await repo.get_table(s, first.id or 0)).version == 1
    await db.close()


async def test_a_long_queue_of_short_writes_is_not_a_stuck_writer(tmp_path: Path):
    """The timeout counts one holder's time, not the queue's: 20 writes of 0.1 s (2 s queued),
    timeout 0.8 s (room for a loaded machine's slow commit, still far below the queue)."""
    db = Database(sqlite_path_url(tmp_path / "w.db"), timeout=0.8)
    await db.migrate()
    tables = [await new_table(db, f"c{i}") for i in range(20)]

    async def slow_write(table: GameTable) -> None:
        async with db.session() as s:
            await repo.bump_version(s, table)
            await asyncio.sleep(0.1)
            await s.commit()

    await asyncio.gather(*(slow_write(t) for t in tables))
    async with db.session() as s:
        assert [(await repo.get_table(s, t.id or 0)).version for t in tables] == [1] * 20
    await db.close()


async def test_sqlite_begins_write_transactions_immediately_and_syncs_fully(sqlite_db: Database):
    async with sqlite_db.engine.connect() as conn:
        assert (await conn.execute(text("PRAGMA synchronous"))).scalar_one() == 2  # FULL
        raw = await conn.get_raw_connection()
        assert raw.driver_connection._conn.isolation_level == "IMMEDIATE"


@pytest.mark.parametrize("finished", [False, True])
def test_a_moves_statements_built_once_give_the_sql_and_values_of_statements_built_each_time(finished: bool):
    """The UPDATE and INSERT shapes kept with parameters (``repo._move_update``, ``_log_insert``)
    send SQLite the same SQL and the same values as the statements written out with their values."""
    from datetime import UTC, datetime

    from sqlalchemy import create_engine, insert, update

    from db.database import prepared_statement

    bind = create_engine("sqlite://")
    now = datetime(2026, 11, 29, 3, 0, 0, 123456, tzinfo=UTC)
    values: dict[str, Any] = {"state": {"board": [[1, None], {"k": "é"}]}, "draw_counter": 7, "board_posted_at": now,
                              "awaiting_since": now, "deadline_at": None, "reminder_due_at": None, "updated_at": now}
    if finished:
        values.update(status="finished", result={"winners": [1], "reason": None})
    log = ActionLog(table_id=4, seq=10, kind="action", seat=1, user_id="u", action={"type": "move", "to": "C4"},
                    events=[{"code": "moved", "params": {"seat": 1}}], draws=[[6, 3]], created_at=now,
                    undo=None if finished else {"patch": [{"op": "replace", "path": "/n", "value": 2}]})
    tables, logs = GameTable.__table__, ActionLog.__table__  # type: ignore[attr-defined]
    row = {c.name: getattr(log, c.name) for c in logs.columns if c.name != "id"}
    written_out = [update(tables).where(tables.c.id == 4, tables.c.version == 9).values(version=10, **values),
                   insert(logs).values(**row)]
    kept = [(repo._move_update(tuple(values)), {"where_id": 4, "where_version": 9, "set_version": 10,
                                                **{f"set_{k}": v for k, v in values.items()}}),
            (repo._log_insert(tuple(row)), {f"set_{k}": v for k, v in row.items()})]
    for _ in range(2):  # the second time from the shapes kept
        assert [prepared_statement(bind, s) for s in kept] == [prepared_statement(bind, s) for s in written_out]
    sql, args = prepared_statement(bind, kept[1])
    assert sql.startswith("INSERT INTO action_log") and ('{"patch"' in str(args)) is not finished

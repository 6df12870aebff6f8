"""PostgreSQL: a move's write is one statement (db/postgres.py) that writes all or nothing, stores
what SQLAlchemy's statements store, and a connection lost under it is « try again », then the
next move goes through."""

from __future__ import annotations

import asyncio
import os
from typing import Any

import asyncpg
import pytest
from sqlalchemy import func, select

from bot.service import Service
from bot.service.moves import forget_undo
from db import repository as repo
from db.database import Database, is_unavailable
from db.models import ActionLog, GameTable
from db.postgres import fetch_rows
from tests.conftest import actor

UNAVAILABLE_EN = "The database is not answering right now: try again in a moment."


def values(obj: Any) -> dict[str, Any]:
    return {c.name: getattr(obj, c.name) for c in type(obj).__table__.c  # type: ignore[attr-defined]
            if c.name not in ("id", "table_id", "channel_id", "created_at", "updated_at")}


async def table_and_log(db: Database, channel: str) -> tuple[GameTable, list[ActionLog]]:
    async with db.session() as s:
        table = await repo.latest_table(s, channel)
        assert table is not None
        rows = (await s.exec(select(ActionLog).where(ActionLog.table_id == table.id)  # type: ignore[call-overload]
                             .order_by(ActionLog.seq))).scalars().all()
        return table, list(rows)


def logged(table: GameTable, n: int, undo: Any) -> ActionLog:
    return ActionLog(table_id=table.id or 0, seq=0, kind="action", seat=n % 2, user_id=f"u{n}",
                     action={"n": n, "é": [1.5, None]}, events=[{"code": "x"}], draws=[[6, n]], undo=undo)


async def moves(db: Database, channel: str, ordered: bool) -> None:
    """Three moves, the last dropping the earlier rows' undo data; ``ordered``: with an object
    pending in the session, which takes SQLAlchemy's statements instead of the one statement."""
    async with db.session() as s:
        table = await repo.create_table(s, GameTable(channel_id=channel, game="duel", host_id="h", seed="00" * 32,
                                                     seed_hash="x", status="active"), "host")
    for n, undo in enumerate([{"patch": [1]}, {"patch": [2]}, None]):
        async with db.session() as s:
            if ordered:
                s.add(ActionLog(table_id=table.id or 0, seq=100 + n, kind="note", seat=0, user_id="x", action={}))
            also = [forget_undo(table.id or 0)] if undo is None else []
            await repo.commit_move(s, table, {"state": {"n": n, "k": "é"}, "draw_counter": n}, logged(table, n, undo),
                                   also)
        table.version += 1


async def test_the_one_statement_stores_what_sqlalchemys_statements_store(db: Database) -> None:
    if db.is_sqlite:
        pytest.skip("PostgreSQL's write")
    await moves(db, "one", ordered=False)
    await moves(db, "orm", ordered=True)
    one, one_rows = await table_and_log(db, "one")
    orm, orm_rows = await table_and_log(db, "orm")
    assert values(one) == values(orm) and one.version == 3 and one.state == {"n": 2, "k": "é"}
    orm_rows = [r for r in orm_rows if r.kind == "action"]
    assert [values(r) for r in one_rows] == [values(r) for r in orm_rows]
    assert [r.undo for r in one_rows] == [None, None, None]  # the third move dropped the first two's


async def test_a_move_from_a_moved_version_writes_nothing(db: Database) -> None:
    if db.is_sqlite:
        pytest.skip("PostgreSQL's write")
    async with db.session() as s:
        table = await repo.create_table(s, GameTable(channel_id="c", game="duel", host_id="h", seed="00" * 32,
                                                     seed_hash="x", status="active"), "host")
    async with db.session() as s:
        await repo.commit_move(s, table, {"state": {"n": 1}}, logged(table, 1, {"patch": [1]}))
    table.version += 1
    async with db.session() as s:  # a join: the version moves without a log row (seq 3 is free)
        await repo.bump_version(s, table)
        await s.commit()
    stale = table  # still at version 1
    async with db.session() as s:
        with pytest.raises(repo.ConcurrentChange):
            await repo.commit_move(s, stale, {"state": {"n": 9}}, logged(stale, 9, None), [forget_undo(table.id or 0)])
    after, rows = await table_and_log(db, "c")
    assert after.version == 2 and after.state == {"n": 1}
    assert [(r.seq, r.undo) for r in rows] == [(1, {"patch": [1]})]  # no row, the undo data kept


async def test_a_connection_lost_under_a_move_is_try_again_and_the_next_move_goes_through(db: Database,
                                                                                          monkeypatch) -> None:
    if db.is_sqlite:
        pytest.skip("PostgreSQL's connection")
    service = Service(db, render=False, seed_factory=lambda: "ef" * 32)
    await service.create(actor("alice"), "duel")
    await service.join(actor("bob"))
    await service.start(actor("alice"))
    before, rows_before = await table_and_log(db, "chan")
    real = asyncpg.Connection.fetchval
    url = os.environ["MENEUR_TEST_POSTGRES_URL"].replace("+asyncpg", "")

    async def closed_by_the_server(self: asyncpg.Connection, query: str, *args: Any, **kwargs: Any) -> Any:
        if query.startswith("WITH "):  # the move's one statement
            pid = self.get_server_pid()
            admin = await asyncpg.connect(url)
            try:
                await admin.fetchval("SELECT pg_terminate_backend($1)", pid)
                while await admin.fetchval("SELECT count(*) FROM pg_stat_activity WHERE pid = $1", pid):
                    await asyncio.sleep(0.01)
            finally:
                await admin.close()
        return await real(self, query, *args, **kwargs)

    monkeypatch.setattr(asyncpg.Connection, "fetchval", closed_by_the_server)
    reply = await service.act(actor("alice"), "mark", {"square": "A1"})
    monkeypatch.undo()
    assert reply.error and reply.private and reply.text == UNAVAILABLE_EN
    after, rows_after = await table_and_log(db, "chan")
    assert (after.version, after.state, len(rows_after)) == (before.version, before.state, len(rows_before))
    assert not (await service.act(actor("alice"), "mark", {"square": "A1"})).error
    after, rows_after = await table_and_log(db, "chan")
    assert after.version == before.version + 1 and after.state["marks"] == ["A1"]


async def test_a_server_slower_than_the_timeout_is_unavailable_for_the_read(db: Database) -> None:
    """A statement past ``DB_TIMEOUT_SECONDS`` fails as « the database is not answering »."""
    if db.is_sqlite:
        pytest.skip("PostgreSQL's read")
    slow = Database(db.url, timeout=0.3)
    try:
        async with slow.session() as s:
            with pytest.raises(Exception) as caught:
                await fetch_rows(s, select(func.pg_sleep(2)), {})
        assert is_unavailable(caught.value)
        async with slow.session() as s:  # the next read goes through
            assert await fetch_rows(s, select(func.pg_sleep(0)), {}) == [(None,)]
    finally:
        await slow.close()

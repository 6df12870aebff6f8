"""PostgreSQL: a pooled connection that rested is checked before use in one round trip, one used
a moment ago is not, and one the server closed meanwhile is replaced without a failed request
(docs/deployment.md)."""

from __future__ import annotations

import asyncio
import os
from typing import Any

import asyncpg
import pytest
from sqlalchemy import event, text

from db import database
from db.database import Database


async def sent_by_a_session(db: Database) -> tuple[list[str], list[str]]:
    """What asyncpg's simple protocol sent (the check) and what SQLAlchemy ran in one session."""
    sent: list[str] = []
    real = asyncpg.Connection.execute

    async def counted(self: asyncpg.Connection, query: str, *args: Any, **kwargs: Any) -> str:
        sent.append(query)
        return await real(self, query, *args, **kwargs)

    trips: list[str] = []

    def seen(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        trips.append(statement)

    event.listen(db.engine.sync_engine, "before_cursor_execute", seen)
    asyncpg.Connection.execute = counted  # type: ignore[method-assign]
    try:
        async with db.session() as s:
            assert (await s.execute(text("SELECT 2"))).scalar_one() == 2
    finally:
        asyncpg.Connection.execute = real  # type: ignore[method-assign]
        event.remove(db.engine.sync_engine, "before_cursor_execute", seen)
    return sent, trips


async def test_a_connection_that_rested_is_checked_in_one_statement(db: Database, monkeypatch) -> None:
    if db.is_sqlite:
        pytest.skip("PostgreSQL's pool")
    async with db.session() as s:
        await s.execute(text("SELECT 1"))
    monkeypatch.setattr(database, "CHECK_AFTER_IDLE", 0.0)  # every connection has rested long enough
    sent, trips = await sent_by_a_session(db)
    # the check, then BEGIN (SQLAlchemy's transaction) and the session's ROLLBACK at its end
    assert sent[0] == "SELECT 1" and sent.count("SELECT 1") == 1
    assert trips == ["SELECT 2"]


async def test_a_connection_used_a_moment_ago_is_not_checked_by_a_round_trip(db: Database) -> None:
    if db.is_sqlite:
        pytest.skip("PostgreSQL's pool")
    async with db.session() as s:
        await s.execute(text("SELECT 1"))
    sent, trips = await sent_by_a_session(db)
    assert "SELECT 1" not in sent
    assert trips == ["SELECT 2"]


async def test_a_connection_the_server_closed_is_replaced_without_a_failed_request(db: Database) -> None:
    if db.is_sqlite:
        pytest.skip("PostgreSQL's pool")
    async with db.session() as s:
        first = (await s.execute(text("SELECT pg_backend_pid()"))).scalar_one()
    url = os.environ["MENEUR_TEST_POSTGRES_URL"].replace("+asyncpg", "")
    admin = await asyncpg.connect(url)
    try:
        assert await admin.fetchval("SELECT pg_terminate_backend($1)", first) is True
        while await admin.fetchval("SELECT count(*) FROM pg_stat_activity WHERE pid = $1", first):
            await asyncio.sleep(0.01)  # the server closes it soon after
    finally:
        await admin.close()
    await asyncio.sleep(0.05)  # the loop reads the server's goodbye on the pooled connection
    async with db.session() as s:  # the pooled connection is dead: the check replaces it
        second = (await s.execute(text("SELECT pg_backend_pid()"))).scalar_one()
    assert second != first

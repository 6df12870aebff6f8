"""PostgreSQL: a pooled connection is checked before each use in one round trip, and one the
server closed meanwhile is replaced without a failed request (docs/deployment.md)."""

from __future__ import annotations

import os
from typing import Any

import asyncpg
import pytest
from sqlalchemy import event, text

from db.database import Database


async def test_the_check_is_one_statement(db: Database) -> None:
    if db.is_sqlite:
        pytest.skip("PostgreSQL's pool")
    async with db.session() as s:
        await s.execute(text("SELECT 1"))
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
        async with db.session() as s:  # a pooled connection: checked, then the statement
            assert (await s.execute(text("SELECT 2"))).scalar_one() == 2
    finally:
        asyncpg.Connection.execute = real  # type: ignore[method-assign]
        event.remove(db.engine.sync_engine, "before_cursor_execute", seen)
    # the check, then BEGIN (SQLAlchemy's transaction) and the session's ROLLBACK at its end
    assert sent[0] == "SELECT 1" and sent.count("SELECT 1") == 1
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
    finally:
        await admin.close()
    async with db.session() as s:  # the pooled connection is dead: the check replaces it
        second = (await s.execute(text("SELECT pg_backend_pid()"))).scalar_one()
    assert second != first

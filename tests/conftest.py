"""Shared fixtures: a migrated database (SQLite, and PostgreSQL when available) and a service."""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from bot.service import Service
from bot.shared.replies import Actor
from db.database import Database, sqlite_path_url
from rules.core import registry
from tests.support.duel import DUEL

POSTGRES_URL = os.environ.get("MENEUR_TEST_POSTGRES_URL")


@pytest.fixture(autouse=True, scope="session")
def _register_test_game() -> None:
    registry.load_games()
    if "duel" not in {g.id for g in registry.all_games()}:
        registry.register(DUEL)


async def _postgres_database() -> tuple[str, str]:
    import asyncpg

    assert POSTGRES_URL
    name = "meneur_test_" + uuid.uuid4().hex[:12]
    conn = await asyncpg.connect(POSTGRES_URL.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    base, _, _ = POSTGRES_URL.rpartition("/")
    return f"{base}/{name}", name


async def _drop_postgres(name: str) -> None:
    import asyncpg

    assert POSTGRES_URL
    conn = await asyncpg.connect(POSTGRES_URL.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


@pytest.fixture(params=["sqlite", "postgres"])
async def db(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Database]:
    """A migrated database of each kind (PostgreSQL only where MENEUR_TEST_POSTGRES_URL is set)."""
    name = None
    if request.param == "sqlite":
        database = Database(sqlite_path_url(tmp_path / "test.db"))
    else:
        if not POSTGRES_URL:
            if os.environ.get("CI"):
                pytest.fail("MENEUR_TEST_POSTGRES_URL must be set in CI")
            pytest.skip("no PostgreSQL server (set MENEUR_TEST_POSTGRES_URL)")
        url, name = await _postgres_database()
        database = Database(url)
    await database.migrate()
    yield database
    await database.close()
    if name:
        await _drop_postgres(name)


@pytest.fixture
async def sqlite_db(tmp_path: Path) -> AsyncIterator[Database]:
    database = Database(sqlite_path_url(tmp_path / "test.db"))
    await database.migrate()
    yield database
    await database.close()


class Clock:
    """A settable clock for reminders."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, minutes: float) -> None:
        self.now += timedelta(minutes=minutes)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def service(db: Database, clock: Clock) -> Service:
    # an English server: public posts follow the server (players' own locales only the private answers)
    return Service(db, clock=clock, seed_factory=lambda: "ab" * 32, default_locale="en")


def actor(name: str, channel: str = "chan", locale: str | None = "en", manage: bool = False) -> Actor:
    return Actor(user_id=f"u-{name}", name=name, channel_id=channel, guild_id="guild",
                  locale=locale, can_manage=manage)

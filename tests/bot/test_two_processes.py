"""Two bot processes on one PostgreSQL database: every reminder and deadline handled exactly once.

Each "process" is a real subprocess (``tests/support/clock_worker.py``) with its own engine,
started together so that their scans race. The clock is simulated: each worker's service
reads a fixed time given on its command line.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections import Counter
from collections.abc import AsyncIterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text

from bot.service import Service
from bot.service.deadlines import TIMEOUT_USER
from bot.shared.replies import Actor
from db import repository as repo
from db.database import Database
from db.models import GameTable
from tests.conftest import POSTGRES_URL, Clock, _drop_postgres, _postgres_database

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_FR = "⏰ {} : temps écoulé, le coup par défaut a été joué (appliqué à l'expiration du délai)."

pytestmark = pytest.mark.postgres


@pytest.fixture
async def pg_url() -> AsyncIterator[str]:
    if not POSTGRES_URL:
        if os.environ.get("CI"):
            pytest.fail("MENEUR_TEST_POSTGRES_URL must be set in CI")
        pytest.skip("no PostgreSQL server (set MENEUR_TEST_POSTGRES_URL)")
    url, name = await _postgres_database()
    database = Database(url)
    await database.migrate()
    await database.close()
    yield url
    await _drop_postgres(name)


def player(name: str, channel: str, guild: str, manage: bool = False) -> Actor:
    return Actor(f"u-{name}", name, channel, guild_id=guild, locale="fr", can_manage=manage)


async def open_duel(service: Service, channel: str, guild: str, deadline: int | None = None) -> None:
    alice, bob = player("alice", channel, guild), player("bob", channel, guild)
    assert not (await service.create(alice, "duel")).error
    assert not (await service.join(bob)).error
    if deadline is not None:
        assert not (await service.settings(alice, deadline=deadline)).error
    assert not (await service.start(alice)).error


async def run_workers(url: str, now: datetime, count: int = 2, page: int = 10) -> list[dict[str, Any]]:
    """``count`` worker processes, started together once all are connected; what each did."""
    procs = [await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.support.clock_worker", url, now.isoformat(), str(page), cwd=ROOT,
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        for _ in range(count)]
    for proc in procs:
        assert proc.stdout is not None
        line = await asyncio.wait_for(proc.stdout.readline(), 60)
        assert line.strip() == b"ready", line
    results = []
    outs = await asyncio.gather(*(asyncio.wait_for(proc.communicate(b"go\n"), 120) for proc in procs))
    for proc, (out, err) in zip(procs, outs):
        assert proc.returncode == 0, err.decode()[-2000:]
        results.append(json.loads(out.decode().strip().splitlines()[-1]))
    return results


async def clone_table(db: Database, channel: str, prefix: str, count: int) -> None:
    """``count`` copies of the table of ``channel`` (state, due times, seats) in channels
    ``<prefix>1``...: as if that many games had been opened the same way."""
    columns = [c.name for c in GameTable.__table__.columns if c.name not in ("id", "channel_id")]
    listed = ", ".join(columns)
    async with db.session() as s:
        await s.execute(text(
            f"INSERT INTO game_table (channel_id, {listed}) SELECT :prefix || g, {listed} "
            "FROM game_table, generate_series(1, :count) AS g WHERE channel_id = :channel"),
            {"prefix": prefix, "count": count, "channel": channel})
        await s.execute(text(
            "INSERT INTO seat (table_id, position, user_id, name, joined_at) "
            "SELECT n.id, s.position, s.user_id, s.name, s.joined_at FROM game_table o "
            "JOIN seat s ON s.table_id = o.id JOIN game_table n ON n.channel_id LIKE :like AND n.id <> o.id "
            "WHERE o.channel_id = :channel"), {"like": prefix + "%", "channel": channel})
        await s.commit()


async def test_a_one_minute_deadline_is_applied_once_after_a_restart_by_two_processes(pg_url: str) -> None:
    clock = Clock()
    db = Database(pg_url)
    service = Service(db, clock=clock, render=False)
    await open_duel(service, "chan", "guild", deadline=1)
    await db.close()  # the process that started the game stops: the deadline lives in the database
    clock.advance(1.5)
    workers = await run_workers(pg_url, clock.now)
    timeouts = [t for w in workers for t in w["timeouts"]]
    assert timeouts == [{"table": 1, "seats": [0], "events": [TIMEOUT_FR.format("alice"), "ev-duel-stopped"]}]
    assert sorted(w["played"] for w in workers) == [0, 1]
    db = Database(pg_url)  # one more restart: nothing left to play
    try:
        assert await Service(db, clock=clock, render=False).apply_deadlines() == 0
        async with db.session() as s:
            table = await repo.active_table(s, "chan")
            rows = await repo.action_log(s, table.id)
    finally:
        await db.close()
    assert [(r.kind, r.seat, r.user_id, r.action) for r in rows] == [
        ("setup", None, "u-alice", {}), ("action", 0, TIMEOUT_USER, {"type": "stop"})]
    assert table.state["active"] == 1 and table.version == 3


async def test_200_reminders_and_50_deadlines_each_handled_once_by_two_processes(pg_url: str) -> None:
    clock = Clock()
    db = Database(pg_url)
    service = Service(db, clock=clock, render=False)
    try:
        await service.settings(player("mod", "x", "chatty", manage=True), reminder_minutes=30)
        await service.settings(player("mod", "x", "strict", manage=True), server_deadline=20)
        await open_duel(service, "r0", "chatty")
        await open_duel(service, "d0", "strict")
        await clone_table(db, "r0", "r", 199)
        await clone_table(db, "d0", "d", 49)
    finally:
        await db.close()
    clock.advance(31)
    workers = await run_workers(pg_url, clock.now, page=10)
    reminded = Counter(r["table"] for w in workers for r in w["reminders"])
    timed_out = Counter(t["table"] for w in workers for t in w["timeouts"])
    assert len(reminded) == 200 and set(reminded.values()) == {1}
    assert len(timed_out) == 50 and set(timed_out.values()) == {1}
    assert all(t["seats"] == [0] for w in workers for t in w["timeouts"])
    assert sum(w["sent"] for w in workers) == 200 and sum(w["played"] for w in workers) == 50
    assert all(w["sent"] > 0 for w in workers), "both processes took a share of the reminders"
    db = Database(pg_url)
    try:
        async with db.session() as s:
            logged = (await s.execute(text("SELECT count(*), count(DISTINCT table_id) FROM action_log "
                                           "WHERE user_id = :u"), {"u": TIMEOUT_USER})).one()
            marked = (await s.execute(text("SELECT count(*) FROM game_table WHERE reminders_sent = 1 "
                                           "AND reminder_claimed_until IS NULL"))).scalar_one()
    finally:
        await db.close()
    assert tuple(logged) == (50, 50) and marked == 200

"""The reminder and deadline scans with 10,000 stored tables: time, loop stalls, memory.

Run: ``.venv/bin/python -m bench.bench_scans`` (SQLite) and add ``--postgres URL`` (a server
URL: the benchmark creates and drops its own database) for PostgreSQL. Results go to
``bench/results/scans.json`` (one entry per database).

The stored tables are copies of one Krosmaster table played half-way by its own default
moves (its real state, a few KB of JSON): 60 % active and waiting, 30 % finished, 10 %
abandoned, spread over 100 servers, two seats each. Each scenario runs in a fresh process
(started as the Discord bot starts: games warmed, start-up objects frozen out of the GC), as
a bot process would run its minute's round, and reports:

* ``round_ms``: one clock round (expired deadlines, then reminders), as the bot runs it;
* ``max_stall_ms``: the longest the event loop went without running a 5 ms ticker;
* ``rss_growth_mb``: resident memory after the round minus before it (``peak`` while it ran).

Scenarios: nothing due; 2,000 reminders due (the "delivery" is accepted at once, so this is
the scan's own cost); 2,000 deadlines expired (each plays a Krosmaster move; pictures off,
as their cost belongs to the move benchmark). For comparison, the scan it replaced
(``repository.due_reminders``: every waiting table with its state, filtered in Python) is
timed on the same database when it is still there.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
import uuid
import warnings
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import text

from bot.service import Delivery, DueReminder, Service, TimedOut
from bot.shared.replies import Actor
from db.database import Database, sqlite_path_url
from db.models import GameTable
from rules.core import registry

RESULTS = Path(__file__).parent / "results"
ROOT = Path(__file__).resolve().parents[1]
NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
TABLES = 10_000
DUE = 2_000
GUILDS = 100


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


# ---------------------------------------------------------------------- the stored tables
async def build(url: str) -> dict[str, Any]:
    """One half-played Krosmaster table, then 10,000 copies of it; returns its sizes."""
    db = Database(url)
    await db.migrate()
    service = Service(db, render=False, clock=lambda: NOW, seed_factory=lambda: "5e" * 32)
    alice = Actor("u-alice", "alice", "seed-table", "g0", "fr")
    await service.create(alice, "krosmaster")
    await service.join(Actor("u-bob", "bob", "seed-table", "g0", "fr"))
    await service.start(alice)
    for _ in range(60):  # its own default moves, half-way through a game
        loaded = await service._load("seed-table")
        prompt = loaded.game.prompts(loaded.state)[0]
        action = loaded.game.timeout_action(loaded.state, prompt.seat)
        await service._play("fr", loaded, prompt.seat, action, "bench", [])
    columns = [c.name for c in GameTable.__table__.columns  # type: ignore[attr-defined]
               if c.name not in ("id", "channel_id", "guild_id", "status")]
    listed = ", ".join(columns)
    async with db.session() as s:
        state_bytes = (await s.execute(text(
            "SELECT length(CAST(state AS TEXT)) FROM game_table WHERE channel_id = 'seed-table'"))).scalar_one()
        await s.execute(text(
            f"INSERT INTO game_table (channel_id, guild_id, status, {listed}) "
            "WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < :count) "
            f"SELECT 'c' || CAST(n AS TEXT), 'g' || CAST(n % {GUILDS} AS TEXT), "
            "CASE WHEN n % 10 < 6 THEN 'active' WHEN n % 10 < 9 THEN 'finished' ELSE 'abandoned' END, "
            f"{listed} FROM game_table, g WHERE channel_id = 'seed-table'"), {"count": TABLES})
        await s.execute(text(
            "INSERT INTO seat (table_id, position, user_id, name, joined_at) "
            "SELECT n.id, s.position, s.user_id || '-' || n.channel_id, s.name, s.joined_at "
            "FROM game_table o JOIN seat s ON s.table_id = o.id "
            "JOIN game_table n ON n.channel_id LIKE 'c%' WHERE o.channel_id = 'seed-table'"))
        await s.execute(text("DELETE FROM seat WHERE table_id IN (SELECT id FROM game_table "
                             "WHERE channel_id = 'seed-table')"))
        await s.execute(text("DELETE FROM action_log WHERE table_id IN (SELECT id FROM game_table "
                             "WHERE channel_id = 'seed-table')"))
        await s.execute(text("DELETE FROM game_table WHERE channel_id = 'seed-table'"))
        for g in range(GUILDS):
            await s.execute(text("INSERT INTO guild_settings (guild_id, locale, reminder_minutes, use_threads, "
                                 "deadline_minutes, updated_at) VALUES (:g, 'fr', 60, false, 0, :now)"),
                            {"g": f"g{g}", "now": NOW})
        await s.commit()
    await db.close()
    return {"tables": TABLES, "state_bytes": state_bytes}


async def set_due(url: str, reminders: int, deadlines: int) -> None:
    """Every active table waiting since 3 h; ``reminders`` / ``deadlines`` of them due now."""
    db = Database(url)
    past, future = NOW - timedelta(minutes=5), NOW + timedelta(hours=5)
    since = NOW - timedelta(hours=3)
    async with db.session() as s:
        params = {"past": past, "future": future, "since": since}
        if db.is_sqlite:
            params = {k: v.replace(tzinfo=None).isoformat(" ") for k, v in params.items()}
        await s.execute(text(
            "UPDATE game_table SET awaiting_since = NULL, "
            "reminder_due_at = NULL, deadline_at = NULL, reminder_claimed_until = NULL, "
            "deadline_claimed_until = NULL, reminders_sent = 0, last_reminded_at = NULL"))
        await s.execute(text("UPDATE game_table SET awaiting_since = :since, reminder_due_at = :future, "
                             "deadline_at = :future WHERE status = 'active'"), params)
        for column, count in (("reminder_due_at", reminders), ("deadline_at", deadlines)):
            if count:
                await s.execute(text(
                    f"UPDATE game_table SET {column} = :past WHERE id IN (SELECT id FROM game_table "
                    f"WHERE status = 'active' ORDER BY id LIMIT {count})"), params)
        await s.commit()
    if not db.is_sqlite:
        async with db.engine.connect() as conn:
            await conn.execute(text("ANALYZE"))
    await db.close()


# ---------------------------------------------------------------------- one round, measured
async def round_in_process(url: str, old_scan: bool) -> dict[str, Any]:
    from bot.shared.startup import finish_start_up

    registry.load_games()
    finish_start_up()  # as the Discord bot starts: content loaded, start-up objects frozen
    db = Database(url)
    service = Service(db, render=False, clock=lambda: NOW)
    async with db.session() as s:  # a running bot is connected already
        await s.execute(text("SELECT 1"))
    stall = {"max": 0.0, "peak_rss": 0.0}
    running = True

    async def ticker() -> None:
        loop = asyncio.get_running_loop()
        while running:
            before = loop.time()
            await asyncio.sleep(0.005)
            stall["max"] = max(stall["max"], (loop.time() - before - 0.005) * 1000)
            stall["peak_rss"] = max(stall["peak_rss"], rss_mb())

    sent: list[int] = []
    played: list[int] = []

    async def deliver(due: DueReminder) -> Delivery:
        sent.append(due.claimed.id)
        return Delivery.SENT

    async def post(done: TimedOut) -> None:
        played.append(done.table_id)

    tick = asyncio.create_task(ticker())
    await asyncio.sleep(0.05)
    rss_before = rss_mb()
    start = time.perf_counter()
    await service.apply_deadlines(post)
    await service.send_reminders(deliver)
    elapsed = (time.perf_counter() - start) * 1000
    await asyncio.sleep(0.02)
    rss_after = rss_mb()
    running = False
    await tick
    out: dict[str, Any] = {
        "round_ms": round(elapsed, 1), "max_stall_ms": round(stall["max"], 1),
        "rss_before_mb": round(rss_before, 1), "rss_growth_mb": round(rss_after - rss_before, 1),
        "rss_peak_growth_mb": round(stall["peak_rss"] - rss_before, 1),
        "reminders_sent": len(sent), "deadlines_played": len(played),
    }
    if old_scan:
        from db import repository as repo

        if hasattr(repo, "due_reminders"):  # the scan this one replaced, for comparison
            stall["max"] = 0.0
            running = True
            tick = asyncio.create_task(ticker())
            await asyncio.sleep(0.05)
            start = time.perf_counter()
            async with db.session() as s:
                found = await repo.due_reminders(s, NOW)
            out["old_scan"] = {"ms": round((time.perf_counter() - start) * 1000, 1),
                               "max_stall_ms": round(stall["max"], 1), "rows": len(found),
                               "rss_growth_mb": round(rss_mb() - rss_after, 1)}
            running = False
            await tick
    await db.close()
    return out


def fresh_round(url: str, old_scan: bool) -> dict[str, Any]:
    """One round in a new process (what a bot process's minute looks like)."""
    args = [sys.executable, "-m", "bench.bench_scans", "--round", url] + (["--old-scan"] if old_scan else [])
    proc = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=1800)
    if proc.returncode:
        raise RuntimeError(proc.stderr[-3000:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------------- the benchmark
async def create_pg(server: str) -> tuple[str, str]:
    import asyncpg

    name = "meneur_bench_" + uuid.uuid4().hex[:10]
    conn = await asyncpg.connect(server.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return server.rpartition("/")[0] + "/" + name, name


async def drop_pg(server: str, name: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(server.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


def scenarios(url: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name, reminders, deadlines in (("nothing_due", 0, 0), ("reminders_due_2000", DUE, 0),
                                       ("deadlines_due_2000", 0, DUE)):
        asyncio.run(set_due(url, reminders, deadlines))
        out[name] = fresh_round(url, old_scan=name != "deadlines_due_2000")
        print(name, out[name], file=sys.stderr)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--postgres", default=None, help="a PostgreSQL server URL (the benchmark makes its own database)")
    parser.add_argument("--round", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--old-scan", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    warnings.filterwarnings("ignore", category=DeprecationWarning)  # sqlmodel's advice on text()
    if args.round:
        print(json.dumps(asyncio.run(round_in_process(args.round, args.old_scan))))
        return
    registry.load_games()
    path = RESULTS / "scans.json"
    results = json.loads(path.read_text()) if path.exists() else {}
    if args.postgres:
        url, name = asyncio.run(create_pg(args.postgres))
        try:
            built = asyncio.run(build(url))
            entry = {"database": "postgresql", **built, "scenarios": scenarios(url)}
        finally:
            asyncio.run(drop_pg(args.postgres, name))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            url = sqlite_path_url(Path(tmp) / "scans.db")
            built = asyncio.run(build(url))
            entry = {"database": "sqlite", **built, "scenarios": scenarios(url)}
    entry["recorded"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    entry["machine"] = {"python": platform.python_version(), "cpu": platform.machine(), "cores": os.cpu_count()}
    results[entry["database"]] = entry
    RESULTS.mkdir(exist_ok=True)
    path.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(entry, indent=2))


if __name__ == "__main__":
    main()

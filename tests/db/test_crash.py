"""A process killed in the middle of a move leaves the last committed state intact."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from bot.service import Service
from db import repository as repo
from db.database import Database
from tests.conftest import actor

ROOT = Path(__file__).resolve().parents[2]

CRASHING_MOVE = textwrap.dedent("""
    import asyncio, os, signal, sys
    from bot.service import Service
    from bot.shared.replies import Actor
    from db.database import Database
    from rules.core import registry
    from tests.support.duel import DUEL

    registry.load_games()
    registry.register(DUEL)

    from sqlalchemy import event
    from sqlalchemy.util import await_

    # killed once the conditional UPDATE of the state has run, before the log row and the commit
    def kill_at_the_log_row(statement):
        if statement.startswith("INSERT INTO action_log"):
            os.kill(os.getpid(), signal.SIGKILL)

    def trace(dbapi_conn, _record):  # SQLite: the move runs in one call on the driver's thread
        driver = dbapi_conn.driver_connection
        await_(driver._execute(driver._conn.set_trace_callback, kill_at_the_log_row))

    import asyncpg
    real_fetchval = asyncpg.Connection.fetchval

    async def sent_then_killed(self, query, *args, **kwargs):  # PostgreSQL: the move is one statement
        if query.startswith("WITH moved"):
            asyncio.ensure_future(real_fetchval(self, query, *args, **kwargs))
            await asyncio.sleep(0)  # the statement is written to the socket, its answer not read
            os.kill(os.getpid(), signal.SIGKILL)
        return await real_fetchval(self, query, *args, **kwargs)

    async def main():
        db = Database(sys.argv[1])
        if db.is_sqlite:
            event.listen(db.engine.sync_engine, "connect", trace)
        else:
            asyncpg.Connection.fetchval = sent_then_killed
        service = Service(db)
        await service.act(Actor("u-alice", "alice", "chan", "guild", "en"), "mark", {"square": "B2"})

    asyncio.run(main())
""")


async def test_killed_move_loses_nothing(db: Database) -> None:
    service = Service(db, seed_factory=lambda: "ef" * 32)
    await service.create(actor("alice"), "duel")
    await service.join(actor("bob"))
    await service.start(actor("alice"))
    assert not (await service.act(actor("alice"), "mark", {"square": "A1"})).error
    async with db.session() as s:
        before = await repo.active_table(s, "chan")
        log_before = len(await repo.action_log(s, before.id))
    proc = subprocess.run([sys.executable, "-c", CRASHING_MOVE, db.url], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == -9, proc.stderr
    async with db.session() as s:
        after = await repo.active_table(s, "chan")
        log_after = len(await repo.action_log(s, after.id))
    if db.is_sqlite:  # killed between the UPDATE and the log row: the transaction is rolled back
        assert after.version == before.version and after.state == before.state and log_after == log_before
        assert after.state["marks"] == ["A1"]
        assert not (await service.act(actor("alice"), "mark", {"square": "B2"})).error
        return
    # PostgreSQL: killed once the move's one statement was sent: the server ran all of it or none
    moved = after.version == before.version + 1
    assert after.state["marks"] == (["A1", "B2"] if moved else ["A1"])
    assert log_after == log_before + (1 if moved else 0)
    assert moved or (after.version == before.version and after.state == before.state)
    assert not (await service.act(actor("alice"), "mark", {"square": "C3"})).error  # a mark leaves the turn

"""The scheduling queries: what is due, claimed once, in scope, through the indexes."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from sqlalchemy import text

from db import scheduling as sched
from db.database import Database
from db.models import GameTable
from db.scheduling import Scope

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


def minutes(n: float) -> datetime:
    return NOW + timedelta(minutes=n)


async def add_tables(db: Database, specs: list[dict]) -> list[int]:
    """Tables with the given columns (channel c<i>), returned ids in order."""
    rows = []
    for i, spec in enumerate(specs):
        values = {"channel_id": f"c{i}", "game": "duel", "host_id": "h", "seed": "00" * 32, "seed_hash": "x",
                  "status": "active", "guild_id": "g1", **spec}
        rows.append(GameTable(**values))
    async with db.session() as s:
        s.add_all(rows)
        await s.commit()
        return [r.id for r in rows]


async def test_only_due_active_unclaimed_tables_in_scope_are_claimed(db: Database) -> None:
    ids = await add_tables(db, [
        {"reminder_due_at": minutes(-5)},                                   # 0 due
        {"reminder_due_at": minutes(5)},                                    # 1 not yet
        {"reminder_due_at": minutes(-5), "status": "finished"},             # 2 over
        {"reminder_due_at": None},                                          # 3 no reminder
        {"reminder_due_at": minutes(-1), "reminder_claimed_until": minutes(3)},  # 4 held by another
        {"reminder_due_at": minutes(-1), "reminder_claimed_until": minutes(-1)},  # 5 claim expired
        {"reminder_due_at": minutes(-9), "guild_id": "g2"},                 # 6 another server
        {"reminder_due_at": minutes(-9), "guild_id": None},                 # 7 outside any server
        {"deadline_at": minutes(-9)},                                       # 8 a deadline, not a reminder
    ])
    async with db.session() as s:
        got = await sched.claim_reminders(s, NOW, minutes(5), Scope.of(["g1"], dms=False))
    assert [c.id for c in got] == [ids[0], ids[5]]
    assert all(c.claimed_until == minutes(5) and c.guild_id == "g1" and c.version == 0 for c in got)
    async with db.session() as s:  # claimed: nobody else gets them until the claim expires
        assert await sched.claim_reminders(s, NOW, minutes(5), Scope.of(["g1"], dms=False)) == []
        dms = await sched.claim_reminders(s, NOW, minutes(5), Scope.of(["g2"], dms=True))
        assert [c.id for c in dms] == [ids[6], ids[7]]
    async with db.session() as s:
        again = await sched.claim_reminders(s, minutes(6), minutes(11))
    assert [c.id for c in again] == [ids[0], ids[1], ids[4], ids[5], ids[6], ids[7]]
    async with db.session() as s:
        deadlines = await sched.claim_deadlines(s, NOW, minutes(2))
    assert [c.id for c in deadlines] == [ids[8]]


async def test_pages_are_claimed_oldest_first(db: Database) -> None:
    ids = await add_tables(db, [{"deadline_at": minutes(-i)} for i in range(1, 8)])
    async with db.session() as s:
        first = await sched.claim_deadlines(s, NOW, minutes(2), limit=3)
    assert sorted(c.id for c in first) == sorted(ids[4:7])  # due 5, 6, 7 minutes ago
    async with db.session() as s:
        second = await sched.claim_deadlines(s, NOW, minutes(2), limit=3)
    assert sorted(c.id for c in second) == sorted(ids[1:4])


async def test_a_claim_takes_one_page_even_when_due_times_tie(db: Database) -> None:
    ids = await add_tables(db, [{"deadline_at": minutes(-1)} for _ in range(25)])
    pages = []
    while True:
        async with db.session() as s:
            page = await sched.claim_deadlines(s, NOW, minutes(2), limit=10)
        if not page:
            break
        pages.append([c.id for c in page])
    assert [len(p) for p in pages] == [10, 10, 5]
    assert sorted(i for p in pages for i in p) == ids


async def test_marking_a_reminder_needs_the_claim_and_keeps_a_newer_due_time(db: Database) -> None:
    ids = await add_tables(db, [{"reminder_due_at": minutes(-1)}, {"reminder_due_at": minutes(-1)}])
    async with db.session() as s:
        a, b = await sched.claim_reminders(s, NOW, minutes(5))
        assert await sched.mark_reminded(s, a, NOW, minutes(60))
        # a move came in while b's reminder was being sent: its version and due time moved on
        await s.execute(text("UPDATE game_table SET version = 1, reminder_due_at = :due WHERE id = :id"),
                        {"due": minutes(30).replace(tzinfo=None) if db.is_sqlite else minutes(30), "id": ids[1]})
        await s.commit()
        assert not await sched.mark_reminded(s, b, NOW, minutes(60))
    async with db.session() as s:
        rows = {r.id: r for r in [await s.get(GameTable, i) for i in ids]}
    assert sched.aware(rows[ids[0]].reminder_due_at) == minutes(60) and rows[ids[0]].reminders_sent == 1
    assert sched.aware(rows[ids[1]].reminder_due_at) == minutes(30) and rows[ids[1]].reminders_sent == 0
    assert rows[ids[0]].reminder_claimed_until is None and rows[ids[1]].reminder_claimed_until is None


async def test_a_late_claimant_cannot_mark(db: Database) -> None:
    await add_tables(db, [{"reminder_due_at": minutes(-1)}])
    async with db.session() as s:
        (first,) = await sched.claim_reminders(s, NOW, minutes(5))
        (second,) = await sched.claim_reminders(s, minutes(6), minutes(11))  # the first claim expired
        assert not await sched.mark_reminded(s, first, minutes(7), minutes(67))
        assert await sched.mark_reminded(s, second, minutes(7), minutes(67))


async def test_the_scans_read_the_due_time_indexes(db: Database) -> None:
    """Many waiting tables, few due: the plan reads the due-time index, not the table."""
    await add_tables(db, [{"reminder_due_at": minutes(i), "deadline_at": minutes(i)} for i in range(2000)])
    async with db.engine.connect() as conn:
        await conn.execute(text("ANALYZE" if db.is_sqlite else "ANALYZE game_table"))
        for column in ("reminder_due_at", "deadline_at"):
            query = (f"SELECT id FROM game_table WHERE status = 'active' AND {column} <= :now "
                     f"ORDER BY {column} LIMIT 50")
            if db.is_sqlite:
                plan = (await conn.execute(text("EXPLAIN QUERY PLAN " + query), {"now": NOW})).all()
            else:
                plan = (await conn.execute(text("EXPLAIN " + query), {"now": NOW})).all()
            assert f"ix_game_table_{column}" in " ".join(str(r) for r in plan), plan


async def test_concurrent_claims_never_share_a_row(db: Database) -> None:
    """Two engines (two processes) claiming the same due rows at once take disjoint sets."""
    ids = await add_tables(db, [{"reminder_due_at": minutes(-1)} for _ in range(60)])
    other = Database(db.url)
    try:
        async def claim_all(database: Database) -> list[int]:
            got: list[int] = []
            while True:
                async with database.session() as s:
                    page = await sched.claim_reminders(s, NOW, minutes(5), limit=7)
                if not page:
                    return got
                assert len(page) <= 7
                got += [c.id for c in page]
                await asyncio.sleep(0.01)  # the page's work

        one, two = await asyncio.gather(claim_all(db), claim_all(other))
    finally:
        await other.close()
    assert not set(one) & set(two)
    assert sorted(one + two) == ids

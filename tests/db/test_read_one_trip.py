"""The read before a move (``repo.active_table_seated``: SQLite's one trip, PostgreSQL's plain
rows) gives what the ORM's read gives: the same table, seats and settings, value for value, as
objects of a closed session."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import inspect
from sqlmodel import select

from db import repository as repo
from db.database import Database
from db.models import GameTable, GuildSettings, Seat


def values(obj: Any) -> dict[str, Any]:
    return {c.name: getattr(obj, c.name) for c in type(obj).__table__.c}  # type: ignore[attr-defined]


async def orm_read(db: Database, channel: str) -> tuple[GameTable, list[Seat], GuildSettings] | None:
    """The read as the ORM makes it (the path PostgreSQL takes)."""
    async with db.session() as s:
        rows = (await s.exec(repo._ACTIVE_SEATED, params={"channel": channel})).all()
    if not rows:
        return None
    table, _, settings = rows[0]
    return table, [seat for _, seat, _ in rows if seat is not None], settings or GuildSettings(
        guild_id=table.guild_id or "", locale="en")


async def made(db: Database, channel: str, guild: str | None, seats: int, settings: bool) -> None:
    async with db.session() as s:
        table = GameTable(channel_id=channel, guild_id=guild, game="duel", host_id="h", seed="00" * 32,
                          seed_hash="x", status="active", state={"board": [[1, None], {"k": "é"}], "n": 2.5},
                          options={"arena": "fosse"}, awaiting_since=datetime(2026, 11, 29, 3, 0, 1, 5, tzinfo=UTC))
        s.add(table)
        await s.flush()
        for i in range(seats):
            s.add(Seat(table_id=table.id, position=seats - 1 - i, user_id=f"u{i}", name=f"Élise {i}"))
        if settings:
            s.add(GuildSettings(guild_id=guild or "", locale="en", reminder_minutes=30, use_threads=False,
                                deadline_minutes=5))
        await s.commit()


@pytest.mark.parametrize(("guild", "seats", "settings"), [("g1", 3, True), ("g2", 2, False), (None, 1, False),
                                                          ("g4", 0, False)])
async def test_the_one_trip_read_gives_what_the_orm_reads(db: Database, guild, seats, settings) -> None:
    sqlite_db = db  # either database: SQLite's one trip, PostgreSQL's rows
    await made(sqlite_db, "c", guild, seats, settings)
    async with sqlite_db.session() as s:
        fast = await repo.active_table_seated(s, "c", "en")
    slow = await orm_read(sqlite_db, "c")
    assert fast is not None and slow is not None
    assert values(fast[0]) == values(slow[0])
    assert [values(x) for x in fast[1]] == [values(x) for x in slow[1]]
    assert [x.position for x in fast[1]] == list(range(seats))  # in their order
    ours, theirs = values(fast[2]), values(slow[2])
    if not settings:  # the defaults, made at each read: their time is the read's
        del ours["updated_at"], theirs["updated_at"]
    assert ours == theirs
    assert isinstance(fast[0].state, dict) and fast[0].state["board"][1] == {"k": "é"}
    for obj in (fast[0], *fast[1]):
        state = inspect(obj)
        assert state.detached and not state.modified and state.key is not None
    # changed and written back by a later session, as a loaded row is
    fast[0].locale = "fr"
    async with sqlite_db.session() as s:
        s.add(fast[0])
        await s.commit()
    async with sqlite_db.session() as s:
        assert (await s.exec(select(GameTable.locale).where(GameTable.channel_id == "c"))).one() == "fr"
        assert len((await s.exec(select(GameTable))).all()) == 1  # updated, not inserted again


async def test_no_active_table_is_none(sqlite_db: Database) -> None:
    await made(sqlite_db, "c", "g", 1, False)
    async with sqlite_db.session() as s:
        assert await repo.active_table_seated(s, "elsewhere") is None

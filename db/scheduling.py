"""The scheduling queries: due reminders and deadlines, claimed by one process at a time.

Both scans are indexed range queries on ``game_table.reminder_due_at`` / ``deadline_at``
(set when a move commits) that read only what is due, in pages, without the state column.
A page is *claimed* with one conditional UPDATE: the rows whose due time has passed and whose
claim is free or expired get ``*_claimed_until = until``, and only the rows the UPDATE
changed are returned. On PostgreSQL the page is picked ``FOR UPDATE SKIP LOCKED``, so two
processes scanning at once take disjoint pages instead of waiting for each other; on SQLite
the one writer makes the UPDATE atomic. Either way a row is claimed by one process at a
time, and a claim that is never completed (a crash) expires by itself.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import String, any_, bindparam, or_, update
from sqlalchemy.dialects import postgresql
from sqlalchemy.sql.elements import ColumnElement
from sqlmodel import col, select
from sqlmodel.ext.asyncio.session import AsyncSession

from .models import GameTable, GuildSettings, Seat, utcnow

#: a scan's page: rows claimed (and later loaded) at once
PAGE = 50


def aware(value: datetime | None) -> datetime | None:
    """A stored time as an aware UTC datetime (SQLite gives them back naive)."""
    if value is None or value.tzinfo is not None:
        return value
    return value.replace(tzinfo=UTC)


@dataclass(frozen=True)
class Scope:
    """The tables a process serves: its servers' (``None``: every server) and, if ``dms``,
    the tables outside any server (Discord delivers those to the process of shard 0)."""

    guild_ids: frozenset[str] | None = None
    dms: bool = True

    @classmethod
    def of(cls, guild_ids: Collection[str] | None, dms: bool = True) -> Scope:
        return cls(None if guild_ids is None else frozenset(guild_ids), dms)


ALL = Scope()


@dataclass(frozen=True)
class Claimed:
    """A claimed table: what a scan needs before loading its state."""

    id: int
    version: int
    guild_id: str | None
    channel_id: str
    game: str
    locale: str | None
    awaiting_since: datetime | None
    board_message_id: str | None
    reminders_sent: int
    #: the claim's end: also its token (completing a claim checks it is still ours)
    claimed_until: datetime


def _is_postgres(session: AsyncSession) -> bool:
    bind = session.bind
    return bind is not None and bind.dialect.name == "postgresql"


def _scope_clause(scope: Scope, postgres: bool) -> ColumnElement[bool] | None:
    if scope.guild_ids is None:
        return None if scope.dms else col(GameTable.guild_id).is_not(None)
    ids = sorted(scope.guild_ids)
    guild = col(GameTable.guild_id)
    if postgres:  # one array parameter, however many servers the process serves
        served = guild == any_(bindparam("served_guilds", ids, type_=postgresql.ARRAY(String)))
    else:
        served = guild.in_(ids)
    return or_(served, guild.is_(None)) if scope.dms else served


_RETURNED = (GameTable.id, GameTable.version, GameTable.guild_id, GameTable.channel_id, GameTable.game,
             GameTable.locale, GameTable.awaiting_since, GameTable.board_message_id, GameTable.reminders_sent)


async def _claim(session: AsyncSession, due_name: str, claim_name: str, now: datetime, until: datetime,
                 scope: Scope, limit: int) -> list[Claimed]:
    due, claim = getattr(GameTable, due_name), getattr(GameTable, claim_name)
    postgres = _is_postgres(session)
    cond: list[Any] = [col(GameTable.status) == "active", col(due) <= now,
                       or_(col(claim).is_(None), col(claim) <= now)]
    where = _scope_clause(scope, postgres)
    if where is not None:
        cond.append(where)
    pick = select(GameTable.id).where(*cond).order_by(col(due)).limit(limit)
    stmt = update(GameTable)
    if postgres:
        # the page is picked once (a materialized CTE), locked rows skipped, then updated: an
        # ``IN (subquery ... LIMIT)`` may be re-run row by row and claim more than a page
        page = pick.with_for_update(skip_locked=True).cte("page").prefix_with("MATERIALIZED")
        stmt = stmt.where(col(GameTable.id) == page.c.id, *cond)
    else:  # SQLite runs the subquery once; the statement starts with UPDATE (the writer lock)
        stmt = stmt.where(col(GameTable.id).in_(pick.scalar_subquery()), *cond)
    stmt = (
        stmt
        .values({claim_name: until})
        .returning(*_RETURNED)
        .execution_options(synchronize_session=False)
    )
    rows = (await session.execute(stmt)).all()
    await session.commit()
    claimed = [Claimed(id=r[0], version=r[1], guild_id=r[2], channel_id=r[3], game=r[4], locale=r[5],
                       awaiting_since=aware(r[6]), board_message_id=r[7], reminders_sent=r[8], claimed_until=until)
               for r in rows]
    return sorted(claimed, key=lambda c: c.id)


async def claim_reminders(session: AsyncSession, now: datetime, until: datetime, scope: Scope = ALL,
                          limit: int = PAGE) -> list[Claimed]:
    """Claim up to ``limit`` tables whose reminder is due (until ``until``)."""
    return await _claim(session, "reminder_due_at", "reminder_claimed_until", now, until, scope, limit)


async def claim_deadlines(session: AsyncSession, now: datetime, until: datetime, scope: Scope = ALL,
                          limit: int = PAGE) -> list[Claimed]:
    """Claim up to ``limit`` tables whose deadline has passed (until ``until``)."""
    return await _claim(session, "deadline_at", "deadline_claimed_until", now, until, scope, limit)


async def states(session: AsyncSession, ids: Sequence[int]) -> dict[int, dict[str, Any]]:
    """The stored states of a page of tables (the column the scans leave out)."""
    if not ids:
        return {}
    rows = (await session.exec(select(GameTable.id, GameTable.state).where(col(GameTable.id).in_(ids)))).all()
    return {r[0]: r[1] for r in rows if r[1] is not None}


async def seats_of(session: AsyncSession, ids: Sequence[int]) -> dict[int, list[Seat]]:
    """The seats of a page of tables, by table, in seat order."""
    out: dict[int, list[Seat]] = {i: [] for i in ids}
    if ids:
        stmt = select(Seat).where(col(Seat.table_id).in_(ids)).order_by(col(Seat.table_id), col(Seat.position))
        for seat in (await session.exec(stmt)).all():
            out[seat.table_id].append(seat)
    return out


async def settings_of(session: AsyncSession, guild_ids: Collection[str | None]) -> dict[str, GuildSettings]:
    """The stored settings of some servers (servers that never changed theirs are absent)."""
    wanted = sorted({g for g in guild_ids if g is not None})
    if not wanted:
        return {}
    rows = (await session.exec(select(GuildSettings).where(col(GuildSettings.guild_id).in_(wanted)))).all()
    return {r.guild_id: r for r in rows}


async def guild_timing(session: AsyncSession, guild_id: str | None) -> tuple[int, int]:
    """A server's (reminder minutes, deadline minutes); 0 means off."""
    if guild_id is None:
        return 0, 0
    found = await session.get(GuildSettings, guild_id)
    return (found.reminder_minutes, found.deadline_minutes) if found else (0, 0)


async def mark_reminded(session: AsyncSession, claimed: Claimed, sent_at: datetime,
                        next_due: datetime | None) -> bool:
    """Record a reminder Discord accepted, if the claim is still ours; the table's version is
    untouched (its buttons stay valid). If a move came in meanwhile, the due time it set stays."""
    mine = (col(GameTable.id) == claimed.id, col(GameTable.reminder_claimed_until) == claimed.claimed_until)
    values: dict[str, Any] = {"last_reminded_at": sent_at, "reminders_sent": claimed.reminders_sent + 1,
                              "reminder_claimed_until": None}
    res = await session.execute(
        update(GameTable).where(*mine, col(GameTable.version) == claimed.version)
        .values(reminder_due_at=next_due, **values).execution_options(synchronize_session=False))
    done = bool(res.rowcount)  # type: ignore[attr-defined]
    if not done:
        await session.execute(update(GameTable).where(*mine).values(reminder_claimed_until=None)
                              .execution_options(synchronize_session=False))
    await session.commit()
    return done


async def drop_reminder(session: AsyncSession, claimed: Claimed) -> None:
    """No reminder until the next move (its channel is gone or closed to the bot)."""
    await session.execute(
        update(GameTable).where(col(GameTable.id) == claimed.id,
                                col(GameTable.reminder_claimed_until) == claimed.claimed_until)
        .values(reminder_due_at=None, reminder_claimed_until=None).execution_options(synchronize_session=False))
    await session.commit()


async def drop_deadline(session: AsyncSession, claimed: Claimed) -> None:
    """No deadline until the next move (nobody prompted has a default), if nobody moved."""
    await session.execute(
        update(GameTable).where(col(GameTable.id) == claimed.id, col(GameTable.version) == claimed.version)
        .values(deadline_at=None, deadline_claimed_until=None).execution_options(synchronize_session=False))
    await session.commit()


async def awaiting_tables(session: AsyncSession, guild_id: str | None = None, table_id: int | None = None,
                          with_state: bool = False) -> list[Any]:
    """The active tables of a server (or one table) that await someone, for a settings change:
    (id, guild_id, game, awaiting_since, last_reminded_at, deadline_minutes[, state])."""
    cols: list[Any] = [GameTable.id, GameTable.guild_id, GameTable.game, GameTable.awaiting_since,
                       GameTable.last_reminded_at, GameTable.deadline_minutes]
    if with_state:
        cols.append(GameTable.state)
    stmt = select(*cols).where(col(GameTable.status) == "active", col(GameTable.awaiting_since).is_not(None))
    if table_id is not None:
        stmt = stmt.where(col(GameTable.id) == table_id)
    else:
        stmt = stmt.where(col(GameTable.guild_id) == guild_id)
    return list((await session.exec(stmt.order_by(col(GameTable.id)))).all())


async def set_due_times(session: AsyncSession, rows: Sequence[dict[str, Any]]) -> None:
    """Update due times by primary key in one executemany (``{"id": .., "reminder_due_at": ..}``)."""
    if rows:
        await session.execute(update(GameTable), [dict(r, updated_at=utcnow()) for r in rows])
    await session.commit()

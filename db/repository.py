"""All data access, in one small module tested directly."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import bindparam, insert, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import class_mapper, defer, make_transient_to_detached
from sqlalchemy.orm.attributes import instance_dict
from sqlalchemy.sql.expression import Executable
from sqlmodel import col, select
from sqlmodel.ext.asyncio.session import AsyncSession

from .database import read_in_one_call, write_in_one_call, writes_in_one_call
from .postgres import fetch_rows, one_statement_serves, write_in_one_statement
from .models import ACTIVE_STATUSES, ActionLog, GameTable, GuildSettings, RollLog, Seat, utcnow

M = TypeVar("M")


class ConcurrentChange(Exception):
    """The table changed since it was read: the move was not applied."""


class ChannelBusy(Exception):
    """The channel already has an active table."""


async def active_table(session: AsyncSession, channel_id: str) -> GameTable | None:
    stmt = select(GameTable).where(
        GameTable.channel_id == channel_id, col(GameTable.status).in_(ACTIVE_STATUSES)
    )
    return (await session.exec(stmt)).first()


#: the read before a move, built once (building it cost ~0.4 ms a move): the channel is its parameter
_ACTIVE_SEATED = (
    select(GameTable, Seat, GuildSettings)
    .outerjoin(Seat, col(Seat.table_id) == col(GameTable.id))
    .outerjoin(GuildSettings, col(GuildSettings.guild_id) == col(GameTable.guild_id))
    .where(col(GameTable.channel_id) == bindparam("channel"), col(GameTable.status).in_(ACTIVE_STATUSES))
    .order_by(col(Seat.position))
)


def _active_seated_columns() -> Executable:
    """The same read on the tables themselves, for SQLite's one trip (:func:`read_in_one_call`):
    every column of the table, of a seat and of the server's settings, in that order."""
    g, s, gs = (m.__table__ for m in (GameTable, Seat, GuildSettings))  # type: ignore[attr-defined]
    return (select(*g.c, *s.c, *gs.c)
            .select_from(g.outerjoin(s, s.c.table_id == g.c.id).outerjoin(gs, gs.c.guild_id == g.c.guild_id))
            .where(g.c.channel_id == bindparam("channel"),
                   g.c.status.in_([bindparam(f"status_{i}") for i in range(len(ACTIVE_STATUSES))]))
            .order_by(s.c.position))


_ACTIVE_SEATED_COLUMNS = _active_seated_columns()
_STATUSES = {f"status_{i}": status for i, status in enumerate(ACTIVE_STATUSES)}


def _detached(model: type[M], names: Sequence[str], values: Sequence[Any]) -> M:
    """A row as the ORM loads it (a new instance, its values put in its dict without events),
    the session closed: detached, no pending change."""
    obj: M = class_mapper(model).class_manager.new_instance()
    instance_dict(obj).update(zip(names, values, strict=True))
    make_transient_to_detached(obj)
    return obj


def new_row(model: type[M], **values: Any) -> M:
    """A new row object, as ``model(**values)`` makes it (each field not given takes its
    default), without the constructor's work field by field through the ORM's events (~0.2 ms
    a row, on the event loop at every move): transient, its values in its dict."""
    obj: M = class_mapper(model).class_manager.new_instance()
    for name, field in model.model_fields.items():  # type: ignore[attr-defined]
        if name not in values:
            values[name] = field.get_default(call_default_factory=True)
    instance_dict(obj).update(values)
    return obj


async def active_table_seated(session: AsyncSession, channel_id: str, default_locale: str = "fr",
                              ) -> tuple[GameTable, list[Seat], GuildSettings] | None:
    """The channel's active table, its seats in order and its server's settings, in one query
    (what a move reads before it applies: one trip to the database instead of three; with
    SQLite, one trip to the driver's thread, the objects made from the rows)."""
    params = {"channel": channel_id, **_STATUSES}
    if writes_in_one_call(session):
        return _seated_rows(await read_in_one_call(session, _ACTIVE_SEATED_COLUMNS, params), default_locale)
    # PostgreSQL: the same columns as plain rows in one round trip (db/postgres.py), the objects
    # made from them (the ORM's loading of three entities per row cost ~1 ms of the loop's CPU)
    if one_statement_serves(session):
        return _seated_rows(await fetch_rows(session, _ACTIVE_SEATED_COLUMNS, params), default_locale)
    result = await session.execute(_ACTIVE_SEATED_COLUMNS, params)
    return _seated_rows([tuple(row) for row in result.all()], default_locale)


def _seated_rows(rows: Sequence[tuple[Any, ...]], default_locale: str) -> tuple[GameTable, list[Seat], GuildSettings] | None:
    """:func:`active_table_seated`'s answer from the rows of ``_ACTIVE_SEATED_COLUMNS``."""
    if not rows:
        return None
    names = [[c.name for c in m.__table__.c] for m in (GameTable, Seat, GuildSettings)]  # type: ignore[attr-defined]
    ends = (len(names[0]), len(names[0]) + len(names[1]))
    first = rows[0]
    table = _detached(GameTable, names[0], first[:ends[0]])
    # a table without a seat (outer join): its seat's columns are all NULL, the key first
    seated = [_detached(Seat, names[1], row[ends[0]:ends[1]]) for row in rows if row[ends[0]] is not None]
    settings_values = first[ends[1]:]
    settings = (new_row(GuildSettings, guild_id=table.guild_id or "", locale=default_locale)
                if settings_values[0] is None else _detached(GuildSettings, names[2], settings_values))
    return table, seated, settings


async def get_table(session: AsyncSession, table_id: int) -> GameTable | None:
    return await session.get(GameTable, table_id)


async def latest_table(session: AsyncSession, channel_id: str) -> GameTable | None:
    stmt = select(GameTable).where(GameTable.channel_id == channel_id).order_by(col(GameTable.id).desc())
    return (await session.exec(stmt)).first()


async def create_table(session: AsyncSession, table: GameTable, host_name: str, host_position: int = 0) -> GameTable:
    """Insert a lobby with its host seated (at ``host_position``: after computer seats that take
    the first places); fails with ChannelBusy if the channel has a game."""
    session.add(table)
    try:
        await session.flush()
        session.add(Seat(table_id=table.id, position=host_position, user_id=table.host_id, name=host_name))
        await session.commit()
    except IntegrityError as exc:
        await session.rollback()
        raise ChannelBusy(table.channel_id) from exc
    await session.refresh(table)
    return table


async def seats(session: AsyncSession, table_id: int) -> list[Seat]:
    stmt = select(Seat).where(Seat.table_id == table_id).order_by(col(Seat.position))
    return list((await session.exec(stmt)).all())


async def bump_version(session: AsyncSession, table: GameTable, **values: Any) -> None:
    """Conditionally update the table row: fails with ConcurrentChange if its version moved."""
    values.setdefault("updated_at", utcnow())
    stmt = (
        update(GameTable)
        .where(col(GameTable.id) == table.id, col(GameTable.version) == table.version)
        .values(version=table.version + 1, **values)
    )
    res = await session.execute(stmt)  # an UPDATE: exec() is for SELECTs
    if res.rowcount != 1:  # type: ignore[attr-defined]
        await session.rollback()
        raise ConcurrentChange(table.id)


#: a move's UPDATE and INSERT by the columns they set, built once with parameters (on the
#: tables themselves, not the ORM classes): building them at each move, and SQLAlchemy's key of
#: each, cost ~0.3 ms; the SQL and the values stored are the same (tests/db/test_writer.py)
_MOVE_SHAPES: dict[tuple[str, ...], Executable] = {}
#: the most shapes kept (a move sets a handful of column sets: a finished game, a new board...)
MOVE_SHAPES = 64


def _move_update(columns: tuple[str, ...]) -> Executable:
    """``UPDATE game_table SET version=…, <columns>=… WHERE id=… AND version=…`` with parameters
    ``where_id``, ``where_version``, ``set_version`` and ``set_<column>``."""
    key = ("update", *columns)
    stmt = _MOVE_SHAPES.get(key)
    if stmt is None:
        t = GameTable.__table__  # type: ignore[attr-defined]
        stmt = (update(t).where(t.c.id == bindparam("where_id"), t.c.version == bindparam("where_version"))
                .values({c: bindparam(f"set_{c}", type_=t.c[c].type) for c in ("version", *columns)}))
        if len(_MOVE_SHAPES) < MOVE_SHAPES:
            _MOVE_SHAPES[key] = stmt
    return stmt


def _log_insert(columns: tuple[str, ...]) -> Executable:
    """``INSERT INTO action_log (<columns>) VALUES (…)`` with parameters ``set_<column>``."""
    key = ("insert", *columns)
    stmt = _MOVE_SHAPES.get(key)
    if stmt is None:
        t = ActionLog.__table__  # type: ignore[attr-defined]
        stmt = insert(t).values({c: bindparam(f"set_{c}", type_=t.c[c].type) for c in columns})
        if len(_MOVE_SHAPES) < MOVE_SHAPES:
            _MOVE_SHAPES[key] = stmt
    return stmt


async def commit_move(
    session: AsyncSession,
    table: GameTable,
    values: dict[str, Any],
    log: ActionLog | None,
    also: Sequence[Executable] = (),
) -> None:
    """The state update (conditional on the version read) and its log row, in one transaction.

    The log row's ``seq`` is the version the move creates: unique and increasing per table
    without reading the log (a move is UPDATE, INSERT, COMMIT). ``also``: more statements
    of the same transaction, run after those (with SQLite, in the same trip).
    """
    if log is not None:
        log.seq = table.version + 1
    values.setdefault("updated_at", utcnow())
    statements: list[tuple[Executable, dict[str, Any]]] = [
        (_move_update(tuple(values)), {"where_id": table.id, "where_version": table.version,
                                       "set_version": table.version + 1,
                                       **{f"set_{k}": v for k, v in values.items()}})]
    if log is not None:
        logs = ActionLog.__table__  # type: ignore[attr-defined]
        row = {c.name: getattr(log, c.name) for c in logs.columns if not (c.name == "id" and log.id is None)}
        statements.append((_log_insert(tuple(row)), {f"set_{k}": v for k, v in row.items()}))
    if writes_in_one_call(session):  # SQLite: the whole transaction in one trip to its thread
        try:
            written = await write_in_one_call(session, [*statements, *also])
        except IntegrityError as exc:
            raise ConcurrentChange(table.id) from exc
        if not written:
            raise ConcurrentChange(table.id)
        return
    (update_stmt, update_params), *rest = statements
    if one_statement_serves(session):  # PostgreSQL: the same statements as one, one round trip (db/postgres.py)
        try:
            written = await write_in_one_statement(session, (update_stmt, update_params), rest, also)
        except IntegrityError as exc:
            await session.rollback()
            raise ConcurrentChange(table.id) from exc
        if not written:
            await session.rollback()
            raise ConcurrentChange(table.id)
        await session.commit()  # what the session read before, if anything (no trip otherwise)
        return
    # objects pending in the session: the statements after its flush, in its transaction
    try:
        res = await session.execute(update_stmt, update_params)
        if res.rowcount != 1:  # type: ignore[attr-defined]
            await session.rollback()
            raise ConcurrentChange(table.id)
        for stmt, params in rest:
            await session.execute(stmt, params)
        for stmt in also:
            await session.execute(stmt)
        await session.commit()
    except IntegrityError as exc:
        await session.rollback()
        raise ConcurrentChange(table.id) from exc


async def action_log(session: AsyncSession, table_id: int) -> list[ActionLog]:
    """The table's log in order, without the undo data (a full state per reversible action:
    heavy, and hidden information that log readers must never see)."""
    stmt = (select(ActionLog).where(ActionLog.table_id == table_id).order_by(col(ActionLog.seq))
            .options(defer(ActionLog.undo, raiseload=True)))  # type: ignore[arg-type]
    return list((await session.exec(stmt)).all())


async def add_roll(session: AsyncSession, roll: RollLog) -> RollLog:
    session.add(roll)
    await session.commit()
    await session.refresh(roll)
    return roll


async def roll_history(session: AsyncSession, channel_id: str, limit: int = 10) -> list[RollLog]:
    stmt = (
        select(RollLog)
        .where(RollLog.channel_id == channel_id)
        .order_by(col(RollLog.id).desc())
        .limit(limit)
    )
    return list((await session.exec(stmt)).all())


async def guild_settings(session: AsyncSession, guild_id: str | None, default_locale: str = "fr") -> GuildSettings:
    """The server's settings, or the defaults for a server that never changed them."""
    if guild_id is None:
        return GuildSettings(guild_id="", locale=default_locale)
    found = await session.get(GuildSettings, guild_id)
    return found or GuildSettings(guild_id=guild_id, locale=default_locale)


async def save_guild_settings(session: AsyncSession, settings: GuildSettings) -> GuildSettings:
    """Write the server's settings in one upsert: two first writes at once never collide."""
    settings.updated_at = utcnow()
    values = {c.name: getattr(settings, c.name) for c in GuildSettings.__table__.columns}  # type: ignore[attr-defined]
    if settings in session:
        session.expunge(settings)  # the upsert writes it; no separate UPDATE of the loaded row
    insert = pg_insert if session.sync_session.get_bind().dialect.name == "postgresql" else sqlite_insert
    stmt = insert(GuildSettings).values(**values)
    stmt = stmt.on_conflict_do_update(index_elements=[GuildSettings.__table__.c.guild_id],  # type: ignore[attr-defined]
                                      set_={k: v for k, v in values.items() if k != "guild_id"})
    await session.execute(stmt)
    await session.commit()
    return settings


async def tables_of_user(session: AsyncSession, user_id: str, guild_id: str | None) -> list[GameTable]:
    stmt = (
        select(GameTable)
        .join(Seat, col(Seat.table_id) == col(GameTable.id))
        .where(Seat.user_id == user_id, col(GameTable.status).in_(ACTIVE_STATUSES))
        .order_by(col(GameTable.id))
    )
    if guild_id is not None:
        stmt = stmt.where(GameTable.guild_id == guild_id)
    return list((await session.exec(stmt)).all())


async def due_reminders(session: AsyncSession, now: datetime) -> list[tuple[GameTable, int]]:
    """Active tables whose awaited players have waited past their server's reminder delay."""
    stmt = (
        select(GameTable, GuildSettings.reminder_minutes)
        .join(GuildSettings, col(GuildSettings.guild_id) == col(GameTable.guild_id))
        .where(
            GameTable.status == "active",
            col(GuildSettings.reminder_minutes) > 0,
            col(GameTable.awaiting_since).is_not(None),
        )
    )
    due: list[tuple[GameTable, int]] = []
    for table, minutes in (await session.exec(stmt)).all():
        since = table.last_reminded_at or table.awaiting_since
        assert since is not None
        if since.tzinfo is None:
            since = since.replace(tzinfo=now.tzinfo)
        if (now - since).total_seconds() >= minutes * 60:
            due.append((table, minutes))
    return due


async def mark_reminded(session: AsyncSession, table_id: int, now: datetime, count: int) -> None:
    """Record a reminder without touching the table's version (buttons stay valid)."""
    await session.execute(
        update(GameTable).where(col(GameTable.id) == table_id).values(last_reminded_at=now, reminders_sent=count)
    )
    await session.commit()

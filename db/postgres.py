"""PostgreSQL: a move's read and its write, each in one round trip on asyncpg directly.

Through SQLAlchemy's asyncpg adapter a move cost nine to ten round trips, each a socket write
by the event loop and a wait for the answer: the pooled connection's check, ``BEGIN``, the
read, ``ROLLBACK``; the check, ``BEGIN``, the ``UPDATE``, the ``INSERT``, ``COMMIT``. Each
write and each wait hands Python's interpreter lock to the rules thread, and the loop then
waits up to a switch interval (5 ms) to get it back: at 8 players most of the loop's long
stretches were such waits (bench/stalls.py). Here:

- the read is one prepared statement (asyncpg's statement cache) on the session's connection,
  outside any transaction: one statement sees one snapshot;
- the write is one statement: the conditional ``UPDATE`` of the table, and the log row and the
  other statements of the move as data-modifying ``WITH`` parts that write only if that
  ``UPDATE`` matched (``WHERE EXISTS``). One statement commits or fails whole, as the
  transaction did; its answer is the number of table rows updated (0: the version moved,
  nothing written);
- a pooled connection used a moment ago is not checked by a round trip (``db/database.py``).

The SQL and the values are SQLAlchemy's own (compiled once per shape, its bind processing:
the same stored values); asyncpg's errors are translated as SQLAlchemy translates them, so a
lost race is an ``IntegrityError`` and an outage a ``DBAPIError`` (tests/db/test_postgres_trips.py).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Awaitable, Sequence
from typing import Any

from sqlalchemy import exc as sa_exc
from sqlalchemy import exists, func, insert, literal_column, select
from sqlalchemy.sql import Executable
from sqlmodel.ext.asyncio.session import AsyncSession

from db.database import prepared_statement

#: the one-statement writes built per shape (the UPDATE's and the INSERT's statements): a move
#: sets a handful of column sets
_WRITES: OrderedDict[tuple[Executable, ...], Executable] = OrderedDict()
WRITE_SHAPES = 64
#: the result processors of the reads (statements built once, the one asyncpg dialect)
_PROCESSORS: dict[Executable, list[Any]] = {}


def one_statement(update_stmt: Executable, inserts: Sequence[Executable], also: Sequence[Executable] = ()) -> Executable:
    """``update_stmt`` (an ``UPDATE`` of one row) and the statements after it as one
    statement: ``inserts`` (``INSERT … VALUES`` with parameters) and ``also`` (``UPDATE`` or
    ``DELETE``) write only if the ``UPDATE`` matched a row; the statement answers how many did."""
    key = (update_stmt, *inserts)
    built = _WRITES.get(key) if not also else None
    if built is not None:
        _WRITES.move_to_end(key)
        return built
    moved = update_stmt.returning(literal_column("1")).cte("moved")  # type: ignore[attr-defined]
    matched = exists(select(literal_column("1")).select_from(moved))
    parts = []
    for i, stmt in enumerate(inserts):
        values = stmt._values  # type: ignore[attr-defined]  # column -> its bindparam, in order
        columns = [c if isinstance(c, str) else c.key for c in values]
        parts.append(insert(stmt.table).from_select(columns, select(*values.values()).where(matched))  # type: ignore[attr-defined]
                     .cte(f"row_{i}"))
    parts.extend(stmt.where(matched).cte(f"also_{i}") for i, stmt in enumerate(also))  # type: ignore[attr-defined]
    built = select(func.count()).select_from(moved).add_cte(*parts)
    if not also:
        _WRITES[key] = built
        if len(_WRITES) > WRITE_SHAPES:
            _WRITES.popitem(last=False)
    return built


def one_statement_serves(session: AsyncSession) -> bool:
    """Whether :func:`fetch_rows` and :func:`write_in_one_statement` can serve ``session``:
    PostgreSQL on asyncpg, nothing pending in the session (it would be flushed first)."""
    sync = session.sync_session
    return sync.get_bind().dialect.driver == "asyncpg" and not (sync.new or sync.dirty or sync.deleted)


async def _driver(session: AsyncSession) -> tuple[Any, Any, Any]:
    """The session's SQLAlchemy connection, the adapter's connection and asyncpg's own."""
    conn = await session.connection()
    raw = await conn.get_raw_connection()
    return conn, raw.dbapi_connection, raw.driver_connection


async def _translated(conn: Any, adapted: Any, sql: str, error: Exception) -> BaseException:
    """``error`` (asyncpg's) as SQLAlchemy raises it; a connection lost is dropped from the pool."""
    dialect = conn.dialect
    try:
        adapted._handle_exception(error)
    except dialect.loaded_dbapi.Error as translated:
        gone = dialect.is_disconnect(translated, adapted, None)
        if gone:
            await conn.invalidate()
        return sa_exc.DBAPIError.instance(sql, None, translated, dialect.loaded_dbapi.Error, hide_parameters=True,
                                          connection_invalidated=gone, dialect=dialect)
    except Exception as other:  # not asyncpg's (a timeout): as it is
        return other
    return error


async def _answer(conn: Any, adapted: Any, sql: str, call: Awaitable[Any]) -> Any:
    """What asyncpg's ``call`` (running ``sql``) answers; its error as SQLAlchemy raises it."""
    try:
        return await call
    except Exception as error:
        translated = await _translated(conn, adapted, sql, error)
        if translated is error:
            raise
        raise translated from error


async def fetch_rows(session: AsyncSession, stmt: Executable, params: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The rows of ``stmt`` (a select of plain columns) in one round trip, each value as
    SQLAlchemy's processing gives it."""
    conn, adapted, driver = await _driver(session)
    sql, args = prepared_statement(conn.sync_connection.engine, (stmt, params))
    processors = _PROCESSORS.get(stmt)
    if processors is None:  # each column's result processing (JSON, dates), once per statement
        processors = [c.type._cached_result_processor(conn.dialect, None)  # type: ignore[attr-defined]
                      for c in stmt.selected_columns]  # type: ignore[attr-defined]
        if len(_PROCESSORS) < WRITE_SHAPES:
            _PROCESSORS[stmt] = processors
    rows = await _answer(conn, adapted, sql, driver.fetch(sql, *args))
    return [tuple(v if p is None or v is None else p(v) for p, v in zip(processors, row, strict=True)) for row in rows]


async def write_in_one_statement(session: AsyncSession, update: tuple[Executable, dict[str, Any]],
                                 inserts: Sequence[tuple[Executable, dict[str, Any]]],
                                 also: Sequence[Executable] = ()) -> bool:
    """``update`` and ``inserts`` (each a statement and its parameters) and ``also`` in one
    statement, one round trip (:func:`one_statement`). False, with nothing written, when the
    ``UPDATE`` matched no row. The parameters' names must differ between the statements."""
    conn, adapted, driver = await _driver(session)
    stmt = one_statement(update[0], [s for s, _ in inserts], also)
    params = dict(update[1])
    for _, values in inserts:
        params.update(values)
    sql, args = prepared_statement(conn.sync_connection.engine, (stmt, params))
    updated = await _answer(conn, adapted, sql, driver.fetchval(sql, *args))
    return bool(updated == 1)

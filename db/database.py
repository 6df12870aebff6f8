"""The async engine, sessions and automatic migrations.

SQLite allows one writer at a time. Every write transaction of a process goes through one
writer lock (an ``asyncio.Lock`` per :class:`Database`), taken by the first write statement
of a transaction and released by its commit or rollback, and SQLite's own ``BEGIN
IMMEDIATE`` (emitted by the driver together with that first write) takes the file's lock at
the same moment. Writers of one process therefore queue on the event loop instead of in
SQLite's busy handler, whose timeout answered "database is locked" under load.
PostgreSQL needs no such lock; it gets connect and command timeouts instead, so a server
that stops answering fails a request after a few seconds rather than a minute.

Statement parameters never reach the logs (``hide_parameters``, and filters on the loggers
that print rows or driver calls): they carry a table's seed and its hidden state.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import sqlite3
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import event
from sqlalchemy import exc as sa_exc
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine
from sqlalchemy.pool import NullPool
from sqlalchemy.sql import Executable
from sqlalchemy.util import await_
from sqlmodel.ext.asyncio.session import AsyncSession

from db import json_codec

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).parent / "migrations"
DEFAULT_URL = "sqlite+aiosqlite:///meneur.db"
#: seconds a database may take to answer before the request fails (``DB_TIMEOUT_SECONDS``)
DEFAULT_TIMEOUT = 5.0
#: connections kept open to PostgreSQL (``DB_POOL_SIZE``); as many more may open under load
DEFAULT_POOL_SIZE = 10

#: statements that write (they take the writer lock on SQLite)
WRITE_STATEMENT = re.compile(r"\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER|BEGIN\s+(IMMEDIATE|EXCLUSIVE))\b",
                             re.IGNORECASE)


def normalize_url(url: str) -> str:
    """Accept plain ``postgresql://`` and ``sqlite:///`` URLs and pick the async drivers."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    if url.startswith("postgresql://"):
        url = "postgresql+asyncpg://" + url[len("postgresql://"):]
    if url.startswith("sqlite:///") or url == "sqlite://":
        url = "sqlite+aiosqlite://" + url[len("sqlite://"):]
    return url


def sqlite_path_url(path: str | os.PathLike[str]) -> str:
    return f"sqlite+aiosqlite:///{Path(path)}"


def _env_number(name: str, default: float) -> float:
    raw = os.environ.get(name, "").strip()
    try:
        value = float(raw) if raw else default
    except ValueError:
        return default
    return value if value > 0 else default


def sqlite_synchronous() -> str:
    """``FULL`` (default): a move acknowledged to a player survives a power cut; ``NORMAL``
    (``SQLITE_SYNCHRONOUS=NORMAL``) may lose the last ones (docs/deployment.md)."""
    value = os.environ.get("SQLITE_SYNCHRONOUS", "").strip().upper()
    return value if value in ("FULL", "NORMAL") else "FULL"


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute(f"PRAGMA synchronous={sqlite_synchronous()}")
    cur.close()


#: seconds a pooled PostgreSQL connection may have rested and still be used without a round trip
#: to check it (its socket is still open: a server that closed it has been seen to)
CHECK_AFTER_IDLE = 2.0


def _one_trip_check(_dbapi_conn: Any, record: Any, proxy: Any) -> None:
    """PostgreSQL: a pooled connection checked before use. One whose socket the server closed
    (a restart, an administrator) is known closed without a trip: the loop read the server's
    goodbye when it came. One that rested longer than :data:`CHECK_AFTER_IDLE` is also checked
    in one round trip (``SELECT 1`` by the simple protocol), in case the network dropped it
    silently; one used a moment ago is not: at 8 players the check was a round trip before
    every session of every move, each a write on the event loop and a wait for the rules
    thread to hand the interpreter back (SQLAlchemy's ``pool_pre_ping`` with asyncpg is three:
    a transaction, a prepared ``;`` and a rollback). A connection that fails is dropped and the
    pool opens another (``DisconnectionError`` at checkout, SQLAlchemy's documented way), so a
    restarted server costs no failed request; ``tests/db/test_ping.py`` checks each case."""
    driver = proxy.driver_connection
    if driver.is_closed():
        raise sa_exc.DisconnectionError("the pooled connection was closed by the server")
    if time.monotonic() - record.info.get("checked_in", 0.0) <= CHECK_AFTER_IDLE:
        return
    try:
        await_(driver.execute("SELECT 1"))
    except Exception as exc:
        raise sa_exc.DisconnectionError(f"the pooled connection failed its check: {type(exc).__name__}") from exc


def _checked_in(_dbapi_conn: Any, record: Any) -> None:
    """When a pooled connection was last given back (:func:`_one_trip_check`)."""
    record.info["checked_in"] = time.monotonic()


#: modules whose exceptions are the database's (a timeout or an OSError raised elsewhere is not)
DATABASE_MODULES = ("sqlalchemy", "asyncpg", "aiosqlite", "sqlite3", __name__)


def is_unavailable(exc: BaseException) -> bool:
    """Whether ``exc`` means the database cannot serve the request now: a read-only or full
    file, a lock held too long, a server that refuses, drops or does not answer. Constraint
    violations (a race) and errors in our own SQL (a bug) are not."""
    if isinstance(exc, (sa_exc.IntegrityError, sa_exc.ProgrammingError, sa_exc.DataError)):
        return False
    if isinstance(exc, (sa_exc.DBAPIError, sa_exc.TimeoutError)):
        return True
    if isinstance(exc, (TimeoutError, OSError)):
        tb = exc.__traceback__
        while tb is not None:
            module = tb.tb_frame.f_globals.get("__name__", "")
            if module.split(".")[0] in DATABASE_MODULES or module in DATABASE_MODULES:
                return True
            tb = tb.tb_next
    return False


def failure_summary(exc: BaseException) -> str:
    """One line naming a database failure, for the logs: the driver's message without the
    statement or its parameters (which may carry a seed or hidden state)."""
    orig = getattr(exc, "orig", None) or exc
    message = str(orig).strip().splitlines()[0] if str(orig).strip() else ""
    name = type(orig).__name__
    return f"{name}: {message}"[:200] if message else name


class _HideRows(logging.Filter):
    """SQLAlchemy's DEBUG echo prints every fetched row: a table's seed and hidden state."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.msg == "Row %r":
            record.args = ("[row hidden]",)
        return True


class _HideDriverCalls(logging.Filter):
    """aiosqlite's DEBUG lines print each call with its arguments (the statement parameters)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.args:
            record.args = tuple(_call_name(a) for a in (record.args if isinstance(record.args, tuple)
                                                          else (record.args,)))
        return True


def _call_name(value: Any) -> str:
    if isinstance(value, BaseException):
        return type(value).__name__
    func = getattr(value, "func", value)
    return getattr(func, "__qualname__", type(func).__name__)


def _install_log_filters() -> None:
    for name, flt in (("sqlalchemy.engine.Engine", _HideRows), ("aiosqlite", _HideDriverCalls)):
        logger = logging.getLogger(name)
        if not any(isinstance(f, flt) for f in logger.filters):
            logger.addFilter(flt())


_install_log_filters()


class _WriterLock:
    """One writer at a time on a SQLite file, per process: an ``asyncio.Lock`` held by one
    driver connection from its first write statement to its commit or rollback.

    The lock is taken from SQLAlchemy's synchronous hooks, which run inside the greenlet of
    an async call, so ``await_`` can wait for it without blocking the loop. A waiter gives up
    (``TimeoutError``) only when one holder has kept the lock for ``timeout`` seconds: a long
    queue of short transactions under load is not a failure, a stuck writer is.
    """

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.holder: Any = None
        self.since = 0.0  # when the holder took the lock (loop time)
        self._lock: asyncio.Lock | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _current(self) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        if self._lock is None or self._loop is not loop:
            self._lock, self._loop, self.holder = asyncio.Lock(), loop, None
        return self._lock

    async def _acquire(self) -> None:
        lock = self._current()
        loop = asyncio.get_running_loop()
        while True:
            since = self.since
            wait = since + self.timeout - loop.time() if lock.locked() else self.timeout
            try:
                async with asyncio.timeout(max(wait, 0.0)):
                    await lock.acquire()
                self.since = loop.time()
                return
            except TimeoutError:
                if self.since == since:  # nobody else got the lock meanwhile: the holder is stuck
                    raise

    def take(self, dbapi_conn: Any) -> None:
        dbapi_conn = getattr(dbapi_conn, "dbapi_connection", dbapi_conn)  # the pool's proxy or the connection
        if self.holder is dbapi_conn:
            return
        await_(self._acquire())
        self.holder = dbapi_conn

    async def take_async(self, dbapi_conn: Any) -> None:
        """:meth:`take` for code outside SQLAlchemy's greenlet (:func:`write_in_one_call`)."""
        dbapi_conn = getattr(dbapi_conn, "dbapi_connection", dbapi_conn)
        if self.holder is not dbapi_conn:
            await self._acquire()
            self.holder = dbapi_conn

    def give(self, dbapi_conn: Any) -> None:
        dbapi_conn = getattr(dbapi_conn, "dbapi_connection", dbapi_conn)
        if self.holder is dbapi_conn and self.holder is not None:
            self.holder = None
            assert self._lock is not None
            self._lock.release()

    def install(self, engine: AsyncEngine) -> None:
        sync = engine.sync_engine
        dialect = sync.dialect

        def before_cursor_execute(conn: Connection, _cursor: Any, statement: str, *_: Any) -> None:
            if WRITE_STATEMENT.match(statement):
                self.take(conn.connection)

        event.listen(sync, "before_cursor_execute", before_cursor_execute)
        rollback = dialect.do_rollback

        def rollback_if_open(dbapi_conn: Any) -> None:
            # a session's end (and the pool's reset) rolls back each connection it used: a trip
            # to the driver's thread per session, for nothing when no transaction is open (a
            # read, or a write already committed): a move's two sessions cost ~0.1 ms of the loop
            if _in_transaction(dbapi_conn) is not False:
                rollback(dbapi_conn)

        dialect.do_rollback = rollback_if_open  # type: ignore[method-assign]
        for name in ("do_commit", "do_rollback", "do_close", "do_terminate"):
            original = getattr(dialect, name)

            def releasing(dbapi_conn: Any, _original: Any = original) -> None:
                try:
                    _original(dbapi_conn)
                finally:
                    self.give(dbapi_conn)

            setattr(dialect, name, releasing)


def _in_transaction(dbapi_conn: Any) -> bool | None:
    """Whether SQLite holds a transaction open on ``dbapi_conn`` (the pool's proxy or the
    driver's adapted connection), read without a trip to the driver's thread; ``None`` when
    that cannot be told (then a rollback is sent, as always)."""
    adapted = getattr(dbapi_conn, "dbapi_connection", dbapi_conn)
    try:
        return bool(adapted.driver_connection.in_transaction)
    except (AttributeError, ValueError):  # not aiosqlite's, or already closed
        return None


#: the writer lock of each SQLite engine (a session finds its own through its bind)
_WRITERS: weakref.WeakKeyDictionary[Engine, _WriterLock] = weakref.WeakKeyDictionary()


#: compiled statements of each SQLite engine, by SQLAlchemy's cache key (the statement's shape)
_COMPILED: weakref.WeakKeyDictionary[Engine, OrderedDict[Any, Any]] = weakref.WeakKeyDictionary()
#: shapes kept per engine: a move writes three (its table's update, its log row, dropping undo data)
COMPILED_SHAPES = 64


def _compiled(bind: Engine, stmt: Executable, params: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
    """``stmt`` compiled for ``bind`` and its parameters (``params``: the values of its
    ``bindparam``s). A move's statements have the same shapes every time: each shape is
    compiled once and its values taken from the statement's cache key, as SQLAlchemy's own
    statement cache does (compiling was ~0.4 ms a statement)."""
    dialect = bind.dialect
    key = stmt._generate_cache_key()  # type: ignore[attr-defined]
    if key is None:  # a statement SQLAlchemy does not cache
        compiled = stmt.compile(dialect=dialect)
        return compiled, compiled.construct_params(params)
    shapes = _COMPILED.setdefault(bind, OrderedDict())
    compiled = shapes.get(key.key)
    if compiled is None:
        compiled = shapes[key.key] = dialect.statement_compiler(dialect, stmt, cache_key=key)
        if len(shapes) > COMPILED_SHAPES:
            shapes.popitem(last=False)
    else:
        shapes.move_to_end(key.key)
    return compiled, compiled.construct_params(params, extracted_parameters=key[1])


def writes_in_one_call(session: AsyncSession) -> bool:
    """Whether :func:`write_in_one_call` can serve ``session``: SQLite, nothing pending in it."""
    sync = session.sync_session
    return sync.get_bind() in _WRITERS and not (sync.new or sync.dirty or sync.deleted)


def prepared_statement(bind: Engine, stmt: Executable | tuple[Executable, dict[str, Any]]) -> tuple[str, tuple[Any, ...]]:
    """The SQL of ``stmt`` (or of a ``(statement, its parameters)`` pair) and its values as
    the driver gets them (SQLAlchemy's own processing: JSON text, dates)."""
    statement, params = stmt if isinstance(stmt, tuple) else (stmt, None)
    compiled, values = _compiled(bind, statement, params)
    processors = compiled._bind_processors
    return compiled.string, tuple(processors[name](values[name]) if name in processors else values[name]
                                  for name in compiled.positiontup or ())


async def read_in_one_call(session: AsyncSession, stmt: Executable, params: dict[str, Any]) -> list[tuple[Any, ...]]:
    """SQLite: the rows of ``stmt`` (a select of plain columns, with parameters ``params``) in
    one call on the connection's thread, each value as SQLAlchemy's own processing gives it
    (JSON, dates, booleans). Through SQLAlchemy a select is four trips between the event loop
    and that thread (cursor, execute, fetch, close) and its rows go through the ORM: ~1 ms of
    the loop's CPU for a move's read, ~0.3 ms here (``db/repository.py`` ``active_table_seated``)."""
    bind = session.sync_session.get_bind()
    sql, args = prepared_statement(bind, (stmt, params))
    dialect = bind.dialect
    processors = [c.type._cached_result_processor(dialect, None)  # type: ignore[attr-defined]
                  for c in stmt.selected_columns]  # type: ignore[attr-defined]
    raw = await (await session.connection()).get_raw_connection()
    driver = raw.driver_connection

    def fetch(conn: Any) -> list[tuple[Any, ...]]:
        cursor = conn.cursor()
        try:
            cursor.execute(sql, args)
            return list(cursor.fetchall())
        finally:
            cursor.close()

    try:
        rows = await driver._execute(fetch, driver._conn)
    except sqlite3.Error as exc:
        raise sa_exc.DBAPIError.instance(sql, None, exc, sqlite3.Error, hide_parameters=True,
                                         dialect=dialect) from exc
    return [tuple(v if p is None or v is None else p(v) for p, v in zip(processors, row, strict=True)) for row in rows]


async def write_in_one_call(session: AsyncSession, statements: Sequence[Executable | tuple[Executable, dict[str, Any]]],
                            conditional: int = 0) -> bool:
    """Run ``statements`` as one SQLite transaction in a single call on the connection's thread.

    Through SQLAlchemy each statement costs three trips between the event loop and the
    driver's thread (cursor, execute, close), and the commit one more: seven waits for a busy
    loop while the writer lock is held. Here the statements are compiled (with SQLAlchemy's
    own parameter processing, so the stored values are the same) and run in one trip; the
    writer lock is held for that trip only. Returns False, with nothing written, when the
    ``conditional`` statement changed no row (the table's version moved).

    It relies on aiosqlite's ``Connection._execute`` (SQLAlchemy's own adapter uses that
    connection's private queue too) and on the compiled statement's bind processors;
    ``tests/db/test_writer.py`` checks the single trip and the stored values after upgrades.
    """
    bind = session.sync_session.get_bind()
    writer = _WRITERS[bind]
    prepared = [prepared_statement(bind, stmt) for stmt in statements]
    raw = await (await session.connection()).get_raw_connection()
    adapted, driver = raw.dbapi_connection, raw.driver_connection

    def transaction(conn: Any) -> bool:
        cursor = conn.cursor()
        try:
            for i, (sql, args) in enumerate(prepared):
                cursor.execute(sql, args)  # the first write opens BEGIN IMMEDIATE (isolation_level)
                if i == conditional and cursor.rowcount != 1:
                    conn.rollback()
                    return False
            conn.commit()
            return True
        except BaseException:
            if conn.in_transaction:
                conn.rollback()
            raise
        finally:
            cursor.close()

    await writer.take_async(adapted)
    try:
        return bool(await driver._execute(transaction, driver._conn))
    except sqlite3.Error as exc:
        sql = next((s for s, _ in prepared), "")
        raise sa_exc.DBAPIError.instance(sql, None, exc, sqlite3.Error, hide_parameters=True,
                                         dialect=bind.dialect) from exc
    finally:
        writer.give(adapted)


class Database:
    """One engine and its session factory."""

    def __init__(self, url: str | None = None, timeout: float | None = None, pool_size: int | None = None) -> None:
        self.url = normalize_url(url or os.environ.get("DATABASE_URL") or DEFAULT_URL)
        parsed = make_url(self.url)
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        #: seconds before a silent database (or a held SQLite lock) fails the request
        self.timeout = timeout or _env_number("DB_TIMEOUT_SECONDS", DEFAULT_TIMEOUT)
        # the JSON columns' text written and read with orjson (db/json_codec.py: the same values)
        kwargs: dict[str, Any] = {"hide_parameters": True, "json_serializer": json_codec.dumps,
                                  "json_deserializer": json_codec.loads}
        self.writer: _WriterLock | None = None
        if self.is_sqlite:
            if parsed.database and parsed.database != ":memory:" and not parsed.database.startswith("file:"):
                Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
            # the driver starts each write transaction with BEGIN IMMEDIATE, in the same call
            # as its first write; ``timeout`` is SQLite's busy timeout (other processes)
            kwargs["connect_args"] = {"isolation_level": "IMMEDIATE", "timeout": self.timeout}
        else:
            size = pool_size or int(_env_number("DB_POOL_SIZE", DEFAULT_POOL_SIZE))
            # a checkout waits for a free connection as long as SQLAlchemy's default (a queue
            # under load is not a dead server); a dead server fails the connect or the statement
            # each connection is checked before use by ``_one_trip_check`` (not ``pool_pre_ping``)
            kwargs.update(pool_size=size, max_overflow=size,
                          connect_args={"timeout": self.timeout, "command_timeout": self.timeout})
        self.engine: AsyncEngine = create_async_engine(self.url, **kwargs)
        if self.is_sqlite:
            event.listen(self.engine.sync_engine, "connect", _sqlite_pragmas)
            self.writer = _WriterLock(self.timeout)
            self.writer.install(self.engine)
            _WRITERS[self.engine.sync_engine] = self.writer
        else:
            event.listen(self.engine.sync_engine, "checkout", _one_trip_check)
            event.listen(self.engine.sync_engine, "checkin", _checked_in)
        self.sessions = async_sessionmaker(self.engine, class_=AsyncSession, expire_on_commit=False)

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        async with self.sessions() as session:
            yield session

    async def migrate(self) -> None:
        """Bring the schema to the newest migration (run at every start).

        On PostgreSQL the migration runs without the per-statement timeout: rewriting a large
        table may take longer than a request is allowed to.
        """
        if self.is_sqlite:
            async with self.engine.begin() as conn:
                await conn.run_sync(_upgrade)
            return
        engine = create_async_engine(self.url, hide_parameters=True, poolclass=NullPool,
                                     connect_args={"timeout": self.timeout})
        try:
            async with engine.begin() as conn:
                await conn.run_sync(_upgrade)
        finally:
            await engine.dispose()

    async def close(self) -> None:
        await self.engine.dispose()


def alembic_config(connection: Connection | None = None) -> Config:
    # alembic costs half a second of import: only the migration path loads it
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


_REVISION = re.compile(r"^(down_)?revision\s*(?::[^=]*)?=\s*(.+)$", re.M)


def head_revisions() -> set[str]:
    """The newest migrations' ids, read from the migration files (no alembic import): the
    revisions no other migration names as its ``down_revision``."""
    revisions, downs = set(), set()
    for path in (MIGRATIONS / "versions").glob("*.py"):
        for down, value in _REVISION.findall(path.read_text(encoding="utf-8")):
            names = set(re.findall(r"['\"]([^'\"]+)['\"]", value))
            (downs if down else revisions).update(names)
    return revisions - downs


def _at_head(connection: Connection) -> bool:
    """Whether the database's schema is already the newest (the usual restart)."""
    if not connection.dialect.has_table(connection, "alembic_version"):  # a new database
        return False
    rows = connection.exec_driver_sql("SELECT version_num FROM alembic_version").fetchall()
    return {r[0] for r in rows} == head_revisions()


def _upgrade(connection: Connection) -> None:
    # a database at head needs no alembic (half a second of import and setup at each start)
    if _at_head(connection):
        return
    from alembic import command

    command.upgrade(alembic_config(connection), "head")

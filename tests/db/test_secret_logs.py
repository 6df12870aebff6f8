"""No log line, at any level and from any logger, carries a running table's seed or hidden state.

Every record is captured at DEBUG with SQLAlchemy's echo on (statements, parameters, rows)
and the drivers' own DEBUG lines, during a game and during a failing write whose exception
is logged with its traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.service import Service
from db import repository as repo
from db.database import Database, sqlite_path_url
from db.models import GameTable
from tests.conftest import actor

SEED = "5eed" * 16
HIDDEN = '"secrets"'  # the duel's hidden numbers live under this key of the state (views never carry it)
ALICE, BOB = actor("alice"), actor("bob")


class Everything(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))  # the message, its arguments and any traceback


@pytest.fixture
def captured() -> Iterator[Everything]:
    handler = Everything()
    root = logging.getLogger()
    level = root.level
    echo_logger = logging.getLogger("sqlalchemy.engine.Engine")
    echo_handlers = list(echo_logger.handlers)  # echo adds one printing to stdout: removed after
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    for name in ("sqlalchemy.engine", "sqlalchemy.pool", "aiosqlite", "asyncpg"):
        logging.getLogger(name).setLevel(logging.DEBUG)
    yield handler
    root.removeHandler(handler)
    root.setLevel(level)
    for name in ("sqlalchemy.engine", "sqlalchemy.pool", "aiosqlite", "asyncpg"):
        logging.getLogger(name).setLevel(logging.NOTSET)
    echo_logger.handlers[:] = echo_handlers
    echo_logger.setLevel(logging.NOTSET)


def assert_no_secret(lines: list[str]) -> None:
    assert lines, "nothing was logged: the capture is broken"
    leaks = [line for line in lines if SEED in line or HIDDEN in line.replace("'", '"')]
    assert not leaks, leaks[:3]


async def test_a_game_logs_no_seed_and_no_hidden_state(db: Database, captured: Everything) -> None:
    db.engine.echo = "debug"
    service = Service(db, render=False, seed_factory=lambda: SEED)
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.start(ALICE)
    await service.act(ALICE, "mark", {"square": "A1"})
    await service.act(ALICE, "roll")
    await service.status(BOB)
    await service.undo(ALICE)
    assert any("SELECT" in line for line in captured.lines) and any("Row" in line for line in captured.lines)
    assert_no_secret(captured.lines)


async def test_a_failing_write_logs_no_seed_and_no_hidden_state(tmp_path: Path, captured: Everything) -> None:
    db = Database(sqlite_path_url(tmp_path / "t.db"))
    await db.migrate()
    service = Service(db, render=False, seed_factory=lambda: SEED)
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.start(ALICE)
    read_only = Database(f"sqlite+aiosqlite:///file:{tmp_path / 't.db'}?mode=ro&uri=true")
    read_only.engine.echo = "debug"
    failing = Service(read_only, render=False, seed_factory=lambda: SEED)
    assert (await failing.act(ALICE, "roll")).error
    async with read_only.session() as s:
        table = await repo.active_table(s, "chan")
    # the exception of a write carrying the state, then of one carrying a seed, logged with tracebacks
    for write in (
        lambda s: repo.commit_move(s, table, {"state": table.state}, None),
        lambda s: repo.create_table(s, GameTable(channel_id="other", game="duel", host_id="h", seed=SEED,
                                                 seed_hash="x"), "host"),
    ):
        try:
            async with read_only.session() as s:
                await write(s)
        except Exception:
            logging.getLogger("meneur.test").exception("the write failed")
        else:
            raise AssertionError("the read-only database accepted a write")
    assert sum("Traceback" in line for line in captured.lines) == 2
    assert_no_secret(captured.lines)
    await read_only.close()
    await db.close()

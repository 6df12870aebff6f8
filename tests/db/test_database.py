"""The database layer: migrations, WAL, the one-active-table rule, URL handling."""

from __future__ import annotations

import pytest
from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text
from sqlmodel import SQLModel

from db import repository as repo
from db.database import Database, _at_head, alembic_config, head_revisions, normalize_url
from db.models import GameTable


def test_urls_pick_the_async_drivers():
    assert normalize_url("postgres://u:p@h/db") == "postgresql+asyncpg://u:p@h/db"
    assert normalize_url("postgresql://u:p@h/db") == "postgresql+asyncpg://u:p@h/db"
    assert normalize_url("sqlite:///var/x.db") == "sqlite+aiosqlite:///var/x.db"
    assert normalize_url("sqlite+aiosqlite:///x.db") == "sqlite+aiosqlite:///x.db"


async def test_migrations_create_every_table_and_are_idempotent(db: Database):
    await db.migrate()  # a second start changes nothing
    async with db.engine.connect() as conn:
        names = await conn.run_sync(lambda c: set(inspect(c).get_table_names()))
        head = (await conn.execute(text("select version_num from alembic_version"))).scalar_one()
    assert {"game_table", "seat", "action_log", "roll_log", "guild_settings"} <= names
    assert head == ScriptDirectory.from_config(alembic_config()).get_current_head()


async def test_migrations_build_exactly_the_models_columns(db: Database):
    """Every model column exists after the migrations, and no migrated column is unknown."""
    async with db.engine.connect() as conn:
        found = await conn.run_sync(lambda c: {t: {col["name"] for col in inspect(c).get_columns(t)}
                                               for t in SQLModel.metadata.tables})
    expected = {name: {col.name for col in table.columns} for name, table in SQLModel.metadata.tables.items()}
    assert found == expected


async def test_sqlite_runs_in_wal_mode(sqlite_db: Database):
    async with sqlite_db.engine.connect() as conn:
        assert (await conn.execute(text("PRAGMA journal_mode"))).scalar_one() == "wal"
        assert (await conn.execute(text("PRAGMA foreign_keys"))).scalar_one() == 1


async def test_one_active_table_per_channel_is_enforced_by_the_database(db: Database):
    def table(status: str = "lobby") -> GameTable:
        return GameTable(channel_id="c", game="duel", host_id="h", seed="00" * 32, seed_hash="x", status=status)

    async with db.session() as s:
        first = await repo.create_table(s, table(), "host")
    async with db.session() as s:
        with pytest.raises(repo.ChannelBusy):
            await repo.create_table(s, table(), "host")
    async with db.session() as s:
        await repo.commit_move(s, first, {"status": "finished"}, None)
    async with db.session() as s:
        second = await repo.create_table(s, table(), "host")
    assert second.id != first.id


async def test_a_stale_version_never_overwrites(db: Database):
    async with db.session() as s:
        t = await repo.create_table(s, GameTable(channel_id="c", game="duel", host_id="h", seed="00" * 32,
                                                 seed_hash="x"), "host")
    stale = GameTable.model_validate(t.model_dump())
    async with db.session() as s:
        await repo.commit_move(s, t, {"state": {"n": 1}}, None)
    async with db.session() as s:
        with pytest.raises(repo.ConcurrentChange):
            await repo.commit_move(s, stale, {"state": {"n": 2}}, None)
    async with db.session() as s:
        row = await repo.get_table(s, t.id)
    assert row.state == {"n": 1} and row.version == 1


def test_importing_the_database_module_leaves_alembic_for_the_migrations():
    """Alembic costs about half a second of import: only the migration path loads it."""
    import subprocess
    import sys

    code = "import sys, db.database; print('alembic' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert proc.stdout.strip() == "False"


def test_the_newest_migration_is_read_from_the_files_as_alembic_reads_it():
    assert head_revisions() == set(ScriptDirectory.from_config(alembic_config()).get_heads())


def test_a_restart_on_a_database_at_head_does_not_load_alembic(tmp_path):
    """The usual restart: the schema is already the newest, so the start skips alembic (its
    import and its environment cost a tenth of a second or more); a behind database migrates."""
    import subprocess
    import sys

    path = tmp_path / "restart.db"
    code = ("import asyncio, sys\nfrom db.database import Database, sqlite_path_url\n"
            "async def main():\n    db = Database(sqlite_path_url(sys.argv[1]))\n    await db.migrate()\n"
            "    await db.close()\nasyncio.run(main())\nprint('alembic' in sys.modules)")
    runs = [subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=120,
                           check=True).stdout.strip() for _ in range(2)]
    assert runs == ["True", "False"]  # made by alembic, then found at head
    from sqlalchemy import create_engine

    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        assert _at_head(conn)
        conn.exec_driver_sql("UPDATE alembic_version SET version_num = '0004'")  # an older schema's
        assert not _at_head(conn)  # so alembic runs
        conn.exec_driver_sql("DROP TABLE alembic_version")
        assert not _at_head(conn)  # a new database
    engine.dispose()

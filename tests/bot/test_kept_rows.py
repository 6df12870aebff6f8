"""A move reuses the log rows its process wrote at the table's previous move (no read of the
last rows), and reads them again whenever the table's version moved elsewhere: another
process's move, an undo."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot.service import Service
from db.database import Database
from tests.conftest import Clock, actor

ALICE, BOB = actor("alice"), actor("bob")


def counting(db: Database, service: Service) -> list[int]:
    """Count the sessions ``service`` opens (its own view of the shared database)."""
    opened = [0]
    real = Database.session

    class Counted:
        def __getattr__(self, name: str) -> Any:
            return getattr(db, name)

        @asynccontextmanager
        async def session(self) -> AsyncIterator[Any]:
            opened[0] += 1
            async with real(db) as s:
                yield s

    service.db = Counted()  # type: ignore[assignment]
    return opened


async def test_a_move_reads_the_rows_again_only_when_the_table_moved_elsewhere(db: Database, clock: Clock) -> None:
    one = Service(db, clock=clock, seed_factory=lambda: "ab" * 32, default_locale="en", render=False)
    two = Service(db, clock=clock, seed_factory=lambda: "ab" * 32, default_locale="en", render=False)
    assert not (await one.create(ALICE, "duel", {"target": "50"})).error
    assert not (await one.join(BOB)).error
    assert not (await one.start(ALICE)).error
    opened = counting(db, one)
    first = await one.act(ALICE, "mark", {"square": "A1"})
    assert first.ledger == [] and not first.error
    after_first = opened[0]
    kept = await one.act(ALICE, "mark", {"square": "A2"})  # the rows of its own last move
    assert kept.ledger == ["ev-duel-marked"]
    after_kept = opened[0]
    # another process plays at the table: the first one's rows are out of date
    other = await two.act(ALICE, "mark", {"square": "A3"})
    assert other.ledger == ["ev-duel-marked", "ev-duel-marked"]
    again = await one.act(ALICE, "mark", {"square": "A4"})
    assert again.ledger == ["ev-duel-marked"] * 3
    assert again.card is not None and [line.split(": ")[0] for line in again.card.recent][-4:] == \
        ["#3 alice", "#4 alice", "#5 alice", "#6 alice"]  # #5: the other process's
    after_again = opened[0]
    # the move after another process's reads the rows: one session more than a move after its own
    assert after_again - after_kept == after_kept - after_first + 1
    # an undo moves the version too: the next move's ledger no longer holds the undone mark
    assert not (await one.undo(ALICE)).error
    last = await one.act(ALICE, "mark", {"square": "A5"})
    assert last.ledger == ["ev-duel-marked"] * 3


async def test_a_move_after_its_own_irreversible_one_has_no_undo_data_left_to_drop(db: Database, clock: Clock,
                                                                                    monkeypatch) -> None:
    from sqlalchemy import text

    import bot.service.moves as moves

    service = Service(db, clock=clock, seed_factory=lambda: "ab" * 32, default_locale="en", render=False)
    assert not (await service.create(ALICE, "duel", {"target": "50"})).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error
    dropped: list[int] = []
    real = moves.forget_undo

    def forget(table_id: int) -> Any:
        dropped.append(table_id)
        return real(table_id)

    monkeypatch.setattr(moves, "forget_undo", forget)

    async def kept_states() -> int:
        async with db.session() as s:
            return (await s.execute(text("SELECT count(*) FROM action_log WHERE undo IS NOT NULL "
                                         "AND CAST(undo AS TEXT) != 'null'"))).scalar_one()

    async def turn() -> Any:
        loaded = await service._load("chan")
        return (ALICE, BOB)[loaded.state.active]

    assert not (await service.act(ALICE, "mark", {"square": "A1"})).error
    assert await kept_states() == 1
    # the process keeps the row without its undo data (a whole state: the database keeps it)
    (_key, rows, clean), = service._kept_rows.values()
    assert (rows[-1].kind, rows[-1].events[0]["code"], rows[-1].undo, clean) == ("action", "duel-marked", None, False)
    assert not (await service.act(await turn(), "roll", {})).error  # a draw: the mark's undo data goes
    assert (dropped, await kept_states()) == ([1], 0)
    assert not (await service.act(await turn(), "roll", {})).error  # nothing left to drop: no statement
    assert (dropped, await kept_states()) == ([1], 0)
    who = await turn()
    assert not (await service.act(who, "mark", {"square": "B1"})).error
    assert not (await service.act(who, "mark", {"square": "B2"})).error
    assert await kept_states() == 2
    assert not (await service.act(who, "roll", {})).error  # after a reversible move: dropped again
    assert (dropped, await kept_states()) == ([1, 1], 0)

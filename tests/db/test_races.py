"""Two requests at the same instant: one wins, the other reads "the game changed", nothing crashes.

A barrier holds both requests after they read the table and before they write, so they
always collide (on SQLite and on PostgreSQL: the ``db`` fixture runs both).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from bot.service import Service
from db import repository as repo
from tests.conftest import actor

ALICE, BOB, CAROL, DAN = actor("alice"), actor("bob"), actor("carol"), actor("dan")
CHANGED = "The game changed during your action: look at the board again and replay."


def hold_writes(monkeypatch: pytest.MonkeyPatch, name: str, parties: int = 2) -> None:
    """Make ``repo.<name>`` wait until ``parties`` callers have reached it (all have read)."""
    barrier = asyncio.Barrier(parties)
    real = getattr(repo, name)

    async def after_everyone_read(*args: Any, **kwargs: Any) -> Any:
        await barrier.wait()
        return await real(*args, **kwargs)

    monkeypatch.setattr(repo, name, after_everyone_read)


def one_wins(replies: list[Any]) -> list[Any]:
    winners = [r for r in replies if not r.error]
    losers = [r for r in replies if r.error]
    assert len(winners) == 1 and len(losers) == len(replies) - 1
    assert all(r.text == CHANGED and r.private for r in losers)
    return winners


async def seats_and_version(service: Service) -> tuple[list[str], int, str]:
    async with service.db.session() as s:
        table = await repo.latest_table(s, "chan")
        seats = await repo.seats(s, table.id)
    return sorted(x.user_id for x in seats), table.version, table.status


async def test_two_joins_at_once(service: Service, monkeypatch, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    await service.create(ALICE, "duel")
    hold_writes(monkeypatch, "bump_version")
    replies = await asyncio.gather(service.join(BOB), service.join(CAROL))
    monkeypatch.undo()
    winner = one_wins(list(replies))[0]
    joined = "u-bob" if "bob" in winner.text else "u-carol"
    assert await seats_and_version(service) == (sorted(["u-alice", joined]), 1, "lobby")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not (await service.join(CAROL if joined == "u-bob" else BOB)).error  # looking again works


async def test_the_same_player_joining_twice_at_once(service: Service, monkeypatch, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    await service.create(ALICE, "duel")
    hold_writes(monkeypatch, "bump_version")
    replies = await asyncio.gather(service.join(BOB), service.join(BOB))
    monkeypatch.undo()
    one_wins(list(replies))
    assert await seats_and_version(service) == (["u-alice", "u-bob"], 1, "lobby")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_two_starts_at_once(service: Service, monkeypatch, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.join(CAROL)
    await service.leave(BOB)  # seats 0 and 2: both starts renumber Carol's seat
    manager = actor("alice", manage=True)
    hold_writes(monkeypatch, "commit_move")
    replies = await asyncio.gather(service.start(ALICE), service.start(manager))
    monkeypatch.undo()
    one_wins(list(replies))
    async with service.db.session() as s:
        table = await repo.latest_table(s, "chan")
        rows = await repo.action_log(s, table.id)
        positions = sorted(x.position for x in await repo.seats(s, table.id))
    assert table.status == "active" and [r.kind for r in rows] == ["setup"] and positions == [0, 1]
    assert rows[0].seq == table.version
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_two_leaves_at_once(service: Service, monkeypatch, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.join(CAROL)
    hold_writes(monkeypatch, "bump_version")
    replies = await asyncio.gather(service.leave(BOB), service.leave(CAROL))
    monkeypatch.undo()
    one_wins(list(replies))
    seats, version, status = await seats_and_version(service)
    assert len(seats) == 2 and "u-alice" in seats and version == 3 and status == "lobby"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_leave_racing_a_join(service: Service, monkeypatch, caplog) -> None:
    caplog.set_level(logging.DEBUG)
    await service.create(ALICE, "duel")
    await service.join(BOB)
    hold_writes(monkeypatch, "bump_version")
    replies = await asyncio.gather(service.leave(BOB), service.join(CAROL))
    monkeypatch.undo()
    winner = one_wins(list(replies))[0]
    expected = ["u-alice"] if "leaves" in winner.text else ["u-alice", "u-bob", "u-carol"]
    assert (await seats_and_version(service))[0] == expected
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_the_first_settings_of_a_server_written_twice_at_once(service: Service, monkeypatch, caplog) -> None:
    """Both writes land (an upsert, never a duplicate key); the server keeps one of them."""
    caplog.set_level(logging.DEBUG)
    admin_fr, admin_en = actor("ann", manage=True), actor("max", manage=True)
    hold_writes(monkeypatch, "save_guild_settings")
    replies = await asyncio.gather(service.settings(admin_fr, locale="fr", reminder_minutes=30),
                                   service.settings(admin_en, locale="en", reminder_minutes=45))
    monkeypatch.undo()
    assert not any(r.error for r in replies)
    settings = await service.guild("guild")
    assert (settings.locale, settings.reminder_minutes) in {("fr", 30), ("en", 45)}
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]

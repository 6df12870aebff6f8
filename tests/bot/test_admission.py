"""Admission: one move at a time per table, bounded work, "busy" past the bound."""

from __future__ import annotations

import asyncio

import pytest

from bot.service import Service
from bot.service.admission import Admission, Busy
from db.database import Database
from tests.conftest import actor


async def test_moves_of_one_table_run_one_at_a_time_and_other_tables_run_beside() -> None:
    admission = Admission(in_flight=4, waiting=10)
    order: list[str] = []
    release = asyncio.Event()

    async def move(table: str, name: str) -> None:
        async with admission.enter(table):
            order.append(f"start {name}")
            await release.wait()
            order.append(f"end {name}")

    tasks = [asyncio.create_task(move("t1", "a")), asyncio.create_task(move("t1", "b")),
             asyncio.create_task(move("t2", "c"))]
    await asyncio.sleep(0.01)
    assert order == ["start a", "start c"]  # b waits for a (same table); c runs beside
    assert admission.queued == 3
    release.set()
    await asyncio.gather(*tasks)
    assert order.index("start b") > order.index("end a")
    assert admission.queued == 0 and admission._locks == {}  # nothing kept per table


async def test_past_the_bound_a_move_is_refused_at_once() -> None:
    admission = Admission(in_flight=1, waiting=1)
    release = asyncio.Event()

    async def hold(table: str) -> None:
        async with admission.enter(table):
            await release.wait()

    running = [asyncio.create_task(hold("t1")), asyncio.create_task(hold("t2"))]
    await asyncio.sleep(0.01)
    with pytest.raises(Busy):
        async with admission.enter("t3"):
            pass
    release.set()
    await asyncio.gather(*running)
    async with admission.enter("t3"):  # room again
        pass


async def test_a_busy_service_answers_privately_in_the_players_language_and_plays_nothing(
        sqlite_db: Database) -> None:
    service = Service(sqlite_db, seed_factory=lambda: "ab" * 32, render=False,
                      admission=Admission(in_flight=1, waiting=0))
    alice, bob = actor("alice"), actor("bob", locale="fr")
    await service.create(alice, "duel")
    await service.join(bob)
    await service.start(alice)
    gate = asyncio.Event()
    original = service._play

    async def slow_play(*args, **kwargs):
        await gate.wait()
        return await original(*args, **kwargs)

    service._play = slow_play  # type: ignore[method-assign]
    first = asyncio.create_task(service.act(alice, "roll"))
    await asyncio.sleep(0.01)
    refused = await service.act(bob, "roll")
    assert refused.error and refused.private
    assert refused.text == "Le bot a trop de coups à jouer en ce moment : réessayez dans un instant. Rien n'a été joué."
    gate.set()
    played = await first
    assert not played.error
    async with sqlite_db.session() as s:
        from db import repository as repo
        table = await repo.active_table(s, "chan")
        assert table is not None
        rows = await repo.action_log(s, table.id or 0)
    assert [r.kind for r in rows] == ["setup", "action"]  # only alice's move was played

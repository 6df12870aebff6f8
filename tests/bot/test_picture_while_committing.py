"""A move's picture is drawn while the move is written down and committed: the reply carries
the picture of the committed state, and a move whose commit loses a race drops its picture."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.service import Service
from db import repository as repo
from db.database import Database
from rules.core import find_game
from tests.conftest import Clock, actor

ALICE, BOB = actor("alice"), actor("bob")


async def kros_table(db: Database, clock: Clock) -> Service:
    service = Service(db, clock=clock, seed_factory=lambda: "12" * 32, default_locale="en")
    assert not (await service.create(ALICE, "krosmaster", {"scenario": "tuto1"})).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error
    return service


async def test_the_reply_carries_the_picture_of_the_committed_state(db: Database, clock: Clock) -> None:
    service = await kros_table(db, clock)
    reply = await service.act(ALICE, "move", {"to": "D2"})
    assert not reply.error and reply.image is not None
    loaded = await service._load(ALICE.channel_id)
    assert reply.image.name == f"krosmaster-{loaded.table.id}-{loaded.table.version}.png"
    game = find_game("krosmaster")
    drawn = await service.pictures.picture("krosmaster", game.view(loaded.state, None), "en")
    assert reply.image.data == drawn


async def test_a_move_that_loses_the_race_drops_its_picture(db: Database, clock: Clock,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    service = await kros_table(db, clock)
    started: list[asyncio.Future[Any]] = []
    start = service._picture_started

    def record(*args: Any) -> asyncio.Future[Any]:
        started.append(start(*args))
        return started[-1]

    async def lost(*args: Any, **kwargs: Any) -> None:
        raise repo.ConcurrentChange()

    async def slow_picture(*args: Any) -> None:
        await asyncio.sleep(30)  # still being drawn when the commit fails

    monkeypatch.setattr(service, "_picture_of", slow_picture)
    monkeypatch.setattr(service, "_picture_started", record)
    monkeypatch.setattr(repo, "commit_move", lost)
    before = (await service._load(ALICE.channel_id)).table.version
    reply = await service.act(ALICE, "move", {"to": "D2"})
    assert reply.error and reply.image is None
    await asyncio.gather(*started, return_exceptions=True)
    assert len(started) == 1 and started[0].cancelled()
    assert (await service._load(ALICE.channel_id)).table.version == before

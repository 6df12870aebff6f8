"""The bot connects and answers before the games' content is warmed: the warm-up runs in a
thread after the commands are synced, then freezes the start-up objects out of the GC."""

from __future__ import annotations

import asyncio
import gc
import threading

import pytest

import bot.discord.app as discord_app

from .conftest import BotRunner
from .fake_discord import FakeDiscord
from .test_discord_e2e import open_duel


async def test_the_bot_is_ready_and_plays_while_the_warm_up_still_runs(
        fake: FakeDiscord, runner: BotRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    release, warming = threading.Event(), threading.Event()

    def slow_warm_up(drawing: bool = True) -> None:  # a slow machine: the games take long to load
        warming.set()
        release.wait(20)

    monkeypatch.setattr(discord_app, "warm_games", slow_warm_up)
    frozen_before = gc.get_freeze_count()
    bot = await runner.start()  # ready: connected to the gateway, commands synced
    assert fake.sync_requests and warming.is_set() and not bot._warm_task.done()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)  # a whole lobby and a start, answered meanwhile
    assert not board.ephemeral and not bot._warm_task.done()
    release.set()
    await asyncio.wait_for(bot._warm_task, 10)
    assert gc.get_freeze_count() >= frozen_before

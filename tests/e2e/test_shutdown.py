"""SIGTERM through the fake Discord: a move under way finishes and its board is posted, a new
command is told to come back in a moment, then the gateway closes and the exit code is 0."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path
from typing import Any

import pytest

from bot.discord.app import EXIT_OK, serve
from bot.service import Service
from tests.conftest import Clock

from .conftest import eventually, make_config
from .fake_discord import FakeDiscord
from .test_discord_e2e import open_duel


async def test_sigterm_finishes_the_move_under_way_then_exits_cleanly(
        fake: FakeDiscord, tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> None:
    started = asyncio.Event()
    play = Service.act

    async def slow_act(self: Service, actor: Any, *args: Any, **kwargs: Any) -> Any:
        started.set()
        await asyncio.sleep(1.0)  # a move that takes a while (a big picture to draw, say)
        return await play(self, actor, *args, **kwargs)

    monkeypatch.setattr(Service, "act", slow_act)
    async def ready() -> bool:  # connected, commands synced
        return bool(fake._sockets and fake.commands.get("global"))

    config = make_config(fake, tmp_path / "meneur.db")
    bot_task = asyncio.create_task(serve(config, clock=clock, guild_ready_timeout=0.01, reminder_poll_seconds=0))
    try:
        await eventually(ready, timeout=10)
        alice, bob = fake.add_user("alice"), fake.add_user("bob", locale="fr")
        await open_duel(fake, alice, bob)
        move = await fake.slash(alice, "duel stop")  # the hand passes: a new public board
        await asyncio.wait_for(started.wait(), 5)
        # serve() handles the signal itself (else the test process would stop here)
        assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL
        os.kill(os.getpid(), signal.SIGTERM)
        await asyncio.sleep(0.1)
        late = await fake.answer(await fake.slash(bob, "game status"))
        assert late.ephemeral and late.content == "Meneur redémarre : réessayez dans un instant."
        code = await asyncio.wait_for(bot_task, 15)
    finally:
        if not bot_task.done():
            bot_task.cancel()
    assert code == EXIT_OK
    board = fake.interactions[move]["original"]
    assert board is not None and not board.ephemeral and not board.loading
    assert board.attachments and board.content.startswith("ev-duel-stopped")  # the move, played to its end
    assert not fake._sockets  # the gateway was closed by the bot
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL  # serve() gave the signal back

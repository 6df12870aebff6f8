"""Fixtures of the end-to-end tests: a fake Discord on 127.0.0.1 and the real bot against it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.discord.app import MeneurBot
from bot.shared.config import Config
from db.database import sqlite_path_url
from render.registry import register_renderer, renderer_for
from tests.conftest import Clock

from .fake_discord import FakeDiscord


def _test_renderer(view: Any, lang: str) -> Image.Image:
    """A tiny board for the test game (it has no renderer of its own)."""
    return Image.new("RGB", (48, 24), (200, 180, 120))


@pytest.fixture(autouse=True)
def _duel_renderer() -> Iterator[None]:
    """The test game gets a renderer for these tests only."""
    from render import registry

    added = renderer_for("duel") is None
    if added:
        register_renderer("duel", _test_renderer)
    yield
    if added:
        registry._RENDERERS.pop("duel", None)


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    yield server
    await server.stop()


def make_config(fake: FakeDiscord, db_path: Path, dev_guild: bool = False, token: str | None = None,
                default_locale: str = "en") -> Config:
    """The bot's settings; the fake server speaks English unless a test says otherwise (its
    public posts follow the server's language, each player's private answers their own)."""
    return Config(discord_token=token or fake.token, database_url=sqlite_path_url(db_path),
                  dev_guild_id=fake.guild_id if dev_guild else None, images_dir=str(db_path.parent / "img"),
                  exports_dir=str(db_path.parent / "exp"), log_level="INFO", reminder_poll_seconds=60,
                  default_locale=default_locale)


#: seconds a bot may take to become ready (its first start in a test process is the slow one)
READY_TIMEOUT_S = 60


class BotRunner:
    """Starts bots (one at a time, or again after a 'restart') on the same database."""

    def __init__(self, fake: FakeDiscord, db_path: Path, clock: Clock) -> None:
        self.fake = fake
        self.db_path = db_path
        self.clock = clock
        self.running: list[tuple[MeneurBot, asyncio.Task[None]]] = []

    async def start(self, **kwargs: Any) -> MeneurBot:
        dev_guild = kwargs.pop("dev_guild", False)
        config = make_config(self.fake, self.db_path, dev_guild=dev_guild,
                             default_locale=kwargs.pop("default_locale", "en"))
        kwargs.setdefault("reminder_poll_seconds", 0.05)
        bot = MeneurBot(config, clock=self.clock, guild_ready_timeout=0.01, **kwargs)
        task = asyncio.create_task(bot.start(config.discord_token or ""))
        ready = asyncio.create_task(bot.wait_until_ready())
        # the first start in a process loads every game's content: 16-21 s measured on this
        # shared machine at a load average of 11-13, so 10 s failed whole modules run alone
        done, _ = await asyncio.wait({task, ready}, timeout=READY_TIMEOUT_S, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            ready.cancel()
            task.result()
            raise AssertionError("the bot stopped before it was ready")
        assert ready in done, "the bot did not become ready"
        self.running.append((bot, task))
        return bot

    async def stop(self, bot: MeneurBot) -> None:
        for entry in list(self.running):
            if entry[0] is bot:
                self.running.remove(entry)
                await bot.close()
                await asyncio.wait_for(entry[1], 5)

    async def stop_all(self) -> None:
        for bot, _task in list(self.running):
            await self.stop(bot)


@pytest.fixture
async def runner(fake: FakeDiscord, tmp_path: Path, clock: Clock) -> AsyncIterator[BotRunner]:
    r = BotRunner(fake, tmp_path / "meneur.db", clock)
    yield r
    await r.stop_all()


@pytest.fixture
async def bot(runner: BotRunner) -> MeneurBot:
    return await runner.start()


async def eventually(check: Callable[[], Awaitable[bool]], timeout: float = 5.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not await check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(0.01)

"""The real client's clock loop against the fake Discord: time-outs post the board, reminders link it."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from aiohttp import web

from db import repository as repo

from .fake_discord import FakeDiscord, json_response
from .test_discord_e2e import open_duel


class FlakyDiscord(FakeDiscord):
    """A fake Discord that refuses the next channel posts with the statuses queued in ``refuse``."""

    def __init__(self) -> None:
        super().__init__()
        self.refuse: list[int] = []
        self.refused = 0

    async def _channel_message(self, request: web.Request) -> web.Response:
        if self.refuse:
            self.refused += 1
            await self._changed_notify()
            return json_response({"message": "Bad Request", "code": 50035}, status=self.refuse.pop(0))
        return await super()._channel_message(request)


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FlakyDiscord()
    await server.start()
    yield server
    await server.stop()


def is_post(m) -> bool:  # type: ignore[no-untyped-def]
    """A board or a reminder posted in the channel (not the table card: an embed alone)."""
    return m.kind == "channel" and not (m.embeds and not m.content)


def posted(fake: FakeDiscord) -> list:
    return [m for m in fake.channel_messages() if is_post(m)]


async def test_a_time_out_plays_the_default_and_posts_the_board(fake: FakeDiscord, runner) -> None:
    bot = await runner.start()
    admin = fake.add_user("admin", manage=True)
    shown = await fake.answer(await fake.slash(admin, "game settings", server_deadline=30))
    assert shown.content.splitlines()[1] == "Default deadline for a move on this server: 30 min (0 = none)."
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    first = await open_duel(fake, alice, bob)
    await asyncio.sleep(0.15)
    assert posted(fake) == []
    runner.clock.advance(31)
    board = await fake.wait_message(is_post, timeout=5)
    lines = board.content.splitlines()
    assert lines[0] == "⏰ alice: time is up, the default move was played (applied on time-out)."
    assert lines[-1] == f"<@{bob.id}>" and [str(u) for u in board.allowed_mentions["users"]] == [str(bob.id)]
    assert board.attachments and board.components  # the picture, and bob's buttons
    await asyncio.sleep(0.15)
    assert len(posted(fake)) == 1 and bot.timeouts_posted == 1  # once
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
        rows = await repo.action_log(s, table.id)
    assert table.state["active"] == 1 and table.board_message_id == str(board.id)  # the ledger's board now
    await fake.wait_for(lambda: not first.components)  # the opening board lost its buttons
    assert (rows[-1].seat, rows[-1].user_id, rows[-1].action) == (0, "meneur:timeout", {"type": "stop"})


async def test_a_reminder_links_the_board_and_survives_an_http_error(fake: FlakyDiscord, runner) -> None:
    bot = await runner.start()
    admin = fake.add_user("admin", manage=True)
    await fake.answer(await fake.slash(admin, "game settings", reminder=30))
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)
    async with bot.service.db.session() as s:  # the ledger keeps the board message's id
        table = await repo.active_table(s, str(fake.channel_id))
        table.board_message_id = str(board.id)
        s.add(table)
        await s.commit()
    fake.refuse.append(400)
    runner.clock.advance(31)
    await fake.wait_for(lambda: fake.refused == 1)
    await asyncio.sleep(0.15)  # more polls: the failed reminder stays claimed, not marked
    assert posted(fake) == [] and bot.reminders_sent == 0
    runner.clock.advance(6)  # the claim (5 min) expires: due again
    reminder = await fake.wait_message(is_post, timeout=5)
    link = f"https://discord.com/channels/{fake.guild_id}/{fake.channel_id}/{board.id}"
    assert reminder.content == ("Reminder: alice, your game of game-duel has been waiting for you for 37 min.\n"
                                f"➡️ alice: prompt-duel-turn\nBoard: {link}\n<@{alice.id}>")
    await asyncio.sleep(0.15)
    assert len(posted(fake)) == 1 and bot.reminders_sent == 1
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    assert table.reminders_sent == 1 and table.reminder_claimed_until is None


async def test_a_channel_closed_to_the_bot_drops_the_reminder(fake: FlakyDiscord, runner) -> None:
    bot = await runner.start()
    admin = fake.add_user("admin", manage=True)
    await fake.answer(await fake.slash(admin, "game settings", reminder=30))
    await open_duel(fake, fake.add_user("alice"), fake.add_user("bob"))
    fake.refuse.append(403)
    runner.clock.advance(31)
    await fake.wait_for(lambda: fake.refused == 1)
    runner.clock.advance(120)
    await asyncio.sleep(0.2)
    assert posted(fake) == [] and fake.refused == 1  # not retried until the next move
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    assert table.reminder_due_at is None and table.reminders_sent == 0

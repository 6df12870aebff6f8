"""The clock loop: each process plays the expired deadlines and sends the reminders of its
own servers, every ``REMINDER_POLL_SECONDS``.

The service claims what is due in the database (one process at a time per table, see
``db/scheduling.py``); this loop only posts: the board after a time-out, and each reminder,
which the service marks sent once Discord has accepted it.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord
from bot.discord.card import card_embed
from bot.discord.post import with_ledger
from bot.discord.ui import build_message
from bot.service import Delivery, DueReminder, Service, TimedOut
from bot.shared.replies import Actor, Reply
from db.scheduling import Scope
from rules.core import i18n

log = logging.getLogger("meneur.discord")

JUMP = "https://discord.com/channels"


def board_link(guild_id: str | None, channel_id: str, message_id: str | None) -> str:
    """The board message's address (else the channel's), as Discord links them."""
    base = f"{JUMP}/{guild_id or '@me'}/{channel_id}"
    return f"{base}/{message_id}" if message_id else base


class ReminderLoop:
    """Time-outs and reminders, posted in the tables' channels."""

    if TYPE_CHECKING:  # provided by MeneurBot
        service: Service
        user: Any
        shard_ids: list[int] | None
        guilds: Any
        poll_seconds: float
        reminders_sent: int
        timeouts_posted: int

        def get_channel(self, channel_id: int, /) -> Any: ...
        async def fetch_channel(self, channel_id: int, /) -> Any: ...
        def get_guild(self, guild_id: int, /) -> Any: ...
        def is_closed(self) -> bool: ...
        async def wait_until_ready(self) -> None: ...
        async def send_to_channel(self, channel: Any, reply: Reply) -> discord.Message: ...
        async def _edit_board(self, channel: Any, clicked: discord.Message | None, board_message_id: str | None,
                              out: Any) -> int | None: ...
        async def _retire(self, channel: Any, message_id: str) -> None: ...
        async def _take_over(self, channel: Any, reply: Reply, board_id: int | None, old: set[str]) -> None: ...
        async def _update_card(self, channel: Any, reply: Reply) -> None: ...
        async def send_whispers(self, reply: Reply, actor: Actor | None,
                                interaction: discord.Interaction[Any] | None = None) -> None: ...

    def holds_shard_zero(self) -> bool:
        """Whether this process holds shard 0 (or every shard): Discord sends DMs there."""
        return self.shard_ids is None or 0 in self.shard_ids

    def serves_guild(self, guild_id: str | None) -> bool:
        """Whether this process serves the tables of ``guild_id``: its shards' servers.

        Each process handles the tables of its own servers; tables outside any server (DMs)
        belong to the process of shard 0.
        """
        if guild_id is None:
            return self.holds_shard_zero()
        return guild_id.isdigit() and self.get_guild(int(guild_id)) is not None

    def scope(self) -> Scope:
        """The tables this process serves, for the scans' WHERE clause."""
        return Scope.of([str(g.id) for g in self.guilds], dms=self.holds_shard_zero())

    async def _reminder_loop(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            await self.clock_round()
            await asyncio.sleep(self.poll_seconds)

    async def clock_round(self) -> None:
        """One round: expired deadlines first (their boards), then reminders."""
        for work, what in ((self.post_timeouts, "deadline"), (self.send_reminders, "reminder")):
            try:
                await work()
            except Exception:  # the loop must outlive any one failure
                log.exception("the %s round failed", what)

    async def send_reminders(self) -> int:
        """Post every due reminder of this process's servers in its table's channel."""
        sent = await self.service.send_reminders(self._deliver_reminder, self.scope())
        self.reminders_sent += sent
        return sent

    async def post_timeouts(self) -> int:
        """Play the defaults of every expired deadline of this process's servers; post the boards."""
        return await self.service.apply_deadlines(self._deliver_timeout, self.scope())

    async def _table_channel(self, channel_id: str) -> Any:
        """The channel, or ``None`` if Discord says it is gone or closed to the bot; any other
        error propagates (the work is retried later)."""
        if not channel_id.isdigit():
            return None
        channel = self.get_channel(int(channel_id))
        if channel is not None:
            return channel
        try:
            return await self.fetch_channel(int(channel_id))
        except (discord.NotFound, discord.Forbidden):
            return None

    async def _deliver_reminder(self, due: DueReminder) -> Delivery:
        claimed = due.claimed
        channel = await self._table_channel(claimed.channel_id)
        if channel is None:
            log.warning("reminder for table %s: channel %s is gone", claimed.id, claimed.channel_id)
            return Delivery.DROPPED
        link = board_link(claimed.guild_id, claimed.channel_id, claimed.board_message_id)
        reply = due.reply
        text = "\n".join([reply.text, i18n.t(due.lang, "reminder-link", {"link": link})])
        try:
            await self.send_to_channel(channel, Reply(text=text, mentions=reply.mentions, table_id=reply.table_id,
                                                      game_id=reply.game_id))
        except (discord.Forbidden, discord.NotFound):
            log.warning("reminder for table %s: no permission to post in channel %s", claimed.id, claimed.channel_id)
            return Delivery.DROPPED
        if reply.whispers:  # what the awaited player alone may read (a hidden hand): privately
            await self.send_whispers(reply, Actor(user_id="", name="", channel_id=claimed.channel_id,
                                                  guild_id=claimed.guild_id))
        return Delivery.SENT

    async def post_board_in(self, channel: Any, reply: Reply) -> None:
        """A board that no interaction answers (after a time-out), kept like any other: the
        current board edited in place while the same player keeps the hand, else a new board
        posted (the older one loses its buttons), then the table's card."""
        out = build_message(with_ledger(reply))
        board_id = None
        # the board as the table holds it now: a move answered meanwhile may have posted a new one
        current = await self.service.board_message(reply.table_id) if reply.table_id is not None else None
        reply.board_message_id = current or reply.board_message_id
        if reply.board == "edit":
            board_id = await self._edit_board(channel, None, reply.board_message_id, out)
        if board_id is None:
            if reply.show_card and reply.card is not None:
                out.embeds.append(card_embed(reply.card))
            board_id = (await channel.send(**out.send_kwargs())).id
            await self._take_over(channel, reply, board_id, {m for m in (reply.board_message_id,) if m})
        await self._update_card(channel, reply)

    async def _deliver_timeout(self, done: TimedOut) -> None:
        channel = await self._table_channel(done.channel_id)
        if channel is None:
            log.warning("time-out at table %s: channel %s is gone", done.table_id, done.channel_id)
            return
        await self.post_board_in(channel, done.reply)
        self.timeouts_posted += 1
        if done.reply.whispers:
            where = Actor(user_id="", name="", channel_id=done.channel_id, guild_id=done.guild_id)
            await self.send_whispers(done.reply, where)

"""The reminder loop: each process reminds the tables of its own servers."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from .service import Service

log = logging.getLogger("meneur.discord")



class ReminderLoop:
    """Reminders, posted in the tables' channels."""

    if TYPE_CHECKING:  # provided by MeneurBot
        service: Service
        user: Any

        def get_channel(self, channel_id: int, /) -> Any: ...
        async def fetch_channel(self, channel_id: int, /) -> Any: ...

    def holds_shard_zero(self) -> bool:
        """Whether this process holds shard 0 (or every shard): Discord sends DMs there."""
        return self.shard_ids is None or 0 in self.shard_ids

    def serves_guild(self, guild_id: str | None) -> bool:
        """Whether this process serves the tables of ``guild_id``: its shards' servers.

        Each process reminds the tables of its own servers, so every reminder is sent once;
        tables outside any server (DMs) belong to the process of shard 0.
        """
        if guild_id is None:
            return self.holds_shard_zero()
        return guild_id.isdigit() and self.get_guild(int(guild_id)) is not None

    async def _reminder_loop(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                await self.send_reminders()
            except Exception:  # the loop must outlive any one failure
                log.exception("the reminder round failed")
            await asyncio.sleep(self.poll_seconds)

    async def send_reminders(self) -> int:
        """Post every due reminder of this process's servers in its table's channel."""
        try:
            due = await self.service.due_reminders(guild_filter=self.serves_guild)
        except Exception:
            log.exception("could not read the due reminders")
            return 0
        sent = 0
        for table, reply in due:
            try:
                channel = await self._channel(table.channel_id)
                if channel is None:
                    log.warning("reminder for table %s: channel %s is gone", table.id, table.channel_id)
                    continue
                await self.send_to_channel(channel, reply)
                sent += 1
            except discord.Forbidden:
                log.warning("reminder for table %s: no permission to post in channel %s", table.id, table.channel_id)
            except Exception:
                log.exception("reminder for table %s failed", table.id)
        self.reminders_sent += sent
        return sent

"""Reminders for players a table waits on."""

from __future__ import annotations

from collections.abc import Callable

from db import repository as repo
from db.models import GameTable
from rules.core import find_game

from ..replies import Reply
from .base import Loaded, ServiceBase


class Reminders(ServiceBase):
    """Reminders."""

    async def due_reminders(self, guild_filter: Callable[[str | None], bool] | None = None
                            ) -> list[tuple[GameTable, Reply]]:
        """Reminders that are due now; each is marked sent as it is returned.

        ``guild_filter`` keeps the servers this process serves (one shard's, say).
        """
        now = self.clock()
        out: list[tuple[GameTable, Reply]] = []
        async with self.db.session() as s:
            due = await repo.due_reminders(s, now)
        for table, _minutes in due:
            if guild_filter is not None and not guild_filter(table.guild_id):
                continue
            lang = await self.public_lang(table)
            game = find_game(table.game)
            async with self.db.session() as s:
                seats = await repo.seats(s, table.id or 0)
            loaded = Loaded(table, game, seats, game.load_state(table.state or {}))
            info = self._prompt_info(lang, loaded, game.prompts(loaded.state))
            if not info:
                continue
            async with self.db.session() as s:
                await repo.mark_reminded(s, table.id or 0, now, table.reminders_sent + 1)
            names = [p["name"] for p in info]
            out.append((table, Reply(text=self.t(lang, "reminder", {"players": names}),
                                     mentions=[p["user_id"] for p in info], table_id=table.id,
                                     game_id=table.game)))
        return out

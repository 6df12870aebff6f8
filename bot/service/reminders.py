"""Reminders for the players a table waits on: claimed, sent by the adapter, then marked.

A reminder names the game, the question asked (the prompt's text) and how long the player
has been awaited. The scan claims a page of due tables (one conditional UPDATE), builds
their reminders, and hands each to ``deliver`` (the adapter posts it). Only a delivery that
went through marks the reminder sent; an error or a crash leaves it claimed until the claim
expires, and the next scan (of any process) sends it then. Two processes never both send
it: a table is claimed by one at a time.
"""

from __future__ import annotations

import asyncio
import enum
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from bot.service.base import Loaded, ServiceBase
from bot.shared.replies import Reply
from db import scheduling as sched
from db.models import GameTable, GuildSettings
from db.scheduling import ALL, PAGE, Claimed, Scope
from rules.core import find_game, i18n

log = logging.getLogger("meneur.reminders")

#: how long a process holds a reminder it is sending; after that, another may send it
REMINDER_CLAIM = timedelta(minutes=5)


class Delivery(enum.Enum):
    """What became of a reminder handed to the adapter."""

    SENT = "sent"  # Discord accepted it: marked sent, next one after the delay
    DROPPED = "dropped"  # it can never be delivered (channel gone, no permission): none until the next move
    RETRY = "retry"  # not delivered this time: due again once the claim expires


@dataclass
class DueReminder:
    """A claimed reminder, ready to post in its table's channel."""

    claimed: Claimed
    reply: Reply
    lang: str
    #: the server's reminder delay (the next reminder follows this one by as much)
    minutes: int

    @property
    def channel_id(self) -> str:
        return self.claimed.channel_id

    @property
    def guild_id(self) -> str | None:
        return self.claimed.guild_id


def waited_text(lang: str, waited: timedelta) -> str:
    """``3 h``, ``45 min``, ``2 j`` (fr) / ``2 d`` (en): how long a player has been awaited."""
    minutes = max(0, int(waited.total_seconds() // 60))
    if minutes < 60:
        return i18n.t(lang, "duration-minutes", {"n": minutes})
    if minutes < 48 * 60:
        return i18n.t(lang, "duration-hours", {"n": minutes // 60})
    return i18n.t(lang, "duration-days", {"n": minutes // (24 * 60)})


def post_language(locale: str | None, settings: GuildSettings | None, default: str) -> str:
    """The language of a table's public posts: the table's, else its server's, else the default."""
    return i18n.language(locale or (settings.locale if settings else None) or default)


class Reminders(ServiceBase):
    """Reminders: claim, build, hand over, mark."""

    reminder_claim = REMINDER_CLAIM

    async def send_reminders(self, deliver: Callable[[DueReminder], Awaitable[Delivery]], scope: Scope = ALL,
                             page: int = PAGE) -> int:
        """Hand every due reminder of ``scope`` to ``deliver``, a page at a time; the number sent.

        Each page is claimed, built and delivered before the next is read: memory holds one
        page, and the event loop runs other work between pages."""
        sent = 0
        async for claimed, now in self.claimed_pages(
                lambda s, now: sched.claim_reminders(s, now, now + self.reminder_claim, scope, page), page):
            for due in await self._reminders(claimed, now):
                try:
                    outcome = await deliver(due)
                except Exception:  # the adapter logs its own errors; this one is left for later
                    log.exception("reminder of table %s was not delivered", due.claimed.id)
                    outcome = Delivery.RETRY
                sent += await self._settle(due, outcome)
        return sent

    def _private_reminders(self, game: Any, state: Any, info: Sequence[dict[str, Any]], lang: str) -> dict[str, str]:
        """What an awaited player alone may read with their reminder (a hidden hand), from the
        game's ``describe_private``; the adapter sends it privately, never in the channel."""
        describe = getattr(game, "describe_private", None)
        out: dict[str, str] = {}
        for p in info if describe is not None else []:
            text = describe(state, p["seat"], self.user_lang(p["user_id"], lang))
            if text:
                out[p["user_id"]] = text
        return out

    async def _settle(self, due: DueReminder, outcome: Delivery) -> int:
        if outcome is Delivery.RETRY:
            return 0
        async with self.db.session() as s:
            if outcome is Delivery.DROPPED:
                await sched.drop_reminder(s, due.claimed)
                return 0
            now = self.clock()
            await sched.mark_reminded(s, due.claimed, now, now + timedelta(minutes=due.minutes) if due.minutes else None)
        return 1

    async def _reminders(self, claimed: Sequence[Claimed], now: datetime) -> list[DueReminder]:
        """The reminders of a claimed page: states, seats and settings read in three queries."""
        ids = [c.id for c in claimed]
        async with self.db.session() as s:
            states = await sched.states(s, ids)
            seats = await sched.seats_of(s, ids)
            settings = await sched.settings_of(s, [c.guild_id for c in claimed])
        out: list[DueReminder] = []
        empty: list[Claimed] = []
        for c in claimed:
            await asyncio.sleep(0)  # decoding a state takes a few ms: let other work in between
            server = settings.get(c.guild_id or "")
            lang = post_language(c.locale, server, self.default_locale)
            game = find_game(c.game)
            state = game.load_state(states[c.id]) if c.id in states else None
            shell = GameTable(id=c.id, channel_id=c.channel_id, game=c.game, host_id="", seed="", seed_hash="")
            prompts = game.prompts(state) if state is not None and game.result(state) is None else []
            info = self._prompt_info(lang, Loaded(shell, game, seats[c.id], state), prompts)
            if not info:
                empty.append(c)
                continue
            names = list(dict.fromkeys(p["name"] for p in info))
            head = i18n.t(lang, "reminder-head", {
                "players": names, "count": len(names), "game": i18n.t(lang, f"game-{c.game}"),
                "waited": waited_text(lang, now - (c.awaiting_since or now))})
            reply = Reply(text="\n".join([head, *(p["text"] for p in info)]),
                          mentions=list(dict.fromkeys(p["user_id"] for p in info)),
                          prompts=info, table_id=c.id, game_id=c.game, version=c.version)
            reply.whispers = self._private_reminders(game, state, info, lang)
            out.append(DueReminder(c, reply, lang, server.reminder_minutes if server else 0))
        if empty:  # nobody to remind: nothing more until the next move
            async with self.db.session() as s:
                for c in empty:
                    await sched.drop_reminder(s, c)
        return out

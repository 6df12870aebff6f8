"""Deadlines: when a prompt's time is up, the game's default answer is played for that seat.

A table's ``deadline_at`` is set when a move commits (see :mod:`.schedule`). The scan claims
a page of tables whose deadline has passed (one conditional UPDATE, ``SKIP LOCKED`` on
PostgreSQL), then for each plays :meth:`Game.timeout_action` for every seat the expired
prompts named, through the normal move commit: it is conditional on the version the claim
saw, so if anybody moved meanwhile the default is dropped (the move restarted the clock).
Each default is logged for its seat, after the event ``timeout-applied`` the players read.
Stored in the database, deadlines survive restarts; claimed, they fire once however many
processes share the database.

Settings: ``/game settings deadline:<minutes>`` (the table in the channel: its host or a
moderator) and ``server_deadline:<minutes>`` (the server's default, Manage Channels). A new
setting counts from the moment it is set for the prompts already waiting.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from bot.service.base import Loaded, ServiceError
from bot.service.handover import Handover, missed_limit
from bot.service.reminders import post_language
from bot.service.schedule import deadline_seconds, due_times, timing
from bot.shared.replies import Actor, Reply
from db import repository as repo
from db import scheduling as sched
from db.models import GameTable
from db.scheduling import ALL, PAGE, Claimed, Scope, aware
from rules.core import Event, PlayerError, find_game, i18n

log = logging.getLogger("meneur.deadlines")

#: how long a process holds an expired deadline while it plays the defaults
DEADLINE_CLAIM = timedelta(minutes=2)
#: the user id logged for a move the platform played on time-out
TIMEOUT_USER = "meneur:timeout"
#: the longest deadline and reminder delay: one week
MAX_MINUTES = 7 * 24 * 60


@dataclass
class TimedOut:
    """Defaults played on time-out at one table, and the board to post in its channel."""

    table_id: int
    guild_id: str | None
    channel_id: str
    board_message_id: str | None
    #: the seats whose default was played, in order
    seats: list[int]
    reply: Reply
    lang: str


class Deadlines(Handover):
    """Expired deadlines: claim, play the defaults, hand the board over."""

    deadline_claim = DEADLINE_CLAIM

    async def apply_deadlines(self, deliver: Callable[[TimedOut], Awaitable[None]] | None = None,
                              scope: Scope = ALL, page: int = PAGE) -> int:
        """Play the defaults of every expired deadline of ``scope``; the number of tables played.

        ``deliver`` posts each resulting board (the moves are committed before it runs)."""
        played = 0
        async for claimed, now in self.claimed_pages(
                lambda s, now: sched.claim_deadlines(s, now, now + self.deadline_claim, scope, page), page):
            for c in claimed:
                try:
                    outcome = await self._time_out(c, now)
                except Exception:  # one broken table must not stop the others; its claim expires
                    log.exception("deadline of table %s failed", c.id)
                    continue
                if outcome is None:
                    continue
                played += 1
                if deliver is not None:
                    try:
                        await deliver(outcome)
                    except Exception:
                        log.exception("the board of table %s after a time-out was not posted", c.id)
        return played

    async def _time_out(self, claimed: Claimed, now: datetime) -> TimedOut | None:
        async with self.db.session() as s:
            table = await repo.get_table(s, claimed.id)
            seats = await repo.seats(s, claimed.id)
            settings = await repo.guild_settings(s, table.guild_id if table else None, self.default_locale)
        if table is None or table.status != "active" or table.state is None or table.version != claimed.version:
            return None  # somebody moved since the claim: the move set the next deadline
        due = aware(table.deadline_at)
        if due is None or due > now:
            return None
        game = find_game(table.game)
        state = game.load_state(table.state)
        loaded = Loaded(table, game, seats, state, stored=(state, table.state))
        lang = post_language(table.locale, settings if settings.guild_id else None, self.default_locale)
        played: list[int] = []
        replies: list[Reply] = []
        for prompt in game.prompts(loaded.state):  # the prompts that expired
            if game.result(loaded.state) is not None:
                break
            if prompt.seat in played or all(p.seat != prompt.seat for p in game.prompts(loaded.state)):
                continue  # answered already (or by an earlier default)
            action = game.timeout_action(loaded.state, prompt.seat)
            if action is None:
                continue
            notice = Event(code="timeout-applied", params={"seat": prompt.seat})
            try:
                replies.append(await self._play(lang, loaded, prompt.seat, action, TIMEOUT_USER, [], [notice]))
            except ServiceError:  # "table-changed": somebody moved meanwhile; drop the rest
                break
            except PlayerError as exc:
                log.warning("table %s: the time-out default of seat %s was refused (%s)", table.id, prompt.seat,
                            exc.code)
                continue
            played.append(prompt.seat)
        if not replies:
            async with self.db.session() as s:
                await sched.drop_deadline(s, claimed)
            return None
        reply = replies[-1]
        earlier = [line for r in replies[:-1] for line in r.events if line not in reply.ledger]
        reply.events = [*earlier, *reply.events]
        for earlier in replies[:-1]:
            for user, text in earlier.whispers.items():
                reply.whispers[user] = f"{text}\n{reply.whispers[user]}" if user in reply.whispers else text
        # a seat that missed its deadlines again and again: the computer takes it (bot/service/handover.py)
        reply = await self._after_time_out(lang, loaded, played, TIMEOUT_USER, reply)
        return TimedOut(table.id or 0, table.guild_id, table.channel_id, table.board_message_id, played, reply, lang)

    # ------------------------------------------------------------------ settings
    async def _set_table_deadline(self, actor: Actor, minutes: int | None, missed: int | None = None) -> None:
        """``deadline:``: the channel's table's own deadline, and ``missed:`` the deadlines a seat
        may miss in a row before the computer takes it (its host or a moderator)."""
        if minutes is None and missed is None:
            return
        async with self.db.session() as s:
            table = await repo.active_table(s, actor.channel_id)
            if table is None:
                raise ServiceError("no-table")
            if actor.user_id != table.host_id and not actor.can_manage:
                raise ServiceError("host-only")
            # the version stays: the board's buttons stay valid
            values: dict[str, Any] = {"id": table.id}
            if minutes is not None:
                values["deadline_minutes"] = minutes
            if missed is not None:
                values["missed_deadlines"] = missed
            await sched.set_due_times(s, [values])
        if minutes is not None:
            await self._recompute_deadlines(table_id=table.id)

    async def _deadline_lines(self, actor: Actor, lang: str, table_changed: bool, server_changed: bool) -> list[str]:
        """After the settings were saved: the server's tables follow its new default deadline;
        then both deadlines, described."""
        if server_changed:
            await self._recompute_deadlines(guild_id=actor.guild_id)
        async with self.db.session() as s:
            server = (await sched.guild_timing(s, actor.guild_id))[1]
            table = await repo.active_table(s, actor.channel_id)
        lines = [i18n.t(lang, "settings-deadline", {"minutes": server})]
        if table is not None:
            own = table.deadline_minutes
            key = "settings-table-deadline" if own is not None else "settings-table-deadline-server"
            lines.append(i18n.t(lang, key, {"minutes": server if own is None else own}))
            lines.append(i18n.t(lang, "settings-table-missed", {"missed": missed_limit(table)}))
        return lines

    @staticmethod
    def check_minutes(name: str, minutes: int | None) -> None:
        if minutes is not None and not 0 <= minutes <= MAX_MINUTES:
            raise ServiceError("bad-deadline", option=name, minutes=str(minutes))

    async def _recompute_deadlines(self, guild_id: str | None = None, table_id: int | None = None) -> None:
        """After a deadline setting changed: the waiting tables' deadlines, counted from now at
        the earliest (a new or longer deadline gives the awaited players its full time)."""
        now = self.clock()
        async with self.db.session() as s:
            rows = await sched.awaiting_tables(s, guild_id=guild_id, table_id=table_id, with_state=True)
            updates: list[dict[str, Any]] = []
            for row in rows:
                if table_id is None and row.deadline_minutes is not None:
                    continue  # the table has its own setting
                game = find_game(row.game)
                state = game.load_state(row.state)
                prompts = game.prompts(state) if game.result(state) is None else []
                shell = GameTable(id=row.id, guild_id=row.guild_id, deadline_minutes=row.deadline_minutes,
                                  channel_id="", game=game.id, host_id="", seed="", seed_hash="")
                since = max(aware(row.awaiting_since) or now, now)
                due = due_times(prompts, since, since, await timing(s, shell))["deadline_at"]
                updates.append({"id": row.id, "deadline_at": due, "deadline_claimed_until": None})
            await sched.set_due_times(s, updates)

    async def _recompute_reminders(self, guild_id: str, minutes: int) -> None:
        """After the server's reminder delay changed: its waiting tables' next reminders."""
        async with self.db.session() as s:
            rows = await sched.awaiting_tables(s, guild_id=guild_id)
            updates = [{"id": r.id, "reminder_due_at": (aware(r.last_reminded_at) or aware(r.awaiting_since))
                        + timedelta(minutes=minutes) if minutes else None} for r in rows]
            await sched.set_due_times(s, updates)


__all__ = ["DEADLINE_CLAIM", "TIMEOUT_USER", "Deadlines", "TimedOut", "deadline_seconds"]

"""``/game tick <minutes>``: the console table's clock, moved by hand.

The console has no clock loop: a script (or a player at the terminal) moves the service's
clock on and runs the scans the Discord bot runs every minute: expired deadlines (their
boards are printed) then reminders. Only the console's own tables (its server) are scanned.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

from bot.console.lines import ParsedLine
from bot.service import Delivery, DueReminder, Service, ServiceError, TimedOut
from bot.shared.replies import Actor, Reply
from db.models import utcnow
from db.scheduling import Scope
from rules.core import i18n

MAX_TICK = 7 * 24 * 60


class ShiftedClock:
    """A clock ``offset`` ahead of ``base``."""

    def __init__(self, base: Callable[[], datetime] = utcnow) -> None:
        self.base = base
        self.offset = timedelta()

    def __call__(self) -> datetime:
        return self.base() + self.offset


#: how the console shows a reply: (the channel's heading line, who asked or None, the reply)
Emit = Callable[[str, Actor | None, Reply], None]


async def tick(service: Service, emit: Emit, actor: Actor, parsed: ParsedLine) -> Reply:
    """Move the clock on, play the expired deadlines and send the due reminders."""
    raw = parsed.positional[0] if parsed.positional else parsed.options.get("minutes", "")
    if not raw.isdigit() or int(raw) > MAX_TICK:
        return await service.fail(actor, ServiceError("console-tick"))
    minutes = int(raw)
    clock = service.clock
    if not isinstance(clock, ShiftedClock):
        clock = service.clock = ShiftedClock(service.clock)
    clock.offset += timedelta(minutes=minutes)
    lang = i18n.language(actor.locale)
    scope = Scope.of([actor.guild_id or ""], dms=False)

    def where(channel_id: str) -> str:
        return i18n.t(lang, "console-tick-channel", {"channel": channel_id.split(":", 1)[-1]})

    async def show_timeout(done: TimedOut) -> None:
        emit(where(done.channel_id), None, done.reply)

    async def show_reminder(due: DueReminder) -> Delivery:
        emit(where(due.channel_id), None, due.reply)
        return Delivery.SENT

    timeouts = await service.apply_deadlines(show_timeout, scope)
    reminders = await service.send_reminders(show_reminder, scope)
    return Reply(text=i18n.t(lang, "console-tick", {"minutes": minutes, "reminders": reminders,
                                                    "timeouts": timeouts}), private=True)

"""When a table's next reminder and deadline fall due, computed as a move commits.

One clock per table, ``awaiting_since``, restarts when the awaited player acts (a player
making five moves in their turn is never reminded in the middle) or when a new prompt opens
(a seat or a kind of question that was not asked before). It does not restart when another
seat answers and the rest were already waiting (one player done in a simultaneous window:
the others' clock runs on). From that clock:

* ``reminder_due_at = awaiting_since + the server's reminder delay`` (then, after each
  reminder, the time it was sent + the delay);
* ``deadline_at = awaiting_since + the shortest deadline of the current prompts``: a
  prompt's own ``deadline_seconds`` if the game set one, else the table's deadline setting
  (``/game settings deadline:``), else the server's; 0 means none.

Both are indexed columns, so the scans read only what is due.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlmodel.ext.asyncio.session import AsyncSession

from db import scheduling as sched
from db.models import GameTable, GuildSettings
from rules.core import Prompt


@dataclass(frozen=True)
class Timing:
    """A table's delays: the server's reminder delay, the table's (else the server's) deadline."""

    reminder_minutes: int = 0
    deadline_minutes: int = 0


async def timing(session: AsyncSession, table: GameTable, settings: GuildSettings | None = None) -> Timing:
    """The table's delays (``settings``: the server's, when the caller has read them)."""
    if settings is not None:
        reminder, deadline = settings.reminder_minutes, settings.deadline_minutes
    else:
        reminder, deadline = await sched.guild_timing(session, table.guild_id)
    return Timing(reminder, table.deadline_minutes if table.deadline_minutes is not None else deadline)


def deadline_seconds(prompts: Sequence[Prompt], default_minutes: int) -> int | None:
    """The shortest deadline among ``prompts`` (``None``: no prompt has one)."""
    values = [p.deadline_seconds if p.deadline_seconds is not None else default_minutes * 60 for p in prompts]
    positive = [v for v in values if v > 0]
    return min(positive) if positive else None


def restarts(before: Sequence[Prompt], after: Sequence[Prompt], actor: int | None) -> bool:
    """Whether the move restarts the table's clock (see the module's description)."""
    new = {(p.seat, p.kind) for p in after} - {(p.seat, p.kind) for p in before}
    return bool(new) or (actor is not None and any(p.seat == actor for p in after))


def due_times(prompts: Sequence[Prompt], since: datetime, reminder_base: datetime,
              timing: Timing) -> dict[str, Any]:
    """The due times from the clock's start (and the last reminder's time, for reminders)."""
    seconds = deadline_seconds(prompts, timing.deadline_minutes)
    return {
        "reminder_due_at": reminder_base + timedelta(minutes=timing.reminder_minutes)
        if timing.reminder_minutes > 0 else None,
        "deadline_at": since + timedelta(seconds=seconds) if seconds else None,
    }


def due_values(before: Sequence[Prompt], after: Sequence[Prompt], actor: int | None, now: datetime,
               timing: Timing) -> dict[str, Any]:
    """The table columns a move sets: the clock, the due times, and the claims released."""
    if not after:  # the game is over, or waits on nobody
        return {"awaiting_since": None, "last_reminded_at": None, "reminders_sent": 0, "reminder_due_at": None,
                "deadline_at": None, "reminder_claimed_until": None, "deadline_claimed_until": None}
    if not restarts(before, after, actor):
        # a claim on the (unchanged) deadline is released: a process that claimed it before
        # this move finds the version moved and drops it; the next scan re-checks it
        return {"deadline_claimed_until": None}
    return {"awaiting_since": now, "last_reminded_at": None, "reminders_sent": 0,
            "reminder_claimed_until": None, "deadline_claimed_until": None,
            **due_times(after, now, now, timing)}

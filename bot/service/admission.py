"""Admission: moves of one table one at a time, and a bounded amount of work in the process.

Under more load than a process can serve, latency must stay bounded: a move waits for its
table's previous move (never two at once on one table, so quick double clicks queue instead of
racing), then for one of ``in_flight`` places; once ``waiting`` moves already wait, a new one is
refused at once with a localized "busy, try again in a moment" instead of joining a queue
whose answers would come seconds late. The Discord adapter shows "thinking…" meanwhile.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from rules.core import PlayerError

DEFAULT_IN_FLIGHT = 8
DEFAULT_WAITING = 100


class Busy(PlayerError):
    """Too many moves wait in this process: the player tries again in a moment."""


@dataclass
class Admission:
    """Per-table order and a bound on the work a process takes on."""

    in_flight: int = DEFAULT_IN_FLIGHT
    waiting: int = DEFAULT_WAITING
    _locks: dict[str, asyncio.Lock] = field(default_factory=dict)
    _users: dict[str, int] = field(default_factory=dict)
    _queued: int = 0
    _slots: asyncio.Semaphore | None = None

    @classmethod
    def from_env(cls) -> Admission:
        """``MOVES_IN_FLIGHT`` and ``MOVES_WAITING`` (see .env.example)."""
        return cls(in_flight=_positive("MOVES_IN_FLIGHT", DEFAULT_IN_FLIGHT),
                   waiting=_positive("MOVES_WAITING", DEFAULT_WAITING))

    @property
    def queued(self) -> int:
        """Moves admitted and not yet finished (waiting or running)."""
        return self._queued

    @asynccontextmanager
    async def enter(self, table_key: str) -> AsyncIterator[None]:
        """Hold ``table_key``'s turn and a place in flight; raise :class:`Busy` when full."""
        if self._queued >= self.waiting + self.in_flight:
            raise Busy("busy")
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.in_flight)
        self._queued += 1
        self._users[table_key] = self._users.get(table_key, 0) + 1
        lock = self._locks.setdefault(table_key, asyncio.Lock())
        try:
            async with lock, self._slots:
                yield
        finally:
            self._queued -= 1
            self._users[table_key] -= 1
            if not self._users[table_key]:
                del self._users[table_key]
                self._locks.pop(table_key, None)


def _positive(name: str, default: int) -> int:
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"{name}: expected a positive number, got {text!r}")
    return int(text)

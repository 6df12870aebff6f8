"""The table card as data: one summary per table (the game, who is awaited and since when, the
deadline, the last actions, the seed's hash) with localized lines.

The service builds it (bot/service/card.py) with every board reply; the Discord adapter renders
it as an embed kept current in one message (bot/discord/card.py), the console prints
:meth:`TableCard.text`. Times stay ``datetime`` here: each adapter writes them its own way
(Discord's ``<t:unix:R>``, the console's UTC clock time).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_URL = "https://discord.com/channels"


def utc(moment: datetime) -> datetime:
    """``moment`` as an aware UTC time (SQLite gives naive times back)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def message_link(guild_id: str | None, channel_id: str | None, message_id: str | None) -> str | None:
    """The address of a Discord message (``@me`` outside a server), or ``None`` when one of
    the ids is not a Discord id (the console's tables)."""
    if not channel_id or not message_id or not channel_id.isdigit() or not message_id.isdigit():
        return None
    guild = guild_id if guild_id and guild_id.isdigit() else "@me"
    return f"{DISCORD_URL}/{guild}/{channel_id}/{message_id}"


@dataclass
class TableCard:
    """A table's summary in one language: localized lines and the times they refer to."""

    lang: str
    title: str
    #: who is awaited, one localized line each (or the result once the game has ended)
    awaited: list[str]
    #: since when the awaited players have been awaited
    since: datetime | None
    deadline: datetime | None
    #: the last few actions, oldest first ("#12 alice: ...")
    recent: list[str]
    seed_hash: str
    finished: bool = False
    table_id: int | None = None
    game_id: str | None = None
    #: localized headings: since, deadline, recent, seed
    labels: dict[str, str] = field(default_factory=dict)

    def text(self) -> str:
        """The card as plain text (the console), times in UTC."""
        lines = [f"📋 {self.title}"]
        lines += self.awaited
        if self.since is not None:
            lines.append(f"{self.labels['since']} {clock_text(self.since)}")
        if self.deadline is not None:
            lines.append(f"{self.labels['deadline']} {clock_text(self.deadline)}")
        if self.recent:
            lines.append(self.labels["recent"])
            lines += [f"  {line}" for line in self.recent]
        lines.append(f"{self.labels['seed']} {self.seed_hash}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title, "awaited": self.awaited,
            "since": self.since.isoformat() if self.since else None,
            "deadline": self.deadline.isoformat() if self.deadline else None,
            "recent": self.recent, "seed_hash": self.seed_hash, "finished": self.finished,
        }


def clock_text(moment: datetime) -> str:
    return utc(moment).strftime("%Y-%m-%d %H:%M UTC")

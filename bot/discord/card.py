"""The table card as a Discord embed, and the links to it.

The service builds the card as data (:class:`bot.shared.card.TableCard`); this module only
writes it Discord's way: times as ``<t:unix:R>`` (each reader sees them in their own time
zone and language) within the embed's limits.
"""

from __future__ import annotations

from datetime import datetime

import discord
from bot.shared.card import TableCard, message_link, utc

__all__ = ["EMBED_FIELD_LIMIT", "card_embed", "message_link", "timestamp"]

EMBED_TITLE_LIMIT = 256
EMBED_DESCRIPTION_LIMIT = 4096
EMBED_FIELD_LIMIT = 1024
EMBED_FOOTER_LIMIT = 2048
#: the card's colour: running, then ended
COLOUR_ACTIVE = 0x2E7D32
COLOUR_FINISHED = 0x607D8B


def timestamp(moment: datetime, style: str = "R") -> str:
    """Discord's timestamp markup: ``<t:unix:R>`` reads "3 hours ago" in the reader's language."""
    return f"<t:{int(utc(moment).timestamp())}:{style}>"


def _fit(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def card_embed(card: TableCard) -> discord.Embed:
    """The embed of a table card (well under Discord's 6000 characters per message)."""
    embed = discord.Embed(title=_fit(card.title, EMBED_TITLE_LIMIT),
                          description=_fit("\n".join(card.awaited) or "—", EMBED_DESCRIPTION_LIMIT),
                          colour=COLOUR_FINISHED if card.finished else COLOUR_ACTIVE)
    if card.since is not None:
        embed.add_field(name=card.labels["since"], value=timestamp(card.since), inline=True)
    if card.deadline is not None:
        embed.add_field(name=card.labels["deadline"],
                        value=f"{timestamp(card.deadline, 'f')} ({timestamp(card.deadline)})", inline=True)
    if card.recent:
        lines: list[str] = []
        for line in reversed(card.recent):  # the latest lines first to keep, shown oldest first
            if sum(len(x) + 1 for x in lines) + len(line) > EMBED_FIELD_LIMIT:
                break
            lines.insert(0, line)
        embed.add_field(name=card.labels["recent"], value="\n".join(lines) or "—", inline=False)
    embed.set_footer(text=_fit(f"{card.labels['seed']} {card.seed_hash}", EMBED_FOOTER_LIMIT))
    return embed

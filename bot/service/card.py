"""The table card: one summary per table (the game, who is awaited and since when, the
deadline, the last actions, the seed's hash), as data with localized lines.

The service builds a :class:`~bot.shared.card.TableCard` with every board reply, from the
table's row (``game_table.card_message_id`` is where the Discord adapter keeps it current).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.shared.card import TableCard, message_link, utc
from db.models import GameTable
from rules.core import i18n

#: how many of the last actions the card lists
RECENT_ACTIONS = 4
#: the longest line of the card's list of actions (a long line is cut with "…")
RECENT_LINE_LIMIT = 160


def card_link(table: GameTable) -> str | None:
    """The link to a table's card message (for reminders and pings), if it has been posted."""
    return message_link(table.guild_id, table.channel_id, table.card_message_id)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def build_card(lang: str, table: GameTable, game_name: str, awaited: Sequence[str],
               recent: Sequence[str], finished: bool) -> TableCard:
    """The card of ``table`` from lines the service already wrote in ``lang``."""
    labels = {key: i18n.t(lang, f"card-{key}") for key in ("since", "deadline", "recent", "seed")}
    return TableCard(
        lang=lang,
        title=i18n.t(lang, "card-title", {"game": game_name, "table": str(table.id or "—")}),
        awaited=list(awaited),
        since=None if finished or table.awaiting_since is None else utc(table.awaiting_since),
        deadline=None if finished or table.deadline_at is None else utc(table.deadline_at),
        recent=[clip(line, RECENT_LINE_LIMIT) for line in recent[-RECENT_ACTIONS:]],
        seed_hash=table.seed_hash,
        finished=finished,
        table_id=table.id,
        game_id=table.game,
        labels=labels,
    )

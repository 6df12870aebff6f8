"""The adapter's ledger of a table (its board and card messages) and the private catch-up
of a player who comes back after a while."""

from __future__ import annotations

from sqlalchemy.orm import defer
from sqlmodel import col, select, update

from bot.service.base import Loaded, ServiceBase
from bot.shared.card import utc
from bot.shared.replies import Actor, Reply
from db import repository as repo
from db.models import ActionLog, GameTable
from rules.core import Event, find_game, i18n

#: the log's undo data (full states, secrets included) is never read here
NO_UNDO = defer(ActionLog.undo, raiseload=True)  # type: ignore[arg-type]

#: the most lines a catch-up sends (the latest ones; a first line says how many were left out)
CATCH_UP_LINES = 25


class Ledger(ServiceBase):
    """Where a table's board and card messages are, and what a returning player missed."""

    async def remember_board(self, table_id: int, message_id: str | None, version: int | None = None) -> bool:
        """The board message an adapter edits in place from now on; with ``version``, only
        while the table is still at that version. ``False``: a later move came first (its
        board is the current one and the message posted for ``version`` is stale)."""
        async with self.db.session() as s:
            stmt = update(GameTable).where(col(GameTable.id) == table_id)
            if version is not None:
                stmt = stmt.where(col(GameTable.version) == version)
            done = await s.execute(stmt.values(board_message_id=message_id))
            await s.commit()
        return bool(done.rowcount)  # type: ignore[attr-defined]

    async def board_message(self, table_id: int) -> str | None:
        """The board message as the table holds it now (a later move may have replaced it)."""
        async with self.db.session() as s:
            stmt = select(GameTable.board_message_id).where(col(GameTable.id) == table_id)
            return (await s.exec(stmt)).first()

    async def remember_card(self, table_id: int, message_id: str | None) -> None:
        """The message holding the table's card."""
        await self._remember(table_id, card_message_id=message_id)

    async def _remember(self, table_id: int, **values: str | None) -> None:
        # not a move: the table's version (what stale buttons are checked against) stays
        async with self.db.session() as s:
            await s.execute(update(GameTable).where(col(GameTable.id) == table_id).values(**values))
            await s.commit()

    async def catch_up(self, actor: Actor) -> Reply | None:
        """Privately, the public events since ``actor``'s previous action at this channel's
        table, when that action is older than ``catch_up_after``; ``None`` otherwise.

        Each row is told once: a player who only looks again is not told the same lines twice.
        """
        async with self.db.session() as s:
            table = await repo.active_table(s, actor.channel_id)
            if table is None or table.status != "active" or table.id is None:
                return None
            seats = await repo.seats(s, table.id)
            seat = next((x for x in seats if x.user_id == actor.user_id), None)
            if seat is None:
                return None
            stmt = (select(ActionLog).where(ActionLog.table_id == table.id, ActionLog.user_id == actor.user_id,
                                            ActionLog.kind == "action")
                    .order_by(col(ActionLog.seq).desc()).limit(1).options(NO_UNDO))
            last = (await s.exec(stmt)).first()
            if last is None or self.clock() - utc(last.created_at) < self.catch_up_after:
                return None
            key = (table.id, actor.user_id)
            since = max(last.seq, self._caught_up.get(key, 0))
            stmt = (select(ActionLog).where(ActionLog.table_id == table.id, col(ActionLog.seq) > since)
                    .order_by(col(ActionLog.seq)).options(NO_UNDO))
            rows = list((await s.exec(stmt)).all())
        if not rows:
            return None
        self._caught_up[key] = rows[-1].seq
        lang = await self.lang(actor)
        loaded = Loaded(table, find_game(table.game), seats, None)
        names = {x.position: x.name for x in seats}
        lines = []
        for row in self._effective_rows(rows):
            for text in self._event_lines(lang, loaded, [Event.model_validate(e) for e in row.events], None):
                lines.append(f"#{row.seq} {names.get(row.seat or 0, '?')}: {text}")
        if not lines:
            return None
        hours = int((self.clock() - utc(last.created_at)).total_seconds() // 3600)
        head = [i18n.t(lang, "catch-up-head", {"hours": hours, "count": len(lines)})]
        if len(lines) > CATCH_UP_LINES:
            head.append(i18n.t(lang, "catch-up-more", {"count": len(lines) - CATCH_UP_LINES}))
            lines = lines[-CATCH_UP_LINES:]
        return Reply(text="\n".join([*head, *lines]), private=True, table_id=table.id, game_id=table.game)

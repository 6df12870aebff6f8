"""A table's log rows as the service reads them for a move: the last hand of rows (the
ledger and the table card's last actions), kept by this process after its own move so the
next one reads nothing again, the rows still in effect after undos, and a new row's time."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime, timedelta

from sqlalchemy.orm import defer
from sqlmodel import col, select

from bot.service.kept import KeptRows
from bot.shared.card import utc
from db import repository as repo
from db.database import Database
from db.models import ActionLog, GameTable

#: the log rows a board reads back: the current hand's (its ledger) and the card's last actions
HAND_ROWS = 60


class LogRows:
    """The service's reading of its tables' log rows (a part of ``ServiceBase``)."""

    db: Database
    clock: Callable[[], datetime]
    _kept_rows: KeptRows

    async def _recent_rows(self, table_id: int) -> list[ActionLog]:
        """The last :data:`HAND_ROWS` rows of a table's log, oldest first."""
        async with self.db.session() as s:
            stmt = (select(ActionLog).where(ActionLog.table_id == table_id)
                    .order_by(col(ActionLog.seq).desc()).limit(HAND_ROWS)
                    .options(defer(ActionLog.undo, raiseload=True)))  # type: ignore[arg-type]  # undo's states stay
            found = list((await s.exec(stmt)).all())
        return found[::-1]

    def _kept(self, table: GameTable) -> tuple[list[ActionLog], bool] | None:
        """The last rows of ``table``'s log (as just loaded) that this process kept after its
        last move there (:meth:`_keep_rows`), and whether no row holds undo data any more, if
        the table's version has not moved since: every row of the log is written with a
        version bump (``repo.commit_move``), so the same version is the same log; after
        another process's move, an undo or on a new table, ``None`` (the rows are read again)."""
        return self._kept_rows.get(table.id or 0, (table.version, table.seed))  # type: ignore[return-value]

    def _keep_rows(self, table: GameTable, rows: Sequence[ActionLog], entry: ActionLog) -> None:
        """Keep ``rows`` and ``entry`` (the move just committed), the table's log as that move
        left it, for its next move; the entry without its undo data (a whole state: only the
        database keeps it)."""
        self._kept_rows.put(table.id or 0, (table.version, table.seed), [*rows, entry][-HAND_ROWS:],
                            entry.undo is None)

    @staticmethod
    def _effective_rows(rows: Sequence[ActionLog]) -> list[ActionLog]:
        """The action rows among ``rows`` that no later undo took back."""
        undone = {r.action.get("undo_seq") for r in rows if r.kind == "undo"}
        return [r for r in rows if r.kind == "action" and r.seq not in undone]

    def _log_time(self, rows: Sequence[ActionLog]) -> datetime:
        """The time of a new log row: the clock's, and always after the table's last action
        (a clock that stands still, as in tests, still orders the hands of the ledger)."""
        now = self.clock()
        times = [utc(r.created_at) for r in rows if r.kind == "action"]
        if times and max(times) >= utc(now):
            return max(times) + timedelta(microseconds=1)
        return now

    async def _effective_log(self, table_id: int) -> tuple[list[ActionLog], list[ActionLog]]:
        """(all rows, the actions still in effect after undos)."""
        async with self.db.session() as s:
            rows = await repo.action_log(s, table_id)
        effective: list[ActionLog] = []
        for row in rows:
            if row.kind == "action":
                effective.append(row)
            elif row.kind == "undo":
                effective = [r for r in effective if r.seq != row.action.get("undo_seq")]
        return rows, effective

"""Bounded per-table memory of the service: the log rows a process keeps after its moves, and
small per-table or per-player notes, each with a bound a setting can change.

The kept rows (``ServiceBase._kept``) spare the next move at a table a read of its last log
rows. Kept as the database's row objects, 256 tables' 60 rows held ~300,000 objects (99 MB)
that every full pass of the garbage collector walked (~150 ms). Here a table's rows are tuples
of plain values whose actions and events are one pickled ``bytes`` each: the collector does
not track such tuples, the memory is counted in bytes (``MENEUR_KEPT_ROWS_MB``), and a row's
events are read back only when a move formats them (the hand's ledger, the card's last lines).
Those lines, once a board formatted them, are kept too (:class:`RowTexts`, ``MENEUR_ROW_TEXTS_MB``):
the next board at the table shows the same rows and does not unpickle, validate and format
their events again.
"""

from __future__ import annotations

import os
import pickle
import sys
import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from datetime import datetime
from typing import Any, Generic, TypeVar

from bot.shared.config import KEPT_ROWS_DEFAULT, ROW_TEXTS_DEFAULT, kept_rows_setting, row_texts_setting

#: bytes a kept row costs besides its pickled action and events (its tuple, numbers, time)
ROW_OVERHEAD = 240
#: the default bound of the kept rows of all tables together
KEPT_ROWS_BYTES = KEPT_ROWS_DEFAULT
#: the default bound of the rows' formatted lines
ROW_TEXTS_BYTES = ROW_TEXTS_DEFAULT
#: bytes a row's lines cost besides their texts, the row's blob and its context (the key's and
#: the value's tuples, the size, the ordered dict's slot and link)
TEXTS_OVERHEAD = 320
#: the default bound of each small per-table or per-player note (entries)
NOTES = 20_000

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def kept_rows_bytes(env: str | None = None) -> int:
    """``MENEUR_KEPT_ROWS_MB`` (bot/shared/config.py): the memory the kept rows may take."""
    return kept_rows_setting(os.environ.get("MENEUR_KEPT_ROWS_MB", "") if env is None else env)


def row_texts_bytes(env: str | None = None) -> int:
    """``MENEUR_ROW_TEXTS_MB`` (bot/shared/config.py): the memory the rows' formatted lines may take."""
    return row_texts_setting(os.environ.get("MENEUR_ROW_TEXTS_MB", "") if env is None else env)


class KeptRow:
    """A log row as a move reads it back: its number, kind, seat, author and time at once,
    its action and events when asked (unpickled each time: they are read once per move)."""

    __slots__ = ("created_at", "kind", "seat", "seq", "user_id", "_blob")

    def __init__(self, seq: int, kind: str, seat: int | None, user_id: str, created_at: datetime,
                 blob: bytes) -> None:
        self.seq, self.kind, self.seat, self.user_id, self.created_at = seq, kind, seat, user_id, created_at
        self._blob = blob

    @property
    def action(self) -> dict[str, Any]:
        return pickle.loads(self._blob)[0]  # type: ignore[no-any-return]

    @property
    def events(self) -> list[Any]:
        return pickle.loads(self._blob)[1]  # type: ignore[no-any-return]

    @property
    def blob(self) -> bytes:
        """The row's action and events, pickled: what its formatted lines are found by (:class:`RowTexts`)."""
        return self._blob

    #: a kept row never holds undo data (a whole state: only the database keeps it)
    undo = None

    @staticmethod
    def packed(row: Any) -> tuple[Any, ...]:
        """A row (a database row or a kept one) as the store keeps it."""
        blob = row._blob if isinstance(row, KeptRow) else pickle.dumps((row.action, row.events), protocol=5)
        return (row.seq, row.kind, row.seat, row.user_id, row.created_at, blob)


class KeptRows:
    """table id -> (the table's version and seed, its last rows, whether none holds undo
    data), least recently used first, bounded by the bytes of the rows held."""

    def __init__(self, max_bytes: int = KEPT_ROWS_BYTES) -> None:
        self.max_bytes = max_bytes
        self.nbytes = 0
        self._tables: OrderedDict[int, tuple[tuple[int, str], tuple[tuple[Any, ...], ...], bool, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._tables)

    def get(self, table_id: int, key: tuple[int, str]) -> tuple[list[KeptRow], bool] | None:
        """The rows kept for ``table_id`` if they are still its log at ``key`` (version, seed)."""
        found = self._tables.get(table_id)
        if found is None or found[0] != key:
            return None
        self._tables.move_to_end(table_id)
        return [KeptRow(*packed) for packed in found[1]], found[2]

    def put(self, table_id: int, key: tuple[int, str], rows: Iterable[Any], clean: bool) -> None:
        """Keep ``rows`` (oldest first) as ``table_id``'s log at ``key``; the oldest tables go
        while the store is over its bound."""
        packed = tuple(KeptRow.packed(r) for r in rows)
        size = sum(len(p[5]) + ROW_OVERHEAD for p in packed)
        self.drop(table_id)
        if size > self.max_bytes:
            return
        self._tables[table_id] = (key, packed, clean, size)
        self.nbytes += size
        while self.nbytes > self.max_bytes:
            _id, (_key, _rows, _clean, dropped) = self._tables.popitem(last=False)
            self.nbytes -= dropped

    def drop(self, table_id: int) -> None:
        old = self._tables.pop(table_id, None)
        if old is not None:
            self.nbytes -= old[3]

    def values(self) -> list[tuple[tuple[int, str], list[KeptRow], bool]]:
        return [(key, [KeptRow(*p) for p in rows], clean) for key, rows, clean, _size in self._tables.values()]


class RowTexts:
    """A kept row's public lines as a board formatted them, found by the row's pickled action
    and events (:attr:`KeptRow.blob`) and what else the lines depend on (``context``: the
    language, the seats' names, the command names' generation, as one text), least recently
    used first, bounded by the bytes held. The same events at the same names read the same at
    any table. Read and written from the rules thread and the event loop: one lock."""

    def __init__(self, max_bytes: int = ROW_TEXTS_BYTES) -> None:
        self.max_bytes = max_bytes
        self.nbytes = 0
        self._lines: OrderedDict[tuple[str, bytes], tuple[tuple[str, ...], int]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._lines)

    def get(self, context: str, blob: bytes) -> list[str] | None:
        key = (context, blob)
        with self._lock:
            found = self._lines.get(key)
            if found is None:
                return None
            self._lines.move_to_end(key)
        return list(found[0])

    def put(self, context: str, blob: bytes, lines: list[str]) -> None:
        kept = tuple(lines)
        size = (sys.getsizeof(blob) + sys.getsizeof(context) + sys.getsizeof(kept)
                + sum(sys.getsizeof(line) for line in kept) + TEXTS_OVERHEAD)
        if size > self.max_bytes:
            return
        key = (context, blob)
        with self._lock:
            old = self._lines.pop(key, None)
            if old is not None:
                self.nbytes -= old[1]
            self._lines[key] = (kept, size)
            self.nbytes += size
            while self.nbytes > self.max_bytes:
                _key, (_lines, dropped) = self._lines.popitem(last=False)
                self.nbytes -= dropped


class Notes(Generic[K, V]):
    """A small dict of notes (a player's language, a table's last status post) that forgets
    its least recently written entries past ``limit``."""

    def __init__(self, limit: int = NOTES) -> None:
        self.limit = limit
        self._items: OrderedDict[K, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def get(self, key: K, default: Any = None) -> Any:
        return self._items.get(key, default)

    def __setitem__(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)

    def pop(self, key: K, default: Any = None) -> Any:
        return self._items.pop(key, default)


__all__ = ["KEPT_ROWS_BYTES", "ROW_TEXTS_BYTES", "KeptRow", "KeptRows", "Notes", "RowTexts", "kept_rows_bytes",
           "row_texts_bytes"]

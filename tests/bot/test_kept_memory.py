"""The service's per-table memory stays flat as tables grow: the kept log rows are bounded in
bytes (a setting) and add almost nothing for the garbage collector to walk; the small notes
(players' languages, catch-ups, status posts) forget their oldest entries past their bound."""

from __future__ import annotations

import gc
import tracemalloc
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest

from bot.service import Service
from bot.service.kept import KEPT_ROWS_BYTES, KeptRows, Notes, kept_rows_bytes
from db.database import Database
from db.models import ActionLog

T0 = datetime(2026, 11, 28, 20, 0, tzinfo=UTC)


def rows(table: int, count: int = 60, model: type = ActionLog) -> list[ActionLog]:
    """A table's last rows as a Krosmaster turn writes them: a few events with paths and faces
    (``model``: the database's row, or a plain namespace where only the memory is measured)."""
    return [model(table_id=table, seq=i + 2, kind="action", seat=i % 2, user_id=f"u-{table}-{i % 2}",
                      action={"type": "move", "to": f"C{i % 9}"}, draws=[[i, 1, 6, 3]],
                      events=[{"code": "kros-moved", "params": {"unit": f"u{j}", "path": ["A1", "A2", f"B{i}"],
                                                                 "faces": [1, j]},
                               "visible_to": None, "irreversible": False, "announce": False} for j in range(4)],
                      created_at=T0 + timedelta(seconds=i)) for i in range(count)]


def fill(store: KeptRows, tables: range, model: type = ActionLog) -> None:
    for t in tables:
        store.put(t, (t, "seed"), rows(t, model=model), clean=False)


def test_the_kept_rows_stay_within_their_bytes_and_give_back_the_rows() -> None:
    store = KeptRows(max_bytes=400_000)
    fill(store, range(1, 4))
    back, clean = store.get(2, (2, "seed"))  # type: ignore[misc]
    original = rows(2)
    assert not clean and [r.seq for r in back] == [r.seq for r in original]
    assert [(r.kind, r.seat, r.user_id, r.created_at, r.action, r.events, r.undo) for r in back] == \
        [(r.kind, r.seat, r.user_id, r.created_at, r.action, r.events, None) for r in original]
    assert store.get(2, (3, "seed")) is None  # the table moved elsewhere: read again
    fill(store, range(4, 400))
    assert store.nbytes <= 400_000 and 0 < len(store) < 40
    assert store.get(1, (1, "seed")) is None and store.get(399, (399, "seed")) is not None  # oldest first
    # a kept row written back is kept as it was (its events are not unpickled and pickled again)
    store.put(399, (400, "seed"), [*store.get(399, (399, "seed"))[0], *rows(399, 1)], clean=True)  # type: ignore[index]
    assert store.get(399, (400, "seed"))[1] is True  # type: ignore[index]


def test_memory_is_flat_as_tables_grow_and_the_collector_has_nothing_to_walk() -> None:
    """Past its bound the store holds the same bytes for 300 tables as for 1,200; each kept
    table adds a handful of objects the collector tracks (the rows of 60 ActionLog objects
    used to add ~1,200)."""
    store = KeptRows(max_bytes=1024 * 1024)
    gc.collect()
    tracked_before = len(gc.get_objects())
    tracemalloc.start()
    fill(store, range(300), SimpleNamespace)
    gc.collect()
    at_300 = tracemalloc.get_traced_memory()[0]
    kept_300 = len(store)
    fill(store, range(300, 1200), SimpleNamespace)
    gc.collect()
    at_1200 = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    assert abs(kept_300 - len(store)) <= 2
    assert at_1200 <= at_300 * 1.05 + 64 * 1024, (at_300, at_1200)
    assert at_1200 <= 1024 * 1024 * 1.6  # the bytes counted are most of what is held
    tracked = len(gc.get_objects()) - tracked_before
    assert tracked <= 4 * len(store), (tracked, len(store))


def test_the_notes_forget_their_oldest_entries() -> None:
    notes: Notes[str, str] = Notes(limit=3)
    for i in range(10):
        notes[f"u{i}"] = "fr"
    notes["u7"] = "en"  # written again: the most recent
    notes["u10"] = "fr"
    assert len(notes) == 3 and "u7" in notes and "u8" not in notes and notes.get("u9") == "fr"


def test_the_setting() -> None:
    assert kept_rows_bytes("") == KEPT_ROWS_BYTES == 16 * 1024 * 1024
    assert kept_rows_bytes("0.5") == 512 * 1024 and kept_rows_bytes("0") == 0
    for bad in ("lots", "nan", "inf", "-1"):
        with pytest.raises(ValueError, match="MENEUR_KEPT_ROWS_MB"):
            kept_rows_bytes(bad)


async def test_a_service_keeps_no_rows_when_told_so(db: Database) -> None:
    service = Service(db, render=False, kept_bytes=0, seed_factory=lambda: "ab" * 32, default_locale="en")
    from tests.conftest import actor

    alice, bob = actor("alice"), actor("bob")
    await service.create(alice, "duel", {"target": "50"})
    await service.join(bob)
    await service.start(alice)
    first = await service.act(alice, "mark", {"square": "A1"})
    second = await service.act(alice, "mark", {"square": "A2"})
    assert not first.error and second.ledger == ["ev-duel-marked"] and len(service._kept_rows) == 0

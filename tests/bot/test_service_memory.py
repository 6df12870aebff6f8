"""The service's memory stays flat as active tables grow: once its per-table stores are at
their bounds (the kept log rows in bytes, the notes in entries of a few bytes each), playing at
three times more tables adds nothing. A new per-table store without a bound fails here."""

from __future__ import annotations

import sys
from collections import OrderedDict, deque
from typing import Any

from bot.service import Service
from bot.service.kept import KeptRows, Notes, RowTexts
from db.database import Database
from tests.conftest import Clock, actor

#: the containers whose size the test follows (a store of the service is one of these)
CONTAINERS = (dict, list, set, frozenset, tuple, OrderedDict, deque, Notes, KeptRows, RowTexts)


def deep_size(value: Any, seen: set[int]) -> int:
    """Bytes held by ``value`` and what it holds (containers, plain objects), each object once."""
    if id(value) in seen or isinstance(value, (type, type(sys))) or callable(value) and not isinstance(value, CONTAINERS):
        return 0
    seen.add(id(value))
    size = sys.getsizeof(value)
    if isinstance(value, dict):
        size += sum(deep_size(k, seen) + deep_size(v, seen) for k, v in value.items())
    elif isinstance(value, (list, tuple, set, frozenset, deque)):
        size += sum(deep_size(v, seen) for v in value)
    elif hasattr(value, "__dict__"):
        size += deep_size(vars(value), seen)
    if hasattr(type(value), "__slots__"):
        size += sum(deep_size(getattr(value, s), seen) for s in type(value).__slots__ if hasattr(value, s))
    return size


def stores(service: Service) -> int:
    """Bytes of the service's own containers (its per-table and per-player memory)."""
    seen: set[int] = set()
    return sum(deep_size(v, seen) for v in vars(service).values() if isinstance(v, CONTAINERS))


async def play_at(service: Service, tables: range) -> None:
    for n in tables:
        alice, bob = actor(f"alice{n}", channel=f"chan-{n}"), actor(f"bob{n}", channel=f"chan-{n}")
        assert not (await service.create(alice, "duel", {"target": "50"})).error
        assert not (await service.join(bob)).error
        assert not (await service.start(alice)).error
        assert not (await service.act(alice, "mark", {"square": "A1"})).error
        assert not (await service.act(alice, "mark", {"square": "A2"})).error
        assert not (await service.status(alice)).error


async def test_the_service_memory_is_flat_as_tables_grow(sqlite_db: Database, clock: Clock) -> None:
    service = Service(sqlite_db, clock=clock, seed_factory=lambda: "ab" * 32, default_locale="en", render=False,
                      kept_bytes=20_000, row_texts=20_000)
    notes = [v for v in vars(service).values() if isinstance(v, Notes)]
    assert len(notes) >= 3  # players' languages, catch-ups, status posts
    for note in notes:
        note.limit = 40
    await play_at(service, range(30))  # past every bound
    at_30 = stores(service)
    await play_at(service, range(30, 90))
    at_90 = stores(service)
    assert service._kept_rows.nbytes <= 20_000 and all(len(n) <= 40 for n in notes)
    assert 0 < service._row_texts.nbytes <= 20_000
    assert at_90 <= at_30 * 1.1 + 4096, (at_30, at_90)  # three times the tables, the same memory

"""The kept rows' formatted lines (bot/service/kept.py ``RowTexts``): bounded in bytes (a
setting), found again only by what they were formatted from, and a board reads the same with
them as when every row is formatted afresh."""

from __future__ import annotations

import random
import tracemalloc

import pytest

from bench.bench_load import MIX_FIVE, Table, open_table
from bot.service import Service
from bot.service.kept import ROW_TEXTS_BYTES, RowTexts, row_texts_bytes
from bot.shared.command_names import CommandNames
from db.database import Database


def test_the_row_texts_stay_within_their_bytes_oldest_first() -> None:
    texts = RowTexts(max_bytes=50_000)
    context = "fr\x1f0\x1f0:alice\x1f1:bob"
    texts.put(context, b"row-1", ["Alice avance en C4.", "Bob recule."])
    assert texts.get(context, b"row-1") == ["Alice avance en C4.", "Bob recule."]
    assert texts.get("en\x1f0\x1f0:alice\x1f1:bob", b"row-1") is None  # another language
    assert texts.get("fr\x1f0\x1f0:alice\x1f1:carol", b"row-1") is None  # another player
    tracemalloc.start()
    for i in range(2_000):
        texts.put(context, f"row-{i}".encode() * 20, [f"ligne {i}"] * 3)
    at_2000 = tracemalloc.get_traced_memory()[0]
    for i in range(2_000, 20_000):
        texts.put(context, f"row-{i}".encode() * 20, [f"ligne {i}"] * 3)
    at_20000 = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    assert texts.nbytes <= 50_000 and 0 < len(texts) < 300
    assert at_20000 <= at_2000 * 1.1 + 16 * 1024, (at_2000, at_20000)  # ten times the rows, the same memory
    assert texts.get(context, b"row-1") is None and texts.get(context, b"row-19999" * 20) is not None
    assert RowTexts(max_bytes=0).put(context, b"x", ["y"]) is None and len(RowTexts(0)) == 0


def test_the_setting() -> None:
    assert row_texts_bytes("") == ROW_TEXTS_BYTES == 2 * 1024 * 1024
    assert row_texts_bytes("0.5") == 512 * 1024 and row_texts_bytes("0") == 0
    with pytest.raises(ValueError, match="MENEUR_ROW_TEXTS_MB"):
        row_texts_bytes("lots")


def test_new_command_names_make_the_texts_stale() -> None:
    names = CommandNames()
    before = names.generation
    names.reset(lambda path: f"</{path}:1>")
    assert names.generation == before + 1


@pytest.mark.parametrize("game", sorted({g for _share, g, _players, _options in MIX_FIVE}))
async def test_a_board_reads_the_same_with_the_kept_texts(sqlite_db: Database, game: str) -> None:
    """The same seeded moves at two tables, one service keeping the rows' lines and one
    formatting every row afresh: the same ledgers and table cards, move after move."""
    _share, game_id, players, options = next(m for m in MIX_FIVE if m[1] == game)
    replies = []
    for n, kept in enumerate((0, ROW_TEXTS_BYTES)):
        service = Service(sqlite_db, render=False, seed_factory=lambda: "1c" * 32, row_texts=kept)
        table = await open_table(service, Table(n, game_id, players, options), 14, random.Random(5))
        out = []
        while table.script:
            seat, command, args = table.script.popleft()
            reply = await service.act(table.actors[seat], command, args)
            assert not reply.error, reply.text
            assert reply.card is not None
            out.append((reply.text, reply.events, reply.ledger, reply.card.awaited, reply.card.recent))
        assert (len(service._row_texts) > 0) == bool(kept)
        replies.append(out)
    assert len(replies[0]) >= 8 and replies[0] == replies[1]

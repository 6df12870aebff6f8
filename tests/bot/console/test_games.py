"""Every registered game can be created, joined, started and shown at the console table."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bot.console.table import ConsoleTable
from bot.service import Service
from rules.core import all_games


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.id != "duel"] or ["krosmaster"])
async def test_a_real_game_starts_and_posts_its_board(sqlite_db, tmp_path, game_id):
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "12" * 32), images_dir=tmp_path / "img",
                         exports_dir=tmp_path / "exp", out=out, as_json=True, locale="fr")
    await table.run_lines([
        f"@alice /game new {game_id}",
        "@bob /game join",
        "@alice /game start",
        "@carol /game status",
        "@alice /game export",
        "@alice /game tick 10",  # absence is a fact: 10 minutes awaited at a table without deadline
        "@admin /game skip",
    ])
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["error"] for r in rows] == [False] * 7, [r["text"] for r in rows]
    skipped = rows[6]
    # the absent player named as French writes it (« d'alice », « de bob »)
    assert skipped["text"].startswith(("admin joue à la place d'alice", "admin joue à la place de bob")), skipped["text"]
    assert skipped["version"] == rows[2]["version"] + 1
    start, status = rows[2], rows[3]
    assert start["prompts"], "a started game waits on someone"
    # who the game starts waiting on is pinged, except alice who started it
    assert start["mentions"] == [u for u in dict.fromkeys(p["user_id"] for p in start["prompts"])
                                 if u != "console:alice"]
    assert status["mentions"] == []  # a status re-post names who is awaited without pinging
    for row in (start, status):
        image = Path(row["image"])
        assert image.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert image.stat().st_size < 150_000
    export = json.loads(Path(rows[4]["files"][0]).read_text())
    assert export["game"] == game_id and export["seed"] is None and export["state_is_full"] is False

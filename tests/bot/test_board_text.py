"""The text board (``/game status text:true``): the board in words, privately, in the reader's
language, at the console as on Discord; a table with no game has none."""

from __future__ import annotations

import io
import json

import pytest

from bot.console.table import ConsoleTable
from bot.service import Service
from rules.core import all_games


@pytest.mark.parametrize("game_id", [g.id for g in all_games() if g.id != "duel"] or ["krosmaster"])
async def test_every_game_has_a_text_board_in_both_languages(sqlite_db, tmp_path, game_id):
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "12" * 32), images_dir=tmp_path / "img",
                         exports_dir=tmp_path / "exp", out=out, as_json=True, locale="fr")
    await table.run_lines([
        "@alice /partie état texte:oui",  # no table yet
        f"@alice /game new {game_id}",
        "@bob /game join",
        "@alice /game start",
        "@alice /partie état texte:oui",
        "@carol /game status text:true",
    ])
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert rows[0]["error"] and rows[0]["private"]
    fr, spectator = rows[4], rows[5]
    for row in (fr, spectator):
        assert not row["error"] and row["private"] and row["image"] is None, row["text"]
        assert row["text"] and "alt-" not in row["text"]
    assert "On attend" in fr["text"]
    assert fr["text"] == spectator["text"]  # the console table speaks French to everyone here

"""The typed-name map (bot/shared/typed_names.py): precomputed once per catalog version."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

from bot.shared import typed_names
from bot.shared.typed_names import MAP_FILE, base_option, base_words, build, catalogs_digest
from rules.core import all_games, registry

ROOT = Path(__file__).resolve().parents[2]


def test_the_precomputed_map_is_that_of_the_catalogs_and_the_games() -> None:
    """Fails when a catalog's command or option name, or a game's command, changes without the
    map being written again: run ``python -m bot.shared.typed_names --write``."""
    assert json.loads(MAP_FILE.read_text(encoding="utf-8")) == build(), \
        "bot/shared/typed_names.json is out of date: python -m bot.shared.typed_names --write"


def test_reading_a_line_imports_no_game_and_parses_no_catalog() -> None:
    """The console's first line no longer imports the five games nor reads the other language."""
    code = ("import sys\n"
            "from bot.shared.typed_names import base_words, base_option\n"
            "from rules.core import i18n\n"
            "print(base_words(['partie', 'rejoindre']), base_words(['kros', 'deplacer']), base_words(['jet']),\n"
            "      base_option('kros move', 'case'), base_option('game new', 'langue'))\n"
            "print(sorted(m for m in sys.modules if m.startswith('rules.') and m.count('.') == 1\n"
            "             and m not in ('rules.core',)), i18n.bundle.cache_info().currsize)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["['game', 'join'] ['kros', 'move'] ['roll'] to locale", "[] 0"]


def test_typed_words_back_to_their_base_names() -> None:
    assert base_words(["partie", "rejoindre"]) == ["game", "join"]
    assert base_words(["Partie", "État"]) == ["game", "status"]
    assert base_words(["des", "enregistres"]) == ["dice", "saved"]  # « dés », « enregistrés » without accents
    assert base_words(["kros", "move"]) == ["kros", "move"]
    assert base_words(["inconnu", "mot"]) == ["inconnu", "mot"]  # unknown: left as typed
    assert base_words([]) == []
    assert base_option("game new", "jeu") == "game" and base_option("game new", "game") == "game"
    assert base_option("game new", "inconnue") == "inconnue" and base_option("nothing", "jeu") == "jeu"


def test_a_game_besides_the_shipped_ones_has_its_words_too() -> None:
    """The tests' duel is in no precomputed file: registered, the map is built with it."""
    assert "duel" in {g.id for g in registry.loaded_games()}
    assert "duel" in typed_names.typed_map()["bases"] and "duel" not in build()["bases"]
    assert base_words(["Duel", "ROLL"]) == ["duel", "roll"] and base_words(["partie", "etat"]) == ["game", "status"]


def test_catalogs_that_do_not_match_build_the_map_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    stale = json.loads(MAP_FILE.read_text(encoding="utf-8"))
    stale["catalogs"] = "0" * 64
    stale["heads"]["partie"] = "roll"  # what an older version of the catalogs would have said
    (tmp_path / "typed_names.json").write_text(json.dumps(stale), encoding="utf-8")
    monkeypatch.setattr(typed_names, "MAP_FILE", tmp_path / "typed_names.json")
    # the shipped games alone (not the tests' duel, whose words are never in the file)
    monkeypatch.setattr(registry, "loaded_games", lambda: [g for g in all_games() if registry.shipped(g)])
    typed_names._typed_map.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger="meneur.names"):
            assert base_words(["partie", "rejoindre"]) == ["game", "join"]
        assert "does not match the catalogs" in caplog.text
        assert typed_names.typed_map()["catalogs"] == catalogs_digest()
    finally:
        typed_names._typed_map.cache_clear()


def test_the_digest_follows_the_naming_entries_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    base = catalogs_digest()
    ftl = tmp_path / "extra.ftl"
    monkeypatch.setattr(typed_names.i18n, "catalog_files", lambda lang: [ftl])
    ftl.write_text("hello = bonjour\n", encoding="utf-8")
    plain = catalogs_digest()
    ftl.write_text("hello = salut\nother = autre\n", encoding="utf-8")
    assert catalogs_digest() == plain != base  # a text that names no command changes nothing
    ftl.write_text("hello = salut\ncmdname-game = partie\n", encoding="utf-8")
    assert catalogs_digest() != plain

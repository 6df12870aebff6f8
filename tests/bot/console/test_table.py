"""The console table: script mode, JSON output, images and exports."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console.lines import parse_line
from bot.console.table import ConsoleTable
from bot.service import Service
from rules.core import InvalidActionError

ROOT = Path(__file__).resolve().parents[3]


def test_parse_line_splits_user_channel_path_and_options():
    p = parse_line("@alice:en #cave /kros move to:C4 extra")
    assert (p.user, p.locale, p.channel, p.path, p.options, p.positional) == (
        "alice", "en", "cave", ["kros", "move"], {"to": "C4"}, ["extra"])
    r = parse_line('@bob /roll 4d6kh3 "caractéristique"')
    assert r.path == ["roll"] and r.rest == '4d6kh3 "caractéristique"' and r.channel == "main"
    g = parse_line("@bob /game new duel target:12")
    assert g.path == ["game", "new"] and g.positional == ["duel"] and g.options == {"target": "12"}
    with pytest.raises(InvalidActionError) as err:
        parse_line("alice /game new")
    assert err.value.code == "console-bad-line"


async def test_console_game_in_json(sqlite_db, tmp_path):
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "cd" * 32, default_locale="en"),
                         images_dir=tmp_path / "img",
                         exports_dir=tmp_path / "exp", out=out, as_json=True, locale="en")
    await table.run_lines([
        "@alice /game new duel target:5",
        "@bob /game join",
        "@carol:fr /game start",
        "@alice /game start",
        "@bob /duel roll",
        "@alice /duel mark square:A1",
        "@alice /roll 3d6",
        "@alice /roll history",
        "@alice /game export",
        "nonsense",
    ])
    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["error"] for r in rows] == [False, False, True, False, True, False, False, False, False, True]
    assert rows[2]["text"] == "Seul l'hôte de la table ou un membre pouvant gérer le salon peut faire cela."
    assert rows[4]["text"] == "It is not your turn." and rows[4]["private"] is True
    # alice plays first and started the game herself: she is not pinged
    assert rows[3]["mentions"] == [] and rows[3]["prompts"][0]["name"] == "alice"
    assert rows[6]["text"].startswith("🎲 alice:")
    assert rows[7]["text"].startswith("The last 1 rolls in this channel:")
    export = json.loads(Path(rows[8]["files"][0]).read_text())
    assert export["game"] == "duel" and [s["name"] for s in export["seats"]] == ["alice", "bob"]
    assert rows[9]["text"].startswith("Line not understood")


def test_python_m_bot_script_runs_without_a_token(tmp_path):
    script = tmp_path / "game.txt"
    script.write_text("@alice /roll 2d6+1\n@alice /roll aptitude 14\n@bob /roll history\n", encoding="utf-8")
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-m", "bot", "--script", str(script), "--db", str(tmp_path / "t.db"), "--json",
         "--seed", "7", "--locale", "en"],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(rows) == 3
    assert rows[0]["text"].startswith("🎲 alice:") and not rows[0]["error"]
    assert rows[2]["text"].splitlines()[0] == "The last 2 rolls in this channel:"
    again = subprocess.run(
        [sys.executable, "-m", "bot", "--script", str(script), "--db", str(tmp_path / "t2.db"), "--json",
         "--seed", "7", "--locale", "en"],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120,
    )
    assert [json.loads(x)["text"] for x in again.stdout.splitlines()][:2] == [r["text"] for r in rows[:2]]


async def test_elapsed_placeholder_is_the_time_since_the_last_reply(sqlite_db, tmp_path, monkeypatch):
    import bot.console.table as console_module

    seen = {}

    async def fake_dispatch(service, actor, path, positional, options, rest=""):
        seen.update(options)
        return await service.roll(actor, "1d6")

    monkeypatch.setattr(console_module, "dispatch", fake_dispatch)
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db), images_dir=tmp_path, exports_dir=tmp_path, out=out)
    table.shown_at -= 1.5  # the last reply was shown 1.5 s ago
    await table.run_line("@alice /df throw timing:{elapsed_ms} aim:F6")
    assert seen["aim"] == "F6" and 1500 <= int(seen["timing"]) < 10_000


def test_an_apostrophe_inside_a_word_is_a_letter_and_quotes_group_words():
    p = parse_line("@bob /roll 1d20 attaque d'épée")
    assert p.path == ["roll"] and p.rest == "1d20 attaque d'épée"
    q = parse_line('@bob /roll 2d6 "coup de poing"')
    assert q.path == ["roll"] and q.rest == '2d6 "coup de poing"'
    o = parse_line("@bob /kros card unit:\"l'ours brun\" note:l'arc 'deux mots' \"ouvert")
    assert o.path == ["kros", "card"]
    assert o.options == {"unit": "l'ours brun", "note": "l'arc"}
    assert o.positional == ["deux mots", '"ouvert']


async def test_rolls_with_an_apostrophe_or_a_quoted_label_are_rolled(sqlite_db, tmp_path):
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, render=False), images_dir=tmp_path, exports_dir=tmp_path,
                         out=out, as_json=True, locale="fr")
    replies = await table.run_lines(["@bob /roll 1d20 attaque d'épée", '@bob /roll 2d6 "coup de poing"'])
    assert [r.error for r in replies] == [False, False]
    assert "**attaque d'épée**" in replies[0].text and "coup de poing" in replies[1].text


async def test_a_line_not_understood_is_answered_in_the_players_language(sqlite_db, tmp_path):
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, render=False), images_dir=tmp_path, exports_dir=tmp_path,
                         out=out, as_json=True, locale="fr")
    replies = await table.run_lines(["@bob:en /", "@bob:fr /", "@bob /"])
    assert [r.text for r in replies] == [
        'Line not understood: "@bob:en /". Write for example: @alice /game new krosmaster',
        "Ligne incomprise : « @bob:fr / ». Écrivez par exemple : @alice /game new krosmaster",
        "Ligne incomprise : « @bob / ». Écrivez par exemple : @alice /game new krosmaster",
    ]


async def test_a_script_goes_on_after_an_unexpected_error(sqlite_db, tmp_path, monkeypatch):
    import bot.console.table as console_module

    real = console_module.dispatch

    async def failing_dispatch(service, actor, path, positional, options, rest=""):
        if rest == "boom":
            raise RuntimeError("a bug")
        return await real(service, actor, path, positional, options, rest)

    monkeypatch.setattr(console_module, "dispatch", failing_dispatch)
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, render=False), images_dir=tmp_path, exports_dir=tmp_path,
                         out=out, locale="fr")
    replies = await table.run_lines(["@bob:en /roll boom", "@bob /roll 1d1", "@bob /roll boom"])
    assert [r.error for r in replies] == [True, False, True]
    lines = out.getvalue().splitlines()
    assert lines[0] == "🔒 Sorry, this line failed on my side. It has been logged; the next lines still run."
    assert lines[-1] == ("🔒 Désolé, cette ligne a échoué de mon côté. C'est noté ; les lignes suivantes "
                         "s'exécutent quand même.")
    assert "1d1 (1) = 1" in out.getvalue()


async def test_new_table_options_typed_as_on_discord_are_read_the_same_way(sqlite_db, tmp_path):
    """``options:"bots:1 fin:survie"`` (Discord's one text) or bare ``bots:1``: the same table;
    a word that is no name:value is refused in the player's language and opens nothing."""
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, render=False), images_dir=tmp_path, exports_dir=tmp_path,
                         out=out, as_json=True, locale="fr")
    refused = await table.run_lines(["@alice:en /game new kravora options:oops", "@bob #b /game new kravora options:oops"])
    assert [r.private for r in refused] == [True, True]
    assert [r.text for r in refused] == [
        "Unreadable option: “oops”. Write each option as name:value, separated by spaces (for example: bots:1 "
        "level:strong).",
        "Option illisible : « oops ». Écrivez chaque option nom:valeur, séparées par des espaces (exemple : bots:1 "
        "level:strong)."]
    await table.run_lines(['@alice /game new kravora options:"bots:1 fin:survie"', "@carol #c /game new kravora bots:1"])
    status = await table.run_lines(["@alice /game status", "@carol #c /game status"])
    assert [r.text for r in status] == [
        "Table de Kravora en attente (2 joueurs, de 2 à 4) : alice, Ordinateur normal.",
        "Table de Kravora en attente (2 joueurs, de 2 à 4) : carol, Ordinateur normal."]

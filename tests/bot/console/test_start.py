"""The console's start: its welcome and prompt before the store opens, the first line waiting
for the store, and a database that cannot open said once without waiting for a line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
WELCOME_EN = "Meneur local table."


def bot(tmp_path: Path, *args: str, python: tuple[str, ...] = ()) -> subprocess.Popen[bytes]:
    env = {"PATH": "/usr/bin:/bin", "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, *python, "-m", "bot", "--console", "--locale", "en",
                             "--images", str(tmp_path / "img"), "--exports", str(tmp_path / "exp"), *args],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            cwd=tmp_path, env=env)


def test_the_prompt_shows_before_the_database_layer_loads(tmp_path: Path) -> None:
    """``-X importtime`` writes each import on the same pipe as the prompt, in order: the
    welcome and the prompt come before SQLAlchemy, the service and the console table."""
    proc = bot(tmp_path, "--db", str(tmp_path / "t.db"), python=("-X", "importtime"))
    out, _ = proc.communicate(b"/quit\n", timeout=120)
    text = out.decode()
    assert proc.returncode == 0, text[-2000:]
    prompt = text.index("\n> ")
    assert text.index(WELCOME_EN) < prompt
    for module in ("sqlalchemy", "bot.service", "bot.console.table"):
        found = re.search(rf"\| +{re.escape(module)}\n", text)
        assert found is not None and prompt < found.start(), module


def test_the_first_line_waits_for_the_store_and_is_answered_once(tmp_path: Path) -> None:
    proc = bot(tmp_path, "--db", str(tmp_path / "t.db"), "--seed", "7")
    out, _ = proc.communicate("@alice /roll 1d6\n".encode(), timeout=120)
    lines = out.decode().split("\n")
    assert proc.returncode == 0, lines
    assert lines[0].startswith(WELCOME_EN)
    assert lines[1].startswith("> 🎲 alice:")  # one prompt, then the roll's answer
    assert lines[-1] == "> "  # the next prompt, after the whole answer
    assert [i for i, line in enumerate(lines) if line.startswith(">")] == [1, len(lines) - 1]


def test_a_database_that_cannot_open_ends_the_console_without_waiting_for_a_line(tmp_path: Path) -> None:
    (tmp_path / "folder.db").mkdir()  # a folder where the SQLite file should be
    proc = bot(tmp_path, "--db", str(tmp_path / "folder.db"))
    assert proc.stdin is not None and proc.stdout is not None
    code = proc.wait(timeout=120)  # its standard input stays open: nothing typed
    text = proc.stdout.read().decode()
    proc.stdin.close()
    assert code == 2
    assert text.startswith(WELCOME_EN) and "\n> \nDatabase error (" in text

"""/game replay: a move's picture redrawn from the log is the picture the live game showed."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from bot.console.table import ConsoleTable
from bot.service import Service
from bot.shared.replies import Actor, Reply
from render.replay_anim import UPLOAD_LIMIT

SEED = "5a" * 32


def console(db, tmp_path: Path) -> ConsoleTable:  # type: ignore[no-untyped-def]
    return ConsoleTable(service=Service(db, seed_factory=lambda: SEED, default_locale="en"),
                        images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=io.StringIO(), locale="en")


def actor(name: str) -> Actor:
    return Actor(user_id=f"console:{name}", name=name, channel_id="console:main", guild_id="console", locale="en")


async def moves_played(table: ConsoleTable) -> int:
    rows, effective = await table.service._effective_log(1)
    return len(effective)


async def play(table: ConsoleTable, opening: list[str], moves: int) -> dict[int, bytes]:
    """Play by pointing (each prompted player takes a choice in turn, varied by the move's
    number); the live board picture after each move, by the number of moves in effect."""
    live: dict[int, bytes] = {}
    for line in opening:
        reply = await table.run_line(line)
    assert table.last is not None and table.last.prompts
    tries = 0
    while await moves_played(table) < moves and tries < moves * 6:
        tries += 1
        board = table.last
        assert board is not None
        if not board.prompts:
            break
        who = board.prompts[0]["name"]
        firsts = [c for c in board.choices if c.path is not None] or board.choices
        if not firsts:
            break
        pick = f"{(tries * 7) % len(firsts) + 1}"
        reply = await table.run_line(f"@{who} /pick {pick}")
        while reply is not None and reply.private and not reply.error and any(c.path for c in reply.choices):
            path = next(c.path for c in reply.choices if c.path)
            reply = await table.run_line(f"@{who} /pick {' '.join(str(i + 1) for i in path)}")
        if reply is None or reply.error or reply.private:
            table.last = board  # back to the board's choices; the next try takes another one
            continue
        assert isinstance(reply, Reply)
        if reply.image is not None:
            live[await moves_played(table)] = reply.image.data
    return live


async def same_pictures(table: ConsoleTable, live: dict[int, bytes], who: str) -> list[int]:
    checked = []
    for move, picture in sorted(live.items()):
        frame = await table.service.replay_frame(actor(who), move)
        assert frame.reply.image is not None
        assert frame.reply.image.data == picture, f"move {move}"
        checked.append(move)
    return checked


@pytest.mark.slow
async def test_a_seeded_krosmaster_game_replays_the_live_pictures(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = console(sqlite_db, tmp_path)
    live = await play(table, ["@alice /game new krosmaster", "@bob /game join", "@alice /game start"], 24)
    assert await moves_played(table) >= 24 and len(live) >= 20
    checked = await same_pictures(table, live, "carol")  # anyone in the channel may watch
    assert len(checked) == len(live)
    frame = await table.service.replay_frame(actor("carol"), 3)
    assert frame.move == 3 and frame.count == await moves_played(table)
    assert frame.reply.private and frame.reply.text.startswith(
        f"🎞️ Replay of Krosmaster Arena (table #1), move 3 of {frame.count}\n#")


@pytest.mark.slow
async def test_a_seeded_castle_ravenloft_game_replays_the_live_pictures(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = console(sqlite_db, tmp_path)
    live = await play(table, ["@alice /game new ravenloft", "@bob /game join", "@alice /game start"], 16)
    assert await moves_played(table) >= 16 and len(live) >= 12
    checked = await same_pictures(table, live, "alice")
    assert len(checked) == len(live)


async def test_replay_errors_and_the_set_up(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = console(sqlite_db, tmp_path)
    out = await table.run_lines(["@alice /game replay", "@alice /game new krosmaster", "@alice /game replay",
                                 "@bob /game join", "@alice /game start", "@alice /game replay move:4",
                                 "@alice /game replay move:0", "@alice /game replay summary:true",
                                 "@alice:fr /partie revoir coup:x"])
    none, _new, lobby, _joined, started, bad, setup, summary, french = out
    assert none.error and lobby.error and lobby.text == "This game has not started: there is nothing to watch yet."
    assert bad.error and bad.text == "There is no move 4: this game has moves 0 (the set-up) to 0."
    assert setup.text.splitlines()[1] == "The set-up, before the first move."
    assert setup.image is not None and started.image is not None and setup.image.data == started.image.data
    assert summary.error and summary.text.startswith("The animated summary is for a finished game")
    assert french.error


@pytest.mark.slow
async def test_the_animated_summary_of_a_40_move_game_fits_discord(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = console(sqlite_db, tmp_path)
    await play(table, ["@alice /game new krosmaster", "@bob /game join", "@alice /game start"], 40)
    assert await moves_played(table) >= 40
    await table.run_line("@alice /game abandon")
    reply = await table.run_line("@bob /game replay summary:true")
    assert reply is not None and not reply.error and reply.image is not None
    data = reply.image.data
    assert data.startswith(b"GIF89a") and len(data) < UPLOAD_LIMIT
    with Image.open(io.BytesIO(data)) as gif:
        frames = gif.n_frames
    assert frames >= 5 and f"in {frames} pictures" in reply.text


async def test_the_console_replays_an_exported_game_with_the_live_pictures(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from bot.console.replay import run

    table = console(sqlite_db, tmp_path)
    live = await play(table, ["@alice /game new krosmaster", "@bob /game join", "@alice /game start"], 6)
    running = await table.run_line("@alice /game export")
    assert running is not None and running.files
    early = tmp_path / "running.json"
    early.write_bytes(running.files[0].data)
    await table.run_line("@alice /game abandon")
    export = await table.run_line("@alice /game export")
    assert export is not None and export.files
    path = tmp_path / "game.json"
    path.write_bytes(export.files[0].data)
    out = io.StringIO()
    assert run(path, tmp_path / "replay", "en", out, None) == 0
    lines = out.getvalue().splitlines()
    count = await moves_played(table)
    assert lines[0] == f"🎞️ Replay of Krosmaster Arena (table #1), move 0 of {count}"
    assert lines[1] == "The set-up, before the first move."
    assert sum(1 for line in lines if line.startswith("🎞️")) == count + 1
    for move, picture in live.items():
        assert (tmp_path / "replay" / f"replay-krosmaster-1-{move:04d}.png").read_bytes() == picture
    asked = iter(["", "p", "3", "99", "q"])
    out = io.StringIO()
    assert run(path, tmp_path / "replay2", "fr", out, lambda: next(asked)) == 0
    heads = [line for line in out.getvalue().splitlines() if line.startswith("🎞️")]
    assert [h.split("coup ")[1].split(" ")[0] for h in heads] == ["0", "1", "0", "3"]
    assert f"Il n'y a pas de coup 99 : cette partie a les coups 0 (la mise en place) à {count}." in out.getvalue()
    out = io.StringIO()
    assert run(early, tmp_path / "x", "en", out, None) == 1
    assert out.getvalue().startswith(f"{early} is the export of a game still running")


def test_python_m_bot_replay_refuses_what_is_not_an_export(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import sys

    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}')
    proc = subprocess.run([sys.executable, "-m", "bot", "--replay", str(bad), "--locale", "en"], capture_output=True,
                          text=True, timeout=120, cwd=Path(__file__).resolve().parents[2])
    assert proc.returncode == 1 and proc.stdout.strip() == f"{bad} is not a Meneur export (/game export)."

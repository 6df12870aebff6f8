"""The Barkam system and Geno Warcry end to end: tables opened with ``/game new cr
variants:...`` and played by pointing only, at the console and through the fake Discord; the
variants' own choices (exploring in the hero phase, the generator's and the ambush's
questions) are buttons like the others."""

from __future__ import annotations

import io

from bot.console.table import ConsoleTable
from bot.discord.app import MeneurBot
from bot.service import Service
from db import repository as repo

from .fake_discord import FakeDiscord
from .test_pointing_e2e import check_everything_sent, open_table, point
from .test_ravenloft_e2e import _png, _walk


async def _console_game(sqlite_db, tmp_path, variant: str, prefer: tuple[str, ...]):  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "34" * 32, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="en")
    replies = await console.run_lines([f"@alice /game new cr variants:{variant}", "@bob /game join",
                                       "@alice /game start"])
    board = replies[-1]
    assert not board.error and board.game_id == "ravenloft", board.text
    seen: list[str] = []
    for _ in range(40):
        if not board.prompts:
            break
        who = board.prompts[0]["name"]
        labels = [c.label for c in board.choices]
        assert labels, board.text
        seen += labels
        pick = next((i for p in prefer for i, label in enumerate(labels) if label.startswith(p)), len(labels) - 1)
        board, _steps = await _walk(console, who, pick + 1)
        assert board.image is not None
        _png(board.image.data)
    from rules.core import find_game

    async with sqlite_db.session() as s:
        table = await repo.latest_table(s, "console:main")  # the game may have ended
    assert table is not None and table.state is not None
    game = find_game("cr")
    return game, game.load_state(table.state), seen


async def test_barkam_at_the_console_by_pointing(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game, state, seen = await _console_game(sqlite_db, tmp_path, "barkam", ("Explore", "Move", "End"))
    assert state.barkam is not None and state.rules["exploration_timing"] == "barkam"
    assert "Explore" in seen  # exploring is a hero-phase button
    assert state.tiles and (state.barkam.generators or len(state.tiles) > 2)
    view = game.view(state, None)
    assert all(m.kind == "generator" for m in view.markers if m.label == "G")


async def test_geno_at_the_console_by_pointing(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game, state, seen = await _console_game(sqlite_db, tmp_path, "geno", ("Explore", "Move", "End"))
    assert state.geno is not None and sorted(state.geno.order) == [0, 1]
    assert "Explore" in seen
    assert state.geno.round >= 2 or state.over is not None
    view = game.view(state, None)
    assert view.notes and "Initiative" in view.notes[0].en


async def test_geno_on_discord_the_initiative_decides_who_plays(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "variants:geno")
    assert board.labels()[0] == "Move" and board.labels()[-1] == "End the phase"
    _png(next(iter(board.files.values())))
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    assert table is not None
    first = table.state["geno"]["order"][0]
    player, other = (alice, bob) if first == 0 else (bob, alice)
    refused = await fake.answer(await fake.click(other, board, "Move"))
    assert refused.ephemeral and refused.content == "This button is not for you."
    ended = await point(fake, player, board, "End the phase")
    assert not ended.ephemeral and ended.labels(), ended.content
    check_everything_sent(fake)

"""The box's adventures 7, 8, 9, 12 and 13 played to their end at the console table by pointing
only (``/game new cr adventure:N``, then ``/pick`` of the offered choices, a seeded choice at
each step); the Gauntlet of Terror opened and a move clicked on the fake Discord, and Tatyana's
Portrait played to its end there by clicks."""

from __future__ import annotations

import io
import random

import pytest

from bot.console.table import ConsoleTable
from bot.discord.app import MeneurBot
from bot.service import Service
from db import repository as repo
from rules.core import find_game

from .fake_discord import FakeDiscord
from .test_pointing_e2e import open_table, point


async def _pick(console: ConsoleTable, who: str, board, chooser: random.Random):  # type: ignore[no-untyped-def]
    """One move by pointing: a seeded choice among the board's first steps, then among each
    private step's answers, until the move is played; the public reply."""
    labels = [c.label for c in board.choices]
    first = chooser.randrange(len(labels))
    step = await console.run_line(f"@{who} /pick {first + 1}")
    while step is not None and step.private and step.choices and not step.error:
        choice = chooser.choice(step.choices)
        step = await console.run_line(f"@{who} /pick {' '.join(str(p + 1) for p in choice.path or [])}")
    assert step is not None and not step.error, step.text if step else None
    return step


@pytest.mark.slow
@pytest.mark.parametrize(("adventure", "players", "seed"), [
    ("7", 2, 3), ("8", 1, 4), ("9", 1, 5), ("12", 1, 6), ("13", 1, 7),
])
async def test_the_adventure_plays_to_its_end_at_the_console_by_pointing(sqlite_db, tmp_path, adventure, players,
                                                                          seed) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: f"{seed:02d}" * 32, default_locale="fr"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="fr")
    names = ["alice", "bob", "carol"][:players]
    lines = [f"@alice /game new cr adventure:{adventure}", *(f"@{n} /game join" for n in names[1:]),
             "@alice /game start"]
    board = (await console.run_lines(lines))[-1]
    assert not board.error and board.game_id == "ravenloft", board.text
    chooser = random.Random(seed)
    for _ in range(600):
        if not board.prompts:
            break
        board = await _pick(console, board.prompts[0]["name"], board, chooser)
    assert not board.prompts, "the adventure ended"
    ended = " ".join(board.events) + board.text
    assert "Victoire" in ended or "Défaite" in ended, ended[-400:]
    assert "cr-" not in ended and "_" not in " ".join(board.events), ended[-400:]


async def test_the_gauntlet_on_discord_by_clicks(fake: FakeDiscord, bot: MeneurBot) -> None:
    """The Gauntlet of Terror opened on Discord: its fifteen tiles are on the first picture's
    dungeon and a hero's move is pointed with the buttons and menus only."""
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "adventure:9")
    async with bot.service.db.session() as session:
        table = await repo.active_table(session, str(fake.channel_id))
    assert table is not None and table.state is not None
    state = find_game("cr").load_state(table.state)
    assert state.adventure == "gauntlet_of_terror" and len(state.tiles) == 16
    assert len([t for t in state.tokens if t.id == "monster_token"]) == 15
    first = await fake.answer(await fake.click(alice, board, "Move"))
    player = alice if first.content != "This button is not for you." else bob
    squares = await point(fake, player, board, "Move")
    if squares.labels()[0].startswith("Row "):
        squares = await point(fake, player, squares, squares.labels()[0])
    moved = await point(fake, player, squares, squares.labels()[-1])
    assert moved.ephemeral and "The board is updated" in moved.content, moved.content


@pytest.mark.slow
async def test_tatyanas_portrait_plays_to_its_end_on_discord_by_clicks(fake: FakeDiscord, bot: MeneurBot) -> None:
    """Adventure 12 with two players on the fake Discord, every move a click on the board and on
    its private steps (a seeded choice), until the adventure ends."""
    from .conftest import eventually
    from .test_ravenloft_strahd_e2e import stored_state

    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    users = [alice, bob]
    await open_table(fake, alice, bob, "cr", "adventure:12")
    channel, db, game = str(fake.channel_id), bot.service.db, find_game("cr")
    chooser = random.Random(12)
    moves = 0
    for _ in range(400):
        state = await stored_state(db, channel)
        if game.result(state) is not None:
            break
        prompt = game.prompts(state)[0]
        user = users[prompt.seat]
        board = [m for m in fake.channel_messages() if m.labels() and not m.pinned][-1]
        labels = board.labels()
        ending = [x for x in labels if x in ("End the phase", "Do not explore")]
        label = ending[0] if ending and chooser.random() < 0.6 else chooser.choice(labels)
        answer = await point(fake, user, board, label)
        while answer.ephemeral and answer.labels() and "The board is updated" not in answer.content:
            answer = await point(fake, user, answer, chooser.choice(answer.labels()))
        before = game.dump_state(state)

        async def moved() -> bool:
            return game.dump_state(await stored_state(db, channel)) != before

        await eventually(moved, timeout=20)
        await fake.wait_for(lambda: not any(m.loading for m in fake.messages), timeout=20)
        moves += 1
    result = game.result(await stored_state(db, channel))
    assert result is not None and moves >= 10, "the adventure ended"
    last = fake.channel_messages()[-1].text
    assert "Victory" in last or "Defeat" in last or "defeated" in last, last[-300:]

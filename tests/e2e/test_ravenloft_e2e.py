"""Castle Ravenloft end to end: a game opened with ``/game new cr`` and played for several hero
turns by pointing only, at the console table and through the fake Discord (the real
discord.py client); every board carries the dungeon's picture."""

from __future__ import annotations

import io

from PIL import Image

from bot.discord_app import MeneurBot

from .fake_discord import FakeDiscord
from .test_pointing_e2e import check_everything_sent, open_table, played, point


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 150_000
    return Image.open(io.BytesIO(data))


async def test_a_hero_turn_on_discord_by_pointing(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "surges:2")
    assert board.labels() == ["Move", "End the phase"]
    picture = _png(next(iter(board.files.values())))
    assert picture.width == 640
    # the first player is drawn with the dice (B8): the other one's click is refused
    first = await fake.answer(await fake.click(alice, board, "Move"))
    player, other = (alice, bob) if first.content != "This button is not for you." else (bob, alice)
    refused = await fake.answer(await fake.click(other, board, "Move"))
    assert refused.ephemeral and refused.content == "This button is not for you."
    # move: the action, then the square (with its cost in squares), by rows when they are many
    squares = await point(fake, player, board, "Move")
    assert squares.ephemeral and squares.content == "Move: choose."
    if squares.labels()[0].startswith("Row "):
        squares = await point(fake, player, squares, squares.labels()[0])
    target = squares.labels()[0]
    assert target.endswith("squares)")
    moved = await played(fake, await point(fake, player, squares, target), board)
    assert f"to {target.split(' ')[0]} " in moved.content
    # the board is updated in place with the new picture (the hero on its new square)
    after = _png(next(iter(moved.files.values())))
    assert after.size[0] == 640 and after.tobytes() != picture.tobytes()
    check_everything_sent(fake)

"""A duel against the computer from Discord by pointing: the table opened with
``opponent:bot``, started by its button, and the computer's turn played right after the
human's click (the real discord.py client against the fake Discord)."""

from __future__ import annotations

from bot.discord.app import MeneurBot

from .fake_discord import FakeDiscord


async def test_a_tutorial_duel_against_the_computer_by_pointing(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice = fake.add_user("alice")
    lobby = await fake.answer(await fake.slash(alice, "game new", game="krosmaster",
                                               options="scenario:tuto1 opponent:bot level:strong", thread=False))
    board = await fake.answer(await fake.click(alice, lobby, "Start the game"), timeout=20)
    assert not board.ephemeral
    assert "📘 Tutorial 1" in board.content and "🎯 Goal: knock out the enemy Krosmaster." in board.content
    assert board.labels()[0] == "End Reine des Tofus's activation"
    before = len(fake.channel_messages())
    after = await fake.answer(await fake.click(alice, board, "End Reine des Tofus's activation"), timeout=30)
    # the computer played its whole turn: the new board awaits alice again
    await fake.wait_for(lambda: len(fake.channel_messages()) > before, timeout=30)
    latest = fake.channel_messages()[-1]
    text = after.content + "\n" + latest.content
    assert "Roi des Bouftous" in text and "Strong computer" in text
    assert latest.labels() and latest.labels()[0] == "End Reine des Tofus's activation"

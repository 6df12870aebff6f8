"""/game replay through the real discord.py client and a fake Discord: the private viewer,
its ◀ ▶ and « go to move », and a finished game's animated summary."""

from __future__ import annotations

from bot.discord.app import MeneurBot

from .fake_discord import FakeDiscord
from .test_discord_e2e import open_duel

PNG = b"\x89PNG\r\n\x1a\n"


async def test_the_replay_viewer_walks_the_moves(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    await open_duel(fake, alice, bob)
    await fake.answer(await fake.slash(alice, "duel mark", square="A1"))
    await fake.answer(await fake.slash(alice, "duel stop"))
    await fake.answer(await fake.slash(bob, "duel mark", square="B1"))
    viewer = await fake.answer(await fake.slash(carol, "game replay"))  # anyone in the channel may watch
    assert viewer.ephemeral
    head, line = viewer.content.splitlines()
    assert head.endswith("move 3 of 3") and line.startswith("#") and "bob" in line
    assert viewer.attachments and next(iter(viewer.files.values())).startswith(PNG)
    assert viewer.labels() == ["◀", "▶", "Go to move"]
    assert viewer.button("▶").get("disabled") is True  # the last move: nothing after it
    await fake.answer(await fake.click(carol, viewer, "◀"))
    await fake.wait_for(lambda: "move 2 of 3" in viewer.content)
    assert viewer.attachments and viewer.attachments[0]["filename"] == viewer.attachments[0]["filename"]
    iid = await fake.click(carol, viewer, "Go to move")
    modal = await fake.modal(iid)
    assert modal["title"] == "Go to move"
    start = await fake.answer(await fake.submit_modal(carol, modal, {"move": "0"}))
    assert start.ephemeral and start.content.splitlines() == [
        start.content.splitlines()[0], "The set-up, before the first move."]
    assert start.content.splitlines()[0].endswith("move 0 of 3")
    wrong = await fake.answer(await fake.slash(carol, "game replay", move=7))
    assert wrong.ephemeral and wrong.content == "There is no move 7: this game has moves 0 (the set-up) to 3."
    running = await fake.answer(await fake.slash(carol, "game replay", summary=True))
    assert running.ephemeral and running.content.startswith("The animated summary is for a finished game")


async def test_the_animated_summary_of_a_finished_game(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_duel(fake, alice, bob)
    await fake.answer(await fake.slash(alice, "duel mark", square="A1"))
    await fake.answer(await fake.slash(alice, "duel stop"))
    await fake.answer(await fake.slash(alice, "game abandon"))
    summary = await fake.answer(await fake.slash(bob, "game replay", summary=True), timeout=15)
    assert summary.ephemeral and "in 2 pictures" in summary.content
    [(name, data)] = summary.files.items()
    assert name.endswith(".gif") and data.startswith(b"GIF89a")

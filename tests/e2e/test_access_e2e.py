"""A table for everyone, on the fake Discord: the board's picture carries its description, the
text board answers privately in the reader's language, an ended table's card leaves the pins,
and the options of /game new say what each value means."""

from __future__ import annotations

from .fake_discord import FakeDiscord
from .test_pointing_e2e import open_table


async def test_text_board_alt_text_and_the_ended_card_unpinned(fake: FakeDiscord, bot) -> None:  # type: ignore[no-untyped-def]
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    carol = fake.add_user("carol", locale="fr")
    board = await open_table(fake, alice, bob, "krosmaster", "arena:fosse side:N autodeploy:true")
    (picture,) = board.attachments
    assert picture["description"].startswith("Krosmaster, turn 1: alice plays Reine des Tofus.")
    card = next(m for m in fake.channel_messages() if m.pinned)
    public = len(fake.channel_messages())
    words = await fake.answer(await fake.slash(alice, "game status", text=True))
    assert words.ephemeral and words.attachments == [] and len(fake.channel_messages()) == public
    assert words.content.splitlines()[0] == "Krosmaster, turn 1: alice plays Reine des Tofus."
    assert "Reine des Tofus on " in words.content and words.content.splitlines()[-1] == "Waiting for alice."
    french = await fake.answer(await fake.slash(carol, "game status", text=True))
    assert french.content.splitlines()[0] == "Krosmaster, tour 1 : alice joue Reine des Tofus."
    await fake.answer(await fake.slash(alice, "game abandon"))
    await fake.wait_for(lambda: not card.pinned)


async def test_options_autocomplete_says_what_each_value_means(fake: FakeDiscord, bot) -> None:  # type: ignore[no-untyped-def]
    eve = fake.add_user("eve", locale="fr")
    found = await fake.autocomplete(eve, "game new", "options", game="krosmaster", options="scenario:tu")
    assert found[0] == {"name": "scenario:tuto1 — Partie en arène (arena) ou scénario d'initiation (tuto1 à tuto7)",
                        "value": "scenario:tuto1"}
    assert all(" — " in c["name"] and len(c["name"]) <= 100 for c in found)

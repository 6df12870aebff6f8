"""``/help`` through the fake Discord: a general page and one per game, in the reader's language,
every command a clickable mention of a synced command."""

from __future__ import annotations

from bot.discord.app import MeneurBot

from .fake_discord import FakeDiscord
from .test_language import mention, synced, unresolved


async def test_help_general_page_in_the_readers_language(fake: FakeDiscord, bot: MeneurBot) -> None:
    eve, bob = fake.add_user("eve", locale="fr"), fake.add_user("bob")
    page = await fake.answer(await fake.slash(eve, "help"))
    assert page.ephemeral
    lines = page.text.splitlines()
    assert lines[0] == "**Meneur, le meneur de jeu de ce serveur**"
    assert lines[1].startswith(f"Ouvrez une table dans un salon avec {mention(fake, 'game new')} en choisissant "
                               "le jeu ; les autres joueurs s'assoient avec le bouton « Rejoindre » (ou "
                               f"{mention(fake, 'game join')})")
    assert f"• {mention(fake, 'game new')} jeu:… [options] [fil] [langue] — Ouvrir une table de jeu dans ce salon " \
           "(ou dans un nouveau fil)" in lines
    assert "• Krosmaster Arena (krosmaster), 2 à 4 joueurs" in lines
    english = await fake.answer(await fake.slash(bob, "help"))
    assert english.text.splitlines()[0] == "**Meneur, this server's game master**"
    assert f"• {mention(fake, 'roll')} expression:… — Roll dice for everyone to see (2d6+3, 4d6kh3, 5d6>=5, " \
           "3kros...)" in english.text.splitlines()
    found, bad = unresolved(fake)
    assert found > 20 and bad == []


async def test_help_page_of_one_game(fake: FakeDiscord, bot: MeneurBot) -> None:
    bob = fake.add_user("bob")
    help_command = next(c for c in synced(fake) if c["name"] == "help")
    assert help_command["name_localizations"]["fr"] == "aide"
    assert {"krosmaster", "duel"} <= {c["value"] for c in help_command["options"][0]["choices"]}
    page = await fake.answer(await fake.slash(bob, "help", game="duel"))
    lines = page.text.splitlines()
    assert lines[0] == "**duel** (2 to 4 players)"
    assert lines[1].startswith(f"Open a duel table with {mention(fake, 'game new')}, sit down with the \"Join\" button")
    # one message: how to play here, the rest behind its menu (the same message, edited)
    assert page.ephemeral and page.labels() == ["How to play here", "Table options", "Commands"]
    options = await fake.answer(await fake.select(bob, page, "Table options"))
    assert options is page and "• target: a number from 2 to 100" in page.text.splitlines()
    await fake.answer(await fake.select(bob, page, "Commands"))
    assert f"• {mention(fake, 'duel mark')} square:…" in page.text.splitlines()
    kros = await fake.answer(await fake.slash(bob, "help", game="krosmaster"))
    await fake.answer(await fake.select(bob, kros, "Table options"))
    assert "• scenario: arena | tuto1 | tuto2 | tuto3 | tuto4 | tuto5 | tuto6 | tuto7 — Arena game (arena) or " \
           "tutorial scenario (tuto1 to tuto7)" in kros.text.splitlines()
    await fake.answer(await fake.select(bob, kros, "Commands"))
    assert f"{mention(fake, 'kros move')} to:…" in kros.text
    cr = await fake.answer(await fake.slash(fake.add_user("eve", locale="fr"), "help", game="ravenloft"))
    assert "**Le joueur de Strahd**" in cr.text and len(cr.text) <= 2000
    assert cr.labels()[:2] == ["Comment jouer ici", "Options de table (1/4)"]
    assert unresolved(fake)[1] == []

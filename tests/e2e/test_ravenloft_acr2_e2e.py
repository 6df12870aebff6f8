"""Castle Ravenloft's custom heroes end to end: the creation step of ``variants:acr2`` and
``variants:hybrid``, typed at the console and pointed on the fake Discord, then the first turn."""

from __future__ import annotations

import io

from bot.console.table import ConsoleTable
from bot.discord.app import MeneurBot
from bot.service import Service

from .fake_discord import FakeDiscord
from .test_pointing_e2e import check_everything_sent, open_table, played, point


async def test_heroes_made_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "12" * 32, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="en")
    replies = await console.run_lines(["@alice /game new cr variants:acr2", "@bob /game join", "@alice /game start"])
    board = replies[-1]
    assert not board.error and board.prompts[0]["name"] == "alice"
    assert "make your hero" in board.text
    refused = await console.run_line("@alice /cr create race:dwarf classes:fighter powers:cleave,dragons_breath")
    assert refused.error and "dragons_breath" in refused.text
    made = await console.run_line("@alice /cr create race:dwarf classes:wizard name:Brom")
    assert not made.error and "Brom (alice) is made: Dwarf wizard, AC 14, 6 HP, speed 5, surge 3." in " ".join(made.events)
    assert made.prompts[0]["name"] == "bob"
    kept = await console.run_line("@bob /cr pass")
    assert not kept.error and kept.image is not None
    assert "hero phase" in kept.text, kept.text


async def test_a_hybrid_made_by_pointing_on_discord(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "variants:hybrid")
    labels = board.labels()
    assert "fighter, wizard" in labels and labels[-1] == "Keep the ready-made hero", labels
    races = await point(fake, alice, board, "fighter, wizard")
    assert races.ephemeral and races.labels() == ["Dragonborn", "Eladrin"]
    made = await played(fake, await point(fake, alice, races, "Eladrin"))
    # Arjhan (17 AC, 10 HP, surge 5) and Immeril (14, 6, speed 6, 3), the Eladrin kept
    assert "is made: Eladrin fighter, wizard, AC 14, 8 HP, speed 6, surge 4." in made.content, made.content
    assert "bob" in made.content and "merge two hero cards" in made.content
    check_everything_sent(fake)


async def test_an_acr2_hero_pointed_class_race_and_cards(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "variants:acr2")
    assert board.labels()[:5] == ["cleric", "fighter", "ranger", "rogue", "wizard"]
    races = await point(fake, alice, board, "cleric")
    assert races.labels() == ["Dragonborn", "Dwarf", "Eladrin", "Human"]
    step = await point(fake, alice, races, "Dwarf")
    chosen = []
    while step.ephemeral and step.labels():  # at-wills, then the daily, then the utility: the first answer each time
        chosen.append(step.labels()[0])
        step = await point(fake, alice, step, step.labels()[0])
    assert len(chosen) == 3 and "Healing Word" in chosen[-1]
    step = await played(fake, step)
    assert "is made: Dwarf cleric, AC 17, 10 HP, speed 5, surge 5." in step.content, step.content
    check_everything_sent(fake)

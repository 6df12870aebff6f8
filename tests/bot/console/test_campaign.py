"""A Castle Ravenloft campaign of three adventures at the console, the process restarted
between games: each adventure played to its end, ``/game campaign`` read, the next one opened
by the command the end offered; French and English."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console.table import ConsoleTable
from bot.service import Service
from db.database import Database, sqlite_path_url
from rules.core import find_game
from rules.ravenloft import campaign
from rules.ravenloft.campaign_state import Carry
from tests.bot.test_campaigns import play_to_end

GAME = find_game("ravenloft")
CHANNEL = "console:main"


async def test_three_adventures_with_a_restart_between_games(tmp_path: Path) -> None:
    url = sqlite_path_url(tmp_path / "campaign.db")
    roster = Carry()
    offered = "@alice /game new cr campaign:\"La Malédiction\" adventure:escape_the_tomb powers:random"
    for number, seed in enumerate(("12", "34", "56"), start=1):
        db = Database(url)  # a new process each time: only the database remembers the campaign
        await db.migrate()
        out = io.StringIO()
        console = ConsoleTable(service=Service(db, seed_factory=lambda s=seed: s * 32, default_locale="fr",
                                               render=False),
                               images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="fr")
        if number > 1:
            shown = await console.run_line("@bob /game campaign La Malédiction")
            assert not shown.error and shown.text.startswith(
                f"📜 Campagne « La Malédiction » (Castle Ravenloft), {number - 1} table")
            hero = roster.heroes[0]
            assert f"niveau {hero.level} : CA {hero.ac}, {hero.max_hp} PV" in shown.text
            # the command the campaign offers, as the console shows it, is the next line typed
            offered = "@alice " + next(line for line in out.getvalue().splitlines()
                                       if "/partie nouvelle" in line or "/game new" in line).split("] ", 1)[1]
            assert 'campagne:"La Malédiction"' in offered or 'campaign:"La Malédiction"' in offered, offered
        made = await console.run_line(offered)
        assert not made.error, made.text
        assert ("commencée" if number == 1 else f"table {number} : les héros reprennent") in made.text, made.text
        started = await console.run_line("@alice /game start")
        assert not started.error, started.text
        loaded = await console.service._load(CHANNEL)
        state = GAME.load_state(loaded.table.state)
        if number > 1:  # the hero as the last adventure left them
            h, carried = state.heroes[0], roster.heroes[0]
            assert (h.hero, h.level, h.ac, h.max_hp, [p.id for p in h.powers]) == (
                carried.hero, carried.level, carried.ac, carried.max_hp, carried.powers)
            assert state.xp_pile == roster.xp
        ended, last, _moves = await play_to_end(console.service, channel=CHANNEL)
        roster = campaign.carry_out(GAME.load_state(ended.table.state), GAME.cat, roster)
        assert "La campagne « La Malédiction » continue" in last.text or "The campaign" in last.text
        assert len(roster.played) == number
        await db.close()
    assert [p.adventure for p in roster.played][0] == "escape_the_tomb"
    assert roster.heroes[0].adventures == 3

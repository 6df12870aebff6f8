"""The console's clock: ``/game tick`` plays the expired deadlines and sends the due reminders."""

from __future__ import annotations

import io

from bot.console.table import ConsoleTable
from bot.service import Service


async def test_tick_plays_a_time_out_then_reminds(sqlite_db, tmp_path) -> None:
    out = io.StringIO()
    table = ConsoleTable(service=Service(sqlite_db, render=False, seed_factory=lambda: "cd" * 32),
                         images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="en")
    await table.run_lines([
        "@admin /game settings reminder:30 locale:en",
        "@alice /game new duel target:50",
        "@bob /game join",
        "@alice /game settings deadline:60",
        "@alice /game start",
    ])
    out.truncate(0)
    out.seek(0)
    await table.run_lines(["@alice /game tick 31", "@alice /game tick 30", "@alice /game tick abc"])
    assert out.getvalue().splitlines() == [
        "Reminder: alice, your game of game-duel has been waiting for you for 31 min.",
        "➡️ alice: prompt-duel-turn",
        "🔒 ⏰ The clock moves on 31 min: 1 reminder, 0 tables played on time-out.",
        "· ⏰ alice: time is up, the default move was played (applied on time-out).",
        "· ev-duel-stopped",
        "➡️ bob: prompt-duel-turn",
        "  Choices:",
        "    [roll] /pick 1  ·  /duel roll",
        "    [stop] /pick 2  ·  /duel stop",
        "    [mark] /pick 3",
        "🔒 ⏰ The clock moves on 30 min: 0 reminders, 1 table played on time-out.",
        "🔒 Usage: /game tick <minutes> (a whole number from 0 to 10080).",
    ]
    log = (await table.run_line("@alice /game log")).text
    assert log.splitlines()[1] == ("#3 alice: ⏰ alice: time is up, the default move was played (applied on time-out).; "
                                   "ev-duel-stopped")

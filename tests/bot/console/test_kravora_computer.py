"""A seeded four-board Kravora game with two computer fortresses (``bots:2``) played to its end
at the console: alice and bob type their moves, the computers answer at once, each of their
decisions told in one line (issue 25)."""

from __future__ import annotations

import io

from sqlmodel import select

from bot.console.table import ConsoleTable
from bot.service import Service
from db import repository as repo
from db.models import ActionLog, GameTable


def _console(db, tmp_path) -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "3c" * 32, default_locale="fr"),
                        images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="fr"), out


async def test_two_friends_and_two_computer_fortresses_play_a_seeded_game_to_its_end(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    replies = await console.run_lines(["@alice /game new kravora bots:2 first:0", "@bob /game join",
                                       "@alice /game start"])
    assert not any(r.error for r in replies if r is not None)
    async with sqlite_db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        seats = await repo.seats(s, table.id or 0)
    assert [x.name for x in seats] == ["alice", "Ordinateur normal 1", "Ordinateur normal 2", "bob"]
    humans = {"alice": 0, "bob": 3}
    for _ in range(600):
        last = console.last
        assert last is not None
        if not last.prompts:
            break
        who = last.prompts[0]["name"]
        assert who in humans, who  # the computers never keep the table waiting
        # alice defends (a costaud on line 4 when she can), bob lets the bot allocate and passes
        reply = None
        if who == "alice":
            reply = await console.run_line("@alice /kra buy unit:costaud line:4")
        if reply is None or reply.error:
            reply = await console.run_line(f"@{who} /kra auto")
        if reply is None or reply.error:
            reply = await console.run_line(f"@{who} /kra done")
        assert reply is not None and not reply.error, reply.text if reply else None
    text = out.getvalue()
    assert "Tour 0 : dés " in text  # the turn-0 roll is told when the game starts
    assert "Fin de partie" in text or "Fin du tour 10" in text
    async with sqlite_db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        rows = list((await s.exec(select(ActionLog).where(ActionLog.table_id == table.id)
                                  .order_by(ActionLog.seq))).all())
    assert table.status == "finished"
    computer = [r for r in rows if r.kind == "action" and r.seat in (1, 2)]
    assert len(computer) > 40 and all(r.user_id.startswith("meneur:computer:normal:") for r in computer)
    # every decision of a computer fortress is explained first, in one line
    assert all(r.events and r.events[0]["code"].startswith("kra-why-") for r in computer)
    assert "Ordinateur normal 1 : ennemis attendus en ligne 4 : " in text
    assert "Ordinateur normal 2 : " in text and "attaque auto (le plus de tués d'abord)" in text

"""A whole game of Mortebrume at the console, by post: hidden designations, placements typed
in centimetres, declarations before any measure, reactions left to their deadline (the
default reaction is played by ``/game tick``), info commands, and a bad input that changes
nothing."""

from __future__ import annotations

import io

from bot.console import ConsoleTable
from bot.service import Service

SPOTS = {"alice": ("37.5,12", "n"), "bob": ("37.5,66", "s")}
MINE = {"alice": ("A1", "B1"), "bob": ("B1", "A1")}


async def test_a_whole_game_by_post_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, render=False, seed_factory=lambda: "12" * 32,
                                           default_locale="en"),
                           images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="en")
    await console.run_lines([
        "@alice /game new mortebrume points:5 hordes:meleien,abelberien army1:milicien army2:pillard "
        "reaction_seconds:120 table:gue",
        "@bob /game join", "@alice /game start"])
    bad = await console.run_line("@alice /mb place at:nowhere")
    assert bad is not None and bad.error
    card = await console.run_line("@carol /mb card fighter:B1")
    assert card is not None and card.private and "B1 Pillard (abelberien, recrue, 5 pts)" in card.text
    kinds: list[str] = []
    ticks = 0
    for _ in range(120):
        status = await console.run_line("@alice /game status")
        assert status is not None
        if not status.prompts:
            break
        prompt = status.prompts[0]
        who, kind = prompt["name"], prompt["kind"]
        kinds.append(kind)
        me, foe = MINE[who]
        if kind.startswith("mb-designate"):
            line = f"@{who} /mb designate fighter:{me}"
        elif kind == "mb-deploy-choose":
            line = f"@{who} /mb choose who:me"
        elif kind == "mb-place":
            at, facing = SPOTS[who]
            line = f"@{who} /mb place at:{at} facing:{facing}"
        elif kind == "mb-activation":
            line = f"@{who} /mb act fighter:{me} action:strike target:{foe} to:{foe} stop:optimal"
        else:  # a reaction: nobody answers, the deadline plays the cautious default
            assert kind == "mb-reaction"
            ticks += 1
            line = "@alice /game tick 3"
        reply = await console.run_line(line)
        assert reply is not None and not reply.error, (line, reply.text)
    text = out.getvalue()
    assert {"mb-designate-deploy", "mb-deploy-choose", "mb-place", "mb-designate-init", "mb-activation",
            "mb-reaction"} <= set(kinds)
    assert ticks >= 1 and "time is up, the default move was played" in text
    assert "reacts: dodge" in text
    assert "The battle is over:" in text
    sees = await console.run_line("@bob /mb sees fighter:A1")
    assert sees is not None and sees.private

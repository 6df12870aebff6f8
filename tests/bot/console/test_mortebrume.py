"""A whole game of Mortebrume at the console, by post: hidden designations, placements typed
in centimetres, declarations before any measure, reactions left to their deadline (the
default reaction is played by ``/game tick``), info commands, and a bad input that changes
nothing."""

from __future__ import annotations

import io

from bot.console.table import ConsoleTable
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
    assert card is not None and card.private and "B1 Pillard (Abelberian, recruit, 5 pts): physique 4/4, axe 8 (short weapon, 3 cutting" in card.text
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
        if kind == "mb-activation" and reply is not None and reply.error and "dodged" in reply.text:
            line = f"@{who} /mb act fighter:{me} action:none"  # its dodger may not be its target this turn
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


SCENARIO = ("@alice /game new mortebrume points:35 hordes:meleien,abelberien army1:chevalier_meleien,milicien,gueorwen "
            "army2:chevalier_rouge,pillard,chaman reaction_seconds:120 table:gue size:50 scenario:centre")
ZONE_SPOTS = {"A1": "21,3", "A2": "25,3", "A3": "29,3", "B1": "21,47", "B2": "25,47", "B3": "29,47"}
KNIGHTS = {"alice": ("A1", "B1"), "bob": ("B1", "A1")}


async def test_a_scenario_with_zones_interrupts_and_an_area_spell_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    import re

    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, render=False, seed_factory=lambda: "34" * 32,
                                           default_locale="en"),
                           images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="en")
    await console.run_lines([SCENARIO, "@bob /game join", "@alice /game start"])
    assert "Scenario: Hold the centre." in out.getvalue()
    assert "Deployment zones: alice in x 0–50, y 0–10, bob in x 0–50, y 40–50" in out.getvalue()
    kinds: list[str] = []
    zone_refused = cast = 0
    for _ in range(400):
        status = await console.run_line("@alice /game status")
        assert status is not None
        if not status.prompts:
            break
        prompt = status.prompts[0]
        who, kind, text = prompt["name"], prompt["kind"], prompt["text"]
        kinds.append(kind)
        side = "A" if who == "alice" else "B"
        lines: list[str] = []
        if kind.startswith("mb-designate"):
            lines = [f"@{who} /mb designate fighter:{side}{k}" for k in (1, 2, 3)]
        elif kind == "mb-deploy-choose":
            lines = [f"@{who} /mb choose who:me"]
        elif kind == "mb-place":
            fid = re.search(r"Place ([AB]\d)", text)[1]  # type: ignore[index]
            if not zone_refused:
                bad = await console.run_line(f"@{who} /mb place at:25,25")
                assert bad is not None and bad.error and "outside your deployment zone (x 0–50, y" in bad.text
                zone_refused += 1
            lines = [f"@{who} /mb place at:{ZONE_SPOTS[fid]} facing:{'n' if side == 'A' else 's'}"]
        elif kind == "mb-activation":
            me, foe = KNIGHTS[who]
            if who == "bob" and not cast:  # the shaman's fireball on the point 8 cm toward alice's knight
                lines = ["@bob /mb act fighter:B3 action:spell spell:boule_de_feu at:\"vers A1 8\""]
            foes = [foe] + [f"{foe[0]}{k}" for k in (2, 3)]
            lines += [f"@{who} /mb act fighter:{side}{k} action:strike target:{f} to:{f} stop:optimal"
                      for f in foes for k in (1, 2, 3)]
            lines += [f"@{who} /mb act fighter:{side}{k} action:none" for k in (1, 2, 3)]
        elif kind in ("mb-interrupt", "mb-counter"):
            if kind == "mb-interrupt" and "interrupt-tick" not in kinds:
                kinds.append("interrupt-tick")  # the first window is left to its deadline: « pass »
                lines = ["@alice /game tick 3"]
            else:  # the window's second button (a reserved strike that can land), else « Let it go »
                offered = re.findall(r"/mb reserve fighter:\w+ target:\w+", status.text)
                lines = [f"@{who} {offered[0]}" if offered else f"@{who} /mb pass"]
        else:
            assert kind == "mb-reaction"
            lines = [f"@{who} /mb react reaction:absorb", f"@{who} /mb react reaction:dodge"]
        for line in lines:
            reply = await console.run_line(line)
            assert reply is not None
            if not reply.error:
                cast += "boule_de_feu" in line
                break
        else:
            raise AssertionError((kind, text, lines, reply.text))
    else:
        raise AssertionError(("the game did not end", kinds[-10:]))
    text = out.getvalue()
    assert {"mb-place", "mb-activation", "mb-reaction", "mb-interrupt"} <= set(kinds)
    assert cast == 1 and "Measured: B3 Chaman du sang to the point" in text
    assert "bob lets it go" in text or "alice lets it go" in text
    assert "End of the turn: objectives held by" in text
    result = [line for line in text.splitlines() if " wins! " in line]
    assert result[-1] == ("alice wins! Only one horde is left standing (scores: the horde points still fighting). "
                          "Scores: alice 35, bob 0.")


async def test_a_player_alone_against_the_computer_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``/game new mortebrume opponent:bot``: the computer designates, deploys, fights and explains
    itself in one line each time; a player who only dodges and waits loses to it."""
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, render=False, seed_factory=lambda: "56" * 32,
                                           default_locale="fr"),
                           images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="fr")
    await console.run_lines(["@alice /game new mortebrume opponent:bot level:normal points:20 table:gue "
                             "hordes:meleien,abelberien", "@alice /game start"])
    placed = 0
    for _ in range(300):
        status = await console.run_line("@alice /game status")
        assert status is not None
        if not status.prompts:
            break
        prompt = status.prompts[0]
        assert prompt["name"] == "alice"  # the computer never keeps the table waiting
        kind = prompt["kind"]
        if kind.startswith("mb-designate"):
            lines = [f"@alice /mb designate fighter:A{k}" for k in range(1, 6)]
        elif kind == "mb-deploy-choose":
            lines = ["@alice /mb choose who:me"]
        elif kind == "mb-place":
            placed += 1
            lines = [f"@alice /mb place at:{10 + 12 * placed + k},5 facing:n" for k in range(0, 40, 3)]
        elif kind == "mb-activation":
            lines = [f"@alice /mb act fighter:A{k} action:none" for k in range(1, 6)]
        elif kind == "mb-reaction":
            lines = ["@alice /mb react reaction:dodge", "@alice /mb react reaction:absorb"]
        else:
            lines = ["@alice /mb pass"]
        for line in lines:
            reply = await console.run_line(line)
            if reply is not None and not reply.error:
                break
        else:
            raise AssertionError((kind, reply.text if reply else None))
    text = out.getvalue()
    assert "🤖 Ordinateur normal : je laisse l'adversaire placer d'abord" in text or \
        "🤖 Ordinateur normal : B1" in text
    assert "par le plus court chemin" in text  # it explained a strike or an advance
    assert "Le combat est fini : Ordinateur normal l'emporte" in text

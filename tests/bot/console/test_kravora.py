"""A Kravora game played to its end at the console by pointing only (/pick), for 2 and 3
players: the turn-0 purchase walked step by step, « Attaque auto » in 3.1, « Fini » elsewhere,
every automatic phase explained line by line."""

from __future__ import annotations

import copy
import io

import pytest

from bot.console.table import ConsoleTable
from bot.service import Service
from bot.shared.replies import Reply
from db import repository as repo


def table(db, tmp_path) -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "5a" * 32, default_locale="fr"),
                        images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale="fr"), out


async def pick(console: ConsoleTable, who: str, path: list[int]) -> Reply:
    reply = await console.run_line(f"@{who} /pick " + " ".join(str(i + 1) for i in path))
    assert reply is not None and not reply.error, reply.text if reply else None
    return reply


async def first_step(console: ConsoleTable, who: str) -> Reply:
    reply = await console.run_line(f"@{who} /pick")
    assert reply is not None and reply.private and not reply.error, reply.text if reply else None
    return reply


def index(reply: Reply, start: str) -> list[int]:
    found = [c.path for c in reply.choices if c.label.startswith(start)]
    assert found, (start, [c.label for c in reply.choices])
    path = found[0]
    assert path is not None
    return path


@pytest.mark.parametrize("players", [["alice", "bob"], ["alice", "bob", "carol"]])
async def test_a_kravora_game_to_its_end_by_pointing(sqlite_db, tmp_path, players) -> None:  # type: ignore[no-untyped-def]
    console, _ = table(sqlite_db, tmp_path)
    lines = ["@alice /game new kravora first:0", *[f"@{p} /game join" for p in players[1:]], "@alice /game start"]
    replies = await console.run_lines(lines)
    board = replies[-1]
    assert [p["name"] for p in board.prompts] == ["alice"]
    assert "Tour 0 : dépensez votre sang de départ (5L)" in board.text

    # turn 0: alice buys a costaud on line 4 in three steps (the purchase, the unit, the line)
    step = await first_step(console, "alice")
    assert [c.label for c in step.choices][:2] == ["Acheter une unité… (5L)", "Fini"]  # no building for 5 L
    units = await pick(console, "alice", index(step, "Acheter"))
    assert units.private and "Costaud · 4L · 5 PV" in [c.label for c in units.choices]
    where = await pick(console, "alice", index(units, "Costaud"))
    assert [c.label for c in where.choices] == [f"Ligne {n}" for n in range(1, 6)]
    bought = await pick(console, "alice", index(where, "Ligne 4"))
    assert "alice achète Costaud en ligne 4 (−4L, reste 1L)" in bought.events

    seen: list[str] = []
    reply = bought
    for _ in range(1500):
        if not reply.prompts:
            break
        who = reply.prompts[0]["name"]
        step = await first_step(console, who)
        labels = [c.label for c in step.choices]
        choice = "Attaque auto" if "Attaque auto" in labels else "Fini"
        reply = await pick(console, who, index(step, choice))
        seen += reply.events
    assert not reply.prompts, "the game did not end"
    assert reply.text.startswith("Victoire : ")
    assert any(e.startswith(("Fin de partie : ", "Fin du tour 10 : ")) for e in reply.events)
    # the bot's phases, one line per unit
    assert any(e.startswith("3.2 : les ennemis attaquent") for e in seen)
    assert any(e.startswith("3.3 : les ennemis de") for e in seen)
    assert any(" (ligne " in e and "→" in e for e in seen)
    assert any(e.startswith("Phase 1 : dés") for e in seen) and any(e.startswith("Phase 4 : ") for e in seen)


async def test_a_board_in_words_for_anyone_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, _ = table(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new kravora first:0", "@bob /game join", "@alice /game start"])
    reply = await console.run_line("@zoe /kra board player:2")  # zoe does not play: she may still read it
    assert reply is not None and reply.private and not reply.error, reply.text if reply else None
    assert reply.text.splitlines()[0] == "J2 bob : mur 10/10 · 6L · compteur 0 · 0 ennemi tué dans la partie"
    assert len(reply.text.splitlines()) == 8 and reply.text.splitlines()[3].startswith("Ligne 1 : ")
    bad = await console.run_line("@zoe /kra board player:yves")
    assert bad is not None and bad.error and "Joueur inconnu : yves." in bad.text


async def test_no_free_caillot_at_the_console(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """With the hutte and the université a Caillot de sang costs 1 L, not 0 (ruling « No free
    ruse »): refused at 0 L in the player's words, offered and paid at 1 L by /pick."""
    console, _ = table(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new kravora first:0", "@bob /game join", "@alice /game start"])

    async def alice_in_phase_5_with(blood: int) -> dict:  # type: ignore[type-arg]
        async with sqlite_db.session() as s:
            t = await repo.active_table(s, "console:main")
            state = copy.deepcopy(t.state)
            state["step"], state["turn"], state["active"] = "buy", 1, 0
            state["players"][0].update(buildings=["hutte", "universite"], blood=blood)
            t.state = state
            s.add(t)
            await s.commit()
            return next(u for u in state["players"][1]["units"] if u["pv"] == 1)

    target = await alice_in_phase_5_with(0)
    refused = await console.run_line(f"@alice /kra ruse name:caillot unit:{target['id']}")
    assert refused is not None and refused.error and "Il faut 1L de sang, il vous en reste 0." in refused.text
    async with sqlite_db.session() as s:
        t = await repo.active_table(s, "console:main")
        assert t.state["players"][0]["blood"] == 0 and target in t.state["players"][1]["units"]

    target = await alice_in_phase_5_with(1)
    step = await first_step(console, "alice")
    ruses = await pick(console, "alice", index(step, "Ruses"))
    assert "Caillot de sang · 1L" in [c.label for c in ruses.choices]
    cast = await console.run_line(f"@alice /kra ruse name:caillot unit:{target['id']}")
    assert cast is not None and not cast.error, cast.text if cast else None
    assert "alice lance Caillot de sang (−1L, reste 0L)" in cast.events

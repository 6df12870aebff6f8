"""Absent players (issue 27): every other player may agree to play for an awaited seat (three
players or more: in a duel the only other player is the one who would gain), the host takes a
player out (/game remove, by name or by button) and the computer plays their seat, and each
table sets how many deadlines a seat may miss in a row before the computer takes it."""

from __future__ import annotations

import io

from sqlmodel import select

from bot.console.table import ConsoleTable
from bot.service import Service
from db import repository as repo
from db.models import GameTable
from rules.core import find_game, i18n
from tests.conftest import actor

ALICE, BOB, CAROL = actor("alice"), actor("bob"), actor("carol")


async def _row(service: Service) -> GameTable:
    async with service.db.session() as s:
        row = await repo.active_table(s, "chan")
    assert row is not None
    return row


async def _three(service: Service) -> None:
    assert not (await service.create(ALICE, "duel", {"target": "50"})).error
    assert not (await service.join(BOB)).error
    assert not (await service.join(CAROL)).error
    assert not (await service.start(ALICE)).error
    assert not (await service.act(ALICE, "stop", {})).error  # bob is awaited


async def test_every_other_player_agrees_and_the_default_move_is_played(service: Service) -> None:
    await _three(service)
    before = (await _row(service)).version
    first = await service.skip(CAROL)
    assert not first.error and not first.private
    assert first.text == ("carol agrees to play bob's default move (1/2). Still to agree: alice "
                          "(/game skip or the button).")
    assert [c.command for c in first.choices] == ["game skip"]
    assert (await _row(service)).version == before  # an agreement plays nothing
    again = await service.skip(CAROL)
    assert again.error and again.text == "You have already agreed to play for bob: the others must agree too."
    done = await service.skip(ALICE)
    assert not done.error
    assert done.text.startswith("Every other player agreed (alice, carol): the default move is played for bob.")
    assert (await _row(service)).version == before + 1
    row = await _row(service)
    assert find_game("duel").load_state(row.state).active == 2  # carol's turn


async def test_a_move_forgets_the_agreements(service: Service) -> None:
    await _three(service)
    assert not (await service.skip(CAROL)).error
    assert not (await service.act(BOB, "mark", {"square": "A1"})).error  # bob is back, still awaited
    fresh = await service.skip(ALICE)
    assert not fresh.error and fresh.text.startswith("alice agrees to play bob's default move (1/2).")


async def test_in_a_duel_agreement_is_no_way_and_only_the_host_may_ask(service: Service) -> None:
    assert not (await service.create(ALICE, "duel", {"target": "50"})).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error
    assert not (await service.act(ALICE, "stop", {})).error
    early = await service.skip(ALICE)  # bob is awaited, not away: the opponent alone cannot decide
    assert early.error and early.text.startswith("bob is not away")
    assert not (await service.act(BOB, "stop", {})).error
    assert (await service.skip(BOB)).text == ("Only the table's host or a member who can manage the channel may "
                                              "do that.")


async def test_agreement_in_french() -> None:
    params = {"player": "carole", "absent": "bob", "count": 1, "needed": 2, "others": "alice"}
    assert i18n.t("fr", "skip-agreement", params) == ("carole accepte de jouer le coup par défaut de bob (1/2). "
                                                       "Doivent encore accepter : alice (/partie passer ou le bouton).")


def _console(db, tmp_path, locale: str = "en") -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "56" * 32, default_locale=locale),
                        images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale=locale), out


async def _users(db) -> list[str]:  # type: ignore[no-untyped-def]
    async with db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        return [x.user_id for x in await repo.seats(s, table.id or 0)]


async def test_the_host_removes_a_player_by_button_or_by_name(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster scenario:tuto1", "@bob /game join", "@alice /game start"])
    refused = await console.run_line("@bob /game remove player:alice")
    assert refused.error and refused.text.startswith("Only the table's host")
    unknown = await console.run_line("@alice /game remove player:zoe")
    assert unknown.error and unknown.text == "No player “zoe” at this table: give their name or seat number."
    pick = await console.run_line("@alice /game remove")
    assert pick.private and pick.text.startswith("Whom do you take out of the game?")
    assert [(c.label, c.command, c.args, c.for_user) for c in pick.choices] == [
        ("bob", "game remove", {"player": "2"}, "console:alice")]
    assert await _users(sqlite_db) == ["console:alice", "console:bob"]  # nothing changed yet
    taken = await console.run_line("@alice /game remove player:2")  # what the button runs
    assert not taken.error
    assert taken.text.splitlines()[0] == ("The host takes bob out of the game: the computer plays their seat, from "
                                          "that seat's view only. Take it back in one click with the button or "
                                          "/game back.")
    assert await _users(sqlite_db) == ["console:alice", "meneur:computer:normal:for:console:bob"]
    again = await console.run_line("@alice /game remove player:bob")
    assert again.error and again.text == "The computer already plays bob's seat."
    assert not (await console.run_line("@bob /game back")).error
    assert await _users(sqlite_db) == ["console:alice", "console:bob"]


async def test_the_host_removes_a_player_in_french(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path, "fr")
    await console.run_lines(["@alice /partie nouvelle krosmaster scenario:tuto1", "@bob /partie rejoindre",
                             "@alice /partie commencer"])
    taken = await console.run_line("@alice /partie retirer joueur:bob")
    assert not taken.error, taken.text
    assert taken.text.splitlines()[0].startswith("L'hôte retire bob de la partie : l'ordinateur joue sa place")


async def test_each_table_sets_its_missed_deadlines(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster scenario:tuto1", "@bob /game join", "@alice /game start"])
    bad = await console.run_line("@alice /game settings missed:21")
    assert bad.error and bad.text == ("Invalid number of missed deadlines (21): between 0 (the computer never takes "
                                      "the seat) and 20.")
    shown = await console.run_line("@alice /game settings deadline:5 missed:1")
    assert "At this table the computer takes the seat of a player who lets 1 deadlines pass in a row." in shown.text
    for _ in range(6):  # bob sleeps through one deadline: the table said one is enough
        if (await _users(sqlite_db))[1] != "console:bob":
            break
        await console.run_lines(["@alice /kros end", "@alice /kros end", "@alice /game tick 6"])
    assert await _users(sqlite_db) == ["console:alice", "meneur:computer:normal:for:console:bob"]
    assert "bob let 1 deadlines pass in a row: the computer plays their seat" in out.getvalue()


async def test_a_table_may_never_hand_a_seat_over(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster scenario:tuto1", "@bob /game join", "@alice /game start"])
    shown = await console.run_line("@alice /game settings deadline:5 missed:0")
    assert "At this table the computer never takes the seat of a player who misses deadlines." in shown.text
    for _ in range(4):
        await console.run_lines(["@alice /kros end", "@alice /kros end", "@alice /game tick 6"])
    assert await _users(sqlite_db) == ["console:alice", "console:bob"]
    assert "deadlines pass in a row: the computer plays" not in out.getvalue()

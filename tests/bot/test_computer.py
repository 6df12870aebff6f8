"""Computer seats (bot/service/computer.py): opened with ``opponent:bot``, played right after
the human's move in the worker process, logged for their seat, never pinged."""

from __future__ import annotations

import io

from sqlmodel import select

from bot.console.table import ConsoleTable
from bot.service import Service
from bot.service.computer import computer_level, computer_seats, policy_seed
from db import repository as repo
from db.models import ActionLog, GameTable
from rules.core import Event, all_games, find_game


def _console(db, tmp_path, locale: str = "fr") -> tuple[ConsoleTable, io.StringIO]:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    return ConsoleTable(service=Service(db, render=False, seed_factory=lambda: "12" * 32, default_locale=locale),
                        images_dir=tmp_path / "i", exports_dir=tmp_path / "e", out=out, locale=locale), out


async def _rows(db) -> list[ActionLog]:  # type: ignore[no-untyped-def]
    async with db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        return list((await s.exec(select(ActionLog).where(ActionLog.table_id == table.id)
                                  .order_by(ActionLog.seq))).all())


async def test_a_duel_against_the_computer_plays_its_turn_after_the_humans(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new krosmaster opponent:bot level:strong scenario:tuto4",
                             "@alice /game start"])
    async with sqlite_db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        seats = await repo.seats(s, table.id or 0)
    assert [(x.name, x.user_id) for x in seats] == [("alice", "console:alice"),
                                                    ("Ordinateur fort", "meneur:computer:strong:1")]
    started = console.last
    assert started is not None and started.prompts and started.prompts[0]["name"] == "alice"
    for _ in range(2):  # alice's two Krosmaster end their activation: the computer's turn follows
        reply = await console.run_line("@alice /kros end")
        assert reply is not None and not reply.error
    assert reply.prompts[0]["name"] == "alice"
    assert "meneur:computer:strong:1" not in reply.mentions
    text = out.getvalue()
    assert "Tour 2 : à Ordinateur fort de jouer." in text and "Tour 3 : à alice de jouer." in text
    # each computer decision says why, in one line, before what it did
    assert "· 🤖 Oscar Nak se rapproche de Reine des Tofus." in text
    rows = await _rows(sqlite_db)
    computer = [r for r in rows if r.seat == 1]
    assert computer and all(r.user_id == "meneur:computer:strong:1" for r in computer)
    assert any(r.action["type"] != "end" for r in computer)  # it moved or cast, not only ended


async def test_four_players_with_three_computers_start_until_the_human_is_awaited(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, _out = _console(sqlite_db, tmp_path, "en")
    await console.run_lines(["@alice /game new krosmaster bots:3 level:easy", "@alice /game start"])
    last = console.last
    assert last is not None and not last.error
    assert last.prompts and last.prompts[0]["name"] == "alice"
    async with sqlite_db.session() as s:
        table = (await s.exec(select(GameTable))).one()
        names = [x.name for x in await repo.seats(s, table.id or 0)]
    assert names == ["alice", "Easy computer 1", "Easy computer 2", "Easy computer 3"]


async def test_the_start_is_told_before_the_computers_first_moves(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Dungeon Fighter's computer heroes act before the person: the start and the seed's
    fingerprint come first, then what the computers did, then who is awaited."""
    console, out = _console(sqlite_db, tmp_path)
    await console.run_lines(["@alice /game new dungeon_fighter bots:2", "@alice /game start"])
    started = console.last
    assert started is not None and not started.error
    start, fingerprint = started.events[0].split("\n")
    assert start == "La partie de Dungeon Fighter commence ! Joueurs : alice, Ordinateur normal 1, Ordinateur normal 2."
    assert fingerprint.startswith("Empreinte SHA-256 de la graine des dés : ")
    assert any(line.startswith("🤖 ") for line in started.events[1:])
    assert "commence" not in started.text and started.text.startswith("➡️ alice : À vous de lancer !")
    lines = out.getvalue().splitlines()
    told = next(i for i, line in enumerate(lines) if "commence !" in line)
    assert told < next(i for i, line in enumerate(lines) if "🤖" in line)


async def test_bad_computer_options_are_refused_and_open_nothing(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    console, _out = _console(sqlite_db, tmp_path, "en")
    bad = await console.run_line("@alice /game new krosmaster opponent:bot level:godlike")
    assert bad is not None and bad.error and bad.text == "Unknown level: “godlike”. Levels: easy, normal, strong."
    bad = await console.run_line("@alice /game new krosmaster bots:4")
    assert bad is not None and bad.error and "1 to 3" in bad.text
    bad = await console.run_line("@alice /game new krosmaster bots:1 host_seat:3")
    assert bad is not None and bad.error and bad.text == "Invalid host seat: “3” (1 to 2; the computers take the others)."
    without = [g.id for g in all_games() if not g.computer_levels]
    if without:  # every game may get its computer: the refusal is checked while one has none
        bad = await console.run_line(f"@alice /game new {without[0]} opponent:bot")
        assert bad is not None and bad.error and bad.text == "This game has no computer opponent yet."
    async with sqlite_db.session() as s:
        assert (await s.exec(select(GameTable))).all() == []


def test_platform_options_and_ids():
    kros = find_game("krosmaster")
    opts = {"opponent": "bot", "scenario": "tuto1"}
    assert computer_seats(kros, opts) == (1, "normal") and opts == {"scenario": "tuto1"}
    assert computer_seats(kros, {"bots": "3", "level": "strong"}) == (3, "strong")
    assert computer_seats(kros, {}) == (0, None)
    assert computer_level("meneur:computer:strong:2") == "strong" and computer_level("console:alice") is None
    # the computer's generator is its own: not the table's seed, different at every version
    assert policy_seed("12" * 32, 3, 1) != "12" * 32
    assert policy_seed("12" * 32, 3, 1) != policy_seed("12" * 32, 4, 1)


def test_new_table_suggestions_offer_the_computer():
    from bot.shared.game_options import suggest

    kros = find_game("krosmaster")
    assert suggest(kros, "opp") == ["opponent:bot"]
    assert suggest(kros, "opponent:bot level:") == ["opponent:bot level:easy", "opponent:bot level:normal",
                                                    "opponent:bot level:strong"]
    assert suggest(find_game("dungeon_fighter"), "bots:2 ho") == ["bots:2 host_seat:"]
    for game in all_games():
        if not game.computer_levels:
            assert not any(s.startswith("opponent") for s in suggest(game, "opp"))


async def test_the_computers_secrets_are_whispered_to_nobody(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Over many computer turns no reply pings or whispers to the computer's id, and what the
    log keeps for its seat only (a face-down token, if it buys one) stays its own."""
    console, _out = _console(sqlite_db, tmp_path, "en")
    await console.run_lines(["@alice /game new krosmaster opponent:bot level:strong arena:fosse side:N autodeploy:true",
                             "@alice /game start"])
    for _ in range(40):  # alice only ends her activations; the computer plays many turns
        reply = await console.run_line("@alice /kros end")
        assert reply is not None
        if reply.error:  # her turn opens with the tension dice: kamas for both
            reply = await console.run_line("@alice /kros inspire die1:kamas die2:kamas")
            assert reply is not None and not reply.error, reply.text
        assert all(computer_level(u) is None for u in reply.whispers)
        assert "meneur:computer:strong:1" not in reply.mentions
        if reply.prompts == []:
            break
    rows = await _rows(sqlite_db)
    secret = [e for r in rows if r.seat == 1 for e in r.events if e.get("visible_to")]
    assert all(e["visible_to"] == [1] for e in secret)


async def test_only_the_last_computer_move_builds_a_board(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A computer turn of many moves builds one board reply and draws one picture: the moves
    before give it their lines; the human move that handed the turn over draws nothing either."""
    console, out = _console(sqlite_db, tmp_path)
    service = console.service
    service.render_images = True
    boards: list[int] = []
    drawn: list[int] = []
    board_reply, picture = service._board_reply, service.pictures.picture

    async def counted_board(*args, **kwargs):  # type: ignore[no-untyped-def]
        boards.append(1)
        return await board_reply(*args, **kwargs)

    async def counted_picture(*args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(1)
        return await picture(*args, **kwargs)

    service._board_reply = counted_board  # type: ignore[method-assign]
    service.pictures.picture = counted_picture  # type: ignore[method-assign]
    await console.run_lines(["@alice /game new krosmaster opponent:bot level:strong scenario:tuto4",
                             "@alice /game start"])
    first = await console.run_line("@alice /kros end")
    assert first is not None and not first.error and first.prompts[0]["name"] == "alice"
    boards.clear()
    drawn.clear()
    before = len(await _rows(sqlite_db))
    reply = await console.run_line("@alice /kros end")  # alice's second Krosmaster: the computer's turn
    assert reply is not None and not reply.error
    played = [r for r in (await _rows(sqlite_db))[before:] if r.user_id == "meneur:computer:strong:1"]
    assert len(played) >= 3
    assert (len(boards), len(drawn)) == (1, 1)
    assert reply.image is not None and reply.image.name.endswith(f"-{reply.version}.png")
    assert reply.board == "post" and reply.prompts[0]["name"] == "alice" and reply.choices
    assert reply.text == "➡️ alice : Anna Tommy joue : 3 PM, 6 PA."
    # every move's public lines, the human's first, each once and in the log's order
    loaded = await service._load("console:main", latest=True)
    logged = [line for r in (await _rows(sqlite_db))[before:]
              for line in service._event_lines("fr", loaded, [Event.model_validate(e) for e in r.events], None)]
    assert reply.events == logged
    assert logged[:3] == ["Reine des Tofus termine son tour.", "alice a fini son tour.",
                          "Tour 2 : à Ordinateur fort de jouer."]
    assert logged[-2:] == ["Tour 3 : à alice de jouer.", "Anna Tommy commence son tour."]
    assert sum(line.startswith("🤖") for line in logged) >= 3

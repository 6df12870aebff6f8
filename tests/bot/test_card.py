"""The ledger (a board per hand), mentions, the table card and the catch-up, at the service."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta

import pytest

from bot.console.table import ConsoleTable
from bot.service import Service
from bot.service.card import card_link
from bot.shared.card import message_link
from db import repository as repo
from db.models import GameTable
from rules.core import Event
from tests.conftest import actor
from tests.support.duel import Duel

ALICE, BOB = actor("alice"), actor("bob")


async def start_duel(service: Service) -> None:
    assert not (await service.create(ALICE, "duel", {"target": "50"})).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error


async def table_row(service: Service) -> GameTable:
    async with service.db.session() as s:
        table = await repo.active_table(s, "chan") or await repo.latest_table(s, "chan")
    assert table is not None
    return table


async def test_the_hand_keeps_one_board_and_pings_only_whom_the_game_starts_waiting_on(service: Service) -> None:
    await start_duel(service)
    first = await service.act(ALICE, "mark", {"square": "A1"})
    assert (first.board, first.mentions, first.ledger) == ("edit", [], [])
    assert first.events == ["ev-duel-marked"] and first.text == "➡️ alice: prompt-duel-turn"
    second = await service.act(ALICE, "mark", {"square": "B2"})
    # the board edited in place keeps the lines of the hand so far
    assert (second.board, second.mentions, second.ledger) == ("edit", [], ["ev-duel-marked"])
    passed = await service.act(ALICE, "stop", {})
    assert (passed.board, passed.mentions, passed.ledger) == ("post", ["u-bob"], [])
    bob = await service.act(BOB, "mark", {"square": "A2"})
    assert (bob.board, bob.mentions, bob.ledger) == ("edit", [], ["ev-duel-stopped"])
    undone = await service.undo(BOB)
    assert (undone.board, undone.mentions, undone.ledger) == ("edit", [], ["ev-duel-stopped"])
    status = await service.status(ALICE)
    assert (status.board, status.mentions, status.show_card) == ("post", [], True)
    assert status.ledger == ["ev-duel-stopped"]


async def test_a_moderator_starting_the_game_pings_the_first_player(service: Service) -> None:
    assert not (await service.create(ALICE, "duel")).error
    assert not (await service.join(BOB)).error
    started = await service.start(actor("mod", manage=True))
    assert started.mentions == ["u-alice"] and started.board == "post"


async def test_an_announced_event_posts_a_new_board_without_pinging_the_actor(
        service: Service, monkeypatch: pytest.MonkeyPatch) -> None:
    apply = Duel._apply

    def announcing(self, state, seat, action, rng):  # type: ignore[no-untyped-def]
        events: list[Event] = apply(self, state, seat, action, rng)
        return [e.model_copy(update={"announce": e.code == "duel-marked"}) for e in events]

    monkeypatch.setattr(Duel, "_apply", announcing)
    await start_duel(service)
    marked = await service.act(ALICE, "mark", {"square": "A1"})
    assert (marked.board, marked.mentions) == ("post", [])


async def test_the_card_says_who_is_awaited_since_when_and_the_last_actions(service: Service, clock) -> None:
    await start_duel(service)
    started_at = clock.now
    clock.advance(5)
    await service.act(ALICE, "mark", {"square": "A1"})
    clock.advance(5)
    reply = await service.act(ALICE, "stop", {})
    card = reply.card
    assert card is not None
    table = await table_row(service)
    assert card.title == f"duel — table #{table.id}" and card.lang == "en"
    assert card.awaited == ["➡️ bob: prompt-duel-turn"]
    assert card.since == started_at + timedelta(minutes=10) and card.deadline is None
    assert card.recent == ["#3 alice: ev-duel-marked", "#4 alice: ev-duel-stopped"]
    assert card.seed_hash == table.seed_hash and not card.finished
    assert card.text() == "\n".join([
        f"📋 duel — table #{table.id}",
        "➡️ bob: prompt-duel-turn",
        "Awaited since 2026-11-22 12:10 UTC",
        "Last actions",
        "  #3 alice: ev-duel-marked",
        "  #4 alice: ev-duel-stopped",
        f"Seed hash (SHA-256): {table.seed_hash}",
    ])
    # a deadline, when one is set, is on the card too
    async with service.db.session() as s:
        row = await s.get(GameTable, table.id)
        assert row is not None
        row.deadline_at = datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
        s.add(row)
        await s.commit()
    status = await service.status(BOB)
    assert status.card is not None and status.card.deadline == datetime(2026, 11, 23, 12, 0, tzinfo=UTC)
    assert "Deadline 2026-11-23 12:00 UTC" in status.card.text().splitlines()


async def test_the_card_in_french(service: Service) -> None:
    """The card is public: it speaks the table's language (here French), whoever asks."""
    assert not (await service.create(ALICE, "duel", {"target": "50"}, locale="fr")).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error
    status = await service.status(actor("bob", locale="en"))
    assert status.card is not None
    assert status.card.text().splitlines()[2:] == [
        "En attente depuis 2026-11-22 12:00 UTC",
        f"Empreinte de la graine (SHA-256) : {status.card.seed_hash}",
    ]


async def test_the_card_link_and_the_pings_that_carry_it(service: Service) -> None:
    await start_duel(service)
    table = await table_row(service)
    assert card_link(table) is None  # not posted yet
    await service.remember_card(table.id or 0, "1234567890")
    await service.remember_board(table.id or 0, "1234567891")
    table = await table_row(service)
    assert (table.card_message_id, table.board_message_id) == ("1234567890", "1234567891")
    assert message_link("42", "77", "99") == "https://discord.com/channels/42/77/99"
    assert message_link(None, "77", "99") == "https://discord.com/channels/@me/77/99"
    assert message_link("guild", "chan", "99") is None  # not Discord ids (the console)
    table.guild_id, table.channel_id = "42", "77"
    assert card_link(table) == "https://discord.com/channels/42/77/1234567890"


async def test_the_console_prints_the_card_on_status(service: Service, tmp_path) -> None:
    out = io.StringIO()
    console = ConsoleTable(service=service, images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out,
                           locale="en")
    await console.run_lines(["@alice /game new duel", "@bob /game join", "@alice /game start"])
    out.truncate(0)
    out.seek(0)
    await console.run_line("@bob:en /game status")
    lines = out.getvalue().splitlines()
    assert lines[:4] == ["➡️ alice: prompt-duel-turn", "📋 duel — table #1", "➡️ alice: prompt-duel-turn",
                         "Awaited since 2026-11-22 12:00 UTC"]
    assert lines[4].startswith("Seed hash (SHA-256): ") and len(lines[4]) == len("Seed hash (SHA-256): ") + 64


async def test_a_player_back_after_six_hours_gets_what_they_missed_once(service: Service, clock) -> None:
    await start_duel(service)
    await service.act(ALICE, "stop", {})
    assert await service.catch_up(ALICE) is None  # just played
    clock.advance(60)
    await service.act(BOB, "mark", {"square": "A1"})
    clock.advance(60)
    await service.act(BOB, "stop", {})
    clock.advance(4 * 60 - 1)  # 5 h 59 min after alice's move
    assert await service.catch_up(ALICE) is None
    clock.advance(1)
    back = await service.catch_up(ALICE)
    assert back is not None and back.private
    assert back.text.splitlines() == [
        "Since your last move here (6 hours ago), 2 public events:",
        "#4 bob: ev-duel-marked",
        "#5 bob: ev-duel-stopped",
    ]
    assert await service.catch_up(ALICE) is None  # told once
    assert await service.catch_up(BOB) is None  # bob played 4 hours ago
    assert await service.catch_up(actor("carol")) is None  # not seated
    french = await service.catch_up(actor("bob", locale="fr"))
    assert french is None
    clock.advance(5 * 60)
    await service.act(ALICE, "mark", {"square": "B1"})
    again = await service.catch_up(actor("bob", locale="fr"))
    assert again is not None and again.text.splitlines() == [
        "Depuis votre dernier coup ici (il y a 9 heures), 1 événement public :",
        "#6 alice: ev-duel-marked",
    ]


async def test_the_catch_up_keeps_the_latest_lines(service: Service, clock) -> None:
    await start_duel(service)
    await service.act(ALICE, "stop", {})
    for square in [f"{c}{r}" for c in "ABCDEFGH" for r in "1234"]:
        await service.act(BOB, "mark", {"square": square})
    clock.advance(7 * 60)
    back = await service.catch_up(ALICE)
    assert back is not None
    lines = back.text.splitlines()
    assert lines[:2] == ["Since your last move here (7 hours ago), 32 public events:",
                         "… 7 earlier lines left out."]
    assert lines[2] == "#11 bob: ev-duel-marked" and lines[-1] == "#35 bob: ev-duel-marked" and len(lines) == 27


def test_an_edited_board_keeps_the_latest_lines_of_the_hand_within_2000_characters() -> None:
    from bot.discord.post import with_ledger
    from bot.discord.ui import CONTENT_LIMIT, build_message
    from bot.service.card import build_card
    from bot.shared.replies import Reply

    table = GameTable(id=3, channel_id="1", game="duel", host_id="1", seed="s", seed_hash="h")
    card = build_card("en", table, "duel", ["➡️ alice: prompt-duel-turn"], [], finished=False)
    ledger = [f"line {i:03d} " + "x" * 90 for i in range(40)]
    reply = Reply(text="➡️ alice: prompt-duel-turn", events=["ev-duel-marked"], ledger=ledger, card=card,
                  board="edit", table_id=3)
    shown = with_ledger(reply)
    content = build_message(shown).content or ""
    assert len(content) <= CONTENT_LIMIT and not build_message(shown).embeds
    kept = [line for line in ledger if line in content]
    assert kept == ledger[-len(kept):] and len(kept) == 19  # the latest ones
    assert content.splitlines()[0] == "… (21 earlier lines of this turn in /game log)"
    assert content.splitlines()[-2:] == ["ev-duel-marked", "➡️ alice: prompt-duel-turn"]
    short = Reply(text="t", events=["e"], ledger=["a", "b"], board="edit")
    assert with_ledger(short).events == ["a", "b", "e"]


def test_the_card_embed() -> None:
    from bot.discord.card import card_embed, timestamp
    from bot.service.card import build_card

    table = GameTable(id=3, channel_id="1", game="duel", host_id="1", seed="s", seed_hash="ab" * 32,
                      awaiting_since=datetime(2026, 11, 22, 12, 0, tzinfo=UTC),
                      deadline_at=datetime(2026, 11, 23, 12, 0))  # naive, as SQLite gives it back
    card = build_card("fr", table, "duel", ["➡️ bob : prompt-duel-turn"], [f"#{i} bob: " + "y" * 300
                                                                          for i in range(6)], finished=False)
    embed = card_embed(card).to_dict()
    assert embed["title"] == "duel — table n°3" and embed["description"] == "➡️ bob : prompt-duel-turn"
    assert [f["name"] for f in embed["fields"]] == ["En attente depuis", "Échéance", "Dernières actions"]
    assert embed["fields"][0]["value"] == "<t:1795348800:R>" == timestamp(table.awaiting_since)
    assert embed["fields"][1]["value"] == "<t:1795435200:f> (<t:1795435200:R>)"
    # the last 4 actions, each cut to 160 characters, the field within Discord's 1024
    assert embed["fields"][2]["value"].splitlines() == [f"#{i} bob: " + "y" * 151 + "…" for i in range(2, 6)]
    assert embed["footer"]["text"] == "Empreinte de la graine (SHA-256) : " + "ab" * 32
    assert len(card_embed(card)) < 2000


def test_the_games_announce_knock_outs_reveals_and_ends() -> None:
    """Krosmaster and Dungeon Fighter mark what everyone must see (docs/rulings.md)."""
    from rules.dungeon_fighter import GAME as DF
    from rules.dungeon_fighter.model import Go
    from rules.krosmaster.model import Cast
    from tests.rules.dungeon_fighter.helpers import in_combat, new_game, resolve
    from tests.rules.krosmaster.helpers import CRIT, MISS, summon_of, table, unit

    t = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "E6")], dice=[CRIT, MISS])
    unit(t, "anna-tommy").wounds = 10
    summon_of(t, "roi-des-bouftous", "bouftou", "D6")
    t.act(0, Cast(spell="bouftabaffe", at="E6"))
    assert [e.code for e in t.events if e.announce] == ["kros-ko", "kros-game-over"]  # the only unit K.O.
    assert not any(e.announce for e in t.events if e.code in ("kros-cast", "kros-hit"))
    state, rng = new_game()
    entry = DF.apply(state, 0, Go(room=next(iter(DF.successors(state)))), rng)
    assert [e.code for e in entry.events if e.announce] == ["df-encounter"]
    state, rng = new_game(heroes=("torm",))
    in_combat(state, "dragonnet")
    state.heroes[0].pv = 2
    assert "df-fainted" in [e.code for e in resolve(state, rng, 0, "red", 0) if e.announce]

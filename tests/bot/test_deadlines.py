"""Deadlines: the default is played once on time-out, logged for the seat, and never for a stale table."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest

from bot.service import Service, TimedOut
from bot.service.deadlines import TIMEOUT_USER
from db import repository as repo
from db import scheduling as sched
from rules.core import registry
from tests.conftest import actor
from tests.support.window import WINDOW

ALICE, BOB, CAROL = actor("alice"), actor("bob"), actor("carol")
MOD = actor("mod", manage=True)
TIMEOUT_EN = "⏰ {}: time is up, the default move was played (applied on time-out)."


@pytest.fixture(autouse=True)
def _window_game() -> Iterator[None]:
    registry.register(WINDOW)
    yield
    registry.unregister(WINDOW.id)


class Boards:
    """A fake adapter: the boards it was asked to post."""

    def __init__(self) -> None:
        self.posted: list[TimedOut] = []

    async def __call__(self, done: TimedOut) -> None:
        self.posted.append(done)


async def tick(service: Service) -> Boards:
    boards = Boards()
    assert await service.apply_deadlines(boards) == len(boards.posted)
    return boards


async def table_row(service: Service, channel: str = "chan"):
    async with service.db.session() as s:
        return await repo.active_table(s, channel) or await repo.latest_table(s, channel)


async def log_rows(service: Service):
    table = await table_row(service)
    async with service.db.session() as s:
        return await repo.action_log(s, table.id)


async def open_table(service: Service, game: str = "duel", options: dict | None = None, players=(ALICE, BOB),
                     deadline: int | None = None) -> None:
    assert not (await service.create(players[0], game, options)).error
    for p in players[1:]:
        assert not (await service.join(p)).error
    if deadline is not None:
        shown = await service.settings(players[0], deadline=deadline)
        assert not shown.error, shown.text
    assert not (await service.start(players[0])).error


async def test_a_prompt_times_out_once_with_its_default(service: Service, clock) -> None:
    await service.settings(MOD, locale="en")
    await open_table(service, deadline=60)
    clock.advance(59)
    assert (await tick(service)).posted == []
    clock.advance(2)
    boards = await tick(service)
    assert [(b.channel_id, b.seats) for b in boards.posted] == [("chan", [0])]
    reply = boards.posted[0].reply
    assert reply.events == [TIMEOUT_EN.format("alice"), "ev-duel-stopped"]
    assert reply.mentions == ["u-bob"] and reply.prompts[0]["seat"] == 1
    last = (await log_rows(service))[-1]
    assert (last.seat, last.user_id, last.action) == (0, TIMEOUT_USER, {"type": "stop"})
    assert [e["code"] for e in last.events] == ["timeout-applied", "duel-stopped"]
    assert (await tick(service)).posted == []  # never twice
    table = await table_row(service)
    assert table.state["active"] == 1 and table.deadline_claimed_until is None
    assert sched.aware(table.deadline_at) == clock.now + timedelta(minutes=60)  # bob's turn, bob's hour
    clock.advance(61)
    assert [b.reply.events[0] for b in (await tick(service)).posted] == [TIMEOUT_EN.format("bob")]


async def test_the_players_own_moves_restart_the_deadline(service: Service, clock) -> None:
    await open_table(service, deadline=60)
    clock.advance(50)
    assert not (await service.act(ALICE, "mark", {"square": "A1"})).error
    clock.advance(50)
    assert (await tick(service)).posted == []
    clock.advance(11)
    assert [b.seats for b in (await tick(service)).posted] == [[0]]


async def test_a_claim_made_stale_by_a_move_is_dropped(service: Service, clock) -> None:
    await open_table(service, deadline=60)
    clock.advance(61)
    async with service.db.session() as s:
        (claimed,) = await sched.claim_deadlines(s, clock.now, clock.now + timedelta(minutes=2))
    assert not (await service.act(ALICE, "stop", {})).error  # alice moves just in time
    assert await service._time_out(claimed, clock.now) is None
    rows = await log_rows(service)
    assert [(r.seat, r.user_id) for r in rows[1:]] == [(0, "u-alice")]
    table = await table_row(service)
    assert table.state["active"] == 1 and sched.aware(table.deadline_at) == clock.now + timedelta(minutes=60)
    assert (await tick(service)).posted == []


async def test_a_window_times_out_every_seat_still_in_it(service: Service, clock) -> None:
    """The game's own prompt deadline (no table setting); the default is timeout_action, not the zombie's."""
    await service.settings(MOD, locale="en")
    await open_table(service, "window", {"window_seconds": "120"}, (ALICE, BOB, CAROL))
    clock.advance(1)
    assert not (await service.act(ALICE, "buy", {})).error  # she is still in the window: its clock restarts
    clock.advance(1)
    assert not (await service.act(BOB, "done", {})).error  # bob leaves: the others' clock runs on
    clock.advance(0.9)
    assert (await tick(service)).posted == []
    clock.advance(0.2)
    boards = await tick(service)
    assert [b.seats for b in boards.posted] == [[0, 2]]
    assert boards.posted[0].reply.events == [TIMEOUT_EN.format("alice"), "ev-window-done",
                                             TIMEOUT_EN.format("carol"), "ev-window-done", "ev-window-round"]
    rows = await log_rows(service)
    assert [(r.seat, r.user_id, r.action["type"]) for r in rows[1:]] == [
        (0, "u-alice", "buy"), (1, "u-bob", "done"), (0, TIMEOUT_USER, "done"), (2, TIMEOUT_USER, "done")]
    table = await table_row(service)
    assert table.state["round"] == 2 and table.state["coins"] == [1, 0, 0]
    assert sched.aware(table.deadline_at) == clock.now + timedelta(seconds=120)


async def test_a_prompt_without_deadline_overrides_the_tables(service: Service, clock) -> None:
    await open_table(service, "window", {"window_seconds": "0"}, deadline=1)
    clock.advance(24 * 60)
    assert (await tick(service)).posted == []
    assert (await table_row(service)).deadline_at is None


async def test_deadline_settings_are_checked_and_count_from_the_change(service: Service, clock) -> None:
    await open_table(service)
    refused = await service.settings(BOB, deadline=30)
    assert refused.error and refused.text.startswith("Only the table's host")
    bad = await service.settings(ALICE, deadline=20000)
    assert bad.text == "Invalid deadline for deadline (20000 min): between 0 (none) and 10080 minutes (one week)."
    assert (await service.settings(ALICE, server_deadline=30)).text.startswith("You need the")
    assert (await table_row(service)).deadline_at is None
    clock.advance(180)  # alice has been thinking for three hours
    shown = await service.settings(MOD, server_deadline=30)
    assert shown.text.splitlines()[1:] == ["Default deadline for a move on this server: 30 min (0 = none).",
                                           "This table's deadline: the server's (30 min).",
                                           "At this table the computer takes the seat of a player who lets "
                                           "2 deadlines pass in a row."]
    assert sched.aware((await table_row(service)).deadline_at) == clock.now + timedelta(minutes=30)
    assert (await tick(service)).posted == []
    shown = await service.settings(ALICE, deadline=0)
    assert shown.text.splitlines()[2] == "This table's deadline: 0 min (0 = none)."
    assert (await table_row(service)).deadline_at is None
    clock.advance(31)
    assert (await tick(service)).posted == []


async def test_no_default_means_no_time_out(service: Service, clock, monkeypatch) -> None:
    from tests.support.duel import DUEL

    monkeypatch.setattr(type(DUEL), "zombie_action", lambda self, state, seat: None)
    await open_table(service, deadline=10)
    clock.advance(11)
    assert (await tick(service)).posted == []
    table = await table_row(service)
    assert table.deadline_at is None and table.version == 2 and table.state["active"] == 0

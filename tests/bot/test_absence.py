"""Absence is a fact, not a host's choice (issue 27): the host plays for an awaited seat only
once its deadline passed or a reminder went unanswered (or, at a table with neither, after 10
minutes awaited); a free action (Kravora's /kra shield) never moves its player's deadline."""

from __future__ import annotations

from datetime import timedelta

from bot.service import Service
from db import repository as repo
from db.scheduling import aware
from tests.conftest import actor

ALICE, BOB = actor("alice"), actor("bob")


async def _row(service: Service):  # type: ignore[no-untyped-def]
    async with service.db.session() as s:
        return await repo.active_table(s, "chan")


async def _duel(service: Service) -> None:
    assert not (await service.create(ALICE, "duel", {"target": "10"})).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error
    assert not (await service.act(ALICE, "stop", {})).error  # bob is awaited


async def test_the_host_plays_for_a_seat_only_once_its_deadline_passed(service: Service, clock) -> None:  # type: ignore[no-untyped-def]
    await _duel(service)
    assert not (await service.settings(ALICE, deadline=30)).error
    clock.advance(29)
    early = await service.skip(ALICE)
    assert early.error and early.text == ("bob is not away: you may play for them only once their deadline has "
                                          "passed or a reminder went unanswered (in 1 min).")
    assert (await _row(service)).version == 3  # nothing played
    clock.advance(1)
    assert not (await service.skip(ALICE)).error


async def test_or_once_a_reminder_went_unanswered(service: Service, clock) -> None:  # type: ignore[no-untyped-def]
    assert not (await service.settings(actor("mod", manage=True), reminder_minutes=60)).error
    await _duel(service)
    early = await service.skip(ALICE)
    assert early.error and early.text.endswith("reminder went unanswered. A reminder will be sent to them.")
    clock.advance(60)
    sent = []

    async def deliver(due):  # type: ignore[no-untyped-def]
        from bot.service import Delivery

        sent.append(due.reply.text)
        return Delivery.SENT

    assert await service.send_reminders(deliver) == 1 and sent
    assert not (await service.skip(ALICE)).error


async def test_a_free_action_never_moves_its_players_deadline(service: Service, clock) -> None:  # type: ignore[no-untyped-def]
    assert not (await service.create(ALICE, "kravora")).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error
    assert not (await service.settings(ALICE, deadline=30)).error
    before = await _row(service)
    due = aware(before.deadline_at)
    assert due is not None
    clock.advance(20)
    for player in (ALICE, BOB):  # the awaited player and the other one: no deadline moves
        reply = await service.act(player, "shield", {"auto": "true"})
        assert not reply.error, reply.text
        after = await _row(service)
        assert aware(after.deadline_at) == due and after.awaiting_since == before.awaiting_since
    clock.advance(10)
    assert aware((await _row(service)).deadline_at) <= clock.now + timedelta(seconds=0)

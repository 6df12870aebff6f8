"""Reminders: what they say, when they fall due, and claim -> send -> mark."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from bot.service import Delivery, DueReminder, Service
from bot.shared.replies import Actor
from db import repository as repo
from db import scheduling as sched
from db.scheduling import Scope
from tests.conftest import actor

ALICE, BOB = actor("alice"), actor("bob")
MOD = actor("mod", manage=True)


async def start(service: Service, game: str = "duel", who: tuple = (ALICE, BOB)) -> None:
    assert not (await service.create(who[0], game)).error
    for other in who[1:]:
        assert not (await service.join(other)).error
    started = await service.start(who[0])
    assert not started.error, started.text


class Outbox:
    """A fake adapter: records what it delivered, or fails as told."""

    def __init__(self, outcome: Delivery = Delivery.SENT, fail: bool = False) -> None:
        self.outcome, self.fail = outcome, fail
        self.sent: list[DueReminder] = []

    async def __call__(self, due: DueReminder) -> Delivery:
        if self.fail:
            raise ConnectionError("Discord is unreachable")
        self.sent.append(due)
        return self.outcome

    def texts(self) -> list[str]:
        return [d.reply.text for d in self.sent]


async def remind(service: Service, scope: Scope = sched.ALL) -> Outbox:
    box = Outbox()
    assert await service.send_reminders(box, scope) == len(box.sent)
    return box


async def test_a_reminder_names_the_game_the_question_and_the_wait(service: Service, clock) -> None:
    await service.settings(actor("mod", manage=True, locale="fr"), reminder_minutes=60, locale="en")
    await start(service, "krosmaster")
    assert (await remind(service)).sent == []
    clock.advance(3 * 60 + 5)
    box = await remind(service)
    assert box.texts() == ["Reminder: alice, your game of Krosmaster Arena has been waiting for you for 3 h.\n"
                           "➡️ alice: Choose the arena."]
    due = box.sent[0]
    assert due.reply.mentions == ["u-alice"] and due.channel_id == "chan" and due.guild_id == "guild"
    assert due.lang == "en" and due.minutes == 60
    await service.settings(MOD, locale="fr")
    clock.advance(61)
    assert (await remind(service)).texts() == [
        "Rappel : alice, votre partie de Krosmaster Arena vous attend depuis 4 h.\n➡️ alice : Choisissez l'arène."]


async def test_the_clock_restarts_on_the_awaited_players_own_moves(service: Service, clock) -> None:
    await service.settings(MOD, reminder_minutes=60)
    await start(service)
    clock.advance(50)
    assert not (await service.act(ALICE, "mark", {"square": "A1"})).error  # still her turn
    clock.advance(50)
    assert (await remind(service)).sent == []  # 100 min into her turn, 50 since her last move
    clock.advance(11)
    box = await remind(service)
    assert [d.reply.mentions for d in box.sent] == [["u-alice"]]
    # the server's language (the fixture's server speaks English); the test game has no catalog
    assert box.texts() == ["Reminder: alice, your game of game-duel has been waiting for you for 1 h.\n"
                           "➡️ alice: prompt-duel-turn"]
    assert (await remind(service)).sent == []  # once per delay
    clock.advance(60)
    assert len((await remind(service)).sent) == 1
    await service.act(ALICE, "stop", {})
    clock.advance(59)
    assert (await remind(service)).sent == []
    clock.advance(1)
    assert [d.reply.mentions for d in (await remind(service)).sent] == [["u-bob"]]


async def test_a_failed_send_is_not_marked_and_comes_back_after_the_claim(service: Service, clock) -> None:
    await service.settings(MOD, reminder_minutes=30)
    await start(service)
    clock.advance(31)
    down = Outbox(fail=True)
    assert await service.send_reminders(down) == 0
    retry = Outbox(Delivery.RETRY)
    assert await service.send_reminders(retry) == 0 and retry.sent == []  # still claimed by the failed send
    clock.advance(service.reminder_claim.total_seconds() / 60)
    assert await service.send_reminders(retry) == 0 and len(retry.sent) == 1  # claim expired: due again
    clock.advance(service.reminder_claim.total_seconds() / 60)
    box = await remind(service)
    assert len(box.sent) == 1
    async with service.db.session() as s:
        table = await repo.active_table(s, "chan")
    assert table.reminders_sent == 1 and table.reminder_claimed_until is None
    assert sched.aware(table.reminder_due_at) == clock.now + timedelta(minutes=30)


async def test_a_dropped_reminder_waits_for_the_next_move(service: Service, clock) -> None:
    await service.settings(MOD, reminder_minutes=30)
    await start(service)
    clock.advance(31)
    gone = Outbox(Delivery.DROPPED)
    assert await service.send_reminders(gone) == 0 and len(gone.sent) == 1
    clock.advance(120)
    assert (await remind(service)).sent == []
    await service.act(ALICE, "stop", {})
    clock.advance(31)
    assert [d.reply.mentions for d in (await remind(service)).sent] == [["u-bob"]]


async def test_two_services_on_one_database_send_each_reminder_once(db, clock) -> None:
    first = Service(db, clock=clock, seed_factory=lambda: "ab" * 32)
    second = Service(db, clock=clock, seed_factory=lambda: "ab" * 32)
    await first.settings(MOD, reminder_minutes=30)
    for i in range(12):
        await start(first, who=(actor("alice", channel=f"t{i}"), actor("bob", channel=f"t{i}")))
    clock.advance(31)
    one, two = Outbox(), Outbox()
    await asyncio.gather(first.send_reminders(one, page=5), second.send_reminders(two, page=5))
    channels = [d.channel_id for d in one.sent + two.sent]
    assert sorted(channels) == sorted(f"t{i}" for i in range(12))


async def test_the_scan_keeps_to_its_scope(service: Service, clock) -> None:
    def far(name: str, manage: bool = False) -> Actor:
        return Actor(f"u-{name}", name, "far", guild_id="other-guild", locale="en", can_manage=manage)

    await service.settings(MOD, reminder_minutes=30)
    await service.settings(far("mod2", manage=True), reminder_minutes=30)
    await start(service)
    await start(service, who=(far("zoe"), far("yann")))
    clock.advance(31)
    mine = await remind(service, Scope.of(["guild"], dms=False))
    assert [(d.guild_id, d.reply.mentions) for d in mine.sent] == [("guild", ["u-alice"])]
    theirs = await remind(service, Scope.of(["other-guild"], dms=False))
    assert [(d.guild_id, d.reply.mentions) for d in theirs.sent] == [("other-guild", ["u-zoe"])]


async def test_a_new_reminder_delay_applies_to_waiting_tables_at_once(service: Service, clock) -> None:
    await service.settings(MOD, reminder_minutes=120)
    await start(service)
    clock.advance(45)
    assert (await remind(service)).sent == []
    await service.settings(MOD, reminder_minutes=30)  # she has waited 45 min already
    assert [d.reply.mentions for d in (await remind(service)).sent] == [["u-alice"]]
    await service.settings(MOD, reminder_minutes=0)
    clock.advance(600)
    assert (await remind(service)).sent == []
    async with service.db.session() as s:
        assert (await repo.active_table(s, "chan")).reminder_due_at is None

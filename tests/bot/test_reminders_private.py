"""A reminder carries, privately, what the awaited player alone may read (Strahd's hand in
Castle Ravenloft's strahd variant), from the game's ``describe_private``; never in its text."""

from __future__ import annotations

from bot.service import Service
from db import repository as repo
from rules.core import find_game
from tests.bot.test_reminders import MOD, remind
from tests.conftest import actor

ALICE, BOB, CAROL = actor("alice"), actor("bob"), actor("carol")
SEATS = [ALICE, BOB, CAROL]


async def state_of(service: Service):  # type: ignore[no-untyped-def]
    async with service.db.session() as s:
        table = await repo.active_table(s, "chan")
    return find_game("cr").load_state(table.state)


async def test_strahds_reminder_brings_his_hand_to_him_alone(service: Service, clock) -> None:
    game = find_game("cr")
    await service.settings(MOD, reminder_minutes=60)
    assert not (await service.create(ALICE, "cr", {"variants": "strahd"})).error
    for other in (BOB, CAROL):
        assert not (await service.join(other)).error
    assert not (await service.start(ALICE)).error
    # a hero is awaited first: their reminder has no private part
    clock.advance(61)
    box = await remind(service)
    assert [d.reply.mentions for d in box.sent] == [["u-bob"]] and box.sent[0].reply.whispers == {}
    # the heroes play on (their defaults) until Strahd is asked
    for _ in range(10):
        state = await state_of(service)
        seat = game.prompts(state)[0].seat
        if seat == 0:
            break
        action = game.dump_action(game.zombie_action(state, seat))
        kind = action.pop("type")
        assert not (await service.act(SEATS[seat], kind, {k: str(v) for k, v in action.items()})).error
    assert game.prompts(state)[0].seat == 0
    clock.advance(61)
    box = await remind(service)
    due = box.sent[0]
    assert due.reply.mentions == ["u-alice"]
    hand = {game.describe_private(state, 0, "en")}
    assert set(due.reply.whispers) == {"u-alice"} and {due.reply.whispers["u-alice"]} == hand
    assert "Encounters:" in due.reply.whispers["u-alice"] and "Encounters:" not in due.reply.text


async def test_an_absent_strahd_passes_when_his_deadline_expires(service: Service, clock) -> None:
    """The table's deadline reaches Strahd's decisions like any prompt: « Pass » is played for
    him, logged for his seat, and the table goes on."""
    from tests.bot.test_deadlines import tick

    game = find_game("cr")
    assert not (await service.create(ALICE, "cr", {"variants": "strahd"})).error
    for other in (BOB, CAROL):
        assert not (await service.join(other)).error
    assert not (await service.settings(ALICE, deadline=60)).error
    assert not (await service.start(ALICE)).error
    passes = 0
    for _ in range(40):  # nobody answers: the heroes' and Strahd's defaults on time-out
        state = await state_of(service)
        waiting = game.prompts(state)[0]
        clock.advance(61)
        boards = await tick(service)
        assert [b.seats for b in boards.posted] == [[waiting.seat]]
        if waiting.kind.startswith("cr-strahd-"):
            events = " ".join(boards.posted[0].reply.events)
            assert "Strahd passes" in events, events
            passes += 1
            if passes >= 2:
                break
    assert passes >= 2

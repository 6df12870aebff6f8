"""A Kravora game played to its end on (fake) Discord by pointing only: the lobby's buttons,
a turn-0 purchase in private steps (menu of units, then the line), then « Auto attack » and
the « Done » buttons on the board until the last fortress stands (the real discord.py client
against the fake Discord)."""

from __future__ import annotations

import asyncio

from bot.discord.app import MeneurBot

from .fake_discord import FakeDiscord, Message, User
from .test_pointing_e2e import check_everything_sent, open_table, played, point

#: the first-step answers the loop presses, best first
PRESS = ("Auto attack", "Done: the enemy attacks", "Done: end of turn", "Done")


def current_board(fake: FakeDiscord) -> Message | None:
    """The newest public message offering one of the answers the loop presses."""
    for m in reversed(fake.channel_messages()):
        if any(label in PRESS for label in m.labels()):
            return m
    return None


async def settle(fake: FakeDiscord, bot: MeneurBot) -> None:
    """Wait until the bot has finished its moves (none admitted: their rules run beside the
    loop, so a long one is not a quiet moment) and its posting and editing (nothing changes
    for a moment)."""
    def snapshot() -> list[tuple[int, int | None, int, bool]]:
        return [(m.id, m.edited_ms, len(m.components), m.deleted) for m in fake.messages]

    before = snapshot()
    for _ in range(100):
        await asyncio.sleep(0.03)
        now = snapshot()
        if now == before and not bot.service.admission.queued:
            return
        before = now


async def press(fake: FakeDiscord, users: list[User], board: Message, label: str) -> Message:
    """Press ``label`` as whichever player it is for (the others are told it is not theirs)."""
    custom_id, seen = board.button(label)["custom_id"], fake.message_payload(board)
    for user in users:
        answer = await fake.answer(await fake.click(user, board, custom_id=custom_id, seen=seen))
        if answer.ephemeral and answer.content == "This button is not for you.":
            continue
        return answer
    raise AssertionError(f"nobody may press {label!r}")


async def test_a_kravora_game_to_its_end_by_pointing_only(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "kravora", "first:0 spend_deadline:3600")
    assert board.labels() == ["Buy a unit… (5L)", "Done"]  # no building for 5 L at turn 0 (issue 25)
    assert board.files and next(iter(board.files.values()))[:8] == b"\x89PNG\r\n\x1a\n"

    # turn 0: a purchase in private steps (the unit in a menu, then the line)
    units = await point(fake, alice, board, "Buy a unit… (5L)")
    assert units.ephemeral and "Costaud · 4L · 5 PV" in units.labels()
    lines = await point(fake, alice, units, "Costaud · 4L · 5 PV")
    assert lines.ephemeral and lines.labels() == ["Line 1", "Line 2", "Line 3", "Line 4", "Line 5"]
    bought = await played(fake, await point(fake, alice, lines, "Line 4"), board)
    assert "alice buys Costaud on line 4 (−4L, 1L left)" in bought.content

    users = [alice, bob]
    moves = 0
    for moves in range(400):
        now = current_board(fake)
        if now is None:
            break
        label = next(lb for lb in PRESS if lb in now.labels())
        answer = await press(fake, users, now, label)
        assert not (answer.ephemeral and "out of date" in answer.content), answer.content
        await settle(fake, bot)
    assert moves > 10
    everything = "\n".join(m.text for m in fake.channel_messages())
    assert " wins! Last fortress standing: " in everything or "End of turn 10, the highest wall" in everything
    assert "3.2: the enemies attack alice" in everything and "3.3: bob's enemies advance" in everything
    assert "(line 1) → line" in everything  # the bot's moves, one line per unit
    check_everything_sent(fake)

"""Mortebrume through the real discord.py client and the fake Discord, by post: hidden
designations by buttons, placements typed in a modal, declarations by pointing, the
defender's reaction left to its deadline (played by the clock) or answered by a button, to
the end of the battle."""

from __future__ import annotations

import asyncio
import re

from .conftest import BotRunner
from .fake_discord import FakeDiscord, Message
from .test_pointing_e2e import check_everything_sent, open_table, point

OPTIONS = "points:5 hordes:meleien,abelberien army1:milicien army2:pillard reaction_seconds:120 table:gue"
SPOTS = {"alice": {"at": "37.5,12", "facing": "n"}, "bob": {"at": "37.5,66", "facing": "s"}}


def latest_board(fake: FakeDiscord) -> Message:
    return [m for m in fake.channel_messages() if m.components and not m.ephemeral][-1]


def awaited(board: Message, users: dict) -> str:
    """Who the board waits on: the mentioned player, else the last « ➡️ name: » line."""
    for name, user in users.items():
        if f"<@{user.id}>" in board.content:
            return name
    lines = [line for line in board.content.splitlines() if line.startswith("➡️ ")]
    if lines:
        return lines[-1].split(" ", 2)[1].rstrip(":")
    if "attacks A1" in board.content:  # the defender's owner answers
        return "alice"
    if "attacks B1" in board.content:
        return "bob"
    found = re.search(r"Turn \d+, (\w+) holds the main", board.content)
    assert found, (board.content, board.labels())
    return found[1]


async def test_a_mortebrume_game_by_pointing_and_deadlines(fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start()
    users = {"alice": fake.add_user("alice"), "bob": fake.add_user("bob")}
    await open_table(fake, users["alice"], users["bob"], "mortebrume", OPTIONS)
    seen: list[str] = []
    timed_out = answered = 0
    for _ in range(80):
        await asyncio.sleep(0.05)
        if any("The battle is over" in m.content for m in fake.channel_messages()):
            break
        board = latest_board(fake)
        labels = board.labels()
        who = awaited(board, users)
        user = users[who]
        mine = "A1 Milicien" if who == "alice" else "B1 Pillard"
        if "Impose an activation on the opponent" in labels or (labels == [mine] and "holds the main" in board.content):
            seen.append("activation")
            step = await point(fake, user, board, mine)
            assert step.ephemeral and "Walk toward…" in step.labels() and "Go to coordinates (cm)" in step.labels()
            if "Strike (move to the best distance)" not in step.labels():  # one passe d'armes a turn (MB71)
                await point(fake, user, step, "Do nothing (activated)")
                continue
            step = await point(fake, user, step, "Strike (move to the best distance)")
            foe = "B1 Pillard" if who == "alice" else "A1 Milicien"
            assert step.labels() == [foe]
            await point(fake, user, step, foe)
        elif "A1 Milicien" in labels or "B1 Pillard" in labels:  # a hidden designation
            seen.append("designate")
            await point(fake, user, board, mine)
        elif "I place mine" in labels:
            seen.append("choose")
            await point(fake, user, board, "I place mine")
        elif labels and labels[0].startswith("Place "):
            seen.append("place")
            modal = await fake.modal(await fake.click(user, board, labels[0]))
            assert [c["custom_id"] for row in modal["components"] for c in row["components"]] == ["at", "facing"]
            bad = await fake.answer(await fake.submit_modal(user, modal, {"at": "200,200"}))
            assert bad.ephemeral and "leaves the table" in bad.content
            await fake.answer(await fake.submit_modal(user, modal, SPOTS[who]))
        elif "Dodge" in labels:
            seen.append("reaction")
            if timed_out == 0:  # by post: nobody answers, the clock plays the cautious default
                def late() -> int:
                    return sum(m.content.count("time is up") for m in fake.channel_messages())

                before = late()
                runner.clock.advance(3)  # the table's reaction window: 120 s
                await fake.wait_for(lambda: late() > before)  # a new board, or the board edited in place
                timed_out += 1
            else:
                answered += 1
                await point(fake, user, board, "Dodge")
        else:
            raise AssertionError((who, labels, board.content))
    else:
        raise AssertionError(("the battle did not end", seen, latest_board(fake).content))
    assert {"designate", "choose", "place", "activation", "reaction"} <= set(seen)
    assert timed_out == 1
    texts = " ".join(m.content for m in fake.channel_messages())
    assert "time is up, the default move was played" in texts and "reacts: dodge" in texts
    check_everything_sent(fake)

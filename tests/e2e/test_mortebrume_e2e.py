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
    found = re.search(r"Turn \d+, (\w+) holds the initiative", board.content)
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
        if "Impose an activation on the opponent" in labels or (labels == [mine] and "holds the initiative" in board.content):
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


KNIGHTS = ("points:30 hordes:meleien,abelberien army1:chevalier_meleien,milicien,milicien "
           "army2:chevalier_rouge,pillard,lanceur reaction_seconds:120 table:gue scenario:decapiter")
#: the knights face each other 3 cm apart; the others wait in their corners (cm, degrees)
PLACES = {"A1": (20, 25, 90), "A2": (5, 5, 0), "A3": (9, 5, 0), "B1": (25.5, 25, 270), "B2": (70, 70, 180),
          "B3": (66, 70, 180)}
KNIGHT = {"alice": "A1 Chevalier de l'Aube", "bob": "B1 Chevalier rouge"}


async def test_reserved_strikes_interrupt_by_post_and_the_scenario_ends_the_game(fake: FakeDiscord,
                                                                                 runner: BotRunner) -> None:
    from typing import Any

    from .test_pointing_e2e import edit_state

    bot = await runner.start()
    users = {"alice": fake.add_user("alice"), "bob": fake.add_user("bob")}
    await open_table(fake, users["alice"], users["bob"], "mortebrume", KNIGHTS)
    opening = " ".join(m.content for m in fake.channel_messages())
    assert "Scenario: Behead the horde. The horde whose leader (its costliest fighter) falls has lost" in opening
    assert "Deployment zones: alice in x 0–15, y 0–75, bob in x 60–75, y 0–75" in opening

    def prepare(state: dict[str, Any]) -> None:  # deployed: turn 1, alice holds the main
        for f in state["fighters"]:
            x, y, facing = PLACES[f["id"]]
            f.update(x=round(x * 100), y=round(y * 100), facing=facing * 10, placed=True)
        state.update(phase="main", turn=1, holder=0, actor=0, destiny=[1, 1], designated=[None, None])

    await edit_state(bot, fake, prepare)
    board = await fake.answer(await fake.slash(users["alice"], "game status"))
    step = await point(fake, users["alice"], board, KNIGHT["alice"])
    step = await point(fake, users["alice"], step, "Strike from here")
    await point(fake, users["alice"], step, KNIGHT["bob"])
    # bob may interrupt the declared strike: a prompt with the reaction deadline and a default
    window = await fake.wait_message(lambda m: "Interrupt it with a reserved action?" in m.content and m.components)
    assert window.labels() == ["Let it go", "B1 Chevalier rouge strikes A1 Chevalier de l'Aube"]
    assert f"<@{users['bob'].id}>" in window.content and "Measured" not in window.content  # nothing measured yet
    runner.clock.advance(3)  # nobody answers within 120 s: « Let it go » is played
    await fake.wait_for(lambda: any("bob lets it go" in m.content for m in fake.channel_messages()))
    texts = " ".join(m.content for m in fake.channel_messages())
    assert "time is up, the default move was played" in texts and "Measured: A1 Chevalier de l'Aube to B1" in texts

    seen: list[str] = []
    for _ in range(200):
        await asyncio.sleep(0.05)
        if any("a leader has fallen" in m.content or "Turn limit reached" in m.content
               for m in fake.channel_messages()):
            break
        board = latest_board(fake)
        labels = board.labels()
        who = awaited(board, users)
        user = users[who]
        mine = [label for label in labels if label.startswith("A" if who == "alice" else "B")]
        strikes = [label for label in labels if " strikes " in label]
        if "Let it go" in labels:  # a reserved-action window: strike when one can
            seen.append("interrupt" if "Interrupt it" in board.content else "counter")
            await point(fake, user, board, strikes[0] if strikes else "Let it go")
        elif "Absorb" in labels or "Dodge" in labels:  # a back attack leaves only the dodge (MA5)
            seen.append("reaction")
            await point(fake, user, board, "Absorb" if "Absorb" in labels else "Dodge")
        elif "Impose an activation on the opponent" in labels or "holds the initiative" in board.content:
            seen.append("activation")
            pick = KNIGHT[who] if KNIGHT[who] in labels else mine[0]
            step = await point(fake, user, board, pick)
            if "Strike (move to the best distance)" not in step.labels():
                await point(fake, user, step, "Do nothing (activated)")
                continue
            step = await point(fake, user, step, "Strike (move to the best distance)")
            foe = "alice" if who == "bob" else "bob"
            await point(fake, user, step, KNIGHT[foe] if KNIGHT[foe] in step.labels() else step.labels()[0])
        elif mine:  # the initiative's hidden designation
            seen.append("designate")
            await point(fake, user, board, mine[0])
        else:
            raise AssertionError((who, labels, board.content))
    else:
        raise AssertionError(("the game did not end", seen, latest_board(fake).content))
    texts = " ".join(m.content for m in fake.channel_messages())
    assert {"activation", "reaction", "designate", "interrupt", "counter"} <= set(seen), seen
    assert "Behead the horde: strike down the enemy leader, 6 turns at most" in texts  # the prompts' (card's) line
    assert "uses its reserved action" in texts
    assert "Behead the horde: a leader has fallen" in texts or "Turn limit reached" in texts
    check_everything_sent(fake)


async def test_an_area_spell_on_a_point_by_pointing(fake: FakeDiscord, runner: BotRunner) -> None:
    from typing import Any

    from .test_pointing_e2e import edit_state

    bot = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_table(fake, alice, bob, "mortebrume", "points:15 hordes:abelberien,abelberien army1:chaman,pillard "
                                                     "army2:pillard,pillard,pillard table:gue")
    places = {"A1": (20, 20, 0), "A2": (5, 5, 0), "B1": (19.5, 32, 180), "B2": (23, 32, 180), "B3": (70, 70, 180)}

    def prepare(state: dict[str, Any]) -> None:
        for f in state["fighters"]:
            x, y, facing = places[f["id"]]
            f.update(x=round(x * 100), y=round(y * 100), facing=facing * 10, placed=True)
        state.update(phase="main", turn=1, holder=0, actor=0, destiny=[1, 1], designated=[None, None])

    await edit_state(bot, fake, prepare)
    # the spells suggested to a typed command read in each reader's language
    found = await fake.autocomplete(alice, "mb act", "spell", fighter="A1", action="spell", spell="")
    assert {"name": "Fireball", "value": "boule_de_feu"} in found
    alice.locale = "fr"
    found = await fake.autocomplete(alice, "mb act", "spell", fighter="A1", action="spell", spell="")
    assert {"name": "Boule de feu", "value": "boule_de_feu"} in found
    alice.locale = "en-US"
    board = await fake.answer(await fake.slash(alice, "game status"))
    step = await point(fake, alice, board, "A1 Chaman du sang")
    step = await point(fake, alice, step, "Cast a spell")
    step = await point(fake, alice, step, "Fireball")  # the spell by its name, not its id
    assert "On a point of the table" in step.labels()
    modal = await fake.modal(await fake.click(alice, step, "On a point of the table"))
    fields = [c for row in modal["components"] for c in row["components"]]
    assert [(c["custom_id"], c.get("value")) for c in fields] == [("at", "20.0,30.0")]  # 10 cm ahead
    bad = await fake.answer(await fake.submit_modal(alice, modal, {"at": "90,10"}))
    assert bad.ephemeral and "is not a point" in bad.content
    await fake.answer(await fake.submit_modal(alice, modal, {"at": "21.25,32"}))
    await fake.wait_for(lambda: any("is activated" in m.content for m in fake.channel_messages()))
    texts = " ".join(m.content for m in fake.channel_messages())
    assert "Measured: A1 Chaman du sang to the point 21.25,32" in texts
    # the table's seed is drawn at random: a 1 on the D10 is an automatic failure (the spell is lost)
    assert ("A 1 cm zone around 21.25,32: B1 Pillard, B2 Pillard" in texts
            or "A1 Chaman du sang loses Fireball for the rest of the game" in texts)
    check_everything_sent(fake)

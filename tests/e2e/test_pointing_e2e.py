"""THE test of pointing: a Krosmaster turn and a Dungeon Fighter room played by clicks, menu
choices and a modal only (the real discord.py client against the fake Discord).

Opening the table is the one typed command (``/game new``); the lobby is buttons. The test
then prepares the position in the database (kamas to spend, an enemy in range, a reroll card)
as a scenario table would, and plays every move by pointing."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from typing import Any

from bot.discord.app import MeneurBot
from db import repository as repo

from .conftest import BotRunner
from .fake_discord import FakeDiscord, Message, User
from .limits import check_components, check_modal, has_openapi, object_errors


async def open_table(fake: FakeDiscord, host: User, guest: User, game: str, options: str) -> Message:
    lobby = await fake.answer(await fake.slash(host, "game new", game=game, options=options, thread=False))
    await fake.answer(await fake.click(guest, lobby, "Join"))
    board = await fake.answer(await fake.click(host, lobby, "Start the game"))
    assert not board.ephemeral
    await fake.wait_message(lambda m: m.pinned)  # then the table's card
    return board


async def edit_state(bot: MeneurBot, fake: FakeDiscord, change: Callable[[dict[str, Any]], None]) -> None:
    """Prepare the position (the table's stored state; its version does not move)."""
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
        assert table is not None and table.state is not None
        state = copy.deepcopy(table.state)
        change(state)
        table.state = state
        s.add(table)
        await s.commit()


async def point(fake: FakeDiscord, user: User, message: Message, label: str) -> Message:
    """Click the button labelled ``label``, or choose it in a select menu: the answer."""
    if label in [c.get("label") for row in message.components for c in row["components"]]:
        return await fake.answer(await fake.click(user, message, label))
    return await fake.answer(await fake.select(user, message, label))


BOARD_LINK = re.compile(r"https://discord\.com/channels/\d+/\d+/(\d+)")


async def played(fake: FakeDiscord, note: Message, board: Message | None = None) -> Message:
    """A move chosen in private steps: its one private message (the step message) ends as the
    move's summary (its events and a link to the board: ``board`` updated in place, or the new
    board the move posted); the board it links to."""
    found = BOARD_LINK.search(note.content)
    assert note.ephemeral and "The board is updated: https://discord.com/channels/" in note.content and found
    assert note.components == []  # no stale buttons left in the private message
    linked = next(m for m in fake.messages if m.id == int(found[1]))
    assert board is None or linked is board or not linked.ephemeral
    first = note.content.splitlines()[0]
    await fake.wait_for(lambda: first in linked.text)
    return linked


#: private answers that refuse a click or a form (they leave the step message as it was)
REFUSALS = ("This button is not for you.", "This message is out of date", "must be between", "leaves the table",
            "is not a point", "Ce bouton n'est pas pour vous", "Ce message n'est plus à jour", "doit être entre")


def private_messages_per_click(fake: FakeDiscord) -> list[tuple[bool, int]]:
    """For each click or form: whether it answered a private step message, and how many new
    private messages it made (refusals left out)."""
    out = []
    for iid, inter in fake.interactions.items():
        if inter["type"] not in (3, 5):
            continue
        origin = inter.get("message_obj")
        made = [m for m in fake.answers(iid) if m.ephemeral and not any(r in m.content for r in REFUSALS)]
        out.append((origin is not None and origin.ephemeral, len(made)))
    return out


def check_one_private_message_per_move(fake: FakeDiscord) -> None:
    """A pointed move lives in one private message: a click on the public board opens at most
    one, and every later step (a click or a form on that private message) edits it, up to the
    move's summary. So no move makes more than one private message."""
    counts = private_messages_per_click(fake)
    assert all(n == 0 for on_step, n in counts if on_step), counts
    assert all(n <= 1 for _on_step, n in counts), counts


def check_boards_are_described(fake: FakeDiscord) -> None:
    """Every board picture posted carries a description for screen readers (its alt text),
    within Discord's 1024 characters (render/alt/)."""
    boards = [a for m in fake.messages if not m.ephemeral for a in m.attachments
              if a["filename"].endswith(".png") and not a["filename"].startswith("duel-")]
    assert all(0 < len(a.get("description") or "") <= 1024 for a in boards), \
        [a["filename"] for a in boards if not a.get("description")]


def check_everything_sent(fake: FakeDiscord) -> None:
    """Every component and modal the bot sent fits Discord's limits and its OpenAPI schema, and
    no move made more than one private message."""
    check_one_private_message_per_move(fake)
    check_boards_are_described(fake)
    problems: list[str] = []
    for kind, body in fake.bodies:
        data = body.get("data", body) if kind == "callback" else body
        if kind == "callback" and body.get("type") == 9:
            problems += check_modal(data)
            if has_openapi():
                problems += object_errors(body, "ModalInteractionCallbackRequest")
            continue
        problems += check_components(kind, data.get("components") or [])
        if has_openapi():
            for row in data.get("components") or []:
                problems += object_errors(row, "ActionRowComponentForMessageRequest")
    assert problems == [], "\n".join(p[-400:] for p in problems)


async def test_a_krosmaster_turn_by_pointing_only(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "krosmaster", "arena:fosse side:N autodeploy:true")
    assert board.labels() == ["End Reine des Tofus's activation", "Move (4 PM)", "Invocation de Tofu · 3 PA"]

    def prepare(state: dict[str, Any]) -> None:
        state["kamas"][0] = 12  # alice has kamas to spend
        anna = next(u for u in state["units"] if u["id"] == "1-anna-tommy")
        anna["pos"] = [1, 7]  # B8: within Dan To Fu's reach of the demon cell B10

    await edit_state(bot, fake, prepare)
    public = len(fake.channel_messages())
    refused = await fake.answer(await fake.click(bob, board, "Move (4 PM)"))
    assert refused.ephemeral and refused.content == "This button is not for you."

    # move: the action, then the square in a select menu (13 squares, with their cost)
    move_id, on_screen = board.button("Move (4 PM)")["custom_id"], fake.message_payload(board)
    private = len(fake.private_messages())
    squares = await point(fake, alice, board, "Move (4 PM)")
    squares_on_screen = copy.deepcopy(squares)
    assert squares.ephemeral and squares.content == "Move (4 PM): choose."
    assert squares.labels()[:4] == ["A10 · 1 PM", "A12 · 1 PM", "A9 · 2 PM", "B10 · 2 PM"]
    assert [c["type"] for row in squares.components for c in row["components"]] == [3]
    assert len(fake.channel_messages()) == public  # the steps are private
    moved = await played(fake, await point(fake, alice, squares, "B10 · 2 PM"), board)
    assert "B10" in moved.content
    # the whole move lived in one private message: the step became the move's summary
    assert len(fake.private_messages()) == private + 1 and squares.components == []
    assert squares.content.startswith("Reine des Tofus moves from A11 to B10 (2 PM).")
    # a click that raced the move (the old buttons still on screen) is refused
    old = await fake.answer(await fake.click(alice, board, custom_id=move_id, seen=on_screen))
    assert old.ephemeral and "out of date" in old.content
    assert moved.labels() == ["End Reine des Tofus's activation", "Move (2 PM)", "Dan To Fu · 3 PA",
                              "Invocation de Tofu · 3 PA", "Pick up a kama · 1 PA (1 here)", "Buy… (12 kamas)"]

    # a spell: the spell with its cost, then its target
    private = len(fake.private_messages())
    targets = await point(fake, alice, moved, "Dan To Fu · 3 PA")
    assert targets.ephemeral and targets.labels() == ["B8 · Anna Tommy"]
    cast = await played(fake, await point(fake, alice, targets, "B8 · Anna Tommy"), board)
    assert "Dan To Fu" in cast.content
    assert len(fake.private_messages()) == private + 1

    # buy: the pile (a menu: face-up rewards named, face-down ones not), then who receives it
    private = len(fake.private_messages())
    items = await point(fake, alice, cast, "Buy… (12 kamas)")
    labels = items.labels()
    assert labels[0] == "A GG · 10 kamas" and "Granit pile 1 · 3 kamas · face down" in labels
    receivers = await point(fake, alice, items, "Granit pile 1 · 3 kamas · face down")
    assert receivers.ephemeral and receivers.content.startswith("Buy… (12 kamas) › Granit pile 1")
    bought = await played(fake, await point(fake, alice, receivers, "For Reine des Tofus (itself)"), board)
    assert "Granit" in bought.content
    assert len(fake.private_messages()) == private + 1  # three steps, one private message
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    queen = next(u for u in table.state["units"] if u["id"] == "0-reine-des-tofus")
    hidden = queen["rewards"][0]["id"]
    assert table.state["kamas"][0] == 9 and hidden not in bought.content  # the token stays secret
    from rules.krosmaster.content import content

    name = content().rewards[hidden].name
    assert hidden not in json.dumps(bought.components) and name not in bought.text
    assert name not in json.dumps(bought.components, ensure_ascii=False)

    # a stale step (the table moved on since it was shown) is refused privately
    stale = await fake.answer(await fake.select(alice, squares_on_screen, "A10 · 1 PM"))
    assert stale.ephemeral and "out of date" in stale.content

    # end: the ready-made answer, a button that carries its command
    ended = await point(fake, alice, bought, "End Reine des Tofus's activation")
    assert not ended.ephemeral and ended.labels()[0].startswith("End ")
    assert all(not m.ephemeral for m in fake.channel_messages())
    check_everything_sent(fake)


async def test_a_dungeon_fighter_room_by_pointing_only(fake: FakeDiscord, runner: BotRunner) -> None:
    bot = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "dungeon_fighter", "heroes:torm,randolph leader:0")
    room = board.labels()[0]
    assert room.startswith("Room ")
    fight = await point(fake, alice, board, room)
    assert not fight.ephemeral
    assert fight.labels() == ["Red die", "Blue die", "Green die", "White die", "Propose giving up this throw"]

    def reroll_card(state: dict[str, Any]) -> None:
        state["heroes"][0]["equipment"] = ["parchemin_de_relance"]
        state["combat"]["monster"] = "gobelin_commun"  # the table's seed is random: no Soufflé nor Double Rebond
        state["heroes"][0]["scars"] = ["red"]  # nor Torm's Furie Aveugle question after a landing on his symbol

    await edit_state(bot, fake, reroll_card)
    # the throw: the die, the aim on the grid's buttons, then « Other numbers… »: a modal
    grid = await point(fake, alice, fight, "Red die")
    assert grid.ephemeral and "F6" in grid.labels() and "D4" in grid.labels()
    powers = await point(fake, alice, grid, "F6")  # 25 squares and a way back: a menu
    assert powers.labels()[3] == "Power 8 (reaches F6)" and powers.labels()[-1] == "Other numbers…"
    modal = await fake.modal(await fake.click(alice, powers, "Other numbers…"))
    assert modal["title"] == "Your throw"
    inputs = [c for row in modal["components"] for c in row["components"]]
    assert [(c["custom_id"], c["label"], c.get("value")) for c in inputs] == [
        ("power", "Power (0.5 to 20; 8 reaches F6)", "8"), ("height", "Height (1 to 9)", "5")]
    await runner.stop(bot)
    await runner.start()  # the form is routed by its custom id alone: it survives a restart
    foreign = await fake.answer(await fake.submit_modal(bob, modal, {}))
    assert foreign.ephemeral and foreign.content == "This button is not for you."
    out_of_range = await fake.answer(await fake.submit_modal(alice, modal, {"power": "25"}))
    assert out_of_range.ephemeral and out_of_range.content == "power must be between 0.5 and 20 (not 25)."
    note = await fake.answer(await fake.submit_modal(alice, modal, {"power": "8", "height": "4"}))
    thrown = await played(fake, note, fight)
    assert thrown.labels() == ["Keep the result", "Reroll with Parchemin de Relance"]
    kept = await point(fake, alice, thrown, "Keep the result")
    assert not kept.ephemeral and kept.content
    # the same modal again: the table has moved on
    again = await fake.answer(await fake.submit_modal(alice, modal, {}))
    assert again.ephemeral and "out of date" in again.content
    check_everything_sent(fake)


def test_the_component_checks_can_fail() -> None:
    options = [{"label": f"o{i}", "value": str(i)} for i in range(26)]
    rows = [{"type": 1, "components": [{"type": 3, "custom_id": "x" * 101, "options": options},
                                       {"type": 2, "style": 2, "label": "b", "custom_id": "y"}]}]
    problems = check_components("t", rows)
    assert any("shares its row" in p for p in problems) and any("26 options" in p for p in problems)
    assert any("not 1-100" in p for p in problems)
    assert check_modal({"title": "t" * 46, "custom_id": "m", "components": []}) != []
    if has_openapi():
        assert object_errors(rows[0], "ActionRowComponentForMessageRequest") != []


async def test_steps_survive_a_restart(fake: FakeDiscord, runner: BotRunner) -> None:
    first = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "duel", "target:50")
    assert board.labels() == ["roll", "stop", "mark"]
    squares = await point(fake, alice, board, "mark")
    assert squares.ephemeral and squares.labels() == ["A1", "A2", "B1", "B2"]
    await runner.stop(first)
    await runner.start()  # the step's buttons are routed by their custom ids alone
    marked = await played(fake, await point(fake, alice, squares, "B1"), board)
    assert "ev-duel-marked" in marked.content
    assert marked.labels() == ["roll", "stop", "mark"]
    fewer = await point(fake, alice, marked, "mark")
    assert fewer.labels() == ["A1", "A2", "B2"]

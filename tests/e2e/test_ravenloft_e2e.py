"""Castle Ravenloft end to end: a game opened with ``/game new cr`` and played for several hero
turns by pointing only, at the console table and through the fake Discord (the real
discord.py client); every board carries the dungeon's picture."""

from __future__ import annotations

import io
from typing import Any

from PIL import Image

from bot.console.table import ConsoleTable
from bot.discord.app import MeneurBot
from bot.service import Service
from db import repository as repo

from .fake_discord import FakeDiscord
from .test_pointing_e2e import check_everything_sent, open_table, played, point

PREFERRED = ("Attack", "Move", "Explore")


def _png(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 150_000
    return Image.open(io.BytesIO(data))


async def _walk(console: ConsoleTable, who: str, first: int) -> Any:
    """Pick the first step ``first`` (1-based), then the first answer of every later step,
    until the move is played; the public reply."""
    step = await console.run_line(f"@{who} /pick {first}")
    labels: list[str] = []
    while step is not None and step.private and step.choices and not step.error:
        labels.append(step.choices[0].label)
        path = " ".join(str(p + 1) for p in step.choices[0].path or [])
        step = await console.run_line(f"@{who} /pick {path}")
    assert step is not None and not step.error, step.text if step else None
    return step, labels


async def test_a_game_at_the_console_by_pointing(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "12" * 32, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="en")
    replies = await console.run_lines(["@alice /game new cr", "@bob /game join", "@alice /game start"])
    board = replies[-1]
    assert not board.error and board.game_id == "ravenloft"
    assert board.image is not None and _png(board.image.data).width == 640
    players: list[str] = []
    moves = tiles = 0
    for _ in range(24):
        who = board.prompts[0]["name"]
        labels = [c.label for c in board.choices]
        assert labels, board.text
        pick = next((i for i, label in enumerate(labels) if label.startswith(PREFERRED)), len(labels) - 1)
        played_reply, steps = await _walk(console, who, pick + 1)
        events = " ".join(played_reply.events)
        if labels[pick] == "Move":
            # the square chosen by pointing is where the hero went (its label: « B2 (3 squares) »)
            square = steps[-1].split(" ")[0]
            assert f"to {square} " in events, (steps, events)
            moves += 1
        tiles += events.count("New tile:")
        if who not in players[-1:]:
            players.append(who)
        board = played_reply
        assert board.image is not None, "every public move posts the picture"
        _png(board.image.data)
    assert moves >= 6 and tiles >= 1
    # several hero turns, the two players in turn (the first one drawn with the dice, B8)
    assert len(players) >= 4 and set(players) == {"alice", "bob"}, players
    assert all(a != b for a, b in zip(players, players[1:]))
    # the view of the stored game draws the same heroes where the engine has them
    from rules.core import find_game

    async with sqlite_db.session() as s:
        table = await repo.active_table(s, "console:main")
    assert table is not None
    game = find_game("cr")
    state = game.load_state(table.state)
    view = game.view(state, None)
    assert state.turn.number >= 4
    assert [h.pos for h in view.heroes] == [h.square for h in state.heroes]
    assert [(h.id, h.seat) for h in view.heroes] == [("allisa", 0), ("arjhan", 1)]
    assert len(view.tiles) == len(state.tiles) >= 2


async def test_a_hero_turn_on_discord_by_pointing(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "surges:2")
    assert board.labels()[0] == "Move" and board.labels()[-1] == "End the phase"
    picture = _png(next(iter(board.files.values())))
    assert picture.width == 640
    # the first player is drawn with the dice (B8): the other one's click is refused
    first = await fake.answer(await fake.click(alice, board, "Move"))
    player, other = (alice, bob) if first.content != "This button is not for you." else (bob, alice)
    refused = await fake.answer(await fake.click(other, board, "Move"))
    assert refused.ephemeral and refused.content == "This button is not for you."
    # move: the action, then the square (with its cost in squares), by rows when they are many
    squares = await point(fake, player, board, "Move")
    assert squares.ephemeral and squares.content == "Move: choose."
    if squares.labels()[0].startswith("Row "):
        squares = await point(fake, player, squares, squares.labels()[0])
    target = squares.labels()[0]
    assert target.endswith(("square)", "squares)"))
    moved = await played(fake, await point(fake, player, squares, target), board)
    assert f"to {target.split(' ')[0]} " in moved.content
    # the board is updated in place with the new picture (the hero on its new square)
    after = _png(next(iter(moved.files.values())))
    assert after.size[0] == 640 and after.tobytes() != picture.tobytes()
    # the phase ends: exploration and the villain phase run, and a board is posted for the
    # next hero (or for this player's exploration choice), with its picture
    ended = await point(fake, player, moved, "End the phase")
    assert not ended.ephemeral and ended.labels(), ended.content
    await fake.wait_for(lambda: ended.files)
    _png(next(iter(ended.files.values())))
    check_everything_sent(fake)


async def test_info_commands_answer_with_the_card_picture(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """``/cr card``, ``/cr hero`` and ``/cr deck`` at the console: the text and the card's picture
    (the table with the card drawn on it); nothing changes at the table."""
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "12" * 32, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="en")
    await console.run_lines(["@alice /game new cr", "@bob /game join", "@alice /game start"])
    for line, words in (("@carol /cr card id:cleave", "Cleave"), ("@bob /cr hero hero:allisa", "Allisa"),
                        ("@alice /cr deck", "")):
        reply = await console.run_line(line)
        assert reply is not None and not reply.error and reply.private, (line, reply)
        assert words in reply.text
        assert reply.image is not None, line
        assert _png(reply.image.data).width == 640
    why = await console.run_line("@carol /cr why")
    assert why is not None and why.image is None


async def test_info_card_on_discord_is_private_with_its_picture(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    await open_table(fake, alice, bob, "cr", "surges:2")
    public = len(fake.channel_messages())
    info = await fake.answer(await fake.slash(carol, "cr info card", id="cleave"))
    assert info.ephemeral and "Cleave" in info.content
    assert len(info.attachments) == 1 and _png(next(iter(info.files.values()))).width == 640
    deck = await fake.answer(await fake.slash(alice, "cr info deck"))
    assert deck.ephemeral and len(deck.attachments) == 1
    assert len(fake.channel_messages()) == public


async def test_a_square_chosen_after_hit_and_run_on_discord(fake: FakeDiscord, bot: MeneurBot) -> None:
    """Hit and Run (« Hit or miss, you may put yourself on any square of your tile »): after the
    attack, the board offers the squares of the hero's tile as buttons, and « Stay there »."""
    from rules.core import find_game
    from rules.ravenloft.dungeon import board as board_of
    from rules.ravenloft.state import Figure, PowerCard

    from .test_pointing_e2e import edit_state

    game = find_game("cr")
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "surges:2")
    where: dict[str, Any] = {}

    def change(data: dict[str, Any]) -> None:
        s = game.load_state(data)
        h = s.active
        h.powers.append(PowerCard(id="hit_and_run"))
        for other in s.heroes:  # no Crucial Aid nor Lucky Charm question on a miss: this test is about the square
            other.powers = [p for p in other.powers if p.id != "crucial_aid"]
            other.items = [c for c in other.items if not c.startswith("lucky_charm")]
        b = board_of(s, game.cat)
        taken = {x.square for x in s.heroes} | {f.square for f in s.figures}
        sq = next(n for n in b.neighbours8(h.square) if b.walkable(n) and n not in taken)
        s.figures.append(Figure(uid=s.uid(), kind="zombie", square=sq))
        where.update(seat=h.seat, target=b.name(sq), hero=h.hero)
        data.clear()
        data.update(game.dump_state(s))

    await edit_state(bot, fake, change)
    player = alice if (where["seat"] == 0) else bob
    board = await fake.answer(await fake.slash(player, "game status"))  # the board of the new position
    step = await point(fake, player, board, "Attack")
    step = await point(fake, player, step, "Hit and Run")
    if step.content.endswith("choose."):  # the target, when there are several
        step = await point(fake, player, step, next(lb for lb in step.labels() if where["target"] in lb))
    moved = await played(fake, step)  # a roll: a new board is posted
    assert "Hit and Run" in moved.content
    labels = moved.labels()
    assert labels[-1] == "Stay there" and all(lb == "Stay there" or lb[:1].isalpha() for lb in labels)
    square = labels[0]
    note = await point(fake, player, moved, square)
    after = await played(fake, note, moved) if note.ephemeral else note
    assert f"to {square} (Hit and Run)" in after.content
    check_everything_sent(fake)

"""One ledger, little noise: a Krosmaster turn through the real client and a fake Discord.

Over a scripted turn of 8 typed actions, the channel gets exactly one new board per hand-over
and one mention per hand-over (never of the player who just acted); the other moves update
the board in place, which keeps the lines of the hand, and the table's card follows.
"""

from __future__ import annotations

from bot.discord.app import MeneurBot
from db import repository as repo

from .fake_discord import FakeDiscord, Message, User

KROS_SEED = "12" * 32

#: (player, command, option, square, a new board?) — tutorial 1: each player has one character
TURN = [
    ("alice", "kros move", "to", "D2", False),
    ("alice", "kros move", "to", "D3", False),
    ("alice", "kros end", None, None, True),  # the hand passes to bob
    ("bob", "kros move", "to", "E7", False),
    ("bob", "kros move", "to", "E6", False),
    ("bob", "kros end", None, None, True),  # back to alice
    ("alice", "kros move", "to", "D4", False),
    ("alice", "kros end", None, None, True),  # to bob
]


def boards(fake: FakeDiscord, channel_id: int) -> list[Message]:
    """The public board messages of a channel (they carry the picture)."""
    return [m for m in fake.channel_messages(channel_id) if m.attachments]


def pings(messages: list[Message]) -> list[list[str]]:
    """The users each message may ping, for the messages that ping someone."""
    return [users for m in messages if (users := [str(u) for u in (m.allowed_mentions or {}).get("users", [])])]


async def open_kros_in_its_thread(fake: FakeDiscord, bot: MeneurBot, alice: User, bob: User) -> tuple[int, Message]:
    """``/game new`` (a thread by default), a join and a start, typed: the thread and its board."""
    bot.service.new_seed = lambda: KROS_SEED
    notice = await fake.answer(await fake.slash(alice, "game new", game="krosmaster", options="scenario:tuto1"))
    assert not notice.ephemeral
    thread_id = next(cid for cid, ch in fake.channels.items() if ch["type"] == 11)
    await fake.wait_message(lambda m: m.channel_id == thread_id and bool(m.components))  # the lobby
    assert not (await fake.answer(await fake.slash(bob, "game join", channel_id=thread_id))).ephemeral
    board = await fake.answer(await fake.slash(alice, "game start", channel_id=thread_id))
    assert not board.ephemeral and board.channel_id == thread_id
    await fake.wait_message(lambda m: m.pinned)  # the card
    return thread_id, board


async def test_a_krosmaster_turn_posts_one_board_and_one_ping_per_hand_over(fake: FakeDiscord,
                                                                             bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    users = {"alice": alice, "bob": bob}
    thread_id, first_board = await open_kros_in_its_thread(fake, bot, alice, bob)
    assert pings(fake.messages) == []  # alice plays first and started the game herself
    boards_before = len(boards(fake, thread_id))
    public_before = len(fake.channel_messages(thread_id))
    expected_boards = [first_board.id]
    expected_pings: list[list[str]] = []
    seen_pings: list[list[str]] = []  # as each message was posted (a later edit never pings)
    for player, command, option, square, hand_over in TURN:
        user = users[player]
        known = len(fake.messages)
        iid = await fake.slash(user, command, channel_id=thread_id, **({option: square} if option else {}))
        answer = await fake.answer(iid)
        seen_pings += pings(fake.messages[known:])
        if hand_over:
            assert not answer.ephemeral and answer.attachments  # a new board
            other = bob if user is alice else alice
            expected_boards.append(answer.id)
            expected_pings.append([str(other.id)])
            assert answer.content.endswith(f"<@{other.id}>") and f"<@{user.id}>" not in answer.content
        else:
            assert answer.ephemeral and not answer.attachments  # a short private answer
            assert answer.allowed_mentions == {"parse": [], "users": []}
    new_boards = boards(fake, thread_id)[boards_before:]
    assert len(new_boards) == 3 and [b.id for b in boards(fake, thread_id)] == expected_boards
    assert seen_pings == expected_pings and len(seen_pings) == 3
    # nothing else public in the thread: the three boards (the card is edited, not reposted)
    assert len(fake.channel_messages(thread_id)) == public_before + 3
    assert len([m for m in fake.messages if m.pinned]) == 1
    # only the newest board keeps buttons
    await fake.wait_for(lambda: [bool(b.components) for b in boards(fake, thread_id)] == [False, False, False, True])


async def test_the_edited_board_keeps_the_hand_and_the_card_follows(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    thread_id, board = await open_kros_in_its_thread(fake, bot, alice, bob)
    first_picture = board.attachments[0]["id"]
    brief = await fake.answer(await fake.slash(alice, "kros move", channel_id=thread_id, to="D2"))
    link = f"https://discord.com/channels/{fake.guild_id}/{thread_id}/{board.id}"
    assert brief.content == f"Reine des Tofus moves from D1 to D2 (1 PM).\n✅ The board is updated: {link}"
    await fake.answer(await fake.slash(alice, "kros move", channel_id=thread_id, to="D3"))
    await fake.wait_for(lambda: "D2 to D3" in board.content)
    assert board.content == "\n".join([
        "Reine des Tofus moves from D1 to D2 (1 PM).",
        "Reine des Tofus moves from D2 to D3 (1 PM).",
        "➡️ alice: Reine des Tofus plays: 2 PM, 6 PA.",
    ])
    assert board.attachments[0]["id"] != first_picture and board.attachments[0]["filename"].endswith(".png")
    labels = [b["label"] for row in board.components for b in row["components"]]
    # 2 PM left; tutorial 1 is fists only (« il ne devra utiliser que ses poings »): no summon
    assert labels == ["End Reine des Tofus's activation", "Move (2 PM)"]
    handed = await fake.answer(await fake.slash(alice, "kros end", channel_id=thread_id))
    card = next(m for m in fake.messages if m.pinned)
    card_link = f"https://discord.com/channels/{fake.guild_id}/{thread_id}/{card.id}"
    assert handed.content == "\n".join([
        "Reine des Tofus ends its turn.",
        "alice ends their turn.",
        "Turn 2: bob plays.",
        "Roi des Bouftous starts its turn.",
        "➡️ bob: Roi des Bouftous plays: 3 PM, 7 PA.",
        f"📋 Table card: {card_link}",
        f"<@{bob.id}>",
    ])
    await fake.wait_for(lambda: not board.components)  # the previous board lost its buttons
    await fake.wait_for(lambda: "bob" in card.embeds[0]["description"])
    embed = card.embeds[0]
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(thread_id))
    assert table is not None and table.card_message_id == str(card.id) and table.board_message_id == str(handed.id)
    assert embed["title"] == f"Krosmaster Arena — table #{table.id}"
    assert embed["description"] == "➡️ bob: Roi des Bouftous plays: 3 PM, 7 PA."
    assert embed["fields"][0]["name"] == "Awaited since" and embed["fields"][0]["value"].startswith("<t:")
    assert embed["fields"][1] == {"name": "Last actions", "inline": False, "value": "\n".join([
        "#3 alice: Reine des Tofus moves from D1 to D2 (1 PM).",
        "#4 alice: Reine des Tofus moves from D2 to D3 (1 PM).",
        "#5 alice: Reine des Tofus ends its turn. alice ends their turn. Turn 2: bob plays. "
        "Roi des Bouftous starts its turn.",
    ])}
    assert embed["footer"]["text"] == f"Seed hash (SHA-256): {table.seed_hash}"
    # bob's first move edits the new board, whose ledger starts with the hand-over's lines
    await fake.answer(await fake.slash(bob, "kros move", channel_id=thread_id, to="E7"))
    await fake.wait_for(lambda: "E8 to E7" in handed.content)
    assert handed.content == "\n".join([
        "Reine des Tofus ends its turn.",
        "alice ends their turn.",
        "Turn 2: bob plays.",
        "Roi des Bouftous starts its turn.",
        "Roi des Bouftous moves from E8 to E7 (1 PM).",
        "➡️ bob: Roi des Bouftous plays: 2 PM, 7 PA.",
    ])
    assert handed.allowed_mentions == {"parse": [], "users": []}  # an edit pings nobody


async def test_status_shows_the_card_with_a_new_board_that_pings_nobody(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    thread_id, board = await open_kros_in_its_thread(fake, bot, alice, bob)
    await fake.answer(await fake.slash(alice, "kros move", channel_id=thread_id, to="D2"))
    carol = fake.add_user("carol", locale="fr")
    status = await fake.answer(await fake.slash(carol, "game status", channel_id=thread_id))
    assert not status.ephemeral and status.allowed_mentions == {"parse": [], "users": []}
    # a public post: in the table's language (the server's, English), whoever asked for it
    assert status.content == "\n".join([
        "Reine des Tofus moves from D1 to D2 (1 PM).",
        "➡️ alice: Reine des Tofus plays: 3 PM, 6 PA.",
    ])
    assert status.embeds[0]["title"].startswith("Krosmaster Arena — table #")
    await fake.wait_for(lambda: not board.components)  # the older board is retired
    # the next move, sent at once, updates the status board (the one on screen): a channel's
    # commands run one at a time, so the move reads the board the status has just posted
    await fake.answer(await fake.slash(alice, "kros move", channel_id=thread_id, to="D3"))
    await fake.wait_for(lambda: "D2 to D3" in status.content)


async def test_a_deleted_board_is_posted_again(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    thread_id, board = await open_kros_in_its_thread(fake, bot, alice, bob)
    board.deleted = True  # someone deleted the board message
    again = await fake.answer(await fake.slash(alice, "kros move", channel_id=thread_id, to="D2"))
    assert not again.ephemeral and again.attachments and again.allowed_mentions == {"parse": [], "users": []}
    assert again.content == "Reine des Tofus moves from D1 to D2 (1 PM).\n➡️ alice: Reine des Tofus plays: 3 PM, 6 PA."
    brief = await fake.answer(await fake.slash(alice, "kros move", channel_id=thread_id, to="D3"))
    assert brief.ephemeral  # the new board is the one edited from now on
    await fake.wait_for(lambda: "D2 to D3" in again.content)


async def test_a_player_back_after_hours_is_told_privately_what_they_missed(fake: FakeDiscord, runner) -> None:
    bot = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    thread_id, _board = await open_kros_in_its_thread(fake, bot, alice, bob)
    await fake.answer(await fake.slash(alice, "kros end", channel_id=thread_id))
    runner.clock.advance(60)
    await fake.answer(await fake.slash(bob, "kros move", channel_id=thread_id, to="E7"))
    runner.clock.advance(6 * 60)
    iid = await fake.slash(alice, "game status", channel_id=thread_id)
    status = await fake.answer(iid)
    assert not status.ephemeral
    told = await fake.wait_message(lambda m: m.interaction_id == iid and m.kind == "followup")
    assert told.ephemeral and told.content == "\n".join([
        "Since your last move here (7 hours ago), 1 public event:",
        "#4 bob: Roi des Bouftous moves from E8 to E7 (1 PM).",
    ])
    again = await fake.slash(alice, "game status", channel_id=thread_id)
    await fake.answer(again)
    # a channel's commands run one at a time: once a third is answered, the second is done
    await fake.answer(await fake.slash(bob, "game status", channel_id=thread_id))
    assert [m for m in fake.answers(again) if m.kind == "followup"] == []  # told once


async def test_an_abandoned_table_says_so_on_its_card(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    thread_id, _board = await open_kros_in_its_thread(fake, bot, alice, bob)
    card = next(m for m in fake.messages if m.pinned)
    await fake.answer(await fake.slash(alice, "game abandon", channel_id=thread_id))
    await fake.wait_for(lambda: card.embeds[0]["description"] == "alice ends the game.")
    assert [f["name"] for f in card.embeds[0].get("fields", [])] == []  # no longer awaiting anyone


async def test_a_board_posted_after_a_later_move_loses_its_buttons(fake: FakeDiscord, bot: MeneurBot) -> None:
    """Two boards in flight (a move's, then a time-out's or another player's committed before the
    first was posted): the stale one, posted last, keeps no button and the table keeps the
    current board; a board posted at the table's version becomes the board."""
    from bot.shared.replies import Choice, Reply

    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    thread_id, board = await open_kros_in_its_thread(fake, bot, alice, bob)
    await fake.answer(await fake.slash(alice, "kros move", channel_id=thread_id, to="D2"))
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(thread_id))
    assert table is not None and table.id is not None and table.board_message_id == str(board.id)
    channel = bot.get_channel(thread_id)

    def reply(version: int, text: str) -> Reply:
        return Reply(text=text, table_id=table.id, version=version, board="post", game_id="krosmaster",
                     choices=[Choice(label="End the turn", command="kros end")],
                     board_message_id=str(board.id))

    await bot.post_board_in(channel, reply(table.version - 1, "the stale board"))
    stale = await fake.wait_message(lambda m: m.content == "the stale board")
    await fake.wait_for(lambda: not stale.components)
    assert board.components and await bot.service.board_message(table.id) == str(board.id)
    await bot.post_board_in(channel, reply(table.version, "the current board"))
    current = await fake.wait_message(lambda m: m.content == "the current board")
    assert current.components and await bot.service.board_message(table.id) == str(current.id)
    await fake.wait_for(lambda: not board.components)  # the older board is retired

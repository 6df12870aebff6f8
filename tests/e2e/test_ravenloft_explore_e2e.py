"""The exploration variants and the damage dice end to end: a table opened with
``/game new cr variants:...`` and played by pointing at the console and through the fake
Discord (the real discord.py client); exploring is a button of the hero phase."""

from __future__ import annotations

import io

from bot.console.table import ConsoleTable
from bot.discord.app import MeneurBot
from bot.service import Service
from db import repository as repo
from rules.core import find_game

from .fake_discord import FakeDiscord
from .test_pointing_e2e import check_everything_sent, open_table, played, point
from .test_ravenloft_e2e import _png, _walk


async def test_temps_with_damage_dice_at_the_console_by_pointing(sqlite_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    out = io.StringIO()
    console = ConsoleTable(service=Service(sqlite_db, seed_factory=lambda: "34" * 32, default_locale="en"),
                           images_dir=tmp_path / "img", exports_dir=tmp_path / "exp", out=out, locale="en")
    replies = await console.run_lines(["@alice /game new cr variants:temps,dice-b", "@bob /game join",
                                       "@alice /game start"])
    board = replies[-1]
    assert not board.error and board.game_id == "ravenloft", board.text
    events = ""
    for _ in range(16):
        if not board.prompts:
            break
        who = board.prompts[0]["name"]
        labels = [c.label for c in board.choices]
        pick = next((i for i, label in enumerate(labels) if label.startswith(("Explore", "Attack"))),
                    len(labels) - 1)  # else the last answer: end the phase, keep an encounter...
        board, _ = await _walk(console, who, pick + 1)
        assert board.image is not None
        _png(board.image.data)
        events += " ".join(board.events) + " "
    assert "Time token" in events  # hero phases without exploring (L853)
    async with sqlite_db.session() as s:
        table = await repo.active_table(s, "console:main")
    assert table is not None
    game = find_game("cr")
    state = game.load_state(table.state)
    assert state.rules["exploration_timing"] == "temps" and state.dice is not None
    assert [h.max_hp for h in state.heroes] == [4 * game.cat.heroes[h.hero].hp for h in state.heroes]
    view = game.view(state, None)
    assert view.decks["time"] == state.xplore.time_tokens and view.decks["temps"] == len(state.xplore.temps_cards)


async def test_revised_explores_from_the_hero_phase_on_discord(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_table(fake, alice, bob, "cr", "variants:revised")
    game = find_game("cr")
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    assert table is not None
    state = game.load_state(table.state)
    active = state.turn.hero
    from rules.ravenloft.board import edge_squares
    from rules.ravenloft.dungeon import board as board_of
    from rules.ravenloft.hero_phase import legal_moves

    b = board_of(state, game.cat)
    edges = {sq for blk, side in b.unexplored_edges() for sq in edge_squares(blk, side)}
    target = b.name(min(set(legal_moves(state, game.cat, active)) & edges, key=lambda s: (s[1], s[0])))
    player = alice if state.heroes[active].seat == 0 else bob
    squares = await point(fake, player, board, "Move")
    if squares.labels()[0].startswith("Row "):
        row = next(label for label in squares.labels() if label == f"Row {target.lstrip('ABCDEFGHIJKLMNOP')}")
        squares = await point(fake, player, squares, row)
    label = next(label for label in squares.labels() if label.split(" ")[0] == target)
    moved = await played(fake, await point(fake, player, squares, label), board)
    assert "Explore" in moved.labels() and "End the phase" in moved.labels()
    explored = await point(fake, player, moved, "Explore")
    if explored.ephemeral and explored.labels():  # a corner: the side
        explored = await point(fake, player, explored, explored.labels()[0])
    await fake.wait_for(lambda: "New tile" in board.content or any("New tile" in m.content for m in fake.messages))
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    assert table is not None
    after = game.load_state(table.state)
    # the tile and its monster, and the hero phase goes on (L181, L191)
    assert len(after.tiles) == len(state.tiles) + 1 and after.turn.phase == "hero"
    assert after.turn.number == state.turn.number and after.xplore is not None and after.xplore.explored == 1
    check_everything_sent(fake)

"""The service over a real database (SQLite and PostgreSQL), driven with the test game."""

from __future__ import annotations

import asyncio
import json

from bot.service import Service
from db import repository as repo
from rules.core.rng import Rng, seed_hash
from tests.conftest import actor

ALICE, BOB, CAROL = actor("alice"), actor("bob"), actor("carol")
SEED = "ab" * 32


async def start_duel(service: Service, target: int = 10) -> None:
    assert not (await service.create(ALICE, "duel", {"target": str(target)})).error
    assert not (await service.join(BOB)).error
    assert not (await service.start(ALICE)).error


async def state_row(service: Service):
    async with service.db.session() as s:
        return await repo.active_table(s, "chan") or await repo.latest_table(s, "chan")


async def test_lobby_create_join_start(service: Service) -> None:
    reply = await service.create(ALICE, "dice-duel", {"target": "12"})
    assert not reply.error
    assert [c.command for c in reply.choices] == ["game join", "game start"]
    joined = await service.join(BOB)
    assert joined.text == "bob joins the table. Players (2): alice, bob."
    started = await service.start(ALICE)
    assert not started.error
    assert started.events[0].split("\n") == ["The game-duel game begins! Players: alice, bob.",
        f"SHA-256 of the dice seed: {seed_hash(SEED)} (the seed is revealed at the end)."]
    assert started.mentions == []  # alice, who plays first, started the game herself: no ping
    assert started.prompts[0]["kind"] == "duel-turn" and started.board == "post"
    table = await state_row(service)
    assert table.status == "active" and table.options == {"target": 12}
    assert table.state["secrets"] == [Rng(SEED).die(6), Rng(SEED, 1).die(6)]


async def test_lobby_errors_are_private_localized_and_change_nothing(service: Service) -> None:
    assert (await service.join(BOB)).text == "No game in this channel. Start one with /game new."
    await service.create(ALICE, "duel")
    busy = await service.create(BOB, "duel")
    assert busy.error and busy.private
    assert busy.text == "A game is already running in this channel. End it (/game abandon) or open a thread."
    fr = await service.create(actor("bob", locale="fr"), "duel")
    assert fr.text.startswith("Une partie est déjà en cours dans ce salon.")
    assert (await service.join(ALICE)).text == "You are already seated at this table."
    assert (await service.start(ALICE)).text == "At least 2 players are needed to start (there are 1)."
    await service.join(BOB)
    assert (await service.start(BOB)).text.startswith("Only the table's host")
    unknown = await service.create(actor("x", channel="other"), "chess")
    assert unknown.error and unknown.text.startswith('Unknown game "chess". Available games:')
    bad = await service.create(actor("x", channel="other"), "duel", {"target": "1"})
    assert bad.text == 'Invalid value for the option "target": "1". It must be a whole number from 2 to 100.'
    table = await state_row(service)
    assert table.status == "lobby" and table.version == 1


async def test_join_limit_and_leave(service: Service) -> None:
    await service.create(ALICE, "duel")
    for name in ("bob", "carol", "dan"):
        assert not (await service.join(actor(name))).error
    assert (await service.join(actor("eve"))).text == "The table is full (4 players at most)."
    assert (await service.leave(actor("dan"))).text == "dan leaves the table."
    assert (await service.leave(ALICE)).text == "alice leaves the table."
    table = await state_row(service)
    assert table.host_id == "u-bob"


async def test_a_move_is_logged_with_its_draws(service: Service) -> None:
    await start_duel(service)
    reply = await service.act(ALICE, "roll", {})
    assert not reply.error, reply.text
    table = await state_row(service)
    async with service.db.session() as s:
        rows = await repo.action_log(s, table.id)
    assert [r.kind for r in rows] == ["setup", "action"]
    assert rows[0].draws == [[0, 1, 6, table.state["secrets"][0]], [1, 1, 6, table.state["secrets"][1]]]
    face = Rng(SEED, 2).die(6)
    assert rows[1].draws == [[2, 1, 6, face]]
    assert rows[1].events[0]["params"]["faces"] == [face]
    assert table.draw_counter == 3


async def test_illegal_moves_answer_privately_and_change_nothing(service: Service) -> None:
    await start_duel(service)
    before = await state_row(service)
    wrong = await service.act(BOB, "roll", {})
    assert wrong.error and wrong.private and wrong.text == "It is not your turn."
    stranger = await service.act(CAROL, "roll", {})
    assert stranger.text.startswith("You are not seated at this table.")
    bad = await service.act(ALICE, "mark", {"square": "Z9"})
    assert bad.error and bad.text == 'Invalid value for "square": "Z9".'
    unknown = await service.act(ALICE, "fly", {})
    assert unknown.text == 'Unknown command for this game: "fly".'
    wrong_group = await service.act(ALICE, "move", {}, game_id="krosmaster")
    assert wrong_group.text == "This channel's game is game-duel: its commands start with /duel."
    after = await state_row(service)
    assert after.version == before.version and after.state == before.state


async def test_undo_within_own_sequence_only(service: Service) -> None:
    await start_duel(service)
    assert not (await service.act(ALICE, "mark", {"square": "A1"})).error
    assert not (await service.act(ALICE, "mark", {"square": "B2"})).error
    assert (await service.undo(BOB)).text == "The last action is not yours: you may only undo your own actions."
    undone = await service.undo(ALICE)
    assert not undone.error, undone.text
    assert (await state_row(service)).state["marks"] == ["A1"]
    await service.act(ALICE, "roll", {})
    refused = await service.undo(ALICE)
    assert refused.text == "Cannot undo: the last action rolled dice or revealed hidden information."
    await service.act(ALICE, "stop", {}) if (await state_row(service)).state["active"] == 0 else None
    await service.act(BOB, "mark", {"square": "A2"})
    await service.act(BOB, "stop", {})
    assert (await service.undo(BOB)).text == "Cannot undo: another player now has the turn."


async def test_export_hides_secrets_until_the_end_then_verifies(service: Service) -> None:
    await start_duel(service, target=2)
    running = await service.export(ALICE)
    data = json.loads(running.files[0].data)
    assert data["seed"] is None and data["state_is_full"] is False
    assert "secrets" not in data["state"]
    # the set-up drew the secrets: no draw value leaves before the end
    assert [r["draws"] for r in data["log"]] == [[]] and data["log"][0]["draw_count"] == 2
    assert data["seed_hash"] == seed_hash(SEED)
    assert (await service.verify(BOB)).text.startswith("The game is not over: the seed is secret.")
    for _ in range(40):
        table = await state_row(service)
        if table.status != "active":
            break
        current = ALICE if table.state["active"] == 0 else BOB
        await service.act(current, "roll", {})
    table = await state_row(service)
    assert table.status == "finished"
    final = json.loads((await service.export(ALICE)).files[0].data)
    assert final["seed"] == SEED and final["state"]["secrets"] == table.state["secrets"]
    verified = await service.verify(ALICE)
    assert verified.text.startswith("Verified: the seed matches its hash"), verified.text
    tampered = dict(final, log=[dict(r) for r in final["log"]])
    tampered["log"][-1]["draws"] = [[d[0], d[1], d[2], 7 - d[3] if d[3] != 3.5 else 1] for d in final["log"][-1]["draws"]]
    assert (await service.verify_data(tampered)).code == "verify-row-draw-value"


async def test_abandon_by_host_or_manager_only(service: Service) -> None:
    await start_duel(service)
    assert (await service.abandon(BOB)).text.startswith("Only the table's host")
    reply = await service.abandon(actor("mod", manage=True))
    assert not reply.error and SEED in reply.text
    assert (await state_row(service)).status == "abandoned"
    assert not (await service.create(BOB, "duel")).error  # the channel is free again


async def test_two_racing_moves_never_both_apply(service: Service, monkeypatch) -> None:
    await start_duel(service)
    barrier = asyncio.Barrier(4)
    real_commit = repo.commit_move

    async def commit_after_everyone_read(*args, **kwargs):
        await barrier.wait()  # all four moves have read the same version before any commits
        return await real_commit(*args, **kwargs)

    monkeypatch.setattr(repo, "commit_move", commit_after_everyone_read)
    # four processes (one process plays a table's moves one at a time: see test_admission)
    racers = [Service(service.db, render=False) for _ in range(4)]
    results = await asyncio.gather(*[racer.act(ALICE, "mark", {"square": sq})
                                     for racer, sq in zip(racers, ("A1", "B1", "A2", "B2"))])
    monkeypatch.setattr(repo, "commit_move", real_commit)
    ok = [sq for sq, r in zip(("A1", "B1", "A2", "B2"), results) if not r.error]
    lost = [r for r in results if r.error]
    table = await state_row(service)
    async with service.db.session() as s:
        rows = await repo.action_log(s, table.id)
    assert len(ok) == 1 and len(lost) == 3
    assert table.state["marks"] == ok and len(rows) == 2 and table.version == 3
    assert all(r.text == "The game changed during your action: look at the board again and replay." for r in lost)


async def test_stale_version_is_refused(service: Service) -> None:
    await start_duel(service)
    table = await state_row(service)
    stale = await service.act(ALICE, "mark", {"square": "A1"}, expected_version=table.version - 1)
    assert stale.text.startswith("This message is out of date")
    assert not (await service.act(ALICE, "mark", {"square": "A1"}, expected_version=table.version)).error


async def test_shared_dice_are_logged_per_channel(service: Service) -> None:
    reply = await service.roll(ALICE, "2d6+3")
    assert not reply.error and reply.text.startswith("🎲 alice:")
    await service.roll(actor("bob", channel="elsewhere"), "1d20")
    bad = await service.roll(ALICE, "2d")
    assert bad.error and bad.private
    history = await service.roll_history(ALICE)
    lines = history.text.splitlines()
    assert lines[0] == "The last 1 rolls in this channel:"
    assert "alice" in lines[1] and "2d6" in lines[1]


async def test_settings_need_manage_channels(service: Service) -> None:
    assert (await service.settings(ALICE, reminder_minutes=30)).text.startswith("You need the")
    shown = await service.settings(actor("mod", manage=True), reminder_minutes=30, locale="en")
    assert shown.text == ("Server settings: language en, reminders after 30 min (0 = off), threads on.\n"
                          "Default deadline for a move on this server: 0 min (0 = none).")
    off = await service.settings(actor("mod", manage=True), threads=False)
    assert off.text == ("Server settings: language en, reminders after 30 min (0 = off), threads off.\n"
                        "Default deadline for a move on this server: 0 min (0 = none).")
    assert (await service.settings(actor("mod", manage=True), locale="de")).text.startswith('Unknown language "de"')


async def test_my_games_lists_active_tables(service: Service) -> None:
    await start_duel(service)
    await service.create(actor("alice", channel="c2"), "duel")
    text = (await service.mine(ALICE)).text
    assert text.splitlines()[0] == "Your running games (2):"
    assert "your move!" in text.splitlines()[1]
    assert (await service.mine(CAROL)).text == "You are not seated at any running game on this server."


async def test_info_commands_answer_privately_and_change_nothing(service: Service, monkeypatch) -> None:
    from PIL import Image

    from render import registry as renderers

    monkeypatch.setitem(renderers._RENDERERS, "duel", lambda view, lang: Image.new("RGB", (40, 20), (9, 9, 9)))
    await start_duel(service)
    before = await state_row(service)
    mine = await service.act(ALICE, "scores", {})
    assert mine.private and not mine.error
    assert mine.text.splitlines() == ["ev-duel-scores", "ev-duel-secret"]
    assert mine.image is not None and mine.image.data[:4] == b"\x89PNG"
    spectator = await service.act(CAROL, "scores", {})
    assert spectator.text.splitlines() == ["ev-duel-scores"] and not spectator.error
    after = await state_row(service)
    assert after.version == before.version and after.state == before.state


async def test_prompt_options_become_buttons(service: Service, monkeypatch) -> None:
    from rules.core import PromptOption
    from tests.support.duel import DUEL, Duel

    original = Duel.prompts

    def prompts(self, state):
        return [p.model_copy(update={"options": [PromptOption(command="mark", args={"square": "A1"},
                                                               label="err-bad-square", params={"square": "A1"})]})
                for p in original(self, state)]

    monkeypatch.setattr(type(DUEL), "prompts", prompts)
    await service.create(ALICE, "duel")
    await service.join(BOB)
    started = await service.start(ALICE)
    assert [(c.label, c.command, c.args, c.for_user) for c in started.choices] == [
        ('Invalid square "A1": write a letter then a number, for example C4.', "duel mark", {"square": "A1"}, "u-alice")]


async def test_replies_name_their_game_and_thread_tables_keep_their_parent(service: Service) -> None:
    from bot.shared.replies import Actor

    in_thread = Actor("u-alice", "alice", "thread-1", "guild", "en", parent_channel_id="chan")
    created = await service.create(in_thread, "duel")
    assert created.game_id == "duel"
    async with service.db.session() as s:
        table = await repo.active_table(s, "thread-1")
    assert table.parent_channel_id == "chan"
    joined = await service.join(Actor("u-bob", "bob", "thread-1", "guild", "en"))
    assert joined.game_id == "duel"


async def test_status_after_the_end_shows_the_final_board_and_result(service: Service) -> None:
    await start_duel(service, target=2)
    for _ in range(40):
        table = await state_row(service)
        if table.status != "active":
            break
        await service.act(ALICE if table.state["active"] == 0 else BOB, "roll", {})
    final = await service.status(CAROL)
    assert not final.error and final.mentions == [] and final.choices == []
    assert "wins!" in final.text and SEED in final.text
    await service.create(ALICE, "duel")
    await service.abandon(ALICE)
    assert (await service.status(ALICE)).text == "No game in this channel. Start one with /game new."


async def test_the_host_plays_for_an_absent_player(service: Service, clock) -> None:  # type: ignore[no-untyped-def]
    await start_duel(service)
    assert (await service.skip(ALICE)).text == "Nobody else is awaited: there is no one to play for."
    await service.act(ALICE, "stop", {})
    assert (await service.skip(BOB)).text.startswith("Only the table's host")
    # absence is a fact: without a deadline nor reminders, bob must have been awaited 10 minutes
    early = await service.skip(ALICE)
    assert early.error and early.text == ("bob is not away: you may play for them only once their deadline has "
                                          "passed or a reminder went unanswered (in 10 min).")
    clock.advance(10)
    reply = await service.skip(ALICE)
    assert not reply.error
    assert reply.text.splitlines()[0] == "alice plays for bob, who is away:"
    # the hand passes back to alice, who acted (for bob): a new board, and no ping of the actor
    assert reply.events == ["ev-duel-stopped"] and reply.mentions == [] and reply.board == "post"
    table = await state_row(service)
    async with service.db.session() as s:
        last = (await repo.action_log(s, table.id))[-1]
    assert (last.seat, last.user_id, last.action) == (1, "u-alice", {"type": "stop"})
    assert table.state["active"] == 0
    # a moderator may too, and the game replays with the skipped move in it
    await service.act(ALICE, "stop", {})
    clock.advance(10)
    assert not (await service.skip(actor("mod", manage=True))).error
    await service.abandon(ALICE)
    assert (await service.verify(ALICE)).text.startswith("Verified:")


def test_the_result_line_reads_as_sentences_and_a_cooperative_end_has_no_scores(service: Service) -> None:
    from bot.service.base import Loaded
    from db.models import GameTable, Seat
    from rules.core import find_game
    from rules.core.engine import Result, Termination

    seats = [Seat(table_id=1, position=0, user_id="a", name="alice"), Seat(table_id=1, position=1, user_id="b", name="bob")]
    loaded = Loaded(GameTable(channel_id="c", game="ravenloft", host_id="a", seed="0", seed_hash="0"),
                    find_game("ravenloft"), seats, None)
    defeat = Result(termination=Termination.DEFEAT, reason="cr-defeat-defeat")
    assert service._result_text("fr", loaded, defeat) == (
        "Défaite de toute l'équipe. Défaite : ce qu'il fallait protéger est tombé.")
    scored = Result(termination=Termination.VICTORY, winners=[0], scores={0: 35, 1: 0}, reason="kra-last-fortress",
                    params={"players": ["alice"]})
    assert service._result_text("en", loaded, scored) == (
        "alice wins! Last fortress standing: alice. Scores: alice 35, bob 0.")


async def test_a_game_for_exactly_two_says_two_players(service: Service) -> None:
    reply = await service.create(ALICE, "mortebrume", {})
    assert not reply.error and "Mortebrume V2 table (2 players)." in reply.text, reply.text

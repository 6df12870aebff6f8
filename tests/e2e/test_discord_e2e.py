"""The real discord.py client against a fake Discord on 127.0.0.1: commands, buttons, reminders."""

from __future__ import annotations

import asyncio
import io
import json
import logging

import pytest
from PIL import Image

from bot.discord.app import (
    EXIT_DATABASE,
    EXIT_INTENTS,
    EXIT_LOGIN,
    EXIT_PERMISSION,
    MeneurBot,
    serve,
)
from bot.shared.replies import Reply
from db import repository as repo
from rules.core import i18n

from .conftest import BotRunner, make_config
from .fake_discord import EPHEMERAL, FakeDiscord, Message, User
from .limits import check_commands, has_openapi, schema_errors

PNG = b"\x89PNG\r\n\x1a\n"


async def open_duel(fake: FakeDiscord, host: User, guest: User, target: int = 50, lang: str = "en") -> Message:
    """/game new duel, a join by button, a start by button: the board message (on a server
    speaking ``lang``: the lobby's buttons are in the table's language)."""
    iid = await fake.slash(host, "game new", game="duel", options=f"target:{target}", thread=False)
    lobby = await fake.answer(iid)
    joined = await fake.answer(await fake.click(guest, lobby, i18n.t(lang, "btn-join")))
    assert not joined.ephemeral and lobby.components  # the lobby keeps its buttons for others
    board = await fake.answer(await fake.click(host, lobby, i18n.t(lang, "btn-start")))
    assert not board.ephemeral
    await fake.wait_message(lambda m: m.pinned)  # then the table's card
    return board


async def test_sync_payloads_fit_discord_limits_and_schema(fake: FakeDiscord, bot: MeneurBot) -> None:
    scope, payload = fake.sync_requests[-1]
    assert scope == "global"
    names = {c["name"] for c in payload}
    assert {"roll", "roll-history", "game", "duel"} <= names
    assert check_commands(payload) == []
    if has_openapi():
        assert schema_errors(payload) == []
    game = next(c for c in payload if c["name"] == "game")
    assert game["name_localizations"]["fr"] == "partie"
    new = next(o for o in game["options"] if o["name"] == "new")
    assert {"name": "duel", "value": "duel"} in [{k: c[k] for k in ("name", "value")}
                                                  for c in new["options"][0]["choices"]]
    assert all(o["description_localizations"]["fr"] for o in game["options"])


async def test_dev_guild_sync(fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start(dev_guild=True)
    scope, payload = fake.sync_requests[-1]
    assert scope == str(fake.guild_id)
    assert check_commands(payload) == []


async def test_roll_posts_the_result_for_everyone_and_keeps_a_history(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice = fake.add_user("alice")
    msg = await fake.answer(await fake.slash(alice, "roll", expression="2d6+3"))
    assert not msg.ephemeral and msg.content.startswith("🎲 alice")
    assert msg.allowed_mentions == {"parse": [], "users": []} or msg.allowed_mentions["parse"] == []
    history = await fake.answer(await fake.slash(alice, "roll-history"))
    assert history.ephemeral and "alice" in history.content
    bad = await fake.answer(await fake.slash(alice, "roll", expression="banana"))
    assert bad.flags & EPHEMERAL


async def test_full_lobby_new_join_by_button_and_start(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    lobby = await fake.answer(await fake.slash(alice, "game new", game="duel", options="target:12", thread=False))
    assert not lobby.ephemeral and "alice" in lobby.content
    assert [b["label"] for row in lobby.components for b in row["components"]] == ["Join", "Start the game"]
    joined = await fake.answer(await fake.click(bob, lobby, "Join"))
    assert "bob" in joined.content and not joined.ephemeral
    again = await fake.answer(await fake.click(bob, lobby, "Join"))
    assert again.ephemeral and "already seated" in again.content
    refused = await fake.answer(await fake.click(carol, lobby, "Start the game"))
    assert refused.ephemeral and refused.content == "This button is not for you."
    board = await fake.answer(await fake.click(alice, lobby, "Start the game"))
    assert not board.ephemeral
    # alice plays first but started the game herself: nobody is pinged; the board is
    # attached, its buttons are hers
    assert f"<@{alice.id}>" not in board.content and board.allowed_mentions["users"] == []
    assert board.attachments and next(iter(board.files.values())).startswith(PNG)
    for cid in board.custom_ids():
        assert f":{alice.id}:" in cid
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    assert table is not None and table.status == "active" and table.options == {"target": 12}


async def test_a_move_updates_the_board_image_with_its_events(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)
    before = len(fake.channel_messages())
    first_image = board.attachments[0]["id"]
    move = await fake.answer(await fake.slash(alice, "duel mark", square="A1"))
    # alice keeps the hand: her board is updated in place, she is answered privately
    assert move.ephemeral and move.content.startswith("ev-duel-marked\n✅ The board is updated: https://discord.com/")
    await fake.wait_for(lambda: "ev-duel-marked" in board.content)
    assert len(board.attachments) == 1 and board.attachments[0]["filename"].endswith(".png")
    assert board.attachments[0]["id"] != first_image  # the new picture
    image = Image.open(io.BytesIO(board.files[board.attachments[0]["filename"]]))
    assert image.size == (48, 24)
    assert len(fake.channel_messages()) == before  # no new message


async def test_illegal_actions_are_answered_privately(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    await open_duel(fake, alice, bob)
    public = len(fake.channel_messages())
    not_turn = await fake.answer(await fake.slash(bob, "duel roll"))
    assert not_turn.flags & EPHEMERAL and not_turn.content == "It is not your turn."
    outsider = await fake.answer(await fake.slash(carol, "duel stop"))
    assert outsider.flags & EPHEMERAL and "not seated" in outsider.content
    assert (await fake.answer(await fake.slash(alice, "duel mark", square="A1"))).ephemeral  # board updated
    twice = await fake.answer(await fake.slash(alice, "duel mark", square="A1"))
    assert twice.flags & EPHEMERAL
    assert len(fake.channel_messages()) == public  # errors never reach the channel


async def test_replies_follow_the_player_language_else_the_server(fake: FakeDiscord, runner: BotRunner) -> None:
    await runner.start(default_locale="fr")  # a French server
    eve = fake.add_user("eve", locale="fr")
    msg = await fake.answer(await fake.slash(eve, "game join"))
    assert msg.ephemeral and msg.content.startswith("Aucune partie")
    admin, hans = fake.add_user("admin", manage=True), fake.add_user("hans", locale="de")
    assert (await fake.answer(await fake.slash(hans, "game join"))).content.startswith("Aucune partie")
    await fake.answer(await fake.slash(admin, "game settings", locale="en"))
    assert (await fake.answer(await fake.slash(hans, "game join"))).content.startswith("No game")


async def test_buttons_work_after_a_restart_and_stale_clicks_are_refused(fake: FakeDiscord,
                                                                         runner: BotRunner) -> None:
    first = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)
    roll_id = board.button("roll")["custom_id"]
    on_screen = fake.message_payload(board)
    await runner.stop(first)
    await runner.start()  # a new client on the same database
    after = await fake.answer(await fake.click(alice, board, "stop"))
    assert not after.ephemeral and "bob" in after.content
    await fake.wait_for(lambda: not board.components)  # the played board loses its buttons
    # a click that raced the move (the old buttons were still on screen) is refused privately
    stale = await fake.answer(await fake.click(alice, board, custom_id=roll_id, seen=on_screen))
    assert stale.ephemeral and "out of date" in stale.content


async def test_reminder_after_simulated_time(fake: FakeDiscord, runner: BotRunner) -> None:
    bot = await runner.start(default_locale="fr")  # a French server
    admin = fake.add_user("admin", manage=True)
    settings = await fake.answer(await fake.slash(admin, "game settings", reminder=30))
    assert settings.ephemeral and "30" in settings.content
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_duel(fake, alice, bob, lang="fr")
    await asyncio.sleep(0.15)  # a few polls: nothing is due yet
    assert not [m for m in fake.channel_messages() if m.kind == "channel" and not m.pinned]
    runner.clock.advance(31)
    reminder = await fake.wait_message(lambda m: m.kind == "channel" and not m.pinned, timeout=5)
    assert reminder.content.startswith("Rappel") and f"<@{alice.id}>" in reminder.content  # the server's language
    assert [str(u) for u in reminder.allowed_mentions["users"]] == [str(alice.id)]
    await asyncio.sleep(0.15)
    assert len([m for m in fake.channel_messages() if m.kind == "channel" and not m.pinned]) == 1  # once per delay
    assert bot.reminders_sent == 1


async def test_settings_need_manage_channels(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice = fake.add_user("alice")
    refused = await fake.answer(await fake.slash(alice, "game settings", reminder=10))
    assert refused.ephemeral and "Manage Channels" in refused.content


async def test_new_game_in_its_own_thread(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    notice = await fake.answer(await fake.slash(alice, "game new", game="duel", thread=True))
    assert not notice.ephemeral
    thread_id = next(cid for cid, ch in fake.channels.items() if ch["type"] == 11)
    assert f"<#{thread_id}>" in notice.content
    lobby = await fake.wait_message(lambda m: m.channel_id == thread_id and bool(m.components))
    joined = await fake.answer(await fake.click(bob, lobby, "Join"))
    assert joined.channel_id == thread_id and "bob" in joined.content
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(thread_id))
    assert table is not None and table.parent_channel_id == str(fake.channel_id)
    # the parent channel stays free for another table
    other = await fake.answer(await fake.slash(bob, "game new", game="duel", thread=False))
    assert not other.ephemeral


async def test_autocomplete_suggests_legal_targets(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_duel(fake, alice, bob)
    choices = await fake.autocomplete(alice, "duel mark", "square", square="A")
    assert [c["value"] for c in choices] == ["A1", "A2"]
    carol = fake.add_user("carol")
    assert await fake.autocomplete(carol, "duel mark", "square", square="") == []  # not seated


async def test_private_information_never_reaches_the_channel(fake: FakeDiscord, bot: MeneurBot,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")

    async def status(actor):  # type: ignore[no-untyped-def]
        return Reply(text="board", whispers={str(alice.id): "your secret is 4", str(bob.id): "your secret is 2"})

    monkeypatch.setattr(bot.service, "status", status)
    iid = await fake.slash(alice, "game status")
    board = await fake.answer(iid)
    assert board.content == "board" and not board.ephemeral
    mine = await fake.wait_message(lambda m: m.interaction_id == iid and m.kind == "followup")
    assert mine.ephemeral and mine.content == "your secret is 4"
    dm = await fake.wait_message(lambda m: m.kind == "dm")
    assert "your secret is 2" in dm.content
    assert not [m for m in fake.channel_messages() if "secret" in m.text]


async def test_private_information_falls_back_to_one_private_thread_per_player(
        fake: FakeDiscord, runner: BotRunner, monkeypatch: pytest.MonkeyPatch) -> None:
    bot = await runner.start(default_locale="fr")  # a French server
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    fake.closed_dms.add(bob.id)
    await open_duel(fake, alice, bob, lang="fr")
    async with bot.service.db.session() as s:
        table = await repo.active_table(s, str(fake.channel_id))
    assert table is not None
    monkeypatch.setattr(bot.service, "status", _whispering(bob, "hidden hand", table.id))
    # DMs to bob are closed: the adapter opens a private thread and mentions bob there
    await fake.answer(await fake.slash(alice, "game status"))
    secret = await fake.wait_message(lambda m: "hidden hand" in m.content)
    thread = fake.channels[secret.channel_id]
    assert thread["type"] == 12 and f"<@{bob.id}>" in secret.content
    # named in bob's language (his client is in English; the server is French), the game
    # named from the reply's game id
    assert thread["name"] == f"duel #{table.id} - private - bob" and "duel" in secret.content
    assert not [m for m in fake.channel_messages() if "hidden" in m.text]
    # the next secret goes to the same thread, even after a restart
    monkeypatch.setattr(bot.service, "status", _whispering(bob, "second card", table.id))
    await fake.answer(await fake.slash(alice, "game status"))
    again = await fake.wait_message(lambda m: "second card" in m.content)
    await runner.stop(bot)
    bot = await runner.start(default_locale="fr")
    monkeypatch.setattr(bot.service, "status", _whispering(bob, "third card", table.id))
    await fake.answer(await fake.slash(alice, "game status"))
    third = await fake.wait_message(lambda m: "third card" in m.content)
    assert again.channel_id == third.channel_id == secret.channel_id
    assert [c for c in fake.channels.values() if c["type"] == 12] == [thread]


def _whispering(user: User, text: str, table_id: int | None = None):  # type: ignore[no-untyped-def]
    async def status(actor):  # type: ignore[no-untyped-def]
        return Reply(text="board", whispers={str(user.id): text}, table_id=table_id, game_id="duel")

    return status


async def test_verify_an_uploaded_export(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_duel(fake, alice, bob)
    await fake.answer(await fake.slash(alice, "game abandon"))
    export = await fake.answer(await fake.slash(alice, "game export"))
    blob = next(iter(export.files.values()))
    aid, resolved = fake.upload("export.json", blob)
    verified = await fake.answer(await fake.slash(alice, "game verify", resolved=resolved, file=aid))
    assert verified.content.startswith("Verified") and not verified.ephemeral
    aid, resolved = fake.upload("junk.json", b"not json")
    junk = await fake.answer(await fake.slash(alice, "game verify", resolved=resolved, file=aid))
    assert junk.ephemeral and "not a Meneur export" in junk.content


async def test_unexpected_errors_are_logged_and_answered_with_an_apology(
        fake: FakeDiscord, bot: MeneurBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    alice = fake.add_user("alice")

    async def boom(actor, expression):  # type: ignore[no-untyped-def]
        raise RuntimeError("kaboom")

    monkeypatch.setattr(bot.service, "roll", boom)
    with caplog.at_level(logging.ERROR, logger="meneur.discord"):
        msg = await fake.answer(await fake.slash(alice, "roll", expression="1d6"))
    assert msg.ephemeral and msg.content.startswith("Sorry")
    assert any(r.exc_info and "kaboom" in str(r.exc_info[1]) for r in caplog.records)


async def test_slow_work_is_deferred_then_answered(fake: FakeDiscord, runner: BotRunner,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    bot = await runner.start(defer_after=0.05)
    alice = fake.add_user("alice")

    async def slow(actor, expression):  # type: ignore[no-untyped-def]
        await asyncio.sleep(0.3)
        return Reply(text="x" * 2500, private=True)

    monkeypatch.setattr(bot.service, "roll", slow)
    iid = await fake.slash(alice, "roll", expression="1d6")
    answer = await fake.answer(iid)
    first = fake.interactions[iid]["responses"][0]
    assert first["type"] == 5  # deferred ("thinking…") within the deadline
    assert answer.ephemeral and len(answer.content) <= 2000 and answer.embeds  # long text goes to an embed


async def test_an_expired_interaction_still_gets_its_public_reply(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice = fake.add_user("alice")
    fake.expire_interactions = True
    await fake.slash(alice, "roll", expression="1d6")
    posted = await fake.wait_message(lambda m: m.kind == "channel")
    assert posted.content.startswith("🎲 alice")


async def test_export_is_a_file(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_duel(fake, alice, bob)
    msg = await fake.answer(await fake.slash(alice, "game export"))
    name = msg.attachments[0]["filename"]
    data = json.loads(msg.files[name])
    assert data["game"] == "duel" and data["seed"] is None


async def test_invalid_token_and_unreachable_database_exit_non_zero(fake: FakeDiscord, tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = make_config(fake, tmp_path / "a.db", token="wrong-token")
    assert await serve(bad, guild_ready_timeout=0.01) == EXIT_LOGIN
    good = make_config(fake, tmp_path / "b.db")
    unreachable = type(good)(**{**good.__dict__, "database_url": "postgresql+asyncpg://u:p@127.0.0.1:1/none"})
    assert await serve(unreachable, guild_ready_timeout=0.01) == EXIT_DATABASE


async def test_missing_intent_and_missing_scope_exit_non_zero(fake: FakeDiscord, tmp_path) -> None:  # type: ignore[no-untyped-def]
    fake.identify_close_code = 4014
    assert await serve(make_config(fake, tmp_path / "a.db"), guild_ready_timeout=0.01) == EXIT_INTENTS
    fake.identify_close_code = None
    fake.forbid_sync = True
    dev = make_config(fake, tmp_path / "b.db", dev_guild=True)
    assert await serve(dev, guild_ready_timeout=0.01) == EXIT_PERMISSION


# ---------------------------------------------------------------------- platform hooks
def offer_options(monkeypatch: pytest.MonkeyPatch, make) -> list[dict[str, str]]:  # type: ignore[no-untyped-def]
    """The duel's prompts offer ``make(state)`` as ready-made answers; ``mark`` ignores extra
    arguments. Returns the arguments every command reached the game with."""
    from tests.support.duel import DUEL

    cls = type(DUEL)
    prompts, parse = cls.prompts, cls.parse_command
    seen: list[dict[str, str]] = []

    def with_options(self, state):  # type: ignore[no-untyped-def]
        return [p.model_copy(update={"options": make(state)}) for p in prompts(self, state)]

    def parse_command(self, command, args, state, seat):  # type: ignore[no-untyped-def]
        seen.append(dict(args))
        return parse(self, command, {k: v for k, v in args.items() if k == "square"}, state, seat)

    monkeypatch.setattr(cls, "prompts", with_options)
    monkeypatch.setattr(cls, "parse_command", parse_command)
    return seen


def mark_options(*squares: str, **extra: str):  # type: ignore[no-untyped-def]
    from rules.core import PromptOption

    def make(state):  # type: ignore[no-untyped-def]
        return [PromptOption(command="mark", args={"square": sq, **extra}, label=f"mark-{sq}")
                for sq in squares if sq not in state.marks]

    return make


async def test_info_command_by_a_spectator_is_private_with_its_picture(fake: FakeDiscord, bot: MeneurBot) -> None:
    alice, bob, carol = fake.add_user("alice"), fake.add_user("bob"), fake.add_user("carol")
    await open_duel(fake, alice, bob)
    public = len(fake.channel_messages())
    info = await fake.answer(await fake.slash(carol, "duel scores"))  # carol is not seated
    assert info.ephemeral and info.content == "ev-duel-scores"
    assert len(info.attachments) == 1 and next(iter(info.files.values())).startswith(PNG)
    # slow enough to be deferred: the "thinking…" is private too, and the picture follows
    bot.defer_after = 0
    iid = await fake.slash(carol, "duel scores")
    late = await fake.answer(iid)
    first = fake.interactions[iid]["responses"][0]
    assert first["type"] == 5 and first["data"]["flags"] & EPHEMERAL
    assert late.ephemeral and next(iter(late.files.values())).startswith(PNG)
    assert len(fake.channel_messages()) == public  # nothing public, nothing changed


async def test_prompt_options_are_buttons_of_their_player(fake: FakeDiscord, bot: MeneurBot,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    seen = offer_options(monkeypatch, mark_options("A1", "B2"))
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)
    assert [b["label"] for row in board.components for b in row["components"]] == ["mark-A1", "mark-B2"]
    refused = await fake.answer(await fake.click(bob, board, "mark-B2"))
    assert refused.ephemeral and refused.content == "This button is not for you."
    moved = await fake.answer(await fake.click(alice, board, "mark-B2"))
    assert not moved.ephemeral and "ev-duel-marked" in moved.content
    assert seen == [{"square": "B2"}]
    # alice keeps the hand: the clicked board itself is updated, with the buttons left
    assert moved is board and [b["label"] for row in board.components for b in row["components"]] == ["mark-A1"]


async def test_long_option_arguments_survive_a_restart(fake: FakeDiscord, runner: BotRunner,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    why = "because-the-rulebook-says-so-" * 3
    seen = offer_options(monkeypatch, mark_options("A1", why=why))
    first = await runner.start()
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)
    cid = board.button("mark-A1")["custom_id"]
    assert len(cid) <= 100 and ":#" in cid and why not in cid  # too long: a hash stands for the arguments
    await runner.stop(first)
    await runner.start()
    moved = await fake.answer(await fake.click(alice, board, "mark-A1"))
    assert not moved.ephemeral and "ev-duel-marked" in moved.content
    assert seen == [{"square": "A1", "why": why}]  # found again in the reloaded state


async def test_elapsed_placeholder_is_the_reaction_time(fake: FakeDiscord, bot: MeneurBot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from rules.core import ELAPSED

    seen = offer_options(monkeypatch, mark_options("A2", ms=ELAPSED))
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)
    fake.clock_offset_ms += 1500  # alice thinks for a second and a half
    moved = await fake.answer(await fake.click(alice, board, "mark-A2"))
    assert not moved.ephemeral
    assert len(seen) == 1 and seen[0]["square"] == "A2"
    assert 1500 <= int(seen[0]["ms"]) < 4500  # plus the real time of the test


async def test_each_process_reminds_the_tables_of_its_own_servers(fake: FakeDiscord, runner: BotRunner) -> None:
    from bot.shared.replies import Actor

    bot = await runner.start()
    admin = fake.add_user("admin", manage=True)
    await fake.answer(await fake.slash(admin, "game settings", reminder=30))
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    await open_duel(fake, alice, bob)
    # a table of a server this process does not serve (another shard's)
    other = Actor("901", "zoe", "555", guild_id="999", can_manage=True)
    await bot.service.settings(other, reminder_minutes=30)
    await bot.service.create(other, "duel")
    await bot.service.join(Actor("902", "yann", "555", guild_id="999"))
    assert not (await bot.service.start(other)).error
    assert bot.serves_guild(str(fake.guild_id)) and not bot.serves_guild("999")
    assert bot.serves_guild(None) and not bot.serves_guild("console")  # DMs: the process of shard 0
    runner.clock.advance(31)
    reminder = await fake.wait_message(lambda m: m.kind == "channel" and not m.pinned, timeout=5)
    assert f"<@{alice.id}>" in reminder.content
    await asyncio.sleep(0.15)  # a few more polls
    async with bot.service.db.session() as s:
        foreign = await repo.active_table(s, "555")
    assert foreign is not None and foreign.reminders_sent == 0  # left for the process that serves it
    assert not [p for _m, p in fake.requests if p.endswith("/channels/555")]
    assert bot.reminders_sent == 1


async def test_a_database_that_fails_on_a_click_is_answered_try_again(
        fake: FakeDiscord, bot: MeneurBot, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    """The click reads the table before the service does: a failing read there is no bug either."""
    import sqlite3

    from sqlalchemy.exc import OperationalError

    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    board = await open_duel(fake, alice, bob)

    async def disk_error(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OperationalError("SELECT game_table", {}, sqlite3.OperationalError("disk I/O error"))

    monkeypatch.setattr(repo, "active_table", disk_error)
    with caplog.at_level(logging.INFO):
        msg = await fake.answer(await fake.click(alice, board, "stop"))
    assert msg.ephemeral and msg.content == "The database is not answering right now: try again in a moment."
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert any("database unavailable in button" in r.getMessage() for r in caplog.records)

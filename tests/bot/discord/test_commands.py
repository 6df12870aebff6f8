"""The Discord adapter without a network: command payloads, translations, messages, buttons."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

import discord
import pytest
from discord import app_commands

from bot.discord.app import EXIT_CONFIG, MeneurBot, run_discord
from bot.discord.commands import (
    FluentTranslator,
    build_tree,
    to_name,
    valid_name,
)
from bot.discord.ui import (
    CUSTOM_ID_TEMPLATE,
    DISCORD_EPOCH_MS,
    GameButton,
    build_message,
    choice_candidates,
    choice_ref,
    custom_id,
    elapsed_ms,
    fill_elapsed,
    resolve_ref,
    snowflake_ms,
    split_text,
)
from bot.shared.config import Config
from bot.shared.game_options import parse_game_options
from bot.shared.replies import Attachment, Choice, Reply
from rules.core import ELAPSED, InvalidActionError, all_games, i18n
from rules.core.engine import CommandSpec, OptionKind, OptionSpec
from tests.e2e.limits import check_commands, has_openapi, schema_errors

ROOT = Path(__file__).resolve().parents[3]


def config(tmp_path: Path) -> Config:
    return Config(discord_token="t", database_url=f"sqlite+aiosqlite:///{tmp_path}/x.db", dev_guild_id=None,
                  images_dir=str(tmp_path), exports_dir=str(tmp_path), log_level="INFO",
                  reminder_poll_seconds=60, default_locale="fr")


async def payloads(tmp_path: Path) -> list[dict[str, Any]]:
    bot = MeneurBot(config(tmp_path))
    build_tree(bot)
    translator = FluentTranslator()
    await bot.tree.set_translator(translator)
    out = [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]
    await bot.db.close()
    return out


async def test_every_command_of_every_game_fits_discord_limits(tmp_path: Path) -> None:
    payload = await payloads(tmp_path)
    assert check_commands(payload) == []
    if has_openapi():
        assert schema_errors(payload) == []
    names = {c["name"] for c in payload}
    for game in all_games():
        if game.commands:
            assert to_name(game.group()) in names, game.id


async def test_commands_are_localized_in_french_and_english(tmp_path: Path) -> None:
    payload = {c["name"]: c for c in await payloads(tmp_path)}
    game = payload["game"]
    assert game["name_localizations"] == {"fr": "partie", "en-US": "game", "en-GB": "game"}
    subs = {o["name"]: o for o in game["options"]}
    assert set(subs) == {"new", "join", "leave", "start", "status", "log", "undo", "abandon", "export",
                         "verify", "mine", "settings", "skip", "back", "remove"}
    for sub in subs.values():
        assert set(sub["description_localizations"]) == {"fr", "en-US", "en-GB"}
        assert sub["name_localizations"]["fr"]
    assert payload["roll"]["name_localizations"]["fr"] == "jet"
    settings = {o["name"]: o for o in subs["settings"]["options"]}
    assert [c["value"] for c in settings["locale"]["choices"]] == list(i18n.LANGUAGES)
    assert settings["reminder"]["min_value"] == 0 and settings["reminder"]["max_value"] == 10080


def _ftl_ids(lang: str) -> dict[str, set[str]]:
    text = (ROOT / "bot" / "locales" / lang / "discord.ftl").read_text(encoding="utf-8")
    out: dict[str, set[str]] = {}
    for line in text.splitlines():
        m = re.match(r"^([a-z][\w-]*) =(.*)$", line)
        if m:
            out[m.group(1)] = set(re.findall(r"\$([a-z_]+)", m.group(2)))
    return out


def test_discord_catalogs_have_the_same_ids_and_variables() -> None:
    fr, en = _ftl_ids("fr"), _ftl_ids("en")
    assert fr == en
    for key in fr:
        if key.startswith(("cmdname-", "optname-")):
            assert valid_name(i18n.t("fr", key)) and valid_name(i18n.t("en", key)), key
        if key.startswith(("cmd-", "opt-")):
            assert len(i18n.t("fr", key)) <= 100 and len(i18n.t("en", key)) <= 100, key


async def test_translator_serves_french_and_both_englishes_only() -> None:
    tr = FluentTranslator()
    ctx = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_name, None)
    s = app_commands.locale_str("game", key="cmdname-game", kind="name")
    assert await tr.translate(s, discord.Locale.french, ctx) == "partie"
    assert await tr.translate(s, discord.Locale.british_english, ctx) == "game"
    assert await tr.translate(s, discord.Locale.german, ctx) is None
    assert await tr.translate(app_commands.locale_str("x"), discord.Locale.french, ctx) is None


def test_parse_game_options() -> None:
    assert parse_game_options("target:12 scenario=ruins") == {"target": "12", "scenario": "ruins"}
    assert parse_game_options('name:"two words"') == {"name": "two words"}
    assert parse_game_options(None) == {}
    with pytest.raises(InvalidActionError) as err:
        parse_game_options("oops")
    assert (err.value.code, err.value.params) == ("bad-option-word", {"word": "oops"})


def test_custom_ids_round_trip_and_fit() -> None:
    cid = custom_id(12, 7, "kros move", "123456789012345678", {"to": "C4"})
    assert cid == "meneur:12:7:123456789012345678:kros move:to=C4"
    m = re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
    assert m and m["table"] == "12" and m["version"] == "7" and m["cmd"] == "kros move" and m["args"] == "to=C4"
    assert custom_id(1, 1, "game join") == "meneur:1:1:0:game join"
    assert custom_id(1, 1, "Bad:Command") is None


def test_arguments_too_long_for_a_custom_id_become_a_hash_found_again_in_the_state() -> None:
    user = "123456789012345678"
    args = {"die1": "guy-yomtella", "die2": "kamas", "face1": "pa", "face2": "pm"}
    full = custom_id(48213, 1337, "kros inspire", user, {"die1": "guy-yomtella", "die2": "kamas"})
    assert full is not None and len(full) <= 100 and "die1=guy-yomtella" in full  # the realistic case fits
    long_args = {**args, "unit": "goultard-le-barbare-de-la-fosse-elementaire"}
    cid = custom_id(48213, 1337, "kros inspire", user, long_args)
    assert cid is not None and len(cid) <= 100
    ref = choice_ref("kros inspire", long_args)
    assert cid == f"meneur:48213:1337:{user}:kros inspire:#{ref}"
    m = re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
    assert m and m["cmd"] == "kros inspire" and m["cref"] == ref and m["args"] is None
    # a command too long as well: the hash alone
    long_cmd = "kros " + "x" * 80
    cid = custom_id(1, 2, long_cmd, user, long_args)
    assert cid == f"meneur:1:2:{user}:#{choice_ref(long_cmd, long_args)}"
    m = re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
    assert m and m["cmd"] is None and m["ref"] == choice_ref(long_cmd, long_args)
    candidates = [("kros end", {}), ("kros inspire", args), ("kros inspire", long_args), (long_cmd, long_args)]
    assert resolve_ref(candidates, ref, "kros inspire") == ("kros inspire", long_args)
    assert resolve_ref(candidates, choice_ref(long_cmd, long_args)) == (long_cmd, long_args)
    assert resolve_ref(candidates, ref, "kros move") is None
    assert resolve_ref(candidates[:2], ref) is None  # no longer offered: stale
    # the placeholder of a reflex variant survives the round trip
    timed = custom_id(3, 4, "duel mark", user, {"square": "A1", "ms": ELAPSED})
    m = re.fullmatch(CUSTOM_ID_TEMPLATE, timed or "")
    assert m and dict(parse_qsl(m["args"])) == {"square": "A1", "ms": ELAPSED}


def test_choice_candidates_cover_prompt_options_and_choice_buttons() -> None:
    from rules.core import Prompt, PromptOption
    from tests.support.duel import DUEL

    class WithOptions(type(DUEL)):  # type: ignore[misc]
        commands = (*type(DUEL).commands,
                    CommandSpec(name="pick", options=[OptionSpec(name="side", kind=OptionKind.CHOICE,
                                                                 choices=["N", "S"])]))

        def prompts(self, state):  # type: ignore[no-untyped-def]
            return [Prompt(seat=0, kind="duel-turn", options=[
                PromptOption(command="mark", args={"square": "B2"}, label="x")])]

    # a prompt's own options replace the generic buttons
    assert choice_candidates(WithOptions(), None) == [("duel mark", {"square": "B2"})]

    class Plain(WithOptions):
        def prompts(self, state):  # type: ignore[no-untyped-def]
            return [Prompt(seat=0, kind="duel-turn")]

        def legal_actions(self, state, seat):  # type: ignore[no-untyped-def]
            return [*type(DUEL).legal_actions(self, state, seat)]

    from tests.support.duel import DuelState

    state = DuelState(target=5, scores=[0, 0], secrets=[1, 2])
    # without options: the legal commands needing no option; "pick" is not legal here
    assert choice_candidates(Plain(), state) == [("duel roll", {}), ("duel stop", {})]


def test_elapsed_ms_from_snowflakes() -> None:
    def snowflake(unix_ms: int, worker: int = 5) -> int:
        return ((unix_ms - DISCORD_EPOCH_MS) << 22) | worker

    posted = 1_790_000_000_000
    assert snowflake_ms(snowflake(posted)) == posted
    assert discord.utils.snowflake_time(snowflake(posted)).timestamp() * 1000 == posted  # Discord's own reading
    assert elapsed_ms(snowflake(posted), snowflake(posted + 1234, 9)) == 1234
    assert elapsed_ms(snowflake(posted), snowflake(posted)) == 0
    assert elapsed_ms(snowflake(posted + 50), snowflake(posted)) == 0  # never negative
    # a deferred answer shows its buttons when it is edited: count from the edit
    edited = datetime.fromtimestamp((posted + 800) / 1000, UTC)
    assert elapsed_ms(snowflake(posted), snowflake(posted + 1234), edited) == 434
    assert fill_elapsed({"square": "A1", "ms": ELAPSED}, 434) == {"square": "A1", "ms": "434"}
    assert fill_elapsed({"ms": ELAPSED}, None) == {"ms": ELAPSED}
    assert fill_elapsed({"square": "A1"}, 434) == {"square": "A1"}


def test_message_from_a_reply_mentions_only_the_awaited_and_fits() -> None:
    reply = Reply(text="alice, your turn", events=["alice rolls 6"], mentions=["111", "console:bob"],
                  image=Attachment("b.png", b"png"), table_id=3, version=4,
                  choices=[Choice(label="End turn", command="kros end", for_user="111"),
                           Choice(label="End turn", command="kros end", for_user="111")])
    out = build_message(reply)
    assert out.content == "alice rolls 6\nalice, your turn\n<@111>"
    assert out.mentions == [111] and not out.ephemeral
    assert [a.name for a in out.attachments] == ["b.png"]
    assert out.view is not None and len(out.view.children) == 1  # duplicates dropped
    button = out.view.children[0]
    assert isinstance(button, GameButton) and button.user_id == 111 and button.version == 4
    long = build_message(Reply(text="line\n" * 3000, private=True))
    assert long.ephemeral and long.content is None
    assert sum(len(e.description or "") for e in long.embeds) <= 6000
    assert all(len(e.description or "") <= 4096 for e in long.embeds)
    assert [a.name for a in long.attachments] == ["message.txt"]  # the full text, nothing lost


def test_at_most_25_buttons() -> None:
    choices = [Choice(label=f"b{i}", command=f"kros c{i}") for i in range(40)]
    out = build_message(Reply(text="x", choices=choices, table_id=1, version=1))
    assert out.view is not None and len(out.view.children) == 25


def test_split_text() -> None:
    chunks = split_text("a" * 2500 + "\n" + "b" * 10, 2000)
    assert [len(c) for c in chunks] == [2000, 511]
    assert "".join(chunks).replace("\n", "") == "a" * 2500 + "b" * 10


def test_missing_token_is_one_clear_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cfg = Config(**{**config(tmp_path).__dict__, "discord_token": None})
    assert run_discord(cfg) == EXIT_CONFIG
    assert "DISCORD_TOKEN" in capsys.readouterr().err


async def test_game_commands_are_typed_from_their_specs(tmp_path: Path) -> None:
    from rules.core import registry
    from tests.support.duel import Duel

    class Typed(Duel):
        id = "typed"
        aliases = ()
        command_group = "typed"
        commands = (
            CommandSpec(name="play", options=[
                OptionSpec(name="extra", kind=OptionKind.BOOLEAN, required=False),
                OptionSpec(name="count", kind=OptionKind.INTEGER, min_value=1, max_value=6),
                OptionSpec(name="colour", kind=OptionKind.CHOICE, choices=["red", "blue"]),
                OptionSpec(name="card", kind=OptionKind.CHOICE, choices=[f"c{i}" for i in range(40)]),
                OptionSpec(name="at", kind=OptionKind.SQUARE),
                OptionSpec(name="reflex", kind=OptionKind.TIMING),
            ]),
            CommandSpec(name="card", info=True),
        )

    registry.register(Typed())
    try:
        payload = {c["name"]: c for c in await payloads(tmp_path)}
    finally:
        registry.unregister("typed")
    play = payload["typed"]["options"][0]
    opts = {o["name"]: o for o in play["options"]}
    assert [o["name"] for o in play["options"]][-1] == "extra"  # optional options last
    assert opts["extra"]["type"] == 5 and not opts["extra"]["required"]
    assert opts["count"]["type"] == 4 and (opts["count"]["min_value"], opts["count"]["max_value"]) == (1, 6)
    assert [c["value"] for c in opts["colour"]["choices"]] == ["red", "blue"]
    assert opts["card"].get("autocomplete") and "choices" not in opts["card"]  # more than 25: autocomplete
    assert opts["at"].get("autocomplete")
    assert "reflex" not in opts  # measured on a click, never typed
    assert "card" in {o["name"] for o in payload["typed"]["options"]}
    assert check_commands(list(payload.values())) == []


def test_every_prompt_option_of_every_game_fits_a_button_and_is_found_again() -> None:
    """Random playouts of each game: each ready-made answer gets a custom id of at most 100
    characters (realistic ids: a 19-digit user, big table and version numbers) whose command
    and arguments come back from the id alone or, hashed, from the state."""
    import random

    from rules.core import Rng, SeatInfo

    user = "123456789012345678"
    checked = 0
    for game in all_games():
        seats = [SeatInfo(index=i, name=f"p{i}") for i in range(game.max_seats)]
        for seed in ("a", "b"):
            rng, chooser = Rng(seed * 8), random.Random(seed)
            state = game.setup(game.parse_options({}), seats, rng)
            for _ in range(300):
                if game.result(state) is not None:
                    break
                prompts = game.prompts(state)
                candidates = choice_candidates(game, state)
                for prompt in prompts:
                    for option in prompt.options:
                        command = f"{game.group()} {option.command}"
                        cid = custom_id(987654, 43210, command, user, option.args)
                        assert cid is not None and len(cid) <= 100, (game.id, option)
                        m = re.fullmatch(CUSTOM_ID_TEMPLATE, cid)
                        assert m is not None, cid
                        ref = m["cref"] or m["ref"]
                        if ref is None:
                            assert (m["cmd"], dict(parse_qsl(m["args"] or "", keep_blank_values=True))) == (
                                command, option.args)
                        else:
                            assert resolve_ref(candidates, ref, m["cmd"]) == (command, option.args)
                        checked += 1
                prompt = chooser.choice(prompts)
                action = chooser.choice(game.legal_actions(state, prompt.seat))
                state = game.apply(state, prompt.seat, action, rng).state
    assert checked > 0  # Dungeon Fighter's prompts offer answers


async def test_spectators_get_suggestions_for_info_commands(sqlite_db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from bot.discord.commands import autocomplete_values
    from bot.service import Service
    from tests.conftest import actor
    from tests.support.duel import DUEL

    service = Service(sqlite_db, render=False)
    alice, bob = actor("alice"), actor("bob")
    await service.create(alice, "duel")
    await service.join(bob)
    await service.start(alice)
    asked: list[int | None] = []

    def suggest(state, seat, command, option, partial, typed=None):  # type: ignore[no-untyped-def]
        asked.append(seat)
        return ["everyone"]

    monkeypatch.setattr(DUEL, "autocomplete", suggest)
    bot: Any = SimpleNamespace(service=service)
    who = OptionSpec(name="who", autocomplete=True)
    info = CommandSpec(name="scores", info=True, options=[who])
    move = CommandSpec(name="mark", options=[who])
    everyone = [("everyone", "everyone")]
    assert await autocomplete_values(bot, "chan", "u-carol", DUEL, info, who, "") == everyone  # a spectator
    assert await autocomplete_values(bot, "chan", "u-carol", DUEL, move, who, "") == []  # not for moves
    assert await autocomplete_values(bot, "chan", "u-alice", DUEL, move, who, "") == everyone
    assert asked == [None, 0]
    # the game may label its values: the menu shows the label, the command gets the value
    monkeypatch.setattr(DUEL, "suggestion_label",
                        lambda state, command, option, value, lang: {"fr": "Tout le monde", "en": "Everyone"}[lang])
    assert await autocomplete_values(bot, "chan", "u-alice", DUEL, move, who, "") == [("Tout le monde", "everyone")]
    assert await autocomplete_values(bot, "chan", "u-alice", DUEL, move, who, "", lang="en") == \
        [("Everyone", "everyone")]  # in the reader's language

    def needs_a_seat(state, seat, command, option, partial, typed=None):  # type: ignore[no-untyped-def]
        raise TypeError("seat")

    monkeypatch.setattr(DUEL, "autocomplete", needs_a_seat)
    assert await autocomplete_values(bot, "chan", "u-carol", DUEL, info, who, "") == []  # the static choices

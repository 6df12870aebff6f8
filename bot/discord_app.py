"""The Discord adapter: a thin discord.py client over the Discord-free service.

``run_discord(config)`` connects with an :class:`discord.AutoShardedClient` (Discord picks
the number of shards), migrates the database, registers the slash commands with their
French and English localizations, syncs them (globally, or to ``DEV_GUILD_ID``), registers
the persistent game buttons and starts the reminder loop. Interactions become service
calls; replies become one message each (ephemeral when private or an error).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sys
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

import aiohttp
import discord
from discord import app_commands

from db import repository as repo
from db.database import Database
from rules.core import InvalidActionError, PlayerError, find_game

from . import i18n
from .config import Config
from .discord_commands import MAX_VERIFY_BYTES, build_tree, parse_game_options
from .discord_ui import (
    CONTENT_LIMIT, GameButton, Outgoing, build_message, choice_candidates, elapsed_ms, fill_elapsed, resolve_ref,
    split_text,
)
from .replies import Actor, Reply
from .service import Service, ServiceError

log = logging.getLogger("meneur.discord")

#: answer (or defer) well within Discord's 3 seconds
DEFER_AFTER = 1.5

EXIT_OK = 0
EXIT_CONFIG = 2
EXIT_LOGIN = 3
EXIT_INTENTS = 4
EXIT_DATABASE = 5
EXIT_PERMISSION = 6
EXIT_NETWORK = 7

GAME_SUBCOMMANDS = {
    "join": "join", "leave": "leave", "start": "start", "status": "status", "log": "log", "undo": "undo",
    "abandon": "abandon", "export": "export", "verify": "verify", "mine": "mine",
}


class StartupError(Exception):
    """The bot cannot go on; ``code`` is the process exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def is_thread(channel: Any) -> bool:
    return isinstance(channel, discord.Thread)


class MeneurBot(discord.AutoShardedClient):
    """The bot: slash commands, persistent buttons and reminders over one :class:`Service`."""

    def __init__(self, config: Config, *, service: Service | None = None, database: Database | None = None,
                 clock: Callable[[], datetime] | None = None, reminder_poll_seconds: float | None = None,
                 defer_after: float = DEFER_AFTER, **options: Any) -> None:
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # Meneur never uses voice
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads; slash commands need no privileged intent
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none(), **options)
        self.config = config
        self._own_db = service is None and database is None
        self.db = service.db if service is not None else (database or Database(config.database_url))
        self._service = service
        self._clock = clock
        self.poll_seconds = reminder_poll_seconds if reminder_poll_seconds is not None else config.reminder_poll_seconds
        self.defer_after = defer_after
        self.tree: app_commands.CommandTree[MeneurBot] = app_commands.CommandTree(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        self.synced: list[app_commands.AppCommand] = []
        self._reminder_task: asyncio.Task[None] | None = None
        self.reminders_sent = 0
        #: (table id, user id) -> the private thread that player's hidden information goes to
        self._private_threads: dict[tuple[int | None, int], int] = {}

    @property
    def service(self) -> Service:
        if self._service is None:
            raise RuntimeError("the service is built in setup_hook")
        return self._service

    # ------------------------------------------------------------------ start
    async def setup_hook(self) -> None:
        try:
            await self.db.migrate()
        except Exception as exc:
            where = self.db.url.split("@")[-1]
            raise StartupError(f"Cannot open the database ({where}): {exc}", EXIT_DATABASE) from exc
        if self._service is None:
            kwargs: dict[str, Any] = {"clock": self._clock} if self._clock else {}
            self._service = Service(self.db, default_locale=self.config.default_locale, **kwargs)
        await self.tree.set_translator(_translator())
        build_tree(self)
        self.add_dynamic_items(GameButton)
        await self.sync_commands()
        if self.poll_seconds > 0:
            self._reminder_task = asyncio.create_task(self._reminder_loop(), name="meneur-reminders")

    async def sync_commands(self) -> None:
        guild_id = self.config.dev_guild_id
        guild = discord.Object(guild_id) if guild_id else None
        try:
            if guild is not None:
                self.tree.copy_global_to(guild=guild)
                self.synced = await self.tree.sync(guild=guild)
            else:
                self.synced = await self.tree.sync()
        except discord.Forbidden as exc:
            where = f"the server DEV_GUILD_ID={guild_id}" if guild else "Discord"
            raise StartupError(
                f"Discord refused to register the slash commands in {where} ({exc.text or exc.status}). "
                "Invite the bot with the scopes 'bot applications.commands' (see docs/deployment.md)"
                + (" and check that DEV_GUILD_ID is a server the bot is in." if guild else "."),
                EXIT_PERMISSION) from exc
        except app_commands.CommandSyncFailure as exc:
            raise StartupError(f"Discord rejected the command definitions: {exc}", EXIT_CONFIG) from exc
        log.info("Synced %d slash commands %s", len(self.synced),
                 f"to server {guild_id} (DEV_GUILD_ID)" if guild else "globally (may take a while to appear)")

    async def on_ready(self) -> None:
        user = self.user
        log.info("Meneur is ready: logged in as %s (id %s), %d server(s), %d shard(s)",
                 user, user.id if user else "?", len(self.guilds), self.shard_count or 1)

    async def close(self) -> None:
        if self._reminder_task is not None:
            self._reminder_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):  # the loop logs its own failures
                await self._reminder_task
            self._reminder_task = None
        await super().close()
        if self._own_db:
            await self.db.close()

    # ------------------------------------------------------------------ actors
    @staticmethod
    def actor_of(interaction: discord.Interaction[Any], channel_id: int | str | None = None) -> Actor:
        user = interaction.user
        perms = interaction.permissions
        locale = interaction.locale.value if interaction.locale else None
        if locale and locale.split("-")[0].lower() not in i18n.LANGUAGES:
            locale = None  # a language we do not speak: use the server's setting
        channel = interaction.channel
        parent_id = getattr(channel, "parent_id", None) if channel_id is None and is_thread(channel) else None
        return Actor(
            user_id=str(user.id),
            name=user.display_name,
            channel_id=str(channel_id or interaction.channel_id),
            guild_id=str(interaction.guild_id) if interaction.guild_id else None,
            locale=locale,
            can_manage=bool(perms.manage_channels or perms.administrator),
            parent_channel_id=str(parent_id) if parent_id else None,
        )

    # ------------------------------------------------------------------ answering
    async def run(self, interaction: discord.Interaction[Any], work: Callable[[Actor], Awaitable[Reply]], *,
                  private_hint: bool = False, actor: Actor | None = None) -> Reply:
        """Run a service call and post its reply; defer if it takes more than ``defer_after``."""
        actor = actor or self.actor_of(interaction)
        task = asyncio.ensure_future(work(actor))
        try:
            await asyncio.wait_for(asyncio.shield(task), timeout=self.defer_after)
        except asyncio.TimeoutError:
            if not interaction.response.is_done():
                await self.defer(interaction, ephemeral=private_hint)
        reply = await task
        await self.post(interaction, reply, actor)
        return reply

    async def defer(self, interaction: discord.Interaction[Any], *, ephemeral: bool) -> None:
        await interaction.response.defer(thinking=True, ephemeral=ephemeral)
        interaction.extras["meneur_deferred"] = "ephemeral" if ephemeral else "public"

    async def post(self, interaction: discord.Interaction[Any], reply: Reply, actor: Actor) -> None:
        """The one message of a reply, then the whispers (never in the channel)."""
        out = build_message(reply)
        await self._answer(interaction, out)
        interaction.extras["meneur_answered"] = True
        if reply.whispers:
            await self.send_whispers(reply, actor, interaction)

    async def _answer(self, interaction: discord.Interaction[Any], out: Outgoing) -> None:
        deferred = interaction.extras.get("meneur_deferred")
        if not interaction.response.is_done():
            try:
                await interaction.response.send_message(ephemeral=out.ephemeral, **out.send_kwargs())
            except discord.NotFound:
                # the interaction expired (Discord's 3 seconds passed): a public reply still
                # reaches the channel; a private one cannot, and is logged
                channel = interaction.channel
                if out.ephemeral or channel is None or not hasattr(channel, "send"):
                    raise
                log.warning("interaction %s expired; posting its reply in the channel", interaction.id)
                await channel.send(**out.send_kwargs())
        elif deferred == ("ephemeral" if out.ephemeral else "public") and not interaction.extras.get("meneur_answered"):
            await interaction.edit_original_response(**out.edit_kwargs())
        else:
            if deferred and not interaction.extras.get("meneur_answered"):
                try:  # the public "thinking…" of an answer that turned out private
                    await interaction.delete_original_response()
                except discord.HTTPException:
                    log.debug("could not delete the deferred response of interaction %s", interaction.id,
                              exc_info=True)
            await interaction.followup.send(ephemeral=out.ephemeral, wait=True, **out.send_kwargs())

    async def say(self, interaction: discord.Interaction[Any], text: str, *, ephemeral: bool = True) -> None:
        await self._answer(interaction, build_message(Reply(text=text, private=ephemeral)))
        interaction.extras["meneur_answered"] = True

    async def send_whispers(self, reply: Reply, actor: Actor | None,
                            interaction: discord.Interaction[Any] | None = None) -> None:
        """Hidden information: ephemeral to the actor, a DM (else a private thread) to others."""
        channel_id = actor.channel_id if actor else None
        guild_id = actor.guild_id if actor else None
        for user_id, text in reply.whispers.items():
            try:
                if interaction is not None and actor is not None and user_id == actor.user_id:
                    for chunk in split_text(text, CONTENT_LIMIT):
                        await interaction.followup.send(chunk, ephemeral=True, wait=True)
                elif user_id.isdigit():
                    await self.whisper(int(user_id), text, channel_id, reply.table_id, game_id=reply.game_id,
                                       guild_id=guild_id)
            except Exception:
                log.exception("could not deliver private information to user %s", user_id)

    async def whisper(self, user_id: int, text: str, channel_id: str | None, table_id: int | None,
                      game_id: str | None = None, guild_id: str | None = None) -> None:
        """Private text for one player: a DM, else their private thread of the table's channel."""
        lang = i18n.language((await self.service.guild(guild_id)).locale)
        game_name = _game_name(lang, game_id) if game_id else "Meneur"
        head = i18n.t(lang, "discord-whisper-head",
                      {"game": game_name, "channel": f"<#{channel_id}>" if channel_id else "—"})
        try:
            dm = await self.create_dm(discord.Object(user_id))
            for chunk in split_text(f"{head}\n{text}", CONTENT_LIMIT):
                await dm.send(chunk)
            return
        except discord.HTTPException as exc:
            log.info("user %s does not accept DMs (%s); using a private thread", user_id, exc.status)
        thread = await self.private_thread(user_id, channel_id, table_id, game_name, lang)
        if thread is None:
            log.warning("no way to send private information to user %s", user_id)
            return
        mention = discord.AllowedMentions(users=[discord.Object(user_id)], everyone=False, roles=False)
        for i, chunk in enumerate(split_text(f"<@{user_id}> {head}\n{text}", CONTENT_LIMIT)):
            await thread.send(chunk, allowed_mentions=mention if i == 0 else discord.AllowedMentions.none())

    async def private_thread(self, user_id: int, channel_id: str | None, table_id: int | None,
                             game_name: str, lang: str) -> discord.Thread | None:
        """The private thread of one player at one table: reused, else found by name, else opened."""
        key = (table_id, user_id)
        known = self._private_threads.get(key)
        if known is not None:
            thread = await self._channel(str(known))
            if isinstance(thread, discord.Thread) and not thread.locked:
                return thread
            self._private_threads.pop(key, None)
        channel = await self._channel(channel_id) if channel_id else None
        if isinstance(channel, discord.Thread):
            channel = channel.parent or await self._channel(str(channel.parent_id))
        if not isinstance(channel, discord.TextChannel):
            return None
        player = await self._seat_name(table_id, user_id)
        name = i18n.t(lang, "discord-private-thread-name",
                      {"game": game_name, "table": str(table_id or "—"), "player": player})[:100]
        me = self.user.id if self.user else None
        thread = next((t for t in channel.threads if t.type is discord.ChannelType.private_thread
                       and t.name == name and t.owner_id == me and not t.locked), None)
        if thread is None:  # (after a restart the cache holds the active threads: found by name)
            thread = await channel.create_thread(name=name, type=discord.ChannelType.private_thread,
                                                 invitable=False)
        self._private_threads[key] = thread.id
        return thread

    async def _seat_name(self, table_id: int | None, user_id: int) -> str:
        """The name a player sits under at a table (for their private thread's name)."""
        if table_id is None:
            return str(user_id)
        async with self.service.db.session() as s:
            seats = await repo.seats(s, table_id)
        return next((x.name for x in seats if x.user_id == str(user_id)), str(user_id))

    async def _channel(self, channel_id: str | None) -> Any:
        if not channel_id or not channel_id.isdigit():
            return None
        cid = int(channel_id)
        channel = self.get_channel(cid)
        if channel is None:
            try:
                channel = await self.fetch_channel(cid)
            except discord.HTTPException:
                return None
        return channel

    async def send_to_channel(self, channel: Any, reply: Reply) -> discord.Message:
        return await channel.send(**build_message(reply).send_kwargs())

    # ------------------------------------------------------------------ commands with adapter work
    async def new_table(self, interaction: discord.Interaction[Any], game: str, options: str | None,
                        thread: bool | None) -> None:
        """``/game new``: in this channel, or in a new public thread."""
        actor = self.actor_of(interaction)
        try:
            opts = parse_game_options(options)
        except InvalidActionError as exc:
            await self.post(interaction, await self.service.fail(actor, exc), actor)
            return
        want_thread = thread
        if want_thread is None and actor.guild_id is not None:
            want_thread = (await self.service.guild(actor.guild_id)).use_threads
        channel = interaction.channel
        if not want_thread or is_thread(channel) or not isinstance(channel, discord.TextChannel):
            await self.run(interaction, lambda a: self.service.create(a, game, opts), actor=actor)
            return
        # validate before opening a thread, so a typo does not leave an empty thread behind
        try:
            found = find_game(game)
            found.parse_options(opts)
        except PlayerError as exc:
            await self.post(interaction, await self.service.fail(actor, exc), actor)
            return
        lang = await self.service.lang(actor)
        await self.defer(interaction, ephemeral=False)
        name = i18n.t(lang, "discord-thread-name", {"game": _game_name(lang, found.id), "host": actor.name})
        try:
            new_thread = await channel.create_thread(name=name[:100], type=discord.ChannelType.public_thread,
                                                     auto_archive_duration=10080)
        except discord.Forbidden:
            await self.say(interaction, i18n.t(lang, "discord-missing-permission",
                                               {"permission": "Create Public Threads"}))
            return
        thread_actor = Actor(**{**actor.__dict__, "channel_id": str(new_thread.id),
                                "parent_channel_id": str(channel.id)})
        reply = await self.service.create(thread_actor, game, opts)
        if reply.error:
            try:
                await new_thread.delete()
            except discord.HTTPException:
                log.warning("could not delete the empty thread %s (Manage Threads?)", new_thread.id, exc_info=True)
            await self.post(interaction, reply, actor)
            return
        await self.send_to_channel(new_thread, reply)
        try:  # best effort: the host also joins by posting or by the mention of the notice
            await new_thread.add_user(interaction.user)
        except discord.HTTPException:
            log.debug("could not add user %s to thread %s", actor.user_id, new_thread.id, exc_info=True)
        await self.say(interaction, i18n.t(lang, "discord-thread-opened", {
            "host": actor.name, "game": _game_name(lang, found.id), "thread": new_thread.mention}), ephemeral=False)

    async def verify(self, interaction: discord.Interaction[Any], file: discord.Attachment | None) -> None:
        """``/game verify``: this channel's game, or an uploaded export."""
        if file is None:
            await self.run(interaction, lambda a: self.service.verify(a))
            return
        actor = self.actor_of(interaction)
        lang = await self.service.lang(actor)
        if file.size > MAX_VERIFY_BYTES:
            await self.say(interaction, i18n.t(lang, "discord-verify-too-big"))
            return
        await self.defer(interaction, ephemeral=False)
        try:
            data = json.loads(await file.read())
            if not isinstance(data, dict) or "log" not in data or "game" not in data:
                raise ValueError("not an export")
            code, params = await self.service.verify_data(data)
        except PlayerError as exc:
            await self.post(interaction, await self.service.fail(actor, exc), actor)
            return
        except (ValueError, KeyError, TypeError):
            await self.say(interaction, i18n.t(lang, "discord-verify-bad-file"))
            return
        bad = code not in ("verify-ok", "verify-not-ended")
        await self.post(interaction, Reply(text=i18n.t(lang, code, params), error=bad), actor)

    # ------------------------------------------------------------------ buttons
    async def handle_click(self, interaction: discord.Interaction[Any], button: GameButton) -> None:
        """A game button: only its player may press it, and only while it is current."""
        try:
            actor = self.actor_of(interaction)
            if button.user_id and str(button.user_id) != actor.user_id:
                lang = await self.service.lang(actor)
                await self.say(interaction, i18n.t(lang, "discord-not-for-you"))
                return
            async with self.service.db.session() as s:
                table = await repo.active_table(s, actor.channel_id)
            found = None
            if table is not None and table.id == button.table_id:
                found = self._button_command(button, table)
            if found is None:
                await self.post(interaction, await self.service.fail(actor, ServiceError("stale-message")), actor)
                return
            command, args = found
            args = fill_elapsed(args, self.click_elapsed(interaction))
            info = self.is_info(command)
            reply = await self.run(interaction, self._click_work(command, args, button.version), private_hint=info)
            # a move makes the clicked board out of date; an info answer (private) changes nothing
            if not reply.error and not reply.private and command != "game join":
                await self._retire_buttons(interaction)
        except Exception as exc:
            await self.apologize(interaction, exc, f"button {button.custom_id!r}")

    @staticmethod
    def _button_command(button: GameButton, table: Any) -> tuple[str, dict[str, str]] | None:
        """The command and arguments a button runs; a hashed one is found in the reloaded state."""
        if button.ref is None:
            return (button.command, button.args) if button.command else None
        if table.state is None:
            return None
        game = find_game(table.game)
        return resolve_ref(choice_candidates(game, game.load_state(table.state)), button.ref, button.command)

    @staticmethod
    def click_elapsed(interaction: discord.Interaction[Any]) -> int | None:
        """Milliseconds between the post holding the clicked button and the click (``None``: unknown)."""
        message = interaction.message
        if message is None:
            return None
        return elapsed_ms(message.id, interaction.id, message.edited_at)

    @staticmethod
    def is_info(command: str) -> bool:
        """Whether a button's command is a game's info command (answered privately)."""
        head, _, rest = command.partition(" ")
        if head == "game":
            return False
        try:
            game = find_game(head)
        except PlayerError:
            return False
        return any(spec.name == rest and spec.info for spec in game.commands)

    @staticmethod
    async def _retire_buttons(interaction: discord.Interaction[Any]) -> None:
        """The clicked board is now out of date: take its buttons away (the next board has them)."""
        message = interaction.message
        if message is None or message.flags.ephemeral or not message.components:
            return
        try:
            await message.edit(view=None)
        except discord.HTTPException as exc:
            log.debug("could not remove the buttons of message %s: %s", message.id, exc)

    def _click_work(self, command: str, args: dict[str, str], version: int) -> Callable[[Actor], Awaitable[Reply]]:
        head, _, rest = command.partition(" ")
        if head == "game":
            method = GAME_SUBCOMMANDS.get(rest)
            if method is None:
                return lambda a: self.service.fail(a, ServiceError("console-unknown", command=command))
            return lambda a: getattr(self.service, method)(a)
        game = find_game(head)
        return lambda a: self.service.act(a, rest, args, expected_version=version, game_id=game.id)

    # ------------------------------------------------------------------ errors
    async def on_app_command_error(self, interaction: discord.Interaction[Any],
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.TransformerError):
            lang = i18n.language(interaction.locale.value if interaction.locale else None)
            await self._safe_say(interaction, i18n.t(lang, "discord-bad-input", {"value": str(error.value)[:100]}))
            return
        original = getattr(error, "original", error)
        command = interaction.command.qualified_name if interaction.command else "?"
        await self.apologize(interaction, original, f"/{command}")

    async def apologize(self, interaction: discord.Interaction[Any], exc: BaseException, what: str) -> None:
        """Log the traceback; answer a short apology privately. Never a silent failure."""
        log.error("Unexpected error in %s (user %s, channel %s)", what, interaction.user.id,
                  interaction.channel_id, exc_info=(type(exc), exc, exc.__traceback__))
        lang = i18n.language(interaction.locale.value if interaction.locale else None)
        await self._safe_say(interaction, i18n.t(lang, "discord-error"))

    async def _safe_say(self, interaction: discord.Interaction[Any], text: str) -> None:
        try:
            await self.say(interaction, text)
        except Exception:
            log.exception("could not send the error message")

    # ------------------------------------------------------------------ reminders
    def holds_shard_zero(self) -> bool:
        """Whether this process holds shard 0 (or every shard): Discord sends DMs there."""
        return self.shard_ids is None or 0 in self.shard_ids

    def serves_guild(self, guild_id: str | None) -> bool:
        """Whether this process serves the tables of ``guild_id``: its shards' servers.

        Each process reminds the tables of its own servers, so every reminder is sent once;
        tables outside any server (DMs) belong to the process of shard 0.
        """
        if guild_id is None:
            return self.holds_shard_zero()
        return guild_id.isdigit() and self.get_guild(int(guild_id)) is not None

    async def _reminder_loop(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            try:
                await self.send_reminders()
            except Exception:  # the loop must outlive any one failure
                log.exception("the reminder round failed")
            await asyncio.sleep(self.poll_seconds)

    async def send_reminders(self) -> int:
        """Post every due reminder of this process's servers in its table's channel."""
        try:
            due = await self.service.due_reminders(guild_filter=self.serves_guild)
        except Exception:
            log.exception("could not read the due reminders")
            return 0
        sent = 0
        for table, reply in due:
            try:
                channel = await self._channel(table.channel_id)
                if channel is None:
                    log.warning("reminder for table %s: channel %s is gone", table.id, table.channel_id)
                    continue
                await self.send_to_channel(channel, reply)
                sent += 1
            except discord.Forbidden:
                log.warning("reminder for table %s: no permission to post in channel %s", table.id, table.channel_id)
            except Exception:
                log.exception("reminder for table %s failed", table.id)
        self.reminders_sent += sent
        return sent


def _game_name(lang: str, game_id: str) -> str:
    key = f"game-{game_id}"
    text = i18n.t(lang, key)
    return game_id if text == key else text


def _translator() -> app_commands.Translator:
    from .discord_commands import FluentTranslator

    return FluentTranslator()


# ---------------------------------------------------------------------- entry point
async def serve(config: Config, **options: Any) -> int:
    """Run the bot until it is closed; the exit code says why it stopped."""
    assert config.discord_token
    bot = MeneurBot(config, **options)
    try:
        async with bot:
            await bot.start(config.discord_token)
    except discord.LoginFailure:
        log.error("Discord refused the token: DISCORD_TOKEN is invalid or was reset. "
                  "Copy a fresh one from the Developer Portal (Bot > Reset Token).")
        return EXIT_LOGIN
    except discord.PrivilegedIntentsRequired as exc:
        log.error("Discord requires a privileged intent this bot asked for (shard %s): enable it in the "
                  "Developer Portal (Bot > Privileged Gateway Intents) or remove it.", exc.shard_id)
        return EXIT_INTENTS
    except StartupError as exc:
        log.error("%s", exc)
        return exc.code
    except (aiohttp.ClientConnectorError, discord.GatewayNotFound, OSError) as exc:
        log.error("Cannot reach Discord: %s", exc)
        return EXIT_NETWORK
    return EXIT_OK


def run_discord(config: Config) -> int:
    """``python -m bot`` with DISCORD_TOKEN set. Returns the process exit code."""
    if not config.discord_token:
        print("DISCORD_TOKEN is not set: put the bot token in the environment or in .env "
              "(see docs/deployment.md), or run the console table without it.", file=sys.stderr)
        return EXIT_CONFIG
    try:
        return asyncio.run(serve(config))
    except KeyboardInterrupt:
        return EXIT_OK

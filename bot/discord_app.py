"""The Discord adapter: a thin discord.py client over the Discord-free service.

``run_discord(config)`` connects with an :class:`discord.AutoShardedClient` (Discord picks
the number of shards), migrates the database, registers the slash commands with their
French and English localizations, syncs them (globally, or to ``DEV_GUILD_ID``), registers
the persistent game buttons and starts the reminder loop. Interactions become service
calls; replies become one message each (ephemeral when private or an error).
"""

from __future__ import annotations

import asyncio
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
from render.registry import load_renderers
from rules.core import InvalidActionError, PlayerError, find_game

from . import i18n
from .config import Config
from .discord_commands import MAX_VERIFY_BYTES, build_tree, parse_game_options
from .discord_ui import CONTENT_LIMIT, GameButton, Outgoing, build_message, split_text
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
            self._service = Service(self.db, **kwargs)
        load_renderers()
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
            try:
                await self._reminder_task
            except (asyncio.CancelledError, Exception):
                pass
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
        return Actor(
            user_id=str(user.id),
            name=user.display_name,
            channel_id=str(channel_id or interaction.channel_id),
            guild_id=str(interaction.guild_id) if interaction.guild_id else None,
            locale=locale,
            can_manage=bool(perms.manage_channels or perms.administrator),
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
                try:
                    await interaction.delete_original_response()
                except discord.HTTPException:
                    pass
            await interaction.followup.send(ephemeral=out.ephemeral, wait=True, **out.send_kwargs())

    async def say(self, interaction: discord.Interaction[Any], text: str, *, ephemeral: bool = True) -> None:
        await self._answer(interaction, build_message(Reply(text=text, private=ephemeral)))
        interaction.extras["meneur_answered"] = True

    async def send_whispers(self, reply: Reply, actor: Actor | None,
                            interaction: discord.Interaction[Any] | None = None) -> None:
        """Hidden information: ephemeral to the actor, a DM (else a private thread) to others."""
        channel_id = actor.channel_id if actor else None
        for user_id, text in reply.whispers.items():
            try:
                if interaction is not None and actor is not None and user_id == actor.user_id:
                    for chunk in split_text(text, CONTENT_LIMIT):
                        await interaction.followup.send(chunk, ephemeral=True, wait=True)
                elif user_id.isdigit():
                    await self.whisper(int(user_id), text, channel_id, reply.table_id)
            except Exception:
                log.exception("could not deliver private information to user %s", user_id)

    async def whisper(self, user_id: int, text: str, channel_id: str | None, table_id: int | None) -> None:
        """Private text for one player: a DM, else a private thread of the table's channel."""
        game_name, lang, player = "Meneur", i18n.DEFAULT_LANGUAGE, str(user_id)
        if table_id is not None:
            async with self.service.db.session() as s:
                table = await repo.get_table(s, table_id)
                seats = await repo.seats(s, table_id) if table is not None else []
            if table is not None:
                lang = i18n.language((await self.service.guild(table.guild_id)).locale)
                game_name = _game_name(lang, table.game)
                player = next((x.name for x in seats if x.user_id == str(user_id)), player)
        head = i18n.t(lang, "discord-whisper-head",
                      {"game": game_name, "channel": f"<#{channel_id}>" if channel_id else "—"})
        try:
            dm = await self.create_dm(discord.Object(user_id))
            for chunk in split_text(f"{head}\n{text}", CONTENT_LIMIT):
                await dm.send(chunk)
            return
        except discord.HTTPException as exc:
            log.info("user %s does not accept DMs (%s); using a private thread", user_id, exc.status)
        channel = await self._channel(channel_id) if channel_id else None
        if isinstance(channel, discord.Thread):
            channel = channel.parent
        if not isinstance(channel, discord.TextChannel):
            log.warning("no way to send private information to user %s", user_id)
            return
        name = i18n.t(lang, "discord-private-thread-name", {"game": game_name, "player": player})[:100]
        thread = await channel.create_thread(name=name, type=discord.ChannelType.private_thread, invitable=False)
        mention = discord.AllowedMentions(users=[discord.Object(user_id)], everyone=False, roles=False)
        for i, chunk in enumerate(split_text(f"<@{user_id}> {head}\n{text}", CONTENT_LIMIT)):
            await thread.send(chunk, allowed_mentions=mention if i == 0 else discord.AllowedMentions.none())

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
        thread_actor = Actor(**{**actor.__dict__, "channel_id": str(new_thread.id)})
        reply = await self.service.create(thread_actor, game, opts)
        if reply.error:
            try:
                await new_thread.delete()
            except discord.HTTPException:
                pass
            await self.post(interaction, reply, actor)
            return
        await self.send_to_channel(new_thread, reply)
        try:
            await new_thread.add_user(interaction.user)
        except discord.HTTPException:
            pass
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
            if table is None or table.id != button.table_id:
                await self.post(interaction, await self.service.fail(actor, ServiceError("stale-message")), actor)
                return
            reply = await self.run(interaction, self._click_work(button))
            if not reply.error and button.command != "game join":
                await self._retire_buttons(interaction)
        except Exception as exc:
            await self.apologize(interaction, exc, f"button {button.custom_id!r}")

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

    def _click_work(self, button: GameButton) -> Callable[[Actor], Awaitable[Reply]]:
        head, _, rest = button.command.partition(" ")
        if head == "game":
            method = GAME_SUBCOMMANDS.get(rest)
            if method is None:
                return lambda a: self.service.fail(a, ServiceError("console-unknown", command=button.command))
            return lambda a: getattr(self.service, method)(a)
        game = find_game(head)
        return lambda a: self.service.act(a, rest, button.args, expected_version=button.version, game_id=game.id)

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
    def runs_reminders(self) -> bool:
        """One process sends reminders: the one that holds shard 0 (or all shards)."""
        return self.shard_ids is None or 0 in self.shard_ids

    async def _reminder_loop(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            await self.send_reminders()
            await asyncio.sleep(self.poll_seconds)

    async def send_reminders(self) -> int:
        """Post every due reminder in its table's channel, mentioning the awaited players."""
        if not self.runs_reminders():
            return 0
        try:
            due = await self.service.due_reminders()
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

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
import logging
import signal
import sys
import weakref
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta
from typing import Any

import aiohttp

import discord
from bot.discord.choices import ChoiceButton, ChoiceSelect
from bot.discord.clicks import Clicks
from bot.discord.commands import (
    FluentTranslator,
    build_tree,
)
from bot.discord.dice import add_dice_commands
from bot.discord.help import HelpMenu, help_command
from bot.discord.post import Posting
from bot.discord.reminders import ReminderLoop
from bot.discord.campaigns import CampaignButton, CampaignSelect, add_campaign_command
from bot.discord.replay import ReplayButton, add_replay_command
from bot.discord.tables import TableCommands
from bot.discord.ui import (
    GameButton,
    is_thread,
)
from bot.service import Service
from bot.service.kept import Notes
from bot.service.signing import load_signer
from bot.service.rules_thread import while_rules_thread_waits
from bot.service.verification import start_verifier
from bot.shared.command_names import mentions_from_synced
from bot.shared.config import Config
from bot.shared.replies import Actor, Reply
from bot.shared.startup import finish_start_up, share_with_workers, warm_games
from bot.web.activity import activity_settings
from bot.web.throw import ThrowPages
from bot.web.throw import settings as throw_settings
from db.database import Database, failure_summary, is_unavailable
from discord import app_commands
from render.pool import RenderPool
from rules.core import i18n

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



class StartupError(Exception):
    """The bot cannot go on; ``code`` is the process exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


class MeneurTree(app_commands.CommandTree["MeneurBot"]):
    """The command tree: counts the commands under way, and refuses new ones while closing."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        if not self.client.closing:
            return True
        if interaction.type is not discord.InteractionType.autocomplete:
            await self.client.say_restarting(interaction)
        return False

    async def _call(self, interaction: discord.Interaction[Any]) -> None:
        with self.client.in_flight():
            await super()._call(interaction)


class MeneurBot(Posting, Clicks, TableCommands, ReminderLoop, discord.AutoShardedClient):
    """The bot: slash commands, persistent buttons and reminders over one :class:`Service`."""

    def __init__(self, config: Config, *, service: Service | None = None, database: Database | None = None,
                 clock: Callable[[], datetime] | None = None, reminder_poll_seconds: float | None = None,
                 defer_after: float = DEFER_AFTER, shutdown_grace: float | None = None,
                 **options: Any) -> None:
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False  # Meneur never uses voice
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads; slash commands need no privileged intent
        if config.shard_count is not None:  # this process opens some of the shards (SHARD_IDS)
            options.setdefault("shard_count", config.shard_count)
            options.setdefault("shard_ids", list(config.shard_ids or range(config.shard_count)))
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none(), **options)
        self.config = config
        self._own_db = service is None and database is None
        self.db = service.db if service is not None else (database or Database(config.database_url))
        self._service = service
        self._clock = clock
        self.poll_seconds = reminder_poll_seconds if reminder_poll_seconds is not None else config.reminder_poll_seconds
        self.defer_after = defer_after
        self.tree: app_commands.CommandTree[MeneurBot] = MeneurTree(self)
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]
        self.synced: list[app_commands.AppCommand] = []
        self._reminder_task: asyncio.Task[None] | None = None
        self._warm_task: asyncio.Task[None] | None = None
        self.throw_pages: ThrowPages | None = None
        self.reminders_sent = 0
        self.timeouts_posted = 0
        #: channel id -> the lock its commands take in turn (kept while some command holds it)
        self._channel_locks: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()
        #: (table id, user id) -> the private thread that player's hidden information goes to
        #: (bounded: a forgotten thread is found again by its name)
        self._private_threads: Notes[tuple[int | None, int], int] = Notes()
        #: graceful shutdown: interactions under way, and whether new ones are refused
        self.closing = False
        self.shutdown_grace = config.shutdown_grace_seconds if shutdown_grace is None else shutdown_grace
        self._busy = 0
        self._idle = asyncio.Condition()
        self._meneur_closed = False

    @property
    def service(self) -> Service:
        if self._service is None:
            raise RuntimeError("the service is built in setup_hook")
        return self._service

    async def setup_hook(self) -> None:
        try:
            await self.db.migrate()
        except Exception as exc:
            where = self.db.url.split("@")[-1]
            raise StartupError(f"Cannot open the database ({where}): {exc}", EXIT_DATABASE) from exc
        if self._service is None:
            kwargs: dict[str, Any] = {"clock": self._clock} if self._clock else {}
            pictures = RenderPool(self.config.render_workers)  # started once the commands are synced
            self._service = Service(self.db, default_locale=self.config.default_locale, pictures=pictures,
                                    catch_up_after=timedelta(hours=self.config.catch_up_hours),
                                    status_cooldown=self.config.status_cooldown_seconds,
                                    signer=load_signer(self.config.signing_key, self.config.signing_key_file),
                                    kept_bytes=self.config.kept_rows_bytes, **kwargs)
        web = throw_settings()
        if web is not None and self.throw_pages is None:  # the throw page (bot/web/throw.py)
            self.throw_pages = ThrowPages(self.service, web[1], poster=self._post_throw,
                                          activity=activity_settings(),  # the Discord Activity, when set
                                          link_minutes=self.config.throw_link_minutes)
            self.service.board_buttons.append(self.throw_pages.board_buttons)  # « Throw » on the board
            await self.throw_pages.start(web[0], self.config.throw_host)
        await self.tree.set_translator(_translator())
        build_tree(self)
        add_dice_commands(self)
        add_replay_command(self)
        add_campaign_command(self)
        self.tree.add_command(help_command(self))
        self.add_dynamic_items(GameButton, ChoiceButton, ChoiceSelect, ReplayButton, HelpMenu, CampaignButton,
                               CampaignSelect)
        await self.sync_commands()
        if self.poll_seconds > 0:
            self._reminder_task = asyncio.create_task(self._reminder_loop(), name="meneur-reminders-deadlines")
        # the games' content loads in a thread while the gateway connects, then the start-up
        # objects are frozen out of the GC (the bot answers before that: a game loads on first
        # use), then the workers start
        self._warm_task = asyncio.create_task(self._warm_up(), name="meneur-warm-up")

    async def _warm_up(self) -> None:
        # the drawing modules load here only if the pictures are drawn in this process
        await asyncio.to_thread(warm_games, not self.service.pictures.uses_processes)
        finish_start_up(games=False)
        if self.service.pictures.uses_processes:
            # the workers' fork server: a fork of this process, sharing the games it loaded
            # (bot/shared/startup.py), forked while the rules thread waits; a picture or a
            # verification asked before this started the usual server instead (then kept)
            await while_rules_thread_waits(share_with_workers)
        # the picture workers and the verify and computer worker start in the background (their
        # fork server imports the drawing modules and warms up in its own process, off the loop)
        self.service.pictures.start()
        start_verifier()

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
        # texts name commands as clickable mentions of the synced commands
        self.service.command_names.reset(mentions_from_synced(
            (c.name, c.id, synced_paths(c)) for c in self.synced))
        log.info("Synced %d slash commands %s", len(self.synced),
                 f"to server {guild_id} (DEV_GUILD_ID)" if guild else "globally (may take a while to appear)")

    async def on_ready(self) -> None:
        user = self.user
        log.info("Meneur is ready: logged in as %s (id %s), %d server(s), %d shard(s)",
                 user, user.id if user else "?", len(self.guilds), self.shard_count or 1)

    @contextlib.contextmanager
    def in_flight(self) -> Any:
        """Count an interaction under way (a graceful shutdown waits for them)."""
        self._busy += 1
        try:
            yield
        finally:
            self._busy -= 1
            if self._busy == 0:
                asyncio.ensure_future(self._notify_idle())

    async def _notify_idle(self) -> None:
        async with self._idle:
            self._idle.notify_all()

    async def shutdown(self, grace: float | None = None) -> None:
        """Stop taking interactions, let those under way finish (up to ``grace`` seconds, their
        replies and boards posted), then close the gateway."""
        if self.closing:
            return
        self.closing = True
        limit = self.shutdown_grace if grace is None else grace
        log.info("Shutting down: %d interaction(s) under way, waiting up to %.0f s", self._busy, limit)

        async def idle() -> None:
            async with self._idle:
                await self._idle.wait_for(lambda: self._busy == 0)

        try:
            await asyncio.wait_for(idle(), limit)
        except asyncio.TimeoutError:
            log.warning("Shutting down with %d interaction(s) still under way", self._busy)
        await self.close()

    async def say_restarting(self, interaction: discord.Interaction[Any]) -> None:
        lang = i18n.language(interaction.locale.value if interaction.locale else None,
                             self.config.default_locale)
        await self._safe_say(interaction, i18n.t(lang, "discord-restarting"))

    async def open_throw_page(self, interaction: discord.Interaction[Any]) -> None:
        """``/game throw`` and the board's « Throw » button (bot/web/throw.py): the Activity when it
        is set and the player has a throw waiting, else their private, single-use link (or why not)."""
        pages = self.throw_pages
        if pages is None:  # a board from before a restart without the throw page's settings
            lang = await self.service.lang(self.actor_of(interaction))
            await self.say(interaction, i18n.t(lang, "df-page-not-now"))
            return
        activity = pages.activity
        if activity is not None and await activity.can_launch(self.actor_of(interaction)):
            try:  # the Activity (bot/web/activity.py): LAUNCH_ACTIVITY opens the throw page in Discord
                await interaction.response.launch_activity()
                return
            except discord.HTTPException as exc:  # the application has no Activity: the link instead
                log.warning("Could not launch the throw Activity (%s): sending the link", exc)
        await self.run(interaction, pages.link_reply, private_hint=True)

    async def _post_throw(self, channel_id: str, reply: Reply) -> None:
        """A throw made on the throw page: its result goes to the table's channel."""
        channel = await self._channel(channel_id)
        if channel is not None:
            await self.send_to_channel(channel, reply)

    async def close(self) -> None:
        if self._meneur_closed:
            return
        self._meneur_closed = True
        if self.throw_pages is not None:
            await self.throw_pages.stop()
        if self._reminder_task is not None:
            self._reminder_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):  # the loop logs its own failures
                await self._reminder_task
            self._reminder_task = None
        if self._warm_task is not None and not self._warm_task.done():
            with contextlib.suppress(Exception):  # the thread finishes its game; nothing waits on it
                await asyncio.wait_for(asyncio.shield(self._warm_task), 10)
        await super().close()
        if self._own_db:
            if self._service is not None:
                await self._service.close()
            await self.db.close()

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
            roles=tuple(str(r.id) for r in getattr(user, "roles", ())),
        )

    async def run(self, interaction: discord.Interaction[Any], work: Callable[[Actor], Awaitable[Reply]], *,
                  private_hint: bool = False, actor: Actor | None = None) -> Reply:
        """Run a service call and post its reply; defer if it takes more than ``defer_after``.

        The commands of one channel run one at a time, from the service call to the end of
        the posting: the next move reads the board message the previous one posted.
        """
        if self.closing:
            await self.say_restarting(interaction)
            return Reply(text=i18n.t(i18n.language(actor.locale if actor else None), "discord-restarting"),
                         private=True, error=True)
        with self.in_flight():
            return await self._run(interaction, work, private_hint=private_hint, actor=actor)

    async def _run(self, interaction: discord.Interaction[Any], work: Callable[[Actor], Awaitable[Reply]], *,
                   private_hint: bool, actor: Actor | None) -> Reply:
        actor = actor or self.actor_of(interaction)
        digest: list[Reply | None] = [None]
        lock = self._channel_locks.get(actor.channel_id)
        if lock is None:
            lock = self._channel_locks[actor.channel_id] = asyncio.Lock()
        held = False

        async def caught_up_then_work() -> Reply:
            nonlocal held
            await lock.acquire()
            held = True
            digest[0] = await self.catch_up(actor)  # what they missed, read before their move
            return await work(actor)

        task = asyncio.ensure_future(caught_up_then_work())
        try:
            try:
                await asyncio.wait_for(asyncio.shield(task), timeout=self.defer_after)
            except asyncio.TimeoutError:
                if not interaction.response.is_done():
                    await self.defer(interaction, ephemeral=private_hint)
            reply = await task
            await self.post(interaction, reply, actor)
            if digest[0] is not None:
                await self.send_catch_up(interaction, digest[0])
            return reply
        finally:
            if not task.done():
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
            if held:
                lock.release()

    async def defer(self, interaction: discord.Interaction[Any], *, ephemeral: bool) -> None:
        if interaction.extras.get("meneur_step"):  # its answer edits the clicked step message
            await self.defer_update(interaction)
            return
        await interaction.response.defer(thinking=True, ephemeral=ephemeral)
        interaction.extras["meneur_deferred"] = "ephemeral" if ephemeral else "public"

    async def on_app_command_error(self, interaction: discord.Interaction[Any],
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(error, app_commands.TransformerError):
            lang = i18n.language(interaction.locale.value if interaction.locale else None)
            await self._safe_say(interaction, i18n.t(lang, "discord-bad-input", {"value": str(error.value)[:100]}))
            return
        if isinstance(error, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)):
            # a command Discord still shows but this version no longer has, or whose options changed
            outdated = isinstance(error, app_commands.CommandSignatureMismatch)
            log.warning("%s command from user %s: %s", "outdated" if outdated else "unknown",
                        interaction.user.id, error)
            lang = await self.service.lang(self.actor_of(interaction))
            key = "discord-outdated-command" if outdated else "discord-unknown-command"
            await self._safe_say(interaction, self.service.t(lang, key))
            return
        original = getattr(error, "original", error)
        command = interaction.command.qualified_name if interaction.command else "?"
        await self.apologize(interaction, original, f"/{command}")

    async def apologize(self, interaction: discord.Interaction[Any], exc: BaseException, what: str) -> None:
        """Log the traceback; answer a short apology privately. Never a silent failure.

        A database that does not answer is no bug: one warning line, and "try again in a moment"."""
        if is_unavailable(exc):
            log.warning("database unavailable in %s: %s", what, failure_summary(exc))
            lang = i18n.language(interaction.locale.value if interaction.locale else None)
            await self._safe_say(interaction, i18n.t(lang, "err-db-unavailable"))
            return
        log.error("Unexpected error in %s (user %s, channel %s)", what, interaction.user.id,
                  interaction.channel_id, exc_info=(type(exc), exc, exc.__traceback__))
        lang = i18n.language(interaction.locale.value if interaction.locale else None)
        await self._safe_say(interaction, i18n.t(lang, "discord-error"))

    async def _safe_say(self, interaction: discord.Interaction[Any], text: str) -> None:
        try:
            await self.say(interaction, text)
        except Exception:
            log.exception("could not send the error message")


def synced_paths(command: app_commands.AppCommand) -> list[str]:
    """The subcommands of a synced command as paths below it (``join``, ``info card``)."""
    out: list[str] = []
    for option in command.options:
        if not isinstance(option, app_commands.AppCommandGroup):
            continue
        nested = [o.name for o in option.options if isinstance(o, app_commands.AppCommandGroup)]
        out += [f"{option.name} {n}" for n in nested] if nested else [option.name]
    return out


def _translator() -> app_commands.Translator:
    return FluentTranslator()


# ---------------------------------------------------------------------- entry point
async def serve(config: Config, **options: Any) -> int:
    """Run the bot until it is closed; the exit code says why it stopped."""
    assert config.discord_token
    bot = MeneurBot(config, **options)
    loop = asyncio.get_running_loop()
    handled: list[signal.Signals] = []
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:  # SIGTERM/SIGINT: finish the moves under way, then close the gateway cleanly
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.shutdown()))
            handled.append(sig)
        except (NotImplementedError, RuntimeError):  # not the main thread, or not Unix
            log.debug("no handler for %s", sig)
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
    finally:
        for sig in handled:
            loop.remove_signal_handler(sig)
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

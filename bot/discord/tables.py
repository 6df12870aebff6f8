"""``/game new`` (in the channel or its own thread) and ``/game verify`` of an uploaded export."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from bot.discord.commands import MAX_VERIFY_BYTES
from bot.discord.ui import (
    game_name,
    is_thread,
)
from bot.service import Service
from bot.shared.game_options import (
    parse_game_options,
    platform_options,
    validate_options,
)
from bot.shared.replies import Actor
from rules.core import InvalidActionError, PlayerError, find_game, i18n

log = logging.getLogger("meneur.discord")



class TableCommands:
    """Commands whose work is partly Discord's (threads, uploaded files)."""

    if TYPE_CHECKING:  # provided by MeneurBot
        service: Service
        user: Any

        def get_channel(self, channel_id: int, /) -> Any: ...
        async def fetch_channel(self, channel_id: int, /) -> Any: ...

    async def new_table(self, interaction: discord.Interaction[Any], game: str, options: str | None,
                        thread: bool | None, locale: str | None = None) -> None:
        """``/game new``: in this channel, or in a new public thread; ``locale``: the table's language."""
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
            await self.run(interaction, lambda a: self.service.create(a, game, opts, locale=locale), actor=actor)
            return
        # validate before opening a thread, so a typo does not leave an empty thread behind
        try:
            found = find_game(game)
            platform = {o.name for o in platform_options(found)}  # taken out by the service (computer seats, campaign)
            if "campaign" not in opts:  # a campaign's next table takes the campaign's options (the service checks them)
                validate_options(found, {k: v for k, v in opts.items() if k not in platform})
        except PlayerError as exc:
            await self.post(interaction, await self.service.fail(actor, exc), actor)
            return
        # the thread and its notice are public: in the table's language
        lang = i18n.language(locale) if locale else await self.service.server_lang(actor.guild_id)
        await self.defer(interaction, ephemeral=False)
        name = i18n.t(lang, "discord-thread-name", {"game": game_name(lang, found.id), "host": actor.name})
        try:
            new_thread = await channel.create_thread(name=name[:100], type=discord.ChannelType.public_thread,
                                                     auto_archive_duration=10080)
        except discord.Forbidden:
            await self.say(interaction, i18n.t(lang, "discord-missing-permission",
                                               {"permission": "Create Public Threads"}))
            return
        thread_actor = Actor(**{**actor.__dict__, "channel_id": str(new_thread.id),
                                "parent_channel_id": str(channel.id)})
        reply = await self.service.create(thread_actor, game, opts, locale=locale)
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
            "host": actor.name, "game": game_name(lang, found.id), "thread": new_thread.mention}), ephemeral=False)

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
        # parsed, checked and replayed in a worker process, within a time budget
        await self.post(interaction, await self.service.verify_file(actor, await file.read()), actor)

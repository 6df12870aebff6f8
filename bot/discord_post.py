"""Posting replies on Discord: the answer to an interaction, channel posts, private information."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from db import repository as repo
from rules.core import i18n

from .discord_ui import (
    CONTENT_LIMIT,
    Outgoing,
    build_message,
    game_name,
    split_text,
)
from .replies import Actor, Reply
from .service import Service

log = logging.getLogger("meneur.discord")



class Posting:
    """How a reply reaches Discord: one message, whispers by DM or private thread."""

    if TYPE_CHECKING:  # provided by MeneurBot
        service: Service
        user: Any

        def get_channel(self, channel_id: int, /) -> Any: ...
        async def fetch_channel(self, channel_id: int, /) -> Any: ...

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
        # the player's own language as their last command gave it, else the server's
        lang = self.service.user_lang(str(user_id), await self.service.server_lang(guild_id))
        title = game_name(lang, game_id) if game_id else "Meneur"
        head = i18n.t(lang, "discord-whisper-head",
                      {"game": title, "channel": f"<#{channel_id}>" if channel_id else "—"})
        try:
            dm = await self.create_dm(discord.Object(user_id))
            for chunk in split_text(f"{head}\n{text}", CONTENT_LIMIT):
                await dm.send(chunk)
            return
        except discord.HTTPException as exc:
            log.info("user %s does not accept DMs (%s); using a private thread", user_id, exc.status)
        thread = await self.private_thread(user_id, channel_id, table_id, title, lang)
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
        # found under its name in any language (the player's language is remembered in memory)
        names = {name, *(i18n.t(other, "discord-private-thread-name",
                                {"game": game_name, "table": str(table_id or "—"), "player": player})[:100]
                         for other in i18n.LANGUAGES)}
        thread = next((t for t in channel.threads if t.type is discord.ChannelType.private_thread
                       and t.name in names and t.owner_id == me and not t.locked), None)
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

"""Posting replies on Discord: the answer to an interaction, channel posts, private information."""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING, Any

import discord
from bot.discord.card import card_embed, message_link
from bot.discord.ui import (
    CONTENT_LIMIT,
    EMBEDS_TOTAL_LIMIT,
    Outgoing,
    build_message,
    game_name,
    mention_ids,
    reply_text,
    split_text,
)
from bot.service import Service
from bot.shared.command_names import CommandNames
from bot.shared.replies import Actor, Attachment, Reply
from db import repository as repo
from rules.core import i18n

log = logging.getLogger("meneur.discord")


def with_ledger(reply: Reply, names: CommandNames | None = None) -> Reply:
    """``reply`` with the earlier lines of the current hand above its events, the oldest
    left out (and counted) when the message would pass Discord's 2000 characters; ``names``
    names the log command (a mention on Discord)."""
    if not reply.ledger:
        return reply
    lang = reply.card.lang if reply.card is not None else i18n.DEFAULT_LANGUAGE
    ping = sum(len(f"<@{i}> ") for i in mention_ids(reply.mentions))
    base = len(reply_text(reply)) + ping + 1
    kept = list(reply.ledger)
    dropped = 0

    def marker() -> str:
        return i18n.t(lang, "discord-ledger-trimmed", (names or CommandNames()).fill(
            lang, "discord-ledger-trimmed", {"count": dropped}))

    while kept and base + sum(len(x) + 1 for x in kept) + (len(marker()) + 1 if dropped else 0) > CONTENT_LIMIT:
        kept.pop(0)
        dropped += 1
    head = [marker()] if dropped else []
    return dataclasses.replace(reply, events=[*head, *kept, *reply.events])


def is_step_update(interaction: discord.Interaction[Any]) -> bool:
    """Whether the interaction was a click (or a form opened by a click) on a private step
    message: its answer replaces that message instead of adding one (bot/discord/clicks.py)."""
    return bool(interaction.extras.get("meneur_step"))


def board_edit_kwargs(out: Outgoing) -> dict[str, Any]:
    """For editing a board in place: every part replaced, the buttons too (none left: none)."""
    kw = out.edit_kwargs()
    kw.setdefault("view", None)
    return kw



class Posting:
    """How a reply reaches Discord: one message, whispers by DM or private thread."""

    if TYPE_CHECKING:  # provided by MeneurBot
        service: Service
        user: Any

        def get_channel(self, channel_id: int, /) -> Any: ...
        async def fetch_channel(self, channel_id: int, /) -> Any: ...

    async def post(self, interaction: discord.Interaction[Any], reply: Reply, actor: Actor) -> None:
        """The one message of a reply, then the whispers (never in the channel).

        A game board updates the current board in place (``reply.board == "edit"``) or
        posts a new one (``"post"``); then the table's card follows it.
        """
        if reply.board and reply.table_id is not None and not reply.private and not reply.error:
            await self._post_board(interaction, reply, actor)
        elif is_step_update(interaction) and not reply.error:
            # the next step, a form's description or an info answer: the step message changes
            await self._update_step(interaction, build_message(reply))
        else:
            await self._answer(interaction, build_message(reply))
            if reply.card is not None and not reply.private:  # an ended table's card (abandon)
                await self._update_card(interaction.channel, reply)
        interaction.extras["meneur_answered"] = True
        if reply.whispers:
            await self.send_whispers(reply, actor, interaction)

    async def _post_board(self, interaction: discord.Interaction[Any], reply: Reply, actor: Actor) -> None:
        table_id = reply.table_id or 0
        channel = interaction.channel
        clicked = interaction.message if interaction.type is discord.InteractionType.component else None
        if clicked is not None and clicked.flags.ephemeral:
            clicked = None
        step = is_step_update(interaction)  # the move was pointed in a private step message
        full = with_ledger(reply, self.service.command_names)
        board_id: int | None = None
        if reply.board == "edit":
            out = build_message(full)
            if clicked is not None and not interaction.response.is_done():
                await interaction.response.edit_message(**board_edit_kwargs(out))
                board_id = clicked.id
            else:
                current = await self.service.board_message(table_id) if clicked is None else None
                if step and not interaction.response.is_done():
                    await self.defer_update(interaction)  # the step message waits for its summary
                board_id = await self._edit_board(channel, clicked, current or reply.board_message_id, out)
                if board_id is not None:
                    await self._summarize(interaction, reply, actor, board_id)
        if board_id is None:  # a new board (or the board to edit is gone)
            out = build_message(full)
            if reply.show_card and reply.card is not None:
                embed = card_embed(reply.card)
                if sum(len(e) for e in out.embeds) + len(embed) <= EMBEDS_TOTAL_LIMIT:
                    out.embeds.append(embed)
            if step:  # the board goes public as a follow-up; the step message becomes the summary
                if not interaction.response.is_done():
                    await self.defer_update(interaction)
                posted: discord.Message | None = await interaction.followup.send(
                    ephemeral=False, wait=True, **out.send_kwargs())
            else:
                posted = await self._answer(interaction, out)
            board_id = posted.id if posted is not None else None
            old = {m for m in (reply.board_message_id, str(clicked.id) if clicked else None) if m}
            await self._take_over(channel, reply, board_id, old)
            if step and board_id is not None:
                await self._summarize(interaction, reply, actor, board_id)
        elif str(board_id) != reply.board_message_id:
            await self.service.remember_board(table_id, str(board_id), reply.version)
        await self._update_card(channel, reply)

    async def _summarize(self, interaction: discord.Interaction[Any], reply: Reply, actor: Actor,
                         board_id: int) -> None:
        """The move's one private message: the step message (else a new private message)
        becomes what happened, the player's own private text, and the link to the board.

        The player's whisper goes into it (and leaves ``reply.whispers``), its picture too."""
        lang = await self.service.lang(actor)
        link = message_link(actor.guild_id, str(interaction.channel_id), str(board_id)) or ""
        own = reply.whispers.pop(actor.user_id, None)
        image = reply.whisper_images.pop(actor.user_id, None)
        # one language per reader: the move's events are in the table's language; a reader of
        # another language finds them on the board and reads here only their own texts
        table_lang = reply.card.lang if reply.card is not None else lang
        events = reply.events if table_lang == lang else []
        lines = [*events, *([own] if own else []), i18n.t(lang, "discord-board-updated", {"link": link})]
        chunks = split_text("\n".join(lines), CONTENT_LIMIT)
        summary = Reply(text=chunks[0], private=True,
                        files=[image] if image is not None and len(chunks) == 1 else [])
        if is_step_update(interaction):
            await self._update_step(interaction, build_message(summary))
        else:
            await self._answer(interaction, build_message(summary))
        for i, chunk in enumerate(chunks[1:], start=1):  # a long private text: the rest below
            extra = {"file": _file(image)} if image is not None and i == len(chunks) - 1 else {}
            await interaction.followup.send(chunk, ephemeral=True, wait=True, **extra)

    async def defer_update(self, interaction: discord.Interaction[Any]) -> None:
        """Acknowledge a click on a private step message without a new message (its answer
        edits it)."""
        await interaction.response.defer()
        interaction.extras["meneur_deferred"] = "update"

    async def _update_step(self, interaction: discord.Interaction[Any], out: Outgoing) -> None:
        """Replace the private step message that was clicked (its buttons too)."""
        kw = board_edit_kwargs(out)
        if not interaction.response.is_done():
            await interaction.response.edit_message(**kw)
        else:
            await interaction.edit_original_response(**kw)
        interaction.extras["meneur_answered"] = True

    async def _take_over(self, channel: Any, reply: Reply, board_id: int | None, old: set[str]) -> None:
        """A new board was posted: it becomes the table's board and the older ones lose their
        buttons, unless a later move came first (a time-out, another player): then that
        move's board is the current one and this stale one loses its buttons instead."""
        if board_id is None or reply.table_id is None:
            return
        if await self.service.remember_board(reply.table_id, str(board_id), reply.version):
            for message_id in old - {str(board_id)}:
                await self._retire(channel, message_id)
        else:
            await self._retire(channel, str(board_id))

    async def _edit_board(self, channel: Any, clicked: discord.Message | None, board_message_id: str | None,
                          out: Outgoing) -> int | None:
        """Edit the board in place (the clicked one, else the table's); ``None`` if it is gone."""
        target: Any = clicked
        if target is None and board_message_id and board_message_id.isdigit() \
                and hasattr(channel, "get_partial_message"):
            target = channel.get_partial_message(int(board_message_id))
        if target is None:
            return None
        try:
            await target.edit(**board_edit_kwargs(out))
        except discord.HTTPException as exc:
            log.info("could not edit board message %s (%s): posting a new one", target.id, exc.status)
            return None
        return int(target.id)

    async def _retire(self, channel: Any, message_id: str) -> None:
        """An older board loses its buttons (the new board has them)."""
        if not message_id.isdigit() or not hasattr(channel, "get_partial_message"):
            return
        try:
            await channel.get_partial_message(int(message_id)).edit(view=None)
        except discord.HTTPException as exc:
            log.debug("could not remove the buttons of message %s: %s", message_id, exc)

    async def _update_card(self, channel: Any, reply: Reply) -> None:
        """Edit the table's card; post it (pinned when allowed) when it has none yet."""
        card = reply.card
        if card is None or reply.table_id is None or not hasattr(channel, "get_partial_message"):
            return
        embed = card_embed(card)
        try:
            if reply.card_message_id and reply.card_message_id.isdigit():
                try:
                    message = channel.get_partial_message(int(reply.card_message_id))
                    await message.edit(embed=embed)
                    if card.finished:  # an ended table's card leaves the pins (its last state stays)
                        await self._unpin(message, reply.table_id)
                    return
                except discord.NotFound:
                    log.info("the card of table %s was deleted", reply.table_id)
            if reply.board != "post":  # a lost card comes back with the next new board
                return
            message = await channel.send(embed=embed)
            try:
                await message.pin()
            except discord.HTTPException as exc:  # no permission to pin: the card stays unpinned
                log.debug("could not pin the card of table %s: %s", reply.table_id, exc)
            await self.service.remember_card(reply.table_id, str(message.id))
        except discord.HTTPException:
            log.warning("could not update the card of table %s", reply.table_id, exc_info=True)

    @staticmethod
    async def _unpin(message: Any, table_id: int | None) -> None:
        try:
            await message.unpin()
        except discord.HTTPException as exc:  # not pinned, or no permission: it stays as it is
            log.debug("could not unpin the card of table %s: %s", table_id, exc)

    async def _answer(self, interaction: discord.Interaction[Any], out: Outgoing) -> discord.Message | None:
        """Answer the interaction with ``out``; the message posted, when Discord says which."""
        deferred = interaction.extras.get("meneur_deferred")
        if not interaction.response.is_done():
            try:
                response = await interaction.response.send_message(ephemeral=out.ephemeral, **out.send_kwargs())
            except discord.NotFound:
                # the interaction expired (Discord's 3 seconds passed): a public reply still
                # reaches the channel; a private one cannot, and is logged
                channel = interaction.channel
                if out.ephemeral or channel is None or not hasattr(channel, "send"):
                    raise
                log.warning("interaction %s expired; posting its reply in the channel", interaction.id)
                return await channel.send(**out.send_kwargs())
            resource = response.resource if response is not None else None
            if isinstance(resource, discord.InteractionMessage):
                return resource
            return None if out.ephemeral else await interaction.original_response()
        if deferred == ("ephemeral" if out.ephemeral else "public") and not interaction.extras.get("meneur_answered"):
            return await interaction.edit_original_response(**out.edit_kwargs())
        if deferred and deferred != "update" and not interaction.extras.get("meneur_answered"):
            try:  # the public "thinking…" of an answer that turned out private
                await interaction.delete_original_response()
            except discord.HTTPException:
                log.debug("could not delete the deferred response of interaction %s", interaction.id,
                          exc_info=True)
        return await interaction.followup.send(ephemeral=out.ephemeral, wait=True, **out.send_kwargs())

    async def catch_up(self, actor: Actor) -> Reply | None:
        """What a returning player missed at this table (never fails the command)."""
        try:
            return await self.service.catch_up(actor)
        except Exception:
            log.exception("could not read what user %s missed", actor.user_id)
            return None

    async def send_catch_up(self, interaction: discord.Interaction[Any], digest: Reply) -> None:
        """The catch-up, privately to the player, after the answer to their command."""
        try:
            for chunk in split_text(digest.text, CONTENT_LIMIT):
                await interaction.followup.send(chunk, ephemeral=True, wait=True)
        except discord.HTTPException:
            log.warning("could not send the catch-up to user %s", interaction.user.id, exc_info=True)

    async def say(self, interaction: discord.Interaction[Any], text: str, *, ephemeral: bool = True) -> None:
        await self._answer(interaction, build_message(Reply(text=text, private=ephemeral)))
        interaction.extras["meneur_answered"] = True

    async def send_whispers(self, reply: Reply, actor: Actor | None,
                            interaction: discord.Interaction[Any] | None = None) -> None:
        """Hidden information: ephemeral to the actor, a DM (else a private thread) to others."""
        channel_id = actor.channel_id if actor else None
        guild_id = actor.guild_id if actor else None
        for user_id, text in reply.whispers.items():
            image = reply.whisper_images.get(user_id)
            try:
                if interaction is not None and actor is not None and user_id == actor.user_id:
                    chunks = split_text(text, CONTENT_LIMIT)
                    for i, chunk in enumerate(chunks):
                        if image is not None and i == len(chunks) - 1:  # the picture with the last part
                            await interaction.followup.send(chunk, ephemeral=True, wait=True, file=_file(image))
                        else:
                            await interaction.followup.send(chunk, ephemeral=True, wait=True)
                elif user_id.isdigit():
                    await self.whisper(int(user_id), text, channel_id, reply.table_id, game_id=reply.game_id,
                                       guild_id=guild_id, image=image)
            except Exception:
                log.exception("could not deliver private information to user %s", user_id)

    async def whisper(self, user_id: int, text: str, channel_id: str | None, table_id: int | None,
                      game_id: str | None = None, guild_id: str | None = None, image: Attachment | None = None) -> None:
        """Private text (and picture) for one player: a DM, else their private thread of the
        table's channel."""
        # the player's own language as their last command gave it, else the server's
        lang = self.service.user_lang(str(user_id), await self.service.server_lang(guild_id))
        title = game_name(lang, game_id) if game_id else "Meneur"
        head = i18n.t(lang, "discord-whisper-head",
                      {"game": title, "channel": f"<#{channel_id}>" if channel_id else "—"})
        try:
            dm = await self.create_dm(discord.Object(user_id))
            chunks = split_text(f"{head}\n{text}", CONTENT_LIMIT)
            for i, chunk in enumerate(chunks):
                await dm.send(chunk, **({"file": _file(image)} if image is not None and i == len(chunks) - 1 else {}))
            return
        except discord.HTTPException as exc:
            log.info("user %s does not accept DMs (%s); using a private thread", user_id, exc.status)
        thread = await self.private_thread(user_id, channel_id, table_id, title, lang)
        if thread is None:
            log.warning("no way to send private information to user %s", user_id)
            return
        mention = discord.AllowedMentions(users=[discord.Object(user_id)], everyone=False, roles=False)
        chunks = split_text(f"<@{user_id}> {head}\n{text}", CONTENT_LIMIT)
        for i, chunk in enumerate(chunks):
            extra = {"file": _file(image)} if image is not None and i == len(chunks) - 1 else {}
            await thread.send(chunk, allowed_mentions=mention if i == 0 else discord.AllowedMentions.none(), **extra)

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


def _file(image: Attachment) -> discord.File:
    """A private picture as a Discord file (a fresh one per send: a file is read once)."""
    import io

    return discord.File(io.BytesIO(image.data), filename=image.name, description=image.description or None)

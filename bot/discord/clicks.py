"""Game buttons: a click runs its command if it is current and meant for the clicker."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from bot.discord.choices import (
    MODAL_TEMPLATE,
    ChoiceModal,
    choice_id,
    modal_values,
    parse_path,
)
from bot.discord.ui import (
    GameButton,
    choice_candidates,
    elapsed_ms,
    fill_elapsed,
    resolve_ref,
)
from bot.service import Service, ServiceError
from bot.shared.replies import Actor, Reply
from db import repository as repo
from rules.core import PlayerError, find_game, i18n

log = logging.getLogger("meneur.discord")

GAME_SUBCOMMANDS = {
    "join": "join", "leave": "leave", "start": "start", "status": "status", "log": "log", "undo": "undo",
    "abandon": "abandon", "export": "export", "verify": "verify", "mine": "mine", "back": "back", "skip": "skip",
    "remove": "remove",
}


def mark_step(interaction: discord.Interaction[Any]) -> None:
    """A click (or a form opened by a click) on a private step message: the answer replaces
    that message, so a whole pointed move lives in one private message (bot/discord/post.py)."""
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        interaction.extras["meneur_step"] = True


class Clicks:
    """Persistent game buttons, choice menus and forms."""

    if TYPE_CHECKING:  # provided by MeneurBot
        service: Service
        user: Any

        def get_channel(self, channel_id: int, /) -> Any: ...
        async def open_throw_page(self, interaction: discord.Interaction[Any]) -> None: ...
        async def fetch_channel(self, channel_id: int, /) -> Any: ...

    async def handle_click(self, interaction: discord.Interaction[Any], button: GameButton) -> None:
        """A game button: only its player may press it, and only while it is current."""
        try:
            if button.command == "game throw":  # the board's « Throw » (bot/web/throw.py): as /game throw,
                await self.open_throw_page(interaction)  # which tells another player whose throw it is
                return
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
            # a move makes the clicked message out of date; an info answer (private) changes nothing;
            # a board reply has already updated the clicked board or retired it (Posting.post)
            if not reply.error and not reply.private and not reply.board and command != "game join":
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
            return lambda a: getattr(self.service, method)(a, **args)  # /game remove player:2
        game = find_game(head)
        return lambda a: self.service.act(a, rest, args, expected_version=version, game_id=game.id)

    # ---- moves by pointing: a choice tree's steps (bot/discord/choices.py) ------------------
    async def handle_choice(self, interaction: discord.Interaction[Any], table_id: int, version: int, user_id: int,
                            path: list[int]) -> None:
        """An answer of a player's choice tree: the next step privately, a form, or the move."""
        try:
            actor = self.actor_of(interaction)
            if user_id and str(user_id) != actor.user_id:
                lang = await self.service.lang(actor)
                await self.say(interaction, i18n.t(lang, "discord-not-for-you"))
                return
            mark_step(interaction)
            pointed = await self.service.point(actor, path, expected_version=version, table_id=table_id)
            if pointed.kind in ("step", "error"):
                assert pointed.reply is not None
                await self.post(interaction, pointed.reply, actor)
                return
            if pointed.kind == "form":
                assert pointed.form is not None
                cid = choice_id("f", table_id, version, int(actor.user_id), path)
                if cid is not None:
                    await interaction.response.send_modal(ChoiceModal(cid, pointed.form))
                    return
            args = fill_elapsed(pointed.args, self.click_elapsed(interaction))
            reply = await self.run(interaction, lambda a: self.service.act(
                a, pointed.command, args, expected_version=version, game_id=pointed.game_id))
            # a board reply has already updated the table's board or retired it (Posting.post)
            if not reply.error and not reply.private and not reply.board:
                await self._retire_buttons(interaction)
        except Exception as exc:
            await self.apologize(interaction, exc, f"choice {table_id}:{version}:{path}")

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A submitted form (modal): its numbers complete the move. Routed by the modal's custom
        id, so a form opened before a restart still plays."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        data: Any = interaction.data or {}
        match = MODAL_TEMPLATE.match(str(data.get("custom_id", "")))
        if match is None:
            return
        try:
            actor = self.actor_of(interaction)
            if int(match["user"]) and match["user"] != actor.user_id:
                lang = await self.service.lang(actor)
                await self.say(interaction, i18n.t(lang, "discord-not-for-you"))
                return
            mark_step(interaction)
            values = modal_values(data)
            path, version, table_id = parse_path(match["path"]), int(match["version"]), int(match["table"])
            await self.run(interaction, lambda a: self.service.pick(
                a, path, values, expected_version=version, table_id=table_id))
        except Exception as exc:
            await self.apologize(interaction, exc, f"form {match.string!r}")

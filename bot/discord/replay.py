"""``/game replay``: a private viewer of the channel's game, ◀ ▶ and « go to move », and a
finished game's animated summary. A thin layer over :mod:`bot.service.replays`.

The viewer's buttons carry the table and the move in their custom id
(``meneur-rp:<table>:<move>``), so they keep working after a restart; each click rebuilds
the move from the log and edits the private message in place.
"""

from __future__ import annotations

import io
import logging
import re
from typing import TYPE_CHECKING, Any, Optional

import discord
from bot.discord.commands import desc_str, name_str
from discord import app_commands
from rules.core import PlayerError, i18n

if TYPE_CHECKING:
    from bot.discord.commands import CommandHost
    from bot.service.replays import ReplayFrame

log = logging.getLogger("meneur.discord")

REPLAY_TEMPLATE = r"meneur-rp:(?P<table>[0-9]{1,18}):(?P<move>[0-9]{1,9}):(?P<what>[png])"
GOTO_TEMPLATE = re.compile(r"^meneur-rg:(?P<table>[0-9]{1,18}):(?P<count>[0-9]{1,9})$")


def _lang(interaction: discord.Interaction[Any]) -> str:
    return i18n.language(interaction.locale.value if interaction.locale else None)


def replay_view(frame: ReplayFrame, lang: str) -> discord.ui.View:
    """◀ (the move before), ▶ (the move after), « go to move »."""
    view = discord.ui.View(timeout=None)
    prev_move = max(frame.move - 1, 0)
    next_move = min(frame.move + 1, frame.count)
    for move, what, key in ((prev_move, "p", "btn-replay-prev"), (next_move, "n", "btn-replay-next")):
        button = ReplayButton(frame.table_id, move, what, label=i18n.t(lang, key))
        button.item.disabled = move == frame.move
        view.add_item(button)
    view.add_item(ReplayButton(frame.table_id, frame.count, "g", label=i18n.t(lang, "btn-replay-goto")))
    return view


def _files(frame: ReplayFrame) -> list[discord.File]:
    image = frame.reply.image
    return [discord.File(io.BytesIO(image.data), filename=image.name)] if image else []


async def _frame(interaction: discord.Interaction[Any], move: int | None, table_id: int | None) -> ReplayFrame | None:
    """The frame, or ``None`` once the player has been told why not (privately)."""
    bot: Any = interaction.client
    actor = bot.actor_of(interaction)
    try:
        return await bot.service.replay_frame(actor, move, table_id)  # type: ignore[no-any-return]
    except PlayerError as exc:
        lang = await bot.service.lang(actor)
        text = bot.service.error_text(lang, exc, bot.service.command_names)
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
        return None


async def open_viewer(interaction: discord.Interaction[Any], move: int | None, table_id: int | None = None) -> None:
    """A new private viewer at ``move``."""
    bot: Any = interaction.client
    try:
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        frame = await _frame(interaction, move, table_id)
        if frame is None:
            return
        lang = await bot.service.lang(bot.actor_of(interaction))
        await interaction.followup.send(frame.reply.text, files=_files(frame), view=replay_view(frame, lang),
                                        ephemeral=True)
    except Exception as exc:
        await bot.apologize(interaction, exc, "/game replay")


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REPLAY_TEMPLATE):
    """◀, ▶ (edit the viewer in place) and « go to move » (a form asking the move)."""

    def __init__(self, table_id: int, move: int, what: str, *, label: str = "…") -> None:
        self.table_id, self.move, self.what = table_id, move, what
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           custom_id=f"meneur-rp:{table_id}:{move}:{what}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ReplayButton:
        return cls(int(match["table"]), int(match["move"]), match["what"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: Any = interaction.client
        try:
            if self.what == "g":
                lang = await bot.service.lang(bot.actor_of(interaction))
                await interaction.response.send_modal(GotoModal(self.table_id, self.move, lang))
                return
            await interaction.response.defer()
            frame = await _frame(interaction, self.move, self.table_id)
            if frame is None:
                return
            lang = await bot.service.lang(bot.actor_of(interaction))
            await interaction.edit_original_response(content=frame.reply.text, attachments=_files(frame),
                                                     view=replay_view(frame, lang))
        except Exception as exc:
            await bot.apologize(interaction, exc, f"replay button {self.table_id}:{self.move}")


class GotoModal(discord.ui.Modal):
    """« Go to move »: the number, then a new private viewer at that move."""

    def __init__(self, table_id: int, count: int, lang: str) -> None:
        super().__init__(title=i18n.t(lang, "replay-goto-title")[:45], custom_id=f"meneur-rg:{table_id}:{count}",
                         timeout=900)
        self.table_id = table_id
        self.number: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=i18n.t(lang, "replay-goto-field", {"count": count})[:45], custom_id="move", max_length=9,
            placeholder=f"0 – {count}")
        self.add_item(self.number)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        text = (self.number.value or "").strip().lstrip("#")
        if not text.isdigit():
            bot: Any = interaction.client
            lang = await bot.service.lang(bot.actor_of(interaction))
            await interaction.response.send_message(
                i18n.t(lang, "discord-bad-input", {"value": text[:100]}), ephemeral=True)
            return
        await open_viewer(interaction, int(text), self.table_id)


def add_replay_command(bot: CommandHost) -> None:
    """``/game replay move: summary:`` in the ``/game`` group (after ``build_tree``)."""
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        return

    @app_commands.describe(move=desc_str("opt-game-replay-move", "The move"),
                           summary=desc_str("opt-game-replay-summary", "Animated summary"))
    @app_commands.rename(move=name_str("move", "optname-game-replay-move"),
                         summary=name_str("summary", "optname-game-replay-summary"))
    async def game_replay(interaction: discord.Interaction, move: Optional[app_commands.Range[int, 0, 100000]] = None,
                          summary: Optional[bool] = None) -> None:
        if summary:
            await bot.run(interaction, lambda a: bot.service.replay_summary(a), private_hint=True)
            return
        await open_viewer(interaction, move)

    command = app_commands.Command(
        name=name_str("replay", "cmdname-game-replay"),
        description=desc_str("cmd-game-replay", "Watch the channel's game again"),
        callback=game_replay, parent=group)
    group.add_command(command)


__all__ = ["GOTO_TEMPLATE", "GotoModal", "ReplayButton", "add_replay_command", "open_viewer", "replay_view"]

"""``/help``: the general page or one game's page, privately, in the reader's language.

The pages themselves are Discord-free (:mod:`bot.shared.help`, shared with the console); here they
name commands as clickable mentions of the synced commands. A game's page is one message: how
to play here first, its other sections (table options, commands, in parts when long) behind a
menu that replaces the message's text in place (:class:`HelpMenu`, which survives restarts).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Optional

import discord
from bot.discord.commands import MAX_CHOICES, desc_str, game_label_key, name_str
from bot.shared.help import find_game_page, game_sections, help_text
from bot.shared.replies import Actor, Reply
from discord import app_commands
from discord.app_commands import Choice
from rules.core import all_games, i18n

if TYPE_CHECKING:
    from bot.discord.commands import CommandHost

HELP_TEMPLATE = r"meneur-help:(?P<game>[a-z0-9_]+)"


def help_view(lang: str, game_id: str, sections: list[tuple[str, str, str]], chosen: str) -> discord.ui.View:
    """The menu of a game's help sections (the shown one marked as chosen)."""
    view = discord.ui.View(timeout=None)
    view.add_item(HelpMenu(game_id, [discord.SelectOption(label=label[:100], value=key, default=key == chosen)
                                     for key, label, _text in sections[:25]], i18n.t(lang, "help-menu")))
    return view


class HelpMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=HELP_TEMPLATE):
    """A game's help sections: choosing one shows it in the same message."""

    def __init__(self, game_id: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None) -> None:
        self.game_id = game_id
        super().__init__(discord.ui.Select(custom_id=f"meneur-help:{game_id}", options=options or
                                           [discord.SelectOption(label="…", value="howto")],
                                           placeholder=placeholder, min_values=1, max_values=1))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> HelpMenu:
        return cls(match["game"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        client: Any = interaction.client
        values = (interaction.data or {}).get("values") or ["howto"]  # type: ignore[union-attr]
        game = find_game_page(self.game_id)
        if game is None:
            return
        lang = await client.service.lang(client.actor_of(interaction))
        sections = game_sections(lang, client.service.command_names, game)
        key = next((k for k, _label, _text in sections if k == values[0]), sections[0][0])
        text = next(t for k, _label, t in sections if k == key)
        await interaction.response.edit_message(content=text, embeds=[], attachments=[],
                                                view=help_view(lang, game.id, sections, key))


def help_command(bot: CommandHost) -> app_commands.Command[Any, ..., Any]:
    """``/help [game]``, offered everywhere (DMs included)."""
    games = all_games()

    @app_commands.command(name=name_str("help", "cmdname-help"), description=desc_str("cmd-help", "Meneur's help"))
    @app_commands.describe(game=desc_str("opt-help-game", "The game"))
    @app_commands.rename(game=name_str("game", "optname-help-game"))
    async def help_(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        found = find_game_page(game)
        if found is not None:  # one message: how to play here, the rest behind its menu
            lang = await bot.service.lang(bot.actor_of(interaction))  # type: ignore[attr-defined]
            sections = game_sections(lang, bot.service.command_names, found)
            await interaction.response.send_message(sections[0][2], ephemeral=True,
                                                    view=help_view(lang, found.id, sections, sections[0][0]))
            return

        async def work(actor: Actor) -> Reply:
            lang = await bot.service.lang(actor)
            return Reply(text=help_text(lang, bot.service.command_names, game), private=True)

        await bot.run(interaction, work, private_hint=True)

    if 0 < len(games) <= MAX_CHOICES:
        app_commands.choices(game=[Choice(name=desc_str(game_label_key(g), g.id, kind="choice"), value=g.id)
                                   for g in games])(help_)
    return help_

"""``/help``: the general page or one game's page, privately, in the reader's language.

The pages themselves are Discord-free (:mod:`bot.help`, shared with the console); here they
name commands as clickable mentions of the synced commands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands
from discord.app_commands import Choice

from rules.core import all_games

from .discord_commands import MAX_CHOICES, desc_str, game_label_key, name_str
from .help import help_text
from .replies import Actor, Reply

if TYPE_CHECKING:
    from .discord_commands import CommandHost


def help_command(bot: CommandHost) -> app_commands.Command[Any, ..., Any]:
    """``/help [game]``, offered everywhere (DMs included)."""
    games = all_games()

    @app_commands.command(name=name_str("help", "cmdname-help"), description=desc_str("cmd-help", "Meneur's help"))
    @app_commands.describe(game=desc_str("opt-help-game", "The game"))
    @app_commands.rename(game=name_str("game", "optname-help-game"))
    async def help_(interaction: discord.Interaction, game: Optional[str] = None) -> None:
        async def work(actor: Actor) -> Reply:
            lang = await bot.service.lang(actor)
            return Reply(text=help_text(lang, bot.service.command_names, game), private=True)

        await bot.run(interaction, work, private_hint=True)

    if 0 < len(games) <= MAX_CHOICES:
        app_commands.choices(game=[Choice(name=desc_str(game_label_key(g), g.id, kind="choice"), value=g.id)
                                   for g in games])(help_)
    return help_

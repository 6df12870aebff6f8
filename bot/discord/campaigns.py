"""``/game campaign [name]`` and the buttons that open a campaign's next table. A thin layer
over :mod:`bot.service.campaigns`.

A reply offering a campaign's next adventures (``Choice`` with the command ``game new`` and a
``campaign`` argument) becomes a button for the suggested adventure and a menu of the others.
Their custom ids carry the game, the adventure and the campaign's name
(``meneur-cp:<game>:<adventure>:<name>``, ``meneur-cs:<game>:<name>``), so they work after a
restart, days later; a click is ``/game new <game> options:campaign:<name> adventure:<id>``
(in a thread of its own when the server says so).
"""

from __future__ import annotations

import logging
import re
import shlex
from typing import TYPE_CHECKING, Any, Optional

import discord
from bot.discord.commands import desc_str, name_str
from bot.shared.replies import Choice, Reply
from discord import app_commands
from rules.core import find_game, i18n

if TYPE_CHECKING:
    from bot.discord.commands import CommandHost

log = logging.getLogger("meneur.discord")

BUTTON_TEMPLATE = r"meneur-cp:(?P<game>[a-z0-9_-]{1,20}):(?P<choice>[\w-]{0,40}):(?P<name>.{1,60})"
SELECT_TEMPLATE = r"meneur-cs:(?P<game>[a-z0-9_-]{1,20}):(?P<name>.{1,60})"
#: Discord's limits: a custom id, a button's label, a menu's options and their labels
ID_LIMIT, LABEL_LIMIT, MENU_LIMIT, OPTION_LABEL_LIMIT = 100, 80, 25, 100


def campaign_choices(reply: Reply) -> list[Choice]:
    """The reply's choices that open a campaign's next table."""
    return [c for c in reply.choices if c.command == "game new" and c.args.get("campaign")]


def options_text(choice_key: str, choice: str, name: str) -> str:
    """``/game new``'s options for the campaign's next table (the name quoted when it has spaces)."""
    return f"campaign:{shlex.quote(name)}" + (f" {choice_key}:{choice}" if choice else "")


async def _open(interaction: discord.Interaction[Any], game: str, choice: str, name: str) -> None:
    bot: Any = interaction.client
    try:
        key = find_game(game).campaign_choice or "adventure"
        await bot.new_table(interaction, game, options_text(key, choice, name), None)
    except Exception as exc:
        await bot.apologize(interaction, exc, f"campaign {name!r}")


class CampaignButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """« Next adventure: … »: opens the campaign's next table with that adventure."""

    def __init__(self, game: str, choice: str, name: str, *, label: str = "…") -> None:
        self.game, self.choice, self.name = game, choice, name
        super().__init__(discord.ui.Button(label=label[:LABEL_LIMIT] or "…", style=discord.ButtonStyle.success,
                                           custom_id=f"meneur-cp:{game}:{choice}:{name}"[:ID_LIMIT]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> CampaignButton:
        return cls(match["game"], match["choice"], match["name"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _open(interaction, self.game, self.choice, self.name)


class CampaignSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """The campaign's other adventures: the one picked opens the next table."""

    def __init__(self, game: str, name: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str = "…") -> None:
        self.game, self.name = game, name
        super().__init__(discord.ui.Select(custom_id=f"meneur-cs:{game}:{name}"[:ID_LIMIT],
                                           options=options or [discord.SelectOption(label="…", value="")],
                                           placeholder=placeholder[:LABEL_LIMIT]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> CampaignSelect:
        return cls(match["game"], match["name"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []  # type: ignore[union-attr]
        await _open(interaction, self.game, str(values[0]) if values else "", self.name)


def campaign_view(reply: Reply) -> discord.ui.View | None:
    """The suggested adventure as a button, the others in a menu."""
    offered = campaign_choices(reply)
    if not offered:
        return None
    view = discord.ui.View(timeout=None)
    first = offered[0]
    game, name = first.args["game"], first.args["campaign"]
    key = next((k for k in first.args if k not in ("game", "campaign")), "")
    view.add_item(CampaignButton(game, first.args.get(key, ""), name, label=first.label))
    rest = offered[1:MENU_LIMIT + 1]
    if rest:
        options = [discord.SelectOption(label=c.label[:OPTION_LABEL_LIMIT], value=c.args.get(key, ""))
                   for c in rest]
        view.add_item(CampaignSelect(game, name, options, placeholder="📜 …"))
    return view


def add_campaign_command(bot: CommandHost) -> None:
    """``/game campaign name:`` in the ``/game`` group (after ``build_tree``)."""
    group = bot.tree.get_command("game")
    if not isinstance(group, app_commands.Group):
        return

    @app_commands.describe(name=desc_str("opt-game-campaign-name", "The campaign's name"))
    @app_commands.rename(name=name_str("name", "optname-game-campaign-name"))
    async def game_campaign(interaction: discord.Interaction, name: Optional[app_commands.Range[str, 1, 40]] = None
                            ) -> None:
        await bot.run(interaction, lambda a: bot.service.campaign(a, name))

    command = app_commands.Command(
        name=name_str("campaign", "cmdname-game-campaign"),
        description=desc_str("cmd-game-campaign", "A campaign: what its heroes carry"),
        callback=game_campaign, parent=group)

    @command.autocomplete("name")
    async def names(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The server's campaigns (with their game's name in the reader's language)."""
        lang = i18n.language(interaction.locale.value if interaction.locale else None)
        found = await bot.service.campaign_names(bot.actor_of(interaction), current or "")
        return [app_commands.Choice(name=f"{name} — {i18n.t(lang, f'game-{game}')}"[:100], value=name)
                for name, game in found[:25]]

    group.add_command(command)


__all__ = ["CampaignButton", "CampaignSelect", "add_campaign_command", "campaign_choices", "campaign_view"]

"""Campaigns: a group's tables of one game played one after another with the same heroes.

``/game new <game> campaign:<name>`` opens the campaign's next table (its first one when the
name is new in this server); ``/game campaign [name]`` shows what its heroes carry and offers
the next adventure. The campaign lives in the database (``db/campaign_repository.py``): its
name, the options its tables share and the roster its heroes carry. The game does the rules
(``Game.campaign_*``, e.g. ``rules/ravenloft/campaign.py``): the next table's options, the
players' keys once seated, the roster after a finished table. A finished table's end is taken
into the roster the first time the campaign is read after it (so nothing is lost if the
process stops between the end and the next adventure); an abandoned table changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.shared.game_options import validate_options
from bot.shared.replies import Actor, Choice, Reply
from db import campaign_repository as crepo
from db import repository as repo
from db.models import ACTIVE_STATUSES, Campaign, GameTable
from rules.core import Game, find_game

from bot.service.base import ServiceBase, ServiceError, replying

#: the platform's option of ``/game new`` naming the campaign
OPTION = "campaign"
#: the longest campaign name
NAME_LIMIT = 40


def scope_of(actor: Actor) -> str:
    """Where a campaign's name is unique: the server, else the channel."""
    return actor.guild_id or f"channel:{actor.parent_channel_id or actor.channel_id}"


class Campaigns(ServiceBase):
    """Campaign tables, their roster and the ``/game campaign`` answer."""

    if TYPE_CHECKING:  # provided by Tables
        async def create(self, actor: Actor, game_name: str, options: Mapping[str, Any] | None = None,
                         locale: str | None = None) -> Reply: ...

    async def _campaign_options(self, actor: Actor, game: Game[Any, Any, Any], name: str,
                                raw: dict[str, Any]) -> tuple[Any, Campaign | None]:
        """The options of the campaign's next table (validated) and the campaign (``None``: a
        new one, made once its first table exists)."""
        if not game.campaigns:
            raise ServiceError("no-campaigns", game=game.id)
        if not name or len(name) > NAME_LIMIT:
            raise ServiceError("campaign-bad-name", limit=NAME_LIMIT)
        async with self.db.session() as s:
            camp = await crepo.find(s, scope_of(actor), name)
        if camp is None:
            first = validate_options(game, raw).model_dump(mode="json")
            fixed = game.campaign_fixed(first)
            typed = {k: first[k] for k in raw if k in first and k not in fixed}
            return game.parse_options(game.campaign_options(fixed, {}, typed)), None
        if camp.game != game.id:
            raise ServiceError("campaign-other-game", name=camp.name, game=camp.game)
        await self._absorb(camp)
        busy = await self._campaign_busy(camp)
        if busy is not None:
            raise ServiceError("campaign-busy", name=camp.name, channel=busy.channel_id)
        return game.parse_options(game.campaign_options(camp.options, camp.roster, raw)), camp

    async def _campaign_busy(self, camp: Campaign) -> GameTable | None:
        """The campaign's table still in its lobby or under way, if any."""
        if camp.table_id is None:
            return None
        async with self.db.session() as s:
            table = await repo.get_table(s, camp.table_id)
        return table if table is not None and table.status in ACTIVE_STATUSES else None

    async def _campaign_link(self, actor: Actor, game: Game[Any, Any, Any], name: str, camp: Campaign | None,
                             options: Any, table: GameTable) -> tuple[Campaign, bool]:
        """Tie the new table to its campaign (making the campaign on its first table)."""
        async with self.db.session() as s:
            if camp is None:
                made = Campaign(scope=scope_of(actor), name=" ".join(name.split()), name_key=crepo.name_key(name),
                                game=game.id, host_id=actor.user_id, channel_id=actor.parent_channel_id or actor.channel_id,
                                options=game.campaign_fixed(options.model_dump(mode="json")), roster={},
                                table_id=table.id, tables=1)
                try:
                    return await crepo.create(s, made), True
                except crepo.CampaignTaken:
                    raise ServiceError("campaign-busy", name=name, channel=table.channel_id) from None
            try:
                await crepo.set_table(s, camp, table.id or 0)
            except crepo.CampaignMoved:
                raise ServiceError("campaign-busy", name=camp.name, channel=table.channel_id) from None
        return camp, False

    async def _absorb(self, camp: Campaign) -> bool:
        """Take the end of the campaign's last table into its roster, once; ``True`` if it did."""
        if camp.table_id is None or camp.absorbed_table_id == camp.table_id:
            return False
        async with self.db.session() as s:
            table = await repo.get_table(s, camp.table_id)
        if table is None or table.status in ACTIVE_STATUSES:
            return False
        roster = camp.roster
        if table.status == "finished" and table.state is not None:
            game = find_game(table.game)
            roster = game.campaign_roster(game.load_state(table.state), camp.roster)
        async with self.db.session() as s:
            try:
                await crepo.absorb(s, camp, roster)
            except crepo.CampaignMoved:  # another process took it in first: read theirs
                fresh = await crepo.find(s, camp.scope, camp.name)
                if fresh is not None:
                    camp.roster, camp.absorbed_table_id, camp.table_id = (fresh.roster, fresh.absorbed_table_id,
                                                                          fresh.table_id)
                return False
        return True

    def _campaign_seated(self, game: Game[Any, Any, Any], options: Mapping[str, Any],
                         users: list[str]) -> dict[str, Any]:
        """A campaign table's options once seated: the players' keys, so each takes back their heroes."""
        return game.campaign_seated(options, users) if game.campaigns else dict(options)

    def _campaign_text(self, lang: str, camp: Campaign) -> list[str]:
        game = find_game(camp.game)
        head = self.t(lang, "campaign-head", {"name": camp.name, "game": self.t(lang, f"game-{game.id}"),
                                              "tables": camp.tables})
        lines = [self.t(lang, f"ev-{e.code}", e.params) for e in game.campaign_lines(camp.roster)]
        return [head, *(f"• {x}" for x in lines)]

    def _campaign_choices(self, lang: str, camp: Campaign) -> list[Choice]:
        """The next adventure (a button) and the others (a menu), each opening the next table."""
        game = find_game(camp.game)
        out = []
        for i, value in enumerate(game.campaign_next(camp.roster)[:25]):
            label = self.t(lang, game.campaign_choice_name(value))
            out.append(Choice(label=self.t(lang, "btn-campaign-play" if i == 0 else "menu-campaign-play",
                                           {"choice": label}),
                              command="game new", args={"game": game.id, OPTION: camp.name,
                                                        game.campaign_choice or "choice": value},
                              style="success" if i == 0 else "secondary"))
        return out

    async def _campaign_after(self, lang: str, table: GameTable) -> tuple[list[str], list[Choice]]:
        """When a campaign's table ends: its roster taken in, what the heroes carry, and the next
        adventure offered."""
        game = find_game(table.game)
        if not game.campaigns or table.id is None:
            return [], []
        async with self.db.session() as s:
            camp = await crepo.of_table(s, table.id)
        if camp is None:
            return [], []
        await self._absorb(camp)
        return ([self.t(lang, "campaign-carried", {"name": camp.name}), *self._campaign_text(lang, camp)],
                self._campaign_choices(lang, camp))

    async def campaign_names(self, actor: Actor, partial: str = "") -> list[tuple[str, str]]:
        """The server's campaigns whose name holds ``partial`` (for autocomplete): (name, game)."""
        key = crepo.name_key(partial)
        async with self.db.session() as s:
            found = await crepo.listed(s, scope_of(actor))
        return [(c.name, c.game) for c in found if key in c.name_key]

    @replying
    async def campaign(self, actor: Actor, name: str | None = None) -> Reply:
        """``/game campaign [name]``: the campaign's heroes as they carry on and its next
        adventure; without a name, the campaigns of this server (or channel)."""
        lang = await self.lang(actor)
        async with self.db.session() as s:
            if name:
                camp = await crepo.find(s, scope_of(actor), name)
                if camp is None:
                    raise ServiceError("campaign-unknown", name=name)
                found = [camp]
            else:
                found = await crepo.listed(s, scope_of(actor))
        if not found:
            return Reply(text=self.t(lang, "campaign-none"), private=True)
        if len(found) > 1:
            lines = [self.t(lang, "campaign-list-head")]
            for c in found:
                lines.append("• " + self.t(lang, "campaign-list-line", {
                    "name": c.name, "game": self.t(lang, f"game-{c.game}"), "tables": c.tables}))
            return Reply(text="\n".join(lines), private=True)
        camp = found[0]
        await self._absorb(camp)
        lines = self._campaign_text(lang, camp)
        busy = await self._campaign_busy(camp)
        if busy is not None:
            lines.append(self.t(lang, "campaign-playing", {"channel": busy.channel_id}))
            return Reply(text="\n".join(lines))
        return Reply(text="\n".join(lines), choices=self._campaign_choices(lang, camp))


__all__ = ["OPTION", "Campaigns", "scope_of"]

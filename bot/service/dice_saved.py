"""Saved rolls (a player's own, and the server's saved by its admins) and the game master role."""

from __future__ import annotations

from bot.service.base import ServiceBase, ServiceError, replying
from bot.shared.replies import Actor, Reply
from db import dice_repository as drepo
from db.models import SavedRoll
from rules.core.dice import roll
from rules.core.dice_line import check_name, split_line
from rules.core.rng import Rng

#: a personal saved roll belongs to its player everywhere: it is stored under this server id
PERSONAL = ""
#: words of the ``/roll`` line that name its subcommands on the console: never a roll's name
RESERVED = frozenset({
    "save", "saved", "list", "rename", "delete", "secret", "secrets", "reveal", "verify", "seed", "stats", "gm",
    "history", "sauver", "enregistrer", "liste", "renommer", "supprimer", "secrets", "reveler", "révéler",
    "verifier", "vérifier", "graine", "mj", "historique", "statistiques",
})


class SavedDice(ServiceBase):
    """Rolls saved under a name, and who sees secret rolls."""

    @staticmethod
    def _owner(actor: Actor, server: bool) -> tuple[str, str]:
        """(server id, owner id) of a saved roll: the server's, or the player's own."""
        if server:
            if not actor.guild_id:
                raise ServiceError("roll-saved-no-server")
            return actor.guild_id, ""
        return PERSONAL, actor.user_id

    @staticmethod
    def _name(name: str) -> str:
        folded = check_name(name)
        if folded in RESERVED:
            raise ServiceError("dice-name-is-roll", name=folded)
        return folded

    async def saved_lookup(self, actor: Actor) -> dict[str, str]:
        """Every name this player may roll: the server's, then their own over them."""
        async with self.db.session() as s:
            server = await drepo.saved_rolls(s, actor.guild_id, "") if actor.guild_id else []
            own = await drepo.saved_rolls(s, PERSONAL, actor.user_id)
        return {r.name: r.expression for r in [*server, *own]}

    async def saved_names(self, actor: Actor, partial: str = "") -> list[tuple[str, str]]:
        """(name, expression) of the saved rolls whose name contains ``partial`` (autocomplete)."""
        found = await self.saved_lookup(actor)
        low = partial.strip().casefold()
        return sorted((n, e) for n, e in found.items() if low in n)

    @replying
    async def roll_save(self, actor: Actor, name: str, expression: str, server: bool = False) -> Reply:
        """Save ``expression`` under ``name``: the player's own, or the server's (admins)."""
        lang = await self.lang(actor)
        if server and not actor.can_manage:
            raise ServiceError("roll-saved-admin")
        folded = self._name(name)
        parts = split_line(expression)
        for part in parts:  # a saved roll is a roll: refused now rather than at each use
            roll(part.expression, Rng("00" * 32))
        guild, owner = self._owner(actor, server)
        async with self.db.session() as s:
            if not await drepo.save_roll(s, guild, owner, folded, expression.strip()):
                raise ServiceError("roll-saved-full", limit=drepo.SAVED_LIMIT)
        key = "roll-saved-server" if server else "roll-saved"
        return Reply(text=self.t(lang, key, {"name": folded, "expression": expression.strip()}), private=not server)

    @replying
    async def roll_saved(self, actor: Actor) -> Reply:
        """The player's saved rolls and the server's."""
        lang = await self.lang(actor)
        async with self.db.session() as s:
            own = await drepo.saved_rolls(s, PERSONAL, actor.user_id)
            server = await drepo.saved_rolls(s, actor.guild_id, "") if actor.guild_id else []
        if not own and not server:
            return Reply(text=self.t(lang, "roll-saved-none"), private=True)
        lines = []
        if own:
            lines.append(self.t(lang, "roll-saved-own-head", {"count": len(own)}))
            lines += [self.t(lang, "roll-saved-line", {"name": r.name, "expression": r.expression}) for r in own]
        if server:
            lines.append(self.t(lang, "roll-saved-server-head", {"count": len(server)}))
            lines += [self.t(lang, "roll-saved-line", {"name": r.name, "expression": r.expression}) for r in server]
        return Reply(text="\n".join(lines), private=True)

    async def _find(self, actor: Actor, name: str, server: bool) -> tuple[SavedRoll, str]:
        folded = check_name(name)
        guild, owner = self._owner(actor, server)
        if server and not actor.can_manage:
            raise ServiceError("roll-saved-admin")
        async with self.db.session() as s:
            row = await drepo.find_saved(s, guild, owner, folded)
        if row is None:
            raise ServiceError("roll-saved-unknown", name=folded)
        return row, folded

    @replying
    async def roll_rename(self, actor: Actor, name: str, new_name: str, server: bool = False) -> Reply:
        lang = await self.lang(actor)
        row, folded = await self._find(actor, name, server)
        new = self._name(new_name)
        async with self.db.session() as s:
            if not await drepo.rename_saved(s, row, new):
                raise ServiceError("roll-saved-taken", name=new)
        return Reply(text=self.t(lang, "roll-saved-renamed", {"name": folded, "new": new}), private=not server)

    @replying
    async def roll_delete(self, actor: Actor, name: str, server: bool = False) -> Reply:
        lang = await self.lang(actor)
        row, folded = await self._find(actor, name, server)
        async with self.db.session() as s:
            await drepo.delete_saved(s, row)
        return Reply(text=self.t(lang, "roll-saved-deleted", {"name": folded}), private=not server)

    @replying
    async def dice_gm(self, actor: Actor, role_id: str | None, role_name: str = "") -> Reply:
        """Set (or clear, with ``None``) the role that sees every secret roll of the server."""
        lang = await self.lang(actor)
        if not actor.can_manage:
            raise ServiceError("roll-saved-admin")
        if not actor.guild_id:
            raise ServiceError("roll-saved-no-server")
        async with self.db.session() as s:
            await drepo.set_gm_role(s, actor.guild_id, role_id)
        key = "roll-gm-set" if role_id else "roll-gm-cleared"
        return Reply(text=self.t(lang, key, {"role": role_name or role_id or ""}), private=True)

"""Shared dice: ``/roll`` and its history."""

from __future__ import annotations

import hashlib

from db import repository as repo
from db.models import RollLog
from rules.core import new_seed
from rules.core.dice import DiceRoll, format_roll
from rules.core.dice import roll as roll_dice
from rules.core.rng import Rng

from ..replies import Actor, Reply
from .base import ServiceBase, replying

ROLL_HISTORY = 10


class Dice(ServiceBase):
    """Shared dice rolls."""

    def _roll_seed(self) -> str:
        """A fresh seed per shared roll (derived from the fixed seed in scripts)."""
        if not self._fixed_seed:
            return new_seed()
        self._rolls += 1
        return hashlib.sha256(f"{self.new_seed()}:{self._rolls}".encode()).hexdigest()

    @replying
    async def roll(self, actor: Actor, expression: str) -> Reply:
        """A public roll: in the language of the channel's table, else of the server."""
        lang = await self.channel_lang(actor)
        seed = self._roll_seed()
        result: DiceRoll = roll_dice(expression, Rng(seed))
        text = format_roll(result, lambda key, params: self.t(lang, key, params))
        async with self.db.session() as s:
            await repo.add_roll(s, RollLog(guild_id=actor.guild_id, channel_id=actor.channel_id,
                                           user_id=actor.user_id, user_name=actor.name, expression=expression,
                                           result=result.model_dump(mode="json"), seed=seed))
        return Reply(text=self.t(lang, "roll-by", {"player": actor.name, "roll": text}))

    @replying
    async def roll_history(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        async with self.db.session() as s:
            rows = await repo.roll_history(s, actor.channel_id, ROLL_HISTORY)
        if not rows:
            return Reply(text=self.t(lang, "roll-history-empty"), private=True)
        lines = [self.t(lang, "roll-history-head", {"count": len(rows)})]
        for row in rows:
            result = DiceRoll.model_validate(row.result)
            text = format_roll(result, lambda key, params: self.t(lang, key, params))
            lines.append(self.t(lang, "roll-history-line", {"time": row.created_at.strftime("%d/%m %H:%M"),
                                                             "player": row.user_name, "roll": text}))
        return Reply(text="\n".join(lines), private=True)

"""Shared dice: ``/roll`` drawn from the channel's seed, its history, the seed's reveal,
``/dice verify`` and secret rolls.

Every shared roll of a channel is drawn from the channel's seed, whose SHA-256 was posted
before the first roll drawn from it (with the first roll, or when the previous seed was
revealed); the roll's message names the seed's hash and the draws it used. ``/dice seed``
reveals the seed and publishes the next one's hash; ``/dice verify`` re-rolls every roll of
the channel whose seed is known and compares. A secret roll has its own seed; its public
commitment (:func:`rules.core.dice_proof.commitment`) is posted at once, and ``/dice reveal``
shows the seed, the line and the result later.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from bot.service.base import ServiceError, replying
from bot.service.dice_saved import SavedDice
from bot.service.dice_stats import DiceStats
from bot.shared.replies import Actor, Attachment, Reply
from db import dice_repository as drepo
from db import repository as repo
from db.models import DiceSeed, RollLog
from rules.core import new_seed
from rules.core.dice import DiceRoll, format_roll
from rules.core.dice import roll as roll_dice
from rules.core.dice_line import (
    RollSet,
    expand_names,
    format_roll_set,
    roll_line,
    split_line,
)
from rules.core.dice_proof import commitment, reroll_matches, seed_matches
from rules.core.rng import Rng, seed_hash

ROLL_HISTORY = 10
#: a roll retries this many times when another process drew from the channel's seed meanwhile
CLAIM_TRIES = 5
#: how many characters of a hash a message shows
SHORT = 12


def short(digest: str) -> str:
    return digest[:SHORT]


class Dice(SavedDice, DiceStats):
    """Shared dice rolls."""

    def _roll_seed(self) -> str:
        """A fresh seed (derived from the fixed seed in scripts, so that they replay)."""
        if not self._fixed_seed:
            return new_seed()
        self._rolls += 1
        return hashlib.sha256(f"{self.new_seed()}:{self._rolls}".encode()).hexdigest()

    def _new_channel_seed(self) -> tuple[str, str]:
        seed = self._roll_seed()
        return seed, seed_hash(seed)

    def _translate(self, lang: str) -> Any:
        return lambda key, params: self.t(lang, key, params)

    async def _line(self, actor: Actor, expression: str) -> str:
        """The line to roll: saved names replaced by their expressions; checked (nothing drawn)."""
        names = await self.saved_lookup(actor)
        line = expand_names(expression, names.get) if names else expression.strip()
        for part in split_line(line):  # refused before anything is drawn or stored
            roll_dice(part.expression, Rng("00" * 32))
        return line

    @replying
    async def roll(self, actor: Actor, expression: str) -> Reply:
        """A public roll from the channel's seed, in the language of the channel's table, else
        of the server."""
        lang = await self.channel_lang(actor)
        line = await self._line(actor, expression)
        for _ in range(CLAIM_TRIES):
            async with self.db.session() as s:
                seed, made = await drepo.current_seed(s, actor.channel_id, actor.guild_id, self._new_channel_seed)
                start, digest = seed.counter, seed.seed_hash
                rng = Rng(seed.seed, counter=start)
                result = roll_line(line, rng)
                if not await drepo.claim_draws(s, seed, start, rng.counter):
                    await s.rollback()
                    continue
                row = await drepo.add_roll_row(s, RollLog(
                    guild_id=actor.guild_id, channel_id=actor.channel_id, user_id=actor.user_id, user_name=actor.name,
                    expression=line, result=result.model_dump(mode="json"), seed=seed.seed, seed_id=seed.id,
                    counter_start=start, counter_end=rng.counter))
            text = format_roll_set(result, self._translate(lang))
            lines = [self.t(lang, "roll-by", {"player": actor.name, "roll": text}),
                     self.t(lang, "roll-footer", {"id": row.id, "hash": short(digest),
                                                  "first": start + 1, "last": rng.counter})]
            if made:  # the channel's first roll: the seed's fingerprint, for every later check
                lines.append(self.t(lang, "roll-seed-new", {"hash": digest}))
            return Reply(text="\n".join(lines))
        raise ServiceError("roll-busy")

    @replying
    async def roll_history(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        async with self.db.session() as s:
            rows = await repo.roll_history(s, actor.channel_id, ROLL_HISTORY)
        if not rows:
            return Reply(text=self.t(lang, "roll-history-empty"), private=True)
        lines = [self.t(lang, "roll-history-head", {"count": len(rows)})]
        for row in rows:
            lines.append(self.t(lang, "roll-history-line", {"time": row.created_at.strftime("%d/%m %H:%M"),
                                                             "player": row.user_name,
                                                             "roll": self._row_text(lang, row)}))
        return Reply(text="\n".join(lines), private=True)

    def _row_text(self, lang: str, row: RollLog) -> str:
        if row.secret and row.revealed_at is None:
            return self.t(lang, "roll-secret-sealed", {"id": row.id})
        if "parts" in row.result:
            return format_roll_set(RollSet.model_validate(row.result), self._translate(lang))
        return format_roll(DiceRoll.model_validate(row.result), self._translate(lang))

    # --- the channel's seed ---------------------------------------------------------------------

    @replying
    async def roll_seed(self, actor: Actor) -> Reply:
        """Reveal the channel's seed (every roll drawn from it can then be checked by anyone)
        and publish the hash of the next one, before any roll is drawn from it."""
        lang = await self.channel_lang(actor)
        async with self.db.session() as s:
            seed, made = await drepo.current_seed(s, actor.channel_id, actor.guild_id, self._new_channel_seed)
            if made or seed.counter == 0:  # nothing drawn from it yet: its hash is published, keep it
                return Reply(text=self.t(lang, "roll-seed-unused", {"hash": seed.seed_hash}))
            revealed, digest, draws = seed.seed, seed.seed_hash, seed.counter
            await drepo.reveal_seed(s, seed)
            following, _ = await drepo.current_seed(s, actor.channel_id, actor.guild_id, self._new_channel_seed)
        return Reply(text=self.t(lang, "roll-seed-revealed", {
            "player": actor.name, "seed": revealed, "hash": digest, "draws": draws,
            "next": following.seed_hash}))

    # --- verification ---------------------------------------------------------------------------

    @replying
    async def roll_verify(self, actor: Actor, seed: str | None = None) -> Reply:
        """Re-roll every roll of the channel whose seed is known (revealed, or ``seed`` given
        by the player) and compare; check revealed secret rolls against their commitments."""
        lang = await self.lang(actor)
        given = seed.strip().lower() if seed else None
        async with self.db.session() as s:
            seeds = await drepo.channel_seeds(s, actor.channel_id)
            rows = await drepo.channel_rolls(s, actor.channel_id)
        if given is not None and not any(seed_matches(given, x.seed_hash) for x in seeds):
            raise ServiceError("roll-verify-unknown-seed", hash=short(_hash_or_empty(given)))
        lines = [self.t(lang, "roll-verify-head")]
        bad: list[int] = []
        for x in seeds:
            mine = [r for r in rows if r.seed_id == x.id]
            known = x.revealed_at is not None or (given is not None and seed_matches(given, x.seed_hash))
            if not known:
                lines.append(self.t(lang, "roll-verify-seed-hidden", {"hash": short(x.seed_hash), "count": len(mine)}))
                continue
            secret = given if given is not None and seed_matches(given, x.seed_hash) else x.seed
            wrong = [r.id or 0 for r in mine
                     if not reroll_matches(r.expression, secret, r.counter_start or 0, r.counter_end, r.result)]
            if not seed_matches(secret, x.seed_hash):
                wrong = [r.id or 0 for r in mine] or [0]
            bad += wrong
            lines.append(self.t(lang, "roll-verify-seed", {"hash": short(x.seed_hash), "count": len(mine),
                                                            "wrong": len(wrong)}))
        secrets = [r for r in rows if r.secret]
        revealed = [r for r in secrets if r.revealed_at is not None]
        wrong_secret = [r.id or 0 for r in revealed if not self._secret_ok(r)]
        bad += wrong_secret
        if secrets:
            lines.append(self.t(lang, "roll-verify-secrets", {"revealed": len(revealed), "wrong": len(wrong_secret),
                                                               "sealed": len(secrets) - len(revealed)}))
        own = [r for r in rows if r.seed_id is None and not r.secret]
        if own:  # rolls made before channel seeds: each had a seed of its own, kept by the bot
            wrong_own = [r.id or 0 for r in own if not reroll_matches(r.expression, r.seed, 0, None, r.result)]
            bad += wrong_own
            lines.append(self.t(lang, "roll-verify-own", {"count": len(own), "wrong": len(wrong_own)}))
        if not rows and not seeds:
            return Reply(text=self.t(lang, "roll-history-empty"), private=True)
        lines.append(self.t(lang, "roll-verify-bad" if bad else "roll-verify-ok",
                            {"ids": ", ".join(f"#{i}" for i in bad[:20])}))
        proof = json.dumps(proof_file(actor.channel_id, seeds, rows), ensure_ascii=False, indent=1).encode()
        return Reply(text="\n".join(lines), private=True,
                     files=[Attachment(name=f"meneur-dice-{actor.channel_id.split(':')[-1]}.json", data=proof)])

    @staticmethod
    def _secret_ok(row: RollLog) -> bool:
        return (row.commitment == commitment(row.seed, row.expression)
                and reroll_matches(row.expression, row.seed, 0, row.counter_end, row.result))

    # --- secret rolls ---------------------------------------------------------------------------

    async def _is_gm(self, actor: Actor) -> bool:
        async with self.db.session() as s:
            settings = await drepo.dice_settings(s, actor.guild_id)
        return settings.gm_role_id is not None and settings.gm_role_id in actor.roles

    @replying
    async def roll_secret(self, actor: Actor, expression: str) -> Reply:
        """A secret roll: the result privately to the roller, its commitment publicly."""
        lang = await self.channel_lang(actor)
        mine = await self.lang(actor)
        line = await self._line(actor, expression)
        seed = self._roll_seed()
        rng = Rng(seed)
        result = roll_line(line, rng)
        async with self.db.session() as s:
            row = await drepo.add_roll_row(s, RollLog(
                guild_id=actor.guild_id, channel_id=actor.channel_id, user_id=actor.user_id, user_name=actor.name,
                expression=line, result=result.model_dump(mode="json"), seed=seed, secret=True,
                commitment=commitment(seed, line), counter_start=0, counter_end=rng.counter))
            settings = await drepo.dice_settings(s, actor.guild_id)
        text = format_roll_set(result, self._translate(mine))
        private = self.t(mine, "roll-secret-yours", {"id": row.id, "roll": text,
                                                     "gm": "yes" if settings.gm_role_id else "no"})
        public = self.t(lang, "roll-secret-public", {"player": actor.name, "id": row.id,
                                                      "commitment": row.commitment or ""})
        return Reply(text=public, whispers={actor.user_id: private})

    async def _secret_row(self, actor: Actor, roll_id: int) -> RollLog:
        async with self.db.session() as s:
            row = await drepo.get_roll(s, roll_id)
        if row is None or not row.secret or row.channel_id != actor.channel_id:
            raise ServiceError("roll-secret-unknown", id=roll_id)
        return row

    @replying
    async def roll_secrets(self, actor: Actor) -> Reply:
        """The channel's sealed secret rolls this player may read: their own, or all of them
        for the game master role."""
        lang = await self.lang(actor)
        gm = await self._is_gm(actor)
        async with self.db.session() as s:
            rows = await drepo.sealed_rolls(s, actor.channel_id)
        rows = [r for r in rows if gm or r.user_id == actor.user_id]
        if not rows:
            return Reply(text=self.t(lang, "roll-secrets-none"), private=True)
        lines = [self.t(lang, "roll-secrets-head", {"count": len(rows)})]
        for r in rows:
            text = format_roll_set(RollSet.model_validate(r.result), self._translate(lang)).replace("\n", " · ")
            lines.append(self.t(lang, "roll-secrets-line", {"id": r.id, "player": r.user_name, "roll": text}))
        return Reply(text="\n".join(lines), private=True)

    async def revealable(self, actor: Actor) -> list[tuple[int, str, str]]:
        """(number, roller, line) of the sealed secret rolls this player may reveal (autocomplete)."""
        gm = await self._is_gm(actor)
        async with self.db.session() as s:
            rows = await drepo.sealed_rolls(s, actor.channel_id)
        return [(r.id or 0, r.user_name, r.expression) for r in rows if gm or r.user_id == actor.user_id]

    @replying
    async def roll_reveal(self, actor: Actor, roll_id: int) -> Reply:
        """Show a secret roll to everyone with its proof: the roller or the game master role."""
        lang = await self.channel_lang(actor)
        row = await self._secret_row(actor, roll_id)
        if row.user_id != actor.user_id and not await self._is_gm(actor):
            raise ServiceError("roll-reveal-not-yours", id=roll_id, player=row.user_name)
        async with self.db.session() as s:
            if not await drepo.mark_revealed(s, row):
                raise ServiceError("roll-reveal-done", id=roll_id)
        text = format_roll_set(RollSet.model_validate(row.result), self._translate(lang))
        return Reply(text=self.t(lang, "roll-reveal", {
            "player": row.user_name, "id": row.id, "roll": text, "seed": row.seed, "line": row.expression,
            "commitment": row.commitment or "", "ok": "yes" if self._secret_ok(row) else "no"}))


def proof_file(channel_id: str, seeds: list[DiceSeed], rows: list[RollLog]) -> dict[str, Any]:
    """What anyone needs to check the channel's rolls without the bot (``meneur-dice/1``): each
    seed's published hash (the seed itself once revealed), each roll's line, first and last
    draws and result, each secret roll's commitment (its seed once revealed). A roll is checked
    with :func:`rules.core.dice_proof.reroll_matches` (``seed``, ``line``, ``start``, ``end``,
    ``result``), a secret one also with :func:`rules.core.dice_proof.commitment`."""
    known = {x.id for x in seeds if x.revealed_at is not None}
    out_rolls = []
    for r in rows:
        entry: dict[str, Any] = {"id": r.id, "player": r.user_name, "time": r.created_at.isoformat()}
        if r.secret:
            entry.update(secret=True, commitment=r.commitment)
            if r.revealed_at is not None:
                entry.update(seed=r.seed, line=r.expression, start=0, end=r.counter_end, result=r.result)
        elif r.seed_id is None:  # before channel seeds: a seed of its own, kept by the bot
            continue
        else:
            entry.update(seed_id=r.seed_id, line=r.expression, start=r.counter_start, end=r.counter_end,
                         result=r.result)
        out_rolls.append(entry)
    return {"format": "meneur-dice/1", "channel": channel_id,
            "seeds": [{"id": x.id, "hash": x.seed_hash, "seed": x.seed if x.id in known else None,
                       "draws": x.counter} for x in seeds],
            "rolls": out_rolls}


def _hash_or_empty(text: str) -> str:
    try:
        return seed_hash(text)
    except ValueError:
        return ""


__all__ = ["Dice"]

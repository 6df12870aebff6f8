"""The Barkam system's levels (seed L351, L369, L379-429).

By default (ruling A40) a natural 20 lets the party pay 5 XP for level 2 and a daily
(« Sur 1 jet de 20 au D20 , il est possible de dépenser 5 XP pour faire passer le héros à 1
niveau supérieur et choisir 1 Pouvoir Quotidien supplémentaire », L351), and a hero may buy
the same level for 10 XP in the hero phase (« 1 héros peut dépenser 10 XP pour monter de
niveau durant sa phase de héros », L369). The preset ``barkam23`` plays the other method
instead: on a natural 20 with 5 XP, regain 3 HP or go up one row of the 23-level table, kept as
data in ``levels.yaml``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import Field

from rules.core import Event, Model, Rng, RuleError

from ...catalog import AT_WILL, DAILY, UTILITY, Catalog
from ...conditions import heal_hero
from ...events import ev, text_ids
from ...state import CRState, PowerCard
from ...treasure import draw, receive

#: what buying a level in the hero phase costs (L369)
BUY_PRICE = 10
Gain = Literal["hp", "refresh", "surge", "treasure", "ac", "utility", "daily", "at_will", "refresh_on_20"]


class LevelRow(Model):
    level: int = Field(ge=2, le=23)
    gain: Gain
    line: int
    text: str


class LevelTable(Model):
    source: str
    heal: int
    levels: list[LevelRow]

    def row(self, level: int) -> LevelRow | None:
        return next((r for r in self.levels if r.level == level), None)

    @property
    def top(self) -> int:
        return max(r.level for r in self.levels)


@lru_cache(maxsize=1)
def table() -> LevelTable:
    """The 23-level table (validated once)."""
    raw = yaml.safe_load((Path(__file__).with_name("levels.yaml")).read_text(encoding="utf-8"))
    t = LevelTable.model_validate(raw)
    if [r.level for r in t.levels] != list(range(2, 24)):
        raise ValueError("levels.yaml: one row per level 2..23")
    return t


def refresh(state: CRState, cat: Catalog, hero: int) -> list[str]:
    """Turn every used daily and utility face up; the powers turned."""
    turned = []
    for p in state.heroes[hero].powers:
        d = cat.powers.get(p.id)
        if p.used and d is not None and d.kind in (DAILY, UTILITY):
            p.used = False
            turned.append(p.id)
    return turned


def new_power(state: CRState, cat: Catalog, hero: int, kind: str) -> str | None:
    """The first power of ``kind`` of the hero's class not held yet (by id; ours: the card
    gives no order, « appliquer ce que choisirait le héros », L224, cannot be read here)."""
    h = state.heroes[hero]
    held = {p.id for p in h.powers}
    pool = sorted(p.id for p in cat.powers.values() if p.hero == h.hero and p.kind == kind and p.id not in held)
    return pool[0] if pool else None


def gain_level(state: CRState, cat: Catalog, hero: int, rng: Rng) -> list[Event]:
    """One row of the table: the hero's next level and what it gives (L387-429)."""
    h = state.heroes[hero]
    t = table()
    if h.level >= t.top:
        raise RuleError("cr-barkam-top-level", hero=h.hero, level=h.level)
    row = t.row(h.level + 1)
    assert row is not None
    h.level = row.level
    detail: list[str] = []
    if row.gain == "hp":
        h.max_hp += 1
        h.hp += 1
    elif row.gain == "refresh":
        detail = refresh(state, cat, hero)
    elif row.gain == "surge":
        h.surge_value += 1
    elif row.gain == "ac":
        h.ac += 1
    elif row.gain in ("utility", "daily", "at_will"):
        kind = {"utility": UTILITY, "daily": DAILY, "at_will": AT_WILL}[row.gain]
        got = new_power(state, cat, hero, kind)
        if got is not None:
            h.powers.append(PowerCard(id=got))
            detail = [got]
    out = [ev("barkam-level", hero=h.hero, level=row.level, gain=[f"cr-barkam-gain-{row.gain.replace('_', '-')}"],
              powers=[f"cr-power-{p.replace('_', '-')}" for p in detail], announce=True)]
    if row.gain == "treasure":
        card = draw(state.treasures, rng)
        if card is not None:
            h.treasures += 1
            out += [ev("treasure", hero=h.hero, card=card.split("#")[0], irreversible=True,
                       card_text=text_ids("treasure", card.split("#")[0])),
                    *receive(state, cat, hero, card, rng)]
    return out


def heal_instead(state: CRState, hero: int) -> list[Event]:
    """The other choice on a natural 20: regain 3 HP, never above the maximum (L383)."""
    return heal_hero(state, hero, table().heal)


def on_natural_20(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """A level-23 hero's natural 20 turns the used dailies and utilities up at once (L429)."""
    if state.heroes[hero].level < table().top:
        return []
    turned = refresh(state, cat, hero)
    return [ev("barkam-refreshed", hero=state.heroes[hero].hero,
                powers=[f"cr-power-{p.replace('_', '-')}" for p in turned])] if turned else []

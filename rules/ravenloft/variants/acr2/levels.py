"""ACR2's level table (seed L63-93, ``data/acr2_levels.yaml``): what each level gives, its price
and how many heroes of a high level an adventure may hold. Data only, so the base rules that
read it (a high-level hero's monsters) need not import the variant's rules."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import Field

from rules.core import Model

Kind = Literal["at_will", "daily", "utility"]


class LevelBonus(Model):
    """What reaching ``level`` gives (a row of the seed's table)."""

    level: int = Field(ge=2)
    ac: int = 0
    hp: int = 0
    surge_value: int = 0
    #: healing surges the hero gains at once
    surges: int = 0
    #: the cards to choose: each list is one card of one of its kinds
    picks: list[list[Kind]] = Field(default_factory=list)
    every_power: bool = False


class LevelTable(Model):
    source: str
    price: int
    high: int
    most_high: int
    levels: list[LevelBonus]


@lru_cache(maxsize=1)
def level_table() -> LevelTable:
    """``data/acr2_levels.yaml``, validated once."""
    path = Path(__file__).resolve().parents[2] / "data" / "acr2_levels.yaml"
    return LevelTable.model_validate(yaml.safe_load(path.read_text(encoding="utf-8")))


TABLE: dict[int, LevelBonus] = {row.level: row for row in level_table().levels}
#: the XP a level costs (L67), the highest level (L63), and « il ne peut y avoir dans une même
#: aventure plus de 3 héros de haut niveau » (L141)
PRICE = level_table().price
TOP = max(TABLE)
HIGH, MOST_HIGH = level_table().high, level_table().most_high

"""Kravora's content (units, buildings, ruses, dice tables, board numbers) and its schema.

``data/kravora.yaml`` is validated by the models below when loaded. What the seed prints is
marked ``source: rulebook``; what the draft lost (prices, the 4th seat's blood, the board's
geometry) is marked ``source: ours`` and recorded in docs/rulings/kravora.md.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import Field, model_validator

from rules.core import Model

DATA = Path(__file__).parent / "data"
Source = Literal["rulebook", "ours"]
UnitKind = Literal["fantoche", "sprinteur", "caillasseur", "long_bras", "costaud", "rocailleur"]
BuildingId = Literal["caserne", "universite", "laboratoire", "atelier", "hutte", "centre_tri", "canon"]
RuseId = Literal["rochers", "caillot", "avancer", "reculer", "rocaille", "propulsion", "bouclier"]
UNIT_KINDS: tuple[UnitKind, ...] = ("fantoche", "sprinteur", "caillasseur", "long_bras", "costaud", "rocailleur")
BUILDINGS: tuple[BuildingId, ...] = ("caserne", "universite", "laboratoire", "atelier", "hutte", "centre_tri",
                                     "canon")
RUSES: tuple[RuseId, ...] = ("rochers", "caillot", "avancer", "reculer", "rocaille", "propulsion", "bouclier")


class UnitSpec(Model):
    """One line of the memo: « Coeur Épée Boots Salve + Dés »."""

    id: UnitKind
    name: str
    pv: int = Field(ge=1)
    hits: int = Field(ge=1)
    reach_min: int = Field(ge=0)
    reach_max: int = Field(ge=0)
    speed: int = Field(ge=1)
    price: int = Field(ge=0)
    size: Literal[1, 2]
    stock: int = Field(ge=0)
    white: int = Field(ge=0)
    source: Source

    @property
    def big(self) -> bool:
        return self.size == 2


class Priced(Model):
    id: str
    price: int = Field(ge=0)
    source: Source


class Faces(Model):
    source: Source
    faces: list[UnitKind] = Field(min_length=6, max_length=6)


class DiceByTurn(Model):
    source: Source
    dice: list[int] = Field(min_length=11, max_length=11)
    bonus: list[int] = Field(min_length=11, max_length=11)


class SeatBlood(Model):
    seat: int
    blood: int
    source: Source


class Board(Model):
    source: Source
    lines: int
    enemy_stop: int
    wall: int
    lab_slots: int
    frozen_max: int
    salary_cap: int
    atelier_repair: int
    kill_bonus: int
    dismantle_cheap: int
    dismantle_dear: int
    dismantle_max: int


class Content(Model):
    units: list[UnitSpec]
    buildings: list[Priced]
    ruses: list[Priced]
    start_faces: Faces
    arrival_faces: Faces
    dice_by_turn: DiceByTurn
    starting_blood: list[SeatBlood] = Field(min_length=4, max_length=4)
    board: Board

    @model_validator(mode="after")
    def _complete(self) -> Content:
        if tuple(u.id for u in self.units) != UNIT_KINDS:
            raise ValueError("units must be the six of the memo, in its order")
        if tuple(b.id for b in self.buildings) != BUILDINGS:
            raise ValueError("the seven buildings, in the seed's order")
        if tuple(r.id for r in self.ruses) != RUSES:
            raise ValueError("the seven ruses, in the seed's order")
        if any(r.price < 1 for r in self.ruses):
            raise ValueError("no ruse is free (ruling « No free ruse »): every ruse costs 1 L or more")
        return self

    def unit(self, kind: str) -> UnitSpec:
        return next(u for u in self.units if u.id == kind)

    def building_price(self, bid: str) -> int:
        return next(b.price for b in self.buildings if b.id == bid)

    def ruse_price(self, rid: str) -> int:
        return next(r.price for r in self.ruses if r.id == rid)


@lru_cache(maxsize=1)
def content() -> Content:
    """The validated content (loaded once)."""
    data = yaml.safe_load((DATA / "kravora.yaml").read_text(encoding="utf-8"))
    return Content.model_validate(data)


@lru_cache(maxsize=16)
def spec(kind: str) -> UnitSpec:
    """A unit's memo line (cached: the phases ask it for every unit they look at)."""
    return content().unit(kind)

"""Mortebrume's content (ours, ``source: ours``): weapons, shields, spells, hordes, tables, scenarios."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import Field, model_validator

from rules.core import Model

from . import geometry as geo
from .model import MBState

DATA = Path(__file__).parent / "data"
RANKS = ("recrue", "veteran", "seigneur", "chevalier")
#: horde points by rank: seigneur 15 and chevalier 20 (section 3), recrue 5, vétéran 10 (ours, MA33)
RANK_COST = {"recrue": 5, "veteran": 10, "seigneur": 15, "chevalier": 20}
TRAITS = ("perforant", "tranchant", "etourdissant", "recul")
#: melee bands [low, high] in cm (section B and its table, MA1, MA2)
BANDS = {"short": (0.0, 1.5), "long": (1.5, 2.5), "heavy": (2.5, 4.0)}
CONTACT = 4.0


class Weapon(Model):
    id: str
    kind: Literal["short", "long", "heavy", "ranged"]
    hands: int = Field(ge=0, le=2)
    damage: int = Field(ge=0)
    trait: Literal["perforant", "tranchant", "etourdissant", "recul"]
    reach: int = 0
    bow: bool = False
    shoot_or_move: bool = False

    @property
    def ranged(self) -> bool:
        return self.kind == "ranged"

    def optimal(self) -> float:
        """The distance (cm) a move « à la portée optimale » stops at: the band's middle, or just past the reach."""
        if self.ranged:
            return self.reach + 0.5
        lo, hi = BANDS[self.kind]
        return round((lo + hi) / 2, 2)


class Shield(Model):
    id: str
    protection: int = Field(ge=1)


class Spell(Model):
    id: str
    allonge: int = Field(ge=0)
    power: int = Field(ge=0)
    resist: Literal["volonte", "physique", "armure", "esquive"]
    zone: float = Field(ge=0)
    effect: Literal["wound", "drain", "weaken", "slow", "stun", "heal", "ward"]
    amount: int = Field(ge=0)
    hostile: bool


class Profile(Model):
    id: str
    name: str
    horde: str
    rank: Literal["recrue", "veteran", "seigneur", "chevalier"]
    physique: int = Field(ge=1)
    weapon: str
    skill: int = Field(ge=0)
    second: str | None = None
    second_skill: int = 0
    shield: str | None = None
    esquive: int = Field(ge=0)
    armure: int = Field(ge=0)
    move: int = Field(ge=0)
    encumbrance: int = Field(ge=0)
    volonte: int = Field(ge=1)
    size: int = Field(ge=0, le=4)
    spells: dict[str, int] = Field(default_factory=dict)
    #: a reserved action: one more weapon skill a turn, at any time (section 12, MA26: same weapon)
    reserved: bool = False
    #: the French name's grammatical gender, for the texts' agreement (« l'Archère est placée »)
    gender: Literal["f", "m"] = "m"

    @property
    def cost(self) -> int:
        return RANK_COST[self.rank]

    @property
    def side(self) -> float:
        return geo.BASE_SIDE[self.size]

    @property
    def height(self) -> float:
        return geo.HEIGHT[self.size]


class Horde(Model):
    id: str
    god: str


class Piece(Model):
    id: str
    kind: Literal["forest", "tree", "difficult", "hill", "rock", "wall"]
    box: list[float] | None = None
    points: list[list[float]] | None = None
    height: float = 0.0
    top: list[float] | None = None

    @model_validator(mode="after")
    def _shape_given(self) -> Piece:
        if (self.box is None) == (self.points is None):
            raise ValueError("a piece has a box or points")
        return self

    def polygon(self) -> list[tuple[float, float]]:
        if self.box is not None:
            x0, y0, x1, y1 = self.box
            return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        return [(p[0], p[1]) for p in self.points or []]

    @property
    def blocks_move(self) -> bool:
        return self.kind in ("tree", "rock", "wall")


class DeployZone(Model):
    """A deployment zone (ours): a strip ``depth`` cm deep along an edge, or a box [x0, y0, x1, y1]
    given for a 75 cm table and scaled with the table's side."""

    edge: Literal["n", "s", "e", "w"] | None = None
    depth: float = 15.0
    box: list[float] | None = None

    @model_validator(mode="after")
    def _one_shape(self) -> DeployZone:
        if (self.edge is None) == (self.box is None):
            raise ValueError("a deployment zone has an edge or a box")
        return self

    def polygon(self, size: float) -> geo.Polygon:
        k = size / 75.0
        if self.box is not None:
            x0, y0, x1, y1 = (v * k for v in self.box)
        else:
            d = self.depth * k
            x0, y0, x1, y1 = {"s": (0, 0, size, d), "n": (0, size - d, size, size),
                              "w": (0, 0, d, size), "e": (size - d, 0, size, size)}[self.edge or "s"]
        return geo.Polygon([(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


class Table(Model):
    id: str
    size: float
    pieces: list[Piece]
    #: the deployment zones of the first and the second player (ours)
    deploy: list[DeployZone] = Field(default_factory=list)


class Content(Model):
    source: Literal["ours"]
    weapons: dict[str, Weapon]
    shields: dict[str, Shield]
    spells: dict[str, Spell]
    hordes: dict[str, Horde]
    profiles: dict[str, Profile]
    tables: dict[str, Table]


def _load(name: str) -> dict:
    data = yaml.safe_load((DATA / name).read_text(encoding="utf-8"))
    if data.get("source") != "ours":
        raise ValueError(f"{name}: content must be marked source: ours")
    return data


@cache
def content() -> Content:
    arms, hordes, tables = _load("arms.yaml"), _load("hordes.yaml"), _load("tables.yaml")
    c = Content(
        source="ours",
        weapons={w["id"]: w for w in arms["weapons"]},
        shields={s["id"]: s for s in arms["shields"]},
        spells={s["id"]: s for s in arms["spells"]},
        hordes={h["id"]: h for h in hordes["hordes"]},
        profiles={p["id"]: p for p in hordes["profiles"]},
        tables={t["id"]: t for t in tables["tables"]},
    )
    for p in c.profiles.values():
        for ref, pool in ((p.weapon, c.weapons), (p.second, c.weapons), (p.shield, c.shields), (p.horde, c.hordes)):
            if ref is not None and ref not in pool:
                raise ValueError(f"profile {p.id}: unknown {ref!r}")
        for s in p.spells:
            if s not in c.spells:
                raise ValueError(f"profile {p.id}: unknown spell {s!r}")
    return c


class Terrain:
    """A table's terrain as shapely shapes, built once per table (size x size cm)."""

    def __init__(self, table: Table, size: float) -> None:
        self.table = table
        self.size = size
        self.bounds = geo.Polygon([(0, 0), (size, 0), (size, size), (0, size)])
        self.shapes = {p.id: geo.Polygon(p.polygon()) for p in table.pieces}
        self.pieces = {p.id: p for p in table.pieces}
        self.obstacles = [geo.Obstacle(p.id, self.shapes[p.id], p.height)
                          for p in table.pieces if p.kind in ("tree", "rock", "wall")]
        self.forests = geo.union([self.shapes[p.id] for p in table.pieces if p.kind == "forest"])
        self.impassable = geo.union([self.shapes[p.id] for p in table.pieces if p.blocks_move])
        self.zones = [geo.Zone(self.shapes[p.id], "difficult") for p in table.pieces
                      if p.kind in ("difficult", "forest")]
        self.zones += [geo.Zone(self.shapes[p.id], "hill", (p.top[0], p.top[1]) if p.top else None)
                       for p in table.pieces if p.kind == "hill"]


@cache
def terrain(table_id: str, size: float) -> Terrain:
    """The terrain of a ready-made table placed on a size x size table (pieces outside are dropped)."""
    table = content().tables[table_id]
    kept = [p for p in table.pieces if all(0 <= x <= size and 0 <= y <= size for x, y in p.polygon())]
    return Terrain(Table(id=table.id, size=size, pieces=kept, deploy=table.deploy), size)


def value(p: Profile) -> float:
    """A profile's fighting value (ours, docs/rulings/mortebrume.md « Valeur des profils »): what
    keeps the profiles of one rank comparable, so that hordes of equal points are comparable."""
    c = content()
    w = c.weapons[p.weapon]
    shield = c.shields[p.shield].protection if p.shield else 0
    second = 0.5 if p.second else 0.0
    spells = sum(1.5 + 0.25 * (apt - 7) for apt in p.spells.values())
    reach = 0.4 * w.reach
    size = 0.5 * max(0, p.size - 1) + (1.0 if p.reserved else 0.0)
    return round(1.0 * p.physique + 0.5 * p.skill + 0.8 * w.damage + 0.5 * p.esquive + 1.2 * p.armure
                 + 0.25 * (p.move - p.encumbrance) + 0.25 * p.volonte + 0.4 * shield + second + spells + reach
                 + size, 2)


#: the value band of each rank (ours): a profile's value must fall in its rank's band
VALUE_BANDS = {"recrue": (15.0, 18.0), "veteran": (18.5, 21.5), "seigneur": (23.0, 27.0), "chevalier": (27.5, 31.0)}


class Objective(Model):
    id: str
    x: float
    y: float
    radius: float = 5.0


class Scenario(Model):
    """A scenario (ours, section 15): objectives, a leader to strike down, a turn limit, its own zones."""

    id: str
    turns: int = Field(ge=1, le=99)
    goal: int = 0
    objectives: list[Objective] = Field(default_factory=list)
    leader: bool = False
    deploy: list[DeployZone] = Field(default_factory=list)


@cache
def scenarios() -> dict[str, Scenario]:
    return {s["id"]: Scenario.model_validate(s) for s in _load("scenarios.yaml")["scenarios"]}


def scenario(state: MBState) -> Scenario | None:
    return scenarios().get(state.options.scenario) if state.options.scenario else None


def turn_limit(state: MBState) -> int:
    """The option ``max_turns`` if set, else the scenario's limit, else none (0)."""
    sc = scenario(state)
    return state.options.max_turns or (sc.turns if sc is not None else 0)


def objective_shape(state: MBState, o: Objective) -> geo.Polygon:
    k = state.options.size / 75.0
    return geo.Point(o.x * k, o.y * k).buffer(o.radius * k, quad_segs=16)

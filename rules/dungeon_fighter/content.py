"""Dungeon Fighter content (heroes, monsters, bosses, equipment, dungeon boards) and its schema.

The YAML files in ``data/`` are validated by the pydantic models below when loaded. Cards the
rulebook prints in its examples are marked ``source: rulebook``; all the others are ours.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import Field, model_validator

from rules.core import Model

DATA = Path(__file__).parent / "data"

#: every special throw of the rulebook (page 11), by our id
SPECIAL_THROWS: tuple[str, ...] = (
    "tir_en_bande", "pichenette", "souffle", "sous_la_jambe", "en_aveugle", "double_rebond",
    "sur_le_coude", "lancer_de_la_foi", "mauvaise_main", "emprunt", "par_dessus_une_carte",
    "catapulte", "tete", "lancer_toupie", "sur_le_nez", "de_dos", "smash", "assis", "saut",
    "sous_la_table", "danse", "de_loin",
)
ThrowId = Literal[
    "tir_en_bande", "pichenette", "souffle", "sous_la_jambe", "en_aveugle", "double_rebond",
    "sur_le_coude", "lancer_de_la_foi", "mauvaise_main", "emprunt", "par_dessus_une_carte",
    "catapulte", "tete", "lancer_toupie", "sur_le_nez", "de_dos", "smash", "assis", "saut",
    "sous_la_table", "danse", "de_loin",
]
Colour = Literal["red", "blue", "green"]
COLOURS: tuple[Colour, ...] = ("red", "blue", "green")
MonsterType = Literal["gobelin", "orque", "mort_vivant", "bete", "demon", "insecte"]
AbilityKind = Literal[
    "pluie_de_coups", "degats_supplementaires", "degats_cibles", "intervention_divine",
    "furie_aveugle", "guerison_de_masse", "cible_vivante", "larcin", "metamorphose",
    "ennemi_jure", "relance", "pas_de_degats", "pickpocket", "seduction", "biere", "ritournelle",
]
#: abilities that trigger only when the die is on the target (symbol with a target)
TARGET_ONLY: frozenset[str] = frozenset({
    "pluie_de_coups", "degats_supplementaires", "degats_cibles", "intervention_divine", "furie_aveugle",
})
CapacityKind = Literal[
    "destroy_equipment", "heal_on_miss", "small_target", "lose_gold", "no_coloured_dice",
    "critical_failure", "horde",
]
Source = Literal["rulebook", "ours"]


class Ability(Model):
    kind: AbilityKind
    value: int = 0


class Slots(Model):
    weapon: int = Field(ge=0)
    armour: int = Field(ge=0)
    magic: int = Field(ge=0)


class Hero(Model):
    id: str
    name: str
    title: str
    source: Source
    slots: Slots
    enemy: MonsterType
    abilities: dict[Colour, Ability]

    @model_validator(mode="after")
    def _three_colours(self) -> Hero:
        if set(self.abilities) != set(COLOURS):
            raise ValueError(f"hero {self.id} needs one ability per colour")
        return self


class Capacity(Model):
    kind: CapacityKind
    value: int = 0


class Monster(Model):
    id: str
    name: str
    level: int = Field(ge=1, le=4)
    type: MonsterType
    pv: int = Field(ge=1)
    damage: int = Field(ge=0)
    gold: int = Field(ge=0)
    source: Source
    capacity: Capacity | None = None
    throws: list[ThrowId] = Field(default_factory=list)


class Boss(Model):
    id: str
    name: str
    type: MonsterType
    pv: int = Field(ge=1)
    damage: int = Field(ge=0)
    gold: int = 0
    source: Source
    capacity: Capacity | None = None
    throws: list[ThrowId] = Field(default_factory=list)


class Bonus(Model):
    add: int = 0
    mul: int = 1


EffectKind = Literal["reduced_damage", "no_damage", "riposte", "reroll", "heal_one", "heal_all", "extra_damage"]


class Equipment(Model):
    id: str
    name: str
    kind: Literal["weapon", "armour", "magic"]
    cost: int = Field(ge=1)
    source: Source
    throws: list[ThrowId] = Field(default_factory=list)
    bonus: Bonus | None = None
    effect: EffectKind | None = None
    value: int = 0
    single_use: bool = False

    @model_validator(mode="after")
    def _shape(self) -> Equipment:
        if self.kind == "weapon" and (not self.throws or self.bonus is None):
            raise ValueError(f"weapon {self.id} needs throws and a bonus")
        if self.kind != "weapon" and self.effect is None:
            raise ValueError(f"{self.kind} {self.id} needs an effect")
        if self.kind == "magic" and not self.single_use:
            raise ValueError(f"magic item {self.id} is single use (x1)")
        return self


class Reward(Model):
    kind: Literal["gold", "white", "equipment"]
    amount: int = Field(ge=1)


class Room(Model):
    id: str
    col: int
    row: int
    rows: int
    kind: Literal["normal", "shop", "fountain", "treasure", "perilous"]
    reward: Reward | None = None
    throws: list[ThrowId] = Field(default_factory=list)

    @model_validator(mode="after")
    def _shape(self) -> Room:
        if (self.kind == "treasure") != (self.reward is not None):
            raise ValueError(f"room {self.id}: a reward exactly on treasure rooms")
        if (self.kind == "perilous") != bool(self.throws):
            raise ValueError(f"room {self.id}: throws exactly on perilous rooms")
        return self


class Side(Model):
    id: str
    name: str
    end: bool
    rooms: list[Room]
    arrows: list[tuple[str, str]]
    source: Source

    @model_validator(mode="after")
    def _graph(self) -> Side:
        ids = {r.id for r in self.rooms}
        for a, b in self.arrows:
            if a not in ids or b not in ids:
                raise ValueError(f"side {self.id}: arrow {a}->{b} to an unknown room")
            if self.room(b).col <= self.room(a).col:
                raise ValueError(f"side {self.id}: arrow {a}->{b} goes backwards")
        last = max(r.col for r in self.rooms)
        if sum(1 for r in self.rooms if r.col == 0) != 1 or sum(1 for r in self.rooms if r.col == last) != 1:
            raise ValueError(f"side {self.id}: one entry and one exit room")
        for r in self.rooms:
            if r.col != last and not any(a == r.id for a, _ in self.arrows):
                raise ValueError(f"side {self.id}: room {r.id} is a dead end")
        return self

    def room(self, rid: str) -> Room:
        for r in self.rooms:
            if r.id == rid:
                return r
        raise KeyError(rid)

    @property
    def entry(self) -> str:
        return next(r.id for r in self.rooms if r.col == 0)

    @property
    def exit(self) -> str:
        last = max(r.col for r in self.rooms)
        return next(r.id for r in self.rooms if r.col == last)


class Board(Model):
    id: str
    source: Source
    front: Side
    back: Side


class Content(Model):
    heroes: dict[str, Hero]
    monsters: dict[str, Monster]
    bosses: dict[str, Boss]
    equipment: dict[str, Equipment]
    boards: dict[str, Board]

    def side(self, side_id: str) -> Side:
        for b in self.boards.values():
            for s in (b.front, b.back):
                if s.id == side_id:
                    return s
        raise KeyError(side_id)

    def room(self, room_id: str) -> Room:
        for b in self.boards.values():
            for s in (b.front, b.back):
                for r in s.rooms:
                    if r.id == room_id:
                        return r
        raise KeyError(room_id)


def _load(name: str, key: str) -> list[dict[str, object]]:
    with open(DATA / name, encoding="utf-8") as fh:
        data = yaml.safe_load(fh)
    return list(data[key])


@lru_cache(maxsize=1)
def content() -> Content:
    """All the game's content, validated (loaded once)."""
    heroes = [Hero.model_validate(x) for x in _load("heroes.yaml", "heroes")]
    monsters = [Monster.model_validate(x) for x in _load("monsters.yaml", "monsters")]
    bosses = [Boss.model_validate(x) for x in _load("bosses.yaml", "bosses")]
    equipment = [Equipment.model_validate(x) for x in _load("equipment.yaml", "equipment")]
    boards = [Board.model_validate(x) for x in _load("boards.yaml", "boards")]
    c = Content(
        heroes={h.id: h for h in heroes},
        monsters={m.id: m for m in monsters},
        bosses={b.id: b for b in bosses},
        equipment={e.id: e for e in equipment},
        boards={b.id: b for b in boards},
    )
    for kind, items, count in (("heroes", heroes, 9), ("monsters", monsters, 53), ("bosses", bosses, 4),
                               ("equipment", equipment, 53), ("boards", boards, 6)):
        if len({x.id for x in items}) != count:  # type: ignore[attr-defined]
            raise ValueError(f"{kind}: expected {count} distinct cards")
    return c

"""Which hero (or heroes) a step is about: the ``target`` of the tactics language."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from rules.core import Model

Pick = Literal[
    "closest",  # T1: fewest tiles, then fewest squares, then turn order from the active hero
    "each",  # every eligible hero, in turn order from the active hero (T3)
    "most_hp", "least_hp", "lowest_ac",  # then T1
    "fewest_monsters",  # the hero controlling the fewest monster cards, then T1
    "active_hero",
    "that",  # the hero(es) chosen by the previous step of the clause
    "self",  # the actor itself (a monster healing)
]

TARGET_SHORTHANDS: dict[str, dict[str, Any]] = {
    "closest": {"pick": "closest"},
    "adjacent_closest": {"pick": "closest", "adjacent": True},
    "each_adjacent": {"pick": "each", "adjacent": True},
    "each_on_tile": {"pick": "each", "on_tile": True},
    "each_hero": {"pick": "each"},
    "most_hp": {"pick": "most_hp"},
    "least_hp": {"pick": "least_hp"},
    "lowest_ac": {"pick": "lowest_ac"},
    "fewest_monsters": {"pick": "fewest_monsters"},
    "active_hero": {"pick": "active_hero"},
    "that": {"pick": "that"},
    "self": {"pick": "self"},
}


class Target(Model):
    """Which hero (or heroes) a step is about, seen from the actor.

    Only heroes standing (above 0 HP) and in the dungeon are eligible (monsters ignore a
    hero lying down or escaped). The filters narrow them: ``adjacent`` (a square next to the
    actor), ``on_tile`` (the actor's tile), ``within_tiles`` (tile distance at most N),
    ``other_than_active`` (never the active hero: « attacks the closest hero »),
    ``monster_on_tile`` (the hero's own tile holds a monster, or with ``false`` none). For an
    encounter the actor is the active hero: ``on_tile`` is their tile.
    """

    pick: Pick = "closest"
    adjacent: bool = False
    on_tile: bool = False
    within_tiles: int | None = Field(default=None, ge=0)
    other_than_active: bool = False
    monster_on_tile: bool | None = None

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, data: Any) -> Any:
        if isinstance(data, str):
            if data not in TARGET_SHORTHANDS:
                raise ValueError(f"unknown target {data!r}; known: {sorted(TARGET_SHORTHANDS)}")
            return dict(TARGET_SHORTHANDS[data])
        return data

    @property
    def many(self) -> bool:
        return self.pick == "each"

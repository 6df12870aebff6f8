"""Steps that move figures and heroes or change the dungeon: moves, placements, new tiles.

A placement that chooses a tile makes it *that tile* of the run: later steps may put
monsters or heroes there (``where: that_tile``, ``place_monsters``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .step_base import StepBase
from .targets import Target


class MoveAdjacentStep(StepBase):
    """Move to a free square adjacent to the target (T5), by tiles, never diagonally;
    ``onto_tile``: a square of the target's own tile (the Gargoyle swoops onto the hero's tile,
    even from a square adjacent across a tile edge)."""

    move_adjacent: Target
    onto_tile: bool = False


class MoveTilesStep(StepBase):
    """Move N tiles toward the target, landing on each new tile's bone pile (T6, T4)."""

    move_tiles: int = Field(ge=1)
    toward: Target = Field(default_factory=Target)


class MoveToTileStep(StepBase):
    """Move toward the tile with that id (Strahd's crypt), ``tiles`` at most per activation."""

    move_to_tile: str
    tiles: int = Field(default=1, ge=1)


class MoveMonstersStep(StepBase):
    """Place every monster figure (villains apart) N tiles closer to the hero ``toward``
    names, seen from each monster (T6: bone piles, T4), in placement order; with
    ``off_hero_tiles`` only the monsters on a tile with no hero (« Bubbling Cauldron »,
    « Patrina Velikovna »). A monster already on its hero's tile stays."""

    move_monsters: int = Field(ge=1)
    toward: Target = Field(default_factory=Target)
    off_hero_tiles: bool = False


Placement = Literal[
    "start_tile",  # the Start tile's landing square
    "actor_tile",  # the actor's tile (a pull)
    "away",  # ``tiles`` tiles farther from the actor (a push), if such a tile exists
    "new_tile_from_bottom",  # a tile from the bottom of the stack, on the edge nearest ``near``
    "random_tile",  # a tile of the dungeon drawn with a die
    "farthest_tile",  # the tile farthest from the hero (tiles, then squares, then row/column)
    "toward_start",  # ``tiles`` tiles closer to the Start tile
    "most_monsters",  # within ``tiles`` tiles, the tile with the most monsters (none: or_else)
    "that_tile",  # the tile an earlier step of the run chose
    "north", "east", "south", "west",  # the tile joined on that side of the hero's tile
]

Near = Literal["actor", "start_tile"]


class PlaceTileStep(StepBase):
    """Draw a tile from the bottom of the stack and place it on the unexplored edge nearest
    the actor or the Start tile, without a monster or an encounter: it becomes *that tile*."""

    place_tile: Literal["bottom"]
    near: Near = "actor"


class PlaceMonstersStep(StepBase):
    """Put monster figures on *that tile* (T4 for each): ``all`` or N of them, picked among
    the monsters ``on_tile`` of the actor's tile or the ``closest`` to the actor (squares,
    then placement order)."""

    place_monsters: int | Literal["all"]
    pick: Literal["on_tile", "closest"] = "closest"


class SwapStep(StepBase):
    """The target hero and the monster ``farthest`` from (or ``closest`` to) them trade
    squares (tiles, then squares, then placement order)."""

    swap_with_monster: Literal["farthest", "closest"]
    target: Target = Field(default_factory=lambda: Target(pick="active_hero"))


class HeroesMoveStep(StepBase):
    """Each hero standing on a tile with no monster may move up to their speed (ours: to the
    free square of a tile with a monster nearest them, when they can reach one; else they
    stay). Heroes pass through heroes, never through monsters."""

    heroes_move: Literal["toward_monsters"]


SpawnWhere = Literal["actor_tile", "active_hero_tile", "each_hero_tile", "that_tile",
                     "adjacent_active_hero", "unexplored_edge_tile"]


class SpawnMonsterStep(StepBase):
    """Place new monsters: drawn from the monster deck (duplicates redrawn for the hero
    ``by`` names, the active hero by default, who takes the card) unless ``monster`` names a
    type. ``unexplored_edge_tile``: the tile with an unexplored edge nearest that hero (or the
    actor); ``adjacent_active_hero``: the free square next to the active hero, by row and
    column."""

    spawn_monster: int = Field(ge=1)
    where: SpawnWhere = "active_hero_tile"
    monster: str | None = None
    by: Target | None = None


class ExploreStep(StepBase):
    """Place tiles on the unexplored edges nearest the actor (no encounter for them)."""

    explore: int = Field(ge=1)

"""Tokens, adventures, and the Wrath of Ashardalon chamber and bonus cards our adventure uses.

An adventure says how the dungeon starts (``start``), how the tile stack is built
(``stack``), what happens when given moments come (``events``: a tile is placed, the sun
sets...), its lasting special ``rules``, and its ``victory`` (every goal met) and ``defeat``
(any goal met; a hero at 0 HP with no surge left is always a defeat, seed L631).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rules.core import Model

from .common import Entry, Id, Text
from .tiles import SpecialKind

TokenKind = Literal[
    "condition", "monster", "hp", "coffin", "damage", "sun", "cloud", "surge", "time", "item",
    "marker", "reaction", "door", "hazard", "shield",
]


class Face(Model):
    id: Id
    name: Text
    count: int = Field(ge=1)


class ObjectStats(Model):
    """A token heroes can attack and destroy « comme s'il s'agissait d'un Monstre » (L639)."""

    ac: int = Field(ge=1)
    hp: int = Field(ge=1)


class Token(Entry):
    kind: TokenKind
    set: Literal["box", "woa"] = "box"
    count: int = Field(ge=1)
    faces: list[Face] = Field(default_factory=list)
    object: ObjectStats | None = None

    @model_validator(mode="after")
    def _faces(self) -> Token:
        if self.faces and sum(f.count for f in self.faces) != self.count:
            raise ValueError(f"token {self.id}: the faces add up to {self.count}")
        return self


class PlacedTile(Model):
    """A tile set out at the start, joined by its entry to an exit of the start tile."""

    tile: Id
    at: str


class StartSpec(Model):
    tile: Id
    placed: list[PlacedTile] = Field(default_factory=list)
    #: where heroes begin: next to the Start tile's stairway, or any square of the start tile
    heroes: Literal["adjacent_to_stairway", "any_square"]


class StackSpec(Model):
    """The tile stack: ``random`` tiles drawn from the box's 40 (special tiles set aside),
    plus ``extra`` tiles shuffled in, then ``bottom`` tiles shuffled into its last
    ``bottom_depth`` tiles. ``random: 0`` with no bottom means every remaining tile."""

    random: int = Field(ge=0)
    extra: list[Id] = Field(default_factory=list)
    bottom: list[Id] = Field(default_factory=list)
    bottom_depth: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _depth(self) -> StackSpec:
        if self.bottom and self.bottom_depth < len(self.bottom):
            raise ValueError("bottom_depth must hold the bottom tiles")
        return self


ActionKind = Literal[
    "place_villain",      # `villain` on `tile` (its bone pile, or `special` square)
    "place_monsters",     # `count` new monsters drawn by the active player on `tile`
    "place_token",        # `token` on `tile` (`special` square, or adjacent to the stairway)
    "hp_tokens",          # `count` HP tokens on `tile` (Adventure 5's fountain)
    "environment",        # put encounter `encounter` in play as the environment
    "transform",          # replace `token` by `villain` on its square
]


class Action(Model):
    kind: ActionKind
    villain: Id | None = None
    token: Id | None = None
    encounter: Id | None = None
    tile: Id | None = None
    special: SpecialKind | Literal["stairway_adjacent"] | None = None
    count: int = Field(default=1, ge=1)


EventOn = Literal["setup", "tile_placed", "sunset", "first_black_tile", "token_taken"]


class AdventureEvent(Model):
    trigger: EventOn
    tile: Id | None = None
    #: the item token whose taking is the moment (``token_taken``)
    token: Id | None = None
    do: list[Action] = Field(min_length=1)
    text: Text


GoalKind = Literal[
    "hero_starts_turn_on_tile",    # a hero starts their turn on `tile`
    "monsters_of_tile_defeated",   # every monster placed on `tile` when it came into play (its
                                   # exploration monster and its event's) is defeated
    "token_taken",                 # a hero picked `token` up
    "villain_defeated",
    "token_destroyed",             # the object token `token` is destroyed (L639)
    "treasures_escaped",           # escaped heroes carry `count` treasure cards in all
    "all_heroes_escaped",
    "no_hp_tokens_on_tile",
    "hero_defeated",               # a hero at 0 HP with no surge left (always a defeat, L631)
    "monsters_defeated",           # `count` monsters (not villains) defeated in all
    "monsters_escaped",            # `count` monsters escaped (rule ``monsters_escape``)
    "countdown_over",              # the ``countdown`` rule's last Time token is placed
    "token_escaped",               # an escaped hero carries `token`
]


class Goal(Model):
    kind: GoalKind
    tile: Id | None = None
    token: Id | None = None
    villain: Id | None = None
    count: int = 0
    text: Text


RuleKind = Literal[
    "sun_track",                   # the Sun token moves each turn; after `count` turns the sun sets
    "cancelled_encounter_damage",  # cancelling an encounter costs the active hero `count` damage
    "escort",                      # `token` follows a hero who ends a move on its tile
    "cure_at_tile",                # on `tile`, instead of attacking, roll `count`+ to remove an HP token
    "escape",                      # heroes escape from the `special` squares of `tile` (L643)
    "woa",                         # doors, chambers, the long corridor and our WoA encounters are on
    "scattered_start",             # each hero after the first starts alone on a tile of the stack
    "preplaced_tiles",             # `count` tiles of the stack are set out at set-up, in a line
    "hidden_tokens",               # `token`s face down (on each set-out tile, or on the `special`
                                   # square of each tile placed); a hero ending a move there turns it
    "countdown",                   # one Time token per round once `villain` is in play; `count` ends it
    "monsters_escape",             # at a turn's end, a monster with no hero within 1 tile escapes
    "silver_dagger",               # `villain` stops regenerating once a hero holds `token`
]


class Rule(Model):
    kind: RuleKind
    tile: Id | None = None
    token: Id | None = None
    villain: Id | None = None
    special: SpecialKind | None = None
    count: int = 0
    text: Text


class ChamberFill(Model):
    villains: list[Id] = Field(default_factory=list)
    #: monsters drawn per hero, starting with the active hero (L713-717)
    monsters_per_hero: int = 1


class Chamber(Entry):
    """A chamber card (WoA, L709-721): how to fill the chamber and its objective."""

    group: Id
    fill: ChamberFill
    objective: Goal
    text: Text


class BonusCard(Entry):
    """A bonus card (L697-699): an advantage if the heroes achieve a feat."""

    feat: Text
    reward: Text
    feat_kind: Literal["monsters_defeated_before_chamber"]
    count: int = Field(ge=1)
    reward_kind: Literal["flip_power_up_each_hero", "heal_each_hero"]
    amount: int = 0


class Adventure(Entry):
    number: int | None = Field(default=None, ge=1)
    players: tuple[int, int]
    surges: int = 2
    intro: Text
    goal: Text
    start: StartSpec
    stack: StackSpec
    events: list[AdventureEvent] = Field(default_factory=list)
    rules: list[Rule] = Field(default_factory=list)
    victory: list[Goal] = Field(min_length=1)
    defeat: list[Goal] = Field(min_length=1)
    chamber: Id | None = None
    chamber_tiles: list[Id] = Field(default_factory=list)
    bonus: Id | None = None

    def rule(self, kind: str) -> Rule | None:
        return next((r for r in self.rules if r.kind == kind), None)

    @model_validator(mode="after")
    def _shape(self) -> Adventure:
        lo, hi = self.players
        if not 1 <= lo <= hi <= 5:
            raise ValueError(f"adventure {self.id}: 1 to 5 heroes")
        if not any(g.kind == "hero_defeated" for g in self.defeat):
            raise ValueError(f"adventure {self.id}: a hero at 0 HP with no surge loses (L631)")
        if (self.rule("sun_track") is None) != all(e.trigger != "sunset" for e in self.events):
            raise ValueError(f"adventure {self.id}: a sunset event needs the sun track")
        return self

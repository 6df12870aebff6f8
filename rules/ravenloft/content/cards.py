"""Encounter cards, treasure cards and adventure treasure cards.

An encounter's ``effects`` are written in the tactics language (``EncounterEffects`` of
``rules.ravenloft.tactics.language``): what it does when drawn, its lasting modifiers, a
trap's tactics and disarm value, a curse's end. Treasures are used by heroes: their
``effects`` are small typed records the hero phase carries out.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rules.core import Model
from rules.ravenloft.tactics.language import EncounterEffects, EncounterKind

from .common import Entry, MonsterType, Text

ENCOUNTER_KINDS: tuple[EncounterKind, ...] = (
    "event", "attack", "environment", "trap", "curse", "hazard")


class Encounter(Entry):
    kind: EncounterKind
    set: Literal["box", "woa"] = "box"
    copies: int = Field(default=1, ge=1)
    text: Text
    effects: EncounterEffects

    @model_validator(mode="after")
    def _shape(self) -> Encounter:
        try:
            self.effects.check_kind(self.kind)
        except ValueError as exc:
            raise ValueError(f"encounter {self.id} ({self.kind}): {exc}") from exc
        if any(a.name is None for a in self.effects.attacks.values()) or any(
                c.text is None for c in self.effects.tactics):
            raise ValueError(f"encounter {self.id}: attacks and clauses need their texts")
        return self


TreasureKind = Literal["blessing", "fortune", "item"]
TREASURE_KINDS: tuple[TreasureKind, ...] = ("blessing", "fortune", "item")

#: how a treasure card is used
Use = Literal[
    "immediately",   # blessings and fortunes: played when drawn
    "passive",       # an item whose bonus lasts while it is in play
    "once",          # an item used once (any time it allows), then discarded
]

TreasureEffectKind = Literal[
    "attack_bonus",                     # +amount to attack rolls (`scope` says whose)
    "attack_bonus_per_monster_on_tile",  # +1 per monster on the hero's tile
    "attack_bonus_per_hero_on_tile",    # +1 per hero on the hero's tile
    "heal_on_hit",                      # a hero who hits a monster regains `amount`
    "speed_bonus",
    "ac_bonus",
    "disarm_bonus",
    "damage_bonus",
    "extra_action",                     # move your speed or make an attack (not a whole turn, L173-177)
    "heal",                             # regain `amount` HP (0 = all of them)
    "heal_each_hero",
    "move_speed",                       # move your speed now
    "discard_environment",
    "skip_activation",                  # a monster card's next activation is skipped
    "arrange_deck",                     # look at the top `amount` cards of `deck`, put them back in any order
    "peek",                             # reveal the top card of any deck or tile stack
    "place_tile",                       # the top tile on any unexplored edge, its monster, no encounter
    "xp",                               # counts as `amount` XP in the pile
    "push_monster",                     # one monster goes `tiles` tiles from its tile
    "level_up",                         # spend `amount` XP to reach level 2 (L695)
    "draw_keep",                        # draw `amount` treasures, keep one
    "cancel_next_draw",                 # the next card drawn from `deck` is discarded instead
    "end_condition",
    "flip_power_up",                    # turn a used power face up again
    "reroll",                           # roll the die again
    "heal_instead_of_treasure",         # regain `amount` HP instead of drawing a treasure
    "teleport_heroes",                  # heroes on your tile go to another tile
    "teleport_monsters",                # monsters of a tile within 1 go to a tile within `tiles`
    "marker",                           # put `marker` on your tile
    "automatic_damage",                 # `amount` damage with no roll to a monster within `tiles`
    "not_an_action",
    "skip_next_villain_phase",          # the monster hit or missed does not activate in your next villain phase
    "stop_regeneration",
    "free_teleport_destination",        # a teleport may end on any square of any tile
    "damage_when_teleporting",
]


class TreasureEffect(Model):
    kind: TreasureEffectKind
    amount: int = 0
    tiles: int = 0
    #: whose rolls or stats change: the holder, every hero, heroes within `tiles`
    scope: Literal["self", "each_hero", "within_tiles", "chosen_hero"] = "self"
    #: attacks against adjacent monsters only / non-adjacent only
    reach: Literal["any", "adjacent", "not_adjacent"] = "any"
    versus: MonsterType | None = None
    deck: Literal["monster", "encounter", "treasure", "tile"] | None = None
    marker: str | None = None


class TreasureAttack(Model):
    bonus: int
    damage: int = Field(ge=0)
    miss: int = Field(default=0, ge=0)
    #: what it reaches, as for powers: adjacent, own_tile (each), tile_at (each on a tile 1 away)...
    target: Literal["adjacent", "own_tile", "tile_at", "within_tiles"]
    tiles: int = 0
    each: bool = False
    versus: MonsterType | None = None


class Treasure(Entry):
    kind: TreasureKind
    copies: int = Field(default=1, ge=1)
    use: Use
    attack: TreasureAttack | None = None
    effects: list[TreasureEffect] = Field(min_length=1)
    #: lets a hero see or arrange a deck (the Strahd player variant, research A45)
    deck_view: bool = False
    text: Text

    @model_validator(mode="after")
    def _shape(self) -> Treasure:
        if (self.kind == "item") == (self.use == "immediately"):
            raise ValueError(f"treasure {self.id}: items are kept, the others played at once")
        return self


class AdventureTreasure(Entry):
    """A treasure card that only adventures put in play (the Icon of Ravenloft...)."""

    copies: int = Field(default=1, ge=1)
    use: Literal["passive", "once"]
    attack: TreasureAttack | None = None
    effects: list[TreasureEffect] = Field(default_factory=list)
    text: Text

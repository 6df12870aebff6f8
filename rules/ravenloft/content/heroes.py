"""Heroes (both sides of the card) and their power cards.

A power's effect is described by its ``target`` (what it reaches), its ``attack`` (bonus,
damage, miss damage) and a list of small typed ``effects`` the engine carries out; the card's
full text in both languages is in ``text`` (our own words).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rules.core import Model

from .common import Entry, Id, MonsterType, Text

Race = Literal["human", "dragonborn", "eladrin", "dwarf"]
Role = Literal["ranger", "fighter", "wizard", "rogue", "cleric"]
PowerKind = Literal["at_will", "daily", "utility"]
POWER_KINDS: tuple[PowerKind, ...] = ("at_will", "daily", "utility")

#: when a power is used
Timing = Literal[
    "attack",                  # the hero phase's attack (at-will and daily attacks)
    "hero_phase",              # any time in the hero phase, no action spent
    "instead_of_move",         # replaces one of the hero phase's moves
    "instead_of_attack",       # replaces the hero phase's attack
    "start_of_hero_phase",
    "when_hit",                # a monster hits this hero
    "when_ally_hit",           # a monster hits a hero within reach
    "when_damaged",            # a monster deals damage to this hero
    "after_adjacent_attack",   # an adjacent monster has just attacked this hero
    "after_ally_roll",         # another hero has just rolled the die
    "when_encounter_drawn",    # this hero's player draws an encounter
    "when_ally_draws_encounter",
    "after_monster_drawn",     # this hero's player has just drawn a monster card
]

#: what a power reaches
ReachKind = Literal[
    "adjacent",      # monsters on adjacent squares
    "own_tile",      # monsters on the hero's tile
    "within_tiles",  # monsters within N tiles
    "tile_within",   # one chosen tile within N tiles, every monster on it
    "tile_at",       # one chosen tile exactly N tiles away, every monster on it
    "passed",        # monsters the hero was adjacent to while moving
    "any_tile",      # any tile in play
    "hero",          # a hero (healing, help)
    "self",
    "none",
]

EffectKind = Literal[
    "heal",                 # a hero regains `amount` HP (0 = their surge value)
    "heal_each_on_tile",    # each hero on the chosen tile regains `amount`
    "attack_bonus",         # heroes reached gain +amount to attack rolls until the end of the next hero phase
    "damage_bonus",         # +amount damage until the end of the next hero phase
    "ac_bonus",             # heroes reached gain +amount AC until the end of the next hero phase
    "negate_hit",           # the attack misses instead
    "swap_with_target",     # the hero swaps places with the hero that was attacked
    "end_condition",        # end one condition of a hero on the hero's tile
    "versus_type",          # +amount damage against monsters of type `versus`
    "bonus_if_flanked",     # +amount damage if the monster is adjacent to another hero
    "damage_if_flanked",    # hit or miss, the monster takes `amount` if adjacent to another hero
    "bonus_at_distance",    # +amount to the attack roll if the monster is exactly `tiles` away
    "move_squares",         # the hero moves `amount` squares (0 = their speed) before attacking
    "move_heroes_tile",     # each other hero may move `tiles` tiles
    "place_self",           # the hero is placed on a tile within `tiles` tiles (exactly, if `exact`)
    "place_adjacent_to_monster",  # the hero is placed adjacent to a monster within `tiles`
    "place_self_on_tile",   # the hero goes to any square of their tile
    "pull_on_miss",         # on a miss, a monster more than 1 tile away comes 1 tile closer
    "pull_adjacent",        # monsters reached are placed adjacent to the hero before the attack
    "push",                 # monsters reached are placed on a tile within `tiles` of the hero
    "cleave",               # on a hit, another monster on the tile takes `amount`; move adjacent to it
    "not_an_action",        # using it does not spend the attack
    "keep_on_miss",         # a daily that stays face up when it misses
    "automatic_damage",     # `amount` damage without an attack roll
    "die_bonus",            # +amount to the die roll just made
    "discard_monster_card",
    "cancel_encounter",
    "regain_hp",            # the hero regains `amount` HP
    "marker",               # put the marker `marker` on a tile within `tiles`
    "marker_damage",        # at the end of the hero phase, `amount` damage to each monster on the marker's tile
    "decoy",                # the marker counts as a hero for monsters' targets; monsters there move 1 tile away
]


class Reach(Model):
    kind: ReachKind
    tiles: int = Field(default=0, ge=0)
    #: monsters attacked: 1, 2...; 0 = each one reached
    count: int = Field(default=1, ge=0)
    up_to: bool = False


class PowerAttack(Model):
    bonus: int
    damage: int = Field(ge=0)
    miss: int = Field(default=0, ge=0)


class Effect(Model):
    kind: EffectKind
    amount: int = 0
    tiles: int = 0
    when: Literal["always", "hit", "miss"] = "always"
    versus: MonsterType | None = None
    marker: Id | None = None
    exact: bool = False


class Power(Entry):
    hero: Id
    kind: PowerKind
    timing: Timing
    #: always in the hero's hand (Healing Word, Dragon's Breath, Sneak Attack, Fey Step)
    fixed: bool = False
    #: only a hero of this race may take it (advanced variants, seed L49)
    race: Race | None = None
    target: Reach
    attack: PowerAttack | None = None
    effects: list[Effect] = Field(default_factory=list)
    text: Text

    @model_validator(mode="after")
    def _shape(self) -> Power:
        if self.kind == "at_will" and self.timing == "attack" and self.attack is None and not any(
                e.kind == "automatic_damage" for e in self.effects):
            raise ValueError(f"power {self.id}: an at-will attack needs attack numbers")
        return self


class HeroSide(Model):
    """One side of a hero card: level 1 or level 2."""

    level: Literal[1, 2]
    ac: int = Field(ge=10)
    hp: int = Field(ge=1)
    speed: int = Field(ge=1)
    surge: int = Field(ge=1)
    #: power cards of each kind in hand at this level, the fixed card included
    at_will: int = Field(ge=0)
    daily: int = Field(ge=0)
    utility: int = Field(ge=0)
    #: level 2 only: extra damage of a natural 20 (our critical, research A19)
    critical: Text | None = None
    critical_damage: int = 0


class Ability(Model):
    id: Id
    name: Text
    text: Text
    kind: Literal["scout", "defender", "lore", "trap_expert", "aid"]
    amount: int = 0


class Hero(Entry):
    race: Race
    role: Role
    #: grammatical gender, for the French texts' agreement (« Kat est ralentie »)
    gender: Literal["f", "m"]
    title: Text
    ability: Ability
    sides: list[HeroSide] = Field(min_length=2, max_length=2)
    #: the level-1 hand the adventure book's first games use (non-fixed powers)
    starting_powers: list[Id]

    def side(self, level: int) -> HeroSide:
        return next(s for s in self.sides if s.level == level)

    @model_validator(mode="after")
    def _levels(self) -> Hero:
        one, two = (self.side(1), self.side(2))
        if two.hp != one.hp + 2 or two.daily != one.daily + 1:
            raise ValueError(f"hero {self.id}: level 2 gains 2 HP and a daily (seed L691-693)")
        if one.critical is not None or two.critical is None:
            raise ValueError(f"hero {self.id}: the critical is on the level-2 side only")
        return self


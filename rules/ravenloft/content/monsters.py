"""Monsters (10 types, 3 cards each) and villains, with their attacks and tactics.

Tactics are ordered clauses written in the villain helper's tactics language
(``rules.ravenloft.tactics.language``): the first clause whose condition holds is carried out
and the activation ends. The card's prose in both languages is ``text``; each clause also
carries its own ``text`` so the card shown and the script run cannot drift apart.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from rules.core import Model

from .common import Condition, Entry, Id, MonsterType, Text


class Attack(Model):
    id: Id
    name: Text
    bonus: int
    damage: int = Field(ge=0)
    miss: int = Field(default=0, ge=0)
    condition: Condition | None = None
    #: +1 to the attack roll per other monster on the attacker's tile (the Zombie's horde)
    bonus_per_monster_on_tile: int = 0
    #: the hero hit is pushed this many tiles away (the Zombie Dragon, S19)
    push_tiles: int = 0


class Tactic(Model):
    """One clause of a tactics card, in the tactics language (validated by it once merged)."""

    text: Text
    when: dict[str, Any] | None = None
    otherwise: bool = False
    do: list[dict[str, Any]] = Field(min_length=1)

    @model_validator(mode="after")
    def _one_condition(self) -> Tactic:
        if (self.when is None) == (not self.otherwise):
            raise ValueError("a clause has either `when` or `otherwise: true`")
        return self


class Monster(Entry):
    type: MonsterType
    ac: int = Field(ge=10)
    hp: int = Field(ge=1)
    xp: int = Field(ge=1)
    cards: int = 3
    attacks: list[Attack] = Field(min_length=1)
    tactics: list[Tactic] = Field(min_length=1)

    def attack(self, attack_id: str) -> Attack:
        return next(a for a in self.attacks if a.id == attack_id)


class Villain(Entry):
    type: MonsterType
    level: int = Field(ge=1)
    ac: int = Field(ge=10)
    hp: int = Field(ge=1)
    #: the figure it uses (the Young Vampire uses Strahd's, S2 adventure 5)
    figure: Id
    #: villains act in every player's villain phase (research A25)
    activates: Literal["every_villain_phase"] = "every_villain_phase"
    attacks: list[Attack] = Field(min_length=1)
    tactics: list[Tactic] = Field(min_length=1)
    #: hit points regained at the start of each of its activations (the Werewolf)
    regeneration: int = 0
    #: moves by this many tiles when it moves toward a hero
    move_tiles: int = 1
    special: Text | None = None

    @property
    def xp(self) -> int:
        """A villain card is worth its level (« des XP égaux à son niveau », seed L679)."""
        return self.level

    def attack(self, attack_id: str) -> Attack:
        return next(a for a in self.attacks if a.id == attack_id)

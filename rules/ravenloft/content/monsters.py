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
    """An attack printed on the card; the same fields as the tactics language's ``Attack``."""

    name: Text
    bonus: int
    damage: int = Field(ge=0)
    miss_damage: int = Field(default=0, ge=0)
    conditions: list[Condition] = Field(default_factory=list)
    miss_conditions: list[Condition] = Field(default_factory=list)
    damage_per: Literal["monster_on_tile", "hero_on_tile", "monster_controlled"] | None = None


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
    attacks: dict[Id, Attack] = Field(min_length=1)
    tactics: list[Tactic] = Field(min_length=1)


class Villain(Entry):
    type: MonsterType
    level: int = Field(ge=1)
    ac: int = Field(ge=10)
    hp: int = Field(ge=1)
    #: the figure it uses (the Young Vampire uses Strahd's, S2 adventure 5)
    figure: Id
    #: what else it counts as for cards that name a kind of foe (the Young Vampire: a vampire)
    keywords: list[MonsterType] = Field(default_factory=list)
    #: villains act in every player's villain phase (research A25)
    activates: Literal["every_villain_phase"] = "every_villain_phase"
    attacks: dict[Id, Attack] = Field(min_length=1)
    tactics: list[Tactic] = Field(min_length=1)
    #: hit points regained at the start of each of its activations (the Werewolf), until a
    #: figure flag ``no_regeneration`` is set (the Silver Dagger)
    regeneration: int = 0
    special: Text | None = None

    @property
    def xp(self) -> int:
        """A villain card is worth its level (« des XP égaux à son niveau », seed L679)."""
        return self.level

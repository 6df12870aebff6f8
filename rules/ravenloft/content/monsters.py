"""Monsters (10 types, 3 cards each) and villains, with their attacks and tactics.

Tactics are ordered clauses written in the villain helper's tactics language
(``rules.ravenloft.tactics.language``): the first clause whose condition holds is carried out
and the activation ends. The card's prose in both languages is ``text``; each clause also
carries its own ``text`` so the card shown and the script run cannot drift apart.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rules.ravenloft.tactics.language import Attack, Clause, check_attacks

from .common import Entry, Id, MonsterType, Text


def _named(owner: str, attacks: dict[str, Attack], tactics: list[Clause]) -> None:
    """Every attack is named and every clause has its text (the card shows both)."""
    check_attacks(tactics, attacks)
    if any(a.name is None for a in attacks.values()):
        raise ValueError(f"{owner}: every attack needs its name in both languages")
    if any(c.text is None for c in tactics):
        raise ValueError(f"{owner}: every tactics clause needs its text in both languages")


class Monster(Entry):
    type: MonsterType
    #: the French name's grammatical gender, for the texts' agreement (« la Nuée de Rats est
    #: vaincue »): ours, from the name
    gender: Literal["f", "m"] = "m"
    ac: int = Field(ge=10)
    hp: int = Field(ge=1)
    xp: int = Field(ge=1)
    cards: int = 3
    attacks: dict[Id, Attack] = Field(min_length=1)
    tactics: list[Clause] = Field(min_length=1)

    @model_validator(mode="after")
    def _script(self) -> Monster:
        _named(f"monster {self.id}", self.attacks, self.tactics)
        if not self.tactics[-1].otherwise:
            raise ValueError(f"monster {self.id}: its last clause is its 'otherwise'")
        return self


class Villain(Entry):
    type: MonsterType
    #: the French name's grammatical gender (see Monster.gender)
    gender: Literal["f", "m"] = "m"
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
    tactics: list[Clause] = Field(min_length=1)
    #: hit points regained at the start of each of its activations (the Werewolf), until a
    #: figure flag ``no_regeneration`` is set (the Silver Dagger)
    regeneration: int = 0
    special: Text | None = None

    @model_validator(mode="after")
    def _script(self) -> Villain:
        _named(f"villain {self.id}", self.attacks, self.tactics)
        return self

    @property
    def xp(self) -> int:
        """A villain card is worth its level (« des XP égaux à son niveau », seed L679)."""
        return self.level

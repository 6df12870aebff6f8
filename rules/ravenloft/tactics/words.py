"""The tactics language's shared vocabulary: hero conditions, encounter kinds, texts in two
languages, and the attacks printed on cards."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, field_validator

from rules.core import Model

#: the hero conditions a step may give (Ralenti, Immobilisé, Confus, Empoisonné)
ConditionId = Literal["slowed", "immobilized", "dazed", "poisoned"]
CONDITIONS: tuple[str, ...] = ("slowed", "immobilized", "dazed", "poisoned")

#: the five kinds of encounter card (« Il y a 5 types de cartes Rencontre »; an attack is an
#: event that attacks)
EncounterKind = Literal["event", "attack", "environment", "trap", "curse", "hazard"]

#: a text in both languages of the bot, e.g. ``{fr: ..., en: ...}``
LocalText = dict[Literal["fr", "en"], str]

#: the kinds of power card a step may turn over
PowerKind = Literal["at_will", "daily", "utility"]


def check_local(value: dict[str, str] | None) -> dict[str, str] | None:
    """Refuse a text that is not written in exactly French and English."""
    if value is not None and set(value) != {"fr", "en"}:
        raise ValueError("a text needs exactly the keys fr and en")
    return value


DamagePer = Literal["monster_on_tile", "hero_on_tile", "monster_controlled"]


class Attack(Model):
    """An attack printed on a monster, villain, trap or encounter card.

    ``damage_per`` multiplies the damage by a count around the attacker (the Zombie's
    « 1 for each Monster on its tile »). ``conditions`` are given on a hit, ``miss_conditions``
    on a miss (after ``miss_damage``). ``avoid_by_flipping``: a hero hit may turn an unused
    power of that kind face down instead of taking the damage (Howling Ghost).
    """

    name: LocalText | None = None
    bonus: int
    damage: int = Field(ge=0)
    miss_damage: int = Field(default=0, ge=0)
    conditions: list[ConditionId] = Field(default_factory=list)
    miss_conditions: list[ConditionId] = Field(default_factory=list)
    damage_per: DamagePer | None = None
    avoid_by_flipping: PowerKind | None = None

    @field_validator("name")
    @classmethod
    def _name(cls, v: dict[str, str] | None) -> dict[str, str] | None:
        return check_local(v)

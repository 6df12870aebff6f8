"""What lasts: an environment's or curse's modifiers and triggers, a curse's ends, and the
whole of an encounter card's effects (:class:`EncounterEffects`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rules.core import Model

from .clauses import Clause, check_attacks, check_step_attacks
from .steps import Step
from .when import When
from .words import Attack, EncounterKind, PowerKind

Stat = Literal["attack", "damage", "ac", "speed", "disarm", "surge_value"]
Forbid = Literal["attack", "move", "heal", "explore", "disarm", "daily"]
Subject = Literal["heroes", "cursed_hero", "active_hero", "monsters", "villains"]
#: rules that change how something is done rather than a number:
#: ``roll_twice_off_tile`` an attack on a monster off the attacker's tile rolls twice and keeps
#: the lower die (Bat Swarm); ``draw_two_monsters`` a hero placing a new monster draws two
#: cards and keeps the one worth more XP (Music of the Damned)
RuleId = Literal["roll_twice_off_tile", "draw_two_monsters"]


class Modifier(Model):
    """A lasting change while an environment or curse is in play: ``stat`` += ``amount``,
    ``forbid`` an action, or a ``rule``, for ``applies_to`` (monsters may be narrowed by
    ``category``, e.g. undead: Haunted Mists gives undead +2 to attack). With
    ``natural_at_least`` a stat counts only on an attack whose die shows that face or more
    (Blood Fog: +1 damage on a natural 17 or more)."""

    applies_to: Subject
    stat: Stat | None = None
    amount: int = 0
    forbid: Forbid | None = None
    rule: RuleId | None = None
    category: str | None = None
    natural_at_least: int | None = Field(default=None, ge=1, le=20)

    @model_validator(mode="after")
    def _one(self) -> Modifier:
        if sum(x is not None for x in (self.stat, self.forbid, self.rule)) != 1:
            raise ValueError("a modifier has exactly one of a stat (with an amount), a forbid or a rule")
        if self.natural_at_least is not None and self.stat not in ("attack", "damage"):
            raise ValueError("`natural_at_least` goes with an attack or damage stat")
        return self


TriggerAt = Literal["hero_phase_start", "hero_phase_end", "villain_phase_start", "turn_end",
                    "power_used", "treasure_discarded"]


class Trigger(Model):
    """Steps an environment or curse runs at a moment of each turn (the actor is the active
    hero, or the cursed hero for ``cursed_only``), when its optional test holds. The moments
    ``power_used`` (of a kind in ``powers``) and ``treasure_discarded`` happen to a hero, who
    is ``that`` for the steps."""

    at: TriggerAt
    when: When | None = None
    do: list[Step] = Field(min_length=1)
    cursed_only: bool = False
    powers: list[PowerKind] = Field(default_factory=list)

    @model_validator(mode="after")
    def _powers(self) -> Trigger:
        if bool(self.powers) != (self.at == "power_used"):
            raise ValueError("`powers` goes with `at: power_used` (and it needs them)")
        return self


EndOn = Literal["defeat_monster", "roll", "heal", "level_up", "disarm"]


class EndRule(Model):
    """When a curse ends: the cursed hero defeats a monster, is healed, levels up, disarms a
    trap, or rolls ``at_least`` on a d20 at ``at`` (« 16 ou plus à la fin de votre tour »)."""

    on: EndOn
    at_least: int | None = Field(default=None, ge=1, le=20)
    at: TriggerAt = "turn_end"

    @model_validator(mode="after")
    def _roll(self) -> EndRule:
        if (self.on == "roll") != (self.at_least is not None):
            raise ValueError("`at_least` goes with `on: roll` only")
        return self


class EncounterEffects(Model):
    """What an encounter card does, by kind:

    - event / attack: ``on_draw`` steps, then the card is discarded;
    - environment: ``modifiers`` and ``triggers`` while in play (a new one replaces it);
    - curse: ``on_draw``, ``modifiers``, ``triggers`` on the cursed (active) hero until an
      ``ends`` rule is met;
    - trap: a marker on the active hero's tile; ``tactics`` and ``attacks`` activate like a
      monster's each villain phase of its holder; ``disarm`` is the value to roll;
    - hazard: a token on the active hero's tile, ``on_draw`` and optional ``tactics``.
    """

    on_draw: list[Step] = Field(default_factory=list)
    attacks: dict[str, Attack] = Field(default_factory=dict)
    tactics: list[Clause] = Field(default_factory=list)
    disarm: int | None = Field(default=None, ge=1, le=20)
    modifiers: list[Modifier] = Field(default_factory=list)
    triggers: list[Trigger] = Field(default_factory=list)
    ends: list[EndRule] = Field(default_factory=list)
    #: after ``on_draw``, each other hero's player may put them on the active hero's tile
    #: (Cyrus Belview: « Each other Hero can place themselves on the active Hero's new tile »)
    others_may_follow: bool = False

    @model_validator(mode="after")
    def _attacks_known(self) -> EncounterEffects:
        check_attacks(self.tactics, self.attacks)
        check_step_attacks(list(self.on_draw), self.attacks)
        return self

    def check_kind(self, kind: EncounterKind) -> None:
        """Raise ValueError if these effects do not fit an encounter of ``kind``."""
        if kind == "trap" and (self.disarm is None or not self.tactics):
            raise ValueError("a trap needs `disarm` and `tactics`")
        if kind != "trap" and self.disarm is not None:
            raise ValueError("only a trap has `disarm`")
        if kind == "curse" and not self.ends:
            raise ValueError("a curse needs `ends`")
        if kind != "curse" and self.ends:
            raise ValueError("only a curse has `ends`")
        if kind in ("event", "attack") and (self.modifiers or self.triggers or self.tactics):
            raise ValueError("an event acts once: `on_draw` only")
        if kind in ("event", "attack") and not self.on_draw:
            raise ValueError("an event needs `on_draw`")
        if kind == "environment" and (self.tactics or not (self.modifiers or self.triggers)):
            raise ValueError("an environment lasts: `modifiers` or `triggers`, no `tactics`")

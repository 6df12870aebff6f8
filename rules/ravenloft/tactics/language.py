"""The tactics and effects language of Castle Ravenloft, as pydantic models.

Monster, villain and trap cards carry ``tactics``: an ordered list of :class:`Clause`. The
first clause whose test holds is carried out and the activation ends (« Once one set of
tactics followed, the Monster's turn ends »). Encounter cards reuse the same steps in
:class:`EncounterEffects`. One interpreter (``rules.ravenloft.tactics.interpreter``) runs
them all; there is no per-card Python.

The YAML reads like the printed cards::

    attacks:
      bite:   {bonus: 9, damage: 2}
      pounce: {bonus: 7, damage: 1, conditions: [slowed]}
    tactics:
      - when: {hero_adjacent: true}
        do:
          - {attack: bite, target: adjacent_closest}
      - when: {hero_within_tiles: 1}
        do:
          - {move_adjacent: closest}
          - {attack: pounce, target: that}
      - otherwise: true
        do:
          - {move_tiles: 1, toward: closest}

Targets are written as a shorthand string (``closest``, ``each_on_tile``...) or as a
:class:`Target` mapping (``{pick: each, within_tiles: 1}``). Steps are mappings whose first
known key names the step (``attack``, ``move_tiles``...). Every choice among equal
candidates is broken by the documented order of ``docs/rulings/ravenloft.md`` (T1-T6).

Quick reference (the models below are the authority):

- clause tests (``when:``, all must hold): hero_adjacent, hero_on_tile, hero_within_tiles,
  hero_beyond_tiles, heroes_on_tile_at_least, monsters_on_tile_at_least, self_hp_at_most,
  self_damaged, token_on_tile, on_tile_named, unexplored_edge_on_tile, flag,
  active_hero_hp_at_most, any_of, not;
- targets: closest, adjacent_closest, each_adjacent, each_on_tile, each_hero, most_hp,
  least_hp, lowest_ac, fewest_monsters, active_hero, that, self, or
  ``{pick, adjacent, on_tile, within_tiles, other_than_active}``;
- steps: attack (+target), move_adjacent, move_tiles (+toward), move_to_tile (+tiles),
  place_hero (+to, tiles), damage (+target, per), condition (+target), heal (+target),
  spawn_monster (+where, monster), explore, roll (+for_each, bands), hero_attacks,
  activate, draw_encounter, treasure, surges, set_flag, clear_flag, discard_self, say;
  any step may carry ``only_if: hit|miss`` (about the last attack on ``that``);
- encounters (:class:`EncounterEffects`): on_draw, attacks, tactics, disarm, modifiers,
  triggers, ends.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import (
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    field_validator,
    model_validator,
)

from rules.core import Model

#: the hero conditions a step may give (Ralenti, Immobilisé, Confus, Empoisonné)
ConditionId = Literal["slowed", "immobilized", "dazed", "poisoned"]
CONDITIONS: tuple[str, ...] = ("slowed", "immobilized", "dazed", "poisoned")

#: the five kinds of encounter card (« Il y a 5 types de cartes Rencontre »; an attack is an
#: event that attacks)
EncounterKind = Literal["event", "attack", "environment", "trap", "curse", "hazard"]

#: a text in both languages of the bot, e.g. ``{fr: ..., en: ...}``
LocalText = dict[Literal["fr", "en"], str]


def _check_local(value: dict[str, str] | None) -> dict[str, str] | None:
    if value is not None and set(value) != {"fr", "en"}:
        raise ValueError("a text needs exactly the keys fr and en")
    return value


# --------------------------------------------------------------------------- attacks


DamagePer = Literal["monster_on_tile", "hero_on_tile", "monster_controlled"]


class Attack(Model):
    """An attack printed on a monster, villain, trap or encounter card.

    ``damage_per`` multiplies the damage by a count around the attacker (the Zombie's
    « 1 for each Monster on its tile »). ``conditions`` are given on a hit, ``miss_conditions``
    on a miss (after ``miss_damage``).
    """

    name: LocalText | None = None
    bonus: int
    damage: int = Field(ge=0)
    miss_damage: int = Field(default=0, ge=0)
    conditions: list[ConditionId] = Field(default_factory=list)
    miss_conditions: list[ConditionId] = Field(default_factory=list)
    damage_per: DamagePer | None = None

    @field_validator("name")
    @classmethod
    def _name(cls, v: dict[str, str] | None) -> dict[str, str] | None:
        return _check_local(v)


# --------------------------------------------------------------------------- targets


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
    ``other_than_active`` (never the active hero: « attacks the closest hero »). For an
    encounter the actor is the active hero: ``on_tile`` is their tile.
    """

    pick: Pick = "closest"
    adjacent: bool = False
    on_tile: bool = False
    within_tiles: int | None = Field(default=None, ge=0)
    other_than_active: bool = False

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


# --------------------------------------------------------------------------- conditions of clauses


class When(Model):
    """A clause's condition: every field set must hold (an empty test always holds).

    ``any_of`` holds when one of its tests holds, ``not_`` (YAML ``not``) when its test fails.
    Counts and distances are in tiles counted orthogonally through open exits.
    """

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    hero_adjacent: bool | None = None
    hero_on_tile: bool | None = None
    hero_within_tiles: int | None = Field(default=None, ge=0)
    hero_beyond_tiles: int | None = Field(default=None, ge=0)  # no hero within N tiles
    heroes_on_tile_at_least: int | None = Field(default=None, ge=1)
    monsters_on_tile_at_least: int | None = Field(default=None, ge=1)  # others than the actor
    self_hp_at_most: int | None = Field(default=None, ge=0)
    self_damaged: bool | None = None
    token_on_tile: str | None = None
    on_tile_named: str | None = None
    unexplored_edge_on_tile: bool | None = None
    flag: str | None = None  # the actor's flag is set (mist form used...)
    active_hero_hp_at_most: int | None = Field(default=None, ge=0)
    any_of: list[When] | None = None
    not_: When | None = Field(default=None, alias="not")

    def fields_set_in_order(self) -> list[str]:
        """The tests this condition makes, in the fixed order of the model (for the log)."""
        return [name for name in type(self).model_fields if getattr(self, name) is not None]


# --------------------------------------------------------------------------- steps


class _Step(Model):
    """Common to every step: ``only_if`` runs it only when the last attack hit (or missed)
    the target named ``that``."""

    only_if: Literal["hit", "miss"] | None = None


class AttackStep(_Step):
    """Attack with one of the card's attacks: one d20 per target, + bonus >= AC hits."""

    attack: str
    target: Target = Field(default_factory=Target)


class MoveAdjacentStep(_Step):
    """Move to a free square adjacent to the target (T5), by tiles, never diagonally."""

    move_adjacent: Target


class MoveTilesStep(_Step):
    """Move N tiles toward the target, landing on each new tile's bone pile (T6, T4)."""

    move_tiles: int = Field(ge=1)
    toward: Target = Field(default_factory=Target)


class MoveToTileStep(_Step):
    """Move toward the tile with that id (Strahd's crypt), ``tiles`` at most per activation."""

    move_to_tile: str
    tiles: int = Field(default=1, ge=1)


Placement = Literal[
    "start_tile",  # the Start tile's landing square
    "actor_tile",  # the actor's tile (a pull)
    "away",  # ``tiles`` tiles farther from the actor (a push), if such a tile exists
    "new_tile_from_bottom",  # a tile from the bottom of the stack, placed on an edge nearest the hero
    "random_tile",  # a tile of the dungeon drawn with a die
]


class PlaceHeroStep(_Step):
    """Put the target hero elsewhere (pushes, teleports): never blocked by Immobilized."""

    place_hero: Target
    to: Placement
    tiles: int = Field(default=1, ge=1)


class DamageStep(_Step):
    """Damage without an attack roll (« each hero takes 1 damage »)."""

    damage: int = Field(ge=0)
    target: Target = Field(default_factory=lambda: Target(pick="active_hero"))
    per: DamagePer | None = None


class ConditionStep(_Step):
    """Give a condition to the target hero(es)."""

    condition: ConditionId
    target: Target = Field(default_factory=lambda: Target(pick="active_hero"))


class HealStep(_Step):
    """Heal the target hero(es), or the actor with ``target: self``."""

    heal: int = Field(ge=1)
    target: Target = Field(default_factory=lambda: Target(pick="self"))


SpawnWhere = Literal["actor_tile", "active_hero_tile", "each_hero_tile"]


class SpawnMonsterStep(_Step):
    """Place new monsters: drawn from the monster deck (duplicates redrawn for the active
    player, who takes the card) unless ``monster`` names a type."""

    spawn_monster: int = Field(ge=1)
    where: SpawnWhere = "active_hero_tile"
    monster: str | None = None


class ExploreStep(_Step):
    """Place tiles on the unexplored edges nearest the actor (no encounter for them)."""

    explore: int = Field(ge=1)


class Band(Model):
    """One band of a table die: ``lo``..``hi`` inclusive and what it does."""

    lo: int = Field(ge=1)
    hi: int = Field(ge=1)
    do: list[Step]
    text: LocalText | None = None

    @model_validator(mode="after")
    def _ordered(self) -> Band:
        if self.hi < self.lo:
            raise ValueError(f"band {self.lo}-{self.hi} is empty")
        return self


class RollStep(_Step):
    """Roll a table die (once, or once per hero of ``for_each``) and run the band it hits.
    Inside a band, ``that`` is the hero the die was rolled for."""

    roll: int = Field(ge=2)
    for_each: Target | None = None
    bands: list[Band]

    @model_validator(mode="after")
    def _cover(self) -> RollStep:
        faces = sorted(f for b in self.bands for f in range(b.lo, b.hi + 1))
        if faces != list(range(1, self.roll + 1)):
            raise ValueError(f"the bands must cover 1-{self.roll} once each")
        return self


class HeroAttacksStep(_Step):
    """The active hero attacks the target with their first at-will power (Strahd's Whispers)."""

    hero_attacks: Target


ActivateWhat = Literal["villains", "active_player_monsters", "all_monsters"]


class ActivateStep(_Step):
    """Activate again (Frenzy): the villains, the active player's monster cards, or all."""

    activate: ActivateWhat


class DrawEncounterStep(_Step):
    draw_encounter: int = Field(ge=1)


class TreasureStep(_Step):
    """The active player draws treasure cards."""

    treasure: int = Field(ge=1)


class SurgeStep(_Step):
    """Add (or, negative, remove) party healing surges."""

    surges: int


class FlagStep(_Step):
    set_flag: str


class ClearFlagStep(_Step):
    clear_flag: str


class DiscardSelfStep(_Step):
    """Discard the card that runs this (a trap that sprang, a curse that ends)."""

    discard_self: Literal[True]


class SayStep(_Step):
    """A line for the log, in both languages (flavour; changes nothing)."""

    say: LocalText

    @field_validator("say")
    @classmethod
    def _say(cls, v: dict[str, str]) -> dict[str, str] | None:
        return _check_local(v)


#: the key that names each step, in the order the discriminator looks for it
STEP_KEYS: dict[str, type[_Step]] = {
    "attack": AttackStep,
    "move_adjacent": MoveAdjacentStep,
    "move_tiles": MoveTilesStep,
    "move_to_tile": MoveToTileStep,
    "place_hero": PlaceHeroStep,
    "damage": DamageStep,
    "condition": ConditionStep,
    "heal": HealStep,
    "spawn_monster": SpawnMonsterStep,
    "explore": ExploreStep,
    "roll": RollStep,
    "hero_attacks": HeroAttacksStep,
    "activate": ActivateStep,
    "draw_encounter": DrawEncounterStep,
    "treasure": TreasureStep,
    "surges": SurgeStep,
    "set_flag": FlagStep,
    "clear_flag": ClearFlagStep,
    "discard_self": DiscardSelfStep,
    "say": SayStep,
}
_TAG_OF: dict[type[_Step], str] = {cls: key for key, cls in STEP_KEYS.items()}


def _step_tag(value: Any) -> str | None:
    if isinstance(value, dict):
        for key in STEP_KEYS:
            if key in value:
                return key
        return None
    return _TAG_OF.get(type(value))


Step = Annotated[
    Union[  # noqa: UP007 (Tag needs the explicit Union)
        Annotated[AttackStep, Tag("attack")],
        Annotated[MoveAdjacentStep, Tag("move_adjacent")],
        Annotated[MoveTilesStep, Tag("move_tiles")],
        Annotated[MoveToTileStep, Tag("move_to_tile")],
        Annotated[PlaceHeroStep, Tag("place_hero")],
        Annotated[DamageStep, Tag("damage")],
        Annotated[ConditionStep, Tag("condition")],
        Annotated[HealStep, Tag("heal")],
        Annotated[SpawnMonsterStep, Tag("spawn_monster")],
        Annotated[ExploreStep, Tag("explore")],
        Annotated[RollStep, Tag("roll")],
        Annotated[HeroAttacksStep, Tag("hero_attacks")],
        Annotated[ActivateStep, Tag("activate")],
        Annotated[DrawEncounterStep, Tag("draw_encounter")],
        Annotated[TreasureStep, Tag("treasure")],
        Annotated[SurgeStep, Tag("surges")],
        Annotated[FlagStep, Tag("set_flag")],
        Annotated[ClearFlagStep, Tag("clear_flag")],
        Annotated[DiscardSelfStep, Tag("discard_self")],
        Annotated[SayStep, Tag("say")],
    ],
    Discriminator(_step_tag, custom_error_type="unknown_step",
                  custom_error_message=f"a step needs one of the keys {', '.join(STEP_KEYS)}"),
]


# --------------------------------------------------------------------------- clauses


class Clause(Model):
    """« If <test>, <steps> »; ``otherwise: true`` (no test) always holds.

    ``text`` is the clause as printed on the card (fr and en), shown by the card picture and
    quoted by ``/cr why``.
    """

    when: When | None = None
    otherwise: bool = False
    do: list[Step] = Field(min_length=1)
    text: LocalText | None = None

    @field_validator("text")
    @classmethod
    def _text(cls, v: dict[str, str] | None) -> dict[str, str] | None:
        return _check_local(v)

    @model_validator(mode="after")
    def _one_condition(self) -> Clause:
        if (self.when is None) == (not self.otherwise):
            raise ValueError("a clause has either `when:` or `otherwise: true`")
        return self

    @property
    def test(self) -> When:
        return self.when if self.when is not None else When()


Tactics = list[Clause]


def check_attacks(tactics: list[Clause], attacks: dict[str, Attack]) -> None:
    """Raise ValueError if a clause names an attack the card does not print."""
    for step in _all_steps([s for c in tactics for s in c.do]):
        if isinstance(step, AttackStep) and step.attack not in attacks:
            raise ValueError(f"attack {step.attack!r} is not among {sorted(attacks)}")


def _all_steps(steps: list[Any]) -> list[Any]:
    out: list[Any] = []
    for step in steps:
        out.append(step)
        if isinstance(step, RollStep):
            for band in step.bands:
                out.extend(_all_steps(band.do))
    return out


# --------------------------------------------------------------------------- lasting effects


Stat = Literal["attack", "damage", "ac", "speed", "disarm", "surge_value"]
Forbid = Literal["attack", "move", "heal", "explore", "disarm", "daily"]
Subject = Literal["heroes", "cursed_hero", "active_hero", "monsters", "villains"]


class Modifier(Model):
    """A lasting change while an environment or curse is in play: ``stat`` += ``amount``,
    or ``forbid`` an action, for ``applies_to`` (monsters may be narrowed by ``category``,
    e.g. undead: Haunted Mists gives undead +2 to attack)."""

    applies_to: Subject
    stat: Stat | None = None
    amount: int = 0
    forbid: Forbid | None = None
    category: str | None = None

    @model_validator(mode="after")
    def _one(self) -> Modifier:
        if (self.stat is None) == (self.forbid is None):
            raise ValueError("a modifier has either a stat (with an amount) or a forbid")
        return self


TriggerAt = Literal["hero_phase_start", "hero_phase_end", "villain_phase_start", "turn_end"]


class Trigger(Model):
    """Steps an environment or curse runs at a moment of each turn (the actor is the active
    hero, or the cursed hero for ``cursed_only``), when its optional test holds."""

    at: TriggerAt
    when: When | None = None
    do: list[Step] = Field(min_length=1)
    cursed_only: bool = False


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

    @model_validator(mode="after")
    def _attacks_known(self) -> EncounterEffects:
        check_attacks(self.tactics, self.attacks)
        for step in _all_steps(self.on_draw):
            if isinstance(step, AttackStep) and step.attack not in self.attacks:
                raise ValueError(f"attack {step.attack!r} is not among {sorted(self.attacks)}")
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


Band.model_rebuild()
RollStep.model_rebuild()
When.model_rebuild()

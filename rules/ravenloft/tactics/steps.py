"""The steps of the tactics language and the ``Step`` union that reads them from YAML.

Steps are mappings whose first known key names the step (``attack``, ``move_tiles``...).
The steps that move things on the board are in :mod:`.steps_board`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import Discriminator, Field, Tag, field_validator, model_validator

from rules.core import Model

from .step_base import StepBase
from .steps_board import (
    ExploreStep,
    HeroesMoveStep,
    MoveAdjacentStep,
    MoveMonstersStep,
    MoveTilesStep,
    MoveToTileStep,
    Near,
    Placement,
    PlaceMonstersStep,
    PlaceTileStep,
    SpawnMonsterStep,
    SwapStep,
)
from .targets import Target
from .words import ConditionId, DamagePer, LocalText, PowerKind, check_local


class PlaceHeroStep(StepBase):
    """Put the target hero elsewhere (pushes, teleports): never blocked by Immobilized.
    When no tile fits, ``or_else`` runs for that hero (``that``)."""

    place_hero: Target
    to: Placement
    tiles: int = Field(default=1, ge=1)
    near: Near = "actor"
    or_else: list[Step] = Field(default_factory=list)


class AttackStep(StepBase):
    """Attack with one of the card's attacks: one d20 per target, + bonus >= AC hits."""

    attack: str
    target: Target = Field(default_factory=Target)


class DamageStep(StepBase):
    """Damage without an attack roll (« each hero takes 1 damage »)."""

    damage: int = Field(ge=0)
    target: Target = Field(default_factory=lambda: Target(pick="active_hero"))
    per: DamagePer | None = None


class ConditionStep(StepBase):
    """Give a condition to the target hero(es)."""

    condition: ConditionId
    target: Target = Field(default_factory=lambda: Target(pick="active_hero"))


class HealStep(StepBase):
    """Heal the target hero(es), or the actor with ``target: self``."""

    heal: int = Field(ge=1)
    target: Target = Field(default_factory=lambda: Target(pick="self"))


class HealMonstersStep(StepBase):
    """Heal monster figures: those on the actor's tile (``on_tile``) or all, of one
    ``category`` (undead) or any (« Circle of Death »)."""

    heal_monsters: int = Field(ge=1)
    category: str | None = None
    on_tile: bool = True


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


class RollStep(StepBase):
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


class HeroAttacksStep(StepBase):
    """The active hero attacks the target with their first at-will power (Strahd's Whispers)."""

    hero_attacks: Target


ActivateWhat = Literal[
    "villains", "active_player_monsters", "all_monsters",
    "monster_on_hero_tile",  # one monster on a hero's tile (heroes in turn order, then placement)
    "each_hero_one_monster",  # from the next hero on, each activates one monster they control;
    # the first who has none places a new monster on their tile instead (Voice of the Master)
]


class ActivateStep(StepBase):
    """Activate again (Frenzy) the villains, the active player's monster cards, all
    monsters, or one monster as ``ActivateWhat`` says."""

    activate: ActivateWhat


class DrawEncounterStep(StepBase):
    draw_encounter: int = Field(ge=1)


class EndCardStep(StepBase):
    """Stop the card here: it is discarded (``nothing``), or discarded and another encounter
    drawn (``draw_another``: « discard this card and draw a new Encounter Card »)."""

    end_card: Literal["nothing", "draw_another"]


class TreasureStep(StepBase):
    """The active player draws treasure cards."""

    treasure: int = Field(ge=1)


class DiscardTreasureStep(StepBase):
    """The target hero discards treasure cards in front of them: one at ``random`` (a die
    names it) or ``chosen`` by the player (the bot's pick: the card received last)."""

    discard_treasure: int = Field(ge=1)
    pick: Literal["random", "chosen"] = "chosen"
    target: Target = Field(default_factory=lambda: Target(pick="active_hero"))


class FlipPowerStep(StepBase):
    """Turn one of the target hero's power cards of ``kinds`` face ``up`` (a used one) or
    ``down`` (an unused one), the first in card order; with none to turn, ``or_else`` runs."""

    flip_power: Literal["up", "down"]
    kinds: list[PowerKind] = Field(default_factory=lambda: ["daily", "utility"])
    target: Target = Field(default_factory=lambda: Target(pick="active_hero"))
    or_else: list[Step] = Field(default_factory=list)


class SurgeStep(StepBase):
    """Add (or, negative, remove) party healing surges."""

    surges: int


class FlagStep(StepBase):
    set_flag: str


class ClearFlagStep(StepBase):
    clear_flag: str


class DiscardSelfStep(StepBase):
    """Discard the card that runs this (a trap that sprang, a curse that ends)."""

    discard_self: Literal[True]


class SayStep(StepBase):
    """A line for the log, in both languages (flavour; changes nothing)."""

    say: LocalText

    @field_validator("say")
    @classmethod
    def _say(cls, v: dict[str, str]) -> dict[str, str] | None:
        return check_local(v)


#: the key that names each step, in the order the discriminator looks for it
STEP_KEYS: dict[str, type[StepBase]] = {
    "attack": AttackStep,
    "move_adjacent": MoveAdjacentStep,
    "move_tiles": MoveTilesStep,
    "move_to_tile": MoveToTileStep,
    "move_monsters": MoveMonstersStep,
    "place_hero": PlaceHeroStep,
    "place_tile": PlaceTileStep,
    "place_monsters": PlaceMonstersStep,
    "swap_with_monster": SwapStep,
    "heroes_move": HeroesMoveStep,
    "damage": DamageStep,
    "condition": ConditionStep,
    "heal": HealStep,
    "heal_monsters": HealMonstersStep,
    "spawn_monster": SpawnMonsterStep,
    "explore": ExploreStep,
    "roll": RollStep,
    "hero_attacks": HeroAttacksStep,
    "activate": ActivateStep,
    "draw_encounter": DrawEncounterStep,
    "end_card": EndCardStep,
    "treasure": TreasureStep,
    "discard_treasure": DiscardTreasureStep,
    "flip_power": FlipPowerStep,
    "surges": SurgeStep,
    "set_flag": FlagStep,
    "clear_flag": ClearFlagStep,
    "discard_self": DiscardSelfStep,
    "say": SayStep,
}
_TAG_OF: dict[type[StepBase], str] = {cls: key for key, cls in STEP_KEYS.items()}


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
        Annotated[MoveMonstersStep, Tag("move_monsters")],
        Annotated[PlaceHeroStep, Tag("place_hero")],
        Annotated[PlaceTileStep, Tag("place_tile")],
        Annotated[PlaceMonstersStep, Tag("place_monsters")],
        Annotated[SwapStep, Tag("swap_with_monster")],
        Annotated[HeroesMoveStep, Tag("heroes_move")],
        Annotated[DamageStep, Tag("damage")],
        Annotated[ConditionStep, Tag("condition")],
        Annotated[HealStep, Tag("heal")],
        Annotated[HealMonstersStep, Tag("heal_monsters")],
        Annotated[SpawnMonsterStep, Tag("spawn_monster")],
        Annotated[ExploreStep, Tag("explore")],
        Annotated[RollStep, Tag("roll")],
        Annotated[HeroAttacksStep, Tag("hero_attacks")],
        Annotated[ActivateStep, Tag("activate")],
        Annotated[DrawEncounterStep, Tag("draw_encounter")],
        Annotated[EndCardStep, Tag("end_card")],
        Annotated[TreasureStep, Tag("treasure")],
        Annotated[DiscardTreasureStep, Tag("discard_treasure")],
        Annotated[FlipPowerStep, Tag("flip_power")],
        Annotated[SurgeStep, Tag("surges")],
        Annotated[FlagStep, Tag("set_flag")],
        Annotated[ClearFlagStep, Tag("clear_flag")],
        Annotated[DiscardSelfStep, Tag("discard_self")],
        Annotated[SayStep, Tag("say")],
    ],
    Discriminator(_step_tag, custom_error_type="unknown_step",
                  custom_error_message=f"a step needs one of the keys {', '.join(STEP_KEYS)}"),
]


def nested(step: Any) -> list[Any]:
    """The steps a step holds (a roll's bands, a fallback)."""
    out: list[Any] = []
    if isinstance(step, RollStep):
        for band in step.bands:
            out += band.do
    out += getattr(step, "or_else", [])
    return out


def all_steps(steps: list[Any]) -> list[Any]:
    """Every step of ``steps``, nested ones included, in order."""
    out: list[Any] = []
    for step in steps:
        out.append(step)
        out.extend(all_steps(nested(step)))
    return out


Band.model_rebuild()
RollStep.model_rebuild()
FlipPowerStep.model_rebuild()
PlaceHeroStep.model_rebuild()

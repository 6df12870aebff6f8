"""Castle Ravenloft's table options and the variant framework.

The base rules are split into named rule *slots* (ruling table of the study, §2): each slot
holds one rule, the base game's by default. A variant is a *preset* that fills some slots
with its own rules. Two presets that fill the same slot differently cannot be played
together: the table is refused with the slot named (``cr-variant-conflict``). Later variant
packages only register presets; the engine reads ``state.rules[slot]``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from pydantic import Field

from rules.core import InvalidActionError, Model

from .campaign_state import Carry

#: the rule slots, in the order the study lists them
SLOTS: tuple[str, ...] = (
    "exploration_timing",  # B18: its own phase after the hero phase
    "monsters_per_tile",  # B20: one monster card per new tile
    "encounter_trigger",  # B21: no tile, or a black triangle
    "surges",  # B7: 2 shared healing surges
    "levels",  # B60: natural 20 + 5 XP -> level 2
    "turn_structure",  # B15: each player plays hero, exploration, villain phases
    "damage",  # fixed damage numbers
    "heroes",  # the five heroes of the box
)
BASE = "base"


@dataclass(frozen=True)
class Preset:
    """A variant: the rule it puts in each slot it fills (``{"levels": "acr2"}``)."""

    id: str
    fills: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = [s for s in self.fills if s not in SLOTS]
        if unknown:
            raise ValueError(f"preset {self.id!r} fills unknown slots {unknown}")


PRESETS: dict[str, Preset] = {}


def register_preset(preset: Preset) -> Preset:
    """Make a variant available to ``/game new ravenloft variants:...``."""
    if preset.id in PRESETS and PRESETS[preset.id] != preset:
        raise ValueError(f"variant {preset.id!r} already registered")
    PRESETS[preset.id] = preset
    return preset


def resolve_rules(variants: Iterable[str]) -> dict[str, str]:
    """The rule of every slot once ``variants`` are applied over the base rules.

    An unknown variant, or two variants filling one slot with different rules, is refused
    (``InvalidActionError``) and names the variant or the slot."""
    rules = {slot: BASE for slot in SLOTS}
    owner: dict[str, str] = {}
    for vid in variants:
        preset = PRESETS.get(vid)
        if preset is None:
            raise InvalidActionError("cr-unknown-variant", variant=vid, known=", ".join(sorted(PRESETS)) or "—")
        for slot, rule in preset.fills.items():
            if slot in owner and rules[slot] != rule:
                raise InvalidActionError("cr-variant-conflict", slot=slot, first=owner[slot], second=vid)
            rules[slot] = rule
            owner[slot] = vid
    return rules


class CROptions(Model):
    """The options of a Castle Ravenloft table."""

    #: the adventure's id in the adventure book; empty: adventure 1 for one hero, else 2
    adventure: str = ""
    #: the heroes in turn order (one per hero played); empty: the adventure's or the box's order
    heroes: list[str] = Field(default_factory=list)
    #: heroes each seat plays (ruling A27: a solo player may lead several heroes)
    heroes_per_seat: int = Field(default=1, ge=1, le=5)
    #: healing surges shared by the party: 2, one more for an easier game, one less for harder (B7)
    surges: int = Field(default=2, ge=0, le=5)
    #: the powers each hero starts with: the adventure book's, or drawn at random (B3, B4)
    powers: Literal["recommended", "random"] = "recommended"
    #: the first player's seat; -1: decided by a die roll (B8)
    first: int = -1
    #: who breaks a monster's tie between heroes: the documented order, or the players (S17)
    ties: Literal["auto", "choose"] = "auto"
    #: variant presets filling rule slots (none ships with the base game)
    variants: list[str] = Field(default_factory=list)
    #: seconds a hero has to use a power out of turn (reactions.py); 0: the table's deadline; then unused
    reaction_seconds: int = Field(default=0, ge=0, le=3600)
    #: the Barkam system: an encounter after a white tile too (L310, ruling A35); no effect without it
    barkam_white_encounter: bool = True
    #: variant strahd: who plays Strahd, the host (seat 0) or a seat drawn at random
    strahd: Literal["host", "random"] = "host"
    #: ACR2's difficulty (seed L125-129): easier = no 3-monster tokens, harder = no empty tokens
    acr2_difficulty: Literal["normal", "easier", "harder"] = "normal"
    #: ACR2: when a level is bought: the start of the hero phase (the seed, L67) or any time in it (S4)
    acr2_level_timing: Literal["start", "any"] = "start"
    #: ACR2: new heroes each player may bring in after a death (the seed sets no limit; ours)
    acr2_new_heroes: int = Field(default=1, ge=0, le=9)
    #: campaigns (seed L73): the treasure items are left at the end of an adventure, or kept (ours)
    campaign_treasures: Literal["left", "kept"] = "left"
    #: campaigns: the party's XP pile goes on to the next adventure, or is lost (ours: the seed is silent)
    campaign_xp: Literal["kept", "lost"] = "kept"
    #: a campaign's heroes, set by the service for each adventure of a campaign (never typed by players)
    carry: Carry | None = Field(default=None, json_schema_extra={"internal": True})
    #: a campaign's players by seat (the service's user ids, written when the table starts): each takes back their heroes
    carry_players: list[str] = Field(default_factory=list, json_schema_extra={"internal": True})

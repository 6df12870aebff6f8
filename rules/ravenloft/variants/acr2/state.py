"""Advanced Castle Ravenloft 2.0's own counters (pure model: ``state.py`` imports it)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from rules.core import Model


class Acr2State(Model):
    """Each hero's own healing surges (seed L55-61), the dead, the difficulty (L121-141)."""

    #: surges held by each hero, by hero index
    surges: list[int] = Field(default_factory=list)
    #: heroes who died this adventure (names, for the record and the picture)
    dead: list[str] = Field(default_factory=list)
    difficulty: Literal["normal", "easier", "harder"] = "normal"
    #: when a level may be bought: at the start of the hero phase (L67) or any time in it (S4)
    level_timing: Literal["start", "any"] = "start"
    #: the hero phase's level already bought (one level per hero phase)
    levelled: bool = False
    #: new heroes each player may still bring in after a death, by hero index (option ``acr2_new_heroes``)
    new_heroes: list[int] = Field(default_factory=list)
    #: hero indexes whose hero died with no new hero left (a campaign brings them back at level 1)
    gone: list[int] = Field(default_factory=list)

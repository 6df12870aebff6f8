"""The Barkam system's own state (no engine import: ``state.py`` imports this model)."""

from __future__ import annotations

from pydantic import Field

from rules.core import Model


class BarkamState(Model):
    """What the Barkam system adds to a table (seed L222-429).

    ``generators`` maps a tile (its block ``"x,y"``: the Start tile is two) to its monster generator
    tokens (L276); ``explored`` and ``xp_card`` are per turn (L317, L361); ``move_left`` is
    the speed left of the hero's last move, which exploring (2 speed, L303) and the rest of the
    move may still use (L319); ``fresh`` the monster cards just spawned by a generator that the
    party may still discard for 5 XP each (L278)."""

    generators: dict[str, int] = Field(default_factory=dict)
    explored: bool = False
    xp_card: bool = False
    move_left: int = 0
    fresh: list[str] = Field(default_factory=list)
    #: encounters still to draw (exploring, monsters not placed: L310, L367) and what follows
    #: them: ``hero`` (the phase goes on), ``end`` (a villain came: the phase ends, L315),
    #: ``discard`` (the generator's monsters may be discarded, then the villain phase)
    due: int = 0
    after: str = ""
    #: the table's option ``barkam_white_encounter`` (ruling A35: on by default)
    white_encounter: bool = True


#: XP that discards a generator's monster or cancels an encounter (L278, L311)
DISCARD = 5

"""The state of the exploration variants (revised, mika, temps).

Plain pydantic models with no engine import: ``state.py`` holds them as optional fields
(``xplore``), ``None`` when the variant is off.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from rules.core import Model


class XploreState(Model):
    """Where the active hero's hero phase stands once exploring happens inside it
    (variants ``revised``, ``mika``, ``temps``), and Temps Écoulé's deck and tokens."""

    #: the turn the per-turn fields below belong to (reset when another turn begins)
    turn: int = 0
    #: movement points left in the move under way (a move may be split around the attack,
    #: and exploring spends from it); 0: no move under way
    left: int = 0
    #: tiles explored by the active hero this hero phase
    explored: int = 0
    #: Mika: the hero chose the monster behind their back this turn (no encounter, L790)
    behind: bool = False
    #: Mika: the initiative test is due before the next attack this phase (L770-786)
    test_due: bool = False
    #: Mika: heroes who rolled 1-2 on the test: Confus once their hero phase is over (L786)
    daze: list[int] = Field(default_factory=list)
    #: Temps Écoulé: its own encounter deck (environments and event-attacks, L796-798)
    temps_cards: list[str] = Field(default_factory=list)
    temps_discard: list[str] = Field(default_factory=list)
    #: Temps Écoulé: the Time tokens on that deck (L853)
    time_tokens: int = 0
    #: Temps Écoulé: the last monster-count roll, for the picture: [face, monsters]
    last_roll: list[int] = Field(default_factory=list)


PER_TURN = {"left": 0, "explored": 0, "behind": False, "test_due": False}


def fresh(state: Any) -> XploreState:
    """The exploration state to change, its per-turn part reset once a new turn has begun."""
    x: XploreState = state.xplore
    if x.turn != state.turn.number:
        for k, v in PER_TURN.items():
            setattr(x, k, v)
        x.turn = state.turn.number
    return x


def peek(state: Any) -> XploreState:
    """The exploration state to read (prompts and legal actions never change the state)."""
    x: XploreState = state.xplore
    return x if x.turn == state.turn.number else x.model_copy(update={**PER_TURN, "turn": state.turn.number})

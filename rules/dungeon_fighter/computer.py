"""Computer heroes of Dungeon Fighter: a seat of the party played by the computer.

The decisions are the coach's (:func:`.coach.skilled_action`: the room worth most, the die and
weapons that pay best, a reroll on a poor result, gold on heals when the party is hurt), taken
on what the seat sees (:func:`knowledge`: the face-down decks in a fixed order). The throw is
then made by a simulated hand on the throw page (:mod:`.hands`: the gesture a person's finger
would send, read by the rules like a player's), its error drawn from the computer's own
generator, never the table's: ``easy`` throws with a careless hand, ``normal`` with the average
hand the difficulties are tuned on, ``strong`` with a practised one. Dungeon Fighter is
cooperative: the level is how well the computer's hand throws. A heal card is used as soon as
a standing hero is in danger. Each decision says why in one line (``ev-df-why``).
"""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng

from . import coach
from . import common as Q
from . import prompting as P
from .content import content
from .hands import AVERAGE, CARELESS, PRACTISED
from .model import (
    ActionT,
    Buy,
    DFState,
    Discard,
    Give,
    Go,
    Heal,
    Keep,
    Next,
    Push,
    Recover,
    Reroll,
    Scar,
    Throw,
    Use,
    Vote,
)

LEVELS = ("easy", "normal", "strong")
HANDS = {"easy": CARELESS, "normal": AVERAGE, "strong": PRACTISED}


def knowledge(state: DFState, seat: int) -> DFState:
    """``state`` as ``seat`` may see it: the monster tower's piles and the equipment deck (face
    down) in a fixed order, and a boss not yet revealed replaced by the first of the box."""
    k = state.model_copy(deep=True)
    k.tower = [sorted(pile) for pile in k.tower]
    k.deck = sorted(k.deck)
    if not k.boss_revealed:
        k.boss = min(content().bosses)
    return k


def _why(state: DFState, seat: int, why: str, **params: Any) -> Event:
    base: dict[str, Any] = {"why": why, "hero": Q.hero_name(state, seat), "colour": "", "room": "", "kind": "",
                            "weapons": 0}
    return Event(code="df-why", params={**base, **params})


def computer_move(state: DFState, seat: int, level: str, rng: Rng) -> tuple[ActionT, Event] | None:
    """The move of the computer hero at ``seat`` and why (``None``: nothing to do now)."""
    k = knowledge(state, seat)
    kinds = {p.kind for p in P.prompts(k) if p.seat == seat}
    if not kinds:
        return None
    healing = coach.skilled_heal(k)
    if healing is not None and healing[0] == seat:
        action = healing[1]
        assert isinstance(action, Use)
        return action, _why(k, seat, "heal-card")
    if kinds == {"df-camp"}:
        return None  # the leader closes the camp; a computer hero has nothing to give
    action = coach.skilled_action(k, seat)
    if action is None:
        return None
    hand = HANDS.get(level, AVERAGE)
    if isinstance(action, Throw):
        if action.die is not None and "df-throw" in kinds:
            action = hand.throw(k, seat, action, rng)
        return action, _why(k, seat, "throw", colour=action.die,
                            weapons=len(action.weapons))
    if isinstance(action, Go):
        return action, _why(k, seat, "room", room=action.room, kind=Q.room_kind(action.room))
    if isinstance(action, Recover):
        return action, _why(k, seat, "recover")
    if isinstance(action, Reroll):
        return action, _why(k, seat, "reroll")
    if isinstance(action, Keep):
        return action, _why(k, seat, "keep")
    if isinstance(action, Discard):
        return action, _why(k, seat, "discard")
    if isinstance(action, Vote):
        return action, _why(k, seat, "vote")
    if isinstance(action, Scar):
        return action, _why(k, seat, "scar", colour=action.colour)
    if isinstance(action, Give):
        return action, _why(k, seat, "give")
    if isinstance(action, Heal):
        return action, _why(k, seat, "heal")
    if isinstance(action, Buy):
        return action, _why(k, seat, "buy")
    if isinstance(action, Next):
        return action, _why(k, seat, "next")
    if isinstance(action, Push):
        return action, _why(k, seat, "push")
    return action, _why(k, seat, "other")


__all__ = ["HANDS", "LEVELS", "computer_move", "knowledge"]

"""A computer hero's answers to the questions of the rules: cancelling an encounter card with
the party's XP (B55), reaching level 2 after a natural 20 (B60), rolling a missed die again
with a Lucky Charm (ours, docs/rulings/ravenloft.md)."""

from __future__ import annotations

from dataclasses import dataclass

from ..catalog import Catalog
from ..commands import ActionT, Cancel, LevelUp, Use
from ..dungeon import board
from ..reactions import reroll_need
from ..state import CRState
from .villain import goal_target

#: a Lucky Charm is used once: on a new die that succeeds at least this many times in 20 (half
#: the time), else kept for a roll it may save more surely
REROLL_FACES = 10
#: ... or this many against what the adventure asks the party to defeat (Klak, the Flesh Golem,
#: an object to destroy): that hit may end the adventure
REROLL_GOAL_FACES = 5


def cancel(state: CRState, cat: Catalog, legal: list[ActionT]) -> Cancel | None:
    """Cancel the encounter whenever the party's XP pays for it: an encounter card is drawn
    because no tile was placed, it only ever hurts the party, and XP has no other use than
    levels, which need a natural 20 (B55, B60). Not when the adventure makes a cancel hurt the
    active hero (Klak's, 1 damage) and that would lay them down."""
    action = next((a for a in legal if isinstance(a, Cancel)), None)
    if action is None:
        return None
    hurt = cat.adventures[state.adventure].cancel_damage if state.adventure in cat.adventures else 0
    if hurt and state.active.hp <= hurt:
        return None
    return action


def level_up(state: CRState, cat: Catalog, legal: list[ActionT]) -> LevelUp | None:
    """Reach level 2 whenever offered (+1 AC, +2 HP, a better surge, one more daily power, B61),
    taking the daily power that deals the most damage (then the surest, then by name)."""
    ups = [a for a in legal if isinstance(a, LevelUp)]
    if not ups:
        return None

    def worth(a: LevelUp) -> tuple[int, int, str]:
        p = cat.powers.get(a.daily)
        return (p.damage * p.targets, p.attack or 0, "~" + a.daily) if p is not None else (0, 0, "~")

    return max(ups, key=worth)


@dataclass(frozen=True)
class Reroll:
    """The answer to a Lucky Charm's question: ``action`` the item used (None: kept), ``why``
    the reason's key, ``need`` the face the new die needs and ``faces`` how many of 20 reach it."""

    action: Use | None
    why: str
    need: int
    faces: int


def reroll(state: CRState, cat: Catalog, legal: list[ActionT]) -> Reroll | None:
    """Roll a missed die again when the new die succeeds half the time or more (a quarter
    against the adventure's goal), as a player reads it from the question (the bonus that stays
    and the number to reach); None when the question carries no bonus (asked in an old game)."""
    p = state.pending[0] if state.pending else None
    new = reroll_need(p) if p is not None else None
    use = next((a for a in legal if isinstance(a, Use)), None)
    if p is None or new is None or use is None:
        return None
    need, faces = new
    goal = False
    target = str(p.params.get("action", {}).get("target") or "")
    if p.params.get("what") == "attack" and target:
        square = board(state, cat).parse(target.split(",")[0])
        fig = state.figure_at(square)
        token = next((t for t in state.tokens if t.square == square and t.kind == "object"), None)
        aimed = fig if fig is not None else token
        goal = aimed is not None and goal_target(state, cat, aimed)
    if goal and faces >= REROLL_GOAL_FACES:
        return Reroll(use, "reroll-goal", need, faces)
    if faces >= REROLL_FACES:
        return Reroll(use, "reroll", need, faces)
    return Reroll(None, "keep-charm", need, faces)


__all__ = ["REROLL_FACES", "REROLL_GOAL_FACES", "Reroll", "cancel", "level_up", "reroll"]

"""Keeping the daily powers for the adventure's villain: in an adventure won by defeating a
villain or destroying an object (Klak and his artifact, the Flesh Golem...), a daily power
spent on an ordinary monster before then is missing when the villain comes, and the villain's
hit points are what the at-will powers (1 damage each) cannot bring down in time. A player
keeps them: a daily on another monster costs :data:`KEEP` more than its usual price while the
adventure's villain or object still stands."""

from __future__ import annotations

from ..catalog import Catalog
from ..state import CRState, Figure, Token

def goal_target(state: CRState, cat: Catalog, target: Figure | Token) -> bool:
    """Whether defeating ``target`` is the adventure's goal: a villain the victory names, an
    object to destroy, or a monster guarding a tile whose monsters must all be defeated."""
    adv = cat.adventures.get(state.adventure)
    if adv is None:
        return False
    for o in adv.victory:
        if isinstance(target, Token) and o.kind == "destroy" and target.id == o.target:
            return True
        if isinstance(target, Figure) and o.kind == "defeat" and target.kind == o.target:
            return True
        if isinstance(target, Figure) and o.kind == "guards" and target.uid in state.flags.get("guards", {}).get(
                o.target, []):
            return True
    return False


#: what a daily power spent on another monster costs, beyond its usual price, while the
#: adventure's villain or object still stands
KEEP = 5.0
#: where the adventure ends in a fight, each monster already within 2 tiles of an unexplored
#: edge makes exploring it worth this much less (hero_ai/plan.py): the party clears the
#: monsters around before calling a new one (B20), to meet the villain with its hit points
CROWD = 1.0
#: the victories that ask for a villain or an object brought down
HUNTS = ("defeat", "destroy")


def hunted(state: CRState, cat: Catalog) -> bool:
    """Whether the adventure is won by bringing down a villain or an object (the game goes on
    until it is)."""
    adv = cat.adventures.get(state.adventure)
    return adv is not None and any(o.kind in HUNTS for o in adv.victory)


def keep_cost(state: CRState, cat: Catalog, targets: list[Figure | Token]) -> float:
    """The extra cost of a daily power on ``targets``: :data:`KEEP` when none of them is the
    adventure's goal and a villain or object is still to be brought down; else nothing."""
    if any(goal_target(state, cat, t) for t in targets):
        return 0.0
    return KEEP if hunted(state, cat) else 0.0


__all__ = ["CROWD", "KEEP", "goal_target", "hunted", "keep_cost"]

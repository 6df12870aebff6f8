"""When a healing power is worth spending (Healing Word heals a hero's healing surge value,
once, B34): a player keeps it until the whole heal counts (the hero has lost at least that many
hit points) or a hero is one blow from the floor (:data:`LOW` hit points or fewer); the most
hurt of those first. Spent earlier, part of it is wasted and it is gone when the villain comes."""

from __future__ import annotations

from ..state import CRState

#: a hero with this many hit points or fewer falls to the next blow of most monsters
LOW = 2


def heal_target(state: CRState) -> int | None:
    """The hero a surge-value heal should go to now (index), or None: keep it."""
    worth = [(x.max_hp - x.hp, -i) for i, x in enumerate(state.heroes)
             if not x.escaped and x.hp < x.max_hp and (x.max_hp - x.hp >= x.surge_value or x.hp <= LOW)]
    return -max(worth)[1] if worth else None


__all__ = ["LOW", "heal_target"]

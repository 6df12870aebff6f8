"""A computer hero's answers to the questions of the rules: cancelling an encounter card with
the party's XP (B55), reaching level 2 after a natural 20 (B60)."""

from __future__ import annotations

from ..catalog import Catalog
from ..commands import ActionT, Cancel, LevelUp
from ..state import CRState


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


__all__ = ["cancel", "level_up"]

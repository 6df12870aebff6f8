"""Reserved actions (section 12, MB107, MA25, MA26): who may strike now. Declaring one, its
windows and its resolution are :mod:`declare`'s (they interrupt a declaration and resume it)."""

from __future__ import annotations

from . import board as bd
from .model import Fighter, MBState


def may_reserve(f: Fighter) -> bool:
    """A fighter that still has its reserved strike this turn (activated or not, MB98)."""
    return (bd.prof(f).reserved and not f.reserved_used and f.able and not f.stunned and f.placed
            and not bd.weapon_of(f, "main").ranged)


def candidates(state: MBState, seat: int) -> list[tuple[Fighter, Fighter]]:
    """The reserved strikes ``seat`` could make now: a knight with its reserved action and an
    adversary standing in its field of vision within 4 cm (it strikes without moving, MA26)."""
    out = []
    for f in state.fighters:
        if f.seat != seat or not may_reserve(f):
            continue
        for o in bd.on_table(state):
            if o.seat != seat and o.status == "ok" and bd.in_view(f, o) and bd.measure_only(f, o) <= 4.0 + 1e-9:
                out.append((f, o))
    return out

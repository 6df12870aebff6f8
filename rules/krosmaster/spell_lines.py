"""Krosmaster Arena: a card's spell lines, shared by the cards of figures on the board
(:mod:`.info`) and of characters off it (:mod:`.cards`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.core import Event

from .model import Unit
from .turns import Turns


def spell_events(t: Turns, u: Unit, spells: Sequence[str]) -> list[Event]:
    """A card's spell lines (``kros-card-spell``): cost, range with today's bonuses, damage or
    care, additional effects, limit."""
    out = []
    for sid in spells:
        sp = t.c.spells[sid]
        effects = effect_ids(sp)
        out.append(Event(code="kros-card-spell", params={
            "spell": sp.name, "kind": sp.kind, "pa": sp.cost_pa, "pm": sp.cost_pm, "wounds": sp.cost_wounds,
            **range_params(t, u, sp), "element": sp.element,
            "value": sp.value if sp.value is not None else -1, "effects": effects, "count": len(effects),
            "limit": sp.limit,
        }))
    return out


def range_params(t: Turns, u: Unit, sp: Any) -> dict[str, Any]:
    """The range as printed on a card: its kind, PO min and PO max (today's bonuses included)."""
    r = sp.range
    hi = t.max_range(u, sp) if u.pos is not None else r.max
    return {"range_kind": r.kind.replace("_", "-"), "min": r.min, "max": hi}


def effect_ids(sp: Any) -> list[str]:
    """The spell's additional effects, zone and summon limit as value ids (``val-kros-fx-*``
    messages, in the rulebook's keywords: « Repousse 3 », « Vol de Vie »)."""
    out = []
    for e in sp.effects:
        kind = "swap-ally" if e.kind == "swap" and sp.target == "ally" else e.kind.replace("_", "-")
        out.append("-".join(["kros-fx", kind] + ([str(e.n)] if e.n else []) + ([e.ref] if e.ref else [])))
    if sp.zone != "none":
        out.append(f"kros-fx-zone-{sp.zone}")
    if sp.control is not None:
        out.append(f"kros-fx-control-{sp.control}")
    return out

"""An encounter the variants draw outside the villain phase (the Barkam system's exploration,
Geno Warcry's ambush), asked about when the party could cancel it."""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng

from ..encounters import drawn_event
from ..reactions import can_dispel
from ..state import Pending
from ..tactics.table import StateTable
from ..xp import total


def draw_encounter_or_ask(state: Any, cat: Any, rng: Rng, kind: str, price: int) -> tuple[list[Event], Any, bool]:
    """An encounter the variants draw outside the villain phase (Barkam's exploration, Geno's
    ambush): announced, then the question ``kind`` when the party could cancel it (``price``
    XP, or a power that dispels it). Returns the events, the card drawn (``None``: the deck is
    empty, and said so) and whether it was asked about (the question is in ``state.pending``;
    else the caller resolves it)."""

    card = StateTable(state, cat).draw_encounter_card(rng)
    if card is None:
        return [Event(code="cr-encounter-deck-empty")], None, False
    out = [drawn_event(card)]
    if total(state, cat) < price and not can_dispel(state, cat):
        return out, card, False
    state.pending.append(Pending(kind=kind, seat=state.active.seat, card=card.id, params={"xp": total(state, cat)}))
    return out, card, True

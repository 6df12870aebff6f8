"""Dungeon Fighter's equipment cards as players read them: ``/df card item:`` (an info command
anyone may use) and the parameters of the catalog message ``df-card-text`` that the event and
the picture share."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import Event, InvalidActionError

from .commands import parse_card
from .common import ev, slots_free
from .content import content
from .model import DFState


def card_params(item: str, effects: bool = True) -> dict[str, Any]:
    """What ``df-card-text`` needs: kind, cost, x1, the weapon's bonus and special throws (a
    list of ids read through ``val-fx-<throw>``, the name with what it does; ``val-<throw>``,
    the name alone, without ``effects``), or the effect and its value."""
    card = content().equipment[item]
    bonus = card.bonus
    return {"name": card.name, "kind": card.kind, "cost": card.cost, "single": "yes" if card.single_use else "no",
            "effect": "weapon" if card.kind == "weapon" else (card.effect or "none"),
            "mul": bonus.mul if bonus else 1, "add": bonus.add if bonus else 0,
            "throws": [f"fx-{t}" if effects else t for t in card.throws] or "-", "value": card.value}


def carriers(state: DFState, item: str) -> list[int]:
    """The standing or fainted heroes (not angelic) with a free slot for ``item``."""
    return [h.seat for h in state.heroes if not h.out and slots_free(state, h.seat, item)]


def known_cards(state: DFState) -> list[str]:
    """The cards on the table: the shop, the stash and every hero's equipment."""
    out = list(state.shop) + list(state.stash)
    for h in state.heroes:
        out += h.equipment
    return list(dict.fromkeys(out))


def card_info(state: DFState, command: str, args: Mapping[str, str]) -> tuple[list[Event], str]:
    """The ``card`` info command: the card's text and who could carry it; returns the events
    and the card's id (highlighted on the picture)."""
    if command != "card":
        raise InvalidActionError("unknown-command", command=command)
    text = (args.get("item") or "").strip()
    if not text:
        raise InvalidActionError("df-missing", option="item")
    item = parse_card(text, known_cards(state) or sorted(content().equipment))
    if item not in content().equipment:
        raise InvalidActionError("df-unknown-card", card=text)
    c = content()
    who = [c.heroes[state.heroes[s].hero].name for s in carriers(state, item)]
    return [ev("df-card", item=item, carriers=", ".join(who) or "-", **card_params(item))], item


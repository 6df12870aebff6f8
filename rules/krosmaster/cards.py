"""Cards of characters that are not on the board (the draft's pool, a team being chosen):
``card unit:`` answers for any character or summon of the box by its id or name."""

from __future__ import annotations

from typing import Any

from rules.core import Event, InvalidActionError

from .content import content
from .model import KrosState, Unit
from .parsing import by_name
from .spell_lines import spell_events
from .turns import Turns


def resolve_character(text: str) -> str:
    """A character's (or summon's) id from its id, its name or the start of either."""
    c = content()
    names = {k: v.name for k, v in c.characters.items()} | {k: v.name for k, v in c.summons.items()}
    ref = by_name(text, [], names)
    if ref not in names:
        raise InvalidActionError("kros-unknown-unit", unit=text)
    return ref


def character_card(state: KrosState, ref: str) -> list[Event]:
    """The printed card of ``ref``: Niveau, Initiative, PM, PV, PA, powers, then its spells
    (the punch for a Krosmaster) as ``card`` shows them for a figure on the board."""
    c = content()
    base: Any = c.characters.get(ref) or c.summons[ref]
    kind = "krosmaster" if ref in c.characters else c.summons[ref].kind
    powers = sorted(base.powers)
    head = Event(code="kros-card-character", params={
        "name": base.name, "kind": kind, "level": getattr(base, "level", 0), "init": getattr(base, "init", 0),
        "pm": base.pm, "pv": base.pv, "pa": base.pa, "powers": [f"kros-power-{p}" for p in powers],
        "count": len(powers)})
    t = Turns(state)
    figure = Unit(id=ref, kind=kind, ref=ref, seat=0)
    spells = list(base.spells) + (["coup-de-poing"] if kind == "krosmaster" else [])
    return [head, *spell_events(t, figure, spells)]

"""Krosmaster Arena: the information commands ``card`` and ``reach``, and a card's spell lines."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import Event, Info, InvalidActionError

from .board import name
from .cards import character_card, resolve_character
from .model import (
    KrosState,
    Unit,
)
from .parsing import resolve_spell, resolve_unit, spell_id
from .spell_lines import spell_events
from .turns import Turns
from .viewing import build_view


def info(state: KrosState, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
    """``card unit:`` (a character's card) and ``reach unit: spell:`` (the squares a spell
    reaches now, drawn highlighted). Hidden rewards respect ``seat``."""
    a = {k: v for k, v in args.items() if v is not None and v != ""}
    if command not in ("card", "reach"):
        raise InvalidActionError("unknown-command", command=command)
    if "unit" not in a:
        raise InvalidActionError("kros-missing-option", option="unit")
    t = Turns(state)
    try:
        uid = resolve_unit(state, seat, a["unit"], any_seat=True)
    except InvalidActionError:
        if command != "card":
            raise
        # a character of the box that is not on the board (the draft's pool): its card
        return Info(events=character_card(state, resolve_character(a["unit"])), view=build_view(state, seat))
    u = t.by_id[uid]
    if command == "card":
        return Info(events=card_events(t, u, seat), view=build_view(state, seat,
                                                                  [name(u.pos)] if u.pos else []))
    spell = spell_id(a.get("spell", ""))
    if spell in ("coup-de-poing", "poing", "punch") and u.kind == "krosmaster":
        spell = "coup-de-poing"
    elif spell not in t.spells(u):
        spell = resolve_spell(state, a.get("spell", ""), u.id)
        if spell not in t.spells(u) and not (spell == "coup-de-poing" and u.kind == "krosmaster"):
            raise InvalidActionError("kros-unknown-spell", spell=a.get("spell", ""))
    if u.pos is None:
        raise InvalidActionError("kros-not-on-board", unit=t.label(u))
    squares = reach(t, u, spell)
    sp = t.c.spells[spell]
    why = blocked(t, u, sp)
    ev = Event(code="kros-reach", params={
        "unit": u.id, "name": t.label(u), "spell": sp.name, "count": len(squares), "squares": squares,
        "max": t.max_range(u, sp) if sp.range.kind not in ("melee", "personal") else 1,
        "ready": "yes" if why is None else "no"})
    events = [ev] if why is None else [ev, why]
    return Info(events=events, view=build_view(state, seat, squares))


def blocked(t: Turns, u: Unit, sp: Any) -> Event | None:
    """Why ``u`` cannot cast ``sp`` now (``kros-reach-blocked``), or ``None``: not its
    activation, already cast this turn or this game, not enough PA or PM."""
    s = t.s
    params: dict[str, Any] = {"spell": sp.name, "name": t.label(u), "needed": 0, "left": 0}
    if s.current != u.id or s.phase != "activation":
        params["reason"] = "not-active"
    elif sp.limit == "turn" and sp.id in u.used_turn:
        params["reason"] = "once-turn"
    elif sp.limit == "game" and sp.id in u.used_game:
        params["reason"] = "once-game"
    elif u.pa < sp.cost_pa:
        params.update(reason="pa", needed=sp.cost_pa, left=u.pa)
    elif u.pm < sp.cost_pm:
        params.update(reason="pm", needed=sp.cost_pm, left=u.pm)
    else:
        return None
    return Event(code="kros-reach-blocked", params=params)


def reach(t: Turns, u: Unit, spell: str) -> list[str]:
    """Squares the spell can target: within its range (with today's bonuses), in line if it
    must be, in line of sight unless it needs none, and fit for it (a free square for a
    summon or a move, an ally for a spell on allies); an enemy need not stand there."""
    sp = t.c.spells[spell]
    assert u.pos is not None
    out = []
    for y in range(t.s.height):
        for x in range(t.s.width):
            cell = (x, y)
            if t.range_error(u, sp, cell) is not None:
                continue
            occupant = t.at.get(cell)
            if (sp.kind == "summon" or sp.target == "free") and t.is_obstacle(cell):
                continue
            if sp.target == "ally" and (occupant is None or occupant is u or not t.is_character(occupant)
                                        or t.enemies(occupant.seat, u.seat)):
                continue
            out.append(name(cell))
    return out


def card_events(t: Turns, u: Unit, seat: int | None) -> list[Event]:
    s = t.s
    base = t.base(u)
    cur = s.current == u.id
    head = {
        "unit": u.id, "name": t.label(u), "player": s.names[u.seat], "kind": u.kind, "level": t.level(u),
        "init": getattr(base, "init", 0), "pm": u.pm if cur else t.stat(u, "pm"),
        "pv": t.max_pv(u), "pa": u.pa if cur else t.stat(u, "pa"), "wounds": u.wounds,
        "left": t.max_pv(u) - u.wounds, "at": name(u.pos) if u.pos else "-",
        "powers": [f"kros-power-{p}" for p in sorted(t.powers(u))], "count": len(t.powers(u)),
        "markers_pm": u.markers_pm, "markers_pa": u.markers_pa,
    }
    events = [Event(code="kros-card", params=head)]
    events += spell_events(t, u, list(t.spells(u)) + (["coup-de-poing"] if u.kind == "krosmaster" else []))
    for tok in u.rewards:
        r = t.c.rewards[tok.id]
        if tok.revealed:
            events.append(Event(code="kros-card-reward", params={
                "reward": r.name, "rank": r.rank, "type": r.type, "hidden": "no"}))
        elif seat is not None and seat in tok.known_to:
            events.append(Event(code="kros-card-reward", visible_to=[seat], params={
                "reward": r.name, "rank": r.rank, "type": r.type, "hidden": "yes"}))
        else:
            events.append(Event(code="kros-card-hidden", params={"rank": r.rank}))
    return events

"""A board's figures, its wall and the reserves: the helpers every phase uses."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Event

from .content import UNIT_KINDS, content, spec
from .model import WHITE, Killed, KravoraState, Player, Unit

#: « ✝ » marks a killed figure in the phases' lines (the same in every language)
KILLED = "✝"


def ev(code: str, irreversible: bool = False, announce: bool = False, **params: Any) -> Event:
    return Event(code=f"kra-{code}", params=params, irreversible=irreversible, announce=announce)


def name(kind: str) -> str:
    """A unit's name as the memo spells it (the rulebook's term in every language)."""
    return spec(kind).name


def kind_index(kind: str) -> int:
    return UNIT_KINDS.index(kind)  # type: ignore[arg-type]


def wall_max() -> int:
    return content().board.wall


def new_unit(state: KravoraState, board: Player, kind: str, owner: int, defender: bool, line: int) -> Unit:
    unit = Unit(id=state.next_id, kind=kind, owner=owner, defender=defender, line=line,  # type: ignore[arg-type]
                pv=spec(kind).pv)
    state.next_id += 1
    board.units.append(unit)
    return unit


def defenders(board: Player, line: int | None = None) -> list[Unit]:
    return [u for u in board.units if u.defender and (line is None or u.line == line)]


def enemies(board: Player, line: int | None = None) -> list[Unit]:
    return [u for u in board.units if not u.defender and (line is None or u.line == line)]


def to_stock(state: KravoraState, kind: str, owner: int) -> None:
    """A figure goes back to its owner's stock (white figures to the shared, unlimited stock)."""
    if owner != WHITE:
        stock = state.players[owner].stock
        stock[kind] = stock.get(kind, 0) + 1


def keep_killed(board: Player, kind: str, owner: int) -> str:
    """A killed figure goes to the laboratoire while it has room, else to the reserve."""
    if board.has("laboratoire") and len(board.lab) < content().board.lab_slots:
        board.lab.append(Killed(kind=kind, owner=owner))  # type: ignore[arg-type]
        return "lab"
    board.reserve.append(Killed(kind=kind, owner=owner))  # type: ignore[arg-type]
    return "reserve"


def wound(unit: Unit, damage: int = 1) -> str:
    """Take ``damage`` from ``unit`` and say it as a phase line reads it (``Costaud 5→4``)."""
    before = unit.pv
    unit.pv = max(0, unit.pv - damage)
    return f"{name(unit.kind)} {KILLED}" if unit.pv == 0 else f"{name(unit.kind)} {before}→{unit.pv}"


def remove(board: Player, unit: Unit) -> None:
    board.units = [u for u in board.units if u.id != unit.id]


def hit_wall(state: KravoraState, seat: int, damage: int, events: list[Event],
             say: Callable[[int], Event] | None = None) -> int:
    """Take up to ``damage`` points from ``seat``'s wall (eliminating at 0); the points taken.

    ``say(taken)`` is the line of the strike that hits the wall: it is told before the fall it
    causes, so that events read in the order they happen."""
    p = state.players[seat]
    taken = min(max(0, damage), p.wall) if p.alive else 0
    if say is not None:
        events.append(say(taken))
    if taken:
        p.wall -= taken
        if p.wall == 0:
            eliminate(state, seat, events)
    return taken


def eliminate(state: KravoraState, seat: int, events: list[Event]) -> None:
    """A wall at 0: the player is out at once, his board empties (ruling KA30)."""
    p = state.players[seat]
    p.alive = False
    # every player's figure it held goes back to its owner's stock: the canon's fantoches on the
    # board, the killed figures in its reserve and laboratoire (the centre de tri's)
    for u in p.units:
        to_stock(state, u.kind, u.owner)
    for k in p.reserve + p.lab:
        to_stock(state, k.kind, k.owner)
    p.units, p.arriving, p.reserve, p.lab = [], [], [], []
    state.frozen = [f for f in state.frozen if f.board != seat]
    if seat in state.pending:
        state.pending.remove(seat)
    events.append(ev("eliminated", announce=True, player=p.name))
    alive = state.alive()
    if len(alive) <= 1 and state.step != "over":
        state.step = "over"
        state.winners = alive
        state.end_reason = "kra-last-fortress"
        events.append(ev("last-fortress", announce=True, players=[state.players[s].name for s in alive],
                         count=len(alive)))


def over(state: KravoraState) -> bool:
    return state.step == "over"

"""Why the computer played what it played: one line players read (``ev-kros-why``).

The reason is read from the position the computer saw (its seat's knowledge) and the action:
whom it strikes or heals, whom it closes in on, why it stops. It names figures as the board
does and says nothing the seat could not see.
"""

from __future__ import annotations

from rules.core import Event

import itertools

from . import board, dice
from .ai_eval import exposure, gap, steps_field
from .content import content
from .model import (
    ActionT,
    BuyGG,
    BuyReward,
    Cast,
    DraftPick,
    End,
    Inspire,
    KrosState,
    Move,
    Pickup,
    Punch,
    Reveal,
    Unit,
)
from .table import Table


def _line(t: Table, seat: int, why: str, **params: object) -> Event:
    return Event(code="kros-why", params=t.named({"why": why, "player": t.s.names[seat], **params}))


def _enemies(t: Table, u: Unit) -> list[Unit]:
    return [e for e in t.at.values() if t.enemies(e.seat, u.seat) and e.kind != "bomb"]


def _move_reason(t: Table, seat: int, u: Unit, to: str) -> Event:
    """Out of reach of a K.O. next turn, closer to an enemy, in reach of one, or out of the
    enemies' reach."""
    theirs = [e for e in _enemies(t, u) if e.kind == "krosmaster"] or _enemies(t, u)
    if not theirs or u.pos is None:
        return _line(t, seat, "place", unit=u.id)
    s = t.s
    field = steps_field(s, t, [e.pos for e in theirs if e.pos is not None])
    blockers = t.blockers()
    before = gap(s, t, u, theirs, field, blockers)
    moved = u.model_copy()
    moved.pos = t.cell(to)
    t2 = Table(s.model_copy(update={"units": [moved if x.id == u.id else x for x in s.units]}))
    after = gap(s, t2, moved, theirs, steps_field(s, t2, [e.pos for e in theirs if e.pos is not None]),
                t2.blockers())
    near = min(theirs, key=lambda e: (board.dist(moved.pos, e.pos) if e.pos else 99, e.id))  # type: ignore[arg-type]
    if u.kind == "krosmaster" and exposure(t2, moved, _enemies(t2, moved)) < exposure(t, u, _enemies(t, u)):
        return _line(t, seat, "shelter", unit=u.id)
    if after == 0 and before > 0:
        return _line(t, seat, "reach", unit=u.id, other=near.id)
    if after < before:
        return _line(t, seat, "closer", unit=u.id, other=near.id)
    if after > before:
        return _line(t, seat, "away", unit=u.id)
    return _line(t, seat, "place", unit=u.id)


def explain(state: KrosState, seat: int, action: ActionT) -> Event:
    """The one line that says why ``seat`` plays ``action`` in ``state`` (its knowledge)."""
    t = Table(state)
    u = t.by_id.get(state.current) if state.current else None
    if isinstance(action, DraftPick):
        return _line(t, seat, "draft", character=action.character)
    if isinstance(action, Inspire):
        doubled = len(action.faces) == 2 and action.faces[0] == action.faces[1]
        placed = sum(1 for x in action.targets if x is not None)
        if doubled:  # forced when every way of turning the rolled faces makes a double
            options = [dice.turn_options(f) for f in state.tension]
            forced = all(a == b for a, b in itertools.product(*options))
            return _line(t, seat, "double-forced" if forced else "double")
        if placed < len(action.faces):  # « Remboursez ! »: the dice not placed are traded for kamas
            return _line(t, seat, "refund" if placed == 0 else "refund-one")
        return _line(t, seat, "inspire")
    if u is None:
        return _line(t, seat, "rule")
    if isinstance(action, (Cast, Punch)):
        target = t.at.get(t.cell(action.at))
        kind = content().spells[action.spell].kind if isinstance(action, Cast) else "attack"
        if kind == "heal" and target is not None:
            return _line(t, seat, "heal", unit=u.id, other=target.id, wounds=target.wounds)
        if kind == "attack" and target is not None and t.enemies(target.seat, u.seat):
            return _line(t, seat, "strike", unit=u.id, other=target.id, wounds=target.wounds, pv=t.max_pv(target))
        if kind == "summon":
            return _line(t, seat, "summon", unit=u.id)
        return _line(t, seat, "spell", unit=u.id, spell=action.spell if isinstance(action, Cast) else "")
    if isinstance(action, Move):
        return _move_reason(t, seat, u, action.to)
    if isinstance(action, End):
        return _line(t, seat, "end", unit=u.id)
    if isinstance(action, BuyGG):
        return _line(t, seat, "gg", unit=u.id)
    if isinstance(action, BuyReward):
        return _line(t, seat, "buy", unit=u.id)
    if isinstance(action, Reveal):
        return _line(t, seat, "reveal", unit=u.id)
    if isinstance(action, Pickup):
        return _line(t, seat, "kamas", unit=u.id)
    return _line(t, seat, "rule")


__all__ = ["explain"]

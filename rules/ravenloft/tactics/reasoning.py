"""The reasoning record: why a monster, villain, trap or encounter did what it did.

Each activation keeps an :class:`Activation`: the clauses tested with the facts behind each
answer, the clause carried out, every tie and how it was broken, every move and roll. It is
data (stored in the state for ``/cr why``) and every line is a Fluent message
(``ev-cr-why-*``) so the players read it in their language. The channel gets one compact
line per activation (``ev-cr-act-*``) made from the same record.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from rules.core import Event, Model

#: the tie-break rules, in the order docs/rulings/ravenloft.md documents them
TIE_RULES = {
    "T1": "closest hero: fewest tiles, then fewest squares, then turn order from the active hero",
    "T2": "among adjacent heroes: fewest squares, then turn order from the active hero",
    "T3": "several targets: turn order from the active hero",
    "T4": "landing square: the bone pile if free, else the free square nearest to it, then the "
          "lowest row, then the lowest column",
    "T5": "square next to a hero: the one nearest the monster's starting square, then T4's order",
    "T6": "tile toward a hero: a tile on a shortest tile path whose bone pile is nearest the hero "
          "in squares, then the lowest row and column of the bone pile",
}


class Line(Model):
    """One line of reasoning: the message ``ev-<code>`` with its params."""

    code: str
    params: dict[str, Any] = Field(default_factory=dict)


class Activation(Model):
    """The full reasoning of one activation (one figure, trap or encounter)."""

    actor: str | dict[str, str] | list[str]  # the name param: text, {fr, en}, or [val id]
    kind: str
    seat: int | None = None  # whose card it is (the service adds the player's name)
    lines: list[Line] = Field(default_factory=list)
    summary: Line | None = None  # the compact line the channel shows

    def add(self, code: str, **params: Any) -> None:
        self.lines.append(Line(code=code, params=params))


def _event(line: Line, seat: int | None) -> Event:
    params = dict(line.params)
    if seat is not None:
        params.setdefault("seat", seat)
    return Event(code=line.code, params=params)


def why_events(activations: list[Activation]) -> list[Event]:
    """The events ``/cr why`` shows: for each activation of the last villain phase (or
    encounter), a header then every line of its reasoning, in order."""
    if not activations:
        return [Event(code="cr-why-nothing")]
    out: list[Event] = []
    for act in activations:
        header = {"actor": act.actor, "kind": ["cr-kind-" + act.kind]}
        if act.seat is not None:
            out.append(Event(code="cr-why-header-held", params={**header, "seat": act.seat}))
        else:
            out.append(Event(code="cr-why-header", params=header))
        out.extend(_event(line, None) for line in act.lines)
    return out


def summary_event(act: Activation) -> Event | None:
    """The compact channel line of an activation (None when nothing happened worth a line)."""
    if act.summary is None:
        return None
    return Event(code=act.summary.code, params=dict(act.summary.params))

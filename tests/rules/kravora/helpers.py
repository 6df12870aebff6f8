"""Positions for Kravora's rule tests: empty boards, units placed by hand."""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng, SeatInfo, i18n
from rules.kravora import GAME
from rules.kravora.board import new_unit
from rules.kravora.model import WHITE, KravoraState, Unit

SEED = "ab" * 32


def fresh(n: int = 2, first: int = 0, step: str = "attack", turn: int = 1, **options: Any) -> KravoraState:
    """A game of ``n`` players with empty boards, ``first`` to play ``step`` of ``turn``."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n)]
    state = GAME.setup(GAME.parse_options({"first": first, **options}), seats, Rng(SEED))
    for p in state.players:
        p.units = []
        p.setup_done = True
    state.step, state.turn, state.active = step, turn, first  # type: ignore[assignment]
    return state


def put(state: KravoraState, seat: int, kind: str, line: int, defender: bool = False, owner: int | None = None,
        pv: int | None = None) -> Unit:
    own = (seat if defender else WHITE) if owner is None else owner
    u = new_unit(state, state.players[seat], kind, own, defender, line)
    if own >= 0:
        state.players[own].stock[kind] -= 1  # a player's figure comes from his stock
    if pv is not None:
        u.pv = pv
    return u


def play(state: KravoraState, seat: int, action: Any, seed: str = SEED) -> tuple[KravoraState, list[Event]]:
    if isinstance(action, dict):
        action = GAME.parse_action(action)
    tr = GAME.apply(state, seat, action, Rng(seed))
    return tr.state, tr.events


def lines(events: list[Event], lang: str = "fr") -> list[str]:
    return [i18n.t(lang, f"ev-{e.code}", e.params) for e in events]


def where(state: KravoraState, seat: int) -> list[tuple[str, int, int]]:
    return sorted((u.kind, u.line, u.pv) for u in state.players[seat].units)

"""Rebuilding a game from its seed, options and action log."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .engine import Event, Game, SeatInfo
from .rng import Draw, Rng


@dataclass
class Replayed:
    state: Any
    counter: int
    draws: list[list[Draw]]
    events: list[list[Event]]


def replay(
    game: Game[Any, Any, Any],
    options: Mapping[str, Any],
    seats: Sequence[SeatInfo],
    seed: str,
    actions: Iterable[tuple[int, Mapping[str, Any]]],
) -> Replayed:
    """Play ``actions`` (seat, action JSON) from a fresh set-up with ``seed``."""
    rng = Rng(seed)
    state = game.setup(game.parse_options(options), seats, rng)
    setup_draws = rng.take_draws()
    all_draws = [setup_draws]
    all_events: list[list[Event]] = []
    for seat, data in actions:
        transition = game.apply(state, seat, game.parse_action(data), rng)
        state = transition.state
        all_draws.append(rng.take_draws())
        all_events.append(transition.events)
    return Replayed(state=state, counter=rng.counter, draws=all_draws, events=all_events)

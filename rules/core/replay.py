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


@dataclass
class Step:
    """The game after ``move`` actions (0: the set-up), and the events of that move."""

    move: int
    seat: int | None
    state: Any
    events: list[Event]


def replay_steps(
    game: Game[Any, Any, Any],
    options: Mapping[str, Any],
    seats: Sequence[SeatInfo],
    seed: str,
    actions: Iterable[tuple[int, Mapping[str, Any]]],
) -> list[Step]:
    """Every state of a game rebuilt from its seed and its actions in effect: the set-up,
    then one step per action. Pictures of old moves are drawn from these states."""
    rng = Rng(seed)
    state = game.setup(game.parse_options(options), seats, rng)
    steps = [Step(0, None, state, [])]
    for n, (seat, data) in enumerate(actions, 1):
        transition = game.apply(state, seat, game.parse_action(data), rng)
        state = transition.state
        steps.append(Step(n, seat, state, transition.events))
    return steps


def hand_overs(game: Game[Any, Any, Any], steps: Sequence[Step]) -> list[int]:
    """The moves after which the hand passed (the seats awaited changed), the set-up and the
    last move included: one frame each in a game's animated summary."""
    out = [0]
    before = {p.seat for p in game.prompts(steps[0].state)}
    for step in steps[1:]:
        awaited = {p.seat for p in game.prompts(step.state)}
        if awaited != before:
            out.append(step.move)
        before = awaited
    if steps[-1].move not in out:
        out.append(steps[-1].move)
    return out

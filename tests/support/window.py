"""A tiny game for the deadline tests: a spending window every seat answers at once.

Each round every seat is prompted (``window-spend``, with the game's own deadline of
``window_seconds`` when set): ``buy`` takes a coin and keeps the seat in the window,
``done`` leaves it. When every seat is done a new round opens; after ``rounds`` rounds the
richest wins. On time-out a seat is "done" (its :meth:`timeout_action`); an absent player
skipped by the host buys instead (its :meth:`zombie_action`), so the tests tell them apart.
"""

from __future__ import annotations

from typing import Annotated, Literal, Sequence

from pydantic import Field, TypeAdapter

from rules.core import CommandSpec, Event, Game, Model, Prompt, Result, Rng, RuleError, SeatInfo, Termination


class WindowOptions(Model):
    rounds: int = Field(default=3, ge=1, le=10)
    window_seconds: int | None = Field(default=None, ge=0)


class WindowState(Model):
    rounds: int
    window_seconds: int | None
    round: int = 1
    coins: list[int]
    done: list[bool]


class Buy(Model):
    type: Literal["buy"] = "buy"


class Done(Model):
    type: Literal["done"] = "done"


WindowAction = Annotated[Buy | Done, Field(discriminator="type")]


class Window(Game[WindowState, Buy | Done, WindowOptions]):
    id = "window"
    min_seats = 2
    max_seats = 4
    state_model = WindowState
    options_model = WindowOptions
    action_adapter = TypeAdapter(WindowAction)
    commands = (CommandSpec(name="buy"), CommandSpec(name="done"))

    def setup(self, options: WindowOptions, seats: Sequence[SeatInfo], rng: Rng) -> WindowState:
        return WindowState(rounds=options.rounds, window_seconds=options.window_seconds,
                           coins=[0] * len(seats), done=[False] * len(seats))

    def prompts(self, state: WindowState) -> list[Prompt]:
        if state.round > state.rounds:
            return []
        return [Prompt(seat=i, kind="window-spend", deadline_seconds=state.window_seconds)
                for i, done in enumerate(state.done) if not done]

    def _apply(self, state: WindowState, seat: int, action: Buy | Done, rng: Rng) -> list[Event]:
        if isinstance(action, Buy):
            state.coins[seat] += 1
            return [Event(code="window-bought", params={"seat": seat})]
        state.done[seat] = True
        events = [Event(code="window-done", params={"seat": seat})]
        if all(state.done):
            state.round += 1
            state.done = [False] * len(state.done)
            events.append(Event(code="window-round", params={"round": state.round}))
        return events

    def legal_actions(self, state: WindowState, seat: int) -> list[Buy | Done]:
        if seat >= len(state.done) or state.done[seat]:
            raise RuleError("not-your-turn")
        return [Buy(), Done()]

    def timeout_action(self, state: WindowState, seat: int) -> Buy | Done | None:
        return Done()

    def zombie_action(self, state: WindowState, seat: int) -> Buy | Done | None:
        return Buy()

    def view(self, state: WindowState, seat: int | None) -> WindowState:
        return state

    def result(self, state: WindowState) -> Result | None:
        if state.round <= state.rounds:
            return None
        best = max(state.coins)
        return Result(termination=Termination.SCORE, winners=[i for i, c in enumerate(state.coins) if c == best],
                      scores=dict(enumerate(state.coins)))


WINDOW = Window()

"""A tiny game used only by the platform's tests: a dice race with a secret and an undoable mark.

Each player holds a secret number (1-6, seen only by them). On their turn a player may
``mark`` a square (free, undoable), ``roll`` one die (adds to the score, irreversible), or
``stop`` (ends the turn). The first to reach ``target`` points wins; rolling a secret
number ends the turn with no score.
"""

from __future__ import annotations

from typing import Annotated, Literal, Sequence

from pydantic import Field, TypeAdapter

from rules.core import (
    CommandSpec,
    Event,
    Game,
    Info,
    Model,
    OptionKind,
    OptionSpec,
    Prompt,
    Result,
    Rng,
    RuleError,
    SeatInfo,
    Termination,
)


class DuelOptions(Model):
    target: int = Field(default=10, ge=2, le=100)


class DuelState(Model):
    target: int
    scores: list[int]
    secrets: list[int]
    marks: list[str] = Field(default_factory=list)
    active: int = 0
    winner: int | None = None


class Roll(Model):
    type: Literal["roll"] = "roll"


class Stop(Model):
    type: Literal["stop"] = "stop"


class Mark(Model):
    type: Literal["mark"] = "mark"
    square: str = Field(pattern=r"^[A-H][1-8]$")


DuelAction = Annotated[Roll | Stop | Mark, Field(discriminator="type")]


class DuelView(Model):
    seat: int | None
    scores: list[int]
    my_secret: int | None
    marks: list[str]
    active: int


class Duel(Game[DuelState, Roll | Stop | Mark, DuelOptions]):
    id = "duel"
    aliases = ("dice-duel",)
    min_seats = 2
    max_seats = 4
    state_model = DuelState
    options_model = DuelOptions
    action_adapter = TypeAdapter(DuelAction)
    commands = (
        CommandSpec(name="roll"),
        CommandSpec(name="stop"),
        CommandSpec(name="mark", options=[OptionSpec(name="square", kind=OptionKind.SQUARE)]),
        CommandSpec(name="scores", info=True),
    )

    def setup(self, options: DuelOptions, seats: Sequence[SeatInfo], rng: Rng) -> DuelState:
        return DuelState(
            target=options.target,
            scores=[0] * len(seats),
            secrets=[rng.die(6) for _ in seats],
        )

    def prompts(self, state: DuelState) -> list[Prompt]:
        if state.winner is not None:
            return []
        return [Prompt(seat=state.active, kind="duel-turn", params={"score": state.scores[state.active]})]

    def _apply(self, state: DuelState, seat: int, action: Roll | Stop | Mark, rng: Rng) -> list[Event]:
        if isinstance(action, Mark):
            if action.square in state.marks:
                raise RuleError("duel-already-marked", square=action.square)
            state.marks.append(action.square)
            return [Event(code="duel-marked", params={"seat": seat, "square": action.square})]
        if isinstance(action, Stop):
            state.active = (seat + 1) % len(state.scores)
            return [Event(code="duel-stopped", params={"seat": seat})]
        face = rng.die(6)
        events = [Event(code="dice-rolled", params={"seat": seat, "faces": [face]}, irreversible=True)]
        if face == state.secrets[seat]:
            state.active = (seat + 1) % len(state.scores)
            events.append(Event(code="duel-busted", params={"seat": seat, "face": face}))
            return events
        state.scores[seat] += face
        if state.scores[seat] >= state.target:
            state.winner = seat
            events.append(Event(code="duel-won", params={"seat": seat}))
        return events

    def info(self, state: DuelState, seat: int | None, command: str, args: object) -> Info:
        """``scores``: everybody's score, and to a seated player their own secret."""
        events = [Event(code="duel-scores", params={"scores": state.scores})]
        if seat is not None:
            events.append(Event(code="duel-secret", params={"secret": state.secrets[seat]}, visible_to=[seat]))
        return Info(events=events, view=self.view(state, seat))

    def legal_actions(self, state: DuelState, seat: int) -> list[Roll | Stop | Mark]:
        actions: list[Roll | Stop | Mark] = [Roll(), Stop()]
        actions += [Mark(square=f"{c}{r}") for c in "AB" for r in "12" if f"{c}{r}" not in state.marks]
        return actions

    def zombie_action(self, state: DuelState, seat: int) -> Roll | Stop | Mark | None:
        """An absent player stops (the cautious choice)."""
        return Stop()

    def view(self, state: DuelState, seat: int | None) -> DuelView:
        return DuelView(
            seat=seat,
            scores=list(state.scores),
            my_secret=state.secrets[seat] if seat is not None else None,
            marks=list(state.marks),
            active=state.active,
        )

    def result(self, state: DuelState) -> Result | None:
        if state.winner is None:
            return None
        return Result(termination=Termination.VICTORY, winners=[state.winner],
                      scores=dict(enumerate(state.scores)), reason="duel-target")


DUEL = Duel()

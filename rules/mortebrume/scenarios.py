"""Scenarios (ours, section 15, MB25, MB119): objectives held at the end of each turn, a leader
to strike down, a turn limit, their own deployment zones; the end and the victory they decide."""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.core.i18n import LANGUAGES, t

from . import board as bd
from .board import ev
from .content import (
    Objective,
    Scenario,
    objective_shape,
    scenario,
    scenarios,
    turn_limit,
)
from .model import Fighter, MBState

__all__ = ["Objective", "Scenario", "end_of_turn", "finish_at_limit", "holders", "leader", "leader_check",
           "objective_shape", "params", "scenario", "scenarios", "turn_limit"]


def holders(state: MBState) -> list[int | None]:
    """Who holds each objective: more fighters able to fight touching it; a tie holds nothing."""
    sc = scenario(state)
    out: list[int | None] = []
    for o in sc.objectives if sc is not None else []:
        shape = objective_shape(state, o)
        count = [sum(1 for f in bd.on_table(state) if f.seat == s and f.able and bd.poly(f).intersects(shape))
                 for s in (0, 1)]
        out.append(None if count[0] == count[1] else (0 if count[0] > count[1] else 1))
    return out


def leader(state: MBState, seat: int) -> Fighter:
    """A side's leader: its costliest fighter (the first listed on a tie)."""
    mine = [f for f in state.fighters if f.seat == seat]
    return max(mine, key=lambda f: (bd.prof(f).cost, -mine.index(f)))


def params(state: MBState) -> dict[str, Any]:
    """The scenario's line of the table card and the prompts: its name, the scores, the goal."""
    sc = scenario(state)
    return {"scenario": sc.id if sc is not None else "none", "scn": [f"mb-scn-{sc.id}"] if sc is not None else [],
            "sa": state.scores[0], "sb": state.scores[1], "goal": sc.goal if sc is not None else 0,
            "turns": turn_limit(state), "leader": "yes" if sc is not None and sc.leader else "no"}


def leader_check(state: MBState, events: list[Event]) -> bool:
    """A fallen leader ends the game at once (ours); both fallen together: a draw."""
    sc = scenario(state)
    if sc is None or not sc.leader or state.phase == "over":
        return False
    down = [s for s in (0, 1) if not leader(state, s).able]
    if not down:
        return False
    state.phase = "over"
    state.pending = None
    state.result_winner = 1 - down[0] if len(down) == 1 else None
    state.result_reason = "mb-scenario-leader"
    events.append(ev("mb-leader-down", announce=True, who=", ".join(bd.label(leader(state, s)) for s in down)))
    return True


def end_of_turn(state: MBState, events: list[Event]) -> bool:
    """Objectives scored at the end of a turn; the goal reached ends the game (the higher score
    wins if both reach it, a tie plays on)."""
    sc = scenario(state)
    if sc is None or not sc.objectives or state.phase == "over":
        return False
    held = holders(state)
    for s in (0, 1):
        state.scores[s] += sum(1 for h in held if h == s)
    nobody = {lang: t(lang, "mb-nobody") for lang in LANGUAGES}  # an objective nobody holds
    events.append(ev("mb-objectives", announce=True, held=[state.names[h] if h is not None else nobody for h in held],
                     a=state.scores[0], b=state.scores[1], goal=sc.goal))
    a, b = state.scores
    if sc.goal and max(a, b) >= sc.goal and a != b:
        state.phase = "over"
        state.pending = None
        state.result_winner = 0 if a > b else 1
        state.result_reason = "mb-scenario-goal"
        events.append(ev("mb-end-goal", announce=True, winner=state.names[state.result_winner], a=a, b=b))
        return True
    return False


def finish_at_limit(state: MBState, events: list[Event]) -> None:
    """The turn limit: the higher objective score wins, else the horde points still fighting."""
    sc = scenario(state)
    a, b = state.scores
    state.phase = "over"
    state.pending = None
    if sc is not None and sc.objectives and a != b:
        state.result_winner = 0 if a > b else 1
        state.result_reason = "mb-scenario-turns"
        events.append(ev("mb-end-turns-goal", announce=True, a=a, b=b))
        return
    pa, pb = bd.score(state, 0), bd.score(state, 1)
    state.result_winner = None if pa == pb else (0 if pa > pb else 1)
    state.result_reason = "mb-turn-limit"
    events.append(ev("mb-end-turns", announce=True, a=pa, b=pb))

"""Dungeon Fighter: the end of the game, the final count and the party's title."""

from __future__ import annotations

from rules.core import (
    Event,
    Result,
    Termination,
)

from .common import ev
from .model import (
    TOWER,
    DFState,
)

TITLES = (
    (0, "canards-boiteux"), (5, "optimistes-incompetents"), (10, "voyous-indisciplines"),
    (15, "aventuriers-novices"), (20, "aspirants-heros"), (25, "heros-moyens"),
    (30, "heros-niveau-20"), (35, "lecteurs-manuels-epiques"), (39, "auteurs-manuels-epiques"),
)


def title_for(score: int) -> str:
    """The party's status from the rulebook's table."""
    for top, name in TITLES:
        if score <= top:
            return name
    return "heroisme-grandiosissime"


def lose(state: DFState, reason: str) -> list[Event]:
    state.won = False
    state.phase = "over"
    state.end_reason = reason
    if state.combat is not None:
        state.combat.pending = None
    return [ev("df-defeat", announce=True, reason=reason)]


def final_score(state: DFState) -> int:
    """The final count of the rulebook."""
    points = TOWER[state.difficulty][1] + state.n_seats + 2 * state.white + state.gold // 2
    scars = sum(len(h.scars) for h in state.heroes)
    if scars == 0 and not any(h.out for h in state.heroes):
        points += 5
    points -= scars
    points -= 5 * sum(1 for h in state.heroes if h.out)
    return points


def result(state: DFState) -> Result | None:
    if state.phase != "over":
        return None
    if state.won:
        s = final_score(state)
        return Result(termination=Termination.VICTORY, winners=list(range(state.n_seats)),
                      scores={i: s for i in range(state.n_seats)}, reason=state.end_reason,
                      params={"score": s, "title": title_for(s)})
    return Result(termination=Termination.DEFEAT, reason=state.end_reason)

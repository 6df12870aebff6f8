"""Scripted positions and dice for Mortebrume's rulebook tests."""

from __future__ import annotations

from rules.core import SeatInfo
from rules.mortebrume import GAME
from rules.mortebrume.content import content
from rules.mortebrume.model import CM, DEG, MBState

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


class Dice:
    """A scripted random source: each die shows the next face given (and must be rolled)."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)
        self.rolled: list[tuple[int, int]] = []
        self.counter = 0

    def die(self, sides: int) -> int:
        assert self.faces, f"an unexpected D{sides}"
        value = self.faces.pop(0)
        assert 1 <= value <= sides, (value, sides)
        self.rolled.append((sides, value))
        return value

    def randint(self, lo: int, hi: int) -> int:
        return self.die(hi - lo + 1) + lo - 1


def battle(a: list[tuple[str, float, float, float]], b: list[tuple[str, float, float, float]], table: str = "gue",
           visibility: int = 25) -> MBState:
    """Fighters already placed (profile, x, y, facing); turn 1, alice holds the main."""
    ca = [p for p, *_ in a]
    cb = [p for p, *_ in b]
    cost = sum(content().profiles[p].cost for p in ca)
    other = sum(content().profiles[p].cost for p in cb)
    opts = {"hordes": [content().profiles[ca[0]].horde, content().profiles[cb[0]].horde], "army1": ca,
            "army2": cb, "points": cost, "table": table}
    state = GAME.setup(GAME.options_model.model_validate({**opts, "points": cost}), SEATS, Dice(3, 3)) if cost == other \
        else _uneven(opts, cost, other)
    for f, (_, x, y, facing) in zip(state.fighters, a + b, strict=True):
        f.x, f.y, f.facing, f.placed = round(x * CM), round(y * CM), round(facing * DEG), True
    state.visibility = visibility
    state.phase, state.turn, state.holder, state.actor = "main", 1, 0, 0
    state.destiny = [1, 1]
    return state


def _uneven(opts: dict, cost: int, other: int) -> MBState:
    """Scenario positions may be uneven: build each side with its own points, then join them."""
    sa = GAME.setup(GAME.options_model.model_validate({**opts, "army2": [], "hordes": [opts["hordes"][0]] * 2,
                                                        "points": cost}), SEATS, Dice(3, 3))
    sb = GAME.setup(GAME.options_model.model_validate({**opts, "army1": opts["army2"], "army2": [],
                                                        "hordes": [opts["hordes"][1]] * 2, "points": other}),
                    SEATS, Dice(3, 3))
    fighters = [f for f in sa.fighters if f.seat == 0]
    for f in (f for f in sb.fighters if f.seat == 0):
        fighters.append(f.model_copy(update={"seat": 1, "id": "B" + f.id[1:]}))
    sa.fighters = fighters
    return sa


def codes(events) -> list[str]:
    return [e.code for e in events]


def find(events, code: str):
    return next(e for e in events if e.code == code)


def act(state, seat, rng, **args):
    return GAME.apply(state, seat, GAME.parse_command("act", args, state, seat), rng)


def react(state, seat, rng, **args):
    return GAME.apply(state, seat, GAME.parse_command("react", args, state, seat), rng)

"""Simulated hands on the throw page: what a person's hand sends when they mean a throw.

Used by the skill benchmark (bench/bench_df_skill.py) and the tests. A hand receives the throw
the project's coach would make (rules/dungeon_fighter/coach.py: the die, the weapons, the aim,
power and height that land on the point it means) and produces the **pointer samples a browser
gives the throw page** (bot/web/throw.html): one ``[ms since the press, x, y]`` per display
frame (60 Hz, with the frame clock's jitter), positions in table units rounded to 0.1 and times
to the millisecond as the page rounds them, no sample at the release when the finger did not
move since the last frame (the page drops that echo). The samples then go through
:func:`gesture.page_throw` in the rules' own reading of a ``/df throw gesture:`` (the page's
path), never through the numbers the hand meant.

The motor-noise model (ours, documented in docs/dungeon_fighter_skill.md; the numbers are
choices of the order reported for aimed throwing and speed reproduction, not measurements):

- **what the hand means**: the centre, or the safe 4 when the coach chose it and the hand weighs
  the risk; corrected for ``push_seen`` of the table's push it sees;
- **the hold**: to lift the die to the coach's height the finger stays still for that height's
  band (150 ms a height), with a timing error proportional to the interval (``hold_sd``, as
  interval timing is: about 10-30 %) plus 25 ms; a hand that ``lifts=False`` flicks at once
  (height 3);
- **the flick**: a run-up then a release at the speed whose travel reaches the aim; the speed
  spoilt by a relative error (``speed_sd``) and the direction by an angular error
  (``angle_sd``, degrees); its length drawn in 100-400 ms (quick flicks);
- **tremor**: every sample moves by a Gaussian 0.3 units (about a third of a screen pixel).

Four hands: ``careless`` (flicks at once, ignores the push, 5° and 20 %), ``average`` (lifts as
told, 60 % of the push, 3° and 12 %, timing 30 %), ``practised`` (weighs the risk like the coach,
85 % of the push, 1.8° and 7 %, timing 20 %), ``precise`` (all the push, 1° and 4 %, timing 12 %).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from rules.core import Rng

from . import common as Q
from . import throw as T
from .content import content
from .gesture import GAIN, HEIGHT_QUICK, LIFT_MS, start_of
from .model import DFState, Throw

FRAME_MS = 1000.0 / 60.0


@dataclass(frozen=True)
class Hand:
    """One level of a person's hand on the page (see the module's text)."""

    name: str
    angle_sd: float     # degrees, the release direction's error
    speed_sd: float     # relative, the release speed's error
    hold_sd: float      # relative, the hold's timing error
    push_seen: float    # share of the visible push the player corrects
    weighs_risk: bool   # aims at the safe 4 when the coach would
    lifts: bool         # holds still to lift the die (else flicks at once: height 3)

    def samples(self, start: tuple[float, float], aim: tuple[float, float], power: float, height: int,
                rng: Rng) -> list[list[float]]:
        """The page's samples of this hand meaning ``aim`` at ``power`` and ``height``."""
        hold = 0.0
        if self.lifts and height > HEIGHT_QUICK:
            mean = (height - HEIGHT_QUICK + 0.5) * LIFT_MS
            hold = max(0.0, mean * (1 + self.hold_sd * T.normal(rng)) + 25.0 * T.normal(rng))
        angle = math.atan2(aim[1] - start[1], aim[0] - start[0]) + math.radians(self.angle_sd * T.normal(rng))
        speed = power * T.UNIT / GAIN * max(0.2, 1 + self.speed_sd * T.normal(rng))
        ux, uy = math.cos(angle), math.sin(angle)
        length = 100.0 + 300.0 * rng.random()
        x0, y0 = start[0] + 3.0 * T.normal(rng), start[1] - 20.0 + 3.0 * T.normal(rng)
        out: list[list[float]] = []
        t = 0.0

        def add(t: float, x: float, y: float) -> None:
            jx, jy = 0.3 * T.normal(rng), 0.3 * T.normal(rng)
            out.append([float(round(t)), round(x + jx, 1), round(y + jy, 1)])

        add(0.0, x0, y0)
        while t + FRAME_MS < hold:  # still: the die lifts
            t += FRAME_MS + rng.random() - 0.5
            add(t, x0, y0)
        # the flick: a run-up, then the release speed over its last 100 ms; a finger's whole
        # flick stays within about 250 units (the screen above the die)
        x, y = x0, y0
        steps = max(int(length / FRAME_MS), 7)
        runup = (steps - 6) * FRAME_MS
        slow = min(speed * 0.6, max(250.0 - speed * 100.0, 30.0) / runup)
        for k in range(1, steps + 1):
            t += FRAME_MS + rng.random() - 0.5
            v = speed if k > steps - 6 else slow
            x += ux * v * FRAME_MS
            y += uy * v * FRAME_MS
            add(t, x, y)
        return out

    def throw(self, state: DFState, seat: int, skilled: Throw, rng: Rng) -> Throw:
        """The throw the page sends when the coach would make ``skilled``: the same die, weapons
        and cards, the gesture of this hand in place of the numbers."""
        cb = state.combat
        assert cb is not None
        c = content()
        conds = sorted(set(Q.imposed(state)) | {t for w in skilled.weapons for t in c.equipment[w].throws})
        blind = "en_aveugle" in conds
        drift = (0.0, 0.0) if blind or cb.drift is None else cb.drift
        point = (0.0, 0.0)
        if self.weighs_risk:
            bot_aim, _, _ = T.skilled_params(T.SAFE_AIM, conds, drift)
            if abs(bot_aim[0] - skilled.aim_x) < 1.0 and abs(bot_aim[1] - skilled.aim_y) < 1.0:
                point = T.SAFE_AIM
        seen = (drift[0] * self.push_seen, drift[1] * self.push_seen)
        aim, power, height = T.skilled_params(point, conds, seen)
        p = T.profile(conds)
        if p.mirror:  # De Dos: the page is a mirror; the hand flicks where it sees the point
            aim = (-aim[0], aim[1])
        start = start_of(conds)
        gesture: dict[str, Any] = {"samples": self.samples(start, aim, power, height, rng)}
        if p.min_bounces >= 2:  # Double Rebond: a second gesture for the second hop
            gesture["second"] = self.samples(start, aim, power, T.skilled_bounce2(conds) or 5, rng)
        data = skilled.model_dump(mode="json")
        data.update({"gesture": gesture["samples"], "gesture2": gesture.get("second"), "bounce2": None})
        return Throw.model_validate(data)


def page_args(throw: Throw) -> dict[str, str]:
    """The ``/df throw`` arguments the throw page's server sends for this hand's throw."""
    gesture: dict[str, Any] = {"samples": throw.gesture}
    if throw.gesture2 is not None:
        gesture["second"] = throw.gesture2
    args = {"die": throw.die, "gesture": json.dumps(gesture, separators=(",", ":"))}
    if throw.weapons:
        args["weapons"] = ",".join(throw.weapons)
    if throw.items:
        args["items"] = ",".join(throw.items)
    return args


CARELESS = Hand("careless", angle_sd=5.0, speed_sd=0.20, hold_sd=0.5, push_seen=0.0, weighs_risk=False, lifts=False)
AVERAGE = Hand("average", angle_sd=3.0, speed_sd=0.12, hold_sd=0.30, push_seen=0.6, weighs_risk=False, lifts=True)
PRACTISED = Hand("practised", angle_sd=1.8, speed_sd=0.07, hold_sd=0.20, push_seen=0.85, weighs_risk=True, lifts=True)
PRECISE = Hand("precise", angle_sd=1.0, speed_sd=0.04, hold_sd=0.12, push_seen=1.0, weighs_risk=True, lifts=True)
HANDS = {h.name: h for h in (CARELESS, AVERAGE, PRACTISED, PRECISE)}

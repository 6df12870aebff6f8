"""Simulated hands on the throw page: what a person's hand sends when they mean a throw.

Used by the skill benchmark (bench/bench_df_skill.py) and the tests. A hand receives the throw
the project's coach would make (rules/dungeon_fighter/coach.py: the die, the weapons, the aim,
power and height that land on the point it means) and produces the **pointer events a browser
gives the throw page** (bot/web/throw.html): a press, one move per display frame (60 Hz, with
the frame clock's jitter), the release at the last position a little later (the pointer-up echo),
time stamps in ms of the page's clock, positions in table units. The page reads them (its
``press``, ``moved``, ``released``: times from the press rounded to the ms, positions to 0.1
unit, the echo dropped): the benchmark runs the page itself in Chromium (bench/df_page.py), the
computer seats and the rules' tests its Python copy :func:`page_samples` (a browser test checks
they agree). The samples then go through :func:`gesture.page_throw` in the rules' own reading of
a ``/df throw gesture:`` (the page's path), never through the numbers the hand meant.

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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core import Rng

from . import common as Q
from . import throw as T
from .content import content
from .gesture import GAIN, HEIGHT_QUICK, LIFT_MS, start_of
from .model import DFState, Throw

FRAME_MS = 1000.0 / 60.0
#: the page's clock (performance.now()) at a press: a page open for a few seconds
CLOCK_MS = 5000.0
#: the page keeps at most this many samples (bot/web/throw.html, ``moved``)
PAGE_SAMPLES = 380
Sampler = Callable[[list[list[Any]]], list[list[float]]]


def _js_round(v: float) -> float:
    """JavaScript's Math.round (halves up)."""
    return float(math.floor(v + 0.5))


def page_samples(events: list[list[Any]]) -> list[list[float]]:
    """What the throw page (bot/web/throw.html: ``press``, ``moved``, ``released``, ``round``)
    makes of pointer events, written again in Python for the rules' own tests and the computer
    seats; the benchmark runs the page itself in Chromium, and a browser test checks both agree.
    Times in ms from the press, rounded; a move at the same ms replaces the last sample; the
    release only when it moved; positions rounded to 0.1 unit."""
    samples: list[list[float]] = []
    t0 = 0.0
    for kind, t, x, y in events:
        if kind == "down":
            t0, samples = t, [[0.0, x, y]]
        elif kind == "move":
            ms = _js_round(t - t0)
            if samples and ms == samples[-1][0]:
                samples[-1] = [ms, x, y]
            else:
                samples.append([ms, x, y])
            while len(samples) > PAGE_SAMPLES:
                middle = samples[1:-60]
                samples = samples[:1] + [s for i, s in enumerate(middle) if i % 2] + samples[-60:]
        elif not samples or abs(samples[-1][1] - x) > 0.05 or abs(samples[-1][2] - y) > 0.05:
            samples.append([_js_round(t - t0), x, y])
    return [[_js_round(v * 10) / 10 for v in s] for s in samples]


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

    def events(self, start: tuple[float, float], aim: tuple[float, float], power: float, height: int,
               rng: Rng) -> list[list[Any]]:
        """The pointer events a browser gives the page when this hand means ``aim`` at ``power`` and
        ``height``: ``[kind, time stamp in ms, x, y]`` (kind ``down``, ``move`` or ``up``; table
        units), one move a display frame, the release at the last position a little later."""
        hold = 0.0
        if self.lifts and height > HEIGHT_QUICK:
            mean = (height - HEIGHT_QUICK + 0.5) * LIFT_MS
            hold = max(0.0, mean * (1 + self.hold_sd * T.normal(rng)) + 25.0 * T.normal(rng))
        angle = math.atan2(aim[1] - start[1], aim[0] - start[0]) + math.radians(self.angle_sd * T.normal(rng))
        speed = power * T.UNIT / GAIN * max(0.2, 1 + self.speed_sd * T.normal(rng))
        ux, uy = math.cos(angle), math.sin(angle)
        length = 100.0 + 300.0 * rng.random()
        x0, y0 = start[0] + 3.0 * T.normal(rng), start[1] - 20.0 + 3.0 * T.normal(rng)
        out: list[list[Any]] = []
        t = 0.0

        def add(kind: str, t: float, x: float, y: float) -> None:
            jx, jy = 0.3 * T.normal(rng), 0.3 * T.normal(rng)
            out.append([kind, CLOCK_MS + t, x + jx, y + jy])

        add("down", 0.0, x0, y0)
        while t + FRAME_MS < hold:  # still: the die lifts
            t += FRAME_MS + rng.random() - 0.5
            add("move", t, x0, y0)
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
            add("move", t, x, y)
        out.append(["up", out[-1][1] + 6.0, out[-1][2], out[-1][3]])  # the finger lifts where it was
        return out

    def samples(self, start: tuple[float, float], aim: tuple[float, float], power: float, height: int,
                rng: Rng) -> list[list[float]]:
        """The page's samples of this hand meaning ``aim`` at ``power`` and ``height`` (its events
        read as the page reads them: :func:`page_samples`)."""
        return page_samples(self.events(start, aim, power, height, rng))

    def throw(self, state: DFState, seat: int, skilled: Throw, rng: Rng,
              sampler: Sampler | None = None) -> Throw:
        """The throw the page sends when the coach would make ``skilled``: the same die, weapons
        and cards, the gesture of this hand in place of the numbers. ``sampler`` reads the
        events as the page does (the page itself in a browser for the benchmark; by default
        :func:`page_samples`)."""
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
        read = sampler or page_samples
        gesture: dict[str, Any] = {"samples": read(self.events(start, aim, power, height, rng))}
        if p.min_bounces >= 2:  # Double Rebond: a second gesture for the second hop
            gesture["second"] = read(self.events(start, aim, power, T.skilled_bounce2(conds) or 5, rng))
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

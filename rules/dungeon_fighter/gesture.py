"""A throw by gesture: the samples of a flick (time, position) turned into the throw's numbers.

The throw page (bot/web/throw.py) shows the table from above in table units: the Target (radius
100) centred on (0, 0), the thrower's die at (0, -320), the view spanning x -200..200 and y
-360..140. The page sends only the samples of the finger or the mouse dragging the die (time in
ms from the press, position in table units); this module alone decides the throw, so the page
cannot choose the outcome, and the throw is then resolved by the game's seeded model like any
other (logged, replayable by ``/game verify``). Every part of the throw is something the player
sees on the page while the finger is down (docs/dungeon_fighter_throw_page.md):

- **height: hold still to lift the die.** From the press, while the finger stays within
  ``STILL_R`` units of where it pressed, the die rises one height every ``LIFT_MS`` ms, from
  ``HEIGHT_QUICK`` (a quick flick: a low toss that bounces early) up to 9 (a lob); the page
  draws the die lifting and a gauge marking the heights whose first bounce still falls before
  the Target. The lift stops when the finger starts moving.
- **direction**: the release velocity (over the last ``RELEASE_MS`` ms before the release)
  gives the aim's direction from the die's start.
- **power**: the release speed (``speed × GAIN`` units of travel); the page shows a gauge of
  the finger's current speed with the power that reaches the centre marked.
- **spin**: none. The path's bend is not read: nothing the player cannot see changes the throw.
- **what is not a throw** is refused with a reason the page words (the link stays good): a tap
  or a tiny drag (``tap``), a die set down without a flick (``dropped``: a mouse drag-and-drop),
  a flick away from the Target (``direction``), unreadable samples.
- **the pointer-up echo**: a browser's last sample often repeats the last position at a later
  time; a final sample at the same place within ``ECHO_MS`` ms is dropped, so the release speed
  is not read low.
- **Double Rebond**: a second gesture, held still then flicked like the first, gives the second
  bounce (``gesture_bounce2``) from its own lift.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from rules.core import RuleError

from . import throw as T

#: travel (units) per unit/ms of release speed: a 1.45 unit/ms flick (about 1400 px/s on a
#: phone whose page is about 400 px wide) reaches the centre (travel 320, power 8)
GAIN = 220.0
#: the page's view, in table units
VIEW_X = (-200.0, 200.0)
VIEW_Y = (-360.0, 140.0)
#: the release speed is read over the last RELEASE_MS ms of the drag
RELEASE_MS = 80.0
MAX_SAMPLES = 400
#: the finger may quiver this much (units) and still be lifting the die
STILL_R = 10.0
#: the die rises one height per LIFT_MS ms held still
LIFT_MS = 150.0
#: the height of a flick made at once (no hold)
HEIGHT_QUICK = 3
#: a drag shorter than this (units, the whole path) or shorter in time than TAP_MS is a tap
TAP_PATH = 30.0
TAP_MS = 40.0
#: a release slower than this (units/ms) is a die set down, not thrown
MIN_SPEED = 0.25
#: a last sample repeating the previous position within this many ms is the pointer-up echo
ECHO_MS = 50.0


def _check(samples: Sequence[Sequence[float]]) -> list[tuple[float, float, float]]:
    if not isinstance(samples, (list, tuple)) or len(samples) > MAX_SAMPLES:
        raise RuleError("df-bad-gesture", reason="count")
    out: list[tuple[float, float, float]] = []
    for s in samples:
        if not isinstance(s, (list, tuple)) or len(s) != 3:
            raise RuleError("df-bad-gesture", reason="sample")
        t, x, y = (float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else math.nan for v in s)
        if not all(math.isfinite(v) for v in (t, x, y)):
            raise RuleError("df-bad-gesture", reason="sample")
        # the finger may leave the canvas (the page keeps it captured): above it lie the fight's
        # lines and the buttons, beside it a desktop's window
        if not (VIEW_X[0] - 150 <= x <= VIEW_X[1] + 150 and VIEW_Y[0] - 150 <= y <= VIEW_Y[1] + 300):
            raise RuleError("df-bad-gesture", reason="outside")
        if out and t < out[-1][0]:
            raise RuleError("df-bad-gesture", reason="time")
        out.append((t, x, y))
    if len(out) >= 3 and out[-1][1:] == out[-2][1:] and out[-1][0] - out[-2][0] <= ECHO_MS:
        out.pop()  # the pointer-up echo
    if len(out) < 3:
        raise RuleError("df-bad-gesture", reason="tap")
    span = out[-1][0] - out[0][0]
    if span > 10_000.0:
        raise RuleError("df-bad-gesture", reason="time")
    path = sum(math.hypot(b[1] - a[1], b[2] - a[2]) for a, b in zip(out, out[1:]))
    if span < TAP_MS or path < TAP_PATH:
        raise RuleError("df-bad-gesture", reason="tap")
    return out


def lift_ms(pts: Sequence[tuple[float, float, float]]) -> float:
    """How long the finger stayed still (within STILL_R of the press) before moving off."""
    t0, x0, y0 = pts[0]
    held = 0.0
    for t, x, y in pts:
        if math.hypot(x - x0, y - y0) > STILL_R:
            break
        held = t - t0
    return held


def height_of(held_ms: float) -> int:
    """The die's height after ``held_ms`` held still: HEIGHT_QUICK, one more per LIFT_MS, up to 9."""
    return int(min(HEIGHT_QUICK + math.floor(max(held_ms, 0.0) / LIFT_MS), T.HEIGHT_MAX))


def release_velocity(pts: Sequence[tuple[float, float, float]]) -> tuple[float, float]:
    """The finger's velocity (units/ms) over the last RELEASE_MS ms before the release."""
    t1, x1, y1 = pts[-1]
    k = len(pts) - 2
    while k > 0 and t1 - pts[k][0] < RELEASE_MS:
        k -= 1
    t0, x0, y0 = pts[k]
    dt = max(t1 - t0, 1.0)
    return (x1 - x0) / dt, (y1 - y0) / dt


def start_of(conditions: Iterable[str] = ()) -> tuple[float, float]:
    """Where the die starts under these special throws (De Loin: further back; Soufflé: closer)."""
    return 0.0, T.ORIGIN_Y - T.profile(conditions).origin_back


def gesture_throw(samples: Sequence[Sequence[float]], conditions: Iterable[str] = ()
                  ) -> tuple[float, float, float, int]:
    """(aim x, aim y, power, height) of a flick, or ``RuleError("df-bad-gesture")``."""
    pts = _check(samples)
    vx, vy = release_velocity(pts)
    speed = math.hypot(vx, vy)
    if speed < MIN_SPEED:
        raise RuleError("df-bad-gesture", reason="dropped")
    if vy <= 0:
        raise RuleError("df-bad-gesture", reason="direction")
    ux, uy = vx / speed, vy / speed
    travel = speed * GAIN
    power = round(min(max(travel / T.UNIT, T.POWER_MIN), T.POWER_MAX), 1)
    ox, oy = start_of(conditions)
    ax, ay = ox + ux * travel, oy + uy * travel
    return (round(min(max(ax, -200.0), 200.0), 1), round(min(max(ay, -200.0), 200.0), 1), power,
            height_of(lift_ms(pts)))


def gesture_bounce2(samples: Sequence[Sequence[float]]) -> int:
    """Double Rebond's second input from a second gesture: held still then flicked like the
    first, its lift gives the second hop (a quick flick: a low hop)."""
    pts = _check(samples)
    vx, vy = release_velocity(pts)
    if math.hypot(vx, vy) < MIN_SPEED:
        raise RuleError("df-bad-gesture", reason="dropped")
    return height_of(lift_ms(pts))


def first_bounce_ok(height: int, conditions: Iterable[str] = ()) -> bool:
    """Whether a die lifted to ``height`` and thrown to the centre bounces (as often as the
    special throws ask) before reaching the Target: the page's gauge is green for these."""
    p = T.profile(conditions)
    ox, oy = start_of(conditions)
    travel = math.hypot(ox, oy)
    h = min(max(height / 10, p.h_min), p.h_max)
    pts = T.bounce_points(travel * h, travel)
    return pts[p.min_bounces - 1] < travel - T.TARGET_R


def flick(aim: tuple[float, float], power: float, held_ms: float = 0.0, flick_ms: float = 160.0,
          frame_ms: float = 16.0, conditions: Iterable[str] = ()) -> list[list[float]]:
    """The samples of a straight flick that :func:`gesture_throw` reads as ``aim`` at ``power``
    (tests and the page's demo): held still ``held_ms``, then a flick of ``flick_ms`` whose last
    RELEASE_MS ms go at the release speed, sampled every ``frame_ms`` as a browser does."""
    ox, oy = start_of(conditions)
    dx, dy = aim[0] - ox, aim[1] - oy
    d = math.hypot(dx, dy)
    ux, uy = dx / d, dy / d
    speed = power * T.UNIT / GAIN
    out: list[list[float]] = [[0.0, ox, oy - 20.0]]
    t = 0.0
    while t + frame_ms <= held_ms:
        t += frame_ms
        out.append([round(t, 1), ox, oy - 20.0])
    if held_ms > t:
        t = held_ms
        out.append([round(t, 1), ox, oy - 20.0])
    x, y = ox, oy - 20.0
    start = t
    n = max(int(round(flick_ms / frame_ms)), 3)
    ramp = max(flick_ms - RELEASE_MS - frame_ms, 0.0)
    slow = min(speed * 0.5, 60.0 / ramp) if ramp else speed  # the run-up covers 60 units at most
    for i in range(1, n + 1):
        tt = start + flick_ms * i / n
        dt = tt - t
        v = speed if tt - start > ramp else slow
        x += ux * v * dt
        y += uy * v * dt
        t = tt
        out.append([round(t, 1), round(x, 2), round(y, 2)])
    return out


def page_throw(samples: Sequence[Sequence[float]], second: Sequence[Sequence[float]] | None,
               conditions: Iterable[str]) -> tuple[float, float, float, int, int | None, bool]:
    """What the throw page's server does with a gesture (bot/web/throw.py and the skill
    benchmark's simulated hands go through this one function): (aim x, aim y, power, height,
    Double Rebond's second bounce or ``None``, whether Soufflé capped the power)."""
    conds = sorted(set(conditions))
    x, y, power, height = gesture_throw(samples, conds)
    bounce2 = gesture_bounce2(second) if second is not None else None
    most = T.profile(conds).power_max
    capped = power > most  # Soufflé: a breath pushes no harder, whatever the flick
    return x, y, min(power, most), height, bounce2, capped

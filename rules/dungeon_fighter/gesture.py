"""A throw by gesture: the samples of a flick (time, position) turned into the throw's numbers.

The throw page (bot/throwpage.py) shows the table from above in table units: the Target (radius
100) centred on (0, 0), the thrower's die at (0, -320), the view spanning x -200..200 and y
-360..140. The page sends only the samples of the finger or the mouse dragging the die; this
module alone decides the throw, so the page cannot choose the outcome, and the throw is then
resolved by the game's seeded model like any other (logged, replayable by ``/game verify``):

- **direction**: the release velocity (the last 80 ms of the drag) gives the aim's direction;
- **speed**: its length gives the travel (``speed × GAIN``), hence the power;
- **release height**: how long the die was held before the flick: a quick flick lobs (height
  9), a long slow drag rolls the die (height 1);
- **spin**: the bend of the path across the release direction turns the aim sideways (a
  spinning die curls), at most a square;
- **Double Rebond**: a second gesture, held and released like the first, gives the second
  bounce (``gesture_bounce2``): its length in time sets that hop's height.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rules.core import RuleError

from . import throw as T

#: travel (units) per unit/ms of release speed: a 1.1 unit/ms flick (about 1000 px/s on a
#: phone) reaches the centre
GAIN = 290.0
#: the page's view, in table units
VIEW_X = (-200.0, 200.0)
VIEW_Y = (-360.0, 140.0)
RELEASE_MS = 80.0
MAX_SAMPLES = 400


def _check(samples: Sequence[Sequence[float]]) -> list[tuple[float, float, float]]:
    if not isinstance(samples, (list, tuple)) or not 3 <= len(samples) <= MAX_SAMPLES:
        raise RuleError("df-bad-gesture", reason="count")
    out: list[tuple[float, float, float]] = []
    for s in samples:
        if not isinstance(s, (list, tuple)) or len(s) != 3:
            raise RuleError("df-bad-gesture", reason="sample")
        t, x, y = (float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else math.nan for v in s)
        if not all(math.isfinite(v) for v in (t, x, y)):
            raise RuleError("df-bad-gesture", reason="sample")
        if not (VIEW_X[0] - 50 <= x <= VIEW_X[1] + 50 and VIEW_Y[0] - 50 <= y <= VIEW_Y[1] + 50):
            raise RuleError("df-bad-gesture", reason="outside")
        if out and t < out[-1][0]:
            raise RuleError("df-bad-gesture", reason="time")
        out.append((t, x, y))
    span = out[-1][0] - out[0][0]
    if not 20.0 <= span <= 10_000.0:
        raise RuleError("df-bad-gesture", reason="time")
    return out


def gesture_throw(samples: Sequence[Sequence[float]]) -> tuple[float, float, float, int]:
    """(aim x, aim y, power, height) of a flick, or ``RuleError("df-bad-gesture")``."""
    pts = _check(samples)
    t1, x1, y1 = pts[-1]
    k = len(pts) - 2
    while k > 0 and t1 - pts[k][0] < RELEASE_MS:
        k -= 1
    t0, x0, y0 = pts[k]
    dt = max(t1 - t0, 1.0)
    vx, vy = (x1 - x0) / dt, (y1 - y0) / dt
    speed = math.hypot(vx, vy)
    if vy <= 0 or speed < 0.05:
        raise RuleError("df-bad-gesture", reason="direction")
    ux, uy = vx / speed, vy / speed
    travel = speed * GAIN
    power = round(min(max(travel / T.UNIT, T.POWER_MIN), T.POWER_MAX), 1)
    # spin: the path's bend across the release direction, from its start to the release
    sx, sy = pts[0][1], pts[0][2]
    bend = (x1 - sx) * uy - (y1 - sy) * ux  # signed distance of the start from the release line
    curl = max(-20.0, min(20.0, -bend * 0.25))
    ox, oy = 0.0, T.ORIGIN_Y
    ax, ay = ox + ux * travel - uy * curl, oy + uy * travel + ux * curl
    return (round(min(max(ax, -200.0), 200.0), 1), round(min(max(ay, -200.0), 200.0), 1), power,
            _height(pts[-1][0] - pts[0][0]))


def _height(held: float) -> int:
    """A quick flick lobs (9), a long slow drag rolls the die (1)."""
    height = round(9 - 8 * min(max((held - 200.0) / 900.0, 0.0), 1.0))
    return int(min(max(height, T.HEIGHT_MIN), T.HEIGHT_MAX))


def gesture_bounce2(samples: Sequence[Sequence[float]]) -> int:
    """Double Rebond's second input from a second gesture: its length in time gives the second
    hop's height as the first gesture's gives the first (a quick flick: a high hop)."""
    pts = _check(samples)
    return _height(pts[-1][0] - pts[0][0])


def flick(aim: tuple[float, float], power: float, held_ms: float = 400.0, steps: int = 12
          ) -> list[list[float]]:
    """The samples of a straight flick that :func:`gesture_throw` reads as ``aim`` at ``power``
    (tests and the page's demo): a slow start, then the release at constant speed."""
    travel = power * T.UNIT
    dx, dy = aim[0] - 0.0, aim[1] - T.ORIGIN_Y
    d = math.hypot(dx, dy)
    ux, uy = dx / d, dy / d
    speed = travel / GAIN
    out: list[list[float]] = []
    x, y = 0.0, T.ORIGIN_Y - 20.0
    slow = max(held_ms - RELEASE_MS * 2, 20.0)
    for i in range(steps):
        out.append([round(slow * i / steps, 1), round(x + ux * i * 0.5, 2), round(y + uy * i * 0.5, 2)])
    t = out[-1][0]
    x, y = out[-1][1], out[-1][2]
    for i in range(1, 9):
        t += RELEASE_MS * 2 / 8
        x += ux * speed * RELEASE_MS * 2 / 8
        y += uy * speed * RELEASE_MS * 2 / 8
        out.append([round(t, 1), round(x, 2), round(y, 2)])
    return out

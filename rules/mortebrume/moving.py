"""Moving a fighter on the table: a declared movement read into a route (straight legs, or a
way around the terrain toward a fighter or piece), walked step by step within its allowance,
and settled where the base fits (MB48-MB56)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from rules.core import RuleError

from . import geometry as geo
from . import paths
from .board import (
    STEP,
    blockers,
    cm,
    fighter,
    finite,
    ground,
    norm,
    on_table,
    point,
    poly,
    prof,
)
from .content import BANDS, Weapon
from .model import CM, DEG, Fighter, MBState

MIN_MOVE = 3.0  # MB53
#: a walk is measured in steps this long (cm): terrain costs change within a step's length
FINE = 0.05


@dataclass
class Route:
    """A declared movement resolved into straight legs, walked with the base turned to ``theta``
    (its own facing when ``None``); toward a fighter or piece, ``target`` and the ``band`` of
    distances the move is meant to end in, ``aim`` the distance sought when it ends outside."""

    legs: list[tuple[float, float]]
    theta: float | None = None
    target: geo.BaseGeometry | None = None
    band: tuple[float, float] | None = None
    aim: float | None = None


def _stop_band(stop: str, w: Weapon, state: MBState) -> tuple[float | None, tuple[float, float], float]:
    """``stop`` read: (cm to walk, else None), the band of distances meant, the distance aimed at."""
    stop = stop.strip().lower()
    if stop in ("contact", "c"):
        return None, (0.0, 0.1), 0.05
    if stop in ("optimal", "optimale", "o", "ok"):
        if w.ranged:  # beyond the reach, within six times it and the fog (MB75-MB80)
            lo = w.reach + 0.5
            hi = max(lo, min(6.0 * w.reach, float(state.visibility)) - 0.5)
            return None, (lo, hi), hi
        lo, hi = BANDS[w.kind]
        return None, (lo, hi), w.optimal()
    try:
        n = float(stop.replace(",", ".").replace("cm", ""))
    except ValueError:
        raise RuleError("mb-bad-stop", stop=stop) from None
    finite(n, "stop", stop)
    if n < 0:
        raise RuleError("mb-bad-stop", stop=stop)
    return n, (0.0, 0.1), 0.05


def obstacles_for(state: MBState, f: Fighter, skip: geo.BaseGeometry | None = None) -> list[geo.BaseGeometry]:
    """The bases a mover must go around: standing ones and fallen ones too big to step over (MB45),
    all but the one it goes to (``skip``)."""
    side = prof(f).side
    out = []
    for o in on_table(state):
        if o.id == f.id or (o.status == "out" and prof(o).side < 2 * side):
            continue
        shape = poly(o)
        if skip is None or not shape.equals(skip):
            out.append(shape)
    return out


def plan(state: MBState, f: Fighter, goal: paths.Goal) -> paths.Way | None:
    """The shortest legal way of ``f`` to ``goal`` around terrain and bases (``None``: none)."""
    t = ground(state)
    obs = obstacles_for(state, f, goal.shape)
    key = (state.options.table, float(state.options.size))
    return paths.shortest((f.cx, f.cy), goal, prof(f).side, f.deg, obs, float(state.options.size),
                          (key, t.impassable))


def route(state: MBState, f: Fighter, spec: str, stop: str | None, w: Weapon, measure: bool = True) -> Route:
    """Parse a destination: ``x,y`` (several with ``;``), a compass step (``ne 2.5``), or a name.
    ``measure=False`` only checks it (a bad one raises) and leaves the way around obstacles out.
    A single point or a name is reached by the shortest legal way (:mod:`.paths`); waypoints and
    compass steps are walked straight, as declared."""
    spec = spec.strip()
    pts = [point(p) for p in spec.split(";")]
    if all(p is not None for p in pts):
        legs = [p for p in pts if p is not None]
        for p in legs:
            finite(p[0], "to", spec)
            finite(p[1], "to", spec)
        if measure and len(legs) == 1:
            way = plan(state, f, paths.Goal(point=legs[0]))
            if way is not None:
                return Route(way.points, theta=way.theta)
        return Route(legs)
    m = STEP.match(spec.lower())
    if m:
        key = norm(m[1].replace("ouest", "o").replace("west", "w").replace("nord", "n").replace("north", "n")
                   .replace("sud", "s").replace("south", "s").replace("est", "e").replace("east", "e"))
        if key in geo.COMPASS:
            n = float(m[2].replace(",", "."))
            hx, hy = geo.heading(geo.COMPASS[key])
            return Route([(f.cx + hx * n, f.cy + hy * n)])
    t = ground(state)
    shape = None
    for pid, s in t.shapes.items():
        if norm(pid) == norm(spec):
            shape = s
    if shape is None:
        other = fighter(state, spec)
        if not other.placed or other.status == "dead" or other.id == f.id:
            raise RuleError("mb-bad-destination", to=spec)
        shape = poly(other)
    after, band, aim = _stop_band(stop or "contact", w, state)
    if not measure:
        return Route([])
    gap = band[1] if after is None else 0.1
    if after is None and band[0] > 0 and w.kind != "ranged":
        gap = aim  # a melee weapon's best distance: the middle of its band
    way = plan(state, f, paths.Goal(shape=shape, gap=gap))
    if way is None:  # no way at all: straight toward it, stopping where it cannot go on (MB43)
        c = shape.centroid
        way = paths.Way([(c.x, c.y)], f.deg % 90.0, math.hypot(c.x - f.cx, c.y - f.cy))
        if after is None:
            return Route(way.points, theta=way.theta, target=shape, band=band, aim=aim)
    if after is not None:
        return Route(_cut(f.cx, f.cy, way.points, after), theta=way.theta)
    return Route(way.points, theta=way.theta, target=shape, band=band, aim=aim)


def _cut(x: float, y: float, way: list[tuple[float, float]], n: float) -> list[tuple[float, float]]:
    """The first ``n`` cm of a way."""
    out: list[tuple[float, float]] = []
    for px, py in way:
        leg = math.hypot(px - x, py - y)
        if leg >= n:
            k = n / leg if leg else 0.0
            out.append((x + (px - x) * k, y + (py - y) * k))
            return out
        out.append((px, py))
        n -= leg
        x, y = px, py
    return out


@dataclass
class Moved:
    travelled: float
    cost: int
    stopped: str  # "" arrived, "allowance", "blocked"
    facing: float
    cost_exact: float = 0.0


def allowance(f: Fighter, run: bool) -> float:
    """The movement a fighter may spend now (MB48, MB50-MB54, MA10, MA12, MA36)."""
    p = prof(f)
    base = float(p.move)
    if p.encumbrance >= p.move:
        return 0.0
    if f.slowed:
        base /= 2
    if f.wounded:
        base /= 2
    return base * 2 if run else base


def _free(side: float, theta: float, hard: geo.BaseGeometry | None, table: geo.Polygon, x: float, y: float) -> bool:
    b = geo.base_polygon(round(x, 4), round(y, 4), side, round(theta, 4))
    if not table.buffer(1e-6).contains(b):
        return False
    return hard is None or hard.is_empty or not (b.intersects(hard) and b.intersection(hard).area > OVERLAP)


def walk(state: MBState, f: Fighter, r: Route, budget: float, encumbered: bool, spent: float = 0.0,
         done: float = 0.0) -> Moved:
    """Move ``f`` along the route, its base turned to ``r.theta``, stopping exactly where the budget
    ends or a base or terrain bars the way (MB43). A started centimetre counts whole (seed L256): the
    exact cost walked may reach the budget's whole centimetres. ``spent``/``done``: the cost and
    length already walked in this move (a correction after the arrival)."""
    side = prof(f).side
    t = ground(state)
    hard, fallen = blockers(state, f)
    theta = r.theta if r.theta is not None else f.deg
    most = math.floor(budget + 1e-9)
    floor = 0.0 if encumbered else MIN_MOVE
    travelled, cost = done, spent
    facing = f.deg
    stopped = ""
    x, y = f.cx, f.cy
    for end in r.legs:
        length = math.hypot(end[0] - x, end[1] - y)
        if length < 0.005:
            continue
        facing = geo.bearing(x, y, *end)
        pts = geo.path_points((x, y), end, FINE)
        costs = geo.step_costs(pts, t.zones, fallen)
        lens = np.hypot(*np.diff(pts, axis=0).T)
        cum_c = cost + np.cumsum(costs)
        cum_l = travelled + np.cumsum(lens)
        along = np.concatenate([[0.0], np.cumsum(lens)])
        reach = length  # how far along this leg the fighter gets
        over = np.flatnonzero((cum_c > most + 1e-9) & (cum_l > floor + 1e-9))
        why = ""
        if len(over):
            k = int(over[0])
            c0 = cum_c[k - 1] if k else cost
            l0 = cum_l[k - 1] if k else travelled
            rate = costs[k] / lens[k] if lens[k] > 0 else 1.0
            extra = max((most - c0) / rate if rate > 0 else lens[k], floor - l0, 0.0)
            reach = float(along[k] + min(extra, lens[k]))
            why = "allowance"
        hit = _first_overlap(pts[1:], side, theta, hard, t.bounds)
        if hit < len(pts) - 1 and along[hit + 1] <= reach + 1e-9:
            lo, hi = float(along[hit]), float(along[hit + 1])  # free at lo, blocked at hi
            ux, uy = (end[0] - x) / length, (end[1] - y) / length
            for _ in range(16):
                mid = (lo + hi) / 2
                if _free(side, theta, hard, t.bounds, x + ux * mid, y + uy * mid):
                    lo = mid
                else:
                    hi = mid
            reach, why = lo, "blocked"
        # the cost of the part walked
        k = int(np.searchsorted(along, reach, side="right")) - 1
        k = min(max(k, 0), len(lens) - 1)
        part = float(cum_c[k - 1] if k else cost) + (reach - along[k]) * (costs[k] / lens[k] if lens[k] > 0 else 0.0)
        if reach >= length - 1e-9:
            reach, part = length, float(cum_c[-1])
        k = reach / length
        x, y = x + (end[0] - x) * k, y + (end[1] - y) * k
        cost, travelled = part, travelled + reach
        if why:
            stopped = why
            break
    f.x, f.y = round(x * CM), round(y * CM)
    f.facing = round(fit(state, f, facing) * DEG) % (360 * DEG)
    return Moved(cm(travelled), math.ceil(cost - 1e-9), stopped, f.deg, cost)


#: an overlap smaller than this (cm²) is a touch: positions are stored to 0.01 cm
OVERLAP = 1e-4


def _first_overlap(points: np.ndarray, side: float, theta: float, hard: geo.BaseGeometry | None,
                   table: geo.Polygon) -> int:
    """Index of the first point where the base turned to ``theta`` overlaps a blocker by more than a
    touch or leaves the table (``len(points)``: none)."""
    bases = geo.bases_along(points, side, theta)
    bad = ~geo.shapely.contains(table.buffer(1e-6), bases)
    if hard is not None and not hard.is_empty:
        geo.shapely.prepare(hard)
        near = np.flatnonzero(~bad & geo.shapely.intersects(hard, bases))
        if len(near):
            bad[near] = geo.shapely.area(geo.shapely.intersection(hard, bases[near])) > OVERLAP
    hits = np.flatnonzero(bad)
    return int(hits[0]) if len(hits) else len(points)


def fit(state: MBState, f: Fighter, wanted: float) -> float:
    """The facing nearest ``wanted`` at which ``f``'s base overlaps nothing where it stands: turning is
    free (seed L258) but a base turned into a rock would overlap it; a square repeats every quarter
    turn, so some facing within 45° always fits where the base already fits."""
    side = prof(f).side
    hard, _fallen = blockers(state, f)
    table = ground(state).bounds
    for delta in [0.0, *[s * d for d in range(1, 46) for s in (1, -1)]]:
        if _free(side, wanted + delta, hard, table, f.cx, f.cy):
            return (wanted + delta) % 360.0
    return wanted % 360.0


def settle(state: MBState, f: Fighter, r: Route, budget: float, spent: float, done: float) -> Moved | None:
    """After arriving toward a fighter or piece and turning to face it, the few millimetres that bring
    the base back into the distance meant (« se placer à la portée optimale », seed L231): forward
    when the turn moved it away, backward when it stands too close (``None``: nothing to do)."""
    if r.target is None or r.band is None or r.aim is None:
        return None
    lo, hi = r.band
    d = geo.distance(poly(f), r.target)
    if lo - 1e-6 <= d <= hi + 1e-6:
        return None
    c = r.target.centroid
    to = math.hypot(c.x - f.cx, c.y - f.cy)
    if to < 1e-6:
        return None
    ux, uy = (c.x - f.cx) / to, (c.y - f.cy) / to
    side = prof(f).side

    def dist_at(s: float) -> float:
        return geo.distance(geo.base_polygon(f.cx + ux * s, f.cy + uy * s, side, f.deg), r.target)

    # the distance falls as the base slides toward the target: find where it equals the aim
    a, b = (0.0, to) if d > hi else (-max(0.0, r.aim - d) - side, 0.0)
    for _ in range(30):
        mid = (a + b) / 2
        if dist_at(mid) > r.aim:
            a = mid
        else:
            b = mid
    s = b if d > hi else a
    if abs(s) < 0.005:
        return None
    keep = f.facing
    moved = walk(state, f, Route([(f.cx + ux * s, f.cy + uy * s)], theta=f.deg), budget, True, spent, done)
    f.facing = keep
    return moved

"""The table seen from the state: fighters' bases, sight, measures and movement."""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from rules.core import Event, RuleError

from . import geometry as geo
from . import paths
from .content import (
    BANDS,
    CONTACT,
    Profile,
    Terrain,
    Weapon,
    content,
    scenario,
    terrain,
)
from .model import CM, DEG, Fighter, MBState, Measure

MIN_MOVE = 3.0  # MB53
#: a walk is measured in steps this long (cm): terrain costs change within a step's length
FINE = 0.05


def prof(f: Fighter) -> Profile:
    return content().profiles[f.profile]


def weapon_of(f: Fighter, which: str = "main") -> Weapon:
    p = prof(f)
    wid = p.second if which == "second" and p.second else p.weapon
    return content().weapons[wid]


def skill_of(f: Fighter, which: str = "main") -> int:
    p = prof(f)
    return p.second_skill if which == "second" and p.second else p.skill


def ground(state: MBState) -> Terrain:
    return terrain(state.options.table, float(state.options.size))


def label(f: Fighter) -> str:
    return f"{f.id} {prof(f).name}"


def with_genders(state: MBState, events: list[Event]) -> list[Event]:
    """``events`` with, beside each parameter naming a feminine fighter by its label, that
    fighter's French gender (``who`` → ``who_gender = f``: « A4 Archère de Milo placée »; the
    texts' default is the masculine)."""
    genders = {label(f): prof(f).gender for f in state.fighters if prof(f).gender != "m"}
    out = []
    for e in events:
        extra = {f"{k}_gender": genders[v] for k, v in e.params.items() if isinstance(v, str) and v in genders}
        out.append(e.model_copy(update={"params": {**e.params, **extra}}) if extra else e)
    return out


def ev(code: str, announce: bool = False, irreversible: bool = False, **params: Any) -> Event:
    """One of the game's events (its text is ``ev-<code>`` in the catalogs)."""
    return Event(code=code, params=params, announce=announce, irreversible=irreversible)


def fighting(state: MBState, seat: int) -> list[Fighter]:
    """A side's fighters still able to fight (the end, MB119)."""
    return [f for f in state.fighters if f.seat == seat and f.able]


def score(state: MBState, seat: int) -> int:
    """Horde points still able to fight (the turn limit's tie-break, ours)."""
    return sum(prof(f).cost for f in fighting(state, seat))


def fighter(state: MBState, ref: str) -> Fighter:
    """A fighter by id (``A2``) or by name, accents and case ignored."""
    key = norm(ref)
    for f in state.fighters:
        if norm(f.id) == key:
            return f
    hits = [f for f in state.fighters if norm(prof(f).name) == key or norm(f.profile) == key]
    if len(hits) == 1:
        return hits[0]
    raise RuleError("mb-unknown-fighter", fighter=ref)


@lru_cache(maxsize=4096)
def norm(text: str) -> str:
    """A name as compared: accents, case and punctuation left out (ids and names, a few hundred)."""
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "", t)


def poly(f: Fighter) -> geo.Polygon:
    return geo.base_polygon(f.cx, f.cy, prof(f).side, f.deg)


def on_table(state: MBState) -> list[Fighter]:
    return [f for f in state.fighters if f.placed and f.status != "dead"]


def cm(value: float) -> float:
    """A distance as stored and shown: 0.01 cm."""
    return round(value + 1e-9, 2)


def measure(state: MBState, a: Fighter, b: Fighter, kind: str = "distance") -> float:
    """The edge-to-edge distance (MB64), recorded as a measured line for the picture."""
    pa, pb = poly(a), poly(b)
    d = cm(geo.distance(pa, pb))
    (x0, y0), (x1, y1) = geo.nearest_line(pa, pb)
    state.measures.append(Measure(x0=round(x0, 2), y0=round(y0, 2), x1=round(x1, 2), y1=round(y1, 2), cm=d,
                                  kind=kind))
    return d


def measure_only(a: Fighter, b: Fighter) -> float:
    """The edge-to-edge distance, not recorded (the engine's own lists; never shown before a declaration)."""
    return cm(geo.distance(poly(a), poly(b)))


def sight_obstacles(state: MBState, skip: set[str]) -> list[geo.Obstacle]:
    obs = list(ground(state).obstacles)
    for f in on_table(state):
        if f.id not in skip and f.status == "ok":
            obs.append(geo.Obstacle(f.id, poly(f), prof(f).height))
    return obs


def sees(state: MBState, a: Fighter, b: Fighter) -> geo.Sight:
    """Line of sight from ``a`` to ``b`` (MB20-MB21, MA6-MA8)."""
    t = ground(state)
    return geo.line_of_sight(poly(a), a.deg, prof(a).height, poly(b), prof(b).height,
                             sight_obstacles(state, {a.id, b.id}), t.forests)


_SIGHT_CACHE: dict[tuple, dict[tuple[str, str], bool]] = {}


def sight_key(state: MBState) -> tuple:
    return (state.options.table, state.options.size,
            tuple((f.id, f.x, f.y, f.facing, f.status, f.placed) for f in state.fighters))


def seen_by(state: MBState, a: Fighter, b: Fighter) -> bool:
    """``sees(a, b).seen``, remembered for this arrangement of the table (lists and menus ask often)."""
    key = sight_key(state)
    table = _SIGHT_CACHE.get(key)
    if table is None:
        if len(_SIGHT_CACHE) > 64:
            _SIGHT_CACHE.clear()
        table = _SIGHT_CACHE[key] = {}
    pair = (a.id, b.id)
    if pair not in table:
        table[pair] = sees(state, a, b).seen
    return table[pair]


def in_view(a: Fighter, b: Fighter) -> bool:
    return geo.in_field(a.cx, a.cy, a.deg, poly(b))


def behind(target: Fighter, attacker: Fighter) -> bool:
    """A back attack: the attacker's base lies wholly behind the target (MA5)."""
    return geo.wholly_behind(target.cx, target.cy, target.deg, poly(attacker))


def blockers(state: MBState, mover: Fighter) -> tuple[geo.BaseGeometry | None, list[geo.Polygon]]:
    """What stops a base (impassable terrain, standing bases, big fallen ones) and what may be stepped over."""
    side = prof(mover).side
    hard: list[geo.BaseGeometry] = []
    if ground(state).impassable is not None:
        hard.append(ground(state).impassable)
    fallen: list[geo.Polygon] = []
    for f in on_table(state):
        if f.id == mover.id:
            continue
        if f.status == "out" and prof(f).side < 2 * side:  # MB45, MA29
            fallen.append(poly(f))
        else:
            hard.append(poly(f))
    return geo.union(hard), fallen


def facing_value(state: MBState, f: Fighter, text: str | None, default: float) -> float:
    """A facing: compass degrees, a compass name, or toward a fighter or a terrain piece."""
    if text is None or not text.strip():
        return default
    raw = text.strip().lower()
    for prefix in ("vers ", "toward ", "towards ", "face "):
        raw = raw.removeprefix(prefix)
    key = norm(raw.replace("ouest", "o").replace("west", "w").replace("nord", "n").replace("north", "n")
               .replace("sud", "s").replace("south", "s").replace("est", "e").replace("east", "e"))
    if key in geo.COMPASS:
        return float(geo.COMPASS[key])
    try:
        value = float(raw.replace(",", "."))
    except ValueError:
        pass
    else:
        return finite(value, "facing", text) % 360.0
    x, y = anchor(state, raw)
    return geo.bearing(f.cx, f.cy, x, y)


def anchor(state: MBState, ref: str) -> tuple[float, float]:
    """The centre of a named fighter or terrain piece."""
    t = ground(state)
    for pid, shape in t.shapes.items():
        if norm(pid) == norm(ref):
            c = shape.centroid
            return c.x, c.y
    f = fighter(state, ref)
    if not f.placed or f.status == "dead":
        raise RuleError("mb-unknown-fighter", fighter=ref)
    return f.cx, f.cy


_XY = re.compile(r"^\s*(-?\d+(?:[.]\d+)?)\s*[,; ]\s*(-?\d+(?:[.]\d+)?)\s*$")
_STEP = re.compile(r"^\s*([a-z-]+)\s*(\d+(?:[.,]\d+)?)\s*$")


def point(text: str) -> tuple[float, float] | None:
    m = _XY.match(text.replace(", ", ","))
    if not m:
        return None
    return float(m[1]), float(m[2])


_TOWARD = re.compile(r"^\s*(?:vers|toward|towards)?\s*(.+?)\s+(\d+(?:[.,]\d+)?)\s*(?:cm)?\s*$")


def spot(state: MBState, f: Fighter, text: str) -> tuple[float, float]:
    """A bare point on the table: ``x,y`` in cm (the picture's grid), a compass step from ``f``
    (``ne 10``), « toward X N » (N cm from ``f``'s centre toward a fighter or piece), or the
    centre of a named fighter or piece. Outside the table, or unreadable: ``mb-bad-point``."""
    raw = text.strip()
    xy = point(raw)
    if xy is None:
        key = raw.lower()
        m = _STEP.match(key)
        compass = norm(m[1].replace("ouest", "o").replace("west", "w").replace("nord", "n").replace("north", "n")
                       .replace("sud", "s").replace("south", "s").replace("est", "e").replace("east", "e")) if m else ""
        if m and compass in geo.COMPASS:
            hx, hy = geo.heading(geo.COMPASS[compass])
            n = float(m[2].replace(",", "."))
            xy = (f.cx + hx * n, f.cy + hy * n)
        else:
            t = _TOWARD.match(key)
            try:
                if t:
                    ax, ay = anchor(state, t[1])
                    n = float(t[2].replace(",", "."))
                    d = math.hypot(ax - f.cx, ay - f.cy)
                    k = n / d if d > 0 else 0.0
                    xy = (f.cx + (ax - f.cx) * k, f.cy + (ay - f.cy) * k)
                else:
                    xy = anchor(state, key.removeprefix("vers ").removeprefix("toward "))
            except RuleError:
                raise RuleError("mb-bad-point", value=text) from None
    x, y = round(xy[0], 2), round(xy[1], 2)
    if not (0 <= x <= state.options.size and 0 <= y <= state.options.size):
        raise RuleError("mb-bad-point", value=text)
    return x, y


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
    m = _STEP.match(spec.lower())
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


def finite(value: float, option: str, text: str) -> float:
    """A number a player typed, refused when it is not finite (``inf``, ``nan``, ``1e400``)."""
    if not math.isfinite(value):
        raise RuleError("mb-not-finite", option=option, value=text)
    return value


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


def deploy_zone(state: MBState, seat: int) -> geo.Polygon | None:
    """Where ``seat`` deploys (ours): the scenario's zone, else the table's; ``None`` when free."""
    if state.options.deployment == "free":
        return None
    sc = scenario(state)
    zones = sc.deploy if sc is not None and sc.deploy else ground(state).table.deploy
    if len(zones) < 2:
        return None
    return zones[seat].polygon(float(state.options.size)).intersection(ground(state).bounds)


def zone_text(zone: geo.Polygon) -> str:
    """A zone as players read it off the grid: « x 0–75, y 0–15 »."""
    x0, y0, x1, y1 = (f"{v:g}" for v in (round(b, 1) for b in zone.bounds))
    return f"x {x0}–{x1}, y {y0}–{y1}"


def deploy_area(state: MBState, seat: int) -> geo.Polygon | None:
    """The zone a base must lie in (its edges included), or ``None`` when deployment is free."""
    zone = deploy_zone(state, seat)
    return None if zone is None else zone.buffer(1e-6)


_ASK = object()


def place_ok(state: MBState, f: Fighter, x: float, y: float, facing: float, limits: bool,
             area: Any = _ASK, bases: list[tuple[Fighter, geo.Polygon]] | None = None) -> str:
    """Why a deployment spot is refused ("" when it is fine): table, zone, terrain, bases, visibility
    (MB33, MB35, MA9). ``area`` (:func:`deploy_area`) and ``bases`` (the other fighters on the
    table with their bases) when the caller tries many spots."""
    t = ground(state)
    base = geo.base_polygon(x, y, prof(f).side, facing)
    if not t.bounds.contains(base):
        return "table"
    zone = deploy_area(state, f.seat) if area is _ASK else area
    if zone is not None and not zone.contains(base):
        return "zone"
    if t.impassable is not None and base.intersects(t.impassable) and not base.touches(t.impassable):
        return "terrain"
    others = bases if bases is not None else [(o, poly(o)) for o in on_table(state) if o.id != f.id]
    for _o, shape in others:
        if base.intersects(shape) and not base.touches(shape):
            return "occupied"
    if not limits:
        return ""
    vis = state.visibility
    friends = [geo.distance(base, shape) for o, shape in others if o.seat == f.seat]
    foes = [geo.distance(base, shape) for o, shape in others if o.seat != f.seat]
    if friends and min(friends) >= vis:
        return "far"
    if foes and min(foes) <= vis:
        return "near"
    return ""


def free_spots(state: MBState, f: Fighter, limits: bool, step: float = 5.0) -> list[tuple[float, float, float]]:
    """Grid spots (every ``step`` cm) where ``f`` may be deployed, facing the table's centre."""
    return list(iter_free_spots(state, f, limits, step))


def iter_free_spots(state: MBState, f: Fighter, limits: bool,
                    step: float = 5.0) -> Iterator[tuple[float, float, float]]:
    """:func:`free_spots` one at a time, in the same order (whoever needs the first stops there)."""
    size = float(state.options.size)
    area = deploy_area(state, f.seat)  # once, not at each of the grid's spots
    bases = [(o, poly(o)) for o in on_table(state) if o.id != f.id]
    k = 2.5
    while k < size:
        j = 2.5
        while j < size:
            facing = round(geo.bearing(k, j, size / 2, size / 2) if (k, j) != (size / 2, size / 2) else 0.0)
            if not place_ok(state, f, k, j, facing, limits, area, bases):
                yield k, j, float(facing)
            j += step
        k += step


def contact(d: float) -> bool:
    return d <= CONTACT + 1e-9

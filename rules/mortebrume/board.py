"""The table seen from the state: fighters' bases, sight and measures (moving a fighter: moving.py;
deploying: deploying.py)."""

from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache
from typing import Any

from rules.core import Event, RuleError

from . import geometry as geo
from .content import (
    CONTACT,
    Profile,
    Terrain,
    Weapon,
    content,
    terrain,
)
from .model import Fighter, MBState, Measure


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
STEP = re.compile(r"^\s*([a-z-]+)\s*(\d+(?:[.,]\d+)?)\s*$")


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
        m = STEP.match(key)
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


def finite(value: float, option: str, text: str) -> float:
    """A number a player typed, refused when it is not finite (``inf``, ``nan``, ``1e400``)."""
    if not math.isfinite(value):
        raise RuleError("mb-not-finite", option=option, value=text)
    return value


def contact(d: float) -> bool:
    return d <= CONTACT + 1e-9

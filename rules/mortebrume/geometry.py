"""The table's geometry on shapely 2: bases, distances, field of vision, line of sight, paths.

Conventions (docs/rulings/mortebrume.md, « Géométrie »): centimetres, origin at the table's
bottom-left corner, x to the right, y up; facings are compass degrees (0 = north = +y,
90 = east = +x, clockwise). A base is a square centred on its position whose back edge is
perpendicular to its facing, behind it. Fighters are prisms of their base as tall as their
size class (MA7); terrain pieces have a footprint and a height.

Positions are stored with fixed precision by the state (0.01 cm, 0.1 degree): these
functions take and return floats; the rules round what they keep and store in their events
every distance they compute, so a replay never depends on the library's version.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import shapely
from shapely.geometry import LineString, Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import nearest_points

#: base side and prism height (cm) by size class 0-4 (ours, MA28; heights: MB19's upper bounds)
BASE_SIDE = {0: 2.5, 1: 2.5, 2: 4.0, 3: 5.0, 4: 6.0}
HEIGHT = {0: 0.5, 1: 3.0, 2: 6.0, 3: 9.0, 4: 12.0}
#: a projectile may cross this much forest (MB81)
FOREST_LIMIT = 6.0
#: the path is walked in steps this long to find collisions and terrain costs
STEP = 0.25
#: a dodge's free move (MB89)
DODGE_MOVE = 2.5
COMPASS = {"n": 0, "ne": 45, "e": 90, "se": 135, "s": 180, "so": 225, "sw": 225, "o": 270, "w": 270,
           "no": 315, "nw": 315}


def heading(facing: float) -> tuple[float, float]:
    """The unit vector a compass facing points to."""
    rad = math.radians(facing)
    return math.sin(rad), math.cos(rad)


def bearing(x0: float, y0: float, x1: float, y1: float) -> float:
    """The compass bearing from one point to another (0-360)."""
    return math.degrees(math.atan2(x1 - x0, y1 - y0)) % 360.0


@lru_cache(maxsize=4096)
def base_polygon(x: float, y: float, side: float, facing: float) -> Polygon:
    """The square base centred on (x, y), turned to ``facing`` (shapes are immutable: cached)."""
    h = side / 2.0
    fx, fy = heading(facing)
    rx, ry = fy, -fx  # right-hand side
    pts = [(x + sx * h * rx + sy * h * fx, y + sx * h * ry + sy * h * fy)
           for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
    return Polygon(pts)


def back_edge(x: float, y: float, side: float, facing: float) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two ends of the base's back edge (drawn thick on the picture)."""
    h = side / 2.0
    fx, fy = heading(facing)
    rx, ry = fy, -fx
    return ((x - h * fx - h * rx, y - h * fy - h * ry), (x - h * fx + h * rx, y - h * fy + h * ry))


def distance(a: BaseGeometry, b: BaseGeometry) -> float:
    """The shortest distance between two shapes: base edge to base edge (MB64)."""
    return float(shapely.distance(a, b))


def nearest_line(a: BaseGeometry, b: BaseGeometry) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two nearest points of two shapes: the tape measure's line, to draw."""
    pa, pb = nearest_points(a, b)
    return (pa.x, pa.y), (pb.x, pb.y)


def front_side(x: float, y: float, facing: float, pts: np.ndarray) -> np.ndarray:
    """Signed distance of points in front of the line through (x, y) across ``facing``."""
    fx, fy = heading(facing)
    return (pts[:, 0] - x) * fx + (pts[:, 1] - y) * fy


def in_field(x: float, y: float, facing: float, other: Polygon) -> bool:
    """Whether any part of ``other`` lies in the 180-degree field in front (MB20, MA6)."""
    pts = np.asarray(other.exterior.coords)
    return bool((front_side(x, y, facing, pts) > 1e-9).any())


def wholly_behind(x: float, y: float, facing: float, other: Polygon) -> bool:
    """Whether ``other`` lies entirely behind the line across the base (a back attack, MA5)."""
    pts = np.asarray(other.exterior.coords)
    return bool((front_side(x, y, facing, pts) < -1e-9).all())


def tens(d: float) -> int:
    """The tens of centimetres of a distance (the dodge and shield bonus, MB91, MB96)."""
    return math.floor(d / 10.0 + 1e-9)


@dataclass(frozen=True)
class Obstacle:
    """Something a line of sight may hit: a footprint and a height (a fighter, a rock, a tree)."""

    key: str
    shape: Polygon
    height: float


@dataclass(frozen=True)
class Sight:
    """The answer of :func:`line_of_sight`: seen or not, and the line found (to draw)."""

    seen: bool
    line: tuple[tuple[float, float], tuple[float, float]] | None = None
    reason: str = ""


def sample_points(poly: Polygon) -> np.ndarray:
    """Corners, edge midpoints and centre of a base (9 points, MA7)."""
    c = np.asarray(poly.exterior.coords)[:4]
    mids = (c + c[[1, 2, 3, 0]]) / 2.0
    centre = c.mean(axis=0, keepdims=True)
    return np.vstack([c, mids, centre])


def line_of_sight(viewer: Polygon, facing: float, viewer_height: float, target: Polygon, target_height: float,
                  obstacles: Sequence[Obstacle], forests: BaseGeometry | None) -> Sight:
    """Whether a straight uninterrupted line joins the viewer to some part of the target (MB21, MA7).

    The viewer may crouch: the line runs from a point of its base (in its front half) at its
    height to a point of the target's base (in the field of vision) at the target's height. An
    obstacle blocks a line where it is at least as tall as the line over its footprint. A line
    crossing more than 6 cm of forest is void (MB81).
    """
    cx, cy = viewer.centroid.x, viewer.centroid.y
    if not in_field(cx, cy, facing, target):
        return Sight(False, reason="field")
    vp = sample_points(viewer)
    vp = vp[front_side(cx, cy, facing, vp) >= -1e-9]
    tp = sample_points(target)
    tp = tp[front_side(cx, cy, facing, tp) > 1e-9]
    if len(tp) == 0:  # only an edge pokes into the field: its part in front
        tp = np.asarray(shapely.clip_by_rect(target, -1e6, -1e6, 1e6, 1e6).exterior.coords)
        tp = tp[front_side(cx, cy, facing, tp) > 1e-9]
    a = np.repeat(vp, len(tp), axis=0)
    b = np.tile(tp, (len(vp), 1))
    # nearest pairs first: the answer's drawn line is the most natural one
    order = np.argsort(np.hypot(*(b - a).T), kind="stable")
    a, b = a[order], b[order]
    ok = np.ones(len(a), dtype=bool)
    segs = shapely.linestrings(np.stack([a, b], axis=1))
    hull = shapely.convex_hull(shapely.union(viewer, target))
    if forests is not None and not forests.is_empty and hull.intersects(forests):
        shapely.prepare(forests)
        inside = np.flatnonzero(shapely.intersects(forests, segs))
        if len(inside):
            crossed = shapely.length(shapely.intersection(segs[inside], forests))
            ok[inside[crossed > FOREST_LIMIT + 1e-9]] = False
        if not ok.any():
            return Sight(False, reason="forest")
    d = b - a
    dd = (d * d).sum(axis=1)
    dd[dd == 0] = 1.0
    shapes = np.array([o.shape for o in obstacles], dtype=object)
    heights = np.array([o.height for o in obstacles], dtype=float)
    if len(shapes):
        near = shapely.intersects(hull, shapes)
        shapes, heights = shapes[near], heights[near]
    if len(shapes) == 0:
        return _seen(a, b, ok)
    shapely.prepare(shapes)
    hits = shapely.intersects(segs[:, None], shapes[None, :]) & ok[:, None]
    # an obstacle lower than both ends never blocks; one as tall as the higher end blocks any crossing
    hits[:, heights < min(viewer_height, target_height) - 1e-9] = False
    tall = heights >= max(viewer_height, target_height) - 1e-9
    ok &= ~hits[:, tall].any(axis=1)
    clear = ok & ~hits.any(axis=1)
    if clear.any():  # a line crossing nothing that could block it
        return _seen(a, b, clear)
    hits[:, tall] = False
    hits &= ok[:, None]
    si, oi = np.nonzero(hits)
    cut = shapely.intersection(segs[si], shapes[oi])
    coords, idx = shapely.get_coordinates(cut, return_index=True)
    if len(idx):
        seg = si[idx]
        t = ((coords - a[seg]) * d[seg]).sum(axis=1) / dd[seg]
        h = viewer_height + (target_height - viewer_height) * np.clip(t, 0.0, 1.0)
        blocked = h <= heights[oi[idx]] + 1e-9
        ok[seg[blocked]] = False
    if not ok.any():
        return Sight(False, reason="blocked")
    return _seen(a, b, ok)


def _seen(a: np.ndarray, b: np.ndarray, ok: np.ndarray) -> Sight:
    i = int(np.flatnonzero(ok)[0])
    return Sight(True, ((float(a[i, 0]), float(a[i, 1])), (float(b[i, 0]), float(b[i, 1]))))


@dataclass(frozen=True)
class Zone:
    """A terrain zone that changes the cost of moving (difficult ground, a hill's slope)."""

    shape: Polygon
    kind: str  # "difficult" or "hill"
    top: tuple[float, float] | None = None  # a hill's summit: moving toward it climbs


def path_points(start: tuple[float, float], end: tuple[float, float], step: float = STEP) -> np.ndarray:
    """Points every ``step`` cm from ``start`` to ``end`` (both included)."""
    length = math.hypot(end[0] - start[0], end[1] - start[1])
    n = max(1, math.ceil(length / step))
    t = np.linspace(0.0, 1.0, n + 1)
    return np.stack([start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t], axis=1)


def step_costs(points: np.ndarray, zones: Sequence[Zone], fallen: Sequence[Polygon]) -> np.ndarray:
    """The cost of each step between consecutive points: length × multipliers (MB45, MB49).

    Difficult ground and climbing count double, descending half, crossing a fallen fighter
    double; the penalties multiply (« Les malus de déplacement sont cumulatifs »).
    """
    seg = np.diff(points, axis=0)
    lengths = np.hypot(seg[:, 0], seg[:, 1])
    mid = (points[:-1] + points[1:]) / 2.0
    mult = np.ones(len(mid))
    for z in zones:
        inside = shapely.contains_xy(z.shape, mid[:, 0], mid[:, 1])
        if not inside.any():
            continue
        if z.kind == "difficult":
            mult[inside] *= 2.0
        elif z.kind == "hill" and z.top is not None:
            before = np.hypot(points[:-1, 0] - z.top[0], points[:-1, 1] - z.top[1])
            after = np.hypot(points[1:, 0] - z.top[0], points[1:, 1] - z.top[1])
            climb = inside & (after < before)
            mult[climb] *= 2.0
            mult[inside & ~climb] *= 0.5
    for body in fallen:
        over = shapely.contains_xy(body, mid[:, 0], mid[:, 1])
        mult[over] *= 2.0
    return lengths * mult


def bases_along(points: np.ndarray, side: float, facing: float) -> np.ndarray:
    """The base at each point of a path (vectorised polygons)."""
    h = side / 2.0
    fx, fy = heading(facing)
    rx, ry = fy, -fx
    offs = np.array([(sx * h * rx + sy * h * fx, sx * h * ry + sy * h * fy)
                     for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1), (-1, -1))])
    rings = points[:, None, :] + offs[None, :, :]
    return shapely.polygons(rings)


def first_collision(points: np.ndarray, side: float, facing: float, blockers: BaseGeometry | None,
                    table: Polygon) -> int:
    """Index of the first point where the base would overlap a blocker or leave the table (len: none)."""
    bases = bases_along(points, side, facing)
    bad = ~shapely.contains(table, bases)
    if blockers is not None and not blockers.is_empty:
        shapely.prepare(blockers)
        bad |= shapely.intersects(blockers, bases) & ~shapely.touches(blockers, bases)
    hits = np.flatnonzero(bad)
    return int(hits[0]) if len(hits) else len(points)


def free_move(x: float, y: float, side: float, facing: float, bearing_deg: float, length: float,
              blockers: BaseGeometry | None, table: Polygon) -> bool:
    """Whether the base can slide ``length`` cm straight along ``bearing_deg`` (a dodge, MA31)."""
    hx, hy = heading(bearing_deg)
    pts = path_points((x, y), (x + hx * length, y + hy * length))
    return first_collision(pts[1:], side, facing, blockers, table) == len(pts) - 1


def push_room(x: float, y: float, side: float, facing: float, bearing_deg: float, length: float,
              blockers: BaseGeometry | None, table: Polygon, step: float = 0.1) -> float:
    """How far (cm, in 0.1 cm steps) the base slides along ``bearing_deg`` before hitting something."""
    if length <= 0:
        return 0.0
    hx, hy = heading(bearing_deg)
    pts = path_points((x, y), (x + hx * length, y + hy * length), step)
    hit = first_collision(pts[1:], side, facing, blockers, table)
    if hit == len(pts) - 1:
        return length
    return float(round(hit * (length / (len(pts) - 1)), 2))


def union(shapes: Sequence[BaseGeometry]) -> BaseGeometry | None:
    """The union of shapes, ``None`` for none."""
    if not shapes:
        return None
    return shapely.union_all(list(shapes))


def circle(x: float, y: float, r: float) -> Polygon:
    return Point(x, y).buffer(r, quad_segs=16)


def segment(a: tuple[float, float], b: tuple[float, float]) -> LineString:
    return LineString([a, b])

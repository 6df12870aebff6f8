"""Finding one's way on the table: the shortest legal way of a square base around obstacles.

The model (docs/rulings/mortebrume.md, « Le cheminement »): while it moves, a base keeps one
orientation (a square is the same shape every quarter turn, so an orientation is an angle
modulo 90°) and slides; it may be lifted and turned freely before it sets off and when it
arrives (« Un mouvement de rotation sur place n'est pas décompté du déplacement », seed L258),
provided the turned base overlaps nothing. Obstacles are impassable terrain, standing bases and
fallen bases too big to step over; the base stays on the table; touching is allowed.

For one orientation the places the base's centre may occupy are the table shrunk by the base
minus each obstacle grown by the base (their Minkowski sum): the shortest way of the centre is
then a shortest path among polygons, found exactly on the visibility graph of the grown
obstacles' corners. A few orientations are tried (the base's own, the one facing the goal, and
the half-way one), the shortest way wins.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import shapely
from shapely.geometry import Point, Polygon, box
from shapely.geometry.base import BaseGeometry

from . import geometry as geo

#: nodes stand this far (cm) outside the grown obstacles, so that a node is surely free
NODE_GAP = 0.02
#: a segment is blocked when it enters the grown obstacles deeper than this (cm): touching is allowed
TOUCH = 0.005


def corners(side: float, theta: float) -> np.ndarray:
    """The four corners of a base of ``side`` turned to ``theta``, relative to its centre."""
    h = side / 2.0
    fx, fy = geo.heading(theta)
    rx, ry = fy, -fx
    return np.array([(sx * h * rx + sy * h * fx, sx * h * ry + sy * h * fy)
                     for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))])


def grow(shape: BaseGeometry, side: float, theta: float) -> BaseGeometry:
    """``shape`` grown by the base turned to ``theta`` (their Minkowski sum): where the base's
    centre may not stand without overlapping ``shape``."""
    if shape is None or shape.is_empty:
        return Polygon()
    q = corners(side, theta)
    if isinstance(shape, Polygon) and not shape.interiors and len(shape.exterior.coords) <= 9 and \
            shape.area >= shape.convex_hull.area - 1e-9:  # convex (a base, a box): the hull of the sums
        c = np.asarray(shape.exterior.coords)[:-1]
        return shapely.convex_hull(shapely.multipoints((c[:, None, :] + q[None, :, :]).reshape(-1, 2)))
    rings = [p.exterior for p in getattr(shape, "geoms", [shape]) if isinstance(p, Polygon)]
    rings += [r for p in getattr(shape, "geoms", [shape]) if isinstance(p, Polygon) for r in p.interiors]
    edges = []
    for ring in rings:
        c = np.asarray(ring.coords)
        edges.append(np.stack([c[:-1], c[1:]], axis=1))
    if not edges:
        return Polygon()
    e = np.concatenate(edges)  # (E, 2, 2)
    pts = (e[:, :, None, :] + q[None, None, :, :]).reshape(len(e), 8, 2)
    hulls = shapely.convex_hull(shapely.multipoints(pts))
    return shapely.union_all([shape, *hulls])


@lru_cache(maxsize=256)
def _grown_terrain(key: tuple, side: float, theta: float, shape_wkb: bytes) -> BaseGeometry:
    return grow(shapely.from_wkb(shape_wkb), side, theta).simplify(0.005)


def grown_terrain(key: tuple, shape: BaseGeometry | None, side: float, theta: float) -> BaseGeometry:
    """The table's impassable terrain grown by the base (remembered per table, base and angle)."""
    if shape is None or shape.is_empty:
        return Polygon()
    return _grown_terrain(key, round(side, 2), round(theta % 90.0, 1), shapely.to_wkb(shape))


def inner(size: float, side: float, theta: float) -> Polygon:
    """Where the centre of the base turned to ``theta`` may stand on a ``size`` cm table."""
    q = corners(side, theta)
    ex, ey = np.abs(q[:, 0]).max(), np.abs(q[:, 1]).max()
    return box(ex, ey, size - ex, size - ey)


@dataclass(frozen=True)
class Goal:
    """Where a way ends: a point, or any place where the base is within ``gap`` cm of ``shape``."""

    point: tuple[float, float] | None = None
    shape: BaseGeometry | None = None
    gap: float = 0.0

    def region(self, side: float, theta: float) -> BaseGeometry | None:
        """Where the centre of the base turned to ``theta`` is within ``gap`` of the shape."""
        if self.shape is None:
            return None
        return grow(self.shape, side, theta).buffer(self.gap, quad_segs=3)


@dataclass(frozen=True)
class Way:
    """A way found: the centre's waypoints after the start, the base's orientation on the way, its length."""

    points: list[tuple[float, float]]
    theta: float
    length: float


def free_at(cspace: BaseGeometry, room: Polygon, x: float, y: float) -> bool:
    """Whether a base centred on (x, y) is free in this orientation's space (touching allowed)."""
    core = cspace.buffer(-TOUCH) if not cspace.is_empty else cspace
    return bool(room.buffer(1e-6).contains(Point(x, y)) and (core.is_empty or not core.contains(Point(x, y))))


def orientations(facing: float, start: tuple[float, float], goal: tuple[float, float]) -> list[float]:
    """The orientations tried: the base's own, the one facing the goal, the one in between (mod 90)."""
    own = facing % 90.0
    toward = geo.bearing(*start, *goal) % 90.0 if start != goal else own
    out: list[float] = []
    for t in (own, toward, (own + 45.0) % 90.0):
        if all(min(abs(t - u), 90.0 - abs(t - u)) > 1.0 for u in out):
            out.append(round(t, 1))
    return out


def shortest(start: tuple[float, float], goal: Goal, side: float, facing: float, obstacles: Sequence[BaseGeometry],
             size: float, terrain: tuple[tuple, BaseGeometry | None] = ((), None),
             thetas: Sequence[float] | None = None) -> Way | None:
    """The shortest legal way from ``start`` to ``goal`` (``None``: there is none). ``obstacles``:
    the bases in the way (grown here); ``terrain``: (a key, the impassable terrain) grown once per
    key. ``thetas``: the orientations tried (default :func:`orientations`)."""
    aim = goal.point if goal.point is not None else _centre(goal.shape)
    tried = list(thetas) if thetas is not None else orientations(facing, start, aim)
    # first around start and goal only (a way rarely strays far), then over the whole table
    for window in (_window(start, aim, WINDOW), None):
        best: Way | None = None
        for theta in tried:
            way = _shortest_at(start, goal, side, theta, obstacles, size, terrain, window)
            if way is not None and len(way.points) <= 1 and goal.point is not None:
                return way  # a straight line: nothing is shorter
            if way is not None and (best is None or way.length < best.length - 1e-9):
                best = way
        if best is not None:
            return best
    return None


#: the first search keeps within this margin (cm) around start and goal
WINDOW = 10.0


def _window(a: tuple[float, float], b: tuple[float, float], margin: float) -> tuple[float, float, float, float]:
    return (min(a[0], b[0]) - margin, min(a[1], b[1]) - margin, max(a[0], b[0]) + margin, max(a[1], b[1]) + margin)


def _centre(shape: BaseGeometry | None) -> tuple[float, float]:
    c = shape.centroid if shape is not None else Point(0, 0)
    return c.x, c.y


def space(side: float, theta: float, obstacles: Sequence[BaseGeometry], size: float,
          terrain: tuple[tuple, BaseGeometry | None],
          window: tuple[float, float, float, float] | None = None) -> tuple[BaseGeometry, Polygon]:
    """The grown obstacles (where the centre may not be) and the room on the table, at ``theta``
    (within ``window`` if given: the way then keeps inside it)."""
    room = inner(size, side, theta)
    if window is not None:
        near = box(*window).buffer(side)
        obstacles = [o for o in obstacles if o.intersects(near)]
        room = room.intersection(box(*window))
    parts = [grow(o, side, theta) for o in obstacles]
    ground = grown_terrain(terrain[0], terrain[1], side, theta)
    if window is not None and not ground.is_empty:
        ground = shapely.clip_by_rect(ground, *(window[0] - 1, window[1] - 1, window[2] + 1, window[3] + 1))
    parts.append(ground)
    parts = [p for p in parts if not p.is_empty]
    return (shapely.union_all(parts) if parts else Polygon()), room


def _shortest_at(start: tuple[float, float], goal: Goal, side: float, theta: float,
                 obstacles: Sequence[BaseGeometry], size: float,
                 terrain: tuple[tuple, BaseGeometry | None],
                 window: tuple[float, float, float, float] | None = None) -> Way | None:
    cspace, room = space(side, theta, obstacles, size, terrain, window)
    if room.is_empty or not free_at(cspace, room, *start):
        return None  # the base cannot even turn to this orientation where it stands
    core = cspace.buffer(-TOUCH, join_style="mitre") if not cspace.is_empty else None
    if core is not None:
        shapely.prepare(core)
    roomy = room.buffer(1e-6)
    shapely.prepare(roomy)
    region = goal.region(side, theta)
    if region is not None and region.contains(Point(start)):
        return Way([], theta, 0.0)
    # the straight line first: when it is clear nothing is shorter
    if region is not None:
        near = shapely.get_coordinates(shapely.shortest_line(Point(start), region))[1]
        end = (float(near[0]), float(near[1]))
    else:
        assert goal.point is not None
        end = goal.point
    if roomy.contains(Point(end)) and _clear(np.array([start]), np.array([end]), core)[0]:
        return Way([end], theta, math.dist(start, end))
    nodes = [start]
    if not cspace.is_empty:
        grown = cspace.buffer(NODE_GAP, join_style="mitre", mitre_limit=10.0)
        for part in getattr(grown, "geoms", [grown]):
            for ring in [part.exterior, *part.interiors]:
                nodes += [tuple(c) for c in np.asarray(ring.coords)[:-1]]
    if region is not None:  # the goal's own corners, a hair inside it
        inside = region.buffer(-0.01, join_style="mitre")
        for part in getattr(inside, "geoms", [inside]):
            if isinstance(part, Polygon) and not part.is_empty:
                nodes += [tuple(c) for c in np.asarray(part.exterior.coords)[:-1]]
    else:
        assert goal.point is not None
        nodes.append(goal.point)
    pts = np.array(nodes, dtype=float)
    ok = shapely.contains_xy(roomy, pts[:, 0], pts[:, 1])
    if core is not None:
        ok &= ~shapely.contains_xy(core, pts[:, 0], pts[:, 1])
    ok[0] = True
    pts = pts[ok]
    n = len(pts)
    if region is not None:
        at_goal = shapely.contains_xy(region, pts[:, 0], pts[:, 1])
        at_goal[0] = False
    else:
        at_goal = np.zeros(n, dtype=bool)
        at_goal[-1] = bool(ok[-1])
    i, j = np.triu_indices(n, k=1)
    free = _clear(pts[i], pts[j], core)
    dist, prev = _dijkstra(pts, i[free], j[free])
    best, end = math.inf, -1
    tail: tuple[float, float] | None = None
    for k in np.flatnonzero(at_goal):
        if dist[k] < best:
            best, end, tail = dist[k], int(k), None
    if region is not None:  # straight from a node to the nearest point of the goal region
        reach = np.flatnonzero(np.isfinite(dist))
        lines = shapely.shortest_line(shapely.points(pts[reach]), region)
        ends = shapely.get_coordinates(lines).reshape(len(reach), 2, 2)[:, 1]
        clear = _clear(pts[reach], ends, core) & shapely.contains_xy(roomy, ends[:, 0], ends[:, 1])
        total = dist[reach] + np.hypot(*(ends - pts[reach]).T)
        for k in np.flatnonzero(clear):
            if total[k] < best - 1e-9:
                best, end, tail = float(total[k]), int(reach[k]), (float(ends[k, 0]), float(ends[k, 1]))
    if end < 0:
        return None
    way = _back(prev, pts, end)
    if tail is not None and (not way or math.dist(way[-1] if way else start, tail) > 1e-9):
        way.append(tail)
    return Way(way, theta, float(best))


def _clear(a: np.ndarray, b: np.ndarray, core: BaseGeometry | None) -> np.ndarray:
    """Whether each segment a→b stays out of the grown obstacles (touching allowed)."""
    if core is None or len(a) == 0:
        return np.ones(len(a), dtype=bool)
    free = np.ones(len(a), dtype=bool)
    # a sample point inside proves a segment blocked without building it
    for k in (0.5, 0.25, 0.75):
        p = a + (b - a) * k
        free &= ~shapely.contains_xy(core, p[:, 0], p[:, 1])
    idx = np.flatnonzero(free)
    if len(idx):
        segs = shapely.linestrings(np.stack([a[idx], b[idx]], axis=1))
        free[idx] = ~shapely.intersects(core, segs)
    return free


def _dijkstra(pts: np.ndarray, i: np.ndarray, j: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distances from node 0 over the free segments ``i[k]``-``j[k]``, and each node's predecessor."""
    n = len(pts)
    w = np.hypot(*(pts[j] - pts[i]).T)
    adj: list[list[tuple[int, float]]] = [[] for _ in range(n)]
    for a, b, c in zip(i.tolist(), j.tolist(), w.tolist(), strict=True):
        adj[a].append((b, c))
        adj[b].append((a, c))
    dist = np.full(n, math.inf)
    prev = np.full(n, -1, dtype=int)
    dist[0] = 0.0
    heap = [(0.0, 0)]
    while heap:
        d, k = heapq.heappop(heap)
        if d > dist[k]:
            continue
        for m, c in adj[k]:
            nd = d + c
            if nd < dist[m] - 1e-12:
                dist[m] = nd
                prev[m] = k
                heapq.heappush(heap, (nd, m))
    return dist, prev


def _back(prev: np.ndarray, pts: np.ndarray, end: int) -> list[tuple[float, float]]:
    """The waypoints from node 0 to ``end`` (after node 0)."""
    way = [end]
    while way[-1] != 0:
        way.append(int(prev[way[-1]]))
    return [(float(pts[k, 0]), float(pts[k, 1])) for k in reversed(way[:-1])]


def swept(a: tuple[float, float], b: tuple[float, float], side: float, theta: float) -> Polygon:
    """The ground a base turned to ``theta`` covers sliding from ``a`` to ``b``."""
    q = corners(side, theta)
    return shapely.convex_hull(shapely.multipoints(np.vstack([q + np.array(a), q + np.array(b)])))


__all__ = ["Goal", "Way", "corners", "free_at", "grow", "inner", "orientations", "shortest", "space", "swept"]

"""Finding one's way (issue 24, item 1): the planner against a fine grid search, and moves on a table."""

from __future__ import annotations

import heapq
import math

import numpy as np
import shapely
import shapely.affinity
import shapely.ops
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shapely.geometry import Polygon, box

from rules.core import Rng
from rules.mortebrume import GAME, paths
from rules.mortebrume import board as bd
from rules.mortebrume import geometry as geo
from rules.mortebrume import moving as mv
from rules.mortebrume.model import CM, DEG

from .helpers import act, battle, codes, find

SIZE = 30.0
SIDE = 2.5
H = 0.25  # the grid search's step (cm)


def _grid(obstacles: list[Polygon], theta: float) -> tuple[np.ndarray, np.ndarray]:
    """The grid's centres and whether the base turned to ``theta`` is free there."""
    ticks = np.arange(0.0, SIZE + 1e-9, H)
    xx, yy = np.meshgrid(ticks, ticks, indexing="ij")
    pts = np.stack([xx.ravel(), yy.ravel()], axis=1)
    bases = geo.bases_along(pts, SIDE, theta)
    table = box(0, 0, SIZE, SIZE).buffer(1e-6)
    free = shapely.contains(table, bases)
    wall = shapely.union_all(obstacles)
    shapely.prepare(wall)
    hit = np.flatnonzero(free & shapely.intersects(wall, bases))
    free[hit] = shapely.area(shapely.intersection(wall, bases[hit])) <= 1e-9
    return pts, free.reshape(xx.shape)


def _grid_way(obstacles: list[Polygon], theta: float, start: tuple[float, float],
              goal: tuple[float, float]) -> float | None:
    """The length of the shortest 8-connected way on the grid between the cells of start and goal."""
    _pts, free = _grid(obstacles, theta)
    n = free.shape[0]
    s = (round(start[0] / H), round(start[1] / H))
    g = (round(goal[0] / H), round(goal[1] / H))
    if not (free[s] and free[g]):
        return None
    best = {s: 0.0}
    heap = [(0.0, s)]
    steps = [(dx, dy, math.hypot(dx, dy) * H) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
    while heap:
        d, (i, j) = heapq.heappop(heap)
        if (i, j) == g:
            return d
        if d > best[(i, j)]:
            continue
        for dx, dy, w in steps:
            a, b = i + dx, j + dy
            if 0 <= a < n and 0 <= b < n and free[a, b] and (not dx or not dy or (free[i + dx, j] and free[i, j + dy])):
                if d + w < best.get((a, b), math.inf):
                    best[(a, b)] = d + w
                    heapq.heappush(heap, (d + w, (a, b)))
    return None


def _legal(start, way: paths.Way, obstacles: list[Polygon]) -> bool:
    """The base slid along the way at its orientation never overlaps an obstacle nor leaves the table."""
    pts = [start, *way.points]
    wall = shapely.union_all(obstacles)
    for a, b in zip(pts, pts[1:], strict=False):
        hull = paths.swept(a, b, SIDE, way.theta)
        if hull.intersection(wall).area > 1e-3 or not box(0, 0, SIZE, SIZE).buffer(1e-3).contains(hull):
            return False
    return True


rects = st.tuples(st.floats(2, 26), st.floats(2, 26), st.floats(1, 8), st.floats(0.5, 8), st.floats(0, 90))


def _rock(x: float, y: float, w: float, h: float, turn: float) -> Polygon:
    return shapely.affinity.rotate(box(x, y, x + w, y + h), turn, origin="centroid")


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(st.lists(rects, min_size=1, max_size=5), st.integers(0, 10**6), st.floats(0, 90))
def test_a_way_exists_whenever_the_grid_finds_one_and_is_legal_and_no_longer(rocks, seed, facing):
    """Random tables and starts (also touching a rock): whenever a fine grid search (0.25 cm, the
    base held at its facing) joins start and goal, the planner finds a way at least as short, that
    never enters a rock and never leaves the table."""

    obstacles = [_rock(*r) for r in rocks]
    pts, free = _grid(obstacles, facing)
    cells = np.flatnonzero(free.ravel())
    if len(cells) < 2:
        return
    rnd = np.random.default_rng(seed)
    start, goal = (tuple(float(v) for v in pts[k]) for k in rnd.choice(cells, 2, replace=False))
    if rnd.random() < 0.5:  # slide the start against the nearest rock: a base touching an obstacle
        base = geo.base_polygon(*start, SIDE, facing)
        rock = min(obstacles, key=base.distance)
        gap = base.distance(rock)
        hx, hy = np.subtract(*[(p.x, p.y) for p in shapely.ops.nearest_points(rock, base)])
        norm = math.hypot(hx, hy)
        if 0 < gap < 3 and norm > 0:
            moved = (start[0] - hx / norm * gap, start[1] - hy / norm * gap)
            there = geo.base_polygon(*moved, SIDE, facing)
            if there.intersection(shapely.union_all(obstacles)).area < 1e-9 and box(0, 0, SIZE, SIZE).contains(there):
                start = moved
    grid = _grid_way(obstacles, facing, start, goal)
    way = paths.shortest(start, paths.Goal(point=goal), SIDE, facing, obstacles, SIZE, thetas=[facing])
    if grid is not None:
        assert way is not None, (start, goal)
        assert way.length <= grid + 0.5  # the grid's 8-way steps are never shorter than the way
    if way is not None:
        assert _legal(start, way, obstacles)
        assert way.points[-1] == goal or math.dist(way.points[-1], goal) < 1e-6


def test_a_fighter_touching_a_rock_walks_around_it_toward_its_target():
    """The defect: within 1.9 cm of a rock the old detour had no free edge and the fighter stopped after 0 cm."""
    state = battle([("milicien", 13.75, 30, 0)], [("pillard", 21, 30, 270)], table="carrefour")
    state.fighters[0].x, state.fighters[0].y = round(22.75 * CM), round(22 * CM)  # flush west of rock R1 (24-28)
    state.fighters[1].x, state.fighters[1].y = round(32 * CM), round(22 * CM)  # behind the rock
    events = act(state, 0, Rng("0a" * 32), fighter="A1", action="strike", target="B1", to="B1", stop="optimal").events
    moved = find(events, "mb-moved")
    assert moved.params["cm"] > 4
    after = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "walk", "to": "B1"}, state, 0),
                       Rng("0a" * 32)).state
    a1 = after.fighters[0]
    rock = bd.ground(after).shapes["R1"]
    assert bd.poly(a1).intersection(rock).area < 1e-6
    assert math.dist((a1.cx, a1.cy), (22.75, 22)) > 4


def test_a_base_beside_a_wall_steps_away_on_a_slant():
    """Flush against a rock, facing it squarely, a step north-west away from it is made in full."""
    state = battle([("milicien", 22.75, 22, 90)], [("pillard", 60, 60, 0)], table="carrefour")
    events = act(state, 0, Rng("0a" * 32), fighter="A1", action="walk", to="no 2.5").events
    assert find(events, "mb-moved").params["cm"] == 2.5
    assert find(events, "mb-moved").params["stopped"] == "no"


def test_a_walk_past_its_allowance_stops_exactly_at_it():
    """A walk past its allowance ends exactly where the allowance does (seed L240-241), not up to a step short."""
    state = battle([("milicien", 30, 20, 0)], [("pillard", 60, 70, 0)], table="gue")
    move = bd.prof(state.fighters[0]).move
    events = act(state, 0, Rng("0a" * 32), fighter="A1", action="walk", to="30,19.9;30,31").events
    m = find(events, "mb-moved")
    assert (m.params["stopped"], m.params["cm"], m.params["cost"]) == ("allowance", move, move)
    assert (m.params["x"], m.params["y"]) == (30, 29.8)
    # on the ford's difficult ground (y 33-42) the same allowance: 3 cm dry, then 3.5 cm wading
    state = battle([("milicien", 30, 30, 0)], [("pillard", 60, 70, 0)], table="gue")
    m = find(act(state, 0, Rng("0a" * 32), fighter="A1", action="walk", to="30,45").events, "mb-moved")
    assert (m.params["cm"], m.params["cost"], m.params["y"]) == (6.5, 10, 36.5)


def test_optimal_distance_steps_back_when_too_close():
    """A spearman touching its target steps back into its long weapon's band (1.5-2.5 cm)."""
    from rules.mortebrume.content import content

    long = next(p.id for p in content().profiles.values()
                if content().weapons[p.weapon].kind == "long" and p.move > p.encumbrance)
    state = battle([(long, 30, 30, 0)], [("pillard", 30, 32.6, 180)], table="gue")
    a, b = state.fighters
    assert math.isclose(bd.measure_only(a, b), 0.1, abs_tol=0.01)
    after = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "strike", "target": "B1",
                                                            "to": "B1", "stop": "optimal"}, state, 0), Rng("0a" * 32))
    a2, b2 = after.state.fighters
    assert 1.5 <= bd.measure_only(a2, b2) <= 2.5
    assert "mb-moved" in codes(after.events)


def test_toward_a_fighter_ends_facing_it_at_the_distance_meant():
    """Stop optimal with a heavy weapon around a rock: the base ends facing its target, in the 2.5-4 cm band."""
    from rules.mortebrume.content import content

    heavy = next(p.id for p in content().profiles.values()
                 if content().weapons[p.weapon].kind == "heavy" and p.move >= 5 and p.encumbrance < p.move)
    state = battle([(heavy, 26, 15, 0)], [("pillard", 26, 28, 180)], table="carrefour")
    after = GAME.apply(state, 0, GAME.parse_command("act", {"fighter": "A1", "action": "run", "to": "B1",
                                                            "stop": "optimal"}, state, 0), Rng("0a" * 32)).state
    a, b = after.fighters
    assert 2.5 - 1e-6 <= bd.measure_only(a, b) <= 4.0 + 1e-6
    assert bd.in_view(a, b)
    assert bd.poly(a).intersection(bd.ground(after).impassable).area < 1e-6
    assert a.facing % (360 * DEG) == a.facing


@settings(max_examples=25, deadline=None)
@given(st.floats(3, 72), st.floats(3, 72), st.floats(3, 72), st.floats(3, 72), st.floats(0, 359),
       st.sampled_from(["clairiere", "gue", "carrefour"]), st.booleans())
def test_a_walk_never_passes_through_terrain_nor_exceeds_its_allowance(x, y, gx, gy, facing, table, run):
    """Random starts and destinations on the ready-made tables: the walk ends where its base overlaps
    nothing, its cost within the allowance's whole centimetres (or the 3 cm minimum)."""
    state = battle([("milicien", x, y, facing)], [("pillard", 70, 72, 180)], table=table)
    a = state.fighters[0]
    hard, _ = bd.blockers(state, a)
    if hard is not None and bd.poly(a).intersection(hard).area > 1e-6:
        return  # the start itself overlaps a rock: not a position a fighter can hold
    budget = mv.allowance(a, run)
    args = {"fighter": "A1", "action": "run" if run else "walk", "to": f"{gx:.2f},{gy:.2f}"}
    done = GAME.apply(state, 0, GAME.parse_command("act", args, state, 0), Rng("0b" * 32))
    moved = find(done.events, "mb-moved")
    assert moved.params["cost"] <= math.floor(budget + 1e-9) or moved.params["cm"] <= mv.MIN_MOVE + 1e-6
    after = done.state.fighters[0]
    hard, _ = bd.blockers(done.state, after)
    assert hard is None or bd.poly(after).intersection(hard).area <= mv.OVERLAP
    assert bd.ground(done.state).bounds.buffer(1e-6).contains(bd.poly(after))

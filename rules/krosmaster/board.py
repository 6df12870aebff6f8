"""Geometry of the arena: squares, line of sight, paths, zones and forced moves."""

from __future__ import annotations

import heapq
from functools import lru_cache

from rules.core.grid import Square

from .model import Cell

DIRS4 = ((0, -1), (1, 0), (0, 1), (-1, 0))


def name(cell: Cell) -> str:
    return _name(cell[0], cell[1])


@lru_cache(maxsize=1024)
def _name(x: int, y: int) -> str:
    """A square's name, made once (a view and the pointing name a few hundred squares a move)."""
    return Square(x, y).name


def dist(a: Cell, b: Cell) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def neighbours(cell: Cell, width: int, height: int) -> list[Cell]:
    x, y = cell
    return [(x + dx, y + dy) for dx, dy in DIRS4 if 0 <= x + dx < width and 0 <= y + dy < height]


@lru_cache(maxsize=4096)
def crossed(dx: int, dy: int) -> tuple[Cell, ...]:
    """Cells (relative to the origin) whose interior the segment from the centre of (0, 0)
    to the centre of (dx, dy) crosses, endpoints excluded. Touching a corner or running
    along an edge does not count: "les coins de cases ne gênent jamais la ligne de vue"."""
    out: list[Cell] = []
    for cx in range(min(0, dx), max(0, dx) + 1):
        for cy in range(min(0, dy), max(0, dy) + 1):
            if (cx, cy) in ((0, 0), (dx, dy)):
                continue
            # parameter interval where |t*dx - cx| < 1/2 and |t*dy - cy| < 1/2 (in exact
            # arithmetic, scaled by 2): open intervals, so corners give an empty interval
            lo, hi = 0.0, 1.0
            ok = True
            for d, c in ((dx, cx), (dy, cy)):
                if d == 0:
                    if not abs(c) * 2 < 1:
                        ok = False
                        break
                    continue
                a = (2 * c - 1) / (2 * d)
                b = (2 * c + 1) / (2 * d)
                if a > b:
                    a, b = b, a
                lo, hi = max(lo, a), min(hi, b)
            if ok and hi - lo > 1e-9:
                out.append((cx, cy))
    return tuple(out)


def line_of_sight(a: Cell, b: Cell, blockers: set[Cell]) -> bool:
    """True when no blocking cell lies strictly between the centres of ``a`` and ``b``."""
    for rx, ry in crossed(b[0] - a[0], b[1] - a[1]):
        if (a[0] + rx, a[1] + ry) in blockers:
            return False
    return True


def direction(a: Cell, b: Cell) -> tuple[int, int] | None:
    """The unit orthogonal direction from ``a`` towards ``b`` when they share a row or column."""
    if a == b:
        return None
    if a[0] == b[0]:
        return (0, 1 if b[1] > a[1] else -1)
    if a[1] == b[1]:
        return (1 if b[0] > a[0] else -1, 0)
    return None


def away_direction(frm: Cell, to: Cell) -> tuple[int, int] | None:
    """The direction of a push along the line from ``frm`` to ``to`` (orthogonal, or the
    dominant axis when they are not aligned; ``None`` on a true diagonal)."""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    if dx == 0 and dy == 0:
        return None
    if abs(dx) > abs(dy):
        return (1 if dx > 0 else -1, 0)
    if abs(dy) > abs(dx):
        return (0, 1 if dy > 0 else -1)
    return None


def zone_cells(zone: str, caster: Cell, target: Cell, width: int, height: int) -> list[Cell]:
    """The cells a zone of effect covers (see docs/rulings/krosmaster.md for the weapon zones)."""
    tx, ty = target
    cells: list[Cell]
    if zone == "none":
        cells = [target]
    elif zone == "croix":
        cells = [target] + [(tx + dx, ty + dy) for dx, dy in DIRS4]
    elif zone == "carre":
        cells = [(tx + dx, ty + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
    elif zone == "anneau":
        cells = [(tx + dx, ty + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0)]
    else:
        d = away_direction(caster, target) or (0, 1)
        left = (-d[1], d[0])
        behind = (tx + d[0], ty + d[1])
        sides = [(tx + left[0], ty + left[1]), (tx - left[0], ty - left[1])]
        if zone == "pelle":
            cells = [target, behind]
        elif zone == "baton":
            cells = [target, *sides]
        else:  # marteau
            cells = [target, *sides, behind]
    return [c for c in cells if 0 <= c[0] < width and 0 <= c[1] < height]


def shortest_path(
    start: Cell,
    goal: Cell,
    free: set[Cell],
    width: int,
    height: int,
    max_len: int,
    danger: set[Cell],
) -> list[Cell] | None:
    """The shortest path (cells after ``start``) through free cells; among the shortest, the
    one that leaves the fewest cells adjacent to enemies (``danger``), then the first in
    reading order. ``None`` when ``goal`` cannot be reached within ``max_len`` steps."""
    if goal == start or goal not in free:
        return None
    best: dict[Cell, tuple[int, int]] = {start: (0, 0)}
    prev: dict[Cell, Cell] = {}
    heap: list[tuple[int, int, int, int, Cell]] = [(0, 0, start[1], start[0], start)]
    while heap:
        length, risk, _, _, cell = heapq.heappop(heap)
        if best.get(cell) != (length, risk):
            continue
        if cell == goal:
            path = [goal]
            while path[-1] in prev and prev[path[-1]] != start:
                path.append(prev[path[-1]])
            return path[::-1]
        if length >= max_len:
            continue
        step_risk = risk + (1 if cell in danger else 0)
        for nxt in neighbours(cell, width, height):
            if nxt not in free:
                continue
            key = (length + 1, step_risk)
            if nxt not in best or key < best[nxt]:
                best[nxt] = key
                prev[nxt] = cell
                heapq.heappush(heap, (length + 1, step_risk, nxt[1], nxt[0], nxt))
    return None


def reachable(start: Cell, free: set[Cell], width: int, height: int, max_len: int) -> dict[Cell, int]:
    """Free cells reachable within ``max_len`` steps, with their distance."""
    out: dict[Cell, int] = {}
    frontier = [start]
    seen = {start}
    for step in range(1, max_len + 1):
        nxt_frontier = []
        for cell in frontier:
            for nxt in neighbours(cell, width, height):
                if nxt in free and nxt not in seen:
                    seen.add(nxt)
                    out[nxt] = step
                    nxt_frontier.append(nxt)
        frontier = nxt_frontier
        if not frontier:
            break
    return out

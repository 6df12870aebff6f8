"""Deploying: where each side's fighters may be placed (the scenario's or the table's zones),
whether a base fits a spot, and the free spots a player or the computer may choose."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import shapely

from . import geometry as geo
from .board import ground, on_table, poly, prof
from .content import scenario
from .model import Fighter, MBState


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
    # measured until the answer is known: too far from every friend, or too near one foe
    friends = [shape for o, shape in others if o.seat == f.seat]
    if friends and all(geo.distance(base, shape) >= vis for shape in friends):
        return "far"
    if any(geo.distance(base, shape) <= vis for o, shape in others if o.seat != f.seat):
        return "near"
    return ""


def free_spots(state: MBState, f: Fighter, limits: bool, step: float = 5.0) -> list[tuple[float, float, float]]:
    """Grid spots (every ``step`` cm) where ``f`` may be deployed, facing the table's centre: the
    spots of :func:`iter_free_spots`, the bases of the spots still in the running tested at once
    by each of :func:`place_ok`'s checks (shapely's array functions: the same predicates and
    distances, one call for all the spots instead of one a spot; a placement tries ~100)."""
    area = deploy_area(state, f.seat)
    spots = list(_zone_spots(state, f, step, area))
    if not spots:
        return []
    side = prof(f).side
    bases = np.empty(len(spots), dtype=object)
    bases[:] = [geo.base_polygon(k, j, side, facing) for k, j, facing in spots]
    left = np.arange(len(spots))  # the spots not refused yet

    def keep(refused: Any) -> None:
        nonlocal left
        left = left[~np.asarray(refused, dtype=bool)]

    t = ground(state)
    # the table and the zone prepared for the many tests (a copy of the table: it is shared)
    table = shapely.from_wkb(shapely.to_wkb(t.bounds))
    shapely.prepare(table)
    keep(~shapely.contains(table, bases[left]))
    if area is not None:
        shapely.prepare(area)
        keep(~shapely.contains(area, bases[left]))
    others = [(o, poly(o)) for o in on_table(state) if o.id != f.id]
    for shape in ([t.impassable] if t.impassable is not None else []) + [shape for _o, shape in others]:
        here = bases[left]  # overlapping, not merely touching
        keep(shapely.intersects(here, shape) & ~shapely.touches(here, shape))
    if limits:
        vis = state.visibility
        friends = [shape for o, shape in others if o.seat == f.seat]
        if friends and len(left):  # too far from every friend
            far = np.ones(len(left), dtype=bool)
            for shape in friends:
                far &= shapely.distance(bases[left], shape) >= vis
            keep(far)
        for o, shape in others:  # too near a foe
            if o.seat != f.seat and len(left):
                keep(shapely.distance(bases[left], shape) <= vis)
    return [(spots[i][0], spots[i][1], float(spots[i][2])) for i in left.tolist()]


def _zone_spots(state: MBState, f: Fighter, step: float, area: Any) -> Iterator[tuple[float, float, int]]:
    """The grid's spots whose centre lies in the zone's box, with their facing (the table's centre)."""
    size = float(state.options.size)
    # a base lies in the zone only if its centre does: the spots outside the zone's box are
    # refused without building their base (most of the table's grid at deployment)
    x0, y0, x1, y1 = area.bounds if area is not None else (-math.inf, -math.inf, math.inf, math.inf)
    k = 2.5
    while k < size:
        j = 2.5
        while j < size:
            if x0 <= k <= x1 and y0 <= j <= y1:
                yield k, j, round(geo.bearing(k, j, size / 2, size / 2) if (k, j) != (size / 2, size / 2) else 0.0)
            j += step
        k += step


def iter_free_spots(state: MBState, f: Fighter, limits: bool,
                    step: float = 5.0) -> Iterator[tuple[float, float, float]]:
    """:func:`free_spots` one at a time, in the same order (whoever needs the first stops there)."""
    area = deploy_area(state, f.seat)  # once, not at each of the grid's spots
    bases = [(o, poly(o)) for o in on_table(state) if o.id != f.id]
    for k, j, facing in _zone_spots(state, f, step, area):
        if not place_ok(state, f, k, j, facing, limits, area, bases):
            yield k, j, float(facing)

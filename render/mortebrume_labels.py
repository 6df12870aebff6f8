"""Mortebrume's picture, its texts placed: the fighters' labels, the terrain's names and the
measured lengths, each put where it covers no base and no other text (nearest place first)."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from PIL import ImageDraw

from render import theme
from render.mortebrume_frame import T_MIN, TERRAIN, Box, Frame
from render.text import Pen, width
from rules.mortebrume import board as bd
from rules.mortebrume import geometry as geo
from rules.mortebrume.model import MBState

#: the fighters' labels: a little above the smallest text, read at 400 px in a melee
LABEL = T_MIN + 3
MARK = {"attacker": theme.HIGHLIGHT, "target": theme.DANGER}


def terrain_texts(fr: Frame, state: MBState) -> list[tuple[str, float, float]]:
    """Each terrain piece's name (a rock's or a wall's with its height) and its centre on the picture."""
    ground = bd.ground(state)
    out = []
    for piece in ground.table.pieces:
        if piece.kind == "tree":
            continue
        text = piece.id if piece.kind not in ("rock", "wall") else f"{piece.id} ↑{piece.height:g}"
        c = ground.shapes[piece.id].centroid
        out.append((text, *fr.px(c.x, c.y)))
    return out


def text_box(text: str, x: float, y: float) -> Box:
    w = width(text, TERRAIN, True) + 4
    return x - w / 2, y - TERRAIN / 2 - 2, x + w / 2, y + TERRAIN / 2 + 2


@lru_cache(maxsize=256)
def _name_tries(w: float, h: float) -> tuple[tuple[float, float], ...]:
    """The shifts tried for a name ``w`` x ``h`` px, nearest first: half a line, a name's width aside."""
    tries = [(dx * w * 0.55, dy * h * 0.6) for dx in range(-4, 5) for dy in range(-6, 7)]
    return tuple(sorted(tries, key=lambda v: (math.hypot(v[0], v[1]), v[1], v[0])))


def terrain_places(fr: Frame, state: MBState, solid: list[Box]) -> list[tuple[str, Box]]:
    """Each terrain name at its piece's centre, else at the nearest place beside it (half a line
    up or down, a name's width aside, farther out by steps) that no base, magnified cluster or
    other name covers: a base never hides a name and a name never hides a base."""
    x0, y0, x1, y1 = fr.bounds()
    placed: list[tuple[str, Box]] = []
    for text, cx, cy in terrain_texts(fr, state):
        home = text_box(text, cx, cy)
        spot = home
        for dx, dy in _name_tries(home[2] - home[0], home[3] - home[1]):
            box = (home[0] + dx, home[1] + dy, home[2] + dx, home[3] + dy)
            if box[0] < x0 or box[2] > x1 or box[1] < y0 or box[3] > y1:
                continue
            if any(overlap(box, o) for o in solid) or any(overlap(box, o) for _, o in placed):
                continue
            spot = box
            break
        placed.append((text, spot))
    return placed


@lru_cache(maxsize=64)
def _far(w: float, h: float) -> tuple[tuple[float, float], ...]:
    """A label's places farther out (its top-left corner from the base's centre), ring by ring."""
    return tuple((math.sin(math.radians(a)) * r - w / 2, -math.cos(math.radians(a)) * r - h / 2)
                 for r in (h * 1.8, h * 2.8, h * 3.8, h * 5, h * 6.5) for a in range(0, 360, 30))


def place_labels(fr: Any, fighters: list[Any], attacker: str | None, target: str | None, focus: str | None,
                  boxes: dict[str, Box], avoid: list[Box]) -> dict[str, tuple[Box, bool]]:
    """Each fighter's id beside its base, never over another label, base or terrain name: the first
    free place among the four sides, then farther out with a leader line to the base (melee
    clusters). The attacker, the target and the active fighter are placed first, so they always
    have a near place."""
    first = [x for x in (attacker, target, focus) if x]
    taken: list[Box] = list(boxes.values()) + avoid
    x0, y0, x1, y1 = fr.bounds()
    order = sorted(fighters, key=lambda f: (first.index(f.id) if f.id in first else len(first), f.id))
    out: dict[str, tuple[Box, bool]] = {}
    for f in order:
        bx0, by0, bx1, by1 = boxes[f.id]
        cx, cy = (bx0 + bx1) / 2, (by0 + by1) / 2
        w, h = width(f.id, LABEL, True) + 4, LABEL + 2
        near = [(cx - w / 2, by0 - h - 1), (bx1 + 2, cy - h / 2), (cx - w / 2, by1 + 1), (bx0 - w - 2, cy - h / 2)]
        far = [(cx + dx, cy + dy) for dx, dy in _far(w, h)]
        spot, leader = None, False
        for k, (lx, ly) in enumerate(near + far):
            box = (lx, ly, lx + w, ly + h)
            if box[0] < x0 or box[2] > x1 or box[1] < y0 or box[3] > y1:  # the margins hold the header, the grid's numbers
                continue
            if any(overlap(box, other) for other in taken):
                continue
            spot, leader = box, k >= len(near)
            break
        if spot is None:  # nowhere free: above its base, else below it, within the table
            top = by0 - h - 1 if by0 - h - 1 >= y0 else min(by1 + 1, y1 - h)
            left = min(max(cx - w / 2, x0), x1 - w)
            spot = (left, top, left + w, top + h)
        taken.append(spot)
        out[f.id] = (spot, leader)
    return out


def draw_labels(pen: Pen, fr: Any, fighters: list[Any], placed: dict[str, tuple[Box, bool]],
                 roles: dict[str, str]) -> None:
    for f in fighters:
        if f.id not in placed:
            continue
        spot, leader = placed[f.id]
        role = roles.get(f.id, "")
        colour = MARK[role] if role else theme.TEXT
        if leader:
            lx, ly = (spot[0] + spot[2]) / 2, (spot[1] + spot[3]) / 2
            cx, cy = fr.px(f.cx, f.cy)
            pen.draw.line(((lx, ly), (cx, cy)), fill=(240, 240, 230), width=1)
        pen.text(((spot[0] + spot[2]) / 2, (spot[1] + spot[3]) / 2), f.id, LABEL, colour, bold=True, anchor="mm",
                 stroke=2, stroke_fill=(0, 0, 0))


def base_box(fr: Any, f: Any, role: str = "") -> Box:
    """A base's box on the picture, its facing arrow and its wound bar below included, and the ring
    of the attacker or the target."""
    pts = fr.poly(list(bd.poly(f).exterior.coords)[:4])
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    p = bd.prof(f)
    hx, hy = geo.heading(f.deg)
    tip = fr.px(f.cx + hx * (p.side * 0.5 + 0.35), f.cy + hy * (p.side * 0.5 + 0.35))
    box = min(*xs, tip[0]) - 1, min(*ys, tip[1]) - 1, max(*xs, tip[0]) + 1, max(max(ys) + 8, tip[1] + 1)
    if role:
        cx, cy = fr.px(f.cx, f.cy)
        r = p.side * fr.scale * 0.75 + 7
        box = min(box[0], cx - r), min(box[1], cy - r), max(box[2], cx + r), max(box[3], cy + r)
    return box


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def measure_line(d: ImageDraw.ImageDraw, pen: Pen, fr: Frame, x0: float, y0: float, x1: float, y1: float, cm: float,
             kind: str, spot: Box | None = None, locale: str = "en") -> None:
    a, b = fr.px(x0, y0), fr.px(x1, y1)
    if kind == "sight":  # a line of sight: no length is shown (MA30)
        d.line((a, b), fill=(235, 235, 200), width=1)
        return
    if kind == "zone":  # an area spell's zone around its point: the circle and its radius
        r = cm * fr.scale
        d.ellipse((a[0] - r, a[1] - r, a[0] + r, a[1] + r), outline=theme.DANGER, width=3)
        d.line((a[0] - 5, a[1] - 5, a[0] + 5, a[1] + 5), fill=theme.DANGER, width=2)
        d.line((a[0] - 5, a[1] + 5, a[0] + 5, a[1] - 5), fill=theme.DANGER, width=2)
        radius = f"r {cm:g} cm" if locale != "fr" else f"r {cm:g} cm".replace(".", ",")
        pen.text((a[0] + r + 6, a[1] + T_MIN), radius, T_MIN, theme.DANGER, bold=True, anchor="lt", stroke=2,
                 stroke_fill=(0, 0, 0))
        return
    colour = theme.HIGHLIGHT if kind != "move" else theme.SKY
    if kind == "move":
        n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) // 8))
        for i in range(0, n, 2):
            p0 = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
            p1 = (a[0] + (b[0] - a[0]) * (i + 1) / n, a[1] + (b[1] - a[1]) * (i + 1) / n)
            d.line((p0, p1), fill=colour, width=3)
    else:
        d.line((a, b), fill=colour, width=3)
        for x, y in (a, b):
            d.ellipse((x - 3, y - 3, x + 3, y + 3), fill=colour)
    if spot is None:
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        spot = measure_box(f"{cm:g} cm", mx, my - 4 - T_MIN / 2)
    length = f"{cm:g} cm" if locale != "fr" else f"{cm:g} cm".replace(".", ",")  # « 5,53 cm » in French
    pen.text(((spot[0] + spot[2]) / 2, (spot[1] + spot[3]) / 2), length, T_MIN, colour, bold=True, anchor="mm",
             stroke=2, stroke_fill=(0, 0, 0))


def measure_box(text: str, x: float, y: float) -> Box:
    w = width(text, T_MIN, True) + 4
    return x - w / 2, y - T_MIN / 2 - 2, x + w / 2, y + T_MIN / 2 + 2


#: a length's shifts, in lines, nearest first
_STEPS = tuple(sorted(((u, v) for u in range(-8, 9) for v in range(-8, 9)), key=lambda v: (math.hypot(*v), v[1], v[0])))


def measure_places(fr: Frame, state: MBState, taken: list[Box]) -> list[Box | None]:
    """Each measured length's text beside the middle of its line, at the nearest place (along the
    line or across it) that no base, name, label or other length covers; ``None`` for the lines
    drawn without a length (sight, zone)."""
    x0, y0, x1, y1 = fr.bounds()
    out: list[Box | None] = []
    busy = list(taken)
    for m in state.measures:
        if m.kind in ("sight", "zone"):
            out.append(None)
            continue
        a, b = fr.px(m.x0, m.y0), fr.px(m.x1, m.y1)
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        home = measure_box(f"{m.cm:g} cm", mx, my - 4 - T_MIN / 2)
        h = home[3] - home[1]
        spot = home
        for dx, dy in ((u * h, v * h) for u, v in _STEPS):
            box = (home[0] + dx, home[1] + dy, home[2] + dx, home[3] + dy)
            if box[0] < x0 or box[2] > x1 or box[1] < y0 or box[3] > y1:
                continue
            if not any(overlap(box, o) for o in busy):
                spot = box
                break
        busy.append(spot)
        out.append(spot)
    return out

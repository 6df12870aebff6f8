"""Dungeon Fighter's two boards: the dungeon map (its sides in rows, the boss at the end) and
the target with its aim grid. Both are static layers (render.layers): the map changes only
when the party moves, the target never; the landings and the push are drawn on top."""

from __future__ import annotations

import math
from typing import Any

from render import boxes, theme
from render.text import Pen, clip, fit, width, wrap

ROOM_RGB = {
    "normal": (96, 100, 112), "shop": (214, 170, 50), "fountain": (60, 170, 220),
    "treasure": (170, 120, 220), "perilous": (200, 70, 60),
}
ROOM_KINDS = ("normal", "shop", "fountain", "treasure", "perilous")
DIE_RGB = {"red": (222, 72, 72), "blue": (66, 135, 245), "green": (82, 190, 110), "white": (240, 240, 240)}
#: the map's rows hold at most this many columns of rooms (the boss counts as one)
MAP_COLUMNS = 9
ROOM_H = 48
TITLE_H = 26
DRIFT = (90, 200, 255)


def arrow(p: Pen, pts: list[tuple[float, float]], colour: Any, w: int = 2) -> None:
    """A line through ``pts`` with a head at the last point."""
    p.draw.line(pts, fill=colour, width=w)
    a, b = pts[-2], pts[-1]
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    for s in (-0.5, 0.5):
        p.draw.line([b, (b[0] - 10 * math.cos(ang + s), b[1] - 10 * math.sin(ang + s))], fill=colour, width=w)


class MapLayout:
    """Where each side, room and the boss go on a map ``w`` pixels wide."""

    def __init__(self, v: Any, w: int, size: int) -> None:
        self.size = size
        cols: dict[int, int] = {}
        rows: dict[int, int] = {}
        for r in v.rooms:
            cols[r.side] = max(cols.get(r.side, 0), r.col + 1)
            rows[r.side] = max(rows.get(r.side, 1), r.rows)
        self.lines: list[list[int]] = [[]]
        used = 0
        for side in range(len(v.sides)):
            n = cols.get(side, 1)
            if self.lines[-1] and used + n > MAP_COLUMNS:
                self.lines.append([])
                used = 0
            self.lines[-1].append(side)
            used += n
        self.line_of = {s: i for i, line in enumerate(self.lines) for s in line}
        self.boss_line = len(self.lines) - 1
        if used + 1 > MAP_COLUMNS:
            self.lines.append([])
            self.boss_line += 1
        widest = max(sum(cols.get(s, 1) for s in line) + (1 if i == self.boss_line else 0)
                     for i, line in enumerate(self.lines))
        self.col_w = (w - 20) / widest
        self.side_x: dict[int, float] = {}
        self.side_top: dict[int, float] = {}
        self.side_cols = cols
        self.line_h: list[float] = []
        top = 6.0
        for i, line in enumerate(self.lines):
            x = 10.0
            room_rows = max([rows.get(s, 1) for s in line] or [1])
            for s in line:
                self.side_x[s], self.side_top[s] = x, top
                x += cols.get(s, 1) * self.col_w
            if i == self.boss_line:
                self.boss_x = x
                self.boss_top = top
            h = TITLE_H + room_rows * (ROOM_H + 10)
            self.line_h.append(h)
            top += h
        self.legend_top = top + 2
        self.height = int(top + size + 12)
        self.centres: dict[str, tuple[float, float]] = {}
        for r in v.rooms:
            area = self.line_h[self._line(r.side)] - TITLE_H
            cx = self.side_x[r.side] + self.col_w * (r.col + 0.5)
            cy = self.side_top[r.side] + TITLE_H + area * (r.row + 0.5) / r.rows
            self.centres[r.id] = (cx, cy)
        area = self.line_h[self.boss_line] - TITLE_H
        self.centres["boss"] = (self.boss_x + self.col_w / 2, self.boss_top + TITLE_H + area / 2)

    def _line(self, side: int) -> int:
        return self.line_of[side]


def draw_map(p: Pen, v: Any, words: Any, w: int, size: int, m: MapLayout | None = None) -> None:
    """The dungeon: sides in rows, rooms with their ids, arrows, the boss, the legend (``m``: its
    layout, when the caller has it)."""
    m = m or MapLayout(v, w, size)
    p.draw.rounded_rectangle([0, 0, w - 1, m.height - 1], 10, fill=theme.PANEL)
    for i, name in enumerate(v.side_names):
        room = m.side_cols.get(i, 1) * m.col_w - 8
        label = clip(f"{i + 1}. {name}", size, room, True)
        p.text((m.side_x[i] + 4, m.side_top[i] + 2), label, size, theme.MUTED, bold=True)
    bw, bh = m.col_w - 6, ROOM_H
    for a, b in v.arrows:
        if a not in m.centres or b not in m.centres:
            continue
        (ax, ay), (bx, by) = m.centres[a], m.centres[b]
        hot = a == v.position and b in v.next_rooms
        colour, lw = (theme.HIGHLIGHT, 3) if hot else (theme.GRID, 2)
        if bx > ax:
            dist = math.hypot(bx - ax, by - ay) or 1
            ux, uy = (bx - ax) / dist, (by - ay) / dist
            k = min(bw / 2 / max(abs(ux), 1e-6), bh / 2 / max(abs(uy), 1e-6)) + 2
            arrow(p, [(ax + ux * k, ay + uy * k), (bx - ux * k, by - uy * k)], colour, lw)
        else:
            # the next row: out of the exit's right side, down, back left, into the entry
            mid = (ay + by) / 2 if by > ay else by - bh / 2 - 6
            right, left = ax + bw / 2 + 4, bx - bw / 2 - 4
            arrow(p, [(ax + bw / 2, ay), (right, ay), (right, mid), (left - 4, mid), (left - 4, by), (left, by)],
                  colour, lw)
    for r in v.rooms:
        cx, cy = m.centres[r.id]
        here = r.id == v.position
        outline = theme.HIGHLIGHT if here else (theme.TEXT if r.id in v.next_rooms else theme.BACKGROUND)
        boxes.rounded_box(p, (cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2), 6, ROOM_RGB.get(r.kind, theme.GRID),
                          outline, 4 if here else 2, theme.PANEL)
        tag = {"shop": "$", "fountain": "~", "perilous": "!"}.get(r.kind, "")
        if r.kind == "treasure" and r.reward:
            tag = words.reward(r.reward)
        name = f"{r.id} ✓" if r.visited and not here else r.id
        ink = theme.ink_on(ROOM_RGB.get(r.kind, theme.GRID))
        if tag:
            p.centre((cx, cy - 10), clip(name, size + 1, bw - 2, True), size + 1, ink, bold=True)
            p.centre((cx, cy + 11), clip(tag, size, bw - 2), size, ink)
        else:
            p.centre((cx, cy), clip(name, size + 1, bw - 2, True), size + 1, ink, bold=True)
    bx, by = m.centres["boss"]
    p.draw.rounded_rectangle([bx - bw / 2, by - bh / 2 - 6, bx + bw / 2, by + bh / 2 + 6], 8, fill=(120, 20, 30),
                             outline=theme.HIGHLIGHT if v.position == "boss" else theme.TEXT, width=3)
    label = words["boss"]
    p.centre((bx, by), label, fit(label, size + 1, bw - 4, True, size), theme.TEXT, bold=True)
    # the legend: one line of the five kinds of room
    x = 14.0
    room = (w - 28) / len(ROOM_KINDS)
    for kind in ROOM_KINDS:
        y = m.legend_top
        p.draw.rectangle([x, y + 3, x + 14, y + 17], fill=ROOM_RGB[kind])
        p.text((x + 19, y + 10), clip(words[kind], size, room - 24), size, theme.MUTED, anchor="lm")
        x += room


class TargetLayout:
    def __init__(self, x0: int, y0: int, size: int) -> None:
        self.x0, self.y0, self.size = x0, y0, size
        self.cx, self.cy = x0 + size / 2 + 6, y0 + size / 2 + 4
        self.scale = (size - 72) / 200


def draw_target(p: Pen, words: Any, size: int, text: int) -> None:
    """The target, its ring values, holes and aim grid (columns A-K, rows 1-11)."""
    from rules.dungeon_fighter.throw import HOLES, RINGS

    g = TargetLayout(0, 0, size)
    p.draw.rounded_rectangle([0, 0, size - 1, size - 1], 10, fill=theme.PANEL)
    cx, cy, scale = g.cx, g.cy, g.scale
    shades = [(120, 60, 40), (150, 90, 50), (175, 120, 70), (195, 150, 95), (210, 180, 120), (220, 200, 150)]
    for (outer, _val), shade in zip(reversed(RINGS), shades):
        r = outer * scale
        p.draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=shade, outline=(60, 40, 30), width=2)
    shade_of = {val: shade for (_outer, val), shade in zip(reversed(RINGS), shades, strict=False)}
    prev = 0.0
    for outer, val in RINGS:
        mid = (prev + outer) / 2 if prev else 0
        p.centre((cx, cy - mid * scale), str(val), text, theme.legible((40, 25, 20), shade_of[val]), bold=True)
        prev = outer
    for hx, hy, hr in HOLES:
        p.draw.ellipse([cx + (hx - hr) * scale, cy - (hy + hr) * scale, cx + (hx + hr) * scale,
                        cy - (hy - hr) * scale], fill=(15, 15, 18))
    for i in range(11):
        gx = cx + (-100 + 20 * i) * scale
        gy = cy - (100 - 20 * i) * scale
        p.centre((gx, 14), chr(65 + i), text, theme.MUTED, bold=True)
        p.centre((15, gy), str(i + 1), text, theme.MUTED, bold=True)


def draw_blindfold(p: Pen, words: Any, g: TargetLayout, text: int) -> None:
    """En Aveugle: where the Target would be, a closed eye and why (no ring, grid nor landing)."""
    x0, y0, size = g.x0, g.y0, g.size
    p.draw.rounded_rectangle([x0, y0, x0 + size - 1, y0 + size - 1], 10, fill=(24, 24, 28))
    cx, cy = x0 + size / 2, y0 + size / 2 - 30
    p.draw.arc([cx - 60, cy - 40, cx + 60, cy + 40], 20, 160, fill=theme.HIGHLIGHT, width=5)  # a closed eyelid
    for k in (-40, -14, 14, 40):
        p.draw.line([cx + k, cy + 38 - abs(k) / 4, cx + k * 1.15, cy + 52 - abs(k) / 4], fill=theme.HIGHLIGHT, width=4)
    p.centre((cx, cy + 80), words["blindfold"], text + 4, theme.HIGHLIGHT, bold=True)
    y = cy + 110
    for line in wrap(words["blindfold-note"], text, size - 40)[:4]:
        p.centre((cx, y), line, text, theme.TEXT)
        y += text + 6


def draw_marks(p: Pen, v: Any, words: Any, g: TargetLayout, text: int) -> None:
    """What changes on the target: the push, the gauge prompt, the landings."""
    x0, y0, size = g.x0, g.y0, g.size
    cx, cy, scale = g.cx, g.cy, g.scale
    cb = v.combat
    if cb is not None:
        if cb.drift is None:
            note, colour = words["blind"], theme.HIGHLIGHT
        else:
            ddx, ddy = cb.drift
            if abs(ddx) + abs(ddy) > 0.5:
                arrow(p, [(cx, cy), (cx + ddx * scale, cy - ddy * scale)], DRIFT, 3)
            note, colour = f"{words['drift']} ({ddx / 20:+.1f} ; {ddy / 20:+.1f})", DRIFT
        p.text((x0 + 8, y0 + size + 4 + (text + 10) / 2), clip(note, text, size - 16, True), text, colour, bold=True,
               anchor="lm")
    marks = list(v.landings)
    for k, m in enumerate(marks):
        px = cx + max(-108, min(108, m.x)) * scale
        py = cy - max(-106, min(106, m.y)) * scale
        last = k == len(marks) - 1
        r = 12 if last else 7
        colour = DIE_RGB[m.die]
        p.draw.rectangle([px - r, py - r, px + r, py + r], fill=colour if last else None, outline=colour, width=3)
        if not last:
            continue
        p.centre((px, py), "★" if m.face == 6 else str(m.face), text, (10, 10, 10), bold=True)
        label = f"{m.zone}" if m.outcome == "hit" else f"{words['miss']}{words.colon}{words.outcome(m.outcome)}"
        label = clip(label, text, size - 24, True)
        lw = width(label, text, True)
        lx = px + 16 if px + 16 + lw < x0 + size - 6 else max(x0 + 6, px - 16 - lw)
        ly = py - 18 - text if py - 18 - text > y0 + 26 else py + 18
        p.text((lx, ly), label, text, theme.TEXT, bold=True, stroke=2, stroke_fill=(0, 0, 0))

"""What moves on the dungeon, drawn over its static layer: the info answer's squares, the last
move (its path and the square attacked), the markers, the monsters and villains with the HP
they have left, and the heroes (standing in their seat's colour, lying grey at 0 HP)."""

from __future__ import annotations

from typing import Any

from render import theme
from render.ravenloft import style as S
from render.ravenloft.dungeon import Board, tile_names
from render.text import Pen, clip, fit, width
from rules.ravenloft.viewing import RavenloftView


def _badge(p: Pen, cx: float, cy: float, label: str, fill: Any, ink: Any = theme.LIGHT_INK) -> None:
    """A small round label (HP left) centred at (cx, cy)."""
    w = max(S.T_MIN + 4, width(label, S.T_MIN, True) + 8)
    h = S.T_MIN + 4
    p.draw.rounded_rectangle((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), h / 2, fill=fill, outline=(0, 0, 0))
    p.centre((cx, cy), label, S.T_MIN, ink, bold=True)


def _hp_colour(hp: int, max_hp: int) -> tuple[int, int, int]:
    if hp <= 0:
        return theme.DANGER
    if hp * 2 <= max_hp:
        return (230, 150, 40)
    return (70, 200, 90)


def _hero(p: Pen, b: Board, h: Any, active: bool) -> None:
    """A hero: a disc in the seat's colour (flat and grey when down), and an HP gauge on the
    square's right edge (the exact numbers are in the panel)."""
    left, top, right, bottom = b.box(*h.pos)
    c = b.cell
    colour = S.hero_colour(h.seat)
    initials = h.name.fr[:2]
    if active:
        p.draw.rectangle((left + 1, top + 1, right - 1, bottom - 1), outline=theme.HIGHLIGHT, width=4)
    cx = left + c * 0.44
    if h.hp <= 0:
        # lying down: a flat, greyed figure
        grey = S.blend(colour, S.DOWN, 0.6)
        p.draw.ellipse((left + c * 0.04, top + c * 0.3, right - c * 0.16, top + c * 0.64), fill=grey,
                       outline=(0, 0, 0), width=2)
        p.centre((cx, top + c * 0.47), initials, S.T_MIN, theme.ink_on(grey), bold=True)
    else:
        r = c * 0.3
        cy = top + c * 0.38
        p.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=(0, 0, 0), width=2)
        p.centre((cx, cy), initials, S.T_MIN, theme.ink_on(colour), bold=True)
    # the gauge: red, filled green from the bottom up to the HP left
    gx0, gx1 = right - c * 0.15, right - c * 0.05
    gy0, gy1 = top + c * 0.08, bottom - c * 0.08
    p.draw.rectangle((gx0, gy0, gx1, gy1), fill=(120, 30, 30), outline=(0, 0, 0))
    frac = max(0.0, min(1.0, h.hp / h.max_hp)) if h.max_hp else 0.0
    if frac:
        p.draw.rectangle((gx0, gy1 - (gy1 - gy0) * frac, gx1, gy1), fill=_hp_colour(h.hp, h.max_hp),
                         outline=(0, 0, 0))


def _monster(p: Pen, b: Board, m: Any, lang: str) -> None:
    left, top, right, bottom = b.box(*m.pos)
    c = b.cell
    fill = S.VILLAIN if m.villain else S.MONSTER
    edge = S.GOLD if m.villain else (0, 0, 0)
    label = m.short(lang)
    size = fit(label, S.T_MIN + 2, c - 10, True, S.T_MIN)
    body = (left + 3, top + c * 0.1, right - 3, top + c * 0.68)
    p.draw.rounded_rectangle(body, 6, fill=fill, outline=edge, width=3 if m.villain else 2)
    p.centre(((left + right) / 2, (body[1] + body[3]) / 2), clip(label, size, c - 8, True), size,
             theme.LIGHT_INK, bold=True)
    if m.max_hp > 1 or m.hp < m.max_hp:
        fill_badge = theme.DANGER_DARK if m.hp < m.max_hp else (30, 30, 34)
        # under the label's right end, so that it never hides the card's number (« SA3 »)
        _badge(p, right - S.T_MIN / 2 - 3, bottom - S.T_MIN / 2 - 3, str(m.hp), fill_badge)


def _marker(p: Pen, b: Board, mk: Any, slot: int, lang: str) -> None:
    left, top, _, _ = b.box(*mk.pos)
    colour = S.MARKER.get(mk.kind, S.MARKER_OTHER)
    if mk.side is not None:  # a door on an edge
        l_, t_, r_, b_ = b.box(*mk.pos)
        c = b.cell
        bar = {"n": (l_ + c * 0.2, t_ - 5, r_ - c * 0.2, t_ + 5), "s": (l_ + c * 0.2, b_ - 5, r_ - c * 0.2, b_ + 5),
               "w": (l_ - 5, t_ + c * 0.2, l_ + 5, b_ - c * 0.2), "e": (r_ - 5, t_ + c * 0.2, r_ + 5, b_ - c * 0.2)}
        p.draw.rectangle(bar[mk.side], fill=colour, outline=(0, 0, 0), width=2)
        return
    s = S.T_MIN + 6
    x, y = left + 2 + slot * (s + 2), top + 2
    p.draw.rounded_rectangle((x, y, x + s, y + s), 4, fill=colour, outline=(0, 0, 0), width=2)
    p.centre((x + s / 2, y + s / 2), mk.letter(lang), S.T_MIN, theme.ink_on(colour), bold=True)


def dynamic(p: Pen, b: Board, v: RavenloftView, lang: str) -> None:
    """The tiles' names (on a row where no figure stands), the info answer's squares, the last
    move, the markers and the figures."""
    tile_names(p, b, v, lang)
    for x, y in v.highlight:
        if b.shown(x, y):
            left, top, right, bottom = b.box(x, y)
            p.draw.rectangle((left + 2, top + 2, right - 2, bottom - 2), outline=S.REACH, width=4)
    path = [pt for pt in v.last_path if b.shown(*pt)]
    if len(path) >= 2:
        pts = [b.centre(x, y) for x, y in path]
        p.draw.line(pts, fill=theme.HIGHLIGHT, width=5, joint="curve")
        x0, y0 = pts[0]
        p.draw.ellipse((x0 - 7, y0 - 7, x0 + 7, y0 + 7), fill=theme.HIGHLIGHT, outline=(0, 0, 0))
    slots: dict[tuple[int, int], int] = {}
    for mk in v.markers:
        if mk.pos is not None and b.shown(*mk.pos):
            slot = slots.get(mk.pos, 0) if mk.side is None else 0
            _marker(p, b, mk, slot, lang)
            if mk.side is None:
                slots[mk.pos] = slot + 1
    for m in v.monsters:
        if m.pos is not None and b.shown(*m.pos):
            _monster(p, b, m, lang)
    for h in v.heroes:
        if h.pos is not None and not h.escaped and b.shown(*h.pos):
            _hero(p, b, h, h.id == v.active)
    if v.last_target is not None and b.shown(*v.last_target):
        cx, cy = b.centre(*v.last_target)
        r = b.cell * 0.44
        p.draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=S.TARGET, width=3)
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            p.draw.line((cx + dx * r * 0.7, cy + dy * r * 0.7, cx + dx * r * 1.15, cy + dy * r * 1.15),
                        fill=S.TARGET, width=3)

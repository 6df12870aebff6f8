"""The whole dungeon in small, shown when the board is cropped around the action: every tile,
the heroes as dots, the window the board shows as a yellow frame."""

from __future__ import annotations

from render import theme
from render.ravenloft import style as S
from render.ravenloft.dungeon import Board
from render.text import Pen, wrap
from rules.core.i18n import t
from rules.ravenloft.viewing import WALL, RavenloftView

MAX_W, MAX_H = 220, 150


def height(b: Board) -> int:
    return _size(b)[2] + 12 if b.cropped else 0


def _size(b: Board) -> tuple[int, int, int]:
    cols, rows = b.x_max - b.x_min, b.y_max - b.y_min
    unit = max(2, min(MAX_W // max(1, cols), MAX_H // max(1, rows)))
    return unit, cols * unit, rows * unit


def draw(p: Pen, b: Board, v: RavenloftView, lang: str, top: int) -> None:
    """The minimap at ``top`` (left) and, beside it, what the board shows."""
    if not b.cropped:
        return
    unit, w, h = _size(b)
    x0, y0 = S.PAD, top + 4
    p.draw.rectangle((x0 - 2, y0 - 2, x0 + w + 2, y0 + h + 2), fill=S.VOID, outline=theme.GRID)
    for tile in v.tiles:
        for r, row in enumerate(tile.grid):
            for k, code in enumerate(row):
                px = x0 + (tile.x + k - b.x_min) * unit
                py = y0 + (tile.y + r - b.y_min) * unit
                p.draw.rectangle((px, py, px + unit - 1, py + unit - 1), fill=S.WALL if code == WALL else S.FLOOR)
        tx, ty = x0 + (tile.x - b.x_min) * unit, y0 + (tile.y - b.y_min) * unit
        p.draw.rectangle((tx, ty, tx + tile.w * unit, ty + tile.h * unit), outline=S.TILE_EDGE)
    for m in v.monsters:
        if m.pos is not None:
            px, py = x0 + (m.pos[0] - b.x_min) * unit, y0 + (m.pos[1] - b.y_min) * unit
            p.draw.rectangle((px, py, px + unit, py + unit), fill=S.VILLAIN if m.villain else S.MONSTER)
    for hero in v.heroes:
        if hero.pos is not None and not hero.escaped:
            cx = x0 + (hero.pos[0] - b.x_min + 0.5) * unit
            cy = y0 + (hero.pos[1] - b.y_min + 0.5) * unit
            r = max(3, unit)
            p.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=S.hero_colour(hero.seat), outline=(0, 0, 0))
    fx, fy = x0 + (b.x0 - b.x_min) * unit, y0 + (b.y0 - b.y_min) * unit
    p.draw.rectangle((fx, fy, fx + b.cols * unit, fy + b.rows * unit), outline=theme.HIGHLIGHT, width=2)
    note = t(lang, "cr-pic-cropped", tiles=len(v.tiles))
    tx = x0 + w + 16
    y = y0
    for line in wrap(note, S.T_MIN, S.W - S.PAD - tx)[:4]:
        p.text((tx, y), line, S.T_MIN, theme.MUTED)
        y += S.LINE

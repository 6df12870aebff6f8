"""The dungeon: which squares the picture shows (:class:`Board`), and its tiles (floor, walls,
bone piles, triangles, names, square names, unexplored edges) drawn once as a static layer per
dungeon and window; what moves is drawn on top by render.ravenloft.figures. A dungeon too large
for squares that hold their names is cropped around the action; the minimap
(render.ravenloft.minimap) then shows the whole of it."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from PIL import Image

from render import layers
from render.budget import sprites_bytes
from render.ravenloft import style as S
from render.text import Pen, caching, clip, fit, width, wrap
from rules.ravenloft.viewing import (
    BONES,
    COFFIN,
    DOOR,
    FLOOR,
    FOUNTAIN,
    SCORCH,
    STAIRS,
    WALL,
    Edge,
    RavenloftView,
)

Box = tuple[float, float, float, float]


class Board:
    """Which squares the picture shows (all of them, or a window around the action) and where."""

    def __init__(self, v: RavenloftView, top: int, max_h: int = S.MAX_BOARD_H) -> None:
        max_rows = max(S.MIN_ROWS, min(S.MAX_ROWS, max_h // S.MIN_CELL // S.TILE * S.TILE))
        tiles = v.tiles
        self.x_min = min((t.x for t in tiles), default=0)
        self.y_min = min((t.y for t in tiles), default=0)
        self.x_max = max((t.x + t.w for t in tiles), default=4)
        self.y_max = max((t.y + t.h for t in tiles), default=4)
        cols, rows = self.x_max - self.x_min, self.y_max - self.y_min
        self.cropped = cols > S.MAX_COLS or rows > max_rows
        fx, fy = focus(v)
        # whole bands of tiles (4 squares): the columns around the focus, then the rows of the
        # tiles in those columns that join the focus's row without a gap, then the columns of
        # the tiles in those rows: no empty band in the window
        t4 = S.TILE
        xb = _grow(fx // t4, {b for t in tiles for b in range(t.x // t4, (t.x + t.w) // t4)}, S.MAX_COLS // t4)
        yb = _grow(fy // t4, {b for t in tiles if t.x < xb[1] * t4 and t.x + t.w > xb[0] * t4
                              for b in range(t.y // t4, (t.y + t.h) // t4)}, max_rows // t4)
        used = {b for t in tiles if t.y < yb[1] * t4 and t.y + t.h > yb[0] * t4
                for b in range(t.x // t4, (t.x + t.w) // t4)} & set(range(*xb))
        if used:
            xb = (min(used), max(used) + 1)
        self.x0, self.cols = xb[0] * t4, (xb[1] - xb[0]) * t4
        self.y0, self.rows = yb[0] * t4, (yb[1] - yb[0]) * t4
        self.cell = max(S.MIN_CELL, min(S.MAX_CELL, (S.W - 2 * S.PAD) // max(1, self.cols),
                                        max(S.MIN_ROWS * S.MIN_CELL, max_h) // max(1, self.rows)))
        self.left = (S.W - self.cols * self.cell) // 2
        self.top = top + S.PAD
        self.height = self.rows * self.cell + 2 * S.PAD

    def shown(self, x: int, y: int) -> bool:
        return self.x0 <= x < self.x0 + self.cols and self.y0 <= y < self.y0 + self.rows

    def box(self, x: float, y: float) -> Box:
        """The square's box in the picture (also for squares outside the window: PIL clips)."""
        left = self.left + (x - self.x0) * self.cell
        top = self.top + (y - self.y0) * self.cell
        return left, top, left + self.cell, top + self.cell

    def centre(self, x: float, y: float) -> tuple[float, float]:
        left, top, right, bottom = self.box(x, y)
        return (left + right) / 2, (top + bottom) / 2


def _grow(f: int, occupied: set[int], most: int) -> tuple[int, int]:
    """The bands ``lo``..``hi`` (``hi`` excluded) around band ``f``: at most ``most`` of them,
    each holding a tile, without a gap, grown on both sides in turn."""
    if not occupied:
        return f, f + 1
    if f not in occupied:
        f = min(occupied, key=lambda b: (abs(b - f), b))
    lo, hi = f, f + 1
    while hi - lo < most:
        up, down = lo - 1 in occupied, hi in occupied
        if not up and not down:
            break
        if down and (not up or hi - 1 - f <= f - lo):
            hi += 1
        else:
            lo -= 1
    return lo, hi


def _clamp(value: int, low: int, high: int) -> int:
    return max(low, min(value, high))


def focus(v: RavenloftView) -> tuple[int, int]:
    """Where the action is: the view's focus, else the active hero, the last move, a hero."""
    if v.focus is not None:
        return v.focus
    hero = next((h for h in v.heroes if h.id == v.active and h.pos is not None), None)
    if hero is not None and hero.pos is not None:
        return hero.pos
    if v.last_path:
        return v.last_path[-1]
    placed = [h.pos for h in v.heroes if h.pos is not None]
    if placed and placed[0] is not None:
        return placed[0]
    return (0, 0)


# ---- the static layer ----

def _floor(tile_kind: str, alt: bool) -> tuple[int, int, int]:
    if tile_kind == "start":
        return S.START_ALT if alt else S.START_FLOOR
    if tile_kind == "chamber":
        return S.CHAMBER_ALT if alt else S.CHAMBER_FLOOR
    return S.FLOOR_ALT if alt else S.FLOOR


def _bones(p: Pen, box: Box) -> None:
    """Two crossed bones and a skull: the tile's bone pile."""
    left, top, right, bottom = box
    c = right - left
    w = max(3, int(c / 12))
    for (ax, ay), (bx, by) in (((0.24, 0.22), (0.76, 0.64)), ((0.76, 0.22), (0.24, 0.64))):
        x1, y1, x2, y2 = left + ax * c, top + ay * c, left + bx * c, top + by * c
        p.draw.line((x1, y1, x2, y2), fill=S.BONE, width=w)
        for x, y in ((x1, y1), (x2, y2)):
            r = w * 0.9
            p.draw.ellipse((x - r, y - r, x + r, y + r), fill=S.BONE)
    r = c * 0.12
    cx, cy = left + c / 2, top + c * 0.3
    p.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=S.BONE, outline=(90, 84, 70))


def _scorch(p: Pen, box: Box) -> None:
    left, top, right, bottom = box
    c = right - left
    p.draw.ellipse((left + c * 0.12, top + c * 0.16, right - c * 0.12, bottom - c * 0.14), fill=S.SCORCH)
    p.draw.ellipse((left + c * 0.32, top + c * 0.36, right - c * 0.32, bottom - c * 0.32), fill=S.EMBER)


def _wall(p: Pen, box: Box) -> None:
    left, top, right, bottom = box
    p.draw.rectangle(box, fill=S.WALL)
    c = right - left
    rows = 3
    for k in range(1, rows):
        y = top + k * c / rows
        p.draw.line((left, y, right, y), fill=S.BRICK, width=1)
    for k in range(rows):
        y0, y1 = top + k * c / rows, top + (k + 1) * c / rows
        x = left + c * (0.5 if k % 2 else 0.25)
        p.draw.line((x, y0, x, y1), fill=S.BRICK, width=1)
        if k % 2 == 0:
            p.draw.line((x + c / 2, y0, x + c / 2, y1), fill=S.BRICK, width=1)


def _special(p: Pen, box: Box, code: str) -> None:
    """Stairs, a coffin, a fountain, an altar: a small drawing each."""
    left, top, right, bottom = box
    c = right - left
    if code == STAIRS:
        for k in range(4):
            y = top + c * (0.18 + 0.16 * k)
            p.draw.rectangle((left + c * (0.15 + 0.05 * k), y, right - c * (0.15 + 0.05 * k), y + c * 0.1),
                             fill=(96, 88, 78), outline=(40, 36, 32))
    elif code == COFFIN:
        pts = [(left + c * 0.38, top + c * 0.1), (left + c * 0.62, top + c * 0.1), (left + c * 0.7, top + c * 0.3),
               (left + c * 0.6, top + c * 0.72), (left + c * 0.4, top + c * 0.72), (left + c * 0.3, top + c * 0.3)]
        p.draw.polygon(pts, fill=(92, 60, 40), outline=(30, 20, 14))
    elif code == FOUNTAIN:
        p.draw.ellipse((left + c * 0.18, top + c * 0.12, right - c * 0.18, bottom - c * 0.3), fill=(60, 90, 120),
                       outline=(30, 40, 60), width=2)
    elif code == DOOR:
        p.draw.rectangle((left + c * 0.2, top + c * 0.15, right - c * 0.2, bottom - c * 0.3), fill=(120, 80, 40),
                         outline=(50, 30, 14), width=2)
    else:  # an altar or another special square
        p.draw.rectangle((left + c * 0.2, top + c * 0.2, right - c * 0.2, bottom - c * 0.35), fill=(118, 110, 130),
                         outline=(50, 44, 60), width=2)


def triangle_points(b: Board, tile: Any) -> list[tuple[float, float]]:
    """The corners of the tile's triangle (none: an empty list)."""
    if tile.triangle == "none" or tile.points is None:
        return []
    c = b.cell
    left, top, _, _ = b.box(tile.x, tile.y)
    w, h = tile.w * c, tile.h * c
    base, depth = c * 0.7, c * 0.42
    mx, my = left + w / 2, top + h / 2
    pts = {
        "n": [(mx, top + 3), (mx - base / 2, top + 3 + depth), (mx + base / 2, top + 3 + depth)],
        "s": [(mx, top + h - 3), (mx - base / 2, top + h - 3 - depth), (mx + base / 2, top + h - 3 - depth)],
        "w": [(left + 3, my), (left + 3 + depth, my - base / 2), (left + 3 + depth, my + base / 2)],
        "e": [(left + w - 3, my), (left + w - 3 - depth, my - base / 2), (left + w - 3 - depth, my + base / 2)],
    }[tile.points]
    return pts


def _triangle(p: Pen, b: Board, tile: Any) -> None:
    """The tile's triangle, in the middle of the side it points to, pointing out of the tile."""
    pts = triangle_points(b, tile)
    if not pts:
        return
    fill, edge = ((16, 16, 18), (245, 245, 245)) if tile.triangle == "black" else ((245, 245, 240), (16, 16, 18))
    p.draw.polygon(pts, fill=fill, outline=edge, width=2)


def _name_row(tile: Any, taken: set[tuple[int, int]] | None = None) -> int:
    """The row the tile's name goes on: a row of walls (top first), else the first of the top,
    bottom and middle rows where no figure or marker stands (``taken``: squares), fewest bone
    piles and special squares first, else the top row: the band never hides a figure when a free
    row exists (figures are drawn over it anyway)."""
    def marks(row: str) -> int:
        return sum(1 for ch in row if ch not in (FLOOR, WALL))

    def busy(r: int) -> int:
        return sum(1 for k in range(tile.w) if (tile.x + k, tile.y + r) in (taken or set()))

    rows = [0, tile.h - 1, *range(1, tile.h - 1)] if tile.h > 1 else [0]
    walls = [r for r in rows if set(tile.grid[r]) == {WALL}]
    if walls:
        return walls[0]
    def under_triangle(r: int) -> bool:  # its square names are written at their top
        return (tile.points == "s" and r == tile.h - 1) or (tile.points == "n" and r == 0) or (
            tile.points in ("e", "w") and 0 < r < tile.h - 1)

    free = [r for r in rows if not busy(r)]
    if free:
        return min(free, key=lambda r: (under_triangle(r), marks(tile.grid[r]), rows.index(r)))
    return 0


def name_lines(name: str, room: float, two: bool, short: str = "") -> tuple[list[str], int, bool]:
    """A tile name's lines, size and weight: one bold line as large as fits (down to the
    smallest size), else one regular line, else two lines where a wall row leaves the room, else
    the tile's short name, else one line cut with an ellipsis."""
    size = fit(name, S.T_MED, room, True, S.T_MIN)
    if width(name, size, True) <= room:
        return [name], size, True
    if width(name, S.T_MIN) <= room:
        return [name], S.T_MIN, False
    if two:
        lines = wrap(name, S.T_MIN, room, True)
        if len(lines) <= 2:
            return [clip(line, S.T_MIN, room, True) for line in lines], S.T_MIN, True
    if short and short != name:
        return name_lines(short, room, two)
    return [clip(name, S.T_MIN, room)], S.T_MIN, False


def tile_name(p: Pen, b: Board, tile: Any, lang: str, taken: set[tuple[int, int]]) -> None:
    """A named tile's name, on a dark band at the top of a row (``_name_row``): the square names,
    at the bottom of the squares, stay visible; two lines only over a row of walls."""
    if tile.name is None:
        return
    name = tile.name.get(lang)
    c = b.cell
    left, _, _, _ = b.box(tile.x, tile.y)
    w = tile.w * c
    # the band stays inside the window when the tile is cut by it
    x0 = max(left + 2, b.left)
    x1 = min(left + w - 2, b.left + b.cols * c)
    room = x1 - x0 - 2
    if room < 50:
        return
    row = _name_row(tile, taken)
    walls = set(tile.grid[row]) == {WALL}
    lines, size, bold = name_lines(name, room, walls, tile.short.get(lang) if tile.short else "")
    band = len(lines) * (size + 3) + 5
    _, row_top, _, row_bottom = b.box(tile.x, tile.y + row)
    y = row_top + 1 if not walls else row_top + (row_bottom - row_top - band) / 2
    if y < b.top or y + band > b.top + b.rows * c or not b.shown(tile.x, tile.y + row):
        return
    p.draw.rectangle((x0, y, x1, y + band), fill=(34, 30, 30))
    for k, line in enumerate(lines):
        p.text(((x0 + x1) / 2, y + 3 + k * (size + 3) + size / 2), line, size, (240, 228, 200), bold=bold,
               anchor="mm")


def tile_names(p: Pen, b: Board, v: RavenloftView, lang: str) -> None:
    """Every named tile's band, drawn under the markers and the figures (render.ravenloft.figures)."""
    taken = {m.pos for m in v.monsters if m.pos is not None}
    taken |= {h.pos for h in v.heroes if h.pos is not None and not h.escaped}
    taken |= {mk.pos for mk in v.markers if mk.pos is not None}
    for tile in v.tiles:
        if touches_window(b, tile):
            tile_name(p, b, tile, lang, taken)


def _unexplored(p: Pen, b: Board, edges: list[Edge], walls: set[tuple[int, int]]) -> None:
    """Each unexplored edge: a bright bar along its squares' outer side (not along its walls)."""
    w = max(4, b.cell // 10)
    k = w // 2  # inside the square: whole even on the window's edge
    for e in edges:
        if (e.x, e.y) in walls:
            continue
        left, top, right, bottom = b.box(e.x, e.y)
        line = {"n": (left, top + k, right, top + k), "s": (left, bottom - k, right, bottom - k),
                "w": (left + k, top, left + k, bottom), "e": (right - k, top, right - k, bottom)}[e.side]
        p.draw.line(line, fill=S.UNEXPLORED, width=w)


def name_box(b: Board, x: int, y: int, name: str, top: bool = False) -> tuple[float, float, float, float]:
    """Where a square's name is written: its bottom-left corner (``top``: its top-left one)."""
    left, up, _, bottom = b.box(x, y)
    w = min(width(name, S.T_MIN), b.cell - 8)
    return (left + 2, up + 2, left + 6 + w, up + 6 + S.T_MIN) if top else (
        left + 2, bottom - 6 - S.T_MIN, left + 6 + w, bottom - 2)


def _overlaps(box: tuple[float, float, float, float], pts: list[tuple[float, float]]) -> bool:
    if not pts:
        return False
    xs, ys = [q[0] for q in pts], [q[1] for q in pts]
    return not (box[2] < min(xs) or box[0] > max(xs) or box[3] < min(ys) or box[1] > max(ys))


def name_on_top(b: Board, tile: Any, x: int, y: int, name: str,
                triangle: list[tuple[float, float]] | None = None) -> bool:
    """Whether the square's name goes to its top-left corner: the triangle would cover it below
    (``triangle``: the tile's triangle's corners, when the caller already has them)."""
    return _overlaps(name_box(b, x, y, name), triangle_points(b, tile) if triangle is None else triangle)


def _square_names(p: Pen, b: Board, tile: Any) -> None:
    """Each square's name in its bottom-left corner (its top-left one where the tile's triangle
    lies), dark on the floor (4.5:1 or more), with a halo of the floor's colour so that it reads
    over a bone pile."""
    c = b.cell
    triangle = triangle_points(b, tile)  # once per tile (its width is counted from its grid)
    for r, row in enumerate(tile.names):
        for k, name in enumerate(row):
            x, y = tile.x + k, tile.y + r
            if not name or not b.shown(x, y):
                continue
            left, _, _, bottom = b.box(x, y)
            code = tile.grid[r][k] if r < len(tile.grid) and k < len(tile.grid[r]) else FLOOR
            if code == WALL:
                ink, halo = (200, 194, 180), S.WALL
            else:
                ink, halo = S.SQUARE_INK, _floor(tile.kind, (x + y) % 2 == 1)
            if name_on_top(b, tile, x, y, name, triangle):
                _, top, _, _ = b.box(x, y)
                p.text((left + 4, top + 4), clip(name, S.T_MIN, c - 8), S.T_MIN, ink, anchor="la", stroke=2,
                       stroke_fill=halo)
                continue
            p.text((left + 4, bottom - 4), clip(name, S.T_MIN, c - 8), S.T_MIN, ink, anchor="ld", stroke=2,
                   stroke_fill=halo)


def _squares(p: Pen, b: Board, tile: Any) -> None:
    """A tile's squares in the window: floors (a checkerboard), walls, bone piles, specials."""
    for r, row in enumerate(tile.grid):
        for k, code in enumerate(row):
            x, y = tile.x + k, tile.y + r
            if not b.shown(x, y):
                continue
            box = b.box(x, y)
            if code == WALL:
                _wall(p, box)
                continue
            p.draw.rectangle(box, fill=_floor(tile.kind, (x + y) % 2 == 1), outline=S.GRID)
            if code == BONES:
                _bones(p, box)
            elif code == SCORCH:
                _scorch(p, box)
            elif code not in (".", " "):
                _special(p, box, code)


#: the tiles' squares drawn once per process (kind, grid, checkerboard parity, square size):
#: a new tile or a moved window then redraws only what lies over the squares
_SPRITES: OrderedDict[tuple[Any, ...], Image.Image] = OrderedDict()
#: the bytes of pixels they may take: a quarter of ``MENEUR_PICTURE_CACHE_MB`` (render/budget.py),
#: 2 MB by default (a 4x4 tile of 50 px squares is 120 KB: some 17 tiles)
SPRITES_BYTES = sprites_bytes()
_sprites_held = [0]
_SPRITES_LOCK = threading.Lock()


def _pixels(image: Image.Image) -> int:
    return image.width * image.height * len(image.getbands())


def _sprite(tile: Any, cell: int) -> Image.Image:
    """The image of a tile's squares, drawn at (0, 0): every pixel of it is painted by those
    squares (each square's box includes its right and bottom edges), so pasting it is drawing
    them, pixel for pixel."""
    key = (tile.kind, tuple(tile.grid), (tile.x + tile.y) % 2, cell)
    with _SPRITES_LOCK:  # pictures drawn in threads share the cache
        found = _SPRITES.get(key)
        if found is not None:
            _SPRITES.move_to_end(key)
            return found
    alone = Board.__new__(Board)
    # the tile's own window, on the same checkerboard (its parity is kept by x0 + y0)
    alone.__dict__.update(x0=tile.x, y0=tile.y, cols=tile.w, rows=tile.h, cell=cell, left=0, top=0)
    pen = Pen(Image.new("RGB", (tile.w * cell + 1, tile.h * cell + 1), S.VOID))
    _squares(pen, alone, tile)
    with _SPRITES_LOCK:
        if key not in _SPRITES and _pixels(pen.image) <= SPRITES_BYTES:
            _SPRITES[key] = pen.image
            _sprites_held[0] += _pixels(pen.image)
            while _sprites_held[0] > SPRITES_BYTES:
                _sprites_held[0] -= _pixels(_SPRITES.popitem(last=False)[1])
    return pen.image


def _tile_squares(p: Pen, b: Board, tile: Any) -> None:
    """A tile's squares: its sprite when the whole tile is in the window (and caches are on)."""
    whole = tile.w and tile.h and b.shown(tile.x, tile.y) and b.shown(tile.x + tile.w - 1, tile.y + tile.h - 1)
    if not whole or not caching() or any(len(row) != tile.w for row in tile.grid):  # (a ragged grid: drawn)
        _squares(p, b, tile)
        return
    left, top, _, _ = b.box(tile.x, tile.y)
    p.image.paste(_sprite(tile, b.cell), (int(left), int(top)))


def touches_window(b: Board, tile: Any) -> bool:
    """Whether the tile's box, its edges included, has a pixel in the window."""
    left, top, _, _ = b.box(tile.x, tile.y)
    right, bottom = left + tile.w * b.cell, top + tile.h * b.cell
    return not (right < b.left or bottom < b.top or left >= b.left + b.cols * b.cell
                or top >= b.top + b.rows * b.cell)


def static(p: Pen, b: Board, v: RavenloftView, lang: str) -> None:
    """The dungeon as it stands between moves (drawn on a layer whose (0, 0) is the board's)."""
    c = b.cell
    for tile in v.tiles:
        _tile_squares(p, b, tile)
    for tile in v.tiles:
        if not touches_window(b, tile):
            continue  # its edge (drawn inside its box) and its triangle fall outside the window
        left, top, _, _ = b.box(tile.x, tile.y)
        p.draw.rectangle((left, top, left + tile.w * c, top + tile.h * c), outline=S.TILE_EDGE, width=3)
        _triangle(p, b, tile)
    walls = {(t.x + k, t.y + r) for t in v.tiles for r, row in enumerate(t.grid) for k, ch in enumerate(row)
             if ch == WALL}
    _unexplored(p, b, v.unexplored, walls)
    for tile in v.tiles:
        _square_names(p, b, tile)


def static_key(b: Board, v: RavenloftView, lang: str) -> tuple[Any, ...]:
    """Everything the static layer shows."""
    tiles = tuple((t.id, t.x, t.y, tuple(t.grid), tuple(map(tuple, t.names)), t.name.get(lang) if t.name else "",
                   t.triangle, t.points, t.kind) for t in v.tiles)
    edges = tuple((e.x, e.y, e.side) for e in v.unexplored)
    return ("ravenloft", lang, b.x0, b.y0, b.cols, b.rows, b.cell, tiles, edges)


def paste_static(p: Pen, b: Board, v: RavenloftView, lang: str) -> None:
    """Paste the static layer: exactly the window, so what lies beyond it is cut off."""
    size = (b.cols * b.cell, b.rows * b.cell)
    shifted = Board.__new__(Board)
    shifted.__dict__.update(b.__dict__)
    shifted.top = 0
    shifted.left = 0
    layers.paste(p, (b.left, b.top), static_key(b, v, lang), size, S.VOID,
                 lambda base: static(base, shifted, v, lang))

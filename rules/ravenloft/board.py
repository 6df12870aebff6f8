"""The dungeon's geometry: placed tiles, squares, walls, adjacency, tile distances, paths.

Every tile is made of 4x4 blocks of squares (the Start tile of two blocks, which therefore
counts as two tiles: ruling A2). Squares have global coordinates ``(x, y)``; the block of a
square is ``(x // 4, y // 4)``. A tile side is an *exit* when its two middle squares are
floor (ruling A3), unless the tile lists its exits itself. Two blocks are *joined* when they
belong to the same tile, or touch through exits on both sides. An exit whose neighbouring
block is empty is an *unexplored edge* (B11); its four outer squares are where a hero stands
to explore.

Squares are named for players relative to the dungeon's current top-left corner: columns
``A``..``Z``, ``AA``.. and rows ``1``.. (as the picture labels them).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from rules.core import InvalidActionError

Sq = tuple[int, int]
Block = tuple[int, int]

N, E, S, W = 0, 1, 2, 3
SIDES = (N, E, S, W)
SIDE_NAMES = ("n", "e", "s", "w")
DELTA: dict[int, tuple[int, int]] = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}
BLOCK = 4

#: square kinds in a tile's grid: floor, wall, bone pile (or scorch mark), special floor
FLOOR, WALL, BONES = ".", "#", "B"


def opposite(side: int) -> int:
    return (side + 2) % 4


@dataclass(frozen=True)
class TileShape:
    """A tile's printed layout, unrotated: rows of squares (``#`` wall, ``B`` bone pile,
    ``.`` floor, any other letter a special floor square such as stairs), its triangle's side
    (``None`` for the Start tile), its colour, optionally its exits ``(bx, by, side)``, and
    what is special about it."""

    id: str
    rows: tuple[str, ...]
    triangle: int | None = None
    black: bool = False
    exits: frozenset[tuple[int, int, int]] | None = None
    #: ``long_corridor``, ``chamber_access``, ``chamber``... (WoA tiles), else empty
    special: str = ""
    #: exits printed with an open door symbol ``(bx, by, side)`` (WoA doors, B69)
    doors: frozenset[tuple[int, int, int]] = frozenset()
    #: the chamber group of a chamber or chamber-access tile (WoA chambers, B64)
    group: str = ""

    @property
    def width(self) -> int:
        return len(self.rows[0]) // BLOCK

    @property
    def height(self) -> int:
        return len(self.rows) // BLOCK


def rotate_rows(rows: tuple[str, ...], rot: int) -> tuple[str, ...]:
    """The grid turned clockwise ``rot`` quarter turns."""
    out = rows
    for _ in range(rot % 4):
        h = len(out)
        w = len(out[0])
        out = tuple("".join(out[h - 1 - r][c] for r in range(h)) for c in range(w))
    return out


def _rot_block(bx: int, by: int, w: int, h: int, rot: int) -> tuple[int, int]:
    for _ in range(rot % 4):
        bx, by, w, h = h - 1 - by, bx, h, w
    return bx, by


def shape_exits(shape: TileShape) -> set[tuple[int, int, int]]:
    """The exits of an unrotated shape: outer block sides whose two middle squares are floor."""
    if shape.exits is not None:
        return set(shape.exits)
    out: set[tuple[int, int, int]] = set()
    for by in range(shape.height):
        for bx in range(shape.width):
            for side in SIDES:
                dx, dy = DELTA[side]
                if 0 <= bx + dx < shape.width and 0 <= by + dy < shape.height:
                    continue  # an inner side of a multi-block tile
                x0, y0 = bx * BLOCK, by * BLOCK
                if side == N:
                    middles = [(x0 + 1, y0), (x0 + 2, y0)]
                elif side == S:
                    middles = [(x0 + 1, y0 + 3), (x0 + 2, y0 + 3)]
                elif side == W:
                    middles = [(x0, y0 + 1), (x0, y0 + 2)]
                else:
                    middles = [(x0 + 3, y0 + 1), (x0 + 3, y0 + 2)]
                if all(shape.rows[y][x] != WALL for x, y in middles):
                    out.add((bx, by, side))
    return out


@dataclass(frozen=True)
class Placement:
    """A tile on the table: its id in the dungeon, its shape, top-left block and rotation."""

    uid: int
    shape: TileShape
    bx: int
    by: int
    rot: int = 0

    def rotated(self) -> tuple[str, ...]:
        return rotate_rows(self.shape.rows, self.rot)

    def size(self) -> tuple[int, int]:
        w, h = self.shape.width, self.shape.height
        return (h, w) if self.rot % 2 else (w, h)

    def blocks(self) -> list[Block]:
        w, h = self.size()
        return [(self.bx + i, self.by + j) for j in range(h) for i in range(w)]

    def exits(self) -> set[tuple[Block, int]]:
        w, h = self.shape.width, self.shape.height
        out = set()
        for bx, by, side in shape_exits(self.shape):
            rx, ry = _rot_block(bx, by, w, h, self.rot)
            out.add(((self.bx + rx, self.by + ry), (side + self.rot) % 4))
        return out

    def doors(self) -> set[tuple[Block, int]]:
        w, h = self.shape.width, self.shape.height
        out = set()
        for bx, by, side in self.shape.doors:
            rx, ry = _rot_block(bx, by, w, h, self.rot)
            out.add(((self.bx + rx, self.by + ry), (side + self.rot) % 4))
        return out

    def triangle(self) -> int | None:
        return None if self.shape.triangle is None else (self.shape.triangle + self.rot) % 4


def edge_squares(block: Block, side: int) -> list[Sq]:
    """The four squares of a block along ``side`` (the row a hero stands on to explore)."""
    x0, y0 = block[0] * BLOCK, block[1] * BLOCK
    if side == N:
        return [(x0 + i, y0) for i in range(BLOCK)]
    if side == S:
        return [(x0 + i, y0 + BLOCK - 1) for i in range(BLOCK)]
    if side == W:
        return [(x0, y0 + i) for i in range(BLOCK)]
    return [(x0 + BLOCK - 1, y0 + i) for i in range(BLOCK)]


def block_of(sq: Sq) -> Block:
    return (sq[0] // BLOCK, sq[1] // BLOCK)


def column_name(i: int) -> str:
    """``A`` for 0, ``Z``, ``AA``...; a column west of the origin (-1, -2...) reads ``ZZ``, ``ZY``..."""
    if i < 0:
        i += 702
    out = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        out = chr(ord("A") + r) + out
    return out


def column_index(letters: str) -> int:
    """The column a name's letters read (``column_name``'s inverse): from ``MM`` on (350), the
    columns west of the origin (no dungeon grows 350 columns east)."""
    col = 0
    for ch in letters.upper():
        col = col * 26 + (ord(ch) - ord("A") + 1)
    col -= 1
    return col - 702 if col >= 350 else col


_NAME = re.compile(r"^\s*([A-Za-z]{1,2})\s*(-?\d{1,3})\s*$")


@dataclass
class Board:
    """The dungeon built from its placements: queries every rule needs."""

    placements: tuple[Placement, ...]
    #: the square named A1 (``None``: the top-left corner); fixed at set-up, so names never shift
    origin: Sq | None = None
    #: block sides shut by a closed door token (B69: nothing passes until it is opened)
    closed: frozenset[tuple[Block, int]] = frozenset()
    kinds: dict[Sq, str] = field(default_factory=dict)
    tile_of: dict[Block, int] = field(default_factory=dict)
    exits: dict[Block, set[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for p in self.placements:
            rows = p.rotated()
            for j, row in enumerate(rows):
                for i, ch in enumerate(row):
                    self.kinds[(p.bx * BLOCK + i, p.by * BLOCK + j)] = ch
            for b in p.blocks():
                self.tile_of[b] = p.uid
                self.exits.setdefault(b, set())
            for b, side in p.exits():
                self.exits[b].add(side)
        self._by_uid = {p.uid: p for p in self.placements}
        xs = [x for x, _ in self.kinds] or [0]
        ys = [y for _, y in self.kinds] or [0]
        self.x0, self.y0 = min(xs), min(ys)
        self.nx, self.ny = self.origin if self.origin is not None else (self.x0, self.y0)
        #: each square's neighbours a figure may step to (a board never changes once built)
        self._steps: dict[Sq, tuple[Sq, ...]] = {}

    # --- tiles ---------------------------------------------------------------------------
    def placement(self, uid: int) -> Placement:
        return self._by_uid[uid]

    def blocks(self) -> list[Block]:
        return list(self.tile_of)

    def joined(self, a: Block, side: int) -> bool:
        """Whether ``a`` opens onto its neighbour across ``side`` (same tile, or exits facing)."""
        dx, dy = DELTA[side]
        b = (a[0] + dx, a[1] + dy)
        if a not in self.tile_of or b not in self.tile_of:
            return False
        if self.tile_of[a] == self.tile_of[b]:
            return True
        if (a, side) in self.closed or (b, opposite(side)) in self.closed:
            return False
        return side in self.exits[a] and opposite(side) in self.exits[b]

    def neighbours(self, a: Block) -> list[Block]:
        return [(a[0] + DELTA[s][0], a[1] + DELTA[s][1]) for s in SIDES if self.joined(a, s)]

    def unexplored_edges(self) -> list[tuple[Block, int]]:
        """Exits with no tile beyond them, in (row, column, side) order."""
        out = []
        for b in sorted(self.tile_of, key=lambda b: (b[1], b[0])):
            for s in sorted(self.exits[b]):
                dx, dy = DELTA[s]
                if (b[0] + dx, b[1] + dy) not in self.tile_of:
                    out.append((b, s))
        return out

    def edges_under(self, sq: Sq) -> list[tuple[Block, int]]:
        """The unexplored edges whose outer row holds ``sq``."""
        b = block_of(sq)
        return [(eb, s) for eb, s in self.unexplored_edges() if eb == b and sq in edge_squares(eb, s)]

    def tile_distances(self, start: Block) -> dict[Block, int]:
        """Tile distance from ``start`` to every block reachable through joined sides (B12, A4)."""
        dist = {start: 0}
        queue = deque([start])
        while queue:
            a = queue.popleft()
            for b in self.neighbours(a):
                if b not in dist:
                    dist[b] = dist[a] + 1
                    queue.append(b)
        return dist

    def tile_distance(self, a: Block, b: Block) -> int | None:
        return self.tile_distances(a).get(b)

    def within(self, a: Block, n: int) -> list[Block]:
        """Blocks at most ``n`` tiles from ``a``, nearest first then (row, column)."""
        d = self.tile_distances(a)
        return sorted((b for b, k in d.items() if k <= n), key=lambda b: (d[b], b[1], b[0]))

    def tile_path(self, a: Block, b: Block) -> list[Block] | None:
        """A shortest tile path from ``a`` to ``b`` (both included); ties by (row, column)."""
        prev: dict[Block, Block | None] = {a: None}
        queue = deque([a])
        while queue:
            c = queue.popleft()
            if c == b:
                break
            for n in sorted(self.neighbours(c), key=lambda k: (k[1], k[0])):
                if n not in prev:
                    prev[n] = c
                    queue.append(n)
        if b not in prev:
            return None
        path: list[Block] = []
        cur: Block | None = b
        while cur is not None:
            path.append(cur)
            cur = prev[cur]
        return path[::-1]

    def bone_pile(self, b: Block) -> Sq:
        """The block's bone pile (or its first floor square in reading order when it has none)."""
        squares = self.block_squares(b)
        for sq in squares:
            if self.kinds[sq] == BONES:
                return sq
        return next(sq for sq in squares if self.walkable(sq))

    def block_squares(self, b: Block) -> list[Sq]:
        return [(b[0] * BLOCK + i, b[1] * BLOCK + j) for j in range(BLOCK) for i in range(BLOCK)]

    def triangle_black(self, uid: int) -> bool:
        return self._by_uid[uid].shape.black

    # --- squares ------------------------------------------------------------------------
    def walkable(self, sq: Sq) -> bool:
        k = self.kinds.get(sq)
        return k is not None and k != WALL

    def kind(self, sq: Sq) -> str | None:
        return self.kinds.get(sq)

    def step_ok(self, a: Sq, b: Sq) -> bool:
        """Whether a figure may step from ``a`` to the neighbouring square ``b`` (B26, B27, A5)."""
        if not (self.walkable(a) and self.walkable(b)):
            return False
        dx, dy = b[0] - a[0], b[1] - a[1]
        if max(abs(dx), abs(dy)) != 1:
            return False
        ba, bb = block_of(a), block_of(b)
        if ba != bb:
            if ba[0] != bb[0] and ba[1] != bb[1]:
                return False  # never across the corner of four blocks
            side = next(s for s in SIDES if DELTA[s] == (bb[0] - ba[0], bb[1] - ba[1]))
            if not self.joined(ba, side):
                return False
        if dx and dy:
            # not between two diagonally placed walls
            c1, c2 = (a[0] + dx, a[1]), (a[0], a[1] + dy)
            if not self.walkable(c1) and not self.walkable(c2):
                return False
        return True

    def adjacent(self, a: Sq, b: Sq) -> bool:
        return a != b and self.step_ok(a, b)

    def neighbours8(self, a: Sq) -> list[Sq]:
        """The squares a figure may step to from ``a``, in reading order (worked out once per
        square of a board: the boards are cached and read many times per move)."""
        steps = self._steps.get(a)
        if steps is None:
            steps = self._steps[a] = tuple(b for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                                           if (b := (a[0] + dx, a[1] + dy)) != a and self.step_ok(a, b))
        return list(steps)

    def reach(self, start: Sq, budget: int, blocked: Callable[[Sq], bool],
              stop_ok: Callable[[Sq], bool]) -> dict[Sq, int]:
        """Squares a hero may end on within ``budget`` steps: never through ``blocked`` squares
        (monsters), and ending only where ``stop_ok`` (not on another hero), with the path
        length of each (B25-B29)."""
        dist = {start: 0}
        queue = deque([start])
        while queue:
            a = queue.popleft()
            if dist[a] >= budget:
                continue
            for b in self._steps.get(a) or self.neighbours8(a):
                if b not in dist and not blocked(b):
                    dist[b] = dist[a] + 1
                    queue.append(b)
        return {sq: d for sq, d in dist.items() if sq != start and stop_ok(sq)}

    def path_length(self, a: Sq, b: Sq, blocked: Callable[[Sq], bool] = lambda s: False) -> int | None:
        """Steps from ``a`` to ``b`` avoiding ``blocked`` squares (``b`` itself may be blocked)."""
        if a == b:
            return 0
        dist = {a: 0}
        queue = deque([a])
        while queue:
            c = queue.popleft()
            for n in self.neighbours8(c):
                if n in dist:
                    continue
                if n == b:
                    return dist[c] + 1
                if blocked(n):
                    continue
                dist[n] = dist[c] + 1
                queue.append(n)
        return None

    # --- names --------------------------------------------------------------------------
    def name(self, sq: Sq) -> str:
        """``C4``: column and row counted from the names' origin (rows north of it: ``C0``, ``C-1``;
        columns west of it: ``ZZ``, ``ZY``...)."""
        return f"{column_name(sq[0] - self.nx)}{sq[1] - self.ny + 1}"

    def parse(self, text: str) -> Sq:
        """A square from its name (``C4``, ``AB12``); unknown or off-dungeon names are refused."""
        m = _NAME.match(text)
        if not m:
            raise InvalidActionError("cr-bad-square", square=text)
        sq = (column_index(m.group(1)) + self.nx, int(m.group(2)) - 1 + self.ny)
        if sq not in self.kinds:
            raise InvalidActionError("cr-square-off-board", square=text.strip().upper())
        return sq

    def size(self) -> tuple[int, int]:
        xs = [x for x, _ in self.kinds] or [0]
        ys = [y for _, y in self.kinds] or [0]
        return max(xs) - self.x0 + 1, max(ys) - self.y0 + 1


def fits(board: Board, shape: TileShape, bx: int, by: int, rot: int) -> bool:
    p = Placement(uid=-1, shape=shape, bx=bx, by=by, rot=rot)
    return all(b not in board.tile_of for b in p.blocks())


def place_toward(board: Board, shape: TileShape, uid: int, edge: tuple[Block, int]) -> Placement | None:
    """The new tile beyond ``edge``, its triangle pointing back to the explorer's tile (B19).

    ``None`` when it cannot fit (ruling A3: the edge is then dead)."""
    (ebx, eby), side = edge
    dx, dy = DELTA[side]
    target = (ebx + dx, eby + dy)
    back = opposite(side)
    tri = shape.triangle if shape.triangle is not None else N
    rot = (back - tri) % 4
    w, h = shape.width, shape.height
    # the block of the new tile that carries the triangle must sit on ``target``
    tb = next(((bx, by) for bx, by, s in shape_exits(shape) if s == tri), (0, 0))
    rx, ry = _rot_block(tb[0], tb[1], w, h, rot)
    bx, by = target[0] - rx, target[1] - ry
    if not fits(board, shape, bx, by, rot):
        return None
    return Placement(uid=uid, shape=shape, bx=bx, by=by, rot=rot)


@lru_cache(maxsize=256)
def _cached(placements: tuple[Placement, ...], closed: frozenset[tuple[Block, int]], origin: Sq | None) -> Board:
    return Board(placements, origin=origin, closed=closed)


def build(placements: Iterable[Placement], closed: Iterable[tuple[Block, int]] = (),
          origin: Sq | None = None) -> Board:
    """The board of these placements (cached: a board is read many times per move); square names
    count from ``origin`` (default: the top-left corner)."""
    return _cached(tuple(placements), frozenset(closed), tuple(origin) if origin is not None else None)


def shapes_by_id(shapes: Iterable[TileShape]) -> Mapping[str, TileShape]:
    return {s.id: s for s in shapes}

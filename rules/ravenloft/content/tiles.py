"""Dungeon tiles: a grid of squares, exits on the sides, a triangle, a bone pile, special squares.

A tile is a grid of rows read north to south, one character per square: ``.`` floor, ``#``
wall square (« une case occupée par un mur », seed L579), ``o`` the bone pile (floor where
new monsters go, L524). Normal tiles are 4x4; the Start tile is 4x8, two 4x4 blocks that
count as two tiles (research A2). Squares are ``(row, col)`` inside the tile.

A side is split in 4-square segments: ``n`` is the north side of the first block, ``n1`` of
the second block (Start tile). A segment is an exit when its two middle squares are not
walls; a tile's ``exits`` lists exactly those (the consistency check below). ``entry`` is the
exit that carries the triangle: the tile is turned so that this side joins the unexplored
edge the hero explored (« avec son triangle pointé vers la section de donjon où se trouve le
héros », L557).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from rules.core import Model

from .common import Entry, Id, Text

Side = Literal["n", "e", "s", "w"]
SIDES: tuple[Side, ...] = ("n", "e", "s", "w")
Square = tuple[int, int]
TileKind = Literal["start", "normal", "named", "long_corridor", "chamber_access", "chamber"]
SpecialKind = Literal[
    "stairway", "secret_stairway", "fountain", "altar", "arcane_circle", "coffin", "workbench",
    "laboratory", "den", "nook",
]
#: each turn of a quarter clockwise maps a side to the next one
_CLOCKWISE: dict[str, str] = {"n": "e", "e": "s", "s": "w", "w": "n"}


class Special(Model):
    """Squares of a tile with a meaning an adventure or a rule uses (stairs, coffins...)."""

    kind: SpecialKind
    squares: list[Square] = Field(min_length=1)
    name: Text


class Tile(Entry):
    """One dungeon tile of the stack (or the Start tile, or a tile of our WoA set)."""

    kind: TileKind
    set: Literal["box", "woa"] = "box"
    triangle: Literal["black", "white"] | None = None
    entry: str | None = None
    grid: list[str] = Field(min_length=4)
    exits: list[str]
    skull: bool = False
    doors: list[str] = Field(default_factory=list)
    specials: list[Special] = Field(default_factory=list)
    #: a chamber-access tile (WoA) opens onto this chamber group
    chamber_group: Id | None = None
    #: the name written on the picture when the whole name does not fit a tile's width (ours)
    short: Text | None = None

    # ---- geometry -------------------------------------------------------------------
    @property
    def rows(self) -> int:
        return len(self.grid)

    @property
    def cols(self) -> int:
        return len(self.grid[0])

    @property
    def blocks(self) -> int:
        """How many tiles this tile counts for (the Start tile: 2)."""
        return (self.rows // 4) * (self.cols // 4)

    def cell(self, square: Square) -> str:
        r, c = square
        return self.grid[r][c]

    def is_wall(self, square: Square) -> bool:
        return self.cell(square) == "#"

    def squares(self) -> list[Square]:
        return [(r, c) for r in range(self.rows) for c in range(self.cols)]

    def open_squares(self) -> list[Square]:
        """Every square a figure may stand on, north to south, west to east."""
        return [s for s in self.squares() if not self.is_wall(s)]

    @property
    def bone_piles(self) -> list[Square]:
        return [s for s in self.squares() if self.cell(s) == "o"]

    def segments(self) -> list[str]:
        """Every side segment of the tile (``n``, ``n1``, ``e``...)."""
        out: list[str] = []
        for side in SIDES:
            length = self.cols if side in ("n", "s") else self.rows
            out += [side + (str(i) if i else "") for i in range(length // 4)]
        return out

    def edge_squares(self, segment: str) -> list[Square]:
        """The 4 squares along one side segment (the row a hero stands on to explore it)."""
        side, index = segment[0], int(segment[1:] or 0)
        span = range(4 * index, 4 * index + 4)
        if side == "n":
            return [(0, c) for c in span]
        if side == "s":
            return [(self.rows - 1, c) for c in span]
        if side == "w":
            return [(r, 0) for r in span]
        return [(r, self.cols - 1) for r in span]

    def segment_is_open(self, segment: str) -> bool:
        """A segment is an exit when its two middle squares are not walls."""
        edge = self.edge_squares(segment)
        return not self.is_wall(edge[1]) and not self.is_wall(edge[2])

    def neighbours(self, square: Square) -> list[Square]:
        """Open squares one step away inside the tile: 8 directions, never into a wall,
        never diagonally between two wall squares (« pas entre deux murs diagonalement
        placés », L577)."""
        r, c = square
        out: list[Square] = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if (dr, dc) == (0, 0) or not (0 <= nr < self.rows and 0 <= nc < self.cols):
                    continue
                if self.is_wall((nr, nc)):
                    continue
                if dr and dc and self.is_wall((r, nc)) and self.is_wall((nr, c)):
                    continue
                out.append((nr, nc))
        return out

    def special_squares(self, kind: str) -> list[Square]:
        return [sq for sp in self.specials if sp.kind == kind for sq in sp.squares]

    def squares_next_to(self, kind: str) -> list[Square]:
        """Open squares one step from a special square of ``kind`` and not of it (« Placez
        chaque héros sur une case adjacente à l'escalier »), north to south, west to east."""
        special = set(self.special_squares(kind))
        near = {n for sq in special for n in self.neighbours(sq)} - special
        return sorted(near)

    # ---- turning --------------------------------------------------------------------
    def rotated(self, quarter_turns: int) -> Tile:
        """This tile turned clockwise by ``quarter_turns`` quarters (a new model)."""
        t: Tile = self
        for _ in range(quarter_turns % 4):
            t = t._rotated_once()
        return t

    def _rotated_once(self) -> Tile:
        rows, cols = self.rows, self.cols
        grid = ["".join(self.grid[rows - 1 - r][c] for r in range(rows)) for c in range(cols)]

        def square(sq: Square) -> Square:
            r, c = sq
            return (c, rows - 1 - r)

        def segment(seg: str) -> str:
            # segments are numbered west->east (n, s) and north->south (e, w); a clockwise
            # turn keeps the order of n->e and s->w and reverses it for e->s and w->n
            side, index = seg[0], int(seg[1:] or 0)
            if side in ("e", "w"):
                index = rows // 4 - 1 - index
            return _CLOCKWISE[side] + (str(index) if index else "")

        return self.model_copy(update={
            "grid": grid,
            "exits": [segment(e) for e in self.exits],
            "doors": [segment(d) for d in self.doors],
            "entry": segment(self.entry) if self.entry else None,
            "specials": [sp.model_copy(update={"squares": [square(q) for q in sp.squares]})
                         for sp in self.specials],
        })

    # ---- validation -----------------------------------------------------------------
    @model_validator(mode="after")
    def _consistent(self) -> Tile:
        width = len(self.grid[0])
        if any(len(row) != width for row in self.grid) or self.rows % 4 or width % 4:
            raise ValueError(f"tile {self.id}: rows of equal length, in 4x4 blocks")
        if any(ch not in ".#o" for row in self.grid for ch in row):
            raise ValueError(f"tile {self.id}: squares are '.', '#' or 'o'")
        opened = [s for s in self.segments() if self.segment_is_open(s)]
        if sorted(self.exits) != sorted(opened):
            raise ValueError(f"tile {self.id}: exits {self.exits} but open sides {opened}")
        if self.kind != "start" and (self.triangle is None or self.entry not in self.exits):
            raise ValueError(f"tile {self.id}: a triangle on one of its exits")
        if any(d not in self.exits for d in self.doors):
            raise ValueError(f"tile {self.id}: doors stand on exits")
        for sp in self.specials:
            if any(not (0 <= r < self.rows and 0 <= c < width) or self.is_wall((r, c))
                   for r, c in sp.squares):
                raise ValueError(f"tile {self.id}: special {sp.kind} on a wall or outside")
        return self

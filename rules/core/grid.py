"""Square grids named as players read them on the pictures: columns A.., rows 1.."""

from __future__ import annotations

import re
from typing import NamedTuple

from .errors import InvalidActionError

_SQUARE = re.compile(r"^\s*([A-Za-z])\s*(\d{1,2})\s*$")


class Square(NamedTuple):
    """A square by zero-based column ``x`` (A=0) and row ``y`` (row 1 = 0)."""

    x: int
    y: int

    @property
    def name(self) -> str:
        return f"{chr(ord('A') + self.x)}{self.y + 1}"

    def __str__(self) -> str:
        return self.name

    def neighbours4(self) -> list[Square]:
        return [Square(self.x + dx, self.y + dy) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))]

    def neighbours8(self) -> list[Square]:
        return [
            Square(self.x + dx, self.y + dy)
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if (dx, dy) != (0, 0)
        ]

    def manhattan(self, other: Square) -> int:
        return abs(self.x - other.x) + abs(self.y - other.y)

    def in_bounds(self, width: int, height: int) -> bool:
        return 0 <= self.x < width and 0 <= self.y < height


def parse_square(text: str, width: int = 26, height: int = 99) -> Square:
    """``"C4"`` -> ``Square(2, 3)``; a malformed or off-board name raises ``InvalidActionError``."""
    match = _SQUARE.match(text)
    if not match:
        raise InvalidActionError("bad-square", square=text)
    square = Square(ord(match.group(1).upper()) - ord("A"), int(match.group(2)) - 1)
    if not square.in_bounds(width, height):
        raise InvalidActionError("square-off-board", square=text.strip().upper())
    return square

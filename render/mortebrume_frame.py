"""Mortebrume's picture, its frame: the picture's sizes and colours, and the table's centimetres
turned into pixels (the whole table, or a magnified inset)."""

from __future__ import annotations

from typing import Any

from render import theme
from rules.mortebrume import geometry as geo

W = 680
T_MIN = theme.min_text(W)  # 17 px
MARGIN = 34
HEADER = 2 * (T_MIN + 8) + 6
#: the roster's and the terrain's texts: 2 px above the smallest (11 px once shown 400 px wide)
ROSTER = T_MIN + 2
TERRAIN = T_MIN + 2
ROW = ROSTER + 6
SEAT = [theme.BLUE, theme.VERMILION]
FELT = (58, 66, 52)
GRID5 = (78, 88, 72)
GRID10 = (104, 116, 96)
KIND_FILL = {"forest": (34, 86, 44), "tree": (20, 52, 26), "difficult": (96, 80, 52), "hill": (120, 110, 70),
             "rock": (128, 128, 132), "wall": (150, 146, 140)}


class Frame:
    """Table centimetres to picture pixels (y up on the table, down in the picture)."""

    def __init__(self, size: float, lines: int = 2) -> None:
        self.size = size
        self.scale = (W - MARGIN - 10) / size
        self.left = MARGIN
        self.top = HEADER + (lines - 2) * (T_MIN + 8)

    def px(self, x: float, y: float) -> tuple[float, float]:
        return self.left + x * self.scale, self.top + (self.size - y) * self.scale

    def poly(self, coords: Any) -> list[tuple[float, float]]:
        return [self.px(x, y) for x, y in coords]

    @property
    def bottom(self) -> float:
        return self.top + self.size * self.scale

    def bounds(self) -> tuple[float, float, float, float]:
        """The table's box on the picture: left, top, right, bottom."""
        (x0, y0), (x1, y1) = self.px(0, self.size), self.px(self.size, 0)
        return x0, y0, x1, y1


class Inset:
    """A magnified square of the table (``span`` cm from (x0, y0)) drawn ``side`` px wide at (left, top)."""

    def __init__(self, x0: float, y0: float, span: float, left: float, top: float, side: float) -> None:
        self.x0, self.y0, self.span = x0, y0, span
        self.left, self.top, self.side = left, top, side
        self.scale = side / span

    def px(self, x: float, y: float) -> tuple[float, float]:
        return self.left + (x - self.x0) * self.scale, self.top + (self.y0 + self.span - y) * self.scale

    def poly(self, coords: Any) -> list[tuple[float, float]]:
        return [self.px(x, y) for x, y in coords]

    def bounds(self) -> tuple[float, float, float, float]:
        return self.left, self.top, self.left + self.side, self.top + self.side

    def region(self) -> geo.Polygon:
        x0, y0, s = self.x0, self.y0, self.span
        return geo.Polygon([(x0, y0), (x0 + s, y0), (x0 + s, y0 + s), (x0, y0 + s)])


def blend(c: tuple[int, int, int], k: float, to: tuple[int, int, int] = FELT) -> tuple[int, int, int]:
    return tuple(round(a * (1 - k) + b * k) for a, b in zip(c, to, strict=True))  # type: ignore[return-value]



Box = tuple[float, float, float, float]

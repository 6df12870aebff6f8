"""Shared colours, fonts and small drawing helpers for every game's picture."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageDraw, ImageFont

FONT_DIR = Path(__file__).parent / "fonts"

BACKGROUND = (32, 34, 40)
PANEL = (46, 49, 58)
TEXT = (235, 235, 240)
MUTED = (160, 164, 176)
GRID = (90, 94, 106)
HIGHLIGHT = (255, 204, 64)
DANGER = (222, 72, 72)
GOOD = (82, 190, 110)
#: one colour per seat, readable on the dark background and for common colour blindness
SEAT_COLOURS = [
    (66, 135, 245),   # blue
    (232, 93, 60),    # vermilion
    (240, 200, 40),   # yellow
    (170, 100, 220),  # purple
    (60, 190, 170),   # teal
    (230, 120, 180),  # pink
]


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans (renders every French accent) at ``size`` pixels."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def text_width(draw: ImageDraw.ImageDraw, text: str, fnt: ImageFont.FreeTypeFont) -> int:
    left, _, right, _ = draw.textbbox((0, 0), text, font=fnt)
    return int(right - left)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]

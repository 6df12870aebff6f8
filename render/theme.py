"""Shared colours, fonts and sizes for every game's picture.

Pictures are drawn for a phone: Discord shows an inline picture about 400 px wide, so every
text is at least :data:`MIN_TEXT_AT_400` pixels tall (font size) once the picture is scaled to
400 px wide (cap height about 7 px). :func:`min_text` gives the smallest font size for a
picture's width; tests/render checks every text the renderers draw against it.
"""

from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).parent / "fonts"

#: the width of an inline picture on a phone, and the smallest font size (px) readable there
PHONE_WIDTH = 400
MIN_TEXT_AT_400 = 10

BACKGROUND = (32, 34, 40)
PANEL = (46, 49, 58)
TEXT = (235, 235, 240)
MUTED = (170, 174, 186)
GRID = (90, 94, 106)
HIGHLIGHT = (255, 204, 64)
DANGER = (222, 72, 72)
#: red for a text on the dark panels (4.5:1 at least, WCAG 2.1), and for a badge under light text
DANGER_TEXT = (255, 120, 120)
DANGER_DARK = (180, 45, 45)
GOOD = (82, 190, 110)
DARK_INK = (20, 20, 24)
LIGHT_INK = (255, 255, 255)

# Seat colours. Blue against orange reads for the common colour blindnesses (Okabe & Ito's
# palette); white and pink add two more clearly apart in lightness.
BLUE = (30, 100, 230)
SKY = (110, 195, 250)
VERMILION = (225, 85, 20)
ORANGE = (255, 140, 90)
WHITE = (245, 245, 245)
PINK = (240, 130, 200)

#: Krosmaster, duel and free-for-all: one colour per seat, none of them a board feature's
#: (green trees, bushes and start cells, purple demon cells, gold kamas, brown crates)
KROS_SEAT_COLOURS = [BLUE, VERMILION, WHITE, PINK]
#: Krosmaster 2v2: partners share a hue family, the first of a team in the darker shade
KROS_TEAM_COLOURS = [[BLUE, SKY], [VERMILION, ORANGE]]
#: Dungeon Fighter: up to 6 heroes, shown on their cards' frames and names (dice stay red,
#: blue, green and white; rooms grey, gold, blue, purple and red)
#: Chosen to stay apart for colour-blind players: every pair at least 17 (CAM02-UCS ΔE) under
#: simulated deuteranopia, protanopia and tritanopia (Machado 2009, by colorspacious), each at
#: least 4.5:1 on the panels (tests/render/test_colour_vision.py)
DF_SEAT_COLOURS = [
    (255, 140, 90),   # salmon orange
    (120, 200, 255),  # sky blue
    (153, 153, 170),  # slate grey
    (255, 255, 187),  # cream
    (170, 255, 0),    # lime
    (238, 187, 187),  # rose
]
#: kept for callers that only need some distinct colour per seat
SEAT_COLOURS = KROS_SEAT_COLOURS


def min_text(width: int) -> int:
    """The smallest font size (px) for a picture ``width`` pixels wide."""
    return math.ceil(MIN_TEXT_AT_400 * width / PHONE_WIDTH)


def kros_colours(mode: str, team_of: list[int], seats: int) -> list[tuple[int, int, int]]:
    """Each seat's colour in a Krosmaster game (by team in 2v2)."""
    if mode == "2v2" and len(team_of) == seats:
        colours = []
        for seat in range(seats):
            team = team_of[seat]
            rank = team_of[:seat].count(team)
            colours.append(KROS_TEAM_COLOURS[team % 2][rank % 2])
        return colours
    return [KROS_SEAT_COLOURS[s % len(KROS_SEAT_COLOURS)] for s in range(seats)]


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4


@lru_cache(maxsize=1024)
def _luminance(r: int, g: int, b: int) -> float:
    return 0.2126 * _linear(r) + 0.7152 * _linear(g) + 0.0722 * _linear(b)


def luminance(colour: tuple[int, int, int]) -> float:
    """WCAG 2.1's relative luminance of an sRGB colour (0 black, 1 white); the pictures ask for
    the same few colours again and again (each room's ink on Dungeon Fighter's map), so each is
    computed once."""
    r, g, b = colour[:3]
    return _luminance(r, g, b)


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG 2.1's contrast ratio of two colours (1 to 21; text reads from 4.5)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def legible(colour: tuple[int, int, int], ground: tuple[int, int, int],
            minimum: float = 4.5) -> tuple[int, int, int]:
    """``colour`` for a text on ``ground``: itself when it reads at ``minimum`` (WCAG 2.1), else
    the nearest mix toward white or black that does (a seat's blue, as a name on a dark panel)."""
    if contrast(colour, ground) >= minimum:
        return colour
    toward = LIGHT_INK if contrast(LIGHT_INK, ground) >= contrast(DARK_INK, ground) else DARK_INK
    for step in range(1, 21):
        k = step / 20
        mixed = tuple(round(c + (t - c) * k) for c, t in zip(colour, toward, strict=True))
        if contrast(mixed, ground) >= minimum:  # type: ignore[arg-type]
            return mixed  # type: ignore[return-value]
    return toward


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light text, whichever contrasts more with ``colour`` (WCAG 2.1)."""
    return DARK_INK if contrast(DARK_INK, colour) >= contrast(LIGHT_INK, colour) else LIGHT_INK


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans (renders every French accent) at ``size`` pixels."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def df_colour(seat: int) -> tuple[int, int, int]:
    return DF_SEAT_COLOURS[seat % len(DF_SEAT_COLOURS)]


def text_width(draw: object, text: str, fnt: ImageFont.FreeTypeFont) -> int:
    """The width of ``text`` in ``fnt`` (``draw`` is unused; kept for older callers)."""
    left, _, right, _ = fnt.getbbox(text)
    return int(right - left)

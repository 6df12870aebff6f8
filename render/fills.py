"""Filled rectangles written as Pillow's paste of a colour: the same pixels as ImageDraw's fill.

Pillow's ImageDraw fills a rectangle (``rectangle(fill=...)``, and the three bands inside each
``rounded_rectangle``) one row at a time through a pixel loop, about 0.85 ns a pixel; pasting a
colour on a box writes the same ink with a word fill, about 0.26 ns a pixel (a 300 x 330 panel:
86 -> 26 us). Every panel, bar, card and room of a picture is such a fill, so a picture's
``Pen`` draws through :class:`FastFills`, which stands in for the C drawing object of
ImageDraw: its ``draw_rectangle`` with ``fill`` pastes the ink on the box the C code would
fill, everything else goes to the C object unchanged. Which pixels: the C code truncates each
coordinate toward zero (a C cast), fills from the first to the last pixel inclusive, clipped to
the image; ``tests/render/test_fills.py`` compares both on thousands of boxes (fractional,
negative, beyond the image) and on every game's pictures.
"""

from __future__ import annotations

from typing import Any

from PIL import ImageDraw


#: the boxes of fewer pixels are filled by Pillow's loop (measured: the paste's Python costs ~2 us)
SMALLEST = 3000


class FastFills:
    """ImageDraw's C drawing object for an RGB image, with rectangle fills done by paste."""

    __slots__ = ("_core", "_im", "_size", "draw_bitmap", "draw_lines", "draw_ink", "draw_pieslice",
                 "draw_arc", "draw_polygon", "draw_ellipse")

    def __init__(self, core: Any, im: Any) -> None:
        self._core, self._im, self._size = core, im, im.size
        # the calls a picture makes most, bound once (the rest through __getattr__)
        self.draw_bitmap, self.draw_lines, self.draw_ink = core.draw_bitmap, core.draw_lines, core.draw_ink
        self.draw_pieslice, self.draw_arc = core.draw_pieslice, core.draw_arc
        self.draw_polygon, self.draw_ellipse = core.draw_polygon, core.draw_ellipse

    def __getattr__(self, name: str) -> Any:
        return getattr(self._core, name)

    def draw_rectangle(self, xy: Any, ink: int, fill: int = 0, width: int = 0) -> None:
        if fill and len(xy) == 4:
            x0, y0, x1, y1 = xy
            # a box of a few thousand pixels or more (below, Pillow's loop costs less than the
            # paste's Python), well formed (else the C code raises), numbers (not points)
            if (x1 - x0) * (y1 - y0) >= SMALLEST and x1 >= x0 and y1 >= y0:
                x0, y0, x1, y1 = int(x0), int(y0), int(x1), int(y1)  # toward zero, as the C cast
                w, h = self._size
                left, top = (x0 if x0 > 0 else 0), (y0 if y0 > 0 else 0)
                right, bottom = (x1 if x1 < w else w - 1), (y1 if y1 < h else h - 1)
                if left <= right and top <= bottom:
                    self._im.paste(ink, (left, top, right + 1, bottom + 1))
                return
        self._core.draw_rectangle(xy, ink, fill, width)


def draw(image: Any) -> ImageDraw.ImageDraw:
    """``ImageDraw.Draw(image)``, with rectangle fills by paste for an RGB image."""
    d = ImageDraw.Draw(image)
    if image.mode == "RGB":
        d.draw = FastFills(d.draw, d.im)  # type: ignore[assignment]
    return d

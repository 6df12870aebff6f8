"""Small rounded boxes (Dungeon Fighter's rooms) drawn once per shape and pasted.

Pillow draws a rounded box as four pie slices, three bands and, with an outline, four arcs and
four edges: about 32 us for a 66 x 48 room, 21 rooms a map, and a table's map is drawn afresh at
nearly every picture at 1,000 tables (render/layers.py). When the box is wider and taller than
its corners' diameter, the shape Pillow draws depends only on its corners rounded to whole
pixels: the same shape drawn once on the ground's colour and pasted is the same pixels, if the
picture is still the ground's colour where the shape leaves it (the four corners, outside the
curves: checked at each paste, ~3 us; anything drawn there, an arrow's end, and the box is drawn
by Pillow). Kept: the last boxes pasted, at most ``MAX_BYTES`` of pixels.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from PIL import Image, ImageDraw

from render.text import Pen, caching

#: the pixels' bytes the kept boxes may take (3 a pixel, as the other caches count; a room of 67 x 49:
#: 10 KB; the rooms of 1,000 maps of the load bench's Dungeon Fighter tables: 49 shapes, 0.48 MB)
MAX_BYTES = 512 * 1024
#: larger boxes are drawn by Pillow (a panel's bands are most of its cost: nothing to save)
MOST_PIXELS = 12_000
_kept: OrderedDict[tuple[Any, ...], Image.Image] = OrderedDict()
_held = [0]
_lock = threading.Lock()


def rounded_box(p: Pen, xy: tuple[float, float, float, float], radius: int, fill: tuple[int, int, int],
                outline: tuple[int, int, int], width: int, ground: tuple[int, int, int]) -> None:
    """``p.draw.rounded_rectangle(xy, radius, fill, outline, width)`` on a picture whose pixels
    around the box's curves are ``ground``'s colour (else drawn by Pillow, the same call)."""
    x0, y0, x1, y1 = xy
    left, top, right, bottom = round(x0), round(y0), round(x1), round(y1)
    w, h = right - left + 1, bottom - top + 1
    size = p.image.size
    if (not caching() or x1 - x0 <= 2 * radius + 1 or y1 - y0 <= 2 * radius + 1 or w * h > MOST_PIXELS
            or left < 0 or top < 0 or right >= size[0] or bottom >= size[1] or not _ground(p, left, top, right, bottom,
                                                                                         radius, ground)):
        p.draw.rounded_rectangle(xy, radius, fill=fill, outline=outline, width=width)
        return
    key = (w, h, radius, fill, outline, width, ground)
    with _lock:
        box = _kept.get(key)
        if box is not None:
            _kept.move_to_end(key)
    if box is None:
        box = Image.new("RGB", (w, h), ground)
        ImageDraw.Draw(box).rounded_rectangle((0, 0, w - 1, h - 1), radius, fill=fill, outline=outline, width=width)
        with _lock:
            if key not in _kept and w * h * 3 <= MAX_BYTES:
                _kept[key] = box
                _held[0] += w * h * 3
                while _held[0] > MAX_BYTES:
                    _held[0] -= _pixels(_kept.popitem(last=False)[1])
    p.image.paste(box, (left, top))


def _ground(p: Pen, left: int, top: int, right: int, bottom: int, radius: int, ground: tuple[int, int, int]) -> bool:
    """Whether the picture is ``ground``'s colour in the box's four corner squares (each side
    the radius and a pixel: where the curves leave pixels unpainted)."""
    crop = p.image.im.crop
    r = radius + 1
    n = r * r
    for box in ((left, top, left + r, top + r), (right + 1 - r, top, right + 1, top + r),
                (left, bottom + 1 - r, left + r, bottom + 1), (right + 1 - r, bottom + 1 - r, right + 1, bottom + 1)):
        if crop(box).getcolors(1) != [(n, ground)]:
            return False
    return True


def _pixels(image: Image.Image) -> int:
    return image.width * image.height * 3


def clear() -> None:
    with _lock:
        _kept.clear()
        _held[0] = 0

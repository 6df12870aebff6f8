"""Static layers drawn once and reused: the grid, coordinates and legend of a board, the
frame of a map... keyed by everything they show (arena, size, language), kept in a small LRU
cache per process. A picture pastes its layers, then draws what changes on top."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import replace

from PIL import Image

from render import text
from render.budget import layers_bytes
from render.text import Pen, TextRecord

#: the memory the layers of one process may take (an arena's layer is about 1.3 MB of RGB,
#: a dungeon map 0.6 MB): half of ``MENEUR_PICTURE_CACHE_MB`` (render/budget.py), 8 MB by
#: default, half a dozen boards
MAX_BYTES = layers_bytes()
_layers: OrderedDict[Hashable, tuple[Image.Image, tuple[TextRecord, ...]]] = OrderedDict()


def _build(size: tuple[int, int], background: tuple[int, int, int],
           draw: Callable[[Pen], None]) -> tuple[Image.Image, tuple[TextRecord, ...]]:
    with text.muted():
        base = Pen(Image.new("RGB", size, background))
        draw(base)
    return base.image, tuple(base.records)


def _get(key: Hashable, size: tuple[int, int], background: tuple[int, int, int],
         draw: Callable[[Pen], None]) -> tuple[Image.Image, tuple[TextRecord, ...]]:
    full_key = (key, size, background)
    hit = _layers.get(full_key) if text.caching() else None
    if hit is None:
        hit = _build(size, background, draw)
        if text.caching() and _size(hit[0]) <= MAX_BYTES:
            _layers[full_key] = hit
            while _bytes() > MAX_BYTES:
                _layers.popitem(last=False)
    else:
        _layers.move_to_end(full_key)
    return hit


def paste(pen: Pen, at: tuple[int, int], key: Hashable, size: tuple[int, int],
          background: tuple[int, int, int], draw: Callable[[Pen], None]) -> None:
    """Paste the layer ``key`` (``draw`` paints it on a blank image of ``size`` the first
    time) into ``pen``'s picture at ``at``; its texts are recorded as drawn there."""
    hit = _get(key, size, background, draw)
    pen.image.paste(hit[0], at)
    _replay(pen, hit[1], at)


def start(key: Hashable, size: tuple[int, int], background: tuple[int, int, int],
          draw: Callable[[Pen], None]) -> Pen:
    """A new picture of ``size`` that begins as the layer ``key`` (a copy of it, its texts
    recorded): a picture whose whole background is one layer, without painting it twice."""
    image, records = _get(key, size, background, draw)
    pen = Pen(image.copy())
    _replay(pen, records, (0, 0))
    return pen


def _replay(pen: Pen, records: tuple[TextRecord, ...], at: tuple[int, int]) -> None:
    dx, dy = at
    moved = [r if (dx, dy) == (0, 0) and r.image_size == pen.image.size else
             replace(r, box=(r.box[0] + dx, r.box[1] + dy, r.box[2] + dx, r.box[3] + dy), image_size=pen.image.size)
             for r in records]
    pen.records.extend(moved)
    text.record(moved)


def _size(image: Image.Image) -> int:
    return image.width * image.height * len(image.getbands())


def _bytes() -> int:
    return sum(_size(img) for img, _ in _layers.values())


def clear() -> None:
    _layers.clear()

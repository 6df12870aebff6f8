"""Every text of a picture goes through :class:`Pen`: it draws from a cache of rasterised
labels and records what it drew, so a test can check each text's size and bounds.

FreeType rasterisation was two thirds of a picture's drawing time (research/performance.md
§3), and most labels (coordinates, legends, names, PV) come back picture after picture. A
label's glyph mask is rasterised once per (text, size, weight, anchor, stroke) and pasted with
the same operation ``ImageDraw.text`` uses, so a cached label is pixel for pixel the uncached
one. Positions are rounded to whole pixels (FreeType renders sub-pixel starts differently).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageColor, ImageDraw

from render import theme
from render.budget import masks_bytes


@dataclass(frozen=True)
class TextRecord:
    """One text drawn: its string, font size in pixels, box in the picture, picture width."""

    text: str
    size: int
    box: tuple[int, int, int, int]
    image_size: tuple[int, int]
    #: the ink's colour, and the halo's (its stroke) when it has one: what a contrast test reads
    fill: tuple[int, int, int] | None = None
    halo: tuple[int, int, int] | None = None


_recording: list[list[TextRecord]] = []
_caching = [True]
_muted = [False]


@contextmanager
def recording() -> Iterator[list[TextRecord]]:
    """Collect every text the pictures draw inside the block (cached layers replay theirs)."""
    log: list[TextRecord] = []
    _recording.append(log)
    try:
        yield log
    finally:
        _recording.remove(log)


@contextmanager
def uncached() -> Iterator[None]:
    """Draw every text and layer afresh inside the block (to compare with cached drawing)."""
    _caching.append(False)
    try:
        yield
    finally:
        _caching.pop()


@contextmanager
def muted() -> Iterator[None]:
    """Texts drawn inside the block are not recorded (a layer records them where it is pasted)."""
    _muted.append(True)
    try:
        yield
    finally:
        _muted.pop()


def caching() -> bool:
    return _caching[-1]


def recording_open() -> bool:
    """Whether a ``recording()`` block is open (a test reading the texts): only then does a
    static layer keep a record of its texts (render/layers.py)."""
    return bool(_recording)


def wanted(pen: Pen) -> bool:
    """Whether the texts ``pen`` draws are to be recorded: it keeps them, or a block records."""
    return pen.keep or (bool(_recording) and not _muted[-1])


def record(records: list[TextRecord] | tuple[TextRecord, ...]) -> None:
    if _muted[-1]:
        return
    for log in _recording:
        log.extend(records)


def _rgb(colour: Any) -> tuple[int, int, int] | None:
    """A colour as drawn (a name, a grey level or a tuple) as RGB, for the records."""
    if colour is None:
        return None
    if isinstance(colour, str):
        r, g, b = ImageColor.getrgb(colour)[:3]
        return (r, g, b)
    if isinstance(colour, int):
        return (colour, colour, colour)
    r, g, b = tuple(colour)[:3]
    return (int(r), int(g), int(b))


class _Masks:
    """Rasterised labels by (text, size, weight, anchor, stroke), bounded by their pixels' bytes
    (30 % of ``MENEUR_PICTURE_CACHE_MB``, render/budget.py), in two segments: a label drawn
    again while kept moves to the *protected* one (at most ``PROTECTED`` of the bytes), a new
    one enters the *probation* one, and the least recently used of probation go first. A worker
    that gets a random table of 1,000 at each picture writes many labels once (a table's own
    names and lines): in one least-recently-used list they pushed out the labels every picture
    draws again (coordinates, square names, words of the legends). Measured on 4,000 pictures of
    the five-game mix (2 MB of masks): 4.4 -> 3.3 rasterisations a picture, 1.8 -> 1.4 ms."""

    #: bytes a kept mask costs besides its pixels (its key, tuple and image object)
    OVERHEAD = 200
    #: the protected segment's share of the bytes
    PROTECTED = 0.8

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.nbytes = 0
        self._probation: OrderedDict[tuple[str, int, bool, str, int], tuple[Any, tuple[int, int], int]] = OrderedDict()
        self._protected: OrderedDict[tuple[str, int, bool, str, int], tuple[Any, tuple[int, int], int]] = OrderedDict()
        self._protected_bytes = 0

    def __len__(self) -> int:
        return len(self._probation) + len(self._protected)

    def get(self, text: str, size: int, bold: bool, anchor: str, stroke: int) -> tuple[Any, tuple[int, int]]:
        key = (text, size, bold, anchor, stroke)
        hit = self._protected.get(key)
        if hit is not None:
            self._protected.move_to_end(key)
            return hit[0], hit[1]
        hit = self._probation.pop(key, None)
        if hit is not None:  # drawn again while kept: protected
            self._protected[key] = hit
            self._protected_bytes += hit[2]
            while self._protected_bytes > self.max_bytes * self.PROTECTED:
                old, item = self._protected.popitem(last=False)
                self._protected_bytes -= item[2]
                self._probation[old] = item  # back to probation, its most recent end
            return hit[0], hit[1]
        fnt = theme.font(size, bold)
        mask, offset = fnt.getmask2(text, "L", None, None, None, stroke, anchor, 0, (0.0, 0.0), stroke_filled=True)
        cost = mask.size[0] * mask.size[1] + self.OVERHEAD
        if cost <= self.max_bytes:
            self._probation[key] = (mask, offset, cost)
            self.nbytes += cost
            while self.nbytes > self.max_bytes:
                if self._probation:
                    _key, (_m, _o, dropped) = self._probation.popitem(last=False)
                else:
                    _key, (_m, _o, dropped) = self._protected.popitem(last=False)
                    self._protected_bytes -= dropped
                self.nbytes -= dropped
        return mask, offset

    def clear(self) -> None:
        self._probation.clear()
        self._protected.clear()
        self.nbytes = self._protected_bytes = 0


_masks = _Masks(masks_bytes())


def _mask(text: str, size: int, bold: bool, anchor: str, stroke: int) -> tuple[Any, tuple[int, int]]:
    return _masks.get(text, size, bold, anchor, stroke)


@lru_cache(maxsize=8192)
def _bbox(text: str, size: int, bold: bool, anchor: str, stroke: int) -> tuple[int, int, int, int]:
    left, top, right, bottom = theme.font(size, bold).getbbox(text, anchor=anchor, stroke_width=stroke)
    return int(left), int(top), int(right), int(bottom)


@lru_cache(maxsize=8192)
def width(text: str, size: int, bold: bool = False) -> int:
    """The advance width of ``text`` in pixels."""
    return int(theme.font(size, bold).getlength(text) + 0.999)


def fit(text: str, size: int, room: float, bold: bool = False, smallest: int = 1) -> int:
    """The largest size from ``size`` down to ``smallest`` in which ``text`` fits ``room`` pixels."""
    for sz in range(size, smallest - 1, -1):
        if width(text, sz, bold) <= room:
            return sz
    return smallest


def clip(text: str, size: int, room: float, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``room`` pixels."""
    if width(text, size, bold) <= room:
        return text
    while text and width(text + "…", size, bold) > room:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(text: str, size: int, room: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines of at most ``room`` pixels, at spaces."""
    lines: list[str] = []
    cur = ""
    for word in text.split(" "):
        test = f"{cur} {word}".strip()
        if cur and width(test, size, bold) > room:
            lines.append(cur)
            cur = word
        else:
            cur = test
    return lines + ([cur] if cur else [])


class Pen:
    """Draws the texts (and, through ``draw``, the shapes) of one picture."""

    def __init__(self, image: Image.Image, keep: bool = False) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        #: whether the pen keeps a record of each text it draws (a static layer's pen: its
        #: records are replayed where the layer is pasted, render/layers.py); a picture's own pen
        #: makes records only for a ``recording()`` block
        self.keep = keep
        self.records: list[TextRecord] = []

    def text(self, xy: tuple[float, float], text: str, size: int, fill: Any, bold: bool = False,
             anchor: str = "la", stroke: int = 0, stroke_fill: Any = None) -> tuple[int, int, int, int]:
        """Draw ``text`` at ``xy`` (rounded to whole pixels); returns its box."""
        x, y = round(xy[0]), round(xy[1])
        left, top, right, bottom = _bbox(text, size, bold, anchor, stroke)
        box = (x + left, y + top, x + right, y + bottom)
        if wanted(self):  # a record costs more than a kept label's pixels: made only when read
            rec = TextRecord(text, size, box, self.image.size, _rgb(fill), _rgb(stroke_fill) if stroke else None)
            if self.keep:
                self.records.append(rec)
            record([rec])
        if not text:
            return box
        if not caching():
            self.draw.text((x, y), text, fill=fill, font=theme.font(size, bold), anchor=anchor,
                           stroke_width=stroke, stroke_fill=stroke_fill)
            return box
        ink = self.draw._getink(fill)[0]
        if stroke:
            stroke_ink = self.draw._getink(stroke_fill)[0] if stroke_fill is not None else ink
            mask, (ox, oy) = _mask(text, size, bold, anchor, stroke)
            self.draw.draw.draw_bitmap((x + ox, y + oy), mask, stroke_ink)
            if stroke_ink == ink:
                return box
        mask, (ox, oy) = _mask(text, size, bold, anchor, 0)
        self.draw.draw.draw_bitmap((x + ox, y + oy), mask, ink)
        return box

    def centre(self, xy: tuple[float, float], text: str, size: int, fill: Any, bold: bool = False,
               **kw: Any) -> tuple[int, int, int, int]:
        return self.text(xy, text, size, fill, bold, anchor="mm", **kw)

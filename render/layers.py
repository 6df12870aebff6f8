"""Static layers drawn once and reused: the grid, coordinates and legend of a board, the
frame of a map... keyed by everything they show (arena, size, language), kept in a small cache
per process, bounded in bytes. A picture pastes its layers, then draws what changes on top.

Which layers to keep: with 1,000 active tables a drawing process gets a table at random at
each picture. Some layers serve every table of a game (Krosmaster's arena, Mortebrume's table,
Dungeon Fighter's target), others one table (a Castle Ravenloft dungeon, a Dungeon Fighter map
at the party's room): a per-table layer would be asked for again only after hundreds of other
pictures, and keeping one for each table would take hundreds of megabytes. So the cache counts
how often each layer was asked for lately (halved every ``WINDOW`` asks) and a layer drawn
afresh enters a full cache only if it was asked for at least as often as each layer it would
push out, least recently used first: a table's own layer does not push out a shared one. Which
layer is kept never changes a pixel: a layer is drawn the same whether it was kept or not.

A layer keeps a record of its texts (string, size, box: what the tests read) only when drawn
inside a ``text.recording()`` block: the pictures players get read none, and a table's own layer
(a Castle Ravenloft dungeon: 150-250 square names) is drawn afresh at nearly every picture at
1,000 tables. A layer kept without records and pasted inside a recording block is drawn again,
with them."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import replace

from PIL import Image

from render import text
from render.budget import layers_bytes
from render.text import Pen, TextRecord

#: a layer's texts as drawn (None: drawn outside a recording block, not recorded)
Records = tuple[TextRecord, ...] | None

#: the memory the layers of one process may take (an arena's layer is about 1 MB of RGB,
#: a dungeon map 0.6 MB): 45 % of ``MENEUR_PICTURE_CACHE_MB`` (render/budget.py), 3.6 MB by
#: default: the layers the mix's tables share, in both languages
MAX_BYTES = layers_bytes()
#: the kept layers: each one's image, texts (None: not recorded), and its key's hash (for the ask
#: counts)
_layers: OrderedDict[Hashable, tuple[Image.Image, Records, int]] = OrderedDict()
#: asks between two halvings of the counts (so the counts say « lately », and at most about
#: twice this many keys' hashes are held: ~0.2 MB)
WINDOW = 2048
_asked: dict[int, int] = {}
_asks = 0
#: the bot draws in threads when it has no picture worker (``RENDER_WORKERS=0``)
_lock = threading.Lock()


def _ask(h: int) -> int:
    """Count one more ask of the layer whose key's hash is ``h``; how often it was asked
    lately (this ask included)."""
    global _asks
    n = _asked.get(h, 0) + 1
    _asked[h] = n
    _asks += 1
    if _asks >= WINDOW:
        _asks = 0
        for k, v in list(_asked.items()):
            if v > 1:
                _asked[k] = v >> 1
            else:
                del _asked[k]
    return n


def _admit(full_key: Hashable, h: int, layer: tuple[Image.Image, Records], asked: int) -> None:
    """Keep ``layer`` (just drawn) if its ``asked`` count is at least that of each layer it
    would push out (least recently used first) to stay within ``MAX_BYTES``."""
    size = _size(layer[0])
    room = MAX_BYTES - _bytes()
    if size > MAX_BYTES:
        return
    victims = []
    for key, (img, _records, kept_h) in _layers.items():
        if room >= size:
            break
        if _asked.get(kept_h, 0) > asked:
            return
        victims.append(key)
        room += _size(img)
    for key in victims:
        del _layers[key]
    _layers[full_key] = (*layer, h)


def _build(size: tuple[int, int], background: tuple[int, int, int],
           draw: Callable[[Pen], None]) -> tuple[Image.Image, Records]:
    recorded = text.recording_open()
    with text.muted():
        base = Pen(Image.new("RGB", size, background), keep=recorded)
        draw(base)
    return base.image, tuple(base.records) if recorded else None


def _get(key: Hashable, size: tuple[int, int], background: tuple[int, int, int],
         draw: Callable[[Pen], None]) -> tuple[Image.Image, Records]:
    full_key = (key, size, background)
    if not text.caching():
        return _build(size, background, draw)
    h = hash(full_key)
    with _lock:
        asked = _ask(h)
        kept = _layers.get(full_key)
        if kept is not None and (kept[1] is not None or not text.recording_open()):
            _layers.move_to_end(full_key)
            return kept[0], kept[1]
    layer = _build(size, background, draw)
    with _lock:
        if full_key not in _layers:  # another thread may have drawn it meanwhile
            _admit(full_key, h, layer, asked)
        elif _layers[full_key][1] is None:  # kept without its texts' records: now with them
            _layers[full_key] = (*layer, h)
    return layer


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


def _replay(pen: Pen, records: Records, at: tuple[int, int]) -> None:
    if records is None or not text.wanted(pen):  # nobody reads them: outside a recording block
        return
    dx, dy = at
    moved = [r if (dx, dy) == (0, 0) and r.image_size == pen.image.size else
             replace(r, box=(r.box[0] + dx, r.box[1] + dy, r.box[2] + dx, r.box[3] + dy), image_size=pen.image.size)
             for r in records]
    if pen.keep:
        pen.records.extend(moved)
    text.record(moved)


def _size(image: Image.Image) -> int:
    return image.width * image.height * len(image.getbands())


def _bytes() -> int:
    return sum(_size(img) for img, _records, _h in _layers.values())


def clear() -> None:
    global _asks
    with _lock:
        _layers.clear()
        _asked.clear()
        _asks = 0

"""The memory a picture process's caches may take: ``MENEUR_PICTURE_CACHE_MB`` (default 8).

Each process that draws (a picture worker, or the bot's own process when it draws in a thread)
keeps the static layers of the boards it drew (:mod:`render.layers`: 45 % of the budget), the
squares of Castle Ravenloft's tiles (render/ravenloft/dungeon.py: a quarter) and the rasterised
masks of the labels it wrote (:mod:`render.text`: the rest, 30 %), least recently used first. Both are counted in bytes of pixels, so a process's memory stays
flat however many different boards and texts it draws. No Pillow here: the bot's settings
(bot/shared/config.py) read this budget without loading the drawing library.
"""

from __future__ import annotations

import os

#: the default budget of each drawing process's caches: 8 MB keeps the whole bot under 300 MB
#: PSS at 1,000 active tables (16 MB: ~10 MB more a worker, docs/deployment.md)
PICTURE_CACHE_MB = 8.0
#: the layers' and the tiles' shares of the budget (the rest: the labels' masks). With 8 MB: the
#: layers 3.6 MB (the layers every table of the load bench's mix shares take 3.3 MB: Krosmaster's
#: arena 1.04 and its legends 0.1-0.14 each per language, Mortebrume's table 1.68, Dungeon
#: Fighter's target 0.26; a table's own layer is not kept at 1,000 tables), the tiles 2 MB, the
#: labels 2.4 MB (docs/ARCHITECTURE.md « Pictures »)
LAYERS_SHARE, SPRITES_SHARE = 0.45, 0.25


def megabytes_setting(name: str, text: str, default_bytes: int) -> int:
    """A memory setting written in megabytes (``name``'s value ``text``), in bytes; empty: the
    default; anything but a finite number >= 0 is refused with the setting's name."""
    text = text.strip()
    if not text:
        return default_bytes
    try:
        megabytes = float(text)
    except ValueError:
        megabytes = -1.0
    if not megabytes >= 0 or megabytes == float("inf"):
        raise ValueError(f"{name}: expected a number of megabytes, got {text!r}")
    return int(megabytes * 1024 * 1024)


def picture_cache_bytes(env: str | None = None) -> int:
    """``MENEUR_PICTURE_CACHE_MB`` in bytes (0: nothing kept: every layer and label drawn afresh)."""
    text = os.environ.get("MENEUR_PICTURE_CACHE_MB", "") if env is None else env
    return megabytes_setting("MENEUR_PICTURE_CACHE_MB", text, int(PICTURE_CACHE_MB * 1024 * 1024))


#: glibc's largest ``M_MMAP_THRESHOLD`` on 64-bit systems (``DEFAULT_MMAP_THRESHOLD_MAX``)
BUFFERS_MAX_MB = 32


def picture_buffers_bytes(env: str | None = None) -> int:
    """``MENEUR_PICTURE_BUFFERS_MB`` in bytes (at most ``BUFFERS_MAX_MB``): the memory each
    drawing process keeps of the buffers a picture freed (its canvas, the quantizer's two work
    buffers of 4 bytes a pixel), for the next picture. 0, the default: every buffer of 256 KB
    or more is given back when freed (render/pool.py), and the next picture's pages are mapped
    and zeroed afresh by the kernel."""
    text = os.environ.get("MENEUR_PICTURE_BUFFERS_MB", "") if env is None else env
    return min(megabytes_setting("MENEUR_PICTURE_BUFFERS_MB", text, 0), BUFFERS_MAX_MB << 20)


def layers_bytes() -> int:
    return int(picture_cache_bytes() * LAYERS_SHARE)


def sprites_bytes() -> int:
    return int(picture_cache_bytes() * SPRITES_SHARE)


def masks_bytes() -> int:
    return picture_cache_bytes() - layers_bytes() - sprites_bytes()

"""The palette's two work buffers kept for the next picture, at a memory cost of their own:
``MENEUR_QUANTIZER_MB`` (default 10; 0: off).

Pillow's quantizer (FASTOCTREE) allocates two buffers of 4 bytes a pixel for every picture (a
copy of its pixels, then each pixel's palette entry) and frees them before it returns. They are
larger than the size from which the C library maps a buffer apart (render/pool.py), so the
kernel maps and zeroes their pages afresh at every picture: ~1,250 page faults and 2-3 ms of
CPU a picture (bench/results/picture-cpu.json). Keeping them with the C library's thresholds
(``MENEUR_PICTURE_BUFFERS_MB``) keeps every big buffer of the process on its heap, spread by the
layers kept between them: 21-26 MB a worker.

Here only the quantizer's buffers are kept. Encoding (quantizing, then the PNG writer) runs in
one thread of its own, so the C library serves it from an arena of its own that nothing else
uses. In that arena a region (8 bytes a pixel of the largest picture so far, at most
``MENEUR_QUANTIZER_MB``) is reserved once, a block left in use right above it: a free
region below a block in use is never given back to the system, and the quantizer's next two
buffers are carved from it, already mapped. The palette image itself takes one of the image
buffers Pillow keeps (render/encode.py ``KEPT_BUFFERS``); what this arena lends past an
encoding (the PNG's bytes) goes back into the region when freed, from whichever thread. The
pixels and the bytes are the same either way (tests/render/test_quantizer.py).

glibc only (the block sizes and their order are checked when the region is reserved; anywhere
else, or if the check fails, encoding runs in that thread without a region: as before).
"""

from __future__ import annotations

import ctypes
import io
import os
import resource
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from PIL import Image

from render.budget import megabytes_setting

#: the pieces the region is reserved in: below glibc's smallest threshold for mapping a buffer
#: apart (128 KB), so they come from the arena's heap, one after the other
PIECE = 64 * 1024
#: pieces the region may take besides twice its own, for holes the arena has elsewhere
EXTRA = 64
#: room besides the two buffers (the octree's buckets, the PNG writer's state, blocks this arena
#: still lends between two pictures): mapped only where used
SLACK = 4 << 20
#: bytes between two blocks of ``PIECE`` bytes that follow each other (glibc: 8 bytes of header,
#: 16-byte alignment)
STEP = (PIECE + 8 + 15) & ~15


#: the default: 8 bytes a pixel covers the largest picture of the five games (640 x 1,389); the
#: whole bot measured 251-253 MB PSS without it (goal 300), +6.9-7.1 MB a drawing process with it
DEFAULT_MB = 10


def kept_bytes(env: str | None = None) -> int:
    """``MENEUR_QUANTIZER_MB`` in bytes: the most this process keeps for the quantizer's buffers
    (10 by default, every picture of the five games; 0: none, each picture's are mapped afresh)."""
    text = os.environ.get("MENEUR_QUANTIZER_MB", "") if env is None else env
    return megabytes_setting("MENEUR_QUANTIZER_MB", text, DEFAULT_MB << 20)


def _libc() -> Any:
    try:
        libc = ctypes.CDLL(None)
        libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
        libc.free.restype, libc.free.argtypes = None, [ctypes.c_void_p]
        return libc
    except (OSError, AttributeError):
        return None


#: the calling thread's counts (Linux), else the process's
_RUSAGE = getattr(resource, "RUSAGE_THREAD", resource.RUSAGE_SELF)


def thread_usage() -> tuple[float, int]:
    """The calling thread's CPU time (s) and minor page faults so far."""
    return time.thread_time(), resource.getrusage(_RUSAGE).ru_minflt


class Quantizer:
    """The encoding thread of one process and its region."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.pid = os.getpid()
        self.libc = _libc()
        self.pool = ThreadPoolExecutor(1, thread_name_prefix="meneur-quantizer")
        self.lock = threading.Lock()
        #: the block above the region, and the region's size (0: none)
        self.guard: int | None = None
        self.region = 0
        #: pictures encoded with the region, and without (too large, or no region to be had)
        self.warm = self.cold = 0

    def _reserve(self, nbytes: int) -> bool:
        """In the encoding thread: a region of at least ``nbytes`` below a block in use."""
        libc = self.libc
        if libc is None:
            return False
        self._give_back()
        wanted = -(-nbytes // PIECE)
        # pieces until ``wanted`` of them follow one another, then one more, left in use as the
        # guard: the first ones may fill holes between blocks the arena still lends (the list is
        # allocated first: nothing grows between two pieces)
        blocks = [0] * (2 * wanted + EXTRA)
        count = run = 0
        while count < len(blocks) and run <= wanted:
            block = libc.malloc(PIECE)
            if not block:
                break
            run = run + 1 if count and block - blocks[count - 1] == STEP else 1
            blocks[count] = block
            count += 1
        ok = run > wanted
        guard = blocks[count - 1] if ok else 0
        for block in blocks[:count - 1 if ok else count]:  # the run joins into one free region
            libc.free(block)
        if not ok:
            return False
        pieces = blocks[count - 1 - wanted:count - 1]
        self.guard, self.region = guard, len(pieces) * PIECE
        return True

    def _give_back(self) -> None:
        """Free the guard: the region joins the arena's free top, which the C library gives back."""
        if self.guard is not None and self.libc is not None:
            self.libc.free(self.guard)
        self.guard, self.region = None, 0

    def _encode(self, image: Image.Image, level: int) -> tuple[bytes, dict[str, float]]:
        with self.lock:
            buffers = 8 * image.width * image.height  # what the setting bounds
            need = buffers + SLACK
            if buffers <= self.limit and (self.region >= need or self._reserve(need)):
                self.warm += 1
            else:
                self.cold += 1
            t0, f0 = thread_usage()
            pal = quantize(image)
            t1, f1 = thread_usage()
            buf = io.BytesIO()
            pal.save(buf, format="PNG", optimize=False, compress_level=level)
            del pal  # its structures freed in this arena, before the next picture
            t2, f2 = thread_usage()
        return buf.getvalue(), {"quantize": t1 - t0, "quantize_faults": f1 - f0, "png": t2 - t1,
                                "png_faults": f2 - f1}

    def encode(self, image: Image.Image, level: int) -> tuple[bytes, dict[str, float]]:
        if Image.core.get_stats()["blocks_cached"] == 0:
            # the palette image then takes a buffer Pillow keeps, not one of this arena's
            Image.core.new("L", image.size)  # made and freed at once: a kept buffer
        return self.pool.submit(self._encode, image, level).result()

    def give_back(self) -> None:
        """Give the region back (before this process forks: a child starts without it)."""
        with self.lock:
            self._give_back()


def quantize(image: Image.Image) -> Image.Image:
    """The 128-colour palette image (FASTOCTREE, no dithering)."""
    return image.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


_quantizer: list[Quantizer | None] = [None]


def quantizer() -> Quantizer | None:
    """This process's encoding thread, when ``MENEUR_QUANTIZER_MB`` is above 0."""
    limit = kept_bytes()
    if limit <= 0:
        return None
    q = _quantizer[0]
    if q is None or q.pid != os.getpid():  # none yet, or the parent's (its thread did not fork)
        _quantizer[0] = q = Quantizer(limit)
    q.limit = limit
    return q


def _before_fork() -> None:
    q = _quantizer[0]
    if q is not None and q.pid == os.getpid():
        q.give_back()


os.register_at_fork(before=_before_fork)

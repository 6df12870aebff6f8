"""Encoding pictures small enough to upload after every move, off the event loop."""

from __future__ import annotations

import asyncio
import io
import os
from collections.abc import Callable
from typing import Any

from PIL import Image

from render.quantizer import quantize, quantizer, thread_usage

COMPRESS_LEVEL = 3
#: freed image buffers Pillow keeps for the next picture (its block cache; Pillow's default
#: keeps none): the next canvas and palette image reuse those pages instead of mapping fresh
#: ones the kernel must zero. Measured: -400 page faults and -0.8 ms of CPU a picture, +2.4 MB
#: kept per drawing process (bench/results/picture-cpu.json). ``PILLOW_BLOCKS_MAX`` overrides.
KEPT_BUFFERS = 4
if "PILLOW_BLOCKS_MAX" not in os.environ:
    Image.core.set_blocks_max(KEPT_BUFFERS)


def encode_steps(image: Image.Image) -> tuple[bytes, dict[str, float]]:
    """PNG bytes, and each step's CPU time (s) and minor page faults: ``quantize`` (the
    128-colour palette), ``png`` (Pillow's writer, zlib level 3). With ``MENEUR_QUANTIZER_MB``
    the steps run in the process's encoding thread (render/quantizer.py): the same bytes."""
    img = image if image.mode == "RGB" else image.convert("RGB")  # no copy of an image already RGB
    warm = quantizer()
    if warm is not None:
        return warm.encode(img, COMPRESS_LEVEL)
    t0, f0 = thread_usage()
    pal = quantize(img)
    t1, f1 = thread_usage()
    buf = io.BytesIO()
    # level 3: x0.56-0.59 of level 6's time for +23-27 % bytes (research/performance.md §3)
    pal.save(buf, format="PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    t2, f2 = thread_usage()
    return buf.getvalue(), {"quantize": t1 - t0, "quantize_faults": f1 - f0, "png": t2 - t1, "png_faults": f2 - f1}


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes; images with few colours are quantized to a palette, which keeps them small."""
    return encode_steps(image)[0]


async def run_off_loop(func: Callable[..., Any], *args: Any) -> Any:
    """Run a drawing or encoding function in a worker thread, not on the event loop."""
    return await asyncio.to_thread(func, *args)

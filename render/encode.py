"""Encoding pictures small enough to upload after every move, off the event loop."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable
from typing import Any

from PIL import Image

COMPRESS_LEVEL = 3


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes; images with few colours are quantized to a palette, which keeps them small."""
    buf = io.BytesIO()
    img = image if image.mode == "RGB" else image.convert("RGB")  # no copy of an image already RGB
    pal = img.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    # level 3: x0.56-0.59 of level 6's time for +23-27 % bytes (research/performance.md §3)
    pal.save(buf, format="PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return buf.getvalue()


async def run_off_loop(func: Callable[..., Any], *args: Any) -> Any:
    """Run a drawing or encoding function in a worker thread, not on the event loop."""
    return await asyncio.to_thread(func, *args)

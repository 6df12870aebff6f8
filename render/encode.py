"""Encoding pictures small enough to upload after every move, off the event loop."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable
from typing import Any

from PIL import Image


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes; images with few colours are quantized to a palette, which keeps them small."""
    buf = io.BytesIO()
    img = image.convert("RGB")
    pal = img.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    pal.save(buf, format="PNG", optimize=False, compress_level=6)
    return buf.getvalue()


async def run_off_loop(func: Callable[..., Any], *args: Any) -> Any:
    """Run a drawing or encoding function in a worker thread, not on the event loop."""
    return await asyncio.to_thread(func, *args)

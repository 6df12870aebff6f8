"""A finished game's animated summary: one frame per hand-over, as a GIF Discord plays inline.

Discord's upload limit for servers without boosts is 10 MiB (its documentation, « Uploading
Files »; an interaction carries the channel's own ``attachment_size_limit``); the summary aims
under :data:`TARGET_BYTES` and shrinks its frames until it fits.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image, ImageDraw

from .theme import BACKGROUND, TEXT, font

#: Discord's limit for an upload to a server without boosts
UPLOAD_LIMIT = 10 * 1024 * 1024
#: what the summary aims under (a margin for the message around it)
TARGET_BYTES = 8 * 1024 * 1024
#: the widest frame (a phone shows 400 px; the board stays readable when opened)
MAX_WIDTH = 720
#: milliseconds each frame shows, the last one longer
FRAME_MS = 1400
LAST_MS = 4000
CAPTION = 44


def _frame(png: bytes, caption: str, width: int) -> Image.Image:
    with Image.open(io.BytesIO(png)) as board:
        board = board.convert("RGB")
        scale = min(1.0, width / board.width)
        size = (max(1, round(board.width * scale)), max(1, round(board.height * scale)))
        board = board.resize(size, Image.Resampling.LANCZOS) if scale < 1 else board.copy()
    frame = Image.new("RGB", (board.width, board.height + CAPTION), BACKGROUND)
    frame.paste(board, (0, CAPTION))
    draw = ImageDraw.Draw(frame)
    draw.text((12, 8), caption, font=font(26, bold=True), fill=TEXT)
    return frame.quantize(colors=128, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def animate(frames: Sequence[tuple[bytes, str]], target: int = TARGET_BYTES) -> bytes:
    """A looping GIF of ``(png, caption)`` frames, shrunk until it weighs under ``target``."""
    if not frames:
        raise ValueError("no frame")
    width = MAX_WIDTH
    while True:
        images = [_frame(png, caption, width) for png, caption in frames]
        size = images[0].size
        images = [im if im.size == size else im.resize(size) for im in images]
        buf = io.BytesIO()
        durations = [FRAME_MS] * (len(images) - 1) + [LAST_MS]
        images[0].save(buf, format="GIF", save_all=True, append_images=images[1:], duration=durations, loop=0,
                       optimize=True, disposal=1)
        data = buf.getvalue()
        if len(data) <= target or width <= 240:
            return data
        width = int(width * 0.75)


__all__ = ["TARGET_BYTES", "UPLOAD_LIMIT", "animate"]

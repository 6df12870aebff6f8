"""The shared render base: bundled font with French accents, small PNGs, off-loop drawing."""

from __future__ import annotations

import asyncio
import io
import threading

from PIL import Image, ImageDraw

from render import theme
from render.encode import encode_png, run_off_loop


def test_bundled_font_draws_french_accents():
    fnt = theme.font(32, bold=True)
    assert fnt.path.endswith("DejaVuSans-Bold.ttf")
    img = Image.new("L", (400, 60), 0)
    ImageDraw.Draw(img).text((5, 5), "Éé àç ôü œ", font=fnt, fill=255)
    box = img.getbbox()
    assert box is not None and box[2] - box[0] > 150
    # each accented letter has its own glyph, not the missing-glyph box
    assert fnt.getmask("É").getbbox() != fnt.getmask("\ufffe").getbbox()


def test_encode_png_is_a_small_valid_png():
    img = Image.new("RGB", (800, 600), theme.BACKGROUND)
    draw = ImageDraw.Draw(img)
    for i in range(12):
        draw.rectangle((i * 60, 40, i * 60 + 50, 90), fill=theme.seat_colour(i))
    data = encode_png(img)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 20_000
    back = Image.open(io.BytesIO(data))
    assert back.size == (800, 600)


async def test_drawing_runs_off_the_event_loop():
    loop_thread = threading.get_ident()
    ran_in = await run_off_loop(threading.get_ident)
    assert ran_in != loop_thread
    assert await asyncio.wait_for(run_off_loop(sum, [1, 2, 3]), 5) == 6


def test_png_uses_fast_compression_and_accepts_any_mode():
    img = Image.new("RGBA", (300, 200), (*theme.BACKGROUND, 255))
    ImageDraw.Draw(img).rectangle((10, 10, 120, 90), fill=(*theme.seat_colour(1), 255))
    data = encode_png(img)
    idat = data.index(b"IDAT") + 4
    # zlib header: FLEVEL (two top bits of the second byte) is 1 for levels 2-5, 2 for level 6
    assert data[idat] & 0x0F == 8 and data[idat + 1] >> 6 == 1
    back = Image.open(io.BytesIO(data))
    assert back.mode == "P" and back.convert("RGB").getpixel((50, 50)) == theme.seat_colour(1)

"""What a picture's PNG encoding costs and what cheaper ways would change on screen.

For each game of the five-game mix, pictures of a seeded random play are drawn, then encoded
as ``render/encode.py`` does (128-colour FASTOCTREE palette, zlib level 3) with each step timed
(the CPU of this process: the shared machine's load moves it less than wall time), against:

- zlib level 1 and zlib's RLE strategy: the same pixels, other bytes;
- a kept palette (the previous picture's, as a table would keep it between moves): each
  picture mapped onto it instead of quantized again. Its pixels are compared with the current
  encoder's: the share that differ, and the CIEDE2000 colour difference of each differing
  pixel (sRGB D65 to CIELAB, then the CIEDE2000 formula); 1.0 is about the smallest
  difference a viewer notices side by side.

Run: ``.venv/bin/python -m bench.bench_encode [--pictures 10] [--record]`` (results in
``bench/results/encode.json``; docs/ARCHITECTURE.md « Pictures » gives the decision).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
from PIL import Image

from render.encode import COMPRESS_LEVEL, encode_png
from render.registry import load_renderers, renderer_for
from rules.core import Rng, SeatInfo, find_game

from .bench_load import MIX_FIVE
from .harness import record

_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750],
                 [0.0193339, 0.1191920, 0.9503041]])
_WHITE = np.array([0.95047, 1.0, 1.08883])


def lab(rgb: np.ndarray) -> np.ndarray:
    """sRGB (0-255, last axis) to CIELAB under D65."""
    c = rgb.astype(np.float64) / 255.0
    linear = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    xyz = linear @ _XYZ.T / _WHITE
    d = 6 / 29
    f = np.where(xyz > d ** 3, np.cbrt(xyz), xyz / (3 * d * d) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def ciede2000(lab1: np.ndarray, lab2: np.ndarray) -> np.ndarray:
    """The CIEDE2000 difference of each pair of CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    l2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    c_mean = (np.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    g = 0.5 * (1 - np.sqrt(c_mean ** 7 / (c_mean ** 7 + 25.0 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p, h2p = np.degrees(np.arctan2(b1, a1p)) % 360, np.degrees(np.arctan2(b2, a2p)) % 360
    chroma0 = c1p * c2p == 0
    dh = h2p - h1p
    dh = np.where(chroma0, 0.0, np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh)))
    d_l, d_c = l2 - l1, c2p - c1p
    d_h = 2 * np.sqrt(c1p * c2p) * np.sin(np.radians(dh) / 2)
    l_mean, cp_mean, h_sum = (l1 + l2) / 2, (c1p + c2p) / 2, h1p + h2p
    h_mean = np.where(chroma0, h_sum, np.where(np.abs(h1p - h2p) <= 180, h_sum / 2,
                                               np.where(h_sum < 360, (h_sum + 360) / 2, (h_sum - 360) / 2)))
    t = (1 - 0.17 * np.cos(np.radians(h_mean - 30)) + 0.24 * np.cos(np.radians(2 * h_mean))
         + 0.32 * np.cos(np.radians(3 * h_mean + 6)) - 0.20 * np.cos(np.radians(4 * h_mean - 63)))
    rot = -np.sin(np.radians(60 * np.exp(-(((h_mean - 275) / 25) ** 2)))) * 2 * np.sqrt(
        cp_mean ** 7 / (cp_mean ** 7 + 25.0 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / np.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    return np.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2 + rot * (d_c / s_c) * (d_h / s_h))


def pictures(game_id: str, seats: int, options: dict[str, str], count: int) -> Iterator[Image.Image]:
    """Pictures of a seeded random play: one every third move."""
    game, draw = find_game(game_id), renderer_for(game_id)
    assert draw is not None
    rng = Rng("1c" * 32)
    state = game.setup(game.parse_options(options), [SeatInfo(index=i, name=f"p{i}") for i in range(seats)], rng)
    chooser = random.Random(3)
    made = 0
    for move in range(count * 3):
        if move % 3 == 0:
            made += 1
            yield draw(game.view(state, None), "fr")
        prompts = game.prompts(state)
        if not prompts or game.result(state) is not None:
            break
        actions = game.legal_actions(state, prompts[0].seat)
        if not actions:
            break
        state = game.apply(state, prompts[0].seat, chooser.choice(actions), rng).state


def cpu_ms(func: Callable[[], Any], rounds: int = 3) -> tuple[float, Any]:
    """The least CPU time of ``rounds`` calls, and the last call's result."""
    best, out = float("inf"), None
    for _ in range(rounds):
        start = time.process_time()
        out = func()
        best = min(best, time.process_time() - start)
    return best * 1000, out


def quantized(img: Image.Image) -> Image.Image:
    return img.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def png(img: Image.Image, level: int = COMPRESS_LEVEL, strategy: int = -1) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=False, compress_level=level, compress_type=strategy)
    return buf.getvalue()


def measure_game(game_id: str, seats: int, options: dict[str, str], count: int) -> dict[str, Any]:
    rows: list[dict[str, float]] = []
    kept: Image.Image | None = None
    for picture in pictures(game_id, seats, options, count):
        img = picture if picture.mode == "RGB" else picture.convert("RGB")
        whole, data = cpu_ms(lambda img=img: encode_png(img))  # type: ignore[misc]
        quantize, pal = cpu_ms(lambda img=img: quantized(img))  # type: ignore[misc]
        assert data == png(pal)  # the steps timed are the encoder's
        row = {"encode_ms": whole, "quantize_ms": quantize, "zlib3_ms": cpu_ms(lambda pal=pal: png(pal))[0],
               "bytes": len(data), "colours_drawn": len(img.getcolors(1 << 24) or [])}
        t1, b1 = cpu_ms(lambda pal=pal: png(pal, 1))  # type: ignore[misc]
        trle, brle = cpu_ms(lambda pal=pal: png(pal, COMPRESS_LEVEL, 3))  # type: ignore[misc]
        row.update(zlib1_ms=t1, zlib1_bytes=len(b1), rle_ms=trle, rle_bytes=len(brle))
        if kept is not None:
            tk, mapped = cpu_ms(lambda img=img, kept=kept: img.quantize(palette=kept, dither=Image.Dither.NONE))
            now, then = np.asarray(pal.convert("RGB")), np.asarray(mapped.convert("RGB"))
            differ = np.any(now != then, axis=-1)
            de = ciede2000(lab(now[differ]), lab(then[differ])) if differ.any() else np.zeros(0)
            row.update(kept_ms=tk, kept_changed_pct=float(differ.mean() * 100),
                       kept_de_max=float(de.max()) if de.size else 0.0,
                       kept_de_over_1_pct=float((de >= 1.0).mean() * 100) if de.size else 0.0)
        kept = pal
        rows.append(row)

    def med(key: str) -> float:
        return round(statistics.median(r[key] for r in rows if key in r), 2)

    def span(key: str) -> list[float]:
        vals = [r[key] for r in rows if key in r]
        return [round(min(vals), 2), round(max(vals), 2)]

    return {"pictures": len(rows), "size": list(picture.size), "median": {k: med(k) for k in rows[-1]},
            "kept_palette": {"changed_pct": span("kept_changed_pct"), "ciede2000_max": span("kept_de_max"),
                             "changed_with_ciede2000_over_1_pct": span("kept_de_over_1_pct")}}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pictures", type=int, default=10)
    parser.add_argument("--record", action="store_true", help="write bench/results/encode.json")
    args = parser.parse_args()
    load_renderers()
    data: dict[str, Any] = {
        "benchmark": "encode", "clock": "CPU time of this process (least of 3), per picture",
        "load_average": [round(x, 2) for x in os.getloadavg()], "games": {}}
    for _share, game_id, seats, options in MIX_FIVE:
        data["games"][f"{game_id} ({seats})"] = measure_game(game_id, seats, options, args.pictures)
    data["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(data, indent=2))
    if args.record:
        record("encode", data)


if __name__ == "__main__":
    main()

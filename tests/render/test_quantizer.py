"""``MENEUR_QUANTIZER_MB`` (render/quantizer.py): the same bytes as without it, and the
quantizer's work buffers no longer mapped afresh at each picture."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from render import quantizer as q
from render.encode import encode_png, encode_steps
from render.registry import load_renderers, renderer_for
from tests.render.test_pictures_unchanged import GAMES, _plays

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fresh() -> Iterator[None]:
    q._quantizer[0] = None
    yield
    if q._quantizer[0] is not None:
        q._quantizer[0].give_back()
    q._quantizer[0] = None


def test_the_setting_is_megabytes_ten_by_default():
    assert q.kept_bytes("") == 10 << 20 and q.kept_bytes("0") == 0
    assert q.kept_bytes("8") == 8 << 20 and q.kept_bytes(" 1.5 ") == 3 << 19
    for bad in ("-1", "huit", "inf"):
        with pytest.raises(ValueError, match="MENEUR_QUANTIZER_MB"):
            q.kept_bytes(bad)


def test_off_no_thread(monkeypatch, fresh):
    monkeypatch.setenv("MENEUR_QUANTIZER_MB", "0")
    assert q.quantizer() is None


def test_every_game_encodes_to_the_same_bytes_with_the_kept_buffers(monkeypatch, fresh):
    load_renderers()
    pictures = [(game_id, view, lang) for game_id, seats, options in GAMES
                for view, lang in zip(_plays(game_id, seats, options, 3)[:2], ("fr", "en"), strict=True)]
    for game_id, view, lang in pictures:
        image = renderer_for(game_id)(view, lang)  # type: ignore[misc]
        monkeypatch.setenv("MENEUR_QUANTIZER_MB", "0")
        plain = encode_png(image)
        monkeypatch.setenv("MENEUR_QUANTIZER_MB", "16")
        kept, steps = encode_steps(image)
        assert kept == plain, game_id
        assert set(steps) == {"quantize", "quantize_faults", "png", "png_faults"}
    worker = q.quantizer()
    assert worker is not None and worker.warm + worker.cold == len(pictures) == 2 * len(GAMES)


def test_a_picture_larger_than_the_setting_is_encoded_without_the_region(monkeypatch, fresh):
    from PIL import Image

    monkeypatch.setenv("MENEUR_QUANTIZER_MB", "1")  # 8 bytes a pixel: 640 x 1000 needs ~6 MB
    image = Image.new("RGB", (640, 1000), (32, 34, 40))
    monkeypatch.setenv("MENEUR_QUANTIZER_MB", "0")
    plain = encode_png(image)
    monkeypatch.setenv("MENEUR_QUANTIZER_MB", "1")
    assert encode_png(image) == plain
    worker = q.quantizer()
    assert worker is not None and (worker.warm, worker.cold, worker.region) == (0, 1, 0)


#: run apart: a picture worker's allocator policy (render/pool.py) set for that process only
FAULTS = textwrap.dedent("""
    import json, sys
    from PIL import Image
    from render.pool import return_big_buffers
    return_big_buffers()
    from render import quantizer
    from render.encode import encode_steps
    images = [Image.effect_mandelbrot((640, h), (-2, -1.5, 1, 1.5), 60).convert("RGB") for h in (1000, 900)]
    faults = [encode_steps(images[k % 2])[1]["quantize_faults"] for k in range(6)]
    worker = quantizer.quantizer()
    region = worker.region if worker else 0
    if worker:
        worker.give_back()
    print(json.dumps({"faults": faults, "region": region, "warm": worker.warm if worker else 0,
                      "after": worker.region if worker else 0}))
""")


def _faults(setting: str) -> dict[str, object]:
    import json

    env = {"MENEUR_QUANTIZER_MB": setting, "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", FAULTS], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=True)
    return json.loads(out.stdout)  # type: ignore[no-any-return]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_the_kept_region_spares_the_quantizers_page_faults():
    """640 x 1000: two buffers of 2.4 MB, ~1,250 fresh pages a picture; with the region only the
    palette image's (1 byte a pixel, ~160 pages) may remain once the first pictures are drawn."""
    off, on = _faults("0"), _faults("16")
    assert all(f > 1_000 for f in off["faults"])  # type: ignore[attr-defined]
    assert max(on["faults"][3:]) < 200  # type: ignore[index]
    assert sum(on["faults"]) < sum(off["faults"]) / 3  # type: ignore[arg-type]
    assert on["warm"] == 6 and 8 * 640 * 1000 <= on["region"] <= 16 << 20  # type: ignore[operator]
    assert on["after"] == 0  # given back


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork")
def test_a_forked_process_starts_without_the_region_and_encodes_alike(monkeypatch, fresh):
    """A process that forks (the fork server, render/pool.py) gives its region back first: the
    child neither inherits it nor the parent's encoding thread, and makes its own."""
    from PIL import Image

    monkeypatch.setenv("MENEUR_QUANTIZER_MB", "16")
    image = Image.new("RGB", (640, 500), (46, 49, 58))
    expected = encode_png(image)
    parent = q.quantizer()
    assert parent is not None and parent.guard is not None and parent.region > 0
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report, then leave at once
        try:
            child = q.quantizer()
            same = encode_png(image) == expected
            os.write(write, b"%d%d%d" % (child is not parent, same, child.warm))
        finally:
            os._exit(0)
    os.close(write)
    answer = os.read(read, 8)
    os.waitpid(pid, 0)
    assert answer == b"111"  # another thread, the same bytes, encoded with a region of its own
    assert parent.guard is None and parent.region == 0  # given back before the fork
    assert encode_png(image) == expected and parent.region > 0  # reserved again when next needed

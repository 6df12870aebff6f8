"""Rectangle fills by paste (render/fills.py) write the pixels ImageDraw's own fill writes, and
the kept answers of ``theme.ink_on`` stay bounded."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

from render import fills, theme


def _shapes(seed: int, count: int) -> list[tuple[str, tuple[int, int], list[float], dict[str, object]]]:
    """Random boxes: fractional, negative, past the image, thin, with and without outlines."""
    rng = random.Random(seed)

    def coord(lo: int, hi: int) -> float:
        return rng.choice([rng.randint(lo, hi), rng.uniform(lo, hi), rng.randint(lo, hi) + 0.5, -0.5, -1.2])

    out = []
    for _ in range(count):
        size = (rng.randint(1, 160), rng.randint(1, 160))
        x0, y0 = coord(-10, size[0] + 10), coord(-10, size[1] + 10)
        box = [x0, y0, x0 + abs(coord(0, 140)), y0 + abs(coord(0, 140))]
        kw: dict[str, object] = {"fill": (rng.randrange(256), rng.randrange(256), rng.randrange(256)),
                                 "outline": rng.choice([None, (1, 2, 3)]), "width": rng.randint(1, 4)}
        out.append((rng.choice(["rectangle", "points", "rounded"]), size, box, kw))
    return out


def _draw(d: ImageDraw.ImageDraw, kind: str, box: list[float], kw: dict[str, object]) -> str | None:
    try:
        if kind == "rectangle":
            d.rectangle(box, **kw)  # type: ignore[arg-type]
        elif kind == "points":
            d.rectangle([(box[0], box[1]), (box[2], box[3])], fill=kw["fill"])  # type: ignore[arg-type]
        else:
            d.rounded_rectangle(box, 6, **kw)  # type: ignore[arg-type]
    except ValueError as e:  # Pillow refuses some small rounded outlines: refused the same way
        return str(e)
    return None


@pytest.mark.parametrize("smallest", [0, fills.SMALLEST])
def test_fills_by_paste_are_imagedraw_pixel_for_pixel(monkeypatch: pytest.MonkeyPatch, smallest: int) -> None:
    monkeypatch.setattr(fills, "SMALLEST", smallest)
    pasted = 0
    for kind, size, box, kw in _shapes(7 + smallest, 1500):
        a, b = Image.new("RGB", size, (9, 8, 7)), Image.new("RGB", size, (9, 8, 7))
        fast = fills.draw(b)
        calls = []
        paste = fast.draw._im.paste  # type: ignore[attr-defined]
        fast.draw._im = type("Spy", (), {"paste": lambda _s, *a: (calls.append(a), paste(*a))})()  # type: ignore[attr-defined]
        assert _draw(ImageDraw.Draw(a), kind, box, kw) == _draw(fast, kind, box, kw)
        assert a.tobytes() == b.tobytes(), (kind, size, box, kw)
        pasted += bool(calls)
    assert pasted > (300 if smallest == 0 else 100)  # the paste filled many of them (not only Pillow's loop)


def test_fills_leave_other_modes_and_outlines_to_pillow() -> None:
    assert not isinstance(fills.draw(Image.new("RGBA", (10, 10))).draw, fills.FastFills)
    assert not isinstance(fills.draw(Image.new("L", (10, 10))).draw, fills.FastFills)
    image = Image.new("RGB", (50, 50))
    d = fills.draw(image)
    assert isinstance(d.draw, fills.FastFills)
    with pytest.raises(ValueError):
        d.rectangle([40, 10, 10, 40], fill=(1, 2, 3))  # refused as Pillow refuses it
    d.rectangle([5, 5, 45, 45], outline=(200, 0, 0), width=3)
    assert image.getpixel((5, 20)) == (200, 0, 0) and image.getpixel((20, 20)) == (0, 0, 0)


def test_ink_on_keeps_a_bounded_number_of_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(theme, "_INK_ON", {})
    for v in range(0, 256):
        for w in range(0, 256, 16):
            colour = (v, w, 255 - v)
            kept = theme.ink_on(colour)
            assert kept == (theme.DARK_INK if theme.contrast(theme.DARK_INK, colour)
                            >= theme.contrast(theme.LIGHT_INK, colour) else theme.LIGHT_INK)
    assert len(theme._INK_ON) == theme._INK_ON_MOST  # full, and no more
    assert theme.ink_on([255, 255, 255]) == theme.DARK_INK  # a list is a colour too

"""Rounded boxes drawn once per shape and pasted (render/boxes.py): Pillow's pixels, wherever the
box lands and whatever was drawn near its corners, within their bytes."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PIL import Image

from render import boxes, text
from render.text import Pen

GROUND = (40, 42, 50)


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    boxes.clear()
    yield
    boxes.clear()


def _case(rng: random.Random) -> tuple[Image.Image, tuple[float, float, float, float], int, dict[str, object]]:
    image = Image.new("RGB", (rng.randint(40, 200), rng.randint(40, 160)), GROUND)
    pen = Pen(image)
    for _ in range(rng.randint(0, 3)):  # marks drawn before: an arrow's end near a corner, or none
        x, y = rng.uniform(0, image.width), rng.uniform(0, image.height)
        pen.draw.line((x, y, x + rng.uniform(-20, 20), y + rng.uniform(-20, 20)), fill=(200, 200, 90), width=3)
    x0, y0 = rng.uniform(-10, image.width - 10), rng.uniform(-10, image.height - 10)
    xy = (x0, y0, x0 + rng.uniform(2, 110), y0 + rng.uniform(2, 70))
    colours = [(96, 100, 112), (214, 170, 50), (255, 200, 60), (235, 235, 240), GROUND]
    return image, xy, rng.choice([4, 6, 8]), {"fill": rng.choice(colours), "outline": rng.choice(colours),
                                               "width": rng.choice([2, 3, 4])}


def test_a_pasted_box_is_pillows_box_pixel_for_pixel() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        image, xy, radius, kw = _case(rng)
        expected = image.copy()
        try:
            Pen(expected).draw.rounded_rectangle(xy, radius, **kw)  # type: ignore[arg-type]
        except ValueError:  # Pillow refuses some small outlined boxes: refused the same way
            with pytest.raises(ValueError):
                boxes.rounded_box(Pen(image), xy, radius, kw["fill"], kw["outline"], kw["width"], GROUND)  # type: ignore[arg-type]
            continue
        boxes.rounded_box(Pen(image), xy, radius, kw["fill"], kw["outline"], kw["width"], GROUND)  # type: ignore[arg-type]
        assert image.tobytes() == expected.tobytes(), (image.size, xy, radius, kw)
    assert len(boxes._kept) > 20  # many drawn once and pasted, not all left to Pillow


def test_a_box_over_marks_or_uncached_is_drawn_by_pillow() -> None:
    image = Image.new("RGB", (120, 90), GROUND)
    pen = Pen(image)
    pen.draw.point((11, 11), fill=(255, 0, 0))  # inside the top-left corner's square
    boxes.rounded_box(pen, (10.4, 10.2, 90.4, 60.2), 6, (96, 100, 112), (235, 235, 240), 2, GROUND)
    assert not boxes._kept
    with text.uncached():
        boxes.rounded_box(Pen(Image.new("RGB", (120, 90), GROUND)), (10, 10, 90, 60), 6, (96, 100, 112),
                          (235, 235, 240), 2, GROUND)
    assert not boxes._kept
    boxes.rounded_box(Pen(Image.new("RGB", (120, 90), GROUND)), (10, 10, 90, 60), 6, (96, 100, 112),
                      (235, 235, 240), 2, GROUND)
    assert len(boxes._kept) == 1


def test_the_kept_boxes_stay_within_their_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(boxes, "MAX_BYTES", 60_000)
    image = Image.new("RGB", (200, 100), GROUND)
    for w in range(20, 120):  # far more shapes than the bytes hold
        boxes.rounded_box(Pen(image), (5, 5, 5 + w, 35), 6, (96, 100, 112), (235, 235, 240), 2, GROUND)
        image.paste(GROUND, (0, 0, 200, 100))
    assert 0 < boxes._held[0] <= 60_000
    assert boxes._held[0] == sum(b.width * b.height * 3 for b in boxes._kept.values())
    assert 3 < len(boxes._kept) < 100

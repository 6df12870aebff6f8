"""A drawing process's caches stay within their bytes (MENEUR_PICTURE_CACHE_MB): the labels'
masks and Castle Ravenloft's tile squares, like the boards' layers (test_readable.py)."""

from __future__ import annotations

import pytest

from render import budget, text
from render.ravenloft import dungeon


def test_the_budget_setting() -> None:
    assert budget.picture_cache_bytes("") == 8 * 1024 * 1024  # the whole bot under 300 MB (docs/deployment.md)
    assert budget.picture_cache_bytes("0") == 0 and budget.picture_cache_bytes("1.5") == 1536 * 1024
    for bad in ("lots", "-1", "nan", "inf"):
        with pytest.raises(ValueError, match="MENEUR_PICTURE_CACHE_MB"):
            budget.picture_cache_bytes(bad)


def test_the_shares_add_up_to_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MENEUR_PICTURE_CACHE_MB", "8")
    layers, sprites, masks = budget.layers_bytes(), budget.sprites_bytes(), budget.masks_bytes()
    assert (layers, sprites) == (int(3.6 * 2**20), 2 << 20) and layers + sprites + masks == 8 << 20


def test_the_label_masks_stay_within_their_bytes_and_draw_the_same() -> None:
    masks = text._Masks(max_bytes=60_000)
    first = masks.get("Bonjour", 14, False, "la", 0)
    assert masks.get("Bonjour", 14, False, "la", 0)[0] is first[0]  # kept
    for i in range(400):  # far more labels than the bytes hold
        masks.get(f"Étiquette numéro {i}", 16, i % 2 == 0, "mm", i % 3)
    assert 0 < masks.nbytes <= 60_000 and 10 < len(masks) < 400
    fresh = text._Masks(max_bytes=60_000).get("Étiquette numéro 399", 16, False, "mm", 0)
    again = masks.get("Étiquette numéro 399", 16, False, "mm", 0)
    assert bytes(fresh[0]) == bytes(again[0]) and fresh[1] == again[1]
    assert len(text._Masks(max_bytes=0).get("x", 12, False, "la", 0)) == 2  # nothing kept, still drawn
    assert len(text._Masks(max_bytes=0)) == 0


def test_a_label_drawn_again_outlives_a_flood_of_labels_drawn_once() -> None:
    """A worker gets a random table at each picture: one table's own words (drawn once) must not
    push out the labels every picture draws again (render/text.py ``_Masks``)."""
    masks = text._Masks(max_bytes=60_000)
    kept = masks.get("A5", 16, False, "ld", 2)
    assert masks.get("A5", 16, False, "ld", 2)[0] is kept[0]  # drawn again: protected
    once = masks.get("Zazie", 16, True, "la", 0)
    for i in range(400):  # one table's words after another's: each drawn once, far more than the bytes
        masks.get(f"Joueur {i} · Guérison de Masse", 16, False, "la", 0)
    assert masks.get("A5", 16, False, "ld", 2)[0] is kept[0]
    assert masks.get("Zazie", 16, True, "la", 0)[0] is not once[0]  # drawn once: gone, drawn afresh
    assert 0 < masks.nbytes <= 60_000
    assert masks.nbytes == sum(item[2] for seg in (masks._probation, masks._protected) for item in seg.values())


def test_the_tile_squares_stay_within_their_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    monkeypatch.setattr(dungeon, "_SPRITES", type(dungeon._SPRITES)())
    monkeypatch.setattr(dungeon, "_sprites_held", [0])
    monkeypatch.setattr(dungeon, "SPRITES_BYTES", 400_000)
    sizes = []
    for k in range(40):  # 40 different tiles of 4x4 squares of 40 px: 79 KB each
        tile = SimpleNamespace(kind=f"room-{k}", grid=["...."] * 4, x=k, y=0, w=4, h=4)
        sizes.append(dungeon._pixels(dungeon._sprite(tile, 40)))
    held = sum(dungeon._pixels(img) for img in dungeon._SPRITES.values())
    assert held == dungeon._sprites_held[0] <= 400_000 and len(dungeon._SPRITES) == 400_000 // sizes[0]


def test_the_warm_up_keeps_no_layer_nor_label() -> None:
    """The fork server warms up by drawing every game (render/pool.py ``_warm_up``): what it
    would keep would stay in its memory once each worker's cache has moved on."""
    from render import layers
    from render.pool import _warm_up

    layers.clear()
    text._masks.clear()
    dungeon._SPRITES.clear()
    dungeon._sprites_held[0] = 0
    _warm_up()
    assert (len(layers._layers), len(text._masks), len(dungeon._SPRITES)) == (0, 0, 0)


def test_the_kept_buffers_setting() -> None:
    assert budget.picture_buffers_bytes("") == 0  # by default every big buffer goes back at once
    assert budget.picture_buffers_bytes("16") == 16 << 20
    assert budget.picture_buffers_bytes("64") == budget.BUFFERS_MAX_MB << 20  # glibc's largest threshold
    with pytest.raises(ValueError, match="MENEUR_PICTURE_BUFFERS_MB"):
        budget.picture_buffers_bytes("some")


@pytest.mark.parametrize("setting,calls", [
    ("", [(-3, 256 * 1024)]),
    ("16", [(-3, 16 << 20), (-1, 16 << 20)]),
])
def test_a_drawing_process_keeps_freed_buffers_only_when_told(monkeypatch: pytest.MonkeyPatch, setting: str,
                                                               calls: list[tuple[int, int]]) -> None:
    from render import pool

    seen: list[tuple[int, int]] = []

    class Libc:
        def mallopt(self, option: int, value: int) -> int:
            seen.append((option, value))
            return 1

    monkeypatch.setenv("MENEUR_PICTURE_BUFFERS_MB", setting)
    monkeypatch.setattr(pool.ctypes, "CDLL", lambda _name: Libc())
    pool.return_big_buffers()
    assert seen == calls

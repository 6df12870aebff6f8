"""The static layers' cache (render/layers.py): which layers it keeps within its bytes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PIL import Image

from render import layers, text

SIZE = (600, 700)
ONE = SIZE[0] * SIZE[1] * 3


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    layers.clear()
    yield
    layers.clear()


def ask(key: object, drawn: list[object]) -> None:
    """Paste the layer ``key``; ``drawn`` gets the key each time the layer is drawn afresh."""
    pen = text.Pen(Image.new("RGB", (600, 800)))
    layers.paste(pen, (0, 0), key, SIZE, (0, 0, 0), lambda p: drawn.append(key))


def test_a_shared_layer_stays_while_tables_own_layers_come_and_go() -> None:
    drawn: list[object] = []
    for _ in range(3):
        ask("arena", drawn)  # every table of a game pastes this one
    for table in range(200):  # each table's own layer, asked once among many tables
        ask(("dungeon", table), drawn)
        if table % 10 == 9:  # more tables in between than the cache holds layers
            ask("arena", drawn)
    assert layers.MAX_BYTES // ONE < 10
    assert drawn.count("arena") == 1  # drawn once, never pushed out
    assert len(drawn) == 201
    assert layers._bytes() <= layers.MAX_BYTES


def test_a_layer_asked_as_often_as_the_oldest_takes_its_place() -> None:
    drawn: list[object] = []
    capacity = layers.MAX_BYTES // ONE
    assert capacity >= 2
    for k in range(capacity + 1):  # each asked once: least recently used goes first
        ask(k, drawn)
    assert list(layers._layers)[0][0] == 1 and len(layers._layers) == capacity
    ask(0, drawn)  # pushed out above, asked twice now: drawn again and kept
    assert drawn.count(0) == 2 and (0, SIZE, (0, 0, 0)) in layers._layers


def test_the_ask_counts_are_bounded_and_age() -> None:
    drawn: list[object] = []
    for _ in range(5):
        ask("arena", drawn)
    for k in range(3 * layers.WINDOW):
        ask(("once", k), drawn)
    assert len(layers._asked) <= 2 * layers.WINDOW
    assert layers._asked.get(hash(("arena", SIZE, (0, 0, 0))), 0) == 0  # forgotten once unused


def test_a_layer_larger_than_the_budget_is_drawn_but_not_kept() -> None:
    drawn: list[object] = []
    pen = text.Pen(Image.new("RGB", (10, 10)))
    big = (layers.MAX_BYTES // 3 + 1, 4)  # 3 bytes a pixel: just over the budget
    layers.paste(pen, (0, 0), "big", big, (0, 0, 0), lambda p: drawn.append("big"))
    layers.paste(pen, (0, 0), "big", big, (0, 0, 0), lambda p: drawn.append("big"))
    assert drawn == ["big", "big"] and not layers._layers


def test_only_a_recording_block_makes_records() -> None:
    """A record per text costs more than pasting a kept label: a picture's own pen makes none
    unless a block records; a layer drawn in a recording block keeps its own, replayed where it
    is pasted; a layer drawn outside one keeps none and is drawn again (with them) when pasted
    in a recording block, then kept with them."""
    pen = text.Pen(Image.new("RGB", (600, 800)))
    pen.text((10, 10), "Tofu", 16, (235, 235, 240))
    layers.paste(pen, (0, 100), "legend", SIZE, (0, 0, 0), lambda p: p.text((5, 5), "Arbre", 16, (235, 235, 240)))
    assert pen.records == []
    assert layers._layers[("legend", SIZE, (0, 0, 0))][1] is None  # drawn for a player: no record
    with text.recording() as drawn:
        pen.text((10, 10), "Tofu", 16, (235, 235, 240))
        layers.paste(pen, (0, 100), "legend", SIZE, (0, 0, 0), lambda p: p.text((5, 5), "Arbre", 16, (235, 235, 240)))
    assert [(r.text, r.box[1] >= 100) for r in drawn] == [("Tofu", False), ("Arbre", True)]
    kept = layers._layers[("legend", SIZE, (0, 0, 0))]
    assert [r.text for r in kept[1]] == ["Arbre"]


def test_a_layer_kept_without_records_is_drawn_again_only_for_a_recording_block() -> None:
    drawn: list[object] = []

    def legend(p: text.Pen) -> None:
        drawn.append("legend")
        p.text((5, 5), "Arbre", 16, (235, 235, 240))

    pen = text.Pen(Image.new("RGB", (600, 800)))
    for _ in range(2):
        layers.paste(pen, (0, 0), "legend", SIZE, (0, 0, 0), legend)
    plain = pen.image.tobytes()
    assert drawn == ["legend"]  # kept, without records
    for _ in range(2):
        with text.recording() as read:
            layers.paste(pen, (0, 0), "legend", SIZE, (0, 0, 0), legend)
        assert [r.text for r in read] == ["Arbre"]
    assert drawn == ["legend", "legend"]  # drawn again once, for its records, and kept with them
    layers.paste(pen, (0, 0), "legend", SIZE, (0, 0, 0), legend)
    assert drawn == ["legend", "legend"] and pen.image.tobytes() == plain

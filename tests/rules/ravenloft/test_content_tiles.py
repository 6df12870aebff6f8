"""The dungeon tiles: counts, triangles, and each tile's geometry is consistent."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from rules.ravenloft.content import Tile, load_content

TILES = load_content().tiles


def test_forty_box_tiles_and_the_start_tile():
    c = load_content()
    box = c.box_tiles()
    assert len(box) == 40
    # 22 black / 18 white (S23, S2 arrow flags); 20 named split 10/10 (research 3.8)
    assert Counter(t.triangle for t in box) == {"black": 22, "white": 18}
    assert Counter((t.kind, t.triangle) for t in box) == {
        ("normal", "black"): 12, ("normal", "white"): 8,
        ("named", "black"): 10, ("named", "white"): 10,
    }
    # S7: black unnamed 4 two-exit, 2 three-exit, 6 four-exit; white 3 two-exit, 5 three-exit
    assert Counter((t.triangle, len(t.exits)) for t in box if t.kind == "normal") == {
        ("black", 2): 4, ("black", 3): 2, ("black", 4): 6, ("white", 2): 3, ("white", 3): 5,
    }
    named = {t.id for t in box if t.kind == "named"}
    assert {"strahds_crypt", "secret_stairway", "chapel", "laboratory", "dark_fountain",
            "arcane_circle", "workshop", "fetid_den", "rotting_nook", "kings_crypt"} <= named
    assert sum(1 for t in named if "crypt" in t) == 12


def test_the_start_tile_is_double_with_four_unexplored_edges():
    start = TILES["start"]
    assert (start.rows, start.cols, start.blocks) == (4, 8, 2)
    assert sorted(start.exits) == ["n", "n1", "s", "s1"]  # seed L528: 4 unexplored edges
    assert start.triangle is None
    assert len(start.special_squares("stairway")) == 4
    assert len(start.bone_piles) == 2


@pytest.mark.parametrize("tile_id", sorted(TILES))
def test_each_tile_is_consistent(tile_id):
    tile = TILES[tile_id]
    # one bone pile (the Start tile: one per half, S2)
    assert len(tile.bone_piles) == (2 if tile.kind == "start" else 1)
    # exits are exactly the open sides, on the edge; the triangle sits on an exit
    assert sorted(tile.exits) == sorted(s for s in tile.segments() if tile.segment_is_open(s))
    assert len(tile.exits) >= 2
    if tile.kind != "start":
        assert tile.entry in tile.exits and tile.triangle in ("black", "white")
    # steps between squares go both ways (walls are symmetric), never into a wall
    for sq in tile.open_squares():
        for other in tile.neighbours(sq):
            assert sq in tile.neighbours(other) and not tile.is_wall(other)
    # every open square and every exit is reachable from the bone pile
    seen = {tile.bone_piles[0]}
    todo = [tile.bone_piles[0]]
    while todo:
        for nxt in tile.neighbours(todo.pop()):
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    assert seen == set(tile.open_squares())


@pytest.mark.parametrize("tile_id", ["passage_02", "workshop", "start", "long_corridor"])
def test_turning_a_tile_keeps_it_consistent(tile_id):
    tile = TILES[tile_id]
    for turns in range(4):
        turned = Tile.model_validate(tile.rotated(turns).model_dump())
        assert len(turned.bone_piles) == len(tile.bone_piles)
        assert len(turned.exits) == len(tile.exits)
    assert tile.rotated(4) == tile


def test_turning_moves_exits_clockwise():
    t = TILES["passage_02"]  # walls along the north side: exits e, s, w
    assert sorted(t.exits) == ["e", "s", "w"]
    once = t.rotated(1)
    assert sorted(once.exits) == ["n", "s", "w"]
    assert once.grid[0][3] == "#" and once.entry == "w"
    start = TILES["start"].rotated(1)
    assert (start.rows, start.cols) == (8, 4)
    assert sorted(start.exits) == ["e", "e1", "w", "w1"]
    assert start.special_squares("stairway") == [(3, 2), (4, 2), (3, 1), (4, 1)]


def test_a_tile_whose_exits_disagree_with_its_walls_is_refused():
    data = TILES["passage_02"].model_dump()
    data["exits"] = ["n", "e", "s", "w"]
    with pytest.raises(ValidationError, match="open sides"):
        Tile.model_validate(data)
    data = TILES["passage_02"].model_dump()
    data["entry"] = "n"
    with pytest.raises(ValidationError, match="triangle on one of its exits"):
        Tile.model_validate(data)


def test_heroes_start_next_to_the_stairway():
    start = TILES["start"]
    near = start.squares_next_to("stairway")
    # the 4 stairway squares are the middle of the 4x8 tile; the 12 squares around them are open
    assert len(near) == 12 and (0, 2) in near and (3, 5) in near and (1, 3) not in near
    assert TILES["chapel"].squares_next_to("stairway") == []

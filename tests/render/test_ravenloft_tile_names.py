"""Castle Ravenloft's tile names on the picture (issue 23): every named tile's name reads whole
(or as its short name) on the smallest squares, and its band goes on a row where no figure
stands, under the square names' row, so it hides neither a figure nor a square's name."""

from __future__ import annotations

import pytest

from render.ravenloft import style as S
from render.ravenloft.dungeon import _name_row, name_lines
from rules.ravenloft.content import load_content
from rules.ravenloft.viewing_state import tile_view

C = load_content()
NAMED = [t for t in C.tiles.values() if t.kind not in ("normal", "start", "passage") and t.name is not None]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("tile", sorted(t.id for t in NAMED))
def test_every_tile_name_reads_whole_on_the_smallest_squares(tile, lang) -> None:
    view = tile_view(C.tiles[tile], 1, 0, 0)
    if view.name is None:
        return
    room = view.w * S.MIN_CELL - 4 - 2  # the band's width inside the tile, less its padding
    for rot in range(4):  # the tile turned as placed: a row of walls may become a column
        turned = tile_view(C.tiles[tile].rotated(rot), 1, 0, 0)
        walls = set(turned.grid[_name_row(turned)]) == {"#"}
        lines, size, _bold = name_lines(view.name.get(lang), room, walls, view.short.get(lang) if view.short else "")
        shown = " ".join(lines)
        assert "…" not in shown and size >= S.T_MIN, (tile, rot, shown)
        assert shown in (view.name.get(lang), view.short.get(lang) if view.short else None)


def test_a_long_name_goes_on_two_lines_over_walls_and_short_elsewhere() -> None:
    name = "Crypte de Barov et Ravenovia"
    assert name_lines(name, 194, True) == (["Crypte de Barov et", "Ravenovia"], S.T_MIN, True)
    assert name_lines(name, 194, False, "Crypte de Barov")[0] == ["Crypte de Barov"]
    assert name_lines(name, 194, False)[0][0].endswith("…")  # no short name: cut (the test above
    # proves every tile of ours has what it needs)


def test_the_band_leaves_a_row_where_a_figure_stands() -> None:
    lonely = tile_view(C.tiles["lonely_crypt"], 1, 10, 20)
    assert lonely.grid == ["..c#", "...#", "o..#", "...#"] and lonely.points == "s"
    # neither the coffin's row nor the triangle's (its square names are written at the top)
    assert _name_row(lonely) == 1
    assert _name_row(lonely, {(11, 21)}) == 0  # a figure on that row: the top row
    assert _name_row(lonely, {(11, 21), (10, 20)}) == 2  # then the bone pile's row
    everywhere = {(10, 20 + r) for r in range(4)}
    assert _name_row(lonely, everywhere) == 0  # no free row: the top (figures are drawn over it)
    walls = tile_view(C.tiles["crypt_of_artimus"], 1, 0, 0)  # its top row is all wall
    assert _name_row(walls, {(1, 1)}) == 0 and set(walls.grid[0]) == {"#"}

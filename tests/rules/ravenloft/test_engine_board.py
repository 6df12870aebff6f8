"""The dungeon's geometry: exits, joining, unexplored edges, tile distance, moves, names."""

import pytest

from rules.core import InvalidActionError
from rules.ravenloft.board import (
    E,
    N,
    Placement,
    S,
    TileShape,
    W,
    build,
    place_toward,
    rotate_rows,
    shape_exits,
)
from tests.rules.ravenloft.engine_helpers import CORRIDOR, HALL, PILLARS, ROOM, START


def start_board(*more: Placement):
    return build([Placement(uid=1, shape=START, bx=0, by=0), *more])


def test_the_start_tile_is_two_tiles_with_four_unexplored_edges():
    """B11 « il y a 4 bords inexplorés en début de partie », A2: the Start tile counts as 2."""
    b = start_board()
    assert b.unexplored_edges() == [((0, 0), N), ((0, 0), W), ((1, 0), E), ((1, 0), S)]
    assert b.tile_distance((0, 0), (1, 0)) == 1


def test_exits_are_the_sides_whose_two_middle_squares_are_floor():
    assert shape_exits(CORRIDOR) == {(0, 0, N), (0, 0, S)}
    assert shape_exits(ROOM) == {(0, 0, N), (0, 0, E), (0, 0, S), (0, 0, W)}


def test_rotation_turns_the_grid_clockwise():
    assert rotate_rows(("ab", "cd"), 1) == ("ca", "db")
    assert rotate_rows(("ab", "cd"), 2) == ("dc", "ba")


def test_a_new_tile_points_its_triangle_toward_the_explorer_s_tile():
    """B19 « placez la avec son triangle pointé vers la section où se trouve le héros »."""
    b = start_board()
    p = place_toward(b, CORRIDOR, 2, ((1, 0), E))  # triangle printed south, placed east
    assert (p.bx, p.by) == (2, 0)
    assert p.triangle() == W  # it points back west, to the start tile
    b2 = start_board(p)
    assert b2.joined((1, 0), E) and b2.tile_distance((0, 0), (2, 0)) == 2
    # the corridor's far side is now an unexplored edge
    assert ((2, 0), E) in b2.unexplored_edges()


def test_tiles_meeting_without_exits_face_to_face_are_not_joined():
    north = Placement(uid=2, shape=PILLARS, bx=0, by=-1, rot=0)  # its triangle side (east) faces nothing
    b = start_board(north)
    assert b.joined((0, -1), S) == (S in b.exits[(0, -1)])


def test_distance_counts_tiles_orthogonally_never_diagonally():
    """B12 « compter orthogonalement … et non diagonalement »."""
    b = start_board(place_toward(start_board(), ROOM, 2, ((1, 0), S)))
    assert b.tile_distance((0, 0), (1, 1)) == 2  # diagonal neighbours: through the start's east half
    assert b.within((0, 0), 1) == [(0, 0), (1, 0)]


def test_diagonal_steps_are_refused_between_two_walls():
    """B26 « pas entre deux murs diagonalement placés »."""
    p = place_toward(start_board(), PILLARS, 2, ((1, 0), S))
    b = start_board(p)
    grid = p.rotated()
    walls = [(x + 4 * p.bx, y + 4 * p.by) for y, row in enumerate(grid) for x, ch in enumerate(row) if ch == "#"]
    (ax, ay), (bx, by) = sorted(walls)
    assert abs(ax - bx) == 1 and abs(ay - by) == 1  # two walls placed diagonally
    corner_a, corner_b = (min(ax, bx), min(ay, by)), (max(ax, bx), max(ay, by))
    other_a, other_b = (corner_a[0], corner_b[1]), (corner_b[0], corner_a[1])
    squares = {corner_a, corner_b, other_a, other_b}
    floors = sorted(squares - set(walls))
    assert len(floors) == 2 and not b.step_ok(floors[0], floors[1])


def test_walls_cannot_be_entered_and_moves_go_around_monsters():
    b = start_board(place_toward(start_board(), CORRIDOR, 2, ((1, 0), E)))
    assert not b.walkable((8, 0))  # the corridor's wall column
    reach = b.reach((6, 1), 2, blocked=lambda s: s == (7, 1), stop_ok=lambda s: True)
    assert (7, 1) not in reach  # a monster's square (B28)
    assert reach[(8, 1)] == 2  # around it, through (7, 0), into the corridor
    assert (9, 1) not in reach and (8, 0) not in reach  # too far; a wall (B27)


def test_squares_are_named_from_the_dungeon_s_top_left_corner():
    b = start_board(place_toward(start_board(), HALL, 2, ((0, 0), W)))
    assert b.name((-4, 0)) == "A1" and b.name((7, 3)) == "L4"
    assert b.parse("l4") == (7, 3) and b.parse(" A1 ") == (-4, 0)
    with pytest.raises(InvalidActionError) as err:
        b.parse("Z9")
    assert err.value.code == "cr-square-off-board"
    with pytest.raises(InvalidActionError):
        b.parse("hello")


def test_columns_go_on_past_z():
    from rules.ravenloft.board import column_name

    assert [column_name(i) for i in (0, 25, 26, 27, 51, 52)] == ["A", "Z", "AA", "AB", "AZ", "BA"]


def test_a_tile_path_runs_through_joined_tiles():
    p2 = place_toward(start_board(), ROOM, 2, ((1, 0), S))
    b = start_board(p2)
    assert b.tile_path((0, 0), (1, 1)) == [(0, 0), (1, 0), (1, 1)]
    assert b.tile_path((0, 0), (5, 5)) is None


def test_a_tile_shape_of_unknown_size_has_blocks():
    t = TileShape(id="x", rows=("....",) * 8)
    assert (t.width, t.height) == (1, 2)


def test_square_names_are_always_easy_to_type_and_a1_stays_the_top_left_corner():
    """Issue 23/26: names west or north of the start read « ZY4 » or « E-7 » (a minus sign, lost at
    400 px). A1 is now always the dungeon's top-left corner: a tile placed west or north renames
    the squares, and the table is told with the active hero's square as the example."""
    import re

    from rules.ravenloft.dungeon import board
    from rules.ravenloft.exploration import place
    from tests.rules.ravenloft.engine_helpers import CAT, new

    s = new(1, ["kat"])
    before = board(s, CAT)
    assert before.name((before.x0, before.y0)) == "A1" and s.names_origin == (before.x0, before.y0)
    hero = s.heroes[0].square
    edges = before.unexplored_edges()
    north = next(e for e in edges if e[1] == N)
    west = next(e for e in edges if e[1] == W)
    named = before.name(hero)
    events = place(s, CAT, next(t for t in CAT.tiles if t not in {x.tile for x in s.tiles}), north)
    renamed = [e for e in events if e.code == "cr-squares-renamed"]
    mid = board(s, CAT)
    assert [e.params for e in renamed] == [{"way": "n", "old": named, "new": mid.name(hero)}]
    assert mid.name(hero) == named[0] + str(int(named[1:]) + 4)  # four rows more above it
    place(s, CAT, next(t for t in CAT.tiles if t not in {x.tile for x in s.tiles}), west)
    after = board(s, CAT)
    assert after.x0 < before.x0 and after.y0 < before.y0  # it grew both ways
    assert after.name((after.x0, after.y0)) == "A1"
    names = [after.name(sq) for sq in after.kinds]
    assert all(re.fullmatch(r"[A-Z]{1,2}[1-9][0-9]{0,2}", n) for n in names), names
    assert len(set(names)) == len(names) and all(after.parse(after.name(sq).lower()) == sq for sq in after.kinds)
    # a tile placed east or south renames nothing
    east = next(e for e in after.unexplored_edges() if e[1] not in (N, W))
    assert not [e for e in place(s, CAT, next(t for t in CAT.tiles if t not in {x.tile for x in s.tiles}), east)
                if e.code == "cr-squares-renamed"]


def test_columns_west_of_the_origin_count_back_from_zz():
    from rules.ravenloft.board import column_index, column_name

    assert [column_name(i) for i in (-1, -2, -26, -27)] == ["ZZ", "ZY", "ZA", "YZ"]
    assert [column_index(n) for n in ("ZZ", "zy", "A", "AA", "YZ")] == [-1, -2, 0, 26, -27]


def test_each_square_s_steps_are_worked_out_once_and_stay_the_board_s_own():
    b = start_board(place_toward(start_board(), PILLARS, 2, ((1, 0), S)))
    squares = sorted(b.kinds)
    direct = {a: [(a[0] + dx, a[1] + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                  if (dx, dy) != (0, 0) and b.step_ok(a, (a[0] + dx, a[1] + dy))] for a in squares}
    assert {a: b.neighbours8(a) for a in squares} == direct
    assert b.neighbours8((0, 0)) == [(1, 0), (0, 1), (1, 1)]  # the start's top-left corner
    b.neighbours8((0, 0)).append((5, 5))  # a caller's list is its own
    assert b.neighbours8((0, 0)) == [(1, 0), (0, 1), (1, 1)]

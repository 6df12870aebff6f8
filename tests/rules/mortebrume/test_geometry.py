"""Geometry on shapely: property tests and lines of sight computed by hand."""

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.mortebrume import geometry as geo
from rules.mortebrume.content import terrain

coord = st.floats(min_value=5, max_value=70, allow_nan=False)
angle = st.floats(min_value=0, max_value=359.9, allow_nan=False)
side = st.sampled_from([2.5, 4.0, 5.0, 6.0])


def rotate(x, y, deg, cx=37.5, cy=37.5):
    r = math.radians(deg)
    dx, dy = x - cx, y - cy
    return cx + dx * math.cos(r) - dy * math.sin(r), cy + dx * math.sin(r) + dy * math.cos(r)


@settings(max_examples=200, deadline=None)
@given(coord, coord, angle, side, coord, coord, angle, side)
def test_distance_is_symmetric(x0, y0, f0, s0, x1, y1, f1, s1):
    a, b = geo.base_polygon(x0, y0, s0, f0), geo.base_polygon(x1, y1, s1, f1)
    assert math.isclose(geo.distance(a, b), geo.distance(b, a), abs_tol=1e-9)


@settings(max_examples=200, deadline=None)
@given(coord, coord, angle, coord, coord, angle, angle)
def test_distance_and_field_are_invariant_under_rotation_of_the_table(x0, y0, f0, x1, y1, f1, turn):
    a, b = geo.base_polygon(x0, y0, 2.5, f0), geo.base_polygon(x1, y1, 2.5, f1)
    # turning the whole table by ``turn`` (counter-clockwise in x, y) turns compass facings clockwise
    rx0, ry0 = rotate(x0, y0, turn)
    rx1, ry1 = rotate(x1, y1, turn)
    ra, rb = geo.base_polygon(rx0, ry0, 2.5, f0 - turn), geo.base_polygon(rx1, ry1, 2.5, f1 - turn)
    assert math.isclose(geo.distance(a, b), geo.distance(ra, rb), abs_tol=1e-6)
    front = geo.front_side(x0, y0, f0, __import__("numpy").asarray(b.exterior.coords))
    if abs(front).min() > 1e-6:  # away from the boundary case
        assert geo.in_field(x0, y0, f0, b) == geo.in_field(rx0, ry0, f0 - turn, rb)


def test_bases_are_squares_with_their_back_edge_behind():
    p = geo.base_polygon(10, 10, 2.5, 90)  # facing east
    assert math.isclose(p.area, 6.25) and p.bounds == (8.75, 8.75, 11.25, 11.25)
    (ax, ay), (bx, by) = geo.back_edge(10, 10, 2.5, 90)
    assert math.isclose(ax, 8.75) and math.isclose(bx, 8.75) and {round(ay, 2), round(by, 2)} == {8.75, 11.25}


def test_edge_to_edge_distance_mb64():
    a, b = geo.base_polygon(10, 10, 2.5, 0), geo.base_polygon(20, 10, 2.5, 0)
    assert math.isclose(geo.distance(a, b), 10 - 2.5)
    # a corner turned toward the other: 10 - 1.25 - 1.25 * sqrt(2)
    c = geo.base_polygon(20, 10, 2.5, 45)
    assert math.isclose(geo.distance(a, c), 10 - 1.25 - 1.25 * math.sqrt(2), abs_tol=1e-9)


def test_field_of_vision_is_the_half_plane_in_front_ma6():
    me = (10.0, 10.0, 0.0)  # facing north
    assert geo.in_field(*me, geo.base_polygon(10, 20, 2.5, 0))
    assert geo.in_field(*me, geo.base_polygon(20, 10.5, 2.5, 0))  # beside, partly in front
    assert not geo.in_field(*me, geo.base_polygon(10, 0, 2.5, 0))
    assert geo.wholly_behind(10, 10, 0, geo.base_polygon(10, 5, 2.5, 0))
    assert not geo.wholly_behind(10, 10, 0, geo.base_polygon(13, 10, 2.5, 0))


def test_line_of_sight_hand_cases_ma7():
    wall = geo.Obstacle("W", geo.Polygon([(14, 0), (15, 0), (15, 30), (14, 30)]), 4.0)
    low = geo.Obstacle("L", geo.Polygon([(14, 0), (15, 0), (15, 30), (14, 30)]), 2.0)
    # a wall 4 cm high between two fighters 3 cm tall hides them
    assert not geo.line_of_sight(geo.base_polygon(10, 10, 2.5, 90), 90, 3.0, geo.base_polygon(20, 10, 2.5, 270), 3.0,
                                 [wall], None).seen
    # a low wall (2 cm) does not
    sight = geo.line_of_sight(geo.base_polygon(10, 10, 2.5, 90), 90, 3.0, geo.base_polygon(20, 10, 2.5, 270), 3.0,
                              [low], None)
    assert sight.seen
    # a 6 cm tall fighter looks over the 4 cm wall at a 6 cm tall one
    assert geo.line_of_sight(geo.base_polygon(10, 10, 4.0, 90), 90, 6.0, geo.base_polygon(20, 10, 4.0, 270), 6.0,
                             [wall], None).seen
    # a short wall segment leaves lines around its end: seen from the edge of the bases
    post = geo.Obstacle("P", geo.Polygon([(14, 9.5), (15, 9.5), (15, 10.5), (14, 10.5)]), 5.0)
    assert geo.line_of_sight(geo.base_polygon(10, 10, 2.5, 90), 90, 3.0, geo.base_polygon(20, 10, 2.5, 270), 3.0,
                             [post], None).seen
    # behind the viewer: not in its field
    assert geo.line_of_sight(geo.base_polygon(10, 10, 2.5, 270), 270, 3.0, geo.base_polygon(20, 10, 2.5, 270), 3.0,
                             [], None).reason == "field"


def test_a_line_may_cross_at_most_6_cm_of_forest_mb81():
    thin = geo.Polygon([(13, 0), (18, 0), (18, 30), (13, 30)])  # 5 cm wide
    thick = geo.Polygon([(12, 0), (19, 0), (19, 30), (12, 30)])  # 7 cm wide
    a, b = geo.base_polygon(10, 10, 2.5, 90), geo.base_polygon(21, 10, 2.5, 270)
    assert geo.line_of_sight(a, 90, 3.0, b, 3.0, [], thin).seen
    assert geo.line_of_sight(a, 90, 3.0, b, 3.0, [], thick).reason == "forest"


def test_difficult_ground_and_slopes_change_the_cost_mb49():
    pts = geo.path_points((0, 5), (10, 5))
    mud = geo.Zone(geo.Polygon([(5, 0), (10, 0), (10, 10), (5, 10)]), "difficult")
    assert math.isclose(geo.step_costs(pts, [mud], []).sum(), 5 + 2 * 5)
    hill = geo.Zone(geo.Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), "hill", (10, 5))
    assert math.isclose(geo.step_costs(pts, [hill], []).sum(), 20)  # climbing all the way
    back = geo.path_points((10, 5), (0, 5))
    assert math.isclose(geo.step_costs(back, [hill], []).sum(), 5)  # descending: half
    both = geo.step_costs(pts, [mud, hill], []).sum()  # cumulative: x2 x2 on the muddy slope
    assert math.isclose(both, 5 * 2 + 5 * 4)


def test_the_bench_table_has_twenty_pieces():
    assert len(terrain("carrefour", 75.0).table.pieces) == 20


@settings(max_examples=150, deadline=None)
@given(coord, coord, angle, coord, coord, angle)
def test_on_an_empty_table_sight_is_the_field_of_vision(x0, y0, f0, x1, y1, f1):
    a, b = geo.base_polygon(x0, y0, 2.5, f0), geo.base_polygon(x1, y1, 2.5, f1)
    if a.intersects(b):
        return
    sight = geo.line_of_sight(a, f0, 3.0, b, 3.0, [], None)
    assert sight.seen == geo.in_field(x0, y0, f0, b)


@settings(max_examples=100, deadline=None)
@given(coord, coord, coord, angle)
def test_a_wall_taller_than_both_always_hides_the_other_side(x0, y0, y1, f1):
    # a wall across the whole table at x = 40 (0.5 cm thick, 5 cm tall) between two 3 cm fighters
    wall = geo.Obstacle("W", geo.Polygon([(40, -1), (40.5, -1), (40.5, 80), (40, 80)]), 5.0)
    a = geo.base_polygon(min(x0, 35.0), y0, 2.5, 90.0)
    b = geo.base_polygon(45.0 + (x0 % 20), y1, 2.5, f1)
    assert not geo.line_of_sight(a, 90.0, 3.0, b, 3.0, [wall], None).seen

"""Mortebrume's picture: readable on a phone, small, and showing what the bot measured."""

import pytest

from render import text, theme
from render.encode import encode_png
from render.mortebrume import SEAT, Frame, render
from rules.core import Rng
from rules.mortebrume import GAME
from rules.mortebrume import board as bd
from tests.rules.mortebrume.helpers import SEATS, Dice, act, battle


def views():
    start = GAME.setup(GAME.parse_options({"points": 50, "table": "carrefour"}), SEATS, Rng("%064x" % 9))
    fight = battle([("gueorwen", 20.0, 25.0, 90.0), ("milicien", 10, 60, 0)],
                   [("ecorcheur", 25.5, 25.0, 270.0), ("pillard", 60, 60, 180)])
    declared = act(fight, 0, Dice(), fighter="A1", action="strike", target="B1").state
    info = GAME.info(fight, None, "sees", {"fighter": "A1"}).view
    from tests.rules.mortebrume.test_point_spells import fire

    fireball = act(fire(), 0, Dice(3), fighter="A1", action="spell", spell="boule_de_feu", at="21.25,32", power="1",
                   facing="n").state
    relics = GAME.setup(GAME.parse_options({"points": 50, "table": "clairiere", "scenario": "reliques"}), SEATS,
                        Rng("%064x" % 9))
    return {"deploy": GAME.view(start, None), "declared": GAME.view(declared, 1), "sees": info,
            "fireball": GAME.view(fireball, 0), "scenario": GAME.view(relics, None)}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("name", ["deploy", "declared", "sees", "fireball", "scenario"])
def test_texts_read_at_400_px_and_the_png_is_small(name, lang):
    view = views()[name]
    with text.recording() as drawn:
        img = render(view, lang)
    assert len(drawn) > 20
    for rec in drawn:
        assert rec.size * theme.PHONE_WIDTH / img.width >= theme.MIN_TEXT_AT_400, rec.text
        left, top, right, bottom = rec.box
        assert 0 <= left and 0 <= top and right <= img.width and bottom <= img.height, (rec.text, rec.box)
    assert len(encode_png(img)) < 150_000


def test_the_measured_line_and_the_dimmed_fighters_are_drawn():
    view = views()["declared"]
    state = view.state
    assert [(m.kind, m.cm) for m in state.measures] == [("attack", 3.0)]
    img = render(view, "en")
    fr = Frame(75.0)
    m = state.measures[0]
    x, y = fr.px((m.x0 + m.x1) / 2, (m.y0 + m.y1) / 2)
    assert img.getpixel((round(x), round(y))) == theme.HIGHLIGHT  # the tape measure's line
    labels = [r.text for r in _texts(view)]
    assert "3 cm" in labels
    # a fighter still to activate keeps its colour; the waiting defender too (nobody is activated yet)
    b2 = bd.fighter(state, "B2")
    assert img.getpixel(tuple(round(v) for v in fr.px(b2.cx + 0.6, b2.cy))) == SEAT[1]


def _texts(view):
    with text.recording() as drawn:
        render(view, "en")
    return drawn


def test_an_activated_fighter_is_dimmed():
    from render.mortebrume_frame import blend as _blend
    from tests.rules.mortebrume.helpers import react

    fight = battle([("gueorwen", 20.0, 25.0, 90.0), ("milicien", 10, 60, 0)],
                   [("ecorcheur", 25.5, 25.0, 270.0), ("pillard", 60, 60, 180)])
    t = act(fight, 0, Dice(), fighter="A1", action="strike", target="B1")
    t = react(t.state, 1, Dice(2), reaction="absorb")
    assert bd.fighter(t.state, "A1").activated and not bd.fighter(t.state, "A2").activated
    img = render(GAME.view(t.state, None), "en")
    fr = Frame(75.0)
    a1, a2 = bd.fighter(t.state, "A1"), bd.fighter(t.state, "A2")
    assert img.getpixel(tuple(round(v) for v in fr.px(a1.cx - 0.5, a1.cy + 0.6))) == _blend(SEAT[0], 0.55)
    assert img.getpixel(tuple(round(v) for v in fr.px(a2.cx + 0.6, a2.cy - 0.6))) == SEAT[0]


def test_what_a_fighter_sees_is_drawn_without_distances():
    view = views()["sees"]
    assert view.focus == "A1" and view.state.measures
    assert {m.kind for m in view.state.measures} == {"sight"} and all(m.cm == 0 for m in view.state.measures)
    assert not any(r.text.endswith(" cm") for r in _texts(view))


def test_an_area_spell_on_a_point_draws_its_line_and_its_zone():
    view = views()["fireball"]
    img = render(view, "en")
    fr = Frame(75.0)
    zone = view.state.measures[1]
    x, y = fr.px(zone.x0, zone.y0 + zone.cm)  # the top of the 1 cm circle around the point
    assert theme.DANGER in {img.getpixel((round(x), round(y) + k)) for k in (-1, 0, 1)}
    assert {"10.75 cm", "r 1 cm"} <= {r.text for r in _texts(view)}
    with text.recording() as drawn:
        render(view, "fr")
    assert "10,75 cm" in {r.text for r in drawn}  # a French decimal comma


def test_deployment_zones_and_a_scenarios_objectives_are_drawn():
    view = views()["scenario"]
    img = render(view, "en")
    fr = Frame(75.0, 3)
    labels = {r.text for r in _texts(view)}
    assert {"zone A", "zone B", "O1", "O2", "O3"} <= labels
    assert any(r.startswith("The three relics: objectives 0 – 0, 7 to win, 6 turns at most") for r in labels)
    # the southern zone is tinted in the first player's colour: between the felt and blue
    px = img.getpixel(tuple(round(v) for v in fr.px(72.0, 2.0)))
    assert px[2] > px[0] and px != (58, 66, 52)
    # an objective nobody holds is outlined in pale ivory
    o1 = fr.px(12.0, 45.0)
    assert any(img.getpixel((round(o1[0]), round(o1[1]) + k))[0] > 200 for k in (-1, 0, 1))


def test_cached_drawing_is_pixel_for_pixel_the_uncached_one():
    """The table (felt, terrain, grid, zones) is drawn once and copied: the same picture as drawn afresh."""
    from render import layers

    layers.clear()
    for name, view in views().items():
        for lang in ("fr", "en"):
            with text.uncached():
                fresh = render(view, lang)
            first = render(view, lang)  # fills the cache
            second = render(view, lang)  # copies the cached table
            assert first.tobytes() == fresh.tobytes() and second.tobytes() == fresh.tobytes(), (name, lang)
            with text.recording() as drawn:
                render(view, lang)
            assert "70" in {r.text for r in drawn} and all(r.image_size == fresh.size for r in drawn)


def test_a_zones_outline_stays_visible_under_the_field_of_vision():
    """The field of vision is laid over the table: the northern zone's edge (y 60) still shows in it."""
    view = views()["fireball"]  # A1 faces north: the field covers the northern half
    img = render(view, "en")
    fr = Frame(75.0)
    inside = img.getpixel(tuple(round(v) for v in fr.px(50.0, 59.9)))
    edge = img.getpixel(tuple(round(v) for v in fr.px(50.0, 60.0)))
    assert edge[0] > inside[0] + 40 and edge[2] < inside[2]  # toward the second player's vermilion


def melee_cluster():
    """Five fighters a side in one melee, A2 striking B2 (issue 24: labels hid one another)."""
    state = battle([("chevalier_meleien", 30, 30, 0), ("milicien", 33, 30, 0), ("milicien", 27, 30, 0),
                    ("archer_meleien", 30, 20, 0), ("pretresse_milo", 36, 27, 0)],
                   [("chevalier_rouge", 30, 33.2, 180), ("pillard", 33.5, 33, 180), ("pillard", 27, 33, 180),
                    ("chaman", 30, 45, 180), ("ecorcheur", 36, 33.5, 180)], table="clairiere")
    return act(state, 0, Rng("01" * 32), fighter="A2", action="strike", target="B2").state


def test_in_a_melee_cluster_every_fighter_has_its_own_label_and_the_fighters_attacking_and_attacked_are_marked():
    from render.mortebrume import INSET_SIDE
    from render.mortebrume_labels import LABEL, MARK
    from render.mortebrume_labels import base_box as _box

    state = melee_cluster()
    fr = Frame(float(state.options.size))
    with text.recording() as drawn:
        img = render(GAME.view(state, None), "fr")
    ids = [f.id for f in state.fighters]
    zoom = next(r for r in drawn if r.text.startswith("×"))  # the magnified cluster, in a corner
    left, top = zoom.box[0] - 4, zoom.box[1] - 3
    inset = (left, top, left + INSET_SIDE, top + INSET_SIDE)

    def within(r):
        return inset[0] <= r.box[0] and r.box[2] <= inset[2] and inset[1] <= r.box[1] and r.box[3] <= inset[3]

    labels = [r for r in drawn if r.text in ids and r.size == LABEL and not within(r)]
    magnified = [r for r in drawn if r.text in ids and r.size == LABEL and within(r)]
    assert sorted(r.text for r in labels) == sorted(ids)  # each fighter labelled once on the table
    assert {"A2", "B2"} <= {r.text for r in magnified}  # and the attacker and the target in the inset
    for group in (labels, magnified):
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                assert not (a.box[0] < b.box[2] and b.box[0] < a.box[2] and a.box[1] < b.box[3] and
                            b.box[1] < a.box[3]), (a.text, b.text)
    for a in labels:
        for f in state.fighters:  # no label covers another fighter's base
            if f.id != a.text:
                x0, y0, x1, y1 = _box(fr, f)
                assert not (a.box[0] < x1 - 2 and x0 + 2 < a.box[2] and a.box[1] < y1 - 9 and y0 + 2 < a.box[3]), \
                    (a.text, f.id)
    assert LABEL * theme.PHONE_WIDTH / img.width >= theme.MIN_TEXT_AT_400 + 1  # a size above the smallest
    # the attacker's and the target's rings on the table
    for fid, colour in (("A2", MARK["attacker"]), ("B2", MARK["target"])):
        f = bd.fighter(state, fid)
        cx, cy = fr.px(f.cx, f.cy)
        r = bd.prof(f).side * fr.scale * 0.75 + 5
        ring = [img.getpixel((round(cx + r * dx), round(cy + r * dy))) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
        assert sum(1 for px in ring if px[:3] == colour) >= 2, (fid, ring)


def test_a_lone_duel_has_no_inset():
    state = battle([("milicien", 30, 30, 0)], [("pillard", 30, 32.6, 180)], table="gue")
    state = act(state, 0, Rng("01" * 32), fighter="A1", action="strike", target="B1").state
    with text.recording() as drawn:
        render(GAME.view(state, None), "en")
    assert not any(r.text.startswith("×") for r in drawn)


def test_a_terrain_name_under_a_base_moves_beside_it():
    from render.mortebrume_frame import TERRAIN
    from render.mortebrume_labels import base_box as _box
    from render.mortebrume_labels import overlap as _overlap

    # B1 stands on the centre of the ford (D1, 37.5,37.5), where its name is written when nothing is there
    state = battle([("milicien", 10, 10, 0)], [("pillard", 37.5, 37.5, 180)], table="gue")
    fr = Frame(float(state.options.size))
    with text.recording() as drawn:
        render(GAME.view(state, None), "en")
    (name,) = [r for r in drawn if r.text == "D1" and r.size == TERRAIN]
    base = _box(fr, bd.fighter(state, "B1"))
    assert not _overlap(name.box, base)
    cx, cy = fr.px(37.5, 37.5)  # and it stays beside its place: within two lines of it
    assert abs((name.box[1] + name.box[3]) / 2 - cy) <= 2.5 * TERRAIN and abs((name.box[0] + name.box[2]) / 2 - cx) <= 60

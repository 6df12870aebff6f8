"""Every picture reads on a phone (400 px wide), stays small, and draws the same with its
caches as without them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from render import layers, text, theme
from render.dungeon_fighter import render as render_df
from render.encode import encode_png
from render.krosmaster import render as render_kros
from tests.render.views import df_views, kros_views

KROS = kros_views()
DF = df_views()
CASES = [("krosmaster", name, render_kros, v) for name, v in KROS.items()] + \
        [("dungeon_fighter", name, render_df, v) for name, v in DF.items()]


def test_the_minimum_is_defined_once():
    assert theme.MIN_TEXT_AT_400 == 10
    assert theme.min_text(400) == 10 and theme.min_text(600) == 15 and theme.min_text(640) == 16


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("game,name,render,view", CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_every_text_is_readable_at_400_px_and_inside_the_picture(game, name, render, view, lang):
    with text.recording() as drawn:
        img = render(view, lang)
    assert len(drawn) > 20
    for rec in drawn:
        assert rec.image_size == img.size
        at_400 = rec.size * theme.PHONE_WIDTH / img.width
        assert at_400 >= theme.MIN_TEXT_AT_400, (rec.text, rec.size, img.width)
        left, top, right, bottom = rec.box
        assert 0 <= left and 0 <= top and right <= img.width and bottom <= img.height, (rec.text, rec.box, img.size)
    assert len(encode_png(img)) < 150_000
    # the labels drawn are the catalog's words, not message ids
    assert not [r.text for r in drawn if r.text.startswith(("kros-pic-", "df-", "val-"))]


def test_the_recorder_sees_a_too_small_text_and_a_clipped_one():
    """The checks above can fail: a 12 px text on a 600 px picture, and one past the edge."""
    from PIL import Image

    pen = text.Pen(Image.new("RGB", (600, 100)))
    with text.recording() as drawn:
        pen.text((590, 10), "Tofu", 12, theme.TEXT)
    (rec,) = drawn
    assert rec.size * 400 / 600 < theme.MIN_TEXT_AT_400
    assert rec.box[2] > 600


@pytest.mark.parametrize("game,name,render,view", [c for c in CASES if c[1] in (
    "duel-fosse", "2v2", "2v2-deploy", "tuto3", "reach", "df-4", "df-boss", "df-shop")], ids=lambda c: str(c)[:20])
def test_cached_drawing_is_pixel_for_pixel_the_uncached_one(game, name, render, view):
    layers.clear()
    for lang in ("fr", "en"):
        with text.uncached():
            fresh = render(view, lang)
        first = render(view, lang)   # fills the caches
        second = render(view, lang)  # draws from them
        assert first.tobytes() == fresh.tobytes()
        assert second.tobytes() == fresh.tobytes()


def test_a_changed_view_changes_the_picture_with_warm_caches():
    duel = KROS["duel-fosse"]
    before = render_kros(duel, "fr")
    moved = duel.model_copy(deep=True)
    unit = next(u for u in moved.units if u.pos and not u.ko)
    unit.wounds += 1
    after = render_kros(moved, "fr")
    assert before.tobytes() != after.tobytes()
    assert render_kros(duel, "fr").tobytes() == before.tobytes()
    fight = DF["df-4"]
    before = render_df(fight, "en")
    hit = fight.model_copy(deep=True)
    hit.combat.pv -= 1
    assert render_df(hit, "en").tobytes() != before.tobytes()
    moved = fight.model_copy(deep=True)
    moved.position = moved.rooms[1].id  # the map's layer is keyed by the party's room
    assert render_df(moved, "en").tobytes() != before.tobytes()


def test_the_layer_cache_stays_within_its_memory_budget():
    from PIL import Image

    layers.clear()
    pen = text.Pen(Image.new("RGB", (600, 800)))
    for k in range(60):
        layers.paste(pen, (0, 0), ("test", k), (600, 700), (0, 0, 0), lambda p: None)
    assert 0 < layers._bytes() <= layers.MAX_BYTES
    assert len(layers._layers) == layers.MAX_BYTES // (600 * 700 * 3)
    layers.clear()


def _lightness_apart(a, b):
    return sum(abs(x - y) for x, y in zip(a, b))


def test_player_colours_are_distinct_and_clash_with_no_board_feature():
    from render import krosmaster as K
    from render.df_board import DIE_RGB, ROOM_RGB

    features = [K.FLOOR, K.FLOOR_ALT, K.DEMON, K.START, K.TREE, K.BUSH, K.CRATE, K.KAMA, K.REACH,
                theme.HIGHLIGHT, *K.RANK.values()]
    duel = theme.kros_colours("duel", [0, 1], 2)
    ffa = theme.kros_colours("ffa", [0, 1, 2, 3], 4)
    teams = theme.kros_colours("2v2", [0, 1, 0, 1], 4)
    for colours in (duel, ffa, teams):
        assert len(set(colours)) == len(colours)
        for c in colours:
            assert min(_lightness_apart(c, f) for f in features) >= 90, c
        for i, a in enumerate(colours):
            for b in colours[i + 1:]:
                assert _lightness_apart(a, b) >= 90
    # 2v2: partners (seats 0 and 2, 1 and 3) share a hue family: blues against oranges
    assert teams[0][2] > teams[0][0] and teams[2][2] > teams[2][0]
    assert teams[1][0] > teams[1][2] and teams[3][0] > teams[3][2]
    df = theme.DF_SEAT_COLOURS
    assert len(set(df)) == 6
    for c in df:
        assert min(_lightness_apart(c, f) for f in [*DIE_RGB.values(), *ROOM_RGB.values()]) >= 60, c


def test_render_does_not_import_the_bot():
    for path in (Path(__file__).resolve().parents[2] / "render").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not [n for n in names if n == "bot" or n.startswith("bot.")], path


def test_renderers_draw_text_only_through_the_recording_pen():
    """No ``ImageDraw.text`` in the game renderers: every text goes through render.text.Pen."""
    root = Path(__file__).resolve().parents[2] / "render"
    for name in ("krosmaster.py", "dungeon_fighter.py", "df_board.py"):
        tree = ast.parse((root / name).read_text(encoding="utf-8"))
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                 and n.func.attr in ("text", "multiline_text")]
        for call in calls:
            target = call.func.value
            assert isinstance(target, ast.Name) and target.id in ("p", "pen"), (name, call.lineno)

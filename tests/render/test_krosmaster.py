"""The Krosmaster picture: drawn for both arenas and a tutorial, small enough to upload."""

import random

import pytest

from render.encode import encode_png
from render.krosmaster import render
from render.registry import renderer_for
from rules.core import Rng, SeatInfo, find_game

GAME = find_game("krosmaster")


def midgame(options, seed=3, steps=150):
    rng = Rng("%064x" % seed)
    chooser = random.Random(seed)
    seats = [SeatInfo(index=0, name="Alice"), SeatInfo(index=1, name="Bob")]
    state = GAME.setup(GAME.parse_options(options), seats, rng)
    for _ in range(steps):
        if GAME.result(state):
            break
        p = GAME.prompts(state)[0]
        legal = GAME.legal_actions(state, p.seat)
        busy = [a for a in legal if a.type != "end"]
        action = chooser.choice(busy if busy and chooser.random() < 0.85 else legal)
        state = GAME.apply(state, p.seat, action, rng).state
    return state


@pytest.mark.parametrize("options", [
    {"arena": "fosse", "side": "N", "autodeploy": True},
    {"arena": "elementaire", "side": "W", "autodeploy": True},
    {"scenario": "tuto6"},
])
@pytest.mark.parametrize("locale", ["fr", "en"])
def test_render_is_small_and_sized(options, locale):
    state = midgame(options)
    img = render(GAME.view(state, 0), locale)
    assert img.width == 600 and img.height >= 700
    data = encode_png(img)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 150_000


def test_registered_and_spectator_view():
    assert renderer_for("krosmaster") is render
    state = midgame({"arena": "fosse", "side": "S", "autodeploy": True}, steps=20)
    img = render(GAME.view(state, None), "fr")
    # a figure is drawn in its seat colour on its square
    u = next(u for u in state.units if u.pos is not None and u.kind == "krosmaster")
    from render.theme import KROS_SEAT_COLOURS
    left, top = _centre(f"{chr(65 + u.pos[0])}{u.pos[1] + 1}")
    assert img.getpixel((left + 23, top + 23 + 12)) == KROS_SEAT_COLOURS[u.seat]


def test_hidden_rewards_stay_hidden_in_the_view():
    state = midgame({"arena": "fosse", "side": "N", "autodeploy": True}, steps=5)
    from rules.krosmaster.model import RewardToken
    state.units[0].rewards.append(RewardToken(id="style-xelor", known_to=[0]))
    mine = GAME.view(state, 0).units[0].rewards
    theirs = GAME.view(state, 1).units[0].rewards
    assert mine == ["?style-xelor"] and theirs == ["?jade"]
    assert "style-xelor" not in GAME.view(state, None).model_dump_json()


def _centre(square, w=12, h=12):
    """The top-left corner of a square's cell."""
    from render.krosmaster import Layout
    left, top, _, _ = Layout(w, h).box(square)
    return left, top


def test_parcels_in_seat_colours_while_deploying_with_4_players():
    from render.krosmaster import START, _blend
    from render.theme import KROS_TEAM_COLOURS
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(["A", "B", "C", "D"])]
    state = GAME.setup(GAME.parse_options({"mode": "2v2", "arena": "fosse", "side": "NW"}), seats, Rng("61" * 32))
    view = GAME.view(state, None)
    img = render(view, "fr")
    for seat in range(4):
        sq = next(s for s in view.parcels[seat] if s not in view.demon_cells)
        left, top = _centre(sq)
        colour = KROS_TEAM_COLOURS[view.team_of[seat]][view.team_of[:seat].count(view.team_of[seat])]
        assert img.getpixel((left + 8, top + 22)) == _blend(START, colour, 0.55)
    assert len(encode_png(img)) < 150_000
    # once the game runs the start cells are plain again
    state = GAME.setup(GAME.parse_options({"mode": "ffa", "arena": "fosse", "side": "NW", "autodeploy": True}),
                       seats, Rng("61" * 32))
    view = GAME.view(state, None)
    free = next(s for s in view.start_cells if s not in {u.pos for u in view.units})
    left, top = _centre(free)
    assert render(view, "en").getpixel((left + 8, top + 22)) == START


def test_reach_highlight_and_legend_are_drawn():
    from render.krosmaster import LEGEND_ROW, REACH, TREE, Layout
    state = midgame({"arena": "fosse", "side": "N", "autodeploy": True}, steps=3)
    unit = next(u for u in state.units if u.id == state.current)
    info = GAME.info(state, None, "reach", {"unit": unit.id, "spell": "coup-de-poing"})
    assert info.view.highlight
    img = render(info.view, "fr")
    left, top = _centre(info.view.highlight[0])
    assert img.getpixel((left + 2, top + 20)) == REACH
    # legend below the board: a tree icon first
    lay = Layout(12, 12)
    assert img.height >= lay.legend_top + 2 * LEGEND_ROW
    assert TREE in {img.getpixel((lay.left + 6 + x, lay.legend_top + y)) for x in range(4, 18) for y in range(4, 18)}


def test_reward_names_not_ids_in_the_panel():
    from render.krosmaster import reward_name
    assert reward_name("style-xelor") == "Style Xélor"
    assert reward_name("?style-xelor") == "?Style Xélor"
    assert reward_name("?jade") == "? (jade)"


def test_one_arena_layer_serves_both_languages_and_the_legend_is_each_ones():
    """The arena (cells, coordinates, decor) holds no word: one layer for French and English
    pictures; the legend, in words, is a layer per language. Same pixels as drawn afresh."""
    from PIL import Image

    from render import layers, text

    state = midgame({"arena": "fosse", "side": "N", "autodeploy": True}, steps=20)
    view = GAME.view(state, None)
    layers.clear()
    try:
        pictures = {lang: render(view, lang) for lang in ("fr", "en", "fr")}
        kept = [key[0] for key, _size, _bg in layers._layers]
        assert sorted(kept) == ["kros", "kros-legend", "kros-legend"]
        with text.uncached():
            for lang, image in pictures.items():
                assert isinstance(image, Image.Image)
                assert render(view, lang).tobytes() == image.tobytes()
    finally:
        layers.clear()

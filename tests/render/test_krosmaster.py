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
    assert img.width >= 600 and img.height >= 400
    data = encode_png(img)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 150_000


def test_registered_and_spectator_view():
    assert renderer_for("krosmaster") is render
    state = midgame({"arena": "fosse", "side": "S", "autodeploy": True}, steps=20)
    img = render(GAME.view(state, None), "fr")
    # a figure is drawn in its seat colour on its square
    u = next(u for u in state.units if u.pos is not None and u.kind == "krosmaster")
    from render.krosmaster import CELL, MARGIN
    from render.theme import seat_colour
    x = MARGIN + u.pos[0] * CELL + CELL // 2
    y = MARGIN + u.pos[1] * CELL + CELL // 2 + 12
    assert img.getpixel((x, y)) == seat_colour(u.seat)


def test_hidden_rewards_stay_hidden_in_the_view():
    state = midgame({"arena": "fosse", "side": "N", "autodeploy": True}, steps=5)
    from rules.krosmaster.model import RewardToken
    state.units[0].rewards.append(RewardToken(id="style-xelor", known_to=[0]))
    mine = GAME.view(state, 0).units[0].rewards
    theirs = GAME.view(state, 1).units[0].rewards
    assert mine == ["?style-xelor"] and theirs == ["?jade"]
    assert "style-xelor" not in GAME.view(state, None).model_dump_json()

"""What players see does not depend on what a drawing process kept: seeded plays of all five
games, several tables each, their moves drawn in an interleaved order (as a picture worker gets
them from many tables) with a small cache budget, so that layers are kept, refused and pushed
out and Pillow reuses freed buffers, and each picture encoded as it is sent: its decoded pixels
are those of the same view drawn with nothing kept (every layer and label drawn afresh)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from io import BytesIO
from typing import Any

import pytest
from PIL import Image

from render import layers, text
from render.encode import encode_png
from render.registry import load_renderers, renderer_for
from rules.core import Rng, SeatInfo, find_game

#: (game, seats, options) as in the load bench's five-game mix
GAMES = [("krosmaster", 2, {"arena": "fosse", "side": "N", "autodeploy": "true"}),
         ("dungeon_fighter", 2, {"difficulty": "facile"}), ("ravenloft", 2, {}),
         ("kravora", 2, {}), ("mortebrume", 2, {})]
TABLES, MOVES = 2, 4


def _plays(game_id: str, seats: int, options: dict[str, Any], seed: int) -> list[Any]:
    """The spectator's views of ``MOVES`` consecutive moves of a seeded random play."""
    game = find_game(game_id)
    rng, chooser = Rng("%064x" % seed), random.Random(seed)
    state = game.setup(game.parse_options(options), [SeatInfo(index=i, name=f"Joueur {i + 1}") for i in range(seats)], rng)
    views = []
    for _ in range(MOVES):
        for _skip in range(2):  # a picture every other move: the board has moved on
            seat = game.prompts(state)[0].seat
            state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)), rng).state
        views.append(game.view(state, None))
    return views


@pytest.fixture
def small_budget() -> Iterator[None]:
    """Room for two arena-sized layers only: choices and evictions happen within a few pictures."""
    kept = layers.MAX_BYTES
    layers.clear()
    layers.MAX_BYTES = 2 * 600 * 760 * 3
    yield
    layers.MAX_BYTES = kept
    layers.clear()


def _pixels(png: bytes) -> bytes:
    return Image.open(BytesIO(png)).convert("RGB").tobytes()


def test_interleaved_tables_draw_what_an_empty_cache_draws(small_budget: None) -> None:
    load_renderers()
    jobs = [(g, view, "fr" if k % 2 else "en") for g, seats, options in GAMES for t in range(TABLES)
            for k, view in enumerate(_plays(g, seats, options, 100 * t + 7))]
    random.Random(5).shuffle(jobs)  # the tables' moves mixed, as a worker gets them
    kept_and_refused = 0
    for game_id, view, lang in jobs:
        draw = renderer_for(game_id)
        assert draw is not None
        before = len(layers._layers)
        sent = encode_png(draw(view, lang))
        kept_and_refused += len(layers._layers) != before
        with text.uncached():
            fresh = encode_png(draw(view, lang))
        assert _pixels(sent) == _pixels(fresh), (game_id, lang)
    assert len(jobs) == len(GAMES) * TABLES * MOVES
    assert layers._bytes() <= layers.MAX_BYTES and kept_and_refused > 0

"""Castle Ravenloft's picture for five heroes stays short enough to read on a phone (issue 23:
640×1628 before): the board's window gives up rows (down to two tiles) so that the header, the
board, the minimap and the party's panels fit MAX_PICTURE_H."""

from __future__ import annotations

import random

from render.ravenloft import picture_board, render
from render.ravenloft import style as S
from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME


def test_a_five_hero_game_s_pictures_fit_the_height() -> None:
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(["alice", "bob", "carol", "dave", "eve"])]
    rng, chooser = Rng("77" * 32), random.Random(3)
    s = GAME.setup(GAME.parse_options({"adventure": "2"}), seats, rng)
    heights, rows = [], []
    for step in range(80):
        if GAME.result(s):
            break
        prompt = chooser.choice(GAME.prompts(s))
        s = GAME.apply(s, prompt.seat, chooser.choice(GAME.legal_actions(s, prompt.seat)), rng).state
        if step % 10 == 0:
            view = GAME.view(s, 0)
            heights.append(render(view, "fr").height)
            rows.append(picture_board(view, "fr").rows)
    assert max(heights) <= S.MAX_PICTURE_H, heights
    assert min(rows) >= S.MIN_ROWS and max(rows) < S.MAX_ROWS  # the window gave up rows, not whole tiles


def test_a_short_panel_keeps_the_tall_window() -> None:
    seats = [SeatInfo(index=0, name="alice")]
    s = GAME.setup(GAME.parse_options({"adventure": "1"}), seats, Rng("12" * 32))
    view = GAME.view(s, 0)
    from render.ravenloft import board_height, panel

    assert board_height(panel.header_height(view) + 300) == S.MAX_BOARD_H

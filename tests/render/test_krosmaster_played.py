"""The picture's defects players met (issue 16): the end-of-game header is never cut, the
number under a token has its legend."""

from __future__ import annotations

from render.krosmaster import _head_lines, _legend_keys, render
from rules.core import Rng, SeatInfo, find_game

GAME = find_game("krosmaster")
LONG = ["Alexandrine de la Grande Forêt", "Bartholomew the Boldest", "Chloé-Marguerite Duval", "Dominique"]


def _over(names, winners):
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(names)]
    state = GAME.setup(GAME.parse_options({"mode": "2v2"} if len(names) == 4 else {}), seats, Rng("11" * 32))
    state.phase, state.winners, state.end_reason = "over", winners, "gg"
    return state


def test_the_end_of_game_header_names_every_winner_in_full():
    for lang in ("fr", "en"):
        state = _over(LONG, [0, 2])
        lines = _head_lines(GAME.view(state, None).model_dump(mode="json"), lang)[0]
        text = " ".join(lines)
        assert "…" not in text and LONG[0] in text and LONG[2] in text, lines
        assert 1 <= len(lines) <= 2
        render(GAME.view(state, None), lang)


def test_the_remaining_pv_under_a_token_has_its_legend():
    state = GAME.setup(GAME.parse_options({"scenario": "tuto1"}),
                       [SeatInfo(index=0, name="a"), SeatInfo(index=1, name="b")], Rng("11" * 32))
    v = GAME.view(state, 0).model_dump(mode="json")
    assert "pv" not in _legend_keys(v)
    state.units[0].wounds = 2
    v = GAME.view(state, 0).model_dump(mode="json")
    assert "pv" in _legend_keys(v)
    render(GAME.view(state, 0), "fr")

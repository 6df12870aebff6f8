"""Kravora's picture: up to 4 fortresses in one image, readable at 400 px, under 150 KB."""

from __future__ import annotations

import pytest

from render import text, theme
from render.encode import encode_png
from render.kravora import render
from rules.kravora import GAME
from rules.kravora.model import Frozen
from tests.rules.kravora.helpers import fresh, put
from tests.support.conformance import playout


def crowded(n: int):  # type: ignore[no-untyped-def]
    s = fresh(n=n)
    for seat in range(n):
        for line in range(1, 6):
            for kind in ("fantoche", "costaud", "rocailleur", "long_bras", "sprinteur", "caillasseur", "fantoche"):
                put(s, seat, kind, line)
            put(s, seat, "costaud", line, defender=True)
        s.players[seat].arriving = ["rocailleur"] * 4
        s.players[seat].buildings = ["caserne", "hutte", "canon"]
        s.players[seat].shields = 2
    s.frozen = [Frozen(board=0, line=2)]
    return GAME.load_state(GAME.dump_state(s))


VIEWS = {f"playout-{n}": GAME.view(playout(GAME, {}, n, f"{n:064x}", chooser_seed=n, max_steps=120).state, None)
         for n in (2, 3, 4)}
VIEWS |= {f"crowded-{n}": GAME.view(crowded(n), 0) for n in (2, 4)}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("name", sorted(VIEWS))
def test_every_text_is_readable_at_400_px_and_inside_the_picture(name, lang):
    with text.recording() as drawn:
        img = render(VIEWS[name], lang)
    assert img.width == 640 and len(drawn) > 20
    for rec in drawn:
        assert rec.size * theme.PHONE_WIDTH / img.width >= theme.MIN_TEXT_AT_400, rec
        left, top, right, bottom = rec.box
        assert 0 <= left and 0 <= top and right <= img.width and bottom <= img.height, rec
    assert len(encode_png(img)) < 150_000
    assert not [r.text for r in drawn if r.text.startswith(("kra-", "val-"))]


def test_four_boards_in_two_rows_and_what_each_shows():
    view = VIEWS["crowded-4"]
    with text.recording() as drawn:
        img = render(view, "en")
    words = [r.text for r in drawn]
    assert img.height > 2 * 300
    assert words.count("Wall 10") == 4 and any("2 shield" in w for w in words) and words.count("Arriving") == 4
    assert any(w.startswith("+") for w in words)  # a crowded line says how many are not drawn
    assert any(w.startswith("To play: p0") for w in words)


def test_an_eliminated_board_and_the_winner():
    s = fresh(n=3)
    s.players[2].alive = False
    s.step, s.winners = "over", [0]
    with text.recording() as drawn:
        render(GAME.view(s, None), "fr")
    words = [r.text for r in drawn]
    assert "Éliminé" in words and "Victoire : p0" in words

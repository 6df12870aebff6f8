"""Kravora's picture: up to 4 fortresses in one image, readable at 400 px, under 150 KB."""

from __future__ import annotations

import re

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
    assert words.count("Wall 10") == 4 and any("2 shields" in w for w in words) and words.count("Arriving") == 4
    assert not any(w.startswith("+") for w in words)  # no « +n »: crowded lines wrap
    assert any(w.startswith("To play: p0") for w in words)
    assert "Cas Caserne · Uni Université · Lab Laboratoire · Ate Atelier" in words  # the codes explained


TOKEN = re.compile(r"^(F|S|C|L|Co|R)(\d+)(?:×(\d+))?$")


def drawn_units(view) -> int:  # type: ignore[no-untyped-def]
    with text.recording() as drawn:
        render(view, "fr")
    return sum(int(m.group(3) or 1) for r in drawn if (m := TOKEN.match(r.text)))


@pytest.mark.parametrize("name", sorted(VIEWS))
def test_every_unit_of_every_board_is_drawn(name):
    view = VIEWS[name]
    assert drawn_units(view) == sum(len(p.units) for p in view.state.players if p.alive)


def test_a_line_of_fourteen_figures_wraps_and_shows_every_kind():
    s = fresh(n=4)
    for kind in ("fantoche", "sprinteur", "caillasseur", "long_bras", "costaud", "rocailleur"):
        put(s, 1, kind, 4)
    for kind in ("fantoche", "sprinteur", "caillasseur", "long_bras"):
        put(s, 1, kind, 4, pv=1)
    for kind in ("fantoche", "sprinteur", "caillasseur", "costaud"):
        put(s, 1, kind, 4, defender=True)
    with text.recording() as drawn:
        img = render(GAME.view(s, None), "fr")
    rows = sorted({r.box[1] for r in drawn if TOKEN.match(r.text) and r.box[0] > img.width // 2})
    assert len(rows) >= 2  # wrapped on the panel of p1 (right column)
    assert drawn_units(GAME.view(s, None)) == 14


def test_an_eliminated_board_and_the_winner():
    s = fresh(n=3)
    s.players[2].alive = False
    s.players[2].shields = 2  # a fallen fortress shows no Bouclier tokens
    s.step, s.winners = "over", [0]
    with text.recording() as drawn:
        render(GAME.view(s, None), "fr")
    words = [r.text for r in drawn]
    assert "Éliminé" in words and "Victoire : p0" in words
    assert not any("bouclier" in w for w in words)


def test_whose_turn_without_nested_brackets():
    with text.recording() as drawn:
        render(GAME.view(fresh(n=2), None), "fr")
    assert "À jouer : p0 · l'attaque (3.1)" in [r.text for r in drawn]

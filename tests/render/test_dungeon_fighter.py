"""Dungeon Fighter's picture: drawn for every phase, small enough, and registered."""

from render.dungeon_fighter import render
from render.encode import encode_png
from render.registry import renderer_for
from rules.dungeon_fighter import GAME
from tests.support.conformance import playout


def test_registered():
    assert renderer_for("dungeon_fighter") is render


def test_renders_states_along_a_game_small_png():
    out = playout(GAME, {}, 6, "%064x" % 31, chooser_seed=4)
    from rules.core.replay import replay
    from rules.core import SeatInfo
    seats = [SeatInfo(index=i, name="p") for i in range(6)]
    phases = set()
    for k in (0, 5, 15, len(out.actions)):
        st = replay(GAME, {}, seats, "%064x" % 31, out.actions[:k]).state
        for seat in (0, None):
            v = GAME.view(st, seat)
            img = render(v, "fr" if seat is None else "en")
            data = encode_png(img)
            assert img.size == (1100, 860)
            assert len(data) < 150_000
            phases.add(v.phase)
    assert "over" in phases


def test_blind_view_hides_the_push_in_the_picture():
    from tests.rules.dungeon_fighter.helpers import in_combat, new_game
    state, _ = new_game()
    in_combat(state, "succube")
    state.combat.drift = (30.0, 30.0)
    a = render(GAME.view(state, 0), "fr")
    in_combat(state, "gobelin_commun")
    state.combat.drift = (30.0, 30.0)
    b = render(GAME.view(state, 0), "fr")
    assert a.tobytes() != b.tobytes()

"""The shared conformance playout: random legal games end, round-trip and replay."""

import pytest

from rules.core import find_game
from rules.dungeon_fighter import GAME
from tests.support.conformance import playout


def test_registered_under_id_and_aliases():
    for name in ("dungeon_fighter", "df", "dungeon-fighter", "Dungeon Fighter"):
        assert find_game(name) is GAME
    assert GAME.group() == "df"
    assert (GAME.min_seats, GAME.max_seats) == (1, 6)


@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("difficulty", ["facile", "normal", "infernal"])
def test_random_playouts_end_and_replay(seats, difficulty):
    for k in range(2):
        seed = "%064x" % (seats * 100 + k + len(difficulty))
        out = playout(GAME, {"difficulty": difficulty}, seats, seed, chooser_seed=k + seats, max_steps=3000)
        assert out.finished, f"playout did not end in {len(out.actions)} actions"
        res = GAME.result(out.state)
        assert res is not None and res.reason.startswith("df-")


def test_reflex_variant_playout():
    out = playout(GAME, {"reflex": True}, 3, "%064x" % 77, chooser_seed=3)
    assert out.finished

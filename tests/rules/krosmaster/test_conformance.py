"""Random legal playouts on both arenas and every tutorial scenario (tests/support/conformance)."""

import pytest

from rules.core import find_game
from tests.support.conformance import playout

GAME = find_game("krosmaster")

CASES = [
    {"arena": "fosse", "side": "N", "autodeploy": True},
    {"arena": "elementaire", "side": "E", "autodeploy": True},
    {},  # the arena and the side chosen in game, deployment by hand
    {"teams": "random", "arena": "elementaire"},
    {"teams": "draft"},
    {"teams": "custom", "custom": [["anna-tommy", "anna-tommy", "oscar-nak", "guy-yomtella"],
                                   ["roi-des-bouftous", "bad-aboum", "kreol-panikon", "opee-tissoin"]]},
    {"destruction": True, "arena": "fosse", "side": "W", "autodeploy": True},
] + [{"scenario": f"tuto{i}"} for i in range(1, 8)]


@pytest.mark.parametrize("options", CASES)
@pytest.mark.parametrize("seed", [1, 2])
def test_playout_finishes_and_replays(options, seed):
    out = playout(GAME, options, 2, "%064x" % (seed * 7919), chooser_seed=seed, max_steps=8000)
    assert out.finished, (options, out.state.phase, out.state.turn)
    result = GAME.result(out.state)
    assert result is not None
    for u in out.state.units:
        assert 0 <= u.wounds


FOUR = [
    {"mode": "ffa"},  # arena, corner and deployment chosen in game
    {"mode": "2v2"},
    {"mode": "ffa", "teams": "draft"},
    {"mode": "2v2", "teams": "random", "arena": "elementaire", "side": "SE", "autodeploy": True},
    {"teams": "custom", "custom": [["anna-tommy", "guy-yomtella"], ["bad-aboum", "bad-aboum"],
                                   ["oscar-nak", "opee-tissoin"], ["kreol-panikon", "roi-des-bouftous"]]},
]


@pytest.mark.parametrize("options", FOUR)
@pytest.mark.parametrize("seed", [1, 2])
def test_four_player_playout_finishes_and_replays(options, seed):
    out = playout(GAME, options, 4, "%064x" % (seed * 7919), chooser_seed=seed, max_steps=12000)
    assert out.finished, (options, out.state.phase, out.state.turn)
    result = GAME.result(out.state)
    if out.state.mode == "2v2" and result.winners:
        assert {w % 2 for w in result.winners} == {result.winners[0] % 2}  # a team wins together
        assert len(result.winners) == 2


def test_registered_names():
    assert find_game("kros") is GAME
    assert find_game("krosmaster-arena") is GAME
    assert GAME.group() == "kros"

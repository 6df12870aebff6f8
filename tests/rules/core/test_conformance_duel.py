from rules.core.rng import new_seed
from tests.support.conformance import playout
from tests.support.duel import DUEL


def test_duel_playouts_finish_and_replay():
    for i in range(20):
        out = playout(DUEL, {"target": 15}, 2 + i % 3, "%064x" % i, chooser_seed=i)
        assert out.finished
        assert DUEL.result(out.state).winners == [out.state.winner]


def test_fresh_seed_playout():
    assert playout(DUEL, {}, 2, new_seed()).finished

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


def test_list_options_can_be_typed_as_text():
    from pydantic import Field, TypeAdapter

    from rules.core import Model
    from tests.support.duel import Duel

    class ListOptions(Model):
        names: list[str] = Field(default_factory=list)
        teams: list[list[str]] = Field(default_factory=list)
        target: int = 10

    class ListDuel(Duel):
        options_model = ListOptions

    opts = ListDuel().parse_options({"names": "a, b", "teams": "x,y;z", "target": "12"})
    assert (opts.names, opts.teams, opts.target) == (["a", "b"], [["x", "y"], ["z"]], 12)
    assert TypeAdapter(ListOptions).validate_python({"names": ["c"]}).names == ["c"]


def test_default_autocomplete_narrows_by_the_options_already_typed():
    from tests.support.duel import DuelState

    state = DuelState(target=5, scores=[0, 0], secrets=[1, 2])
    assert DUEL.autocomplete(state, 0, "mark", "square", "") == ["A1", "A2", "B1", "B2"]
    assert DUEL.autocomplete(state, 0, "mark", "square", "b") == ["B1", "B2"]
    assert DUEL.autocomplete(state, None, "mark", "square", "") == []
    assert DUEL.autocomplete(state, 0, "mark", "square", "", {"square": "A2"}) == ["A1", "A2", "B1", "B2"]

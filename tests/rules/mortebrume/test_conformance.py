"""The shared conformance playout, and games played to the end (the last horde standing)."""

import json
import random

import pytest

from rules.core import Rng, SeatInfo, find_game
from rules.core.replay import replay
from rules.mortebrume import GAME
from rules.mortebrume.model import Act
from tests.support.conformance import playout

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


def test_registered_under_id_and_aliases():
    for name in ("mortebrume", "mb", "Mortebrume V2"):
        assert find_game(name) is GAME
    assert (GAME.min_seats, GAME.max_seats) == (2, 2)


@pytest.mark.parametrize("table", ["clairiere", "gue", "carrefour"])
def test_random_playouts_round_trip_and_replay(table):
    out = playout(GAME, {"max_turns": 4, "points": 30, "table": table}, 2, "%064x" % len(table), chooser_seed=3,
                  max_steps=2000)
    assert out.finished
    assert GAME.result(out.state).reason in ("mb-turn-limit", "mb-last-standing")


def aggressive_playout(options, seed, chooser_seed, max_steps=4000):
    """Random legal declarations, attacks preferred: the battle goes on to the last horde standing."""
    rng, chooser = Rng(seed), random.Random(chooser_seed)
    state = GAME.setup(GAME.parse_options(options), SEATS, rng)
    log = []
    for _ in range(max_steps):
        if GAME.result(state) is not None:
            break
        prompt = chooser.choice(GAME.prompts(state))
        legal = GAME.legal_actions(state, prompt.seat)
        attacks = [a for a in legal if isinstance(a, Act) and a.action in ("strike", "shoot", "spell")]
        action = chooser.choice(attacks) if attacks and chooser.random() < 0.8 else chooser.choice(legal)
        data = GAME.dump_action(action)
        state = GAME.apply(state, prompt.seat, GAME.parse_action(json.loads(json.dumps(data))), rng).state
        log.append((prompt.seat, data))
    return state, log


@pytest.mark.parametrize("k,hordes", [(0, ["meleien", "shimeien"]), (1, ["thanigiste", "abelberien"]),
                                      (2, ["creatures", "meleien"]), (3, ["abelberien", "creatures"])])
def test_games_are_fought_to_the_last_horde_standing_and_replay(k, hordes):
    options = {"hordes": hordes, "points": 35, "table": ["clairiere", "gue", "carrefour"][k % 3]}
    if k == 3:  # knights with their reserved actions, against a built horde of the same points
        options.update(points=30, army1=["chevalier_rouge", "pillard", "lanceur"])
    seed = "%064x" % (100 + k)
    state, log = aggressive_playout(options, seed, k)
    res = GAME.result(state)
    assert res is not None and res.reason == "mb-last-standing", (state.turn, len(log))
    loser = 1 - res.winners[0]
    assert all(f.status != "ok" for f in state.fighters if f.seat == loser)
    assert any(f.status == "ok" for f in state.fighters if f.seat == res.winners[0])
    rebuilt = replay(GAME, options, SEATS, seed, log)
    assert GAME.dump_state(rebuilt.state) == GAME.dump_state(state)

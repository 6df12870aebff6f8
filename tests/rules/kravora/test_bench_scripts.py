"""The scripted players of bench/bench_kravora_ai.py (the baselines of the computer's win rates)."""

from __future__ import annotations

from bench.bench_kravora_ai import greedy_action, play, random_action
from bench.stats import wilson
from rules.core import Rng, SeatInfo
from rules.kravora import GAME
from rules.kravora.model import Buy, Done

SEATS = [SeatInfo(index=0, name="a"), SeatInfo(index=1, name="b")]


def test_greedy_buys_the_most_hits_times_pv_per_blood_on_line_4() -> None:
    state = GAME.setup(GAME.parse_options({"first": 0}), SEATS, Rng("%064x" % 1))
    assert (state.step, state.players[0].blood) == ("setup", 5)
    assert greedy_action(state, 0) == Buy(unit="long_bras", line=4)  # 3 hits x 2 PV for 4 L
    state.players[0].blood = 8
    assert greedy_action(state, 0) == Buy(unit="rocailleur", line=4)  # 4 x 3 for 8 L ties it: the dearer
    state.players[0].blood = 1
    assert greedy_action(state, 0) == Buy(unit="fantoche", line=4)
    state.players[0].blood = 0
    assert greedy_action(state, 0) == Done()


def test_random_picks_a_legal_action() -> None:
    state = GAME.setup(GAME.parse_options({"first": 0}), SEATS, Rng("%064x" % 1))
    assert random_action(state, 0, Rng("%064x" % 2)) in GAME.legal_actions(state, 0)


def test_a_bench_game_is_reproducible() -> None:
    game = play("normal", "greedy", 3000)
    assert (game["won"], game["lost"], game["walls"], game["slain"], game["turns"], game["reason"]) == (
        True, False, [10, 0], [10, 10], 5, "kra-last-fortress")
    assert play("normal", "greedy", 3000)["walls"] == [10, 0]


def test_wilson_interval() -> None:
    assert wilson(10, 10) == (0.722, 1.0)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(15, 20) == (0.531, 0.888)

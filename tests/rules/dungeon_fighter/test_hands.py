"""Model 4 (issue 22): a throw by gesture is read from the hand's samples by the rules; a throw
given as numbers carries an average hand's spread; the simulated hands send what a browser does."""

import copy
import json

import pytest

from rules.core import Rng, RuleError
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.gesture import flick, page_throw
from rules.dungeon_fighter.hands import AVERAGE, HANDS, PRECISE, page_args
from rules.dungeon_fighter.model import Throw

from .helpers import in_combat, new_game


def _fight():
    state, _ = new_game()
    return in_combat(state)


def test_a_gesture_is_read_by_the_rules_and_lands_as_its_numbers_without_a_spread():
    state = _fight()
    samples = flick((10.0, 5.0), 8.0, held_ms=320)
    x, y, power, height, _, _ = page_throw(samples, None, [])
    args = {"die": "red", "gesture": json.dumps({"samples": samples})}
    by_hand = GAME.apply(copy.deepcopy(state), 0, GAME.parse_command("throw", args, state, 0), Rng("%064x" % 7))
    # the same numbers under model 3 (no hand's spread): the same landing, draw for draw
    typed = Throw(die="red", aim_x=x, aim_y=y, power=power, height=height, model=T.MODEL_HOP)
    by_number = GAME.apply(copy.deepcopy(state), 0, typed, Rng("%064x" % 7))
    assert by_hand.state.heroes[0].last_throw == [x, y, power, height] and height == 5
    assert (by_hand.state.last.x, by_hand.state.last.y) == (by_number.state.last.x, by_number.state.last.y)


def test_typed_numbers_carry_an_average_hands_spread():
    state = _fight()
    x, y, power, height, _, _ = page_throw(flick((0.0, 0.0), 8.0), None, [])
    now = Throw(die="red", aim_x=x, aim_y=y, power=power, height=height)  # model 4: typed
    before = Throw(die="red", aim_x=x, aim_y=y, power=power, height=height, model=T.MODEL_HOP)
    a = GAME.apply(copy.deepcopy(state), 0, now, Rng("%064x" % 7)).state.last
    b = GAME.apply(copy.deepcopy(state), 0, before, Rng("%064x" % 7)).state.last
    assert (a.x, a.y) != (b.x, b.y)
    # the spread itself: 3 draws, 17 units per axis and 12 % of the power at one standard deviation
    rng = Rng("%064x" % 3)
    spread = [T.hand_spread((0.0, 0.0), 8.0, 20.0, rng) for _ in range(4000)]
    sd_x = (sum(a[0] ** 2 for a, _ in spread) / len(spread)) ** 0.5
    sd_p = (sum((p / 8.0 - 1) ** 2 for _, p in spread) / len(spread)) ** 0.5
    assert abs(sd_x - T.HAND_AIM_SD) < 1.0 and abs(sd_p - T.HAND_POWER_SD) < 0.01


def test_a_gesture_where_numbers_are_expected_is_refused():
    state = _fight()
    with pytest.raises(RuleError) as err:
        GAME.apply(state, 0, Throw(die="red", gesture2=flick((0.0, 0.0), 8.0)), Rng("%064x" % 7))
    assert err.value.code == "df-bad-gesture"
    with pytest.raises(RuleError) as err:  # a tap through the command: refused with its reason
        GAME.apply(state, 0, GAME.parse_command("throw", {"die": "red", "gesture": '{"samples": [[0, 0, -340]]}'},
                                                state, 0), Rng("%064x" % 7))
    assert err.value.params["reason"] == "tap"


def test_a_simulated_hand_sends_browser_samples_that_read_back_near_its_meaning():
    rng = Rng("%064x" % 9)
    samples = PRECISE.samples((0.0, -320.0), (0.0, 0.0), 8.0, 5, rng)
    gaps = [b[0] - a[0] for a, b in zip(samples, samples[1:])]
    assert all(15.0 <= g <= 18.0 for g in gaps) and all(float(s[0]).is_integer() for s in samples)
    assert all(round(v, 1) == v for s in samples for v in s[1:])
    x, y, power, height, _, _ = page_throw(samples, None, [])
    assert abs(power - 8.0) < 1.5 and abs(x) < 25 and 4 <= height <= 6
    # averaged over many throws, the page reads the speed without bias (issue 22: 10 % low)
    powers = [page_throw(AVERAGE.samples((0.0, -320.0), (0.0, 0.0), 8.0, 5, rng), None, [])[2] for _ in range(300)]
    assert abs(sum(powers) / len(powers) - 8.0) < 0.25


def test_the_hands_throw_goes_through_the_commands_parser_as_the_page_sends_it():
    state = _fight()
    skilled = Throw(die="blue", aim_x=0.0, aim_y=-20.0, power=7.5, height=5)
    made = HANDS["average"].throw(state, 0, skilled, Rng("%064x" % 5))
    args = page_args(made)
    assert set(args) == {"die", "gesture"} and args["die"] == "blue"
    action = GAME.parse_command("throw", args, state, 0)
    assert action.gesture == made.gesture and action.model == T.MODEL_HAND


def test_the_coach_pushes_no_more_than_souffle_allows_under_emprunt():
    # found by the benchmark: a hand's flick meant 6.7 under Soufflé, the coach pushed 6.7
    from rules.dungeon_fighter.coach import sample_actions
    from rules.dungeon_fighter.model import Pending, Push, ThrowPlan

    state = _fight()
    plan = ThrowPlan(seat=0, die="red", aim_x=0.0, aim_y=68.0, power=5.0, height=3, model=T.MODEL_HAND,
                     conditions=["emprunt", "souffle"])
    state.combat.pending = Pending(kind="emprunt", seat=1, plan=plan)
    pushes = [a.power for a in sample_actions(state, 1) if isinstance(a, Push)]
    assert pushes and max(pushes) == 5.0
    GAME.apply(state, 1, Push(power=max(pushes)), Rng("%064x" % 1))  # accepted

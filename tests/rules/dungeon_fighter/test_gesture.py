"""A flick's samples become the throw's numbers; what is not a throw is refused with a reason."""

import pytest

from rules.core import RuleError
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.gesture import (
    first_bounce_ok,
    flick,
    gesture_bounce2,
    gesture_throw,
    height_of,
    page_throw,
)


def test_a_straight_flick_aims_where_it_goes_as_hard_as_it_goes():
    assert gesture_throw(flick((0.0, 0.0), 8.0)) == (0.0, 0.0, 8.0, 3)
    x, y, power, _ = gesture_throw(flick((-40.0, -20.0), 7.5))
    assert power == 7.5 and abs(x + 40) < 3 and abs(y + 20) < 3


@pytest.mark.parametrize("flick_ms", [100.0, 150.0, 300.0, 400.0])
def test_a_quick_flick_made_at_once_is_a_low_toss_that_bounces_before_the_target(flick_ms):
    # issue 22: a flick of 100-400 ms read as height 9 always flew over the first bounce
    x, y, power, height = gesture_throw(flick((0.0, 0.0), 8.0, flick_ms=flick_ms))
    assert (power, height) == (8.0, 3) and abs(x) < 1 and abs(y) < 1
    land = T.resolve((x, y), power, height, [], (0.0, 0.0), _Zero())
    assert land.outcome == "hit" and land.bounces >= 1


def test_holding_still_lifts_the_die_one_height_per_150_ms_up_to_9():
    assert [height_of(ms) for ms in (0, 149, 150, 299, 300, 450, 600, 900, 5000)] == [3, 3, 4, 4, 5, 6, 7, 9, 9]
    assert gesture_throw(flick((0.0, 0.0), 8.0, held_ms=320))[3] == 5
    # the page's gauge is green up to 6 for a throw at the centre, red above (no bounce before it)
    assert [h for h in range(1, 10) if first_bounce_ok(h)] == [1, 2, 3, 4, 5, 6]
    assert [h for h in range(1, 10) if first_bounce_ok(h, ["double_rebond"])] == [1, 2, 3]


def test_a_slow_careful_throw_of_a_second_is_a_sensible_throw():
    x, y, power, height = gesture_throw(flick((10.0, 0.0), 8.0, flick_ms=1000.0))
    assert (power, height) == (8.0, 3) and abs(x - 10) < 2 and abs(y) < 2


def test_the_pointer_up_echo_does_not_read_the_release_speed_low():
    # issue 22: the last sample repeated the last position at a later time: 10 % low
    samples = flick((0.0, 0.0), 8.0)
    echo = samples + [[samples[-1][0] + 9.0, samples[-1][1], samples[-1][2]]]
    assert gesture_throw(echo) == gesture_throw(samples)


def test_a_tap_a_tiny_drag_and_a_drag_and_drop_do_not_throw():
    with pytest.raises(RuleError) as err:  # a 50 ms tap
        gesture_throw([[0, 0, -340], [50, 0.5, -339.6]])
    assert err.value.params["reason"] == "tap"
    with pytest.raises(RuleError) as err:  # a 12-unit nudge
        gesture_throw([[0, 0, -340], [40, 0, -334], [80, 0, -328]])
    assert err.value.params["reason"] == "tap"
    # a mouse drag-and-drop: carried to the Target at 0.5 unit/ms, then held still before letting go
    drag = [[t, 0.0, -340 + 0.5 * min(t, 500)] for t in range(0, 800, 16)]
    with pytest.raises(RuleError) as err:
        gesture_throw(drag)
    assert err.value.params["reason"] == "dropped"


def test_soufflé_caps_the_power_and_de_loin_moves_the_start():
    x, y, power, height, bounce2, capped = page_throw(flick((0.0, 0.0), 8.0), None, ["souffle"])
    assert (power, capped, bounce2) == (5.0, True, None)
    far = ["de_loin"]  # the die starts 100 further back: a flick toward the centre from there
    x, y, power, _, _, _ = page_throw(flick((0.0, 0.0), 10.5, conditions=far), None, far)
    assert (round(x), round(y), power) == (0, 0, 10.5)


def test_double_rebond_second_gesture_gives_the_second_hop_from_its_lift():
    assert gesture_bounce2(flick((0.0, 0.0), 8.0, held_ms=310)) == 5


@pytest.mark.parametrize("samples,reason", [
    ([[0, 0, -330]], "tap"),
    ([[0, 0, -330], [10, 0, -320], [20, "x", -300]], "sample"),
    ([[0, 0, -330], [50, 0, -320], [40, 0, -300]], "time"),
    ([[0, 0, -300], [50, 0, -340], [100, 0, -360]], "direction"),
    ([[0, 0, -330], [50, 0, -320], [100, 5000, -300]], "outside"),
    ([[0, 0, -330], [50, 0, -320], [100, 0, float("nan")]], "sample"),
])
def test_what_is_not_a_throw_is_refused(samples, reason):
    with pytest.raises(RuleError) as err:
        gesture_throw(samples)
    assert (err.value.code, err.value.params["reason"]) == ("df-bad-gesture", reason)


class _Zero:
    """A generator without noise: every uniform draw is the middle, every die a 1."""

    def random(self) -> float:
        return 0.5

    def die(self, n: int) -> int:
        return 1

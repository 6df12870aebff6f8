"""A flick's samples become the throw's numbers; what is not a throw is refused."""

import pytest

from rules.core import RuleError
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.gesture import flick, gesture_throw


def test_a_straight_flick_aims_where_it_goes_as_hard_as_it_goes():
    assert gesture_throw(flick((0.0, 0.0), 8.0)) == (0.0, 0.0, 8.0, 7)
    x, y, power, _ = gesture_throw(flick((-40.0, -20.0), 7.5))
    assert power == 7.5 and abs(x + 40) < 3 and abs(y + 20) < 3


def test_a_quick_flick_lobs_and_a_long_drag_rolls():
    assert gesture_throw(flick((0.0, 0.0), 8.0, held_ms=180))[3] == 9
    assert gesture_throw(flick((0.0, 0.0), 8.0, held_ms=1400))[3] == T.HEIGHT_MIN


def test_a_bent_path_curls_the_aim():
    samples = flick((0.0, 0.0), 8.0)
    bent = [[t, x + (20.0 if i < 6 else 0.0), y] for i, (t, x, y) in enumerate(samples)]
    assert gesture_throw(bent)[0] != gesture_throw(samples)[0]


@pytest.mark.parametrize("samples,reason", [
    ([[0, 0, -330]], "count"),
    ([[0, 0, -330], [10, 0, -320], [20, "x", -300]], "sample"),
    ([[0, 0, -330], [50, 0, -320], [40, 0, -300]], "time"),
    ([[0, 0, -330], [50, 0, -340], [100, 0, -360]], "direction"),
    ([[0, 0, -330], [50, 0, -320], [100, 5000, -300]], "outside"),
    ([[0, 0, -330], [50, 0, -320], [100, 0, float("nan")]], "sample"),
])
def test_what_is_not_a_throw_is_refused(samples, reason):
    with pytest.raises(RuleError) as err:
        gesture_throw(samples)
    assert (err.value.code, err.value.params["reason"]) == ("df-bad-gesture", reason)

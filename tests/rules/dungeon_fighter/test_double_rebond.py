"""Double Rebond asks for two inputs: where the die bounces first (height) and where it
bounces again (bounce2); a throw under it must give both, any other must not give bounce2."""

from __future__ import annotations

import pytest

from rules.core import Rng, RuleError
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.model import Throw

from .helpers import in_combat, new_game


def _fight(weapon: bool = True):
    state, _ = new_game()
    in_combat(state)
    seat = state.combat.thrower
    state.heroes[seat].equipment = ["epee_rebondissante"]  # its throw: Double Rebond
    return state, seat


def test_a_double_rebond_throw_without_its_second_bounce_is_refused_and_changes_nothing() -> None:
    state, seat = _fight()
    before = state.model_dump()
    with pytest.raises(RuleError) as err:
        GAME.apply(state, seat, Throw(die="red", weapons=["epee_rebondissante"], power=8, height=5), Rng("a" * 64))
    assert err.value.code == "df-bounce2-needed" and state.model_dump() == before
    with pytest.raises(RuleError) as err:  # bounce2 on a throw without Double Rebond: not silently ignored
        GAME.apply(state, seat, Throw(die="red", power=8, height=5, bounce2=3), Rng("a" * 64))
    assert err.value.code == "df-bounce2-unused" and state.model_dump() == before
    done = GAME.apply(state, seat, Throw(die="red", weapons=["epee_rebondissante"], power=8, height=5, bounce2=3),
                      Rng("a" * 64))
    assert done.state.heroes[seat].last_throw[4] == 3  # « same as last » gives it back


def test_the_second_bounce_decides_whether_the_die_bounced_twice_before_the_target() -> None:
    # the first bounce at half the travel: the second at 3 tenths of what is left still falls
    # before the Target, at half of it (what the models before the second input did) on it
    aim, power, height = (0.0, 0.0), 8.0, 5
    short = T.resolve(aim, power, height, ["double_rebond"], (0.0, 0.0), Rng("b" * 64), hop=3)
    half = T.resolve(aim, power, height, ["double_rebond"], (0.0, 0.0), Rng("b" * 64), hop=5)
    assert (short.bounces, half.bounces) == (2, 1)
    assert half.outcome == "bounces" and short.outcome in ("hit", "hole")
    assert (short.x, short.y) == (half.x, half.y)  # the same landing: only the bounces differ
    # the models before the second input: half of what is left, whatever is given
    old = T.resolve(aim, power, height, ["double_rebond"], (0.0, 0.0), Rng("b" * 64), model=T.MODEL_SKILL, hop=3)
    assert old.bounces == 1

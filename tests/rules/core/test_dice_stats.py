"""/dice stats: exact distributions checked against counts found without the code under test."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest

from rules.core.dice_stats import SIMULATION_ROLLS, distribution
from rules.core.errors import InvalidActionError

#: 4d6, the lowest die dropped: ways out of 1296 to total 3..18 (the classic table)
FOUR_D6_DROP_LOWEST = [1, 4, 10, 21, 38, 62, 91, 122, 148, 167, 172, 160, 131, 94, 54, 21]


def test_4d6kh3_is_the_classic_table_and_a_brute_force_count() -> None:
    dist = distribution("4d6kh3")
    assert dist.exact and dist.total == 6**4
    assert [dist.counts[v] for v in range(3, 19)] == FOUR_D6_DROP_LOWEST
    brute: dict[int, int] = {}
    for dice in itertools.product(range(1, 7), repeat=4):
        total = sum(sorted(dice)[1:])
        brute[total] = brute.get(total, 0) + 1
    assert dist.counts == brute
    assert Fraction(sum(v * c for v, c in dist.counts.items()), dist.total) == Fraction(15869, 1296)
    assert dist.chance(">=", 15) == pytest.approx(300 / 1296)
    assert distribution("4d6pl1").counts == dist.counts  # dropping the lowest is keeping the best 3


def test_2d20kh1_plus_5_is_advantage() -> None:
    dist = distribution("2d20kh1+5")
    assert dist.exact and dist.total == 400
    # the better of two d20 shows n in 2n - 1 of the 400 ways
    assert dist.counts == {n + 5: 2 * n - 1 for n in range(1, 21)}
    assert dist.mean == pytest.approx(18.825)
    assert dist.chance(">=", 15) == pytest.approx(1 - (9 / 20) ** 2)
    assert distribution("1d20+5 adv").counts == dist.counts


def ways_8d6(total: int) -> int:
    """Ways for 8 six-sided dice to total ``total`` (inclusion-exclusion)."""
    s = total - 8
    return sum((-1) ** k * math.comb(8, k) * math.comb(s - 6 * k + 7, 7) for k in range(0, s // 6 + 1))


def test_8d6_by_inclusion_exclusion() -> None:
    dist = distribution("8d6")
    assert dist.exact and dist.total == 6**8
    assert dist.counts == {t: ways_8d6(t) for t in range(8, 49)}
    assert dist.counts[28] == 135_954 and dist.mean == 28
    assert dist.stdev == pytest.approx(math.sqrt(8 * 35 / 12))


def test_checks_pools_and_aptitude() -> None:
    check = distribution("1d20+5>=15")
    assert (check.comparison, check.target) == (">=", 15) and check.chance(">=", 15) == pytest.approx(11 / 20)
    pool = distribution("5d6>=5")
    assert pool.measure == "successes" and pool.total == 6**5
    assert pool.counts == {k: math.comb(5, k) * 2**k * 4 ** (5 - k) for k in range(6)}
    apt = distribution("aptitude 14 vs 20")  # 14 + 2D8
    assert apt.counts == {14 + s: 8 - abs(s - 9) for s in range(2, 17)} and apt.target == 20


def test_what_cannot_be_exact_is_simulated_within_its_margin() -> None:
    dist = distribution("4d6ro1")
    assert not dist.exact and dist.total == SIMULATION_ROLLS
    # one die rerolled once on a 1: 1 shows with 1/36, each other face with 7/36
    die_mean = Fraction(1, 36) + sum(Fraction(7, 36) * f for f in range(2, 7))
    die_var = Fraction(1, 36) + sum(Fraction(7, 36) * f * f for f in range(2, 7)) - die_mean**2
    se = math.sqrt(4 * die_var / SIMULATION_ROLLS)
    assert abs(dist.mean - 4 * die_mean) < 4 * se
    assert distribution("4d6ro1").counts == dist.counts  # a fixed seed: the same estimate
    p = dist.chance(">=", 16)
    assert 0 < dist.margin(p) < 0.02


@pytest.mark.parametrize(("expression", "code"), [
    ("3kros", "dice-stats-no-total"), ("calamity", "dice-stats-no-total"), ("1d6; 1d8", "dice-stats-one"),
    ("2#1d6", "dice-stats-one"), ("1d20+*5", "dice-syntax"), ("101d6", "dice-too-many"),
])
def test_refused(expression: str, code: str) -> None:
    with pytest.raises(InvalidActionError) as err:
        distribution(expression)
    assert err.value.code == code

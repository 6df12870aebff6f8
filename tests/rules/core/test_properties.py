"""Property tests (hypothesis): draws stay in range, dice totals stay in bounds, playouts replay."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.dice import roll
from rules.core.rng import Rng, derive, verify_draws
from tests.support.conformance import playout
from tests.support.duel import DUEL

seeds = st.binary(min_size=32, max_size=32).map(bytes.hex)


@given(seed=seeds, counter=st.integers(0, 2**40), lo=st.integers(-1000, 1000), width=st.integers(0, 10**6))
def test_draws_are_in_range_and_reproducible(seed, counter, lo, width):
    value = derive(seed, counter, lo, lo + width)
    assert lo <= value <= lo + width
    assert value == derive(seed, counter, lo, lo + width)


@given(seed=seeds, n=st.integers(1, 100), sides=st.integers(1, 1000), bonus=st.integers(-50, 50))
def test_standard_rolls_stay_within_their_bounds(seed, n, sides, bonus):
    rng = Rng(seed)
    result = roll(f"{n}d{sides}{bonus:+d}", rng)
    assert n + bonus <= result.total <= n * sides + bonus
    draws = rng.take_draws()
    assert len(draws) == n and verify_draws(seed, draws) == []


@settings(max_examples=25, deadline=None)
@given(seed=seeds, chooser=st.integers(0, 2**31), seats=st.integers(2, 4), target=st.integers(2, 30))
def test_duel_playouts_always_end_and_replay(seed, chooser, seats, target):
    out = playout(DUEL, {"target": target}, seats, seed, chooser_seed=chooser)
    assert out.finished and max(out.state.scores) >= target

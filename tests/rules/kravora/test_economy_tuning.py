"""The building prices remain choices through turn 10 (issue 25): played by computer fortresses
through ``GAME.apply``, as the bench does (bench/bench_kravora_economy.py), on four seeds."""

from __future__ import annotations

import pytest

from bench.bench_kravora_economy import BEFORE, measure
from rules.kravora.content import BUILDINGS, content


@pytest.mark.slow
def test_every_building_is_still_a_choice_in_turns_5_to_10():
    now = measure(4, None, (4,))["4_players"]["building_a_choice"]
    # a choice whenever still unbuilt (the caserne is bought before turn 5 in these games)
    assert all(now[b]["t5-10"]["share"] >= 0.3 or now[b]["t5-10"]["n"] == 0 for b in BUILDINGS), now
    before = measure(4, BEFORE, (4,))["4_players"]["building_a_choice"]
    # with the first prices the université and the centre de tri almost never were
    assert before["universite"]["t5-10"]["share"] < 0.15 and before["centre_tri"]["t5-10"]["share"] < 0.1


def test_the_prices_are_the_ruling_s():
    assert {b.id: b.price for b in content().buildings} == {
        "caserne": 9, "universite": 10, "laboratoire": 11, "atelier": 13, "hutte": 10, "centre_tri": 8, "canon": 13}
    assert all(b.source == "ours" for b in content().buildings)

"""Skill shows through the page's own reading of a hand (issue 22): a precise hand lands more and
scores more than a careless one, throw by throw and game by game, and the centre is the gamble
(bench/results/df-skill.json holds the full figures)."""

import pytest

from bench.bench_df_skill import through_the_page, throw_stats
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.coach import play_skilled
from rules.dungeon_fighter.hands import HANDS


def test_a_precise_hand_lands_more_and_scores_more_than_a_careless_one():
    precise, careless = throw_stats("precise", T.SAFE_AIM, 800), throw_stats("careless", T.SAFE_AIM, 800)
    assert precise["hit"] >= careless["hit"] + 0.1
    assert precise["damage"] >= careless["damage"] + 0.5
    mid = throw_stats("average", T.SAFE_AIM, 800)
    assert careless["damage"] < mid["damage"] < precise["damage"]


def test_the_centre_is_a_gamble_that_pays_only_with_a_steady_hand():
    centre, safe = throw_stats("precise", (0.0, 0.0), 800), throw_stats("precise", T.SAFE_AIM, 800)
    assert centre["damage"] > safe["damage"] and centre["hit"] < safe["hit"] - 0.1 and centre["hole"] > 0.1
    centre = throw_stats("careless", (0.0, 0.0), 800)
    assert centre["ten"] < 0.06


@pytest.mark.slow
def test_precise_hands_win_games_careless_ones_lose():
    def wins(name):
        hand = through_the_page(HANDS[name])
        return sum(bool(play_skilled(GAME, "normal", 3, "%064x" % (91000 + k), hand=hand).won) for k in range(16))

    assert wins("precise") >= wins("careless") + 3

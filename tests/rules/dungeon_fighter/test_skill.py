"""Skill shows: a practised thrower beats a beginner, throw by throw and game by game, and the
centre is the gamble (bench/results/df-skill.json holds the full figures)."""

from bench.bench_df_skill import throw_stats
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.coach import play_skilled
from rules.dungeon_fighter.human import AVERAGE, BEGINNER, PRACTISED


def test_a_practised_thrower_lands_more_and_scores_more_than_a_beginner():
    pro, novice = throw_stats(PRACTISED, T.SAFE_AIM, 1500), throw_stats(BEGINNER, T.SAFE_AIM, 1500)
    assert pro["hit"] >= novice["hit"] + 0.1
    assert pro["damage"] >= novice["damage"] + 0.5
    mid = throw_stats(AVERAGE, T.SAFE_AIM, 1500)
    assert novice["damage"] < mid["damage"] < pro["damage"]


def test_the_centre_is_a_gamble_that_pays_only_with_a_steady_hand():
    for who in (None, PRACTISED):
        centre, safe = throw_stats(who, (0.0, 0.0), 1500), throw_stats(who, T.SAFE_AIM, 1500)
        assert centre["damage"] > safe["damage"] and centre["hit"] < safe["hit"] - 0.1 and centre["hole"] > 0.1
    centre, safe = throw_stats(BEGINNER, (0.0, 0.0), 1500), throw_stats(BEGINNER, T.SAFE_AIM, 1500)
    assert centre["ten"] < 0.06


def test_practised_players_win_games_beginners_lose():
    def wins(hand):
        return sum(bool(play_skilled(GAME, "normal", 3, "%064x" % (91000 + k), hand=hand).won) for k in range(16))

    assert wins(PRACTISED.throw) >= wins(BEGINNER.throw) + 3

"""Balance of our content, measured with a skilled party (coach.play_skilled) on fixed seeds.

Measured on 200-400 games of 3 heroes per difficulty (docs/dungeon_fighter_skill.md, issue 22:
the coach's numbers typed, with a hand's spread): Facile about 79 %, Normal about 60 %, Infernal
about 37 % (26, 20 and 10 of these 30 seeds). The bounds below are wide on purpose: they
catch a collapse (a content change that makes the dungeon unwinnable or trivial), not noise.
"""

import pytest

from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.coach import play_skilled

GAMES = 30


def _wins(difficulty: str) -> int:
    return sum(bool(play_skilled(GAME, difficulty, 3, "%064x" % (77000 + k)).won) for k in range(GAMES))


@pytest.fixture(scope="module")
def rates():
    return {d: _wins(d) / GAMES for d in ("facile", "normal", "infernal")}


def test_most_games_won_on_facile(rates):
    assert rates["facile"] >= 0.55


def test_some_games_won_on_normal(rates):
    assert 0.15 <= rates["normal"] <= 0.75


def test_few_games_won_on_infernal(rates):
    assert 0.0 < rates["infernal"] <= 0.45


def test_difficulty_orders_the_win_rates(rates):
    assert rates["facile"] > rates["normal"] > rates["infernal"]


def test_skilled_games_end_and_score():
    state = play_skilled(GAME, "facile", 2, "%064x" % 77001)
    res = GAME.result(state)
    assert res is not None
    if state.won:
        assert res.params["score"] == GAME.score(state)

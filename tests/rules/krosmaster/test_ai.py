"""The computer opponent (rules/krosmaster/ai.py): legal complete games at every level, the
same move for the same state and generator, and nothing learnt from what its seat cannot see."""

from __future__ import annotations

import pytest

from rules.core import Rng, SeatInfo
from rules.krosmaster.ai import LEVELS
from rules.krosmaster.ai_eval import knowledge
from rules.krosmaster.engine import KROSMASTER as G
from rules.krosmaster.model import (
    BuyGG,
    BuyReward,
    Cast,
    End,
    Inspire,
    Move,
    Punch,
    Reveal,
    RewardToken,
)
from tests.rules.krosmaster.helpers import cell, table, unit


def _game(options: dict, levels: list[str], seed: int, limit: int = 4000) -> tuple[object, list[str]]:
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(len(levels))]
    state = G.setup(G.parse_options(options), seats, Rng("%064x" % (seed + 1)))
    dice, mind = Rng("%064x" % (seed + 2)), Rng("%064x" % (seed + 3))
    codes: list[str] = []
    for _ in range(limit):
        if G.result(state) is not None:
            break
        seat = G.prompts(state)[0].seat
        action = G.computer_action(state, seat, levels[seat], mind)
        assert action in G.legal_actions(state, seat), action
        transition = G.apply(state, seat, action, dice)
        codes += [e.code for e in transition.events]
        state = transition.state
    return state, codes


@pytest.mark.parametrize("levels", [["strong", "normal"], ["easy", "strong"]])
def test_a_duel_between_computers_ends_with_legal_moves(levels):
    state, codes = _game({"autodeploy": True, "arena": "fosse", "side": "N"}, levels, 5)
    assert G.result(state) is not None
    assert "kros-tension-faces" in codes  # inspiration decided
    assert "kros-cast" in codes and "kros-hit" in codes


def test_the_computer_drafts_chooses_the_arena_and_deploys():
    state, codes = _game({"teams": "draft"}, ["normal", "strong"], 11, limit=60)
    assert "kros-drafted" in codes and "kros-deployed" in codes
    assert state.phase not in ("draft", "arena", "side", "deploy")


def test_four_computers_play_a_free_for_all_to_its_end():
    state, codes = _game({"autodeploy": True}, ["easy", "normal", "strong", "normal"], 21)
    assert G.result(state) is not None and "kros-ko" in codes


def test_same_state_same_generator_same_move():
    state, _ = _game({"autodeploy": True, "arena": "fosse", "side": "N"}, ["strong", "strong"], 7, limit=30)
    seat = G.prompts(state)[0].seat
    first = G.computer_action(state, seat, "strong", Rng("ab" * 32))
    again = G.computer_action(state, seat, "strong", Rng("ab" * 32))
    assert first == again


def test_what_the_seat_cannot_see_changes_nothing():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "D6")], goal="gg")
    t.s.piles = G.setup(G.parse_options({"autodeploy": True, "arena": "fosse", "side": "N"}),
                        [SeatInfo(index=0, name="a"), SeatInfo(index=1, name="b")], Rng("11" * 32)).piles
    roi = unit(t, "roi-des-bouftous")
    jade = [r for r, x in t.c.rewards.items() if x.rank == "jade"]
    roi.rewards = [RewardToken(id=jade[3], known_to=[1])]
    other = t.s.model_copy(deep=True)
    other.units[1].rewards = [RewardToken(id=jade[7], known_to=[1])]
    other.piles[0].face_down = list(reversed(other.piles[0].face_down))
    assert knowledge(t.s, 0) == knowledge(other, 0)
    assert knowledge(t.s, 1) != knowledge(other, 1)  # its own token, it knows
    for level in LEVELS:
        assert G.computer_action(t.s, 0, level, Rng("cd" * 32)) == G.computer_action(other, 0, level, Rng("cd" * 32))


def test_the_table_dice_are_not_drawn_by_the_computer():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "D5")])
    mind = Rng("ef" * 32)
    G.computer_action(t.s, 0, "strong", mind)
    assert t.rng.values == [] and t.rng.counter == 0  # the scripted table dice untouched


def _activation(state, level: str, seed: str) -> tuple[list[object], list[str]]:
    """The computer's actions for the current character until its activation ends."""
    mind, dice = Rng(seed * 32), Rng("99" * 32)
    current, actions, codes = state.current, [], []
    while state.current == current and G.result(state) is None:
        action = G.computer_action(state, 0, level, mind)
        actions.append(action)
        transition = G.apply(state, 0, action, dice)
        codes += [e.code for e in transition.events]
        state = transition.state
    return actions, codes


def test_the_computer_strikes_an_adjacent_enemy_before_ending():
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "D5")])
    for level in ("normal", "strong"):
        actions, codes = _activation(t.s, level, "01")
        assert any(isinstance(a, (Cast, Punch)) and a.at == "D5" for a in actions), (level, actions)
        assert "kros-hit" in codes


def test_the_computer_buys_a_gg_on_a_demon_cell():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A1")], goal="gg")
    t.s.demon_cells = [cell("E5")]
    t.s.gg, t.s.wild_gg, t.s.kamas = [6, 6], 0, [12, 0]
    for level in ("normal", "strong"):
        assert G.computer_action(t.s, 0, level, Rng("02" * 32)) == BuyGG(), level


def test_the_computer_reveals_its_reward_and_places_inspiration():
    t = table([(0, "anna-tommy", "E5"), (1, "roi-des-bouftous", "A1")], goal="gg")
    rid = next(r for r, x in t.c.rewards.items() if x.type == "equipment" and x.effect.stats is not None
               and x.effect.stats.pm > 0)
    unit(t, "anna-tommy").rewards = [RewardToken(id=rid, known_to=[0])]
    actions, _codes = _activation(t.s, "normal", "03")
    assert Reveal(token=rid) in actions, actions
    t.s.phase, t.s.tension, t.s.current = "inspiration", [1, 2], None
    unit(t, "roi-des-bouftous").pos = cell("C5")  # within Anna's reach: her Critique will serve
    t.reindex()
    inspire = G.computer_action(t.s, 0, "strong", Rng("04" * 32))
    assert isinstance(inspire, Inspire) and inspire.targets == ["0-anna-tommy", None]


def test_a_lone_answer_is_played_and_a_move_or_end_otherwise():
    t = table([(0, "reine-des-tofus", "A1"), (1, "roi-des-bouftous", "H8")])
    action = G.computer_action(t.s, 0, "strong", Rng("05" * 32))
    assert isinstance(action, (Move, Cast, End, BuyReward))

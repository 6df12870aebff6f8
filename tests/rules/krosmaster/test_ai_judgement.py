"""The computer's judgements added for issue 27 (rules/krosmaster/ai.py, ai_eval.py, ai_plan.py):
the strong level keeps a Krosmaster out of reach of a K.O. next turn and says so, a planned
activation does not walk there and back, and no level makes a tension double that only costs
GG."""

from __future__ import annotations

import pytest

from rules.core import Rng, i18n
from rules.krosmaster.ai import computer_choice
from rules.krosmaster.ai_eval import exposure
from rules.krosmaster.ai_explain import explain
from rules.krosmaster.engine import KROSMASTER as G
from rules.krosmaster.model import Cast, Inspire, Move
from rules.krosmaster.table import Table
from tests.rules.krosmaster.helpers import table, unit


def _activation(state, seed: str) -> tuple[list[object], object]:
    """The strong computer's actions for seat 0's current character until its activation ends."""
    mind, dice = Rng(seed * 32), Rng("99" * 32)
    current, actions = state.current, []
    while state.current == current and G.result(state) is None:
        action = G.computer_action(state, 0, "strong", mind)
        actions.append(action)
        state = G.apply(state, 0, action, dice).state
    return actions, state


def _hurt_queen():
    """The Reine des Tofus (3 wounds: 5 PV left) six squares from a hurt Anna Tommy (4 PV left),
    Kréol Panikon and the Roi des Bouftous beside Anna."""
    t = table([(0, "reine-des-tofus", "F3"), (0, "oscar-nak", "B2"), (1, "anna-tommy", "F10"),
               (1, "kreol-panikon", "H10"), (1, "roi-des-bouftous", "D10")])
    unit(t, "reine-des-tofus").wounds = 3
    unit(t, "anna-tommy").wounds = 8
    return t


@pytest.mark.parametrize("seed", ["01", "02", "03", "04"])
def test_the_strong_level_keeps_a_hurt_krosmaster_out_of_reach_of_a_ko(seed):
    # before: F7, two blows on Anna, and the Reine left where Anna and Kréol (6 wounds a turn
    # between them) could knock her out
    actions, state = _activation(_hurt_queen().s, seed)
    assert Move(to="F7") not in actions
    board = Table(state)
    queen = board.by_id["0-reine-des-tofus"]
    assert queen.pos == (3, 4)  # D5
    assert exposure(board, queen, [u for u in state.units if u.seat == 1]) == 0.0


def test_exposure_weighs_the_wounds_in_reach_against_the_pv_left():
    t = _hurt_queen()
    theirs = [u for u in t.s.units if u.seat == 1]
    queen = unit(t, "reine-des-tofus")
    assert exposure(t, queen, theirs) == 0.0  # F3: nobody in reach
    queen.pos = (5, 6)  # F7: Anna (3 PM + 2) and Kréol (3 PM + 5) reach her, 6 wounds for 5 PV
    t.reindex()
    assert exposure(t, queen, theirs) == pytest.approx(6 / 5 - 0.5)
    queen.wounds = 6  # 2 PV left: certain
    assert exposure(t, queen, theirs) == 1.0


def test_stepping_out_of_reach_of_a_ko_is_said_in_both_languages():
    t = _hurt_queen()
    queen = unit(t, "reine-des-tofus")
    queen.pos = (5, 6)  # F7, in reach of Anna and Kréol
    t.reindex()
    why = explain(t.s, 0, Move(to="D5"))
    assert why.params["why"] == "shelter"
    assert explain(t.s, 0, Move(to="F8")).params["why"] != "shelter"  # closer: more in reach
    assert i18n.t("fr", "ev-kros-why", why.params) == "🤖 Reine des Tofus se met à l'abri d'un K.O. au prochain tour."
    assert i18n.t("en", "ev-kros-why", why.params) == "🤖 Reine des Tofus keeps out of reach of a K.O. next turn."


def test_a_planned_activation_does_not_walk_back_to_where_it_stood():
    # before (seed 04): a Tofu, then D4, E4 and back to E5 before the blow it could strike at once
    t = table([(0, "reine-des-tofus", "E5"), (1, "roi-des-bouftous", "E6")])
    for seed in ("01", "02", "03", "04"):
        actions, _state = _activation(t.s, seed)
        moves = [a.to for a in actions if isinstance(a, Move)]
        assert "E5" not in moves and len(moves) <= 1, (seed, actions)
        assert isinstance(actions[0], Cast) and actions[0].spell == "dan-to-fu", (seed, actions)


def _inspiration(faces: list[int], gg: list[int]):
    t = table([(0, "anna-tommy", "E5"), (0, "kreol-panikon", "E4"), (1, "roi-des-bouftous", "E7")], goal="gg")
    t.s.phase, t.s.tension, t.s.current, t.s.gg = "inspiration", faces, None, gg
    return t


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_no_tension_double_that_only_costs_every_player_a_gg(level):
    # two Double faces (turned to Critique or Esquive): before, seeds 04 and 05 put the same
    # face on both dice, and both players lost a GG for one inspiration power
    for faces in ([5, 5], [5, 6]):
        for seed in ("04", "05", "06"):
            action = G.computer_action(_inspiration(faces, [4, 4]).s, 0, level, Rng(seed * 32))
            assert action.faces[0] != action.faces[1], (faces, seed, action)


def test_a_tension_double_that_takes_the_last_gg_is_made():
    action, why = computer_choice(G, _inspiration([5, 5], [4, 1]).s, 0, "strong", Rng("04" * 32))
    assert action.faces[0] == action.faces[1]  # the opponent's last GG: the game is won
    assert why is not None and why.params["why"] == "double"


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_double_the_dice_force_is_told_as_forced_not_chosen(level):
    # Armure and Armure: no face can be turned, every placement is a double
    action, why = computer_choice(G, _inspiration([2, 2], [4, 4]).s, 0, level, Rng("04" * 32))
    assert action.faces == ["armure", "armure"]
    assert why is not None and why.params["why"] == "double-forced"
    assert i18n.t("fr", "ev-kros-why", why.params).endswith(
        " fait un double de tension, les dés l'imposent : chacun perdra un GG.")
    assert i18n.t("en", "ev-kros-why", why.params).endswith(
        " makes a tension double, as the dice force it: everyone will lose a GG.")


def _tension(faces: list[int]):
    """Anna Tommy two squares from the Roi des Bouftous (in her reach), Kréol Panikon far away
    (nine squares: beyond his 3 PM and 5 of range)."""
    t = table([(0, "anna-tommy", "E5"), (0, "kreol-panikon", "A12"), (1, "roi-des-bouftous", "E7")], goal="gg")
    t.s.phase, t.s.tension, t.s.current, t.s.gg = "inspiration", faces, None, [4, 4]
    return t


@pytest.mark.parametrize("seed", ["01", "02", "03", "04"])
def test_the_strong_level_gives_critique_to_whom_can_strike_and_refunds_the_rest(seed):
    # before: each power worth the same wherever it went, Critique fell on Kréol (nobody in his
    # reach) as often as on Anna, and a Tacle (no enemy moves during the turn) was placed
    # rather than refunded
    action, why = computer_choice(G, _tension([1, 3]).s, 0, "strong", Rng(seed * 32))
    assert (action.faces, action.targets) == (["critique", "tacle"], ["0-anna-tommy", None])
    assert why is not None and why.params["why"] == "refund-one"
    action, why = computer_choice(G, _tension([2, 3]).s, 0, "strong", Rng(seed * 32))
    assert action.targets == [None, None]  # Armure and Tacle serve nobody: the 3 kamas
    assert why is not None and why.params["why"] == "refund"


def test_esquive_goes_to_a_krosmaster_an_enemy_stands_next_to():
    t = _tension([4, 3])
    roi = unit(t, "roi-des-bouftous")
    roi.pos = (4, 5)  # E6, next to Anna
    t.reindex()
    action, _why = computer_choice(G, t.s, 0, "strong", Rng("01" * 32))
    assert (action.faces, action.targets) == (["esquive", "tacle"], ["0-anna-tommy", None])


def test_the_refund_is_said_in_both_languages():
    t = _tension([2, 3])
    t.s.names = ["Alice", "Bob"]
    why = explain(t.s, 0, Inspire(faces=["armure", "tacle"], targets=[None, None]))
    assert i18n.t("fr", "ev-kros-why", why.params) == (
        "🤖 Alice ne place aucun dé de tension et prend 3 kamas : aucun pouvoir ne servirait ce tour-ci.")
    assert i18n.t("en", "ev-kros-why", why.params) == (
        "🤖 Alice places no tension die and takes 3 kamas: no power would serve this turn.")
    one = explain(t.s, 0, Inspire(faces=["critique", "tacle"], targets=["0-anna-tommy", None]))
    assert i18n.t("fr", "ev-kros-why", one.params) == (
        "🤖 Alice place un seul dé de tension et prend 1 kama : l'autre pouvoir ne servirait à personne ce tour-ci.")
    assert i18n.t("en", "ev-kros-why", one.params) == (
        "🤖 Alice places one tension die and takes 1 kama: the other power would serve nobody this turn.")

"""The computer opponent does not stall nor waste (issue 27): a melee figure two squares from
its target behind a tree walks round it, no heal on a figure without wounds, no once-a-game
spell on a 1-PV summon; every decision says why in one line; and seeded games of every level
pair, tutorials included, all end."""

from __future__ import annotations

import itertools

import pytest

from rules.core import Rng, SeatInfo, i18n
from rules.krosmaster.ai import LEVELS, computer_choice
from rules.krosmaster.engine import KROSMASTER as G
from rules.krosmaster.model import Cast, End, Move
from rules.krosmaster.ai_eval import STRONG, WEAK, _blast
from rules.krosmaster.table import Table
from tests.rules.krosmaster.helpers import summon_of, table, unit


def unit_in(state, uid: str):
    return next(u for u in state.units if u.id == uid)


def _activation(state, seat: int, level: str, seed: str) -> list[object]:
    mind, dice = Rng(seed * 32), Rng("99" * 32)
    current, actions = state.current, []
    while state.current == current and G.result(state) is None and len(actions) < 30:
        action, _why = computer_choice(G, state, seat, level, mind)
        actions.append(action)
        state = G.apply(state, seat, action, dice).state
    return actions


@pytest.mark.parametrize("level", LEVELS[1:])
def test_a_melee_figure_behind_a_tree_walks_round_it(level):
    # the Roi des Bouftous (melee, 3 PM) two squares from the Reine des Tofus, a tree between
    t = table([(1, "roi-des-bouftous", "E6"), (0, "reine-des-tofus", "E4")], decor=[("tree", "E5")])
    actions = _activation(t.s, 1, level, "31")
    assert isinstance(actions[0], Move), actions  # it does not end on the spot
    assert any(not isinstance(a, (Move, End)) for a in actions), actions  # and strikes once there


@pytest.mark.parametrize("level", LEVELS)
def test_no_heal_on_a_figure_without_wounds(level):
    t = table([(0, "opee-tissoin", "C3"), (0, "kreol-panikon", "C4"), (1, "roi-des-bouftous", "K11")])
    for seed in ("41", "42", "43"):
        actions = _activation(t.s, 0, level, seed)
        assert not any(isinstance(a, Cast) and a.spell == "mot-soignant" for a in actions), (level, actions)


def test_a_wounded_ally_is_healed():
    t = table([(0, "opee-tissoin", "C3"), (0, "kreol-panikon", "C4"), (1, "roi-des-bouftous", "K11")])
    unit(t, "kreol-panikon").wounds = 5
    actions = _activation(t.s, 0, "normal", "44")
    assert Cast(spell="mot-soignant", at="C4") in actions, actions


@pytest.mark.parametrize("level", LEVELS[1:])
def test_no_once_a_game_spell_on_a_one_pv_summon(level):
    # Kréol Panikon's Soufflette (once a game) could blow away a Tofu (1 PV) next to it
    t = table([(0, "kreol-panikon", "E5"), (1, "tofu", "E6"), (1, "roi-des-bouftous", "K11")])
    actions = _activation(t.s, 0, level, "51")
    assert not any(isinstance(a, Cast) and a.spell == "soufflette" for a in actions), actions
    assert any(isinstance(a, Cast) and a.spell == "dard-irritant" and a.at == "E6" for a in actions), actions


def test_a_water_bomb_is_worth_the_enemies_its_explosion_will_hit():
    # « Explosion affecte les huit cases autour d'elle ... 1 Dégât ... un malus de -1 PA »
    t = table([(0, "bad-aboum", "E5"), (1, "roi-des-bouftous", "H8"), (1, "opee-tissoin", "K11")])
    beside_the_roi = summon_of(t, "bad-aboum", "bombe-a-eau", "H7")
    beside_himself = summon_of(t, "bad-aboum", "bombe-a-eau", "E6")
    alone = summon_of(t, "bad-aboum", "bombe-a-eau", "B11")
    board = Table(t.s)
    # one wound on a level-3 Krosmaster of 10 PV: (2 + 3) x 3 / 10 + the -1 PA marker 0.5, at 0.6
    assert _blast(board, beside_the_roi, STRONG) == pytest.approx(0.6 * (1.5 + 0.5))
    # Bad Aboum (9 PV) beside his own bomb: against his side
    assert _blast(board, beside_himself, STRONG) == pytest.approx(-0.6 * (15 / 9 + 0.5))
    assert _blast(board, alone, STRONG) == 0.0
    assert STRONG.blast == 0.6 and WEAK.blast == 0.0  # the simple weights keep a flat 0.3


@pytest.mark.parametrize("level", LEVELS[1:])
def test_no_water_bomb_left_beside_its_thrower(level):
    # the enemies far away: a bomb left beside Bad Aboum would only hurt him when it explodes
    # at the start of his next activation
    t = table([(0, "bad-aboum", "E5"), (1, "roi-des-bouftous", "K11"), (1, "opee-tissoin", "L12")])
    for seed in ("71", "72", "73"):
        state, mind, dice = t.s, Rng(seed * 32), Rng("99" * 32)
        while state.current == "0-bad-aboum":
            state = G.apply(state, 0, G.computer_action(state, 0, level, mind), dice).state
        board = Table(state)
        him = unit_in(state, "0-bad-aboum").pos
        bombs = [u.pos for u in state.units if u.kind == "bomb" and u.pos is not None]
        assert not any(max(abs(b[0] - him[0]), abs(b[1] - him[1])) == 1 for b in bombs), (level, seed, bombs, him)
        assert board.by_id["0-bad-aboum"].wounds == 0


def test_each_decision_says_why_in_both_languages():
    t = table([(1, "roi-des-bouftous", "E6"), (0, "reine-des-tofus", "E4")], decor=[("tree", "E5")])
    action, why = computer_choice(G, t.s, 1, "normal", Rng("61" * 32))
    assert isinstance(action, Move) and why is not None
    assert i18n.t("fr", "ev-kros-why", why.params) == "🤖 Roi des Bouftous se met à portée de Reine des Tofus."
    assert i18n.t("en", "ev-kros-why", why.params) == "🤖 Roi des Bouftous moves within reach of Reine des Tofus."


def _play(options: dict, levels: tuple[str, ...], seed: int, limit: int = 1500) -> object:
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(len(levels))]
    state = G.setup(G.parse_options(options), seats, Rng("%064x" % (seed + 1)))
    dice, mind = Rng("%064x" % (seed + 2)), Rng("%064x" % (seed + 3))
    for _ in range(limit):
        if G.result(state) is not None:
            break
        seat = G.prompts(state)[0].seat
        state = G.apply(state, seat, G.computer_action(state, seat, levels[seat], mind), dice).state
    return state


SCENARIOS = ["tuto1", "tuto2", "tuto3", "tuto4", "tuto5", "tuto6", "tuto7", "arena"]
PAIRS = [*itertools.combinations_with_replacement(LEVELS, 2), ("strong", "easy"), ("strong", "normal"),
         ("normal", "easy")]


@pytest.mark.slow
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_seeded_games_of_every_level_pair_all_end(scenario):
    """8 scenarios x 9 ordered level pairs x 3 seeds: 216 games, each ends before 60 turns."""
    options = {"scenario": scenario, "autodeploy": True}
    if scenario == "arena":
        options.update(arena="fosse", side="N")
    for levels, seed in itertools.product(PAIRS, range(3)):
        state = _play(options, levels, seed)
        assert G.result(state) is not None and state.turn <= 60, (scenario, levels, seed, state.turn)


def _inspiring(tension: list[int]):
    t = table([(0, "reine-des-tofus", "D4"), (1, "roi-des-bouftous", "H8")], goal="gg")
    t.s.phase, t.s.tension, t.s.current = "inspiration", tension, None
    return t


def test_the_first_inspiration_buttons_make_no_tension_double():
    # a wild face and a Critique: the first die's first face is Critique, whose follow-up made
    # a double; now the placements without one come first and the double says so on its button
    t = _inspiring([6, 1])
    paths = G.choice_paths(t.s, 0)
    first = paths[0].leaf.args
    assert first["face1"] != first["face2"]
    warned = [p for p in paths if p.leaf.args["face1"] == p.leaf.args["face2"]]
    # the second die's Critique warns; so does the first die's, whose every follow-up is a double
    assert warned and all(p.steps[1].params["double"] == "yes" and p.steps[0].params["double"] == "yes"
                          for p in warned)
    assert all(p.steps[0].params["double"] == "no" for p in paths if p.leaf.args["face1"] != "critique")
    label = i18n.t("fr", "kros-choice-die", warned[0].steps[1].params)
    assert label == "Dé 2 : Critique → kamas ⚠️ double : tous perdent 1 GG"
    node = G.choice_tree(t.s, 0)
    assert node.options[0].params["double"] == "no"
    second = node.options[0].node
    assert second is not None and second.options[0].params["double"] == "no"  # first buttons: no double


def test_a_forced_double_is_told_on_the_first_die():
    t = _inspiring([1, 1])  # two Critiques: every placement is a double
    paths = G.choice_paths(t.s, 0)
    assert all(p.steps[0].params["double"] == "yes" for p in paths)
    assert i18n.t("en", "kros-choice-die", paths[0].steps[0].params).endswith("⚠️ double: everyone loses 1 GG")

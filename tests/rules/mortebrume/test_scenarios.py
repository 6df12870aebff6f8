"""Scenarios of ours: objectives scored at the end of each turn, a fallen leader, the turn limit,
their deployment zones, the table card's line, and playouts to the end of each."""

import pytest

from rules.core import SeatInfo
from rules.core.i18n import t
from rules.core.replay import replay
from rules.mortebrume import GAME, flow
from rules.mortebrume import board as bd
from rules.mortebrume import deploying as dp
from rules.mortebrume.scenarios import holders, scenarios

from .helpers import Dice, battle, find
from .test_conformance import aggressive_playout

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


def on(scenario: str, a, b, table="gue"):
    state = battle(a, b, table=table)
    state.options = state.options.model_copy(update={"scenario": scenario})
    return state


def end_turn(state):
    for f in state.fighters:
        f.activated = True
    events = flow.new_turn(state, Dice())
    return state, events


def test_scenarios_are_ours_and_an_unknown_one_is_refused_in_both_languages():
    assert set(scenarios()) == {"centre", "reliques", "decapiter"}
    from rules.core import InvalidActionError

    with pytest.raises(InvalidActionError) as err:
        GAME.setup(GAME.parse_options({"scenario": "siege"}), SEATS, Dice(3, 3))
    assert t("en", "err-mb-unknown-scenario", err.value.params) == ("Unknown scenario: siege "
                                                                    "(known: centre, reliques, decapiter)")
    assert t("fr", "err-mb-unknown-scenario", err.value.params).startswith("Scénario inconnu : siege")


def test_the_centre_is_held_by_more_fighters_touching_it_and_scores_at_the_end_of_the_turn():
    # O1: a 7 cm circle at 37.5,37.5; A1's base (2.5 cm) at 30,37.5 reaches x 31.25 > 30.5: it touches
    state = on("centre", [("milicien", 30, 37.5, 90), ("milicien", 10, 10, 0)], [("pillard", 45, 37.5, 270),
                                                                                 ("pillard", 44, 60, 180)])
    assert holders(state) == [None]  # one against one: nobody
    _, events = end_turn(state.model_copy(deep=True))
    nobody = find(events, "mb-objectives").params
    assert t("fr", "ev-mb-objectives", nobody) == "Fin du tour : objectifs tenus par personne ; score 0 – 0 (4 pour gagner)"
    assert t("en", "ev-mb-objectives", nobody) == "End of the turn: objectives held by nobody; score 0 – 0 (4 to win)"
    bd.fighter(state, "A2").x, bd.fighter(state, "A2").y = 3750, 3000  # a second fighter at the circle's edge
    assert holders(state) == [0]
    state, events = end_turn(state)
    scored = find(events, "mb-objectives")
    assert scored.params == {"held": ["alice"], "a": 1, "b": 0, "goal": 4}
    assert t("en", "ev-mb-objectives", scored.params) == ("End of the turn: objectives held by alice; "
                                                          "score 1 – 0 (4 to win)")
    assert state.turn == 2 and state.phase == "init_designate"
    # the table card's line, through the prompts (and the picture's header)
    line = t("fr", "mb-scenario-line", GAME.prompts(state)[0].params | {"scenario": "centre", "scn": ["mb-scn-centre"],
                                                                         "sa": 1, "sb": 0, "goal": 4, "turns": 5, "leader": "no"})
    assert line == " · Tenir le centre : objectifs 1 – 0, 4 pour gagner, 5 tours au plus"


def test_the_goal_reached_at_the_end_of_a_turn_wins():
    state = on("centre", [("milicien", 30, 37.5, 90), ("milicien", 37.5, 30, 0)], [("pillard", 45, 60, 270),
                                                                                   ("pillard", 44, 70, 180)])
    state.scores = [3, 2]
    state, events = end_turn(state)
    assert state.phase == "over" and find(events, "mb-end-goal").params == {"winner": "alice", "a": 4, "b": 2}
    res = GAME.result(state)
    assert res.winners == [0] and res.reason == "mb-scenario-goal"
    assert t("en", f"end-{res.reason}", res.params) == "Hold the centre: goal reached, 4 – 2"
    assert t("fr", f"end-{res.reason}", res.params) == "Tenir le centre : objectif atteint, 4 – 2"


def test_at_the_turn_limit_the_better_objective_score_wins_else_the_horde_points():
    state = on("reliques", [("milicien", 5, 5, 0)], [("pillard", 70, 70, 180)])
    state.turn, state.scores = 6, [2, 3]
    state, events = end_turn(state)
    res = GAME.result(state)
    assert res.winners == [1] and res.reason == "mb-scenario-turns"
    assert t("en", "end-mb-scenario-turns", res.params) == "The three relics: the better score after 6 turns, 2 – 3"
    even = on("reliques", [("milicien", 5, 5, 0)], [("pillard", 70, 70, 180)])
    even.turn, even.scores = 6, [1, 1]
    bd.fighter(even, "B1").status = "out"
    bd.fighter(even, "B1").physique = 0
    even.fighters.append(bd.fighter(even, "B1").model_copy(update={"id": "B2", "status": "ok", "physique": 4}))
    even, _ = end_turn(even)
    assert GAME.result(even).reason == "mb-turn-limit"


def test_behead_a_fallen_leader_ends_the_game():
    state = on("decapiter", [("seigneur_meleien", 30, 30, 90), ("milicien", 10, 10, 0)],
               [("pillard", 33.6, 30, 270), ("pillard", 70, 70, 180)])
    bd.fighter(state, "B1").physique = 1
    from rules.mortebrume.scenarios import params

    from .helpers import act, react

    assert t("en", "mb-scenario-line", params(state)) == " · Behead the horde: strike down the enemy leader, 6 turns at most"
    assert t("fr", "mb-scenario-line", params(state)) == (" · Décapiter la horde : abattre le chef adverse, "
                                                          "6 tours au plus")
    tr = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    tr = react(tr.state, 1, Dice(5, 4), reaction="absorb")  # 11: 2D6, the pillard is struck down
    assert find(tr.events, "mb-leader-down").params == {"who": "B1 Pillard"}
    res = GAME.result(tr.state)
    assert res.winners == [0] and res.reason == "mb-scenario-leader"
    assert t("en", "end-mb-scenario-leader", res.params) == "Behead the horde: a leader has fallen"


@pytest.mark.parametrize("scenario,table", [("centre", "clairiere"), ("reliques", "carrefour"), ("decapiter", "gue")])
def test_playouts_of_each_scenario_to_its_end_replay(scenario, table):
    options = {"hordes": ["meleien", "abelberien"], "points": 30, "table": table, "scenario": scenario}
    seed = "%064x" % (7 + len(scenario))
    state, log = aggressive_playout(options, seed, len(table))
    res = GAME.result(state)
    assert res is not None
    allowed = {"centre": {"mb-scenario-goal", "mb-scenario-turns", "mb-turn-limit", "mb-last-standing"},
               "reliques": {"mb-scenario-goal", "mb-scenario-turns", "mb-turn-limit", "mb-last-standing"},
               "decapiter": {"mb-scenario-leader", "mb-turn-limit"}}[scenario]
    assert res.reason in allowed and state.turn <= scenarios()[scenario].turns
    placed = [(seat, a) for seat, a in log if a["type"] == "place"]
    assert len(placed) == len(state.fighters)
    for seat, a in placed:  # every fighter was deployed inside its side's zone of the scenario
        assert dp.deploy_zone(state, seat).contains(bd.geo.Point(a["x"], a["y"])), (seat, a)
    print(scenario, res.reason, state.turn, state.scores)
    rebuilt = replay(GAME, options, SEATS, seed, log)
    assert GAME.dump_state(rebuilt.state) == GAME.dump_state(state)

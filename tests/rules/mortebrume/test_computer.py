"""The computer opponent (issue 24, item 7): seeded games of two computers reach combat and their
end on every table, it decides from its seat's knowledge only, deterministically, and explains
each choice in one line."""

from __future__ import annotations

import pytest

from rules.core import Rng, SeatInfo
from rules.core.i18n import t
from rules.mortebrume import GAME
from rules.mortebrume.ai import computer_action, deploy_spot
from rules.mortebrume.model import Designate

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


def duel(seed: int, options: dict, levels=("normal", "normal"), limit: int = 1500):
    """A whole game of two computers; returns the final state and every event."""
    state = GAME.setup(GAME.parse_options(options), SEATS, Rng(f"{seed:064x}"))
    events = []
    for n in range(limit):
        if GAME.result(state) is not None:
            break
        seat = GAME.prompts(state)[0].seat
        action = computer_action(GAME, state, seat, levels[seat], Rng(f"{seed * 100000 + n:064x}"))
        assert action is not None
        done = GAME.apply(state, seat, action, Rng(f"{seed * 7919 + n + 1:064x}"))
        events += done.events
        state = done.state
    return state, events


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "options"), [
    (1, {"table": "clairiere"}),
    (2, {"table": "gue", "hordes": ["thanigiste", "creatures"]}),
    (3, {"table": "carrefour", "hordes": ["abelberien", "shimeien"], "scenario": "decapiter"}),
])
def test_two_computers_fight_to_the_end_on_every_table(seed, options):
    state, events = duel(seed, options)
    result = GAME.result(state)
    assert result is not None  # the game reached its end
    attacks = [e for e in events if e.code == "mb-roll" and e.params["what"] in ("strike", "shoot", "spell")]
    assert len(attacks) >= 5  # every table sees combat
    # no move of 0 cm toward a target it could reach: never stuck against a rock or a base
    stuck = [e for e in events if e.code == "mb-moved" and e.params["cm"] == 0 and e.params["stopped"] == "blocked"]
    assert stuck == []
    whys = [e for e in events if e.code == "mb-why"]
    assert {"deploy-front", "strike-reach"} <= {e.params["why"] for e in whys}


def test_it_decides_the_same_way_from_the_same_state_and_never_from_the_hidden_designation():
    state = GAME.setup(GAME.parse_options({}), SEATS, Rng("0a" * 32))
    first = computer_action(GAME, state, 1, "normal", Rng("0b" * 32))
    assert first == computer_action(GAME, state, 1, "normal", Rng("0b" * 32))
    # alice's designation is hidden from bob until both have answered: bob's choice ignores it
    choices = set()
    for mine in ("A1", "A2", "A3"):
        seen = GAME.apply(state, 0, Designate(fighter=mine), Rng("0c" * 32)).state
        choices.add(computer_action(GAME, seen, 1, "normal", Rng("0b" * 32)).model_dump_json())
    assert len(choices) == 1


def test_it_deploys_spread_in_its_zone_facing_the_enemy():
    state = GAME.setup(GAME.parse_options({"table": "clairiere"}), SEATS, Rng("0d" * 32))
    spots = []
    for f in [f for f in state.fighters if f.seat == 1][:3]:
        x, y, facing = deploy_spot(state, f)
        assert 60 <= y <= 75 - 1.25 and (facing >= 135 and facing <= 225)  # north strip, facing south
        spots.append((x, y))
        f.x, f.y, f.facing, f.placed = round(x * 100), round(y * 100), round(facing * 10), True
    assert min(abs(a[0] - b[0]) + abs(a[1] - b[1]) for i, a in enumerate(spots) for b in spots[i + 1:]) >= 8


def test_its_reasons_read_in_both_languages():
    state, events = duel(4, {"table": "gue"}, limit=120)
    why = next(e for e in events if e.code == "mb-why" and e.params["why"] == "strike-reach")
    fr, en = t("fr", "ev-mb-why", **why.params), t("en", "ev-mb-why", **why.params)
    assert "ce tour-ci par le plus court chemin" in fr and why.params["target"] in fr
    assert "this turn by the shortest way" in en and why.params["who"] in en


def test_levels_are_offered_to_the_platform():
    assert GAME.computer_levels == ("easy", "normal", "strong")


def test_a_fighter_too_close_for_its_weapon_steps_back_and_strikes_instead_of_waiting():
    """Found by the bench: two knights touching, the lance's band 1.5-2.5 cm, both held for 700 turns."""
    from .helpers import battle

    state = battle([("chevalier_meleien", 30, 30, 0), ("milicien", 5, 5, 0), ("milicien", 9, 5, 0)],
                   [("chevalier_nain", 30, 32.55, 180), ("mineur", 70, 70, 180), ("mineur", 66, 70, 180)],
                   table="gue")
    for f in state.fighters[1:3] + state.fighters[4:]:
        f.activated = True
    action = computer_action(GAME, state, 0, "normal", Rng("0e" * 32))
    assert (action.action, action.target, action.stop) == ("strike", "B1", "optimal")


def test_strong_strikes_with_its_reserved_action_at_once_and_normal_does_not():
    from .helpers import battle

    # alice's knight stands 2 cm from bob's pillard, in its view: a free strike, once a turn
    state = battle([("chevalier_meleien", 30, 30, 0), ("milicien", 5, 5, 0), ("milicien", 9, 5, 0)],
                   [("pillard", 30, 34, 180), ("pillard", 70, 70, 180)], table="gue")
    strong = computer_action(GAME, state, 0, "strong", Rng("0f" * 32))
    assert (strong.type, strong.fighter, strong.target, strong.why) == ("reserve", "A1", "B1", "reserve-strike")
    assert computer_action(GAME, state, 0, "normal", Rng("0f" * 32)).type == "act"
    done = GAME.apply(state, 0, strong, Rng("10" * 32))
    assert done.events[0].code == "mb-why" and t("en", "ev-mb-why", done.events[0].params) == (
        "🤖 alice: A1 Chevalier de l'Aube strikes B1 Pillard with its reserved action, within reach")


def test_strong_imposes_the_activation_when_none_of_its_fighters_can_attack():
    from .helpers import battle

    state = battle([("milicien", 10, 5, 0), ("milicien", 14, 5, 0)],
                   [("pillard", 60, 70, 180), ("pillard", 64, 70, 180)], table="gue")
    strong = computer_action(GAME, state, 0, "strong", Rng("11" * 32))
    assert (strong.type, strong.why) == ("impose", "impose-wait")
    assert computer_action(GAME, state, 0, "normal", Rng("11" * 32)).action in ("walk", "run")
    done = GAME.apply(state, 0, strong, Rng("12" * 32))
    assert t("fr", "ev-mb-why", done.events[0].params) == (
        "🤖 alice : aucun des miens ne peut frapper ce tour-ci : j'oblige l'adversaire à bouger le premier")
    assert [(p.seat, p.kind) for p in GAME.prompts(done.state)] == [(1, "mb-activation")]


def test_strong_spends_a_point_of_destiny_on_a_dodge_that_may_keep_its_fighter_standing():
    from .helpers import Dice, act, battle

    state = battle([("gueorwen", 20.0, 25.0, 90.0), ("milicien", 5.0, 60.0, 0.0)],
                   [("ecorcheur", 25.5, 25.0, 270.0), ("pillard", 60, 60, 180)])
    state.holder = state.actor = 1
    state = act(state, 1, Dice(), fighter="B1", action="strike", target="A1").state
    assert state.phase == "reaction"
    bd_a1 = next(f for f in state.fighters if f.id == "A1")
    bd_a1.physique = 1  # any blow fells it
    strong = computer_action(GAME, state, 0, "strong", Rng("13" * 32))
    assert strong.inspiration == 1 and strong.reaction in ("dodge", "riposte")
    assert computer_action(GAME, state, 0, "normal", Rng("13" * 32)).inspiration == 0

"""Defects of issue 24, each with a test that failed before its fix."""

from __future__ import annotations

import pytest

from rules.core import PlayerError, Rng, SeatInfo
from rules.core.i18n import t
from rules.mortebrume import GAME

from .helpers import battle

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


@pytest.mark.parametrize("value", ["inf", "nan", "1e400", "-inf"])
def test_non_finite_numbers_are_refused_with_a_clear_error_and_change_nothing(value):
    state = battle([("milicien", 30, 30, 0)], [("pillard", 30, 33, 180)], table="gue")
    before = GAME.dump_state(state)
    attempts = [("act", {"fighter": "A1", "action": "rotate", "facing": value}),
                ("act", {"fighter": "A1", "action": "strike", "target": "B1", "push": value}),
                ("act", {"fighter": "A1", "action": "walk", "to": "B1", "stop": value})]
    for command, args in attempts:
        with pytest.raises(PlayerError) as err:
            GAME.apply(state, 0, GAME.parse_command(command, args, state, 0), Rng("0f" * 32))
        assert err.value.code == "mb-not-finite", (command, args)
        assert GAME.dump_state(state) == before
    for lang in ("fr", "en"):
        text = t(lang, "err-mb-not-finite", option="facing", value=value)
        assert value in text and ("fini" in text if lang == "fr" else "finite" in text)


@pytest.mark.parametrize("value", ["inf", "nan", "1e400"])
def test_a_non_finite_facing_at_deployment_or_dodge_direction_is_refused(value):
    state = GAME.setup(GAME.options_model.model_validate({}), SEATS, Rng("0d" * 32))
    for seat in (0, 1):
        mine = next(f for f in state.fighters if f.seat == seat)
        state = GAME.apply(state, seat, GAME.parse_command("designate", {"fighter": mine.id}, state, seat),
                           Rng(f"{seat:064x}")).state
    chooser = GAME.prompts(state)[0].seat
    state = GAME.apply(state, chooser, GAME.parse_command("choose", {"who": "me"}, state, chooser), Rng("0c" * 32)).state
    with pytest.raises(PlayerError) as err:
        GAME.parse_command("place", {"at": "30,5", "facing": value}, state, chooser)
    assert err.value.code == "mb-not-finite"
    with pytest.raises(PlayerError) as err:
        GAME.parse_command("react", {"reaction": "dodge", "direction": value}, state, chooser)
    assert err.value.code == "mb-not-finite"
    # nor through the action's JSON (a stored or forged action)
    with pytest.raises(PlayerError):
        GAME.parse_action({"type": "place", "x": float("nan"), "y": 5.0})


def test_a_standing_order_is_public_on_purpose_and_announced():
    """A standing order is in the table's log and exports (the action itself): announced to all,
    never whispered as if it were secret (issue 24, item 5)."""
    state = battle([("milicien", 30, 30, 0)], [("pillard", 30, 33, 180)], table="gue")
    done = GAME.apply(state, 1, GAME.parse_command("order", {"fighter": "B1", "reaction": "dodge"}, state, 1), Rng("0e" * 32))
    e = next(e for e in done.events if e.code == "mb-order")
    assert e.visible_to is None and e.announce
    assert t("fr", "ev-mb-order", **e.params).startswith("Consigne publique de B1 Pillard : esquiver")
    assert t("en", "ev-mb-order", **e.params).startswith("Public standing order of B1 Pillard: dodge")

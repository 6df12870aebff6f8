"""Deployment zones (ours) in the tables' data, deployment kept inside them, and their picture."""

import pytest

from rules.core import Rng, RuleError, SeatInfo
from rules.core.i18n import t
from rules.mortebrume import GAME
from rules.mortebrume import board as bd
from rules.mortebrume import deploying as dp
from rules.mortebrume.content import content

from .helpers import Dice, codes, find

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]


def deploying(**options):
    """Both designate, alice wins the willpower test (5 against 1) and places her first fighter."""
    state = GAME.setup(GAME.parse_options({"points": 20, **options}), SEATS, Dice(3, 3))
    s = GAME.apply(state, 0, GAME.parse_command("designate", {"fighter": "A1"}, state, 0), Dice()).state
    s = GAME.apply(s, 1, GAME.parse_command("designate", {"fighter": "B1"}, s, 1), Dice(5, 1)).state
    return GAME.apply(s, 0, GAME.parse_command("choose", {"who": "me"}, s, 0), Dice()).state


def test_every_table_has_two_zones_marked_ours_and_each_holds_free_spots():
    for tid, table in content().tables.items():
        assert len(table.deploy) == 2, tid
        state = GAME.setup(GAME.parse_options({"points": 20, "table": tid}), SEATS, Dice(3, 3))
        for seat in (0, 1):
            f = next(f for f in state.fighters if f.seat == seat)
            spots = dp.free_spots(state, f, False)
            zone = dp.deploy_zone(state, seat)
            assert spots and all(zone.buffer(0.01).contains(bd.geo.Point(x, y)) for x, y, _ in spots), (tid, seat)
    assert dp.zone_text(dp.deploy_zone(deploying(), 0)) == "x 0–75, y 0–15"


def test_a_base_outside_its_zone_is_refused_with_the_zone_and_changes_nothing():
    state = deploying(table="gue")
    with pytest.raises(RuleError) as err:  # the base (2.5 cm) would leave the southern strip: 14 + 1.25 > 15
        GAME.apply(state, 0, GAME.parse_command("place", {"at": "30,14"}, state, 0), Dice())
    assert err.value.code == "mb-place-zone" and err.value.params["zone"] == "x 0–75, y 0–15"
    assert t("fr", "err-mb-place-zone", err.value.params) == "(30 ; 14) : hors de votre zone de déploiement (x 0–75, y 0–15)"
    assert t("en", "err-mb-place-zone", err.value.params) == "30,14: outside your deployment zone (x 0–75, y 0–15)"
    with pytest.raises(RuleError):  # the other side's zone
        GAME.apply(state, 0, GAME.parse_command("place", {"at": "30,70"}, state, 0), Dice())
    done = GAME.apply(state, 0, GAME.parse_command("place", {"at": "30,13.7", "facing": "n"}, state, 0), Dice())
    assert find(done.events, "mb-placed").params["y"] == 13.7


def test_zones_scale_with_the_table_and_free_deployment_lifts_them():
    big = deploying(size=100, table="carrefour")
    assert dp.zone_text(dp.deploy_zone(big, 0)) == "x 0–20, y 0–100"  # 15 cm of 75 -> 20 cm of 100
    free = deploying(deployment="free")
    assert dp.deploy_zone(free, 0) is None
    assert "mb-placed" in codes(GAME.apply(free, 0, GAME.parse_command("place", {"at": "30,40"}, free, 0), Dice()).events)


def test_the_opening_names_the_zones_in_both_languages():
    state = GAME.setup(GAME.parse_options({"points": 20, "table": "carrefour"}), SEATS, Dice(3, 3))
    zones = [e for e in GAME.opening_events(state) if e.code == "mb-zones"][0]
    assert t("en", "ev-mb-zones", zones.params) == ("Deployment zones: alice in x 0–15, y 0–75, bob in x 60–75, "
                                                     "y 0–75 (coloured on the picture).")
    assert t("fr", "ev-mb-zones", zones.params).startswith("Zones de déploiement : alice en x 0–15, y 0–75")


def test_the_first_free_spot_and_the_limits_are_found_without_trying_the_whole_grid():
    """A placement's default spot is the grid's first free spot; the limits hold while a spot keeps them."""
    from rules.mortebrume import flow
    from rules.mortebrume.choosing import spots

    for deployment in ("zones", "free"):
        state = deploying(deployment=deployment)
        placed = 0
        for _ in range(40):  # deploy everybody, checking before each placement
            if state.turn > 0:
                break
            if state.phase != "deploy_place":  # designations, who places first: any legal answer
                seat = GAME.prompts(state)[0].seat
                state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0], Rng("%064x" % placed)).state
                continue
            f = flow.placing(state)
            limits = flow.limits_apply(state, f)
            assert limits == (any(o.placed for o in state.fighters) and bool(dp.free_spots(state, f, True)))
            every = dp.free_spots(state, f, limits)
            assert spots(state, f, 1) == every[:1] and every
            x, y, facing = every[len(every) // 2]
            seat = state.placer
            state = GAME.apply(state, seat, GAME.parse_command("place", {"at": f"{x:g},{y:g}",
                                                                        "facing": f"{facing:g}"}, state, seat), Dice()).state
            placed += 1
        assert placed == len(state.fighters) == 6 and state.turn == 1  # 20 points: a veteran and two recruits a side

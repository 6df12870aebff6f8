"""The « real dice » table: the group throws its own dice, the thrower reports the section and
the hero symbol, the bot runs everything else (no push, no model, no dice drawn by the bot)."""

import pytest

from rules.core import Rng, RuleError, SeatInfo
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.content import content
from rules.dungeon_fighter.model import Go, Throw


def _game():
    rng = Rng("%064x" % 4242)
    opts = GAME.parse_options({"difficulty": "facile", "heroes": ["torm", "randolph"], "leader": 0,
                               "real_dice": "true"})
    state = GAME.setup(opts, [SeatInfo(index=i, name=f"p{i}") for i in range(2)], rng)
    state.tower[0] = ["gobelin_commun"] + state.tower[0]
    room = next(r for r in GAME.successors(state))
    t = GAME.apply(state, 0, Go(room=room), rng)
    return t, rng


def test_a_reported_throw_deals_its_section_and_the_bot_draws_nothing():
    t, rng = _game()
    assert "df-drift" not in [e.code for e in t.events]
    st = t.state
    assert st.combat.monster == "gobelin_commun" and st.combat.drift is None
    draws_before = rng.counter if hasattr(rng, "counter") else None
    res = GAME.apply(st, st.combat.thrower, GAME.parse_command("throw", {"die": "rouge", "section": "4"}, st,
                                                                st.combat.thrower), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    assert (landed.params["zone"], landed.params["outcome"]) == (4, "hit")
    dmg = next(e for e in res.events if e.code == "df-damage")
    assert dmg.params["amount"] == 4 and res.state.combat.pv == content().monsters["gobelin_commun"].pv - 4
    if draws_before is not None:
        assert rng.counter == draws_before


def test_a_reported_miss_hurts_the_thrower_and_a_symbol_triggers_the_ability():
    t, rng = _game()
    st = t.state
    seat = st.combat.thrower
    res = GAME.apply(st, seat, Throw(die="blue", section=0, symbol=False), rng)
    assert "df-missed" in [e.code for e in res.events]
    assert res.state.heroes[seat].pv < st.heroes[seat].pv


def test_a_section_not_on_the_target_or_a_digital_report_is_refused():
    t, rng = _game()
    st = t.state
    with pytest.raises(RuleError) as err:
        GAME.apply(st, st.combat.thrower, Throw(die="red", section=7), rng)
    assert err.value.code == "df-bad-section"
    with pytest.raises(RuleError):
        GAME.apply(st, st.combat.thrower, Throw(die="red"), rng)  # no report at all
    from tests.rules.dungeon_fighter.helpers import in_combat, new_game

    digital, rng2 = new_game()
    in_combat(digital)
    with pytest.raises(RuleError) as err:
        GAME.apply(digital, 0, Throw(die="red", section=4), rng2)
    assert err.value.code == "df-no-report"


def test_the_throw_by_pointing_asks_the_report():
    t, _ = _game()
    st = t.state
    tree = GAME.choice_tree(st, st.combat.thrower)
    leaf = tree.options[0].leaf
    assert leaf is not None and [f.name for f in leaf.form.fields] == ["section", "symbol"]


def _small_target_fight():
    t, rng = _game()
    st = t.state
    small = next(m for m in content().monsters.values() if m.capacity and m.capacity.kind == "small_target")
    st.combat.monster = small.id
    st.combat.pv = st.combat.max_pv = 40
    return st, rng


def test_the_box_zone_1_can_be_reported_and_counts_1():
    st, rng = _game()[0].state, _game()[1]
    res = GAME.apply(st, st.combat.thrower, GAME.parse_command("throw", {"die": "rouge", "section": "1"}, st,
                                                                st.combat.thrower), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    assert (landed.params["zone"], landed.params["outcome"]) == (1, "hit")


def test_petite_cible_voids_the_box_zone_1_that_the_rulebook_names():
    # seed 003, line 640: « Petite Cible : Les dés qui terminent sur la "zone 1" de la Cible sont
    # considérés comme des échecs. »
    st, rng = _small_target_fight()
    seat = st.combat.thrower
    res = GAME.apply(st, seat, Throw(die="red", section=1, symbol=False), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    assert (landed.params["zone"], landed.params["outcome"]) == (0, "small")
    assert "df-missed" in [e.code for e in res.events]
    st, rng = _small_target_fight()
    res = GAME.apply(st, st.combat.thrower, Throw(die="red", section=2, symbol=False), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    assert (landed.params["zone"], landed.params["outcome"]) == (2, "hit")  # the box's 2 is not its zone 1

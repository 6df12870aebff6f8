"""Choices that belong to the players: items at any time, the destroyed card, the Ritournelle's
gold, Intervention Divine's shares; prompt options (buttons) and the reflex gauge's button."""

import pytest

from rules.core import ELAPSED, RuleError
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.model import Discard, Go, Next, Throw, Use

from .helpers import in_combat, new_game, resolve


def codes(events):
    return [e.code for e in events]


# --- « elles peuvent être utilisées à tout moment » -----------------------------------------
def test_heal_card_used_out_of_turn_by_its_bearer():
    state, rng = new_game()
    in_combat(state)
    state.heroes[2].equipment = ["potion_de_soin"]
    state.heroes[1].pv = 4
    assert state.combat.thrower == 0
    assert not GAME.may_act(state, 1)          # nothing to use: not their turn
    assert GAME.may_act(state, 2)              # holds a heal card: may act now
    t = GAME.apply(state, 2, Use(item="potion_de_soin", target=1), rng)
    assert t.state.heroes[1].pv == 7 and t.state.heroes[2].equipment == []
    assert t.state.combat.thrower == 0         # the turn did not move
    assert not GAME.may_act(t.state, 2)


def test_out_of_turn_seat_may_only_use_heal_cards():
    state, rng = new_game()
    in_combat(state)
    state.heroes[2].equipment = ["potion_de_soin", "huile_tranchante"]
    with pytest.raises(RuleError) as exc:
        GAME.apply(state, 2, Throw(die="red"), rng)
    assert exc.value.code == "df-not-now"
    with pytest.raises(RuleError):
        GAME.apply(state, 2, Use(item="huile_tranchante"), rng)  # extra damage goes with a throw


def test_heal_card_usable_in_the_move_phase_not_when_fainted():
    state, rng = new_game()
    state.heroes[1].equipment = ["elixir_collectif"]
    for h in state.heroes:
        h.pv = 5
    t = GAME.apply(state, 1, Use(item="elixir_collectif"), rng)
    assert [h.pv for h in t.state.heroes] == [7, 7, 7]
    in_combat(state)
    state.heroes[1].fainted, state.heroes[1].pv = True, 0
    assert not GAME.may_act(state, 1)


def test_legal_actions_of_an_unprompted_bearer():
    state, _ = new_game()
    in_combat(state)
    state.heroes[2].equipment = ["bandages"]
    assert any(isinstance(a, Use) for a in GAME.legal_actions(state, 2))


# --- « il doit défausser une carte Équipement de son choix » ---------------------------------
def test_destroy_equipment_the_player_chooses():
    state, rng = new_game()
    in_combat(state, "araignee_des_caves")
    state.heroes[0].equipment = ["heaume_de_bravoure", "cotte_de_mailles"]
    ev = resolve(state, rng, 0, "red", 0)
    assert "df-destroy-asked" in codes(ev)
    [p] = GAME.prompts(state)
    assert (p.seat, p.kind) == (0, "df-discard")
    assert [o.args for o in p.options] == [{"item": "heaume_de_bravoure"}, {"item": "cotte_de_mailles"}]
    a = GAME.parse_command(p.options[0].command, p.options[0].args, state, 0)
    assert a == Discard(item="heaume_de_bravoure")
    t = GAME.apply(state, 0, a, rng)
    assert t.state.heroes[0].equipment == ["cotte_de_mailles"]
    assert t.state.combat.thrower == 1 and "heaume_de_bravoure" in t.state.equipment_discard


def test_destroy_equipment_single_card_needs_no_prompt():
    state, rng = new_game()
    in_combat(state, "araignee_des_caves")
    state.heroes[0].equipment = ["cotte_de_mailles"]
    ev = resolve(state, rng, 0, "red", 0)
    assert "df-destroyed" in codes(ev) and state.heroes[0].equipment == []
    assert GAME.prompts(state)[0].kind == "df-throw"


# --- « à condition que le Groupe paye 1 Or » ------------------------------------------------
def test_ritournelle_paid_or_declined():
    state, rng = new_game(heroes=("barnabe", "torm"))
    in_combat(state, "gobelin_chapardeur")
    ev = resolve(state, rng, 0, "blue", 2, hero=True, pay=False)
    assert "df-song-unpaid" in codes(ev) and not state.combat.silenced and state.gold == 2
    state.combat.dice = ["blue"]
    ev = resolve(state, rng, 0, "blue", 2, hero=True)
    assert "df-silenced" in codes(ev) and state.combat.silenced and state.gold == 1


# --- « un joueur au choix récupère un PV » --------------------------------------------------
def test_intervention_divine_shares_then_most_wounded():
    state, rng = new_game(heroes=("clemence", "torm", "randolph"))
    in_combat(state, "ours_hibou")
    state.heroes[0].pv, state.heroes[1].pv, state.heroes[2].pv = 8, 5, 3
    # 3 on the target, red = Intervention Divine: 3 points; 1 to Torm, the rest to the most wounded
    resolve(state, rng, 0, "red", 3, hero=True, heal_to=[(1, 1)])
    assert [h.pv for h in state.heroes] == [8, 6, 5]


def test_heal_option_parses_shares():
    state, _ = new_game(heroes=("clemence", "torm", "randolph"))
    in_combat(state, "ours_hibou")
    a = GAME.parse_command("throw", {"die": "red", "aim": "F6", "heal": "torm:2, randolph"}, state, 0)
    assert a.heal_to == [(1, 2), (2, 0)]


# --- prompt options -----------------------------------------------------------------------
def test_move_vote_scar_camp_options():
    state, rng = new_game()
    [p] = GAME.prompts(state)
    assert [(o.command, o.args) for o in p.options] == [("go", {"room": r}) for r in GAME.successors(state)]
    st = GAME.apply(state, 0, GAME.parse_command("go", p.options[0].args, state, 0), rng).state
    st.phase, st.combat = "camp", None
    st.heroes[1].scar_pending = True
    st.heroes[1].scars = ["red"]
    [scar] = GAME.prompts(st)
    assert [o.args["colour"] for o in scar.options] == ["blue", "green"]
    assert scar.options[0].label == "opt-df-pick-pas-de-degats"
    st.heroes[1].scar_pending = False
    st.stash = ["potion_de_soin"]
    leader = GAME.prompts(st)[0]
    cmds = [(o.command, o.args) for o in leader.options]
    assert cmds[0] == ("next", {}) and ("give", {"item": "potion_de_soin", "to": "3"}) in cmds
    assert len(leader.options) <= 25
    for o in leader.options:
        GAME.parse_command(o.command, o.args, st, st.leader)


def test_white_die_colour_options_name_the_abilities():
    state, rng = new_game()
    in_combat(state)
    state.combat.dice = []
    st = state
    for k in range(200):  # throw the white die until it shows the hero symbol
        t = GAME.apply(st, st.combat.thrower, Throw(die="white", aim_x=0, aim_y=-40, power=7, height=6), rng)
        if t.state.combat and t.state.combat.pending is not None:
            st = t.state
            break
        st = state.model_copy(deep=True)
        st.white = 1
    [p] = GAME.prompts(st)
    assert p.kind == "df-decide"
    if st.combat.pending.landing.outcome == "hit":  # Torm's red Blind Fury is asked with its colour
        assert [o.args for o in p.options] == [{"colour": "red", "furie": "true"}, {"colour": "red", "furie": "false"},
                                               {"colour": "blue"}, {"colour": "green"}]
        assert [o.label for o in p.options[:2]] == ["opt-df-pick-furie-yes", "opt-df-pick-furie-no"]
    else:
        assert [o.args for o in p.options] == [{"colour": c} for c in ("red", "blue", "green")]
        assert p.options[0].label == "opt-df-pick-furie-aveugle"


def test_reflex_gauge_button_carries_elapsed_and_sets_the_power():
    rng_state, rng = new_game()
    state = rng_state
    state.reflex = True
    in_combat(state)
    t = GAME.apply(state, 0, GAME.parse_command("throw", {"die": "red", "aim": "F6", "height": "6"}, state, 0), rng)
    assert codes(t.events) == ["df-gauge"]
    [p] = GAME.prompts(t.state)
    assert p.kind == "df-gauge" and p.seat == 0
    [opt] = p.options
    assert opt.command == "push" and opt.args == {"timing": ELAPSED}
    # the adapter replaces the placeholder with the measured milliseconds
    args = {k: ("577" if v == ELAPSED else v) for k, v in opt.args.items()}
    action = GAME.parse_command(opt.command, args, t.state, 0)
    t2 = GAME.apply(t.state, 0, action, rng)
    pushed = [e for e in t2.events if e.code == "df-emprunt-pushed"][0]
    assert pushed.params["power"] == T.gauge_power(577) == 8.0
    assert "df-landed" in codes(t2.events)
    with pytest.raises(RuleError):  # in the reflex variant a typed power is not a gauge stop
        GAME.apply(t.state, 0, GAME.parse_command("push", {"power": "8"}, t.state, 0), rng)


def test_typed_timing_skips_the_gauge_prompt():
    state, rng = new_game()
    state.reflex = True
    in_combat(state)
    t = GAME.apply(state, 0, Throw(die="red", timing_ms=577), rng)
    assert "df-landed" in codes(t.events)


def test_emprunt_offers_power_buttons():
    state, rng = new_game()
    in_combat(state, "tarasque")
    t = GAME.apply(state, 0, Throw(die="red", power=8), rng)
    [p] = GAME.prompts(t.state)
    assert p.kind == "df-emprunt" and p.seat == 1
    assert [o.args for o in p.options][2] == {"power": "8"}


def test_go_after_camp_still_prompts_only_the_leader():
    state, rng = new_game()
    st = GAME.apply(state, 0, Go(room=GAME.successors(state)[0]), rng).state
    st.phase, st.combat = "camp", None
    st = GAME.apply(st, st.leader, Next(), rng).state
    assert [p.seat for p in GAME.prompts(st)] == [st.leader]


def test_using_the_last_cards_during_the_discard_prompt_ends_it():
    state, rng = new_game()
    in_combat(state, "araignee_des_caves")
    state.heroes[0].equipment = ["potion_de_soin", "bandages"]
    state.heroes[0].pv = 5
    resolve(state, rng, 0, "red", 0)
    assert GAME.prompts(state)[0].kind == "df-discard"
    st = GAME.apply(state, 0, Use(item="potion_de_soin"), rng).state
    assert GAME.prompts(st)[0].kind == "df-discard"
    st = GAME.apply(st, 0, Use(item="bandages"), rng).state
    assert GAME.prompts(st)[0].kind == "df-throw" and st.combat.thrower == 1

"""Section 12: a reserved action interrupts an adversary's declared action (before anything of
it is measured), two reserved actions are resolved together, and when one cancels the other the
holder of the main's is resolved alone. Offered by prompt with the reaction deadline, letting go
by default."""

import pytest

from rules.core import RuleError
from rules.core.i18n import t
from rules.mortebrume import GAME
from rules.mortebrume import board as bd
from rules.mortebrume.model import Pass

from .helpers import Dice, act, battle, codes, find, react


def cmd(state, seat, command, rng=None, **args):
    return GAME.apply(state, seat, GAME.parse_command(command, args, state, seat), rng or Dice())


def knight_facing_gueorwen():
    # Guéorwen (A1) and bob's Chevalier rouge (B1) face each other 3 cm apart, edge to edge
    return battle([("gueorwen", 20.0, 25.0, 90.0), ("milicien", 5.0, 60.0, 0.0)],
                  [("chevalier_rouge", 25.5, 25.0, 270.0), ("pillard", 60, 60, 180), ("lanceur", 60, 10, 0)])


def test_a_declared_strike_is_interrupted_by_a_reserved_strike_resolved_first():
    state = knight_facing_gueorwen()
    tr = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    # the declaration is committed, nothing is measured yet: bob is asked first
    assert codes(tr.events) == ["mb-declared", "mb-interrupt-window"] and tr.state.measures == []
    declared = find(tr.events, "mb-declared").params
    assert t("en", "ev-mb-declared", declared) == "A1 Guéorwen declares: strike, target B1 Chevalier rouge"
    assert t("fr", "ev-mb-declared", declared) == "A1 Guéorwen déclare : frappe, cible B1 Chevalier rouge"
    (prompt,) = GAME.prompts(tr.state)
    assert (prompt.seat, prompt.kind, prompt.deadline_seconds) == (1, "mb-interrupt", 43200)
    assert [(o.command, o.args) for o in prompt.options] == [("pass", {}), ("reserve", {"fighter": "B1",
                                                                                         "target": "A1"})]
    assert t("en", "prompt-mb-interrupt", prompt.params) == ("A1 Guéorwen declared: strike against B1 Chevalier "
                                                             "rouge. Interrupt it with a reserved action?")
    assert t("fr", "prompt-mb-interrupt", prompt.params) == ("A1 Guéorwen a déclaré : frappe contre B1 Chevalier "
                                                             "rouge. L'interrompre par une action réservée ?")
    with pytest.raises(RuleError):  # alice cannot answer bob's window
        cmd(tr.state, 0, "pass")
    tr = cmd(tr.state, 1, "reserve", fighter="B1", target="A1")
    assert find(tr.events, "mb-measured").params["cm"] == 3.0
    assert GAME.prompts(tr.state)[0].kind == "mb-reaction" and GAME.prompts(tr.state)[0].seat == 0
    # the knight's 2D6 show 5 and 4: 12 + 9 = 21; the war hammer (4) against Guéorwen's armour halved (1)
    tr = react(tr.state, 0, Dice(5, 4), reaction="absorb")
    assert find(tr.events, "mb-hit").params["wounds"] == 3 and bd.fighter(tr.state, "A1").physique == 3
    # then Guéorwen's declared strike goes on: measured now, and bob reacts to it
    assert codes(tr.events)[-1] == "mb-measured" and GAME.prompts(tr.state)[0].kind == "mb-reaction"
    tr = react(tr.state, 1, Dice(4), reaction="absorb")  # 6 + 4 = 10; 5 against 4 halved: 3 wounds
    assert find(tr.events, "mb-hit").params["wounds"] == 3 and bd.fighter(tr.state, "B1").physique == 5
    b1, a1 = bd.fighter(tr.state, "B1"), bd.fighter(tr.state, "A1")
    assert b1.reserved_used and not b1.activated and a1.activated
    assert (GAME.prompts(tr.state)[0].seat, GAME.prompts(tr.state)[0].kind) == (1, "mb-activation")


def test_letting_go_is_the_default_on_the_deadline_and_the_action_goes_on():
    state = knight_facing_gueorwen()
    tr = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    assert GAME.timeout_action(tr.state, 1) == Pass() == GAME.zombie_action(tr.state, 1)
    tr = GAME.apply(tr.state, 1, Pass(), Dice())
    assert codes(tr.events) == ["mb-pass", "mb-measured"] and not bd.fighter(tr.state, "B1").reserved_used
    assert t("fr", "ev-mb-pass", find(tr.events, "mb-pass").params) == "bob laisse faire"


def test_no_window_opens_when_no_reserved_strike_can_land():
    state = knight_facing_gueorwen()
    bd.fighter(state, "B1").facing = 900  # the knight turns its back (90°): Guéorwen is out of its view
    tr = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    assert "mb-interrupt-window" not in codes(tr.events) and tr.state.phase == "reaction"


def test_an_interrupted_fighter_put_out_of_combat_stops_and_the_main_passes():
    state = knight_facing_gueorwen()
    bd.fighter(state, "A1").physique = 2
    tr = act(state, 0, Dice(), fighter="A1", action="strike", target="B1", to="ne 2")
    tr = cmd(tr.state, 1, "reserve", fighter="B1", target="A1")
    x0 = bd.fighter(tr.state, "A1").x
    tr = react(tr.state, 0, Dice(5, 4), reaction="absorb")
    assert codes(tr.events)[-3:] == ["mb-interrupted", "mb-activated", "mb-main"]
    a1 = bd.fighter(tr.state, "A1")
    assert a1.status == "out" and a1.x == x0  # it never made its declared move
    assert t("en", "ev-mb-interrupted", find(tr.events, "mb-interrupted").params) == ("A1 Guéorwen is interrupted: "
                                                                                      "its declared action stops")


def test_a_riposte_to_the_interruption_is_the_fighters_action():
    state = knight_facing_gueorwen()
    tr = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    tr = cmd(tr.state, 1, "reserve", fighter="B1", target="A1")
    tr = react(tr.state, 0, Dice(1, 2, 8), reaction="riposte")  # 12 + 3 = 15 against 6 + 8 = 14: the knight
    assert "mb-interrupted" in codes(tr.events) and bd.fighter(tr.state, "A1").activated  # dominates (MB73)


def two_knights():
    # A1 (alice's Chevalier de l'Aube) and B1 (bob's Chevalier rouge) face each other 3 cm apart;
    # B2 (a pillard) stands 3 cm north of A1, A2 (a milicien) 3 cm north of B1; A3 stands far away
    return battle([("chevalier_meleien", 20.0, 25.0, 90.0), ("milicien", 25.5, 30.5, 270.0),
                   ("milicien", 5.0, 70.0, 0.0)],
                  [("chevalier_rouge", 25.5, 25.0, 270.0), ("pillard", 20.0, 30.5, 90.0),
                   ("pillard", 70, 70, 180)])


def test_two_reserved_strikes_where_one_cancels_the_other_the_holders_alone_is_resolved():
    state = two_knights()
    # between activations (alice's is awaited) bob strikes by reserved action; alice holds the main
    tr = cmd(state, 1, "reserve", fighter="B1", target="A1")
    assert GAME.prompts(tr.state)[0].kind == "mb-counter" and GAME.prompts(tr.state)[0].seat == 0
    # the answers that change it, each cancelling B1's: by A1 (struck), or on B1 (its author)
    assert [(o.command, o.args) for o in GAME.prompts(tr.state)[0].options] == [
        ("pass", {}), ("reserve", {"fighter": "A1", "target": "B1"}), ("reserve", {"fighter": "A1", "target": "B2"})]
    assert t("en", "prompt-mb-counter", GAME.prompts(tr.state)[0].params) == (
        "B1 Chevalier rouge strikes A1 Chevalier de l'Aube by reserved action: answer with yours (resolved together)?")
    tr = cmd(tr.state, 0, "reserve", fighter="A1", target="B1")
    cancelled = find(tr.events, "mb-reserved-cancelled")
    assert cancelled.params == {"who": "B1 Chevalier rouge", "player": "alice"}
    assert t("fr", "ev-mb-reserved-cancelled", cancelled.params) == ("L'action réservée de B1 Chevalier rouge est "
                                                                     "annulée : l'une annule l'autre et alice a la main")
    (prompt,) = GAME.prompts(tr.state)  # only alice's strike: B1 reacts to it
    assert (prompt.seat, prompt.kind, tr.state.pending.attacker) == (1, "mb-reaction", "A1")
    # the lance is out of its band at 3 cm (MB62): 12 + 5 - 3 = 14, half damage (1) against 4 halved (2)
    tr = react(tr.state, 1, Dice(3, 2), reaction="absorb")
    assert find(tr.events, "mb-hit").params == {"who": "B1 Chevalier rouge", "damage": 1, "armour": 2, "wounds": 0,
                                                "extra": [], "special": "no", "trait": "perforant", "base": 3,
                                                "halved": "yes", "extra_sum": 0, "absorbed": "yes", "doubled": "no",
                                                "lost": "no"}
    b1 = bd.fighter(tr.state, "B1")
    assert b1.physique == 8 and b1.reserved_used and tr.state.reserves == []
    # nobody was activated: alice's activation is still awaited
    assert [(p.seat, p.kind) for p in GAME.prompts(tr.state)] == [(0, "mb-activation")]
    assert not any(f.activated for f in tr.state.fighters)


def test_two_reserved_strikes_on_other_fighters_are_both_resolved_the_holders_first():
    state = two_knights()
    tr = cmd(state, 1, "reserve", fighter="B1", target="A2")
    # the window is open (A1 could strike B1, the author); a typed strike on another fighter is legal too
    tr = cmd(tr.state, 0, "reserve", fighter="A1", target="B2")
    assert "mb-simultaneous" in codes(tr.events)
    # both measured when declared, before either is resolved
    assert [m.cm for m in tr.state.measures if m.kind == "attack"] == [3.0, 3.0]
    assert tr.state.pending.attacker == "A1" and GAME.prompts(tr.state)[0].seat == 1
    tr = react(tr.state, 1, Dice(3, 2), reaction="absorb")  # the lance out of its band: half damage, 1 wound
    assert bd.fighter(tr.state, "B2").physique == 3
    assert tr.state.pending.attacker == "B1" and GAME.prompts(tr.state)[0].seat == 0
    tr = react(tr.state, 0, Dice(3, 2), reaction="absorb")  # 17: the hammer (4) against the milicien's 1 halved
    assert bd.fighter(tr.state, "A2").status == "out"
    assert [(p.seat, p.kind) for p in GAME.prompts(tr.state)] == [(0, "mb-activation")]


def test_the_second_window_is_not_offered_twice_and_reserved_actions_stay_once_a_turn():
    state = two_knights()
    tr = cmd(state, 1, "reserve", fighter="B1", target="A2")
    tr = cmd(tr.state, 0, "pass")
    assert tr.state.phase == "reaction" and tr.state.pending.attacker == "B1"
    tr = react(tr.state, 0, Dice(1, 1), reaction="absorb")  # a double 1: struck without strength
    assert "mb-no-force" in codes(tr.events)
    with pytest.raises(RuleError) as err:
        cmd(tr.state, 1, "reserve", fighter="B1", target="A1")
    assert err.value.code == "mb-no-reserved"


def test_a_declaration_far_from_the_knights_fight_opens_no_window():
    # A3 far away walks or rotates while B1 stands in contact with A1 and A2: striking A1 or A2 now or
    # between activations is the same strike, so bob is not asked (and waits no deadline)
    state = two_knights()
    for args in ({"action": "walk", "to": "n 3"}, {"action": "rotate", "facing": "e"}):
        tr = act(state.model_copy(deep=True), 0, Dice(), fighter="A3", **args)
        assert "mb-interrupt-window" not in codes(tr.events) and tr.state.phase == "main"
        assert [(p.seat, p.kind) for p in GAME.prompts(tr.state)] == [(1, "mb-activation")]
    # bob's knight still has its strike, now between activations
    tr = cmd(tr.state, 1, "reserve", fighter="B1", target="A1")
    assert find(tr.events, "mb-reserved").params == {"who": "B1 Chevalier rouge", "target": "A1 Chevalier de l'Aube"}


def test_a_declaration_that_aims_at_the_knight_or_at_its_foe_opens_the_window():
    state = two_knights()
    # A2 (in B1's contact) declares a walk: B1 may strike it before it goes
    tr = act(state.model_copy(deep=True), 0, Dice(), fighter="A2", action="walk", to="n 3")
    assert tr.state.phase == "interrupt"
    assert [o.args for o in GAME.prompts(tr.state)[0].options] == [{}, {"fighter": "B1", "target": "A2"}]
    # A1 (also in contact) strikes B2: B1 may strike A1 first
    tr = act(state.model_copy(deep=True), 0, Dice(), fighter="A1", action="strike", target="B2")
    assert [o.args for o in GAME.prompts(tr.state)[0].options] == [{}, {"fighter": "B1", "target": "A1"}]


def test_a_strike_declared_on_the_knight_from_afar_opens_the_window():
    state = two_knights()
    tr = act(state, 0, Dice(), fighter="A3", action="run", to="B1", stop="optimal")
    assert tr.state.phase == "main"  # a run elsewhere: nothing to answer
    tr = act(state, 0, Dice(), fighter="A3", action="strike", target="B1", to="B1", stop="optimal")
    assert tr.state.phase == "interrupt"  # the knight aimed at strikes first if it will: any of its foes
    assert [o.args for o in GAME.prompts(tr.state)[0].options] == [{}, {"fighter": "B1", "target": "A1"},
                                                                  {"fighter": "B1", "target": "A2"}]


def test_no_counter_window_without_the_main():
    # alice holds the main and strikes B1 by reserved action: bob's B1 answering A1 would be cancelled,
    # and a strike on A2 is the one bob may make afterwards: B1 reacts at once
    state = two_knights()
    tr = cmd(state, 0, "reserve", fighter="A1", target="B1")
    assert "mb-counter-window" not in codes(tr.events)
    assert [(p.seat, p.kind) for p in GAME.prompts(tr.state)] == [(1, "mb-reaction")]


def test_playouts_with_knights_on_both_sides_interrupt_answer_and_replay():
    from rules.core import SeatInfo
    from rules.core.replay import replay

    from .test_conformance import aggressive_playout

    options = {"hordes": ["meleien", "abelberien"], "points": 30, "table": "gue",
               "army1": ["chevalier_meleien", "milicien", "milicien"], "army2": ["chevalier_rouge", "pillard", "lanceur"]}
    seed = "%064x" % 300
    state, log = aggressive_playout(options, seed, 0)
    assert GAME.result(state).reason == "mb-last-standing"
    kinds = {a["type"] for _, a in log}
    assert {"reserve", "pass"} <= kinds
    seats = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]
    assert GAME.dump_state(replay(GAME, options, seats, seed, log).state) == GAME.dump_state(state)


def test_a_fireball_whose_zone_may_catch_the_knight_opens_the_window_one_elsewhere_does_not():
    # alice's shaman (20,20) facing north; bob's knight at 23,32 facing north, alice's pillard A2 in its
    # contact 3.3 cm north of it; bob's two pillards far away
    state = battle([("chaman", 20.0, 20.0, 0.0), ("pillard", 23.0, 35.3, 180.0)],
                   [("chevalier_rouge", 23.0, 32.0, 0.0), ("pillard", 60, 60, 180), ("pillard", 70, 70, 180)])
    near = act(state.model_copy(deep=True), 0, Dice(), fighter="A1", action="spell", spell="boule_de_feu",
               at="21.25,30", power="1", facing="n")
    assert near.state.phase == "interrupt"  # the 1 cm zone around the point reaches the knight's base
    assert [o.args for o in GAME.prompts(near.state)[0].options] == [{}, {"fighter": "B1", "target": "A2"}]
    far = act(state.model_copy(deep=True), 0, Dice(3), fighter="A1", action="spell", spell="boule_de_feu",
              at="14,30", power="1", facing="n")
    assert far.state.phase != "interrupt" and "mb-interrupt-window" not in codes(far.events)

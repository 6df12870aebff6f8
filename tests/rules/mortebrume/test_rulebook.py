"""The seed's rules with the seed's numbers (checklist ids MB.. and rulings MA.. of
research/kravora_mortebrume.md, part B; docs/rulings/mortebrume.md)."""

import math

import pytest

from rules.core import InvalidActionError, RuleError
from rules.core.i18n import t as t_
from rules.mortebrume import GAME
from rules.mortebrume import board as bd
from rules.mortebrume.building import build, check
from rules.mortebrume.content import content
from rules.mortebrume.rolls import aptitude_dice, care_dice, roll, visibility_for

from .helpers import Dice, act, battle, codes, find, react


# --- 4/ dice ---------------------------------------------------------------------------------
@pytest.mark.parametrize("aptitude,dice", [
    (0, (1, 6)), (1, (1, 6)), (2, (1, 6)), (3, (1, 6)), (4, (1, 8)), (5, (1, 8)), (6, (1, 8)),
    (7, (1, 10)), (8, (1, 10)), (9, (1, 10)), (14, (2, 8)), (26, (3, 8)), (16, (2, 8)), (12, (2, 6)),
])
def test_mb29_mb30_dice_by_aptitude(aptitude, dice):
    assert aptitude_dice(aptitude) == dice


def test_mb26_mb27_automatic_failure_and_particular_success():
    assert roll(Dice(1, 1), 12).auto_fail and not roll(Dice(1, 2), 12).auto_fail
    assert roll(Dice(6), 9).particular and roll(Dice(8), 9).particular and roll(Dice(10), 9).particular
    assert not roll(Dice(7), 9).particular
    assert roll(Dice(6), 2).particular  # a 6 on a D6 too


def test_mb118_inspiration_adds_the_base_dice_per_point():
    # « La recrue a une aptitude de 9 … Paul lancera 3D10 »
    r = roll(Dice(1, 2, 3), 9, inspiration=2)
    assert (len(r.dice), r.sides) == (3, 10)
    # « Son maniement d'arme de 12 … Gwahir lance 4D6 … 6D6 »
    assert (len(roll(Dice(*[1] * 4), 12, inspiration=1).dice), roll(Dice(*[2] * 6), 12, inspiration=2).sides) == (4, 6)
    assert len(roll(Dice(*[2] * 6), 12, inspiration=2).dice) == 6


# --- 5/ fog and deployment ---------------------------------------------------------------------
@pytest.mark.parametrize("total,cm", [(2, 15), (3, 20), (4, 20), (5, 25), (8, 25), (9, 30), (11, 30), (12, 35)])
def test_mb32_visibility_table(total, cm):
    assert visibility_for(total) == cm


def test_mb32_setup_rolls_two_d6_for_the_fog():
    from .helpers import SEATS

    state = GAME.setup(GAME.parse_options({}), SEATS, Dice(4, 5))
    assert (state.visibility_dice, state.visibility) == ([4, 5], 30)


def test_mb33_to_mb35_deployment_by_hidden_designations_and_willpower():
    from .helpers import SEATS

    state = GAME.setup(GAME.parse_options({"points": 20, "deployment": "free", "army1": ["seigneur_meleien", "milicien"],
                                           "army2": ["seigneur_nain", "mineur"]}), SEATS, Dice(3, 3))
    assert [p.kind for p in GAME.prompts(state)] == ["mb-designate-deploy"] * 2
    t = GAME.apply(state, 0, GAME.parse_command("designate", {"fighter": "A1"}, state, 0), Dice())
    mine = find(t.events, "mb-designated")
    assert mine.visible_to == [0]
    assert GAME.view(t.state, 1).state.designated == ["?", None]  # hidden from bob
    # willpower: Aldric 8 (D10) rolls 2 = 10, the dwarf lord 8 rolls 2 = 10: a tie, rerolled; then 5 vs 1
    t = GAME.apply(t.state, 1, GAME.parse_command("designate", {"fighter": "B1"}, t.state, 1), Dice(2, 2, 5, 1))
    assert codes(t.events).count("mb-reroll") == 1 and t.state.winner_seat == 0
    t = GAME.apply(t.state, 0, GAME.parse_command("choose", {"who": "other"}, t.state, 0), Dice())
    assert t.state.placer == 1 and GAME.prompts(t.state)[0].kind == "mb-place"
    t = GAME.apply(t.state, 1, GAME.parse_command("place", {"at": "30,60", "facing": "s"}, t.state, 1), Dice())
    assert t.state.phase == "deploy_designate" and t.state.designated == ["A1", None]  # alice keeps her choice
    t = GAME.apply(t.state, 1, GAME.parse_command("designate", {"fighter": "B2"}, t.state, 1), Dice(5, 1))
    t = GAME.apply(t.state, 0, GAME.parse_command("choose", {"who": "me"}, t.state, 0), Dice())
    # an adversary must stand beyond the visibility (20 cm), edge to edge
    with pytest.raises(RuleError) as err:
        GAME.apply(t.state, 0, GAME.parse_command("place", {"at": "30,40"}, t.state, 0), Dice())
    assert err.value.code == "mb-place-near"
    t = GAME.apply(t.state, 0, GAME.parse_command("place", {"at": "30,30", "facing": "vers B1"}, t.state, 0), Dice())
    assert find(t.events, "mb-placed").params == {"who": "A1 Seigneur Aldric", "x": 30.0, "y": 30.0, "facing": 0.0}
    # a companion must stay within the visibility of a companion
    t = GAME.apply(t.state, 0, GAME.parse_command("designate", {"fighter": "A2"}, t.state, 0), Dice(5, 1))
    t = GAME.apply(t.state, 0, GAME.parse_command("choose", {"who": "me"}, t.state, 0), Dice())
    with pytest.raises(RuleError) as err:
        GAME.apply(t.state, 0, GAME.parse_command("place", {"at": "70,5"}, t.state, 0), Dice())
    assert err.value.code == "mb-place-far"


# --- 3/ hordes ------------------------------------------------------------------------------
def test_mb23_mb24_a_lord_needs_one_escort_and_a_knight_two():
    with pytest.raises(InvalidActionError) as err:
        check("meleien", ["seigneur_meleien"], 15)
    assert err.value.code == "mb-horde-escort"
    check("meleien", ["seigneur_meleien", "milicien"], 20)
    with pytest.raises(InvalidActionError):
        check("meleien", ["chevalier_meleien", "milicien"], 25)
    check("meleien", ["chevalier_meleien", "milicien", "archer_meleien"], 30)
    with pytest.raises(InvalidActionError) as err:
        check("meleien", ["milicien"], 10)
    assert err.value.code == "mb-horde-points"


@pytest.mark.parametrize("horde", ["meleien", "thanigiste", "shimeien", "abelberien", "creatures"])
def test_mb22_every_horde_builds_to_equal_points(horde):
    for points in (20, 35, 50, 75, 100):
        ids = build(horde, points)
        assert sum(content().profiles[i].cost for i in ids) == points
        check(horde, ids, points)


# --- 7B/ melee --------------------------------------------------------------------------------
def duel(a="gueorwen", b="ecorcheur", gap=3.0, b_facing=270.0):
    # two 2.5 cm bases face to face on the ford's table, ``gap`` cm apart edge to edge
    return battle([(a, 20.0, 25.0, 90.0)], [(b, 22.5 + gap, 25.0, b_facing)])


def test_mb101_gueorwens_strike_with_the_seeds_numbers():
    state = duel()
    rng = Dice(4)  # « Avec 4 au dé, Guéorwen obtient un total de 10 »
    t = act(state, 0, rng, fighter="A1", action="strike", target="B1")
    assert t.state.phase == "reaction"
    assert find(t.events, "mb-measured").params["cm"] == 3.0
    prompt = GAME.prompts(t.state)[0]
    assert (prompt.seat, prompt.kind, prompt.deadline_seconds) == (1, "mb-reaction", 43200)
    assert [o.args["reaction"] for o in prompt.options] == ["riposte", "dodge", "absorb"]
    # « Son adversaire tente une esquive (avec 5+D8) et obtient 4 au dé, soit un total de 9 »
    t = react(t.state, 1, Dice(4, 4), reaction="dodge")
    rolls = [e.params for e in t.events if e.code == "mb-roll"]
    assert [(r["what"], r["total"]) for r in rolls] == [("strike", 10), ("dodge", 9)]
    # « l'épée à deux mains inflige 5 blessures … armure … 2 points, il ne subit que 3 blessures »
    hit = find(t.events, "mb-hit").params
    assert (hit["damage"], hit["armour"], hit["wounds"]) == (5, 2, 3)
    assert bd.fighter(t.state, "B1").physique == 5 - 3
    # MB92: the failed dodge ends B1's turn; both fighters are activated, so the turn ends
    assert codes(t.events)[-2:] == ["mb-activated", "mb-turn"] and t.state.turn == 2


def test_ma3_a_tied_dodge_fails_a_higher_one_moves_2_5_cm():
    t = act(duel(), 0, Dice(), fighter="A1", action="strike", target="B1")
    tied = react(t.state, 1, Dice(4, 4), reaction="dodge")  # 6+4 = 10 against 5+5 = 10
    assert "mb-dodge-failed" in codes(tied.events)
    won = react(t.state, 1, Dice(3, 7), reaction="dodge")  # 9 against 12
    moved = find(won.events, "mb-dodged").params
    b = bd.fighter(won.state, "B1")
    assert moved["bearing"] == 90 and (b.cx, b.cy) == (25.5 + 2.5, 25.0) and not b.activated
    # MB88: B1 cannot strike Guéorwen, whom it dodged, this turn
    assert "A1" in b.dodged


def test_mb62_a_heavy_weapon_out_of_its_band_strikes_at_minus_3_for_half_damage():
    state = duel(gap=1.0)  # 1 cm: inside the short band, too close for a heavy weapon
    t = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    t = react(t.state, 1, Dice(8, 1), reaction="absorb")  # 6 + 8 - 3 = 11
    assert [e.params["total"] for e in t.events if e.code == "mb-roll"] == [11]
    hit = find(t.events, "mb-hit").params
    # half of 5 rounded down = 2, armour 2 halved by absorbing = 1; the 8 is a special strike (+D8: 1)
    assert (hit["damage"], hit["armour"], hit["special"], hit["extra"]) == (2 + 1, 1, "yes", [1])


def test_mb61_a_strike_beyond_4_cm_is_impossible_and_activates():
    t = act(duel(gap=4.5), 0, Dice(), fighter="A1", action="strike", target="B1")
    assert find(t.events, "mb-impossible").params["reason"] == "reach"
    assert bd.fighter(t.state, "A1").activated and t.state.phase == "main" and t.state.holder == 1


def test_ma5_a_back_attack_gets_plus_3_and_leaves_only_the_dodge():
    state = duel(b_facing=90.0)  # B1 turns its back to Guéorwen
    t = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    assert "mb-back-attack" in codes(t.events)
    assert [o.args["reaction"] for o in GAME.prompts(t.state)[0].options] == ["dodge"]
    t = react(t.state, 1, Dice(2, 8), reaction="dodge")
    assert [e.params["total"] for e in t.events if e.code == "mb-roll"] == [6 + 2 + 3, 5 + 8]


def test_ma3_a_tied_passe_d_armes_wounds_nobody():
    t = act(duel(a="milicien", b="milicien", gap=2.0), 0, Dice(), fighter="A1", action="strike", target="B1")
    t = react(t.state, 1, Dice(3, 3), reaction="riposte")
    assert "mb-tie" in codes(t.events) and "mb-hit" not in codes(t.events)
    assert "mb-turn" in codes(t.events)  # MB73: the riposte activates B1: both are done, a new turn


def test_mb95_a_shield_saves_the_dominated_fighter():
    # the dwarf lord (axe 12, rondache +2) ripostes; escorted by a miner
    # Aldric (long sword 11, écu +4) at 3 cm: out of his band, -3
    state = battle([("gueorwen", 20.0, 25.0, 90.0)], [("seigneur_meleien", 25.5, 25.0, 270.0), ("milicien", 60, 60, 0)])
    t = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    t = react(t.state, 1, Dice(7, 1, 2), reaction="riposte")  # 6+7 = 13 dominates 11+1+2-3 = 11
    assert "mb-shielded" in codes(t.events) and "mb-hit" not in codes(t.events)  # 11 + 4 >= 13
    t2 = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    t2 = react(t2.state, 1, Dice(7, 1, 1), reaction="riposte")  # Aldric's double 1: automatic failure
    assert find(t2.events, "mb-dominates").params["who"] == "A1 Guéorwen" and "mb-hit" in codes(t2.events)


def test_mb109_special_perforating_strike_adds_a_die_chosen_by_the_damage():
    # a halberd (4, perforant) at its ideal 3 cm; 4 picks a D8 (« Le 4 est complété par un jet de D8 »)
    state = duel(a="ecorcheur", b="gueorwen")
    t = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    t = react(t.state, 1, Dice(8, 3), reaction="absorb")
    hit = find(t.events, "mb-hit").params
    assert (hit["damage"], hit["extra"]) == (4 + 3, [3])  # « la cible subit (4+3=) 7 dégâts »
    assert hit["wounds"] == 7 - 1  # armour 2 halved by absorbing
    assert bd.fighter(t.state, "B1").armure == 1  # MB108: one point of armour lost after the strike


# --- 7C/ shooting ------------------------------------------------------------------------------
def shooting(gap, vis=25):
    return battle([("arbaletrier", 10.0, 25.0, 90.0)], [("gueorwen", 12.5 + gap, 25.0, 270.0)], visibility=vis)


def test_mb80_the_difficulty_is_half_the_distance_and_the_reach_is_added():
    t = act(shooting(20.5), 0, Dice(), fighter="A1", action="shoot", target="B1")
    # 6 + 2 + 4 = 12 >= 20.5 / 2 = 10.25
    t2 = react(t.state, 1, Dice(2), reaction="absorb")
    assert "mb-hit" in codes(t2.events)
    # a pure 1 is an automatic failure even though 6 + 1 + 4 = 11 >= 10.25 (MB26, « Avec un 1 le tir échoue »)
    t3 = react(t.state, 1, Dice(1), reaction="absorb")
    assert "mb-miss" in codes(t3.events) and "mb-hit" not in codes(t3.events)


def test_ma13_a_miss_reads_as_the_whole_total_that_was_needed():
    """Half of 30.5 cm is 15.25: a total of 12 misses, and the miss says 16 was needed (not « 15,25 »)."""
    state = battle([("sorciere", 10.0, 25.0, 90.0)], [("milicien", 43.0, 25.0, 270.0)], visibility=35)
    t = act(state, 0, Dice(), fighter="A1", action="spell", spell="effroi", target="B1")
    assert find(t.events, "mb-measured").params["cm"] == 30.5
    t = react(t.state, 1, Dice(2), reaction="absorb")  # 8 + 2 + 2 = 12
    assert find(t.events, "mb-miss").params == {"who": "A1 Sorcière des brumes", "who_gender": "f", "need": 16, "total": 12}
    assert t_("fr", "ev-mb-miss", find(t.events, "mb-miss").params) == \
        "A1 Sorcière des brumes échoue (il fallait 16, total 12)"
    # a shot: a half distance with decimals also reads as the next whole total
    shot = act(shooting(27.5, vis=35), 0, Dice(), fighter="A1", action="shoot", target="B1")
    d = find(shot.events, "mb-measured").params["cm"]
    shot = react(shot.state, 1, Dice(2), reaction="absorb")  # 6 + 2 + 4 = 12
    assert find(shot.events, "mb-miss").params["need"] == math.ceil(d / 2) and d / 2 > 12 and d / 2 % 1


def test_mb63_beyond_six_times_the_reach_minus_3_and_half_damage():
    t = act(shooting(25.0, vis=35), 0, Dice(), fighter="A1", action="shoot", target="B1")
    t = react(t.state, 1, Dice(7), reaction="absorb")  # 6 + 7 + 4 - 3 = 14 >= 12.5
    assert [e.params["total"] for e in t.events if e.code == "mb-roll"] == [14]
    assert find(t.events, "mb-hit").params["damage"] == 3 // 2


@pytest.mark.parametrize("gap,reason", [(26.0, "fog"), (3.0, "close")])
def test_mb79_a_shot_beyond_the_fog_or_under_the_reach_is_impossible(gap, reason):
    t = act(shooting(gap), 0, Dice(), fighter="A1", action="shoot", target="B1")
    assert find(t.events, "mb-impossible").params["reason"] == reason


def test_mb91_a_dodge_against_a_shot_adds_the_tens_of_cm():
    t = act(shooting(20.5), 0, Dice(), fighter="A1", action="shoot", target="B1")
    t = react(t.state, 1, Dice(2, 3), reaction="dodge")  # shot 12; dodge 5 + 3 + 2 = 10
    assert [e.params["total"] for e in t.events if e.code == "mb-roll"] == [12, 10]


# --- 14/ destiny, 11/ death --------------------------------------------------------------------
def test_mb117_care_rolls_a_die_by_the_physique_left_capped_at_the_card():
    state = duel()
    b = bd.fighter(state, "B1")
    b.physique = 2
    assert care_dice(2) == 6 and care_dice(5) == 8
    t = GAME.apply(state, 1, GAME.parse_command("heal", {"fighter": "B1", "points": "1"}, state, 1), Dice(6))
    assert find(t.events, "mb-healed").params["gained"] == 3  # 2 + 6 capped at 5
    assert t.state.destiny[1] == 0
    with pytest.raises(RuleError):
        GAME.apply(t.state, 1, GAME.parse_command("heal", {"fighter": "B1", "points": "1"}, t.state, 1), Dice(6))


def test_mb105_a_strike_on_a_fallen_fighter_kills_without_reaction():
    state = duel()
    b = bd.fighter(state, "B1")
    b.status, b.physique = "out", 0
    state.fighters.append(state.fighters[0].model_copy(update={"id": "B2", "seat": 1, "x": 6000, "y": 6000}))
    t = act(state, 0, Dice(2), fighter="A1", action="strike", target="B1")
    assert "mb-dead" in codes(t.events) and bd.fighter(t.state, "B1").status == "dead"


def test_mb106_willpower_at_zero_destroys_the_soul():
    state = battle([("sorciere", 20.0, 25.0, 90.0)], [("milicien", 30.0, 25.0, 270.0)])
    bd.fighter(state, "B1").volonte = 2
    t = act(state, 0, Dice(), fighter="A1", action="spell", spell="effroi", target="B1")
    t = react(t.state, 1, Dice(5), reaction="absorb")  # 8 + 5 + 2 >= 7.5 / 2; power 7 > 2
    assert "mb-soul" in codes(t.events) and bd.fighter(t.state, "B1").status == "dead"


def test_mb119_the_last_horde_standing_wins():
    state = duel()
    bd.fighter(state, "B1").physique = 1
    t = act(state, 0, Dice(), fighter="A1", action="strike", target="B1")
    t = react(t.state, 1, Dice(4), reaction="absorb")
    res = GAME.result(t.state)
    assert res is not None and res.winners == [0] and res.reason == "mb-last-standing"


def test_mb73_mb99_after_a_passe_d_armes_the_dominant_moves_first():
    # Guéorwen strikes before moving (after: 3 cm west); the écorcheur ripostes and will step 5 cm east
    t = act(duel(), 0, Dice(), fighter="A1", action="strike", target="B1", after="o 3")
    t = react(t.state, 1, Dice(2, 7), reaction="riposte", to="e 5")  # 6+2 = 8 against 7+7 = 14
    moved = [e.params["who"] for e in t.events if e.code == "mb-moved"]
    assert find(t.events, "mb-dominates").params["who"] == "B1 Écorcheur"
    assert moved == ["B1 Écorcheur", "A1 Guéorwen"]  # the dominant first
    b = bd.fighter(t.state, "B1")
    assert (b.cx, b.cy) == (25.5 + 5, 25.0)  # half of 11 cm: 5 fits
    # the other way round: the attacker dominates and moves first
    t = act(duel(), 0, Dice(), fighter="A1", action="strike", target="B1", after="o 3")
    t = react(t.state, 1, Dice(7, 2), reaction="riposte", to="e 5")  # 13 against 9
    assert [e.params["who"] for e in t.events if e.code == "mb-moved"] == ["A1 Guéorwen", "B1 Écorcheur"]


def test_ma30_no_measure_before_a_declaration_unless_the_table_allows_it():
    state = duel(gap=3.25)
    with pytest.raises(RuleError) as err:
        GAME.info(state, 0, "measure", {"fighter": "A1", "other": "B1"})
    assert err.value.code == "mb-no-premeasure"
    state.options.premeasure = True
    info = GAME.info(state, 0, "measure", {"fighter": "A1", "other": "B1"})
    assert info.events[0].params["cm"] == 3.25 and [m.cm for m in info.view.state.measures] == [3.25]
    assert state.measures == []  # nothing changes in the game


def test_mb107_a_reserved_strike_between_activations_activates_nobody():
    # bob's knight (reserved action) strikes Guéorwen while alice holds the main
    state = battle([("gueorwen", 20.0, 25.0, 90.0)],
                   [("chevalier_rouge", 25.5, 25.0, 270.0), ("pillard", 60, 60, 180), ("lanceur", 60, 10, 0)])
    assert GAME.prompts(state)[0].seat == 0
    t = GAME.apply(state, 1, GAME.parse_command("reserve", {"fighter": "B1", "target": "A1"}, state, 1), Dice())
    assert "mb-reserved" in codes(t.events) and GAME.prompts(t.state)[0].kind == "mb-reaction"
    t = react(t.state, 0, Dice(1, 1, 3), reaction="absorb")  # 12 + 1 + 1: the double 1 fails
    assert "mb-no-force" in codes(t.events)
    b1 = bd.fighter(t.state, "B1")
    assert b1.reserved_used and not b1.activated
    prompt = GAME.prompts(t.state)[0]
    assert (prompt.seat, prompt.kind) == (0, "mb-activation")  # alice still holds the main
    with pytest.raises(RuleError) as err:  # once a turn
        GAME.apply(t.state, 1, GAME.parse_command("reserve", {"fighter": "B1", "target": "A1"}, t.state, 1), Dice())
    assert err.value.code == "mb-no-reserved"
    with pytest.raises(RuleError):  # a fighter without a reserved action
        GAME.apply(t.state, 1, GAME.parse_command("reserve", {"fighter": "B2", "target": "A1"}, t.state, 1), Dice())


# --- 7A/ movement -----------------------------------------------------------------------------
def ford(x=22.0, y=37.5):
    # the ford's muddy strip (difficult ground) runs across the table from y 33 to 42
    return battle([("milicien", x, y, 90.0)], [("pillard", 70.0, 70.0, 180.0)], table="gue")


def test_mb49_difficult_ground_counts_double_and_mb43_the_move_stops_where_it_must():
    t = act(ford(), 0, Dice(), fighter="A1", action="walk", to="e 10")
    moved = find(t.events, "mb-moved").params
    assert (moved["cm"], moved["cost"], moved["budget"], moved["stopped"]) == (5.0, 10, 10.0, "allowance")
    assert bd.fighter(t.state, "A1").cx == 27.0


def test_mb48_mb53_a_wounded_fighter_moves_half_but_never_less_than_3_cm():
    state = ford()
    bd.fighter(state, "A1").wounded = True
    moved = find(act(state, 0, Dice(), fighter="A1", action="walk", to="e 10").events, "mb-moved").params
    assert (moved["budget"], moved["cm"], moved["cost"]) == (5.0, 3.0, 6)  # 2.5 cm of mud, raised to 3


def test_mb46_a_started_centimetre_counts_whole():
    state = battle([("milicien", 10.0, 20.0, 90.0)], [("pillard", 70.0, 70.0, 180.0)], table="gue")
    moved = find(act(state, 0, Dice(), fighter="A1", action="walk", to="e 9.5").events, "mb-moved").params
    assert (moved["cm"], moved["cost"]) == (9.5, 10)


def test_a_move_stops_against_impassable_rock():
    t = act(ford(x=47.0), 0, Dice(), fighter="A1", action="run", to="e 20")  # the rock R2 spans x 55-59
    moved = find(t.events, "mb-moved").params
    assert moved["stopped"] == "blocked" and bd.fighter(t.state, "A1").cx + 1.25 <= 55.0


def test_french_lines_agree_with_a_feminine_fighter() -> None:
    """hordes.yaml `gender`: « A1 Archère de Milo placée … orientée », « B1 Milicien … activé »."""
    from rules.core import Event

    state = battle([("archer_meleien", 20, 20, 0)], [("milicien", 60, 60, 180)])
    archer, militia = (bd.label(f) for f in state.fighters)
    events = bd.with_genders(state, [
        Event(code="mb-placed", params={"who": archer, "x": "20", "y": "20", "facing": 0}),
        Event(code="mb-activated", params={"who": archer}), Event(code="mb-activated", params={"who": militia}),
        Event(code="mb-dead", params={"who": archer})])
    assert [t_("fr", f"ev-{e.code}", e.params) for e in events] == [
        "A1 Archère de Milo placée en (20 ; 20), orientée à 0°", "A1 Archère de Milo est activée",
        "B1 Milicien est activé", "A1 Archère de Milo est morte"]
    assert events[2].params == {"who": militia}  # the masculine is the texts' default

"""Every worked example and FAQ answer of the rulebook (seeds/000_8ec14766cfee48e8.txt)
that the box's content can show, with the rulebook's numbers."""

import pytest

from rules.core import RuleError
from rules.krosmaster.content import Range, Spell, content
from rules.krosmaster.model import (
    BuyReward,
    Cast,
    End,
    Inspire,
    Move,
    Punch,
    Reveal,
    RewardToken,
)

from .helpers import (
    ARMOUR,
    CRIT,
    DODGE,
    DOUBLE,
    JOKER,
    MISS,
    TACKLE,
    cell,
    summon_of,
    table,
    unit,
)


def cast(t, spell, at, ally=None):
    t.act(t.s.active, Cast(spell=spell, at=at, ally=ally))


# ---- page 24: "Anna Tommy a 12 PV et 10 marqueurs Blessure ... 3 Dégâts ... 2 marqueurs" --
def test_wounds_capped_at_pv_anna_tommy():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "E6")], dice=[CRIT, MISS])
    anna = unit(t, "anna-tommy")
    anna.wounds = 10
    summon_of(t, "roi-des-bouftous", "bouftou", "D6")
    # Bouftabaffe 1 + 2 (Bouftou adjacent) = 3, + 1 critical, armour fails: 4 damage
    cast(t, "bouftabaffe", "E6")
    hit = next(e for e in t.events if e.code == "kros-hit")
    assert hit.params["damage"] == 4 and hit.params["wounds"] == 2
    assert anna.ko and anna.wounds == 12


# ---- page 6: the punch, 5 PA; the Roi's 7 PA allow one punch ----------------------------
def test_punch_costs_5_pa_once_for_the_roi():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "reine-des-tofus", "E6")], dice=[MISS, MISS])
    t.act(0, Punch(at="E6"))
    roi = unit(t, "roi-des-bouftous")
    assert roi.pa == 2
    assert unit(t, "reine-des-tofus").wounds == 1  # 1 damage, no critical, no armour
    with pytest.raises(RuleError) as err:
        t.act(0, Punch(at="E6"))
    assert err.value.code == "kros-not-enough-pa"


def test_critical_punch_deals_2_and_armour_removes_1():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6")], dice=[CRIT, ARMOUR])
    t.act(0, Punch(at="E6"))
    # neutral spell: a single critical die even with the power Critique
    assert unit(t, "anna-tommy").wounds == 1


# ---- page 8: Bouftabaffe 3 PA, twice per turn with 7 PA ---------------------------------
def test_bouftabaffe_twice_per_turn():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "E6")], dice=[MISS, MISS, MISS, MISS])
    cast(t, "bouftabaffe", "E6")
    cast(t, "bouftabaffe", "E6")
    assert unit(t, "roi-des-bouftous").pa == 1
    assert unit(t, "anna-tommy").wounds == 2
    with pytest.raises(RuleError):
        cast(t, "bouftabaffe", "E6")


# ---- page 11: Dan To Fu +1 per Tofu adjacent to the target --------------------------------
@pytest.mark.parametrize("tofus,damage", [(0, 1), (1, 2), (2, 3), (3, 4)])
def test_dan_to_fu_per_tofu(tofus, damage):
    t = table([(0, "reine-des-tofus", "E3"), (1, "anna-tommy", "E6")], dice=[MISS, MISS, MISS])
    for sq in ["D6", "F6", "E7"][:tofus]:
        summon_of(t, "reine-des-tofus", "tofu", sq)
    cast(t, "dan-to-fu", "E6")
    assert unit(t, "anna-tommy").wounds == damage


def test_dan_to_fu_counts_only_own_tofus():
    # FAQ: a card that names summons means only the summons this character put in play
    t = table([(0, "reine-des-tofus", "E3"), (1, "anna-tommy", "E6"), (1, "reine-des-tofus", "A1")],
              dice=[MISS, MISS, MISS])
    summon_of(t, "1-reine-des-tofus", "tofu", "D6")
    cast(t, "dan-to-fu", "E6")
    assert unit(t, "anna-tommy").wounds == 1


# ---- page 10: Bécot 0 damage; a critical makes it 1, armour can still cancel it -----------
def test_becot_zero_damage():
    t = table([(0, "tofu", "E5"), (1, "anna-tommy", "E6")], dice=[MISS, MISS, CRIT, MISS, CRIT, ARMOUR])
    t.act(0, Cast(spell="becot", at="E6"))
    assert unit(t, "anna-tommy").wounds == 0
    t.s.units[0].pa = 8
    t.act(0, Cast(spell="becot", at="E6"))
    assert unit(t, "anna-tommy").wounds == 1
    t.act(0, Cast(spell="becot", at="E6"))
    assert unit(t, "anna-tommy").wounds == 1


# ---- page 9: powers Armure (2 dice, each cancels 1) and Critique (2 dice) -----------------
def test_armure_two_dice_reduce_by_two():
    t = table([(0, "reine-des-tofus", "E3"), (1, "roi-des-bouftous", "E5")], dice=[CRIT, CRIT, ARMOUR, JOKER])
    cast(t, "dan-to-fu", "E5")
    hit = next(e for e in t.events if e.code == "kros-hit")
    assert hit.params["faces"] == [ARMOUR, JOKER] and hit.params["armour"] == 2
    assert unit(t, "roi-des-bouftous").wounds == 1  # 1 + 2 critical - 2 armour


# ---- FAQ: Perce-Armure leaves one die to a character with Armure --------------------------
def test_perce_armure_one_die():
    t = table([(0, "opee-tissoin", "E3"), (1, "oscar-nak", "E5")], dice=[MISS, ARMOUR])
    cast(t, "mot-interdit", "E5")
    hit = next(e for e in t.events if e.code == "kros-hit")
    assert len(hit.params["faces"]) == 1
    assert unit(t, "oscar-nak").wounds == 0


def test_perce_armure_no_die_without_armure():
    t = table([(0, "opee-tissoin", "E3"), (1, "anna-tommy", "E5")], dice=[MISS])
    cast(t, "mot-interdit", "E5")
    hit = next(e for e in t.events if e.code == "kros-hit")
    assert hit.params["faces"] == [] and unit(t, "anna-tommy").wounds == 1


# ---- FAQ: Pano Tofu gives Critique to a character that has it: still 2 dice --------------
def test_same_power_never_twice():
    t = table([(0, "reine-des-tofus", "E3"), (1, "anna-tommy", "E5")], dice=[CRIT, CRIT, MISS])
    reine = unit(t, "reine-des-tofus")
    reine.rewards.append(RewardToken(id="familier-ruse", revealed=True))  # Critique and Esquive
    reine.inspiration.append("critique")
    cast(t, "dan-to-fu", "E5")
    crit = next(e for e in t.events if e.code == "kros-critical-roll")
    assert len(crit.params["faces"]) == 2


# ---- pages 6 and 23: blocking ------------------------------------------------------------
def test_tackle_blocks_and_loses_pm_pa():
    t = table([(0, "reine-des-tofus", "E5"), (1, "roi-des-bouftous", "E6")],
              dice=[TACKLE, CRIT, DODGE, ARMOUR])
    t.act(0, Move(to="E3"))
    reine = unit(t, "reine-des-tofus")
    # the Roi's 2 dice (Tacle): 1 success; the Reine's 2 dice (Esquive): 1 success: she leaves
    assert reine.pos == cell("E3")
    t2 = table([(0, "reine-des-tofus", "E5"), (1, "roi-des-bouftous", "E6")],
               dice=[TACKLE, JOKER, DODGE, ARMOUR])
    t2.act(0, Move(to="E3"))
    reine2 = unit(t2, "reine-des-tofus")
    assert reine2.pos == cell("E5") and reine2.pm == 0 and reine2.pa == 0
    assert t2.s.current != reine2.id  # blocked: the end of her turn


def test_multiple_blocking_each_enemy_tackles():
    t = table([(0, "reine-des-tofus", "E5"), (1, "roi-des-bouftous", "E6")],
              dice=[TACKLE, DODGE, ARMOUR, TACKLE, CRIT, ARMOUR, ARMOUR])
    summon_of(t, "roi-des-bouftous", "bouftou", "F5")
    t.act(0, Move(to="D4"))
    reine = unit(t, "reine-des-tofus")
    # the Bouftou (1 die) is dodged, then the Roi (2 dice, Tacle) blocks her
    assert reine.pos == cell("E5") and reine.pm == 0
    tackles = [e for e in t.events if e.code == "kros-tackle"]
    assert len(tackles) == 2 and len(tackles[0].params["tackle"]) == 1 and len(tackles[1].params["tackle"]) == 2
    assert not tackles[0].params["blocked"] and tackles[1].params["blocked"]


def test_tofu_toupiti_ignores_blocking():
    t = table([(0, "tofu", "E5"), (1, "roi-des-bouftous", "E6")], dice=[])
    t.act(0, Move(to="E1"))
    assert unit(t, "tofu").pos == cell("E1")


def test_dodge_only_rolled_when_tackled():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "E6")], dice=[CRIT])
    t.act(0, Move(to="E3"))
    tackle = next(e for e in t.events if e.code == "kros-tackle")
    assert tackle.params["dodge"] == [] and not tackle.params["blocked"]


# ---- page 9, 15: line of sight -----------------------------------------------------------
def test_line_of_sight_trees_and_characters_block_bushes_do_not():
    t = table([(0, "reine-des-tofus", "A1"), (1, "anna-tommy", "A4")], decor=[("bush", "A2")], dice=[MISS] * 3)
    cast(t, "dan-to-fu", "A4")
    t = table([(0, "reine-des-tofus", "A1"), (1, "anna-tommy", "A4")], decor=[("tree", "A2")])
    with pytest.raises(RuleError) as err:
        cast(t, "dan-to-fu", "A4")
    assert err.value.code == "kros-no-line-of-sight"
    t = table([(0, "reine-des-tofus", "A1"), (1, "anna-tommy", "A4"), (1, "oscar-nak", "A3")])
    with pytest.raises(RuleError):
        cast(t, "dan-to-fu", "A4")


def test_tofu_and_bomb_do_not_block_line_of_sight():
    t = table([(0, "reine-des-tofus", "A1"), (1, "anna-tommy", "A4")], dice=[MISS] * 3)
    summon_of(t, "reine-des-tofus", "tofu", "A2")
    cast(t, "dan-to-fu", "A4")
    assert unit(t, "anna-tommy").wounds == 1


def test_corners_never_block():
    # B2 to D4 passes exactly through the corners of C3's neighbours: only C3 matters
    t = table([(0, "reine-des-tofus", "B2"), (1, "anna-tommy", "C4")], decor=[("tree", "C3"), ("tree", "B3")])
    with pytest.raises(RuleError):
        cast(t, "dan-to-fu", "C4")  # centre line crosses B3 and C3 interiors
    t = table([(0, "guy-yomtella", "B2"), (1, "anna-tommy", "D4")], decor=[("tree", "C2"), ("tree", "B3")],
              dice=[MISS, MISS])
    cast(t, "fleche-harcelante", "D4")  # the diagonal only touches the corners of C2 and B3
    assert unit(t, "anna-tommy").wounds == 1
    t = table([(0, "guy-yomtella", "B2"), (1, "anna-tommy", "D4")], decor=[("tree", "C3")])
    with pytest.raises(RuleError):
        cast(t, "fleche-harcelante", "D4")


# ---- page 13: crates are free cells, +1 PO max ------------------------------------------
def test_crate_adds_one_range_and_is_walkable():
    t = table([(0, "reine-des-tofus", "A1"), (1, "anna-tommy", "A5")], decor=[("crate", "A2")])
    with pytest.raises(RuleError):
        cast(t, "dan-to-fu", "A5")  # distance 4, PO max 3
    t.act(0, Move(to="A2"))
    assert unit(t, "reine-des-tofus").pos == cell("A2")
    t = table([(0, "reine-des-tofus", "A2"), (1, "anna-tommy", "A6")], decor=[("crate", "A2")], dice=[MISS] * 3)
    cast(t, "dan-to-fu", "A6")
    assert unit(t, "anna-tommy").wounds == 1


def test_crate_does_not_extend_fixed_range():
    t = table([(0, "anna-tommy", "A2"), (0, "oscar-nak", "A6")], decor=[("crate", "A2")])
    with pytest.raises(RuleError) as err:
        cast(t, "transposition", "A6")
    assert err.value.code == "kros-out-of-range"


# ---- page 14: Tir à Distance: +3 PO max (8 to 11), loses all PM, once per turn ------------
def test_tir_a_distance():
    t = table([(0, "guy-yomtella", "A1"), (1, "anna-tommy", "A12")], dice=[MISS, MISS])
    with pytest.raises(RuleError):
        cast(t, "fleche-harcelante", "A12")
    cast(t, "tir-a-distance", "A1")
    guy = unit(t, "guy-yomtella")
    assert guy.pm == 0 and guy.pa == 5
    cast(t, "fleche-harcelante", "A12")  # 11 cells
    assert unit(t, "anna-tommy").wounds == 1
    with pytest.raises(RuleError) as err:
        cast(t, "tir-a-distance", "A1")
    assert err.value.code == "kros-once-per-turn"


def test_tir_a_distance_only_the_caster_faq():
    # FAQ: two Guy Yomtella: only the one who casts it is affected
    t = table([(0, "guy-yomtella", "A1"), (0, "guy-yomtella", "B1"), (1, "anna-tommy", "B12")])
    cast(t, "tir-a-distance", "A1")
    other = t.s.units[1]
    assert other.range_bonus == 0
    t.end_activation()


def test_tir_a_distance_ends_with_the_activation():
    t = table([(0, "guy-yomtella", "A1"), (1, "anna-tommy", "L12")])
    cast(t, "tir-a-distance", "A1")
    t.act(0, End())
    assert unit(t, "guy-yomtella").range_bonus == 0


# ---- page 15: Soufflette, once per game, Repousse 3 stops before an obstacle ----------------
def test_soufflette_repousse_and_once_per_game():
    t = table([(0, "kreol-panikon", "A1"), (1, "anna-tommy", "A3")], decor=[("bush", "A5")], dice=[MISS, MISS, MISS])
    cast(t, "soufflette", "A3")
    anna = unit(t, "anna-tommy")
    assert anna.pos == cell("A4")  # pushed 1 of 3 cells: the bush stops her
    assert anna.wounds == 3
    with pytest.raises(RuleError) as err:
        cast(t, "soufflette", "A4")
    assert err.value.code == "kros-once-per-game"


def test_repousse_crate_is_not_an_obstacle():
    t = table([(0, "kreol-panikon", "A1"), (1, "anna-tommy", "A2")], decor=[("crate", "A3")], dice=[MISS] * 3)
    cast(t, "soufflette", "A2")
    assert unit(t, "anna-tommy").pos == cell("A5")


# ---- page 16: Tir de Recul: Recul 1 even on an empty cell, never tackled --------------------
def test_tir_de_recul_on_empty_cell_and_no_tackle():
    t = table([(0, "bad-aboum", "E5"), (1, "roi-des-bouftous", "F5")], dice=[MISS])
    cast(t, "tir-de-recul", "E7")  # empty cell; no damage, no critical roll
    assert unit(t, "bad-aboum").pos == cell("E4")
    assert not any(e.code == "kros-tackle" for e in t.events)


def test_recul_blocked_by_obstacle():
    t = table([(0, "bad-aboum", "E5"), (1, "anna-tommy", "E7")], decor=[("tree", "E4")], dice=[MISS, MISS])
    cast(t, "tir-de-recul", "E7")
    assert unit(t, "bad-aboum").pos == cell("E5")


# ---- page 12: Assaut swaps even when the target is K.O.; Transposition: allies only ---------
def test_assaut_swaps_positions():
    t = table([(0, "anna-tommy", "E5"), (1, "tofu", "E7")], dice=[MISS, MISS])
    cast(t, "assaut", "E7")
    assert unit(t, "anna-tommy").pos == cell("E7")
    assert not any(u.ref == "tofu" for u in t.s.units)  # the Tofu took 1 wound: K.O.


def test_transposition_ally_only_no_tackle():
    t = table([(0, "anna-tommy", "E5"), (0, "oscar-nak", "E8"), (1, "roi-des-bouftous", "E4")])
    cast(t, "transposition", "E8")
    assert unit(t, "anna-tommy").pos == cell("E8") and unit(t, "oscar-nak").pos == cell("E5")
    assert not any(e.code == "kros-tackle" for e in t.events)
    with pytest.raises(RuleError) as err:
        cast(t, "transposition", "E4")
    assert err.value.code in ("kros-needs-ally", "kros-out-of-range")


# ---- page 10/11, 25: summon control --------------------------------------------------------
def test_summon_control_values():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A1")])
    reine = unit(t, "reine-des-tofus")
    reine.pa = 12
    cast(t, "invocation-de-tofu", "E4")
    cast(t, "invocation-de-tofu", "E6")
    cast(t, "invocation-de-tofu", "D5")
    with pytest.raises(RuleError) as err:
        cast(t, "invocation-de-tofu", "F5")
    assert err.value.code == "kros-summon-limit"
    t2 = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "A1")])
    cast(t2, "invocation-de-bouftou", "E4")
    with pytest.raises(RuleError):
        cast(t2, "invocation-de-bouftou", "E6")


def test_summons_play_after_their_summoner():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A1")])
    cast(t, "invocation-de-tofu", "E4")
    cast(t, "invocation-de-tofu", "E6")
    t.act(0, End())
    assert t.s.phase == "summon-order" and len(t.s.pending_summons) == 2


# ---- page 17: bombs ------------------------------------------------------------------------
def test_bomb_explosion_damage_and_pa_marker():
    t = table([(0, "bad-aboum", "E2"), (1, "anna-tommy", "E6"), (1, "oscar-nak", "F6")],
              dice=[MISS] * 6)
    cast(t, "lance-de-bombe-a-eau", "E5")
    bomb = next(u for u in t.s.units if u.ref == "bombe-a-eau")
    cast(t, "tir-de-recul", "E5")  # Bad Aboum shoots his bomb: it explodes
    assert bomb.id not in {u.id for u in t.s.units}
    anna, oscar = unit(t, "anna-tommy"), unit(t, "oscar-nak")
    assert anna.wounds == 1 and oscar.wounds == 1  # crit roll + 2 armour rolls (Oscar 2 dice)
    assert anna.markers_pa == -1 and oscar.markers_pa == -1


def test_bomb_ticks_at_its_summoners_turn_and_pa_marker_applies():
    t = table([(0, "bad-aboum", "E2"), (1, "anna-tommy", "E6")], dice=[MISS, MISS])
    cast(t, "lance-de-bombe-a-eau", "E5")
    t.end_activation()  # no more units this turn: player 1's Anna plays
    anna = unit(t, "anna-tommy")
    assert t.s.current == anna.id
    t.act(1, End())
    # Bad Aboum's next turn: the bomb takes 1 wound and explodes, Anna loses 1 PA next turn
    assert anna.wounds == 1 and anna.markers_pa == -1
    t.act(0, End())
    assert t.s.current == anna.id and anna.pa == 5 and anna.markers_pa == 0


def test_summoner_ko_removes_bombs_without_explosion():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "bad-aboum", "E6"), (1, "anna-tommy", "A9")],
              dice=[])
    summon_of(t, "bad-aboum", "bombe-a-eau", "E8")
    aboum = unit(t, "bad-aboum")
    aboum.wounds = 8
    t.rng.values = [MISS, MISS, MISS]
    cast(t, "bouftabaffe", "E6")
    assert aboum.ko and not any(u.ref == "bombe-a-eau" for u in t.s.units)
    assert not any(e.code == "kros-explosion" for e in t.events)


# ---- page 18, 20: GG for a K.O., the wild GG first; buying a GG ----------------------------
def test_ko_gives_level_gg_wild_first():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6"), (1, "oscar-nak", "A1")],
              goal="gg", dice=[MISS, MISS])
    t.s.gg, t.s.wild_gg = [6, 6], 1
    unit(t, "anna-tommy").wounds = 11
    t.act(0, Punch(at="E6"))
    assert t.s.wild_gg == 0 and t.s.gg == [9, 4]  # the wild GG plus 2 from the opponent


def test_buy_gg_10_kamas_1_pa():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A1")], goal="gg")
    t.s.demon_cells = [cell("E5")]
    t.s.gg, t.s.wild_gg, t.s.kamas = [6, 6], 1, [23, 0]
    t.act(0, __import__("rules.krosmaster.model", fromlist=["BuyGG"]).BuyGG())
    t.act(0, __import__("rules.krosmaster.model", fromlist=["BuyGG"]).BuyGG())
    assert t.s.kamas[0] == 3 and t.s.wild_gg == 0 and t.s.gg == [8, 5]
    assert unit(t, "reine-des-tofus").pa == 4


def test_victory_when_one_side_alone_holds_gg():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6"), (1, "oscar-nak", "A1")],
              goal="gg", dice=[MISS, MISS])
    t.s.gg, t.s.wild_gg = [10, 2], 0
    unit(t, "anna-tommy").wounds = 11
    t.act(0, Punch(at="E6"))
    assert t.s.phase == "over" and t.s.winners == [0]


def test_pickup_kama_1_pa_krosmaster_only():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A1")], goal="gg")
    t.s.gg = [6, 6]
    t.s.floor_kamas = {"4,4": 2}
    from rules.krosmaster.model import Pickup
    t.act(0, Pickup())
    t.act(0, Pickup())
    assert t.s.kamas[0] == 2 and "4,4" not in t.s.floor_kamas
    assert unit(t, "reine-des-tofus").pa == 4
    with pytest.raises(RuleError):
        t.act(0, Pickup())


# ---- page 21: tension roll, inspiration and refund -------------------------------------------
def test_tension_double_costs_each_a_gg_and_refund():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "A1")], goal="gg")
    t.s.gg, t.s.wild_gg = [6, 6], 1
    t.s.phase, t.s.current, t.s.tension = "inspiration", None, [CRIT, CRIT]
    t.act(0, Inspire(faces=["critique", "critique"], targets=[None, None]))
    assert t.s.gg == [5, 5] and t.s.kamas[0] == 3


def test_inspiration_power_and_one_kama():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "A1")], goal="gg")
    t.s.gg, t.s.wild_gg = [6, 6], 1
    t.s.phase, t.s.current, t.s.tension = "inspiration", None, [DOUBLE, JOKER]
    with pytest.raises(RuleError):
        t.act(0, Inspire(faces=["armure", "tacle"], targets=["0-anna-tommy", None]))
    t.act(0, Inspire(faces=["esquive", "armure"], targets=["0-anna-tommy", None]))
    assert unit(t, "anna-tommy").inspiration == ["esquive"] and t.s.kamas[0] == 1 and t.s.gg == [6, 6]


def test_first_player_first_turn_has_no_tension_roll():
    from rules.core import Rng
    from rules.krosmaster.model import KrosOptions
    from rules.krosmaster.turns import Turns
    t = Turns.new(KrosOptions(arena="fosse", side="N", autodeploy=True), ["a", "b"], Rng("11" * 32))
    assert t.s.turn == 1 and t.s.phase == "activation" and t.s.tension == []
    while t.s.turn == 1:
        t.act(t.s.active, End())
    assert t.s.phase == "inspiration" and len(t.s.tension) == 2


# ---- page 21 / 26: initiative totals and timelines ---------------------------------------
def test_box_teams_initiative_totals():
    c = content()
    stasis = sum(c.characters[x].init for x in c.teams["stasis"])
    wakfu = sum(c.characters[x].init for x in c.teams["wakfu"])
    assert (stasis, wakfu) == (24, 16)
    assert sum(c.characters[x].level for x in c.teams["stasis"]) == 12


@pytest.mark.parametrize("scenario,totals", [("tuto4", (17, 8)), ("tuto5", (16, 10))])
def test_tutorial_initiative_totals(scenario, totals):
    c = content()
    sc = c.scenarios[scenario]
    got = tuple(sum(c.characters[p.character].init for p in team) for team in sc.teams)
    assert got == totals


def test_timeline_by_initiative():
    from rules.core import Rng
    from rules.krosmaster.model import KrosOptions
    from rules.krosmaster.turns import Turns
    t = Turns.new(KrosOptions(arena="fosse", side="N", autodeploy=True), ["a", "b"], Rng("11" * 32))
    assert t.s.timelines[0] == ["0-reine-des-tofus", "0-guy-yomtella", "0-oscar-nak", "0-bad-aboum"]
    assert t.s.timelines[1] == ["1-anna-tommy", "1-kreol-panikon", "1-roi-des-bouftous", "1-opee-tissoin"]
    assert t.s.first_player == 0


def test_custom_team_rules():
    t = table([(0, "anna-tommy", "A1"), (1, "oscar-nak", "B1")])
    t.check_custom_team(["anna-tommy", "anna-tommy", "oscar-nak", "guy-yomtella"])
    for bad, code in [
        (["reine-des-tofus", "reine-des-tofus", "oscar-nak", "guy-yomtella"], "kros-team-duplicate"),
        (["anna-tommy"] * 3 + ["oscar-nak"], "kros-team-duplicate"),
        (["anna-tommy", "oscar-nak"], "kros-team-levels"),
        (["anna-tommy"], "kros-team-size"),
    ]:
        with pytest.raises(RuleError) as err:
            t.check_custom_team(bad)
        assert err.value.code == code


# ---- page 24: heals: critical roll, no armour roll -----------------------------------------
def test_mot_soignant_heals_with_critical_no_armour():
    t = table([(0, "opee-tissoin", "E5"), (0, "anna-tommy", "E7"), (1, "oscar-nak", "A1")], dice=[CRIT])
    unit(t, "anna-tommy").wounds = 5
    cast(t, "mot-soignant", "E7")
    assert unit(t, "anna-tommy").wounds == 3
    assert not any(e.code == "kros-hit" for e in t.events)


def test_vol_de_vie():
    t = table([(0, "oscar-nak", "E5"), (1, "anna-tommy", "E6")], dice=[CRIT, MISS])
    unit(t, "oscar-nak").wounds = 4
    cast(t, "arnaque", "E6")
    assert unit(t, "anna-tommy").wounds == 2 and unit(t, "oscar-nak").wounds == 2


# ---- FAQ: wound costs (Globule la Crapule's Transfusion: 4 wounds + 5 PA) ------------------
def test_wound_cost_faq():
    transfusion = Spell(id="transfusion", name="Transfusion", kind="special", cost_pa=5, cost_wounds=4,
                        range=Range(kind="personal"))
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "A1"), (0, "oscar-nak", "A3")])
    anna = unit(t, "anna-tommy")
    anna.pa = 7
    anna.wounds = 9  # 12 PV: room for 3 only
    with pytest.raises(RuleError) as err:
        t.cast(anna, transfusion, anna.pos)
    assert err.value.code == "kros-cannot-pay-wounds"
    anna.wounds = 8  # room for 4: K.O., and the spell takes effect
    t.cast(anna, transfusion, anna.pos)
    assert anna.ko


# ---- FAQ: forced moves and traps ------------------------------------------------------------
def test_forced_moves_never_tackled_faq():
    t = table([(0, "kreol-panikon", "A1"), (1, "anna-tommy", "A2"), (0, "roi-des-bouftous", "B2")],
              dice=[MISS] * 3)
    cast(t, "soufflette", "A2")
    assert unit(t, "anna-tommy").pos == cell("A5")
    assert not any(e.code == "kros-tackle" for e in t.events)


# ---- FAQ: +X PM/PA markers are not immediate ------------------------------------------------
def test_markers_wait_for_the_next_activation():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "E9")])
    anna = unit(t, "anna-tommy")
    anna.once_spells.append("engluement")
    cast(t, "engluement", "E9")
    oscar = unit(t, "oscar-nak")
    assert oscar.markers_pm == -2
    t.act(0, End())
    assert t.s.current == oscar.id and oscar.pm == 1 and oscar.markers_pm == 0


# ---- rewards: prices, FAQ Style Enutrof, Pano Abra, Style Sacrieur ---------------------------
def test_reward_prices():
    assert content().prices == {"granit": 3, "jade": 6, "or": 12}


def _shop(kamas):
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "A1")], goal="gg")
    t.s.gg, t.s.kamas = [6, 6], [kamas, 0]
    t.s.demon_cells = [cell("E5")]
    from rules.krosmaster.model import Pile
    t.s.piles = [Pile(rank="jade", face_up="style-enutrof", face_down=["style-xelor"])]
    return t


def test_style_enutrof_faq_cannot_buy_with_4_kamas():
    t = _shop(4)
    with pytest.raises(RuleError) as err:
        t.act(0, BuyReward(pile=0, face_up=True, to="0-anna-tommy"))
    assert err.value.code == "kros-not-enough-kamas"
    t = _shop(6)
    t.act(0, BuyReward(pile=0, face_up=True, to="0-anna-tommy"))
    assert t.s.kamas[0] == 0 and t.s.piles[0].face_up == "style-xelor"
    anna = unit(t, "anna-tommy")
    t.act(0, Reveal(token="style-enutrof"))
    assert t.s.kamas[0] == 2 and anna.pm == 5


def test_pano_abra_faq():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "A1")])
    anna = unit(t, "anna-tommy")  # 3 PM, 12 PV, 6 PA
    anna.pm = 0
    anna.rewards.append(RewardToken(id="pano-abra", known_to=[0]))
    t.act(0, Reveal(token="pano-abra"))
    assert anna.pm == 0 and t.max_pv(anna) == 17 and anna.pa == 8
    assert (t.stat(anna, "pm"), t.stat(anna, "pa")) == (2, 8)


def test_style_sacrieur_faq_roi_with_6_wounds():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "oscar-nak", "A1"), (0, "anna-tommy", "A5")])
    roi = unit(t, "roi-des-bouftous")
    roi.wounds = 6
    roi.rewards.append(RewardToken(id="style-sacrieur", known_to=[0]))
    t.act(0, Reveal(token="style-sacrieur"))
    assert roi.ko


def test_style_sacrieur_adds_3_to_next_elemental_attack():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "E6")], dice=[MISS, MISS])
    roi = unit(t, "roi-des-bouftous")
    roi.wounds = 5
    roi.rewards.append(RewardToken(id="style-sacrieur", known_to=[0]))
    t.act(0, Reveal(token="style-sacrieur"))
    cast(t, "bouftabaffe", "E6")
    assert unit(t, "anna-tommy").wounds == 4


def test_style_feca_blocks_elemental_damage_faq():
    t = table([(0, "reine-des-tofus", "E3"), (1, "anna-tommy", "E6")], dice=[CRIT, CRIT, MISS])
    unit(t, "anna-tommy").rewards.append(RewardToken(id="style-feca", revealed=True))
    summon_of(t, "reine-des-tofus", "tofu", "D6")
    cast(t, "dan-to-fu", "E6")
    assert unit(t, "anna-tommy").wounds == 0


def test_one_equipment_of_each_type():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "A1")])
    anna = unit(t, "anna-tommy")
    anna.rewards += [RewardToken(id="dofus-de-vitesse", revealed=True), RewardToken(id="dofus-cawotte", known_to=[0])]
    with pytest.raises(RuleError) as err:
        t.act(0, Reveal(token="dofus-cawotte"))
    assert err.value.code == "kros-equipment-slot-taken"


def test_reward_limit_is_the_level():
    t = _shop(30)
    unit(t, "anna-tommy").rewards = [RewardToken(id=x) for x in ("eclair", "engluement", "emberlificotage")]
    with pytest.raises(RuleError) as err:
        t.act(0, BuyReward(pile=0, face_up=True, to="0-anna-tommy"))
    assert err.value.code == "kros-reward-limit"


def test_buff_ends_at_the_start_of_the_owners_next_turn():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "A1")])
    anna = unit(t, "anna-tommy")
    anna.rewards.append(RewardToken(id="sang-de-likrone", known_to=[0]))
    t.act(0, Reveal(token="sang-de-likrone"))
    assert {"critique", "armure", "esquive", "tacle"} <= t.powers(anna)
    t.act(0, End())
    assert {"armure"} <= t.powers(anna)  # still during the opponent's turn
    t.act(1, End())
    assert t.s.current == anna.id and "armure" not in t.powers(anna)


def test_riposte():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "E6")], dice=[MISS, MISS])
    unit(t, "anna-tommy").rewards.append(RewardToken(id="panoplie-du-boufmouth", revealed=True))
    cast(t, "bouftabaffe", "E6")
    assert unit(t, "roi-des-bouftous").wounds == 1


def test_perfect_block():
    t = table([(0, "reine-des-tofus", "E5"), (1, "anna-tommy", "E6")])
    unit(t, "anna-tommy").rewards.append(RewardToken(id="blocage-parfait", revealed=True))
    with pytest.raises(RuleError) as err:
        t.act(0, Move(to="E3"))
    assert err.value.code == "kros-perfect-block"


def test_zone_marteau_hits_four_cells():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "E6"), (1, "opee-tissoin", "D6"),
               (1, "kreol-panikon", "F6"), (1, "bad-aboum", "E7")], dice=[MISS, MISS, MISS, MISS, MISS, MISS, MISS])
    anna = unit(t, "anna-tommy")
    anna.rewards.append(RewardToken(id="marteau-faistos", revealed=True))
    cast(t, "marteau-faistos", "E6")
    assert [unit(t, x).wounds for x in ("oscar-nak", "opee-tissoin", "kreol-panikon", "bad-aboum")] == [3, 3, 3, 3]

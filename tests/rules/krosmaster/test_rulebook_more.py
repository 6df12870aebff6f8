"""More of the rulebook's examples and FAQ answers, with its numbers (see test_rulebook.py)."""

import pytest

from rules.core import Rng, RuleError
from rules.krosmaster.content import content
from rules.krosmaster.model import (
    BuyReward,
    Cast,
    End,
    KrosOptions,
    Move,
    Pile,
    Punch,
    Reveal,
    RewardToken,
)
from rules.krosmaster.turns import Turns

from .helpers import ARMOUR, CRIT, MISS, cell, summon_of, table, unit


def cast(t, spell, at):
    t.act(t.s.active, Cast(spell=spell, at=at))


# page 6: « Le Roi des Bouftous peut par exemple dépenser 2 PM pour se déplacer, puis 5 PA pour
# attaquer, puis de nouveau 1 PM pour se déplacer. »
def test_pm_and_pa_spent_in_any_order():
    # punch: critical and armour rolls miss; the Reine's tackle roll (1 die) fails
    t = table([(0, "roi-des-bouftous", "E3"), (1, "reine-des-tofus", "E6")], dice=[MISS, MISS, CRIT])
    roi = unit(t, "roi-des-bouftous")
    t.act(0, Move(to="E5"))
    t.act(0, Punch(at="E6"))
    t.act(0, Move(to="F5"))  # leaves the Reine's side: her tackle fails
    assert (roi.pm, roi.pa, roi.pos) == (0, 2, cell("F5"))
    assert unit(t, "reine-des-tofus").wounds == 1


# FAQ Pano Abra, second half: « Si la Pano Abra avait été révélée alors qu'il restait des PM au
# Krosmaster, il aurait immédiatement perdu 1 PM. »
def test_pano_abra_with_pm_left_loses_one_now():
    t = table([(0, "anna-tommy", "E5"), (1, "oscar-nak", "A1")])
    anna = unit(t, "anna-tommy")
    anna.rewards.append(RewardToken(id="pano-abra", known_to=[0]))
    t.act(0, Reveal(token="pano-abra"))
    assert (anna.pm, anna.pa, t.max_pv(anna)) == (2, 8, 17)


# FAQ: « Peut-il effectuer un jet d'armure ? OUI, mais avec un seul dé. Même s'il a plusieurs
# fois le pouvoir Armure ? OUI »: Sournoiserie (Perce-Armure, 0 damage) on Oscar Nak with
# Armure three times (his own, an equipment, an inspiration die)
def test_perce_armure_one_die_even_with_armure_many_times():
    t = table([(0, "oscar-nak", "E3"), (1, "oscar-nak", "E5")], dice=[CRIT, ARMOUR])
    target = t.s.units[1]
    target.rewards.append(RewardToken(id="panoplie-du-chevalier", revealed=True))
    target.inspiration.append("armure")
    cast(t, "sournoiserie", "E5")
    hit = next(e for e in t.events if e.code == "kros-hit")
    assert hit.params["faces"] == [ARMOUR] and hit.params["wounds"] == 0  # 0 + 1 critical - 1


# page 16: « Opée Tissoin peut lancer ce sort sur elle-même (la portée 0 correspond à la case où
# elle se trouve) ou sur un personnage jusqu'à 3 cases de distance. »
def test_mot_soignant_on_herself_and_up_to_3():
    t = table([(0, "opee-tissoin", "E5"), (0, "anna-tommy", "E9"), (1, "oscar-nak", "A1")], dice=[MISS, MISS])
    opee = unit(t, "opee-tissoin")
    opee.wounds = 3
    unit(t, "anna-tommy").wounds = 3
    cast(t, "mot-soignant", "E5")
    assert opee.wounds == 2
    with pytest.raises(RuleError) as err:
        cast(t, "mot-soignant", "E9")  # 4 squares away
    assert err.value.code == "kros-out-of-range"


# page 17: « Bad Aboum peut lancer une Bombe à Eau de 1 à 3 cases de distance, en ignorant les
# règles de ligne de vue ... cette case doit être vide de tout obstacle (buisson, arbre ou
# personnage) »
def test_water_bomb_ignores_line_of_sight_but_needs_a_free_square():
    t = table([(0, "bad-aboum", "E5"), (1, "oscar-nak", "A1")], decor=[("tree", "E6"), ("bush", "F6")])
    cast(t, "lance-de-bombe-a-eau", "E7")  # behind the tree
    assert any(u.ref == "bombe-a-eau" and u.pos == cell("E7") for u in t.s.units)
    with pytest.raises(RuleError) as err:
        cast(t, "lance-de-bombe-a-eau", "F6")
    assert err.value.code == "kros-cell-not-free"


# page 17: « Plusieurs pions -1 PA peuvent affecter le même personnage et lui faire perdre ainsi
# plusieurs PA au début de son tour ; ils sont alors tous défaussés. »
def test_several_pa_markers_all_apply_and_are_discarded():
    t = table([(0, "bad-aboum", "E2"), (1, "anna-tommy", "E6")], dice=[MISS] * 8)
    summon_of(t, "bad-aboum", "bombe-a-eau", "D5")
    summon_of(t, "bad-aboum", "bombe-a-eau", "F7")
    anna = unit(t, "anna-tommy")
    b1, b2 = [u for u in t.s.units if u.ref == "bombe-a-eau"]
    t.wound(b1, 1)
    t.check_ko(b1)
    t.wound(b2, 1)
    t.check_ko(b2)
    assert anna.markers_pa == -2
    t.act(0, End())
    assert t.s.current == anna.id and anna.pa == 4 and anna.markers_pa == 0


# page 10: « Si des créatures invoquées sont éliminées, elles peuvent être invoquées de nouveau,
# tant que la limite sur le terrain est respectée »
def test_a_ko_summon_can_be_summoned_again():
    t = table([(0, "roi-des-bouftous", "E5"), (1, "anna-tommy", "A1")])
    roi = unit(t, "roi-des-bouftous")
    roi.pa = 8
    cast(t, "invocation-de-bouftou", "E6")
    bouftou = next(u for u in t.s.units if u.ref == "bouftou")
    t.wound(bouftou, 3)
    t.check_ko(bouftou)
    cast(t, "invocation-de-bouftou", "E4")
    assert sum(1 for u in t.s.units if u.ref == "bouftou") == 1


# pages 14-16: minimum ranges: Flèche Harcelante 3-8 « ne peut donc pas être utilisé contre un
# ennemi adjacent ou à 2 cases », Sournoiserie 2-3 and Mot Interdit 2-4 « inutile contre un
# ennemi adjacent »
@pytest.mark.parametrize("caster, spell, near, ok", [
    ("guy-yomtella", "fleche-harcelante", "E7", "E8"),
    ("oscar-nak", "sournoiserie", "E6", "E7"),
    ("opee-tissoin", "mot-interdit", "E6", "E7"),
])
def test_minimum_ranges(caster, spell, near, ok):
    t = table([(0, caster, "E5"), (1, "anna-tommy", near)], dice=[MISS, MISS])
    with pytest.raises(RuleError) as err:
        cast(t, spell, near)
    assert err.value.code == "kros-out-of-range"
    unit(t, "anna-tommy").pos = cell(ok)
    t.reindex()
    cast(t, spell, ok)


# page 24: « le joueur actif l'attribue à n'importe quel Krosmaster de son camp ... qu'il soit ou
# non sur une case Démon » and « le pion doit être placé face cachée sur sa carte »
def test_reward_given_to_another_krosmaster_face_down():
    t = table([(0, "anna-tommy", "E5"), (0, "oscar-nak", "L12"), (1, "guy-yomtella", "A1")], goal="gg")
    t.s.gg, t.s.kamas, t.s.demon_cells = [6, 6], [3, 0], [cell("E5")]
    t.s.piles = [Pile(rank="granit", face_up="potion-bulbique", face_down=["eclair"])]
    t.act(0, BuyReward(pile=0, face_up=True, to="0-oscar-nak"))
    tok = unit(t, "oscar-nak").rewards[0]
    assert tok.id == "potion-bulbique" and not tok.revealed and tok.known_to == [0, 1]
    assert unit(t, "anna-tommy").pa == 5 and t.s.kamas[0] == 0


# page 21, draft: « La dernière carte revient au joueur qui a choisi la première carte. »
def test_duel_draft_last_card_to_the_first_picker():
    t = Turns.new(KrosOptions(teams="draft"), ["a", "b"], Rng("71" * 32))
    first = t.s.draft_first
    assert t.s.draft_order == [first, 1 - first, 1 - first, first, first, 1 - first, 1 - first]
    while t.s.phase == "draft":
        pick = t.s.draft_visible[0]
        t.act(t.s.active, __import__("rules.krosmaster.model", fromlist=["DraftPick"]).DraftPick(character=pick))
    assert len(t.s.picks[0]) == len(t.s.picks[1]) == 4


# page 21: « En cas d'égalité, c'est l'équipe avec le personnage ayant l'Initiative la plus
# élevée qui détermine le premier joueur. » 7 + 7 + 1 + 1 = 16 against 9 + 1 + 2 + 4 = 16
def test_duel_initiative_tie_highest_initiative_first():
    custom = [["guy-yomtella", "guy-yomtella", "opee-tissoin", "opee-tissoin"],
              ["anna-tommy", "opee-tissoin", "roi-des-bouftous", "kreol-panikon"]]
    t = Turns.new(KrosOptions(teams="custom", custom=custom), ["a", "b"], Rng("72" * 32))
    assert t.s.first_player == 1 and t.s.active == 1  # the first player chooses the arena


# page 19/21 set-up: « Placez un pion Kama sur chaque case Kama et sur chaque case Démon ; si une
# case Kama présente 2 kamas, placez deux pions », « Vous devriez avoir 6 piles de pions face
# cachée (2 de chaque Rang) et 6 pions ... visible », « Chaque joueur prend 6 pions GG », the
# wild GG
def test_arena_set_up():
    t = Turns.new(KrosOptions(arena="fosse", side="N", autodeploy=True), ["a", "b"], Rng("73" * 32))
    a = content().arenas["fosse"]
    assert sum(t.s.floor_kamas.values()) == len(a.kama_1) + 2 * len(a.kama_2) + len(a.demon_cells) == 40
    assert [p.rank for p in t.s.piles] == ["granit", "granit", "jade", "jade", "or", "or"]
    assert all(p.face_up for p in t.s.piles)
    assert sum(1 + len(p.face_down) for p in t.s.piles) == 60
    assert t.s.gg == [6, 6] and t.s.wild_gg == 1


# page 28: « Lorsque votre Krosmaster utilise la Potion de Rappel, placez sa figurine dans une
# des cases Départ de votre équipe. Ce déplacement spécial ne génère pas de blocage. »
def test_potion_de_rappel_to_a_start_cell_without_tackle():
    t = Turns.new(KrosOptions(arena="fosse", side="N", autodeploy=True), ["a", "b"], Rng("74" * 32))
    u = t.by_id[t.s.current]
    home = set(t.deploy_cells(u.seat))
    foe = next(x for x in t.s.units if x.seat != u.seat)
    t.at.pop(u.pos)
    u.pos = (5, 5)
    t.at[u.pos] = u
    t.at.pop(foe.pos)
    foe.pos = (5, 6)
    t.at[foe.pos] = foe
    u.rewards.append(RewardToken(id="potion-de-rappel", known_to=[u.seat]))
    free = next(c for c in sorted(home) if t.is_free(c))
    t.events = []
    t.act(u.seat, Reveal(token="potion-de-rappel", at=f"{chr(65 + free[0])}{free[1] + 1}"))
    assert u.pos == free and not any(e.code == "kros-tackle" for e in t.events)

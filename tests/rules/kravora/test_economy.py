"""3.1 attacks, salaries, recycling, dismantling, purchases, buildings and the canon
(K25-K28, K35-K37, K40-K45, K49-K55, K64, K67, K68; rulings KA1, KA3, KA4, KA15, KA21, KA22, KA27)."""

from __future__ import annotations

import pytest

from rules.core import Event, RuleError, i18n
from rules.kravora import GAME
from rules.kravora.content import content
from rules.kravora.economy import salary
from rules.kravora.model import (
    Attack,
    Auto,
    Build,
    Buy,
    Canon,
    Dismantle,
    Done,
    Killed,
    Recycle,
)

from .helpers import fresh, lines, play, put, where


def test_k40_k45_the_memo():
    memo = {u.id: (u.pv, u.hits, u.reach_min, u.reach_max, u.speed, u.price, u.size) for u in content().units}
    assert memo == {
        "fantoche": (1, 1, 0, 0, 1, 1, 1), "sprinteur": (1, 1, 0, 0, 3, 2, 1),
        "caillasseur": (1, 1, 1, 2, 1, 2, 1), "long_bras": (2, 3, 0, 0, 2, 4, 2),
        "costaud": (5, 1, 0, 0, 1, 4, 2), "rocailleur": (3, 4, 1, 3, 1, 8, 2),
    }
    assert all(u.source == "rulebook" for u in content().units)
    assert all(b.source == "ours" for b in content().buildings + content().ruses)  # prices lost: ours


def test_k25_k26_a_defender_kills_an_enemy_which_goes_to_the_reserve():
    s = fresh()
    d = put(s, 0, "costaud", 3, defender=True)
    e = put(s, 0, "sprinteur", 3)
    put(s, 0, "caillasseur", 3, defender=True)  # another defender still to strike: 3.1 goes on
    put(s, 0, "fantoche", 1)
    s, ev = play(s, 0, Attack(unit=d.id, target=e.id))
    assert where(s, 0) == [("caillasseur", 3, 1), ("costaud", 3, 5), ("fantoche", 1, 1)] and s.players[0].kills == 1
    assert [(k.kind, k.owner) for k in s.players[0].reserve] == [("sprinteur", -1)]
    assert lines(ev) == ["Costaud (ligne 3) → ligne 3 : Sprinteur ✝"]
    with pytest.raises(RuleError) as exc:
        play(s, 0, Attack(unit=d.id, target=e.id))
    assert exc.value.code == "kra-already-struck"


def test_ka4_reach_is_towards_line_1_unless_tir_arriere():
    s = fresh()
    c = put(s, 0, "caillasseur", 4, defender=True)
    near = put(s, 0, "fantoche", 2)
    behind = put(s, 0, "fantoche", 5)
    with pytest.raises(RuleError) as exc:
        play(s, 0, Attack(unit=c.id, target=behind.id))
    assert exc.value.code == "kra-out-of-reach"
    s2, _ = play(s, 0, Attack(unit=c.id, target=near.id))
    assert [u.kind for u in s2.players[0].units if not u.defender] == ["fantoche"]
    s3 = fresh(tir_arriere=True)
    c3 = put(s3, 0, "caillasseur", 4, defender=True)
    b3 = put(s3, 0, "fantoche", 5)
    s3, _ = play(s3, 0, Attack(unit=c3.id, target=b3.id))
    assert s3.players[0].kills == 1


def test_rocailleur_defender_strikes_four_units_of_a_line_and_the_lab_keeps_five():
    s = fresh()
    s.players[0].buildings.append("laboratoire")
    r = put(s, 0, "rocailleur", 5, defender=True)
    for _ in range(5):
        put(s, 0, "fantoche", 3)
    s, ev = play(s, 0, Attack(unit=r.id, line=3))
    p = s.players[0]
    assert len([u for u in p.units if not u.defender]) == 1 and p.kills == 4 and len(p.lab) == 4
    assert lines(ev)[0] == "Rocailleur (ligne 5) → ligne 3 : Fantoche ✝, Fantoche ✝, Fantoche ✝, Fantoche ✝"


def test_auto_attack_allocates_every_ready_defender():
    s = fresh()
    put(s, 0, "costaud", 4, defender=True)
    put(s, 0, "caillasseur", 4, defender=True)
    put(s, 0, "fantoche", 4)
    put(s, 0, "sprinteur", 3)
    s, ev = play(s, 0, Auto())
    assert [u for u in s.players[0].units if not u.defender] == [] and s.players[0].kills == 2
    assert lines(ev)[:3] == ["Caillasseur (ligne 4) → ligne 3 : Sprinteur ✝", "Costaud (ligne 4) → ligne 4 : Fantoche ✝",
                             "p0 : aucun défenseur n'a d'ennemi à portée, pas de ruse : le bot dit « Fini », l'ennemi attaque"]


def test_k35_salary_for_living_units_is_capped_at_15():
    s = fresh()
    for _ in range(8):
        put(s, 0, "costaud", 5, defender=True)  # 8 big units: 16L, capped
    put(s, 0, "fantoche", 5, defender=True)
    before = s.players[0].blood
    ev: list[Event] = []
    salary(s, 0, ev)
    assert s.players[0].blood - before == 15


def test_k36_salary_for_kills_reserve_1l_laboratoire_2l():
    s = fresh()
    p = s.players[0]
    p.reserve = [Killed(kind="fantoche", owner=-1)] * 3
    p.lab = [Killed(kind="costaud", owner=-1)] * 2
    put(s, 0, "sprinteur", 5, defender=True)
    before = p.blood
    ev: list[Event] = []
    salary(s, 0, ev)
    assert p.blood - before == 1 + 3 + 4
    assert lines(ev) == [f"Phase 4 : p0 gagne 1L (unités vivantes) + 7L (unités tuées) → {before + 8}L"]


def test_phase_4_choices_only_when_possible_then_purchases():
    s = fresh()
    s, _ = play(s, 0, Done())  # no defender, wall 10: dismantling is possible
    assert s.step == "salary"
    s, ev = play(s, 0, Dismantle(points=2))
    assert s.players[0].wall == 8 and s.step == "buy"  # 2 points: « que 2 points de vie en une fois »
    assert lines(ev)[0].startswith("p0 démonte 2 points du mur : +2L, mur 8")


@pytest.mark.parametrize("wall,points,gain", [(10, 2, 2), (7, 2, 2), (6, 2, 4), (5, 2, 6), (2, 1, 3)])
def test_k68_dismantling_prices(wall, points, gain):
    """« 1L de sang pour les cinq premiers et 3L de sang pour les cinq derniers »."""
    s = fresh(step="salary")
    s.players[0].wall = wall
    before = s.players[0].blood
    s, _ = play(s, 0, Dismantle(points=points))
    assert s.players[0].blood - before == gain and s.players[0].wall == wall - points


def test_k68_dismantling_limits():
    s = fresh(step="salary")
    s.players[0].wall = 2
    with pytest.raises(RuleError) as exc:
        play(s, 0, Dismantle(points=2))  # never the last point (ruling KA22)
    assert exc.value.code == "kra-dismantle-limit"
    s2 = fresh(step="salary")
    put(s2, 0, "fantoche", 5, defender=True)
    with pytest.raises(RuleError) as exc:
        play(s2, 0, Dismantle(points=1))
    assert exc.value.code == "kra-dismantle-defenders"


def test_k64_recycling_one_unit_small_1l_big_2l():
    s = fresh(step="salary")
    big = put(s, 0, "costaud", 5, defender=True)
    put(s, 0, "fantoche", 5, defender=True)
    before = s.players[0].blood
    s, _ = play(s, 0, Recycle(unit=big.id))
    assert s.players[0].blood - before == 2 and s.players[0].stock["costaud"] == 8
    assert s.step == "buy"  # one unit per turn (ruling KA21), defenders left: no dismantling


def test_k37_k49_purchases_and_the_caserne():
    s = fresh(step="buy")
    s.players[0].blood = 25
    s, ev = play(s, 0, Buy(unit="rocailleur", line=5))
    assert s.players[0].blood == 17 and lines(ev) == ["p0 achète Rocailleur en ligne 5 (−8L, reste 17L)"]
    s, _ = play(s, 0, Build(building="caserne"))
    assert s.players[0].blood == 17 - content().building_price("caserne") == 8
    blood = s.players[0].blood
    s, _ = play(s, 0, Buy(unit="costaud", line=4))
    s, _ = play(s, 0, Buy(unit="fantoche", line=4))
    assert blood - s.players[0].blood == 3 + 1  # -1L, « Ne fonctionne pas sur les fantoches »
    with pytest.raises(RuleError) as exc:
        play(s, 0, Build(building="caserne"))
    assert exc.value.code == "kra-already-built"


def test_ka27_the_players_stock_limits_purchases():
    s = fresh(step="buy")
    s.players[0].blood = 200
    for _ in range(8):
        s, _ = play(s, 0, Buy(unit="costaud", line=4))
    with pytest.raises(RuleError) as exc:
        play(s, 0, Buy(unit="costaud", line=4))
    assert exc.value.code == "kra-no-stock"


def test_k55_canon_sends_fantoches_even_to_line_5_the_turn_it_is_built():
    s = fresh(n=3, step="buy")
    s.players[0].blood = 20
    s, _ = play(s, 0, Build(building="canon"))
    s, ev = play(s, 0, Canon(player=2, line=5, count=3))
    assert where(s, 2) == [("fantoche", 5, 1)] * 3 and all(u.owner == 0 for u in s.players[2].units)
    assert s.players[0].kills == 3 and s.players[0].stock["fantoche"] == 7  # they count (K23)
    assert lines(ev) == ["Canon : p0 envoie 3 fantoches en ligne 5 chez p2 (−3L)"]
    s.step = "attack"
    with pytest.raises(RuleError) as exc:
        play(s, 0, Canon(player=1, line=2))  # phase 5 only (ruling KA15)
    assert exc.value.code == "kra-not-now"


def test_k52_atelier_and_k67_buildings_act_at_once():
    s = fresh(step="buy")
    s.players[0].blood = 30
    s, _ = play(s, 0, Build(building="hutte"))
    s, _ = play(s, 0, {"type": "ruse", "name": "bouclier"})  # the hutte works the turn it is built
    assert s.players[0].shields == 1


def test_a_prompt_with_only_done_is_played_by_the_bot_in_one_line():
    s = fresh()
    d = put(s, 0, "costaud", 3, defender=True)
    e = put(s, 0, "sprinteur", 3)
    s.players[0].blood = 0
    s, ev = play(s, 0, Attack(unit=d.id, target=e.id))
    # no defender left to strike, no hutte: « Fini » is played for him, the enemies play
    assert lines(ev)[1] == "p0 : aucun défenseur n'a d'ennemi à portée, pas de ruse : le bot dit « Fini », l'ennemi attaque"
    assert lines(ev, "en")[1] == "p0: no defender has an enemy in reach, no ruse: the bot says \"Done\", the enemy attacks"
    assert s.step == "salary" and s.active == 0  # recycling the costaud is a real choice
    s, ev = play(s, 0, Recycle(unit=d.id))
    assert s.step == "salary"  # no defender now: dismantling the wall is a real choice
    s, ev = play(s, 0, Done())
    assert s.step == "buy" and GAME.has_choice(s, 0)
    for k in s.players[0].stock:
        s.players[0].stock[k] = 0  # nothing left to buy: the purchases are not asked either
    s.players[0].blood = 8
    s, ev = play(s, 0, {"type": "build", "building": "centre_tri"})
    assert lines(ev)[1:3] == ["p0 n'a rien d'achetable (0L) : le bot dit « Fini », fin de son tour",
                              "Phase 6 : aucune unité à venir chez p0"]
    assert s.active == 1


def test_both_dismantles_are_reachable_by_pointing():
    s = fresh(step="salary")
    tree = GAME.choice_tree(s, 0)
    leaves = sorted((leaf.command, tuple(sorted(leaf.args.items()))) for _, leaf in tree.leaves())
    assert ("dismantle", (("points", "1"),)) in leaves and ("dismantle", (("points", "2"),)) in leaves
    labels = [i18n.t("fr", o.label, o.params) for o in tree.options]
    assert "Démonter 1 point du mur" in labels and "Démonter 2 points du mur" in labels

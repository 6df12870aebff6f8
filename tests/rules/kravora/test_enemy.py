"""3.2 and 3.3: the bot plays the enemies (K29-K34, K46-K48; rulings KA5-KA9)."""

from __future__ import annotations

from rules.core import Event
from rules.kravora.enemy import attack_order, enemy_attack, enemy_move, move_order

from .helpers import fresh, lines, put, where


def test_k29_strongest_then_farthest_attack_first():
    s = fresh()
    f4 = put(s, 0, "fantoche", 4)
    r3 = put(s, 0, "rocailleur", 3)
    lb2 = put(s, 0, "long_bras", 2)
    co1 = put(s, 0, "costaud", 1)
    c1 = put(s, 0, "caillasseur", 1)
    s2 = put(s, 0, "sprinteur", 2)
    lb1 = put(s, 0, "long_bras", 1)
    order = [u.id for u in attack_order(s.players[0].units)]
    # rocailleur (8), long bras (4, 3x1; line 1 before line 2), costaud (4), caillasseur, sprinteur, fantoche
    assert order == [r3.id, lb1.id, lb2.id, co1.id, c1.id, s2.id, f4.id]


def test_k32_an_enemy_on_line_4_without_a_defender_hits_the_wall():
    s = fresh()
    put(s, 0, "fantoche", 4)
    put(s, 0, "fantoche", 3)  # not at the fortress: strikes nobody
    ev: list[Event] = []
    enemy_attack(s, 0, ev)
    assert s.players[0].wall == 9
    assert lines(ev)[1:] == ["Fantoche (ligne 3) : personne à frapper", "Fantoche (ligne 4) → mur −1"] or \
        lines(ev)[1:] == ["Fantoche (ligne 4) → mur −1", "Fantoche (ligne 3) : personne à frapper"]


def test_k46_rocailleur_touching_two_units_on_line_5_sends_the_rest_to_the_wall():
    """« si la rocallie touche 2 unités en ligne 4 ou 5, l'intégralité de l'excédent ... au mur »."""
    s = fresh()
    put(s, 0, "rocailleur", 4)
    put(s, 0, "fantoche", 5, defender=True)
    put(s, 0, "costaud", 5, defender=True)
    ev: list[Event] = []
    enemy_attack(s, 0, ev)
    assert s.players[0].wall == 8  # 4 hits, 2 units touched, 2 to the wall
    assert where(s, 0) == [("costaud", 5, 4), ("rocailleur", 4, 3)]
    assert lines(ev)[-1] == "Rocailleur (ligne 4) → ligne 5 : Fantoche ✝, Costaud 5→4, mur −2"
    assert s.players[0].stock["fantoche"] == 10  # the killed defender is back in the stock (K31)


def test_k47_long_bras_excess_on_a_surviving_unit_instead_of_the_wall():
    """« S'il reste des points de vie à une unité qui a déjà été touchée ..., elle prend les dégâts »."""
    s = fresh()
    put(s, 0, "long_bras", 4)
    put(s, 0, "costaud", 4, defender=True)
    ev: list[Event] = []
    enemy_attack(s, 0, ev)
    assert s.players[0].wall == 10
    assert where(s, 0) == [("costaud", 4, 2), ("long_bras", 4, 2)]
    assert lines(ev)[-1] == "Long bras (ligne 4) → ligne 4 : Costaud 5→4, Costaud 4→3, Costaud 3→2"


def test_k30_long_bras_excess_goes_to_the_wall_when_the_units_die():
    s = fresh()
    put(s, 0, "long_bras", 4)
    put(s, 0, "fantoche", 5, defender=True)
    ev: list[Event] = []
    enemy_attack(s, 0, ev)
    assert s.players[0].wall == 8
    assert lines(ev, "en")[-1] == "Long bras (line 4) → line 5: Fantoche ✝, wall −2"


def test_k31_centre_de_tri_keeps_a_killed_defender_in_the_reserve():
    s = fresh()
    s.players[0].buildings.append("centre_tri")
    put(s, 0, "sprinteur", 4)
    put(s, 0, "fantoche", 4, defender=True)
    enemy_attack(s, 0, [])
    assert [(k.kind, k.owner) for k in s.players[0].reserve] == [("fantoche", 0)]
    assert s.players[0].stock["fantoche"] == 9  # back to the stock only in phase 6


def test_ka5_a_caillasseur_strikes_one_or_two_lines_ahead():
    s = fresh()
    put(s, 0, "caillasseur", 2)
    d = put(s, 0, "costaud", 4, defender=True)
    enemy_attack(s, 0, [])
    assert d.pv == 4 and s.players[0].wall == 10


def test_k33_closest_then_slowest_move_first_and_their_speeds():
    s = fresh()
    sp = put(s, 0, "sprinteur", 1)
    lb = put(s, 0, "long_bras", 1)
    f = put(s, 0, "fantoche", 1)
    f2 = put(s, 0, "fantoche", 2)
    assert [u.id for u in move_order(s.players[0].units)] == [f2.id, f.id, lb.id, sp.id]
    ev: list[Event] = []
    enemy_move(s, 0, ev)
    assert (f.line, f2.line, lb.line, sp.line) == (2, 3, 3, 4)
    assert lines(ev)[1:] == ["Fantoche (ligne 2) → ligne 3", "Fantoche (ligne 1) → ligne 2",
                             "Long bras (ligne 1) → ligne 3", "Sprinteur (ligne 1) → ligne 4"]


def test_k34_a_defender_holds_one_enemy_the_excess_passes():
    s = fresh()
    put(s, 0, "fantoche", 3, defender=True)
    a = put(s, 0, "fantoche", 2)
    b = put(s, 0, "fantoche", 2)
    enemy_move(s, 0, [])
    assert (a.line, b.line) == (3, 3)  # the first is held on line 3, the second walks in (speed 1)
    enemy_move(s, 0, [])
    assert sorted((a.line, b.line)) == [3, 4]  # one stays held, « les unités excédentaires peuvent avancer »


def test_k48_sprinteur_overflows_a_busy_defender_but_is_stopped_by_a_free_one():
    s = fresh()
    put(s, 0, "fantoche", 2, defender=True)
    put(s, 0, "costaud", 2)  # holds the defender of line 2 (« accaparé »)
    sp = put(s, 0, "sprinteur", 1)
    enemy_move(s, 0, [])
    assert sp.line == 4
    s2 = fresh()
    put(s2, 0, "fantoche", 2, defender=True)
    sp2 = put(s2, 0, "sprinteur", 1)
    ev: list[Event] = []
    enemy_move(s2, 0, ev)
    assert sp2.line == 2 and lines(ev)[-1] == "Sprinteur (ligne 1) → ligne 2, retenu"


def test_ka2_enemies_stop_on_line_4():
    s = fresh()
    sp = put(s, 0, "sprinteur", 3)
    enemy_move(s, 0, [])
    assert sp.line == 4


# --- ruling KA9: one reading of seed 002 L204, L208 and L256 for the rocailleur -----------------
# L204 « Les dégâts excédentaires de long bras ou de rocallier sur la dernière ligne avant la
#       forteresse ou sur celle-ci enlèvent des points de vie au mur du joueur. »
# L208 « Si des unités ennemis n'ont pas d'unité à attaquer en ligne 4 ou 5, ils infligent des
#       dégâts au mur du joueur. De même, si leur attaque excède le nombre d'unités présentes,
#       l'excédent de dégâts est infligé au mur. »
# L256 « Rocailleur : Inflige 1 dégât maximum par unité à 4 unités. Cependant si la rocallie
#       touche 2 unités en ligne 4 ou 5, l'intégralité de l'excédent de dégâts est infligée au mur. »
# The wall is reached from where the rocailleur STANDS (line 4 or 5), with or without a target.


def test_ka9_a_rocailleur_on_line_3_striking_a_defender_on_line_4_spares_the_wall():
    s = fresh()
    put(s, 0, "rocailleur", 3)
    put(s, 0, "fantoche", 4, defender=True)
    ev: list[Event] = []
    enemy_attack(s, 0, ev)
    assert s.players[0].wall == 10  # was 7 when the excess followed the struck line
    assert lines(ev)[-1] == "Rocailleur (ligne 3) → ligne 4 : Fantoche ✝"


def test_ka9_defending_never_costs_more_wall_than_leaving_the_lines_empty():
    for line in (1, 2, 3, 4):
        for defended in (0, 1, 2, 4):
            s = fresh()
            put(s, 0, "rocailleur", line)
            for _ in range(defended):
                put(s, 0, "fantoche", min(5, line + 1), defender=True)
            enemy_attack(s, 0, [])
            empty = fresh()
            put(empty, 0, "rocailleur", line)
            enemy_attack(empty, 0, [])
            assert 10 - s.players[0].wall <= 10 - empty.players[0].wall, (line, defended)


def test_ka9_a_rocailleur_on_line_4_sends_to_the_wall_what_its_targets_do_not_take():
    s = fresh()
    put(s, 0, "rocailleur", 4)
    put(s, 0, "fantoche", 5, defender=True)
    ev: list[Event] = []
    enemy_attack(s, 0, ev)
    assert s.players[0].wall == 7  # 1 unit touched, 3 hits to the wall (L208 « De même »)
    empty = fresh()
    put(empty, 0, "rocailleur", 4)
    enemy_attack(empty, 0, [])
    assert empty.players[0].wall == 6  # no unit to attack on line 4 or 5: 4 hits to the wall (L208)


def test_ka9_a_rocailleur_on_line_2_with_nobody_in_reach_does_nothing():
    s = fresh()
    put(s, 0, "rocailleur", 2)
    ev: list[Event] = []
    enemy_attack(s, 0, ev)
    assert s.players[0].wall == 10
    assert lines(ev)[-1] == "Rocailleur (ligne 2) : personne à frapper"

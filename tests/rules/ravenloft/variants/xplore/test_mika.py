"""Mika R.'s variant (seed L735-790; rulings A50, A51): exploring for 2 movement points (or
the last one), the black tile's choice, the monster behind, the initiative test 14/12/10 and
Confus on 1-2."""

import pytest

from rules.ravenloft.commands import Attack, Cancel, End, Explore, Move, Pass
from rules.ravenloft.variants.xplore.mika import initiative_target
from rules.ravenloft.variants.xplore.play import encounter_due
from tests.rules.ravenloft.variants.xplore.xv_helpers import (
    GAME,
    RuleError,
    act,
    codes,
    monster,
    table,
)


@pytest.mark.parametrize(("xp", "need"), [(1, 10), (2, 12), (3, 14), (5, 18), (6, 20), (9, 20)])
def test_the_initiative_target_by_the_monsters_xp(xp, need):
    """L774-780: 3 XP 14+, 2 XP 12+, 1 XP 10+; villains by ruling A50 (10 + 2 × (XP − 1), at most 20)."""
    assert initiative_target(xp) == need


def test_exploring_costs_two_movement_points_and_the_rest_may_be_used():
    """L755 « le héros explore en dépensant 2 points de déplacement … libre d'utiliser ou pas le
    surplus »."""
    s = table("mika")
    s.tile_stack.append("corridor")
    s.monsters.cards.append("wolf#2")
    s, _ = act(s, Move(to="G2"))  # 3 of Kat's 6 squares
    s, ev = act(s, Move(to="H2"))  # the same move goes on: 1 more
    assert s.turn.actions == ["move"] and s.xplore.left == 2
    s, ev = act(s, Explore(side="e"))
    assert codes(ev)[:3] == ["cr-xv-explore", "cr-tile-placed", "cr-monster-appears"] and s.xplore.left == 0
    assert ev[0].params["cost"] == 2


def test_the_last_movement_point_on_the_edge_pays_for_exploring():
    """L762 « (ou son dernier point de déplacement si on se retrouve alors sur un bord inexploré) »."""
    s = table("mika")
    s.heroes[0].speed = 5
    s.tile_stack.append("corridor")
    s, _ = act(s, Move(to="H2"))
    assert s.xplore.left == 1
    s, ev = act(s, Explore(side="e"))
    assert ev[0].params["cost"] == 1 and s.turn.actions == ["move"]


def test_exploring_without_a_move_to_pay_is_refused():
    s = table("mika")
    s.heroes[0].speed = 4
    s, _ = act(s, Move(to="H2"))  # all 4 points spent
    s, _ = act(s, Move(to="H3"))  # a second move action: 1 square of 4, 3 left
    s, _ = act(s, Move(to="H2"))  # 2 left
    s, _ = act(s, Move(to="H4"))  # 0 left, no move action left
    with pytest.raises(RuleError) as err:
        act(s, Explore(side="s"))
    assert err.value.code == "cr-xv-no-points"


def test_the_black_tile_asks_and_the_monster_behind_goes_to_the_nearest_other_unexplored_edge():
    """L763-766: a monster at once « sur le bord inexploré le plus proche d'une section de donjon
    déjà en jeu (et pas la dernière section de donjon posée) », then the tile's own monster;
    L790: then no encounter."""
    s = table("mika")
    s.tile_stack.append("room")  # black
    s.monsters.cards += ["zombie#1", "wolf#1"]
    s, _ = act(s, Move(to="H2"))
    s, ev = act(s, Explore(side="e"))
    assert [p.kind for p in s.pending] == ["xv-mika-black"] and "cr-monster-appears" not in codes(ev)
    s, ev = act(s, Cancel())
    appeared = [e.params["square"] for e in ev if e.code == "cr-monster-appears"]
    assert appeared[0] == "F4"  # the start tile's south edge, 2 squares from Kat (then row, column)
    assert s.heroes[0].cards == ["wolf#1", "zombie#1"] and len(appeared) == 2
    assert s.turn.phase == "hero" and encounter_due(s) is False


def test_choosing_the_encounter_keeps_it_for_the_villain_phase():
    s = table("mika")
    s.tile_stack.append("room")
    s.monsters.cards += ["zombie#1", "wolf#1"]
    s, _ = act(s, Move(to="H2"))
    s, _ = act(s, Explore(side="e"))
    s, ev = act(s, Pass())
    assert [e.code for e in ev].count("cr-monster-appears") == 1 and s.heroes[0].cards == ["wolf#1"]
    assert encounter_due(s) is True


def _explored_next_to_a_gargoyle():
    s = table("mika")
    s.tile_stack.append("corridor")
    s.monsters.cards.append("zombie#1")
    s, _ = act(s, Move(to="H2"))
    s, _ = act(s, Explore(side="e"))
    monster(s, "gargoyle", (6, 1))  # 3 XP, next to Kat
    return s


def test_attacking_after_exploring_needs_the_initiative_test():
    """L770-782: « Monstre à 3 XP : réussir 14 et + » then « on peut attaquer immédiatement »."""
    s = _explored_next_to_a_gargoyle()
    s, ev = act(s, Attack(power="backstab", target="G2"), 14, 1)
    assert codes(ev)[:2] == ["cr-xv-mika-test", "cr-uses-power"]
    assert ev[0].params["need"] == 14 and ev[0].params["success"] is True


def test_a_failed_test_ends_the_hero_phase_without_the_attack():
    """L784 « Si échec , la phase de héros prend immédiatement fin »."""
    s = _explored_next_to_a_gargoyle()
    s, ev = act(s, Attack(power="backstab", target="G2"), 13)
    assert "cr-uses-power" not in codes(ev) and s.turn.number == 2
    assert "dazed" not in s.heroes[0].conditions


def test_a_fumbled_test_also_brings_confus_that_lasts_into_the_next_hero_phase():
    """L786 « Si on obtient un échec critique (1-2) , on subit en plus la condition Confus »."""
    s = _explored_next_to_a_gargoyle()
    s, ev = act(s, Attack(power="backstab", target="G2"), 2)
    assert "cr-uses-power" not in codes(ev)
    assert s.turn.number == 2 and s.turn.phase == "hero" and s.heroes[0].conditions == ["dazed"]


def test_no_test_without_exploring_and_the_attack_closes_the_move():
    """L746-749: move+attack or attack+move; the move does not go on after the attack."""
    s = table("mika")
    monster(s, "gargoyle", (5, 1))
    s, _ = act(s, Move(to="E2"))
    s, ev = act(s, Attack(power="backstab", target="F2"), 1)
    assert "cr-xv-mika-test" not in codes(ev)
    with pytest.raises(RuleError) as err:
        act(s, Move(to="E1"))
    assert err.value.code == "cr-no-move-left"
    s, ev = act(s, End())
    assert s.turn.number == 2


def test_the_choice_is_reachable_by_pointing_and_at_the_console():
    s = table("mika")
    s.tile_stack.append("room")
    s.monsters.cards += ["zombie#1", "wolf#1"]
    s, _ = act(s, Move(to="H2"))
    paths = GAME.choice_paths(s, 0)
    assert any(p.leaf.command == "explore" and p.leaf.args == {"side": "e"} for p in paths)
    s, _ = act(s, Explore(side="e"))
    paths = GAME.choice_paths(s, 0)
    assert [(p.steps[0].label, p.leaf.command) for p in paths] == [("opt-cr-xv-behind", "cancel"),
                                                                   ("opt-cr-xv-encounter-later", "pass")]
    assert GAME.parse_command("cancel", {}, s, 0) == Cancel()

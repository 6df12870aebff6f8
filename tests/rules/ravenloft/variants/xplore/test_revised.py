"""The new exploration variant (seed L179-205; rulings A15, A34): exploring inside the hero
phase, a move split around the attack, exploring again, one encounter for the turn's tiles."""

import pytest

from rules.ravenloft.commands import Attack, End, Explore, Move
from rules.ravenloft.dungeon import move_squares
from rules.ravenloft.variants.xplore.play import encounter_due, legal_moves
from tests.rules.ravenloft.engine_helpers import CAT, GAME
from tests.rules.ravenloft.variants.xplore.xv_helpers import (
    RuleError,
    act,
    codes,
    monster,
    table,
)


def test_exploring_happens_in_the_hero_phase_and_the_move_goes_on_after_it():
    """L181 « la phase du héros inclut la phase d'exploration »; L191 « Comme il n'a pas
    utilisé tous ses points de déplacement , il peut poursuivre son chemin »."""
    s = table("revised")
    s.tile_stack.append("corridor")
    s.monsters.cards.append("wolf#2")
    s, ev = act(s, Move(to="H2"))  # Kat (speed 6) walks 4 squares to the east edge
    assert s.xplore.left == 2 and "cr-xv-move-left" in codes(ev)
    s, ev = act(s, Explore(side="e"))
    assert codes(ev)[:2] == ["cr-tile-placed", "cr-monster-appears"]
    assert s.turn.phase == "hero" and s.turn.hero == 0 and s.heroes[0].cards == ["wolf#2"]
    s, _ = act(s, Move(to="H3"))  # the rest of the same move: no second action spent
    assert s.turn.actions == ["move"] and s.xplore.left == 1


def test_a_move_splits_around_the_attack():
    """L183 « n'utiliser qu'une partie de votre déplacement , attaquer et poursuivre et finir
    votre déplacement »."""
    s = table("revised")
    monster(s, "zombie", (5, 1))
    s, _ = act(s, Move(to="E2"))  # 1 of Kat's 6 squares
    s, ev = act(s, Attack(power="backstab", target="F2"), 20)
    assert "cr-monster-defeated" in codes(ev) and s.turn.actions == ["move", "attack"]
    assert legal_moves(s, CAT, 0) == move_squares(s, CAT, 0, 5)  # the 5 squares left
    s, _ = act(s, Move(to="H2"))
    assert s.heroes[0].square == (7, 1) and s.xplore.left == 2


def test_exploring_costs_no_movement_and_may_happen_again_in_the_same_phase():
    """L197 « Il peut même se déplacer jusqu'à un autre bord inexploré … et explorer
    d'avantage ! »; ruling A34: any number of explorations, 0 squares each."""
    s = table("revised")
    s.tile_stack += ["hall", "corridor"]
    s.monsters.cards += ["zombie#1", "wolf#1"]
    s, _ = act(s, Move(to="H2"))
    s, _ = act(s, Explore(side="e"))
    s, _ = act(s, Move(to="H4"))  # the south edge of the same tile, 2 squares on: the move is spent
    assert s.xplore.left == 0
    s, ev = act(s, Explore(side="s"))
    assert "cr-tile-placed" in codes(ev) and len(s.turn.placed) == 2 and s.xplore.explored == 2


def test_ending_on_an_unexplored_edge_explores_nothing_and_the_villain_phase_follows():
    """L203: the hero phase (moves, attack, exploration in any order) is followed by the
    villain phase; there is no exploration phase left."""
    s = table("revised", 2, ("kat", "arjhan"))
    tiles = len(s.tile_stack)
    s, _ = act(s, Move(to="H2"))
    s, ev = act(s, End())
    assert len(s.tile_stack) == tiles and "cr-tile-placed" not in codes(ev)
    assert s.turn.hero == 1 and s.turn.phase == "hero"


@pytest.mark.parametrize(("placed", "black", "due"), [([], False, True), ([5, 6], False, False), ([5, 6], True, True)])
def test_one_encounter_when_any_tile_the_hero_placed_is_black(placed, black, due):
    """Ruling A15: no tile placed, or any black one among the turn's tiles: one encounter."""
    s = table("revised")
    s.turn.placed, s.turn.black = placed, black
    assert encounter_due(s) is due


def test_exploring_needs_an_unexplored_edge_under_the_hero():
    s = table("revised")
    with pytest.raises(RuleError) as err:
        act(s, Explore(side="e"))
    assert err.value.code == "cr-no-edge-there"


def test_a_hero_down_in_the_hero_phase_moves_no_further():
    s = table("revised")
    s, _ = act(s, Move(to="E2"))
    s.heroes[0].hp = 0
    assert legal_moves(s, CAT, 0) == {}
    with pytest.raises(RuleError) as err:
        act(s, Move(to="F2"))
    assert err.value.code in ("cr-no-move-left", "not-your-turn")


def test_the_hero_phase_prompt_names_the_points_left():
    from rules.core import i18n

    s = table("revised")
    s, _ = act(s, Move(to="E2"))
    prompt = GAME.prompts(s)[0]
    assert prompt.params["left"] == ["cr-action-attack", "cr-action-move", "cr-xv-points-5"]
    assert "5 points de déplacement" in i18n.t("fr", "prompt-cr-hero-phase", prompt.params)

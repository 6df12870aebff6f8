"""Parsing the /df commands into actions."""

import pytest

from rules.core import InvalidActionError
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.commands import parse_aim
from rules.dungeon_fighter.model import (
    Buy,
    Give,
    Go,
    Keep,
    Next,
    Push,
    Recover,
    Reroll,
    Scar,
    Throw,
    Vote,
)

from .helpers import in_combat, new_game


def test_aim_grid_and_coordinates():
    assert parse_aim("F6") == (0.0, 0.0)
    assert parse_aim("a1") == (-100.0, 100.0)
    assert parse_aim("K11") == (100.0, -100.0)
    assert parse_aim("12,-30") == (12.0, -30.0)
    assert parse_aim("centre") == (0.0, 0.0)
    for bad in ("Z9", "F12", "hello", "500,0"):
        with pytest.raises(InvalidActionError):
            parse_aim(bad)


def test_throw_command():
    state, _ = new_game()
    in_combat(state)
    state.heroes[0].equipment = ["heaume_de_bravoure", "huile_tranchante"]
    a = GAME.parse_command("throw", {"die": "rouge", "aim": "F7", "power": "7,5", "height": "4",
                                     "weapons": "heaume de bravoure", "items": "huile",
                                     "heal": "randolph:2,torm", "beer": "3", "pay": "non"}, state, 0)
    assert a == Throw(die="red", aim_x=0.0, aim_y=-20.0, power=7.5, height=4, weapons=["heaume_de_bravoure"],
                      items=["huile_tranchante"], heal_to=[(1, 2), (0, 0)], beer_to=2, pay=False)
    with pytest.raises(InvalidActionError):
        GAME.parse_command("throw", {"die": "violet", "aim": "F6"}, state, 0)
    with pytest.raises(InvalidActionError):
        GAME.parse_command("throw", {"die": "red"}, state, 0)


def test_other_commands():
    state, _ = new_game()
    assert GAME.parse_command("go", {"room": "A1"}, state, 0) == Go(room="a1")
    assert GAME.parse_command("recover", {}, state, 0) == Recover()
    assert GAME.parse_command("vote", {"yes": "oui"}, state, 1) == Vote(yes=True)
    assert GAME.parse_command("keep", {"colour": "vert"}, state, 0) == Keep(colour="green")
    assert GAME.parse_command("reroll", {"aim": "F6", "power": "8"}, state, 0) == Reroll(power=8.0)
    assert GAME.parse_command("push", {"power": "6"}, state, 0) == Push(power=6.0)
    assert GAME.parse_command("buy", {"item": "blanc"}, state, 0) == Buy(item="white")
    assert GAME.parse_command("scar", {"colour": "bleu"}, state, 0) == Scar(colour="blue")
    assert GAME.parse_command("next", {}, state, 0) == Next()
    state.stash = ["potion_de_soin"]
    assert GAME.parse_command("give", {"item": "Potion de Soin", "to": "goldfinga"}, state, 0) == \
        Give(item="potion_de_soin", to=2)
    with pytest.raises(InvalidActionError):
        GAME.parse_command("dance", {}, state, 0)


def test_zombie_acts_for_absent_players():
    state, rng = new_game()
    assert isinstance(GAME.zombie_action(state, 0), Go)
    assert GAME.zombie_action(state, 1) is None

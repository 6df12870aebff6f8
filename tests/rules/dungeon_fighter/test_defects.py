"""Defects found by playing (issue 15): each test failed before its fix."""

from __future__ import annotations

from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.content import content
from rules.dungeon_fighter.model import GiveUp, Next, Throw, Vote

from .helpers import in_combat, new_game, resolve


def _shop_room(state) -> str:
    c = content()
    for sid in state.sides:
        for r in c.side(sid).rooms:
            if r.kind == "shop":
                return r.id
    raise AssertionError("no shop on this dungeon")


# --- giving up ---------------------------------------------------------------------------
def test_giving_up_the_last_monster_of_a_pile_draws_from_the_next_pile():
    """« si c'était le dernier Monstre de la pile, piochez simplement dans la pile suivante »"""
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    state.tower[0] = []
    state.tower[1] = ["imp_farceur", "rat_geant"]
    st = GAME.apply(state, 0, GiveUp(), rng).state
    st = GAME.apply(st, 1, Vote(yes=True), rng).state
    st = GAME.apply(st, 2, Vote(yes=True), rng).state
    assert st.combat.monster == "imp_farceur"
    assert st.tower[0] == ["gobelin_commun"] and st.tower[1] == ["rat_geant"]


def test_forced_give_up_against_a_monster_forbidding_coloured_dice_does_not_loop():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 0
    state.tower = [[], [], ["dragonnet"], []]
    from rules.dungeon_fighter.combat import ready_throw

    events = ready_throw(state, rng)
    assert [e.code for e in events].count("df-gave-up") == 1
    assert [h.pv for h in state.heroes] == [h.max_pv - 1 for h in state.heroes]
    assert state.combat.monster == "dragonnet" and state.tower[1] == ["imp_farceur"]


def test_forced_give_up_with_no_pile_left_leaves_the_room_empty():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 0
    state.tower = [[], [], [], []]
    from rules.dungeon_fighter.combat import ready_throw

    events = ready_throw(state, rng)
    codes = [e.code for e in events]
    assert codes.count("df-gave-up") == 1 and "df-no-monster" in codes
    assert state.phase == "camp" and state.tower[1] == ["imp_farceur"]


# --- bonus dice --------------------------------------------------------------------------
def test_no_bonus_dice_for_hero_dice_a_monster_forbade():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 2
    state.combat.pv = 3
    resolve(state, rng, 0, "white", 4, colour="red")
    assert state.combat is None and state.phase == "camp"
    assert state.white == 1  # the white die thrown is spent; no bonus for the three forbidden dice


def test_bonus_dice_when_the_song_silenced_the_capacity():
    state, rng = new_game()
    in_combat(state, "imp_farceur")
    state.white = 2
    state.combat.pv = 3
    state.combat.silenced = True
    resolve(state, rng, 0, "white", 4, colour="red")
    assert state.white == 1 + 3


# --- En Aveugle from a weapon ----------------------------------------------------------------
def test_a_weapons_en_aveugle_applies_the_push_that_was_printed():
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    state.combat.drift = (40.0, -30.0)
    state.heroes[0].equipment = ["heaume_de_bravoure"]
    res = GAME.apply(state, 0, Throw(die="red", weapons=["heaume_de_bravoure"]), rng)
    landed = next(e for e in res.events if e.code == "df-landed")
    assert landed.params["drift"] == [40.0, -30.0]


# --- undo and hidden cards ---------------------------------------------------------------------
def test_handing_over_the_hero_dice_cannot_be_undone():
    state, rng = new_game()
    state.phase = "camp"
    state.position = content().side(state.sides[0]).entry
    res = GAME.apply(state, 0, Next(), rng)
    passed = next(e for e in res.events if e.code == "df-dice-passed")
    assert passed.irreversible


def test_a_shop_entered_with_an_empty_tower_marks_the_reveal_irreversible():
    state, rng = new_game()
    state.tower = [[], [], [], []]
    from rules.dungeon_fighter.combat import encounter

    state.position = _shop_room(state)
    events = encounter(state, rng)
    shop = next(e for e in events if e.code == "df-shop")
    assert shop.irreversible and state.shop

"""Temps Écoulé (seed L792-859; rulings A52-A55): two encounter decks, exploring for 2 speed,
the d20 monster-count table, the classic encounter and the 17+ initiative, the Time tokens."""

import pytest

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME as REAL
from rules.ravenloft.commands import Cancel, End, Explore, Move
from rules.ravenloft.state import card_kind
from rules.ravenloft.variants.xplore import temps
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice
from tests.rules.ravenloft.variants.xplore.xv_helpers import (
    RuleError,
    act,
    codes,
    table,
)


def test_the_table_for_one_hero():
    """L830-834: « 20 → 0, 9 - 19 → 1, 1 - 8 → 2 »."""
    assert temps.bands(1, 0) == [(20, 20, 0), (9, 19, 1), (1, 8, 2)]


def test_each_extra_hero_widens_the_two_monster_band():
    """L836 « 3 héros en jeu entraîne la pioche de 2 cartes Monstre pour un résultat au dé allant de 1 à 10 »."""
    assert temps.bands(3, 0) == [(20, 20, 0), (11, 19, 1), (1, 10, 2)]


def test_the_seeds_worked_example_four_heroes_three_at_level_two():
    """L839-845: « une équipe de 4 joueurs dont 3 sont au niveau 2 »: 20 → 0, 12-19 → 1,
    4-11 → 2, 1-3 → 3."""
    assert temps.bands(4, 3) == [(20, 20, 0), (12, 19, 1), (4, 11, 2), (1, 3, 3)]
    assert [temps.monster_count(f, 4, 3) for f in (20, 19, 12, 11, 4, 3, 1)] == [0, 1, 1, 2, 2, 3, 3]


def test_the_encounter_deck_splits_in_two():
    """L796-800: environments and event-attacks form the Temps Écoulé deck, the rest the classic one."""
    s = REAL.setup(REAL.parse_options({"adventure": "2", "variants": ["temps"]}),
                   [SeatInfo(index=i, name=f"p{i}") for i in range(3)], Rng("ef" * 32))
    kinds = {card_kind(c): REAL.cat.encounters[card_kind(c)].kind for c in s.xplore.temps_cards + s.encounters.cards}
    assert {kinds[card_kind(c)] for c in s.xplore.temps_cards} == {"environment", "attack"}
    assert not {kinds[card_kind(c)] for c in s.encounters.cards} & {"environment", "attack"}
    assert s.xplore.temps_cards and s.encounters.cards
    view = REAL.view(s, 0)
    assert view.decks["temps"] == len(s.xplore.temps_cards) and view.decks["time"] == 0


def _black_tile(face):
    s = table("temps")
    s.xp_pile = ["gargoyle#1", "wraith#1"]  # 6 XP: the encounter may be cancelled
    s.tile_stack.append("room")  # black
    s.monsters.cards += ["zombie#1", "wolf#1"]
    s.encounters.cards.append("dart_trap#1")
    s, _ = act(s, Move(to="H2"))
    s, ev = act(s, Explore(side="e"), face)
    return s, ev


def test_a_black_tile_rolls_the_monster_count_then_draws_a_classic_encounter():
    """L828 the d20 table; L847 « placez les figurines … sur la pile d'os … et sur les cases
    adjacentes … en suivant l'ordre de pioche »; L849 then a classic encounter."""
    s, ev = _black_tile(5)  # one hero: 1-8 → 2 monsters
    roll = next(e for e in ev if e.code == "cr-xv-temps-roll")
    assert roll.params == {"face": 5, "monsters": 2}
    squares = [e.params["square"] for e in ev if e.code == "cr-monster-appears"]
    assert len(squares) == 2 and s.heroes[0].cards == ["wolf#1", "zombie#1"]
    from rules.ravenloft.dungeon import board

    b = board(s, CAT)
    first, second = (b.parse(q) for q in squares)
    assert b.kind(first) == "B" and max(abs(first[0] - second[0]), abs(first[1] - second[1])) == 1
    assert [p.kind for p in s.pending] == ["xv-temps-cancel"] and s.pending[0].card == "dart_trap#1"


def test_a_twenty_places_no_monster():
    s, ev = _black_tile(20)
    assert "cr-monster-appears" not in codes(ev) and s.heroes[0].cards == []


@pytest.mark.parametrize(("face", "goes_on"), [(17, True), (20, True), (16, False), (1, False)])
def test_after_the_encounter_17_or_more_keeps_the_hero_phase(face, goes_on):
    """L851: « Sur un résultat de 17 et + , on peut poursuivre … Sur un résultat de 16 et - la
    phase de héros prend immédiatement fin »."""
    s, _ = _black_tile(5)
    s, ev = act(s, Cancel(), face)
    assert "cr-encounter-cancelled" in codes(ev) and "dart_trap#1" in s.encounters.discard
    init = next(e for e in ev if e.code == "cr-xv-temps-initiative")
    assert init.params["need"] == 17 and init.params["success"] is goes_on
    assert (s.turn.number == 1 and s.turn.phase == "hero") is goes_on


@pytest.mark.parametrize(("face", "goes_on"), [(19, False), (20, True)])
def test_with_a_villain_placed_only_twenty_keeps_the_hero_phase(face, goes_on):
    """L851 « Si on a placé une figurine de Vilain pendant l'action Exploration , sur un résultat
    de 20 , la phase de héros peut continuer »."""
    s = table("temps")
    ev = temps.initiative(s, CAT, True, Dice(face))
    assert ev[0].params["need"] == 20 and ev[0].params["success"] is goes_on
    assert (s.turn.number == 1) is goes_on


def test_exploring_costs_two_speed():
    """L824 « il peut dépenser 2 points de Vitesse pour démarrer une Action Exploration »: the
    last point alone does not pay (unlike Mika's)."""
    s = table("temps")
    s.heroes[0].speed = 5
    s.tile_stack.append("corridor")
    s, _ = act(s, Move(to="H2"))
    s, _ = act(s, Move(to="H3"))
    s, _ = act(s, Move(to="H4"))  # a second move: 1 of 5 squares, 4 left
    s, _ = act(s, Move(to="G4"))
    s, _ = act(s, Move(to="F4"))
    assert s.xplore.left == 2 and s.turn.actions == ["move", "move"]
    s, _ = act(s, Move(to="E4"))  # 1 point left, on the south edge
    with pytest.raises(RuleError) as err:
        act(s, Explore(side="s"))
    assert err.value.code == "cr-xv-no-points"


def test_a_white_tile_brings_one_monster_and_a_time_token():
    """L853 « Quand on pioche une section de donjon avec un triangle BLANC … on place un jeton
    Temps »; ruling A52: the white tile keeps its one monster."""
    s = table("temps")
    s.tile_stack.append("corridor")
    s.monsters.cards.append("wolf#1")
    s, _ = act(s, Move(to="H2"))
    s, ev = act(s, Explore(side="e"))
    assert codes(ev).count("cr-monster-appears") == 1 and s.xplore.time_tokens == 1
    assert s.turn.phase == "hero"  # no initiative roll after a white tile (ruling A55)


def test_a_turn_without_exploring_adds_a_token_and_the_third_draws_a_temps_card():
    """L853: « quand on n'explore pas du tout durant la phase de héros , on place un jeton Temps …
    Une fois le 3ème jeton placé , on pioche immédiatement … ou l'annule en dépensant 5 XP »;
    ruling A54: the three tokens go."""
    s = table("temps")
    s.xplore.temps_cards = ["frenzy#1"]
    s.xp_pile = ["gargoyle#1", "wraith#1"]
    s, ev = act(s, End())
    assert s.xplore.time_tokens == 1 and s.turn.number == 2
    s, _ = act(s, End())
    s, ev = act(s, End())
    assert "cr-xv-temps-card" in codes(ev) and [p.kind for p in s.pending] == ["xv-temps-cancel"]
    assert s.xplore.time_tokens == 0 and s.turn.number == 3
    s, ev = act(s, Cancel())
    assert s.xplore.temps_discard == ["frenzy#1"] and s.xp_pile == [] and s.turn.number == 4


def test_a_temps_card_comes_into_play_on_the_real_content():
    s = REAL.setup(REAL.parse_options({"adventure": "1", "variants": ["temps"]}),
                   [SeatInfo(index=0, name="p0")], Rng("ef" * 32))
    env = next(c for c in s.xplore.temps_cards if REAL.cat.encounters[card_kind(c)].kind == "environment")
    s.xplore.temps_cards.remove(env)
    s.xplore.temps_cards.append(env)  # on top
    s.xplore.time_tokens = 2
    s.xp_pile = []
    t = REAL.apply(s, 0, End(), Rng("01" * 32))
    assert t.state.environment == env and t.state.xplore.time_tokens == 0
    assert any(e.code == "cr-xv-temps-card" for e in t.events)


def test_no_encounter_in_the_villain_phase():
    """L859: the villain phase's step 1 now belongs to the hero phase."""
    from rules.ravenloft.variants.xplore.play import encounter_due

    s = table("temps")
    assert encounter_due(s) is False
    assert GAME.legal_actions(s, 0)


def test_the_deck_command_shows_the_temps_deck_and_the_tokens():
    s = REAL.setup(REAL.parse_options({"adventure": "2", "variants": ["temps"]}),
                   [SeatInfo(index=i, name=f"p{i}") for i in range(2)], Rng("ef" * 32))
    s.xplore.time_tokens = 2
    info = REAL.info(s, 0, "deck", {})
    more = next(e for e in info.events if e.code == "cr-xv-temps-decks")
    assert more.params == {"temps": len(s.xplore.temps_cards), "time": 2}
    from rules.ravenloft.info_cards import info_view

    assert dict(info_view(s, 0, "deck", {}).card.stats)["time"] == "2"

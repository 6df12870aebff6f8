"""The computer fortress (rules/kravora/ai.py): legal, deterministic, explained, and it defends."""

from __future__ import annotations

import pytest

from rules.core import Rng, SeatInfo, i18n
from rules.kravora import GAME
from rules.kravora.ai import WHY_CODES, computer_action, defence, threat
from rules.kravora.model import Auto, Buy, Done

from .helpers import SEED, fresh, lines, play, put


@pytest.mark.parametrize("n", [2, 3, 4])
def test_computer_fortresses_play_a_whole_game(n):
    state = GAME.setup(GAME.parse_options({"first": 0}), [SeatInfo(index=i, name=f"c{i}") for i in range(n)],
                       Rng(SEED))
    rng = Rng(SEED)
    for _ in range(3000):
        if GAME.result(state) is not None:
            break
        prompt = GAME.prompts(state)[0]
        action = GAME.computer_action(state, prompt.seat, "normal", Rng("ff" * 32))
        assert action is not None and action.why is not None and action.why.code in WHY_CODES
        tr = GAME.apply(state, prompt.seat, action, rng)
        assert tr.events[0].code == f"kra-why-{action.why.code}"
        for lang in ("fr", "en"):
            assert not i18n.t(lang, f"ev-{tr.events[0].code}", tr.events[0].params).startswith("ev-")
        state = tr.state
    res = GAME.result(state)
    assert res is not None and res.winners
    assert sum(p.slain for p in state.players) > 20  # they defend: enemies die


def test_the_same_state_gives_the_same_move_whatever_its_generator():
    s = fresh(n=2, step="buy")
    s.players[0].blood = 9
    put(s, 0, "fantoche", 3)
    put(s, 0, "sprinteur", 2)
    a = computer_action(s, 0, "normal", Rng("00" * 32))
    assert a == computer_action(s, 0, "normal", Rng("11" * 32))
    assert isinstance(a, Buy) and (a.unit, a.line) == ("costaud", 4)


def test_it_attacks_with_the_bots_allocation_and_says_why():
    s = fresh()
    put(s, 0, "fantoche", 4)
    put(s, 0, "costaud", 4, defender=True)
    a = GAME.computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Auto)
    s, ev = play(s, 0, a)
    assert lines(ev)[:2] == ["🤖 p0 : un défenseur a un ennemi à portée, attaque auto (le plus de tués d'abord)",
                             "Costaud (ligne 4) → ligne 4 : Fantoche ✝"]
    assert lines(ev, "en")[0] == "🤖 p0: one defender has an enemy in reach, auto attack (most kills first)"


def test_a_crowd_on_lines_2_to_4_calls_for_a_rocailleur_on_line_5():
    s = fresh(step="buy")
    s.players[0].blood = 8
    for line in (2, 3, 4):
        put(s, 0, "fantoche", line)
    put(s, 0, "costaud", 4, defender=True)
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Buy) and (a.unit, a.line) == ("rocailleur", 5)
    s, ev = play(s, 0, a)
    assert lines(ev)[0] == "🤖 p0 : 3 ennemis sur les lignes 2 à 4, un Rocailleur en ligne 5 les atteint tous"


def test_covered_it_keeps_its_blood_and_says_so():
    s = fresh(step="buy")
    s.players[0].blood, s.players[0].buildings = 3, ["caserne", "atelier", "laboratoire"]
    put(s, 0, "fantoche", 4)  # the Costaud kills it at the next attack: no unit would add a kill
    put(s, 0, "costaud", 4, defender=True)
    assert (threat(s.players[0]), defence(s.players[0])) == (1, 1)
    a = computer_action(s, 0, "normal", Rng(SEED))
    assert isinstance(a, Done)
    s, ev = play(s, 0, a)
    assert lines(ev)[0] == "🤖 p0 : défense 1 pour une menace de 1, il garde 3L"


def test_the_easy_computer_builds_nothing():
    s = fresh(step="buy")
    s.players[0].blood = 30
    a = computer_action(s, 0, "easy", Rng(SEED))
    assert isinstance(a, Done)
    assert GAME.computer_levels == ("easy", "normal")

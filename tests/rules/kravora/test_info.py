"""``/kra board``: a board in words for anyone (issue 25: on a phone the picture is small)."""

from __future__ import annotations

import pytest

from rules.core import InvalidActionError, i18n
from rules.kravora import GAME
from rules.kravora.model import Frozen

from .helpers import fresh, put


def words(info, lang: str = "fr") -> list[str]:  # type: ignore[no-untyped-def]
    return [i18n.t(lang, f"ev-{e.code}", e.params) for e in info.events]


def board() -> object:
    s = fresh(n=3)
    put(s, 1, "fantoche", 4)
    put(s, 1, "fantoche", 4)
    put(s, 1, "rocailleur", 2, pv=2)
    put(s, 1, "costaud", 4, defender=True)
    s.players[1].buildings = ["caserne", "hutte"]
    s.players[1].arriving = ["costaud", "sprinteur"]
    s.players[1].shields, s.players[1].slain, s.players[1].kills = 1, 3, 2
    s.frozen = [Frozen(board=1, line=2)]
    s.players[2].alive = False
    return s


def test_a_board_in_words_in_french_and_english():
    s = board()
    info = GAME.info(s, None, "board", {"player": "2"})
    assert info.view is None
    assert words(info) == [
        "J2 p1 : mur 10/10 · 6L · compteur 2 · 3 ennemis tués dans la partie · 1 jeton Bouclier",
        "Bâtiments : Caserne, Hutte du chercheur fou",
        "À venir : Costaud, Sprinteur",
        "Ligne 1 : aucun ennemi | aucun défenseur",
        "Ligne 2 (gelée) : Rocailleur #15 (2 PV) | aucun défenseur",
        "Ligne 3 : aucun ennemi | aucun défenseur",
        "Ligne 4 : Fantoche #13 (1 PV), Fantoche #14 (1 PV) | défenseur Costaud #16 (5 PV)",
        "Ligne 5 : aucun ennemi | aucun défenseur",
    ]
    assert words(info, "en")[0] == "J2 p1: wall 10/10 · 6L · count 2 · 3 enemies killed in the game · 1 Bouclier token"
    assert words(info, "en")[4] == "Line 2 (frozen): Rocailleur #15 (2 PV) | no defender"


def test_own_board_by_default_every_board_for_a_spectator_or_all():
    s = board()
    assert words(GAME.info(s, 0, "board", {}))[0].startswith("J1 p0 : mur 10/10")
    every = words(GAME.info(s, None, "board", {}))
    assert [w for w in every if w.startswith("J")] == [every[0], every[8], "J3 p2 : hors jeu"]
    assert words(GAME.info(s, 0, "board", {"player": "tous"})) == every
    assert words(GAME.info(s, 0, "board", {"player": "p1"}))[0].startswith("J2 p1")


def test_an_unknown_player_is_refused_clearly():
    with pytest.raises(InvalidActionError) as exc:
        GAME.info(board(), None, "board", {"player": "zoe"})  # type: ignore[arg-type]
    assert exc.value.code == "kra-bad-player-name"
    assert GAME.autocomplete(board(), None, "board", "player", "") == ["1", "2", "3"]  # type: ignore[arg-type]

"""Player commands (parse_command) and autocomplete of legal values only."""

import pytest

from rules.core import InvalidActionError, Rng, SeatInfo
from rules.krosmaster import KROSMASTER as G
from rules.krosmaster.model import (
    BuyGG,
    BuyReward,
    Cast,
    End,
    Inspire,
    Move,
    Punch,
    Reveal,
)

SEATS = [SeatInfo(index=0, name="a"), SeatInfo(index=1, name="b")]


def start(**opts):
    return G.setup(G.parse_options({"arena": "fosse", "side": "N", "autodeploy": True, **opts}), SEATS, Rng("22" * 32))


def test_parse_basic_commands():
    s = start()
    assert G.parse_command("move", {"to": "c4"}, s, 0) == Move(to="C4")
    assert G.parse_command("cast", {"spell": "Dan To Fu", "at": "E6"}, s, 0) == Cast(spell="dan-to-fu", at="E6")
    assert G.parse_command("punch", {"at": "B2"}, s, 0) == Punch(at="B2")
    assert G.parse_command("end", {}, s, 0) == End()
    assert G.parse_command("buy", {"item": "gg"}, s, 0) == BuyGG()
    assert G.parse_command("buy", {"item": "jade2", "hidden": "true", "to": "guy"}, s, 0) == \
        BuyReward(pile=3, face_up=False, to="0-guy-yomtella")
    assert G.parse_command("reveal", {"token": "Style Zobal", "choice": "pm"}, s, 0) == \
        Reveal(token="style-zobal", choice="pm")


def test_bad_squares_and_units():
    s = start()
    with pytest.raises(InvalidActionError):
        G.parse_command("move", {"to": "Z99"}, s, 0)
    with pytest.raises(InvalidActionError):
        G.parse_command("buy", {"item": "diamant"}, s, 0)
    with pytest.raises(InvalidActionError):
        G.parse_command("activate", {"unit": "nobody"}, s, 0)


def test_inspire_command():
    s = start()
    s.tension = [5, 2]
    a = G.parse_command("inspire", {"die1": "reine", "die2": "kamas", "face1": "esquive"}, s, 0)
    assert a == Inspire(faces=["esquive", "armure"], targets=["0-reine-des-tofus", None])


def test_autocomplete_only_legal_moves():
    s = start()
    moves = G.autocomplete(s, 0, "move", "to", "")
    legal = {a.to for a in G.legal_actions(s, 0) if isinstance(a, Move)}
    assert moves and set(moves) <= legal
    assert G.autocomplete(s, 1, "move", "to", "") == []


def test_move_command_applies_a_shortest_path():
    s = start()
    cur = next(u for u in s.units if u.id == s.current)
    target = next(a.to for a in G.legal_actions(s, 0) if isinstance(a, Move))
    t = G.apply(s, 0, G.parse_command("move", {"to": target}, s, 0), Rng("33" * 32))
    moved = next(e for e in t.events if e.code == "kros-moved")
    assert moved.params["path"][-1] == target
    after = next(u for u in t.state.units if u.id == cur.id)
    assert after.pm == cur.pm - (len(moved.params["path"]) - 1)

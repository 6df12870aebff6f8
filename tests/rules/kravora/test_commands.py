"""Typed commands: players by number or name, units by number, bad input refused clearly."""

from __future__ import annotations

import pytest

from rules.core import InvalidActionError, i18n
from rules.kravora import GAME
from rules.kravora.model import Attack, Buy, Canon, Ruse, Shield

from .helpers import fresh, put


def test_players_by_number_or_name_and_units_by_number():
    s = fresh(n=3, step="buy")
    assert GAME.parse_command("canon", {"player": "J2", "line": "5", "count": "2"}, s, 0) == Canon(player=1, line=5,
                                                                                                  count=2)
    assert GAME.parse_command("canon", {"player": "p2", "line": "1"}, s, 0) == Canon(player=2, line=1)
    assert GAME.parse_command("buy", {"unit": "Rocailleux"}, s, 0) == Buy(unit="rocailleur", line=4)
    assert GAME.parse_command("ruse", {"name": "Rocaille", "board": "3", "line": "4"}, s, 0) == \
        Ruse(name="rocaille", board=2, line=4)
    assert GAME.parse_command("attack", {"unit": "#12", "target": "7"}, s, 0) == Attack(unit=12, target=7)
    assert GAME.parse_command("shield", {"auto": "non"}, s, 0) == Shield(auto=False)


@pytest.mark.parametrize("command,args,code,text", [
    ("canon", {"player": "zoe", "line": "2"}, "kra-bad-player-name", "Joueur inconnu : zoe."),
    ("attack", {"unit": "douze"}, "kra-bad-number", "unit attend un nombre (pas douze)."),
    ("shield", {"auto": "peut-être"}, "kra-bad-bool", "Oui ou non attendu (pas peut-être)."),
])
def test_bad_input_is_refused_with_a_clear_message(command, args, code, text):
    s = fresh(n=2)
    with pytest.raises(InvalidActionError) as exc:
        GAME.parse_command(command, args, s, 0)
    assert exc.value.code == code
    assert i18n.t("fr", f"err-{code}", exc.value.params) == text


def test_autocomplete_narrows_targets_to_the_defender_s_reach():
    s = fresh()
    c = put(s, 0, "caillasseur", 4, defender=True)
    near = put(s, 0, "fantoche", 2)
    put(s, 0, "fantoche", 4)  # its own line: out of a caillasseur's reach (1-2)
    put(s, 1, "fantoche", 2)  # another board
    assert GAME.autocomplete(s, 0, "attack", "unit", "") == [str(c.id)]
    assert GAME.autocomplete(s, 0, "attack", "target", "", {"unit": str(c.id)}) == [str(near.id)]
    assert GAME.suggestion_label(s, "attack", "target", str(near.id)) == f"#{near.id} Fantoche · L2 · 1 PV · p0"

"""A normal computer hero plays its teleport powers when the square they reach makes a better
hero phase than walking (rules/ravenloft/hero_ai/plan.py): Fey Step (free, a tile within 1
tile, even immobilized) and Get Over There (instead of a move, next to a monster within 2
tiles). Either card turns over for the adventure, so it is kept when walking does as well."""

from __future__ import annotations

from rules.core import Rng
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.commands import Attack, Move, Place, Use
from rules.ravenloft.dungeon import board
from rules.ravenloft.state import PowerCard
from tests.rules.ravenloft.test_engine_reactions import Script, hero_phase


def _immeril(immobilized: bool):
    """Immeril on D6 of the Start tile (adventure 2), no monster in play, the tile stack full."""
    s = hero_phase(["immeril", "allisa", "arjhan"], [(3, 1), (6, 6), (5, 5)], (2, 1))
    s.figures = []
    s.heroes[0].conditions = ["immobilized"] if immobilized else []
    return s


def test_an_immobilized_wizard_fey_steps_onto_the_unexplored_edge():
    s = _immeril(immobilized=True)
    assert not [a for a in GAME.legal_actions(s, 0) if isinstance(a, Move)]
    action, why = GAME.computer_move(s, 0, "normal", Rng("ab" * 32))
    assert action == Use(power="fey_step", target="E5")
    assert (why.params["why"], why.params["square"]) == ("teleport-explore", "E5")
    assert t("en", "ev-cr-why", why.params) == (
        "🤖 Immeril (p0) uses Fey Step to reach E5, on an unexplored edge: exploring brings a new tile instead "
        "of an encounter card.")
    assert t("fr", "ev-cr-why", why.params) == (
        "🤖 Immeril (p0) utilise Mouvement Extra-Lucide pour aller en E5, sur un bord inexploré : explorer pose "
        "une nouvelle section au lieu d'une carte Rencontre.")
    after = GAME.apply(s, 0, action, Rng("ab" * 32)).state
    assert after.heroes[0].square == board(after, GAME.cat).parse("E5")
    assert [p.used for p in after.heroes[0].powers if p.id == "fey_step"] == [True]


def test_a_wizard_who_can_walk_there_keeps_fey_step():
    s = _immeril(immobilized=False)
    action, why = GAME.computer_move(s, 0, "normal", Rng("ab" * 32))
    assert isinstance(action, Move) and why.params["why"] == "move-explore"


def _arjhan():
    """Arjhan on B2 of the passage north of the Start tile, a Zombie on H5 (the Start tile's east
    half: within 2 tiles, beyond his speed of 5), nothing left to explore."""
    s = hero_phase(["arjhan", "allisa", "immeril"], [(1, -3), (0, 7), (1, 7)], (7, 0))
    s.tile_stack = []
    s.heroes[0].powers.append(PowerCard(id="get_over_there"))
    return s


def test_get_over_there_puts_the_fighter_next_to_a_monster_he_could_not_walk_to_then_he_attacks():
    s = _arjhan()
    b = board(s, GAME.cat)
    assert (b.name((1, -3)), b.name((7, 0))) == ("B2", "H5")
    action, why = GAME.computer_move(s, 0, "normal", Rng("ab" * 32))
    assert action == Use(power="get_over_there", target="G5")
    assert t("en", "ev-cr-why", why.params) == "🤖 Arjhan (p0) uses Get Over There to reach G5 and attack from there."
    assert t("fr", "ev-cr-why", why.params) == "🤖 Arjhan (p0) utilise Par Ici ! pour aller en G5 et attaquer de là."
    after = GAME.apply(s, 0, action, Script(20)).state
    assert after.heroes[0].square == b.parse("G5") and after.turn.actions == ["move"]
    follow, _why = GAME.computer_move(after, 0, "normal", Rng("ab" * 32))
    assert isinstance(follow, Attack) and follow.target == "H5"


def test_without_the_card_he_walks_toward_the_party():
    s = _arjhan()
    s.heroes[0].powers = [p for p in s.heroes[0].powers if p.id != "get_over_there"]
    action, _why = GAME.computer_move(s, 0, "normal", Rng("ab" * 32))
    assert isinstance(action, Move)


def test_the_scroll_of_teleportation_takes_an_immobilized_wizard_to_an_edge_and_brings_her_tile_along():
    """Immeril immobilized on D6 (no Fey Step), Arjhan beside her on E7, the scroll in hand: she
    reads it, goes to F12 on the unexplored edge of the passage south-east, and Arjhan comes along."""
    s = hero_phase(["immeril", "arjhan", "allisa"], [(3, 1), (4, 2), (6, -2)], (2, 1))
    s.heroes[0].powers = [p for p in s.heroes[0].powers if p.id != "fey_step"]
    s.figures = []
    s.heroes[0].conditions = ["immobilized"]
    s.heroes[0].items = ["scroll_of_teleportation#1"]
    b = board(s, GAME.cat)
    action, why = GAME.computer_move(s, 0, "normal", Rng("ab" * 32))
    assert action == Use(item="scroll_of_teleportation")
    assert t("en", "ev-cr-why", why.params) == (
        "🤖 Immeril (p0) uses Scroll of Teleportation to reach F12, on an unexplored edge: exploring brings a new "
        "tile instead of an encounter card.")
    s = GAME.apply(s, 0, action, Rng("ab" * 32)).state
    action, why = GAME.computer_move(s, 0, "normal", Rng("ab" * 32))
    assert action == Place(to="F12")
    assert t("fr", "ev-cr-why", why.params) == (
        "🤖 Immeril (p0) utilise Parchemin de Téléportation pour aller en F12, sur un bord inexploré : explorer "
        "pose une nouvelle section au lieu d'une carte Rencontre.")
    s = GAME.apply(s, 0, action, Rng("ab" * 32)).state
    action, why = GAME.computer_move(s, 0, "normal", Rng("ab" * 32))
    assert action == Place(to="F11")
    assert t("en", "ev-cr-why", why.params) == "🤖 Immeril (p0) brings Arjhan (p1) along to F11: the party stays together."
    assert t("fr", "ev-cr-why", why.params) == "🤖 Immeril (p0) emmène Arjhan (p1) en F11 : le groupe reste uni."
    s = GAME.apply(s, 0, action, Rng("ab" * 32)).state
    assert [h.square for h in s.heroes] == [b.parse("F12"), b.parse("F11"), (6, -2)]
    assert s.heroes[0].items == [] and not s.pending

"""The Barkam system's one XP card a turn (L361): when the turn's first defeat brings several
monster cards, the bot picks the best (most XP) at once, and the player may choose another card
by pointing (``/cr play card:<monster>``); the deadline or an absent player keeps the pick."""

from __future__ import annotations

import pytest

from rules.core import RuleError
from rules.core.i18n import t
from rules.ravenloft.commands import Attack, Pass
from rules.ravenloft.dungeon import board
from rules.ravenloft.state import Figure
from rules.ravenloft.variants.strahd.models import Play
from tests.rules.ravenloft.engine_helpers import CAT, GAME, Dice, new


def _fireball_on_two():
    """Immeril's Fireball (+7, 3 damage) on a Zombie (1 XP) and a Wraith (3 XP) of one tile."""
    s = new(1, ["immeril"], adventure="2", variants=["barkam"])
    h = s.heroes[0]
    h.square, h.cards, s.xp_pile = (3, 1), ["zombie#1", "wraith#1"], []
    s.figures = [Figure(uid=90, kind="zombie", square=(5, 1), card="zombie#1"),
                 Figure(uid=91, kind="wraith", square=(6, 1), card="wraith#1")]
    s.monsters.cards = ["wolf#1", "zombie#2"]
    target = board(s, CAT).name((5, 1))
    done = GAME.apply(s, 0, Attack(power="fireball", target=target), Dice(15, 15))
    return done.state, done.events


def test_the_player_chooses_another_card_for_the_xp_pile():
    s, events = _fireball_on_two()
    assert s.figures == [] and s.xp_pile == ["wraith#1"] and s.monsters.cards[0] == "zombie#1"  # the pick
    prompt = GAME.prompts(s)[0]
    assert (prompt.kind, prompt.seat) == ("cr-barkam-xp", 0)
    assert [(o.command, o.args) for o in prompt.options] == [("play", {"card": "wraith"}), ("play", {"card": "zombie"})]
    assert [t("en", o.label, o.params) for o in prompt.options] == [
        "Wraith (3 XP) (the automatic pick)", "Zombie (1 XP)"]
    assert t("fr", "prompt-cr-barkam-xp", prompt.params).startswith("Immeril (p0) : quelle carte Monstre")
    chosen = GAME.apply(s, 0, Play(card="zombie"), Dice())
    assert [e.code for e in chosen.events] == ["cr-barkam-xp-chosen"]
    assert t("en", "ev-cr-barkam-xp-chosen", chosen.events[0].params) == \
        "Immeril (p0) puts Zombie (1 XP) on the XP pile; Wraith goes under the monster deck"
    s2 = chosen.state
    assert s2.xp_pile == ["zombie#1"] and s2.monsters.cards == ["wraith#1", "wolf#1", "zombie#2"]
    assert GAME.prompts(s2)[0].kind == "cr-hero-phase"


def test_the_deadline_keeps_the_automatic_pick_and_a_wrong_card_is_refused():
    s, _ = _fireball_on_two()
    with pytest.raises(RuleError) as err:
        GAME.apply(s, 0, Play(card="wolf"), Dice())
    assert err.value.code == "cr-bad-answer"
    assert GAME.timeout_action(s, 0) == Pass()
    kept = GAME.apply(s, 0, Pass(), Dice()).state
    assert kept.xp_pile == ["wraith#1"] and kept.monsters.cards[0] == "zombie#1" and not kept.pending


def test_one_card_only_asks_nothing():
    s = new(1, ["immeril"], adventure="2", variants=["barkam"])
    h = s.heroes[0]
    h.square, h.cards = (3, 1), ["zombie#1"]
    s.figures = [Figure(uid=90, kind="zombie", square=(5, 1), card="zombie#1")]
    done = GAME.apply(s, 0, Attack(power="fireball", target=board(s, CAT).name((5, 1))), Dice(15))
    assert not done.state.pending and done.state.xp_pile[-1] == "zombie#1"

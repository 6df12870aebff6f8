"""A normal computer hero rolls a missed die again with its Lucky Charm when the new die
succeeds half the time or more (a quarter against the adventure's goal), judged on what the
question shows every player: the die, the bonus that stays, the number to reach
(rules/ravenloft/hero_ai/answers.py)."""

from __future__ import annotations

from rules.core import Rng
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.commands import Attack, Disarm, Pass, Use
from rules.ravenloft.state import Token
from tests.rules.ravenloft.test_engine_reactions import Script, hero_phase, name


def _asked(heroes: list[str] = ["kat", "allisa"]):  # noqa: B006 - read only
    """Kat (backstab +7) rolls 2 + 7 = 9 against the Zombie's AC 11, her Lucky Charm in hand."""
    s = hero_phase(heroes, [(3, 1), (6, 2)], (2, 1))
    s.heroes[0].items = ["lucky_charm#1"]
    return GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), Script(2, 15)).state


def test_the_question_shows_the_die_the_bonus_and_the_face_the_new_die_needs():
    state = _asked()
    prompt = GAME.prompts(state)[0]
    assert (prompt.params["die"], prompt.params["bonus"], prompt.params["need"]) == (2, 7, 4)
    assert t("fr", "prompt-cr-reroll", prompt.params) == (
        "Kat (p0) a fait 9 (dé 2, bonus 7) contre CA 11 : relancer le dé avec Porte-Bonheur ? "
        "Il faut 4 ou plus au nouveau dé.")
    assert t("en", "prompt-cr-reroll", prompt.params) == (
        "Kat (p0) rolled 9 (die 2, bonus 7) against AC 11: roll the die again with Lucky Charm? "
        "The new die needs 4 or more.")


def test_a_new_die_that_hits_17_times_in_20_is_rolled():
    state = _asked()
    action, why = GAME.computer_move(state, 0, "normal", Rng("ab" * 32))
    assert action == Use(item="lucky_charm")
    assert (why.params["why"], why.params["need"], why.params["chances"]) == ("reroll", 4, 17)
    assert t("fr", "ev-cr-why", why.params) == \
        "🤖 Kat (p0) utilise Porte-Bonheur : il faut 4 ou plus au nouveau dé, 17 chances sur 20."
    assert t("en", "ev-cr-why", why.params) == \
        "🤖 Kat (p0) uses Lucky Charm: the new die needs 4 or more, 17 chances in 20."
    done = GAME.apply(state, 0, action, Script(2, 15))  # the new die: 15 + 7 = 22, the Zombie falls
    assert done.state.figures == [] and done.state.heroes[0].spent_items == ["lucky_charm#1"]
    easy, _why = GAME.computer_move(state, 0, "easy", Rng("ab" * 32))
    assert easy == Pass()  # level easy keeps the first computer heroes' cautious answer


def test_a_new_die_that_succeeds_7_times_in_20_keeps_the_charm_but_not_against_the_goal():
    state = _asked()
    state.pending[0].params["bonus"] = 0  # with no bonus the new die needs 11: 10 chances in 20, half: rolled
    action, why = GAME.computer_move(state, 0, "normal", Rng("ab" * 32))
    assert action == Use(item="lucky_charm") and (why.params["need"], why.params["chances"]) == (11, 10)
    state.pending[0].params["bonus"] = -3  # 14 or more: 7 chances in 20
    action, why = GAME.computer_move(state, 0, "normal", Rng("ab" * 32))
    assert action == Pass() and (why.params["why"], why.params["need"], why.params["chances"]) == ("keep-charm", 14, 7)
    assert t("en", "ev-cr-why", why.params) == \
        "🤖 Kat (p0) keeps Lucky Charm: the new die would need 14 or more, only 7 chances in 20."
    assert t("fr", "ev-cr-why", why.params) == \
        "🤖 Kat (p0) garde Porte-Bonheur : il faudrait 14 ou plus au nouveau dé, 7 chances seulement sur 20."
    klak = state.model_copy(deep=True)  # the same roll against Klak, whose defeat the adventure asks
    klak.adventure = "klaks_infernal_artifact"
    klak.figures[0].kind, klak.figures[0].villain = "klak", True
    action, why = GAME.computer_move(klak, 0, "normal", Rng("ab" * 32))
    assert action == Use(item="lucky_charm") and (why.params["why"], why.params["chances"]) == ("reroll-goal", 7)
    assert t("en", "ev-cr-why", why.params) == (
        "🤖 Kat (p0) uses Lucky Charm: the new die needs 14 or more, 7 chances in 20, and this blow counts "
        "toward the adventure's goal.")


def test_a_disarm_roll_is_judged_the_same_way():
    """Kat (+5, Trap Expert) misses the Fire Trap (14) with 3 + 5 = 8: the new die needs 9,
    12 chances in 20; Allisa (no bonus) would need 14, 7 chances: she keeps hers."""
    for hero, bonus, expected in (("kat", 5, Use(item="lucky_charm")), ("allisa", 0, Pass())):
        s = hero_phase([hero, "arjhan"], [(3, 1), (6, 2)], (2, 1))
        s.heroes[0].items = ["lucky_charm#1"]
        s.figures = []
        s.tokens.append(Token(uid=950, kind="trap", id="fire_trap", square=(2, 2)))
        s.heroes[0].cards.append("fire_trap#1")
        state = GAME.apply(s, 0, Disarm(), Script(3, 12)).state
        prompt = GAME.prompts(state)[0]
        assert (prompt.kind, prompt.params["what"], prompt.params["bonus"]) == ("cr-reroll", "disarm", bonus)
        action, why = GAME.computer_move(state, 0, "normal", Rng("ab" * 32))
        assert action == expected and why.params["need"] == 14 - bonus

"""Lucky Charm (« Roll the die again », an item used once): offered to the roller's seat right
after their attack roll misses, through the same roll-back-and-replay as Crucial Aid
(reactions.py); used, the card is spent and the attack rolls a new die."""

from __future__ import annotations

import pytest

from rules.core import RuleError
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.commands import Attack, Pass, Use
from rules.ravenloft.state import PowerCard
from tests.rules.ravenloft.test_engine_reactions import Script, hero_phase, name


def _kat_with_the_charm():
    s = hero_phase(["kat", "allisa"], [(3, 1), (6, 2)], (2, 1))  # a Zombie (AC 11) next to Kat
    s.heroes[0].items = ["lucky_charm#1"]
    return s


def test_a_missed_roll_is_rolled_again_with_a_new_die():
    s = _kat_with_the_charm()
    rng = Script(2, 15)  # 2 + 7 = 9 < 11: missed; the new die 15 + 7 = 22 hits
    asked = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), rng)
    assert [e.code for e in asked.events] == ["cr-reroll-asked"] and rng.counter == 0  # rolled back
    assert asked.state.figures and not asked.state.turn.attacked
    prompt = GAME.prompts(asked.state)[0]
    assert (prompt.kind, prompt.seat, prompt.params["roll"], prompt.params["ac"]) == ("cr-reroll", 0, 9, 11)
    assert [(o.command, o.args) for o in prompt.options] == [("use", {"item": "lucky_charm"}), ("pass", {})]
    assert t("fr", "prompt-cr-reroll", prompt.params) == \
        "Kat (p0) a fait 9 (dé 2, bonus 7) contre CA 11 : relancer le dé avec Porte-Bonheur ? Il faut 4 ou plus au nouveau dé."
    assert t("en", "opt-cr-react", prompt.options[0].params) == "Use Lucky Charm"
    done = GAME.apply(asked.state, 0, Use(item="lucky_charm"), rng)
    codes = [e.code for e in done.events]
    assert codes.index("cr-rerolled") < codes.index("cr-attack")
    attack = next(e for e in done.events if e.code == "cr-attack")
    assert (attack.params["face"], attack.params["total"], attack.params["hit"]) == (15, 22, True)
    assert done.state.figures == [] and done.state.heroes[0].items == []
    assert done.state.heroes[0].spent_items == ["lucky_charm#1"]
    assert "cr-aid-answers" not in done.state.flags and not done.state.pending


def test_declined_the_first_die_stands_and_the_charm_stays():
    s = _kat_with_the_charm()
    rng = Script(2, 15)
    asked = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), rng)
    done = GAME.apply(asked.state, 0, Pass(), rng)
    attack = next(e for e in done.events if e.code == "cr-attack")
    assert (attack.params["face"], attack.params["hit"]) == (2, False) and len(done.state.figures) == 1
    assert done.state.heroes[0].items == ["lucky_charm#1"]


def test_at_the_deadline_the_charm_is_not_used():
    s = _kat_with_the_charm()
    asked = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), Script(2, 15))
    assert GAME.timeout_action(asked.state, 0) == Pass()


def test_a_hit_or_a_hopeless_roll_asks_nothing_and_the_charm_is_no_hero_phase_action():
    s = _kat_with_the_charm()
    hit = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), Script(5))  # 12 >= 11
    assert "cr-reroll-asked" not in [e.code for e in hit.events] and hit.state.heroes[0].items == ["lucky_charm#1"]
    assert Use(item="lucky_charm") not in GAME.legal_actions(s, 0)
    with pytest.raises(RuleError) as err:
        GAME.apply(s, 0, Use(item="lucky_charm"), Script())
    assert err.value.code == "cr-reroll-after-a-roll"


def test_the_charm_then_crucial_aid_on_the_new_die():
    """The roller's own reroll is asked first; a new die that still misses by 4 or less asks
    Allisa's Crucial Aid, and each replay rolls the same dice."""
    s = _kat_with_the_charm()
    s.heroes[1].powers.append(PowerCard(id="crucial_aid"))
    rng = Script(2, 1)  # 9, then the new die 1 + 7 = 8: with +4, 12 >= 11
    asked = GAME.apply(s, 0, Attack(power="backstab", target=name(s, (2, 1))), rng)
    again = GAME.apply(asked.state, 0, Use(item="lucky_charm"), rng)
    prompt = GAME.prompts(again.state)[0]
    assert (prompt.kind, prompt.seat, prompt.params["roll"]) == ("cr-aid", 1, 8)
    done = GAME.apply(again.state, 1, Use(power="crucial_aid"), rng)
    attack = next(e for e in done.events if e.code == "cr-attack")
    assert (attack.params["face"], attack.params["total"], attack.params["hit"]) == (1, 12, True)
    assert done.state.heroes[0].spent_items == ["lucky_charm#1"] and done.state.figures == []


def test_a_failed_disarm_roll_may_be_rolled_again():
    """Kat (+5, Trap Expert) against the Fire Trap (14): 3 + 5 = 8 fails; the charm's new die 12
    + 5 = 17 disarms it."""
    from rules.ravenloft.commands import Disarm
    from rules.ravenloft.state import Token

    s = _kat_with_the_charm()
    s.figures = []
    s.tokens.append(Token(uid=950, kind="trap", id="fire_trap", square=(2, 2)))
    s.heroes[0].cards.append("fire_trap#1")
    rng = Script(3, 12)
    asked = GAME.apply(s, 0, Disarm(), rng)
    assert [e.code for e in asked.events] == ["cr-reroll-asked"] and rng.counter == 0
    prompt = GAME.prompts(asked.state)[0]
    assert (prompt.kind, prompt.params["what"], prompt.params["roll"], prompt.params["ac"]) == ("cr-reroll", "disarm", 8, 14)
    assert t("en", "prompt-cr-reroll", prompt.params) == \
        "Kat (p0) rolled 8 (die 3, bonus 5) against 14 (disarming): roll the die again with Lucky Charm? The new die needs 9 or more."
    done = GAME.apply(asked.state, 0, Use(item="lucky_charm"), rng)
    assert [e.code for e in done.events][:2] == ["cr-rerolled", "cr-disarm"]
    roll = done.events[1]
    assert (roll.params["face"], roll.params["total"], roll.params["success"]) == (12, 17, True)
    assert not [x for x in done.state.tokens if x.kind == "trap"] and done.state.heroes[0].items == []

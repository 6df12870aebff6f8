"""Shield-type reactions (reactions.py) against the monsters' hits outside the villain phase:
Geno Warcry's ambusher strikes first in the hero phase (seed L441); the hit stops, the hero's
player is asked, and the strike is replayed with the same die (reactions.activate_asking)."""

from __future__ import annotations

from rules.core import Rng
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.commands import Cancel, Pass, Use
from rules.ravenloft.dungeon import board
from rules.ravenloft.state import Figure, Pending, PowerCard
from tests.rules.ravenloft.engine_helpers import seats
from tests.rules.ravenloft.test_engine_reactions import REACTIONS, Script


def _ambushed(power: str = "shield"):
    """Immeril (AC 14) just explored a black tile; the Zombie (+5, 1 damage) ambushes her; the
    party pays 5 XP to cancel the ambush's encounter, then the Zombie strikes."""
    s = GAME.setup(GAME.parse_options({"adventure": "2", "variants": ["geno"], "heroes": ["immeril", "arjhan"]}),
                   seats(2), Rng("cd" * 32))
    s.geno.order, s.turn.hero = [0, 1], 0
    for h in s.heroes:
        h.items, h.powers = [], [p for p in h.powers if p.id not in REACTIONS]
    s.heroes[0].powers.append(PowerCard(id=power))
    b = board(s, GAME.cat)
    here = s.heroes[0].square
    spot = next(n for n in b.neighbours8(here) if s.figure_at(n) is None and s.hero_at(n) is None)
    s.heroes[1].square = next(n for n in b.neighbours8(here) if n != spot and s.figure_at(n) is None
                              and s.hero_at(n) is None and b.walkable(n))
    s.figures = [Figure(uid=99, kind="zombie", square=spot, card="zombie#1")]
    s.heroes[0].cards = ["zombie#1"]
    s.geno.ambusher, s.geno.halted_turn = 99, s.turn.number
    s.xp_pile = ["gargoyle#2", "wraith#1"]
    s.encounters.cards.append("frenzy#1")
    s.pending = [Pending(kind="geno-encounter", seat=0, card="frenzy#1", params={"xp": 6})]
    return s


def test_shield_against_the_ambusher_s_hit():
    s = _ambushed()
    rng = Script(15)  # 15 + 5 = 20 >= AC 14: a hit
    asked = GAME.apply(s, 0, Cancel(), rng)
    assert "cr-encounter-cancelled" in [e.code for e in asked.events]
    assert "cr-monster-attack" not in [e.code for e in asked.events] and rng.counter == 0  # rolled back
    prompt = GAME.prompts(asked.state)[0]
    assert (prompt.kind, prompt.seat) == ("cr-reaction", 0)
    assert [(o.command, o.args) for o in prompt.options] == [("use", {"power": "shield"}), ("pass", {})]
    assert t("en", "prompt-cr-reaction", prompt.params) == "Zombie hits Immeril (p0): Immeril (p0) may use Shield"
    done = GAME.apply(asked.state, 0, Use(power="shield"), rng)
    codes = [e.code for e in done.events]
    assert codes == ["cr-act-attack", "cr-reaction", "cr-reaction-ac", "cr-monster-attack"]
    attack = next(e for e in done.events if e.code == "cr-monster-attack")
    assert (attack.params["roll"], attack.params["result"]) == (15, "miss")  # the same die, missed instead
    s2 = done.state
    assert s2.heroes[0].hp == s.heroes[0].hp and [b.value for b in s2.heroes[0].boosts if b.stat == "ac"] == [2]
    assert [p.used for p in s2.heroes[0].powers if p.id == "shield"] == [True]
    assert 99 in s2.geno.acted and s2.pending[0].kind == "geno-answer"  # then Immeril may answer


def test_declined_the_hit_lands_with_the_same_die():
    s = _ambushed()
    rng = Script(15)
    asked = GAME.apply(s, 0, Cancel(), rng)
    done = GAME.apply(asked.state, 0, Pass(), rng)
    attack = next(e for e in done.events if e.code == "cr-monster-attack")
    assert (attack.params["roll"], attack.params["result"]) == (15, "hit")
    assert done.state.heroes[0].hp == s.heroes[0].hp - 1


def test_bodyguard_is_asked_to_the_other_hero_s_seat():
    s = _ambushed("shield")
    s.heroes[0].powers = [p for p in s.heroes[0].powers if p.id != "shield"]
    s.heroes[1].powers.append(PowerCard(id="bodyguard"))
    where = s.heroes[1].square
    rng = Script(15)
    asked = GAME.apply(s, 0, Cancel(), rng)
    prompt = GAME.prompts(asked.state)[0]
    assert (prompt.kind, prompt.seat) == ("cr-reaction", 1)
    done = GAME.apply(asked.state, 1, Use(power="bodyguard"), rng)
    assert "cr-swapped" in [e.code for e in done.events] and done.state.heroes[0].square == where


def test_at_the_deadline_the_power_is_not_used():
    s = _ambushed()
    asked = GAME.apply(s, 0, Cancel(), Script(15))
    assert GAME.timeout_action(asked.state, 0) == Pass()


def _barkam_frenzy():
    """Barkam: Immeril explored in her hero phase and keeps the encounter drawn, Frenzy: the
    Zombie she controls (next to her) activates once more and attacks her."""
    s = GAME.setup(GAME.parse_options({"adventure": "2", "variants": ["barkam"], "heroes": ["immeril", "arjhan"]}),
                   seats(2), Rng("cd" * 32))
    s.turn.hero = 0
    for h in s.heroes:
        h.items, h.powers = [], [p for p in h.powers if p.id not in REACTIONS]
    s.heroes[0].powers.append(PowerCard(id="shield"))
    b = board(s, GAME.cat)
    here = s.heroes[0].square
    spot = next(n for n in b.neighbours8(here) if s.figure_at(n) is None and s.hero_at(n) is None and b.walkable(n))
    s.figures = [Figure(uid=99, kind="zombie", square=spot, card="zombie#1")]
    s.heroes[0].cards, s.heroes[1].cards = ["zombie#1"], []
    s.xp_pile = ["gargoyle#2", "wraith#1"]
    s.pending = [Pending(kind="barkam-encounter", seat=0, card="frenzy#1", params={"xp": 6})]
    return s


def test_shield_against_a_monster_a_barkam_hero_phase_encounter_activates():
    s = _barkam_frenzy()
    rng = Script(15)
    asked = GAME.apply(s, 0, Pass(), rng)  # keep Frenzy: the Zombie hits (15 + 5 >= 14)
    assert "cr-monster-attack" not in [e.code for e in asked.events] and rng.counter == 0
    prompt = GAME.prompts(asked.state)[0]
    assert (prompt.kind, prompt.seat) == ("cr-reaction", 0)
    assert t("fr", "prompt-cr-reaction", prompt.params) == "Zombie touche Immeril (p0) : Immeril (p0) peut jouer Bouclier"
    done = GAME.apply(asked.state, 0, Use(power="shield"), rng)
    attack = next(e for e in done.events if e.code == "cr-monster-attack")
    assert (attack.params["roll"], attack.params["result"]) == (15, "miss")
    assert done.state.heroes[0].hp == s.heroes[0].hp and "frenzy#1" in done.state.encounters.discard
    assert not done.state.pending and done.state.turn.phase == "hero"  # her hero phase goes on
    declined = GAME.apply(asked.state, 0, Pass(), Script(15))
    assert declined.state.heroes[0].hp == s.heroes[0].hp - 1

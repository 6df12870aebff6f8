"""Advanced CR 2.0's rules for heroes of level 6 or more (seed 001, L129-141), met in campaigns."""

from __future__ import annotations

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.commands import Use
from rules.ravenloft.turns import resume_villain

CAT = GAME.cat


class Dice(Rng):
    def __init__(self, *faces: int) -> None:
        super().__init__("ab" * 32)
        self.faces = list(faces)

    def die(self, sides: int) -> int:
        return self.faces.pop(0) if self.faces else super().die(sides)


def whispers_drawn(level: int):
    """Thorgrim's villain phase draws Strahd's Whispers; Thorgrim is at ``level``."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(2)]
    s = GAME.setup(GAME.parse_options({"adventure": "2", "heroes": ["thorgrim", "kat"], "first": 0}), seats,
                   Rng("c3" * 32))
    s.heroes[0].level = level
    s.encounters.cards.append("strahds_whispers#1")
    s.turn.phase = "villain"
    resume_villain(s, CAT, Dice())
    return s


def daily_of(state, hero):
    return next(p.id for p in state.heroes[hero].powers if CAT.powers[p.id].kind == "daily"
                and CAT.powers[p.id].attack is not None)


def test_a_high_level_hero_forced_to_attack_a_hero_may_use_a_daily():
    """« Quand des héros de haut niveau (6ème ou plus) sont forcés de s'attaquer les uns aux
    autres (à cause de carte Evènement ou de tactique de monstre) ils pourront utiliser 1
    Pouvoir Quotidien s'il est disponible » (L132)."""
    low = whispers_drawn(5)
    assert [o.args["power"] for o in GAME.prompts(low)[0].options] == ["lance_of_faith", "healing_strike"]
    s = whispers_drawn(6)
    daily = daily_of(s, 0)
    # the absent player's answer, the first at-will card, stays the last button
    assert [o.args["power"] for o in GAME.prompts(s)[0].options] == ["lance_of_faith", daily, "healing_strike"]
    power = CAT.powers[daily]
    after = GAME.apply(s, 0, Use(power=daily), Dice(19))
    hit = next(e for e in after.events if e.code == "cr-hero-attacks-hero")
    assert hit.params["result"] == "hit" and hit.params["power"] == [f"cr-power-{daily.replace('_', '-')}"]
    assert after.state.heroes[1].hp == 8 - power.damage
    # the daily is turned over: the next Whispers offers the at-wills only
    assert next(p for p in after.state.heroes[0].powers if p.id == daily).used

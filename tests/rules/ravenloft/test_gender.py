"""French hero lines agree with the hero's gender (heroes.yaml `gender`, names.py): « Kat est
ralentie », « Arjhan est ralenti »; English reads the same either way."""

from __future__ import annotations

from rules.core.i18n import t
from rules.ravenloft import GAME as REAL
from rules.ravenloft.commands import End
from rules.ravenloft.events import ev
from rules.ravenloft.names import label_events
from tests.rules.ravenloft.engine_helpers import GAME, Dice, new


def test_the_box_heroes_genders():
    assert {h: REAL.cat.heroes[h].gender for h in ("allisa", "arjhan", "immeril", "kat", "thorgrim")} == \
        {"allisa": "f", "arjhan": "m", "immeril": "f", "kat": "f", "thorgrim": "m"}


def _lines(lang, events):
    return [t(lang, f"ev-{e.code}", e.params) for e in events]


def test_condition_lines_agree_in_french():
    s = new(2, ["kat", "arjhan"])
    events = label_events(s, GAME.cat, [
        ev("condition", hero="kat", condition="slowed"), ev("condition", hero="arjhan", condition="slowed"),
        ev("condition", hero="kat", condition="dazed"), ev("condition-ends", hero="kat", condition="immobilized"),
        ev("poison-roll", hero="kat", face=12, cured=True), ev("poison-roll", hero="arjhan", face=3, cured=False),
        ev("place-declined", hero="kat", power="fey_step")])
    assert events[0].params["hero_gender"] == "f" and events[1].params["hero_gender"] == "m"
    assert _lines("fr", events) == [
        "Kat (p0) est ralentie.", "Arjhan (p1) est ralenti.", "Kat (p0) est confuse.",
        "Kat (p0) n'est plus immobilisée.", "Poison de Kat (p0) : d20 12 → guérie.",
        "Poison d'Arjhan (p1) : d20 3 → toujours empoisonné.", "Kat (p0) reste où elle est (Mouvement Extra-Lucide)."]
    assert _lines("en", events)[:2] == ["Kat (p0) is slowed.", "Arjhan (p1) is slowed."]


def test_the_villain_phase_lines_agree_too():
    s = new(1, ["immeril"])
    hero = ["cr-hero-immeril"]
    events = label_events(s, GAME.cat, [
        ev("why-condition", hero=hero, condition=["cr-cond-poisoned"]), ev("cursed", hero=hero, card="c"),
        ev("hero-placed", hero=hero, square="B2", tile="t")])
    assert [t("fr", e.code.replace("cr-", "ev-cr-", 1), e.params) for e in events] == [
        "Immeril (p0) est désormais empoisonnée", "Immeril (p0) est maudite : c", "Immeril (p0) est placée en B2 (t)"]


def test_the_poison_roll_of_a_played_turn_reads_guerie():
    """Through the engine: Kat, poisoned, ends her hero phase and rolls 10 (B32: cured)."""
    s = new(1, ["kat"], adventure="2")
    s.heroes[0].conditions = ["poisoned"]
    events = GAME.apply(s, 0, End(), Dice(10)).events
    roll = next(e for e in events if e.code == "cr-poison-roll")
    assert roll.params["hero_gender"] == "f" and roll.params["face"] == 10
    assert t("fr", "ev-cr-poison-roll", roll.params) == "Poison de Kat (p0) : d20 10 → guérie."
    assert t("en", "ev-cr-poison-roll", roll.params) == "Kat (p0)'s poison: d20 10 → cured."


def test_monsters_and_villains_agree_in_french():
    """monsters.yaml and villains.yaml `gender`: « Nuée de Rats est vaincue », « Zombie est vaincu »."""
    assert {m: REAL.cat.monsters[m].gender for m in ("rat_swarm", "ghoul", "zombie", "howling_hag", "strahd")} == \
        {"rat_swarm": "f", "ghoul": "f", "zombie": "m", "howling_hag": "f", "strahd": "m"}
    s = new(1, ["kat"])
    events = label_events(s, REAL.cat, [
        ev("monster-defeated", monster="rat_swarm"), ev("monster-defeated", monster="zombie"),
        ev("pushed", monster="spider", square="B2"), ev("pulled", monster="wraith", square="C3"),
        ev("stealthed", hero="kat", power="stealth", monster="gargoyle")])
    assert _lines("fr", events) == [
        "Nuée de Rats est vaincue !", "Zombie est vaincu !", "Araignée est repoussée en B2.",
        "Âme-en-Peine est attirée en C3.",
        "Kat (p0) joue Discrétion : Gargouille est défaussée au lieu d'être placée."]
    assert _lines("en", events)[:2] == ["Rat Swarm is defeated!", "Zombie is defeated!"]


def test_no_damage_and_the_geno_rounds_read_well():
    assert t("fr", "ev-cr-hero-damaged", {"hero": "Arjhan (bob)", "damage": 0}) == "Arjhan (bob) ne subit aucun dégât"
    assert t("en", "ev-cr-hero-damaged", {"hero": "Arjhan (bob)", "damage": 0}) == "Arjhan (bob) takes no damage"
    assert t("fr", "ev-cr-hero-damaged", {"hero": "Kat (alice)", "damage": 2}) == "Kat (alice) subit 2 dégâts"
    # Geno Warcry's rounds are « manches », not the heroes' « tours » the log counts beside them
    assert t("fr", "ev-cr-geno-round", {"round": 2, "hero_name": ["Allisa (alice)"]}) == (
        "La manche 2 commence avec Allisa (alice)")

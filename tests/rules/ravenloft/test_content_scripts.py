"""Every script of the content runs on the one interpreter (rules.ravenloft.tactics): each
monster and villain at three distances from the heroes, each encounter card drawn and, for
traps and hazards, activated. Played on the villain helper's small test dungeon."""

from __future__ import annotations

import pytest

from rules.core import Rng
from rules.ravenloft.content import load_content
from rules.ravenloft.encounters import resolve
from rules.ravenloft.tactics.interpreter import activate
from rules.ravenloft.tactics.world import Actor, EncounterCard

from .test_tactics_interpreter import heroes
from .villain_world import Figure, ToyTable, row_of_tiles, sq

C = load_content()
FOES = {**C.monsters, **C.villains}


def card(cid: str) -> EncounterCard:
    e = C.encounters[cid]
    return EncounterCard(id=cid, kind=e.kind, name=e.name.en, effects=e.effects)


def table(figures: dict[str, Figure] | None = None) -> ToyTable:
    """Kat (seat 0, active) on B2 and Allisa on C3, both on t0; 4 tiles in a row."""
    return ToyTable(row_of_tiles(4), heroes(kat="B2", allisa="C3"), figures or {},
                    monsters={k: (v.attacks, v.tactics) for k, v in FOES.items()},
                    encounters={cid: card(cid) for cid in C.encounters},
                    held={"kat": [], "allisa": []})


def chosen(act) -> int:
    return next(ln.params["n"] for ln in act.lines if ln.code == "cr-why-chosen-clause")


@pytest.mark.parametrize("kind", sorted(FOES))
@pytest.mark.parametrize("where", ["C2", "G2", "O2"])
def test_every_monster_and_villain_acts(kind, where):
    foe = FOES[kind]
    t = table({"f1": Figure(kind, sq(where), foe.hp, foe.hp)})
    actor = Actor(kind="villain" if kind in C.villains else "monster", id="f1", card=kind,
                  name=foe.name.en, square=sq(where), attacks=foe.attacks, tactics=foe.tactics,
                  category=foe.type)
    _events, act = activate(t, actor, Rng(seed="ab" * 32))
    n = chosen(act)
    if where == "O2":  # 3 tiles away from both heroes: every card falls to its "otherwise"
        assert n == len(foe.tactics)
    elif where == "C2":  # next to both heroes: the first clause (Strahd's first is his mist form)
        assert n == (2 if kind == "strahd" else 1)
    else:  # G2, 1 tile away: never the "otherwise" of a card with a 1-tile clause
        within = [i for i, c in enumerate(foe.tactics, start=1)
                  if c.when is not None and (c.when.hero_within_tiles or 0) >= 1]
        assert n == (within[0] if within else len(foe.tactics))


def test_strahd_takes_his_mist_form_once_when_low():
    strahd = C.villains["strahd"]
    t = table({"s1": Figure("strahd", sq("C2"), 4, 12)})
    actor = Actor(kind="villain", id="s1", card="strahd", name="Strahd", square=sq("C2"),
                  attacks=strahd.attacks, tactics=strahd.tactics, category="vampire")
    _events, act = activate(t, actor, Rng(seed="ab" * 32))
    assert chosen(act) == 1 and "mist_form" in t.figure_flags("s1")
    assert t.figure_hp("s1") == (8, 12)
    _events, act = activate(t, actor, Rng(seed="ab" * 32))
    assert chosen(act) == 2  # the flag is set: he bites instead


@pytest.mark.parametrize("cid", sorted(C.encounters))
def test_every_encounter_resolves(cid):
    t = table({"z1": Figure("zombie", sq("G2"), 1, 1)})
    c = card(cid)
    res = resolve(t, c, Rng(seed="cd" * 32))
    kind = C.encounters[cid].kind
    if kind in ("event", "attack"):
        assert t.log[-1] == ("discard-encounter", cid)
    elif kind == "environment":
        assert t.env == cid
    elif kind == "curse":
        assert t.cursed == [(cid, "kat")]
    else:  # trap or hazard: its card is held by the active hero's player, its marker on Kat's tile
        assert [(h.card, h.tile) for h in t.held["kat"]] == [(cid, "t0")]
    # a lasting card says it comes into play; an event just acts (« Encounter: … » said it)
    assert bool(res.events and res.events[0].code == "cr-encounter") == (kind not in ("event", "attack"))


@pytest.mark.parametrize("cid", sorted(e.id for e in C.encounters.values() if e.effects.tactics))
def test_every_trap_and_hazard_activates(cid):
    e = C.encounters[cid]
    t = table()
    actor = Actor(kind=e.kind, id=f"{cid}#1", card=cid, name=e.name.en, square=sq("B3"),
                  attacks=e.effects.attacks, tactics=e.effects.tactics, controller=0)
    _events, act = activate(t, actor, Rng(seed="ef" * 32))
    assert chosen(act) == 1  # the heroes stand on the trap's tile: its first clause holds

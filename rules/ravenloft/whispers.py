"""Strahd's Whispers (« La Voie de Strahd »): the active hero attacks the closest hero with an
at-will power **the player chooses**, and everything the power does applies.

The seed's FAQ (L153-159): « si un héros utilise Cleave , à lui de choisir sa seconde cible (mais
qui doit être un monstre) , il obéit à ce qui est écrit sur la carte Rencontre en attaquant un
héros , après à lui de voir ; même chose pour Healing Strike , il attaque un héros mais il va
aussi en soigner un (et pourquoi pas celui qu'il vient de blesser !) ». The question is asked
by the villain phase (``villain_phase.py``, pending ``whispers``); this module runs the attack.
"""

from __future__ import annotations

from rules.core import Event, Rng

from . import hooks
from .board import block_of
from .catalog import Catalog
from .combat import after_defeats, attack_bonus, heal_nearby, wound
from .conditions import damage_hero, hero_ac, remove_condition
from .dungeon import board, figures_on, heroes_on
from .events import name_ids
from .state import CRState, Figure
from .variants.acr2.levels import HIGH

#: the villain phase's key of the player's answer (``state.flags[ANSWERS_KEY]``)
KEY = "whispers"


@hooks.at_will_attacks.fill
def at_will_attacks(state: CRState, cat: Catalog, hero: int) -> list[str]:
    """The hero's at-will attack powers, in card order (the first is the absent player's), then
    for a hero of level 6 or more their daily attack powers still face up: « Quand des héros de
    haut niveau (6ème ou plus) sont forcés de s'attaquer les uns aux autres (à cause de carte
    Evènement ou de tactique de monstre) ils pourront utiliser 1 Pouvoir Quotidien s'il est
    disponible » (seed 001, L132)."""
    h = state.heroes[hero]
    out, dailies = [], []
    for p in h.powers:
        power = cat.powers.get(p.id)
        if power is None or not (power.attack is not None or power.auto):
            continue
        if power.kind == "at_will":
            out.append(p.id)
        elif power.kind == "daily" and not p.used and h.level >= HIGH:
            dailies.append(p.id)
    return out + dailies


def _flanked(state: CRState, cat: Catalog, attacker: int, target: int) -> bool:
    """Whether a third standing hero is adjacent to the hero attacked (Backstab's « another hero »)."""
    t = state.heroes[target]
    if t.square is None:
        return False
    b = board(state, cat)
    return any(i not in (attacker, target) and x.square is not None and not x.escaped and not x.down
               and b.adjacent(x.square, t.square) for i, x in enumerate(state.heroes))


@hooks.attack_hero.fill
def attack_hero(state: CRState, cat: Catalog, attacker: int, target: int, power_id: str, rng: Rng) -> list[Event]:
    """``attacker`` attacks the hero ``target`` with the at-will ``power_id``: its roll with the
    attacker's bonuses, its hit and miss damage, then what it does on a hit (Cleave's second
    target, a monster; Healing Strike's heal, the hero just hit may be the one healed; Divine
    Flare's condition ended). Moves the power makes (a push, a pull, the user's optional move)
    are not made on a hero (docs/rulings/ravenloft.md, « Strahd's Whispers »)."""
    power = cat.powers[power_id]
    h, t = state.heroes[attacker], state.heroes[target]
    names = {"hero": name_ids("hero", h.hero), "target": name_ids("hero", t.hero), "power": name_ids("power", power.id)}
    flanked = _flanked(state, cat, attacker, target)
    out: list[Event] = []
    if power.auto:  # Careful Attack: damage with no roll
        hit, dmg = True, power.auto
        out.append(Event(code="cr-hero-auto-hits-hero", params={**names, "damage": dmg}))
    else:
        bonus = (power.attack or 0) + attack_bonus(state, cat, attacker)
        if power.distance_bonus is not None and h.square is not None and t.square is not None:
            d = board(state, cat).tile_distance(block_of(h.square), block_of(t.square))
            bonus += power.distance_bonus[1] if d == power.distance_bonus[0] else 0
        roll = rng.die(20)
        ac = hero_ac(state, cat, target)
        hit = roll + bonus >= ac
        if hit:
            dmg = power.damage + sum(b.value for b in h.boosts if b.stat == "damage")
            dmg += power.flank_bonus if flanked else 0
        else:
            dmg = max(power.miss, power.flank_damage if flanked else 0)
        out.append(Event(code="cr-hero-attacks-hero", irreversible=True, params={
            **names, "roll": roll, "total": roll + bonus, "ac": ac, "result": "hit" if hit else "miss"}))
    if power.kind == "daily" and not (power.keep_on_miss and not hit):  # a daily turns over (L132)
        card = next((p for p in h.powers if p.id == power.id and not p.used), None)
        if card is not None:
            card.used = True
    out += damage_hero(state, target, dmg, source="hero")
    if not hit:
        return out
    defeated: list[Figure] = []
    if power.cleave and t.square is not None:  # « sa seconde cible (mais qui doit être un monstre) »
        others = figures_on(state, block_of(t.square))
        if others:  # the first monster by row and column, as Cleave's own ruling
            out += wound(state, cat, sorted(others, key=lambda f: (f.square[1], f.square[0]))[0], power.cleave,
                         defeated)
    if power.heal_on_hit is not None:  # « et pourquoi pas celui qu'il vient de blesser »
        out += heal_nearby(state, cat, attacker, *power.heal_on_hit)
    if power.end_condition and h.square is not None:
        n = len(state.heroes)
        for i in sorted(heroes_on(state, block_of(h.square)), key=lambda i: (i - attacker) % n):
            if state.heroes[i].conditions:
                out += remove_condition(state, i, state.heroes[i].conditions[0])
                break
    if defeated:
        out += after_defeats(state, cat, attacker, defeated, rng)
    return out

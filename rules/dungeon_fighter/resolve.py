"""Dungeon Fighter: what a landed die does (damage, abilities, a miss and the monster's capacity)."""

from __future__ import annotations

from rules.core import (
    Event,
    Rng,
    RuleError,
)

from . import throw as T
from .combat import after_throw
from .common import (
    ability,
    capacity,
    destroy,
    discard_item,
    ev,
    foe_of,
    heal_hero,
    hero_card,
    hurt,
)
from .content import TARGET_ONLY, content
from .model import (
    DFState,
    Discard,
    LandingRec,
    Pending,
    ThrowPlan,
)


def resolve(state: DFState, plan: ThrowPlan, rec: LandingRec, colour: str | None, rng: Rng) -> list[Event]:
    c = content()
    cb = state.combat
    assert cb is not None
    foe = foe_of(state)
    seat = plan.seat
    hero = state.heroes[seat]
    hit = rec.outcome == "hit"
    events: list[Event] = []
    ab = ability(state, seat, colour) if (colour and rec.face == T.HERO_FACE) else None
    if ab is not None and ab[0] in TARGET_ONLY and not hit:
        ab = None
    if ab is not None and ab[0] == "pluie_de_coups" and plan.second:
        ab = None  # never twice in a row
    if ab is not None:
        events.append(ev("df-ability", seat=seat, ability=ab[0], colour=colour or ""))
    kind = ab[0] if ab else ""
    # Coup Fatal: the centre with the hero symbol kills, bosses included
    if hit and rec.zone == 10 and rec.face == T.HERO_FACE:
        cb.pv = 0
        events.append(ev("df-coup-fatal", announce=True, seat=seat))
    base = (1 if capacity(state) == "horde" else rec.zone) if hit else 0
    mul, add, always = 1, 0, 0
    if kind == "degats_cibles":
        base = 5
    if kind == "furie_aveugle" and plan.furie:
        mul *= 2
        hurt(state, seat, 1, events, riposte=False)
    if kind == "degats_supplementaires":
        add += ab[1] if ab else 0
    if kind == "ennemi_jure" and foe.type == hero_card(state, seat).enemy:
        always += ab[1] if ab else 0
    if hit:
        for w in plan.weapons:
            bonus = c.equipment[w].bonus
            assert bonus is not None
            mul *= bonus.mul
            add += bonus.add
        for it in plan.items:
            if it in hero.equipment:
                add += c.equipment[it].value
                events += discard_item(state, seat, it)
        if cb.living_target:
            add += 1
    for m in plan.discard_seduced:
        if m in hero.seduced:
            hero.seduced.remove(m)
            state.discard.append(m)
            always += c.monsters[m].damage
            events.append(ev("df-seduced-spent", seat=seat, monster=m, name=c.monsters[m].name))
    damage = (base * mul + add if hit else 0) + always
    if damage > 0 and cb.pv > 0:
        cb.pv -= damage
        events.append(ev("df-damage", seat=seat, amount=damage, pv=max(cb.pv, 0)))
        if kind == "intervention_divine":
            events += divine(state, plan.heal_to, damage)
    # abilities that work even on a miss
    if kind == "guerison_de_masse" and ab:
        for h in state.heroes:
            heal_hero(state, h.seat, ab[1])
        events.append(ev("df-mass-heal", amount=ab[1]))
    elif kind == "cible_vivante":
        cb.living_target = True
    elif kind == "larcin":
        state.larcin += 1
    elif kind == "metamorphose":
        cb.toad = True
    elif kind == "pickpocket":
        state.gold += 2
        events.append(ev("df-gold", amount=2, gold=state.gold))
    elif kind == "seduction":
        cb.charmed_by = seat
    elif kind == "biere":
        target = plan.beer_to if plan.beer_to is not None else seat
        cb.beer = target
        events.append(ev("df-beer", seat=target))
    elif kind == "ritournelle" and not cb.silenced:
        if plan.pay and state.gold >= 1:
            state.gold -= 1
            cb.silenced = True
            events.append(ev("df-silenced", gold=state.gold))
        else:
            events.append(ev("df-song-unpaid", gold=state.gold))
    elif kind == "pluie_de_coups":
        cb.extra = plan.die
    if not hit:
        events += missed(state, plan, kind)
        if cb.pending is not None:  # the thrower chooses the card the monster destroys
            return events
    return events + after_throw(state, plan, rng)


def divine(state: DFState, heal_to: list[tuple[int, int]], points: int) -> list[Event]:
    """« Pour chaque point de Dégât ..., un joueur au choix récupère un PV »: the thrower's
    shares in order (0: as many as that hero needs), then the most wounded."""
    healed: dict[int, int] = {}
    for target, share in heal_to:
        if points <= 0:
            break
        got = heal_hero(state, target, min(points, share) if share > 0 else points)
        healed[target] = healed.get(target, 0) + got
        points -= got
    while points > 0:
        cands = [h for h in state.heroes if not h.fainted and not h.out and h.pv < h.max_pv]
        if not cands:
            break
        h = min(cands, key=lambda x: (x.pv - x.max_pv, x.seat))
        h.pv += 1
        healed[h.seat] = healed.get(h.seat, 0) + 1
        points -= 1
    return [ev("df-divine", seat=s, amount=n) for s, n in sorted(healed.items()) if n]


def missed(state: DFState, plan: ThrowPlan, kind: str) -> list[Event]:
    """A miss: the monster hits the thrower, and its capacity strikes."""
    c = content()
    cb = state.combat
    assert cb is not None
    foe = foe_of(state)
    seat = plan.seat
    hero = state.heroes[seat]
    events: list[Event] = [ev("df-missed", seat=seat, outcome=state.last.outcome if state.last else "off")]
    dmg = max(0, foe.damage - (2 if cb.toad else 0))
    if kind == "pas_de_degats" or cb.beer == seat:
        dmg = 0
    if dmg > 0 and plan.protect:
        shield = next((e for e in hero.equipment if c.equipment[e].effect == "no_damage"), None)
        if shield is not None:
            events += discard_item(state, seat, shield)
            dmg = 0
    if dmg > 0:
        dmg = max(0, dmg - sum(c.equipment[e].value for e in hero.equipment if c.equipment[e].effect == "reduced_damage"))
    hurt(state, seat, dmg, events)
    cap = capacity(state)
    value = foe.capacity.value if foe.capacity else 0
    if cap == "destroy_equipment" and hero.equipment:
        if len(hero.equipment) > 1:  # « une carte Équipement de son choix »
            cb.pending = Pending(kind="discard", seat=seat, plan=plan)
            events.append(ev("df-destroy-asked", seat=seat))
        else:
            events += destroy(state, seat, hero.equipment[0])
    elif cap == "heal_on_miss" and cb.pv > 0:
        cb.pv = min(cb.max_pv, cb.pv + value)
        events.append(ev("df-monster-healed", amount=value, pv=cb.pv))
    elif cap == "lose_gold" and state.gold > 0:
        state.gold -= 1
        events.append(ev("df-gold-lost", gold=state.gold))
    elif cap == "critical_failure":
        events.append(ev("df-critical"))
        each = max(0, foe.damage - (2 if cb.toad else 0))
        for h in state.heroes:
            if h.seat != seat and cb.beer != h.seat:
                hurt(state, h.seat, each, events)
    return events


def discard(state: DFState, seat: int, a: Discard, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None and cb.pending is not None and cb.pending.plan is not None
    if a.item not in state.heroes[seat].equipment:
        raise RuleError("df-not-yours", item=a.item)
    plan = cb.pending.plan
    cb.pending = None
    return destroy(state, seat, a.item) + after_throw(state, plan, rng)

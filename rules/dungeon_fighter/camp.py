"""Dungeon Fighter: the end of a turn (rewards, scars, wake-ups), the shop and the trades."""

from __future__ import annotations

from rules.core import (
    Event,
    Rng,
    RuleError,
)

from .common import (
    BOSS_ROOM,
    any_time_items,
    capacity,
    discard_item,
    ev,
    heal_hero,
    hero_name,
    in_shop,
    slots_free,
)
from .content import content
from .model import (
    Buy,
    DFState,
    Give,
    Heal,
    Scar,
    Use,
)
from .scoring import lose


def victory_camp(state: DFState, rng: Rng, fought: bool) -> list[Event]:
    """The end-of-turn steps that need no decision."""
    c = content()
    cb = state.combat
    events: list[Event] = []
    if cb is not None:
        if cb.gold:
            state.gold += cb.gold
            events.append(ev("df-gold", amount=cb.gold, gold=state.gold))
        if cb.charmed_by is not None and not state.heroes[cb.charmed_by].out:
            state.heroes[cb.charmed_by].seduced.append(cb.monster)
            events.append(ev("df-seduced", seat=cb.charmed_by, monster=cb.monster,
                             name=c.monsters[cb.monster].name))
        else:
            state.discard.append(cb.monster)
        # hero dice a monster forbade were never the party's to save (docs/rulings)
        unused = 0 if capacity(state) == "no_coloured_dice" else len(cb.dice)
        if unused and not state.leader_defeated and not cb.recovered:
            state.white += unused
            events.append(ev("df-bonus-dice", count=unused, white=state.white))
    # fainted heroes wake up with a scar; the third scar sends them upstairs
    for h in state.heroes:
        if h.fainted and not h.out:
            h.fainted = False
            if len(h.scars) >= 2:
                h.out = True
                h.pv = 0
                events.append(ev("df-angelic", seat=h.seat))
            else:
                h.scar_pending = True
                h.max_pv -= 3
                h.pv = h.max_pv
                events.append(ev("df-woken", seat=h.seat, pv=h.pv))
    if state.heroes[state.leader].out:  # an angelic leader hands the token on
        nxt = next((h.seat for h in state.heroes if not h.out), None)
        if nxt is not None:
            state.leader = nxt
    if state.larcin:
        for _ in range(state.larcin):
            if state.deck:
                state.stash.append(state.deck.pop(0))
        events.append(ev("df-larcin", count=state.larcin))
        state.larcin = 0
    state.leader_defeated = False
    state.combat = None
    room = c.room(state.position) if state.position not in (None, BOSS_ROOM) else None
    if room is not None:
        if room.kind == "fountain":
            for h in state.heroes:
                if not h.out:
                    h.pv = h.max_pv
            events.append(ev("df-fountain"))
        elif room.kind == "treasure" and room.reward is not None:
            r = room.reward
            if r.kind == "gold":
                state.gold += r.amount
            elif r.kind == "white":
                state.white += r.amount
            else:
                for _ in range(r.amount):
                    if state.deck:
                        state.stash.append(state.deck.pop(0))
            events.append(ev("df-reward", irreversible=r.kind == "equipment", kind=r.kind, amount=r.amount))
        elif room.kind == "shop":
            k = 3 + sum(1 for h in state.heroes if not h.out)
            state.shop = state.deck[:k]
            state.deck = state.deck[k:]
            events.append(ev("df-shop", irreversible=True, cards=len(state.shop)))
    state.moved = []
    if not any(not h.out for h in state.heroes):
        return events + lose(state, "df-all-angelic")
    return events


def next_turn(state: DFState, rng: Rng) -> list[Event]:
    """The leader ends the turn: the hero dice go to the next player clockwise."""
    events: list[Event] = []
    if state.shop:
        state.deck.extend(state.shop)  # unbought cards go back under the pile
        state.shop = []
    if state.stash:
        state.equipment_discard.extend(state.stash)
        events.append(ev("df-stash-discarded", count=len(state.stash)))
        state.stash = []
    n = state.n_seats
    for k in range(1, n + 1):
        s = (state.first + k) % n
        if not state.heroes[s].out:
            state.first = s
            break
    if state.heroes[state.leader].out:  # an angelic leader hands the token on
        state.leader = state.first
    events.append(ev("df-dice-passed", irreversible=True, seat=state.first))
    state.phase = "move"
    return events


def scar(state: DFState, seat: int, a: Scar) -> list[Event]:
    h = state.heroes[seat]
    if a.colour in h.scars:
        raise RuleError("df-already-scarred", colour=a.colour)
    h.scars.append(a.colour)
    h.scar_pending = False
    return [ev("df-scar", seat=seat, colour=a.colour, pv=h.pv)]


def use(state: DFState, seat: int, a: Use) -> list[Event]:
    c = content()
    h = state.heroes[seat]
    if a.item not in h.equipment:
        raise RuleError("df-not-yours", item=a.item)
    if a.item not in any_time_items(state, seat):
        raise RuleError("df-not-usable", item=a.item)
    card = c.equipment[a.item]
    events = discard_item(state, seat, a.item)
    if card.effect == "heal_one":
        target = seat if a.target is None else a.target
        if not 0 <= target < state.n_seats:
            raise RuleError("df-bad-seat", seat=target)
        got = heal_hero(state, target, card.value)
        events.append(ev("df-item-heal", seat=target, amount=got))
    else:
        for other in state.heroes:
            got = heal_hero(state, other.seat, card.value)
            if got:
                events.append(ev("df-item-heal", seat=other.seat, amount=got))
    return events


def buy(state: DFState, a: Buy) -> list[Event]:
    if not in_shop(state):
        raise RuleError("df-no-shop")
    if a.item == "white":
        if state.gold < 2:
            raise RuleError("df-not-enough-gold", cost=2, gold=state.gold)
        state.gold -= 2
        state.white += 1
        return [ev("df-bought-die", white=state.white, gold=state.gold)]
    if a.item not in state.shop:
        raise RuleError("df-not-in-shop", item=a.item)
    cost = content().equipment[a.item].cost
    if not any(not h.out and slots_free(state, h.seat, a.item) for h in state.heroes):
        raise RuleError("df-no-taker", item=content().equipment[a.item].name)
    if state.gold < cost:
        raise RuleError("df-not-enough-gold", cost=cost, gold=state.gold)
    state.gold -= cost
    state.shop.remove(a.item)
    state.stash.append(a.item)
    return [ev("df-bought", item=a.item, name=content().equipment[a.item].name, gold=state.gold)]


def heal(state: DFState, a: Heal) -> list[Event]:
    if not in_shop(state):
        raise RuleError("df-no-shop")
    if state.gold < a.gold:
        raise RuleError("df-not-enough-gold", cost=a.gold, gold=state.gold)
    state.gold -= a.gold
    for h in state.heroes:
        heal_hero(state, h.seat, a.gold)
    return [ev("df-healed", amount=a.gold, gold=state.gold)]


def give(state: DFState, seat: int, a: Give) -> list[Event]:
    if not 0 <= a.to < state.n_seats or state.heroes[a.to].out:
        raise RuleError("df-bad-seat", seat=a.to)
    if a.item in state.moved:
        raise RuleError("df-already-moved", item=a.item)
    if a.item in state.stash:
        if seat != state.leader:
            raise RuleError("df-leader-decides")
        source = None
    elif a.item in state.heroes[seat].equipment:
        source = seat
    else:
        raise RuleError("df-not-yours", item=a.item)
    if source == a.to:
        raise RuleError("df-same-hero")
    if not slots_free(state, a.to, a.item):
        raise RuleError("df-no-slot", item=content().equipment[a.item].name, seat=a.to,
                        hero=hero_name(state, a.to))
    if source is None:
        state.stash.remove(a.item)
    else:
        state.heroes[source].equipment.remove(a.item)
    state.heroes[a.to].equipment.append(a.item)
    state.moved.append(a.item)
    return [ev("df-given", item=a.item, name=content().equipment[a.item].name, to=a.to,
               hero=hero_name(state, a.to))]

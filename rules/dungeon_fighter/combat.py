"""Dungeon Fighter: a fight's course (encounter, the table's push, the next thrower, giving up, victory)."""

from __future__ import annotations

from rules.core import (
    Event,
    Rng,
    RuleError,
)

from . import throw as T
from .camp import victory_camp
from .common import (
    BOSS_ROOM,
    can_recover,
    drift_params,
    ev,
    foe_of,
    hurt,
    imposed,
    next_standing,
    room_throws,
    standing,
    usable_dice,
)
from .content import content
from .model import (
    Combat,
    DFState,
    Pending,
    ThrowPlan,
    Vote,
)
from .scoring import final_score, lose, title_for


def draw_monster(state: DFState, returned: str | None = None) -> str | None:
    """The top card of the first pile that has one; ``returned`` (a monster the party just
    gave up against, put back under its pile) is never drawn again at once: « si c'était le
    dernier Monstre de la pile, piochez simplement dans la pile suivante »."""
    for pile in state.tower:
        if pile and pile[0] != returned:
            return pile.pop(0)
    return None


def encounter(state: DFState, rng: Rng, returned: str | None = None) -> list[Event]:
    c = content()
    state.landings, state.last = [], None  # the marks of the previous fight leave the target
    if state.position == BOSS_ROOM:
        boss = c.bosses[state.boss]
        state.boss_revealed = True
        state.combat = Combat(monster=boss.id, boss=True, pv=boss.pv, max_pv=boss.pv, thrower=state.first)
        events = [ev("df-boss-revealed", irreversible=True, announce=True, boss=boss.id, name=boss.name, pv=boss.pv)]
    else:
        mid = draw_monster(state, returned)
        if mid is None:
            state.phase = "camp"
            return [ev("df-no-monster", room=state.position or "")] + victory_camp(state, rng, fought=False)
        m = c.monsters[mid]
        state.combat = Combat(monster=mid, pv=m.pv, max_pv=m.pv, gold=m.gold, thrower=state.first)
        throws = sorted(set(m.throws) | set(room_throws(state)))
        events = [ev("df-encounter", irreversible=True, announce=True, monster=mid, name=m.name, level=m.level, pv=m.pv,
                     damage=m.damage, gold=m.gold, capacity=m.capacity.kind.replace("_", "-") if m.capacity else "none",
                     value=m.capacity.value if m.capacity else 0, throws=[f"fx-{t}" for t in throws] or "-",
                     imposed="yes" if throws else "no")]
    state.phase = "combat"
    if state.heroes[state.first].fainted or state.heroes[state.first].out:
        nxt = next_standing(state, state.first)
        assert nxt is not None
        state.combat.thrower = nxt
    return events + ready_throw(state, rng)


def ready_throw(state: DFState, rng: Rng) -> list[Event]:
    """Before a throw: draw the table's drift, check that a die can be thrown at all."""
    cb = state.combat
    assert cb is not None
    events: list[Event] = []
    if not state.real_dice:  # with real dice the table pushes the die itself
        cb.drift = T.draw_drift(rng)
        blind = "en_aveugle" in imposed(state)
        events.append(ev("df-drift", irreversible=True, visible_to=[] if blind else None,
                         **drift_params(cb.drift[0], cb.drift[1])))
    if not usable_dice(state) and not can_recover(state):
        if cb.boss:
            return events + lose(state, "df-no-white-dice")
        # no die can be thrown: the party gives up the fight (situations impossibles)
        return events + give_up(state, rng, forced=True)
    return events


def after_throw(state: DFState, plan: ThrowPlan, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None
    if cb.pv <= 0:
        return defeated(state, rng)
    if not standing(state):
        return lose(state, "df-all-fainted")
    if cb.extra is not None and not state.heroes[plan.seat].fainted:
        cb.chained = True
        cb.thrower = plan.seat
    else:
        cb.extra = None
        nxt = next_standing(state, plan.seat)
        assert nxt is not None
        cb.thrower = nxt
    return ready_throw(state, rng)


def recover(state: DFState, seat: int, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None
    if not can_recover(state):
        raise RuleError("df-cannot-recover")
    foe = foe_of(state)
    events: list[Event] = [ev("df-recovered", seat=seat, damage=foe.damage)]
    for h in state.heroes:  # unavoidable damage: no ability, no armour
        hurt(state, h.seat, foe.damage, events, riposte=False)
    cb.dice = ["red", "blue", "green"]
    cb.recovered = True
    state.leader_defeated = True
    if not standing(state):
        return events + lose(state, "df-all-fainted")
    if state.heroes[seat].fainted:
        nxt = next_standing(state, seat)
        assert nxt is not None
        cb.thrower = nxt
    return events


def propose_giveup(state: DFState, seat: int, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None
    if cb.boss:
        raise RuleError("df-no-giveup-boss")
    if cb.gave_up_asked:
        raise RuleError("df-giveup-asked")
    cb.gave_up_asked = True
    cb.pending = Pending(kind="vote", seat=seat, votes={seat: True})
    events = [ev("df-giveup-proposed", seat=seat)]
    if len(standing(state)) == 1:
        cb.pending = None
        return events + give_up(state, rng)
    return events


def vote(state: DFState, seat: int, a: Vote, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None and cb.pending is not None
    cb.pending.votes[seat] = a.yes
    events = [ev("df-voted", seat=seat, yes=a.yes)]
    if not a.yes:
        cb.pending = None
        return events + [ev("df-giveup-refused")]
    if all(s in cb.pending.votes for s in standing(state)):
        cb.pending = None
        return events + give_up(state, rng)
    return events


def give_up(state: DFState, rng: Rng, forced: bool = False) -> list[Event]:
    cb = state.combat
    assert cb is not None
    m = content().monsters[cb.monster]
    events: list[Event] = [ev("df-gave-up", monster=cb.monster, name=m.name, forced=forced)]
    for h in state.heroes:
        hurt(state, h.seat, 1, events, riposte=False)
    state.tower[m.level - 1].append(cb.monster)
    state.combat = None
    if not standing(state):
        return events + lose(state, "df-all-fainted")
    return events + encounter(state, rng, returned=m.id)


def defeated(state: DFState, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None
    events = [ev("df-defeated", announce=True, monster=cb.monster, name=foe_of(state).name)]
    if cb.boss:
        state.won = True
        state.phase = "over"
        state.end_reason = "df-boss-defeated"
        score = final_score(state)
        events.append(ev("df-victory", announce=True, score=score, title=title_for(score)))
        return events
    state.phase = "camp"
    return events + victory_camp(state, rng, fought=True)

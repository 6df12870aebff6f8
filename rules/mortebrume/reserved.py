"""Reserved actions (section 12, MB107, MA25, MA26): a free weapon skill once a turn, between
activations or interrupting an adversary's declared action, and two reserved actions resolved
together (« simultanément »), the holder of the main first when one cancels the other."""

from __future__ import annotations

from rules.core import Event, Rng, RuleError

from . import board as bd
from .combat import ev
from .model import Fighter, MBState, Pending, Reserve


def may_reserve(f: Fighter) -> bool:
    """A fighter that still has its reserved strike this turn (activated or not, MB98)."""
    return (bd.prof(f).reserved and not f.reserved_used and f.able and not f.stunned and f.placed
            and not bd.weapon_of(f, "main").ranged)


def candidates(state: MBState, seat: int) -> list[tuple[Fighter, Fighter]]:
    """The reserved strikes ``seat`` could make now: a knight with its reserved action and an
    adversary standing in its field of vision within 4 cm (it strikes without moving, MA26)."""
    out = []
    for f in state.fighters:
        if f.seat != seat or not may_reserve(f):
            continue
        for o in bd.on_table(state):
            if o.seat != seat and o.status == "ok" and bd.in_view(f, o) and bd.measure_only(f, o) <= 4.0 + 1e-9:
                out.append((f, o))
    return out


def reserve(state: MBState, seat: int, a: Reserve, rng: Rng) -> list[Event]:
    """Declare a reserved strike: between activations (either player), in the window after an
    adversary's declaration, or in answer to the other player's reserved strike."""
    if state.phase not in ("main", "interrupt", "counter"):
        raise RuleError("mb-not-now")
    if state.phase != "main" and state.asked != seat:  # a window opened for the other player
        raise RuleError("not-your-turn")
    f = bd.fighter(state, a.fighter)
    if f.seat != seat:
        raise RuleError("mb-not-yours", fighter=bd.label(f))
    if not may_reserve(f):
        if bd.prof(f).reserved and bd.weapon_of(f, "main").ranged:
            raise RuleError("mb-not-melee", weapon=bd.weapon_of(f, "main").id)
        raise RuleError("mb-no-reserved", fighter=bd.label(f))
    t = bd.fighter(state, a.target)
    if t.seat == seat or not t.placed or t.status == "dead":
        raise RuleError("mb-companion" if t.seat == seat else "mb-unknown-fighter", fighter=bd.label(t))
    if a.inspiration > state.destiny[seat]:
        raise RuleError("mb-no-destiny", have=state.destiny[seat])
    if a.inspiration and f.destiny_used:
        raise RuleError("mb-destiny-once", fighter=bd.label(f))
    if a.inspiration:
        state.destiny[seat] -= a.inspiration
        f.destiny_used = True
    f.reserved_used = True
    if not state.reserves:
        state.measures = []
    d = bd.measure(state, f, t, "attack")  # measured now: both reserved strikes from where they stand
    events = [ev("mb-reserved", who=bd.label(f), target=bd.label(t)),
              ev("mb-measured", who=bd.label(f), target=bd.label(t), cm=d)]
    first = not state.reserves and state.phase != "counter"
    if not bd.in_view(f, t) or d > 4.0 + 1e-9:
        events.append(ev("mb-impossible", who=bd.label(f), reason="field" if not bd.in_view(f, t) else "reach"))
    else:
        state.reserves.append(Pending(attacker=f.id, target=t.id, kind="strike", inspiration=a.inspiration,
                                      distance=round(d * 100), back=bd.behind(t, f), reserved=True))
    if first and state.reserves and candidates(state, 1 - seat):
        # « Si les deux joueurs effectuent une action réservée, elles sont résolues simultanément »
        state.phase = "counter"
        state.asked = 1 - seat
        return events + [ev("mb-counter-window", player=state.names[1 - seat], who=bd.label(f))]
    return events + settle(state, rng)


def let_go(state: MBState, seat: int, rng: Rng) -> list[Event]:
    """No reserved action in this window: the declaration (or the other reserved strike) goes on."""
    if state.phase not in ("interrupt", "counter") or state.asked != seat:
        raise RuleError("mb-not-now")
    events = [ev("mb-pass", player=state.names[seat])]
    if state.phase == "interrupt":
        state.asked = None
        return events + carry_declared(state, rng)
    return events + settle(state, rng)


def settle(state: MBState, rng: Rng) -> list[Event]:
    """Both players have declared (or one let go): when one reserved strike cancels the other (it
    strikes the other's author), only the holder of the main's is resolved; otherwise both are,
    the holder's first, from the positions measured at their declaration."""
    state.asked = None
    events: list[Event] = []
    queue = sorted(state.reserves, key=lambda p: bd.fighter(state, p.attacker).seat != state.holder)
    if len(queue) == 2:
        a, b = queue
        if a.target == b.attacker or b.target == a.attacker:
            events.append(ev("mb-reserved-cancelled", who=bd.label(bd.fighter(state, b.attacker)),
                             player=state.names[state.holder]))
            queue = [a]
        else:
            events.append(ev("mb-simultaneous"))
    state.reserves = queue
    return events + next_reserved(state, rng)


def next_reserved(state: MBState, rng: Rng) -> list[Event]:
    """Resolve the next queued reserved strike: its author strikes even if the other one felled it
    (they are simultaneous), and a target the other one felled takes no second strike."""
    from .declare import await_reaction

    while state.reserves:
        p = state.reserves.pop(0)
        f, t = bd.fighter(state, p.attacker), bd.fighter(state, p.target)
        if t.status != "ok":
            return [ev("mb-impossible", who=bd.label(f), reason="fallen")] + next_reserved(state, rng)
        state.phase = "main"
        return await_reaction(state, f, t, p, rng)
    return resume(state, rng)


def resume(state: MBState, rng: Rng) -> list[Event]:
    """After a reserved strike: the next one, else the interrupted declaration, else back to the
    activations (the same player declares, unless the battle is over or that player has nobody left)."""
    from .flow import available, end_check, new_turn

    events: list[Event] = []
    state.pending = None
    if end_check(state, events):
        state.declared, state.reserves, state.asked = None, [], None
        return events
    if state.reserves:
        return next_reserved(state, rng)
    if state.declared is not None:
        return carry_declared(state, rng)
    state.phase = "main"
    if not available(state, state.actor):
        if available(state, 1 - state.actor):
            state.actor = state.holder = 1 - state.actor
        else:
            events += new_turn(state, rng)
    return events


def carry_declared(state: MBState, rng: Rng) -> list[Event]:
    """The interrupted declaration goes on (« avant de reprendre la phase de jeu qui était en
    cours »), unless the reserved strike left its fighter unable to (MB43): out of combat, stunned,
    or activated by its own riposte or failed dodge (MB73, MB92)."""
    from .declare import carry_on, finish

    a = state.declared
    assert a is not None
    state.declared = None
    state.phase = "main"
    state.asked = None
    f = bd.fighter(state, a.fighter)
    if not f.able or f.stunned or f.activated:
        return [ev("mb-interrupted", who=bd.label(f))] + finish(state, f, rng)
    return carry_on(state, f, a, rng)

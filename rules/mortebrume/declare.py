"""An activation: the whole declaration first (MB42), then movement, action and reaction (section 7);
the reserved strikes that interrupt it or answer one another (section 12, MB107, MA25, MA26), resolved
together (« simultanément »), the holder of the main first when one cancels the other."""

from __future__ import annotations

from rules.core import Event, Rng, RuleError

from . import board as bd
from . import geometry as geo
from . import moving as mv
from .board import ev
from .combat import melee_weapon, resolve
from .content import content
from .flow import advance, available, end_check, new_turn
from .model import CM, DEG, Act, Fighter, MBState, Measure, Pending, Reserve
from .reserved import answers, counters, may_reserve
from .spells import cast_at, covering, resistance, resolve_spell


def split_move(f: Fighter, which: str) -> bool:
    """Whether the fighter may move both before and after its strike or shot (MB55-MB56)."""
    p = bd.prof(f)
    w = bd.weapon_of(f, which)
    if w.bow:
        return True
    if p.shield:
        return False
    if w.hands == 0:
        return True
    two_one_handed = p.second is not None and content().weapons[p.second].hands == 1 and not content().weapons[p.second].ranged
    return w.hands == 1 and not two_one_handed


def geo_bearing(f: Fighter, t: Fighter | None) -> float:
    """Where a fighter will face when it strikes ``t``: toward it (the default facing), else its own."""
    if t is None or t.id == f.id:
        return f.deg
    return geo.bearing(f.cx, f.cy, t.cx, t.cy)


def check(state: MBState, seat: int, a: Act) -> tuple[Fighter, Fighter | None]:
    """Refuse an illegal declaration before anything moves (no measure is involved)."""
    if state.phase != "main" or state.actor != seat:
        raise RuleError("not-your-turn")
    f = bd.fighter(state, a.fighter)
    if f.seat != seat:
        raise RuleError("mb-not-yours", fighter=bd.label(f))
    if not f.placed or not f.able or f.activated or f.stunned:
        raise RuleError("mb-already-activated", fighter=bd.label(f))
    t = None
    if a.at is not None and (a.action != "spell" or a.target):
        raise RuleError("mb-point-spell-only")
    if a.action == "spell" and a.at is not None:
        if not a.spell or a.spell not in bd.prof(f).spells:
            raise RuleError("mb-no-spell", spell=a.spell or "")
        if content().spells[a.spell].zone <= 0:
            raise RuleError("mb-spell-no-zone", spell=a.spell)
    elif a.action in ("strike", "shoot", "spell"):
        if not a.target:
            raise RuleError("mb-need-target")
        t = bd.fighter(state, a.target)
        if not t.placed or t.status == "dead":
            raise RuleError("mb-unknown-fighter", fighter=a.target)
        if a.action != "spell" and t.seat == seat:
            raise RuleError("mb-companion", fighter=bd.label(t))
        if t.id in f.dodged:  # MB88
            raise RuleError("mb-dodged-before", fighter=bd.label(t))
    p = bd.prof(f)
    if a.weapon == "second" and not p.second:
        raise RuleError("mb-no-second")
    w = bd.weapon_of(f, a.weapon)
    if a.action == "strike":
        if w.ranged:
            raise RuleError("mb-not-melee", weapon=w.id)
        if f.fenced:  # MB71
            raise RuleError("mb-one-passe")
    if a.action == "shoot":
        if not w.ranged:
            raise RuleError("mb-not-ranged", weapon=w.id)
        if w.shoot_or_move and (a.to or a.after):  # MB60, MA27
            raise RuleError("mb-shoot-or-move", weapon=w.id)
        if a.after and not w.bow:  # seed L448-450: only an archer moves after shooting
            raise RuleError("mb-no-after-throw", weapon=w.id)
    if a.action == "spell":
        if not a.spell or a.spell not in p.spells:
            raise RuleError("mb-no-spell", spell=a.spell or "")
        if a.spell in f.lost_spells:
            raise RuleError("mb-spell-gone", spell=a.spell)
        if t is not None and t.seat != seat and not content().spells[a.spell].hostile:
            raise RuleError("mb-spell-friendly", spell=a.spell)
        if t is not None:  # seed L486-488: « Pour que le sort puisse être lancé, il faut que la puissance … »
            sp = content().spells[a.spell]
            res = resistance(state, f, t, sp.resist)
            if sp.power + a.power <= res:
                raise RuleError("mb-spell-too-weak", spell=a.spell, target=bd.label(t), power=sp.power + a.power,
                                resistance=res, more=int(res - sp.power - a.power) + 1)
    if a.push is not None:  # seed L697-698: « dans la limite de son angle d'attaque »
        ahead = bd.facing_value(state, f, a.facing, geo_bearing(f, t))
        if abs(((a.push - ahead) + 180) % 360 - 180) > 90 + 1e-9:
            raise RuleError("mb-push-behind", push=round(a.push % 360, 1), facing=round(ahead, 1))
    if a.action == "run":
        if f.slowed:  # MB52
            raise RuleError("mb-no-run")
        if a.after:
            raise RuleError("mb-no-after")
    if a.action in ("walk", "run") and not a.to:
        raise RuleError("mb-need-destination")
    if a.action in ("walk", "run", "rotate", "none") and a.after:
        raise RuleError("mb-no-after")
    if a.action == "rotate" and not a.facing:
        raise RuleError("mb-need-facing")
    if a.to and a.after and a.action in ("strike", "shoot") and not split_move(f, a.weapon):
        raise RuleError("mb-no-split", weapon=w.id)
    if a.inspiration > state.destiny[seat]:
        raise RuleError("mb-no-destiny", have=state.destiny[seat])
    if a.inspiration and f.destiny_used:
        raise RuleError("mb-destiny-once", fighter=bd.label(f))
    return f, t


def act(state: MBState, seat: int, a: Act, rng: Rng) -> list[Event]:
    """A whole declaration: checked and committed before anything is measured (MB42); the opponent
    may then interrupt it with a reserved action (section 12) before it is carried out."""
    f, _ = check(state, seat, a)
    w = bd.weapon_of(f, a.weapon)
    # parse every position before moving anything: a bad one changes nothing (the way there, measured
    # now, is the one taken at once when nobody interrupts; the way after is measured after the action)
    way = mv.route(state, f, a.to, a.stop, w) if a.to else None
    if a.after:
        mv.route(state, f, a.after, None, w, measure=False)
    if a.facing:
        bd.facing_value(state, f, a.facing, 0.0)
    if a.at is not None:
        bd.spot(state, f, a.at)
    t = bd.fighter(state, a.target) if a.target else None
    state.active = f.id
    state.measures = []
    target = bd.label(t) if t else (a.at or "-")
    events = [ev("mb-declared", who=bd.label(f), action=a.action, spell=a.spell or "-", target=target, to=a.to or "-", after=a.after or "-",
                 has_target="no" if target == "-" else "yes", has_to="yes" if a.to else "no",
                 has_after="yes" if a.after else "no")]
    if a.inspiration:
        state.destiny[seat] -= a.inspiration
        f.destiny_used = True
    if answers(state, 1 - seat, a):  # « Un joueur peut interrompre l'action normale d'un combattant adverse »
        state.declared = a
        state.phase = "interrupt"
        state.asked = 1 - seat
        return events + [ev("mb-interrupt-window", player=state.names[1 - seat], who=bd.label(f))]
    return events + carry_on(state, f, a, rng, way)


def carry_on(state: MBState, f: Fighter, a: Act, rng: Rng, way: mv.Route | None = None) -> list[Event]:
    """The declared movement, facing and action, now measured and carried out (MB43); ``way``: the
    declared destination's route already measured on this very state."""
    w = bd.weapon_of(f, a.weapon)
    t = bd.fighter(state, a.target) if a.target else None
    events: list[Event] = []
    if t is not None and (not t.placed or t.status == "dead"):  # killed by a reserved action meanwhile
        events.append(ev("mb-impossible", who=bd.label(f), reason="fallen"))
        t = None
    route = way if way is not None else mv.route(state, f, a.to, a.stop, w) if a.to else None
    at = bd.spot(state, f, a.at) if a.at is not None else None  # read before the caster moves
    budget = mv.allowance(f, a.action == "run")
    encumbered = bd.prof(f).encumbrance >= bd.prof(f).move
    used = 0
    moved = None
    start = (f.cx, f.cy)
    if route is not None:
        moved = mv.walk(state, f, route, budget, encumbered)
    default = f.deg
    if t is not None and t.id != f.id:
        default = geo.bearing(f.cx, f.cy, t.cx, t.cy)
    elif at is not None and (at[0], at[1]) != (f.cx, f.cy):
        default = geo.bearing(f.cx, f.cy, *at)
    elif route is not None and route.target is not None:
        c = route.target.centroid
        default = geo.bearing(f.cx, f.cy, c.x, c.y)
    before = f.facing
    new_facing = mv.fit(state, f, bd.facing_value(state, f, a.facing, default))
    f.facing = round(new_facing * DEG) % (360 * DEG)
    if route is not None and moved is not None:
        again = mv.settle(state, f, route, budget, moved.cost_exact, moved.travelled)
        if again is not None:
            moved = again
            f.facing = round(mv.fit(state, f, new_facing) * DEG) % (360 * DEG)
        used = moved.cost
        events.append(ev("mb-moved", who=bd.label(f), cm=moved.travelled, cost=moved.cost, budget=budget,
                         x=bd.cm(f.cx), y=bd.cm(f.cy), stopped=moved.stopped or "no"))
        if moved.travelled > 0:
            state.measures.append(Measure(x0=round(start[0], 2), y0=round(start[1], 2), x1=bd.cm(f.cx),
                                          y1=bd.cm(f.cy), cm=moved.travelled, kind="move"))
    if f.facing != before or a.action == "rotate":
        events.append(ev("mb-rotated", who=bd.label(f), facing=round(f.deg, 1)))
    left = max(0.0, budget - used)
    if at is not None:
        on = covering(state, at)
        if on is None:
            return events + cast_at(state, f, a, at, rng) + done(state, f, a.after, left / 2, rng)
        events.append(ev("mb-point-on", who=bd.label(on)))  # a point on a base targets that fighter
        t = on
    if a.action in ("walk", "run", "rotate", "none") or t is None:
        return events + done(state, f, None, 0.0, rng)
    return events + attack(state, f, t, a, left, rng)


def attack(state: MBState, f: Fighter, t: Fighter, a: Act, left: float, rng: Rng) -> list[Event]:
    """Measure (now, after the declaration), check the action is possible, then ask for the reaction."""
    events: list[Event] = []
    w = bd.weapon_of(f, a.weapon)
    self_cast = a.action == "spell" and t.id == f.id
    d = 0.0 if self_cast else bd.measure(state, f, t, "attack")
    if not self_cast:
        events.append(ev("mb-measured", who=bd.label(f), target=bd.label(t), cm=d))
    reason = ""
    if not self_cast and not bd.in_view(f, t):
        reason = "field"
    elif a.action == "strike":
        if d > 4.0 + 1e-9:  # MB61: beyond the contact zone
            reason = "reach"
    elif not self_cast:
        sight = bd.sees(state, f, t)
        if not sight.seen:
            reason = "sight" if sight.reason != "forest" else "forest"
        elif a.action == "shoot":
            if d < w.reach - 1e-9:
                reason = "close"
            elif d > state.visibility + 1e-9:
                reason = "fog"
            elif d > 10 * w.reach + 1e-9:
                reason = "range"
    if reason:  # MB43, MB79: the fighter has acted; a shooter's remaining move is halved
        events.append(ev("mb-impossible", who=bd.label(f), reason=reason))
        return events + done(state, f, a.after, left / 2, rng)
    f.weapon_used = a.weapon
    p = Pending(attacker=f.id, target=t.id, kind=a.action, weapon=a.weapon, spell=a.spell, power=a.power,
                zone=a.zone, inspiration=a.inspiration, distance=round(d * CM), back=bd.behind(t, f) if not self_cast else False,
                after=a.after, facing=a.facing, push=a.push, left=left)
    if p.back:
        events.append(ev("mb-back-attack", who=bd.label(f), target=bd.label(t)))
    return events + await_reaction(state, f, t, p, rng)


def await_reaction(state: MBState, f: Fighter, t: Fighter, p: Pending, rng: Rng) -> list[Event]:
    """Open the defender's reaction window for ``p``: resolved at once when no reaction is
    allowed or the defender's standing order is one of them, else the defender is awaited."""
    p.allowed = reactions(state, f, t, p)
    state.pending = p
    if not p.allowed:
        return react(state, "none", None, 0, rng)
    if t.order is not None and t.order in p.allowed:
        return [ev("mb-standing-order", who=bd.label(t), reaction=t.order)] + react(state, t.order, None, 0, rng)
    state.phase = "reaction"
    return []


def reactions(state: MBState, f: Fighter, t: Fighter, p: Pending) -> list[str]:
    """The reactions the target may declare (MB67, MB69, MB74, MB96, MB98, MA5, MA14)."""
    if t.status != "ok" or t.stunned or t.id == f.id:
        return []
    if p.kind == "spell":
        return ["dodge", "absorb"] if content().spells[p.spell or ""].hostile and t.seat != f.seat else []
    if p.back:
        return ["dodge"]
    out = []
    if p.kind == "strike" and not t.activated and not t.fenced and melee_weapon(t) is not None:
        out.append("riposte")
    out.append("dodge")
    out.append("absorb")
    if p.kind == "shoot" and bd.prof(t).shield and not t.activated and bd.in_view(t, f):
        out.append("shield")
    return out


def react(state: MBState, reaction: str, direction: float | None, insp: int, rng: Rng,
          to: str | None = None) -> list[Event]:
    p = state.pending
    assert p is not None
    f = bd.fighter(state, p.attacker)
    t = bd.fighter(state, p.target)
    if to:
        mv.route(state, t, to, None, bd.weapon_of(t))  # a bad destination changes nothing
    events = (resolve_spell if p.kind == "spell" else resolve)(state, p, reaction, direction, insp, rng)
    state.phase = "main"
    if p.reserved:  # a reserved action activates nobody and does not pass the main (MB98)
        return events + resume(state, rng)
    clash = any(e.code == "mb-dodged" and e.params.get("clash") == "yes" for e in events)
    # the defender may move right after a riposte, a shield or a special dodge (MB73, MB75, MB96, MB114)
    moves = bool(to) and t.able and not t.stunned and (reaction in ("riposte", "shield") or clash)
    # after a passe d'armes the dominant fighter moves first; on a tie, the attacker (MB99)
    first = moves and any(e.code == "mb-dominates" and e.params.get("who") == bd.label(t) for e in events)
    if first:
        events += move(state, t, to, mv.allowance(t, False) / 2)
    events += after_move(state, f, p.after, p.left / 2)
    if moves and not first:
        events += move(state, t, to, mv.allowance(t, False) / 2)
    return events + finish(state, f, rng)


def move(state: MBState, f: Fighter, spec: str | None, budget: float) -> list[Event]:
    """A move after an action: half of what is left (MB48, MB59), no 3 cm minimum."""
    if not spec or not f.able or f.stunned:
        return []
    route = mv.route(state, f, spec, None, bd.weapon_of(f, "main"))
    start = (f.cx, f.cy)
    moved = mv.walk(state, f, route, budget, True)
    if moved.travelled > 0:
        state.measures.append(Measure(x0=round(start[0], 2), y0=round(start[1], 2), x1=bd.cm(f.cx),
                                      y1=bd.cm(f.cy), cm=moved.travelled, kind="move"))
    return [ev("mb-moved", who=bd.label(f), cm=moved.travelled, cost=moved.cost, budget=budget,
               x=bd.cm(f.cx), y=bd.cm(f.cy), stopped=moved.stopped or "no")]


def after_move(state: MBState, f: Fighter, after: str | None, left: float) -> list[Event]:
    return move(state, f, after, left)


def finish(state: MBState, f: Fighter, rng: Rng) -> list[Event]:
    f.activated = True
    return [ev("mb-activated", who=bd.label(f)), *advance(state, rng)]


def done(state: MBState, f: Fighter, after: str | None, left: float, rng: Rng) -> list[Event]:
    """The move after the action, then the fighter is activated and the main passes."""
    return after_move(state, f, after, left) + finish(state, f, rng)


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
    if first and state.reserves and counters(state, 1 - seat, state.reserves[0]):
        # « Si les deux joueurs effectuent une action réservée, elles sont résolues simultanément »
        state.phase = "counter"
        state.asked = 1 - seat
        return events + [ev("mb-counter-window", player=state.names[1 - seat], who=bd.label(f))]
    return events + settle_reserved(state, rng)


def let_go(state: MBState, seat: int, rng: Rng) -> list[Event]:
    """No reserved action in this window: the declaration (or the other reserved strike) goes on."""
    if state.phase not in ("interrupt", "counter") or state.asked != seat:
        raise RuleError("mb-not-now")
    events = [ev("mb-pass", player=state.names[seat])]
    if state.phase == "interrupt":
        state.asked = None
        return events + carry_declared(state, rng)
    return events + settle_reserved(state, rng)


def settle_reserved(state: MBState, rng: Rng) -> list[Event]:
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
    a = state.declared
    assert a is not None
    state.declared = None
    state.phase = "main"
    state.asked = None
    f = bd.fighter(state, a.fighter)
    if not f.able or f.stunned or f.activated:
        return [ev("mb-interrupted", who=bd.label(f))] + finish(state, f, rng)
    return carry_on(state, f, a, rng)


__all__ = ["CM", "act", "let_go", "react", "reserve"]

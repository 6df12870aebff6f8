"""Casting a spell (section 7D): difficulty, power against resistance, zone, effects (MB83-MB87)."""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng

from . import board as bd
from . import geometry as geo
from .board import ev
from .combat import dodge, kill, opening, wounds_to
from .content import content
from .model import CM, Fighter, MBState, Measure, Pending
from .rolls import Roll, needed, roll


def resistance(state: MBState, caster: Fighter, t: Fighter, aptitude: str) -> float:
    """The target's resisting aptitude, halved for a consenting self or companion (MB85), or a fallen one (MB105)."""
    value = {"volonte": t.volonte, "physique": t.physique, "armure": t.armure + t.ward,
             "esquive": bd.prof(t).esquive}[aptitude]
    if t.seat == caster.seat or t.status == "out":
        return value / 2
    return float(value)


def difficulty(p: Pending) -> float:
    """Half the distance (0 on oneself), +1 per point of power or cm of diameter added (MB84, MB86, MA15)."""
    return (0.0 if p.attacker == p.target else p.distance / CM / 2) + p.power + p.zone


def resolve_spell(state: MBState, p: Pending, reaction: str, direction: float | None, insp: int,
                  rng: Rng) -> list[Event]:
    """Phases 3 and 4 of a spell once its target has chosen its reaction (or could not choose)."""
    f, t, events, a, _ = opening(state, p, reaction, insp, rng)
    return events + cast(state, p, f, t, a, reaction, direction, insp, rng)


def cast(state: MBState, p: Pending, f: Fighter, t: Fighter, a: Roll, reaction: str, direction: float | None,
         insp: int, rng: Rng) -> list[Event]:
    sp = content().spells[p.spell or ""]
    events: list[Event] = []
    need = difficulty(p)
    if a.auto_fail:  # MB87: the spell is lost for the game
        f.lost_spells.append(sp.id)
        events.append(ev("mb-spell-lost", who=bd.label(f), spell=sp.id))
        return events
    if 2 * a.total < 2 * need - 1e-9:
        events.append(ev("mb-miss", who=bd.label(f), need=needed(need), total=a.total))
        return events
    power = sp.power + p.power
    if a.particular:
        power *= 2  # a special success doubles the power (MB113)
        events.append(ev("mb-spell-special", who=bd.label(f), power=power))
    if reaction == "dodge":
        bonus = geo.tens(p.distance / CM) if bd.in_view(t, f) else 0
        e = roll(rng, bd.prof(t).esquive, insp, bonus)
        e.parts = {"tens": bonus}
        events.append(e.event(bd.label(t), "dodge"))
        before = len(events)
        dodge(state, p, f, t, a, e, False, direction, rng, events)
        if any(x.code == "mb-dodged" for x in events[before:]):
            return events
    targets = [t]
    if sp.zone > 0:  # every base even partly within the zone (MB83)
        radius = sp.zone + p.zone / 2
        area = bd.poly(t).buffer(radius)
        targets += [o for o in bd.on_table(state) if o.id != t.id and area.intersects(bd.poly(o))]
    affect(state, f, sp.id, power, targets, events)
    return events


def affect(state: MBState, f: Fighter, spell: str, power: int, targets: list[Fighter], events: list[Event]) -> None:
    """Power against each target's resistance (strictly above, MB85), then the spell's effect."""
    sp = content().spells[spell]
    for x in targets:
        res = resistance(state, f, x, sp.resist)
        if power <= res:
            events.append(ev("mb-resisted", who=bd.label(x), power=power, resistance=res))
            continue
        effect(state, sp.effect, sp.amount, x, events)


#: a bare point seen as a marker on the ground (ours): 0.2 cm wide, 0.5 cm tall
POINT_SIDE = 0.2
POINT_HEIGHT = 0.5


def covering(state: MBState, at: tuple[float, float]) -> Fighter | None:
    """The standing fighter whose base covers a point: aiming there is aiming at it (it may dodge)."""
    pt = geo.Point(*at)
    for o in bd.on_table(state):
        if o.status == "ok" and bd.poly(o).covers(pt):
            return o
    return None


def cast_at(state: MBState, f: Fighter, a: Any, at: tuple[float, float], rng: Rng) -> list[Event]:
    """An area spell on a bare point (ours, MB83-MB84): the difficulty is half the distance from the
    caster's base to the point; the point must be in the field of vision and in sight; every base
    even partly within the zone around the point is affected, without reaction (nobody is aimed at);
    the caster's move after its action follows (:func:`declare.carry_on`)."""
    sp = content().spells[a.spell or ""]
    x, y = at
    events: list[Event] = []
    marker = geo.base_polygon(x, y, POINT_SIDE, 0.0)
    base = bd.poly(f)
    d = bd.cm(geo.distance(base, geo.Point(x, y)))
    (x0, y0), _ = geo.nearest_line(base, geo.Point(x, y))
    state.measures.append(Measure(x0=round(x0, 2), y0=round(y0, 2), x1=x, y1=y, cm=d, kind="attack"))
    events.append(ev("mb-measured-point", who=bd.label(f), x=x, y=y, cm=d))
    reason = ""
    if not geo.in_field(f.cx, f.cy, f.deg, marker):
        reason = "field"
    else:
        t = bd.ground(state)
        sight = geo.line_of_sight(base, f.deg, bd.prof(f).height, marker, POINT_HEIGHT,
                                  bd.sight_obstacles(state, {f.id}), t.forests)
        if not sight.seen:
            reason = "forest" if sight.reason == "forest" else "sight"
    if reason:
        events.append(ev("mb-impossible", who=bd.label(f), reason=reason))
        return events
    r = roll(rng, bd.prof(f).spells[sp.id], a.inspiration, sp.allonge)
    events.append(r.event(bd.label(f), "spell"))
    need = d / 2 + a.power + a.zone
    if r.auto_fail:  # MB87
        f.lost_spells.append(sp.id)
        events.append(ev("mb-spell-lost", who=bd.label(f), spell=sp.id))
    elif 2 * r.total < 2 * need - 1e-9:
        events.append(ev("mb-miss", who=bd.label(f), need=needed(need), total=r.total))
    else:
        power = sp.power + a.power
        if r.particular:
            power *= 2
            events.append(ev("mb-spell-special", who=bd.label(f), power=power))
        radius = sp.zone + a.zone / 2
        area = geo.Point(x, y).buffer(radius, quad_segs=16)
        targets = [o for o in bd.on_table(state) if area.intersects(bd.poly(o))]
        state.measures.append(Measure(x0=x, y0=y, x1=round(x + radius, 2), y1=y, cm=radius, kind="zone"))
        events.append(ev("mb-area", who=bd.label(f), x=x, y=y, radius=radius,
                         caught=[bd.label(o) for o in targets] or "-"))
        affect(state, f, sp.id, power, targets, events)
    return events


def effect(state: MBState, kind: str, amount: int, x: Fighter, events: list[Event]) -> None:
    if kind == "wound":
        if x.status == "out":  # MA37
            kill(state, x, events)
            return
        wounds = max(0, amount - x.armure - x.ward)
        events.append(ev("mb-spell-wound", who=bd.label(x), wounds=wounds))
        wounds_to(state, x, wounds, events)
    elif kind == "drain":
        x.volonte -= amount
        events.append(ev("mb-spell-drain", who=bd.label(x), volonte=x.volonte))
        if x.volonte <= 0 and x.status != "dead":  # MB106
            kill(state, x, events, soul=True)
    elif kind == "weaken":
        x.armure = max(0, x.armure - amount)
        events.append(ev("mb-spell-weaken", who=bd.label(x), armure=x.armure))
    elif kind == "slow":
        x.slowed = True
        events.append(ev("mb-spell-slow", who=bd.label(x)))
    elif kind == "stun":
        if x.status == "ok":
            x.stunned = True
            x.activated = True
            events.append(ev("mb-stunned", who=bd.label(x)))
    elif kind == "heal":
        if x.status == "ok":
            top = bd.prof(x).physique
            gained = min(amount, top - x.physique)
            x.physique += gained
            events.append(ev("mb-spell-heal", who=bd.label(x), gained=gained))
    elif kind == "ward":
        x.ward += amount
        events.append(ev("mb-spell-ward", who=bd.label(x), ward=x.ward))

"""Resolving attacks (sections 7B-7D, 8, 9, 11, 13): strikes, shots, spells, reactions, damage."""

from __future__ import annotations

from rules.core import Event, Rng

from . import board as bd
from . import geometry as geo
from .board import ev
from .content import BANDS, content
from .model import CM, DEG, Fighter, MBState, Pending
from .rolls import Roll, damage_die, needed, roll


def band_penalty(kind: str, d: float) -> bool:
    """Whether a melee weapon strikes out of its ideal band at ``d`` cm (-3 and half, MB62, MA2)."""
    lo, hi = BANDS[kind]
    if kind == "short":
        return d > hi + 1e-9
    return not (lo - 1e-9 <= d <= hi + 1e-9)


def melee_weapon(f: Fighter) -> str | None:
    """Which weapon a fighter parries with: its main one if melee, else its second (MB77)."""
    p = bd.prof(f)
    if not content().weapons[p.weapon].ranged:
        return "main"
    if p.second and not content().weapons[p.second].ranged:
        return "second"
    return None


def dodge_direction(state: MBState, t: Fighter, away_from: Fighter, wanted: float | None) -> float | None:
    """The direction of a dodge's free 2.5 cm move: the one asked if free, else straight away from the
    attacker, else the first free one clockwise (MA31); ``None`` when no move is free."""
    hard, _ = bd.blockers(state, t)
    side = bd.prof(t).side
    table = bd.ground(state).bounds
    away = geo.bearing(away_from.cx, away_from.cy, t.cx, t.cy)
    tries = ([wanted % 360.0] if wanted is not None else []) + [away] + [(away + 5 * k) % 360 for k in range(1, 72)]
    for b in tries:
        if geo.free_move(t.cx, t.cy, side, t.deg, b, geo.DODGE_MOVE, hard, table):
            return b
        if wanted is not None and b == wanted % 360.0:
            continue
    return None


def slide(f: Fighter, bearing: float, length: float) -> None:
    hx, hy = geo.heading(bearing)
    f.x = round((f.cx + hx * length) * CM)
    f.y = round((f.cy + hy * length) * CM)


def knock_out(state: MBState, t: Fighter, events: list[Event]) -> None:
    t.physique = 0
    t.status = "out"
    t.stunned = False
    events.append(ev("mb-out", announce=True, who=bd.label(t)))


def kill(state: MBState, t: Fighter, events: list[Event], soul: bool = False) -> None:
    t.status = "dead"
    events.append(ev("mb-soul" if soul else "mb-dead", announce=True, who=bd.label(t)))


def wounds_to(state: MBState, t: Fighter, wounds: int, events: list[Event]) -> None:
    if wounds <= 0 or t.status != "ok":
        return
    t.physique -= wounds
    if not t.activated:
        t.wounded = True  # MB103: the rest of its turn at half movement
    if t.physique <= 0:
        knock_out(state, t, events)


def harm(state: MBState, src: Fighter, t: Fighter, which: str, half: bool, special: bool, absorb: bool,
         push: float | None, rng: Rng, events: list[Event]) -> None:
    """Damage from ``src``'s weapon to ``t`` (phase 4, MB70, MB101-MB102) with a special strike's effect (MB108-MB111)."""
    w = bd.weapon_of(src, which)
    damage = w.damage // 2 if half else w.damage
    extra: list[int] = []
    if special and w.trait in ("perforant", "tranchant"):
        count, sides = damage_die(w.damage)
        extra = [rng.die(sides) for _ in range(count)]
        damage += sum(extra)
    armour = t.armure + t.ward
    if absorb:
        armour //= 2
    wounds = max(0, damage - armour)
    doubled = special and w.trait == "etourdissant"
    if doubled:
        wounds *= 2
    lost = "no"
    if special:
        if t.armure > 0:
            t.armure -= 1
            lost = "armour"
        else:
            wounds += 1
            lost = "wound"
    events.append(ev("mb-hit", irreversible=bool(extra), who=bd.label(t), damage=damage, armour=armour,
                     wounds=wounds, extra=extra, special="yes" if special else "no", trait=w.trait,
                     base=w.damage, halved="yes" if half else "no", extra_sum=sum(extra),
                     absorbed="yes" if absorb else "no", doubled="yes" if doubled else "no", lost=lost))
    wounds_to(state, t, wounds, events)
    if special and t.status == "ok" and w.trait in ("etourdissant", "recul"):
        if w.trait == "recul":
            recoil(state, src, t, wounds, push, events)
        t.stunned = True
        t.activated = True
        events.append(ev("mb-stunned", who=bd.label(t)))


def recoil(state: MBState, src: Fighter, t: Fighter, wounds: int, push: float | None, events: list[Event]) -> None:
    """Recul: 1 cm per wound, straight, in a direction within the striker's field (MB111, MA20)."""
    if wounds <= 0:
        return
    away = geo.bearing(src.cx, src.cy, t.cx, t.cy)
    direction = away
    if push is not None and abs(((push - src.deg) + 180) % 360 - 180) <= 90:
        direction = push % 360
    hard, _ = bd.blockers(state, t)
    side = bd.prof(t).side
    room = geo.push_room(t.cx, t.cy, side, t.deg, direction, float(wounds), hard, bd.ground(state).bounds)
    slide(t, direction, room)
    lost = max(0, round(wounds - room + 0.49))
    hit: Fighter | None = None
    if lost:
        hx, hy = geo.heading(direction)
        probe = geo.base_polygon(t.cx + hx * 0.2, t.cy + hy * 0.2, side, t.deg)
        for o in bd.on_table(state):
            if o.id != t.id and o.status == "ok" and probe.intersects(bd.poly(o)):
                hit = o
                break
    events.append(ev("mb-pushed", who=bd.label(t), cm=bd.cm(room), lost=lost, into=bd.label(hit) if hit else ""))
    if not lost:
        return
    if hit is None:
        wounds_to(state, t, lost, events)  # an obstacle: armour ignored
    else:
        mine = (lost + 1) // 2  # « équitablement », the odd one to the pushed fighter (MA20)
        wounds_to(state, t, mine, events)
        wounds_to(state, hit, lost - mine, events)


def attack_roll(state: MBState, p: Pending, f: Fighter, rng: Rng, events: list[Event]) -> tuple[Roll, bool]:
    """The attacker's roll; returns it and whether the attack is off its ideal distance."""
    d = p.distance / CM
    bonus = 3 if p.back else 0
    half = False
    if p.kind == "strike":
        half = band_penalty(bd.weapon_of(f, p.weapon).kind, d)
        r = roll(rng, bd.skill_of(f, p.weapon), p.inspiration, bonus - (3 if half else 0))
        r.parts = {"back": bonus, "band": 3 if half else 0}
    elif p.kind == "shoot":
        w = bd.weapon_of(f, p.weapon)
        half = d > 6 * w.reach + 1e-9
        r = roll(rng, bd.skill_of(f, p.weapon), p.inspiration, bonus + w.reach - (3 if half else 0))
        r.parts = {"back": bonus, "reach": w.reach, "range": 3 if half else 0}
    else:
        sp = content().spells[p.spell or ""]
        r = roll(rng, bd.prof(f).spells[p.spell or ""], p.inspiration, sp.allonge)
        r.parts = {"reach": sp.allonge}
    events.append(r.event(bd.label(f), p.kind))
    return r, half


def opening(state: MBState, p: Pending, reaction: str, insp: int, rng: Rng
            ) -> tuple[Fighter, Fighter, list[Event], Roll, bool]:
    """Phase 3 begins: the reaction declared is told, then the attacker rolls."""
    f = bd.fighter(state, p.attacker)
    t = bd.fighter(state, p.target)
    events: list[Event] = []
    if reaction != "none":
        events.append(ev("mb-reaction", who=bd.label(t), reaction=reaction, inspiration=insp))
    a, half = attack_roll(state, p, f, rng, events)
    return f, t, events, a, half


def resolve(state: MBState, p: Pending, reaction: str, direction: float | None, insp: int, rng: Rng) -> list[Event]:
    """Phases 3 and 4 of a strike or a shot once the defender has chosen (or could not choose);
    a spell's are :func:`spells.resolve_spell`."""
    f, t, events, a, half = opening(state, p, reaction, insp, rng)
    d = p.distance / CM
    if p.kind == "shoot":
        landed = not a.auto_fail and 2 * a.total * CM >= p.distance  # difficulty: half the distance (MB80, MA13)
        if not landed:
            events.append(ev("mb-miss", who=bd.label(f), need=needed(d / 2), total=a.total))
            return events
    elif a.auto_fail and reaction in ("none", "dodge") and t.status == "ok":
        events.append(ev("mb-miss", who=bd.label(f), need=0, total=a.total))
        return events
    if t.status == "out":  # MB105: an attack on a fallen fighter kills it
        if a.auto_fail:
            events.append(ev("mb-miss", who=bd.label(f), need=0, total=a.total))
        else:
            kill(state, t, events)
        return events
    if reaction == "riposte":
        return riposte(state, p, f, t, a, half, insp, rng, events)
    if reaction == "dodge":
        bonus = geo.tens(d) if p.kind != "strike" and bd.in_view(t, f) else 0
        e = Roll(*_r(rng, bd.prof(t).esquive, insp), bonus=bonus, parts={"tens": bonus})
        events.append(e.event(bd.label(t), "dodge"))
        return dodge(state, p, f, t, a, e, half, direction, rng, events)
    if reaction == "shield":
        shield = content().shields[bd.prof(t).shield or ""]
        s = Roll(*_r(rng, bd.prof(t).skill, insp), bonus=shield.protection + geo.tens(d),
                 parts={"shield": shield.protection, "tens": geo.tens(d)})
        events.append(s.event(bd.label(t), "shield"))
        t.activated = True  # MB96
        if not s.auto_fail and s.total >= a.total:
            events.append(ev("mb-shielded", who=bd.label(t)))
            return events
        harm(state, f, t, p.weapon, half, a.particular, False, p.push, rng, events)
        return events
    if reaction == "absorb" and a.auto_fail:
        events.append(ev("mb-no-force", who=bd.label(f)))  # MB68: struck without strength
        return events
    harm(state, f, t, p.weapon, half, a.particular, reaction == "absorb", p.push, rng, events)
    return events


def _r(rng: Rng, aptitude: int, insp: int) -> tuple[int, int, list[int]]:
    r = roll(rng, aptitude, insp)
    return r.aptitude, r.sides, r.dice


def dodge(state: MBState, p: Pending, f: Fighter, t: Fighter, a: Roll, e: Roll, half: bool, direction: float | None,
          rng: Rng, events: list[Event]) -> list[Event]:
    """A dodge: strictly above the attack and a free 2.5 cm move (MB88-MB93, MB114, MA3, MA21, MA31)."""
    way = dodge_direction(state, t, f, direction)
    attack_ok = not a.auto_fail and a.total >= e.total
    special_clash = a.particular and attack_ok and e.particular
    success = way is not None and not e.auto_fail and (e.total > a.total or special_clash or a.auto_fail)
    if not success:
        events.append(ev("mb-dodge-failed", who=bd.label(t), room="yes" if way is not None else "no"))
        t.activated = True  # MB92
        if p.kind == "spell":
            return events
        harm(state, f, t, p.weapon, half, a.particular, False, p.push, rng, events)
        return events
    assert way is not None
    slide(t, way, geo.DODGE_MOVE)
    if f.id not in t.dodged:
        t.dodged.append(f.id)
    if special_clash:
        t.activated = True  # MB114: the dodge becomes its action
    events.append(ev("mb-dodged", who=bd.label(t), bearing=round(way), x=bd.cm(t.cx), y=bd.cm(t.cy),
                     clash="yes" if special_clash else "no"))
    return events


def riposte(state: MBState, p: Pending, f: Fighter, t: Fighter, a: Roll, half: bool, insp: int, rng: Rng,
            events: list[Event]) -> list[Event]:
    """A passe d'armes (MB68, MB95, MB112, MA3): the better total dominates; a tie wounds nobody."""
    which = melee_weapon(t) or "main"
    d = p.distance / CM
    t_half = band_penalty(bd.weapon_of(t, which).kind, d)
    b = roll(rng, bd.skill_of(t, which), insp, -3 if t_half else 0)
    b.parts = {"band": 3 if t_half else 0}
    events.append(b.event(bd.label(t), "riposte"))
    t.activated = True  # MB73
    t.fenced = f.fenced = True
    if a.particular and b.particular:  # MB112: both take the other's normal damage
        events.append(ev("mb-double-particular"))
        harm(state, f, t, p.weapon, half, False, False, None, rng, events)
        harm(state, t, f, which, t_half, False, False, None, rng, events)
        return events
    att, dfn = not a.auto_fail, not b.auto_fail
    if att and (not dfn or a.total > b.total):
        shield = bd.prof(t).shield
        if shield and dfn and b.total + content().shields[shield].protection >= a.total:
            events.append(ev("mb-shielded", who=bd.label(t)))
            return events
        events.append(ev("mb-dominates", who=bd.label(f)))
        harm(state, f, t, p.weapon, half, a.particular, False, p.push, rng, events)
    elif dfn and (not att or b.total > a.total):
        events.append(ev("mb-dominates", who=bd.label(t)))
        harm(state, t, f, which, t_half, b.particular, False, None, rng, events)
    else:
        events.append(ev("mb-tie", who=bd.label(f)))
    return events


def facing_to(f: Fighter, other: Fighter) -> None:
    f.facing = round(geo.bearing(f.cx, f.cy, other.cx, other.cy) * DEG) % (360 * DEG)

"""Reserved actions (section 12, MB107, MA25, MA26): who may strike now. Declaring one, its
windows and its resolution are :mod:`declare`'s (they interrupt a declaration and resume it)."""

from __future__ import annotations

from . import board as bd
from . import geometry as geo
from .content import content
from .model import Act, Fighter, MBState, Pending


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


def caught(state: MBState, a: Act) -> set[str]:
    """The fighters an area spell declared in ``a`` may catch: within its zone around the target
    or the point aimed at (MB83), both read before anything moves (empty for any other action)."""
    if a.action != "spell" or not a.spell or a.spell not in content().spells:
        return set()
    sp = content().spells[a.spell]
    if sp.zone <= 0:
        return set()
    radius = sp.zone + a.zone / 2
    if a.at is not None:
        area = geo.Point(*bd.spot(state, bd.fighter(state, a.fighter), a.at)).buffer(radius)
    elif a.target:
        area = bd.poly(bd.fighter(state, a.target)).buffer(radius)
    else:
        return set()
    return {o.id for o in bd.on_table(state) if area.intersects(bd.poly(o))}


def answers(state: MBState, seat: int, a: Act) -> list[tuple[Fighter, Fighter]]:
    """The reserved strikes ``seat`` could make now that would change the adversary's declaration
    ``a`` (ours, docs/rulings/mortebrume.md « Reserved actions »): a strike on the declaring fighter
    (it may fall, be stunned or activated by its own reaction before it acts, MB43), by a knight
    the declaration aims at or its zone may catch (it strikes before it may fall), or on the
    companion the declaration aims at. Any other strike is the one the knight may make between
    activations anyway: no window opens for it, so a game by post waits no deadline for nothing."""
    if a.action == "none":
        return []
    declarer = bd.fighter(state, a.fighter).id
    target = bd.fighter(state, a.target).id if a.target else None
    zone = caught(state, a)
    return [(k, o) for k, o in candidates(state, seat)
            if o.id == declarer or target in (k.id, o.id) or k.id in zone]


def counters(state: MBState, seat: int, first: Pending) -> list[tuple[Fighter, Fighter]]:
    """The reserved strikes ``seat`` could answer the adversary's reserved strike ``first`` with
    that would change it (ours): only when ``seat`` holds the main, a strike that cancels ``first``
    (by the knight ``first`` strikes, or on its author), which is then resolved alone. Without the
    main such a strike is the one cancelled; any other strike is resolved after ``first``, as it
    would be between activations."""
    if state.holder != seat:
        return []
    return [(k, o) for k, o in candidates(state, seat) if k.id == first.target or o.id == first.attacker]


def window_answers(state: MBState, seat: int) -> list[tuple[Fighter, Fighter]]:
    """The strikes offered in the open window (``interrupt`` or ``counter``) to ``seat``."""
    if state.phase == "interrupt" and state.declared is not None:
        return answers(state, seat, state.declared)
    if state.phase == "counter" and state.reserves:
        return counters(state, seat, state.reserves[0])
    return []

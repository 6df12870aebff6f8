"""The game's course: fog, deployment by willpower, initiative (« la main »), turns, the end."""

from __future__ import annotations

from rules.core import Event, Rng, RuleError

from . import board as bd
from . import deploying as dp
from . import scenarios as sc
from .board import ev, fighting
from .model import CM, DEG, Fighter, MBState
from .rolls import roll, visibility_for

MAX_REROLLS = 200


def other(seat: int) -> int:
    return 1 - seat


def available(state: MBState, seat: int) -> list[Fighter]:
    """Fighters ``seat`` may still activate this turn."""
    return [f for f in state.fighters if f.seat == seat and f.placed and f.able and not f.activated
            and not f.stunned]


def undeployed(state: MBState, seat: int) -> list[Fighter]:
    return [f for f in state.fighters if f.seat == seat and not f.placed]


def fog(state: MBState, rng: Rng) -> None:
    """The visibility: the sum of two D6 read in the table (section 5, MB32)."""
    dice = [rng.die(6), rng.die(6)]
    state.visibility_dice = dice
    state.visibility = visibility_for(sum(dice))


def willpower_duel(state: MBState, rng: Rng, events: list[Event], what: str) -> tuple[int, bool]:
    """Both designated fighters roll their willpower; ties (and double automatic failures) reroll
    (MB33, MB36, MB39). Returns the winner and whether it won with a special success (MB38)."""
    a = bd.fighter(state, state.designated[0] or "")
    b = bd.fighter(state, state.designated[1] or "")
    for _ in range(MAX_REROLLS):
        ra, rb = roll(rng, a.volonte), roll(rng, b.volonte)
        events += [ra.event(bd.label(a), what), rb.event(bd.label(b), what)]
        if ra.auto_fail and rb.auto_fail or (ra.auto_fail == rb.auto_fail and ra.total == rb.total):
            events.append(ev("mb-reroll"))
            continue
        if ra.auto_fail or (not rb.auto_fail and rb.total > ra.total):
            return 1, rb.particular
        return 0, ra.particular
    raise RuntimeError("willpower rerolls did not end")  # pragma: no cover - 200 ties in a row


def designate(state: MBState, seat: int, ref: str, rng: Rng) -> list[Event]:
    f = bd.fighter(state, ref)
    if f.seat != seat:
        raise RuleError("mb-not-yours", fighter=bd.label(f))
    if state.designated[seat] is not None:
        raise RuleError("mb-already-designated")
    if state.phase == "deploy_designate" and f.placed:
        raise RuleError("mb-already-placed", fighter=bd.label(f))
    if state.phase == "init_designate" and not (f.placed and f.able):
        raise RuleError("mb-cannot-fight", fighter=bd.label(f))
    state.designated[seat] = f.id
    events = [Event(code="mb-designated", params={"who": bd.label(f)}, visible_to=[seat]),
              ev("mb-designation-made", player=state.names[seat])]
    if any(d is None for d in state.designated):
        return events
    # both answered: the designations are revealed together, then the willpower test
    events.append(ev("mb-designations", irreversible=True, a=bd.label(bd.fighter(state, state.designated[0] or "")),
                     b=bd.label(bd.fighter(state, state.designated[1] or ""))))
    if state.phase == "deploy_designate":
        winner, _ = willpower_duel(state, rng, events, "deploy")
        state.winner_seat = winner
        state.phase = "deploy_choose"
        events.append(ev("mb-deploy-winner", announce=True, player=state.names[winner]))
    else:
        winner, special = willpower_duel(state, rng, events, "initiative")
        state.holder = state.actor = winner
        state.extra = 1 if special else 0
        state.designated = [None, None]
        state.phase = "main"
        events.append(ev("mb-initiative", announce=True, player=state.names[winner], twice="yes" if special else "no"))
    return events


def choose(state: MBState, seat: int, who: str) -> list[Event]:
    if state.winner_seat != seat:
        raise RuleError("not-your-turn")
    state.placer = seat if who == "me" else other(seat)
    state.phase = "deploy_place"
    return [ev("mb-deploy-choice", player=state.names[seat], placer=state.names[state.placer])]


def placing(state: MBState) -> Fighter:
    """The fighter the placer puts down: its designation, or (MA34) its next undeployed one."""
    seat = state.placer if state.placer is not None else 0
    ref = state.designated[seat]
    if ref is not None:
        return bd.fighter(state, ref)
    return undeployed(state, seat)[0]


def limits_apply(state: MBState, f: Fighter) -> bool:
    """The visibility limits hold after the first fighter, unless no spot is left (MB35, MA9)."""
    if not any(o.placed for o in state.fighters):
        return False
    return next(dp.iter_free_spots(state, f, True), None) is not None


def place(state: MBState, seat: int, x: float, y: float, facing: float, ref: str | None, rng: Rng) -> list[Event]:
    if state.placer != seat:
        raise RuleError("not-your-turn")
    f = placing(state)
    if ref is not None and state.designated[seat] is None:
        chosen = bd.fighter(state, ref)
        if chosen.seat != seat or chosen.placed:
            raise RuleError("mb-already-placed", fighter=bd.label(chosen))
        f = chosen
    x, y, facing = round(x, 2), round(y, 2), round(facing % 360.0, 1)
    limits = limits_apply(state, f)
    why = dp.place_ok(state, f, x, y, facing, limits)
    if why:
        zone = dp.deploy_zone(state, f.seat)
        raise RuleError(f"mb-place-{why}", x=x, y=y, visibility=state.visibility,
                        zone=dp.zone_text(zone) if zone is not None else "-")
    events: list[Event] = []
    if not limits and any(o.placed for o in state.fighters):
        events.append(ev("mb-limit-lifted", who=bd.label(f)))
    f.x, f.y, f.facing, f.placed = round(x * CM), round(y * CM), round(facing * DEG), True
    events.append(ev("mb-placed", who=bd.label(f), x=x, y=y, facing=facing))
    state.designated[seat] = None
    mine, theirs = undeployed(state, seat), undeployed(state, other(seat))
    if not mine and not theirs:
        events += new_turn(state, rng)
    elif mine and theirs:
        state.phase = "deploy_designate"
        state.placer = None
    else:  # one side is done: the other places the rest without tests (MA34)
        state.placer = seat if mine else other(seat)
        state.designated = [None, None]
        state.phase = "deploy_place"
    return events


def new_turn(state: MBState, rng: Rng) -> list[Event]:
    """A new turn: destiny points, fresh fighters, the initiative designations (MB36, MB115)."""
    events: list[Event] = []
    if end_check(state, events):
        return events
    if state.turn >= 1 and sc.end_of_turn(state, events):
        return events
    limit = sc.turn_limit(state)
    if limit and state.turn >= limit:
        sc.finish_at_limit(state, events)
        return events
    state.turn += 1
    for f in state.fighters:
        f.activated = f.wounded = f.stunned = f.slowed = f.destiny_used = f.fenced = f.reserved_used = False
        f.ward = 0
        f.dodged = []
        f.weapon_used = None
    state.destiny = [d + 1 for d in state.destiny]
    state.designated = [None, None]
    state.phase = "init_designate"
    state.pending = None
    state.active = None
    state.measures = []
    events.append(ev("mb-turn", announce=True, turn=state.turn, a=state.destiny[0], b=state.destiny[1]))
    return events


def advance(state: MBState, rng: Rng) -> list[Event]:
    """After an activation: the main passes (or stays after a special initiative), chaining when a side is done (MB37-MB41)."""
    events: list[Event] = []
    state.pending = None
    if end_check(state, events):
        return events
    mine, theirs = available(state, state.holder), available(state, other(state.holder))
    if not mine and not theirs:
        return events + new_turn(state, rng)
    if state.extra > 0 and mine:
        state.extra -= 1
    else:
        state.extra = 0
        state.holder = other(state.holder)
    if not available(state, state.holder):
        state.holder = other(state.holder)
    state.actor = state.holder
    state.phase = "main"
    events.append(ev("mb-main", player=state.names[state.holder]))
    return events


def impose(state: MBState, seat: int) -> list[Event]:
    """The holder makes the opponent activate a fighter of the opponent's choice (MB37)."""
    if state.phase != "main" or state.actor != seat or state.holder != seat:
        raise RuleError("mb-cannot-impose")
    if not available(state, other(seat)):
        raise RuleError("mb-cannot-impose")
    state.actor = other(seat)
    return [ev("mb-imposed", player=state.names[seat], other=state.names[other(seat)])]


def end_check(state: MBState, events: list[Event]) -> bool:
    """The end: only one side still has fighters able to fight (MB119, MA24), or a scenario's leader fell."""
    if state.phase == "over":
        return True
    if state.turn >= 1 and sc.leader_check(state, events):
        return True
    alive = [s for s in (0, 1) if fighting(state, s)]
    if len(alive) == 2:
        return False
    state.phase = "over"
    state.pending = None
    state.result_winner = alive[0] if alive else None
    state.result_reason = "mb-last-standing" if alive else "mb-nobody"
    events.append(ev("mb-end", announce=True, winner=state.names[alive[0]] if alive else "-"))
    return True

"""Dungeon Fighter: a throw from the player's numbers to the landing (Emprunt, the gauge, rerolls)."""

from __future__ import annotations

from rules.core import (
    Event,
    Rng,
    RuleError,
)

from . import throw as T
from .common import (
    ability,
    capacity,
    discard_item,
    drift_params,
    ev,
    furie_colours,
    grid_square,
    hero_name,
    imposed,
    usable_dice,
)
from .content import COLOURS, content
from .gesture import page_throw
from .model import (
    DFState,
    Keep,
    LandingPath,
    LandingRec,
    Pending,
    Push,
    Reroll,
    Throw,
    ThrowPlan,
)
from .resolve import resolve


def plan_throw(state: DFState, seat: int, a: Throw) -> ThrowPlan:
    c = content()
    cb = state.combat
    assert cb is not None
    if a.die not in usable_dice(state):
        raise RuleError("df-die-unavailable", die=a.die, dice=list(usable_dice(state)) or ["-"])  # a list: each die named in the reader's language (val-)
    hero = state.heroes[seat]
    conditions = set(imposed(state))
    for w in a.weapons:
        if w not in hero.equipment or c.equipment[w].kind != "weapon":
            raise RuleError("df-not-your-weapon", item=w)
        conditions |= set(c.equipment[w].throws)
    for it in a.items:
        if it not in hero.equipment or c.equipment[it].effect != "extra_damage":
            raise RuleError("df-not-usable", item=it)
    for m in a.discard_seduced:
        if m not in hero.seduced:
            raise RuleError("df-not-seduced", monster=m)
    for target in [a.beer_to] + [t for t, _ in a.heal_to]:
        if target is not None and not 0 <= target < state.n_seats:
            raise RuleError("df-bad-seat", seat=target)
    if len(set(a.weapons)) != len(a.weapons) or len(set(a.items)) != len(a.items):
        raise RuleError("df-twice")
    if a.gesture is not None or a.gesture2 is not None:  # the throw page's gesture: the hand decides
        if state.real_dice or a.model < T.MODEL_HAND or a.gesture is None:
            raise RuleError("df-bad-gesture", reason="sample")
        x, y, power, height, bounce2, _ = page_throw(a.gesture, a.gesture2, sorted(conditions))
        a = a.model_copy(update={"aim_x": x, "aim_y": y, "power": power, "height": height, "bounce2": bounce2})
    report_check(state, a.section, a.symbol)
    bounce2_check(state, sorted(conditions), a.bounce2, a.model)
    if a.furie is not None and a.model != T.MODEL_FIRST:
        raise RuleError("df-furie-after")
    timed = state.reflex and a.timing_ms is not None
    power = T.gauge_power(a.timing_ms) if timed and a.timing_ms is not None else a.power
    if not timed and not state.real_dice and "emprunt" not in conditions and a.model >= T.MODEL_SKILL:
        power_check(sorted(conditions), power)  # Emprunt: the push gives it; the first model had no limit
    return ThrowPlan(seat=seat, die=a.die, aim_x=a.aim_x, aim_y=a.aim_y, power=power, height=a.height,
                     bounce2=a.bounce2, model=a.model, furie=a.model == T.MODEL_FIRST and a.furie is not False,
                     weapons=list(a.weapons), items=list(a.items), protect=a.protect,
                     pay=a.pay, heal_to=list(a.heal_to), beer_to=a.beer_to,
                     discard_seduced=list(a.discard_seduced), second=cb.extra is not None,
                     conditions=sorted(conditions), timed=timed, section=a.section, symbol=a.symbol,
                     typed=a.gesture is None and not state.real_dice and a.model >= T.MODEL_HAND,
                     typed_power=a.gesture is None and not state.real_dice and a.model >= T.MODEL_HAND and not timed)


def throw(state: DFState, seat: int, a: Throw, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None
    plan = plan_throw(state, seat, a)
    if a.gesture is not None:  # the numbers the gesture gave, for « same as last » and the page
        a = a.model_copy(update={"aim_x": plan.aim_x, "aim_y": plan.aim_y, "height": plan.height,
                                 "bounce2": plan.bounce2})
    if not state.real_dice:
        state.heroes[seat].last_throw = [a.aim_x, a.aim_y, plan.power, a.height] + (
            [a.bounce2] if a.bounce2 is not None else [])
    # the die leaves the pool as soon as it is thrown
    if cb.extra is not None:
        cb.extra = None
    elif plan.die == "white":
        state.white -= 1
    else:
        cb.dice.remove(plan.die)  # type: ignore[arg-type]
        cb.hero_dice_thrown += 1
    return launch(state, plan, rng, [])


def bounce2_check(state: DFState, conditions: list[str], bounce2: int | None, model: int) -> None:
    """Double Rebond asks where the die bounces the second time (model 3 on): a throw under it
    must say, any other must not (nothing typed is silently ignored)."""
    if state.real_dice or model < T.MODEL_HOP:
        return
    double = "double_rebond" in conditions
    if double and bounce2 is None:
        raise RuleError("df-bounce2-needed")
    if not double and bounce2 is not None:
        raise RuleError("df-bounce2-unused")


def power_check(conditions: list[str], power: float) -> None:
    """Soufflé limits the power the player gives: more is refused, never silently lowered."""
    most = T.profile(conditions).power_max
    if power > most:
        raise RuleError("df-power-limit", power=f"{power:g}", most=f"{most:g}")


def report_check(state: DFState, section: int | None, symbol: bool | None) -> None:
    """Real dice: a throw must say where the die stopped, on a section of the Target (or 0);
    the digital throw must not."""
    if not state.real_dice:
        if section is not None or symbol is not None:
            raise RuleError("df-no-report")
        return
    sections = [0, *T.BOX_SECTIONS]
    if section is None or section not in sections:
        raise RuleError("df-bad-section", section="-" if section is None else section,
                        sections=", ".join(map(str, sections)))


def reported(plan: ThrowPlan, small: bool) -> T.Landing:
    """Real dice: the landing the thrower reports, drawn on the Target's axis for the picture."""
    section = plan.section or 0
    # the box's « zone 1 » is drawn on the picture's outer ring, near its edge
    radius = next((r for r, v in T.RINGS if v == section), 0.0) if section != T.BOX_ZONE_1 else T.TARGET_R - 4
    prev = max([r for r, v in T.RINGS if r < radius], default=0.0) if section != T.BOX_ZONE_1 else T.TARGET_R - 10
    zone, outcome = (section, "hit") if section else (0, "off")
    if small and section == T.BOX_ZONE_1:  # « Petite Cible » : the box's zone 1 is a miss
        zone, outcome = 0, "small"
    return T.Landing(x=0.0, y=round(-(prev + radius) / 2, 1) if section else -130.0,
                     face=T.HERO_FACE if plan.symbol else 1, zone=zone, outcome=outcome, bounces=1, drift=(0.0, 0.0))


def launch(state: DFState, plan: ThrowPlan, rng: Rng, rerolls: list[str]) -> list[Event]:
    """Throw now, or wait for the power: the player on the left's hand when Emprunt is in
    force, the thrower's stop of the gauge in the reflex variant (with real dice the table
    does all that)."""
    cb = state.combat
    assert cb is not None
    if state.real_dice:
        return land(state, plan, rng, rerolls)
    if "emprunt" in plan.conditions:
        left = (plan.seat + 1) % state.n_seats
        cb.pending = Pending(kind="emprunt", seat=left, plan=plan, used=rerolls)
        return [ev("df-emprunt-asked", seat=plan.seat, left=left, hero=hero_name(state, left))]
    if state.reflex and not plan.timed:
        cb.pending = Pending(kind="gauge", seat=plan.seat, plan=plan, used=rerolls)
        return [ev("df-gauge", seat=plan.seat)]
    return land(state, plan, rng, rerolls)


def push(state: DFState, seat: int, a: Push, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None and cb.pending is not None and cb.pending.plan is not None
    plan = cb.pending.plan
    rerolls = cb.pending.used
    if state.reflex:
        if a.timing_ms is None:
            raise RuleError("df-gauge-timing")
        plan.power = T.gauge_power(a.timing_ms)
        plan.typed_power = False  # the gauge stopped in time: the timing is the hand
    else:
        power_check(plan.conditions, a.power)
        plan.power = a.power
        plan.typed_power = plan.model >= T.MODEL_HAND  # a push given as a number: a hand's spread
    cb.pending = None
    return [ev("df-emprunt-pushed", seat=seat, power=plan.power)] + land(state, plan, rng, rerolls)


def land(state: DFState, plan: ThrowPlan, rng: Rng, used_rerolls: list[str]) -> list[Event]:
    cb = state.combat
    assert cb is not None
    drift = cb.drift or (0.0, 0.0)
    small = capacity(state) == "small_target"
    aim, power = (plan.aim_x, plan.aim_y), plan.power
    if not state.real_dice and (plan.typed or plan.typed_power):  # numbers, not a hand: a hand's spread
        aim, power = T.hand_spread(aim, power, T.profile(plan.conditions).power_max, rng, aim_too=plan.typed)
    land = (reported(plan, small) if state.real_dice else
            T.resolve(aim, power, plan.height, plan.conditions, drift, rng, small,
                      model=plan.model, hop=plan.bounce2))
    # a throw made on the page (a gesture, not numbers) keeps the model's path: the page animates it
    path = None
    if land.path is not None and plan.model >= T.MODEL_HAND and not plan.typed:
        path = LandingPath(start=land.path.start, bounces=list(land.path.bounces), rest=land.path.rest,
                           entry=land.path.entry)
    rec = LandingRec(seat=plan.seat, die=plan.die, x=land.x, y=land.y, face=land.face, zone=land.zone,
                     outcome=land.outcome, bounces=land.bounces, conditions=plan.conditions, path=path)
    state.last = rec
    state.landings = (state.landings + [rec])[-6:]
    square = grid_square(land.x, land.y)
    events = [ev("df-landed", irreversible=True, seat=plan.seat, die=plan.die, x=land.x, y=land.y,
                 square=square, off_grid="yes" if square == "-" else "no", hero="yes" if land.hero else "no",
                 faces=[land.face], zone=land.zone, outcome=land.outcome, bounces=land.bounces,
                 drift=[land.drift[0], land.drift[1]], conditions=", ".join(plan.conditions) or "-")]
    # a reroll (Relance ability or a reroll card) or a white die's colour is a decision
    rerolls = []
    if land.hero and "ability" not in used_rerolls:
        colours = COLOURS if plan.die == "white" else (plan.die,)
        if any(ability(state, plan.seat, col) == ("relance", 0) for col in colours):
            rerolls.append("ability")
    c = content()
    for it in state.heroes[plan.seat].equipment:
        if c.equipment[it].effect == "reroll" and it not in used_rerolls:
            rerolls.append(it)
    # Furie Aveugle is asked once the die has landed (the first model took it with the throw)
    furie = plan.model != T.MODEL_FIRST and furie_colours(state, plan.seat, plan.die, rec)
    if rerolls or (plan.die == "white" and land.hero) or furie:
        cb.pending = Pending(kind="decide", seat=plan.seat, plan=plan, landing=rec, rerolls=rerolls,
                             used=used_rerolls)
        return events
    return events + resolve(state, plan, rec, plan.die if plan.die != "white" else None, rng)


def keep(state: DFState, seat: int, a: Keep, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None and cb.pending is not None
    p = cb.pending
    assert p.plan is not None and p.landing is not None
    colour = p.plan.die if p.plan.die != "white" else a.colour
    if p.plan.die == "white" and p.landing.face == T.HERO_FACE and colour is None:
        raise RuleError("df-choose-colour")
    cb.pending = None
    plan = p.plan
    if plan.model != T.MODEL_FIRST:
        plan = plan.model_copy(update={"furie": bool(a.furie) and colour in furie_colours(state, seat, plan.die,
                                                                                          p.landing)})
    return resolve(state, plan, p.landing, colour, rng)


def reroll(state: DFState, seat: int, a: Reroll, rng: Rng) -> list[Event]:
    cb = state.combat
    assert cb is not None and cb.pending is not None and cb.pending.plan is not None
    p = cb.pending
    if a.source not in p.rerolls:
        raise RuleError("df-no-reroll", source=a.source)
    report_check(state, a.section, a.symbol)
    bounce2_check(state, p.plan.conditions, a.bounce2, p.plan.model)
    timed = state.reflex and a.timing_ms is not None
    if not timed and not state.real_dice and "emprunt" not in p.plan.conditions and p.plan.model >= T.MODEL_SKILL:
        power_check(p.plan.conditions, a.power)
    plan = p.plan.model_copy(update={
        "aim_x": a.aim_x, "aim_y": a.aim_y, "height": a.height, "bounce2": a.bounce2, "timed": timed,
        "typed": not state.real_dice and p.plan.model >= T.MODEL_HAND,
        "typed_power": not state.real_dice and p.plan.model >= T.MODEL_HAND and not timed,
        "section": a.section,
        "symbol": a.symbol, "power": T.gauge_power(a.timing_ms) if timed and a.timing_ms is not None else a.power})
    used = [a.source]
    events = [ev("df-reroll", seat=seat, source=a.source,
                 name=content().equipment[a.source].name if a.source != "ability" else "Relance")]
    if a.source != "ability":
        events += discard_item(state, seat, a.source)
    cb.pending = None
    if not state.real_dice:
        cb.drift = T.draw_drift(rng)
        blind = "en_aveugle" in imposed(state)
        events.append(ev("df-drift", irreversible=True, visible_to=[] if blind else None,
                         **drift_params(cb.drift[0], cb.drift[1])))
    # the first result is ignored; a card used once stays used, and so does the ability
    return events + launch(state, plan, rng, p.used + used)

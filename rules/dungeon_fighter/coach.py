"""Sampled legal actions (menus, playouts) and what an absent player does.

A throw has continuous parameters: the sample offers, for each usable die, a well-judged
throw at the centre (as a player who understands the model would make, see
:func:`throw.skilled_params`) and two blind guesses, with and without the thrower's weapons.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rules.core import Rng

from . import common as Q
from . import prompting as P
from . import throw as T
from .content import COLOURS, content
from .model import (
    ActionT,
    Buy,
    Discard,
    Give,
    GiveUp,
    Go,
    Heal,
    Keep,
    Next,
    Push,
    Recover,
    Reroll,
    Scar,
    Throw,
    Use,
    Vote,
)

if TYPE_CHECKING:
    from rules.core import Game

    from .model import DFState

#: fixed "guesses" a careless player might type (aim square, power, height)
GUESSES = ((-60.0, 60.0, 5.0, 8), (40.0, -20.0, 11.0, 3))


def _visible_drift(state: DFState) -> tuple[float, float] | None:
    cb = state.combat
    if cb is None or "en_aveugle" in Q.imposed(state):
        return None
    return cb.drift


def throw_samples(state: DFState, seat: int) -> list[ActionT]:
    c = content()
    hero = state.heroes[seat]
    weapons = [e for e in hero.equipment if c.equipment[e].kind == "weapon"]
    extras = [e for e in hero.equipment if c.equipment[e].effect == "extra_damage"]
    out: list[ActionT] = []
    if state.real_dice:  # the report of a real die: first a miss (what an absent player "throws")
        return [Throw(die=die, section=s, symbol=b) for die in Q.usable_dice(state)
                for s, b in ((0, False), (T.SAFE_SECTION, False), (T.RINGS[0][1], True))]
    for die in Q.usable_dice(state):
        for ws in ([[]] + ([weapons] if weapons else [])):
            conds = sorted(set(Q.imposed(state)) | {t for w in ws for t in c.equipment[w].throws})
            aim, power, height = T.skilled_params((0.0, 0.0), conds, _visible_drift(state))
            out.append(Throw(die=die, aim_x=round(aim[0], 1), aim_y=round(aim[1], 1), power=power,
                             height=height, bounce2=T.skilled_bounce2(conds), weapons=ws, items=extras[:1] if ws else []))
        most = T.profile(Q.imposed(state)).power_max
        for gx, gy, gp, gh in GUESSES:
            out.append(Throw(die=die, aim_x=gx, aim_y=gy, power=min(gp, most), height=gh,
                             bounce2=gh if "double_rebond" in Q.imposed(state) else None))
    return out


def sample_actions(state: DFState, seat: int) -> list[ActionT]:
    c = content()
    kinds = {p.kind for p in P.prompts(state) if p.seat == seat}
    out: list[ActionT] = []
    if "df-move" in kinds:
        out += [Go(room=r) for r in Q.successors(state)]
    if "df-throw" in kinds:
        cb = state.combat
        assert cb is not None
        out += throw_samples(state, seat)
        if Q.can_recover(state):
            out.append(Recover())
        if not cb.boss and not cb.gave_up_asked:
            out.append(GiveUp())
    if "df-emprunt" in kinds or "df-gauge" in kinds:
        cb = state.combat
        assert cb is not None and cb.pending is not None and cb.pending.plan is not None
        plan = cb.pending.plan
        prof = T.profile(plan.conditions)
        dist = math.hypot(plan.aim_x, plan.aim_y - (T.ORIGIN_Y - prof.origin_back))
        power = round(min(max(dist / prof.unit, T.POWER_MIN), prof.power_max), 1)  # Soufflé: no more than a breath
        if state.reflex:
            out.append(Push(timing_ms=gauge_timing(power)))
            out.append(Push(timing_ms=400))
        else:
            out.append(Push(power=power))
            out.append(Push(power=4.0))
    if "df-discard" in kinds:
        out += [Discard(item=e) for e in state.heroes[seat].equipment]
    if "df-decide" in kinds:
        cb = state.combat
        assert cb is not None and cb.pending is not None and cb.pending.plan is not None
        p = cb.pending
        assert p.landing is not None
        furie = Q.furie_colours(state, seat, p.plan.die, p.landing)
        if p.plan.die == "white" and p.landing.face == T.HERO_FACE:
            out += [Keep(colour=col, furie=f) for col in COLOURS for f in ((True, False) if col in furie else (None,))]
        elif furie:
            out += [Keep(furie=True), Keep(furie=False)]
        else:
            out.append(Keep())
        aim, power, height = T.skilled_params((0.0, 0.0), p.plan.conditions if p.plan else [], None)
        if state.real_dice:
            out += [Reroll(source=s, section=T.SAFE_SECTION, symbol=False) for s in p.rerolls]
        else:
            out += [Reroll(source=s, aim_x=round(aim[0], 1), aim_y=round(aim[1], 1), power=power, height=height,
                           bounce2=T.skilled_bounce2(p.plan.conditions)) for s in p.rerolls]
    if "df-vote" in kinds:
        out += [Vote(yes=True), Vote(yes=False)]
    if "df-scar" in kinds:
        out += [Scar(colour=col) for col in COLOURS if col not in state.heroes[seat].scars]
    if "df-camp-leader" in kinds or "df-camp" in kinds:
        hero = state.heroes[seat]
        if "df-camp-leader" in kinds:
            out.append(Next())
            if Q.in_shop(state):
                out += [Buy(item=i) for i in P.buyable(state)]
                if state.gold >= 2:
                    out.append(Buy(item="white"))
                if P.heal_amounts(state, 1):
                    out.append(Heal(gold=1))
            for item in state.stash:
                if item not in state.moved:
                    out += [Give(item=item, to=h.seat) for h in state.heroes
                            if not h.out and Q.slots_free(state, h.seat, item)]
        for item in hero.equipment:
            if item not in state.moved:
                out += [Give(item=item, to=h.seat) for h in state.heroes
                        if h.seat != seat and not h.out and Q.slots_free(state, h.seat, item)]
    # heal cards « peuvent être utilisées à tout moment », prompted or not
    for item in Q.any_time_items(state, seat):
        out.append(Use(item=item))
        if c.equipment[item].effect == "heal_one":
            wounded = [h.seat for h in state.heroes if h.seat != seat and not h.fainted and not h.out
                       and h.pv < h.max_pv]
            out += [Use(item=item, target=w) for w in wounded[:1]]
    return out


def gauge_timing(power: float) -> int:
    """The reflex variant: the first moment (ms after the post) the gauge shows ``power``."""
    share = (min(max(power, T.POWER_MIN), T.POWER_MAX) - T.POWER_MIN) / (T.POWER_MAX - T.POWER_MIN)
    return round(share * T.GAUGE_PERIOD_MS / 2)


def zombie(state: DFState, seat: int) -> ActionT | None:
    """An absent player: a careful throw at the centre, keeps results, takes no other risk."""
    kinds = {p.kind for p in P.prompts(state) if p.seat == seat}
    if not kinds:
        return None
    acts = sample_actions(state, seat)
    for a in acts:
        if isinstance(a, (Throw, Push, Keep, Scar, Go, Next)):
            return a
    for a in acts:
        if isinstance(a, (Recover, Vote)):
            return a
    return acts[0] if acts else None


# --- a skilled party (balance measurements, bench) --------------------------------------------
#: how much a hero values each special ability when choosing a die (ours, a rough judgement)
ABILITY_VALUE = {
    "degats_cibles": 3.0, "furie_aveugle": 3.0, "pluie_de_coups": 3.0, "intervention_divine": 2.0,
    "relance": 2.0, "metamorphose": 1.5, "cible_vivante": 1.5, "guerison_de_masse": 1.5, "biere": 1.0,
    "larcin": 1.0, "pickpocket": 1.0, "seduction": 1.0, "pas_de_degats": 1.0, "ritournelle": 1.0,
}
_SIM_SEED = "%064x" % 424242


#: where a skilled thrower may aim: the centre (the gamble) or the 3 away from the holes
POINTS: tuple[tuple[float, float], ...] = ((0.0, 0.0), T.SAFE_AIM)


@lru_cache(maxsize=4096)
def throw_quality(conditions: frozenset[str], small: bool, point: tuple[float, float] = (0.0, 0.0)
                  ) -> tuple[float, float]:
    """(hit rate, mean section on a hit) of a skilled throw at ``point`` under ``conditions``,
    estimated once by simulation with a fixed seed (what an experienced player knows)."""
    rng = Rng(_SIM_SEED)
    hits, total = 0, 0
    for k in range(120):
        drift = T.draw_drift(rng)
        aim, power, height = T.skilled_params(point, conditions, drift)
        land = T.resolve(aim, power, height, conditions, drift, rng, small)
        if land.hit:
            hits += 1
            total += land.zone
    return hits / 120, (total / hits if hits else 0.0)


def _ability_value(state: DFState, seat: int, colour: str) -> float:
    ab = Q.ability(state, seat, colour)
    if ab is None:
        return 0.0
    kind, value = ab
    if kind == "degats_supplementaires":
        return float(value)
    if kind == "ennemi_jure":
        return float(value) if state.combat and Q.foe_of(state).type == Q.hero_card(state, seat).enemy else 0.0
    if kind == "ritournelle":
        return 2.0 if Q.capacity(state) else 0.0
    return ABILITY_VALUE.get(kind, 0.5)


def _skilled_throw(state: DFState, seat: int) -> ActionT:
    c = content()
    cb = state.combat
    assert cb is not None
    hero = state.heroes[seat]
    dice = Q.usable_dice(state)
    coloured = [d for d in dice if d != "white"]
    foe = Q.foe_of(state)
    if not coloured and Q.can_recover(state):
        standing = [state.heroes[s] for s in Q.standing(state)]
        safe = all(h.pv > foe.damage for h in standing)
        if state.white == 0 or (safe and not cb.boss and state.white <= 4):
            return Recover()
    if coloured:
        die = max(coloured, key=lambda d: (_ability_value(state, seat, d), -COLOURS.index(d)))
    else:
        die = "white"
    imposed = set(Q.imposed(state))
    small = Q.capacity(state) == "small_target"
    weapons = [e for e in hero.equipment if c.equipment[e].kind == "weapon"]
    best: tuple[float, list[str], tuple[float, float]] = (-1e9, [], POINTS[0])
    for mask in range(1 << len(weapons)):
        ws = [w for i, w in enumerate(weapons) if mask >> i & 1]
        conds = frozenset(imposed | {t for w in ws for t in c.equipment[w].throws})
        mul, add = 1, 0
        for w in ws:
            b = c.equipment[w].bonus
            assert b is not None
            mul *= b.mul
            add += b.add
        for point in POINTS:
            p, zone = throw_quality(conds, small, point)
            score = p * (zone * mul + add) - (1 - p) * foe.damage * 0.6
            if score > best[0]:
                best = (score, ws, point)
    ws, point = best[1], best[2]
    conds = sorted(imposed | {t for w in ws for t in c.equipment[w].throws})
    aim, power, height = T.skilled_params(point, conds, _visible_drift(state))
    items = [e for e in hero.equipment if c.equipment[e].effect == "extra_damage"][:1] if cb.boss else []
    return Throw(die=die, aim_x=round(aim[0], 1), aim_y=round(aim[1], 1), power=power, height=height,
                 bounce2=T.skilled_bounce2(conds), weapons=ws, items=items)


def _room_score(state: DFState, room: str) -> float:
    kind = Q.room_kind(room)
    missing = sum(h.max_pv - h.pv for h in state.heroes if not h.out)
    if kind == "fountain":
        return 2.0 + missing / 3
    if kind == "shop":
        return 1.0 + state.gold / 2
    if kind == "treasure":
        return 2.5
    if kind == "perilous":
        return -2.0
    return 0.0


def skilled_action(state: DFState, seat: int) -> ActionT | None:
    """What a good player does (our judgement; used to measure the balance of our content)."""
    c = content()
    kinds = {p.kind for p in P.prompts(state) if p.seat == seat}
    if "df-move" in kinds:
        return Go(room=max(Q.successors(state), key=lambda r: _room_score(state, r)))
    if "df-throw" in kinds:
        return _skilled_throw(state, seat)
    if "df-emprunt" in kinds or "df-gauge" in kinds:
        return sample_actions(state, seat)[0]
    if "df-discard" in kinds:
        return Discard(item=min(state.heroes[seat].equipment, key=lambda e: (c.equipment[e].cost, e)))
    if "df-decide" in kinds:
        cb = state.combat
        assert cb is not None and cb.pending is not None and cb.pending.landing is not None
        p = cb.pending
        land = p.landing
        assert land is not None and p.plan is not None
        if p.rerolls and (land.outcome != "hit" or land.zone <= 2) and not (land.face == T.HERO_FACE and land.outcome == "hit"):
            aim, power, height = T.skilled_params((0.0, 0.0), p.plan.conditions, None)
            return Reroll(source=p.rerolls[0], aim_x=round(aim[0], 1), aim_y=round(aim[1], 1), power=power,
                          height=height, bounce2=T.skilled_bounce2(p.plan.conditions))
        furie = Q.furie_colours(state, seat, p.plan.die, land) and state.heroes[seat].pv > 2
        if p.plan.die == "white" and land.face == T.HERO_FACE:
            col = max(COLOURS, key=lambda col: _ability_value(state, seat, col))
            return Keep(colour=col, furie=True if furie and col in Q.furie_colours(state, seat, "white", land) else None)
        return Keep(furie=True) if furie else Keep()
    if "df-vote" in kinds:
        return Vote(yes=True)
    if "df-scar" in kinds:
        free = [col for col in COLOURS if col not in state.heroes[seat].scars]
        return Scar(colour=min(free, key=lambda col: _ability_value(state, seat, col)))
    if "df-camp-leader" in kinds:
        return _skilled_camp(state, seat)
    return None


def _skilled_camp(state: DFState, seat: int) -> ActionT:
    c = content()
    for item in state.stash:
        if item in state.moved:
            continue
        takers = [h for h in state.heroes if not h.out and Q.slots_free(state, h.seat, item)]
        if takers:
            return Give(item=item, to=min(takers, key=lambda h: (len(h.equipment), h.seat)).seat)
    if Q.in_shop(state):
        missing = max((h.max_pv - h.pv for h in state.heroes if not h.out), default=0)
        if missing >= 2 and state.gold >= 1:
            return Heal(gold=min(state.gold, missing))
        useful = [i for i in state.shop if c.equipment[i].cost <= state.gold and c.equipment[i].kind != "weapon"
                  and any(not h.out and Q.slots_free(state, h.seat, i) for h in state.heroes)]
        if useful and state.gold - c.equipment[useful[0]].cost >= 2:
            return Buy(item=min(useful, key=lambda i: c.equipment[i].cost))
        if state.gold >= 2:
            return Buy(item="white")
    return Next()


def skilled_heal(state: DFState) -> tuple[int, ActionT] | None:
    """A heal card used at any time when a standing hero is in danger."""
    c = content()
    danger = Q.foe_of(state).damage if state.combat is not None else 2
    for h in state.heroes:
        for item in Q.any_time_items(state, h.seat):
            card = c.equipment[item]
            low = [o for o in state.heroes if not o.out and not o.fainted and o.pv <= danger and o.pv < o.max_pv]
            if low:
                return h.seat, Use(item=item, target=low[0].seat if card.effect == "heal_one" else None)
    return None


#: a thrower's hand: turns the skilled party's throw into the one a person makes
#: (``hands.Hand.throw`` through the page, bench/bench_df_skill.py); ``None``: the coach's numbers typed
Hand = Callable[["DFState", int, Throw, Rng], Throw]


def play_skilled(game: Game[Any, Any, Any], difficulty: str, n_seats: int, seed: str,
                 max_steps: int = 4000, hand: Hand | None = None) -> DFState:
    """A whole game played by a skilled party (its throws through ``hand`` when given, with
    the hand's own noise drawn from a separate generator); returns the final state."""
    from rules.core import SeatInfo

    rng = Rng(seed)
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n_seats)]
    state = game.setup(game.parse_options({"difficulty": difficulty}), seats, rng)
    hand_rng = Rng(seed[::-1])
    for _ in range(max_steps):
        if game.result(state) is not None:
            break
        healing = skilled_heal(state)
        if healing is not None:
            state = game.apply(state, healing[0], healing[1], rng).state
            continue
        prompts = [p for p in P.prompts(state) if p.kind != "df-camp"]
        p = prompts[0]
        action = skilled_action(state, p.seat)
        assert action is not None, p.kind
        if hand is not None and isinstance(action, Throw):
            action = hand(state, p.seat, action, hand_rng)
        state = game.apply(state, p.seat, action, rng).state
    return state

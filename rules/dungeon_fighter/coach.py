"""Sampled legal actions (menus, playouts) and what an absent player does.

A throw has continuous parameters: the sample offers, for each usable die, a well-judged
throw at the centre (as a player who understands the model would make, see
:func:`throw.skilled_params`) and two blind guesses, with and without the thrower's weapons.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from . import throw as T
from .content import COLOURS, content
from .model import (
    ActionT, Buy, Discard, Give, GiveUp, Go, Heal, Keep, Next, Push, Recover, Reroll, Scar, Throw, Use, Vote,
)

if TYPE_CHECKING:
    from .game import DungeonFighter
    from .model import DFState

#: fixed "guesses" a careless player might type (aim square, power, height)
GUESSES = ((-60.0, 60.0, 5.0, 8), (40.0, -20.0, 11.0, 3))


def _visible_drift(game: DungeonFighter, state: DFState) -> tuple[float, float] | None:
    cb = state.combat
    if cb is None or "en_aveugle" in game.imposed(state):
        return None
    return cb.drift


def throw_samples(game: DungeonFighter, state: DFState, seat: int) -> list[ActionT]:
    c = content()
    hero = state.heroes[seat]
    weapons = [e for e in hero.equipment if c.equipment[e].kind == "weapon"]
    extras = [e for e in hero.equipment if c.equipment[e].effect == "extra_damage"]
    out: list[ActionT] = []
    for die in game.usable_dice(state):
        for ws in ([[]] + ([weapons] if weapons else [])):
            conds = sorted(set(game.imposed(state)) | {t for w in ws for t in c.equipment[w].throws})
            aim, power, height = T.skilled_params((0.0, 0.0), conds, _visible_drift(game, state))
            out.append(Throw(die=die, aim_x=round(aim[0], 1), aim_y=round(aim[1], 1), power=power,
                             height=height, weapons=ws, items=extras[:1] if ws else []))
        for gx, gy, gp, gh in GUESSES:
            out.append(Throw(die=die, aim_x=gx, aim_y=gy, power=gp, height=gh))
    return out


def sample_actions(game: DungeonFighter, state: DFState, seat: int) -> list[ActionT]:
    c = content()
    kinds = {p.kind for p in game.prompts(state) if p.seat == seat}
    out: list[ActionT] = []
    if "df-move" in kinds:
        out += [Go(room=r) for r in game.successors(state)]
    if "df-throw" in kinds:
        cb = state.combat
        assert cb is not None
        out += throw_samples(game, state, seat)
        if game._can_recover(state):
            out.append(Recover())
        if not cb.boss and not cb.gave_up_asked:
            out.append(GiveUp())
    if "df-emprunt" in kinds or "df-gauge" in kinds:
        cb = state.combat
        assert cb is not None and cb.pending is not None and cb.pending.plan is not None
        plan = cb.pending.plan
        prof = T.profile(plan.conditions)
        dist = math.hypot(plan.aim_x, plan.aim_y - (T.ORIGIN_Y - prof.origin_back))
        power = round(min(max(dist / prof.unit, T.POWER_MIN), T.POWER_MAX), 1)
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
        if p.plan is not None and p.plan.die == "white" and p.landing is not None and p.landing.face == T.HERO_FACE:
            out += [Keep(colour=col) for col in COLOURS]
        else:
            out.append(Keep())
        aim, power, height = T.skilled_params((0.0, 0.0), p.plan.conditions if p.plan else [], None)
        out += [Reroll(source=s, aim_x=round(aim[0], 1), aim_y=round(aim[1], 1), power=power, height=height)
                for s in p.rerolls]
    if "df-vote" in kinds:
        out += [Vote(yes=True), Vote(yes=False)]
    if "df-scar" in kinds:
        out += [Scar(colour=col) for col in COLOURS if col not in state.heroes[seat].scars]
    if "df-camp-leader" in kinds or "df-camp" in kinds:
        hero = state.heroes[seat]
        if "df-camp-leader" in kinds:
            out.append(Next())
            if game._in_shop(state):
                out += [Buy(item=i) for i in state.shop if c.equipment[i].cost <= state.gold]
                if state.gold >= 2:
                    out.append(Buy(item="white"))
                if state.gold >= 1:
                    out.append(Heal(gold=1))
            for item in state.stash:
                if item not in state.moved:
                    out += [Give(item=item, to=h.seat) for h in state.heroes
                            if not h.out and game.slots_free(state, h.seat, item)]
        for item in hero.equipment:
            if item not in state.moved:
                out += [Give(item=item, to=h.seat) for h in state.heroes
                        if h.seat != seat and not h.out and game.slots_free(state, h.seat, item)]
    # heal cards « peuvent être utilisées à tout moment », prompted or not
    for item in game.any_time_items(state, seat):
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


def zombie(game: DungeonFighter, state: DFState, seat: int) -> ActionT | None:
    """An absent player: a careful throw at the centre, keeps results, takes no other risk."""
    kinds = {p.kind for p in game.prompts(state) if p.seat == seat}
    if not kinds:
        return None
    acts = sample_actions(game, state, seat)
    for a in acts:
        if isinstance(a, (Throw, Push, Keep, Scar, Go, Next)):
            return a
    for a in acts:
        if isinstance(a, (Recover, Vote)):
            return a
    return acts[0] if acts else None

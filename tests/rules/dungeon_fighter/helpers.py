"""Building Dungeon Fighter positions for the rulebook's examples."""

from __future__ import annotations

from rules.core import Rng, SeatInfo
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.content import content
from rules.dungeon_fighter.model import Combat, DFState, LandingRec, ThrowPlan

SEED = "%064x" % 12345


def new_game(heroes=("torm", "randolph", "goldfinga"), difficulty="normal", leader=0, seed=SEED):
    rng = Rng(seed)
    opts = GAME.parse_options({"difficulty": difficulty, "heroes": list(heroes), "leader": leader})
    state = GAME.setup(opts, [SeatInfo(index=i, name=h) for i, h in enumerate(heroes)], rng)
    return state, rng


def in_combat(state: DFState, monster="gobelin_commun", boss=False, room=None) -> DFState:
    """Put the party in a plain room (the first board's entry) facing ``monster``."""
    c = content()
    state.position = room or c.side(state.sides[0]).entry
    foe = c.bosses[monster] if boss else c.monsters[monster]
    state.phase = "combat"
    state.combat = Combat(monster=monster, boss=boss, pv=foe.pv, max_pv=foe.pv, gold=foe.gold,
                          thrower=state.first, drift=(0.0, 0.0))
    return state


def landing(seat, die, zone, hero=False, outcome=None, x=0.0, y=0.0):
    return LandingRec(seat=seat, die=die, x=x, y=y, face=6 if hero else 2, zone=zone,
                      outcome=outcome or ("hit" if zone else "off"), bounces=1)


def resolve(state, rng, seat, die, zone, hero=False, colour=None, **plan):
    """Resolve a throw whose landing is given (the die is taken from the pool as a throw does)."""
    cb = state.combat
    if cb.extra is not None:
        cb.extra = None
        plan["second"] = True
    elif die == "white":
        state.white -= 1
    elif die in cb.dice:
        cb.dice.remove(die)
        cb.hero_dice_thrown += 1
    p = ThrowPlan(seat=seat, die=die, **plan)
    rec = landing(seat, die, zone, hero)
    state.last = rec
    return GAME._resolve(state, p, rec, colour or (die if die != "white" else None), rng)

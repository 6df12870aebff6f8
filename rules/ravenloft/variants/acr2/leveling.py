"""ACR2's levels 1 to 9 (seed L63-93): a hero pays 6 XP at the start of their hero phase for
the next level (one level per hero phase, ours), and gains the level's bonus:

=====  ==========================================================================
level  bonus (L79-93)
=====  ==========================================================================
2      +1 AC, +2 HP, +1 surge value, one more daily power
3      one more at-will power and one more utility power
4      +2 HP
5      one more daily OR utility power
6      one more healing surge at once (and 2 at the start of later adventures)
7      +1 AC
8      one more at-will OR utility power
9      every power of the hero's class
=====  ==========================================================================

New cards come from the hero's pool: the class's cards (the classes', for a hybrid) and the
race's card. At most three heroes of level 6 or more in an adventure (L141).
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from rules.core import Event, RuleError

from ...events import ev, name_ids
from ...state import Pending, PowerCard
from ...xp import propose, spend, total
from ..actions import Level
from ..hybrid.creation import sheet_of
from ..hybrid.sheets import hp_factor
from ..hybrid.sheets import pool as sheet_pool
from .levels import (
    HIGH,
    MOST_HIGH,
    PRICE,
    TABLE,
    TOP,
)

if TYPE_CHECKING:
    from ...catalog import Catalog
    from ...state import CRState

def pool(state: CRState, cat: Catalog, hero: int) -> list[str]:
    """Every card the hero may hold: a sheet's pool, or a box hero's own cards."""

    h = state.heroes[hero]
    sheet = sheet_of(state, h.hero)
    if sheet is not None:
        return sheet_pool(sheet)
    return [p.id for p in cat.powers.values() if p.hero == h.hero]


def choices(state: CRState, cat: Catalog, hero: int, level: int) -> list[list[str]]:
    """The card sets the hero may take on reaching ``level`` (one list per allowed set; ``[[]]``
    when the level gives no card or the pool has none left of the kinds offered)."""
    bonus = TABLE[level]
    held = {p.id for p in state.heroes[hero].powers}
    free = [p for p in pool(state, cat, hero) if p not in held]
    per_pick = [[p for p in free if cat.powers[p].kind in kinds] for kinds in bonus.picks]
    per_pick = [options for options in per_pick if options]
    if not per_pick:
        return [[]]
    out = [list(c) for c in product(*per_pick) if len(set(c)) == len(c)]
    return out or [[]]


def can_level(state: CRState, cat: Catalog, hero: int) -> bool:
    """Level below 9, 6 XP in the pile, no level bought this phase, and no fourth high-level hero."""
    h = state.heroes[hero]
    if h.level >= TOP or h.down or total(state, cat) < PRICE or (state.acr2 is not None and state.acr2.levelled):
        return False
    return not (h.level + 1 == HIGH and sum(1 for x in state.heroes if x.level >= HIGH) >= MOST_HIGH)


def gain_level(state: CRState, cat: Catalog, hero: int, picked: list[str]) -> list[Event]:
    """Apply the next level's bonus to ``hero`` with the cards ``picked``."""

    h = state.heroes[hero]
    level = h.level + 1
    allowed = choices(state, cat, hero, level)
    if not picked:
        picked = allowed[0]
    elif sorted(picked) not in [sorted(a) for a in allowed]:
        raise RuleError("cr-acr2-bad-powers", level=level, powers=", ".join(picked))
    bonus = TABLE[level]
    k = hp_factor(state)  # damage dice scale every HP value (L484-490)
    h.level = level
    h.ac += bonus.ac
    h.max_hp += bonus.hp * k
    h.hp += bonus.hp * k
    h.surge_value += bonus.surge_value * k
    if bonus.surges:  # the hero's own surge, or the party's when the surges slot is the base one
        if state.acr2 is not None and state.rules.get("surges") == "acr2":
            state.acr2.surges[hero] += bonus.surges
        else:
            state.surges += bonus.surges
    new = list(picked)
    if bonus.every_power:
        held = {p.id for p in h.powers}
        new = [p for p in pool(state, cat, hero) if p not in held]
    h.powers += [PowerCard(id=p) for p in new]
    if state.acr2 is not None:
        state.acr2.levelled = True
    return [ev("acr2-level", hero=h.hero, level=level, announce=True,
               powers_name=[n for p in new for n in name_ids("power", p)])]


def offer(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """At the start of the hero phase: the hero's player is asked whether to buy a level (with
    the option ``acr2_level_timing: any``, the level is bought with ``/cr level`` any time in
    the hero phase instead: S4, « as a Free Action any time during their Hero Phase », A28)."""
    if state.acr2 is not None:
        state.acr2.levelled = False
    if state.rules.get("levels") != "acr2" or not can_level(state, cat, hero) or (
            state.acr2 is not None and state.acr2.level_timing == "any"):
        return []
    state.pending.append(Pending(kind="acr2-level", seat=state.heroes[hero].seat, hero=hero,
                                 params={"level": state.heroes[hero].level + 1, "cost": PRICE}))
    return []


def answer(state: CRState, cat: Catalog, p: Any, powers: list[str], cards: list[str]) -> list[Event]:
    """The answer to the start-of-phase offer: the level bought."""
    out = buy(state, cat, p.hero or 0, powers, cards)
    state.pending.remove(p)
    return out


def buy(state: CRState, cat: Catalog, hero: int, powers: list[str], cards: list[str]) -> list[Event]:
    """Pay 6 XP (the cards given, else the bot's proposal) and gain the level."""
    if not can_level(state, cat, hero):
        raise RuleError("cr-acr2-cannot-level", hero=state.heroes[hero].hero)
    paid = cards or propose(state, cat, PRICE) or []
    level_choices = choices(state, cat, hero, state.heroes[hero].level + 1)
    if powers and sorted(powers) not in [sorted(a) for a in level_choices]:
        raise RuleError("cr-acr2-bad-powers", level=state.heroes[hero].level + 1, powers=", ".join(powers))
    out = spend(state, cat, paid, PRICE)
    return out + gain_level(state, cat, hero, powers)


def level_options(state: CRState, cat: Catalog, p: Any) -> list[Any]:
    """The prompt's answers: the level with each allowed set of new cards (24 at most), or not."""
    from rules.core import PromptOption


    hero = p.hero or 0
    out = []
    for picked in choices(state, cat, hero, state.heroes[hero].level + 1)[:24]:
        out.append(PromptOption(command="level", args={"powers": ",".join(picked)} if picked else {},
                                label="opt-cr-acr2-level",
                                params={"level": state.heroes[hero].level + 1,
                                        "powers_name": [n for x in picked for n in name_ids("power", x)]}))
    return [*out, PromptOption(command="pass", label="opt-cr-pass")]


def buy_now(state: CRState, cat: Catalog, powers: list[str], cards: list[str]) -> list[Event]:
    """A level bought as a free action of the hero phase (option ``acr2_level_timing: any``)."""
    hero = state.turn.hero
    if state.rules.get("levels") != "acr2" or state.acr2 is None or state.acr2.level_timing != "any" or \
            state.turn.phase != "hero":
        raise RuleError("cr-acr2-cannot-level", hero=state.heroes[hero].hero)
    return buy(state, cat, hero, powers, cards)


def level_actions(state: CRState, cat: Catalog) -> list[Any]:
    """The levels the active hero may buy now (option ``acr2_level_timing: any``)."""
    hero = state.turn.hero
    if state.rules.get("levels") != "acr2" or state.acr2 is None or state.acr2.level_timing != "any" or \
            state.turn.phase != "hero" or not can_level(state, cat, hero):
        return []
    sets = choices(state, cat, hero, state.heroes[hero].level + 1)[:24]
    return [Level(powers=",".join(s)) for s in sets]

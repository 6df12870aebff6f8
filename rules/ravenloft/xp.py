"""The party's XP pile (B41, B42, B55, B59) and levelling to 2 (B60-B62)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import product

from rules.core import Event, RuleError

from . import plugins
from .catalog import DAILY, Catalog
from .events import ev, name_ids
from .state import CRState, PowerCard, card_kind

#: what cancelling an encounter or levelling up costs (B55, B60)
PRICE = 5
HARROWED = "harrowed_experience"


def card_xp(cat: Catalog, card: str) -> int:
    """A card's worth in the pile: a monster's XP, a villain's level (B59), 1 for a treasure
    that says so (Harrowed Experience)."""
    kind = card_kind(card)
    if kind in cat.monsters:
        return cat.monsters[kind].xp
    t = cat.treasures.get(kind)
    if t is not None and t.effect == "xp":
        return max(1, t.value)
    return 0


def total(state: CRState, cat: Catalog) -> int:
    return sum(card_xp(cat, c) for c in state.xp_pile)


def propose(state: CRState, cat: Catalog, need: int = PRICE) -> list[str] | None:
    """The cards to spend for ``need`` XP: the least excess, then the lowest cards (keeping the
    highest ones), then the cards earned first (ruling A18). ``None`` when the pile is short."""
    values = Counter(card_xp(cat, c) for c in state.xp_pile if card_xp(cat, c) > 0)
    if sum(v * n for v, n in values.items()) < need:
        return None
    kinds = sorted(values)
    ranges = [range(min(values[v], -(-need // v)) + 1) for v in kinds]
    best: tuple[int, int, int] | None = None
    best_combo: tuple[int, ...] = ()
    for combo in product(*ranges):
        s = sum(v * n for v, n in zip(kinds, combo, strict=True))
        if s < need:
            continue
        top = max((v for v, n in zip(kinds, combo, strict=True) if n), default=0)
        key = (s - need, top, sum(combo))
        if best is None or key < best:
            best, best_combo = key, combo
    want = dict(zip(kinds, best_combo, strict=True))
    chosen: list[str] = []
    for c in state.xp_pile:
        v = card_xp(cat, c)
        if want.get(v, 0) > 0:
            chosen.append(c)
            want[v] -= 1
    return chosen


def spend(state: CRState, cat: Catalog, cards: Sequence[str], need: int = PRICE) -> list[Event]:
    """Discard ``cards`` from the pile worth at least ``need`` XP; the excess is lost (B55)."""
    pile = list(state.xp_pile)
    for c in cards:
        if c not in pile:
            raise RuleError("cr-not-in-xp-pile", card=c)
        pile.remove(c)
    paid = sum(card_xp(cat, c) for c in cards)
    if paid < need:
        raise RuleError("cr-not-enough-xp", needed=need, paid=paid)
    state.xp_pile = pile
    for c in cards:
        kind = card_kind(c)
        if kind in cat.monsters and not cat.monsters[kind].villain:
            state.monsters.discard.append(c)
        elif kind in cat.treasures:
            state.treasures.discard.append(c)
    return [ev("xp-spent", cards=[_card_name(cat, c) for c in cards], paid=paid, lost=paid - need,
               left=total(state, cat))]


def _card_name(cat: Catalog, card: str) -> str:
    """A card of the XP pile as a name id (« Goule » for ``ghoul#2``)."""
    kind = card_kind(card)
    if kind in cat.monsters:
        return name_ids("villain" if cat.monsters[kind].villain else "monster", kind)[0]
    return name_ids("treasure" if kind in cat.treasures else "encounter", kind)[0]


def level_up(state: CRState, cat: Catalog, hero: int, daily: str | None = None) -> list[Event]:
    """Level 2 (B61, ruling A19): +1 AC, +1 surge value, +2 maximum and current HP (damage
    stays), and one more daily power chosen among the hero's class dailies not yet held."""
    h = state.heroes[hero]
    if h.level >= 2:
        raise RuleError("cr-already-level-2", hero=h.hero)
    options = new_dailies(state, cat, hero)
    if daily is None:
        daily = options[0] if options else None
    elif daily not in options:
        raise RuleError("cr-bad-daily", power=daily)
    h.level = 2
    two = cat.heroes[h.hero].level2
    ac, hp, spd, surge = (two[0] - cat.heroes[h.hero].ac, two[1] - cat.heroes[h.hero].hp,
                          two[2] - cat.heroes[h.hero].speed, two[3] - cat.heroes[h.hero].surge) if two else (1, 2, 0, 1)
    hp, surge = hp * plugins.hp_factor(state), surge * plugins.hp_factor(state)  # damage dice (plugins.py)
    h.ac += ac
    h.surge_value += surge
    h.speed += spd
    h.max_hp += hp
    h.hp += hp
    if daily is not None:
        h.powers.append(PowerCard(id=daily))
    return [ev("level-up", hero=h.hero, power=daily or "", announce=True)]


def new_dailies(state: CRState, cat: Catalog, hero: int) -> list[str]:
    mine = plugins.level_dailies(state, hero)  # a custom or hybrid hero's classes (plugins.py)
    if mine is not None:
        return mine
    h = state.heroes[hero]
    held = {p.id for p in h.powers}
    return sorted(p.id for p in cat.powers.values() if p.hero == h.hero and p.kind == DAILY and p.id not in held)

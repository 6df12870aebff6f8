"""Who keeps a treasure item (B57: the hero who drew it gives it to any hero, for good): the
hero who uses it best, as a group would settle it at the table. Everything read here is face
up (the heroes, their powers, the card drawn).

- a weapon for blows against an adjacent monster (Magic Sword, Holy Avenger): the hero whose
  at-will attacks are mostly against adjacent monsters, the sturdiest (highest AC) first;
- the Ring of Accuracy (attacks from afar): the hero with the most ranged at-will attacks;
- the Amulet of Protection (+1 AC): the hero monsters hit most easily (lowest AC), the frailest
  (fewest hit points) first;
- the Boots of Striding (+1 speed): the slowest hero;
- a Potion of Healing: the most hurt hero (their hit points lost), else the frailest;
- the Thieves' Tools: the trap expert (Kat), if the party has one;
- anything else stays with the hero who drew it.

A hero at 0 HP or gone from the dungeon is given nothing. Ties go to the hero who drew the
card, then to the first in turn order."""

from __future__ import annotations

from collections.abc import Callable

from ..catalog import Catalog
from ..state import CRState, HeroState, card_kind

#: who would use each item best: the item's id, the reason (the log line's key) and the
#: hero's score (higher: better)
Rank = Callable[[Catalog, HeroState], float]


def _at_wills(cat: Catalog, h: HeroState, adjacent: bool) -> int:
    n = 0
    for card in h.powers:
        p = cat.powers.get(card.id)
        if p is not None and p.kind == "at_will" and p.attack is not None and (p.reach == "adjacent") == adjacent:
            n += 1
    return n


RANKS: dict[str, tuple[str, Rank]] = {
    "magic_sword": ("give-melee", lambda cat, h: 10 * _at_wills(cat, h, True) + h.ac),
    "holy_avenger": ("give-melee", lambda cat, h: 10 * _at_wills(cat, h, True) + h.ac),
    "ring_of_accuracy": ("give-ranged", lambda cat, h: 10 * _at_wills(cat, h, False) + h.hp),
    "amulet_of_protection": ("give-armour", lambda cat, h: -10 * h.ac - h.max_hp),
    "boots_of_striding": ("give-speed", lambda cat, h: -h.speed),
    "potion_of_healing": ("give-heal", lambda cat, h: 10 * (h.max_hp - h.hp) - h.max_hp),
    "thieves_tools": ("give-traps", lambda cat, h: 1.0 if cat.heroes[h.hero].ability == "trap_expert" else 0.0),
}


def holder(state: CRState, cat: Catalog, drawer: int, card: str) -> tuple[int, str]:
    """The hero (index) who should keep ``card``, drawn by hero ``drawer``, and why: ``keep``
    when the drawer keeps it for want of a better holder."""
    rank = RANKS.get(card_kind(card))
    if rank is None:
        return drawer, "keep"
    why, score = rank
    able = [i for i, h in enumerate(state.heroes) if not h.escaped and h.hp > 0] or [drawer]
    best = max(able, key=lambda i: (score(cat, state.heroes[i]), i == drawer, -i))
    return best, why if best != drawer else "keep"


__all__ = ["RANKS", "holder"]

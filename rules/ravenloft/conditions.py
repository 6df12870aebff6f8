"""Conditions (B30-B33): Ralenti, Immobilisé, Confus, Empoisonné; hero damage and healing."""

from __future__ import annotations

from rules.core import Event, Rng

from . import plugins
from .board import block_of
from .catalog import Catalog
from .dungeon import heroes_on
from .encounters import hero_forbidden, hero_lasting
from .events import ev
from .state import Condition, CRState

#: speed while slowed (ruling A12, from the English rulebook)
SLOWED_SPEED = 2
#: the d20 roll that ends poison at the end of the hero phase (B32)
POISON_CURE = 10


def add_condition(state: CRState, hero: int, cond: Condition) -> list[Event]:
    """Put ``cond`` on a hero: never two tokens of one condition (B31, B32), and it stays on
    a hero lying at 0 HP (B33, ruling A11)."""
    h = state.heroes[hero]
    if cond in h.conditions:
        return []
    h.conditions.append(cond)
    return [ev("condition", hero=h.hero, condition=cond)]


def remove_condition(state: CRState, hero: int, cond: Condition) -> list[Event]:
    h = state.heroes[hero]
    if cond not in h.conditions:
        return []
    h.conditions.remove(cond)
    return [ev("condition-ends", hero=h.hero, condition=cond)]


def lasting(state: CRState, cat: Catalog, hero: int, stat: str) -> int:
    """What the environment in play and the hero's curses add to ``stat`` (B50, B51)."""
    if state.environment is None and not any(h.curses for h in state.heroes):
        return 0
    return hero_lasting(state, cat, hero, stat)


def forbids(state: CRState, cat: Catalog, hero: int, action: str) -> bool:
    """Whether the environment or a curse forbids the hero ``action`` (move, attack, heal...)."""
    if state.environment is None and not any(h.curses for h in state.heroes):
        return False
    return hero_forbidden(state, cat, hero, action)


def speed(state: CRState, hero: int, cat: Catalog | None = None) -> int:
    """The hero's speed now: Immobilisé 0, Ralenti 2 (B30), plus speed bonuses and the
    environment's and curses' changes."""
    h = state.heroes[hero]
    if "immobilized" in h.conditions or (cat is not None and forbids(state, cat, hero, "move")):
        return 0
    base = h.speed + sum(b.value for b in h.boosts if b.stat == "speed")
    if cat is not None:
        base += lasting(state, cat, hero, "speed")
    if "slowed" in h.conditions:
        return min(SLOWED_SPEED, base)
    return base


def hero_ac(state: CRState, cat: Catalog, hero: int) -> int:
    """A hero's armour class: the card, items, boosts, and Arjhan's Defender (+1 to another
    hero on his tile)."""
    h = state.heroes[hero]
    ac = h.ac + sum(b.value for b in h.boosts if b.stat == "ac")
    ac += sum(cat.treasures[i].value for i in h.items if i in cat.treasures and cat.treasures[i].effect == "ac_bonus")
    if h.square is not None:
        for j in heroes_on(state, block_of(h.square)):
            other = state.heroes[j]
            if j != hero and not other.down and cat.heroes[other.hero].ability == "defender":
                ac += 1
                break
    return ac


def damage_hero(state: CRState, hero: int, amount: int, source: str = "") -> list[Event]:
    """Take ``amount`` damage. A hero at 0 HP takes no more (B43) and lies down."""
    h = state.heroes[hero]
    if h.down or amount <= 0 or h.escaped:
        return []
    amount, out = plugins.damage(state, amount, h.hero, "hero")
    h.hp = max(0, h.hp - amount)
    out.append(ev("hero-hurt", hero=h.hero, amount=amount, hp=h.hp, source=source))
    if h.down:
        out.append(ev("hero-down", hero=h.hero, announce=True))
    return out


def heal_hero(state: CRState, hero: int, amount: int, scaled: bool = False) -> list[Event]:
    """Regain HP up to the maximum; a hero lying down stands up (B43). Damage dice scale the
    amount unless it is already a scaled value (a surge value)."""
    h = state.heroes[hero]
    if not scaled:
        amount *= plugins.hp_factor(state)
    if amount <= 0 or h.hp >= h.max_hp or h.escaped:
        return []
    was_down = h.down
    h.hp = min(h.max_hp, h.hp + amount)
    out = [ev("hero-healed", hero=h.hero, hp=h.hp)]
    if was_down:
        out.append(ev("hero-up", hero=h.hero, announce=True))
    return out


def start_of_hero_phase(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """Poison first, then the surge check (B32, B16, B44)."""
    h = state.heroes[hero]
    out: list[Event] = []
    if "poisoned" in h.conditions and not h.down:  # ruling A10: no poison damage at 0 HP
        out += damage_hero(state, hero, 1, source="poison")
    instead = plugins.surge_check(state, cat, hero) if h.down else None  # ACR2's own surges (plugins.py)
    if instead is not None:
        return out + instead
    if h.down:
        if state.surges > 0:
            state.surges -= 1
            h.hp = min(h.max_hp, max(1, h.surge_value + lasting(state, cat, hero, "surge_value")))
            out.append(ev("surge", hero=h.hero, hp=h.hp, left=state.surges, announce=True))
        else:
            state.over = "defeat"
            state.over_reason = "cr-no-surge"
            out.append(ev("no-surge", hero=h.hero, announce=True))
    return out


def end_of_hero_phase(state: CRState, hero: int, rng: Rng) -> list[Event]:
    """Ralenti, Immobilisé and Confus end (A12, B31); Empoisonné ends on a d20 of 10+ (B32);
    boosts count down."""
    h = state.heroes[hero]
    out: list[Event] = []
    for cond in ("slowed", "immobilized", "dazed"):
        out += remove_condition(state, hero, cond)  # type: ignore[arg-type]
    if "poisoned" in h.conditions:
        face = rng.die(20)
        cured = face >= POISON_CURE
        out.append(ev("poison-roll", hero=h.hero, face=face, cured=cured, irreversible=True))
        if cured:
            out += remove_condition(state, hero, "poisoned")
    for b in h.boosts:
        b.phases -= 1
    h.boosts = [b for b in h.boosts if b.phases > 0]
    return out

"""What an attack is worth to the party, reckoned as a player would at the table: the chance to
hit (d20 + the power's bonus against the armour class, B39), the damage, a monster or villain
defeated (its threat gone, its XP won, the adventure's goal), and a daily power or an item
spent for good. No die is rolled: the same table gives the same value."""

from __future__ import annotations

from dataclasses import dataclass

from ..adventures import can_cure
from ..board import Sq, block_of
from ..catalog import Catalog, PowerDef
from ..combat import attack_bonus, flanking, target_ac
from ..commands import Attack, Use
from ..conditions import forbids, lasting
from ..dungeon import board, figures_on
from ..hero_phase import TRAP_EXPERT, area_targets, targets_in_reach
from ..state import CRState, Figure, Token
from ..treasure import passive
from .villain import goal_target, keep_cost

#: a monster defeated: its attacks are gone (worth this much beside its XP)
KILL = 4.0
#: each XP of the monster defeated (the pile cancels encounters and buys levels, B41)
PER_XP = 1.5
#: a villain or an object the adventure asks to destroy (Klak, his artifact, the Chapel's guardians)
GOAL = 12.0
#: a daily power turned over for the rest of the adventure; an item used up
DAILY_COST = 2.5
ITEM_COST = 2.0


@dataclass(frozen=True)
class Blow:
    """An attack's worth: ``value`` (expected, costs included) and its chance to hit the
    first target."""

    value: float
    chance: float


def chance(bonus: int, ac: int) -> float:
    """The chance that d20 + ``bonus`` reaches ``ac`` (a 20 always hits, a 1 always misses)."""
    return min(19, max(1, 21 + bonus - ac)) / 20


def _hp(cat: Catalog, target: Figure | Token) -> tuple[int, int, int]:
    """(hit points left, hit points, XP) of a monster, villain or object."""
    if isinstance(target, Figure):
        m = cat.monsters[target.kind]
        return max(0, m.hp - target.damage), m.hp, m.xp
    return max(0, target.hp - target.damage), max(1, target.hp), 0


def _worth(state: CRState, cat: Catalog, target: Figure | Token, damage: int) -> float:
    """A blow of ``damage`` on ``target``: defeated, its attacks (an object has none), XP and
    the goal; else the share of its hit points, a little less."""
    left, hp, xp = _hp(cat, target)
    goal = GOAL if goal_target(state, cat, target) else 0.0
    whole = (KILL if isinstance(target, Figure) else 0.0) + PER_XP * xp + goal
    return whole if damage >= left else 0.8 * damage / hp * whole


def power_blow(state: CRState, cat: Catalog, hero: int, power: PowerDef, targets: list[Figure | Token],
               cost: float) -> Blow:
    """The worth of ``power`` on ``targets`` from where the hero stands."""
    h = state.heroes[hero]
    bonus = (power.attack or 0) + attack_bonus(state, cat, hero)
    extra = sum(b.value for b in h.boosts if b.stat == "damage") + lasting(state, cat, hero, "damage")
    total, first = 0.0, 0.0
    for n, target in enumerate(targets):
        if power.auto:
            total += _worth(state, cat, target, power.auto)
            first = first or 1.0
            continue
        kind = cat.monsters[target.kind].type if isinstance(target, Figure) else ""
        hit_damage = power.damage + extra + sum(v for k, v in power.bonus_vs.items() if k == kind)
        miss_damage = power.miss
        if isinstance(target, Figure) and flanking(state, cat, hero, target):
            hit_damage += power.flank_bonus
            miss_damage = max(miss_damage, power.flank_damage)
        p = chance(bonus, target_ac(cat, target))
        if n == 0:
            first = p
        total += p * _worth(state, cat, target, hit_damage) + (1 - p) * _worth(state, cat, target, miss_damage)
        if power.cleave and isinstance(target, Figure):
            others = [f for f in figures_on(state, block_of(target.square)) if f is not target]
            if others:
                total += p * _worth(state, cat, others[0], power.cleave)
    if power.heal_on_hit is not None or power.heal_tile:
        hurt = sum(1 for x in state.heroes if not x.escaped and x.hp < x.max_hp)
        total += first * min(hurt, 1) * 1.5
    if power.kind == "daily":
        cost = DAILY_COST * (first if power.keep_on_miss else 1.0) + keep_cost(state, cat, targets)
    return Blow(total - cost, first)


def attack_blow(state: CRState, cat: Catalog, hero: int, action: Attack | Use) -> Blow | None:
    """The worth of a legal attack (a power, or an item that attacks); None when it is not one."""
    b = board(state, cat)
    h = state.heroes[hero]
    if isinstance(action, Attack):
        power = cat.powers.get(action.power)
        cost = 0.0
    else:
        t = cat.treasures.get(action.item)
        if t is None or t.attack is None or not action.target:
            return None
        power = PowerDef(id=t.id, hero=h.hero, kind="item", attack=t.attack, damage=t.damage, reach=t.reach,
                         tiles=t.tiles)
        cost = ITEM_COST
    if power is None or power.attack is None or not action.target:
        return None
    sq = b.parse(action.target.split(",")[0])
    if power.reach == "area":
        targets = area_targets(state, block_of(sq))
    else:
        targets = [t for t in targets_in_reach(state, cat, hero, power) if t.square == sq]
    if not targets:
        return None
    return power_blow(state, cat, hero, power, targets, cost)


def most_hurt(state: CRState, need: int = 2) -> int | None:
    """The standing hero who has lost the most hit points (at least ``need``), the first in turn
    order on a tie: whom a healing power should help."""
    hurt = [(x.max_hp - x.hp, -i) for i, x in enumerate(state.heroes) if not x.escaped and x.max_hp - x.hp >= need]
    return -max(hurt)[1] if hurt else None




#: a trap disarmed: it stops attacking or calling monsters every villain phase (B47)
TRAP = 7.0
#: the Dark Fountain's cure roll, a step of the adventure's goal (adventure 5)
CURE = 8.0


def disarm_worth(state: CRState, cat: Catalog, hero: int, at: Sq) -> float:
    """What trying to disarm a trap on the tile of ``at`` (or the adventure's cure there) is
    worth: its chance (d20 + the hero's bonus against the trap's value, B47) times the good."""
    h = state.heroes[hero]
    keep = h.square
    h.square = at
    try:
        if can_cure(state, cat, hero):
            return 0.55 * CURE
        if forbids(state, cat, hero, "disarm"):
            return 0.0
        trap = next((t for t in state.tokens if t.kind == "trap" and block_of(t.square) == block_of(at)), None)
        if trap is None or trap.id not in cat.encounters:
            return 0.0
        bonus = passive(state, cat, hero, "disarm_bonus") + sum(b.value for b in h.boosts if b.stat == "disarm")
        bonus += lasting(state, cat, hero, "disarm") + (TRAP_EXPERT if cat.heroes[h.hero].ability == "trap_expert" else 0)
        return chance(bonus, cat.encounters[trap.id].disarm) * TRAP
    finally:
        h.square = keep


__all__ = ["Blow", "attack_blow", "chance", "disarm_worth", "goal_target", "most_hurt", "power_blow"]

"""Heroes' attacks (B37-B42, B46, B60): d20 + bonus >= AC, damage, misses, defeats, XP."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import Event, Rng

from . import hooks, plugins
from .board import block_of
from .catalog import DAILY, Catalog, PowerDef
from .conditions import heal_hero, lasting, remove_condition
from .dungeon import board, figures_on, heroes_on
from .encounters import hero_did, natural_bonus, power_used
from .encounters import hero_rule as lasting_rule
from .events import ev
from .placing import prune, queue_after_attack, queue_pull, queue_push
from .reactions import aid_roll, reroll
from .state import CRState, Figure, Pending, Token, card_kind
from .treasure import earn, passive
from .treasure_effects import heal_on_hit, tile_bonus
from .xp import PRICE, total

NATURAL_20 = 20


def attack_bonus(state: CRState, cat: Catalog, hero: int) -> int:
    """What the hero adds to every attack roll besides the power's own bonus: items, boosts,
    and Immeril's Lore (+1 to another hero on his tile)."""
    h = state.heroes[hero]
    bonus = sum(b.value for b in h.boosts if b.stat == "attack") + passive(state, cat, hero, "attack_bonus")
    bonus += lasting(state, cat, hero, "attack") + tile_bonus(state, hero)  # Heroic Stand, Surround Them!
    if h.square is not None:
        for j in heroes_on(state, block_of(h.square)):
            other = state.heroes[j]
            if j != hero and not other.down and cat.heroes[other.hero].ability == "lore":
                bonus += 1
                break
    return bonus


def target_ac(cat: Catalog, target: Figure | Token) -> int:
    if isinstance(target, Figure):
        return cat.monsters[target.kind].ac
    return target.ac


@hooks.attack.fill
def attack(state: CRState, cat: Catalog, hero: int, power: PowerDef, targets: Sequence[Figure | Token],
           rng: Rng, item: str | None = None) -> list[Event]:
    """One attack of ``power`` on each target, in the order given (one d20 each, B39)."""
    h = state.heroes[hero]
    bonus = (power.attack or 0) + attack_bonus(state, cat, hero)
    extra = sum(b.value for b in h.boosts if b.stat == "damage") + lasting(state, cat, hero, "damage")
    out: list[Event] = []
    hits = 0
    natural = False
    defeated: list[Figure] = []
    rolls = 0
    b = board(state, cat)
    aimed = block_of(targets[0].square) if targets else None
    if power.pull_adjacent:
        out += pull_next_to(state, cat, hero, targets)
        if h.square is not None:
            targets = [t for t in targets if b.adjacent(h.square, t.square)]
    for target in targets:
        if target not in state.figures and target not in state.tokens:
            continue  # already defeated by this attack (a cleave)
        if power.auto:  # no attack roll (Careful Attack)
            name = target.kind if isinstance(target, Figure) else target.id
            out.append(ev("auto-damage", hero=h.hero, power=power.id, target=name, damage=power.auto,
                          kinds={"target": "token" if isinstance(target, Token) else
                                 "villain" if target.villain else "monster"}))
            out += wound(state, cat, target, power.auto, defeated)
            hits += 1
            continue
        face = rng.die(20)
        if h.square is not None and block_of(target.square) != block_of(h.square) and lasting_rule(
                state, cat, hero, "roll_twice_off_tile"):  # Bat Swarm: the lower of two dice
            face = min(face, rng.die(20))
        roll_bonus = bonus
        if power.distance_bonus is not None and h.square is not None:
            d = b.tile_distance(block_of(h.square), block_of(target.square))
            roll_bonus += power.distance_bonus[1] if d == power.distance_bonus[0] else 0
        total_roll = face + roll_bonus
        ac = target_ac(cat, target)
        hit = total_roll >= ac
        if not hit:  # the hero's own item rolls the die again (Lucky Charm; reactions.py)
            again = reroll(state, cat, hero, total_roll, roll_bonus, ac, f"reroll#{rolls}")
            if again is not None:
                out += again
                face = rng.die(20)
                total_roll = face + roll_bonus
                hit = total_roll >= ac
        if not hit:  # another hero may add to the roll just made (Crucial Aid; reactions.py)
            aid = aid_roll(state, cat, hero, total_roll, ac, f"aid#{rolls}")
            if aid is not None:
                out += aid[1]
                roll_bonus, total_roll = roll_bonus + aid[0], total_roll + aid[0]
                hit = total_roll >= ac
        rolls += 1
        flanked = isinstance(target, Figure) and flanking(state, cat, hero, target)
        name = target.kind if isinstance(target, Figure) else target.id
        if hit:
            hits += 1
            out += heal_on_hit(state, hero)  # Rejuvenating Onslaught
            dmg = power.damage + extra
            if isinstance(target, Figure):
                dmg += power.bonus_vs.get(cat.monsters[target.kind].type, 0)
            dmg += natural_bonus(state, cat, hero, "damage", face)  # Blood Fog: 17+
            if face == NATURAL_20 and h.level >= 2:  # the level-2 critical (ruling A19)
                two = cat.heroes[h.hero].level2
                dmg += two[4] if two else 1
            if flanked:
                dmg += power.flank_bonus
                dmg = max(dmg, power.flank_damage)
        else:
            dmg = max(power.miss, power.flank_damage if flanked else 0)
        natural = natural or face == NATURAL_20
        kind = "token" if isinstance(target, Token) else "villain" if target.villain else "monster"
        out.append(ev("attack", kinds={"target": kind, "power": "treasure" if item else "power"}, hero=h.hero,
                      power=item or power.id, target=name, face=face,
                      bonus=roll_bonus,
                      total=total_roll, ac=ac, hit=hit, damage=dmg, irreversible=True))
        if dmg > 0:
            out += wound(state, cat, target, dmg, defeated)
        out += after_roll(state, cat, hero, power, target, hit, defeated)
    if power.heal_tile and aimed is not None:
        for i in heroes_on(state, aimed):
            out += heal_hero(state, i, power.heal_tile)
    if power.kind == DAILY or (power.kind != "at_will" and item is None):
        if not (power.keep_on_miss and hits == 0):
            for p in h.powers:
                if p.id == power.id:
                    p.used = True
                    out += power_used(state, cat, hero, power.kind, rng)  # Cackling Skull
    state.turn.attacked = True
    queue_after_attack(state, cat, hero, power, hits)
    prune(state, cat)  # a monster pushed then defeated by a cleave is not placed
    out += after_defeats(state, cat, hero, defeated, rng)
    if natural:
        out += offer_level(state, cat, hero)
    return out


@hooks.wound.fill
def wound(state: CRState, cat: Catalog, target: Figure | Token, amount: int, defeated: list[Figure]) -> list[Event]:
    """Damage a monster, villain or object; at its HP it is defeated or destroyed (B41, B46)."""
    who = target.id if isinstance(target, Token) else target.kind
    amount, out = plugins.damage(state, amount, who, "token" if isinstance(target, Token) else
                                 "villain" if target.villain else "monster")
    target.damage += amount
    if isinstance(target, Token):
        if target.damage >= target.hp * plugins.hp_factor(state):
            state.tokens.remove(target)
            state.flags.setdefault("destroyed", []).append(target.id)
            return [*out, ev("object-destroyed", object=target.id, announce=True)]
        return out
    hp = cat.monsters[target.kind].hp * plugins.hp_factor(state)
    if target.damage < hp:
        return [*out, ev("monster-damaged", monster=target.kind, damage=target.damage, hp=hp,
                   kinds={"monster": "villain" if target.villain else "monster"})]
    state.figures.remove(target)
    defeated.append(target)
    state.flags.setdefault("defeated", []).append(target.kind)
    return [*out, ev("monster-defeated", monster=target.kind, announce=True,
               kinds={"monster": "villain" if target.villain else "monster"})]


def xp_card_for(state: CRState, kind: str, attacker: int | None) -> tuple[int, str] | None:
    """Which held card of monster type ``kind`` goes to the XP pile (B42): the attacker's if they
    hold one, else that of the first hero to the left of the active hero who does."""
    n = len(state.heroes)
    order = ([attacker] if attacker is not None else []) + [(state.turn.hero + k) % n for k in range(n)]
    for i in order:
        for c in state.heroes[i].cards:
            if card_kind(c) == kind:
                return i, c
    return None


@hooks.after_defeats.fill
def after_defeats(state: CRState, cat: Catalog, hero: int | None, defeated: Sequence[Figure],
                  rng: Rng) -> list[Event]:
    """Cards to the XP pile (B41, B42), and the turn's treasure when a hero defeated them (B56)."""
    out: list[Event] = []
    out, keep = plugins.xp_cards(state, cat, hero, list(defeated))  # Barkam's one card a turn (plugins.py)
    for f in keep:
        if f.villain:
            state.xp_pile.append(f.card or f.kind)
            out.append(ev("xp-gained", card=f.kind, xp=cat.monsters[f.kind].xp, kinds={"card": "villain"}))
            continue
        found = xp_card_for(state, f.kind, hero)
        if found is None:
            continue
        i, c = found
        state.heroes[i].cards.remove(c)
        state.xp_pile.append(c)
        out.append(ev("xp-gained", card=f.kind, xp=cat.monsters[f.kind].xp, kinds={"card": "monster"}))
    if defeated and hero is not None:
        out += earn(state, cat, hero, rng)
        if state.heroes[hero].curses:
            out += hero_did(state, cat, hero, "defeat_monster", rng)
    return out


def offer_level(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """A natural 20: the hero may spend 5 XP to reach level 2, this attack's XP included
    (B60, ruling A21)."""
    instead = plugins.level_offer(state, cat, hero)  # a variant's levels (Barkam's table; ACR2 buys them)
    if instead is not None:
        return instead
    h = state.heroes[hero]
    if h.level >= 2 or total(state, cat) < PRICE:
        return []
    if any(p.kind == "level-up" and p.hero == hero for p in state.pending):
        return []
    state.pending.append(Pending(kind="level-up", seat=h.seat, hero=hero))
    return [ev("natural-20", hero=h.hero)]


def flanking(state: CRState, cat: Catalog, hero: int, target: Figure) -> bool:
    """Whether another standing hero is adjacent to the monster (Backstab, Deep Cut)."""
    b = board(state, cat)
    return any(i != hero and h.square is not None and not h.escaped and not h.down
               and b.adjacent(h.square, target.square) for i, h in enumerate(state.heroes))


def after_roll(state: CRState, cat: Catalog, hero: int, power: PowerDef, target: Figure | Token, hit: bool,
               defeated: list[Figure]) -> list[Event]:
    """The power's effects after one roll: Cleave's second monster, Magic Missile's pull on a
    miss and Tide of Iron's push (a square the player chooses next), Healing Strike's heal,
    Divine Flare's end of a condition."""
    out: list[Event] = []
    h = state.heroes[hero]
    if hit and power.cleave and isinstance(target, Figure):
        others = [f for f in figures_on(state, block_of(target.square)) if f is not target]
        if others:  # the first other monster by row and column (ruling)
            out += wound(state, cat, sorted(others, key=lambda f: (f.square[1], f.square[0]))[0], power.cleave,
                         defeated)
    if not hit and power.pull_on_miss and isinstance(target, Figure) and target in state.figures and h.square:
        queue_pull(state, cat, hero, power, target)  # the player chooses the square (placing.py)
    if power.push and (hit or power.push == "always") and isinstance(target, Figure) and target in state.figures:
        queue_push(state, cat, hero, power, target)
    if hit and power.heal_on_hit is not None:
        out += heal_nearby(state, cat, hero, *power.heal_on_hit)
    if hit and power.end_condition and h.square is not None:
        n = len(state.heroes)
        for i in sorted(heroes_on(state, block_of(h.square)), key=lambda i: (i - hero) % n):
            if state.heroes[i].conditions:
                out += remove_condition(state, i, state.heroes[i].conditions[0])
                break
    return out


def heal_nearby(state: CRState, cat: Catalog, hero: int, amount: int, tiles: int) -> list[Event]:
    """Healing Strike's heal: a wounded hero at most ``tiles`` tiles from ``hero``, the hero's own
    tile (distance 0) and the hero included; the most wounded, then turn order from ``hero``."""
    h = state.heroes[hero]
    if h.square is None:
        return []
    b = board(state, cat)
    dist = b.tile_distances(block_of(h.square))
    near = [i for i, x in enumerate(state.heroes) if x.square is not None and not x.escaped
            and x.hp < x.max_hp and dist.get(block_of(x.square), tiles + 1) <= tiles]
    if not near:
        return []
    n = len(state.heroes)
    pick = min(near, key=lambda i: (state.heroes[i].hp - state.heroes[i].max_hp, (i - hero) % n))
    return heal_hero(state, pick, amount)


def pull_next_to(state: CRState, cat: Catalog, hero: int, targets: Sequence[Figure | Token]) -> list[Event]:
    """Put each monster on the free square next to the hero nearest to it (then row, column)."""
    h = state.heroes[hero]
    b = board(state, cat)
    out: list[Event] = []
    if h.square is None:
        return out
    for t in targets:
        if not isinstance(t, Figure) or b.adjacent(h.square, t.square):
            continue
        taken = {f.square for f in state.figures} | {x.square for x in state.heroes if x.square}
        spots = [n for n in b.neighbours8(h.square) if n not in taken]
        if spots:
            old = t.square
            t.square = min(spots, key=lambda s: (max(abs(s[0] - old[0]), abs(s[1] - old[1])), s[1], s[0]))
            out.append(ev("pulled", monster=t.kind, square=b.name(t.square),
                          kinds={"monster": "villain" if t.villain else "monster"}))
    return out

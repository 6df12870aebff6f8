"""The hero phase (B16, B17, B25-B29, B45-B47, B70): moves, attacks, disarms, doors, items."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import Event, Rng, RuleError

from . import hooks, markers, plugins
from .board import Sq, block_of
from .catalog import AT_WILL, Catalog, PowerDef
from .combat import NATURAL_20, attack, offer_level
from .conditions import damage_hero, forbids, heal_hero, lasting, speed
from .dungeon import (
    area_blocks,
    board,
    figure_order,
    figures_on,
    in_reach,
    move_squares,
    occupied,
    route,
)
from .encounters import hero_did, power_used
from .events import ev, name_ids
from .reactions import reroll
from .state import Boost, CRState, Figure, Token, card_kind
from .treasure import passive, treasure_def

#: the d20 result that unlocks a locked door (B70)
UNLOCK = 10
#: Kat's Trap Expert bonus to disarm traps
TRAP_EXPERT = 5


def actions_left(state: CRState, hero: int) -> set[str]:
    """What the hero may still do this phase (B17): move+attack, attack+move or move+move;
    a dazed hero only one of the two (B31). A disarm or an unlock replaces the attack."""
    h = state.heroes[hero]
    if state.turn.phase != "hero" or state.turn.hero != hero or h.down or h.escaped:
        return set()
    done = state.turn.actions
    extra: set[str] = set()
    for e in state.turn.extra:
        extra |= {"move"} if e == "move" else {"move", "attack"}
    if "dazed" in h.conditions:
        return extra if done else {"move", "attack"}
    if not done:
        return {"move", "attack"}
    if len(done) == 1:
        return ({"move", "attack"} if done[0] == "move" else {"move"}) | extra
    return extra


def _need(state: CRState, hero: int, what: str) -> None:
    if what not in actions_left(state, hero):
        raise RuleError(f"cr-no-{what}-left", hero=state.heroes[hero].hero)


def record(state: CRState, hero: int, what: str) -> None:
    """Count an action done; beyond the phase's own actions it spends a treasure's extra one."""
    h = state.heroes[hero]
    done = state.turn.actions
    normal = (not done) or ("dazed" not in h.conditions and len(done) == 1 and (done[0] == "move" or what == "move"))
    if not normal and state.turn.extra:  # a treasure's extra action is spent
        pick = "move" if what == "move" and "move" in state.turn.extra else "any"
        state.turn.extra.remove(pick if pick in state.turn.extra else state.turn.extra[0])
    state.turn.actions.append(what)  # type: ignore[arg-type]


def legal_moves(state: CRState, cat: Catalog, hero: int) -> dict[Sq, int]:
    split = plugins.legal_moves(state, cat, hero)  # exploring inside the hero phase: split moves (plugins.py)
    if split is not None:
        return split
    if "move" not in actions_left(state, hero):
        return {}
    return move_squares(state, cat, hero, speed(state, hero, cat))


def move(state: CRState, cat: Catalog, hero: int, to: Sq) -> list[Event]:
    """Move up to the hero's speed (B25): diagonals allowed except between walls, through
    heroes but not onto them, never through monsters (B26-B29). Item tokens next to the path
    are picked up on the way (B45)."""
    split = plugins.move(state, cat, hero, to)  # exploring inside the hero phase: split moves (plugins.py)
    if split is not None:
        return split
    _need(state, hero, "move")
    squares = legal_moves(state, cat, hero)
    b = board(state, cat)
    if to not in squares:
        raise RuleError("cr-cannot-move-there", square=b.name(to), speed=speed(state, hero, cat))
    h = state.heroes[hero]
    path = route(state, cat, hero, to)
    frm = h.square
    h.square = to
    record(state, hero, "move")
    state.last = {"kind": "move", "hero": hero, "path": [list(p) for p in path]}
    out = [ev("moved", hero=h.hero, frm=b.name(frm) if frm else "", to=b.name(to), steps=squares[to])]
    for sq in path:
        out += pick_up_around(state, cat, hero, sq)
    return out + hooks.escort.run(state, cat, hero)


@hooks.pick_up_around.fill
def pick_up_around(state: CRState, cat: Catalog, hero: int, at: Sq) -> list[Event]:
    """Item tokens on or next to ``at`` go to the hero, at no action (B45)."""
    b = board(state, cat)
    out: list[Event] = []
    escorted = cat.adventures[state.adventure].escort if state.adventure in cat.adventures else ""
    for t in [t for t in state.tokens if t.kind == "item" and t.id != escorted]:
        if t.square == at or b.adjacent(at, t.square):
            state.tokens.remove(t)
            state.heroes[hero].carried.append(t.id)
            out.append(ev("picked-up", hero=state.heroes[hero].hero, item=t.id, announce=True))
    return out


def power_of(state: CRState, cat: Catalog, hero: int, power: str) -> PowerDef:
    h = state.heroes[hero]
    card = next((p for p in h.powers if p.id == power), None)
    if card is None or power not in cat.powers:
        raise RuleError("cr-no-such-power", power=power, hero=h.hero)
    if card.used:
        raise RuleError("cr-power-used", power=power, power_name=name_ids("power", power))
    return cat.powers[power]


def targets_in_reach(state: CRState, cat: Catalog, hero: int, power: PowerDef) -> list[Figure | Token]:
    """Monsters, villains and objects a single-target power may attack now (B38, B46)."""
    h = state.heroes[hero]
    b = board(state, cat)
    if power.approach is not None:
        return [f for f in figure_order(state, state.figures) if approach_square(state, cat, hero, power, f.square)]
    out: list[Figure | Token] = [f for f in figure_order(state, state.figures) if in_reach(state, b, h, power, f.square)]
    out += [t for t in state.tokens if t.kind == "object" and in_reach(state, b, h, power, t.square)]
    return out


def area_targets(state: CRState, block: tuple[int, int]) -> list[Figure | Token]:
    """Everything an area power hits on a tile: each monster, villain and object (B46)."""
    out: list[Figure | Token] = list(figure_order(state, figures_on(state, block)))
    out += [t for t in state.tokens if t.kind == "object" and block_of(t.square) == block]
    return out


def attack_with(state: CRState, cat: Catalog, hero: int, power_id: str, targets: Sequence[Sq],
                rng: Rng) -> list[Event]:
    """Attack with a power: single targets are squares holding a monster (or an object); an area
    power names one square of the tile it aims at."""
    power = power_of(state, cat, hero, power_id)
    if not power.free_attack:
        _need(state, hero, "attack")
    elif state.turn.phase != "hero" or state.turn.hero != hero or state.heroes[hero].down:
        raise RuleError("cr-not-now")
    if power.attack is None or power.reaction:  # a reaction (Riposte Strike) is no attack of the turn
        raise RuleError("cr-not-an-attack", power=power_id)
    if forbids(state, cat, hero, "attack") or (power.kind == "daily" and forbids(state, cat, hero, "daily")):
        raise RuleError("cr-forbidden", action="daily" if power.kind == "daily" else "attack")
    chosen = resolve_targets(state, cat, hero, power, targets)
    if not power.free_attack:
        record(state, hero, "attack")
    b = board(state, cat)
    moved: list[Event] = []
    if power.approach is not None and chosen:
        sq = approach_square(state, cat, hero, power, chosen[0].square)
        h = state.heroes[hero]
        if sq is not None and sq != h.square:
            moved = [ev("moved", hero=h.hero, frm=b.name(h.square) if h.square else "", to=b.name(sq), steps=0)]
            h.square = sq
    state.last = {"kind": "attack", "hero": hero, "targets": [list(t.square) for t in chosen]}
    return [ev("uses-power", hero=state.heroes[hero].hero, power=power.id,
               targets=[b.name(t.square) for t in chosen]), *moved, *attack(state, cat, hero, power, chosen, rng)]


def resolve_targets(state: CRState, cat: Catalog, hero: int, power: PowerDef,
                    targets: Sequence[Sq]) -> list[Figure | Token]:
    b = board(state, cat)
    h = state.heroes[hero]
    if power.reach == "area":
        if len(targets) != 1:
            raise RuleError("cr-area-needs-one-tile", power=power.id)
        block = block_of(targets[0])
        if block not in area_blocks(state, b, h, power):
            raise RuleError("cr-out-of-range", square=b.name(targets[0]), power=power.id)
        chosen = area_targets(state, block)
        if not chosen:
            raise RuleError("cr-no-target-there", square=b.name(targets[0]))
        return chosen
    if not targets or len(targets) > power.targets or len(set(targets)) != len(targets):
        raise RuleError("cr-bad-target-count", power=power.id, most=power.targets)
    reachable = {t.square: t for t in targets_in_reach(state, cat, hero, power)}
    out: list[Figure | Token] = []
    for sq in targets:
        if sq not in reachable:
            what = state.figure_at(sq)
            raise RuleError("cr-out-of-range" if what is not None else "cr-no-target-there",
                            square=b.name(sq), power=power.id)
        out.append(reachable[sq])
    return out


def disarm(state: CRState, cat: Catalog, hero: int, rng: Rng) -> list[Event]:
    """Instead of attacking, try to disarm a trap on the hero's tile: d20 (+5 for Trap Expert,
    items' and boosts' bonuses) >= the trap's value discards card and marker (B47, B72)."""
    _need(state, hero, "attack")
    h = state.heroes[hero]
    assert h.square is not None
    if hooks.can_cure.run(state, cat, hero):
        return hooks.cure.run(state, cat, hero, rng)
    trap = next((t for t in state.tokens if t.kind == "trap" and block_of(t.square) == block_of(h.square)), None)
    if trap is None:
        raise RuleError("cr-no-trap-here")
    if forbids(state, cat, hero, "disarm"):
        raise RuleError("cr-forbidden", action="disarm")
    record(state, hero, "attack")
    out, ok, face = disarm_roll(state, cat, hero, trap, rng, may_reroll=True)
    if ok and h.curses:  # a curse that ends when its hero disarms a trap
        out += hero_did(state, cat, hero, "disarm", rng)
    if face == NATURAL_20:
        out += offer_level(state, cat, hero)
    return out


def disarm_roll(state: CRState, cat: Catalog, hero: int, trap: Token, rng: Rng,
                may_reroll: bool = False) -> tuple[list[Event], bool, int]:
    """The disarm roll against ``trap`` (d20 + Trap Expert's 5, items' and boosts' bonuses >= its
    value); a success discards the trap's card and marker. (events, success, the die's face).
    ``may_reroll``: a hero-phase action the engine can replay, so a failed roll offers the hero's
    Lucky Charm (reactions.py)."""
    h = state.heroes[hero]
    value = cat.encounters[trap.id].disarm
    bonus = passive(state, cat, hero, "disarm_bonus") + sum(b.value for b in h.boosts if b.stat == "disarm")
    bonus += lasting(state, cat, hero, "disarm")
    if cat.heroes[h.hero].ability == "trap_expert":
        bonus += TRAP_EXPERT
    face = rng.die(20)
    ok = face + bonus >= value
    out: list[Event] = []
    if not ok and may_reroll:  # « Relancez le dé » (Lucky Charm)
        again = reroll(state, cat, hero, face + bonus, bonus, value, "reroll-disarm", what="disarm")
        if again is not None:
            out += again
            face = rng.die(20)
            ok = face + bonus >= value
    out += [ev("disarm", hero=h.hero, trap=trap.id, face=face, bonus=bonus, total=face + bonus, need=value,
              success=ok, irreversible=True)]
    if ok:
        state.tokens.remove(trap)
        for other in state.heroes:
            held = next((c for c in other.cards if card_kind(c) == trap.id), None)
            if held is not None:
                other.cards.remove(held)
                state.encounters.discard.append(held)
                break
    return out, ok, face

def door_next_to(state: CRState, cat: Catalog, hero: int, sq: Sq) -> Token:
    h = state.heroes[hero]
    b = board(state, cat)
    door = next((t for t in state.tokens if t.kind == "door" and t.square == sq), None)
    if door is None or h.square is None or not (b.adjacent(h.square, sq) or max(
            abs(h.square[0] - sq[0]), abs(h.square[1] - sq[1])) == 1):
        raise RuleError("cr-no-door-there", square=b.name(sq))
    return door


def open_door(state: CRState, cat: Catalog, hero: int, sq: Sq) -> list[Event]:
    """Turn a closed door next to the hero, once per door per hero phase (B70, ruling A23)."""
    if state.turn.phase != "hero" or state.turn.hero != hero or state.heroes[hero].down:
        raise RuleError("cr-not-now")
    door = door_next_to(state, cat, hero, sq)
    if door.revealed:
        raise RuleError("cr-door-locked-try-unlock")
    if door.uid in state.turn.doors_tried:
        raise RuleError("cr-door-tried")
    state.turn.doors_tried.append(door.uid)
    door.revealed = True
    out = [ev("door-opened", hero=state.heroes[hero].hero, face=door.face, announce=True, irreversible=True)]
    if door.face == "locked":
        return out
    if door.face == "trapped":
        for i, other in enumerate(state.heroes):
            if other.square is not None and not other.escaped and max(
                    abs(other.square[0] - sq[0]), abs(other.square[1] - sq[1])) == 1:
                out += damage_hero(state, i, 1, source="door")
    state.tokens.remove(door)
    return out


def unlock(state: CRState, cat: Catalog, hero: int, sq: Sq, rng: Rng) -> list[Event]:
    """Instead of attacking, try a locked door next to the hero: 10+ opens it (B70)."""
    _need(state, hero, "attack")
    door = door_next_to(state, cat, hero, sq)
    if not door.revealed or door.face != "locked":
        raise RuleError("cr-door-not-locked")
    face = rng.die(20)
    record(state, hero, "attack")
    ok = face >= UNLOCK
    out = [ev("unlock", hero=state.heroes[hero].hero, face=face, need=UNLOCK, success=ok, irreversible=True)]
    if ok:
        state.tokens.remove(door)
    return out


def use_power(state: CRState, cat: Catalog, hero: int, power_id: str, target: str | None,
              to: Sq | None, rng: Rng) -> list[Event]:
    """A utility power whose effect the engine runs: ``heal_surge`` (any hero, any range,
    B74), ``teleport`` (to a free square within its tiles; not stopped by Immobilisé)."""
    h = state.heroes[hero]
    if state.turn.phase != "hero" or state.turn.hero != hero or h.down:
        raise RuleError("cr-not-now")
    power = power_of(state, cat, hero, power_id)
    if power.kind == AT_WILL or power.attack is not None or not power.effect:
        raise RuleError("cr-not-a-utility", power=power_id)
    out: list[Event] = []
    if power.effect == "heal_surge":
        idx = next((i for i, x in enumerate(state.heroes) if x.hero == target), None)
        if idx is None or state.heroes[idx].escaped:
            raise RuleError("cr-no-such-hero", hero=target or "")
        out.append(ev("uses-power", hero=h.hero, power=power.id, targets=name_ids("hero", state.heroes[idx].hero)))
        out += heal_hero(state, idx, state.heroes[idx].surge_value, scaled=True)
    elif power.effect == "teleport":
        if power.timing == "move":
            _need(state, hero, "move")
        squares = teleport_squares(state, cat, hero, power)
        if to is None or to not in squares:
            b = board(state, cat)
            raise RuleError("cr-cannot-move-there", square=b.name(to) if to else "?", speed=power.tiles)
        b = board(state, cat)
        out.append(ev("uses-power", hero=h.hero, power=power.id, targets=[b.name(to)]))
        h.square = to
        if power.timing == "move":
            record(state, hero, "move")
        out += pick_up_around(state, cat, hero, to)
    elif power.effect == "boost":
        who = [hero] if power.tiles < 0 else [i for i in range(len(state.heroes)) if within(state, cat, hero, i,
                                                                                               power.tiles)]
        out.append(ev("uses-power", hero=h.hero, power=power.id,
                      targets=[n for i in who for n in name_ids("hero", state.heroes[i].hero)]))
        for i in who:  # until the end of the user's next hero phase (this one and the next)
            for stat, amount in power.boosts:
                state.heroes[i].boosts.append(Boost(stat=stat, value=amount, phases=2 if i == hero else 1,
                                                    source=power.id))
    elif power.effect == "regain":
        out.append(ev("uses-power", hero=h.hero, power=power.id, targets=name_ids("hero", h.hero)))
        out += heal_hero(state, hero, power.heal)
    elif power.effect == "marker":  # Consecrated Ground, Freezing Cloud, Illusionary Crowd
        if power.timing == "action":
            _need(state, hero, "attack")
        out += markers.use_power(state, cat, hero, power.id, power.marker, to, rng)
        if power.timing == "action":
            record(state, hero, "attack")
    else:
        raise RuleError("cr-not-a-utility", power=power_id)
    for p in h.powers:
        if p.id == power.id:
            p.used = True
            out += power_used(state, cat, hero, power.kind, rng)  # Cackling Skull
    return out


def teleport_squares(state: CRState, cat: Catalog, hero: int, power: PowerDef) -> list[Sq]:
    h = state.heroes[hero]
    if h.square is None:
        return []
    b = board(state, cat)
    taken = occupied(state)
    if power.next_to_monster:  # Get Over There: a free square next to a monster within its tiles
        near = set(b.within(block_of(h.square), power.tiles))
        return sorted({sq for f in state.figures if block_of(f.square) in near for sq in b.neighbours8(f.square)
                       if b.walkable(sq) and sq not in taken}, key=lambda s: (s[1], s[0]))
    return [sq for blk in b.within(block_of(h.square), power.tiles) for sq in b.block_squares(blk)
            if b.walkable(sq) and sq not in taken]


def attack_with_item(state: CRState, cat: Catalog, hero: int, card: str, targets: Sequence[Sq],
                     rng: Rng) -> list[Event]:
    """Attack with an item that has attack numbers (Necklace of Fireballs...): it replaces the
    attack and is used up."""

    h = state.heroes[hero]
    t = treasure_def(cat, card)
    if card not in h.items or t.attack is None:
        raise RuleError("cr-item-not-usable", item=t.id, item_name=name_ids("treasure", t.id))
    _need(state, hero, "attack")
    if forbids(state, cat, hero, "attack"):
        raise RuleError("cr-forbidden", action="attack")
    power = PowerDef(id=t.id, hero=h.hero, kind="item", attack=t.attack, damage=t.damage, reach=t.reach,
                     tiles=t.tiles)
    chosen = resolve_targets(state, cat, hero, power, targets)
    record(state, hero, "attack")
    h.items.remove(card)
    h.spent_items.append(card)
    b = board(state, cat)
    return [ev("uses-power", hero=h.hero, power=t.id, targets=[b.name(x.square) for x in chosen],
               kinds={"power": "treasure"}), *attack(state, cat, hero, power, chosen, rng, item=t.id)]


def within(state: CRState, cat: Catalog, a: int, b: int, tiles: int) -> bool:
    """Whether hero ``b`` is within ``tiles`` tiles of hero ``a`` (both in the dungeon)."""
    ha, hb = state.heroes[a], state.heroes[b]
    if ha.square is None or hb.square is None or ha.escaped or hb.escaped:
        return False
    d = board(state, cat).tile_distance(block_of(ha.square), block_of(hb.square))
    return d is not None and d <= tiles


def approach_square(state: CRState, cat: Catalog, hero: int, power: PowerDef, target: Sq) -> Sq | None:
    """Where the hero attacks ``target`` from with an approaching power: their own square when
    already next to it, else the free square next to it that the power reaches (Deft Strike:
    within its squares of movement; Bounding Attack: on a tile within its tiles), the nearest
    first, then by row and column (ours)."""
    h = state.heroes[hero]
    if h.square is None or power.approach is None:
        return None
    b = board(state, cat)
    if b.adjacent(h.square, target):
        return h.square
    taken = occupied(state)
    spots = [n for n in b.neighbours8(target) if n not in taken]
    how, n = power.approach
    if how == "squares":
        reach = move_squares(state, cat, hero, n)
        spots = [s for s in spots if s in reach]
        return min(spots, key=lambda s: (reach[s], s[1], s[0])) if spots else None
    near = set(b.within(block_of(h.square), n))
    spots = [s for s in spots if block_of(s) in near]
    return min(spots, key=lambda s: (max(abs(s[0] - h.square[0]), abs(s[1] - h.square[1])), s[1], s[0])) \
        if spots else None

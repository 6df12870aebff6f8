"""The Barkam system (John Paul Sodusta; seed L222-429): presets, set-up, the hero phase's
exploring and moves, the monster generators, the encounters drawn while exploring, the XP
and level rules. « À moins que cela ne soit précisé , les règles de base restent
d'application » (L224): everything else is the engine's base game.

Presets: ``barkam`` (levels by a natural 20 + 5 XP or 10 XP), ``barkam23`` (the same with the
23-level table, L379-429), ``barkam-core`` (every Barkam slot but levels: to combine with a
variant that brings its own levels, such as ``hybrid``).
"""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng, RuleError

from ...adventure_special import after_move
from ...adventures import escort
from ...board import Sq, block_of
from ...catalog import Catalog
from ...commands import (
    ActionT,
    Attack,
    Disarm,
    End,
    Explore,
    LevelUp,
    Move,
    Unlock,
    Use,
    split,
)
from ...conditions import speed
from ...dungeon import board
from ...events import ev
from ...exploration import explorable, side_name
from ...exploration import explore as place_tile
from ...exploration import spawn as base_spawn
from ...hero_phase import actions_left, pick_up_around, record
from ...options import Preset, register_preset
from ...plugins import register as plug
from ...state import CRState, card_kind
from ...turns import to_villain
from ...xp import level_up, new_dailies, propose, spend, total
from ..xplore.play import MOST_POINTS
from .encounters import queue
from .levels import BUY_PRICE
from .state import BarkamState
from .view import key, pick_tile, relocate, unkey

CORE = {"exploration_timing": "barkam", "monsters_per_tile": "barkam", "encounter_trigger": "barkam",
        "surges": "barkam"}
register_preset(Preset("barkam", fills={**CORE, "levels": "barkam"}))
register_preset(Preset("barkam23", fills={**CORE, "levels": "barkam23"}))
register_preset(Preset("barkam-core", fills=dict(CORE)))

#: the encounters removed from the deck unless the adventure uses them (L228-245)
REMOVED = ("neglected_passage", "overrun", "hands_of_the_dead", "circle_of_death", "patrina_velikovna",
           "green_slime", "passage_of_time", "gray_ooze", "howling_ghost", "icy_corridor", "strahds_hunger",
           "strahd_attacks", "choking_fog", "king_tomescus_portal", "animated_armor", "prowling_ghost")
#: speed an exploration costs (« Le héros dépense 2 Vitesses », L303)
EXPLORE_COST = 2
#: monsters drawn for a new tile: white 1, black 2 (L307-308)
MONSTERS = {False: 1, True: 2}


def surges_for(heroes: int) -> int:
    """« 1 pour 4 à 5 joueurs , 2 pour 1 à 3 joueurs » (L253-254), a player being a hero."""
    return 1 if heroes >= 4 else 2


def removed_for(cat: Catalog, adventure: str) -> set[str]:
    """The removed encounters, except those the adventure's rules name (L228)."""
    adv = cat.adventures.get(adventure)
    text = repr(adv) if adv is not None else ""
    return {e for e in REMOVED if e not in text}


def setup(state: CRState, cat: Catalog, rng: Rng, white_encounter: bool = True) -> None:
    """Set-up (L228-256): 19 encounter cards out, surges by players, no starting treasure."""
    state.barkam = BarkamState(white_encounter=white_encounter)
    state.surges = surges_for(len(state.heroes))
    out = removed_for(cat, state.adventure)
    state.encounters.cards = [c for c in state.encounters.cards if card_kind(c) not in out]
    # « Ne piochez pas de carte Trésor » (L256): the starting items go back, the deck is shuffled
    deck = state.treasures
    deck.cards += deck.discard + [c for h in state.heroes for c in h.items]
    deck.discard = []
    for h in state.heroes:
        h.items = []
    deck.cards.sort()
    rng.shuffle(deck.cards)


def new_turn(state: CRState) -> None:
    """A new turn's counters (one exploration, one XP card)."""
    if state.barkam is not None:
        old = state.barkam
        state.barkam = BarkamState(generators=old.generators, white_encounter=old.white_encounter)


# --------------------------------------------------------------------------- moving

def drawings(state: CRState, cat: Catalog) -> frozenset[Sq]:
    """Squares with a drawing (altar, tomb, coffin, stairs...): a tile's special square, not a
    floor, wall or bone pile; the adventure's escape squares excepted (ours: a hero must end
    there to escape, L643)."""
    escape = cat.adventures[state.adventure].escape
    return frozenset(sq for sq, k in board(state, cat).kinds.items() if k not in ".#B" and k not in escape)


def drawing(state: CRState, cat: Catalog, sq: Sq) -> bool:
    return sq in drawings(state, cat)


def reach(state: CRState, cat: Catalog, hero: int, budget: int) -> dict[Sq, tuple[int, list[Sq]]]:
    """Squares the hero may end a move on within ``budget`` speed, with the speed spent and the
    path: a drawing square costs 1 more and cannot end a move (L321-323); monsters block,
    heroes may be crossed (L331-333)."""
    import heapq


    h = state.heroes[hero]
    if h.square is None or budget <= 0:
        return {}
    b = board(state, cat)
    marks = drawings(state, cat)
    blocked = {f.square for f in state.figures} | {t.square for t in state.tokens if t.kind in ("object", "door")}
    others = {x.square for i, x in enumerate(state.heroes) if i != hero and x.square is not None and not x.escaped}
    best: dict[Sq, tuple[int, list[Sq]]] = {h.square: (0, [h.square])}
    queue: list[tuple[int, tuple[int, int], Sq]] = [(0, (h.square[1], h.square[0]), h.square)]
    while queue:
        cost, _, a = heapq.heappop(queue)
        if cost > best[a][0]:
            continue
        for n in b.neighbours8(a):
            if n in blocked:
                continue
            c = cost + (2 if n in marks else 1)
            if c > budget or (n in best and best[n][0] <= c):
                continue
            best[n] = (c, [*best[a][1], n])
            heapq.heappush(queue, (c, (n[1], n[0]), n))
    return {sq: v for sq, v in best.items() if sq != h.square and sq not in others and sq not in marks}


def full_speed(state: CRState, cat: Catalog, hero: int) -> int:
    """The speed of a new move action, 0 when none is left."""

    return speed(state, hero, cat) if "move" in actions_left(state, hero) else 0


def choose_budget(state: CRState, cat: Catalog, hero: int, need: int) -> tuple[int, bool] | None:
    """The speed to pay ``need`` from: the rest of the last move if it suffices (« Tout point de
    déplacement … non encore utilisé peut encore l'être », L319), else a new move action;
    ``(budget, new action)``, None when neither suffices."""
    bk = state.barkam
    assert bk is not None
    if bk.move_left >= need:
        return bk.move_left, False
    full = full_speed(state, cat, hero)
    return (full, True) if full >= need else None


def move_targets(state: CRState, cat: Catalog, hero: int) -> dict[Sq, tuple[int, list[Sq], bool]]:
    """Every square a move may end on now: ``(speed spent, path, new move action)``; the rest of
    the last move first (it spends no action)."""
    bk = state.barkam
    assert bk is not None
    out = {sq: (c, path, True) for sq, (c, path) in reach(state, cat, hero, full_speed(state, cat, hero)).items()}
    out.update({sq: (c, path, False) for sq, (c, path) in reach(state, cat, hero, bk.move_left).items()})
    return out


def move(state: CRState, cat: Catalog, hero: int, to: Sq) -> list[Event]:

    bk = state.barkam
    assert bk is not None
    squares = move_targets(state, cat, hero)
    b = board(state, cat)
    if to not in squares:
        raise RuleError("cr-cannot-move-there", square=b.name(to), speed=max(bk.move_left,
                                                                            full_speed(state, cat, hero)))
    cost, path, new = squares[to]
    h = state.heroes[hero]
    frm = h.square
    if new:
        record(state, hero, "move")
        bk.move_left = full_speed_after(state, cat, hero) - cost
    else:
        bk.move_left -= cost
    h.square = to
    state.last = {"kind": "move", "hero": hero, "path": [list(p) for p in path]}
    out = [ev("moved", hero=h.hero, frm=b.name(frm) if frm else "", to=b.name(to), steps=cost)]
    for sq in path:
        out += pick_up_around(state, cat, hero, sq)
    return out + escort(state, cat, hero)


def full_speed_after(state: CRState, cat: Catalog, hero: int) -> int:
    """The hero's speed (the move action is already counted)."""
    return speed(state, hero, cat)


def orthogonal(a: Sq, b: Sq) -> bool:
    """« juste à droite , à gauche , au dessus , en dessous » (L325)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def attack_ok(state: CRState, cat: Catalog, hero: int, action: Attack) -> bool:
    """A power that needs an adjacent monster reaches it only orthogonally (L325, ruling A41)."""

    p = cat.powers.get(action.power)
    h = state.heroes[hero]
    if p is None or p.reach != "adjacent" or p.approach is not None or h.square is None:
        return True
    b = board(state, cat)
    try:
        return all(orthogonal(h.square, b.parse(t)) for t in split(action.target))
    except Exception:  # noqa: BLE001 - a bad square: the engine's own error follows
        return True


# --------------------------------------------------------------------------- the hero phase

def can_explore(state: CRState, cat: Catalog, hero: int) -> list[str]:
    """The sides the hero may explore now: standing on an unexplored edge, not explored this
    turn (« On ne peut explorer qu'1 fois par tour », L317), 2 speed left (L303)."""
    bk = state.barkam
    if bk is None or bk.explored or state.turn.phase != "hero" or state.turn.hero != hero:
        return []
    if choose_budget(state, cat, hero, EXPLORE_COST) is None:
        return []
    return [side_name(s) for _, s in explorable(state, cat, hero)]


def hero_action(state: CRState, cat: Catalog, action: ActionT, rng: Rng) -> list[Event] | None:
    """The hero-phase actions the Barkam system changes; None: the engine's own rule."""
    bk = state.barkam
    assert bk is not None
    hero = state.turn.hero
    if isinstance(action, Move):
        if state.heroes[hero].down:
            raise RuleError("cr-no-move-left", hero=state.heroes[hero].hero)
        moved = move(state, cat, hero, board(state, cat).parse(action.to))
        return moved + after_move(state, cat, hero, moved, rng)  # the face-down tokens turned, as in the base game
    if isinstance(action, Explore):
        return explore(state, cat, hero, action.side, rng)
    if isinstance(action, LevelUp):
        return buy_level(state, cat, hero, action)
    if isinstance(action, End):
        return None
    if isinstance(action, Attack) and not attack_ok(state, cat, hero, action):
        raise RuleError("cr-barkam-orthogonal", square=action.target)
    if isinstance(action, (Attack, Disarm, Unlock)) or (isinstance(action, Use) and action.item):
        bk.move_left = 0  # an attack (or what replaces it) ends the move; free actions do not
    return None


def explore(state: CRState, cat: Catalog, hero: int, side: str, rng: Rng) -> list[Event]:
    """Explore from the hero's edge for 2 speed (L302-319): the tile, 1 monster on white and
    2 on black, then an encounter; the move and the phase go on."""

    bk = state.barkam
    assert bk is not None
    if side not in can_explore(state, cat, hero):
        raise RuleError("cr-barkam-cannot-explore", side=side)
    budget = choose_budget(state, cat, hero, EXPLORE_COST)
    assert budget is not None
    if budget[1]:
        record(state, hero, "move")
    bk.move_left = budget[0] - EXPLORE_COST
    bk.explored = True
    edge = next(e for e in explorable(state, cat, hero) if side_name(e[1]) == side)
    before = len(state.tiles)
    villains = {f.uid for f in state.figures if f.villain}
    out = place_tile(state, cat, hero, edge, rng)
    if len(state.tiles) == before:
        return out
    tile = state.tiles[before]
    black = cat.tiles[tile.tile].black
    blk = board(state, cat).placement(tile.uid).blocks()[0]
    missed = 0
    for _ in range(MONSTERS[black]):
        got = spawn(state, cat, hero, blk, rng)
        out += got
        missed += 0 if got else 1
    villain = any(f.villain and f.uid not in villains for f in state.figures)
    out += generators_follow(state, cat)
    # « Piocher 1 carte Rencontre et la résoudre » (L310; after a white tile unless the table
    # turned it off, A35), one more per monster not placed (L367)
    first = 1 if black or bk.white_encounter else 0
    return out + queue(state, cat, first + missed, "end" if villain else "hero", rng)


def spawn(state: CRState, cat: Catalog, hero: int, blk: tuple[int, int], rng: Rng) -> list[Event]:
    """One monster card for ``hero`` on ``blk`` (bone pile or nearest free square); a card that
    cannot be placed is discarded (it then costs an encounter, L367)."""
    placed = len(state.figures)
    out = base_spawn(state, cat, hero, blk, rng)
    return out if len(state.figures) > placed else []


def buy_level(state: CRState, cat: Catalog, hero: int, action: LevelUp) -> list[Event]:
    """10 XP for a level in the hero phase (« 1 héros peut dépenser 10 XP pour monter de niveau
    durant sa phase de héros », L369), the base level 2 with its daily (ruling A40)."""

    h = state.heroes[hero]
    if state.rules.get("levels") != "barkam" or h.down:
        raise RuleError("cr-barkam-no-buying")
    if h.level >= 2:
        raise RuleError("cr-already-level-2", hero=h.hero)
    cards = split(action.cards) or propose(state, cat, BUY_PRICE)
    if not cards:
        raise RuleError("cr-not-enough-xp", needed=BUY_PRICE, paid=total(state, cat))
    if action.daily and action.daily not in new_dailies(state, cat, hero):
        raise RuleError("cr-bad-daily", power=action.daily)
    return spend(state, cat, cards, BUY_PRICE) + level_up(state, cat, hero, action.daily or None)


def adjust_actions(state: CRState, cat: Catalog, actions: list[ActionT]) -> list[ActionT]:
    """The engine's hero-phase actions with the Barkam moves (drawings, the rest of a move),
    orthogonal melee targets, exploring and buying a level."""

    hero = state.turn.hero
    h = state.heroes[hero]
    b = board(state, cat)
    out = [a for a in actions if not isinstance(a, (Move, End))
           and not (isinstance(a, Attack) and not attack_ok(state, cat, hero, a))]
    if not h.down and state.turn.phase == "hero":
        moves = move_targets(state, cat, hero)
        out = [Move(to=b.name(sq)) for sq in sorted(moves, key=lambda s: (s[1], s[0]))] + out
        out += [Explore(side=s) for s in can_explore(state, cat, hero)]  # type: ignore[arg-type]
        if state.rules.get("levels") == "barkam" and h.level < 2 and total(state, cat) >= BUY_PRICE:
            out += [LevelUp(daily=d) for d in new_dailies(state, cat, hero)[:5]] or [LevelUp()]
    return [*out, End()]


# --------------------------------------------------------------------------- the villain phase

def generators_follow(state: CRState, cat: Catalog) -> list[Event]:
    """Tokens on tiles that lost their last unexplored edge or left the view move (L286)."""

    bk = state.barkam
    assert bk is not None
    h = state.active
    b = board(state, cat)
    moves = relocate(state, b, bk.generators, block_of(h.square) if h.square else None)
    return [ev("barkam-generator-moved", frm=b.name(b.bone_pile(_blk(f))), to=b.name(b.bone_pile(_blk(t))),
               count=n) for f, t, n in moves]


def _blk(k: str) -> tuple[int, int]:
    return unkey(k)


def villain_start(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The end of the hero phase: no exploration phase; if the hero did not explore, a monster
    generator token and as many monsters as the tile's tokens (L276, ruling A37); then the
    villain phase."""

    bk = state.barkam
    assert bk is not None
    out = generators_follow(state, cat)
    h = state.active
    if bk.explored or h.escaped or h.square is None:
        return out + to_villain(state, cat, rng)
    b = board(state, cat)
    blk = pick_tile(state, b, bk.generators, block_of(h.square))
    if blk is None:
        return out + [ev("barkam-no-generator")] + to_villain(state, cat, rng)
    n = bk.generators.get(key(blk), 0) + 1
    bk.generators[key(blk)] = n
    out.append(ev("barkam-generator", square=b.name(b.bone_pile(blk)), count=n, announce=True))
    missed = 0
    for _ in range(n):
        before = {f.card for f in state.figures}
        got = spawn(state, cat, state.turn.hero, blk, rng)
        out += got
        missed += 0 if got else 1
        bk.fresh += [f.card for f in state.figures if f.card not in before and f.card is not None]
    return out + queue(state, cat, missed, "discard", rng)


def _hero_action(state: CRState, cat: Catalog, action: ActionT, rng: Rng) -> list[Event] | None:
    return hero_action(state, cat, action, rng) if state.barkam is not None else None


plug("hero_action", "barkam", 10, _hero_action)  # rules/ravenloft/plugins.py


def _adjust(state: CRState, cat: Catalog, actions: list[ActionT]) -> list[ActionT] | None:
    return adjust_actions(state, cat, actions) if state.barkam is not None else None


plug("adjust_actions", "barkam", 10, _adjust)


def _new_turn(state: CRState) -> None:
    if state.barkam is not None:
        new_turn(state)


def _after_hero_phase(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    """No exploration phase: the generators, then the villain phase."""
    return villain_start(state, cat, rng) if state.barkam is not None else None


plug("new_turn", "barkam", 10, _new_turn)
plug("after_hero_phase", "barkam", 10, _after_hero_phase)


def _setup_items(state: CRState, cat: Catalog, options: Any, rng: Rng) -> None:
    """The Barkam system's set-up, once the heroes hold their starting items (it takes them back)."""
    if state.rules.get("surges") == "barkam":
        setup(state, cat, rng, options.barkam_white_encounter)


plug("setup_items", "barkam", 10, _setup_items)


def _move_points(state: CRState) -> list[str] | None:
    """The points left of a move under way (« 2 points de déplacement »)."""
    b = state.barkam
    return [f"cr-xv-points-{min(b.move_left, MOST_POINTS)}"] if b is not None and b.move_left > 0 else None


plug("move_points", "barkam", 10, _move_points)

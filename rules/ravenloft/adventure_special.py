"""The lasting rules of adventures 7, 8, 9, 12 and 13 (content ``Rule``; docs/rulings/ravenloft.md,
« Adventures 7, 8, 9, 12 and 13 »): tiles set out at set-up in a line (the Gauntlet), heroes
starting apart (the Howling Hag), face-down tokens a hero turns by ending a move on their tile,
the Hag's ritual counted in Time tokens, monsters escaping the heroes, the Silver Dagger, and
the objectives these rules add."""

from __future__ import annotations

from rules.core import Event, Rng

from . import adventure_tokens as hidden
from . import plugins
from .adventure_texts import moment
from .adventures import place_villain
from .board import Block, Sq, block_of, place_toward
from .catalog import Catalog, Objective
from .conditions import damage_hero, heal_hero
from .content import load_content
from .dungeon import board, free_squares
from .events import ev
from .exploration import spawn
from .state import CRState, TilePlaced
from .treasure import earn

#: what a turned face brings: monsters drawn, or what else happens (ours, from the faces' names)
MONSTERS = {"none": 0, "one": 1, "two": 2, "three": 3, "monster": 1}
#: HP regained by a hero who finds Holy Water in a coffin, damage of a coffin's trap (ours)
HOLY_WATER_HP = 2
COFFIN_TRAP_DAMAGE = 1
#: the state flags of the countdown and of the escaped monsters
COUNTDOWN = "countdown_turns"
ESCAPED = "escaped_monsters"


# --- set-up -----------------------------------------------------------------------------------
def set_up(state: CRState, cat: Catalog) -> list[Event]:
    """The adventure's special set-up, once the stack is built: tiles set out (each on the
    unexplored edge farthest from the start, the first that fits), heroes apart, face-down
    tokens on the set-out tiles, and the bag of the hidden faces."""
    adv = cat.adventures[state.adventure]
    out: list[Event] = []
    rule = adv.special_rule("hidden_tokens")
    if rule is not None:
        faces = load_content().tokens[rule.token].faces
        hidden.fill_bag(state, rule.token, sorted(f.id for f in faces for _ in range(f.count)))
    preplaced = adv.special_rule("preplaced_tiles")
    laid: list[int] = []
    if preplaced is not None:
        for _ in range(preplaced.count):
            uid = lay_far(state, cat)
            if uid is None:
                break
            laid.append(uid)
    if rule is not None and not rule.special:
        for uid in laid:
            e = hidden.hide_on_block(state, cat, rule.token, uid)
            if e is not None:
                out.append(e)
    if adv.special_rule("scattered_start") is not None:
        for h in state.heroes[1:]:
            uid = lay_far(state, cat)
            if uid is None:
                break
            b = board(state, cat)
            blk = b.placement(uid).blocks()[0]
            free = sorted(free_squares(state, b, blk), key=lambda s: _from_pile(b, blk, s))
            floor = [sq for sq in free if b.kind(sq) == "."]
            if floor:
                h.square = floor[0]
    return out


def _from_pile(b: object, blk: Block, sq: Sq) -> tuple[int, int, int]:
    pile = b.bone_pile(blk)  # type: ignore[attr-defined]
    return (max(abs(sq[0] - pile[0]), abs(sq[1] - pile[1])), sq[1], sq[0])


def lay_far(state: CRState, cat: Catalog) -> int | None:
    """The stack's top tile on the unexplored edge farthest (in blocks) from the start tile's
    first block; the first edge it fits, in the board's order. Its uid, or None."""
    if not state.tile_stack:
        return None
    tile = state.tile_stack[-1]
    b = board(state, cat)
    t0 = state.tiles[0]
    edges = sorted(b.unexplored_edges(), key=lambda e: -(abs(e[0][0] - t0.bx) + abs(e[0][1] - t0.by)))
    for edge in edges:
        uid = state.uid()
        p = place_toward(b, cat.tiles[tile], uid, edge)
        if p is not None:
            state.tile_stack.pop()
            state.tiles.append(TilePlaced(uid=uid, tile=tile, bx=p.bx, by=p.by, rot=p.rot))
            return uid
    return None


# --- during play ------------------------------------------------------------------------------
def reveal(state: CRState, cat: Catalog, hero: int, rng: Rng) -> list[Event]:
    """A hero ends a move on a tile with face-down tokens: each is turned, its face drawn from
    the bag of the faces still hidden, and what it shows happens at once."""
    h = state.heroes[hero]
    if h.square is None or h.escaped:
        return []
    b = board(state, cat)
    uid = b.tile_of.get(block_of(h.square))
    if uid is None:
        return []
    out: list[Event] = []
    for token in hidden.hidden_on(state, cat, uid):
        bag = state.flags.get(hidden.BAG, {}).get(token.id, [])
        if not bag:
            continue
        face = bag.pop(rng.randint(0, len(bag) - 1))
        state.tokens.remove(token)
        state.flags[hidden.REVEALED] = state.turn.number
        plugins.token_turned(state, hero)  # a variant's count of the turn's exploring (Geno Warcry's)
        out.append(ev("token-turned", hero=h.hero, token=token.id, face=face, square=b.name(token.square),
                      face_name=[f"cr-token-{token.id}-{face}".replace("_", "-")], irreversible=True,
                      announce=True, kinds={"face": ""}))
        out += _face(state, cat, hero, face, token.square, rng)
    return out


def after_move(state: CRState, cat: Catalog, hero: int, events: list[Event], rng: Rng,
               turn: bool = True) -> list[Event]:
    """After a hero's move (``turn``: face-down tokens on the tile where it ends are turned) or
    pick-up: the moments of the tokens just taken."""
    out: list[Event] = []
    for e in events:
        if e.code == "cr-picked-up":
            out += taken(state, cat, hero, str(e.params.get("item", "")))
    return out + (reveal(state, cat, hero, rng) if turn else [])


def _face(state: CRState, cat: Catalog, hero: int, face: str, square: Sq, rng: Rng) -> list[Event]:
    out: list[Event] = []
    if face in MONSTERS:
        for _ in range(MONSTERS[face]):
            out += spawn(state, cat, hero, block_of(square), rng)
    elif face == "strahd" or face == "villain":
        villain = "strahd" if face == "strahd" else _villain(cat, state)
        if villain and not any(f.kind == villain for f in state.figures) \
                and villain not in state.flags.get("defeated", []):
            out += place_villain(state, cat, villain, [square])
    elif face == "trap":
        out += damage_hero(state, hero, COFFIN_TRAP_DAMAGE, "trap")
    elif face == "holy_water":
        out += heal_hero(state, hero, HOLY_WATER_HP)
    elif face == "treasure":
        out += earn(state, cat, hero, rng)
    elif face == "wooden_stake":
        state.heroes[hero].carried.append("wooden_stake_token")
        out.append(ev("picked-up", hero=state.heroes[hero].hero, item="wooden_stake_token", announce=True))
    return out


def _villain(cat: Catalog, state: CRState) -> str:
    adv = cat.adventures[state.adventure]
    return next((x.villain for t in adv.triggers for x in t.actions if x.kind == "place_villain"), "")


def taken(state: CRState, cat: Catalog, hero: int, token: str) -> list[Event]:
    """The adventure's ``token_taken`` moment: its villains enter play (on their tile's bone
    pile, else beside the hero who took it)."""
    out: list[Event] = []
    adv = cat.adventures.get(state.adventure)
    done: list[str] = state.flags.setdefault("tokens_taken", [])
    if token in done:  # its moment happens once
        return []
    done.append(token)
    for index, trig in enumerate(adv.triggers if adv is not None else ()):
        if trig.on != "token_taken" or trig.token != token:
            continue
        out += moment(adv.id, index) if adv is not None else []
        for action in trig.actions:
            if action.kind != "place_villain":
                continue
            b = board(state, cat)
            uid = next((t.uid for t in state.tiles if t.tile == action.tile), None)
            sq = state.heroes[hero].square
            blk = b.placement(uid).blocks()[0] if uid is not None else block_of(sq) if sq else None
            if blk is not None:
                out += place_villain(state, cat, action.villain, [b.bone_pile(blk), *free_squares(state, b, blk)])
    return out


def end_of_turn(state: CRState, cat: Catalog) -> list[Event]:
    """At the end of each turn: the ritual's Time tokens, then the monsters that escape."""
    adv = cat.adventures[state.adventure]
    out: list[Event] = []
    rule = adv.special_rule("countdown")
    if rule is not None and (COUNTDOWN in state.flags or any(f.kind == rule.villain for f in state.figures)):
        turns = state.flags.get(COUNTDOWN, 0) + 1
        state.flags[COUNTDOWN] = turns
        tokens = turns // max(1, len(state.heroes))
        if turns % max(1, len(state.heroes)) == 0:
            out.append(ev("time-token", placed=tokens, left=max(0, rule.count - tokens), announce=True))
    if adv.special_rule("monsters_escape") is not None:
        out += escape_monsters(state, cat)
    return out


def countdown_tokens(state: CRState, cat: Catalog) -> int:
    """Time tokens placed so far: one each round (as many turns as heroes) with the villain in play."""
    return max(0, state.flags.get(COUNTDOWN, 0)) // max(1, len(state.heroes))


def escape_monsters(state: CRState, cat: Catalog) -> list[Event]:
    """Each monster (not a villain) with no hero on its tile or an adjacent tile escapes: its
    figure leaves, its card goes to the discard pile, and it counts as escaped."""
    b = board(state, cat)
    near: set[Block] = set()
    for h in state.heroes:
        if h.square is not None and not h.escaped:
            near |= set(b.within(block_of(h.square), 1))
    out: list[Event] = []
    for f in sorted([f for f in state.figures if not f.villain and block_of(f.square) not in near],
                    key=lambda f: f.uid):
        state.figures.remove(f)
        for h in state.heroes:
            if f.card in h.cards:
                h.cards.remove(f.card)
        if f.card:
            state.monsters.discard.append(f.card)
        state.flags[ESCAPED] = state.flags.get(ESCAPED, 0) + 1
        out.append(ev("monster-escaped", monster=f.kind, square=b.name(f.square), escaped=state.flags[ESCAPED],
                      announce=True))
    return out


def defeated_monsters(state: CRState, cat: Catalog) -> int:
    return len([k for k in state.flags.get("defeated", []) if k in cat.monsters and not cat.monsters[k].villain])


def reached(state: CRState, cat: Catalog, o: Objective) -> bool | None:
    """The objectives these rules add; None for the others."""
    if o.kind == "monsters_defeated":
        return defeated_monsters(state, cat) >= o.count
    if o.kind == "monsters_escaped":
        return state.flags.get(ESCAPED, 0) >= o.count
    if o.kind == "countdown":
        rule = cat.adventures[state.adventure].special_rule("countdown")
        return rule is not None and countdown_tokens(state, cat) >= rule.count
    if o.kind == "token_escaped":
        return any(h.escaped and o.target in h.carried for h in state.heroes)
    return None

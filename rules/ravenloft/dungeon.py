"""Queries over the state's dungeon: the board, who stands where, ranges and legal squares."""

from __future__ import annotations

from collections.abc import Sequence

from .board import Block, Board, Placement, Sq, block_of, build
from .catalog import Catalog, PowerDef
from .state import CRState, Figure, HeroState


def board(state: CRState, cat: Catalog) -> Board:
    """The board of the tiles on the table."""
    closed = [((d.edge[0], d.edge[1]), d.edge[2]) for d in state.tokens if d.kind == "door" and d.edge]
    return build((Placement(uid=t.uid, shape=cat.tiles[t.tile], bx=t.bx, by=t.by, rot=t.rot) for t in state.tiles),
                 closed, state.names_origin)


def fix_names(state: CRState, cat: Catalog) -> None:
    """Fix the square named A1 to the dungeon's top-left corner now (at set-up): the names
    players read on the first picture never shift when the dungeon grows north or west."""
    if state.names_origin is None and state.tiles:
        b = board(state, cat)
        state.names_origin = (b.x0, b.y0)


def standing(state: CRState) -> list[int]:
    """Heroes on the dungeon and above 0 HP: those monsters see (B43, A26)."""
    return [i for i, h in enumerate(state.heroes) if h.square is not None and not h.escaped and not h.down]


def on_board(state: CRState) -> list[int]:
    """Heroes still in the dungeon, standing or lying."""
    return [i for i, h in enumerate(state.heroes) if h.square is not None and not h.escaped]


def hero_block(hero: HeroState) -> Block | None:
    return None if hero.square is None or hero.escaped else block_of(hero.square)


def figures_on(state: CRState, block: Block) -> list[Figure]:
    return [f for f in state.figures if block_of(f.square) == block]


def heroes_on(state: CRState, block: Block) -> list[int]:
    return [i for i in on_board(state) if block_of(state.heroes[i].square or (0, 0)) == block]


def occupied(state: CRState) -> set[Sq]:
    out = {f.square for f in state.figures}
    out |= {h.square for h in state.heroes if h.square is not None and not h.escaped}
    out |= {t.square for t in state.tokens if t.kind == "object"}
    return out


def free_squares(state: CRState, b: Board, block: Block) -> list[Sq]:
    taken = occupied(state)
    return [sq for sq in b.block_squares(block) if b.walkable(sq) and sq not in taken]


def landing_square(state: CRState, b: Board, block: Block) -> Sq | None:
    """Where a new monster goes on a tile: its bone pile if free, else the free square nearest
    to it, then the lowest (row, column) (B24, ruling A6 and T4)."""
    pile = b.bone_pile(block)
    free = free_squares(state, b, block)
    if not free:
        return None
    if pile in free:
        return pile

    def key(sq: Sq) -> tuple[int, int, int]:
        d = b.path_length(pile, sq)
        return (d if d is not None else 99, sq[1], sq[0])

    return min(free, key=key)


def move_squares(state: CRState, cat: Catalog, hero: int, budget: int) -> dict[Sq, int]:
    """The squares ``hero`` may end a move on within ``budget`` squares (B25-B29)."""
    h = state.heroes[hero]
    if h.square is None or budget <= 0:
        return {}
    b = board(state, cat)
    monsters = {f.square for f in state.figures} | {t.square for t in state.tokens if t.kind in ("object", "door")}
    others = {x.square for i, x in enumerate(state.heroes) if i != hero and x.square is not None and not x.escaped}
    return b.reach(h.square, budget, blocked=lambda sq: sq in monsters, stop_ok=lambda sq: sq not in others)


def in_reach(state: CRState, b: Board, hero: HeroState, power: PowerDef, target: Sq) -> bool:
    """Whether ``target`` is within the power's reach from the hero (B38, A4)."""
    if hero.square is None:
        return False
    if power.reach == "adjacent":
        return b.adjacent(hero.square, target)
    d = b.tile_distance(block_of(hero.square), block_of(target))
    return d is not None and d <= power.tiles


def area_blocks(state: CRState, b: Board, hero: HeroState, power: PowerDef) -> list[Block]:
    """The tiles an area power may aim at (each monster on one tile within ``tiles``)."""
    if hero.square is None:
        return []
    return b.within(block_of(hero.square), power.tiles)


def figure_order(state: CRState, figures: Sequence[Figure]) -> list[Figure]:
    """Figures in a stable order: by (row, column)."""
    return sorted(figures, key=lambda f: (f.square[1], f.square[0], f.uid))


def route(state: CRState, cat: Catalog, hero: int, to: Sq) -> list[Sq]:
    """The squares a hero's move to ``to`` passes through (shortest, then by (row, column))."""
    from collections import deque

    h = state.heroes[hero]
    assert h.square is not None
    b = board(state, cat)
    monsters = {f.square for f in state.figures} | {t.square for t in state.tokens if t.kind in ("object", "door")}
    prev: dict[Sq, Sq | None] = {h.square: None}
    queue = deque([h.square])
    while queue:
        a = queue.popleft()
        if a == to:
            break
        for n in sorted(b.neighbours8(a), key=lambda s: (s[1], s[0])):
            if n not in prev and n not in monsters:
                prev[n] = a
                queue.append(n)
    path: list[Sq] = []
    cur: Sq | None = to if to in prev else None
    while cur is not None:
        path.append(cur)
        cur = prev[cur]
    return path[::-1]

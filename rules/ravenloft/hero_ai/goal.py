"""Where the party must go: the squares from which a hero explores, the adventure's item
tokens, and the walking distance of each square from a hero (monsters block the way, B26)."""

from __future__ import annotations

from ..board import Board, Sq, block_of, edge_squares
from ..catalog import Catalog
from ..conditions import forbids
from ..dungeon import board
from ..state import CRState

#: squares further than this are « far »: a distance map stops there
FAR = 60


def walk_distances(state: CRState, cat: Catalog, start: Sq, hero: int) -> dict[Sq, int]:
    """Steps from ``start`` to every square the hero may walk to, around monsters and closed
    doors, through the other heroes (B25-B29); ``start`` itself at 0."""
    b = board(state, cat)
    blocked = {f.square for f in state.figures} | {t.square for t in state.tokens if t.kind in ("object", "door")}
    out = b.reach(start, FAR, blocked=lambda sq: sq in blocked, stop_ok=lambda sq: True)
    out[start] = 0
    return out


def explore_squares(state: CRState, cat: Catalog, hero: int) -> set[Sq]:
    """The squares where ``hero`` ending the hero phase would explore (B18): the outer row of an
    unexplored edge, for a scout (Allisa) any square of a tile with one; none when the stack
    is empty or the hero may not explore."""
    if not state.tile_stack or forbids(state, cat, hero, "explore"):
        return set()
    b = board(state, cat)
    scout = cat.heroes[state.heroes[hero].hero].ability == "scout"
    out: set[Sq] = set()
    for blk, side in b.unexplored_edges():
        squares = b.block_squares(blk) if scout else edge_squares(blk, side)
        out |= {sq for sq in squares if b.walkable(sq)}
    return out


def item_squares(state: CRState, cat: Catalog, b: Board) -> set[Sq]:
    """The squares where a hero picks up an item token of the adventure (on it or next to it,
    B45): the Icon of Ravenloft... (an escorted token, Kavan, is no item to take)."""
    escorted = cat.adventures[state.adventure].escort if state.adventure in cat.adventures else ""
    out: set[Sq] = set()
    for t in state.tokens:
        if t.kind == "item" and t.id != escorted:
            out |= {t.square, *b.neighbours8(t.square)}
    return out


def nearest(distances: dict[Sq, int], squares: set[Sq]) -> int | None:
    """The fewest steps to any of ``squares`` (None: none reachable)."""
    found = [distances[sq] for sq in squares if sq in distances]
    return min(found) if found else None


def tile_gap(state: CRState, cat: Catalog, a: Sq, c: Sq) -> int:
    """Tiles between two squares (far apart when no path joins them)."""
    d = board(state, cat).tile_distance(block_of(a), block_of(c))
    return 9 if d is None else d





def distances_to(state: CRState, cat: Catalog, sources: set[Sq]) -> dict[Sq, int]:
    """Steps from each square to the nearest of ``sources`` (walking around monsters)."""
    b = board(state, cat)
    blocked = {f.square for f in state.figures} | {t.square for t in state.tokens if t.kind in ("object", "door")}
    dist = {sq: 0 for sq in sources}
    frontier = sorted(sources)
    while frontier:
        nxt: list[Sq] = []
        for a in frontier:
            for c in b.neighbours8(a):
                if c not in dist and c not in blocked and dist[a] < FAR:
                    dist[c] = dist[a] + 1
                    nxt.append(c)
        frontier = nxt
    return dist
__all__ = ["distances_to", "explore_squares", "item_squares", "nearest", "tile_gap", "walk_distances"]

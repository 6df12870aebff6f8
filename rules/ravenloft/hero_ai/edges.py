"""Which unexplored edge a hero explores when several are offered (a scout anywhere on her
tile, a hero on a corner square, B18): the new tile, and the monster that comes with it (B20),
should arrive next to the party, where the heroes fight it together, and with room around it
for the dungeon to keep growing toward the adventure's goal (a tile pushed between others may
leave no edge to explore). Only the dungeon and the heroes' places are read (face up)."""

from __future__ import annotations

from ..board import DELTA, Block, block_of
from ..catalog import Catalog
from ..dungeon import board
from ..exploration import explorable
from ..state import CRState

#: each block of distance between the new tile and the nearest other standing hero
NEAR = 2.0
#: each free place beside the new tile (nothing there yet: the dungeon may grow there)
ROOM = 1.0


def _cheb(a: Block, b: Block) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def edge_worth(state: CRState, cat: Catalog, hero: int, blk: Block, side: int) -> float:
    """What exploring ``side`` of ``blk`` is worth: the party close, room around the new tile."""
    b = board(state, cat)
    new = (blk[0] + DELTA[side][0], blk[1] + DELTA[side][1])
    mates = [block_of(h.square) for i, h in enumerate(state.heroes)
             if i != hero and h.square is not None and not h.escaped and not h.down]
    near = min((_cheb(new, m) for m in mates), default=0)
    room = sum(1 for d in DELTA.values() if (new[0] + d[0], new[1] + d[1]) not in b.tile_of)
    return ROOM * room - NEAR * near


def best_side(state: CRState, cat: Catalog, hero: int) -> int | None:
    """The side to explore (the first offered on a tie), or None when there is none."""
    options = explorable(state, cat, hero)
    if not options:
        return None
    worths = [edge_worth(state, cat, hero, blk, side) for blk, side in options]
    return options[max(range(len(options)), key=lambda i: (worths[i], -i))][1]


__all__ = ["best_side", "edge_worth"]

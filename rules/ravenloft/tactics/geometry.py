"""Distances and the deterministic choices of squares and tiles (T4, T5, T6).

Square paths go through the board's legal steps (8 neighbours, walls and exits respected)
and ignore figures: a monster's path length only ranks candidates. Tile paths are counted
orthogonally through open exits, never diagonally (B12).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from .world import Board, Square


class Distances:
    """Square-path lengths from given squares, computed once per activation."""

    def __init__(self, board: Board) -> None:
        self.board = board
        # a board may share its fields between activations (they ignore figures)
        shared = getattr(board, "shared_fields", None)
        self._from: dict[Square, dict[Square, int]] = {} if shared is None else shared

    def field(self, start: Square) -> dict[Square, int]:
        found = self._from.get(start)
        if found is None:
            found = {start: 0}
            queue = deque([start])
            while queue:
                sq = queue.popleft()
                d = found[sq] + 1
                for nxt in self.board.steps_from(sq):
                    if nxt not in found:
                        found[nxt] = d
                        queue.append(nxt)
            self._from[start] = found
        return found

    def squares(self, a: Square, b: Square) -> int | None:
        return self.field(a).get(b)


def row_col(square: Square) -> tuple[int, int]:
    """The reading order of squares: lowest row first, then lowest column."""
    return (square[1], square[0])


def landing_square(board: Board, dist: Distances, tile: str, occupied: Callable[[Square], bool],
                   ) -> tuple[Square | None, bool]:
    """T4: the tile's bone pile if free, else the free square nearest to it, then the lowest
    row and column. Returns (square or None if the tile is full, whether the bone pile was free)."""
    pile = board.bone_pile(tile)
    if not occupied(pile):
        return pile, True
    free = [sq for sq in board.squares_of(tile) if not occupied(sq)]
    if not free:
        return None, False
    far = 10**6
    return min(free, key=lambda sq: (dist.squares(pile, sq) or far, row_col(sq))), False


def tile_path_next(board: Board, start: str, goal: str) -> list[str]:
    """The tiles one step from ``start`` on a shortest tile path to ``goal`` (sorted by id).
    Empty if ``start`` is ``goal`` or no path exists."""
    if start == goal:
        return []
    d0 = board.tile_distance(start, goal)
    if d0 is None:
        return []
    return sorted(t for t in board.tile_neighbours(start) if board.tile_distance(t, goal) == d0 - 1)


def nearest(candidates: Iterable[Square], key: Callable[[Square], tuple[int, ...]]) -> Square | None:
    best = sorted(candidates, key=key)
    return best[0] if best else None

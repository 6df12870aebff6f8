"""Monsters against heroes of level 6 or more (Advanced CR 2.0's difficulty, seed 001, L133-137):

« Les monstres sentent instinctivement la puissance des héros : c'est pourquoi ils
s'attaqueront à eux avec plus d'efficacité . Quand ils attaquent ou se déplacent en direction de
héros de niveau 6 ou plus , les monstres peuvent considérer une section de donjon posée en
diagonale comme si elle était contigüe . Ils pourront donc se déplacer en diagonale d'une
section de donjon à une autre mais SEULEMENT pour cibler des héros de niveau 6 ou plus ! »

For such a hero (``World.hero_high``), a tile placed diagonally (touching at a corner) counts
as joined: in the tile distance the tactics read (« within 1 tile »), in the tiles a monster
moves through toward them, and in adjacency across the corner of the two tiles. Boards that do
not know diagonal tiles (the interpreter's test boards) keep the ordinary geometry.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from .world import Board, Square


def diagonal_tiles(board: Board, tile: Any) -> list[Any]:
    """The tiles placed diagonally to ``tile`` (none on a board that does not say)."""
    found = getattr(board, "diagonal_neighbours", None)
    return list(found(tile)) if found is not None else []


def distance(board: Board, a: Any, b: Any) -> int | None:
    """The tile distance from ``a`` to ``b`` when diagonal tiles count as joined."""
    if a == b:
        return 0
    seen = {a: 0}
    queue = deque([a])
    while queue:
        t = queue.popleft()
        for n in [*board.tile_neighbours(t), *diagonal_tiles(board, t)]:
            if n not in seen:
                seen[n] = seen[t] + 1
                if n == b:
                    return seen[n]
                queue.append(n)
    return None


def nearer(ordinary: int | None, high: int | None) -> int | None:
    """The shorter of two distances (``None``: no path)."""
    known = [d for d in (ordinary, high) if d is not None]
    return min(known) if known else None


def corner_adjacent(board: Board, a: Square, b: Square) -> bool:
    """Squares touching across the corner of two diagonally placed tiles."""
    found = getattr(board, "corner_adjacent", None)
    return bool(found(a, b)) if found is not None else False


def next_tiles(board: Board, start: Any, goal: Any) -> list[Any]:
    """The tiles one step from ``start`` on a shortest path to ``goal``, diagonal tiles joined."""
    if start == goal:
        return []
    d0 = distance(board, start, goal)
    if d0 is None:
        return []
    around = [*board.tile_neighbours(start), *diagonal_tiles(board, start)]
    return sorted({t for t in around if distance(board, t, goal) == d0 - 1})

"""Where a new monster goes when a hero of level 6 or more is in the dungeon (Advanced CR 2.0's
difficulty, seed 001, L139): « De même , les joueurs devront placer les monstres de telle sorte
qu'ils soient avantagés par rapport aux héros ! »

Ours (docs/rulings/ravenloft.md, « Campaigns »): the bot places for the players. « De même »
follows the rules for heroes of level 6 or more (L131-137), so it applies while such a hero
stands in the dungeon under ACR2's levels: a monster appearing on a tile takes the free square
of that tile nearest (in steps) to the nearest such hero, so that it reaches them first; ties:
the bone pile, then reading order. Otherwise the bone pile or the free square nearest to it
(B24, ruling A6).
"""

from __future__ import annotations

from . import plugins
from .board import Block, Board, Sq
from .dungeon import free_squares, landing_square
from .state import CRState

FAR = 10**6


def high_heroes(state: CRState) -> list[Sq]:
    """The squares of the standing heroes of level 6 or more (ACR2's levels only)."""
    high = plugins.high_level(state)  # ACR2's levels only (plugins.py)
    if high is None:
        return []
    return [h.square for h in state.heroes if h.square is not None and not h.escaped and not h.down
            and h.level >= high]


def monster_square(state: CRState, b: Board, block: Block) -> Sq | None:
    """Where a monster appearing on ``block`` goes (``None``: the tile is full)."""
    targets = high_heroes(state)
    if not targets:
        return landing_square(state, b, block)
    free = free_squares(state, b, block)
    if not free:
        return None
    pile = b.bone_pile(block)

    def key(sq: Sq) -> tuple[int, bool, int, int]:
        steps = [d for h in targets if (d := b.path_length(sq, h)) is not None]
        return (min(steps, default=FAR), sq != pile, sq[1], sq[0])

    return min(free, key=key)

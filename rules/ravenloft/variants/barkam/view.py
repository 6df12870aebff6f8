"""The Barkam system's geometry (pure): the heroes' field of view and the monster generator
tokens' placement (seed L276-286, ruling A36, A37).

A tile is in a hero's **field of view** when it is the hero's tile or is reached from it by a
straight line of tiles joined through open exits, never turning: the shape of a ranged
attack's path (« On ne peut viser de cible à travers les murs ou en direction de sections de
donjon disposées en diagonale », L345). Heroes lying at 0 HP see too (« qu'ils soient vivants
ou morts / couchés », L284); escaped heroes do not. Tiles are blocks (the Start tile is two).
"""

from __future__ import annotations

from ...board import DELTA, SIDES, Block, Board, block_of
from ...state import CRState


def key(block: Block) -> str:
    """A block as a JSON key (``"3,-1"``)."""
    return f"{block[0]},{block[1]}"


def unkey(text: str) -> Block:
    x, y = text.split(",")
    return int(x), int(y)


def line_of_tiles(b: Board, start: Block, side: int) -> list[Block]:
    """The tiles seen from ``start`` looking through ``side``: on while the sides join."""
    out: list[Block] = []
    cur = start
    while b.joined(cur, side):
        cur = (cur[0] + DELTA[side][0], cur[1] + DELTA[side][1])
        if cur in out or cur == start:
            break
        out.append(cur)
    return out


def in_view(state: CRState, b: Board) -> set[Block]:
    """Every tile some hero in the dungeon sees (standing or lying)."""
    seen: set[Block] = set()
    for h in state.heroes:
        if h.square is None or h.escaped:
            continue
        here = block_of(h.square)
        seen.add(here)
        for side in SIDES:
            seen.update(line_of_tiles(b, here, side))
    return seen


def open_tiles(b: Board) -> list[Block]:
    """Tiles with an unexplored edge, by (row, column)."""
    return sorted({blk for blk, _ in b.unexplored_edges()}, key=lambda k: (k[1], k[0]))


def qualifying(state: CRState, b: Board) -> list[Block]:
    """Tiles that may hold generator tokens: an unexplored edge, in the heroes' view (L284)."""
    seen = in_view(state, b)
    return [blk for blk in open_tiles(b) if blk in seen]


def pick_tile(state: CRState, b: Board, tokens: dict[str, int], near: Block | None) -> Block | None:
    """Where the next generator token goes: a qualifying tile with the fewest tokens (« vous ne
    pouvez placer 1 second jeton sur 1 section de donjon donnée que si toutes les sections de
    donjon avec 1 bord inexploré possèdent déjà 1 jeton », L282); among them the nearest to the
    active hero in tiles, then by (row, column) (ours)."""
    tiles = qualifying(state, b)
    if not tiles:
        return None
    fewest = min(tokens.get(key(t), 0) for t in tiles)
    tiles = [t for t in tiles if tokens.get(key(t), 0) == fewest]
    dist = b.tile_distances(near) if near is not None else {}
    return min(tiles, key=lambda t: (dist.get(t, 99), t[1], t[0]))


def relocate(state: CRState, b: Board, tokens: dict[str, int], near: Block | None) -> list[tuple[str, str, int]]:
    """Move the tokens of every tile that no longer qualifies (no unexplored edge, or out of
    view) to tiles that do, one by one with the spreading rule (L286). Tokens with nowhere to go
    stay. Returns the moves ``(from, to, count)``."""
    ok = set(qualifying(state, b))
    moves: list[tuple[str, str, int]] = []
    for k in sorted(tokens, key=lambda s: (unkey(s)[1], unkey(s)[0])):
        if unkey(k) in ok or tokens[k] <= 0:
            continue
        n = tokens.pop(k)
        moved: dict[str, int] = {}
        for _ in range(n):
            dest = pick_tile(state, b, tokens, near)
            if dest is None:
                tokens[k] = tokens.get(k, 0) + 1
                continue
            tokens[key(dest)] = tokens.get(key(dest), 0) + 1
            moved[key(dest)] = moved.get(key(dest), 0) + 1
        moves += [(k, d, c) for d, c in moved.items()]
    return moves

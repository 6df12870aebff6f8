"""The exploration phase (B18-B20, B14, B69): a new tile, its monster, its doors."""

from __future__ import annotations

from rules.core import Event, Rng

from . import adventures, hooks, plugins
from .board import (
    SIDE_NAMES,
    Block,
    Board,
    TileShape,
    block_of,
    edge_squares,
    place_toward,
)
from .catalog import Catalog
from .conditions import forbids
from .dungeon import board
from .encounters import hero_rule
from .events import ev
from .high_level import monster_square
from .state import CRState, Figure, TilePlaced, Token, card_kind
from .treasure import draw

#: how many times a duplicate monster card is put aside before giving up (B20)
MAX_REDRAWS = 30


def explorable(state: CRState, cat: Catalog, hero: int) -> list[tuple[Block, int]]:
    """The unexplored edges the hero may explore now: those whose outer row the hero stands on
    (B18); for a scout (Allisa), any unexplored edge of her tile."""
    h = state.heroes[hero]
    if h.square is None or h.escaped or h.down or not state.tile_stack:
        return []
    if forbids(state, cat, hero, "explore"):
        return []
    b = board(state, cat)
    here = block_of(h.square)
    if cat.heroes[h.hero].ability == "scout":
        return [(eb, s) for eb, s in b.unexplored_edges() if eb == here]
    return [(eb, s) for eb, s in b.unexplored_edges() if eb == here and h.square in edge_squares(eb, s)]


def must_explore(state: CRState, cat: Catalog, hero: int) -> bool:
    """Whether the hero stands on an unexplored edge, which forces exploring (B19)."""
    h = state.heroes[hero]
    b = board(state, cat)
    return h.square is not None and bool(b.edges_under(h.square)) and bool(explorable(state, cat, hero))


def side_name(side: int) -> str:
    return SIDE_NAMES[side]


@hooks.explore.fill
def explore(state: CRState, cat: Catalog, hero: int, edge: tuple[Block, int], rng: Rng) -> list[Event]:
    """Draw a tile, join it with its triangle toward the hero's tile (B19), then put a monster
    on its bone pile (B20). A Long Corridor brings one more tile along its far edge (B14)."""
    tile = state.tile_stack.pop() if state.tile_stack else None
    if tile is None:
        return []
    out = place(state, cat, tile, edge)
    if not out:
        state.tile_stack.insert(0, tile)
        return [ev("tile-does-not-fit", tile=tile)]
    first = state.tiles[-1]
    if cat.tiles[tile].special == "long_corridor" and state.tile_stack:
        b = board(state, cat)
        far = [(eb, s) for eb, s in b.unexplored_edges() if (eb[0], eb[1]) in _blocks_of(state, cat, first.uid)]
        if far:
            extra = state.tile_stack.pop()
            more = place(state, cat, extra, far[-1])
            if more:
                out += more
            else:
                state.tile_stack.insert(0, extra)
    out += spawn_for_tile(state, cat, hero, first, rng)
    for placed in [t for t in state.tiles if t.uid in state.turn.placed]:
        out += adventures.tile_placed(state, cat, placed.uid, placed.tile, cat.tiles[placed.tile].black, rng)
    if cat.tiles[tile].special == "chamber_access":
        out += hooks.open_chamber.run(state, cat, hero, first, rng)
    return out


def rename_squares(state: CRState, cat: Catalog, before: Board) -> list[Event]:
    """A1 stays the dungeon's top-left corner: a tile placed west or north of it renames every
    square (columns and rows counted again from the new corner), and the table is told how,
    with the active hero's square as the example (ruling « Square names »)."""
    after = board(state, cat)
    if state.names_origin is None:
        return []
    cols, rows = max(0, state.names_origin[0] - after.x0), max(0, state.names_origin[1] - after.y0)
    if not cols and not rows:
        return []
    state.names_origin = (state.names_origin[0] - cols, state.names_origin[1] - rows)
    renamed = board(state, cat)
    h = state.heroes[state.turn.hero] if state.heroes else None
    sq = h.square if h is not None and h.square is not None else next(iter(sorted(before.kinds)))
    way = "nw" if cols and rows else "w" if cols else "n"
    return [ev("squares-renamed", way=way, old=before.name(sq), new=renamed.name(sq), announce=True)]


def _blocks_of(state: CRState, cat: Catalog, uid: int) -> list[Block]:
    b = board(state, cat)
    return b.placement(uid).blocks()


@hooks.place.fill
def place(state: CRState, cat: Catalog, tile: str, edge: tuple[Block, int]) -> list[Event]:
    """Put ``tile`` beyond ``edge``; its black triangle is remembered for the villain phase."""
    b = board(state, cat)
    shape: TileShape = cat.tiles[tile]
    uid = state.uid()
    p = place_toward(b, shape, uid, edge)
    if p is None:
        return []
    state.tiles.append(TilePlaced(uid=uid, tile=tile, bx=p.bx, by=p.by, rot=p.rot))
    state.turn.placed.append(uid)
    state.turn.black = state.turn.black or shape.black
    out = [ev("tile-placed", tile=tile, black=shape.black, side=side_name(edge[1]), irreversible=True,
              announce=True)]
    out += rename_squares(state, cat, b)
    out += cover_doors(state, cat, uid)
    out += adventure_items(state, cat, uid, tile)
    return out


def adventure_items(state: CRState, cat: Catalog, uid: int, tile: str) -> list[Event]:
    """The adventure's item tokens that come with this tile (the Icon on the Chapel's altar):
    on its first special square, else beside its bone pile."""
    adventure = cat.adventures.get(state.adventure)
    if adventure is None:
        return []
    b = board(state, cat)
    out: list[Event] = []
    for tid, token in adventure.tile_items:
        if tid != tile:
            continue
        squares = [sq for blk in b.placement(uid).blocks() for sq in b.block_squares(blk)]
        special = [sq for sq in squares if (b.kind(sq) or "#") not in ".#B"]
        floor = [sq for sq in squares if b.walkable(sq) and b.kind(sq) != "B"]
        sq = (special or floor)[0]
        state.tokens.append(Token(uid=state.uid(), kind="item", id=token, square=sq))
        out.append(ev("item-placed", item=token, square=b.name(sq)))
    return out


def cover_doors(state: CRState, cat: Catalog, uid: int) -> list[Event]:
    """In an adventure with doors, each open door symbol gets the top closed door token (B69)."""
    adventure = cat.adventures.get(state.adventure)
    if adventure is None or not adventure.doors:
        return []
    b = board(state, cat)
    out: list[Event] = []
    for blk, side in sorted(b.placement(uid).doors()):
        if not state.doors:
            break
        face = state.doors.pop()
        sq = edge_squares(blk, side)[1]
        state.tokens.append(Token(uid=state.uid(), kind="door", id="door", square=sq, face=face,
                                  edge=[blk[0], blk[1], side]))
        out.append(ev("door-closed", square=b.name(sq)))
    return out


def draw_monster(state: CRState, cat: Catalog, hero: int, rng: Rng) -> str | None:
    """The next monster card the hero keeps: a type already in front of the hero is discarded
    and another drawn (B20; ruling A9 for encounters that place monsters). Under Music of the
    Damned two are drawn and the one worth more XP kept (the first on a tie)."""
    card = _draw_monster(state, hero, rng)
    if card is not None and hero_rule(state, cat, hero, "draw_two_monsters"):
        other = _draw_monster(state, hero, rng)
        if other is not None:
            xp = {c: cat.monsters[card_kind(c)].xp for c in (card, other)}
            card, other = (other, card) if xp[other] > xp[card] else (card, other)
            state.monsters.discard.append(other)
    return card


def _draw_monster(state: CRState, hero: int, rng: Rng) -> str | None:
    h = state.heroes[hero]
    held = {card_kind(c) for c in h.cards}
    for _ in range(MAX_REDRAWS):
        card = draw(state.monsters, rng)
        if card is None:
            return None
        if card_kind(card) in held:
            state.monsters.discard.append(card)
            continue
        return card
    return None


def spawn_for_tile(state: CRState, cat: Catalog, hero: int, tile: TilePlaced, rng: Rng) -> list[Event]:
    """A monster card for the new tile; its figure on the tile's bone pile (B20, B24)."""
    b = board(state, cat)
    block = b.placement(tile.uid).blocks()[0]
    instead = plugins.tile_monsters(state, cat, hero, block, rng)  # ACR2's tokens (plugins.py)
    if instead is not None:
        return instead
    if not plugins.base_rule(state, "monsters_per_tile"):  # Barkam, Strahd, Mika, Temps: their own monsters
        return []
    return spawn(state, cat, hero, block, rng)


@hooks.spawn.fill
def spawn(state: CRState, cat: Catalog, hero: int, block: Block, rng: Rng) -> list[Event]:
    """Draw a monster for ``hero`` and put it on ``block``'s bone pile (or nearest free square)."""
    card = draw_monster(state, cat, hero, rng)
    if card is None:
        return []
    b = board(state, cat)
    sq = monster_square(state, b, block)  # near a hero of level 6 or more (high_level.py, L139)
    if sq is None:
        state.monsters.discard.append(card)
        return []
    kind = card_kind(card)
    state.heroes[hero].cards.append(card)
    state.figures.append(Figure(uid=state.uid(), kind=kind, square=sq, card=card))
    return [ev("monster-appears", monster=kind, hero=state.heroes[hero].hero, square=b.name(sq),
               irreversible=True, announce=True)]

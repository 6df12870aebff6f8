"""The markers heroes put on the dungeon with a power or an item, and what they do.

- Glyph of Warding (item): on the user's tile; « the first monster that then arrives on that
  tile takes 1 damage », not one already there (the seed's FAQ, L167-171); then it is gone.
- Consecrated Ground (Thorgrim): on a tile within 1 tile, removing any power's marker there;
  a monster that starts its activation on it takes 1 damage (ours: S2 gives only the placing).
  It stays until Thorgrim places it again.
- Freezing Cloud (Immeril): on a tile with no marker exactly 1 tile away, with 3 cloud
  tokens; at the end of each of Immeril's hero phases a token is removed and each monster on
  that tile takes 1 damage; with the last token the marker goes.
- Illusionary Crowd (Immeril): on any tile with no marker; each monster there goes to a tile
  1 tile away; monsters count the crowd as a hero when choosing a target (its "hero" id is
  :data:`DECOY`: an attack on it hits an illusion). It stays until placed again.

A marker's token is a ``Token(kind="marker")`` on the tile's bone pile; ``face`` holds the
cloud tokens left; the hero who placed it is kept in ``state.flags[OWNERS_KEY]``. A monster a
marker defeats goes to the XP pile and earns its owner the turn's treasure (research A16).
"""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng, RuleError

from . import hooks
from .board import Block, Board, block_of
from .catalog import Catalog
from .content import load_content
from .dungeon import board, landing_square
from .events import ev
from .state import CRState, Figure, Token

GLYPH, CONSECRATED, CLOUD, CROWD = "glyph_of_warding", "consecrated_ground", "freezing_cloud", "illusionary_crowd"
POWER_MARKERS = (GLYPH, CONSECRATED, CLOUD, CROWD)
OWNERS_KEY = "cr-marker-owners"
CLOUD_TOKENS = 3
#: the id the Illusionary Crowd has when monsters take it for a hero
DECOY = "crowd"


def tokens(state: CRState, marker: str | None = None) -> list[Token]:
    """The power and item markers on the dungeon (one of them if ``marker`` is given)."""
    return [t for t in state.tokens if t.kind == "marker" and t.id in POWER_MARKERS and (marker is None or t.id == marker)]


def owner(state: CRState, tok: Token) -> int:
    return int(state.flags.get(OWNERS_KEY, {}).get(str(tok.uid), state.turn.hero))


def _power_target(power: str) -> tuple[str, int]:
    p = load_content().powers[power]
    return p.target.kind, p.target.tiles


def target_tiles(state: CRState, cat: Catalog, hero: int, power: str) -> list[Block]:
    """The tiles the power may put its marker on, in placement order."""
    h = state.heroes[hero]
    if h.square is None:
        return []
    b = board(state, cat)
    kind, n = _power_target(power)
    dist = b.tile_distances(block_of(h.square))
    marked = {block_of(t.square) for t in state.tokens if t.kind in ("marker", "trap", "hazard")}
    out = []
    for blk in b.blocks():
        d = dist.get(blk)
        if d is None and kind != "any_tile":
            continue
        if kind == "tile_within" and d is not None and d > n:
            continue
        if kind == "tile_at" and d != n:
            continue
        if kind != "tile_within" and blk in marked:  # « a tile with no marker »
            continue
        out.append(blk)
    return out


def put(state: CRState, cat: Catalog, hero: int, marker: str, blk: Block, rng: Rng) -> list[Event]:
    """Put ``marker`` on tile ``blk`` for ``hero`` (one marker of each kind: an old one goes)."""
    b = board(state, cat)
    for old in tokens(state, marker):
        state.tokens.remove(old)
    if marker == CONSECRATED:  # « remove any marker there »
        state.tokens = [t for t in state.tokens if not (t in tokens(state) and block_of(t.square) == blk)]
    tok = Token(uid=state.uid(), kind="marker", id=marker, square=b.bone_pile(blk),
                face=str(CLOUD_TOKENS) if marker == CLOUD else "")
    state.tokens.append(tok)
    state.flags.setdefault(OWNERS_KEY, {})[str(tok.uid)] = hero
    out = [ev("marker-put", hero=state.heroes[hero].hero, marker=marker, square=b.name(tok.square),
              kinds={"marker": "token"})]
    if marker == CROWD:
        out += _scatter(state, cat, blk)
    return out


def use_power(state: CRState, cat: Catalog, hero: int, power: str, marker: str, to: Any, rng: Rng) -> list[Event]:
    """A power that puts a marker on the tile of square ``to``."""
    tiles = target_tiles(state, cat, hero, power)
    blk = block_of(to) if to is not None else None
    if blk not in tiles:
        raise RuleError("cr-cannot-place-marker", marker=[f"cr-token-{marker.replace('_', '-')}"])
    return put(state, cat, hero, marker, blk, rng)


def _scatter(state: CRState, cat: Catalog, blk: Block) -> list[Event]:
    """Each monster on the crowd's tile goes to a tile 1 tile away (the first by the bone
    pile's row and column that has a free square)."""
    b = board(state, cat)
    near = sorted(b.neighbours(blk), key=lambda n: (b.bone_pile(n)[1], b.bone_pile(n)[0]))
    return move_monsters_off(state, b, blk, near)


def _hurt(state: CRState, cat: Catalog, fig: Figure, tok: Token, rng: Rng | None) -> list[Event]:
    who = owner(state, tok) if rng is not None else None  # no dice: no treasure drawn
    out = [ev("marker-hurts", marker=tok.id, monster=fig.kind, damage=1, kinds={"marker": "token"})]
    defeated: list[Figure] = []
    out += hooks.wound.run(state, cat, fig, 1, defeated)
    out += hooks.after_defeats.run(state, cat, who, defeated, rng)  # type: ignore[arg-type]
    return out


def arrived(state: CRState, cat: Catalog, fig: Figure, before: Any, rng: Rng | None) -> list[Event]:
    """A monster came onto a tile (from ``before``, None if it was just placed): a Glyph of
    Warding there strikes it once and is gone."""
    here = block_of(fig.square)
    if fig.villain or (before is not None and block_of(before) == here):
        return []
    glyph = next((t for t in tokens(state, GLYPH) if block_of(t.square) == here), None)
    if glyph is None:
        return []
    out = _hurt(state, cat, fig, glyph, rng)
    state.tokens.remove(glyph)
    return out


def activation_starts(state: CRState, cat: Catalog, fig: Figure, rng: Rng) -> list[Event]:
    """A monster starts its activation: on Consecrated Ground it takes 1 damage."""
    ground = next((t for t in tokens(state, CONSECRATED) if block_of(t.square) == block_of(fig.square)), None)
    if ground is None or fig.villain:
        return []
    return _hurt(state, cat, fig, ground, rng)


def hero_phase_end(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The active hero's Freezing Cloud: one token less, 1 damage to each monster there."""
    out: list[Event] = []
    for cloud in tokens(state, CLOUD):
        if owner(state, cloud) != state.turn.hero:
            continue
        left = max(0, int(cloud.face or "0") - 1)
        cloud.face = str(left)
        out.append(ev("cloud-token", hero=state.heroes[state.turn.hero].hero, left=left))
        for fig in [f for f in state.figures if block_of(f.square) == block_of(cloud.square)]:
            out += _hurt(state, cat, fig, cloud, rng)
        if left == 0:
            state.tokens.remove(cloud)
    return out


def decoy_square(state: CRState) -> Any:
    """Where the Illusionary Crowd stands for monsters choosing a hero (None without it)."""
    crowd = tokens(state, CROWD)
    return crowd[0].square if crowd else None


def move_monsters_off(state: CRState, b: Board, block: Block, onto: list[Block]) -> list[Event]:
    """Each monster (not a villain) on ``block`` goes to the landing square of the first tile of
    ``onto`` that has one (it stays when none has); a ``monster-placed`` event each."""
    out = []
    for f in [f for f in state.figures if block_of(f.square) == block and not f.villain]:
        for tile in onto:
            sq = landing_square(state, b, tile)
            if sq is not None:
                f.square = sq
                out.append(ev("monster-placed", monster=f.kind, square=b.name(sq)))
                break
    return out

"""What each adventure adds to the rules (B1, B63, B71): its set-up, its moments (a tile placed,
the sun setting, the first black tile) and what they do, the sun track, the Dark Fountain's HP
tokens."""

from __future__ import annotations

from rules.core import Event, Rng, RuleError

from . import hooks
from .adventure_texts import moment
from .adventure_tokens import hide_on_tile
from .board import BLOCK, SIDES, Block, Sq, block_of, place_toward
from .catalog import AdventureAction, AdventureDef, Catalog
from .dungeon import board, free_squares, landing_square
from .events import ev, text_ids
from .hero_phase import record
from .state import CRState, Figure, TilePlaced, Token

#: the letters the engine gives special squares in a tile's grid (bone piles stay ``B``)
SPECIAL_LETTERS = {
    "stairway": "S", "secret_stairway": "X", "fountain": "F", "altar": "A", "arcane_circle": "C",
    "coffin": "K", "workbench": "W", "laboratory": "L", "den": "N", "nook": "O",
}
#: the d20 needed to remove a Dark Fountain HP token when the adventure prints none
CURE_DEFAULT = 10


def adventure(state: CRState, cat: Catalog) -> AdventureDef:
    return cat.adventures[state.adventure]


def tile_uid(state: CRState, tile: str) -> int | None:
    return next((t.uid for t in state.tiles if t.tile == tile), None)


def tile_squares(state: CRState, cat: Catalog, uid: int) -> list[Sq]:
    b = board(state, cat)
    return [sq for blk in b.placement(uid).blocks() for sq in b.block_squares(blk)]


def special_squares(state: CRState, cat: Catalog, uid: int, special: str) -> list[Sq]:
    b = board(state, cat)
    letter = SPECIAL_LETTERS.get(special, "")
    return [sq for sq in tile_squares(state, cat, uid) if letter and b.kind(sq) == letter]


def start_segment(segment: str, width: int, height: int) -> tuple[Block, int]:
    """A start tile's side segment (``n``, ``s1``...) as the block side it opens."""
    side = "nesw".index(segment[0])
    index = int(segment[1:] or 0)
    if side in (0, 2):
        return (index, 0 if side == 0 else height - 1), SIDES[side]
    return (0 if side == 3 else width - 1, index), SIDES[side]


def set_up(state: CRState, cat: Catalog, adv: AdventureDef) -> None:
    """The tiles joined to the start tile at set-up (Adventure 2's two hallways)."""
    if not adv.placed or not state.tiles:
        return
    start = cat.tiles[state.tiles[0].tile]
    for tile, segment in adv.placed:
        edge = start_segment(segment, start.width, start.height)
        uid = state.uid()
        p = place_toward(board(state, cat), cat.tiles[tile], uid, edge)
        if p is not None:
            state.tiles.append(TilePlaced(uid=uid, tile=tile, bx=p.bx, by=p.by, rot=p.rot))


def hero_squares(state: CRState, cat: Catalog, adv: AdventureDef) -> list[Sq]:
    """Where heroes begin: next to the start tile's stairway, or anywhere on the start tile
    (its floor squares from the bone pile's neighbours outward)."""
    b = board(state, cat)
    uid = state.tiles[0].uid
    squares = tile_squares(state, cat, uid)
    if adv.heroes_at == "adjacent_to_stairway":
        stairs = [sq for sq in squares if b.kind(sq) == "S"]
        near = sorted({n for s in stairs for n in b.neighbours8(s) if b.kind(n) not in ("S", "B")},
                      key=lambda s: (s[1], s[0]))
        if near:
            return near
    floor = [sq for sq in squares if b.kind(sq) == "."]
    pile = b.bone_pile(block_of(squares[0]))
    return sorted(floor, key=lambda s: (max(abs(s[0] - pile[0]), abs(s[1] - pile[1])), s[1], s[0]))


def run(state: CRState, cat: Catalog, on: str, rng: Rng, placed: int | None = None,
        tile: str = "") -> list[Event]:
    """Carry out the adventure's actions for moment ``on`` (with the tile just placed)."""
    out: list[Event] = []
    for index, trig in enumerate(adventure(state, cat).triggers):
        if trig.on != on or (trig.tile and trig.tile != tile):
            continue
        out += moment(adventure(state, cat).id, index)  # its text first: what the players see happen
        for action in trig.actions:
            out += act(state, cat, action, rng, placed)
    return out


def _target_tile(state: CRState, action: AdventureAction, placed: int | None) -> int | None:
    if action.tile:
        return tile_uid(state, action.tile)
    return placed


def act(state: CRState, cat: Catalog, action: AdventureAction, rng: Rng, placed: int | None) -> list[Event]:
    b = board(state, cat)
    uid = _target_tile(state, action, placed)
    if action.kind == "environment":  # in play from the start: its card leaves the deck (Blood Fog)
        state.environment = action.encounter
        state.encounters.cards = [c for c in state.encounters.cards if c.split("#", 1)[0] != action.encounter]
        return [ev("environment", card=action.encounter, announce=True, kinds={"card": "encounter"},
                   card_text=text_ids("encounter", action.encounter))]
    if action.kind == "transform":
        token = next((t for t in state.tokens if t.id == action.token), None)
        if token is None:
            return []
        state.tokens.remove(token)
        return place_villain(state, cat, action.villain, [token.square])
    if uid is None:
        return []
    if action.kind == "place_villain":
        squares = special_squares(state, cat, uid, action.special) if action.special else []
        blk = b.placement(uid).blocks()[0]
        pile = landing_square(state, b, blk)
        return place_villain(state, cat, action.villain, [*squares, *([pile] if pile else [])])
    if action.kind == "place_monsters":
        out: list[Event] = []
        guards: list[int] = state.flags.setdefault("guards", {}).setdefault(state.tiles[
            [t.uid for t in state.tiles].index(uid)].tile, [])
        for _ in range(action.count):
            before = {f.uid for f in state.figures}
            out += hooks.spawn.run(state, cat, state.turn.hero, b.placement(uid).blocks()[0], rng)
            guards += [f.uid for f in state.figures if f.uid not in before]
        return out
    if action.kind == "place_token":
        return place_token(state, cat, uid, action.token, action.special)
    if action.kind == "hp_tokens":
        tile = next(t.tile for t in state.tiles if t.uid == uid)
        state.flags.setdefault("hp_tokens", {})[tile] = action.count
        sq = landing_square(state, b, b.placement(uid).blocks()[0]) or b.bone_pile(b.placement(uid).blocks()[0])
        state.tokens.append(Token(uid=state.uid(), kind="marker", id="hp_tokens", square=sq, face=str(action.count)))
        return [ev("hp-tokens", count=action.count, square=b.name(sq))]
    return []


def place_villain(state: CRState, cat: Catalog, villain: str, squares: list[Sq]) -> list[Event]:
    """A villain enters play on the first free square given (else the nearest free one); a
    villain already in play or defeated does not come again (the Vampire Hunt's Strahd)."""
    if any(f.villain and f.kind == villain for f in state.figures) or villain in state.flags.get("defeated", []):
        return []
    b = board(state, cat)
    taken = {f.square for f in state.figures} | {h.square for h in state.heroes if h.square}
    sq = next((s for s in squares if s not in taken), None)
    if sq is None and squares:
        free = free_squares(state, b, block_of(squares[0]))
        sq = free[0] if free else None
    if sq is None or villain not in cat.monsters:
        return []
    state.figures.append(Figure(uid=state.uid(), kind=villain, villain=True, square=sq, card=villain))
    return [ev("villain-appears", villain=villain, square=b.name(sq), announce=True)]


def place_token(state: CRState, cat: Catalog, uid: int, token: str, special: str) -> list[Event]:
    b = board(state, cat)
    squares = tile_squares(state, cat, uid)
    if special == "stairway_adjacent":
        stairs = [sq for sq in squares if b.kind(sq) == "S"]
        spots = sorted({n for s in stairs for n in b.neighbours8(s) if b.kind(n) not in ("S", "B")},
                       key=lambda s: (s[1], s[0]))
    else:
        spots = special_squares(state, cat, uid, special) if special else []
    taken = {f.square for f in state.figures} | {h.square for h in state.heroes if h.square}
    taken |= {t.square for t in state.tokens}
    spots += [sq for sq in squares if b.kind(sq) == "."]
    sq = next((s for s in spots if s not in taken), None)
    if sq is None:
        return []
    stats = adventure(state, cat).objects.get(token)
    kind = "object" if stats else "item"
    ac, hp = stats or (0, 0)
    state.tokens.append(Token(uid=state.uid(), kind=kind, id=token, square=sq, ac=ac, hp=hp))
    return [ev("item-placed", item=token, square=b.name(sq))]


def sun_tick(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The sun moves one step each turn; when it sets, the adventure's sunset happens."""
    adv = adventure(state, cat)
    if not adv.sun or state.flags.get("sunset"):
        return []
    state.flags["sun"] = state.flags.get("sun", 0) + 1
    if state.flags["sun"] < adv.sun:
        return [ev("sun", left=adv.sun - state.flags["sun"])]
    state.flags["sunset"] = True
    return [ev("sunset", announce=True), *run(state, cat, "sunset", rng)]


@hooks.tile_placed.fill
def tile_placed(state: CRState, cat: Catalog, uid: int, tile: str, black: bool, rng: Rng) -> list[Event]:
    out = run(state, cat, "tile_placed", rng, placed=uid, tile=tile) + hide_on_tile(state, cat, uid, tile)
    if black and not state.flags.get("first_black"):
        state.flags["first_black"] = True
        out += run(state, cat, "first_black_tile", rng, placed=uid, tile=tile)
    return out


@hooks.can_cure.fill
def can_cure(state: CRState, cat: Catalog, hero: int) -> bool:
    adv = adventure(state, cat)
    h = state.heroes[hero]
    if adv.cure is None or h.square is None:
        return False
    uid = tile_uid(state, adv.cure[0])
    b = board(state, cat)
    return (uid is not None and b.tile_of.get(block_of(h.square)) == uid
            and state.flags.get("hp_tokens", {}).get(adv.cure[0], 0) > 0)


@hooks.cure.fill
def cure(state: CRState, cat: Catalog, hero: int, rng: Rng) -> list[Event]:
    """Instead of attacking on the cure tile, a d20 roll removes one HP token on success."""
    adv = adventure(state, cat)
    if adv.cure is None or not can_cure(state, cat, hero):
        raise RuleError("cr-no-trap-here")
    tile, need = adv.cure
    face = rng.die(20)
    ok = face >= (need or CURE_DEFAULT)
    left = state.flags["hp_tokens"][tile] - (1 if ok else 0)
    state.flags["hp_tokens"][tile] = left
    for t in state.tokens:
        if t.kind == "marker" and t.id == "hp_tokens":
            t.face = str(left)
            if left == 0:
                state.tokens.remove(t)
            break
    record(state, hero, "attack")
    return [ev("cure", hero=state.heroes[hero].hero, face=face, need=need or CURE_DEFAULT, success=ok, left=left,
               irreversible=True)]


def start_square_of(state: CRState, x: int, y: int) -> Sq:
    t0 = state.tiles[0]
    return (t0.bx * BLOCK + x, t0.by * BLOCK + y)


@hooks.escort.fill
def escort(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """The escorted token (Kavan) follows a hero who ends a move on its tile: it goes to the
    free square next to that hero nearest to where it stood (then row and column)."""
    token_id = adventure(state, cat).escort
    h = state.heroes[hero]
    token = next((t for t in state.tokens if t.id == token_id), None) if token_id else None
    if token is None or h.square is None:
        return []
    b = board(state, cat)
    if state.flags.get("escort") != hero and block_of(token.square) != block_of(h.square):
        return []
    state.flags["escort"] = hero
    taken = {f.square for f in state.figures} | {x.square for x in state.heroes if x.square}
    taken |= {t.square for t in state.tokens if t is not token}
    spots = [n for n in b.neighbours8(h.square) if n not in taken]
    if not spots or token.square in spots:
        return []
    old = token.square
    token.square = min(spots, key=lambda s: (max(abs(s[0] - old[0]), abs(s[1] - old[1])), s[1], s[0]))
    return [ev("escorted", item=token.id, hero=h.hero, square=b.name(token.square))]

"""Squares chosen after a power's attack: the player puts the figure the card moves.

* Hit and Run (always) and Tide of Iron (on a hit): the user *may* go to any square of their tile;
* Hallowed Advance: each other hero *may* go to a square of a tile within 1 tile of theirs (their
  own player chooses);
* Tide of Iron (on a hit) and Thunderwave: a surviving monster is put on a tile within 1 tile of
  the user, other than the user's and its own (Thunderwave: every monster on the same tile);
* Magic Missile, Hunter's Shot, Split the Tree (on a miss): a monster more than 1 tile away comes
  to a tile 1 tile closer;
* the Scroll of Teleportation (an item): the user puts any of the heroes of their tile, one after
  the other, on one other tile (the first hero placed fixes it);
* Cyrus Belview (an encounter): each other hero's player may put them on the active hero's new
  tile, or leave them where they are.

Each is a ``place`` decision (``Pending``) for the seat that chooses, answered with
``/cr place to:<square>`` among the legal squares (free floor squares of the allowed tiles), or
``/cr pass`` when the card says *may*. An absent player declines what is optional and puts a
monster where the bot used to: the first allowed tile by row and column, its landing square (T4).
"""

from __future__ import annotations

from rules.core import Event, RuleError

from . import hooks
from .board import Block, Sq, block_of
from .catalog import Catalog, PowerDef
from .dungeon import board, landing_square, occupied
from .events import ev, name_ids
from .state import CRState, Figure, Pending, card_kind

KIND = "place"
#: what a decision puts: a monster pushed away or pulled closer, the user, another hero
MONSTER = ("push", "pull")


def _blocks(value: list[list[int]]) -> list[Block]:
    return [(int(b[0]), int(b[1])) for b in value]


def _figure(state: CRState, uid: int) -> Figure | None:
    return next((f for f in state.figures if f.uid == uid), None)


def squares_of_pending(state: CRState, cat: Catalog, p: Pending) -> list[Sq]:
    return squares(state, cat, p)


def squares(state: CRState, cat: Catalog, p: Pending) -> list[Sq]:
    """The legal squares of a ``place`` decision, by row then column."""
    b = board(state, cat)
    taken = occupied(state)
    if "squares" in p.params:  # a move of the hero's speed (Yield Ground): the squares it reaches
        return sorted({(int(q[0]), int(q[1])) for q in p.params["squares"]} - taken, key=lambda s: (s[1], s[0]))
    out = [sq for blk in _blocks(p.params["tiles"]) if blk in b.tile_of
           for sq in b.block_squares(blk) if b.walkable(sq) and sq not in taken]
    return sorted(set(out), key=lambda s: (s[1], s[0]))


def default_square(state: CRState, cat: Catalog, p: Pending) -> Sq | None:
    """Where a monster goes when nobody chooses: the first allowed tile's landing square."""
    b = board(state, cat)
    for blk in _blocks(p.params["tiles"]):
        sq = landing_square(state, b, blk)
        if sq is not None:
            return sq
    return None


def _queue(state: CRState, cat: Catalog, seat: int, hero: int, power: PowerDef | str, what: str, uid: int,
           tiles: list[Block], optional: bool, together: bool = False, source: str = "treasure") -> bool:
    """Ask ``seat`` where to put the figure; ``power`` is a power, or the id of a card of the
    ``source`` kind (a treasure, an encounter). Whether it was asked (a legal square exists)."""
    card = isinstance(power, str)
    p = Pending(kind=KIND, seat=seat, hero=hero,
                params={"what": what, "uid": uid, "tiles": [list(t) for t in tiles], "optional": optional,
                        "power": power if isinstance(power, str) else power.id, "together": together,
                        **({"source": source} if card else {})})
    if squares(state, cat, p):
        state.pending.append(p)
        return True
    return False


def queue_self(state: CRState, cat: Catalog, hero: int, power: str, *, squares: list[Sq] | None = None,
               tiles: list[Block] | None = None, what: str = "speed") -> bool:
    """A power moving its user out of turn (Yield Ground: the squares of a move of its speed;
    Spring Away: the tiles exactly 2 tiles away): the user's player chooses, or stays."""
    h = state.heroes[hero]
    p = Pending(kind=KIND, seat=h.seat, hero=hero, params={
        "what": what, "uid": hero, "tiles": [list(t) for t in tiles or []], "optional": True, "power": power,
        "together": False, **({"squares": [list(q) for q in squares]} if squares is not None else {})})
    if squares_of_pending(state, cat, p):
        state.pending.append(p)
        return True
    return False


def queue_follow(state: CRState, cat: Catalog, card: str, resume: str = "") -> bool:
    """Cyrus Belview: « Each other Hero can place themselves on the active Hero's new tile »: each
    other hero in the dungeon and standing, in turn order from the active hero, is asked on their
    own player's seat (a square of that tile, or stay). Whether anyone was asked. ``resume``
    names what the last answer goes on with outside the villain phase (``variants/questions``)."""
    h = state.active
    if h.square is None:
        return False
    tile = [block_of(h.square)]
    n = len(state.heroes)
    asked = False
    for i in sorted(range(n), key=lambda k: (k - state.turn.hero) % n):
        other = state.heroes[i]
        if i == state.turn.hero or other.square is None or other.escaped or other.down or block_of(
                other.square) == tile[0]:
            continue
        asked = _queue(state, cat, other.seat, i, card_kind(card), "follow", i, tile, optional=True,
                       source="encounter") or asked
    if resume:
        for p in state.pending:
            if p.kind == KIND and p.params["what"] == "follow":
                p.params["resume"] = resume
    return asked


def waiting(state: CRState, resume: str) -> bool:
    """Whether followers are still asked before ``resume`` goes on."""
    return any(p.kind == KIND and p.params.get("resume") == resume for p in state.pending)


def queue_teleport(state: CRState, cat: Catalog, hero: int, card: str) -> None:
    """Scroll of Teleportation: « Put any number of heroes from your tile on another tile »: the
    user's player chooses a square of another tile for each hero of their tile (themselves first,
    then in turn order), or leaves them; all go to the tile of the first one placed."""
    h = state.heroes[hero]
    if h.square is None:
        return
    b = board(state, cat)
    mine = b.tile_of.get(block_of(h.square))
    tiles = sorted((blk for blk in b.tile_of if b.tile_of[blk] != mine), key=lambda k: (k[1], k[0]))
    n = len(state.heroes)
    for i in sorted(range(n), key=lambda k: (k - hero) % n):
        other = state.heroes[i]
        if other.square is None or other.escaped or b.tile_of.get(block_of(other.square)) != mine:
            continue
        _queue(state, cat, h.seat, hero, card, "teleport", i, tiles, optional=True, together=True)


def queue_push(state: CRState, cat: Catalog, hero: int, power: PowerDef, target: Figure) -> None:
    """Tide of Iron, Thunderwave: the monster goes to a tile within 1 tile of the hero, other than
    the hero's and its own."""
    h = state.heroes[hero]
    if h.square is None:
        return
    b = board(state, cat)
    here = block_of(h.square)
    tiles = sorted((blk for blk in b.within(here, 1) if blk not in (here, block_of(target.square))),
                   key=lambda k: (k[1], k[0]))
    _queue(state, cat, h.seat, hero, power, "push", target.uid, tiles, optional=False,
           together=power.reach == "area")


def queue_pull(state: CRState, cat: Catalog, hero: int, power: PowerDef, target: Figure) -> None:
    """Magic Missile on a miss: a monster more than 1 tile away comes to a tile 1 closer."""
    h = state.heroes[hero]
    if h.square is None:
        return
    b = board(state, cat)
    dist = b.tile_distances(block_of(h.square))
    there = block_of(target.square)
    d = dist.get(there)
    if d is None or d <= 1:
        return
    tiles = sorted((blk for blk in b.neighbours(there) if dist.get(blk) == d - 1), key=lambda k: (k[1], k[0]))
    _queue(state, cat, h.seat, hero, power, "pull", target.uid, tiles, optional=False)


def queue_after_attack(state: CRState, cat: Catalog, hero: int, power: PowerDef, hits: int) -> None:
    """The hero's own square (Hit and Run, Tide of Iron) and the other heroes' (Hallowed Advance)."""
    h = state.heroes[hero]
    if h.square is None:
        return
    if power.place_self == "always" or (power.place_self == "hit" and hits):
        _queue(state, cat, h.seat, hero, power, "self", hero, [block_of(h.square)], optional=True)
    if power.heroes_tiles:
        b = board(state, cat)
        n = len(state.heroes)
        for i in sorted(range(n), key=lambda k: (k - hero) % n):
            other = state.heroes[i]
            if i == hero or other.square is None or other.escaped or other.down:
                continue
            tiles = sorted(b.within(block_of(other.square), power.heroes_tiles), key=lambda k: (k[1], k[0]))
            _queue(state, cat, other.seat, i, power, "hero", i, tiles, optional=True)


def prune(state: CRState, cat: Catalog) -> None:
    """Drop the decisions left without a legal square or whose monster is gone."""
    state.pending = [p for p in state.pending if p.kind != KIND or (
        (p.params["what"] not in MONSTER or _figure(state, int(p.params["uid"])) is not None)
        and squares(state, cat, p))]


def answer(state: CRState, cat: Catalog, p: Pending, to: Sq | None) -> list[Event]:
    """Put the figure on ``to`` (``None``: the player declines, when the card says *may*)."""
    b = board(state, cat)
    power = str(p.params["power"])
    kind = _kind(p)
    if to is None:
        if not p.params.get("optional"):
            raise RuleError("cr-place-required", power=power, power_name=name_ids(kind, power))
        state.pending.remove(p)
        who = state.heroes[int(p.params["uid"])]
        out = [ev("place-declined", hero=who.hero, power=power, kinds={"power": kind})]
        prune(state, cat)
        return out
    if to not in squares(state, cat, p):
        raise RuleError("cr-cannot-place-there", square=b.name(to), power_name=name_ids(kind, power))
    state.pending.remove(p)
    out: list[Event]
    if p.params.get("together"):  # Thunderwave, the Scroll: « on one tile »
        for q in state.pending:
            if q.kind == KIND and q.params.get("together") and q.params["power"] == power:
                q.params["tiles"] = [list(block_of(to))]
    if p.params["what"] in MONSTER:
        fig = _figure(state, int(p.params["uid"]))
        assert fig is not None  # pruned otherwise
        fig.square = to
        code = "pushed" if p.params["what"] == "push" else "pulled"
        out = [ev(code, monster=fig.kind, square=b.name(to), kinds={"monster": "villain" if fig.villain else "monster"})]
    else:
        i = int(p.params["uid"])
        who = state.heroes[i]
        frm = who.square
        who.square = to
        out = [ev("power-placed", hero=who.hero, power=power, frm=b.name(frm) if frm else "", to=b.name(to),
                  kinds={"power": kind})]
        out += hooks.pick_up_around.run(state, cat, i, to)
    prune(state, cat)
    return out


def _kind(p: Pending) -> str:
    """The content a decision's ``power`` names: a power, a treasure (the Scroll), an encounter
    (Cyrus Belview)."""
    return str(p.params.get("source", "power"))


def prompt_params(state: CRState, p: Pending) -> dict[str, object]:
    """What the prompt names: the power, and the figure to put (a monster, a hero, oneself)."""
    power = str(p.params["power"])
    out: dict[str, object] = {"power": power, "power_name": name_ids(_kind(p), power), "what": p.params["what"],
                              "optional": bool(p.params.get("optional"))}
    if p.params["what"] in MONSTER:
        fig = _figure(state, int(p.params["uid"]))
        kind = fig.kind if fig is not None else ""
        out["target_name"] = name_ids("villain" if fig is not None and fig.villain else "monster", kind)
    else:
        out["target_name"] = name_ids("hero", state.heroes[int(p.params["uid"])].hero)
    return out

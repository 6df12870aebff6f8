"""Setting a table up for an adventure (B1-B8, B10)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import InvalidActionError, Rng, SeatInfo
from rules.core.i18n import t

from . import adventure_special, adventures, campaign, plugins
from .board import BLOCK
from .campaign_state import CarriedHero
from .catalog import AdventureDef, Catalog, HeroDef
from .content import load_content
from .content.adventures import Adventure
from .dungeon import board
from .options import CROptions
from .state import CRState, Deck, HeroState, PowerCard, TilePlaced, Token
from .treasure import draw, treasure_def


def default_adventure(n_heroes: int) -> str:
    """Adventure 1 (the solo adventure) for one hero, else adventure 2."""
    return "1" if n_heroes == 1 else "2"


def _by_value() -> dict[str, Adventure]:
    """The adventures by the value ``adventure:`` takes: the book's by number, in order, then
    ours by id."""
    keyed = {str(a.number) if a.number is not None else a.id: a for a in load_content().adventures.values()}
    return dict(sorted(keyed.items(), key=lambda kv: (not kv[0].isdigit(), int(kv[0]) if kv[0].isdigit() else 0,
                                                       kv[0])))


def adventure_values() -> list[str]:
    """What ``adventure:`` takes: the book's adventures by number, in order, then ours by id."""
    return list(_by_value())


def adventure_label(value: str, lang: str) -> str | None:
    """An ``adventure:`` value as a menu reads it: « Gauntlet of Terror (1-5 heroes) »."""
    a = _by_value().get(value)
    if a is None:
        return None
    lo, hi = a.players
    name = a.name.en if lang == "en" else a.name.fr
    if lo == hi:
        return t(lang, "cr-adventure-value-exact", {"name": name, "count": lo})
    return t(lang, "cr-adventure-value", {"name": name, "min": lo, "max": hi})


def known_adventures(cat: Catalog) -> list[dict[str, str]]:
    """The values ``adventure:`` takes, each with its name: the book's by number, ours by id."""
    return [{"fr": f"{key} ({a.name.fr})", "en": f"{key} ({a.name.en})"} for key, a in _by_value().items()]


def pick_heroes(cat: Catalog, options: CROptions, count: int, adventure: AdventureDef) -> list[str]:
    if not adventure.min_heroes <= count <= adventure.max_heroes:
        raise InvalidActionError("cr-adventure-heroes", adventure=adventure.id, min=adventure.min_heroes,
                                 max=adventure.max_heroes, count=count,
                                 adventure_name=[f"cr-adventure-{adventure.id.replace('_', '-')}"])
    if not options.heroes:
        return list(cat.heroes)[:count]
    if len(options.heroes) != count:
        raise InvalidActionError("cr-heroes-count", needed=count, given=len(options.heroes))
    for h in options.heroes:
        if h not in cat.heroes:
            raise InvalidActionError("cr-unknown-hero", hero=h, known=", ".join(cat.heroes))
    if len(set(options.heroes)) != count:
        raise InvalidActionError("cr-hero-twice")
    return list(options.heroes)


def pick_powers(cat: Catalog, hero: HeroDef, how: str, rng: Rng) -> list[str]:
    """The adventure book's powers, or a random draw within the hero card's counts (B3, B4)."""
    if how == "recommended" and hero.recommended:
        return list(dict.fromkeys([*hero.fixed, *hero.recommended]))
    chosen = list(hero.fixed)
    for kind, n in sorted(hero.counts.items()):
        pool = sorted(p.id for p in cat.powers.values() if p.hero == hero.id and p.kind == kind and p.id not in chosen)
        rng.shuffle(pool)
        chosen += pool[:n]
    return chosen


def deck(ids: Sequence[tuple[str, int]], rng: Rng) -> Deck:
    """A shuffled deck holding ``copies`` cards ``id#1``.. of each id."""
    cards = [f"{i}#{k}" for i, copies in ids for k in range(1, copies + 1)]
    rng.shuffle(cards)
    return Deck(cards=cards)


def setup_state(cat: Catalog, options: CROptions, seats: Sequence[SeatInfo], rng: Rng,
                rules: dict[str, str]) -> CRState:
    n_seats = len(seats)
    players = list(range(n_seats))  # the seats that play heroes
    seated = plugins.setup_seats(options, players, rng)  # a seat that plays no hero (Strahd's)
    count = len(players) * options.heroes_per_seat
    adventure_id = options.adventure or default_adventure(count)
    adventure = cat.adventures.get(adventure_id)
    if adventure is None:
        raise InvalidActionError("cr-unknown-adventure", adventure=adventure_id, known=known_adventures(cat))
    slots: list[CarriedHero | None] = []
    if options.carry is not None:  # a campaign: the players' heroes (campaign.py)
        slots, _resting = campaign.lineup(options.carry, campaign.keys(options, players), options.heroes_per_seat)
        pick_heroes(cat, options, count, adventure) if options.heroes and not any(slots) else pick_heroes(
            cat, options.model_copy(update={"heroes": []}), count, adventure)  # the adventure's hero count
        picks = campaign.donors(cat, slots, options.heroes)
    else:
        picks = pick_heroes(cat, options, count, adventure)
    heroes: list[HeroState] = []
    for i, hid in enumerate(picks):
        d = cat.heroes[hid]
        powers = pick_powers(cat, d, options.powers, rng)
        heroes.append(HeroState(hero=hid, seat=players[i % len(players)], hp=d.hp, max_hp=d.hp, ac=d.ac, speed=d.speed,
                                surge_value=d.surge, powers=[PowerCard(id=p) for p in powers]))
    state = CRState(adventure=adventure.id, rules=rules, n_seats=n_seats, heroes=heroes, surges=options.surges)
    for finish in seated:
        finish(state)
    # the start tiles and the heroes on them (B10)
    for tile, bx, by, rot in adventure.start:
        state.tiles.append(TilePlaced(uid=state.uid(), tile=tile, bx=bx, by=by, rot=rot))
    adventures.set_up(state, cat, adventure)
    place_heroes(state, cat, adventure)
    for tok, tile, x, y in adventure.items:
        placed = next(t for t in state.tiles if t.tile == tile)
        state.tokens.append(Token(uid=state.uid(), kind="item", id=tok,
                                  square=(placed.bx * BLOCK + x, placed.by * BLOCK + y)))
    # the tile stack: random tiles, then the adventure's tiles among the last ones drawn
    set_aside = {*adventure.special_tiles, *adventure.chamber_tiles, *adventure.extra_tiles,
                 *(s[0] for s in adventure.start), *(p[0] for p in adventure.placed)}
    pool = [t for t in cat.stack_tiles if t not in set_aside]
    rng.shuffle(pool)
    stack = pool[:adventure.random_tiles or len(pool)] + list(adventure.extra_tiles)
    rng.shuffle(stack)
    bottom = stack[:0]
    if adventure.special_tiles:
        depth = max(0, min(adventure.special_depth, len(stack) + len(adventure.special_tiles)) - len(
            adventure.special_tiles))
        bottom, stack = stack[:depth] + list(adventure.special_tiles), stack[depth:]
        rng.shuffle(bottom)
    state.tile_stack = bottom + stack
    adventure_special.set_up(state, cat)  # tiles set out, heroes apart, face-down tokens
    # decks (B2)
    state.monsters = deck([(m.id, cat.monster_copies) for m in cat.monsters.values() if not m.villain], rng)
    state.encounters = deck([(e.id, e.copies) for e in cat.encounters.values() if adventure.woa_cards or not e.woa],
                            rng)
    state.treasures = deck([(t.id, t.copies) for t in cat.treasures.values() if t.kind != "adventure"], rng)
    state.flags["cr-ties"] = options.ties  # the villain phase's TIES_KEY
    plugins.setup_step("setup_decks", state, cat, options, rng)  # the variants' first cards (Strahd's hand)
    if adventure.chamber_tiles:
        chamber = list(adventure.chamber_tiles)
        rng.shuffle(chamber)
        state.flags["chamber_pile"] = chamber
    if adventure.doors:
        faces = list(cat.door_faces)
        rng.shuffle(faces)
        state.doors = faces
    if options.carry is not None:  # the cards the campaign's heroes carry leave the decks
        campaign.set_aside(state, options.carry, slots)
    # a starting item for each hero: draw and discard until an item (B5, ruling A17)
    for h in state.heroes:
        for _ in range(len(state.treasures.cards) + len(state.treasures.discard)):
            card = draw(state.treasures, rng)
            if card is None:
                break
            if treasure_def(cat, card).kind == "item":
                h.items.append(card)
                break
            state.treasures.discard.append(card)
    plugins.setup_step("setup_items", state, cat, options, rng)  # the variants' counters (the Barkam system's)
    adventures.run(state, cat, "setup", rng)
    # the first player (B8)
    n = len(state.heroes)
    first = options.first if options.first in players else players[rng.randint(0, len(players) - 1)] if len(
        players) > 1 else players[0]
    state.turn.hero = next(i for i in range(n) if state.heroes[i].seat == first)
    plugins.setup_step("setup_first", state, cat, options, rng)  # the turn order (Geno Warcry's initiative)
    return state


def place_heroes(state: CRState, cat: Catalog, adventure: AdventureDef) -> None:
    if not state.tiles:
        return
    t0 = state.tiles[0]
    x0, y0 = t0.bx * BLOCK, t0.by * BLOCK
    b = board(state, cat)
    squares = [(x0 + x, y0 + y) for x, y in adventure.start_squares]
    if adventure.heroes_at:
        squares += adventures.hero_squares(state, cat, adventure)
    if len(squares) < len(state.heroes):
        extra = [sq for blk in b.placement(t0.uid).blocks() for sq in b.block_squares(blk)
                 if b.kind(sq) == "." and sq not in squares]
        squares += extra
    for h, sq in zip(state.heroes, squares, strict=False):
        h.square = sq

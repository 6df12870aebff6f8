"""Who the actor is about: the facts about each hero, the clause tests, and target choice
with the documented tie-breaks (T1-T3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import high
from .geometry import Distances
from .language import Target, When
from .reasoning import Activation
from .world import Actor, Square, World

if TYPE_CHECKING:
    from collections.abc import Callable

FAR = 10**6


class NeedChoice(Exception):
    """A tie the players break (option ``ties: choose``), or a reaction power a hero may use,
    and no answer is known yet."""

    def __init__(self, key: str, rule: str, candidates: list[str], default: str, kind: str = "tie",
                 seat: int | None = None, **about: int) -> None:
        super().__init__(key)
        self.key = key
        self.rule = rule
        self.candidates = candidates
        self.default = default
        #: ``tie``, or ``reaction`` (a hero's power against a hit: rules/ravenloft/reactions.py),
        #: asked to ``seat`` (None: the active player), ``about`` its heroes (holder, hero)
        self.kind = kind
        self.seat = seat
        self.about = about


class Decider:
    """Breaks ties between heroes: by the documented order (``auto``), or by the answers the
    players gave (``choose``; without an answer yet, :class:`NeedChoice` is raised)."""

    def __init__(self, mode: str = "auto", answers: dict[str, str] | None = None, reactions: bool = False) -> None:
        self.mode = mode
        self.answers = dict(answers or {})
        self.counter = 0
        #: whether heroes are asked for their powers against a hit (the villain phase's own
        #: activations, which it can replay; not those inside an encounter such as Frenzy)
        self.reactions = reactions

    def pick(self, prefix: str, rule: str, tied: list[str], ordered: list[str]) -> tuple[str, bool]:
        """The hero picked among ``tied`` (``ordered`` is the documented order); whether the
        players picked it."""
        self.counter += 1
        if self.mode != "choose" or len(tied) < 2:
            return ordered[0], False
        key = f"{prefix}#{self.counter}"
        answer = self.answers.get(key)
        if answer in tied:
            return answer, True
        raise NeedChoice(key, rule, tied, ordered[0])


@dataclass
class HeroFacts:
    hero: str
    name: Any
    square: Square
    tile: str
    tiles: int | None
    squares: int | None
    adjacent: bool
    turn: int  # position in turn order from the active hero

    @property
    def same_tile(self) -> bool:
        return self.tiles == 0


def hero_facts(world: World, dist: Distances, actor: Actor) -> list[HeroFacts]:
    """Every hero monsters may see (standing, in the dungeon), in turn order."""
    board = world.board
    here = actor.square
    tile = board.tile_of(here)
    steps = set(board.steps_from(here))
    out = []
    for turn, hero in enumerate(world.heroes()):
        sq = world.hero_square(hero)
        if sq is None or world.hero_hp(hero) <= 0:
            continue
        htile = board.tile_of(sq)
        if htile is None or tile is None:
            continue
        tiles, adjacent = board.tile_distance(tile, htile), sq in steps and sq != here
        if world.hero_high(hero):  # diagonal tiles count as joined toward this hero (high.py, L135-137)
            tiles = high.nearer(tiles, high.distance(board, tile, htile))
            adjacent = adjacent or high.corner_adjacent(board, here, sq)
        out.append(HeroFacts(
            hero=hero, name=world.hero_name(hero), square=sq, tile=htile,
            tiles=tiles, squares=dist.squares(here, sq), adjacent=adjacent, turn=turn,
        ))
    if actor.kind in ("monster", "villain"):  # an Illusionary Crowd, taken for a hero
        for n, (decoy, sq) in enumerate(world.decoys(), start=len(out)):
            htile = board.tile_of(sq)
            if htile is not None and tile is not None:
                out.append(HeroFacts(hero=decoy, name=world.hero_name(decoy), square=sq, tile=htile,
                                     tiles=board.tile_distance(tile, htile), squares=dist.squares(here, sq),
                                     adjacent=sq in steps and sq != here, turn=n))
    return out


def fact_lines(act: Activation, facts: list[HeroFacts]) -> None:
    for f in facts:
        act.add("cr-why-fact", hero=f.name, tiles=-1 if f.tiles is None else f.tiles,
                squares=-1 if f.squares is None else f.squares, adjacent="yes" if f.adjacent else "no")
    if not facts:
        act.add("cr-why-no-hero")


def _yn(value: bool) -> str:
    return "yes" if value else "no"


def check(when: When, world: World, actor: Actor, facts: list[HeroFacts], act: Activation,
          flags: set[str]) -> bool:
    """Whether every test of ``when`` holds; each test adds its line to the record."""
    board = world.board
    tile = board.tile_of(actor.square)
    ok = True
    for name in when.fields_set_in_order():
        value = getattr(when, name)
        code = "cr-why-t-" + name.replace("_", "-").rstrip("-")
        heroes: list[HeroFacts] = []
        params: dict[str, Any] = {"value": value} if not isinstance(value, (When, list, bool)) else {}
        if name == "hero_adjacent":
            heroes = [f for f in facts if f.adjacent]
            result = bool(heroes) == value
        elif name == "hero_on_tile":
            heroes = [f for f in facts if f.same_tile]
            result = bool(heroes) == value
        elif name == "hero_within_tiles":
            heroes = [f for f in facts if f.tiles is not None and f.tiles <= value]
            result = bool(heroes)
        elif name == "hero_beyond_tiles":
            heroes = [f for f in facts if f.tiles is not None and f.tiles <= value]
            result = not heroes
        elif name == "heroes_on_tile_at_least":
            heroes = [f for f in facts if f.same_tile]
            result = len(heroes) >= value
        elif name == "monsters_on_tile_at_least":
            others = [f for f in world.figures() if f != actor.id and board.tile_of(world.figure_square(f)) == tile]
            params["count"] = len(others)
            result = len(others) >= value
        elif name == "monsters_in_play_at_least":
            params["count"] = len(world.monster_figures())
            result = params["count"] >= value
        elif name == "start_tile_in_play":
            result = bool(world.start_blocks()) == value
        elif name == "self_hp_at_most":
            hp = world.figure_hp(actor.id)[0] if actor.kind in ("monster", "villain") else 0
            params["hp"] = hp
            result = hp <= value
        elif name == "self_damaged":
            hp, full = world.figure_hp(actor.id) if actor.kind in ("monster", "villain") else (0, 0)
            params["hp"] = hp
            result = (hp < full) == value
        elif name == "token_on_tile":
            result = tile is not None and value in world.tokens_on_tile(tile)
        elif name == "on_tile_named":
            result = tile is not None and world.tile_kind(tile) == value
        elif name == "unexplored_edge_on_tile":
            result = (tile is not None and world.has_unexplored_edge(tile)) == value
        elif name == "flag":
            result = value in flags
        elif name == "active_hero_hp_at_most":
            hp = world.hero_hp(world.active_hero())
            params["hp"] = hp
            result = hp <= value
        elif name == "any_of":
            act.add("cr-why-t-any-of")
            result = False
            for sub in value:
                if check(sub, world, actor, facts, act, flags):
                    result = True
                    break
        elif name == "not_":
            act.add("cr-why-t-not")
            result = not check(value, world, actor, facts, act, flags)
        else:  # pragma: no cover - the model lists every test
            raise ValueError(name)
        if name not in ("any_of", "not_"):
            if name.startswith("hero"):
                params["heroes"] = [f.name for f in heroes]
            act.add(code, result=_yn(result), **params)
        ok = ok and result
        if not ok:
            break
    return ok


_CRITERIA: dict[str, Callable[[HeroFacts, World], int]] = {
    "tiles": lambda f, w: FAR if f.tiles is None else f.tiles,
    "squares": lambda f, w: FAR if f.squares is None else f.squares,
    "most_hp": lambda f, w: -w.hero_hp(f.hero),
    "least_hp": lambda f, w: w.hero_hp(f.hero),
    "lowest_ac": lambda f, w: w.hero_ac(f.hero),
    "fewest_monsters": lambda f, w: w.monster_cards_of(f.hero),
}


def select(target: Target, world: World, actor: Actor, facts: list[HeroFacts], that: list[str],
           act: Activation, decider: Decider) -> list[str]:
    """The hero ids ``target`` names, in the order they are dealt with (T3: turn order)."""
    by_id = {f.hero: f for f in facts}
    if target.pick == "self":
        return []
    if target.pick == "that":
        return [h for h in that if h in by_id]
    pool = [f for f in facts if _passes(target, f, world)]
    if target.pick == "active_hero":
        active = world.active_hero()
        return [active] if active in {f.hero for f in pool} else []
    if not pool:
        act.add("cr-why-no-target", target=_describe(target))
        return []
    if target.pick == "each":
        if len(pool) > 1:
            act.add("cr-why-each", heroes=[f.name for f in pool])
        return [f.hero for f in pool]
    criteria = [] if target.pick == "closest" else [target.pick]
    if target.adjacent:
        criteria += ["squares"]
        rule = "T2"
    else:
        criteria += ["tiles", "squares"]
        rule = "T1"
    def key(f: HeroFacts) -> tuple[int, ...]:
        return (*(_CRITERIA[c](f, world) for c in criteria), f.turn)

    ranked = sorted(pool, key=key)
    best = ranked[0]
    tied = [f for f in ranked if key(f)[:-1] == key(best)[:-1]]
    # which criterion separated the best from the runners-up (turn order if none did)
    by = "turn"
    for i, crit in enumerate(criteria):
        level = [f for f in ranked if key(f)[: i + 1] == key(best)[: i + 1]]
        first = [f for f in ranked if key(f)[:i] == key(best)[:i]]
        if len(first) > 1 and len(level) == 1:
            by = crit
            break
    picked_id, chosen = decider.pick(actor.id, rule, [f.hero for f in tied], [f.hero for f in tied])
    picked = by_id[picked_id]
    others = [f.name for f in ranked if f.hero != picked_id and key(f)[:1] == key(best)[:1]]
    if chosen:
        act.add("cr-why-chosen", hero=picked.name, others=[f.name for f in tied if f.hero != picked_id])
    elif others:
        act.add("cr-why-tie", rule=rule, hero=picked.name, others=others, by=["cr-by-" + by.replace("_", "-")])
    else:
        act.add("cr-why-pick", hero=picked.name, target=_describe(target))
    return [picked_id]


def _passes(target: Target, f: HeroFacts, world: World) -> bool:
    if target.adjacent and not f.adjacent:
        return False
    if target.on_tile and not f.same_tile:
        return False
    if target.within_tiles is not None and (f.tiles is None or f.tiles > target.within_tiles):
        return False
    if target.other_than_active and f.hero == world.active_hero():
        return False
    if target.monster_on_tile is not None:
        crowded = any(world.board.tile_of(world.figure_square(m)) == f.tile for m in world.monster_figures())
        if crowded != target.monster_on_tile:
            return False
    return not (target.pick == "closest" and f.tiles is None)


def _describe(target: Target) -> list[str]:
    """The target rule as a message parameter (``val-cr-target-*``)."""
    if target.adjacent:
        word = "adjacent"
    elif target.on_tile:
        word = "on-tile"
    elif target.within_tiles is not None:
        word = "within"
    else:
        word = target.pick.replace("_", "-")
    return ["cr-target-" + word]

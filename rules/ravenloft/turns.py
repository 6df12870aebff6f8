"""The turn: hero, exploration and villain phases in order, then the next hero (B15)."""

from __future__ import annotations

from rules.core import Event, Rng, RuleError

from . import adventure_special, adventures, end, plugins
from .board import block_of
from .catalog import Catalog
from .conditions import end_of_hero_phase, heal_hero, start_of_hero_phase
from .dungeon import board, heroes_on
from .encounters import at_moment
from .events import ev
from .exploration import explorable, must_explore, side_name
from .markers import hero_phase_end
from .reactions import explore_then_stealth
from .state import CRState, TurnState
from .villain_phase import run_villain_phase


def start_turn(state: CRState, cat: Catalog, hero: int, rng: Rng, first: bool = False) -> list[Event]:
    """The hero's turn begins: poison, then the surge check (B16, B32, B44), then the
    adventure's start-of-turn objectives. An escaped hero plays only the villain phase (B48)."""
    number = state.turn.number if first else state.turn.number + 1
    state.turn = TurnState(hero=hero, phase="hero", number=number)
    plugins.new_turn(state)  # the variants' per-turn counters (Barkam's: plugins.py)
    h = state.heroes[hero]
    out = [ev("turn", hero=h.hero, number=number)]
    if h.escaped:
        return out + to_villain(state, cat, rng)
    out += start_of_hero_phase(state, cat, hero)
    out += plugins.hero_phase_start(state, cat, hero)  # ACR2: a level may be bought now (plugins.py)
    out += end.check(state, cat, starting=hero)
    if state.over is None:
        out += moment(state, cat, "hero_phase_start", rng)
    return out


def moment(state: CRState, cat: Catalog, at: str, rng: Rng) -> list[Event]:
    """The environment's and curses' triggers at the hero phase's start or end (B50-B51)."""
    if state.environment is None and not any(h.curses for h in state.heroes):
        return []
    return at_moment(state, cat, at, rng)


def aid(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """Thorgrim's Aid: at the end of his hero phase, if he did not attack, another hero on his
    tile regains 1 HP (the most wounded, then turn order; B76)."""
    h = state.heroes[hero]
    if cat.heroes[h.hero].ability != "aid" or state.turn.attacked or h.square is None or h.down:
        return []
    others = [i for i in heroes_on(state, block_of(h.square))
              if i != hero and state.heroes[i].hp < state.heroes[i].max_hp]
    if not others:
        return []
    n = len(state.heroes)
    best = min(others, key=lambda i: (state.heroes[i].hp - state.heroes[i].max_hp, (i - hero) % n))
    return heal_hero(state, best, 1)


def escape(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """A hero on the adventure's escape square at the end of the hero phase leaves (B48)."""
    h = state.heroes[hero]
    letters = cat.adventures[state.adventure].escape
    if not letters or h.square is None or h.down:
        return []
    b = board(state, cat)
    kind = b.kind(h.square)
    if kind is None or kind not in letters:
        return []
    only = cat.adventures[state.adventure].escape_tile
    if only and next(t.tile for t in state.tiles if t.uid == b.tile_of[block_of(h.square)]) != only:
        return []
    h.escaped = True
    h.square = None
    return [ev("escaped", hero=h.hero, announce=True)]


def end_hero_phase(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """Conditions end, poison is rolled, Aid and escape apply, then exploration (B18)."""
    hero = state.turn.hero
    out = aid(state, cat, hero)
    out += moment(state, cat, "hero_phase_end", rng)
    out += hero_phase_end(state, cat, rng)  # a Freezing Cloud's token
    out += end_of_hero_phase(state, hero, rng)
    out += escape(state, cat, hero)
    state.turn.phase = "exploration"
    out += end.check(state, cat)
    if state.over is not None:
        return out
    instead = plugins.after_hero_phase(state, cat, rng)  # ACR2, Barkam, Geno Warcry, the exploration variants
    if instead is not None:
        return out + instead
    edges = explorable(state, cat, hero)
    if not edges:
        return out + to_villain(state, cat, rng)
    if len(edges) == 1 and must_explore(state, cat, hero):  # one edge and no choice (the Scout's too)
        return out + explore_then_stealth(state, cat, hero, edges[0], rng) + to_villain(state, cat, rng)
    return out  # the player chooses the edge (a corner square, or the Scout) or not to explore (the Scout)


def choose_edge(state: CRState, cat: Catalog, side: str | None, rng: Rng) -> list[Event]:
    """The exploring hero names the edge (``n``, ``e``, ``s``, ``w``) or, if allowed, none."""
    hero = state.turn.hero
    edges = explorable(state, cat, hero)
    if side is None:
        if must_explore(state, cat, hero):
            raise RuleError("cr-must-explore")
        return to_villain(state, cat, rng)
    edge = next((e for e in edges if side_name(e[1]) == side), None)
    if edge is None:
        raise RuleError("cr-no-edge-there", side=side)
    return explore_then_stealth(state, cat, hero, edge, rng) + to_villain(state, cat, rng)


def to_villain(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    instead = plugins.villain_phase_start(state, cat, rng)  # the Strahd player's Menace, monsters, encounter
    return instead if instead is not None else enter_villain(state, cat, rng)


def enter_villain(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    state.turn.phase = "villain"
    state.turn.villain_step = 0
    if state.pending:  # a power answers the exploration first (Stealth); the answer resumes here
        return []
    return resume_villain(state, cat, rng)


def resume_villain(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """Run (or go on with) the villain phase; once no decision is pending, the next hero."""
    out = run_villain(state, cat, rng)
    out += end.check(state, cat)
    if state.pending or state.over is not None:
        return out
    ended = plugins.villain_phase_end(state, cat)  # the Strahd player may buy cards (plugins.py)
    if ended:
        out += ended
        if state.pending:
            return out
    return out + next_turn(state, cat, rng)


def next_turn(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The player on the left plays (B15). Once every hero has left the dungeon without
    winning, the adventure is lost (ruling: nobody is left to finish it)."""
    if all(h.escaped for h in state.heroes):
        state.over = "defeat"
        state.over_reason = "cr-defeat-left"
        return [ev("defeat", reason="left", target="", announce=True, kinds={"target": ""})]
    instead = plugins.next_turn(state, cat, rng)  # Geno Warcry's round (plugins.py)
    if instead is not None:
        return instead
    nxt = (state.turn.hero + 1) % len(state.heroes)
    out = adventure_special.end_of_turn(state, cat) + adventures.sun_tick(state, cat, rng)
    return out + start_turn(state, cat, nxt, rng)


def run_villain(state: CRState, cat: Catalog, rng: Rng) -> list[Event]:
    """The villain phase (encounter, villains, the active hero's cards), run by the villain
    helper's ``run_villain_phase`` unless the catalog names another runner."""
    if cat.villain is not None:
        return cat.villain(state, rng, cat)
    return run_villain_phase(state, rng, cat)

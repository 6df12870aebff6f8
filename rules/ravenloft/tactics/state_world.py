"""The engine's state seen as the interpreter's :class:`~rules.ravenloft.tactics.world.World`.

Heroes are named by their index in ``state.heroes`` (as text), figures by their uid, tiles
by their 4x4 block (the Start tile is two tiles, ruling A2). Tactics, attacks and encounter
effects come from the content (``rules.ravenloft.content``); the numbers the engine keeps in
its catalog (AC, HP, disarm values) come from the catalog.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter

from rules.core import Event, Rng

from .. import hooks, plugins
from ..adventure_tokens import no_regeneration
from ..board import Block, Board, block_of
from ..catalog import Catalog
from ..conditions import add_condition, damage_hero, heal_hero, hero_ac, speed
from ..content import load_content
from ..dungeon import board as build_board
from ..encounters import drawn_event, hero_moment, resolve
from ..events import name_ids
from ..markers import CROWD, DECOY, activation_starts, arrived, decoy_square
from ..state import CRState, card_kind
from ..treasure import earn
from ..treasure_effects import dazed, respite
from .language import Attack, Clause, EncounterEffects
from .world import Actor, Square, World

FLAGS_KEY = "cr-villain-figure-flags"
ANSWERS_KEY = "cr-villain-answers"
_CLAUSES = TypeAdapter(list[Clause])
_ATTACKS = TypeAdapter(dict[str, Attack])


def fluent(content_id: str) -> str:
    return content_id.replace("_", "-")


def name(kind: str, content_id: str) -> list[str]:
    """A content name as an event parameter: the content's ``val-cr-<kind>-<id>`` message."""
    return [f"cr-{kind}-{fluent(content_id)}"]


@lru_cache(maxsize=1)
def _content() -> Any:
    return load_content()


@lru_cache(maxsize=128)
def card_script(kind: str) -> tuple[dict[str, Attack], list[Clause], str | None, int, bool]:
    """(attacks, tactics, monster type, regeneration, villain?) of a monster or villain id;
    a kind the content does not know has no tactics (it stands still)."""
    content = _content()
    entry = content.monsters.get(kind) or content.villains.get(kind)
    if entry is None:
        return {}, [], None, 0, False
    attacks = _ATTACKS.validate_python({k: a.model_dump() for k, a in entry.attacks.items()})
    tactics = _CLAUSES.validate_python([t.model_dump(exclude_none=True) for t in entry.tactics])
    villain = kind in content.villains
    return attacks, tactics, entry.type, getattr(entry, "regeneration", 0), villain


@lru_cache(maxsize=256)
def encounter_effects(kind: str) -> EncounterEffects:
    """An encounter's effects from the content (none until the content ships that card)."""
    entries = getattr(_content(), "encounters", {})
    entry = entries.get(kind)
    if entry is None:
        return EncounterEffects()
    effects = getattr(entry, "effects", None)
    if isinstance(effects, EncounterEffects):
        return effects
    return EncounterEffects.model_validate(effects.model_dump() if effects is not None else {})


class BlockBoard:
    """The engine's board through the interpreter's Board protocol (tiles are blocks)."""

    def __init__(self, board: Board) -> None:
        self.b = board
        # the engine caches one Board per dungeon layout: keep what is computed on it there,
        # so the next activations and villain phases reuse it (figures play no part in it)
        cache = board.__dict__.setdefault("_cr_villain_cache", {"tiles": {}, "steps": {}, "fields": {}})
        self._dist: dict[Block, dict[Block, int]] = cache["tiles"]
        self._steps: dict[Square, list[Square]] = cache["steps"]
        self.shared_fields: dict[Square, dict[Square, int]] = cache["fields"]

    def tile_of(self, square: Square) -> Block | None:  # type: ignore[override]
        return block_of(square) if self.b.walkable(square) else None

    def tile_distance(self, a: Block, b: Block) -> int | None:  # type: ignore[override]
        d = self._dist.get(a)
        if d is None:
            d = self._dist[a] = self.b.tile_distances(a)
        return d.get(b)

    def tile_neighbours(self, tile: Block) -> list[Block]:  # type: ignore[override]
        return self.b.neighbours(tile)

    def squares_of(self, tile: Block) -> list[Square]:  # type: ignore[override]
        return [sq for sq in self.b.block_squares(tile) if self.b.walkable(sq)]

    def bone_pile(self, tile: Block) -> Square:  # type: ignore[override]
        return self.b.bone_pile(tile)

    def diagonal_neighbours(self, tile: Block) -> list[Block]:
        """The blocks of other tiles placed diagonally to ``tile`` (touching at a corner)."""
        own = self.b.tile_of.get(tile)
        return [d for dx in (-1, 1) for dy in (-1, 1)
                if (d := (tile[0] + dx, tile[1] + dy)) in self.b.tile_of and self.b.tile_of[d] != own]

    def corner_adjacent(self, a: Square, b: Square) -> bool:
        """Two floor squares touching across the corner of two diagonally placed tiles."""
        ba, bb = block_of(a), block_of(b)
        return (abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1 and ba[0] != bb[0] and ba[1] != bb[1]
                and self.b.walkable(a) and self.b.walkable(b) and bb in self.diagonal_neighbours(ba))

    def steps_from(self, square: Square) -> list[Square]:
        steps = self._steps.get(square)
        if steps is None:
            steps = self._steps[square] = self.b.neighbours8(square)
        return steps


class StateWorld(World):
    """A live view of ``state`` as the interpreter's World: every change goes straight into it
    (the decks, cards and markers of the villain phase: :class:`~.table.StateTable`)."""

    def __init__(self, state: CRState, cat: Catalog, rng: Rng | None = None) -> None:
        self.state = state
        self.cat = cat
        #: the game's dice, for what a move sets off (a glyph defeating a monster draws treasure)
        self._rng = rng
        self.engine_board = build_board(state, cat)
        self.board = BlockBoard(self.engine_board)  # type: ignore[assignment]

    def _rebuild(self) -> None:
        self.engine_board = build_board(self.state, self.cat)
        self.board = BlockBoard(self.engine_board)  # type: ignore[assignment]

    # ----------------------------------------------------------------- heroes
    def _h(self, hero: str) -> Any:
        return self.state.heroes[int(hero)]

    def active_hero(self) -> str:
        return str(self.state.turn.hero)

    def heroes(self) -> list[str]:
        n = len(self.state.heroes)
        return [str((self.state.turn.hero + k) % n) for k in range(n)]

    def hero_square(self, hero: str) -> Square | None:
        if hero == DECOY:
            return decoy_square(self.state)  # type: ignore[no-any-return]
        h = self._h(hero)
        return None if h.escaped else h.square

    def hero_hp(self, hero: str) -> int:
        if hero == DECOY:
            return 1
        return int(self._h(hero).hp)

    def hero_high(self, hero: str) -> bool:
        """A hero of level 6 or more under ACR2's levels (seed L135-137)."""
        high = plugins.high_level(self.state)  # ACR2's levels only (plugins.py)
        if hero == DECOY or high is None:
            return False
        return int(self._h(hero).level) >= high

    def hero_ac(self, hero: str) -> int:
        if hero == DECOY:
            return 1  # every attack « hits » the illusion, to no effect
        return hero_ac(self.state, self.cat, int(hero))

    def hero_name(self, hero: str) -> list[str]:  # type: ignore[override]
        if hero == DECOY:
            return name("token", CROWD)
        return name_ids("hero", self._h(hero).hero)  # a custom hero (acr2, hybrid): its own name

    def hero_seat(self, hero: str) -> int:
        return int(self._h(hero).seat)

    def monster_cards_of(self, hero: str) -> int:
        if hero == DECOY:
            return 0
        return sum(1 for c in self._h(hero).cards if card_kind(c) in self.cat.monsters)

    # ----------------------------------------------------------------- figures
    def _f(self, figure: str) -> Any:
        uid = int(figure)
        return next(f for f in self.state.figures if f.uid == uid)

    def figures(self) -> list[str]:
        return [str(f.uid) for f in self.state.figures]

    def figure_square(self, figure: str) -> Square:
        return self._f(figure).square  # type: ignore[no-any-return]

    def figure_hp(self, figure: str) -> tuple[int, int]:
        f = self._f(figure)
        full = self.cat.monsters[f.kind].hp if f.kind in self.cat.monsters else 1
        full *= plugins.hp_factor(self.state)  # damage dice (L484-490)
        return full - f.damage, full

    def figure_flags(self, figure: str) -> set[str]:
        flags = set(self.state.flags.get(FLAGS_KEY, {}).get(figure, []))
        f = next((f for f in self.state.figures if str(f.uid) == figure), None)
        if f is not None and no_regeneration(self.state, self.cat, f.kind):  # the Silver Dagger (adventure 8)
            flags.add("no_regeneration")
        return flags

    def figure_name(self, figure: str) -> list[str]:  # type: ignore[override]
        f = self._f(figure)
        return name("villain" if f.villain else "monster", f.kind)

    def figure_category(self, figure: str) -> str | None:
        return card_script(self._f(figure).kind)[2]

    def hero_speed(self, hero: str) -> int:
        return speed(self.state, int(hero), self.cat)

    def hero_powers(self, hero: str) -> list[tuple[str, str, bool]]:
        return [(p.id, self.cat.powers[p.id].kind, p.used) for p in self._h(hero).powers if p.id in self.cat.powers]

    def hero_treasures(self, hero: str) -> list[str]:
        h = self._h(hero)
        return [*h.spent_items, *h.items]

    def least_treasure(self, hero: str) -> str:
        """A spent item first (it is worth nothing more), else the item received last."""
        h = self._h(hero)
        return h.spent_items[0] if h.spent_items else h.items[-1]

    def start_blocks(self) -> list[Any]:
        return [b for t in self.state.tiles if t.tile == "start" for b in self.engine_board.placement(t.uid).blocks()]

    def tokens_on_tile(self, tile: Any) -> list[str]:
        return [t.id for t in self.state.tokens if block_of(t.square) == tile]

    def tile_kind(self, tile: Any) -> str:
        uid = self.engine_board.tile_of[tile]
        return next(t.tile for t in self.state.tiles if t.uid == uid)

    def tile_name(self, tile: Any) -> list[str]:  # type: ignore[override]
        return name("tile", self.tile_kind(tile))

    def has_unexplored_edge(self, tile: Any) -> bool:
        return any(b == tile for b, _ in self.engine_board.unexplored_edges())

    def occupied(self, square: Square) -> bool:
        if self.state.figure_at(square) is not None or self.state.hero_at(square) is not None:
            return True
        return any(t.square == square for t in self.state.tokens if t.kind == "object")

    # ----------------------------------------------------------------- changes
    def move_figure(self, figure: str, square: Square) -> list[Event]:
        f = self._f(figure)
        before, f.square = f.square, square
        return arrived(self.state, self.cat, f, before, self._rng)

    def before_activation(self, actor: Actor, rng: Rng) -> tuple[list[Event], bool]:
        self._rng = rng
        if actor.kind != "monster":
            return [], True
        f = self._f(actor.id)
        events = activation_starts(self.state, self.cat, f, rng)
        return events, f in self.state.figures

    def skip_card(self, instance: str) -> bool:
        return dazed(self.state, instance)

    def respite(self) -> bool:
        return respite(self.state)

    def decoys(self) -> list[tuple[str, Square]]:
        square = decoy_square(self.state)
        return [] if square is None else [(DECOY, square)]

    def damage_hero(self, hero: str, amount: int) -> list[Event]:
        if hero == DECOY:
            return [Event(code="cr-illusion-struck", params={"crowd": name("token", CROWD)})]
        return damage_hero(self.state, int(hero), amount, source="monster")

    def react_to_hit(self, hero: str, actor: Any, decider: Any) -> list[Event]:
        if not decider.reactions:
            return []
        decider.counter += 1
        used = hooks.ask_or_answer.run(self.state, self.cat, int(hero), tuple(actor.square) if actor.square else None,
                             decider.answers, f"react#{decider.counter}",
                             int(actor.id) if str(actor.id).isdigit() else -1)
        return [] if used is None else hooks.apply_hit.run(self.state, self.cat, used[0], used[1], int(hero), int(actor.id))

    def after_attacked(self, hero: str, actor: Any, decider: Any, damaged: bool = False) -> None:
        if hero == DECOY or decider is None or not decider.reactions or not str(actor.id).isdigit():
            return
        decider.counter += 1
        used = hooks.ask_yield.run(self.state, self.cat, int(hero), damaged, decider.answers, f"yield#{decider.counter}",
                         int(actor.id))
        if used is not None:
            self.__dict__.setdefault("_ripostes", []).append(("yield", int(hero), used, int(actor.id)))
        used = hooks.ask_riposte.run(self.state, self.cat, int(hero), tuple(actor.square) if actor.square else None,
                           decider.answers, f"riposte#{decider.counter}", int(actor.id))
        if used is not None:
            self.__dict__.setdefault("_ripostes", []).append(("riposte", int(hero), used, int(actor.id)))

    def run_ripostes(self, rng: Rng) -> list[Event]:
        out: list[Event] = []
        for what, hero, power, figure in self.__dict__.pop("_ripostes", []):
            if what == "riposte":
                out += hooks.riposte.run(self.state, self.cat, hero, power, figure, rng)
                continue
            events, asked = hooks.yield_ground.run(self.state, self.cat, hero, power)
            out += events
            if asked:
                self.__dict__["_placing_asked"] = True
        return out

    def give_condition(self, hero: str, condition: str) -> list[Event]:
        if hero == DECOY:
            return []
        return add_condition(self.state, int(hero), condition)  # type: ignore[arg-type]

    def heal_hero(self, hero: str, amount: int) -> list[Event]:
        return heal_hero(self.state, int(hero), amount)

    def heal_figure(self, figure: str, amount: int) -> list[Event]:
        f = self._f(figure)
        f.damage = max(0, f.damage - amount * plugins.hp_factor(self.state))
        return []

    def place_hero(self, hero: str, square: Square) -> None:
        self._h(hero).square = square

    def set_power_used(self, hero: str, power: str, used: bool) -> list[Event]:
        h = self._h(hero)
        card = next(p for p in h.powers if p.id == power)
        card.used = used
        return [Event(code="cr-power-turned", params={
            "hero": self.hero_name(hero), "power": name("power", power), "side": "down" if used else "up"})]

    def discard_treasure(self, hero: str, card: str, rng: Rng) -> list[Event]:
        h = self._h(hero)
        (h.spent_items if card in h.spent_items else h.items).remove(card)
        self.state.treasures.discard.append(card)
        out = [Event(code="cr-treasure-discarded", params={"hero": self.hero_name(hero),
                                                           "card": name("treasure", card_kind(card))})]
        return out + hero_moment(self, "treasure_discarded", hero, rng)

    def set_flag(self, figure: str, flag: str, on: bool) -> None:
        flags = self.state.flags.setdefault(FLAGS_KEY, {})
        mine = set(flags.get(figure, []))
        (mine.add if on else mine.discard)(flag)
        flags[figure] = sorted(mine)

    def spawn_monster(self, tile: Any, monster: str | None, rng: Rng, *, by: str | None = None,
                      square: Square | None = None) -> list[Event]:
        hero = self.state.turn.hero if by is None else int(by)
        before = len(self.state.figures)
        out = hooks.spawn.run(self.state, self.cat, hero, tile, rng)
        if square is not None and len(self.state.figures) > before and not self.occupied(square):
            self.state.figures[-1].square = square
            for e in out:
                if e.code == "cr-monster-appears":
                    e.params["square"] = self.engine_board.name(square)
        if len(self.state.figures) > before:
            out += arrived(self.state, self.cat, self.state.figures[-1], None, rng)
        return out

    def explore_near(self, square: Square, count: int, rng: Rng) -> list[Event]:
        """Explore the unexplored edges nearest ``square`` as a hero would (a tile and its
        monster), without the encounter such tiles would bring (ruling A15)."""
        out: list[Event] = []
        for _ in range(count):
            before = (list(self.state.turn.placed), self.state.turn.black)
            placed: list[Event] = []
            for edge in self._edges_near(square):
                placed = hooks.explore.run(self.state, self.cat, self.state.turn.hero, edge, rng)
                if any(e.code == "cr-tile-placed" for e in placed):
                    break
            self.state.turn.placed, self.state.turn.black = before
            self._rebuild()
            out += placed
            if not any(e.code == "cr-tile-placed" for e in placed):
                break
        return out

    def _edges_near(self, squares: Square | list[Square]) -> list[tuple[Block, int]]:
        heres = [block_of(sq) for sq in (squares if isinstance(squares, list) else [squares])]

        def away(block: Block) -> int:
            found = [d for h in heres if (d := self.board.tile_distance(h, block)) is not None]
            return min(found) if found else 99

        return sorted(self.engine_board.unexplored_edges(), key=lambda e: (away(e[0]), e[0][1], e[0][0], e[1]))

    def _stack_tile(self, top: bool) -> str | None:
        stack = self.state.tile_stack
        if not stack:
            return None
        return stack.pop() if top else stack.pop(0)

    def _place_near(self, square: Square | list[Square], tile: str) -> list[Event]:
        before = (list(self.state.turn.placed), self.state.turn.black)
        for edge in self._edges_near(square):
            placed = hooks.place.run(self.state, self.cat, tile, edge)
            if placed:
                self.state.turn.placed, self.state.turn.black = before  # no encounter for it (A15)
                self._rebuild()
                return placed
        self.state.tile_stack.insert(0, tile)
        return []

    def place_tile_from_bottom(self, near: list[Square], rng: Rng) -> tuple[Any, list[Event]]:
        tile = self._stack_tile(top=False)
        placed = self._place_near(near, tile) if tile is not None else []
        if tile is None or not placed:
            return None, []
        uid = self.state.tiles[-1].uid
        # what placing any tile brings (squares renamed, the adventure's item), told here in
        # place of the « tile placed » line, and what the adventure does when this tile comes
        # into play (the Workshop's Golem): a tile from the bottom of the stack is placed too
        out = [e for e in placed if e.code != "cr-tile-placed"]
        out += hooks.tile_placed.run(self.state, self.cat, uid, tile, self.cat.tiles[tile].black, rng)
        self._rebuild()
        return self.engine_board.placement(uid).blocks()[0], out

    def draw_treasure(self, count: int, rng: Rng) -> list[Event]:
        out: list[Event] = []
        for _ in range(count):
            self.state.turn.treasure_drawn = False
            out += earn(self.state, self.cat, self.state.turn.hero, rng)
        return out

    def change_surges(self, amount: int) -> list[Event]:
        self.state.surges = max(0, self.state.surges + amount)
        return [Event(code="cr-surges-changed", params={"amount": amount, "surges": self.state.surges})]

    def draw_encounter(self, rng: Rng) -> list[Event]:
        out: list[Event] = []
        for _ in range(10):  # a trap or hazard already there: another card
            card = self.draw_encounter_card(rng)
            if card is None:
                return out
            out.append(drawn_event(card))
            res = resolve(self, card, rng)
            out += res.events
            if not res.redraw:
                break
        return out

    def activate_again(self, what: str, rng: Rng) -> list[Event]:
        return hooks.activate_all.run(self, what, rng)

    def hero_attacks(self, attacker: str, target: str, rng: Rng) -> list[Event]:
        """The attacker's chosen at-will attack power (else the first, card order) on another
        hero, with everything the power does (``rules/ravenloft/whispers.py``)."""
        choices = self.at_will_attacks(attacker)
        if not choices or target == DECOY:
            return []
        chosen = getattr(self, "chosen_at_will", None)
        power = chosen if chosen in choices else choices[0]
        return hooks.attack_hero.run(self.state, self.cat, int(attacker), int(target), power, rng)

    def at_will_attacks(self, hero: str) -> list[str]:
        return hooks.at_will_attacks.run(self.state, self.cat, int(hero))

    def discard_card(self, actor: Actor) -> list[Event]:
        for h in self.state.heroes:
            if actor.id in h.cards:
                h.cards.remove(actor.id)
                self._drop_token(actor.id)
                break
        self.state.encounters.discard.append(actor.id)
        return [Event(code="cr-card-discarded", params={"card": actor.name})]

    def start_tile(self) -> Any:
        first = self.state.tiles[0]
        return self.engine_board.placement(first.uid).blocks()[0]

    def placed_tiles(self) -> list[Any]:
        return [b for t in self.state.tiles for b in self.engine_board.placement(t.uid).blocks()]

    def square_label(self, square: Square) -> str:
        return self.engine_board.name(square)

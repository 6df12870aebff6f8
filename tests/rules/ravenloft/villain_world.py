"""A small hand-built dungeon for the interpreter's tests: 4x4 tiles on a grid of blocks.

Squares are named like the picture: column letter from A, row number from 1 (global).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from rules.core import Event, Rng
from rules.ravenloft.tactics.language import EncounterEffects
from rules.ravenloft.tactics.world import (
    Actor,
    EncounterCard,
    HeldCard,
    Square,
    Table,
    World,
)


class Scripted(Rng):
    """An Rng returning the given values in order."""

    def __init__(self, values: list[int] | None = None) -> None:
        super().__init__(seed="00" * 32)
        self.values = list(values or [])

    def randint(self, lo: int, hi: int) -> int:
        if not self.values:
            raise AssertionError("rolled more dice than scripted")
        v = self.values.pop(0)
        assert lo <= v <= hi, (v, lo, hi)
        self.counter += 1
        return v


def sq(name: str) -> Square:
    return (ord(name[0].upper()) - ord("A"), int(name[1:]) - 1)


def label(square: Square) -> str:
    return f"{chr(ord('A') + square[0])}{square[1] + 1}"


@dataclass
class Tile:
    block: tuple[int, int]
    kind: str
    pile: Square
    walls: set[Square] = field(default_factory=set)


class ToyBoard:
    """Tiles joined when side by side (whole sides open), walls inside tiles."""

    def __init__(self, tiles: dict[str, Tile]) -> None:
        self.tiles = tiles
        self.at: dict[tuple[int, int], str] = {t.block: tid for tid, t in tiles.items()}

    def tile_of(self, square: Square) -> str | None:
        tid = self.at.get((square[0] // 4, square[1] // 4))
        if tid is None or square in self.tiles[tid].walls:
            return None
        return tid

    def tile_neighbours(self, tile: str) -> list[str]:
        bx, by = self.tiles[tile].block
        return sorted(self.at[b] for b in ((bx + 1, by), (bx - 1, by), (bx, by + 1), (bx, by - 1)) if b in self.at)

    def tile_distance(self, a: str, b: str) -> int | None:
        seen = {a: 0}
        frontier = [a]
        while frontier:
            nxt = []
            for t in frontier:
                for n in self.tile_neighbours(t):
                    if n not in seen:
                        seen[n] = seen[t] + 1
                        nxt.append(n)
            frontier = nxt
        return seen.get(b)

    def squares_of(self, tile: str) -> list[Square]:
        bx, by = self.tiles[tile].block
        return [(bx * 4 + i, by * 4 + j) for j in range(4) for i in range(4)
                if (bx * 4 + i, by * 4 + j) not in self.tiles[tile].walls]

    def bone_pile(self, tile: str) -> Square:
        return self.tiles[tile].pile

    def _floor(self, square: Square) -> bool:
        return self.tile_of(square) is not None

    def steps_from(self, square: Square) -> list[Square]:
        out = []
        x, y = square
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if (dx, dy) == (0, 0):
                    continue
                nxt = (x + dx, y + dy)
                if not self._floor(nxt):
                    continue
                if dx and dy and not self._floor((x + dx, y)) and not self._floor((x, y + dy)):
                    continue  # between two walls placed diagonally
                out.append(nxt)
        return out


@dataclass
class Hero:
    name: str
    square: Square | None
    hp: int
    ac: int
    seat: int
    monsters: int = 0
    conditions: list[str] = field(default_factory=list)
    speed: int = 6
    powers: list[tuple[str, str, bool]] = field(default_factory=list)
    treasures: list[str] = field(default_factory=list)


@dataclass
class Figure:
    card: str
    square: Square
    hp: int
    max_hp: int
    flags: set[str] = field(default_factory=set)
    category: str | None = None


class ToyWorld(World):
    """Heroes in turn order (the first is active), figures by id, a log of changes."""

    def __init__(self, board: ToyBoard, heroes: dict[str, Hero], figures: dict[str, Figure] | None = None,
                 effects: list[tuple[EncounterEffects, str | None]] | None = None) -> None:
        self.board = board
        self.hero = heroes
        self.order = list(heroes)
        self.figure = figures or {}
        self.effects = effects or []
        self.log: list[tuple] = []
        self.tokens: dict[str, list[str]] = {}
        self.surges = 2

    def active_hero(self) -> str:
        return self.order[0]

    def heroes(self) -> list[str]:
        return list(self.order)

    def hero_square(self, hero: str) -> Square | None:
        return self.hero[hero].square

    def hero_hp(self, hero: str) -> int:
        return self.hero[hero].hp

    def hero_ac(self, hero: str) -> int:
        return self.hero[hero].ac

    def hero_name(self, hero: str) -> str:
        return self.hero[hero].name

    def hero_seat(self, hero: str) -> int:
        return self.hero[hero].seat

    def monster_cards_of(self, hero: str) -> int:
        return self.hero[hero].monsters

    def figures(self) -> list[str]:
        return list(self.figure)

    def figure_square(self, figure: str) -> Square:
        return self.figure[figure].square

    def figure_hp(self, figure: str) -> tuple[int, int]:
        f = self.figure[figure]
        return f.hp, f.max_hp

    def figure_flags(self, figure: str) -> set[str]:
        return set(self.figure[figure].flags)

    def figure_name(self, figure: str) -> str:
        return self.figure[figure].card.capitalize()

    def figure_category(self, figure: str) -> str | None:
        return self.figure[figure].category

    def hero_speed(self, hero: str) -> int:
        return self.hero[hero].speed

    def hero_powers(self, hero: str) -> list[tuple[str, str, bool]]:
        return list(self.hero[hero].powers)

    def hero_treasures(self, hero: str) -> list[str]:
        return list(self.hero[hero].treasures)

    def set_power_used(self, hero: str, power: str, used: bool) -> list[Event]:
        h = self.hero[hero]
        h.powers = [(p, k, used if p == power else u) for p, k, u in h.powers]
        self.log.append(("power", hero, power, "down" if used else "up"))
        return []

    def discard_treasure(self, hero: str, card: str, rng: Rng) -> list[Event]:
        self.hero[hero].treasures.remove(card)
        self.log.append(("discard-treasure", hero, card))
        return []

    def tokens_on_tile(self, tile: str) -> list[str]:
        return list(self.tokens.get(tile, []))

    def tile_kind(self, tile: str) -> str:
        return self.board.tiles[tile].kind

    def tile_name(self, tile: str) -> str:
        return self.board.tiles[tile].kind.capitalize()

    def has_unexplored_edge(self, tile: str) -> bool:
        return len(self.board.tile_neighbours(tile)) < 2

    def lasting_effects(self) -> list[tuple[EncounterEffects, str | None]]:
        return list(self.effects)

    def move_figure(self, figure: str, square: Square) -> list[Event]:
        self.log.append(("move", figure, label(square)))
        self.figure[figure].square = square
        return []

    def damage_hero(self, hero: str, amount: int) -> list[Event]:
        h = self.hero[hero]
        h.hp = max(0, h.hp - amount)
        self.log.append(("damage", hero, amount))
        return [Event(code="cr-hero-down", params={"hero": h.name})] if h.hp == 0 else []

    def give_condition(self, hero: str, condition: str) -> list[Event]:
        if condition not in self.hero[hero].conditions:
            self.hero[hero].conditions.append(condition)
        self.log.append(("condition", hero, condition))
        return []

    def heal_hero(self, hero: str, amount: int) -> list[Event]:
        self.hero[hero].hp += amount
        self.log.append(("heal", hero, amount))
        return []

    def heal_figure(self, figure: str, amount: int) -> list[Event]:
        f = self.figure[figure]
        f.hp = min(f.max_hp, f.hp + amount)
        self.log.append(("heal", figure, amount))
        return []

    def place_hero(self, hero: str, square: Square) -> None:
        self.hero[hero].square = square
        self.log.append(("place", hero, label(square)))

    def set_flag(self, figure: str, flag: str, on: bool) -> None:
        (self.figure[figure].flags.add if on else self.figure[figure].flags.discard)(flag)

    def spawn_monster(self, tile: str, monster: str | None, rng: Rng, *, by: str | None = None,
                      square: Square | None = None) -> list[Event]:
        self.log.append(("spawn", tile, monster))
        return []

    def explore_near(self, square: Square, count: int, rng: Rng) -> list[Event]:
        self.log.append(("explore", label(square), count))
        return []

    def place_tile_from_bottom(self, near: list[Square], rng: Rng) -> tuple[str | None, list[Event]]:
        self.log.append(("bottom-tile", label(near[0])))
        return None, []

    def draw_treasure(self, count: int, rng: Rng) -> list[Event]:
        self.log.append(("treasure", count))
        return []

    def change_surges(self, amount: int) -> list[Event]:
        self.surges += amount
        self.log.append(("surges", amount))
        return []

    def draw_encounter(self, rng: Rng) -> list[Event]:
        self.log.append(("encounter",))
        return []

    def activate_again(self, what: str, rng: Rng) -> list[Event]:
        self.log.append(("activate", what))
        return []

    def hero_attacks(self, attacker: str, target: str, rng: Rng) -> list[Event]:
        self.log.append(("hero-attacks", attacker, target))
        return []

    def discard_card(self, actor: Actor) -> list[Event]:
        self.log.append(("discard", actor.id))
        return []

    def start_tile(self) -> str:
        return next(iter(self.board.tiles))

    def placed_tiles(self) -> list[str]:
        return list(self.board.tiles)

    def square_label(self, square: Square) -> str:
        return label(square)


def row_of_tiles(n: int) -> ToyBoard:
    """``n`` tiles in a row, west to east: t0 (A1-D4), t1 (E1-H4)... bone piles on row 2."""
    return ToyBoard({f"t{i}": Tile(block=(i, 0), kind=f"k{i}", pile=(4 * i + 1, 1)) for i in range(n)})


class ToyTable(ToyWorld, Table):
    """A ToyWorld with decks, held cards, markers, villains and the XP pile."""

    def __init__(self, board: ToyBoard, heroes: dict[str, Hero], figures: dict[str, Figure] | None = None, *,
                 monsters: dict[str, tuple[dict, list]] | None = None, encounters: dict[str, EncounterCard] | None = None,
                 deck: list[str] | None = None, held: dict[str | int, list[HeldCard]] | None = None,
                 xp: list[int] | None = None, due: bool = True, villain_ids: list[str] | None = None) -> None:
        super().__init__(board, heroes, figures)
        self.monster_cards = monsters or {}  # card id -> (attacks, tactics)
        self.cards = encounters or {}
        self.deck = list(deck or [])
        self.discards: list[str] = []
        self.held = {s: list(v) for s, v in (held or {}).items()}
        self.xp = list(xp or [])
        self.due = due
        self.env: str | None = None
        self.cursed: list[tuple[str, str]] = []
        self.villain_ids = list(villain_ids or [])
        self.regen: dict[str, int] = {}

    # ToyWorld's lasting_effects reads the fixed list; a table reads its cards
    def lasting_effects(self):
        return Table.lasting_effects(self)

    def encounter_due(self) -> bool:
        return self.due

    def draw_encounter_card(self, rng: Rng) -> EncounterCard | None:
        if not self.deck:
            return None
        return self.cards[self.deck.pop(0)]

    def discard_encounter(self, card: str) -> None:
        self.discards.append(card)
        self.log.append(("discard-encounter", card))

    def encounter_card(self, card: str) -> EncounterCard:
        return self.cards[card]

    def xp_cards(self) -> list[int]:
        return list(self.xp)

    def spend_xp_cards(self, indexes: list[int]) -> None:
        self.xp = [v for i, v in enumerate(self.xp) if i not in indexes]

    def environment(self) -> str | None:
        return self.env

    def set_environment(self, card: str | None) -> None:
        self.env = card

    def curses(self) -> list[tuple[str, str]]:
        return list(self.cursed)

    def add_curse(self, card: str, hero: str) -> None:
        self.cursed.append((card, hero))

    def remove_curse(self, card: str, hero: str) -> None:
        self.cursed.remove((card, hero))

    def markers_on_tile(self, tile: str, kind: str) -> list[str]:
        return [h.card for cards in self.held.values() for h in cards if h.kind == kind and h.tile == tile]

    def _key(self, owner: str) -> str | int:
        """Held cards are kept by hero id, or by seat when the table was given seats."""
        return self.hero[owner].seat if any(isinstance(k, int) for k in self.held) else owner

    def held_cards(self, owner: str) -> list[HeldCard]:
        return list(self.held.get(self._key(owner), []))

    def hold_card(self, card: HeldCard) -> None:
        self.held.setdefault(self._key(card.owner), []).append(card)

    def drop_held(self, instance: str) -> None:
        for cards in self.held.values():
            cards[:] = [h for h in cards if h.instance != instance]

    def villains(self) -> list[str]:
        return [v for v in self.villain_ids if v in self.figure]

    def figures_of(self, monster: str) -> list[str]:
        return [f for f, fig in self.figure.items() if fig.card == monster]

    def monster_actor(self, figure: str) -> Actor:
        fig = self.figure[figure]
        attacks, tactics = self.monster_cards[fig.card]
        kind = "villain" if figure in self.villain_ids else "monster"
        owner = next((self.hero[o].seat for o in self.hero for h in self.held_cards(o) if h.card == fig.card), None)
        return Actor(kind=kind, id=figure, card=fig.card, name=fig.card.capitalize(), square=fig.square,
                     attacks=attacks, tactics=tactics, controller=owner, regenerate=self.regen.get(fig.card, 0))

    def active_seat(self) -> int:
        return self.hero[self.active_hero()].seat

    def snapshot(self) -> object:
        return copy.deepcopy((self.hero, self.figure, self.log, self.held, self.xp, self.deck, self.discards))

    def restore(self, snapshot: object) -> None:
        (self.hero, self.figure, self.log, self.held, self.xp, self.deck, self.discards) = copy.deepcopy(snapshot)

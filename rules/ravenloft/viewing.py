"""What a seat sees of a Castle Ravenloft game: the models the picture is drawn from.

Everything in Castle Ravenloft is public except the order of the decks, so every seat (and a
spectator) sees the same dungeon; the decks are shown by their sizes only. The view is built
from the engine's state by :func:`build_view` (rules.ravenloft.viewing_state) and carries, beside
the dungeon, an info command's answer: the squares it highlights and the card it shows.

Coordinates are the dungeon's global square grid (x to the east, y to the south); a tile
occupies a block of squares (4 x 4, the Start tile 4 x 8). Names shown to players come
translated in both languages (:class:`Text`), so the picture needs no catalog lookup for
content and a view drawn in French or English is the same view.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from rules.core import Model
from rules.ravenloft.variants.strahd.models import StrahdView

Side = Literal["n", "e", "s", "w"]

#: one character per square in :attr:`TileView.grid` (the content's own ``.``, ``#``, ``o``)
FLOOR, WALL, BONES, SCORCH = ".", "#", "o", "x"
#: special squares: stairs or ladder, coffin, altar, fountain, door symbol, other
STAIRS, COFFIN, ALTAR, FOUNTAIN, DOOR, OTHER = "s", "c", "a", "f", "d", "*"
SQUARE_CODES = (FLOOR, WALL, BONES, SCORCH, STAIRS, COFFIN, ALTAR, FOUNTAIN, DOOR, OTHER)


class Text(Model):
    """A name or short text in both languages."""

    fr: str
    en: str = ""

    def get(self, lang: str) -> str:
        return (self.en or self.fr) if lang == "en" else (self.fr or self.en)


class TileView(Model):
    """A placed tile: its block of squares, what each square is, its name and triangle."""

    id: str
    #: placement order (0: the start tile), shown on the tile
    number: int = 0
    x: int
    y: int
    #: rows of square codes (``FLOOR``, ``WALL``, ``BONES``...), north to south
    grid: list[str]
    #: each square's name as players type it, row by row ("" for a square without one)
    names: list[list[str]] = Field(default_factory=list)
    name: Text | None = None
    #: the name on the picture when the whole name does not fit the tile's width
    short: Text | None = None
    triangle: Literal["white", "black", "none"] = "none"
    #: the side the triangle points to (toward the tile it was placed from)
    points: Side | None = None
    #: chamber tile, long corridor...: a word for the frame's colour
    kind: Literal["normal", "start", "chamber", "corridor"] = "normal"

    @property
    def w(self) -> int:
        return max((len(r) for r in self.grid), default=0)

    @property
    def h(self) -> int:
        return len(self.grid)


class Edge(Model):
    """One side of one square: an unexplored edge, a door, a wall between two tiles."""

    x: int
    y: int
    side: Side


class PowerView(Model):
    id: str
    name: Text
    #: at_will, daily, utility (the content's kinds)
    kind: str
    used: bool = False


class HeroView(Model):
    id: str
    seat: int
    #: the seat's player, as the table knows them
    player: str = ""
    name: Text
    #: race and class, e.g. « Humaine roublarde »
    title: Text | None = None
    level: int = 1
    pos: tuple[int, int] | None = None
    hp: int
    max_hp: int
    ac: int
    speed: int
    surge: int
    #: condition ids: slowed, immobilized, dazed, poisoned, or a curse's id
    conditions: list[str] = Field(default_factory=list)
    #: the hero's grammatical gender (``f`` or ``m``): French condition labels agree with it
    gender: str = "m"
    curses: list[Text] = Field(default_factory=list)
    powers: list[PowerView] = Field(default_factory=list)
    items: list[Text] = Field(default_factory=list)
    escaped: bool = False
    #: ACR2: the healing surges this hero holds (None: the party shares its surges)
    surges: int | None = None


class MonsterView(Model):
    id: str
    kind: str
    name: Text
    #: the figure's number among its kind (its card's: ``zombie#2`` -> 2; 0: the only one)
    number: int = 0
    #: a label drawn on the figure instead of the one made from the name (« Zo2 »)
    label: str = ""
    pos: tuple[int, int] | None = None
    hp: int
    max_hp: int
    villain: bool = False
    #: the hero whose player holds its card (None: a villain, or nobody)
    owner: str | None = None

    def short(self, lang: str) -> str:
        """The label on the figure: « Zo2 », « SF1 » (Squelette Flamboyant), « CS »."""
        return self.label or short_name(self.name.get(lang)) + (str(self.number) if self.number else "")


#: words a short label skips (« Nuée de Rats » -> NR)
_SMALL = {"de", "des", "du", "la", "le", "les", "d", "l", "of", "the", "von", "a", "an"}


def short_name(name: str) -> str:
    """Two letters for a name: its first two letters, or the initials of its first two words."""
    words = [w for w in name.replace("'", " ").replace("-", " ").split() if w.lower() not in _SMALL]
    if len(words) >= 2:
        return (words[0][0] + words[1][0]).upper()
    word = words[0] if words else name
    return word[:1].upper() + word[1:2].lower()


class MarkerView(Model):
    """A token or marker on the dungeon: a trap, a hazard, an item, a door, a cloud..."""

    kind: str
    name: Text
    #: the letter drawn on it (default: the first of its name)
    label: str = ""
    pos: tuple[int, int] | None = None
    #: on a tile rather than a square: the tile's id (drawn on its bone pile's corner)
    tile: str | None = None
    count: int = 0
    #: a door: the side of ``pos`` it stands on
    side: Side | None = None

    def letter(self, lang: str) -> str:
        return (self.label or self.name.get(lang) or "?")[:1].upper()


class CardLine(Model):
    """One line of a card picture: a caption and its text."""

    caption: Text | None = None
    text: Text


class CardView(Model):
    """A card asked for by an info command: a hero, a monster, a power, a treasure..."""

    kind: Literal["hero", "monster", "villain", "power", "treasure", "encounter", "tile", "decks"]
    title: Text
    subtitle: Text | None = None
    #: numbers shown as a row of boxes (AC 14, HP 8...): caption message suffix -> value
    stats: list[tuple[str, str]] = Field(default_factory=list)
    lines: list[CardLine] = Field(default_factory=list)


class RavenloftView(Model):
    """What a seat (or a spectator, ``seat=None``) sees."""

    game: Literal["ravenloft"] = "ravenloft"
    seat: int | None = None
    adventure: Text
    turn: int = 1
    #: hero, exploration, villain, over
    phase: str = "hero"
    #: the active hero's id
    active: str | None = None
    tiles: list[TileView]
    unexplored: list[Edge] = Field(default_factory=list)
    heroes: list[HeroView] = Field(default_factory=list)
    monsters: list[MonsterView] = Field(default_factory=list)
    markers: list[MarkerView] = Field(default_factory=list)
    xp: int = 0
    surges: int = 2
    environment: Text | None = None
    #: the environment card's text, shown under its name (« every card readable in play »)
    environment_text: Text | None = None
    #: the last move: the squares walked, and the square attacked if any
    last_path: list[tuple[int, int]] = Field(default_factory=list)
    last_target: tuple[int, int] | None = None
    #: the adventure's sun track: turns left before sunset (None: no track), and whether it set
    sun_left: int | None = None
    sunset: bool = False
    #: remaining cards: tiles, monsters, encounters, treasures
    decks: dict[str, int] = Field(default_factory=dict)
    #: the end: "victory" or "defeat"
    outcome: str | None = None
    #: an info answer: the squares it shows (or those a power lets a player choose now), and the
    #: card asked for
    highlight: list[tuple[int, int]] = Field(default_factory=list)
    card: CardView | None = None
    #: the square the picture centres on when the dungeon is too large to show whole
    focus: tuple[int, int] | None = None
    #: lines a variant adds to the party's counters (Geno Warcry's initiative order)
    notes: list[Text] = Field(default_factory=list)
    #: the Strahd player (variant strahd): Menace and card counts; his hand only in his view
    strahd: StrahdView | None = None

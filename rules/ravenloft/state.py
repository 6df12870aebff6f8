"""Castle Ravenloft's game state (pydantic, JSON round-tripping).

Ids refer to the content (``rules/ravenloft/content``): hero, power, monster, villain,
encounter, treasure and tile ids. A *card* of a deck with several copies is written
``<id>#<n>`` (``zombie#2``); :func:`card_kind` gives the id back.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from rules.core import Model
from rules.ravenloft.variants.strahd.models import StrahdState

from .campaign_state import CampaignPlay
from .variants.acr2.state import Acr2State
from .variants.barkam.state import BarkamState
from .variants.dice.state import DiceState
from .variants.geno.state import GenoState
from .variants.hybrid.state import SheetsState
from .variants.xplore.state import XploreState

Phase = Literal["hero", "exploration", "villain", "over"]
Action = Literal["move", "attack"]
Condition = Literal["slowed", "immobilized", "dazed", "poisoned"]
CONDITIONS: tuple[str, ...] = ("slowed", "immobilized", "dazed", "poisoned")


def card_kind(card: str) -> str:
    """The content id of a card (``zombie#2`` -> ``zombie``)."""
    return card.split("#", 1)[0]


class PowerCard(Model):
    """A power card in front of a hero; ``used`` means turned face down (B34)."""

    id: str
    used: bool = False


class Boost(Model):
    """A temporary bonus to ``stat`` (attack, damage, ac, speed, disarm) that ends when this
    hero's hero phase has ended ``phases`` more times."""

    stat: str
    value: int
    phases: int = 1
    source: str = ""


class HeroState(Model):
    """One hero on the table."""

    hero: str
    #: the seat that plays this hero
    seat: int
    square: tuple[int, int] | None = None
    hp: int
    max_hp: int
    ac: int
    speed: int
    surge_value: int
    level: int = 1
    powers: list[PowerCard] = Field(default_factory=list)
    #: treasure items kept in front of the hero (B57)
    items: list[str] = Field(default_factory=list)
    #: items used once and turned over (a potion drunk stays in play face down)
    spent_items: list[str] = Field(default_factory=list)
    conditions: list[Condition] = Field(default_factory=list)
    curses: list[str] = Field(default_factory=list)
    #: monster and trap cards in front of this hero's player, in the order drawn (B20, B23)
    cards: list[str] = Field(default_factory=list)
    escaped: bool = False
    #: treasure cards earned this adventure (Daylight Assault counts them)
    treasures: int = 0
    #: item tokens picked up from the dungeon (B45: the Icon of Ravenloft...)
    carried: list[str] = Field(default_factory=list)
    #: temporary bonuses (blessings, Sneak Attack...)
    boosts: list[Boost] = Field(default_factory=list)

    @property
    def down(self) -> bool:
        """Lying down at 0 HP (B43)."""
        return self.hp <= 0


class Figure(Model):
    """A monster or villain figure on the dungeon."""

    uid: int
    kind: str
    villain: bool = False
    square: tuple[int, int]
    damage: int = 0
    #: the card this figure came with, if any (monster card ``wolf#1``; villains: their id)
    card: str | None = None


class Token(Model):
    """A marker on the dungeon: a trap, a hazard, an item, a closed door, a power's marker."""

    uid: int
    kind: Literal["trap", "hazard", "item", "door", "marker", "object"]
    id: str
    square: tuple[int, int]
    #: a door's hidden face (unlocked, trapped, locked) until it is turned
    face: str = ""
    #: a door's place: the block side it shuts ``[bx, by, side]``
    edge: list[int] | None = None
    revealed: bool = False
    #: an object's armour class, hit points and damage taken (B46)
    ac: int = 0
    hp: int = 0
    damage: int = 0


class TilePlaced(Model):
    """A tile on the table (board geometry in ``board.py``)."""

    uid: int
    tile: str
    bx: int
    by: int
    rot: int = 0


class Pending(Model):
    """A decision players must take before play goes on.

    ``kind`` names it (``level-up``, ``treasure-give``, ``encounter-cancel``, and the villain
    phase's own kinds), ``seat`` the seat that answers, ``hero`` the hero concerned, ``card``
    the card at stake, and ``params`` anything else its resolver needs (JSON values).
    """

    kind: str
    seat: int
    hero: int | None = None
    card: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)


class TurnState(Model):
    """Where the active hero's turn stands."""

    hero: int = 0
    phase: Phase = "hero"
    #: the hero phase's actions so far (B17: move+attack, attack+move or move+move)
    actions: list[Action] = Field(default_factory=list)
    #: tiles placed by the exploration of this turn, and whether one was black (B21, A14, A15)
    placed: list[int] = Field(default_factory=list)
    black: bool = False
    treasure_drawn: bool = False
    #: doors opened this hero phase (A23: once per door per hero phase)
    doors_tried: list[int] = Field(default_factory=list)
    #: whether the active hero attacked this turn: for Aid and attack-dependent effects (B76)
    attacked: bool = False
    #: actions a treasure added this phase: ``move`` (Burst of Speed) or ``any`` (Action
    #: Surge: a move or an attack, not a whole turn, B76)
    extra: list[str] = Field(default_factory=list)
    #: the encounter drawn this villain phase, waiting to be cancelled or resolved
    encounter: str | None = None
    #: the villain phase's progress (villains then cards, B22-B23); the villain helper's steps
    villain_step: int = 0
    number: int = 1


class Deck(Model):
    """A deck face down and its discard pile; drawn from the end of ``cards``."""

    cards: list[str] = Field(default_factory=list)
    discard: list[str] = Field(default_factory=list)


class CRState(Model):
    """The whole table."""

    adventure: str
    #: the rule in each slot (options.SLOTS) after the variants
    rules: dict[str, str]
    n_seats: int
    #: the players' names by seat, from the table at set-up (« Kat (Alice) »)
    players: list[str] = Field(default_factory=list)
    heroes: list[HeroState]
    tiles: list[TilePlaced] = Field(default_factory=list)
    tile_stack: list[str] = Field(default_factory=list)
    figures: list[Figure] = Field(default_factory=list)
    tokens: list[Token] = Field(default_factory=list)
    monsters: Deck = Field(default_factory=Deck)
    encounters: Deck = Field(default_factory=Deck)
    treasures: Deck = Field(default_factory=Deck)
    #: the closed door tokens' faces, top last (WoA doors, B69)
    doors: list[str] = Field(default_factory=list)
    #: cards defeated or earned, worth XP, common to the party (B41)
    xp_pile: list[str] = Field(default_factory=list)
    surges: int = 2
    environment: str | None = None
    turn: TurnState = Field(default_factory=TurnState)
    pending: list[Pending] = Field(default_factory=list)
    #: the adventure's own counters and flags (sun track, objectives...)
    flags: dict[str, Any] = Field(default_factory=dict)
    #: the last activation's reasoning for ``/cr why`` (written by the villain phase)
    why: list[dict[str, Any]] = Field(default_factory=list)
    #: the last move made, for the picture: ``{"kind": "move", "hero": 0, "path": [[x, y]...]}``
    last: dict[str, Any] = Field(default_factory=dict)
    next_uid: int = 1
    #: the square named A1, fixed at set-up so that a square's name never changes (None: the
    #: dungeon's top-left corner, games saved before it)
    names_origin: tuple[int, int] | None = None
    #: exploration inside the hero phase (variants revised, mika, temps); damage dice
    xplore: XploreState | None = None
    dice: DiceState | None = None
    #: the Strahd player (variant ``strahd``): his seat, Menace and hidden hand
    strahd: StrahdState | None = None
    over: Literal["victory", "defeat"] | None = None
    over_reason: str = ""
    barkam: BarkamState | None = None  # the Barkam system (variants/barkam/)
    geno: GenoState | None = None  # Geno Warcry (variants/geno/)
    #: Advanced Castle Ravenloft 2.0's own counters (variants/acr2/state.py)
    acr2: Acr2State | None = None
    #: custom heroes' sheets and the creation step (variants acr2, hybrid: variants/hybrid/state.py)
    sheets: SheetsState | None = None
    #: a campaign's adventure: who plays each hero, the heroes resting, what is carried (campaign.py)
    campaign: CampaignPlay | None = None

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> CRState:
        """A deep copy (``model_copy(deep=True)``: the engine copies the state at each move)
        through the model's own dump and validation: the same state, 3-4x faster than copying
        each object in turn (0.05 ms instead of 0.19 ms on the benchmark's states)."""
        return type(self).model_validate(self.model_dump())

    def uid(self) -> int:
        """A fresh id for a tile, figure or token."""
        u = self.next_uid
        self.next_uid += 1
        return u

    @property
    def active(self) -> HeroState:
        return self.heroes[self.turn.hero]

    def figure_at(self, sq: tuple[int, int]) -> Figure | None:
        return next((f for f in self.figures if f.square == sq), None)

    def hero_at(self, sq: tuple[int, int]) -> int | None:
        return next((i for i, h in enumerate(self.heroes) if h.square == sq and not h.escaped), None)

"""What the interpreter needs to know about the game, as small query and change functions.

The interpreter never reads the game state directly: it asks a :class:`World` (heroes,
figures, tokens, the active hero) and its :class:`Board` (tiles, squares, walls). The
engine's state is wrapped by ``rules.ravenloft.tactics.table.StateWorld``; tests use small
hand-built worlds. Squares are ``(x, y)`` pairs on one global grid (y grows downward);
"row, column" order is ``(y, x)``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from rules.core import Event, Rng

from .language import EncounterEffects
from .reasoning import Activation

if TYPE_CHECKING:
    from .language import Attack, Clause

Square = tuple[int, int]
#: a name as an event parameter: plain text, or ``{fr: ..., en: ...}`` shown in the reader's language
Name = str | dict[str, str] | list[str]


class Board(Protocol):
    """The dungeon's geometry (the engine's ``board.py`` provides it)."""

    def tile_of(self, square: Square) -> str | None:
        """The id of the placed tile holding ``square`` (None off the dungeon)."""

    def tile_distance(self, a: str, b: str) -> int | None:
        """Tiles between ``a`` and ``b`` counted orthogonally through open exits (None if no path)."""

    def tile_neighbours(self, tile: str) -> Sequence[str]:
        """The tiles joined to ``tile`` through an open exit."""

    def squares_of(self, tile: str) -> Sequence[Square]:
        """The floor squares of ``tile`` (no wall squares)."""

    def bone_pile(self, tile: str) -> Square:
        """Where a monster arriving on ``tile`` is put (bone pile or scorch mark)."""

    def steps_from(self, square: Square) -> Sequence[Square]:
        """The squares one step away: 8 neighbours, no wall, no diagonal between two walls,
        tiles crossed only through an open exit."""


ActorKind = Literal["monster", "villain", "trap", "hazard", "encounter"]


@dataclass
class Actor:
    """Who runs a list of clauses or steps.

    ``id`` is a figure id (monsters, villains), a card instance (traps, hazards), or the
    encounter card; ``square`` is where it stands (the marker of a trap, the active hero's
    square for an encounter). ``card`` is the content id, ``name`` its display name param.
    """

    kind: ActorKind
    id: str
    card: str
    name: Name
    square: Square
    attacks: dict[str, Attack] = field(default_factory=dict)
    tactics: list[Clause] = field(default_factory=list)
    category: str | None = None  # undead, animal... (environments may favour some)
    controller: int | None = None  # the seat holding the card
    regenerate: int = 0  # HP regained before each activation (a villain's Regeneration)


class World(ABC):
    """The game as the interpreter sees it. Heroes and figures are named by ids."""

    board: Board

    # ----------------------------------------------------------------- heroes
    @abstractmethod
    def active_hero(self) -> str: ...

    @abstractmethod
    def heroes(self) -> list[str]:
        """Every hero in turn order, starting with the active hero (T1-T3's last criterion)."""

    @abstractmethod
    def hero_square(self, hero: str) -> Square | None:
        """None when the hero has escaped the dungeon (monsters ignore them)."""

    @abstractmethod
    def hero_hp(self, hero: str) -> int: ...

    @abstractmethod
    def hero_ac(self, hero: str) -> int:
        """Armour class with the hero's own items (curses and environments are added by the
        interpreter through :meth:`lasting_effects`)."""

    @abstractmethod
    def hero_name(self, hero: str) -> Name:
        """The hero's name as an event parameter."""

    @abstractmethod
    def hero_seat(self, hero: str) -> int: ...

    def hero_high(self, hero: str) -> bool:
        """Whether monsters treat diagonal tiles as joined toward this hero (ACR2, level 6 or
        more: seed L135-137, :mod:`.high`)."""
        return False

    @abstractmethod
    def monster_cards_of(self, hero: str) -> int:
        """How many monster cards the hero's player has in front of them."""

    # ----------------------------------------------------------------- figures and tokens
    @abstractmethod
    def figures(self) -> list[str]:
        """Every monster and villain figure on the board, in placement order."""

    @abstractmethod
    def figure_square(self, figure: str) -> Square: ...

    @abstractmethod
    def figure_hp(self, figure: str) -> tuple[int, int]:
        """(current, printed) hit points."""

    @abstractmethod
    def figure_flags(self, figure: str) -> set[str]: ...

    @abstractmethod
    def figure_name(self, figure: str) -> Name:
        """A figure's name as an event parameter."""

    @abstractmethod
    def figure_category(self, figure: str) -> str | None:
        """A figure's type (undead, animal...)."""

    def monster_figures(self) -> list[str]:
        """The monster figures (villains apart), in placement order."""
        return self.figures()

    @abstractmethod
    def tokens_on_tile(self, tile: str) -> list[str]: ...

    @abstractmethod
    def tile_kind(self, tile: str) -> str:
        """The content id of a placed tile (``crypt``...)."""

    @abstractmethod
    def tile_name(self, tile: str) -> Name:
        """A placed tile's name as the picture prints it."""

    @abstractmethod
    def has_unexplored_edge(self, tile: str) -> bool: ...

    @abstractmethod
    def lasting_effects(self) -> list[tuple[EncounterEffects, str | None]]:
        """The environment and curses in play: (effects, cursed hero or None)."""

    @abstractmethod
    def hero_speed(self, hero: str) -> int:
        """The hero's speed now (conditions, items, environment)."""

    @abstractmethod
    def hero_powers(self, hero: str) -> list[tuple[str, str, bool]]:
        """The hero's power cards in card order: (power id, kind, used)."""

    @abstractmethod
    def hero_treasures(self, hero: str) -> list[str]:
        """The treasure cards in front of the hero, in the order received."""

    def least_treasure(self, hero: str) -> str:
        """The card a player discards when the choice is theirs (the bot's pick: the card
        received last)."""
        return self.hero_treasures(hero)[-1]

    def start_blocks(self) -> list[str]:
        """The tiles of the Start tile in the dungeon (none in an adventure without it)."""
        return [self.start_tile()]

    def occupied(self, square: Square) -> bool:
        """A hero or a figure stands there."""
        if any(self.figure_square(f) == square for f in self.figures()):
            return True
        return any(self.hero_square(h) == square for h in self.heroes())

    # ----------------------------------------------------------------- changes
    @abstractmethod
    def move_figure(self, figure: str, square: Square) -> list[Event]:
        """Move or place a figure; what it sets off where it arrives (a glyph) comes back."""

    def decoys(self) -> list[tuple[str, Square]]:
        """Things monsters take for heroes when choosing a target (an Illusionary Crowd): (id,
        square). An attack on one hits nothing; other steps pass over it."""
        return []

    def skip_card(self, instance: str) -> bool:
        """A monster card that does not activate this time (a Daze lies on it; it is used up)."""
        return False

    def respite(self) -> bool:
        """The next encounter card is not drawn (a Moment's Respite lies on the deck; used up)."""
        return False

    def before_activation(self, actor: Actor, rng: Rng) -> tuple[list[Event], bool]:
        """What happens as a figure starts its activation (Consecrated Ground); False if the
        figure is gone."""
        return [], True

    @abstractmethod
    def damage_hero(self, hero: str, amount: int) -> list[Event]:
        """Take damage (a hero at 0 HP lies down: B43)."""

    @abstractmethod
    def give_condition(self, hero: str, condition: str) -> list[Event]: ...

    def after_attacked(self, hero: str, actor: Actor, decider: Any, damaged: bool = False) -> None:
        """Right after ``actor`` attacked ``hero`` (hit or miss; ``damaged``: it dealt damage): a
        power the hero may answer with afterwards (Riposte Strike, Yield Ground), asked now and
        played once the activation is over."""

    def run_ripostes(self, rng: Rng) -> list[Event]:
        """The answers :meth:`after_attacked` kept, once the activation is over."""
        return []

    def before_encounter(self, answers: dict[str, str]) -> dict[str, Any] | None:
        """Before the active hero's encounter acts: another hero's power answering it (Spring
        Away). The next question to ask (``key``, ``seat``, ``holder``, ``powers``), or ``None``
        once all are answered (the powers used then play: :meth:`take_events`)."""
        return None

    def take_events(self) -> list[Event]:
        """Events :meth:`before_encounter` played."""
        return list(self.__dict__.pop("_events", []))

    def placing_asked(self) -> bool:
        """Whether an answer played by :meth:`run_ripostes` asks a player for a square (the
        villain phase then waits)."""
        return bool(self.__dict__.pop("_placing_asked", False))

    def react_to_hit(self, hero: str, actor: Actor, decider: Any) -> list[Event]:
        """A power a hero uses against this hit (the engine's reactions.py): its events, the hit
        then a miss; none by default. May raise ``NeedChoice`` to ask the hero."""
        return []

    @abstractmethod
    def heal_hero(self, hero: str, amount: int) -> list[Event]: ...

    @abstractmethod
    def heal_figure(self, figure: str, amount: int) -> list[Event]: ...

    @abstractmethod
    def place_hero(self, hero: str, square: Square) -> None: ...

    @abstractmethod
    def set_flag(self, figure: str, flag: str, on: bool) -> None: ...

    @abstractmethod
    def set_power_used(self, hero: str, power: str, used: bool) -> list[Event]:
        """Turn a hero's power card face down (used) or face up."""

    @abstractmethod
    def discard_treasure(self, hero: str, card: str, rng: Rng) -> list[Event]:
        """Discard a treasure card in front of the hero (and run what that triggers)."""

    @abstractmethod
    def spawn_monster(self, tile: str, monster: str | None, rng: Rng, *, by: str | None = None,
                      square: Square | None = None) -> list[Event]:
        """Draw (or take the named) monster for the hero ``by`` (the active hero by default),
        who takes the card, and put it on ``tile`` (on ``square`` if given and free)."""

    @abstractmethod
    def explore_near(self, square: Square, count: int, rng: Rng) -> list[Event]:
        """Place ``count`` tiles on the unexplored edges nearest ``square`` (no encounter)."""

    @abstractmethod
    def place_tile_from_bottom(self, near: list[Square], rng: Rng) -> tuple[Any, list[Event]]:
        """Place the tile at the bottom of the stack on the unexplored edge nearest one of
        the squares ``near`` (no monster, no encounter); the tile (None if no edge or tile
        is left) and what its placing did (squares renamed, the adventure's moment)."""

    @abstractmethod
    def draw_treasure(self, count: int, rng: Rng) -> list[Event]: ...

    @abstractmethod
    def change_surges(self, amount: int) -> list[Event]: ...

    @abstractmethod
    def draw_encounter(self, rng: Rng) -> list[Event]: ...

    @abstractmethod
    def activate_again(self, what: str, rng: Rng) -> list[Event]: ...

    @abstractmethod
    def hero_attacks(self, attacker: str, target: str, rng: Rng) -> list[Event]:
        """The attacker attacks the target with an at-will power (Strahd's Whispers): the one the
        player chose (``Table.chosen_at_will``), else their first."""

    @abstractmethod
    def discard_card(self, actor: Actor) -> list[Event]:
        """Discard the trap, hazard or curse card that ``actor`` runs."""

    @abstractmethod
    def start_tile(self) -> str: ...

    @abstractmethod
    def placed_tiles(self) -> list[str]:
        """Every tile of the dungeon, in placement order."""

    @abstractmethod
    def square_label(self, square: Square) -> str:
        """The square's name as the picture prints it (``C4``)."""


@dataclass
class EncounterCard:
    """An encounter card as the villain phase needs it."""

    id: str
    kind: str  # event, attack, environment, trap, curse, hazard
    name: Name
    effects: EncounterEffects


@dataclass
class HeldCard:
    """A monster, trap or hazard card in front of a player, in draw order."""

    instance: str  # unique in the game (a card may come twice)
    card: str  # content id
    kind: Literal["monster", "trap", "hazard"]
    owner: str  # the hero whose player holds it
    tile: str | None = None  # where the trap or hazard marker lies


class Table(World):
    """The World plus the decks, cards and markers the villain phase and encounters use."""

    #: the decider of the activations an encounter causes (Frenzy): ``None`` asks nothing; a
    #: replayable resolution (Barkam's hero-phase encounters) sets one that asks reactions
    nested_decider: Any = None
    #: the at-will power the player chose for Strahd's Whispers (None: the first, card order)
    chosen_at_will: str | None = None

    def villain_cards(self, hero: str) -> list[HeldCard]:
        """The cards the villain phase activates for ``hero`` (Geno Warcry orders them its way)."""
        return self.held_cards(hero)

    def at_will_attacks(self, hero: str) -> list[str]:
        """The hero's at-will attack powers the player chooses from (Strahd's Whispers)."""
        return []

    def add_nested(self, activation: Activation) -> None:
        """Keep the record of an activation an encounter caused (Frenzy), for ``/cr why``."""
        self.__dict__.setdefault("_nested", []).append(activation)

    def take_nested(self) -> list[Activation]:
        return list(self.__dict__.pop("_nested", []))

    def reactions_possible(self) -> bool:
        """Whether a hero may answer a hit with a power (activations are then replayable)."""
        return False

    def ask_followers(self, card: str) -> bool:
        """Ask each other hero's player whether they follow the active hero to their tile (an
        encounter's ``others_may_follow``); whether anyone was asked."""
        return False

    def dispel_power(self) -> str | None:
        """The active hero's power that cancels the encounter drawn (Dispel Magic), if ready."""
        return None

    @abstractmethod
    def encounter_due(self) -> bool:
        """The active hero placed no tile this turn, or one with a black triangle (B21)."""

    @abstractmethod
    def draw_encounter_card(self, rng: Rng) -> EncounterCard | None:
        """The top encounter card (the deck reshuffled from its discards if empty, B2)."""

    @abstractmethod
    def discard_encounter(self, card: str) -> None: ...

    @abstractmethod
    def encounter_card(self, card: str) -> EncounterCard: ...

    @abstractmethod
    def xp_cards(self) -> list[int]:
        """The values of the cards in the party's XP pile, in pile order."""

    @abstractmethod
    def spend_xp_cards(self, indexes: list[int]) -> None:
        """Discard those cards of the XP pile."""

    @abstractmethod
    def environment(self) -> str | None: ...

    @abstractmethod
    def set_environment(self, card: str | None) -> None: ...

    @abstractmethod
    def curses(self) -> list[tuple[str, str]]:
        """(card, cursed hero) of every curse in play."""

    def lasting_effects(self) -> list[tuple[EncounterEffects, str | None]]:
        out: list[tuple[EncounterEffects, str | None]] = []
        env = self.environment()
        if env is not None:
            out.append((self.encounter_card(env).effects, None))
        out += [(self.encounter_card(card).effects, hero) for card, hero in self.curses()]
        return out

    @abstractmethod
    def add_curse(self, card: str, hero: str) -> None: ...

    @abstractmethod
    def remove_curse(self, card: str, hero: str) -> None: ...

    @abstractmethod
    def markers_on_tile(self, tile: str, kind: str) -> list[str]:
        """The trap (or hazard) cards whose marker lies on ``tile``."""

    @abstractmethod
    def held_cards(self, owner: str) -> list[HeldCard]:
        """The monster, trap and hazard cards in front of a hero's player, in the order drawn."""

    @abstractmethod
    def hold_card(self, card: HeldCard) -> None:
        """Put a trap or hazard card in front of its player (after their other cards)."""

    @abstractmethod
    def drop_held(self, instance: str) -> None:
        """Remove a held trap or hazard card and its marker (disarmed, discarded)."""

    @abstractmethod
    def villains(self) -> list[str]:
        """The villain figures in play, in the order they entered."""

    def monster_figures(self) -> list[str]:
        villains = set(self.villains())
        return [f for f in self.figures() if f not in villains]

    @abstractmethod
    def figures_of(self, monster: str) -> list[str]:
        """The figures of that monster type, in placement order (A8: all of them act)."""

    @abstractmethod
    def monster_actor(self, figure: str) -> Actor:
        """The actor for a monster or villain figure (its card's attacks and tactics)."""

    @abstractmethod
    def active_seat(self) -> int: ...

    @abstractmethod
    def snapshot(self) -> object:
        """A copy of everything an activation may change (taken before an activation that
        may stop on a players' choice)."""

    @abstractmethod
    def restore(self, snapshot: object) -> None: ...

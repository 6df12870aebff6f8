"""Castle Ravenloft content: the schema of ``rules/ravenloft/data/*.yaml`` and its loader.

``load_content()`` reads and validates every file once and returns a ``Content`` holding, by
id: ``heroes`` (both sides: ``hero.side(1)``, ``hero.side(2)``), ``powers``, ``monsters`` and
``villains`` (attacks and tactics in the tactics language), ``tiles`` (grids, exits, triangle,
bone pile, special squares; ``tile.rotated(n)``, ``tile.neighbours(square)``),
``encounters`` (``effects``: the language's ``EncounterEffects``), ``treasures``,
``adventure_treasures``, ``tokens``, ``adventures``, ``chambers`` and ``bonus_cards``.
Decks before shuffling: ``monster_deck()``, ``encounter_deck(woa)``, ``treasure_deck()``,
``box_tiles()``. Names and texts: the generated catalogs ``cr-content.ftl``
(``name_message(kind, id)``, ``text_message(kind, id, part)``).
"""

from .common import (
    CONDITIONS,
    Condition,
    Entry,
    MonsterType,
    Text,
    name_message,
    text_message,
)
from .heroes import (
    POWER_KINDS,
    Ability,
    Effect,
    Hero,
    HeroSide,
    Power,
    PowerAttack,
    Reach,
)
from .loader import Content, load_content
from .monsters import Monster, Villain
from .tiles import SIDES, Side, Special, Square, Tile

__all__ = [
    "CONDITIONS", "POWER_KINDS", "SIDES", "Ability", "Condition", "Content", "Effect", "Entry",
    "Hero", "HeroSide", "Monster", "MonsterType", "Power", "PowerAttack", "Reach", "Side",
    "Special", "Square", "Text", "Tile", "Villain", "load_content", "name_message",
    "text_message",
]

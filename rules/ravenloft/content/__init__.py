"""Castle Ravenloft content: the schema of ``rules/ravenloft/data/*.yaml`` and its loader.

``load_content()`` reads and validates every file once and returns a ``Content`` holding the
heroes, power cards, monsters, villains, dungeon tiles, encounters, treasures, tokens and
adventures by id.
"""

from .common import CONDITIONS, Condition, Entry, MonsterType, Text, name_message, text_message
from .heroes import POWER_KINDS, Ability, Effect, Hero, HeroSide, Power, PowerAttack, Reach
from .loader import Content, load_content
from .monsters import Monster, Villain
from .tiles import SIDES, Side, Special, Square, Tile

__all__ = [
    "CONDITIONS", "POWER_KINDS", "SIDES", "Ability", "Condition", "Content", "Effect", "Entry",
    "Hero", "HeroSide", "Monster", "MonsterType", "Power", "PowerAttack", "Reach", "Side",
    "Special", "Square", "Text", "Tile", "Villain", "load_content", "name_message",
    "text_message",
]

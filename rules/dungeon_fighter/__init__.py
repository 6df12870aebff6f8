"""Dungeon Fighter: a cooperative dungeon crawl with a digital dexterity throw (1-6 players)."""

from rules.core import register

from .game import GAME, DungeonFighter

register(GAME)

__all__ = ["GAME", "DungeonFighter"]

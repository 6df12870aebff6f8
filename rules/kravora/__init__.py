"""Kravora: 2 to 4 fortresses against the volcano's monsters, played by the bot (seed 002)."""

from rules.core import register

from .game import GAME, Kravora

register(GAME)

__all__ = ["GAME", "Kravora"]

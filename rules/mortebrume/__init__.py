"""Mortebrume V2: a 28 mm skirmish measured in centimetres, for two players, played by post."""

from rules.core import register

from .game import GAME, Mortebrume

register(GAME)

__all__ = ["GAME", "Mortebrume"]

"""Castle Ravenloft (with Wrath of Ashardalon's rules): 1 to 5 heroes, the bot as dungeon master.

The game registers itself once its content package (``rules.ravenloft.content``) is present.
"""

from importlib.util import find_spec

from rules.core import register

from . import variants  # noqa: F401  (registers the variant presets)
from .game import GAME, Ravenloft

if find_spec("rules.ravenloft.content") is not None:
    register(GAME)

__all__ = ["GAME", "Ravenloft"]

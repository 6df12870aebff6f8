"""The Discord-free service: tables, seats, moves, dice, undo, export and verification.

Every public coroutine takes an :class:`Actor` and returns a :class:`Reply`. Errors meant
for players (``PlayerError``) become a private, localized reply and change nothing. The
service is split by concept: tables, moves, records (log, export, verify), dice, reminders;
:class:`Service` is all of them over one database.
"""

from __future__ import annotations

from .base import Loaded, ServiceBase, ServiceError, replying
from .buttons import ButtonAnswer, button_answers
from .dice import Dice
from .ledger import Ledger
from .moves import Moves
from .records import Records
from .reminders import Reminders
from .tables import Tables

__all__ = ["ButtonAnswer", "Loaded", "Service", "ServiceBase", "ServiceError", "button_answers", "replying"]


class Service(Tables, Moves, Records, Dice, Reminders, Ledger):
    """Tables, seats, moves and dice over one database."""

"""The Discord-free service: tables, seats, moves, dice, undo, export and verification.

Every public coroutine takes an :class:`Actor` and returns a :class:`Reply`. Errors meant
for players (``PlayerError``) become a private, localized reply and change nothing. The
service is split by concept: tables, moves, records (log, export, verify), dice, reminders,
deadlines;
:class:`Service` is all of them over one database.
"""

from __future__ import annotations

from .base import Loaded, ServiceBase, ServiceError, replying
from .board_text import BoardText
from .buttons import ButtonAnswer, button_answers
from .computer import Computers
from .deadlines import Deadlines, TimedOut
from .dice import Dice
from .handover import Handover
from .ledger import Ledger
from .moves import Moves
from .pointing import FormView, Pointed, Pointing
from .records import Records
from .reminders import Delivery, DueReminder, Reminders
from .replays import Replays
from .tables import Tables

__all__ = ["ButtonAnswer", "Delivery", "DueReminder", "FormView", "Loaded", "Pointed", "Service", "ServiceBase",
           "ServiceError", "TimedOut", "button_answers", "replying"]


class Service(Tables, Deadlines, Handover, Computers, Moves, Pointing, Records, Replays, Dice, Reminders, Ledger, BoardText):
    """Tables, seats, moves and dice over one database."""

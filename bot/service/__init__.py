"""The Discord-free service: tables, seats, moves, dice, undo, export and verification.

Every public coroutine takes an :class:`Actor` and returns a :class:`Reply`. Errors meant
for players (``PlayerError``) become a private, localized reply and change nothing. The
service is split by concept: tables, moves, records (log, export, verify), dice, reminders,
deadlines;
:class:`Service` is all of them over one database.
"""

from __future__ import annotations

from bot.service.base import Loaded, ServiceBase, ServiceError, replying
from bot.service.board_text import BoardText
from bot.service.buttons import ButtonAnswer, button_answers
from bot.service.computer import Computers
from bot.service.deadlines import Deadlines, TimedOut
from bot.service.dice import Dice
from bot.service.handover import Handover
from bot.service.ledger import Ledger
from bot.service.moves import Moves
from bot.service.pointing import FormView, Pointed, Pointing
from bot.service.records import Records
from bot.service.reminders import Delivery, DueReminder, Reminders
from bot.service.replays import Replays
from bot.service.tables import Tables

__all__ = ["ButtonAnswer", "Delivery", "DueReminder", "FormView", "Loaded", "Pointed", "Service", "ServiceBase",
           "ServiceError", "TimedOut", "button_answers", "replying"]


class Service(Tables, Deadlines, Handover, Computers, Moves, Pointing, Records, Replays, Dice, Reminders, Ledger, BoardText):
    """Tables, seats, moves and dice over one database."""

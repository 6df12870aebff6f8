"""A seat handed over to the computer and back (issue 27).

When a player leaves a game under way (``/game leave``) or misses :data:`MISSED_DEADLINES`
deadlines in a row, the computer takes their seat at the game's middle level and says so; the
player takes it back with one click (``/game back``, the button offered to them). The seat's
user id becomes ``meneur:computer:<level>:for:<their user id>``: the computer seats' machinery
plays it (bot/service/computer.py) from that seat's view only, nobody is pinged for it, and the
player's own id is kept in it for the way back.
"""

from __future__ import annotations

from typing import Any

from bot.service.base import Loaded, ServiceError, replying
from bot.service.computer import COMPUTER_PREFIX, Computers
from bot.shared.replies import Actor, Choice, Reply
from db import repository as repo
from db.models import Seat

#: a handed-over seat's user id: the computer's prefix and level, this mark, the player's id
HANDOVER_MARK = ":for:"
#: deadlines missed in a row after which the computer takes the seat
MISSED_DEADLINES = 2


def stand_in(level: str, user_id: str) -> str:
    """The user id of the computer standing in for ``user_id``."""
    return f"{COMPUTER_PREFIX}{level}{HANDOVER_MARK}{user_id}"


def stood_in_for(user_id: str) -> str | None:
    """The player a computer stands in for (``None``: not a handed-over seat)."""
    if not user_id.startswith(COMPUTER_PREFIX) or HANDOVER_MARK not in user_id:
        return None
    return user_id.split(HANDOVER_MARK, 1)[1]


class Handover(Computers):
    """Seats handed to the computer and taken back."""

    async def _hand_over(self, lang: str, loaded: Loaded, seat: Seat, reason: str) -> Reply:
        """The computer takes ``seat`` (``reason``: ``left`` or ``missed``), says so, offers the
        player the way back, and plays if the seat is awaited."""
        game, table = loaded.game, loaded.table
        levels = game.computer_levels
        level = levels[len(levels) // 2]
        player = seat.user_id
        async with self.db.session() as s:
            await repo.bump_version(s, table)
            row = await s.get(Seat, seat.id)
            if row is None:
                raise repo.ConcurrentChange(table.id)
            row.user_id = stand_in(level, player)
            s.add(row)
            await s.commit()
        table.version += 1
        seat.user_id = stand_in(level, player)
        text = self.t(lang, "handover-taken", {"player": seat.name, "reason": reason, "missed": MISSED_DEADLINES})
        reply = Reply(text=text, table_id=table.id, game_id=game.id, version=table.version,
                      choices=[Choice(label=self.t(lang, "btn-game-back"), command="game back", style="primary",
                                      for_user=player)])
        return await self._computers_play(lang, loaded, reply, [text])

    @replying
    async def back(self, actor: Actor) -> Reply:
        """``/game back``: take back the seat the computer played for you."""
        loaded = await self._load(actor.channel_id, ("active",))
        lang = await self.public_lang(loaded.table, loaded.settings)
        seat = next((x for x in loaded.seats if stood_in_for(x.user_id) == actor.user_id), None)
        if seat is None:
            raise ServiceError("back-nothing")
        async with self.db.session() as s:
            await repo.bump_version(s, loaded.table)
            row = await s.get(Seat, seat.id)
            if row is None:
                raise repo.ConcurrentChange(loaded.table.id)
            row.user_id = actor.user_id
            s.add(row)
            await s.commit()
        loaded.table.version += 1
        seat.user_id = actor.user_id
        return await self._board_reply(lang, loaded, [self.t(lang, "handover-back", {"player": seat.name})],
                                       mention=False, new_board=False)

    async def _missed_in_a_row(self, table_id: int, position: int, timeout_user: str) -> int:
        """How many of the seat's last actions were defaults played on time-out."""
        async with self.db.session() as s:
            rows = await repo.action_log(s, table_id)
        count = 0
        for row in reversed(rows):
            if row.kind != "action" or row.seat != position:
                continue
            if row.user_id != timeout_user:
                break
            count += 1
        return count

    async def _after_time_out(self, lang: str, loaded: Loaded, seats: list[int], timeout_user: str,
                              reply: Any) -> Reply:
        """After defaults were played: a seat that missed :data:`MISSED_DEADLINES` in a row is
        handed to the computer (a game with one); the reply carries both."""
        if not loaded.game.computer_levels or loaded.table.status != "active":
            return reply  # type: ignore[no-any-return]
        for position in dict.fromkeys(seats):
            seat = loaded.user_of(position)
            if seat.user_id.startswith(COMPUTER_PREFIX):
                continue
            if await self._missed_in_a_row(loaded.table.id or 0, position, timeout_user) >= MISSED_DEADLINES:
                taken = await self._hand_over(lang, loaded, seat, "missed")
                taken.events = [*reply.events, *taken.events]
                reply = taken
        return reply  # type: ignore[no-any-return]


__all__ = ["HANDOVER_MARK", "Handover", "MISSED_DEADLINES", "stand_in", "stood_in_for"]

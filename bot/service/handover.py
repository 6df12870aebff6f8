"""A seat handed over to the computer and back (issue 27).

When a player leaves a game under way (``/game leave``), is removed by the host (``/game
remove``) or misses the table's count of deadlines in a row (``/game settings missed:``, by
default :data:`MISSED_DEADLINES`; 0: never), the computer takes their seat at the game's middle
level and says so; the
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
from db import scheduling as sched
from db.models import GameTable, Seat

#: a handed-over seat's user id: the computer's prefix and level, this mark, the player's id
HANDOVER_MARK = ":for:"
#: deadlines missed in a row after which the computer takes the seat (a table's default)
MISSED_DEADLINES = 2
#: the most a table may set (``/game settings missed:``)
MAX_MISSED = 20


def missed_limit(table: GameTable) -> int:
    """The deadlines a seat of ``table`` may miss in a row before the computer takes it (0: never)."""
    return MISSED_DEADLINES if table.missed_deadlines is None else table.missed_deadlines


def stand_in(level: str, user_id: str) -> str:
    """The user id of the computer standing in for ``user_id``."""
    return f"{COMPUTER_PREFIX}{level}{HANDOVER_MARK}{user_id}"


def stood_in_for(user_id: str) -> str | None:
    """The player a computer stands in for (``None``: not a handed-over seat)."""
    if not user_id.startswith(COMPUTER_PREFIX) or HANDOVER_MARK not in user_id:
        return None
    return user_id.split(HANDOVER_MARK, 1)[1]


def _named_seat(seats: list[Seat], text: str) -> Seat | None:
    """The seat ``text`` names: its number at the table (from 1) or its player's name (any case)."""
    text = text.strip()
    if text.isdigit():
        return next((x for x in seats if x.position + 1 == int(text)), None)
    low = text.lower().lstrip("@")
    return next((x for x in seats if x.name.lower() == low), None)


class Handover(Computers):
    """Seats handed to the computer and taken back."""

    async def _hand_over(self, lang: str, loaded: Loaded, seat: Seat, reason: str) -> Reply:
        """The computer takes ``seat`` (``reason``: ``left``, ``removed`` or ``missed``), says so, offers the
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
        text = self.t(lang, "handover-taken", {"player": seat.name, "reason": reason,
                                             "missed": missed_limit(table)})
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

    @replying
    async def remove(self, actor: Actor, player: str | None = None) -> Reply:
        """``/game remove player:``: the host (or a moderator) takes a player out of the game under
        way; the computer plays their seat (from that seat's view only) and they may take it
        back with one click. Without ``player:``, the seats that can be removed, one button each."""
        loaded = await self._load(actor.channel_id, ("active",))
        table, game = loaded.table, loaded.game
        if actor.user_id != table.host_id and not actor.can_manage:
            raise ServiceError("host-only")
        if not game.computer_levels:
            raise ServiceError("remove-no-computer", game=self.t(await self.private_lang(actor, table),
                                                                 f"game-{game.id}"))
        people = [x for x in sorted(loaded.seats, key=lambda x: x.position)
                  if not x.user_id.startswith(COMPUTER_PREFIX) and x.user_id != actor.user_id]
        if not player:
            lang = await self.private_lang(actor, table)
            if not people:
                raise ServiceError("remove-nobody")
            return Reply(text=self.t(lang, "remove-pick"), private=True, table_id=table.id, game_id=game.id,
                         version=table.version,
                         choices=[Choice(label=x.name, command="game remove", args={"player": str(x.position + 1)},
                                         style="danger", for_user=actor.user_id) for x in people])
        seat = _named_seat(loaded.seats, player)
        if seat is None:
            raise ServiceError("remove-unknown", player=player)
        if seat.user_id.startswith(COMPUTER_PREFIX):
            raise ServiceError("remove-computer", player=seat.name)
        if seat.user_id == actor.user_id:
            raise ServiceError("remove-self")
        lang = await self.public_lang(table, loaded.settings)
        return await self._hand_over(lang, loaded, seat, "removed")

    async def _agree_to_skip(self, actor: Actor, loaded: Loaded, seat: int) -> Reply | None:
        """At a table where two players or more besides the awaited seat's play, each of them may
        agree to play for that seat; the agreements hold while the table stays as it is (any move
        forgets them) and the last one plays the seat's default move. ``None``: agreement is no
        way here (a duel: the only other player is the one who would gain; or ``actor`` is
        not one of those players)."""
        table, game = loaded.table, loaded.game
        awaited = {loaded.user_of(p.seat).user_id for p in game.prompts(loaded.state)}
        voters = [x for x in sorted(loaded.seats, key=lambda x: x.position)
                  if not x.user_id.startswith(COMPUTER_PREFIX) and x.user_id not in awaited]
        ids = {x.user_id for x in voters}
        if len(voters) < 2 or actor.user_id not in ids:
            return None
        votes = table.skip_votes or {}
        same = votes.get("version") == table.version and votes.get("seat") == seat
        agreed = set(votes.get("users", [])) if same else set()
        absent = loaded.user_of(seat).name
        if actor.user_id in agreed:
            raise ServiceError("skip-agreed-already", absent=absent)
        agreed.add(actor.user_id)
        lang = await self.public_lang(table, loaded.settings)
        if ids <= agreed:
            action = game.zombie_action(loaded.state, seat)
            if action is None:
                raise ServiceError("skip-impossible", player=absent)
            head = [self.t(lang, "skipped-agreed", {"absent": absent, "players": ", ".join(x.name for x in voters)})]
            return await self._play(lang, loaded, seat, action, actor.user_id, head)
        async with self.db.session() as s:
            await sched.set_due_times(s, [{"id": table.id, "skip_votes": {
                "version": table.version, "seat": seat, "users": sorted(agreed)}}])
        table.skip_votes = {"version": table.version, "seat": seat, "users": sorted(agreed)}
        waiting = [x.name for x in voters if x.user_id not in agreed]
        text = self.t(lang, "skip-agreement", {"player": actor.name, "absent": absent, "count": len(agreed),
                                               "needed": len(voters), "others": ", ".join(waiting)})
        return Reply(text=text, table_id=table.id, game_id=game.id, version=table.version,
                     choices=[Choice(label=self.t(lang, "btn-skip-agree", {"absent": absent}), command="game skip")])

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
        """After defaults were played: a seat that missed the table's count of deadlines in a row
        (:func:`missed_limit`) is handed to the computer (a game with one); the reply carries both."""
        limit = missed_limit(loaded.table)
        if not loaded.game.computer_levels or loaded.table.status != "active" or limit == 0:
            return reply  # type: ignore[no-any-return]
        for position in dict.fromkeys(seats):
            seat = loaded.user_of(position)
            if seat.user_id.startswith(COMPUTER_PREFIX):
                continue
            if await self._missed_in_a_row(loaded.table.id or 0, position, timeout_user) >= limit:
                taken = await self._hand_over(lang, loaded, seat, "missed")
                taken.events = [*reply.events, *taken.events]
                reply = taken
        return reply  # type: ignore[no-any-return]


__all__ = ["HANDOVER_MARK", "Handover", "MAX_MISSED", "MISSED_DEADLINES", "missed_limit", "stand_in", "stood_in_for"]

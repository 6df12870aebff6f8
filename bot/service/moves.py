"""Moves: a player's command, an absent player's move, info commands and undo."""

from __future__ import annotations

import asyncio
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from sqlalchemy import JSON, String, cast, update
from sqlalchemy.sql.expression import Executable
from sqlmodel import col, select

from bot.service.base import (
    Loaded,
    Played,
    ServiceBase,
    ServiceError,
    admitted,
    hand_passes,
    replying,
)
from bot.service.rules_thread import in_rules_thread
from bot.service.schedule import due_values, timing
from bot.service.state_patch import PATCH_ERRORS, apply_state_patch, state_patch
from bot.shared.replies import Actor, Attachment, Choice, Reply
from db import repository as repo
from db.models import ActionLog, GameTable
from db.scheduling import aware
from render import alt
from rules.core import Event, PlayerError, Prompt
from rules.core.engine import Result
from rules.core.replay import replay
from rules.core.rng import Draw, Rng

#: rows read per page when looking for the last action in effect
UNDO_PAGE = 32


def undo_data(loaded: Loaded, draws: Sequence[Draw], events: Sequence[Event], after: Any) -> dict[str, Any] | None:
    """What undoing an action needs: the operations turning the state after it (``after``, its
    JSON) back into the state before it, and the draw counter before it.

    Kept only for reversible actions (no draw, no irreversible event). The operations hold
    what the action changed, hidden information included: they never leave the database
    (exports and views omit them). Rows written before kept the whole state (``"state"``).
    """
    if draws or any(e.irreversible for e in events):
        return None
    return {"patch": state_patch(after, loaded.state_json()), "draw_counter": loaded.table.draw_counter}


def undone_state(undo: Mapping[str, Any], stored: Any) -> Any | None:
    """The JSON of the state before an action, from its undo data and the table's state now
    (``stored``: the state after it); ``None`` when the operations do not fit that state."""
    if "state" in undo:
        return undo["state"]
    try:
        return apply_state_patch(stored, undo["patch"])
    except PATCH_ERRORS:
        return None


def forget_undo(table_id: int) -> Executable:
    """The statement dropping the kept states of earlier rows, run in the move's own transaction.

    Undo only ever reaches back through the reversible actions since the last irreversible
    one (or not at all once the game is over): the states kept before are dead weight (a
    400-action Krosmaster game kept 2.7 MB of them). Rows without data hold JSON ``null``.
    """
    return (
        update(ActionLog)
        .where(col(ActionLog.table_id) == table_id, col(ActionLog.undo).is_not(None),
               cast(ActionLog.undo, String) != "null")
        .values(undo=JSON.NULL)
    )


#: at a table with neither a deadline nor reminders, how long a seat must have been awaited
#: before the host may play for it
ABSENT_AFTER = timedelta(minutes=10)


def absence_wait(table: GameTable, now: datetime) -> int | None:
    """``None`` when the awaited seats are absent as a matter of fact: their deadline passed, a
    reminder went unanswered (the clock restarts when they act), or, at a table with neither a
    deadline nor reminders, they have been awaited for :data:`ABSENT_AFTER`. Else the minutes
    left before the first of those comes (0: only a reminder will tell)."""
    deadline, since = aware(table.deadline_at), aware(table.awaiting_since)
    if deadline is not None and deadline <= now:
        return None
    if table.reminders_sent > 0:
        return None
    times = [t for t in (deadline,) if t is not None]
    if deadline is None and table.reminder_due_at is None and since is not None:
        if since + ABSENT_AFTER <= now:
            return None
        times.append(since + ABSENT_AFTER)
    if not times:
        return 0
    return max(1, math.ceil((min(times) - now).total_seconds() / 60))


@dataclass
class Applied:
    """A move computed but not committed (:meth:`Moves._apply_move`)."""

    state: Any
    counter: int
    events: list[Event]
    result: Result | None
    before: list[Prompt]
    after: list[Prompt]
    new_board: bool
    state_json: Any
    action_json: Any
    events_json: list[Any]
    draws_json: list[Any]
    undo: dict[str, Any] | None
    #: the seat-free view of the state after and its alt text, when its picture is drawn while
    #: the move is written
    view: Any
    description: str | None


class Moves(ServiceBase):
    """Game commands and their commit."""

    if TYPE_CHECKING:  # provided by Campaigns (bot/service/campaigns.py)
        async def _campaign_after(self, lang: str, table: GameTable) -> tuple[list[str], list[Choice]]: ...
        # provided by Handover (bot/service/handover.py)
        async def _agree_to_skip(self, actor: Actor, loaded: Loaded, seat: int) -> Reply | None: ...

    @replying
    async def fail(self, actor: Actor, error: PlayerError) -> Reply:
        """The private reply for an error found before reaching the service."""
        raise error

    @replying
    @admitted
    async def act(self, actor: Actor, command: str, args: Mapping[str, str] | None = None,
                  expected_version: int | None = None, game_id: str | None = None) -> Reply:
        """A game command (``kros move to:C4``) by a seated player."""
        loaded = await self._load(actor.channel_id, ("active",))
        table, game = loaded.table, loaded.game
        if game_id is not None and game_id != game.id:
            private = await self.private_lang(actor, table)
            raise ServiceError("wrong-game", game=self.t(private, f"game-{game.id}"), group=game.group())
        spec = next((c for c in game.commands if c.name == command), None)
        if spec is not None and spec.info:
            return await self._info(await self.private_lang(actor, table), loaded, actor, command, dict(args or {}))
        if expected_version is not None and expected_version != table.version:
            raise ServiceError("stale-message")
        seat = loaded.seat_of(actor.user_id)
        if seat is None:
            raise ServiceError("not-seated")
        action = game.parse_command(command, dict(args or {}), loaded.state, seat.position)
        return await self._play(None, loaded, seat.position, action, actor.user_id, [])

    async def _play(self, lang: str | None, loaded: Loaded, position: int, action: Any, user_id: str,
                    head: list[str], first: Sequence[Event] = ()) -> Reply:
        """Apply ``action`` for the seat at ``position``; commit the state and its log row together;
        then the computer seats play if they are awaited, and one reply tells it all.

        ``lang``: the public posts' language, ``None`` for the table's; ``first``: platform
        events logged before the game's (a time-out's notice)."""
        played = await self._commit_play(lang, loaded, position, action, user_id, first, computers=True)
        return await self._computers_play(played.lang, loaded, played, head)

    async def _commit_play(self, lang: str | None, loaded: Loaded, position: int, action: Any, user_id: str,
                           first: Sequence[Event] = (), *, picture: bool = True, computers: bool = False) -> Played:
        """Apply ``action`` and commit it; no reply is built (:meth:`_reply_of` builds it).

        ``picture``: the board is drawn while the move is written, unless a computer seat is
        awaited after it and ``computers`` (the computers then play: only the board after
        their last move is drawn)."""
        table, game = loaded.table, loaded.game
        settings = loaded.settings  # read with the table by a player's move; else read below, for the timing
        if lang is None:
            lang = await self.public_lang(table, settings)
        move = await in_rules_thread(self._apply_move, loaded, position, action, first, picture, computers, lang)
        result, before = move.result, move.before
        drawing = None
        try:
            if move.view is not None:  # drawn while the move is written down and committed (dropped if that fails)
                drawing = self._picture_started(game, move.state, table.id, table.version + 1, lang, move.view,
                                                move.description)
                await asyncio.sleep(0)  # the picture's view is sent to the pool before the writing below
            kept = self._kept(table)
            rows = kept[0] if kept is not None else await self._recent_rows(table.id or 0)
            # the table's last move was this process's and kept no undo data: it dropped every
            # earlier row's, so there is nothing left to drop
            forgotten = kept is not None and kept[1]
            now = self._log_time(rows)
            async with self.db.session() as s:
                if settings is None:
                    settings = await repo.guild_settings(s, table.guild_id, self.default_locale)
                values: dict[str, Any] = {"state": move.state_json, "draw_counter": move.counter}
                if result is not None:
                    values.update(status="finished", result=result.model_dump(mode="json"))
                if move.new_board:  # this move opens the next hand of the ledger
                    values["board_posted_at"] = now
                entry = repo.new_row(
                    ActionLog, table_id=table.id or 0, seq=0, kind="action", seat=position, user_id=user_id,
                    action=move.action_json, events=move.events_json, draws=move.draws_json, created_at=now,
                    undo=move.undo,
                )
                # a free action (a standing order) answers nothing: the clock runs on for its player
                free = str(getattr(action, "type", "")) in game.free_actions
                values.update(due_values(before, move.after, None if free else position, self.clock(),
                                         await timing(s, table, settings)))
                # nothing before a move without undo data can be undone any more
                also = [forget_undo(table.id or 0)] if entry.undo is None and not forgotten else []
                try:
                    await repo.commit_move(s, table, values, entry, also)
                except repo.ConcurrentChange:
                    raise ServiceError("table-changed") from None
        except BaseException:
            if drawing is not None:
                drawing.cancel()
            raise
        table.version += 1
        # the next move of the same run (a computer seat's, a second time-out) draws on from here
        table.draw_counter = move.counter
        self._keep_rows(table, rows, entry)
        loaded.state = move.state
        loaded.stored = (move.state, values["state"])
        for key in ("awaiting_since", "board_posted_at", "deadline_at", "reminder_due_at"):
            if key in values:
                setattr(table, key, values[key])
        if result is not None:
            table.status = "finished"
        return Played(lang, move.events, {p.seat for p in before}, user_id, move.new_board, [*rows, entry], entry.seq,
                      drawing, finished=result is not None)

    def _apply_move(self, loaded: Loaded, position: int, action: Any, first: Sequence[Event], picture: bool,
                    computers: bool, lang: str) -> Applied:
        """The pure part of a move, run in the rules thread (:mod:`.rules_thread`): the rules with
        the table's dice, the prompts before and after, the JSON the commit writes (state, log
        row, undo data) and, when the board is drawn now, the picture's view and alt text."""
        table, game = loaded.table, loaded.game
        rng = Rng(table.seed, table.draw_counter)
        transition = game.apply(loaded.state, position, action, rng)
        draws = rng.take_draws()
        new_state = transition.state
        events = [*first, *transition.events]
        result = game.result(new_state)
        before = self._prompts(game, loaded.state)
        after = self._prompts(game, new_state) if result is None else []
        new_board = hand_passes({p.seat for p in before}, {p.seat for p in after}, events, result is not None)
        state_json = game.dump_state(new_state)
        computer_next = computers and any(self._computer_seat(loaded.user_of(p.seat).user_id) for p in after)
        draw_now = picture and not computer_next and self.render_images and self.pictures.can_draw(game.id)
        view = game.view(new_state, None) if draw_now else None
        return Applied(
            state=new_state, counter=rng.counter, events=events, result=result, before=before, after=after,
            new_board=new_board, state_json=state_json, action_json=game.dump_action(action),
            events_json=[e.model_dump(mode="json") for e in events], draws_json=[d.to_json() for d in draws],
            undo=undo_data(loaded, draws, events, state_json) if result is None else None,
            view=view, description=alt.describe(game.id, view, lang) if view is not None else None,
        )

    async def _reply_of(self, loaded: Loaded, played: Played, head: list[str], *, picture: bool = True) -> Reply:
        reply = await super()._reply_of(loaded, played, head, picture=picture)
        if played.finished:  # a campaign's table: what the heroes carry on, the next adventure
            carried, offered = await self._campaign_after(played.lang, loaded.table)
            if carried:
                reply.text = "\n".join([reply.text, *carried])
                reply.choices = [*reply.choices, *offered]
        return reply

    async def _info(self, lang: str, loaded: Loaded, actor: Actor, command: str, args: dict[str, str]) -> Reply:
        """An info command: a private answer, with a picture when the game draws one; nothing changes."""
        seat = loaded.seat_of(actor.user_id)
        position = seat.position if seat else None
        info = loaded.game.info(loaded.state, position, command, args)
        lines = self._event_lines(lang, loaded, info.events, position)
        image = None
        if info.view is not None and self.render_images and self.pictures.can_draw(loaded.game.id):
            data = await self.pictures.picture(loaded.game.id, info.view, lang, kind="info")
            if data is not None:
                image = Attachment(name=f"{loaded.game.id}-{loaded.table.id}-{command}.png", data=data)
        return Reply(text="\n".join(lines), private=True, image=image, table_id=loaded.table.id, game_id=loaded.game.id,
                     version=loaded.table.version)

    @replying
    @admitted
    async def undo(self, actor: Actor) -> Reply:
        """Cancel the player's last action from the state kept with it, without replaying the log."""
        loaded = await self._load(actor.channel_id, ("active",))
        lang = await self.public_lang(loaded.table, loaded.settings)
        table, game = loaded.table, loaded.game
        seat = loaded.seat_of(actor.user_id)
        if seat is None:
            raise ServiceError("not-seated")
        last = await self._last_in_effect(table.id or 0)
        if last is None:
            raise ServiceError("undo-nothing")
        if last.seat != seat.position:
            raise ServiceError("undo-not-yours")
        if last.draws or any(e.get("irreversible") for e in last.events):
            raise ServiceError("undo-irreversible")
        if seat.position not in {p.seat for p in game.prompts(loaded.state)}:
            raise ServiceError("undo-turn-passed")
        restored = undone_state(last.undo, table.state) if last.undo is not None else None
        if restored is not None and last.undo is not None:
            before, counter = game.load_state(restored), int(last.undo["draw_counter"])
        else:  # a row written before undo data was kept (or not fitting the state): replay, in a thread
            before, counter = await self._replay_before(loaded, last.seq)
            restored = game.dump_state(before)
        if seat.position not in {p.seat for p in game.prompts(before)}:
            raise ServiceError("undo-turn-passed")
        entry = ActionLog(table_id=table.id or 0, seq=0, kind="undo", seat=seat.position,
                          user_id=actor.user_id, action={"undo_seq": last.seq}, events=[], draws=[])
        async with self.db.session() as s:
            due = due_values(game.prompts(loaded.state), game.prompts(before), seat.position, self.clock(),
                             await timing(s, table))
            try:
                # the JSON restored as it was: the undo data of the action before applies to it
                await repo.commit_move(s, table, {"state": restored, "draw_counter": counter, **due}, entry)
            except repo.ConcurrentChange:
                raise ServiceError("table-changed") from None
        table.version += 1
        loaded.state = before
        return await self._board_reply(lang, loaded, [self.t(lang, "undone", {"player": actor.name})], mention=False,
                                       new_board=False)

    async def _last_in_effect(self, table_id: int) -> ActionLog | None:
        """The last action not cancelled by an undo, read from the end of the log.

        Undo rows always cancel the last action then in effect, so walking back from the end
        the first action not named by a later undo is the one; the walk reads small pages of
        (seq, kind, undo target) and only that row in full.
        """
        undone: set[int] = set()
        offset = 0
        async with self.db.session() as s:
            while True:
                page = (await s.exec(
                    select(ActionLog.seq, ActionLog.kind, ActionLog.action)
                    .where(ActionLog.table_id == table_id, col(ActionLog.kind).in_(("action", "undo")))
                    .order_by(col(ActionLog.seq).desc()).offset(offset).limit(UNDO_PAGE)
                )).all()
                for seq, kind, action in page:
                    if kind == "undo":
                        undone.add(action.get("undo_seq"))
                    elif seq not in undone:
                        return (await s.exec(select(ActionLog).where(
                            ActionLog.table_id == table_id, ActionLog.seq == seq))).one()
                if len(page) < UNDO_PAGE:
                    return None
                offset += UNDO_PAGE

    async def _replay_before(self, loaded: Loaded, seq: int) -> tuple[Any, int]:
        """The state before action ``seq`` and its draw counter, by a replay off the event loop."""
        table, game = loaded.table, loaded.game
        _rows, effective = await self._effective_log(table.id or 0)
        actions = [(r.seat or 0, r.action) for r in effective if r.seq != seq]
        seats = self._seat_infos(loaded.seats)
        rebuilt = await asyncio.to_thread(replay, game, table.options, seats, table.seed, actions)
        return rebuilt.state, rebuilt.counter

    @replying
    @admitted
    async def skip(self, actor: Actor) -> Reply:
        """The host (or a moderator) plays for an absent player: the game's own "zombie" move,
        once the absence is a fact (:func:`absence_wait`), or when every other player at the
        table agrees (three players or more: ``Handover._agree_to_skip``).

        Each game defines what an absent player does (end the activation, the cautious
        choice...). The move is logged for the absent seat, so replays and undo treat it like
        any other; the events say who decided it.
        """
        loaded = await self._load(actor.channel_id, ("active",))
        lang = await self.public_lang(loaded.table, loaded.settings)
        table, game = loaded.table, loaded.game
        host = actor.user_id == table.host_id or actor.can_manage
        prompts = game.prompts(loaded.state)
        absent = next((p for p in prompts if loaded.user_of(p.seat).user_id != actor.user_id), None)
        if absent is None:
            raise ServiceError("skip-nobody" if host else "host-only")
        wait = absence_wait(table, self.clock())
        if wait is not None or not host:
            # absence is a fact, not the host's choice; or every other player agrees (handover.py)
            agreed = await self._agree_to_skip(actor, loaded, absent.seat)
            if agreed is not None:
                return agreed
            if not host:
                raise ServiceError("host-only")
            raise ServiceError("skip-not-absent", player=loaded.user_of(absent.seat).name, minutes=wait,
                               reminders=int(table.reminder_due_at is not None))
        action = game.zombie_action(loaded.state, absent.seat)
        if action is None:
            raise ServiceError("skip-impossible", player=loaded.user_of(absent.seat).name)
        head = [self.t(lang, "skipped", {"player": actor.name, "absent": loaded.user_of(absent.seat).name})]
        return await self._play(lang, loaded, absent.seat, action, actor.user_id, head)

"""``/game replay``: any move of a channel's game, redrawn from its log; a finished game's
animated summary.

Old pictures are not stored: the game is rebuilt from its seed and its actions in effect
(:func:`rules.core.replay.replay_steps`) and the public view of the move asked for is drawn,
the same picture the board showed then. Only public views and public events leave here, also
while the game runs (its seed stays secret).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from bot.service.base import Loaded, ServiceBase, ServiceError, replying
from bot.shared.replies import Actor, Attachment, Reply
from db import repository as repo
from rules.core import Event
from rules.core.replay import Step, hand_overs, replay_steps

#: a replay rebuilds at most this many moves (far above any real game)
MAX_REPLAY_MOVES = 20_000


@dataclass
class ReplayFrame:
    """One move of a replay, as the viewer shows it."""

    reply: Reply
    table_id: int
    move: int
    count: int


class Replays(ServiceBase):
    """Watching a game again."""

    async def _replayed(self, actor: Actor, table_id: int | None) -> tuple[Loaded, list[Any], list[Step]]:
        if table_id is None:
            loaded = await self._load(actor.channel_id, latest=True)
        else:
            async with self.db.session() as s:
                table = await repo.get_table(s, table_id)
                seats = await repo.seats(s, table_id) if table is not None else []
            if table is None or actor.channel_id not in (table.channel_id, table.parent_channel_id):
                raise ServiceError("no-table")
            from rules.core import find_game

            game = find_game(table.game)
            loaded = Loaded(table, game, seats, game.load_state(table.state) if table.state else None, None)
        if loaded.state is None:
            raise ServiceError("replay-not-started")
        _rows, effective = await self._effective_log(loaded.table.id or 0)
        if len(effective) > MAX_REPLAY_MOVES:
            raise ServiceError("replay-too-long", limit=MAX_REPLAY_MOVES)
        actions = [(row.seat or 0, row.action) for row in effective]
        steps = await asyncio.to_thread(replay_steps, loaded.game, loaded.table.options,
                                        self._seat_infos(loaded.seats), loaded.table.seed, actions)
        return loaded, effective, steps

    def _move_line(self, lang: str, loaded: Loaded, rows: list[Any], move: int) -> str:
        if move == 0:
            return self.t(lang, "replay-setup")
        row = rows[move - 1]
        names = {s.position: s.name for s in loaded.seats}
        events = [Event.model_validate(e) for e in row.events]
        text = "; ".join(self._event_lines(lang, loaded, events, None)) or "…"
        return f"#{row.seq} {names.get(row.seat or 0, '?')}: {text}"

    async def replay_frame(self, actor: Actor, move: int | None = None, table_id: int | None = None) -> ReplayFrame:
        """Move ``move`` (0: the set-up; ``None``: the last) of the channel's latest game, or of
        table ``table_id``. Raises :class:`PlayerError` for what cannot be replayed."""
        loaded, rows, steps = await self._replayed(actor, table_id)
        lang = await self.private_lang(actor, loaded.table)
        count = len(steps) - 1
        if move is None:
            move = count
        if not 0 <= move <= count:
            raise ServiceError("replay-bad-move", move=move, count=count)
        step = steps[move]
        game_name = self.t(lang, f"game-{loaded.game.id}")
        text = "\n".join([
            self.t(lang, "replay-head", {"game": game_name, "table": loaded.table.id, "move": move, "count": count}),
            self._move_line(lang, loaded, rows, move),
        ])
        image = await self._picture_of(loaded.game, step.state, loaded.table.id, move, lang)
        if image is not None:
            image = Attachment(name=f"replay-{loaded.game.id}-{loaded.table.id}-{move}.png", data=image.data)
        reply = Reply(text=text, private=True, image=image, game_id=loaded.game.id)
        return ReplayFrame(reply=reply, table_id=loaded.table.id or 0, move=move, count=count)

    @replying
    async def replay(self, actor: Actor, move: int | None = None, table_id: int | None = None) -> Reply:
        """``/game replay move:N``: the picture and the log line of move ``N``."""
        return (await self.replay_frame(actor, move, table_id)).reply

    @replying
    async def replay_summary(self, actor: Actor, table_id: int | None = None) -> Reply:
        """A finished game's animated summary: one frame per hand-over."""
        loaded, rows, steps = await self._replayed(actor, table_id)
        lang = await self.private_lang(actor, loaded.table)
        if loaded.table.status not in ("finished", "abandoned"):
            raise ServiceError("replay-summary-running")
        if not self.render_images or not self.pictures.can_draw(loaded.game.id):
            raise ServiceError("replay-no-pictures")
        moves = hand_overs(loaded.game, steps)
        count = len(steps) - 1
        frames = []
        for move in moves:
            png = await self.pictures.picture(loaded.game.id, loaded.game.view(steps[move].state, None), lang)
            if png is not None:
                frames.append((png, self.t(lang, "replay-frame", {"move": move, "count": count})))
        if not frames:
            raise ServiceError("replay-no-pictures")
        from render.replay_anim import animate

        data = await asyncio.to_thread(animate, frames)
        text = self.t(lang, "replay-summary", {"game": self.t(lang, f"game-{loaded.game.id}"),
                                               "table": loaded.table.id, "frames": len(frames), "count": count})
        return Reply(text=text, private=True, image=Attachment(f"replay-{loaded.game.id}-{loaded.table.id}.gif", data),
                     game_id=loaded.game.id)

"""Moves: a player's command, an absent player's move, info commands and undo."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from db import repository as repo
from db.models import ActionLog
from rules.core import PlayerError
from rules.core.replay import replay
from rules.core.rng import Rng

from ..replies import Actor, Attachment, Reply
from .base import Loaded, ServiceBase, ServiceError, admitted, replying


class Moves(ServiceBase):
    """Game commands and their commit."""

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
        lang = await self.public_lang(table)
        if expected_version is not None and expected_version != table.version:
            raise ServiceError("stale-message")
        seat = loaded.seat_of(actor.user_id)
        if seat is None:
            raise ServiceError("not-seated")
        action = game.parse_command(command, dict(args or {}), loaded.state, seat.position)
        return await self._play(lang, loaded, seat.position, action, actor.user_id, [])

    async def _play(self, lang: str, loaded: Loaded, position: int, action: Any, user_id: str,
                    head: list[str]) -> Reply:
        """Apply ``action`` for the seat at ``position``; commit the state and its log row together."""
        table, game = loaded.table, loaded.game
        rng = Rng(table.seed, table.draw_counter)
        transition = game.apply(loaded.state, position, action, rng)
        draws = rng.take_draws()
        new_state = transition.state
        result = game.result(new_state)
        before = {p.seat for p in game.prompts(loaded.state)}
        after = {p.seat for p in game.prompts(new_state)} if result is None else set()
        values: dict[str, Any] = {"state": game.dump_state(new_state), "draw_counter": rng.counter}
        if after != before:
            values.update(awaiting_since=self.clock() if after else None, last_reminded_at=None, reminders_sent=0)
        if result is not None:
            values.update(status="finished", result=result.model_dump(mode="json"))
        entry = ActionLog(
            table_id=table.id or 0, seq=0, kind="action", seat=position, user_id=user_id,
            action=game.dump_action(action), events=[e.model_dump(mode="json") for e in transition.events],
            draws=[d.to_json() for d in draws],
        )
        async with self.db.session() as s:
            try:
                await repo.commit_move(s, table, values, entry)
            except repo.ConcurrentChange:
                raise ServiceError("table-changed") from None
        table.version += 1
        loaded.state = new_state
        if result is not None:
            table.status = "finished"
        return await self._board_reply(lang, loaded, head, transition.events)

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
        loaded = await self._load(actor.channel_id, ("active",))
        lang = await self.public_lang(loaded.table)
        table, game = loaded.table, loaded.game
        seat = loaded.seat_of(actor.user_id)
        if seat is None:
            raise ServiceError("not-seated")
        _rows, effective = await self._effective_log(table.id or 0)
        if not effective:
            raise ServiceError("undo-nothing")
        last = effective[-1]
        if last.seat != seat.position:
            raise ServiceError("undo-not-yours")
        if last.draws or any(e.get("irreversible") for e in last.events):
            raise ServiceError("undo-irreversible")
        if seat.position not in {p.seat for p in game.prompts(loaded.state)}:
            raise ServiceError("undo-turn-passed")
        rebuilt = replay(game, table.options, self._seat_infos(loaded.seats), table.seed,
                         [(r.seat or 0, r.action) for r in effective[:-1]])
        if seat.position not in {p.seat for p in game.prompts(rebuilt.state)}:
            raise ServiceError("undo-turn-passed")
        entry = ActionLog(table_id=table.id or 0, seq=0, kind="undo", seat=seat.position,
                          user_id=actor.user_id, action={"undo_seq": last.seq}, events=[], draws=[])
        async with self.db.session() as s:
            try:
                await repo.commit_move(s, table, {"state": game.dump_state(rebuilt.state),
                                                  "draw_counter": rebuilt.counter}, entry)
            except repo.ConcurrentChange:
                raise ServiceError("table-changed") from None
        table.version += 1
        loaded.state = rebuilt.state
        return await self._board_reply(lang, loaded, [self.t(lang, "undone", {"player": actor.name})], mention=False)

    @replying
    @admitted
    async def skip(self, actor: Actor) -> Reply:
        """The host (or a moderator) plays for an absent player: the game's own "zombie" move.

        Each game defines what an absent player does (end the activation, the cautious
        choice...). The move is logged for the absent seat, so replays and undo treat it like
        any other; the events say who decided it.
        """
        loaded = await self._load(actor.channel_id, ("active",))
        lang = await self.public_lang(loaded.table)
        table, game = loaded.table, loaded.game
        if actor.user_id != table.host_id and not actor.can_manage:
            raise ServiceError("host-only")
        prompts = game.prompts(loaded.state)
        absent = next((p for p in prompts if loaded.user_of(p.seat).user_id != actor.user_id), None)
        if absent is None:
            raise ServiceError("skip-nobody")
        action = game.zombie_action(loaded.state, absent.seat)
        if action is None:
            raise ServiceError("skip-impossible", player=loaded.user_of(absent.seat).name)
        head = [self.t(lang, "skipped", {"player": actor.name, "absent": loaded.user_of(absent.seat).name})]
        return await self._play(lang, loaded, absent.seat, action, actor.user_id, head)

"""The Discord-free service: tables, seats, moves, dice, undo, export and verification.

Every public coroutine takes an :class:`Actor` and returns a :class:`Reply`. Errors meant
for players (``PlayerError``) become a private, localized reply and change nothing.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ParamSpec

from rules.core import Event, Game, PlayerError, Prompt, SeatInfo, find_game, new_seed, seed_hash
from rules.core.dice import DiceRoll, format_roll, roll as roll_dice
from rules.core.engine import OptionKind, Result
from rules.core.replay import replay
from rules.core.rng import Draw, Rng, verify_draws

from db import repository as repo
from db.database import Database
from db.models import ActionLog, GameTable, GuildSettings, RollLog, Seat, utcnow
from render.encode import encode_png, run_off_loop
from render.registry import load_renderers, renderer_for

from . import i18n
from .replies import Actor, Attachment, Choice, Reply

log = logging.getLogger("meneur.service")
P = ParamSpec("P")

ROLL_HISTORY = 10
LOG_LINES = 15


class ServiceError(PlayerError):
    """A request the platform refuses (no table here, not seated, ...)."""


@dataclass
class Loaded:
    table: GameTable
    game: Game[Any, Any, Any]
    seats: list[Seat]
    state: Any

    def seat_of(self, user_id: str) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def user_of(self, position: int) -> Seat:
        return next(s for s in self.seats if s.position == position)


@dataclass
class ButtonAnswer:
    """One button a prompted seat is offered: the command it runs and how it is labelled."""

    seat: int
    command: str  # "<group> <command>"
    args: dict[str, str]
    label: str  # message id
    params: dict[str, Any]
    fallback: str  # shown when the catalogs have no label


def button_answers(game: Game[Any, Any, Any], state: Any, prompts: Sequence[Prompt] | None = None) -> list[ButtonAnswer]:
    """Every answer offered as a button in ``state``: a prompt's ready-made options or, for a
    prompt without any, the legal commands needing no option and one button per value of a
    command whose only required option is a choice. The Discord adapter recomputes these to
    match a clicked button after a restart, so both sides share this one definition."""
    group = game.group()
    out: list[ButtonAnswer] = []
    for p in game.prompts(state) if prompts is None else prompts:
        if p.options:
            out += [ButtonAnswer(p.seat, f"{group} {o.command}", dict(o.args), o.label, dict(o.params), o.label)
                    for o in p.options]
            continue
        legal = {game.dump_action(a)["type"] for a in game.legal_actions(state, p.seat)}
        for spec in game.commands:
            if spec.name not in legal:
                continue
            required = [o for o in spec.options if o.required]
            if not required:
                out.append(ButtonAnswer(p.seat, f"{group} {spec.name}", {}, f"btn-{group}-{spec.name}", {}, spec.name))
            elif len(required) == 1 and required[0].kind == OptionKind.CHOICE:
                option = required[0]
                out += [ButtonAnswer(p.seat, f"{group} {spec.name}", {option.name: value},
                                     f"choice-{group}-{spec.name}-{option.name}-{value}", {}, value)
                        for value in option.choices]
    return out


def replying(func: Callable[..., Awaitable[Reply]]) -> Callable[..., Awaitable[Reply]]:
    """Turn a PlayerError into a private localized reply; the state is unchanged."""

    @functools.wraps(func)
    async def wrapper(self: Service, actor: Actor, *args: Any, **kwargs: Any) -> Reply:
        try:
            reply = await func(self, actor, *args, **kwargs)
        except PlayerError as exc:
            lang = await self.lang(actor)
            return Reply(text=self.error_text(lang, exc), private=True, error=True)
        return reply

    return wrapper


class Service:
    """Tables, seats, moves and dice over one database."""

    def __init__(self, db: Database, render: bool = True, clock: Callable[[], datetime] = utcnow,
                 seed_factory: Callable[[], str] | None = None, default_locale: str = i18n.DEFAULT_LANGUAGE) -> None:
        self.db = db
        self.default_locale = i18n.language(default_locale)
        self.render_images = render
        self.clock = clock
        #: where table seeds come from: ``secrets`` unless a script fixes it (``--seed``)
        self.new_seed = seed_factory or new_seed
        self._fixed_seed = seed_factory is not None
        self._rolls = 0
        load_renderers()

    def _roll_seed(self) -> str:
        """A fresh seed per shared roll (derived from the fixed seed in scripts)."""
        if not self._fixed_seed:
            return new_seed()
        self._rolls += 1
        return hashlib.sha256(f"{self.new_seed()}:{self._rolls}".encode()).hexdigest()

    # ------------------------------------------------------------------ helpers
    async def lang(self, actor: Actor) -> str:
        if actor.locale:
            return i18n.language(actor.locale)
        async with self.db.session() as s:
            settings = await repo.guild_settings(s, actor.guild_id, self.default_locale)
        return i18n.language(settings.locale)

    @staticmethod
    def error_text(lang: str, exc: PlayerError) -> str:
        params = dict(exc.params)
        text = i18n.t(lang, f"err-{exc.code}", params)
        if text == f"err-{exc.code}":
            return i18n.t(lang, "err-unknown-code", {"code": exc.code})
        return text

    async def _load(self, channel_id: str, statuses: Sequence[str] = ("lobby", "active"),
                    latest: bool = False) -> Loaded:
        """The channel's active table (or, with ``latest``, its most recent one, ended or not)."""
        async with self.db.session() as s:
            table = await (repo.latest_table(s, channel_id) if latest else repo.active_table(s, channel_id))
            if table is None:
                raise ServiceError("no-table")
            if not latest and table.status not in statuses:
                raise ServiceError("table-not-" + statuses[0])
            seats = await repo.seats(s, table.id or 0)
        game = find_game(table.game)
        state = game.load_state(table.state) if table.state is not None else None
        return Loaded(table, game, seats, state)

    def _seat_infos(self, seats: Sequence[Seat]) -> list[SeatInfo]:
        return [SeatInfo(index=s.position, name=s.name) for s in seats]

    def _event_lines(self, lang: str, loaded: Loaded, events: Sequence[Event], seat: int | None) -> list[str]:
        names = {s.position: s.name for s in loaded.seats}
        lines = []
        for ev in events:
            if not ev.visible_for(seat):
                continue
            params = {"player": names.get(ev.params.get("seat", -1), "?"), **ev.params}
            lines.append(i18n.t(lang, f"ev-{ev.code}", params))
        return lines

    def _prompt_info(self, lang: str, loaded: Loaded, prompts: Sequence[Prompt]) -> list[dict[str, Any]]:
        out = []
        for p in prompts:
            seat = loaded.user_of(p.seat)
            text = i18n.t(lang, f"prompt-{p.kind}", {"player": seat.name, **p.params})
            if seat.name not in text:
                text = i18n.t(lang, "prompt-line", {"player": seat.name, "text": text})
            out.append({"seat": p.seat, "user_id": seat.user_id, "name": seat.name, "kind": p.kind, "text": text})
        return out

    async def _image(self, loaded: Loaded, lang: str) -> Attachment | None:
        if not self.render_images or loaded.state is None:
            return None
        renderer = renderer_for(loaded.game.id)
        if renderer is None:
            return None
        view = loaded.game.view(loaded.state, None)

        def draw() -> bytes:
            return encode_png(renderer(view, lang))

        data = await run_off_loop(draw)
        return Attachment(name=f"{loaded.game.id}-{loaded.table.id}-{loaded.table.version}.png", data=data)

    def _choices(self, loaded: Loaded, prompts: Sequence[Prompt], lang: str) -> list[Choice]:
        """The buttons offered to the prompted seats (see :func:`button_answers`)."""
        choices: list[Choice] = []
        for answer in button_answers(loaded.game, loaded.state, prompts):
            label = i18n.t(lang, answer.label, answer.params)
            if label == answer.label:
                label = answer.fallback
            choices.append(Choice(label=label[:80], command=answer.command, args=answer.args,
                                  for_user=loaded.user_of(answer.seat).user_id))
        return choices[:25]

    async def _board_reply(
        self, lang: str, loaded: Loaded, head: list[str], events: Sequence[Event] = (), mention: bool = True
    ) -> Reply:
        """The public reply after a move or a status: events, board, who is awaited."""
        game, state = loaded.game, loaded.state
        lines = list(head)
        event_lines = self._event_lines(lang, loaded, events, None)
        result = game.result(state)
        prompts = [] if result is not None else game.prompts(state)
        info = self._prompt_info(lang, loaded, prompts)
        if result is not None:
            lines.append(self._result_text(lang, loaded, result))
            lines.append(i18n.t(lang, "seed-revealed", {"seed": loaded.table.seed}))
        else:
            lines += [p["text"] for p in info]
        whispers: dict[str, str] = {}
        for seat in loaded.seats:
            private = [ln for ln in self._event_lines(lang, loaded, events, seat.position)]
            secret = [ln for ln in private if ln not in event_lines]
            if secret:
                whispers[seat.user_id] = "\n".join(secret)
        return Reply(
            text=i18n.join_lines(lines),
            events=event_lines,
            image=await self._image(loaded, lang),
            choices=self._choices(loaded, prompts, lang) if result is None else [],
            mentions=list(dict.fromkeys(p["user_id"] for p in info)) if mention else [],
            whispers=whispers,
            prompts=info,
            table_id=loaded.table.id, game_id=loaded.game.id,
            version=loaded.table.version,
        )

    def _result_text(self, lang: str, loaded: Loaded, result: Result) -> str:
        names = {s.position: s.name for s in loaded.seats}
        winners = [names.get(w, "?") for w in result.winners]
        scores = ", ".join(f"{names.get(int(k), '?')} {v}" for k, v in result.scores.items())
        reason = i18n.t(lang, f"end-{result.reason}", result.params) if result.reason else ""
        if reason.startswith("end-"):
            reason = ""
        key = "result-" + result.termination.value
        return i18n.t(lang, key, {"winners": winners or "—", "scores": scores or "—", "reason": reason})

    # ------------------------------------------------------------------ tables
    @replying
    async def create(self, actor: Actor, game_name: str, options: Mapping[str, Any] | None = None) -> Reply:
        lang = await self.lang(actor)
        game = find_game(game_name)
        opts = game.parse_options(options or {})
        seed = self.new_seed()
        table = GameTable(
            guild_id=actor.guild_id,
            channel_id=actor.channel_id,
            parent_channel_id=actor.parent_channel_id,
            game=game.id,
            host_id=actor.user_id,
            options=opts.model_dump(mode="json"),
            seed=seed,
            seed_hash=seed_hash(seed),
        )
        async with self.db.session() as s:
            try:
                table = await repo.create_table(s, table, actor.name)
            except repo.ChannelBusy:
                raise ServiceError("channel-busy") from None
        text = i18n.t(
            lang, "table-created",
            {"host": actor.name, "game": i18n.t(lang, f"game-{game.id}"), "min": game.min_seats, "max": game.max_seats},
        )
        return Reply(
            text=text,
            choices=[
                Choice(label=i18n.t(lang, "btn-join"), command="game join", style="primary"),
                Choice(label=i18n.t(lang, "btn-start"), command="game start", style="success", for_user=actor.user_id),
            ],
            table_id=table.id,
            version=table.version,
            game_id=game.id,
        )

    @replying
    async def join(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id, ("lobby",))
        if loaded.seat_of(actor.user_id):
            raise ServiceError("already-seated")
        if len(loaded.seats) >= loaded.game.max_seats:
            raise ServiceError("table-full", max=loaded.game.max_seats)
        position = max((s.position for s in loaded.seats), default=-1) + 1
        async with self.db.session() as s:
            await repo.bump_version(s, loaded.table)
            s.add(Seat(table_id=loaded.table.id, game_id=loaded.game.id, position=position, user_id=actor.user_id, name=actor.name))
            try:
                await s.commit()
            except Exception:
                await s.rollback()
                raise ServiceError("table-changed") from None
        names = [x.name for x in loaded.seats] + [actor.name]
        return Reply(
            text=i18n.t(lang, "player-joined", {"player": actor.name, "players": names, "count": len(names)}),
            table_id=loaded.table.id, game_id=loaded.game.id,
            version=loaded.table.version + 1,
        )

    @replying
    async def leave(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id)
        if loaded.table.status != "lobby":
            raise ServiceError("leave-started")
        seat = loaded.seat_of(actor.user_id)
        if seat is None:
            raise ServiceError("not-seated")
        async with self.db.session() as s:
            remaining = [x for x in loaded.seats if x.user_id != actor.user_id]
            values: dict[str, Any] = {}
            if not remaining:
                values["status"] = "abandoned"
            elif loaded.table.host_id == actor.user_id:
                values["host_id"] = remaining[0].user_id
            await repo.bump_version(s, loaded.table, **values)
            db_seat = await s.get(Seat, seat.id)
            await s.delete(db_seat)
            await s.commit()
        key = "player-left-closed" if not remaining else "player-left"
        return Reply(text=i18n.t(lang, key, {"player": actor.name}), table_id=loaded.table.id, game_id=loaded.game.id)

    @replying
    async def start(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id, ("lobby",))
        table, game = loaded.table, loaded.game
        if actor.user_id != table.host_id and not actor.can_manage:
            raise ServiceError("host-only")
        if len(loaded.seats) < game.min_seats:
            raise ServiceError("not-enough-players", min=game.min_seats, count=len(loaded.seats))
        # seats are renumbered 0..n-1 in joining order
        seats = sorted(loaded.seats, key=lambda x: x.position)
        rng = Rng(table.seed)
        state = game.setup(game.parse_options(table.options), self._seat_infos(
            [Seat(table_id=0, position=i, user_id=x.user_id, name=x.name) for i, x in enumerate(seats)]
        ), rng)
        draws = rng.take_draws()
        now = self.clock()
        async with self.db.session() as s:
            for i, x in enumerate(seats):
                if x.position != i:
                    db_seat = await s.get(Seat, x.id)
                    assert db_seat is not None
                    db_seat.position = i
                    s.add(db_seat)
            await repo.commit_move(
                s, table,
                {"status": "active", "state": game.dump_state(state), "draw_counter": rng.counter,
                 "awaiting_since": now, "last_reminded_at": None, "reminders_sent": 0},
                ActionLog(table_id=table.id or 0, seq=0, kind="setup", seat=None, user_id=actor.user_id,
                          action={}, events=[], draws=[d.to_json() for d in draws]),
            )
        for i, x in enumerate(seats):
            x.position = i
        table.version += 1
        table.status = "active"
        loaded = Loaded(table, game, seats, state)
        head = [i18n.t(lang, "table-started", {"game": i18n.t(lang, f"game-{game.id}"),
                                                 "players": [x.name for x in seats], "hash": table.seed_hash})]
        reply = await self._board_reply(lang, loaded, head)
        self._add_private_views(reply, loaded, lang)
        return reply

    def _add_private_views(self, reply: Reply, loaded: Loaded, lang: str) -> None:
        """Seats whose view holds secrets get them as a whisper (e.g. a hidden hand)."""
        describe = getattr(loaded.game, "describe_private", None)
        if describe is None:
            return
        for seat in loaded.seats:
            text = describe(loaded.state, seat.position, lang)
            if text:
                prev = reply.whispers.get(seat.user_id)
                reply.whispers[seat.user_id] = f"{prev}\n{text}" if prev else text

    @replying
    async def fail(self, actor: Actor, error: PlayerError) -> Reply:
        """The private reply for an error found before reaching the service."""
        raise error

    @replying
    async def act(self, actor: Actor, command: str, args: Mapping[str, str] | None = None,
                  expected_version: int | None = None, game_id: str | None = None) -> Reply:
        """A game command (``kros move to:C4``) by a seated player."""
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id, ("active",))
        table, game = loaded.table, loaded.game
        if game_id is not None and game_id != game.id:
            raise ServiceError("wrong-game", game=i18n.t(lang, f"game-{game.id}"), group=game.group())
        spec = next((c for c in game.commands if c.name == command), None)
        if spec is not None and spec.info:
            return await self._info(lang, loaded, actor, command, dict(args or {}))
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
        renderer = renderer_for(loaded.game.id)
        if info.view is not None and renderer is not None and self.render_images:
            view = info.view

            def draw() -> bytes:
                return encode_png(renderer(view, lang))

            image = Attachment(name=f"{loaded.game.id}-{loaded.table.id}-{command}.png", data=await run_off_loop(draw))
        return Reply(text="\n".join(lines), private=True, image=image, table_id=loaded.table.id, game_id=loaded.game.id,
                     version=loaded.table.version)

    @replying
    async def status(self, actor: Actor) -> Reply:
        """The board and who is awaited; once a game has ended, its final board and result."""
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id, latest=True)
        if loaded.table.status == "abandoned" or loaded.state is None and loaded.table.status != "lobby":
            raise ServiceError("no-table")
        if loaded.table.status == "lobby":
            names = [x.name for x in loaded.seats]
            return Reply(
                text=i18n.t(lang, "lobby-status", {"game": i18n.t(lang, f"game-{loaded.game.id}"),
                                                   "players": names, "count": len(names),
                                                   "min": loaded.game.min_seats, "max": loaded.game.max_seats}),
                choices=[Choice(label=i18n.t(lang, "btn-join"), command="game join", style="primary"),
                         Choice(label=i18n.t(lang, "btn-start"), command="game start", style="success",
                                for_user=loaded.table.host_id)],
                table_id=loaded.table.id, game_id=loaded.game.id, version=loaded.table.version,
            )
        reply = await self._board_reply(lang, loaded, [], mention=False)
        seat = loaded.seat_of(actor.user_id)
        describe = getattr(loaded.game, "describe_private", None)
        if seat is not None and describe is not None:
            text = describe(loaded.state, seat.position, lang)
            if text:
                reply.whispers[actor.user_id] = text
        return reply

    async def _effective_log(self, table_id: int) -> tuple[list[ActionLog], list[ActionLog]]:
        """(all rows, the actions still in effect after undos)."""
        async with self.db.session() as s:
            rows = await repo.action_log(s, table_id)
        effective: list[ActionLog] = []
        for row in rows:
            if row.kind == "action":
                effective.append(row)
            elif row.kind == "undo":
                effective = [r for r in effective if r.seq != row.action.get("undo_seq")]
        return rows, effective

    @replying
    async def log(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id, latest=True)
        rows, effective = await self._effective_log(loaded.table.id or 0)
        names = {s.position: s.name for s in loaded.seats}
        lines = []
        undone = {r.action.get("undo_seq") for r in rows if r.kind == "undo"}
        for row in rows:
            if row.kind != "action":
                continue
            events = [Event.model_validate(e) for e in row.events]
            text = "; ".join(self._event_lines(lang, loaded, events, None)) or json.dumps(row.action, ensure_ascii=False)
            mark = i18n.t(lang, "log-undone") if row.seq in undone else ""
            lines.append(f"#{row.seq} {names.get(row.seat or 0, '?')}: {text}{mark}")
        if not lines:
            return Reply(text=i18n.t(lang, "log-empty"), private=True)
        body = "\n".join(lines[-LOG_LINES:])
        return Reply(text=i18n.t(lang, "log-head", {"count": len(lines)}) + "\n" + body, private=True)

    @replying
    async def undo(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id, ("active",))
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
        return await self._board_reply(lang, loaded, [i18n.t(lang, "undone", {"player": actor.name})], mention=False)

    @replying
    async def skip(self, actor: Actor) -> Reply:
        """The host (or a moderator) plays for an absent player: the game's own "zombie" move.

        Each game defines what an absent player does (end the activation, the cautious
        choice...). The move is logged for the absent seat, so replays and undo treat it like
        any other; the events say who decided it.
        """
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id, ("active",))
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
        head = [i18n.t(lang, "skipped", {"player": actor.name, "absent": loaded.user_of(absent.seat).name})]
        return await self._play(lang, loaded, absent.seat, action, actor.user_id, head)

    @replying
    async def abandon(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        loaded = await self._load(actor.channel_id)
        table = loaded.table
        if actor.user_id != table.host_id and not actor.can_manage:
            raise ServiceError("host-only")
        async with self.db.session() as s:
            try:
                await repo.commit_move(s, table, {"status": "abandoned", "awaiting_since": None}, None)
            except repo.ConcurrentChange:
                raise ServiceError("table-changed") from None
        lines = [i18n.t(lang, "table-abandoned", {"player": actor.name})]
        if table.status == "active":
            lines.append(i18n.t(lang, "seed-revealed", {"seed": table.seed}))
        return Reply(text="\n".join(lines), table_id=table.id, game_id=loaded.game.id)

    def _seed_public(self, table: GameTable) -> bool:
        return table.status in ("finished", "abandoned")

    async def export_data(self, actor: Actor) -> dict[str, Any]:
        loaded = await self._load(actor.channel_id, latest=True)
        table, game = loaded.table, loaded.game
        rows, _effective = await self._effective_log(table.id or 0)
        ended = self._seed_public(table)
        seat = loaded.seat_of(actor.user_id)

        def row_json(r: ActionLog) -> dict[str, Any]:
            events = [e for e in r.events if ended or Event.model_validate(e).visible_for(None)]
            # while the game runs the draws stay secret too: the set-up's draws are the
            # shuffles of hidden decks (a final boss, a reward pile)
            return {"seq": r.seq, "kind": r.kind, "seat": r.seat, "action": r.action, "events": events,
                    "draws": r.draws if ended else [], "draw_count": len(r.draws),
                    "time": r.created_at.isoformat()}

        state: Any = None
        if loaded.state is not None:
            state = game.dump_state(loaded.state) if ended else game.view(loaded.state, None).model_dump(mode="json")
        return {
            "format": "meneur-export/1",
            "game": game.id,
            "table_id": table.id,
            "status": table.status,
            "options": table.options,
            "seed_hash": table.seed_hash,
            "seed": table.seed if ended else None,
            "seats": [{"position": x.position, "name": x.name, "user_id": x.user_id} for x in loaded.seats],
            "state": state,
            "state_is_full": ended,
            "viewer_seat": seat.position if seat else None,
            "log": [row_json(r) for r in rows],
            "result": table.result,
        }

    @replying
    async def export(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        data = await self.export_data(actor)
        blob = json.dumps(data, ensure_ascii=False, indent=1).encode()
        name = f"meneur-{data['game']}-{data['table_id']}.json"
        key = "export-done" if data["seed"] else "export-done-running"
        return Reply(text=i18n.t(lang, key, {"name": name, "actions": len(data["log"])}),
                     files=[Attachment(name=name, data=blob)], table_id=data["table_id"],
                     game_id=data["game"])

    async def verify_data(self, data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """Check an export: seed against its hash, every draw, and the replayed state."""
        seed = data.get("seed")
        if not seed:
            return "verify-not-ended", {"hash": data.get("seed_hash", "")}
        if seed_hash(seed) != data.get("seed_hash"):
            return "verify-bad-hash", {}
        draws = [Draw.from_json(d) for r in data["log"] for d in r["draws"]]
        bad = verify_draws(seed, draws)
        if bad:
            return "verify-bad-draws", {"count": len(bad)}
        if [d.n for d in draws] != list(range(len(draws))):
            return "verify-bad-draws", {"count": 1}
        game = find_game(data["game"])
        seats = [SeatInfo(index=x["position"], name=x["name"]) for x in data["seats"]]
        effective: list[dict[str, Any]] = []
        for row in data["log"]:
            if row["kind"] == "action":
                effective.append(row)
            elif row["kind"] == "undo":
                effective = [r for r in effective if r["seq"] != row["action"].get("undo_seq")]
        if data.get("state") is None:
            return "verify-ok", {"draws": len(draws), "actions": len(effective)}
        rebuilt = replay(game, data["options"], seats, seed, [(r["seat"], r["action"]) for r in effective])
        if game.dump_state(rebuilt.state) != data["state"]:
            return "verify-bad-state", {}
        return "verify-ok", {"draws": len(draws), "actions": len(effective)}

    @replying
    async def verify(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        data = await self.export_data(actor)
        code, params = await self.verify_data(data)
        return Reply(text=i18n.t(lang, code, params), error=code not in ("verify-ok", "verify-not-ended"))

    @replying
    async def mine(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        async with self.db.session() as s:
            tables = await repo.tables_of_user(s, actor.user_id, actor.guild_id)
        if not tables:
            return Reply(text=i18n.t(lang, "mine-none"), private=True)
        lines = [i18n.t(lang, "mine-head", {"count": len(tables)})]
        async with self.db.session() as s:
            seats = {tb.id: await repo.seats(s, tb.id or 0) for tb in tables if tb.status == "active"}
        for tb in tables:
            awaited = False
            if tb.id in seats and tb.state is not None:
                game = find_game(tb.game)
                seat = next((x for x in seats[tb.id] if x.user_id == actor.user_id), None)
                prompts = game.prompts(game.load_state(tb.state))
                awaited = seat is not None and any(p.seat == seat.position for p in prompts)
            key = "mine-line-awaited" if awaited else "mine-line"
            lines.append(i18n.t(lang, key, {"game": i18n.t(lang, f"game-{tb.game}"), "channel": tb.channel_id,
                                            "status": i18n.t(lang, f"status-{tb.status}")}))
        return Reply(text="\n".join(lines), private=True)

    # ------------------------------------------------------------------ dice
    @replying
    async def roll(self, actor: Actor, expression: str) -> Reply:
        lang = await self.lang(actor)
        seed = self._roll_seed()
        result: DiceRoll = roll_dice(expression, Rng(seed))
        text = format_roll(result, lambda key, params: i18n.t(lang, key, params))
        async with self.db.session() as s:
            await repo.add_roll(s, RollLog(guild_id=actor.guild_id, channel_id=actor.channel_id,
                                           user_id=actor.user_id, user_name=actor.name, expression=expression,
                                           result=result.model_dump(mode="json"), seed=seed))
        return Reply(text=i18n.t(lang, "roll-by", {"player": actor.name, "roll": text}))

    @replying
    async def roll_history(self, actor: Actor) -> Reply:
        lang = await self.lang(actor)
        async with self.db.session() as s:
            rows = await repo.roll_history(s, actor.channel_id, ROLL_HISTORY)
        if not rows:
            return Reply(text=i18n.t(lang, "roll-history-empty"), private=True)
        lines = [i18n.t(lang, "roll-history-head", {"count": len(rows)})]
        for row in rows:
            result = DiceRoll.model_validate(row.result)
            text = format_roll(result, lambda key, params: i18n.t(lang, key, params))
            lines.append(i18n.t(lang, "roll-history-line", {"time": row.created_at.strftime("%d/%m %H:%M"),
                                                             "player": row.user_name, "roll": text}))
        return Reply(text="\n".join(lines), private=True)

    # ------------------------------------------------------------------ settings
    @replying
    async def settings(self, actor: Actor, locale: str | None = None, reminder_minutes: int | None = None,
                       threads: bool | None = None) -> Reply:
        lang = await self.lang(actor)
        if actor.guild_id is None:
            raise ServiceError("settings-no-server")
        async with self.db.session() as s:
            current = await repo.guild_settings(s, actor.guild_id, self.default_locale)
            if locale is not None or reminder_minutes is not None or threads is not None:
                if not actor.can_manage:
                    raise ServiceError("manage-only")
                if locale is not None:
                    if locale not in i18n.LANGUAGES:
                        raise ServiceError("bad-locale", locale=locale, known=", ".join(i18n.LANGUAGES))
                    current.locale = locale
                if reminder_minutes is not None:
                    if not 0 <= reminder_minutes <= 7 * 24 * 60:
                        raise ServiceError("bad-reminder", minutes=reminder_minutes)
                    current.reminder_minutes = reminder_minutes
                if threads is not None:
                    current.use_threads = threads
                current = await repo.save_guild_settings(s, current)
        lang = i18n.language(actor.locale, current.locale)
        return Reply(text=i18n.t(lang, "settings-show", {"locale": current.locale,
                                                         "minutes": current.reminder_minutes,
                                                         "threads": "on" if current.use_threads else "off"}),
                     private=True)

    async def guild(self, guild_id: str | None) -> GuildSettings:
        async with self.db.session() as s:
            return await repo.guild_settings(s, guild_id, self.default_locale)

    # ------------------------------------------------------------------ reminders
    async def due_reminders(self, guild_filter: Callable[[str | None], bool] | None = None
                            ) -> list[tuple[GameTable, Reply]]:
        """Reminders that are due now; each is marked sent as it is returned.

        ``guild_filter`` keeps the servers this process serves (one shard's, say).
        """
        now = self.clock()
        out: list[tuple[GameTable, Reply]] = []
        async with self.db.session() as s:
            due = await repo.due_reminders(s, now)
        for table, _minutes in due:
            if guild_filter is not None and not guild_filter(table.guild_id):
                continue
            settings = await self.guild(table.guild_id)
            lang = i18n.language(settings.locale)
            game = find_game(table.game)
            async with self.db.session() as s:
                seats = await repo.seats(s, table.id or 0)
            loaded = Loaded(table, game, seats, game.load_state(table.state or {}))
            info = self._prompt_info(lang, loaded, game.prompts(loaded.state))
            if not info:
                continue
            async with self.db.session() as s:
                await repo.mark_reminded(s, table.id or 0, now, table.reminders_sent + 1)
            names = [p["name"] for p in info]
            out.append((table, Reply(text=i18n.t(lang, "reminder", {"players": names}),
                                     mentions=[p["user_id"] for p in info], table_id=table.id,
                                     game_id=table.game)))
        return out

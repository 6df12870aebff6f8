"""Tables: create, join, leave, start, abandon, status, settings and a player's tables."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.service.base import Loaded, ServiceError, replying
from bot.service.campaigns import OPTION as CAMPAIGN
from bot.service.campaigns import Campaigns
from bot.service.computer import (
    computer_name,
    computer_seats,
    computer_user,
    host_position,
)
from bot.service.handover import MAX_MISSED
from bot.service.schedule import Timing, due_values, timing
from bot.shared.game_options import validate_options
from bot.shared.replies import Actor, Choice, Reply
from db import repository as repo
from db.models import ActionLog, GameTable, Seat
from rules.core import (
    find_game,
    i18n,
    seed_hash,
)
from rules.core.rng import Rng


class Tables(Campaigns):
    """Opening, seating, starting and ending tables."""

    if TYPE_CHECKING:  # provided by Deadlines
        def check_minutes(self, name: str, minutes: int | None) -> None: ...
        async def _set_table_deadline(self, actor: Actor, minutes: int | None,
                                      missed: int | None = None) -> None: ...
        async def _deadline_lines(self, actor: Actor, lang: str, table_changed: bool,
                                  server_changed: bool) -> list[str]: ...
        async def _recompute_reminders(self, guild_id: str, minutes: int) -> None: ...
        # provided by Handover
        async def _hand_over(self, lang: str, loaded: Loaded, seat: Seat, reason: str) -> Reply: ...

    @replying
    async def create(self, actor: Actor, game_name: str, options: Mapping[str, Any] | None = None,
                     locale: str | None = None) -> Reply:
        """Open a table; ``locale`` sets its public language (else the server's setting)."""
        if locale is not None and locale not in i18n.LANGUAGES:
            raise ServiceError("bad-locale", locale=locale, known=", ".join(i18n.LANGUAGES))
        game = find_game(game_name)
        raw = dict(options or {})
        campaign = " ".join(str(raw.pop(CAMPAIGN, "") or "").split())  # bot/service/campaigns.py
        bots, level = computer_seats(game, raw)
        host_at = host_position(raw, bots)
        camp = None
        if campaign:
            opts, camp = await self._campaign_options(actor, game, campaign, raw)
        else:
            opts = validate_options(game, raw)
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
            locale=locale,
        )
        async with self.db.session() as s:
            try:
                table = await repo.create_table(s, table, actor.name, host_at)
            except repo.ChannelBusy:
                raise ServiceError("channel-busy") from None
        lang = await self.public_lang(table)
        head: list[str] = []
        if campaign:
            camp, made = await self._campaign_link(actor, game, campaign, camp, opts, table)
            head = [self.t(lang, "campaign-created" if made else "campaign-continued",
                           {"name": camp.name, "number": camp.tables}), *self._campaign_text(lang, camp)]
        if bots and level is not None:
            async with self.db.session() as s:
                places = [p for p in range(bots + 1) if p != host_at]
                for i, place in enumerate(places):
                    s.add(Seat(table_id=table.id, position=place, user_id=computer_user(level, i + 1),
                               name=computer_name(lang, level, i + 1, bots)))
                await s.commit()
        low, high = game.min_seats_for(table.options or {}), game.max_seats_for(table.options or {})
        text = self.t(
            lang, "table-created",
            {"host": actor.name, "game": self.t(lang, f"game-{game.id}"),
             "seats": str(low) if low == high else f"{low}-{high}", "most": high},
        )
        return Reply(
            text="\n".join([text, *head]),
            choices=[
                Choice(label=self.t(lang, "btn-join"), command="game join", style="primary"),
                Choice(label=self.t(lang, "btn-start"), command="game start", style="success", for_user=actor.user_id),
            ],
            table_id=table.id,
            version=table.version,
            game_id=game.id,
        )

    @replying
    async def join(self, actor: Actor) -> Reply:
        loaded = await self._load(actor.channel_id, ("lobby",))
        lang = await self.public_lang(loaded.table)
        if loaded.seat_of(actor.user_id):
            raise ServiceError("already-seated")
        most = loaded.game.max_seats_for(loaded.table.options or {})
        if len(loaded.seats) >= most:
            raise ServiceError("table-full", max=most)
        position = max((s.position for s in loaded.seats), default=-1) + 1
        async with self.db.session() as s:  # a lost race is "table-changed" (see replying)
            await repo.bump_version(s, loaded.table)
            s.add(Seat(table_id=loaded.table.id, position=position, user_id=actor.user_id, name=actor.name))
            await s.commit()
        names = [x.name for x in loaded.seats] + [actor.name]
        return Reply(
            text=self.t(lang, "player-joined", {"player": actor.name, "players": names, "count": len(names)}),
            table_id=loaded.table.id, game_id=loaded.game.id,
            version=loaded.table.version + 1,
        )

    @replying
    async def leave(self, actor: Actor) -> Reply:
        loaded = await self._load(actor.channel_id)
        lang = await self.public_lang(loaded.table)
        seat = loaded.seat_of(actor.user_id)
        if loaded.table.status == "active" and seat is not None and loaded.game.computer_levels:
            return await self._hand_over(lang, loaded, seat, "left")  # the computer plays on for them
        if loaded.table.status != "lobby":
            raise ServiceError("leave-started")
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
            if db_seat is None:
                raise repo.ConcurrentChange(loaded.table.id)
            await s.delete(db_seat)
            await s.commit()
        key = "player-left-closed" if not remaining else "player-left"
        return Reply(text=self.t(lang, key, {"player": actor.name}), table_id=loaded.table.id, game_id=loaded.game.id)

    @replying
    async def start(self, actor: Actor) -> Reply:
        loaded = await self._load(actor.channel_id, ("lobby",))
        lang = await self.public_lang(loaded.table)
        table, game = loaded.table, loaded.game
        if actor.user_id != table.host_id and not actor.can_manage:
            raise ServiceError("host-only")
        fewest = game.min_seats_for(table.options or {})
        if len(loaded.seats) < fewest:
            raise ServiceError("not-enough-players", min=fewest, count=len(loaded.seats))
        # seats are renumbered 0..n-1 in joining order
        seats = sorted(loaded.seats, key=lambda x: x.position)
        rng = Rng(table.seed)
        options = self._campaign_seated(game, table.options, [x.user_id for x in seats])  # campaigns.py
        state = game.setup(game.parse_options(options), self._seat_infos(
            [Seat(table_id=0, position=i, user_id=x.user_id, name=x.name) for i, x in enumerate(seats)]
        ), rng)
        draws = rng.take_draws()
        now = self.clock()
        async with self.db.session() as s:
            due = due_values([], game.prompts(state), None, now, await timing(s, table))
            for i, x in enumerate(seats):
                if x.position != i:
                    db_seat = await s.get(Seat, x.id)
                    assert db_seat is not None
                    db_seat.position = i
                    s.add(db_seat)
            await repo.commit_move(
                s, table,
                {"status": "active", "state": game.dump_state(state), "draw_counter": rng.counter, **due,
                 "board_posted_at": now, **({"options": options} if options != table.options else {})},
                ActionLog(table_id=table.id or 0, seq=0, kind="setup", seat=None, user_id=actor.user_id,
                          action={}, events=[], draws=[d.to_json() for d in draws]),
            )
        for i, x in enumerate(seats):
            x.position = i
        table.version += 1
        table.status = "active"
        table.options = options
        table.draw_counter = rng.counter  # a computer seat that plays first draws on from the set-up's
        table.awaiting_since = table.board_posted_at = now
        loaded = Loaded(table, game, seats, state)
        head = [self.t(lang, "table-started", {"game": self.t(lang, f"game-{game.id}"),
                                                 "players": [x.name for x in seats], "hash": table.seed_hash})]
        reply = await self._board_reply(lang, loaded, [], game.opening_events(state), actor_id=actor.user_id)
        reply.events = [*head, *reply.events]  # the start, then what the set-up did (Kravora's first dice)
        self._add_private_views(reply, loaded, lang)
        return await self._computers_play(lang, loaded, reply, [])

    @replying
    async def abandon(self, actor: Actor) -> Reply:
        loaded = await self._load(actor.channel_id)
        lang = await self.public_lang(loaded.table)
        table = loaded.table
        if actor.user_id != table.host_id and not actor.can_manage:
            raise ServiceError("host-only")
        async with self.db.session() as s:
            try:
                await repo.commit_move(s, table, {"status": "abandoned", **due_values([], [], None, self.clock(),
                                                                                   Timing())}, None)
            except repo.ConcurrentChange:
                raise ServiceError("table-changed") from None
        lines = [self.t(lang, "table-abandoned", {"player": actor.name})]
        if table.status == "active":
            lines.append(self.t(lang, "seed-revealed", {"seed": table.seed}))
        reply = Reply(text="\n".join(lines), table_id=table.id, game_id=loaded.game.id)
        if table.card_message_id:  # the card says how the table ended
            rows = self._effective_rows(await self._recent_rows(table.id or 0))
            reply.card = self._card(lang, loaded, lines[:1], rows, finished=True)
            reply.card_message_id = table.card_message_id
        return reply

    @replying
    async def status(self, actor: Actor) -> Reply:
        """The board and who is awaited; once a game has ended, its final board and result."""
        loaded = await self._load(actor.channel_id, latest=True)
        if loaded.table.status == "abandoned" or loaded.state is None and loaded.table.status != "lobby":
            raise ServiceError("no-table")
        notice = await self._status_cooldown(actor, loaded)
        if notice is not None:
            return notice
        lang = await self.public_lang(loaded.table)
        if loaded.table.status == "lobby":
            names = [x.name for x in loaded.seats]
            return Reply(
                text=self.t(lang, "lobby-status", {"game": self.t(lang, f"game-{loaded.game.id}"),
                                                   "players": names, "count": len(names),
                                                   "min": loaded.game.min_seats_for(loaded.table.options or {}),
                                                   "max": loaded.game.max_seats_for(loaded.table.options or {})}),
                choices=[Choice(label=self.t(lang, "btn-join"), command="game join", style="primary"),
                         Choice(label=self.t(lang, "btn-start"), command="game start", style="success",
                                for_user=loaded.table.host_id)],
                table_id=loaded.table.id, game_id=loaded.game.id, version=loaded.table.version,
            )
        reply = await self._board_reply(lang, loaded, [], mention=False)
        reply.show_card = True
        seat = loaded.seat_of(actor.user_id)
        describe = getattr(loaded.game, "describe_private", None)
        if seat is not None and describe is not None:
            text = describe(loaded.state, seat.position, await self.private_lang(actor, loaded.table))
            if text:
                reply.whispers[actor.user_id] = text
        return reply

    async def _status_cooldown(self, actor: Actor, loaded: Loaded) -> Reply | None:
        """Within the cooldown after a repost of the same board (no move since), a private
        notice instead of a new post; otherwise the repost's time is recorded."""
        now = self.clock()
        table_id = loaded.table.id or 0
        last, version = self._status_posted.get(table_id, (None, None))
        if last is not None and version == loaded.table.version:
            elapsed = (now - last).total_seconds()
            if 0 <= elapsed < self.status_cooldown:
                lang = await self.private_lang(actor, loaded.table)
                wait = max(1, math.ceil(self.status_cooldown - elapsed))
                return Reply(text=self.t(lang, "status-cooldown", {"seconds": int(elapsed), "wait": wait}),
                             private=True, table_id=loaded.table.id, game_id=loaded.game.id)
        self._status_posted[table_id] = (now, loaded.table.version)
        return None

    @replying
    async def mine(self, actor: Actor) -> Reply:
        lang = await self.private_lang(actor)
        async with self.db.session() as s:
            tables = await repo.tables_of_user(s, actor.user_id, actor.guild_id)
        if not tables:
            return Reply(text=self.t(lang, "mine-none"), private=True)
        lines = [self.t(lang, "mine-head", {"count": len(tables)})]
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
            lines.append(self.t(lang, key, {"game": self.t(lang, f"game-{tb.game}"), "channel": tb.channel_id,
                                            "status": self.t(lang, f"status-{tb.status}")}))
        return Reply(text="\n".join(lines), private=True)

    @replying
    async def settings(self, actor: Actor, locale: str | None = None, reminder_minutes: int | None = None,
                       threads: bool | None = None, deadline: int | None = None,
                       server_deadline: int | None = None, missed: int | None = None) -> Reply:
        """The server's settings (Manage Channels to change) and the channel's table's deadline
        and count of missed deadlines before the computer takes a seat (its host or a
        moderator); every value is checked before anything changes."""
        if actor.guild_id is None:
            raise ServiceError("settings-no-server")
        server_change = any(v is not None for v in (locale, reminder_minutes, threads, server_deadline))
        if server_change and not actor.can_manage:
            raise ServiceError("manage-only")
        if locale is not None and locale not in i18n.LANGUAGES:
            raise ServiceError("bad-locale", locale=locale, known=", ".join(i18n.LANGUAGES))
        if reminder_minutes is not None and not 0 <= reminder_minutes <= 7 * 24 * 60:
            raise ServiceError("bad-reminder", minutes=reminder_minutes)
        self.check_minutes("deadline", deadline)
        self.check_minutes("server_deadline", server_deadline)
        if missed is not None and not 0 <= missed <= MAX_MISSED:
            raise ServiceError("bad-missed", missed=str(missed), max=MAX_MISSED)
        await self._set_table_deadline(actor, deadline, missed)
        async with self.db.session() as s:
            current = await repo.guild_settings(s, actor.guild_id, self.default_locale)
            if server_change:
                if locale is not None:
                    current.locale = locale
                if reminder_minutes is not None:
                    current.reminder_minutes = reminder_minutes
                if threads is not None:
                    current.use_threads = threads
                if server_deadline is not None:
                    current.deadline_minutes = server_deadline
                current = await repo.save_guild_settings(s, current)
        if reminder_minutes is not None:
            await self._recompute_reminders(actor.guild_id, reminder_minutes)
        lang = await self.private_lang(actor)
        lines = [self.t(lang, "settings-show", {"locale": current.locale, "minutes": current.reminder_minutes,
                                                "threads": "on" if current.use_threads else "off"})]
        lines += await self._deadline_lines(actor, lang, deadline is not None, server_deadline is not None)
        return Reply(text="\n".join(lines), private=True)

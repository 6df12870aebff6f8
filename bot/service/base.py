"""The service's shared parts: errors, a loaded table, the board reply, the error wrapper."""

from __future__ import annotations

import asyncio
import functools
import logging
import threading
from collections import OrderedDict
from collections.abc import (
    AsyncIterator,
    Awaitable,
    Callable,
    Collection,
    Mapping,
    Sequence,
)
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.exc import IntegrityError

from bot.service.admission import Admission
from bot.service.buttons import button_answers
from bot.service.card import RECENT_ACTIONS, build_card, card_link
from bot.service.kept import KeptRow, KeptRows, Notes, RowTexts, kept_rows_bytes, row_texts_bytes
from bot.service.log_rows import LogRows
from bot.service.rules_thread import in_rules_thread
from bot.service.signing import Signer, process_signer
from bot.shared.card import TableCard, utc
from bot.shared.command_names import CommandNames
from bot.shared.replies import Actor, Attachment, Choice, Reply
from db import repository as repo
from db.database import Database, failure_summary, is_unavailable
from db.models import ActionLog, GameTable, GuildSettings, Seat, utcnow
from db.scheduling import Claimed
from render import alt
from render.pool import RenderPool
from rules.core import (
    Event,
    Game,
    PlayerError,
    Prompt,
    SeatInfo,
    find_game,
    i18n,
    new_seed,
)
from rules.core.engine import Result

#: states whose prompts are remembered (:meth:`ServiceBase._prompts`): a few moves in flight
PROMPT_MEMO = 16
#: a seated player whose previous action at a table is older than this gets, privately, the
#: public events since then when they come back (a setting: ``CATCH_UP_HOURS``)
CATCH_UP_AFTER = timedelta(hours=6)


def hand_passes(before: Collection[int], after: Collection[int], events: Sequence[Event], ended: bool) -> bool:
    """Whether a move opens a new board rather than updating the current one in place.

    It does when the game ends, when a seat that was not prompted is prompted now (the hand
    passes to someone else), or when an event everyone must see happened (``Event.announce``:
    a K.O., a reveal, a roll that decides). Otherwise the player who acted keeps the hand.
    """
    return ended or bool(set(after) - set(before)) or any(e.announce and e.visible_to is None for e in events)

log = logging.getLogger("meneur.service")


#: the default of ``Service(status_cooldown=...)``: one board repost per table per 30 seconds
STATUS_COOLDOWN_SECONDS = 30.0


class ServiceError(PlayerError):
    """A request the platform refuses (no table here, not seated, ...)."""


@dataclass
class Loaded:
    table: GameTable
    game: Game[Any, Any, Any]
    seats: list[Seat]
    state: Any
    #: the server's settings when they were read with the table (a move's language and timing)
    settings: GuildSettings | None = None
    #: (a state, the JSON it was loaded from or written as): while ``state`` is that very
    #: object, its JSON need not be made again (undo data, bot/service/state_patch.py)
    stored: tuple[Any, Any] | None = None

    def state_json(self) -> Any:
        """The JSON of ``state``: as stored when it is the state stored, else dumped."""
        if self.stored is not None and self.stored[0] is self.state:
            return self.stored[1]
        return self.game.dump_state(self.state)

    def seat_of(self, user_id: str) -> Seat | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def user_of(self, position: int) -> Seat:
        return next(s for s in self.seats if s.position == position)


@dataclass
class Played:
    """A committed move whose reply is not built yet: what its board reply needs
    (:meth:`ServiceBase._reply_of`). A computer seat's move followed by another gives only
    its lines to the run's one reply (bot/service/computer.py): no board is built for it."""

    lang: str
    events: list[Event]
    #: the seats prompted before the move (the newly awaited ones are mentioned)
    before: set[int]
    actor_id: str
    new_board: bool
    #: the table's last log rows, the move's own last
    rows: list[ActionLog]
    current_seq: int
    #: the picture, when it was started while the move was written
    drawing: asyncio.Future[Attachment | None] | None = None
    #: the move ended the game
    finished: bool = False


def replying(func: Callable[..., Awaitable[Reply]]) -> Callable[..., Awaitable[Reply]]:
    """Turn a PlayerError into a private localized reply; the state is unchanged.

    A write that lost a race (the table's version moved, a seat or a row appeared meanwhile)
    is the player's "the game changed" error; a database that does not answer (read-only,
    full, locked too long, a server gone silent) is "try again in a moment". Both transactions
    were rolled back. The failure is logged in one line, without statement parameters.
    """

    @functools.wraps(func)
    async def wrapper(self: ServiceBase, actor: Actor, *args: Any, **kwargs: Any) -> Reply:
        if actor.locale:  # remembered for what reaches this player later (whispers)
            self.user_langs[actor.user_id] = i18n.language(actor.locale, self.default_locale)
        try:
            try:
                return await func(self, actor, *args, **kwargs)
            except (repo.ConcurrentChange, IntegrityError):
                raise ServiceError("table-changed") from None
            except Exception as exc:
                if not is_unavailable(exc):
                    raise
                log.warning("database unavailable in %s: %s", func.__name__, failure_summary(exc))
                raise ServiceError("db-unavailable") from None
        except PlayerError as exc:
            try:
                lang = await self.lang(actor)
            except Exception as failure:
                if not is_unavailable(failure):
                    raise
                lang = i18n.language(actor.locale, self.default_locale)
            return Reply(text=self.error_text(lang, exc, self.command_names), private=True, error=True)

    return wrapper


def admitted(func: Callable[..., Awaitable[Reply]]) -> Callable[..., Awaitable[Reply]]:
    """Run a move in its table's turn and within the process's bound (inside :func:`replying`)."""

    @functools.wraps(func)
    async def wrapper(self: ServiceBase, actor: Actor, *args: Any, **kwargs: Any) -> Reply:
        async with self.admission.enter(actor.channel_id):
            return await func(self, actor, *args, **kwargs)

    return wrapper


class ServiceBase(LogRows):
    """What every part of the service shares: the database, loading a table, the board reply."""

    def __init__(self, db: Database, render: bool = True, clock: Callable[[], datetime] = utcnow,
                 seed_factory: Callable[[], str] | None = None, default_locale: str = i18n.DEFAULT_LANGUAGE,
                 pictures: RenderPool | None = None, admission: Admission | None = None,
                 catch_up_after: timedelta = CATCH_UP_AFTER, status_cooldown: float = STATUS_COOLDOWN_SECONDS,
                 signer: Signer | None = None, kept_bytes: int | None = None,
                 row_texts: int | None = None) -> None:
        self.db = db
        #: the key signing this bot's exports (:mod:`.signing`): the deployment's, else the process's
        self.signer = signer or process_signer()
        #: one move at a time per table, a bounded number in flight (see :mod:`.admission`)
        self.admission = admission or Admission.from_env()
        #: where pictures are drawn: worker processes, or a thread (the default)
        self.pictures = pictures or RenderPool(0)
        self.catch_up_after = catch_up_after
        #: (table id, user id) -> the last log row already told to that player (catch-up)
        self._caught_up: Notes[tuple[int, str], int] = Notes()
        self.default_locale = i18n.language(default_locale)
        self.render_images = render
        self.clock = clock
        #: where table seeds come from: ``secrets`` unless a script fixes it (``--seed``)
        self.new_seed = seed_factory or new_seed
        self._fixed_seed = seed_factory is not None
        self._rolls = 0
        #: how texts name commands (the Discord adapter sets clickable mentions after its sync)
        self.command_names = CommandNames()
        #: each player's language, as their last command gave it (for whispers to them)
        self.user_langs: Notes[str, str] = Notes()
        #: ``/game status`` reposts a table's board at most once per this many seconds
        self.status_cooldown = status_cooldown
        self._status_posted: Notes[int, tuple[datetime, int]] = Notes()  # table id -> (when, board version)
        #: more buttons on every board, from the table, its prompts and the board's language (the
        #: throw page's « Throw », bot/web/throw.py, when the Discord adapter serves it)
        self.board_buttons: list[Callable[[Loaded, Sequence[Prompt], str], list[Choice]]] = []
        #: table id -> ((version, seed), its last HAND_ROWS log rows, whether no row holds undo
        #: data) as this process's last move there left them, bounded in bytes (:mod:`.kept`)
        self._kept_rows = KeptRows(kept_rows_bytes() if kept_bytes is None else kept_bytes)
        #: the kept rows' public lines as boards formatted them, bounded in bytes (:mod:`.kept`)
        self._row_texts = RowTexts(row_texts_bytes() if row_texts is None else row_texts)
        #: the prompts of the last states asked about, by identity (:meth:`_prompts`)
        self._prompt_memo: OrderedDict[int, tuple[Any, list[Prompt]]] = OrderedDict()
        self._prompt_lock = threading.Lock()  # asked from the loop and the rules thread

    async def claimed_pages(self, claim: Callable[[Any, datetime], Awaitable[Sequence[Claimed]]],
                            page: int) -> AsyncIterator[tuple[Sequence[Claimed], datetime]]:
        """Pages of tables claimed by ``claim(session, now)`` (deadlines, reminders), with the
        time of their claim: each page is claimed once the previous one was handled, so memory
        holds one page and other work runs in between; a short page is the last."""
        while True:
            now = self.clock()
            async with self.db.session() as s:
                claimed = await claim(s, now)
            if not claimed:
                return
            yield claimed, now
            if len(claimed) < page:
                return
            await asyncio.sleep(0)

    def _prompts(self, game: Game[Any, Any, Any], state: Any) -> list[Prompt]:
        """``game.prompts(state)``, computed once per state object: a move asks for the prompts
        of its state after up to four times (its timing, the computer seats, the board and its
        buttons), and the next move of a computer's run for the same state as its state before;
        a Krosmaster turn's prompts cost milliseconds (its inspiration's options). States are
        never changed in place (``Game.apply`` makes a new one), so the object is the key."""
        key = id(state)
        with self._prompt_lock:
            found = self._prompt_memo.get(key)
            if found is not None and found[0] is state:
                self._prompt_memo.move_to_end(key)
                return list(found[1])
        prompts = list(game.prompts(state))
        with self._prompt_lock:
            self._prompt_memo[key] = (state, prompts)
            if len(self._prompt_memo) > PROMPT_MEMO:
                self._prompt_memo.popitem(last=False)
        return list(prompts)

    async def _computers_play(self, lang: str, loaded: Loaded, first: Reply | Played, head: list[str]) -> Reply:
        """The computer seats' moves after ``first`` (bot/service/computer.py); none here."""
        return first if isinstance(first, Reply) else await self._reply_of(loaded, first, head)

    def _computer_seat(self, user_id: str) -> bool:
        """Whether the platform plays this seat (bot/service/computer.py); none here."""
        return False

    async def _reply_of(self, loaded: Loaded, played: Played, head: list[str], *, picture: bool = True) -> Reply:
        """The board reply of a committed move."""
        return await self._board_reply(played.lang, loaded, head, played.events, before=played.before,
                                       actor_id=played.actor_id, new_board=played.new_board, rows=played.rows,
                                       current_seq=played.current_seq, picture=picture, drawing=played.drawing)

    async def close(self) -> None:
        """Stop the picture workers (the database is closed by its owner)."""
        await self.pictures.close()

    # ------------------------------------------------------------------ languages
    async def server_lang(self, guild_id: str | None) -> str:
        """The server's language setting (the bot's default where none is saved)."""
        async with self.db.session() as s:
            settings = await repo.guild_settings(s, guild_id, self.default_locale)
        return i18n.language(settings.locale, self.default_locale)

    async def public_lang(self, table: GameTable, settings: GuildSettings | None = None) -> str:
        """Public posts of a table: the table's language, else the server's setting
        (``settings``: the server's, when the caller has read them: a move reads them once,
        in its commit's session, for its language and its timing)."""
        if table.locale:
            return i18n.language(table.locale, self.default_locale)
        if settings is not None:
            return i18n.language(settings.locale, self.default_locale)
        return await self.server_lang(table.guild_id)

    async def private_lang(self, actor: Actor, table: GameTable | None = None) -> str:
        """Private answers: the player's Discord locale, else the table's, else the server's."""
        if actor.locale:
            lang = i18n.language(actor.locale, self.default_locale)
            self.user_langs[actor.user_id] = lang
            return lang
        if table is not None:
            return await self.public_lang(table)
        return await self.server_lang(actor.guild_id)

    async def lang(self, actor: Actor) -> str:
        """The language of a private answer to ``actor`` where only the channel is known."""
        if actor.locale:
            return await self.private_lang(actor)
        return await self.private_lang(actor, await self._channel_table(actor.channel_id))

    def user_lang(self, user_id: str, fallback: str) -> str:
        """A player's language as last seen, else ``fallback`` (whispers to other players)."""
        return self.user_langs.get(user_id, fallback)

    async def channel_lang(self, actor: Actor) -> str:
        """Public posts in a channel: its (latest) table's language, else the server's."""
        table = await self._channel_table(actor.channel_id)
        return await (self.public_lang(table) if table is not None else self.server_lang(actor.guild_id))

    async def _channel_table(self, channel_id: str) -> GameTable | None:
        async with self.db.session() as s:
            return await repo.latest_table(s, channel_id)

    def t(self, lang: str, key: str, params: dict[str, Any] | None = None) -> str:
        """A catalog message whose ``{ $cmd-... }`` variables name commands for this adapter."""
        return i18n.t(lang, key, self.command_names.fill(lang, key, params))

    @staticmethod
    def error_text(lang: str, exc: PlayerError, names: CommandNames | None = None) -> str:
        params = (names or CommandNames()).fill(lang, f"err-{exc.code}", exc.params)
        text = i18n.t(lang, f"err-{exc.code}", params)
        if text == f"err-{exc.code}":
            return i18n.t(lang, "err-unknown-code", {"code": exc.code})
        return text

    async def _load(self, channel_id: str, statuses: Sequence[str] = ("lobby", "active"),
                    latest: bool = False) -> Loaded:
        """The channel's active table (or, with ``latest``, its most recent one, ended or not);
        an active table comes with its server's settings, read in the same query."""
        settings: GuildSettings | None = None
        async with self.db.session() as s:
            if latest:
                table = await repo.latest_table(s, channel_id)
                if table is None:
                    raise ServiceError("no-table")
                seats = await repo.seats(s, table.id or 0)
            else:
                found = await repo.active_table_seated(s, channel_id, self.default_locale)
                if found is None:
                    raise ServiceError("no-table")
                table, seats, settings = found
                if table.status not in statuses:
                    raise ServiceError("table-not-" + statuses[0])
        game = find_game(table.game)
        state = await in_rules_thread(game.load_state, table.state) if table.state is not None else None
        return Loaded(table, game, seats, state, settings, (state, table.state))

    def _seat_infos(self, seats: Sequence[Seat]) -> list[SeatInfo]:
        return [SeatInfo(index=s.position, name=s.name) for s in seats]

    def _event_lines(self, lang: str, loaded: Loaded, events: Sequence[Event], seat: int | None) -> list[str]:
        names = {s.position: s.name for s in loaded.seats}
        lines = []
        for ev in events:
            if not ev.visible_for(seat):
                continue
            params = {"player": names.get(ev.params.get("seat", -1), "?"), **ev.params}
            lines.append(self.t(lang, f"ev-{ev.code}", params))
        return lines

    def _prompt_info(self, lang: str, loaded: Loaded, prompts: Sequence[Prompt]) -> list[dict[str, Any]]:
        out = []
        for p in prompts:
            seat = loaded.user_of(p.seat)
            text = self.t(lang, f"prompt-{p.kind}", {"player": seat.name, **p.params})
            if seat.name not in text:
                text = self.t(lang, "prompt-line", {"player": seat.name, "text": text})
            out.append({"seat": p.seat, "user_id": seat.user_id, "name": seat.name, "kind": p.kind, "text": text})
        return out

    async def _image(self, loaded: Loaded, lang: str) -> Attachment | None:
        return await self._picture_of(loaded.game, loaded.state, loaded.table.id, loaded.table.version, lang)

    async def _picture_of(self, game: Game[Any, Any, Any], state: Any, table_id: int | None, version: int,
                          lang: str, view: Any = None, description: str | None = None) -> Attachment | None:
        """The public picture of ``state`` (the table at ``version``), or ``None``; ``view`` and
        ``description``: its seat-free view and alt text when the caller computed them. Else
        they are computed in the rules thread, the alt text while the picture is drawn."""
        if not self.render_images or state is None or not self.pictures.can_draw(game.id):
            return None
        if view is None:
            view = await in_rules_thread(game.view, state, None)
        if description is None:
            data, description = await asyncio.gather(self.pictures.picture(game.id, view, lang),
                                                     in_rules_thread(alt.describe, game.id, view, lang))
        else:
            data = await self.pictures.picture(game.id, view, lang)
        if data is None:  # logged by the pool; the move stands, the reply goes without its picture
            return None
        return Attachment(name=f"{game.id}-{table_id}-{version}.png", data=data, description=description)

    def _picture_started(self, game: Game[Any, Any, Any], state: Any, table_id: int | None, version: int,
                         lang: str, view: Any = None, description: str | None = None
                         ) -> asyncio.Future[Attachment | None]:
        """The picture drawn (by the picture pool) while the caller goes on: a move commits and
        writes its texts meanwhile, the drawing and its encoding overlapping that work."""
        return asyncio.ensure_future(self._picture_of(game, state, table_id, version, lang, view, description))

    async def _private_pictures(self, loaded: Loaded, prompts: Sequence[Prompt], whispers: Mapping[str, str],
                                lang: str) -> dict[str, Attachment]:
        """A prompted player who gets a whisper may also get a picture of their own view, when
        the game's ``private_view`` gives one (Strahd's hand with his decision)."""
        private_view = getattr(loaded.game, "private_view", None)
        if private_view is None or not self.render_images or not self.pictures.can_draw(loaded.game.id):
            return {}
        out: dict[str, Attachment] = {}
        prompted = {p.seat for p in prompts}
        for seat in loaded.seats:
            if seat.user_id not in whispers or seat.position not in prompted:
                continue
            view = private_view(loaded.state, seat.position)
            if view is None:
                continue
            reader = self.user_lang(seat.user_id, lang)
            data = await self.pictures.picture(loaded.game.id, view, reader)
            if data is not None:
                out[seat.user_id] = Attachment(name=f"{loaded.game.id}-{loaded.table.id}-private.png", data=data,
                                               description=alt.describe(loaded.game.id, view, reader))
        return out

    def _choices(self, loaded: Loaded, prompts: Sequence[Prompt], lang: str) -> list[Choice]:
        """The buttons offered to the prompted seats (see :func:`button_answers`)."""
        choices: list[Choice] = []
        for answer in button_answers(loaded.game, loaded.state, prompts):
            label = self.t(lang, answer.label, answer.params)
            if label == answer.label:
                label = answer.fallback
            choices.append(Choice(label=label[:80], command=answer.command, args=answer.args,
                                  for_user=loaded.user_of(answer.seat).user_id,
                                  path=list(answer.path) if answer.path is not None else None))
        extra = [c for more in self.board_buttons for c in more(loaded, prompts, lang)][:25]
        return choices[:25 - len(extra)] + extra

    async def _board_reply(
        self, lang: str, loaded: Loaded, head: list[str], events: Sequence[Event] = (), mention: bool = True, *,
        before: Collection[int] | None = None, actor_id: str | None = None, new_board: bool = True,
        rows: Sequence[ActionLog] | None = None, current_seq: int | None = None, picture: bool = True,
        drawing: asyncio.Future[Attachment | None] | None = None,
    ) -> Reply:
        """The public reply after a move or a status: events, board, who is awaited.

        ``new_board`` says whether the adapters post a new board or update the current one
        in place (:func:`hand_passes`); the reply's ``ledger`` holds the earlier public lines
        of the current hand, which an updated board keeps showing. Only the seats the game
        starts waiting on are mentioned (prompted now, not in ``before``), never ``actor_id``.
        ``drawing``: the picture, already started (:meth:`_picture_started`); else it is drawn
        here, while the texts are written.
        """
        game, state, table = loaded.game, loaded.state, loaded.table
        if drawing is None and picture:
            drawing = self._picture_started(game, state, table.id, table.version, lang)
        if rows is None:
            rows = await self._recent_rows(table.id or 0)
        reply, prompts = await in_rules_thread(self._board_texts, lang, loaded, head, events, mention, before, actor_id,
                                        rows, current_seq)
        if picture:  # no prompts once the game is over: no private picture
            reply.whisper_images = await self._private_pictures(loaded, prompts, reply.whispers, lang)
        reply.board = "post" if new_board else "edit"
        reply.image = await drawing if drawing is not None else None  # the last thing waited for
        return reply

    def _board_texts(self, lang: str, loaded: Loaded, head: list[str], events: Sequence[Event], mention: bool,
                     before: Collection[int] | None, actor_id: str | None, rows: Sequence[ActionLog],
                     current_seq: int | None) -> tuple[Reply, list[Prompt]]:
        """The board reply's texts, card and buttons (no picture yet), and the prompts they
        answer: pure work on the move's objects, run in the rules thread (:mod:`.rules_thread`)."""
        game, state, table = loaded.game, loaded.state, loaded.table
        lines = list(head)
        event_lines = self._event_lines(lang, loaded, events, None)
        result = game.result(state)
        prompts = [] if result is not None else self._prompts(game, state)
        info = self._prompt_info(lang, loaded, prompts)
        if result is not None:
            result_text = self._result_text(lang, loaded, result)
            lines.append(result_text)
            lines.append(self.t(lang, "seed-revealed", {"seed": table.seed}))
        else:
            lines += [p["text"] for p in info]
        mentions: list[str] = []
        if mention:
            waited = [p for p in info if before is None or p["seat"] not in before]
            mentions = [u for u in dict.fromkeys(p["user_id"] for p in waited) if u != actor_id]
        link = card_link(table)
        if mentions and link:
            lines.append(i18n.t(lang, "card-link", {"link": link}))
        whispers = self._whispers(lang, loaded, events)
        effective = self._effective_rows(rows)
        posted = utc(table.board_posted_at) if table.board_posted_at is not None else None
        told: dict[int, list[str]] = {}  # each row's public lines, formatted once for the ledger and the card
        ledger = [ln for r in effective if posted is not None and utc(r.created_at) >= posted and r.seq != current_seq
                  for ln in self._row_lines(lang, loaded, r, told)]
        awaited = [result_text] if result is not None else [p["text"] for p in info]
        card = self._card(lang, loaded, awaited, effective, finished=result is not None, told=told)
        choices = self._choices(loaded, prompts, lang) if result is None else []
        reply = Reply(
            text=i18n.join_lines(lines),
            events=event_lines,
            choices=choices,
            mentions=mentions,
            whispers=whispers,
            prompts=info,
            table_id=table.id, game_id=game.id,
            version=table.version,
            ledger=ledger,
            card=card,
            board_message_id=table.board_message_id,
            card_message_id=table.card_message_id,
        )
        return reply, prompts

    def _whispers(self, lang: str, loaded: Loaded, events: Sequence[Event]) -> dict[str, str]:
        """What only one seat may see of ``events``, by user id, in that player's language."""
        whispers: dict[str, str] = {}
        for seat in loaded.seats:
            hidden = [ev for ev in events if ev.visible_for(seat.position) and not ev.visible_for(None)]
            secret = self._event_lines(self.user_lang(seat.user_id, lang), loaded, hidden, seat.position)
            if secret:
                whispers[seat.user_id] = "\n".join(secret)
        return whispers

    def _card(self, lang: str, loaded: Loaded, awaited: Sequence[str], effective: Sequence[ActionLog],
              finished: bool, told: dict[int, list[str]] | None = None) -> TableCard:
        """The table's card: ``awaited`` (who is awaited, or how it ended) and the last actions
        (``told``: rows' public lines already formatted, by number)."""
        title = i18n.t(lang, f"game-{loaded.game.id}")
        name = loaded.game.id if title == f"game-{loaded.game.id}" else title
        recent = self._recent_lines(lang, loaded, effective, {} if told is None else told)
        return build_card(lang, loaded.table, name, awaited, recent, finished)

    def _row_lines(self, lang: str, loaded: Loaded, row: ActionLog, told: dict[int, list[str]]) -> list[str]:
        """A log row's public lines, from ``told`` (by row number), else, for a kept row, as an
        earlier board formatted them (:class:`~.kept.RowTexts`), else formatted; put there."""
        lines = told.get(row.seq)
        if lines is not None:
            return lines
        blob = row.blob if isinstance(row, KeptRow) else None
        found: list[str] | None = None
        context = ""
        if blob is not None:  # what else its lines depend on: made only for a kept row
            context = "\x1f".join([lang, str(self.command_names.generation),
                                    *(f"{s.position}:{s.name}" for s in loaded.seats)])
            found = self._row_texts.get(context, blob)
        if found is None:
            found = self._event_lines(lang, loaded, [Event.model_validate(e) for e in row.events], None)
            if blob is not None:
                self._row_texts.put(context, blob, found)
        told[row.seq] = found
        return found

    def _recent_lines(self, lang: str, loaded: Loaded, effective: Sequence[ActionLog],
                      told: dict[int, list[str]]) -> list[str]:
        """The card's last actions: ``#seq player: public events``, oldest first.

        Only the card's :data:`~.card.RECENT_ACTIONS` last rows with public events are
        formatted (read from the end): formatting the whole hand cost ~4 ms a move."""
        names = {s.position: s.name for s in loaded.seats}
        out: list[str] = []
        for row in reversed(effective):
            if len(out) >= RECENT_ACTIONS:
                break
            text = " ".join(self._row_lines(lang, loaded, row, told))
            if text:
                out.append(f"#{row.seq} {names.get(row.seat or 0, '?')}: {text}")
        return out[::-1]

    def _and(self, lang: str, names: list[str]) -> str:
        """« alice, bob et carol » / « alice, bob and carol »."""
        if len(names) < 2:
            return "".join(names)
        return self.t(lang, "names-and", {"head": ", ".join(names[:-1]), "last": names[-1]})

    def _result_text(self, lang: str, loaded: Loaded, result: Result) -> str:
        names = {s.position: s.name for s in loaded.seats}
        winners = [names.get(w, "?") for w in result.winners]
        scores = ", ".join(f"{names.get(int(k), '?')} {v}" for k, v in result.scores.items())
        reason = self.t(lang, f"end-{result.reason}", result.params) if result.reason else ""
        if reason.startswith("end-"):
            reason = ""
        if reason:  # a sentence of its own after the result's
            reason = reason[0].upper() + reason[1:] + ("" if reason[-1] in ".!?…" else ".")
        named = self._and(lang, winners) or "—"
        parts = [self.t(lang, "result-" + result.termination.value, {"winners": named, "count": len(winners)}),
                 reason]
        if scores:  # a cooperative game's end has none
            parts.append(self.t(lang, "result-scores", {"scores": scores}))
        if result.termination.value == "score":
            parts.append(self.t(lang, "result-best", {"winners": named, "count": len(winners)}))
        return " ".join(p for p in parts if p)

    def _add_private_views(self, reply: Reply, loaded: Loaded, lang: str) -> None:
        """Seats whose view holds secrets get them as a whisper (e.g. a hidden hand)."""
        describe = getattr(loaded.game, "describe_private", None)
        if describe is None:
            return
        for seat in loaded.seats:
            text = describe(loaded.state, seat.position, self.user_lang(seat.user_id, lang))
            if text:
                prev = reply.whispers.get(seat.user_id)
                reply.whispers[seat.user_id] = f"{prev}\n{text}" if prev else text

    async def guild(self, guild_id: str | None) -> GuildSettings:
        async with self.db.session() as s:
            return await repo.guild_settings(s, guild_id, self.default_locale)

    def _seed_public(self, table: GameTable) -> bool:
        return table.status in ("finished", "abandoned")

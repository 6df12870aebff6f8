"""Verifying an exported game: its shape first, then every log row against a replay.

An export (``meneur-export/1``, see ``bot/service/records.py``) is untrusted input: a file
anyone may upload. :func:`verify_export` never raises on it; it answers a :class:`Verdict`
whose ``code`` is a message id of the bot's catalogs and whose ``params`` fill it.

The checks, in order:

1. the shape, with size limits (:class:`ExportFile`): bounded lists and strings, integers
   where integers are expected, and free-form values (actions, events, options, state)
   nested at most :data:`MAX_DEPTH` deep;
2. the game is known, the seed is revealed (else nothing can be checked yet) and matches
   the hash published at the start, the options and seats are valid;
3. row by row, from a fresh set-up with the seed: the row's number (after the previous
   one's), the platform's notices leading it (a time-out's names an awaited seat and the
   game's own default move for it, exactly the row's action), its draws (as many as
   the replay made, numbered on from the previous row, each value the seed's, equal to the
   replay's) and its events (equal to the replay's); an undo row must cancel the last
   action in effect, by its own player, one that drew nothing and revealed nothing;
4. the final state and result equal the replay's.

A row number is the row's position in the file's log, counted from 1 (the set-up is row
1), whatever its ``seq`` (the ``#`` of ``/game log``, which grows but skips numbers).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from .engine import Game, SeatInfo
from .errors import PlayerError
from .registry import find_game
from .rng import Rng, derive, seed_hash

FORMAT = "meneur-export/1"
#: limits of an export's shape: far above any real game, far below what hurts
MAX_DEPTH = 48
MAX_ROWS = 50_000
MAX_ROW_DRAWS = 10_000
MAX_ROW_EVENTS = 2_000
MAX_SEATS = 64
MAX_KEYS = 256
MAX_NAME = 200
#: the notice the platform logs before a default move played on a time-out
TIMEOUT_NOTICE = "timeout-applied"
#: the largest integer a draw may hold (a draw's number is 8 bytes of the hash input)
MAX_DRAW_INT = 2**63 - 1


@dataclass(frozen=True)
class Verdict:
    """The answer: a message id, its parameters, and what kind of answer it is.

    ``kind``: ``ok`` (verified), ``pending`` (nothing checkable yet), ``failed`` (the file
    or game does not check out), ``invalid`` (not a readable export), ``timeout``.
    """

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    kind: str = "failed"


class VerifyTimeout(Exception):
    """The time budget ran out."""


DrawInt = Annotated[StrictInt, Field(ge=-MAX_DRAW_INT, le=MAX_DRAW_INT)]
DrawRow = Annotated[list[DrawInt], Field(min_length=4, max_length=4)]
Hex64 = Annotated[StrictStr, Field(pattern=r"^[0-9a-f]{64}$")]
JsonObject = Annotated[dict[StrictStr, Any], Field(max_length=MAX_KEYS)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)


class ExportSeat(_Strict):
    position: Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS)]
    name: Annotated[StrictStr, Field(max_length=MAX_NAME)]


class ExportRow(_Strict):
    seq: Annotated[StrictInt, Field(ge=0, le=2**31)]
    kind: Literal["setup", "action", "undo"]
    seat: Annotated[StrictInt, Field(ge=0, lt=MAX_SEATS)] | None
    action: JsonObject
    events: Annotated[list[JsonObject], Field(max_length=MAX_ROW_EVENTS)]
    draws: Annotated[list[DrawRow], Field(max_length=MAX_ROW_DRAWS)]
    draw_count: Annotated[StrictInt, Field(ge=0, le=MAX_ROW_DRAWS)]


class ExportFile(_Strict):
    """The shape of an export, with the limits a verifier needs before replaying anything."""

    format: Literal["meneur-export/1"]
    game: Annotated[StrictStr, Field(max_length=64)]
    options: JsonObject
    seed_hash: Hex64
    seed: Hex64 | None
    seats: Annotated[list[ExportSeat], Field(max_length=MAX_SEATS)]
    state: JsonObject | None
    log: Annotated[list[ExportRow], Field(max_length=MAX_ROWS)]
    result: JsonObject | None = None


def too_deep(data: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether ``data`` nests lists and objects deeper than ``limit`` (no recursion)."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def _shape_verdict(exc: ValidationError) -> Verdict:
    """The first shape error, located as a row and a field when it is inside the log."""
    err = exc.errors(include_url=False, include_input=False)[0]
    loc = list(err["loc"])
    params: dict[str, Any] = {}
    prefix = "verify-field"
    if len(loc) >= 2 and loc[0] == "log" and isinstance(loc[1], int):
        prefix, params["row"], loc = "verify-row-field", loc[1] + 1, loc[2:]
    params["field"] = ".".join(str(p) for p in loc) or "log"
    if err["type"] == "missing":
        return Verdict(prefix + "-missing", params, "invalid")
    if err["type"] in ("too_long", "string_too_long"):
        params["limit"] = (err.get("ctx") or {}).get("max_length", 0)
        return Verdict(prefix + "-too-long", params, "invalid")
    return Verdict(prefix + "-wrong", params, "invalid")


def _norm(value: Any) -> Any:
    """``value`` as JSON would bring it back (tuples as lists, keys as strings)."""
    return json.loads(json.dumps(value))


def _find(game_id: str) -> Game[Any, Any, Any] | None:
    """The game of that exact id (an export names its game by id, never by an alias)."""
    try:
        found = find_game(game_id)
    except PlayerError:
        return None
    return found if found.id == game_id else None


def _draw_verdict(row: int, seed: str, counter: int, given: list[list[int]], made: list[list[int]]) -> Verdict | None:
    """What is wrong with a row's draws, ``None`` if they are the replay's."""
    if len(given) > len(made):
        return Verdict("verify-row-extra-draws", {"row": row, "count": len(given) - len(made)})
    if len(given) < len(made):
        return Verdict("verify-row-missing-draws", {"row": row, "count": len(made) - len(given)})
    for i, (n, lo, hi, v) in enumerate(given):
        if n != counter + i:
            return Verdict("verify-row-draw-numbers", {"row": row, "expected": counter + i, "found": n})
        if n < 0 or hi < lo or derive(seed, n, lo, hi) != v:
            return Verdict("verify-row-draw-value", {"row": row, "number": n})
    if given != made:
        return Verdict("verify-row-draws", {"row": row})
    return None


@dataclass
class _Effective:
    """An action still in effect, with what undoing it restores (reversible actions only)."""

    seq: int
    seat: int
    before: Any = None
    reversible: bool = False


def verify_export(data: Any, deadline: float | None = None, clock: Callable[[], float] = time.monotonic,
                  platform_events: Collection[str] = ()) -> Verdict:
    """Check an export; never raises on a bad file. ``deadline``: a ``clock()`` value.

    ``platform_events``: codes of the notices the platform logs before a game's events
    (a time-out's); a row may start with them, never with dice.

    Raises :class:`VerifyTimeout` once ``clock()`` passes ``deadline`` (checked per row).
    """
    if not isinstance(data, dict):
        return Verdict("verify-not-export", {}, "invalid")
    try:
        export = ExportFile.model_validate(data)
    except ValidationError as exc:
        return _shape_verdict(exc)
    # the typed parts have a fixed depth; the free-form ones (actions, events, options,
    # state) are walked before anything recurses into them
    free = [export.options, export.state, export.result, *(part for r in export.log for part in (r.action, r.events))]
    if too_deep(free):
        return Verdict("verify-too-deep", {"limit": MAX_DEPTH}, "invalid")
    game = _find(export.game)
    if game is None:
        return Verdict("verify-unknown-game", {"game": export.game}, "invalid")
    if export.seed is None:
        return Verdict("verify-not-ended", {"hash": export.seed_hash}, "pending")
    seed = export.seed
    if seed_hash(seed) != export.seed_hash:
        return Verdict("verify-bad-hash")
    try:
        options = game.parse_options(export.options)
    except PlayerError:
        return Verdict("verify-bad-options")
    positions = sorted(s.position for s in export.seats)
    most = game.max_seats_for(export.options or {})
    fewest = game.min_seats_for(export.options or {})
    if positions != list(range(len(positions))) or not fewest <= len(positions) <= most:
        return Verdict("verify-bad-seats", {"count": len(positions)})
    if not export.log:
        if export.state is None:  # a table abandoned before it started: nothing was drawn
            return Verdict("verify-ok", {"draws": 0, "actions": 0}, "ok")
        return Verdict("verify-no-setup")
    if export.log[0].kind != "setup":
        return Verdict("verify-no-setup")
    seats = [SeatInfo(index=s.position, name=s.name) for s in sorted(export.seats, key=lambda s: s.position)]
    try:
        return _replay_rows(game, options, seats, seed, export, deadline, clock, frozenset(platform_events))
    except VerifyTimeout:
        raise
    except Exception:  # noqa: BLE001 - a file must get an answer, whatever the game's code does with it
        # a hostile value the game's own validation let through and its code choked on
        return Verdict("verify-unplayable")


def _replay_rows(game: Game[Any, Any, Any], options: Any, seats: list[SeatInfo], seed: str,
                 export: ExportFile, deadline: float | None, clock: Callable[[], float],
                 platform_events: frozenset[str]) -> Verdict:
    rng = Rng(seed)
    state: Any = None
    effective: list[_Effective] = []
    total_draws = 0
    previous_seq = -1
    for index, row in enumerate(export.log):
        number = index + 1
        if deadline is not None and clock() > deadline:
            raise VerifyTimeout
        if row.seq <= previous_seq:
            return Verdict("verify-row-seq", {"row": number, "seq": row.seq, "previous": previous_seq})
        previous_seq = row.seq
        if row.draw_count != len(row.draws):
            return Verdict("verify-row-draw-count", {"row": number, "count": row.draw_count, "draws": len(row.draws)})
        counter = rng.counter
        events: list[Any] = []
        if row.kind == "setup":
            if index:
                return Verdict("verify-row-kind", {"row": number})
            state = game.setup(options, seats, rng)
        elif row.kind == "action":
            if row.seat is None or row.seat >= len(seats):
                return Verdict("verify-row-seat", {"row": number})
            if not _notices_justified(game, state, row, platform_events):
                return Verdict("verify-row-notice", {"row": number})
            try:
                action = game.parse_action(row.action)
                transition = game.apply(state, row.seat, action, rng)
            except PlayerError:
                return Verdict("verify-row-illegal", {"row": number})
            before, state = state, transition.state
            events = [e.model_dump(mode="json") for e in transition.events]
            reversible = not rng.draws and not any(e.irreversible for e in transition.events)
            if not reversible:
                effective.clear()  # nothing before an irreversible action can be undone again
            effective.append(_Effective(row.seq, row.seat, before if reversible else None, reversible))
        else:
            target = row.action.get("undo_seq")
            last = effective[-1] if effective else None
            if (last is None or type(target) is not int or target != last.seq or not last.reversible
                    or row.seat != last.seat or not _prompted(game, state, last.seat)
                    or not _prompted(game, last.before, last.seat)):
                return Verdict("verify-row-undo", {"row": number})
            effective.pop()
            state = last.before
        made = [d.to_json() for d in rng.take_draws()]
        total_draws += len(row.draws)
        wrong = _draw_verdict(number, seed, counter, row.draws, made)
        if wrong is not None:
            return wrong
        given = row.events
        while given and given[0].get("code") in platform_events and not given[0].get("irreversible"):
            given = given[1:]  # the platform's notices come first (a time-out's); the game's follow
        if given != _norm(events):
            dice = any(e.get("irreversible") for e in [*given, *_norm(events)] if isinstance(e, dict))
            return Verdict("verify-row-dice-events" if dice else "verify-row-events", {"row": number})
    if export.state is None or _norm(export.state) != _norm(game.dump_state(state)):
        return Verdict("verify-bad-state")
    result = game.result(state)
    if _norm(export.result) != _norm(result.model_dump(mode="json") if result is not None else None):
        return Verdict("verify-bad-result")
    actions = sum(1 for r in export.log if r.kind == "action") - sum(1 for r in export.log if r.kind == "undo")
    return Verdict("verify-ok", {"draws": total_draws, "actions": actions}, "ok")


def _notices_justified(game: Game[Any, Any, Any], state: Any, row: ExportRow,
                       platform_events: frozenset[str]) -> bool:
    """Whether the platform's notices leading ``row`` are borne out by the replay: a
    time-out's (:data:`TIMEOUT_NOTICE`) names the row's seat, that seat was awaited, and the
    row's action is exactly what the game plays for it on a time-out. Any other leading
    notice must be one the platform logs."""
    for event in row.events:
        code = event.get("code")
        if code not in platform_events or event.get("irreversible"):
            return True  # the game's own events start here
        if code != TIMEOUT_NOTICE:
            continue
        params = event.get("params")
        if not isinstance(params, dict) or params.get("seat") != row.seat or row.seat is None:
            return False
        if not _prompted(game, state, row.seat):
            return False
        default = game.timeout_action(state, row.seat)
        if default is None or _norm(game.dump_action(default)) != _norm(row.action):
            return False
    return True


def _prompted(game: Game[Any, Any, Any], state: Any, seat: int) -> bool:
    return state is not None and any(p.seat == seat for p in game.prompts(state))

"""Computer seats: a seat the platform plays with the game's own computer opponent.

A game offers one through ``Game.computer_levels`` and ``Game.computer_action`` (its policy).
A table gets computer seats when it is opened: ``/game new <game> opponent:bot`` (one, for a
duel), ``bots:<n>`` (several, the seats after the host's, e.g. three for a 4-player game),
``level:<level>`` (the game's levels, its middle one by default). Such a seat's user id is
``meneur:computer:<level>:<n>`` (n: 1, 2, 3 at the table); nobody is ever pinged for it.

After every committed move (and at the start), while a computer seat is prompted, its move is
computed in the worker process (:func:`.verification.off_loop`: off the event loop and its
interpreter lock) and played through the normal commit, logged for that seat; the moves of
one such run are merged into one reply, the board of the last one. The policy gets the state
and a generator of its own, derived from the table's secret seed and the version but never
the table's stream of dice, so the same table plays the same way.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import replace
from typing import Any

from bot.service.base import Loaded, Played, ServiceError
from bot.service.moves import Moves
from bot.service.verification import off_loop
from bot.shared.replies import Reply
from rules.core import Event, PlayerError, Rng, find_game, i18n

log = logging.getLogger("meneur.computer")

#: the user id of a computer seat: this prefix and its level
COMPUTER_PREFIX = "meneur:computer:"
#: the most moves computer seats play in a row before handing back (a safety net)
MAX_COMPUTER_MOVES = 400
#: seconds a computer's decision may take in the worker
DECISION_BUDGET_S = 20.0
#: the values of ``opponent:`` that ask for a computer opponent
COMPUTER_WORDS = frozenset({"bot", "computer", "ordinateur", "ordi", "ia", "ai", "cpu"})


def computer_level(user_id: str | None) -> str | None:
    """The level of a computer seat's user id (``None``: a person)."""
    if user_id and user_id.startswith(COMPUTER_PREFIX):
        return user_id[len(COMPUTER_PREFIX):].split(":")[0]
    return None


def computer_user(level: str, number: int) -> str:
    """The user id of the ``number``-th computer seat of a table (from 1)."""
    return f"{COMPUTER_PREFIX}{level}:{number}"


def computer_seats(game: Any, options: dict[str, Any]) -> tuple[int, str | None]:
    """Take the platform's options out of a new table's ``options``: how many computer seats
    and at which level (``ServiceError`` for a game without one or a bad value)."""
    opponent = str(options.pop("opponent", "") or "").strip().lower()
    count_text = str(options.pop("bots", "") or "").strip()
    level = str(options.pop("level", "") or "").strip().lower() or None
    if opponent and opponent not in COMPUTER_WORDS and opponent not in ("human", "humain", "joueur", "player"):
        raise ServiceError("bad-opponent", value=opponent)
    count = 1 if opponent in COMPUTER_WORDS else 0
    if count_text:
        if not count_text.isdigit() or not 1 <= int(count_text) <= game.max_seats - 1:
            raise ServiceError("bad-computer-count", value=count_text, max=game.max_seats - 1)
        count = int(count_text)
    if (count or level) and not game.computer_levels:
        raise ServiceError("no-computer", game=game.id)
    if level is not None and level not in game.computer_levels:
        raise ServiceError("bad-computer-level", level=level, levels=", ".join(game.computer_levels))
    if count and level is None:
        levels = game.computer_levels
        level = levels[len(levels) // 2]
    return count, level


def host_position(options: dict[str, Any], bots: int) -> int:
    """Take ``host_seat:`` out of a new table's ``options``: the place (from 1) the host takes
    among the first ``bots + 1`` seats, the computer seats filling the others in order (e.g.
    ``variants:strahd bots:1 host_seat:2``: the computer plays Strahd, the first seat, and the
    host a hero). Without it the host sits first."""
    text = str(options.pop("host_seat", "") or "").strip()
    if not text:
        return 0
    if not text.isdigit() or not 1 <= int(text) <= bots + 1:
        raise ServiceError("bad-host-seat", value=text, max=bots + 1)
    return int(text) - 1


def computer_name(lang: str, level: str, number: int, count: int) -> str:
    """How a computer seat is named at the table (« Ordinateur fort », « Ordinateur fort 2 »: its level never in brackets, since
    players' names are often followed by one: « Immeril (Ordinateur normal 2) »)."""
    return i18n.t(lang, "computer-name", {"level": level, "number": number, "count": count})


def decide(game_id: str, state_json: dict[str, Any], seat: int, level: str, seed: str) -> dict[str, Any] | None:
    """The computer's move as JSON, with the line that says why (runs in the worker process)."""
    game = find_game(game_id)
    made = game.computer_move(game.load_state(state_json), seat, level, Rng(seed))
    if made is None:
        return None
    action, why = made
    return {"action": game.dump_action(action), "why": None if why is None else why.model_dump(mode="json")}


def policy_seed(table_seed: str, version: int, seat: int) -> str:
    """The computer's own generator for one decision: derived from the table's secret seed,
    never one of the table's draws."""
    return hashlib.sha256(f"{table_seed}:computer:{version}:{seat}".encode()).hexdigest()


class Computers(Moves):
    """Playing the computer seats after each move."""

    def _computer_seat(self, user_id: str) -> bool:
        return computer_level(user_id) is not None

    async def _computers_play(self, lang: str, loaded: Loaded, first: Reply | Played, head: list[str]) -> Reply:
        """While a computer seat is prompted, play its move; one reply for the whole run (``first``:
        the move or the reply that opened the run, ``head``: its opening lines, kept first).

        Only the run's last move gets a board reply (texts, buttons, card, picture); the moves
        before give their public lines and whispers to it, nothing else is built for them."""
        moves: list[Played] = []
        game = loaded.game
        for _ in range(MAX_COMPUTER_MOVES):
            if loaded.table.status != "active" or game.result(loaded.state) is not None:
                break
            action = why = None
            seat = -1
            for seat, level in self._computer_turns(loaded):  # the first computer seat that has a move
                action, why = await self._computer_action(loaded, seat, level)
                if action is not None:
                    break
            if action is None:
                break
            try:
                moves.append(await self._commit_play(lang, loaded, seat, action, loaded.user_of(seat).user_id,
                                                     [why] if why is not None else [], picture=False))
            except ServiceError:  # "table-changed": somebody moved meanwhile
                break
            except PlayerError as exc:
                log.warning("table %s: the computer's move for seat %s was refused (%s)", loaded.table.id, seat,
                            exc.code)
                break
        if not moves:
            reply = first if isinstance(first, Reply) else await self._reply_of(loaded, first, head)
            # nobody to ping or whisper to at a computer seat (its secrets stay in the state)
            reply.mentions = [m for m in reply.mentions if computer_level(m) is None]
            reply.whispers = {u: x for u, x in reply.whispers.items() if computer_level(u) is None}
            return reply
        if isinstance(first, Played) and first.drawing is not None:  # its board is never shown
            first.drawing.cancel()
        table = loaded.table
        drawing = self._picture_started(game, loaded.state, table.id, table.version, lang)
        last = await self._reply_of(loaded, replace(moves[-1], drawing=drawing), [], picture=False)
        last.mentions = [m for m in last.mentions if computer_level(m) is None]
        last.whispers = {u: x for u, x in last.whispers.items() if computer_level(u) is None}
        told = [(first.events, first.whispers) if isinstance(first, Reply) else self._lines_of(loaded, first),
                *(self._lines_of(loaded, m) for m in moves[:-1])]
        earlier = [line for events, _ in told for line in events if line not in last.ledger]
        last.events = [*head, *earlier, *last.events]  # what opened the run comes first, as it happened
        for _, whispers in told:
            for user, text in whispers.items():
                if computer_level(user) is not None:
                    continue
                last.whispers[user] = f"{text}\n{last.whispers[user]}" if user in last.whispers else text
        last.board = "post"
        return last

    def _lines_of(self, loaded: Loaded, played: Played) -> tuple[list[str], dict[str, str]]:
        """A move's public lines and its whispers, without its board."""
        return (self._event_lines(played.lang, loaded, played.events, None),
                self._whispers(played.lang, loaded, played.events))

    def _computer_turns(self, loaded: Loaded) -> list[tuple[int, str]]:
        """The prompted seats the computer plays, with their level, in the prompts' order."""
        out: list[tuple[int, str]] = []
        for p in self._prompts(loaded.game, loaded.state):
            level = computer_level(loaded.user_of(p.seat).user_id)
            if level is not None and all(seat != p.seat for seat, _ in out):
                out.append((p.seat, level))
        return out

    async def _computer_action(self, loaded: Loaded, seat: int, level: str) -> tuple[Any, Event | None]:
        """The computer's move and why, computed in the worker (``None``: it has none now); the
        game's default if the worker fails."""
        game, table = loaded.game, loaded.table
        seed = policy_seed(table.seed, table.version, seat)
        try:
            data = await off_loop(decide, game.id, loaded.state_json(), seat, level, seed,
                                  budget_s=DECISION_BUDGET_S)
        except Exception:
            log.exception("table %s: the computer of seat %s failed to decide", table.id, seat)
            return game.timeout_action(loaded.state, seat), None
        if isinstance(data, dict):
            why = data.get("why")
            return game.parse_action(data["action"]), None if why is None else Event.model_validate(why)
        return None, None  # nothing to do for this seat now (another seat's answer is awaited)


__all__ = ["COMPUTER_PREFIX", "Computers", "computer_level", "host_position", "computer_name", "computer_seats", "computer_user", "decide",
           "policy_seed"]

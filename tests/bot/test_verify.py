"""``/game verify``: every row of an export against a replay, hostile files, off the event loop.

The reference export is a real one: a finished game of the test duel played through the
service (marks, an undo, rolls, a win). Each hostile file is that export altered one way;
each gets one exact answer, never an exception.
"""

from __future__ import annotations

import asyncio
import copy
import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.service import Service
from bot.service.verification import (
    MAX_VERIFY_BYTES,
    shutdown_pool,
    verify_bytes,
    verify_in_worker,
)
from db.database import Database, sqlite_path_url
from db.models import ActionLog, GameTable
from rules.core import Event, i18n, registry
from rules.core.rng import Rng, derive, seed_hash
from rules.core.verify import VerifyTimeout, verify_export
from tests.conftest import actor
from tests.support.duel import Duel
from tests.support.playing import play_random

ALICE, BOB = actor("alice"), actor("bob")
SEED = "ab" * 32


async def play_reference(service: Service) -> None:
    """19 rows: set-up, marks A1 and B1, the undo of B1, then rolls and stops to a win."""
    assert not (await service.create(ALICE, "duel", {"target": "20"})).error
    await service.join(BOB)
    await service.start(ALICE)
    await service.act(ALICE, "mark", {"square": "A1"})
    await service.act(ALICE, "mark", {"square": "B1"})
    assert not (await service.undo(ALICE)).error
    for i in range(60):
        loaded = await service._load("chan", latest=True)
        if loaded.table.status != "active":
            return
        who = ALICE if loaded.state.active == 0 else BOB
        if i == 1:
            await service.act(who, "mark", {"square": "A2"})
        await service.act(who, "stop" if i % 3 == 2 else "roll", {})
    raise AssertionError("the reference game did not end")


@pytest.fixture(scope="session")
def reference(_register_test_game: None) -> dict[str, Any]:
    async def build() -> dict[str, Any]:
        with tempfile.TemporaryDirectory() as tmp:
            db = Database(sqlite_path_url(Path(tmp) / "ref.db"))
            await db.migrate()
            service = Service(db, render=False, seed_factory=lambda: SEED)
            await play_reference(service)
            data = await service.export_data(ALICE)
            await db.close()
            return data

    data = asyncio.run(build())
    # what the cases below rely on
    assert [r["kind"] for r in data["log"][:5]] == ["setup", "action", "action", "undo", "action"]
    assert data["log"][4]["draws"] == [[2, 1, 6, 2]] and data["log"][4]["events"][0]["params"]["faces"] == [2]
    assert data["log"][8]["draws"] == [[4, 1, 6, 4]] and data["log"][9]["draws"] == [[5, 1, 6, 6]]
    assert len(data["log"]) == 19 and data["status"] == "finished"
    assert [r["seq"] for r in data["log"][:4]] == [2, 3, 4, 5]
    return data


def test_the_reference_export_verifies(reference: dict[str, Any]) -> None:
    verdict = verify_bytes(json.dumps(reference).encode(), 10)
    assert (verdict.code, verdict.params, verdict.kind) == ("verify-ok", {"draws": 12, "actions": 16}, "ok")
    assert i18n.t("en", verdict.code, verdict.params) == (
        "Verified: the seed matches its hash, and replaying the 16 actions gives back every row's events, "
        "all 12 draws and the stored state.")


# --- the hostile files -------------------------------------------------------------------
Mutate = Callable[[dict[str, Any]], Any]


def row(n: int) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda d: d["log"][n - 1]


def setter(path: Callable[[dict[str, Any]], dict[str, Any]], key: str, value: Any) -> Mutate:
    def mutate(d: dict[str, Any]) -> None:
        path(d)[key] = value
    return mutate


def forge_dice_event(d: dict[str, Any]) -> None:
    d["log"][4]["events"][0]["params"]["faces"] = [6]  # the draw still says 2


def forge_draw_and_event(d: dict[str, Any]) -> None:
    d["log"][4]["draws"][0][3] = 6
    d["log"][4]["events"][0]["params"]["faces"] = [6]
    d["state"]["scores"][0] += 4


def move_draw(d: dict[str, Any]) -> None:
    """Row 9's draw moved to row 10 (each announces its new count)."""
    d["log"][9]["draws"].insert(0, d["log"][8]["draws"].pop())
    d["log"][8]["draw_count"], d["log"][9]["draw_count"] = 0, 2


def swap_draws(d: dict[str, Any]) -> None:
    d["log"][8]["draws"], d["log"][9]["draws"] = d["log"][9]["draws"], d["log"][8]["draws"]


def pad_draws(count: int, seed_values: bool) -> Mutate:
    """``count`` more draws numbered on after the last row's, valid for the seed if asked."""
    def mutate(d: dict[str, Any]) -> None:
        last = d["log"][-1]
        start = last["draws"][-1][0] + 1
        values = [derive(SEED, n, 1, 6) if seed_values else 1 for n in range(start, start + count)]
        last["draws"] += [[n, 1, 6, v] for n, v in zip(range(start, start + count), values)]
        last["draw_count"] = len(last["draws"])
    return mutate


def widen_range(d: dict[str, Any]) -> None:
    """A draw's range changed, its value recomputed from the seed: right for the seed, not the game's."""
    n = d["log"][4]["draws"][0][0]
    d["log"][4]["draws"][0] = [n, 1, 7, derive(SEED, n, 1, 7)]


def nest(depth: int) -> Mutate:
    def mutate(d: dict[str, Any]) -> None:
        value: Any = 1
        for _ in range(depth):
            value = [value]
        d["log"][1]["action"]["square"] = value
    return mutate


def drop_row(n: int) -> Mutate:
    return lambda d: d["log"].pop(n - 1)


def forged_undo(d: dict[str, Any]) -> None:
    """An undo of row 5, a roll, inserted after it: undo never crosses a die."""
    roll = d["log"][4]["seq"]
    for r in d["log"][5:]:
        r["seq"] += 1
    d["log"].insert(5, {**d["log"][3], "seq": roll + 1, "action": {"undo_seq": roll}})


def append_roll(d: dict[str, Any]) -> None:
    d["log"].append({**d["log"][-1], "seq": d["log"][-1]["seq"] + 1, "draws": [], "draw_count": 0, "events": []})


def swap_seqs(d: dict[str, Any]) -> None:
    d["log"][2]["seq"], d["log"][3]["seq"] = d["log"][3]["seq"], d["log"][2]["seq"]


def second_setup(d: dict[str, Any]) -> None:
    d["log"][1] = {**d["log"][0], "seq": d["log"][1]["seq"]}


def whole(value: Any) -> Callable[[dict[str, Any]], Any]:
    return lambda d: value


def too_many_rows(d: dict[str, Any]) -> None:
    d["log"] = d["log"] + [{"seq": i} for i in range(50_001)]


TIMEOUT_NOTICE = {"code": "timeout-applied", "params": {"seat": 0}, "visible_to": None, "irreversible": False}

HOSTILE: list[tuple[str, Mutate | bytes, str, dict[str, Any], str]] = [
    ("forged dice event", forge_dice_event, "verify-row-dice-events", {"row": 5},
     "Failed: row 5: the dice events differ from the replay."),
    ("forged die, event and state", forge_draw_and_event, "verify-row-draw-value", {"row": 5, "number": 2},
     "Failed: row 5: draw number 2 does not match the seed."),
    ("draw moved to the next action", move_draw, "verify-row-missing-draws", {"row": 9, "count": 1},
     "Failed: row 9 holds 1 draw fewer than the replay made."),
    ("draws swapped between actions", swap_draws, "verify-row-draw-numbers", {"row": 9, "expected": 4, "found": 5},
     "Failed: row 9: the draw numbers do not follow on (expected 4, found 5)."),
    ("3 padded draws, right for the seed", pad_draws(3, True), "verify-row-extra-draws", {"row": 19, "count": 3},
     "Failed: row 19 holds 3 draws more than the replay made."),
    ("446,719 padded draws", pad_draws(446_719, False), "verify-row-field-too-long",
     {"row": 19, "field": "draws", "limit": 10_000},
     'This file is not a Meneur export: row 19: the field "draws" holds more than 10,000 items or characters.'),
    ("draw count that lies", setter(row(5), "draw_count", 0), "verify-row-draw-count",
     {"row": 5, "count": 0, "draws": 1}, "Failed: row 5 announces 0 draws but lists 1."),
    ("a draw's range changed", widen_range, "verify-row-draws", {"row": 5},
     "Failed: row 5: the draws differ from the replay."),
    ("a mark moved to another square", setter(lambda d: d["log"][1]["action"], "square", "H8"),
     "verify-row-events", {"row": 2}, "Failed: row 2: the events differ from the replay."),
    ("a time-out notice after the game's events", lambda d: d["log"][7]["events"].append(TIMEOUT_NOTICE),
     "verify-row-events", {"row": 8}, "Failed: row 8: the events differ from the replay."),
    ("a die hidden in a time-out notice",
     lambda d: d["log"][7]["events"].insert(0, {**TIMEOUT_NOTICE, "irreversible": True}),
     "verify-row-dice-events", {"row": 8}, "Failed: row 8: the dice events differ from the replay."),
    ("a roll by the wrong player", setter(row(5), "seat", 1), "verify-row-illegal", {"row": 5},
     "Failed: row 5: the action is not a legal move at that point of the replay."),
    ("an unknown action", setter(row(6), "action", {"type": "fly"}), "verify-row-illegal", {"row": 6},
     "Failed: row 6: the action is not a legal move at that point of the replay."),
    ("an action on a seat the table lacks", setter(row(6), "seat", 9), "verify-row-seat", {"row": 6},
     "Failed: row 6: the action names no seat of the table."),
    ("an undo across a die roll", forged_undo, "verify-row-undo", {"row": 6},
     "Failed: row 6: the undo does not cancel the last action in effect, its player's own, "
     "which drew nothing and revealed nothing."),
    ("a move after the end", append_roll, "verify-row-illegal", {"row": 20},
     "Failed: row 20: the action is not a legal move at that point of the replay."),
    ("a roll removed", drop_row(5), "verify-row-draw-numbers", {"row": 6, "expected": 2, "found": 3},
     "Failed: row 6: the draw numbers do not follow on (expected 2, found 3)."),
    ("rows out of order", swap_seqs, "verify-row-seq", {"row": 4, "seq": 4, "previous": 5},
     "Failed: row 4 is numbered 4, not after the previous row (5)."),
    ("a second set-up", second_setup, "verify-row-kind", {"row": 2}, "Failed: row 2 is a second set-up."),
    ("no set-up", drop_row(1), "verify-no-setup", {}, "Failed: the log does not start with the game's set-up."),
    ("final state altered", lambda d: d["state"]["scores"].__setitem__(1, 19), "verify-bad-state", {},
     "Failed: replaying the log does not rebuild the stored state."),
    ("result altered", lambda d: d["result"].__setitem__("winners", [1]), "verify-bad-result", {},
     "Failed: replaying the log does not give the stored result."),
    ("seed swapped", setter(lambda d: d, "seed", "cd" * 32), "verify-bad-hash", {},
     "Failed: the seed does not match the hash published at the start."),
    ("options out of range", setter(lambda d: d, "options", {"target": 1}), "verify-bad-options", {},
     "Failed: the game options of the file are not valid for this game."),
    ("seats numbered 1 and 2", lambda d: [s.__setitem__("position", s["position"] + 1) for s in d["seats"]],
     "verify-bad-seats", {"count": 2},
     "Failed: the seats of the file (2) are not numbered 0, 1, 2… or not a valid number of players for this game."),
    ("unknown game", setter(lambda d: d, "game", "chess"), "verify-unknown-game", {"game": "chess"},
     'This export is of an unknown game: "chess".'),
    ("a game named by an alias", setter(lambda d: d, "game", "dice-duel"), "verify-unknown-game",
     {"game": "dice-duel"}, 'This export is of an unknown game: "dice-duel".'),
    ("running game", setter(lambda d: d, "seed", None), "verify-not-ended", {"hash": "e" * 0 + "HASH"},
     "The game is not over: the seed is secret. Its hash is HASH; verify at the end."),
    ("missing log", lambda d: d.pop("log"), "verify-field-missing", {"field": "log"},
     'This file is not a Meneur export: the field "log" is missing.'),
    ("a string where the log is expected", setter(lambda d: d, "log", "all fair"), "verify-field-wrong",
     {"field": "log"}, 'This file is not a Meneur export: the field "log" has the wrong type or value.'),
    ("a string where draws are expected", setter(row(5), "draws", "2"), "verify-row-field-wrong",
     {"row": 5, "field": "draws"},
     'This file is not a Meneur export: row 5: the field "draws" has the wrong type or value.'),
    ("a missing row key", lambda d: d["log"][6].pop("events"), "verify-row-field-missing",
     {"row": 7, "field": "events"}, 'This file is not a Meneur export: row 7 has no field "events".'),
    ("a huge draw number", lambda d: d["log"][4]["draws"][0].__setitem__(0, 10**30), "verify-row-field-wrong",
     {"row": 5, "field": "draws.0.0"},
     'This file is not a Meneur export: row 5: the field "draws.0.0" has the wrong type or value.'),
    ("a float for a number", setter(row(3), "seq", 3.0), "verify-row-field-wrong", {"row": 3, "field": "seq"},
     'This file is not a Meneur export: row 3: the field "seq" has the wrong type or value.'),
    ("a boolean for a seat", setter(row(3), "seat", True), "verify-row-field-wrong", {"row": 3, "field": "seat"},
     'This file is not a Meneur export: row 3: the field "seat" has the wrong type or value.'),
    ("a string for a number", setter(row(3), "draw_count", "0"), "verify-row-field-wrong",
     {"row": 3, "field": "draw_count"},
     'This file is not a Meneur export: row 3: the field "draw_count" has the wrong type or value.'),
    ("a draw of three numbers", lambda d: d["log"][4]["draws"][0].pop(), "verify-row-field-wrong",
     {"row": 5, "field": "draws.0"},
     'This file is not a Meneur export: row 5: the field "draws.0" has the wrong type or value.'),
    ("a string for an event", setter(row(5), "events", ["rolled a 6"]), "verify-row-field-wrong",
     {"row": 5, "field": "events.0"},
     'This file is not a Meneur export: row 5: the field "events.0" has the wrong type or value.'),
    ("a list for an action", setter(row(5), "action", ["roll"]), "verify-row-field-wrong",
     {"row": 5, "field": "action"},
     'This file is not a Meneur export: row 5: the field "action" has the wrong type or value.'),
    ("a seed that is not hex", setter(lambda d: d, "seed", "zz" * 32), "verify-field-wrong", {"field": "seed"},
     'This file is not a Meneur export: the field "seed" has the wrong type or value.'),
    ("another format", setter(lambda d: d, "format", "meneur-export/9"), "verify-field-wrong",
     {"field": "format"}, 'This file is not a Meneur export: the field "format" has the wrong type or value.'),
    ("a megabyte name", lambda d: d["seats"][0].__setitem__("name", "x" * 1_000_000), "verify-field-too-long",
     {"field": "seats.0.name", "limit": 200},
     'This file is not a Meneur export: the field "seats.0.name" holds more than 200 items or characters.'),
    ("50,001 extra rows", too_many_rows, "verify-field-too-long", {"field": "log", "limit": 50_000},
     'This file is not a Meneur export: the field "log" holds more than 50,000 items or characters.'),
    ("nesting 60 deep", nest(60), "verify-too-deep", {"limit": 48},
     "This file is not a Meneur export: its data nests deeper than 48 levels."),
    ("nesting 100,000 deep", b'{"log": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "verify-not-export", {},
     "This file is not a Meneur export (JSON)."),
    ("a 5,000-digit number", b'{"seed": ' + b"9" * 5000 + b"}", "verify-not-export", {},
     "This file is not a Meneur export (JSON)."),
    ("not JSON", b"not json", "verify-not-export", {}, "This file is not a Meneur export (JSON)."),
    ("not UTF-8", b'{"game": "\xff\xfe"}', "verify-not-export", {}, "This file is not a Meneur export (JSON)."),
    ("a list, not an object", b"[]", "verify-not-export", {}, "This file is not a Meneur export (JSON)."),
    ("9 MiB", b" " * (MAX_VERIFY_BYTES + 1), "verify-too-big", {"limit": 8},
     "This file is too large to be a Meneur export (at most 8 MiB)."),
]


@pytest.mark.parametrize(("mutate", "code", "params", "text"), [case[1:] for case in HOSTILE],
                         ids=[case[0] for case in HOSTILE])
def test_a_hostile_file_gets_one_exact_answer(reference: dict[str, Any], mutate: Mutate | bytes, code: str,
                                              params: dict[str, Any], text: str) -> None:
    if isinstance(mutate, bytes):
        blob = mutate
    else:
        data = copy.deepcopy(reference)
        mutate(data)
        if code == "verify-not-ended":
            params = {"hash": data["seed_hash"]}
            text = text.replace("HASH", data["seed_hash"])
        blob = json.dumps(data, separators=(",", ":")).encode()
    verdict = verify_bytes(blob, 10)
    assert (verdict.code, verdict.params) == (code, params)
    assert i18n.t("en", verdict.code, verdict.params) == text
    assert i18n.t("fr", verdict.code, verdict.params) != text  # the French catalog has its own sentence


def test_the_battery_covers_at_least_24_hostile_files() -> None:
    assert len(HOSTILE) >= 24 and len({case[0] for case in HOSTILE}) == len(HOSTILE)


def test_a_verification_past_its_budget_stops(reference: dict[str, Any]) -> None:
    ticks = iter(range(1000))  # one tick per row: the budget ends before row 6
    with pytest.raises(VerifyTimeout):
        verify_export(copy.deepcopy(reference), deadline=5, clock=lambda: next(ticks))
    verdict = verify_in_worker(copy.deepcopy(reference), budget_s=0)
    assert (verdict.code, verdict.params, verdict.kind) == ("verify-timeout", {"seconds": 0}, "timeout")


# --- through the service -------------------------------------------------------------------
async def test_the_channel_game_verifies_and_an_upload_answers_in_both_languages(service: Service) -> None:
    await play_reference(service)
    assert (await service.verify(ALICE)).text.startswith(
        "Verified: the seed matches its hash, and replaying the 16 actions")
    blob = json.dumps(await service.export_data(ALICE)).encode()
    assert not (await service.verify_file(ALICE, blob)).error
    data = json.loads(blob)
    forge_dice_event(data)
    forged = json.dumps(data).encode()
    en = await service.verify_file(ALICE, forged)
    fr = await service.verify_file(actor("alice", locale="fr"), forged)
    assert en.error and not en.private and en.text == "Failed: row 5: the dice events differ from the replay."
    assert fr.text == "Échec : ligne 5 : les événements de dés diffèrent du rejeu."
    junk = await service.verify_file(actor("alice", locale="fr"), b"{")
    assert junk.error and junk.private and junk.text == "Ce fichier n'est pas un export de Meneur (JSON)."


async def test_a_running_game_says_what_can_be_checked(service: Service) -> None:
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.start(ALICE)
    reply = await service.verify(BOB)
    assert not reply.error
    assert reply.text == f"The game is not over: the seed is secret. Its hash is {seed_hash(SEED)}; verify at the end."


async def test_over_budget_the_answer_is_too_long_to_verify(service: Service, monkeypatch: pytest.MonkeyPatch) -> None:
    await play_reference(service)
    monkeypatch.setattr(Service, "verify_budget_s", 1e-9)
    reply = await service.verify(ALICE)
    assert reply.error and reply.text == "Too long to verify: the check stopped after 0 seconds."


# --- off the event loop ----------------------------------------------------------------------
async def write_moves(service: Service, count: int) -> None:
    """``count`` legal actions of the running duel (marks and stops, no end), written at once.

    The rows are what the service would write (its engine, its Rng, its JSON), in one
    transaction rather than ``count`` commits, to keep the test quick.
    """
    loaded = await service._load("chan", ("active",))
    assert loaded.state is not None
    game, state, table = loaded.game, loaded.state, loaded.table
    rng = Rng(table.seed, table.draw_counter)
    squares = [f"{c}{r}" for c in "ABCDEFGH" for r in range(1, 9)]
    rows = []
    for i in range(count):
        seat = state.active
        action = {"type": "mark", "square": squares[i // 2]} if i % 2 == 0 and i < 128 else {"type": "stop"}
        transition = game.apply(state, seat, game.parse_action(action), rng)
        rows.append(ActionLog(table_id=table.id or 0, seq=table.version + 1 + i, kind="action", seat=seat, user_id="u",
                              action=action, events=[e.model_dump(mode="json") for e in transition.events],
                              draws=[d.to_json() for d in rng.take_draws()]))
        state = transition.state
    async with service.db.session() as s:
        s.add_all(rows)
        stored = await s.get(GameTable, table.id)
        assert stored is not None
        stored.state, stored.draw_counter = game.dump_state(state), rng.counter
        stored.version = table.version + count  # as if each row had been its own commit
        s.add(stored)
        await s.commit()


class SlowDuel(Duel):
    """The duel whose every move costs 2 ms of work, to see where and when a replay runs."""

    id = "slow-duel"
    aliases = ()
    applied = 0  # moves applied in this process

    def apply(self, *args: Any) -> Any:
        SlowDuel.applied += 1
        time.sleep(0.002)
        return super().apply(*args)


SLOW_DUEL = SlowDuel()


@pytest.fixture
def slow_duel() -> Any:
    registry.register(SLOW_DUEL)
    shutdown_pool()  # the next worker starts with the slow duel registered
    yield SLOW_DUEL
    registry.unregister(SLOW_DUEL.id)
    shutdown_pool()


async def test_verifying_400_actions_leaves_the_event_loop_free(sqlite_db: Database, slow_duel: SlowDuel) -> None:
    """A ticker keeps ticking while a 400-action game is verified: the replay runs in a worker process."""
    service = Service(sqlite_db, render=False, seed_factory=lambda: SEED)
    await service.create(ALICE, "slow-duel", {"target": "100"})
    await service.join(BOB)
    await service.start(ALICE)
    await write_moves(service, 400)
    await service.abandon(ALICE)
    await service.verify_file(ALICE, b"{}")  # the worker is started and warm
    SlowDuel.applied = 0
    ticks = 0
    stop = asyncio.Event()

    async def ticker() -> None:
        nonlocal ticks
        while not stop.is_set():
            await asyncio.sleep(0.005)
            ticks += 1

    task = asyncio.create_task(ticker())
    reply = await service.verify(ALICE)
    stop.set()
    await task
    assert reply.text.startswith("Verified: the seed matches its hash, and replaying the 400 actions"), reply.text
    assert SlowDuel.applied == 0  # not one move replayed in this process
    # 400 moves x 2 ms = 0.8 s: on the event loop the ticker could not have ticked during it
    assert ticks >= 40, ticks


def test_a_game_that_chokes_on_a_value_still_gets_an_answer(reference: dict[str, Any],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    def choke(self: Duel, *args: Any) -> Any:
        raise KeyError("a value no validation caught")

    monkeypatch.setattr(Duel, "_apply", choke)
    verdict = verify_export(copy.deepcopy(reference))
    assert (verdict.code, verdict.params) == ("verify-unplayable", {})
    assert i18n.t("en", verdict.code) == "Failed: the log holds a value the game cannot replay."


GAME_OPTIONS: dict[str, dict[str, str]] = {"krosmaster": {"arena": "fosse", "side": "N", "autodeploy": "true"}}


@pytest.mark.parametrize("game_id", sorted(g.id for g in registry.all_games() if g.id != "duel"))
async def test_every_game_s_export_verifies(sqlite_db: Database, game_id: str) -> None:
    """40 random legal moves of each game, played through the service, replay row by row."""
    service = Service(sqlite_db, render=False, seed_factory=lambda: SEED)
    players = await play_random(service, game_id, GAME_OPTIONS.get(game_id, {}), 40, 3)
    reply = await service.verify(players[0])
    assert reply.text.startswith("Verified: the seed matches its hash"), reply.text


async def test_a_default_move_played_on_time_out_verifies(service: Service) -> None:
    """The service logs a time-out's notice before the game's events: the replay expects it there."""
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.start(ALICE)
    loaded = await service._load("chan", ("active",))
    notice = Event(code="timeout-applied", params={"seat": 0})
    await service._play("en", loaded, 0, Duel().zombie_action(loaded.state, 0), "timeout", [], [notice])
    data = await service.export_data(ALICE)
    assert [e["code"] for e in data["log"][-1]["events"]] == ["timeout-applied", "duel-stopped"]
    await service.abandon(ALICE)
    reply = await service.verify(ALICE)
    assert reply.text.startswith("Verified: the seed matches its hash, and replaying the 1 actions"), reply.text

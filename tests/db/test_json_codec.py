"""The JSON columns written and read with orjson (db/json_codec.py) hold the values the standard
library's JSON held: the catches one by one, seeded plays of the five games, and a round trip
through each database."""

from __future__ import annotations

import json
import math
import random
from typing import Any

import pytest
from sqlalchemy import text
from sqlmodel import select

from db import json_codec
from db.database import Database
from db.models import ActionLog, GameTable
from rules.core import PlayerError, SeatInfo, find_game
from rules.core.rng import Rng


def exact(value: Any) -> str:
    """``value`` as text that tells an int from a float and keeps key order."""
    return json.dumps(value, ensure_ascii=False)


def as_before(value: Any) -> Any:
    """What the standard library stored and read back."""
    return json.loads(json.dumps(value))


TRICKY: list[Any] = [
    {1: "a", 2: {3: [4, 5]}},  # int keys, nested
    {True: 1, None: 2, 1.5: 3},  # bool, null and float keys
    ("tuple", (1, 2)),  # tuples become lists
    {"é": "Élise à l'Ouest", "ß": "日本", "emoji": "🎲"},  # text the standard library escaped
    {"ctl": "tab\there\nnew\u0000nul\u001f\"quote\\back/slash\u2028"},
    [0, -1, 2**63 - 1, -(2**63), 2**64 - 1, 1.0, -0.0, 0.1, 1e16, 1e-7, 123456.789],
    [2**64, -(2**64), 10**30],  # integers past 64 bits: the standard library writes them
    {"surrogate": "\ud800"},  # a lone surrogate: the standard library writes it
    {"digits": "12345678901234567890123", "snowflake": "1187654321098765432"},
    [], {}, None, "", 0,
]


@pytest.mark.parametrize("value", TRICKY, ids=range(len(TRICKY)))
def test_a_value_reads_back_as_the_standard_library_read_it(value: Any) -> None:
    stored = json_codec.dumps(value)
    assert isinstance(stored, str)
    assert exact(json_codec.loads(stored)) == exact(as_before(value))
    # and what the standard library wrote (rows stored before) reads back as it did
    assert exact(json_codec.loads(json.dumps(value))) == exact(as_before(value))


def test_text_the_standard_library_alone_reads() -> None:
    """Rows an earlier version wrote: NaN and infinities (SQLite kept them), long integers."""
    assert math.isnan(json_codec.loads('{"x": NaN}')["x"])
    assert json_codec.loads("[Infinity, -Infinity]") == [math.inf, -math.inf]
    assert json_codec.loads("[123456789012345678901]") == [123456789012345678901]
    assert type(json_codec.loads("[99999999999999999999]")[0]) is int  # orjson would give a float
    assert json_codec.loads(b'{"a": "\\u00e9"}') == {"a": "é"}


def test_a_non_finite_float_is_written_as_null() -> None:
    """JSON has no NaN: written as null (the standard library's ``NaN`` was refused by PostgreSQL)."""
    assert json_codec.loads(json_codec.dumps({"x": math.nan, "y": math.inf})) == {"x": None, "y": None}


def test_the_text_is_shorter_and_readable() -> None:
    assert json_codec.dumps({"name": "Élise", 1: [1, 2]}) == '{"name":"Élise","1":[1,2]}'


#: the load bench's five games (bench/bench_load.py MIX_FIVE), in their usual sizes
GAMES = [("krosmaster", 2, {"arena": "fosse", "side": "N", "autodeploy": "true"}),
         ("krosmaster", 4, {"arena": "fosse", "side": "NW", "autodeploy": "true"}),
         ("dungeon_fighter", 4, {"difficulty": "facile"}), ("ravenloft", 2, {}), ("ravenloft", 4, {}),
         ("kravora", 4, {}), ("mortebrume", 2, {})]


@pytest.mark.parametrize(("game_id", "players", "options"), GAMES, ids=[f"{g}-{n}" for g, n, _ in GAMES])
def test_seeded_plays_store_the_values_the_standard_library_stored(game_id, players, options) -> None:
    """Every state, action and event of 25 seeded moves reads back, int for int and float for
    float, as the standard library's JSON gave it."""
    game = find_game(game_id)
    rng = Rng("5e" * 32, 0)
    state = game.setup(game.parse_options(dict(options)), [SeatInfo(index=i, name=f"Joueur {i}")
                                                           for i in range(players)], rng)
    chooser = random.Random(7)
    checked = 0
    for _ in range(25):
        values: list[Any] = [game.dump_state(state)]
        prompts = game.prompts(state)
        if game.result(state) is not None or not prompts:
            break
        seat = chooser.choice(prompts).seat
        legal = game.legal_actions(state, seat)
        chooser.shuffle(legal)
        for action in legal:
            trial = Rng(rng.seed, rng.counter)
            try:
                transition = game.apply(state, seat, action, trial)
            except PlayerError:  # a legal action the state refuses after all: the next one
                continue
            break
        else:
            break
        rng, state = trial, transition.state
        values += [game.dump_action(action), [e.model_dump(mode="json") for e in transition.events],
                   [d.to_json() for d in trial.take_draws()]]
        for value in values:
            assert exact(json_codec.loads(json_codec.dumps(value))) == exact(as_before(value))
            checked += 1
    assert checked >= 40


async def test_the_columns_read_back_the_same_values_on_each_database(db: Database) -> None:
    """Written and read through the engine (the one-trip read and write on SQLite, asyncpg's
    codec on PostgreSQL): the values of the standard library, and the text is orjson's."""
    state = {"units": [{"name": "Élise", "hp": 7, "x": 2.5, "pos": (1, 2)}], "by_seat": {0: "a", 1: "b"},
             "big": 2**70, "text": "line\nquote\" \u2028"}
    async with db.session() as s:
        table = GameTable(channel_id="c", game="duel", host_id="h", seed="00" * 32, seed_hash="x",
                          status="active", state=state, options={"k": "é"})
        s.add(table)
        await s.flush()
        s.add(ActionLog(table_id=table.id or 0, seq=1, kind="action", seat=0, user_id="h", action={"type": "go"},
                        events=[{"code": "x", "params": {"n": 1.0}}], draws=[]))
        await s.commit()
        table_id = table.id
    async with db.session() as s:
        read = (await s.exec(select(GameTable).where(GameTable.id == table_id))).one()
        row = (await s.exec(select(ActionLog).where(ActionLog.table_id == table_id))).one()
        raw = (await s.exec(text("SELECT CAST(options AS TEXT) FROM game_table WHERE id = :i"),  # type: ignore[call-overload]
                            params={"i": table_id})).one()[0]
    assert exact(read.state) == exact(as_before(state))
    assert exact(row.events) == exact([{"code": "x", "params": {"n": 1.0}}])
    assert raw == '{"k":"é"}'

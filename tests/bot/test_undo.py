"""``/game undo`` restores the state kept with the action, never replays the log, never leaks it."""

from __future__ import annotations

import json
from typing import Any

import pytest
from sqlalchemy.exc import InvalidRequestError
from sqlmodel import col, select

import bot.service.moves
import rules.core.replay
from bot.service import Service
from bot.service.state_patch import apply_state_patch
from db import repository as repo
from db.models import ActionLog
from rules.core.rng import Rng
from rules.kravora import GAME as KRAVORA
from rules.kravora.pointing import _args as kravora_args
from tests.conftest import actor

ALICE, BOB = actor("alice"), actor("bob")
SEED = "ab" * 32
SECRETS = [Rng(SEED).die(6), Rng(SEED, 1).die(6)]


async def start(service: Service) -> None:
    await service.create(ALICE, "duel", {"target": "50"})
    await service.join(BOB)
    await service.start(ALICE)


async def table_and_log(service: Service) -> tuple[Any, list[ActionLog]]:
    """The table and its whole log, undo data included (the repository's log leaves it out)."""
    async with service.db.session() as s:
        table = await repo.latest_table(s, "chan")
        assert table is not None
        rows = await s.exec(select(ActionLog).where(ActionLog.table_id == table.id).order_by(col(ActionLog.seq)))
        return table, list(rows.all())


@pytest.fixture
def no_replay(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Any replay of the log fails the test (and is counted)."""
    calls: list[int] = []

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        raise AssertionError("undo replayed the log")

    monkeypatch.setattr(bot.service.moves, "replay", forbidden)
    monkeypatch.setattr(rules.core.replay, "replay", forbidden)
    return calls


async def test_a_reversible_action_keeps_what_restores_the_state_before_it_and_an_irreversible_one_nothing(
        service: Service) -> None:
    await start(service)
    table, _ = await table_and_log(service)
    before = table.state
    await service.act(ALICE, "mark", {"square": "A1"})
    _, rows = await table_and_log(service)
    assert [r.kind for r in rows] == ["setup", "action"]
    # what the mark changed, taken back: not the whole state (nor its secrets)
    assert rows[1].undo == {"patch": [{"op": "remove", "path": "/marks/0"}], "draw_counter": 2}
    after, _ = await table_and_log(service)
    assert apply_state_patch(after.state, rows[1].undo["patch"]) == before
    assert rows[0].undo is None
    await service.act(ALICE, "roll", {})
    _, rows = await table_and_log(service)
    assert rows[2].undo is None and rows[2].draws


async def test_undo_restores_the_kept_state_without_replaying(service: Service, no_replay: list[int]) -> None:
    await start(service)
    await service.act(ALICE, "mark", {"square": "A1"})
    await service.act(ALICE, "mark", {"square": "B2"})
    reply = await service.undo(ALICE)
    assert not reply.error and reply.text.startswith("alice undoes their last action.")
    table, _ = await table_and_log(service)
    assert table.state["marks"] == ["A1"] and table.draw_counter == 2
    assert not (await service.undo(ALICE)).error  # the action before, from its own kept state
    table, rows = await table_and_log(service)
    assert table.state["marks"] == [] and table.state["secrets"] == SECRETS
    assert [(r.kind, r.action) for r in rows[3:]] == [("undo", {"undo_seq": rows[2].seq}),
                                                      ("undo", {"undo_seq": rows[1].seq})]
    assert (await service.undo(ALICE)).text == "There is nothing to undo."
    assert no_replay == []


async def test_undo_keeps_its_rules(service: Service, no_replay: list[int]) -> None:
    await start(service)
    assert (await service.undo(ALICE)).text == "There is nothing to undo."
    await service.act(ALICE, "mark", {"square": "A1"})
    assert (await service.undo(BOB)).text == "The last action is not yours: you may only undo your own actions."
    assert (await service.undo(actor("carol"))).text.startswith("You are not seated at this table.")
    await service.act(ALICE, "roll", {})
    assert (await service.undo(ALICE)).text == (
        "Cannot undo: the last action rolled dice or revealed hidden information.")
    table, _ = await table_and_log(service)
    if table.state["active"] == 0:
        await service.act(ALICE, "stop", {})
    await service.act(BOB, "mark", {"square": "B1"})
    await service.act(BOB, "stop", {})
    assert (await service.undo(BOB)).text == "Cannot undo: another player now has the turn."
    after, rows = await table_and_log(service)
    assert after.state["marks"] == ["A1", "B1"] and not any(r.kind == "undo" for r in rows)


async def test_undo_finds_the_last_action_in_effect_behind_many_undos(service: Service,
                                                                     no_replay: list[int]) -> None:
    """70 rows of marks and undos: the last action in effect lies past a page of the log."""
    await start(service)
    squares = [f"{c}{r}" for c in "ABCDEFGH" for r in range(1, 9)][:35]
    for square in squares:
        assert not (await service.act(ALICE, "mark", {"square": square})).error
    for n in range(len(squares), 0, -1):
        assert not (await service.undo(ALICE)).error
        table, _ = await table_and_log(service)
        assert table.state["marks"] == squares[:n - 1]
    assert (await service.undo(ALICE)).text == "There is nothing to undo."


async def test_a_row_written_before_undo_data_is_undone_by_a_replay(service: Service) -> None:
    await start(service)
    await service.act(ALICE, "mark", {"square": "A1"})
    await service.act(ALICE, "mark", {"square": "B2"})
    async with service.db.session() as s:
        rows = (await s.exec(select(ActionLog).where(col(ActionLog.kind) == "action"))).all()
        for r in rows:
            r.undo = None
            s.add(r)
        await s.commit()
    assert not (await service.undo(ALICE)).error
    table, _ = await table_and_log(service)
    assert table.state["marks"] == ["A1"]


async def test_exports_never_carry_the_undo_data(service: Service) -> None:
    """The kept state holds every secret: neither the running export nor the final one shows it."""
    await start(service)
    await service.act(ALICE, "mark", {"square": "A1"})
    await service.act(ALICE, "mark", {"square": "B2"})
    await service.undo(ALICE)
    _, rows = await table_and_log(service)
    assert rows[1].undo is not None and rows[2].undo is not None
    blob = (await service.export(BOB)).files[0].data.decode()
    assert "secrets" not in blob and '"patch"' not in blob  # the hidden numbers stay in the state
    data = json.loads(blob)
    assert [sorted(r) for r in data["log"]] == [
        ["action", "draw_count", "draws", "events", "kind", "seat", "seq", "time", "user_id"]] * 4
    await service.abandon(ALICE)
    final = json.loads((await service.export(BOB)).files[0].data)
    assert final["state"]["secrets"] == SECRETS  # revealed at the end, by the state itself
    assert all("undo" not in r for r in final["log"]) and '"draw_counter"' not in json.dumps(final["log"])


async def test_the_log_readers_never_load_the_undo_data(service: Service) -> None:
    """The repository's log leaves the kept states in the database: reading one is an error."""
    await start(service)
    await service.act(ALICE, "mark", {"square": "A1"})
    table, _ = await table_and_log(service)
    async with service.db.session() as s:
        rows = await repo.action_log(s, table.id or 0)
        assert [r.kind for r in rows] == ["setup", "action"]
        with pytest.raises(InvalidRequestError, match="raiseload"):
            _ = rows[1].undo


async def test_states_no_undo_can_reach_are_forgotten(service: Service, no_replay: list[int]) -> None:
    """A die roll ends every earlier undo: the states kept before it are dropped with the roll."""
    await start(service)
    await service.act(ALICE, "mark", {"square": "A1"})
    await service.act(ALICE, "mark", {"square": "B1"})
    _, rows = await table_and_log(service)
    assert [r.undo is not None for r in rows] == [False, True, True]
    await service.act(ALICE, "roll", {})
    table, rows = await table_and_log(service)
    assert [r.undo for r in rows] == [None, None, None, None]
    if table.state["active"] == 1:  # the roll busted: Bob plays on
        await service.act(BOB, "stop", {})
    await service.act(ALICE, "mark", {"square": "A2"})
    _, rows = await table_and_log(service)
    assert [r.undo is not None for r in rows] == [False] * (len(rows) - 1) + [True]
    assert not (await service.undo(ALICE)).error  # the mark after the roll is still undoable
    table, _ = await table_and_log(service)
    assert table.state["marks"] == ["A1", "B1"]
    assert (await service.undo(ALICE)).text == (
        "Cannot undo: the last action rolled dice or revealed hidden information.")


async def test_a_finished_game_keeps_no_state_for_undo(service: Service) -> None:
    await service.create(ALICE, "duel", {"target": "2"})
    await service.join(BOB)
    await service.start(ALICE)
    await service.act(ALICE, "mark", {"square": "A1"})
    for _ in range(40):
        table, _ = await table_and_log(service)
        if table.status != "active":
            break
        await service.act(ALICE if table.state["active"] == 0 else BOB, "roll", {})
    table, rows = await table_and_log(service)
    assert table.status == "finished" and [r.undo for r in rows] == [None] * len(rows)


async def test_a_running_export_shows_the_other_seats_actions_by_their_kind_only(service: Service) -> None:
    """An action may hold what only its seat knows (Mortebrume's hidden designation): while
    the game runs, an export shows the others' actions by their kind; the end shows them all."""
    await start(service)
    await service.act(ALICE, "mark", {"square": "A1"})
    mine = (await service.export_data(ALICE))["log"]
    theirs = (await service.export_data(BOB))["log"]
    watcher = (await service.export_data(actor("eve")))["log"]
    assert [r["action"] for r in mine if r["kind"] == "action"] == [{"type": "mark", "square": "A1"}]
    assert [r["action"] for r in theirs if r["kind"] == "action"] == [{"type": "mark"}]
    assert [r["action"] for r in watcher if r["kind"] == "action"] == [{"type": "mark"}]
    await service.abandon(ALICE)
    ended = (await service.export_data(BOB))["log"]
    assert [r["action"] for r in ended if r["kind"] == "action"] == [{"type": "mark", "square": "A1"}]


async def test_kravora_keeps_what_a_purchase_changed_and_undoes_exactly(db, no_replay: list[int]) -> None:  # type: ignore[no-untyped-def]
    """A Kravora table kept a whole state per reversible action (up to 395 KB a table): now only
    what each purchase changed, a small part of the state, and undo still restores every
    earlier state exactly, one after the other, without a replay."""
    service = Service(db, render=False, seed_factory=lambda: "5a" * 32, default_locale="en")
    players = [actor(n) for n in ("alice", "bob", "carol", "dave")]
    await service.create(players[0], "kravora", {"first": "0"})
    for p in players[1:]:
        await service.join(p)
    await service.start(players[0])
    states = []
    for _ in range(4):  # alice's turn-0 purchases: no dice, all reversible (a fifth passes the turn)
        loaded = await service._load("chan", ("active",))
        states.append(loaded.table.state)
        action = next(a for a in KRAVORA.legal_actions(loaded.state, 0) if a.type == "buy")
        assert not (await service.act(players[0], action.type, kravora_args(action))).error
    table, rows = await table_and_log(service)
    kept = [r.undo for r in rows if r.kind == "action"]
    assert len(kept) == 4 and all(u is not None for u in kept)
    sizes = [len(json.dumps(u)) for u in kept]
    whole = [len(json.dumps(s)) for s in states]
    assert all(size * 10 < state for size, state in zip(sizes, whole, strict=True)), (sizes, whole)
    assert sum(sizes) < 2_000 < sum(whole)
    for n in range(4, 0, -1):
        assert not (await service.undo(players[0])).error
        table, _ = await table_and_log(service)
        assert table.state == states[n - 1] and json.dumps(table.state) == json.dumps(states[n - 1])
    assert no_replay == []

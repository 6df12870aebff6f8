"""Undo and verify of a long game: their time and the longest stall of the event loop.

A 4-player Krosmaster game of 400 actions is played through the service (no pictures),
then: ``/game undo`` of a reversible action (restored from the state kept with it),
``/game verify`` of the ended game and of its uploaded export (both replayed in a worker
thread). While each runs, a ticker on the event loop wakes every millisecond and records
the longest gap: the loop's longest stall (``idle_max_loop_stall_ms``: the same ticker with
nothing to do, the machine's own noise). For comparison, the replay the old commands ran on
the event loop is timed alone; an 8 MiB hostile upload (draws padded) is timed too. Run: ``.venv/bin/python -m bench.bench_verify [-n 10]``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from sqlmodel import select

from bot.service import Service
from bot.service.verification import shutdown_pool
from bot.shared.replies import Actor, Reply
from db.database import Database, sqlite_path_url
from db.models import ActionLog
from rules.core import PlayerError, Rng, find_game
from rules.core.replay import replay

from .bench_moves import SETUPS
from .harness import percentiles, record, run

PLAYERS = [Actor(f"b-{n}", n, "bench", "guild", "en") for n in ("alice", "bob", "carol", "dan")]
GAME = "krosmaster"


#: the garbage collector's pauses (ms) during the current measure: a stall may be one of them
GC_PAUSES: list[float] = []
_gc_start = 0.0


def _gc_watch(phase: str, info: dict[str, Any]) -> None:
    global _gc_start
    if phase == "start":
        _gc_start = time.perf_counter()
    else:
        GC_PAUSES.append((time.perf_counter() - _gc_start) * 1000)


gc.callbacks.append(_gc_watch)


async def with_ticker(call: Callable[[], Awaitable[Reply]]) -> tuple[Reply, float, float, int]:
    """(reply, elapsed ms, longest loop stall ms, ticks) of one call, a 1 ms ticker running beside it."""
    stall = 0.0
    ticks = 0
    done = False

    async def ticker() -> None:
        nonlocal stall, ticks
        last = time.perf_counter()
        while not done:
            await asyncio.sleep(0.001)
            now = time.perf_counter()
            stall, last, ticks = max(stall, (now - last) * 1000 - 1), now, ticks + 1

    task = asyncio.create_task(ticker())
    await asyncio.sleep(0)
    GC_PAUSES.clear()
    start = time.perf_counter()
    reply = await call()
    elapsed = (time.perf_counter() - start) * 1000
    done = True
    await task
    return reply, elapsed, stall, ticks


async def play(service: Service, actions: int, chooser: random.Random) -> int:
    """Random legal actions played through the service's move path; returns how many."""
    game = find_game(GAME)
    for i in range(actions):
        loaded = await service._load("bench", ("active",))
        prompt = chooser.choice(game.prompts(loaded.state))
        actor = next(p for p in PLAYERS if p.user_id == loaded.user_of(prompt.seat).user_id)
        legal = game.legal_actions(loaded.state, prompt.seat)
        chooser.shuffle(legal)
        for action in legal:  # the move path of a command, from its parsed action
            try:
                await service._play("en", loaded, prompt.seat, action, actor.user_id, [])
                break
            except PlayerError:
                continue
        else:
            raise RuntimeError(f"no legal action could be sent at action {i}")
        if (await service._load("bench", latest=True)).table.status != "active":
            return i + 1
    return actions


async def reversible_action(service: Service, chooser: random.Random) -> Actor | None:
    """Play one action that can be undone (nothing drawn or revealed); its player, or None."""
    game = find_game(GAME)
    loaded = await service._load("bench", ("active",))
    for prompt in game.prompts(loaded.state):
        actor = next(p for p in PLAYERS if p.user_id == loaded.user_of(prompt.seat).user_id)
        legal = game.legal_actions(loaded.state, prompt.seat)
        chooser.shuffle(legal)
        for action in legal:
            rng = Rng(loaded.table.seed, loaded.table.draw_counter)
            try:
                transition = game.apply(loaded.state, prompt.seat, action, rng)
            except PlayerError:
                continue
            if rng.draws or any(e.irreversible for e in transition.events):
                continue
            if not any(p.seat == prompt.seat for p in game.prompts(transition.state)):
                continue
            await service._play("en", loaded, prompt.seat, action, actor.user_id, [])
            return actor
    return None


async def bench(n: int) -> dict[str, Any]:
    chooser = random.Random(11)
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(sqlite_path_url(Path(tmp) / "bench.db"))
        await db.migrate()
        service = Service(db, render=False, seed_factory=lambda: "5e" * 32)
        await service.create(PLAYERS[0], GAME, {**SETUPS[GAME], "side": "NW"})
        for p in PLAYERS[1:]:
            await service.join(p)
        started = await service.start(PLAYERS[0])
        if started.error:
            raise RuntimeError(started.text)
        played = await play(service, 400, chooser)

        undo_ms, undo_stall = [], []
        for _ in range(n):
            actor = await reversible_action(service, chooser)
            if actor is None:
                break
            reply, ms, stall, _ticks = await with_ticker(lambda a=actor: service.undo(a))  # type: ignore[misc]
            if reply.error:
                raise RuntimeError(reply.text)
            undo_ms.append(ms)
            undo_stall.append(stall)

        loaded = await service._load("bench", latest=True)
        rows, effective = await service._effective_log(loaded.table.id or 0)
        async with db.session() as s:  # what the undo data weighs in the log
            kept = (await s.exec(select(ActionLog.undo).where(ActionLog.table_id == loaded.table.id))).all()
        undo_sizes = [len(json.dumps(u)) for u in kept if u is not None]
        seats = service._seat_infos(loaded.seats)
        old_ms = []
        for _ in range(n):  # what the old undo and verify ran on the event loop
            start = time.perf_counter()
            replay(loaded.game, loaded.table.options, seats, loaded.table.seed,
                   [(r.seat or 0, r.action) for r in effective])
            old_ms.append((time.perf_counter() - start) * 1000)

        await service.abandon(PLAYERS[0])
        # the worker process starts on first use: timed apart, then warm for the rest
        shutdown_pool()
        _reply, start_ms, start_stall, _ticks = await with_ticker(lambda: service.verify_file(PLAYERS[0], b"{}"))
        verify_ms, verify_stall, verify_ticks, verify_gc = [], [], [], []
        for _ in range(n):
            reply, ms, stall, ticks = await with_ticker(lambda: service.verify(PLAYERS[0]))
            if not reply.text.startswith("Verified"):
                raise RuntimeError(reply.text)
            verify_gc.append(max(GC_PAUSES, default=0.0))
            verify_ms.append(ms)
            verify_stall.append(stall)
            verify_ticks.append(ticks)
        blob = json.dumps(await service.export_data(PLAYERS[0]), ensure_ascii=False, indent=1).encode()
        upload_ms, upload_stall = [], []
        for _ in range(n):
            reply, ms, stall, _ticks = await with_ticker(lambda: service.verify_file(PLAYERS[0], blob))
            if not reply.text.startswith("Verified"):
                raise RuntimeError(reply.text)
            upload_ms.append(ms)
            upload_stall.append(stall)
        data = json.loads(blob)  # an 8 MiB hostile file: the last row padded with draws
        data["log"][-1]["draws"] += [[10**6 + i, 1, 6, 1] for i in range(420_000)]
        padded = json.dumps(data, separators=(",", ":")).encode()
        padded_ms, padded_stall = [], []
        for _ in range(n):
            reply, ms, stall, _ticks = await with_ticker(lambda: service.verify_file(PLAYERS[0], padded))
            if "row" not in reply.text:
                raise RuntimeError(reply.text)
            padded_ms.append(ms)
            padded_stall.append(stall)
        idle_stall = []
        for _ in range(n):  # the machine's own noise: the same ticker with nothing to do
            _reply, _ms, stall, _ticks = await with_ticker(lambda: _idle(0.5))
            idle_stall.append(stall)
        await db.close()
    return {
        "benchmark": "undo-and-verify-400-actions",
        "game": GAME, "players": len(PLAYERS), "actions": played, "log_rows": len(rows),
        "export_bytes": len(blob),
        "undo_rows": len(undo_sizes), "undo_json_bytes": sum(undo_sizes),
        "undo_ms": percentiles(undo_ms) if undo_ms else None,
        "undo_max_loop_stall_ms": round(max(undo_stall), 3) if undo_stall else None,
        "worker_start_ms": round(start_ms, 3),
        "worker_start_max_loop_stall_ms": round(start_stall, 3),
        "verify_ms": percentiles(verify_ms),
        "verify_max_loop_stall_ms": round(max(verify_stall), 3),
        "verify_loop_stall_ms": percentiles(verify_stall),
        "verify_min_ticks": min(verify_ticks),
        "verify_max_gc_pause_ms": round(max(verify_gc), 3),
        "verify_upload_ms": percentiles(upload_ms),
        "verify_upload_max_loop_stall_ms": round(max(upload_stall), 3),
        "verify_upload_loop_stall_ms": percentiles(upload_stall),
        "verify_upload_padded_bytes": len(padded),
        "verify_upload_padded_ms": percentiles(padded_ms),
        "verify_upload_padded_max_loop_stall_ms": round(max(padded_stall), 3),
        "verify_upload_padded_loop_stall_ms": percentiles(padded_stall),
        "old_replay_on_loop_ms": percentiles(old_ms),
        "idle_max_loop_stall_ms": round(max(idle_stall), 3),
    }


async def _idle(seconds: float) -> Reply:
    await asyncio.sleep(seconds)
    return Reply(text="")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=10)
    args = parser.parse_args()
    result = run(bench(args.n))
    print(json.dumps(result, indent=2))
    print("recorded in", record("verify", result))


if __name__ == "__main__":
    main()

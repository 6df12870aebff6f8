"""SQLite under concurrent writers, and the cost of ``synchronous=FULL``.

Run: ``.venv/bin/python -m bench.bench_db_writers`` (``--players 16 32 --seconds 15``).

1. Commit cost: the floor's write (a conditional UPDATE of a 6 KB state plus its log row)
   alternately on a ``synchronous=NORMAL`` and a ``synchronous=FULL`` file, interleaved.
2. Load (under ``synchronous=FULL`` and ``NORMAL``): N players, each at their own table of the test game, move as fast as the service
   answers (pictures drawn and encoded off the loop, as under Discord). Records moves/s,
   the write transaction's span (``repository.commit_move``, first statement to the end of
   COMMIT) and every failure, by kind ("database is locked" was the one seen before).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bot.service import Service
from bot.shared.replies import Actor
from db import repository as repo
from db.database import Database, sqlite_path_url
from db.models import ActionLog, GameTable
from render.registry import register_renderer
from rules.core import registry
from tests.support.duel import DUEL

from .bench_platform import SQUARES, scoreboard
from .harness import percentiles, record


async def commit_cost(rounds: int) -> dict[str, Any]:
    async def open_db(tmp: str, mode: str) -> tuple[Database, GameTable]:
        os.environ["SQLITE_SYNCHRONOUS"] = mode
        db = Database(sqlite_path_url(Path(tmp) / f"{mode}.db"))
        await db.migrate()
        async with db.session() as s:
            table = await repo.create_table(s, GameTable(channel_id="c", game="duel", host_id="h", seed="00" * 32,
                                                         seed_hash="x"), "h")
        return db, table

    async def one(db: Database, table: GameTable) -> float:
        start = time.perf_counter()
        async with db.session() as s:
            await repo.commit_move(s, table, {"state": {"blob": "x" * 6000, "n": table.version}},
                                   ActionLog(table_id=table.id or 0, seq=0, kind="action", seat=0, user_id="h",
                                             action={"type": "mark"}, events=[{"code": "e" * 300}], draws=[]))
        table.version += 1
        return (time.perf_counter() - start) * 1000

    saved = os.environ.get("SQLITE_SYNCHRONOUS")
    with tempfile.TemporaryDirectory() as tmp:
        dbs = {mode: await open_db(tmp, mode) for mode in ("NORMAL", "FULL")}
        samples: dict[str, list[float]] = {mode: [] for mode in dbs}
        for i in range(rounds):
            for mode in ("NORMAL", "FULL") if i % 2 else ("FULL", "NORMAL"):
                samples[mode].append(await one(*dbs[mode]))
        for db, _ in dbs.values():
            await db.close()
    if saved is None:
        os.environ.pop("SQLITE_SYNCHRONOUS", None)
    else:
        os.environ["SQLITE_SYNCHRONOUS"] = saved
    out: dict[str, Any] = {mode: percentiles(xs) for mode, xs in samples.items()}
    out["full_minus_normal_ms"] = {"p50": round(out["FULL"]["p50"] - out["NORMAL"]["p50"], 2),
                                   "mean": round(out["FULL"]["mean"] - out["NORMAL"]["mean"], 2)}
    return out


async def load(players: int, seconds: float) -> dict[str, Any]:
    spans: list[float] = []
    failures: Counter[str] = Counter()
    real_commit = repo.commit_move

    async def timed_commit(*args: Any, **kwargs: Any) -> Any:
        start = time.perf_counter()
        try:
            return await real_commit(*args, **kwargs)
        finally:
            spans.append((time.perf_counter() - start) * 1000)

    with tempfile.TemporaryDirectory() as tmp:
        db = Database(sqlite_path_url(Path(tmp) / "load.db"))
        await db.migrate()
        service = Service(db, seed_factory=lambda: "5e" * 32)
        actors = []
        for p in range(players):
            host = Actor(f"h{p}", f"host{p}", f"chan{p}", "guild", "fr")
            await service.create(host, "duel", {"target": "100"})
            await service.join(Actor(f"g{p}", f"guest{p}", f"chan{p}", "guild", "fr"))
            await service.start(host)
            actors.append(host)
        repo.commit_move = timed_commit  # type: ignore[assignment]
        moves = 0
        deadline = time.perf_counter() + seconds

        async def player(actor: Actor) -> None:
            nonlocal moves
            i = 0
            while time.perf_counter() < deadline:
                try:
                    if i % 2:
                        reply = await service.undo(actor)
                    else:
                        reply = await service.act(actor, "mark", {"square": SQUARES[(i * 7) % 64]})
                except Exception as exc:  # the generic apology under Discord
                    failures[f"{type(exc).__name__}: {str(getattr(exc, 'orig', exc))[:60]}"] += 1
                    await asyncio.sleep(0.05)
                    continue
                if reply.error:
                    failures[reply.text[:60]] += 1
                else:
                    moves += 1
                    i += 1

        start, cpu = time.perf_counter(), time.process_time()
        try:
            await asyncio.gather(*(player(a) for a in actors))
        finally:
            repo.commit_move = real_commit  # type: ignore[assignment]
        elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
        await db.close()
    spans.sort()
    return {
        "players": players,
        "seconds": round(elapsed, 1),
        "moves_per_s": round(moves / elapsed, 1),
        "cpu_ms_per_move": round(cpu * 1000 / moves, 2) if moves else None,
        "commit_span_ms": {**percentiles(spans), "p99": round(spans[int(len(spans) * 0.99)], 1) if spans else None,
                           "max": round(spans[-1], 1) if spans else None,
                           "over_1s": sum(s > 1000 for s in spans)},
        "failures": dict(failures),
        "database_is_locked": sum(n for k, n in failures.items() if "locked" in k),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, nargs="+", default=[16, 32])
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--synchronous", nargs="+", default=["FULL", "NORMAL"])
    parser.add_argument("--name", default="db-writers")
    args = parser.parse_args()
    registry.load_games()
    if "duel" not in {g.id for g in registry.all_games()}:
        registry.register(DUEL)
    register_renderer("duel", scoreboard)

    async def everything() -> dict[str, Any]:
        result: dict[str, Any] = {"commit_cost_ms": await commit_cost(args.rounds)}
        result["load"] = []
        for n in args.players:  # each player count under both settings, one after the other
            for mode in args.synchronous:
                os.environ["SQLITE_SYNCHRONOUS"] = mode
                result["load"].append({"synchronous": mode, **await load(n, args.seconds)})
        os.environ.pop("SQLITE_SYNCHRONOUS", None)
        return result

    result = asyncio.run(everything())
    print(json.dumps(result, indent=2))
    print("recorded in", record(args.name, result))


if __name__ == "__main__":
    main()

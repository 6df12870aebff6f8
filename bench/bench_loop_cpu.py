"""The event loop's CPU per move, game by game, and where it goes.

For each game of the five-game mix (bench/bench_load.py ``MIX_FIVE``), a few tables are opened
and started through the service, each given a script of legal commands (``plan``), then every
move is played through ``Service.act`` as the adapters call it, one at a time, with the pictures
drawn in a worker process as the bot draws them. Measured on the event loop's own thread
(``time.thread_time``: CPU, not wall, so other work on a shared machine barely moves it; the
picture worker is another process and does not count). ``--profile`` adds cProfile's top
functions of the loop thread per game (by their own time). ``--at-once 8`` then has 8 players
move at once over every game's tables with the bot's picture workers (one per core): the loop's
lag (a 10 ms ticker), its CPU per move and the process's, moves/s. Run:
``.venv/bin/python -m bench.bench_loop_cpu [--tables 3] [--steps 20] [--at-once 8] [--profile] [--record]
[--postgres URL] [--stalls 4] [--warm]``. A fresh process parses each catalog message the first
time it is used (``rules/core/i18n.py`` ``Catalog._load``: ~0.4 ms a message), which weighs on
the first moves of each game here; ``--warm`` first plays the same scripts at other tables, as
a bot that has been running a while.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import gc
import io
import json
import os
import pstats
import random
import sys
import tempfile
import time
import uuid
from collections import deque
from pathlib import Path
from typing import Any

import asyncpg

from bot.service import Service
from bot.shared.startup import finish_start_up
from db.database import Database, sqlite_path_url
from render.pool import RenderPool

from .bench_load import MIX_FIVE, Table, open_table
from .harness import LagTicker, percentiles, record, run
from .stalls import Stalls


async def game_cpu(service: Service, game_id: str, players: int, options: dict[str, str], tables: int, steps: int,
                   first: int, profile: bool) -> dict[str, Any]:
    chooser = random.Random(17)
    made = []
    for i in range(tables):
        made.append(await open_table(service, Table(first + i, game_id, players, options), steps, chooser))
    profiler = cProfile.Profile(time.thread_time) if profile else None  # CPU of the loop thread, not its waits
    cpu: list[float] = []
    process: list[float] = []
    while any(t.script for t in made):
        for t in made:
            if not t.script:
                continue
            seat, command, args = t.script.popleft()
            if profiler is not None:
                profiler.enable()
            start, start_process = time.thread_time(), time.process_time()
            reply = await service.act(t.actors[seat], command, args)
            spent = (time.thread_time() - start) * 1000
            spent_process = (time.process_time() - start_process) * 1000
            if profiler is not None:
                profiler.disable()
            if reply.error:
                t.script.clear()
                continue
            cpu.append(spent)
            process.append(spent_process)
    out: dict[str, Any] = {"loop_cpu_ms": percentiles(cpu), "process_cpu_ms": percentiles(process)}
    if profiler is not None:
        text = io.StringIO()
        stats = pstats.Stats(profiler, stream=text)
        stats.sort_stats("tottime").print_stats(25)
        out["profile_top"] = text.getvalue().splitlines()[-32:]
        text = io.StringIO()
        pstats.Stats(profiler, stream=text).sort_stats("cumulative").print_stats(45)
        out["profile_cumulative"] = text.getvalue().splitlines()[-52:]
    return out


async def players_at_once(service: Service, tables: int, steps: int, concurrency: int, first: int,
                          stalls: float = 0.0, switch_ms: float = 0.0) -> dict[str, Any]:
    """``concurrency`` players moving at once (each plays a move, then the next at another
    table), over ``tables`` tables of every game of the mix, until their scripts run out: the
    event loop's lag (a 10 ms ticker), its thread's CPU and the process's per move, moves/s."""
    chooser = random.Random(29)
    made = [await open_table(service, Table(first + n * 10 + i, game_id, players, options), steps, chooser)
            for n, (_share, game_id, players, options) in enumerate(MIX_FIVE) for i in range(tables)]
    queue = deque(made)
    done = errors = 0

    async def player() -> None:
        nonlocal done, errors
        while queue:
            t = queue.popleft()
            seat, command, args = t.script.popleft()
            reply = await service.act(t.actors[seat], command, args)
            done += 1
            if reply.error:
                errors += 1
                t.script.clear()
            if t.script:
                queue.append(t)

    if switch_ms:  # Python's switch interval (the rules thread sets its own: bot/service/rules_thread.py)
        sys.setswitchinterval(switch_ms / 1000)
    gc.collect()
    watch = Stalls(stalls) if stalls else contextlib.nullcontext()
    loop_cpu, process_cpu, start = time.thread_time(), time.process_time(), time.perf_counter()
    with LagTicker() as lag, watch:
        await asyncio.gather(*(player() for _ in range(concurrency)))
    elapsed = time.perf_counter() - start
    return {"stalls": watch.report() if isinstance(watch, Stalls) else None,
            "players_at_once": concurrency, "moves": done, "errors": errors, "moves_per_s": round(done / elapsed, 1),
            "loop_lag": lag.stats(),
            "loop_cpu_ms_per_move": round((time.thread_time() - loop_cpu) * 1000 / max(done, 1), 2),
            "process_cpu_ms_per_move": round((time.process_time() - process_cpu) * 1000 / max(done, 1), 2),
            "switch_interval_ms": round(sys.getswitchinterval() * 1000, 3),
            "load_average": [round(x, 2) for x in os.getloadavg()]}


async def measure(tables: int, steps: int, profile: bool, only: list[str] | None,
                  concurrency: int = 0, postgres: str | None = None, stalls: float = 0.0,
                  switch_ms: float = 0.0, warm: bool = False) -> dict[str, Any]:
    finish_start_up()  # as the bot does once started: catalogs, content, renderers, then gc.freeze
    with tempfile.TemporaryDirectory() as tmp:
        pg_name = None
        if postgres:  # a database of its own, dropped at the end
            pg_name = "meneur_loop_" + uuid.uuid4().hex[:10]
            conn = await asyncpg.connect(postgres.replace("+asyncpg", ""))
            await conn.execute(f'CREATE DATABASE "{pg_name}"')
            await conn.close()
        db = Database(postgres.rsplit("/", 1)[0] + "/" + pg_name if postgres and pg_name
                      else sqlite_path_url(Path(tmp) / "loop.db"))
        await db.migrate()
        pictures = RenderPool(1)
        await pictures.ready()
        service = Service(db, seed_factory=lambda: "1c" * 32, pictures=pictures)
        games: dict[str, Any] = {}
        for n, (_share, game_id, players, options) in enumerate(MIX_FIVE):
            if only and game_id not in only:
                continue
            if warm:  # the same scripts played once at other tables, not measured
                await game_cpu(service, game_id, players, options, tables, steps, n * 100 + 50, False)
            games[f"{game_id} ({players})"] = await game_cpu(service, game_id, players, options, tables, steps,
                                                             n * 100, profile)
        await pictures.close()
        at_once = None
        if concurrency:  # the bot's picture workers (one per core), as bench_load runs them
            pictures = RenderPool(os.cpu_count() or 1)
            await pictures.ready()
            service = Service(db, seed_factory=lambda: "1c" * 32, pictures=pictures)
            at_once = await players_at_once(service, tables, steps, concurrency, 1000, stalls, switch_ms)
            await pictures.close()
        await db.close()
        if postgres and pg_name:
            conn = await asyncpg.connect(postgres.replace("+asyncpg", ""))
            await conn.execute(f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)')
            await conn.close()
    return {"benchmark": "loop_cpu", "clock": "time.thread_time of the event loop's thread per Service.act (CPU); "
                                              "process_cpu_ms: time.process_time of the bot's process over the same "
                                              "call (the loop, the rules thread, SQLite's thread; not the pictures)",
            "pictures": "one worker process (its CPU not counted)",
            "database": "postgresql" if postgres else "sqlite",
            "load_average": [round(x, 2) for x in os.getloadavg()], "tables_per_game": tables, "warm": warm,
            "steps_per_table": steps, "games": games, "players_at_once": at_once}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=3)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--game", action="append")
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--at-once", type=int, default=0,
                        help="then this many players moving at once over every game's tables (loop lag, moves/s)")
    parser.add_argument("--postgres", help="a PostgreSQL server URL (postgresql+asyncpg://...); a database is "
                                           "created and dropped")
    parser.add_argument("--stalls", type=float, default=0.0,
                        help="with --at-once: where the loop's callbacks longer than this many ms go (bench/stalls.py; "
                             "slows the loop a little: a diagnosis, not a measurement)")
    parser.add_argument("--switch-ms", type=float, default=0.0,
                        help="with --at-once: Python's switch interval for that phase (ms; 0: as the bot sets it)")
    parser.add_argument("--warm", action="store_true",
                        help="each game's scripts played once at other tables before the measured ones: the "
                             "catalogs' messages parsed (once per process: Catalog._load) and the caches filled, "
                             "as in a bot that has run a while")
    parser.add_argument("--record", action="store_true", help="write bench/results/loop-cpu.json")
    args = parser.parse_args()
    data = run(measure(args.tables, args.steps, args.profile, args.game, args.at_once, args.postgres, args.stalls,
                       args.switch_ms, args.warm))
    if args.profile:
        for name, game in data["games"].items():
            print(f"== {name}: {game['loop_cpu_ms']}")
            print("\n".join(game.pop("profile_top")))
            print("\n".join(game.pop("profile_cumulative")))
    print(json.dumps(data, indent=2))
    if args.record:
        record("loop-cpu", data)


if __name__ == "__main__":
    main()

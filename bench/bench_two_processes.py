"""Two bot processes on one PostgreSQL database against one (issue 9: two processes >= 1.7x one).

Set-up (this process): ``--active`` tables created, joined and started on a fresh PostgreSQL
database with bench_load's mix, and a script of legal commands planned for each (bench_load's
``plan``). Then the same closed loop (C=``--concurrency`` senders per process, ``--seconds``)
twice, in worker subprocesses that are real separate Python processes, each with its own
:class:`Service`, database engine and render pool (``--workers`` picture processes each):

1. ONE worker process driving every table;
2. the scripts planned again from the tables' new states, then TWO worker processes each
   driving a disjoint half of the tables, released together once both are ready.

Reported: moves/s of each process and their sum, the ratio two / one, errors and deferrals,
CPU ms per move (the loop processes and their picture workers, summed), the cores the bot
processes used (moves/s x CPU per move), the whole machine's busy cores during each phase
(from /proc/stat: PostgreSQL and any other work included), the
load average and the core count. On a machine whose cores one process and its picture
workers already keep busy, a second process has no core to run on: read the ratio with the
CPU figures.

Run: ``.venv/bin/python -m bench.bench_two_processes --postgres URL [--active 200]
[--seconds 10] [--workers 1] [--record]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from bench.bench_load import MIXES, Driver, Table, create_tables, phase, plan
from bench.harness import record
from bot.service import Service
from bot.shared.startup import finish_start_up
from db.database import Database
from render.pool import RenderPool


def machine_cpu() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine since boot, from /proc/stat."""
    fields = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    tick = os.sysconf("SC_CLK_TCK")
    return (sum(fields[:8]) - idle) / tick, sum(fields[:8]) / tick


def dump_tables(tables: list[Table], path: Path) -> None:
    path.write_text(json.dumps([{"n": int(t.channel.split("-")[1]), "game": t.game_id, "players": len(t.actors),
                                 "options": t.options, "script": list(t.script)} for t in tables]))


def load_tables(path: Path) -> list[Table]:
    tables = []
    for row in json.loads(path.read_text()):
        t = Table(row["n"], row["game"], row["players"], row["options"])
        t.script.extend((seat, command, args) for seat, command, args in row["script"])
        tables.append(t)
    return tables


# ---------------------------------------------------------------------------- a worker process
async def worker(args: argparse.Namespace) -> dict[str, Any]:
    """One bot process: its own engine, service and render pool; waits for "go" on stdin."""
    tables = load_tables(Path(args.worker))
    db = Database(args.url)
    pool = RenderPool(args.workers)
    pids = await pool.ready()
    service = Service(db, pictures=pool)
    finish_start_up()
    driver = Driver(service, pool, tables, {})
    try:
        for _ in range(5):  # warm: the first moves of the process (not timed)
            await driver.one(driver.move, [])
        print("ready", flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        result = await phase(driver, driver.move, args.seconds, concurrency=args.concurrency, workers=pids)
    finally:
        await pool.close()
        await db.close()
    return {"pid": os.getpid(), "tables": len(tables), **result}


async def run_processes(groups: list[list[Table]], url: str, args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    """Start one worker process per group, release them together, sum what they measured."""
    procs = []
    for i, group in enumerate(groups):
        path = tmp / f"tables-{len(groups)}-{i}.json"
        dump_tables(group, path)
        procs.append(await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.bench_two_processes", "--worker", str(path), "--url", url,
            "--workers", str(args.workers), "--seconds", str(args.seconds), "--concurrency", str(args.concurrency),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE))
    for p in procs:
        assert p.stdout is not None
        line = await p.stdout.readline()
        if line.strip() != b"ready":
            raise RuntimeError(f"worker did not start: {line!r}")
    busy0, total0 = machine_cpu()
    start = time.perf_counter()
    for p in procs:
        assert p.stdin is not None
        p.stdin.write(b"go\n")
        await p.stdin.drain()
    outs = [json.loads((await p.communicate())[0].decode()) for p in procs]
    elapsed = time.perf_counter() - start
    busy1, total1 = machine_cpu()
    moves = sum(o["ops"] for o in outs)
    cpu_main = sum(o["cpu_ms_per_op"]["main"] * o["ops"] for o in outs) / max(moves, 1)
    cpu_workers = sum(o["cpu_ms_per_op"]["workers"] * o["ops"] for o in outs) / max(moves, 1)
    return {
        "processes": len(groups), "moves_per_s": round(sum(o["per_s"] for o in outs), 1),
        "errors": sum(o["errors"] for o in outs), "deferred": sum(o["deferred"] for o in outs),
        "cpu_ms_per_move": {"loop_processes": round(cpu_main, 1), "picture_workers": round(cpu_workers, 1)},
        "bot_cores": round(sum(o["per_s"] * (o["cpu_ms_per_op"]["main"] + o["cpu_ms_per_op"]["workers"]) for o in outs) / 1000, 2),
        "machine_busy_cores": round((busy1 - busy0) / elapsed, 2),
        "machine_busy_share": round((busy1 - busy0) / max(total1 - total0, 1e-9), 3),
        "per_process": outs,
    }


async def run(args: argparse.Namespace) -> dict[str, Any]:
    import asyncpg

    load_before = [round(x, 2) for x in os.getloadavg()]
    pg_name = "meneur_bench_" + uuid.uuid4().hex[:10]
    conn = await asyncpg.connect(args.postgres.replace("+asyncpg", ""))
    await conn.execute(f'CREATE DATABASE "{pg_name}"')
    await conn.close()
    url = args.postgres.rsplit("/", 1)[0] + "/" + pg_name
    db = Database(url)
    await db.migrate()
    quiet = Service(db, render=False)  # set-up only
    out: dict[str, Any] = {"database": "postgresql", "active_tables": args.active, "mix": args.mix, "concurrency_per_process": args.concurrency,
                           "render_workers_per_process": args.workers, "phase_seconds": args.seconds}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            t0 = time.perf_counter()
            tables = await create_tables(quiet, args.active, args.steps, MIXES[args.mix])
            out["setup_s"] = round(time.perf_counter() - t0, 1)
            out["scripted_moves"] = {"one": sum(len(t.script) for t in tables)}
            one = await run_processes([tables], url, args, Path(tmp))
            # plan again from the states the first run left (tables that ended are left out)
            chooser, again = random.Random(12), []
            for t in tables:
                t.script.clear()
                if t.ends:
                    continue
                plan(t, await quiet._load(t.channel), args.steps, chooser)
                if t.script:
                    again.append(t)
            two = await run_processes([again[0::2], again[1::2]], url, args, Path(tmp))
            out["scripted_moves"]["two"] = sum(len(t.script) for t in again)
    finally:
        await db.close()
        conn = await asyncpg.connect(args.postgres.replace("+asyncpg", ""))
        await conn.execute(f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)')
        await conn.close()
    out["one_process"], out["two_processes"] = one, two
    out["ratio_two_over_one"] = round(two["moves_per_s"] / max(one["moves_per_s"], 0.1), 2)
    out["machine"] = {"cores": os.cpu_count(), "load_average_before": load_before,
                      "load_average_after": [round(x, 2) for x in os.getloadavg()],
                      "note": "a machine shared with other work: machine_busy_cores counts everything that ran"}
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--postgres", help="a PostgreSQL server URL (postgresql+asyncpg://...); a database is created and dropped")
    p.add_argument("--active", type=int, default=200)
    p.add_argument("--seconds", type=float, default=10.0, help="length of each phase")
    p.add_argument("--workers", type=int, default=1, help="render worker processes of each bot process")
    p.add_argument("--concurrency", type=int, default=8, help="closed-loop senders per bot process")
    p.add_argument("--steps", type=int, default=10, help="scripted moves per table and per phase")
    p.add_argument("--mix", choices=sorted(MIXES), default="five",
                   help="the games of the tables: the five mixed (default) or Krosmaster and Dungeon Fighter")
    p.add_argument("--record", action="store_true", help="write bench/results/two-processes.json")
    p.add_argument("--worker", metavar="TABLES", help=argparse.SUPPRESS)  # a worker process: its tables' file
    p.add_argument("--url", help=argparse.SUPPRESS)  # the worker's database
    args = p.parse_args()
    if args.worker:
        print(json.dumps(asyncio.run(worker(args))))
        return
    if not args.postgres:
        p.error("--postgres URL is required (two processes on one database)")
    result = asyncio.run(run(args))
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if args.record:
        print("recorded in", record("two-processes", result))


if __name__ == "__main__":
    main()

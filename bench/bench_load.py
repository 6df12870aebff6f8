"""Load benchmark: one bot process with 1,000 active tables and 10,000 stored ones.

Set-up: ``--active`` tables (40 % Krosmaster duel, 10 % Krosmaster 4 players, 30/10/10 %
Dungeon Fighter with 2/3/4 players) created, joined and started through the service, and
``--stored`` tables cloned in bulk from played games with their logs (60 % active and
awaiting someone for two days, 30 % finished, 10 % abandoned). Each active table gets a short
script of legal commands, computed with the rules from its own seed and draw counter (so
the service accepts them) before anything is timed.

Moves go through :meth:`Service.act` the way the Discord adapter sends them (a task, a 1.5 s
deferral decision), pictures included, drawn by the render pool (``--workers``, default one
per core, as ``RENDER_WORKERS``). Each phase is measured beside its floor in the same run:
the floor is a read of the table and its seats, a commit of the same state with a log row,
and encoding the same picture where pictures are drawn (no rules, no drawing).

Reported: moves/s (closed loop, C=8) and floor ops/s, and the same moves with pictures in a
thread; latency p50/p95/p99 at a fixed offered rate (Poisson, ``--rate``) for moves and
floor; event-loop lag p99/max (a 10 ms ticker) in every phase; CPU ms per move (this process
and the workers); RSS before and after the service's reminder scan over the stored tables;
console start-up to its prompt on that database; the whole bot's memory and a full GC pass
in a bot process apart from this driver (``--bot-rounds`` moves at every active table,
bench/bot_process.py); the machine's load average (the machine may be shared: compare a
phase with its floor, not across runs).

Run: ``.venv/bin/python -m bench.bench_load [--active 1000 --stored 10000] [--postgres URL]
[--seconds 15] [--record]``; a quick run: ``--active 100 --stored 300 --seconds 4``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import sys
import tempfile
import time
import uuid
from collections import deque
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import func, select, text

from bench.bench_moves import as_args
from bench.bench_startup import time_to_prompt
from bench.floor_picture import floor_encode
from bench.harness import RESULTS, GcPasses, LagTicker, percentiles, record
from bench.procs import bot_memory, proc_cpu, proc_memory, timed_full_collection
from bench import bot_process
from bench.load_report import markdown
from bot.service import Service
from bot.service import verification
from bot.shared.replies import Actor
from bot.shared.startup import finish_start_up
from db import repository as repo
from db.database import Database, sqlite_path_url
from db.models import ActionLog, GameTable, GuildSettings, Seat, utcnow
from render.pool import RenderPool
from rules.core.rng import Rng

KROS = {"arena": "fosse", "side": "N", "autodeploy": "true"}
KROS4 = {"arena": "fosse", "side": "NW", "autodeploy": "true"}
DF = {"difficulty": "facile"}
#: (share, game, players, options): the two games of the first load runs (``--mix two``)
MIX_TWO = [(0.4, "krosmaster", 2, KROS), (0.1, "krosmaster", 4, KROS4), (0.3, "dungeon_fighter", 2, DF),
           (0.1, "dungeon_fighter", 3, DF), (0.1, "dungeon_fighter", 4, DF)]
#: the five games mixed (the default): each a fifth of the tables, in their usual sizes
MIX_FIVE = [(0.15, "krosmaster", 2, KROS), (0.05, "krosmaster", 4, KROS4),
            (0.1, "dungeon_fighter", 2, DF), (0.1, "dungeon_fighter", 4, DF),
            (0.1, "ravenloft", 2, {}), (0.1, "ravenloft", 4, {}),
            (0.1, "kravora", 2, {}), (0.1, "kravora", 4, {}),
            (0.2, "mortebrume", 2, {})]
MIXES = {"two": MIX_TWO, "five": MIX_FIVE}
GUILDS = [f"bench-g{i}" for i in range(10)]
DEFER_AFTER = 1.5


# ---------------------------------------------------------------------------- tables
class Table:
    """One active table of the benchmark: its players and its script of legal commands."""

    def __init__(self, n: int, game_id: str, players: int, options: dict[str, str]) -> None:
        self.channel = f"bench-{n}"
        self.game_id, self.options = game_id, options
        guild = GUILDS[n % len(GUILDS)]
        self.actors = [Actor(f"t{n}-p{i}", f"p{i}", self.channel, guild, "fr") for i in range(players)]
        self.script: deque[tuple[int, str, dict[str, str]]] = deque()
        self.ends = False  # the script ends the game (the table is then no longer active)


def plan(table: Table, loaded: Any, steps: int, chooser: random.Random) -> None:
    """Legal commands for ``steps`` moves from the table's state, applied with the table's own
    seed and draw counter exactly as the service will (parse, then apply)."""
    game, state = loaded.game, loaded.state
    rng = Rng(loaded.table.seed, loaded.table.draw_counter)
    for _ in range(steps):
        if game.result(state) is not None:
            table.ends = True
            return
        prompts = game.prompts(state)
        if not prompts:
            return
        seat = chooser.choice(prompts).seat
        legal = game.legal_actions(state, seat)
        chooser.shuffle(legal)
        for action in legal:
            data = game.dump_action(action)
            args = as_args(data)
            try:
                parsed = game.parse_command(data["type"], dict(args), state, seat)
                trial = Rng(rng.seed, rng.counter)
                state = game.apply(state, seat, parsed, trial).state
            except Exception:
                continue
            rng = trial
            table.script.append((seat, data["type"], args))
            if game.result(state) is not None:
                table.ends = True
                return
            break
        else:
            return


async def create_tables(service: Service, n: int, steps: int, mix: list[Any]) -> list[Table]:
    chooser = random.Random(11)
    tables = []
    for i in range(n):
        pick, acc = (i * 0.6180339887) % 1.0, 0.0
        share, game_id, players, options = mix[-1]
        for share, game_id, players, options in mix:
            acc += share
            if pick < acc:
                break
        tables.append(await open_table(service, Table(i, game_id, players, options), steps, chooser))
    return tables


async def open_table(service: Service, t: Table, steps: int, chooser: random.Random) -> Table:
    """``t`` created, joined by its players, started and given its script of legal moves."""
    await service.create(t.actors[0], t.game_id, t.options)
    for a in t.actors[1:]:
        await service.join(a)
    reply = await service.start(t.actors[0])
    if reply.error:
        raise RuntimeError(f"{t.channel} ({t.game_id}) did not start: {reply.text}")
    plan(t, await service._load(t.channel), steps, chooser)
    return t


async def clone_stored(db: Database, sources: list[Table], n: int) -> dict[str, Any]:
    """``n`` stored tables cloned in bulk from the (played) source tables, logs included."""
    now = utcnow()
    gt, st, lt = GameTable.__table__, Seat.__table__, ActionLog.__table__
    async with db.engine.begin() as conn:
        src_tables, src_seats, src_logs = [], [], []
        for t in sources:
            row = (await conn.execute(select(gt).where(gt.c.channel_id == t.channel).order_by(gt.c.id.desc()))
                   ).mappings().first()
            assert row is not None
            src_tables.append(dict(row))
            src_seats.append([dict(r) for r in (await conn.execute(select(st).where(st.c.table_id == row["id"]))).mappings()])
            src_logs.append([dict(r) for r in (await conn.execute(select(lt).where(lt.c.table_id == row["id"]))).mappings()])
        next_ids = [((await conn.execute(select(func.max(x.c.id)))).scalar() or 0) + 1 for x in (gt, st, lt)]
    async with db.session() as s:
        for guild in GUILDS:  # reminders on in every bench server
            if await s.get(GuildSettings, guild) is None:
                s.add(GuildSettings(guild_id=guild, reminder_minutes=60))
        await s.commit()
    table_id, seat_id, log_id = next_ids
    rows_t: list[dict[str, Any]] = []
    rows_s: list[dict[str, Any]] = []
    rows_l: list[dict[str, Any]] = []
    log_rows = 0
    start = time.perf_counter()

    async def flush() -> None:
        async with db.engine.begin() as conn:
            for table, rows in ((gt, rows_t), (st, rows_s), (lt, rows_l)):
                if rows:
                    await conn.execute(table.insert(), rows)
        rows_t.clear(), rows_s.clear(), rows_l.clear()

    for i in range(n):
        k = i % len(sources)
        status = "active" if i % 10 < 6 else "finished" if i % 10 < 9 else "abandoned"
        waiting = now - timedelta(days=2) if status == "active" else None
        rows_t.append({**src_tables[k], "id": table_id, "channel_id": f"stored-{i}", "guild_id": GUILDS[i % len(GUILDS)],
                       "status": status, "awaiting_since": waiting, "last_reminded_at": None, "reminders_sent": 0,
                       "reminder_due_at": now - timedelta(days=1) if waiting else None,
                       "deadline_at": None, "reminder_claimed_until": None, "deadline_claimed_until": None})
        rows_s += [{**seat, "id": seat_id + j, "table_id": table_id} for j, seat in enumerate(src_seats[k])]
        rows_l += [{**log, "id": log_id + j, "table_id": table_id} for j, log in enumerate(src_logs[k])]
        seat_id += len(src_seats[k])
        log_id += len(src_logs[k])
        log_rows += len(src_logs[k])
        table_id += 1
        if len(rows_l) > 2_000:  # small batches: the bench process keeps no large heap the bot would not have
            await flush()
    await flush()
    if not db.is_sqlite:  # explicit ids: move the sequences past them
        async with db.engine.begin() as conn:
            for name in ("game_table", "seat", "action_log"):
                await conn.execute(text(f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), (SELECT max(id) FROM {name}))"))
    return {"tables": n, "log_rows": log_rows, "insert_s": round(time.perf_counter() - start, 1)}


# ---------------------------------------------------------------------------- the floor
class Driver:
    """Sends moves (or floor operations) to the tables, one at a time per table."""

    def __init__(self, service: Service, pool: RenderPool, tables: list[Table], views: dict[str, dict[str, Any]]) -> None:
        self.service, self.pool, self.views = service, pool, views
        self.free: deque[Table] = deque(tables)
        random.Random(3).shuffle(self.free)
        self.errors: list[str] = []
        self.deferred = 0
        self.exhausted = False

    def take(self, floor: bool = False) -> Table | None:
        """A table no one is playing: with moves left to send (or, for the floor, still active)."""
        for _ in range(len(self.free)):
            t = self.free.popleft()
            if t.script or (floor and not t.ends):
                return t
            self.free.append(t)
        return None

    async def move(self, t: Table) -> None:
        seat, command, args = t.script.popleft()
        task = asyncio.ensure_future(self.service.act(t.actors[seat], command, args))
        try:  # the adapter's deferral decision: answer within 1.5 s or defer
            reply = await asyncio.wait_for(asyncio.shield(task), DEFER_AFTER)
        except asyncio.TimeoutError:
            self.deferred += 1
            reply = await task
        if reply.error:
            self.errors.append(f"{t.channel}: {reply.text[:80]}")
            t.script.clear()  # out of step with its script: leave that table alone
        elif reply.image is None:
            self.errors.append(f"{t.channel}: no picture")

    async def floor(self, t: Table) -> None:
        async with self.service.db.session() as s:
            table = await repo.active_table(s, t.channel)
            assert table is not None
            await repo.seats(s, table.id or 0)
        async with self.service.db.session() as s:
            await repo.commit_move(s, table, {"state": table.state}, ActionLog(
                table_id=table.id or 0, seq=0, kind="bench", seat=0, user_id="bench", action={}, events=[], draws=[]))
        key = f"{t.game_id}-{len(t.actors)}"
        if self.pool.uses_processes:
            await self.pool.call(floor_encode, t.game_id, self.views[key], key)
        else:
            await asyncio.to_thread(floor_encode, t.game_id, self.views[key], key)

    async def one(self, op: Callable[[Table], Awaitable[None]], latencies: list[float]) -> bool:
        t = self.take(floor=op == self.floor)
        if t is None:  # every table has played its script: the phase ends early (reported)
            self.exhausted = True
            return False
        start = time.perf_counter()
        try:
            await op(t)
        except Exception as exc:  # counted, never hidden: e.g. "database is locked"
            self.errors.append(f"{t.channel}: {type(exc).__name__}: {str(exc)[:80]}")
        latencies.append((time.perf_counter() - start) * 1000)
        self.free.append(t)
        return True


async def phase(driver: Driver, op: Callable[[Table], Awaitable[None]], seconds: float, *,
                concurrency: int | None = None, rate: float | None = None, workers: list[int]) -> dict[str, Any]:
    """Closed loop (``concurrency`` senders back to back) or open loop (Poisson ``rate``/s)."""
    latencies: list[float] = []
    errors_before, deferred_before = len(driver.errors), driver.deferred
    cpu_main, cpu_workers = proc_cpu(os.getpid()), sum(proc_cpu(p) for p in workers)
    gc.collect()
    with LagTicker() as lag, GcPasses() as passes:
        start = time.perf_counter()
        end = start + seconds
        if concurrency:
            async def sender() -> None:
                while time.perf_counter() < end and await driver.one(op, latencies):
                    pass
            await asyncio.gather(*(sender() for _ in range(concurrency)))
        else:
            assert rate
            arrivals, tasks = random.Random(5), []
            next_at = start
            while next_at < end:
                await asyncio.sleep(max(0.0, next_at - time.perf_counter()))
                tasks.append(asyncio.ensure_future(driver.one(op, latencies)))
                next_at += arrivals.expovariate(rate)
            await asyncio.gather(*tasks)
        elapsed = time.perf_counter() - start
    done = len(latencies)
    stats = percentiles(latencies) if latencies else {}
    ordered = sorted(latencies) or [0.0]
    return {
        "ops": done, "per_s": round(done / elapsed, 1),
        "latency_ms": {**stats, "p99": round(ordered[int(0.99 * (len(ordered) - 1))], 1)},
        "loop_lag": lag.stats(), "gc": passes.stats(),
        "cpu_ms_per_op": {"main": round((proc_cpu(os.getpid()) - cpu_main) * 1000 / max(done, 1), 1),
                          "workers": round((sum(proc_cpu(p) for p in workers) - cpu_workers) * 1000 / max(done, 1), 1)},
        "errors": len(driver.errors) - errors_before, "deferred": driver.deferred - deferred_before,
        "error_samples": driver.errors[errors_before:errors_before + 3],
        "ran_out_of_scripted_moves": driver.exhausted,
    }


# ---------------------------------------------------------------------------- the run
async def run(args: argparse.Namespace) -> dict[str, Any]:
    load_before = [round(x, 2) for x in os.getloadavg()]
    tmp = tempfile.TemporaryDirectory()
    pg_name = None
    if args.postgres:
        import asyncpg

        pg_name = "meneur_bench_" + uuid.uuid4().hex[:10]
        conn = await asyncpg.connect(args.postgres.replace("+asyncpg", ""))
        await conn.execute(f'CREATE DATABASE "{pg_name}"')
        await conn.close()
        url = args.postgres.rsplit("/", 1)[0] + "/" + pg_name
    else:
        url = sqlite_path_url(Path(tmp.name) / "load.db")
    db = Database(url)
    await db.migrate()
    pool = RenderPool(args.workers)
    pids = await pool.ready()
    await asyncio.to_thread(verification._start_pool)  # the verify and computer worker, as the bot starts it
    service = Service(db, pictures=pool)
    # as the bot does once started: catalogs, content (the drawing modules where it draws), gc.freeze
    finish_start_up(drawing=not pool.uses_processes)
    memory: dict[str, Any] = {"after_start": bot_memory(os.getpid(), pids)}
    quiet = Service(db, render=False)  # set-up only
    out: dict[str, Any] = {"database": "postgresql" if args.postgres else "sqlite", "render_workers": args.workers,
                           "sizes": {"active": args.active, "stored": args.stored}, "phase_seconds": args.seconds,
                           "games": {f"{g} ({p})": share for share, g, p, _o in MIXES[args.mix]}}
    try:
        t0 = time.perf_counter()
        tables = await create_tables(quiet, args.active, args.steps, MIXES[args.mix])
        out["setup"] = {"active_tables_s": round(time.perf_counter() - t0, 1),
                        "scripted_moves": sum(len(t.script) for t in tables)}
        # sources for the stored tables: one played table of each kind
        sources = []
        for i, (_share, game_id, players, options) in enumerate(MIXES[args.mix]):
            t = Table(10_000_000 + i, game_id, players, options)
            await quiet.create(t.actors[0], game_id, options)
            for a in t.actors[1:]:
                await quiet.join(a)
            await quiet.start(t.actors[0])
            plan(t, await quiet._load(t.channel), args.source_moves, random.Random(i))
            if t.ends:  # the stored copies await someone: stop before the end
                t.script.pop()
            while t.script:
                seat, command, cargs = t.script.popleft()
                await quiet.act(t.actors[seat], command, cargs)
            sources.append(t)
        out["setup"]["stored"] = await clone_stored(db, sources, args.stored)
        views = {}
        for t in tables:
            key = f"{t.game_id}-{len(t.actors)}"
            if key not in views:
                loaded = await quiet._load(t.channel)
                views[key] = loaded.game.view(loaded.state, None).model_dump(mode="json")
        del quiet  # set-up only: the bot has one service
        gc.collect()
        memory["active_tables_set_up"] = bot_memory(os.getpid(), pids)
        driver = Driver(service, pool, tables, views)
        # warm: the first moves and floors of each kind (not timed)
        for _ in range(10):
            await driver.one(driver.move, [])
            await driver.one(driver.floor, [])
        phases: dict[str, Any] = {}
        for label, op in (("move", driver.move), ("floor", driver.floor)):
            phases[f"closed_c{args.concurrency}_{label}"] = await phase(
                driver, op, args.seconds, concurrency=args.concurrency, workers=pids)
        for label, op in (("move", driver.move), ("floor", driver.floor)):
            phases[f"open_{args.rate:g}_per_s_{label}"] = await phase(
                driver, op, args.seconds, rate=args.rate, workers=pids)
        if args.workers:  # the same closed loop with pictures drawn in a thread (RENDER_WORKERS=0)
            memory["after_moves"] = bot_memory(os.getpid(), pids)
            memory["after_moves"]["gc"] = timed_full_collection()
            threads = Driver(Service(db, pictures=RenderPool(0)), RenderPool(0), tables, views)
            for _ in range(10):
                await threads.one(threads.move, [])
            phases[f"closed_c{args.concurrency}_move_pictures_in_a_thread"] = await phase(
                threads, threads.move, args.seconds, concurrency=args.concurrency, workers=pids)
            driver.errors += threads.errors
        out["phases"] = phases
        closed_move, closed_floor = phases[f"closed_c{args.concurrency}_move"], phases[f"closed_c{args.concurrency}_floor"]
        out["moves_per_s_vs_floor"] = round(closed_move["per_s"] / max(closed_floor["per_s"], 0.1), 2)
        sizes = [len(await pool.draw_png(t.game_id, views[f"{t.game_id}-{len(t.actors)}"], "fr"))
                 for t in tables[:len(MIXES[args.mix])]]
        out["picture_bytes_max"] = max(sizes)
        # the reminder scan over the stored tables, in a fresh process started as the bot starts
        # (this one holds what its set-up and the bulk clone allocated), then memory
        gc.collect()
        proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bench.bench_load", "--scan", url,
                                                    stdout=asyncio.subprocess.PIPE)
        scan_out, _ = await proc.communicate()
        out["reminder_scan"] = json.loads(scan_out.decode())
        memory.setdefault("after_moves", {**bot_memory(os.getpid(), pids), "gc": timed_full_collection()})
        out["memory"] = memory
        if args.bot_rounds:  # the bot's memory in a process of its own, apart from this driver
            await pool.close()
            await asyncio.to_thread(verification.shutdown_pool)
            memory["bot_process"] = await bot_process.measure(url, args.workers, tables, rounds=args.bot_rounds)
        # console start-up on this database (already at head)
        starts = []
        for _ in range(args.startup_runs):
            starts.append(time_to_prompt(None if args.postgres else url.split("///", 1)[1], url if args.postgres else None))
        starts.sort()
        out["console_startup"] = None if not starts else {"p50_s": round(starts[len(starts) // 2][0], 3),
                                  "cpu_p50_s": round(sorted(x[1] for x in starts)[len(starts) // 2], 3),
                                  "runs": len(starts)}
    finally:
        await pool.close()
        await db.close()
        if pg_name:
            import asyncpg

            conn = await asyncpg.connect(args.postgres.replace("+asyncpg", ""))
            await conn.execute(f'DROP DATABASE IF EXISTS "{pg_name}" WITH (FORCE)')
            await conn.close()
        tmp.cleanup()
    out["machine"] = {"cores": os.cpu_count(), "load_average_before": load_before,
                      "load_average_after": [round(x, 2) for x in os.getloadavg()],
                      "note": "a machine shared with other work: compare each phase with its floor"}
    return out


async def scan(url: str) -> dict[str, Any]:
    """A fresh bot process's reminder scan: memory before and after, loop stalls, time."""
    db = Database(url)
    await db.migrate()
    service = Service(db)
    finish_start_up()
    before = bot_memory(os.getpid(), [])["main"]
    with LagTicker() as lag:
        start = time.perf_counter()
        try:  # the Discord adapter's reminder round, every reminder accepted by Discord
            from bot.service.reminders import Delivery

            async def deliver(_due: Any) -> Delivery:
                return Delivery.SENT

            due: int | str = await service.send_reminders(deliver)
        except Exception as exc:  # recorded: e.g. the database's statement timeout
            due = f"{type(exc).__name__}: {str(exc)[:200]}"
        seconds = time.perf_counter() - start
    await db.close()
    return {"due": due if isinstance(due, int) else None, "seconds": round(seconds, 2),
            "loop_lag": lag.stats(), "error": due if isinstance(due, str) else None,
            "rss_before_mb": before["rss_mb"], "rss_after_mb": proc_memory(os.getpid())["rss_mb"],
            "pss_before_mb": before["pss_mb"], "pss_after_mb": proc_memory(os.getpid())["pss_mb"]}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--active", type=int, default=1000)
    p.add_argument("--stored", type=int, default=10_000)
    p.add_argument("--postgres", help="a PostgreSQL server URL (postgresql+asyncpg://...); a database is created and dropped")
    p.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="render worker processes (0: a thread)")
    p.add_argument("--seconds", type=float, default=15.0, help="length of each phase")
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--rate", type=float, default=25.0, help="offered moves/s of the open-loop phases")
    p.add_argument("--steps", type=int, default=6, help="scripted moves per active table")
    p.add_argument("--source-moves", type=int, default=60, help="moves played on each table the stored ones copy")
    p.add_argument("--startup-runs", type=int, default=5)
    p.add_argument("--bot-rounds", type=int, default=2,
                   help="rounds of one move at every table sent to a bot process apart, for its memory (0: none)")
    p.add_argument("--mix", choices=sorted(MIXES), default="five",
                   help="the games of the active tables: the five mixed (default) or Krosmaster and Dungeon Fighter")
    p.add_argument("--record", action="store_true", help="write bench/results/load-<database>.json")
    p.add_argument("--record-as", metavar="NAME", help="write bench/results/NAME.json instead")
    p.add_argument("--table", action="store_true", help="print the README's table from the recorded results")
    p.add_argument("--scan", metavar="URL", help=argparse.SUPPRESS)  # the fresh process of the reminder scan
    args = p.parse_args()
    if args.scan:
        print(json.dumps(asyncio.run(scan(args.scan))))
        return
    if args.table:

        found = [RESULTS / f"load-{name}.json" for name in ("sqlite", "postgres")]
        print(markdown([json.loads(f.read_text()) for f in found if f.exists()]))
        return
    # the workers are forked as the bot's: ``python -m bot``'s main module (``bot.__main__``)
    # is never imported again in them (multiprocessing skips ``*.__main__``), where this
    # bench's would be, with everything it imports; so the workers are told of no main module
    main_module = sys.modules["__main__"]
    main_module.__spec__ = main_module.__file__ = None  # type: ignore[assignment]
    result = asyncio.run(run(args))
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if args.record or args.record_as:
        name = args.record_as or f"load-{result['database'].replace('postgresql', 'postgres')}"
        print("recorded in", record(name, result))


if __name__ == "__main__":
    main()

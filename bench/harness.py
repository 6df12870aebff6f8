"""Benchmark harness: the service's end-to-end move time against its floor.

``measure_moves`` plays ``n`` moves through the real service (load, apply, commit, render,
encode), each followed by its floor: a bare conditional commit of the state it left and a
log row plus encoding its picture. Results are written as JSON under bench/results/.
Games extend it by passing their own set-up and move functions.
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import platform
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.service import Service
from bot.shared.replies import Actor
from db import repository as repo
from db.database import Database, sqlite_path_url
from db.models import ActionLog, GameTable
from render.encode import encode_png
from render.pool import RenderPool
from render.registry import renderer_for

RESULTS = Path(__file__).parent / "results"


def bot_render_workers() -> int:
    """The picture processes the bot starts (``RENDER_WORKERS``; empty: one per core)."""
    from bot.shared.config import render_workers_setting

    return render_workers_setting(os.environ.get("RENDER_WORKERS", ""))


def thread_reference(data: dict[str, Any]) -> dict[str, Any]:
    """The figures of a run whose pictures were drawn in a thread (``RENDER_WORKERS=0``)."""
    return {k: data[k] for k in ("render_workers", "move_ms", "floor_ms", "ratio_p50", "ratio_p95")}


def percentiles(samples_ms: list[float]) -> dict[str, float]:
    ordered = sorted(samples_ms)
    def pct(p: float) -> float:
        k = max(0, min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1))))
        return round(ordered[k], 3)
    return {"p50": pct(50), "p95": pct(95), "mean": round(statistics.fmean(ordered), 3), "n": len(ordered)}


def time_sync(func: Callable[[], Any], n: int) -> dict[str, float]:
    samples = []
    for _ in range(n):
        start = time.perf_counter()
        func()
        samples.append((time.perf_counter() - start) * 1000)
    return percentiles(samples)


async def floor_move(db: Database, channel_id: str, image: Any | None, state: Any | None = None) -> None:
    """What any move costs at least: load the table, commit its row (with ``state``, else the
    state it holds) and a bare log line, and encode the same picture (the floor the moves are
    measured against)."""
    async with db.session() as s:
        table = await repo.active_table(s, channel_id)
        assert table is not None
    async with db.session() as s:
        await repo.commit_move(s, table, {"state": table.state if state is None else state}, ActionLog(
            table_id=table.id or 0, seq=0, kind="bench", seat=0, user_id="bench", action={}, events=[], draws=[]))
    if image is not None:
        encode_png(image)


#: the channel of the floor's own table (a copy of the game's: the moves' table is left alone)
FLOOR_CHANNEL = "bench-floor"


async def floor_table(db: Database, channel_id: str) -> None:
    """A copy of the channel's table in :data:`FLOOR_CHANNEL`, for the floor's commits."""
    async with db.session() as s:
        table = await repo.latest_table(s, channel_id)
        assert table is not None
        copy = GameTable(**{c.name: getattr(table, c.name) for c in GameTable.__table__.columns  # type: ignore[attr-defined]
                            if c.name != "id"})
        copy.channel_id, copy.status = FLOOR_CHANNEL, "active"
        s.add(copy)
        await s.commit()


async def what_it_left(service: Service, channel_id: str) -> tuple[Any, Any, Any]:
    """The game, state and stored state a move left at the channel's table (untimed)."""
    loaded = await service._load(channel_id, latest=True)
    return loaded.game, loaded.state, loaded.table.state


async def own_floors(db: Database, left: list[tuple[Any, Any, Any]], clock: Callable[[], float]) -> list[float]:
    """Each move's floor in ``clock``'s milliseconds: the state it left committed on the floor's
    table and its picture (drawn untimed) encoded, in the moves' order."""
    out: list[float] = []
    for game, state, stored in left:
        renderer = renderer_for(game.id)
        image = renderer(game.view(state, None), "fr") if renderer and state is not None else None
        start = clock()
        await floor_move(db, FLOOR_CHANNEL, image, stored)
        out.append((clock() - start) * 1000)
    return out


async def measure_moves(
    name: str,
    setup: Callable[[Service], Awaitable[Actor]],
    move: Callable[[Service, int], Awaitable[Any]],
    n: int = 200,
    url: str | None = None,
    render_workers: int = 0,
) -> dict[str, Any]:
    """Time ``n`` moves end to end on a fresh database, then each move's floor: a bare
    conditional commit of the state it left (on a copy of the table, :func:`floor_table`) plus
    encoding its picture (drawn untimed), so each move is measured against the same picture
    (a growing dungeon's pictures grow with it). The older floor, ``n`` times the final
    state's picture after all the moves, is kept for reference (``floor_final_picture_ms``).
    ``render_workers``:
    the pictures' processes (0: drawn in a thread; the bot's default is one per core, see
    bot/shared/config.py ``RENDER_WORKERS``), warmed up before the first move as the bot's are."""
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(url or sqlite_path_url(Path(tmp) / "bench.db"))
        await db.migrate()
        pictures = RenderPool(render_workers)
        await pictures.ready()
        service = Service(db, seed_factory=lambda: "5e" * 32, pictures=pictures)
        actor = await setup(service)
        await floor_table(db, actor.channel_id)
        move_ms: list[float] = []
        image_bytes: list[int] = []
        left: list[tuple[Any, Any, Any]] = []  # what each move left: its game, state and stored state
        for i in range(n):
            start = time.perf_counter()
            reply = await move(service, i)
            elapsed = (time.perf_counter() - start) * 1000
            if isinstance(reply, tuple):  # (reply, ms): the move timed its service call itself
                reply, elapsed = reply
            move_ms.append(elapsed)
            if reply.error:
                raise RuntimeError(f"move {i} refused: {reply.text}")
            if reply.image:
                image_bytes.append(len(reply.image.data))
            left.append(await what_it_left(service, actor.channel_id))
        floor_ms = await own_floors(db, left, time.perf_counter)
        # the older floor: the final state's picture, n times after the moves
        loaded = await service._load(actor.channel_id, latest=True)
        renderer = renderer_for(loaded.game.id)
        image = renderer(loaded.game.view(loaded.state, None), "fr") if renderer else None
        final_ms: list[float] = []
        for _ in range(n):
            start = time.perf_counter()
            await floor_move(db, FLOOR_CHANNEL, image)
            final_ms.append((time.perf_counter() - start) * 1000)
        await pictures.close()
        await db.close()
    move_stats, floor_stats, final_stats = percentiles(move_ms), percentiles(floor_ms), percentiles(final_ms)
    paired = percentiles([m / f for m, f in zip(move_ms, floor_ms, strict=True) if f])
    return {
        "benchmark": name,
        "database": "postgresql" if url and "postgres" in url else "sqlite",
        "render_workers": render_workers,
        "machine": {"python": platform.python_version(), "cpu": platform.processor() or platform.machine()},
        "move_ms": move_stats,
        "floor_ms": floor_stats,
        "ratio_p50": round(move_stats["p50"] / floor_stats["p50"], 2) if floor_stats["p50"] else None,
        "ratio_p95": round(move_stats["p95"] / floor_stats["p95"], 2) if floor_stats["p95"] else None,
        # each move over its own floor (its state, its picture)
        "paired_ratio": {k: round(v, 2) for k, v in paired.items() if k != "n"},
        "floor_final_picture_ms": final_stats,
        "ratio_p95_final_picture": round(move_stats["p95"] / final_stats["p95"], 2) if final_stats["p95"] else None,
        "image_bytes": {"max": max(image_bytes), "mean": round(statistics.fmean(image_bytes))} if image_bytes else None,
    }


async def measure_moves_cpu(setup: Callable[[Service], Awaitable[Actor]],
                            move: Callable[[Service, int], Awaitable[Any]], n: int) -> dict[str, Any]:
    """The process CPU time of ``n`` moves (around the service call alone, pictures drawn in a
    thread so that they count) and of each move's floor, as :func:`measure_moves` pairs them:
    what the other processes of a shared machine do not inflate, where the wall clock waits."""
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(sqlite_path_url(Path(tmp) / "cpu.db"))
        await db.migrate()
        service = Service(db, seed_factory=lambda: "5e" * 32)
        actor = await setup(service)
        await floor_table(db, actor.channel_id)
        act = service.act
        cpu: list[float] = []

        async def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            reply = await act(*args, **kwargs)
            if not reply.error:
                cpu.append((time.process_time() - start) * 1000)
            return reply

        service.act = timed  # type: ignore[method-assign]
        left = []
        for i in range(n):
            await move(service, i)
            left.append(await what_it_left(service, actor.channel_id))
        floor = await own_floors(db, left, time.process_time)
        await db.close()
    move_stats, floor_stats = percentiles(cpu), percentiles(floor)
    return {"move_cpu_ms": move_stats, "floor_cpu_ms": floor_stats,
            "ratio_cpu_p50": round(move_stats["p50"] / floor_stats["p50"], 2) if floor_stats["p50"] else None,
            "ratio_cpu_p95": round(move_stats["p95"] / floor_stats["p95"], 2) if floor_stats["p95"] else None}


def record(name: str, data: dict[str, Any]) -> Path:
    RESULTS.mkdir(parents=True, exist_ok=True)
    data = {"recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), **data}
    path = RESULTS / f"{name}.json"
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def run(coro: Awaitable[dict[str, Any]]) -> dict[str, Any]:
    return asyncio.run(coro)  # type: ignore[arg-type]


class LagTicker:
    """A 10 ms ticker on the event loop: how late each tick wakes up is the loop's lag."""

    def __init__(self) -> None:
        self.samples: list[float] = []
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.01)
            self.samples.append(max(0.0, (time.perf_counter() - start - 0.01) * 1000))

    def __enter__(self) -> LagTicker:
        self.samples = []
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._task is not None
        self._task.cancel()

    def stats(self) -> dict[str, float]:
        ordered = sorted(self.samples) or [0.0]
        return {"p99_ms": round(ordered[int(0.99 * (len(ordered) - 1))], 2), "max_ms": round(ordered[-1], 2)}


class GcPasses:
    """The garbage collector's passes while inside (``gc.callbacks``): how long each full
    (generation 2) pass held the interpreter, and how many younger ones ran."""

    def __init__(self) -> None:
        self.full_ms: list[float] = []
        self.full_cpu_ms: list[float] = []
        self.young = 0
        self._start = self._cpu = 0.0

    def _callback(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._start, self._cpu = time.perf_counter(), time.thread_time()
        elif info.get("generation") == 2:
            self.full_ms.append((time.perf_counter() - self._start) * 1000)
            self.full_cpu_ms.append((time.thread_time() - self._cpu) * 1000)
        else:
            self.young += 1

    def __enter__(self) -> GcPasses:
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self._callback)

    def stats(self) -> dict[str, Any]:
        ordered, cpu = sorted(self.full_ms), sorted(self.full_cpu_ms)
        return {"full_passes": len(ordered), "full_max_ms": round(ordered[-1], 1) if ordered else None,
                "full_p50_ms": round(ordered[len(ordered) // 2], 1) if ordered else None,
                "full_max_cpu_ms": round(cpu[-1], 1) if cpu else None, "young_passes": self.young}

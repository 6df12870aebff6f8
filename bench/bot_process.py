"""A bot process apart from the load bench's driver: the memory of the bot as it runs.

The load bench (bench/bench_load.py) drives the service inside its own process, which also
holds what a bot never does: the scripts of the 1,000 tables, what their set-up and the bulk
copy of the stored tables left in its heap. For the memory figure, :func:`measure` starts a
bot process (``python -m bench.bot_process URL WORKERS``) on the bench's database, started as
``python -m bot`` starts with a token (the collector off until the start-up objects are frozen;
the Discord adapter imported, without connecting; the picture workers and the verify/computer
worker forked from the warmed fork server; the games warmed, then ``finish_start_up``), sends
it the tables' next scripted moves over its standard input (JSON lines, answered in kind), then
asks it for its memory: each of its processes' PSS, and a timed full collection.

What the bot process holds besides a bot's own: the JSON of the requests under way and this
module's few functions (no Pillow, no bench harness: :mod:`bench.procs` reads ``/proc``).
"""

from __future__ import annotations

import gc

gc.disable()  # as ``python -m bot``: no collection until the start-up objects are frozen
import asyncio  # noqa: E402
import importlib  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from collections.abc import Sequence  # noqa: E402
from typing import Any  # noqa: E402

from bench.procs import (  # noqa: E402
    bot_memory,
    forkserver_pid,
    imported_packages,
    inspect_here,
    smaps_parts,
    timed_full_collection,
    tracked_by_module,
    verifier_pids,
)
from bot.service import Service, verification  # noqa: E402
from bot.service.rules_thread import while_rules_thread_waits  # noqa: E402
from bot.shared.config import load_config  # noqa: E402
from bot.shared.replies import Actor  # noqa: E402
from bot.shared.startup import finish_start_up, share_with_workers, warm_games  # noqa: E402
from db.database import Database  # noqa: E402
from render.pool import RenderPool  # noqa: E402
from rules.core import all_games  # noqa: E402


def say(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


async def serve(url: str, workers: int) -> None:
    """The bot's start (as bot/discord/app.py ``setup_hook`` and ``_warm_up``: the games
    loaded, warmed and frozen, the workers' fork server forked, the workers started), then
    requests."""
    config = load_config()
    db = Database(url)
    await db.migrate()
    pool = RenderPool(workers)
    service = Service(db, pictures=pool, kept_bytes=config.kept_rows_bytes)
    all_games()  # as the Discord adapter's command tree, before the sync
    await asyncio.to_thread(warm_games, not pool.uses_processes)
    finish_start_up(games=False)
    await while_rules_thread_waits(share_with_workers)  # the workers' server: forked from here
    pids = await pool.ready()
    await asyncio.to_thread(verification._start_pool)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 20)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    tasks: set[asyncio.Task[None]] = set()

    async def act(request: dict[str, Any]) -> None:
        try:
            reply = await service.act(Actor(*request["actor"]), request["command"], request["args"])
            say({"id": request["id"], "error": reply.text[:80] if reply.error else None,
                 "image": reply.image is not None})
        except Exception as exc:  # counted by the driver, never hidden
            say({"id": request["id"], "error": f"{type(exc).__name__}: {str(exc)[:120]}", "image": False})

    say({"id": 0, "ready": True})
    while line := await reader.readline():
        request = json.loads(line)
        if request["op"] == "act":
            task = asyncio.create_task(act(request))
            tasks.add(task)
            task.add_done_callback(tasks.discard)
        elif request["op"] == "memory":
            await asyncio.gather(*tasks)
            say({"id": request["id"], "memory": {**bot_memory(os.getpid(), pids), "gc": timed_full_collection(),
                                                  "tracked_by_module": tracked_by_module(),
                                                  "kept_rows": {"bound_bytes": config.kept_rows_bytes,
                                                                "bytes": service._kept_rows.nbytes,
                                                                "tables": len(service._kept_rows)}}})
        elif request["op"] == "inspect":  # where each process's memory lies, and what it imported
            await asyncio.gather(*tasks)
            say({"id": request["id"], "inspect": await inspect(pool, pids)})
        else:
            break
    await asyncio.gather(*tasks)
    await pool.close()
    verification.shutdown_pool()
    await db.close()


async def inspect(pool: RenderPool, pids: list[int]) -> dict[str, Any]:
    """Each process's largest mappings (:func:`bench.procs.smaps_parts`) and imported packages."""
    out: dict[str, Any] = {"main": {"smaps": smaps_parts(os.getpid()), "imports": imported_packages()}}
    server = forkserver_pid()
    if server:
        out["forkserver"] = {"smaps": smaps_parts(server)}
    # each picture worker answers from its own process (two requests: both workers, likely)
    answers = await asyncio.gather(*(pool.call(inspect_here) for _ in range(2 * len(pids))))
    out["pictures"] = {str(a["pid"]): a for a in answers}
    if verification._pool is not None:
        out["verify_computer"] = await asyncio.wrap_future(verification._pool.submit(inspect_here))
    for pid in verifier_pids():
        out.setdefault("verify_computer_smaps", smaps_parts(pid))
    return out


class BotProcess:
    """The driver's end: requests sent as JSON lines, each answer matched to its request."""

    def __init__(self, proc: asyncio.subprocess.Process) -> None:
        self.proc = proc
        self.waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.next_id = 1
        self.reader = asyncio.create_task(self._read())

    @classmethod
    async def start(cls, url: str, workers: int) -> BotProcess:
        proc = await asyncio.create_subprocess_exec(sys.executable, "-m", "bench.bot_process", url, str(workers),
                                                    stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                                                    limit=1 << 20)
        bot = cls(proc)
        bot.waiting[0] = asyncio.get_running_loop().create_future()
        await asyncio.wait_for(bot.waiting[0], 600)
        return bot

    async def _read(self) -> None:
        assert self.proc.stdout is not None
        while line := await self.proc.stdout.readline():
            message = json.loads(line)
            future = self.waiting.pop(message["id"], None)
            if future is not None and not future.done():
                future.set_result(message)
        for future in self.waiting.values():  # the process ended
            if not future.done():
                future.set_exception(RuntimeError("the bot process ended"))

    async def ask(self, op: str, **fields: Any) -> dict[str, Any]:
        assert self.proc.stdin is not None
        rid, self.next_id = self.next_id, self.next_id + 1
        future = self.waiting[rid] = asyncio.get_running_loop().create_future()
        self.proc.stdin.write((json.dumps({"id": rid, "op": op, **fields}) + "\n").encode())
        await self.proc.stdin.drain()
        return await future

    async def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(b'{"op": "quit"}\n')
        self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 60)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
        self.reader.cancel()


async def measure(url: str, workers: int, tables: Sequence[Any], rounds: int = 1, concurrency: int = 8) -> dict[str, Any]:
    """A bot process on ``url``: its memory after its start, then after ``rounds`` rounds of
    one scripted move at every table that has one left (``tables``: bench_load's, whose
    scripts are consumed), ``concurrency`` moves at a time."""
    bot = await BotProcess.start(url, workers)
    try:
        after_start = (await bot.ask("memory"))["memory"]
        gate = asyncio.Semaphore(concurrency)
        errors: list[str] = []
        moves = pictures = 0

        async def move(table: Any) -> None:
            nonlocal moves, pictures
            async with gate:
                seat, command, args = table.script.popleft()
                actor = table.actors[seat]
                answer = await bot.ask("act", actor=[actor.user_id, actor.name, actor.channel_id, actor.guild_id,
                                                     actor.locale], command=command, args=args)
            moves += 1
            pictures += bool(answer["image"])
            if answer["error"]:
                errors.append(f"{table.channel}: {answer['error']}")
                table.script.clear()

        for _ in range(rounds):
            await asyncio.gather(*(move(t) for t in tables if t.script))
        after_moves = (await bot.ask("memory"))["memory"]
    finally:
        await bot.close()
    return {"what": "a bot process apart from the driver (bench/bot_process.py), on the bench's database",
            "after_start": after_start, "after_moves": after_moves, "moves": moves, "pictures": pictures,
            "errors": len(errors), "error_samples": errors[:3]}


def main(argv: list[str]) -> None:
    # the workers are forked as the bot's: this main module is not imported again in them
    main_module = sys.modules["__main__"]
    main_module.__spec__ = main_module.__file__ = None  # type: ignore[assignment]
    importlib.import_module("bot.discord.app")  # the Discord bot's process holds its adapter: counted
    asyncio.run(serve(argv[0], int(argv[1])))


if __name__ == "__main__":
    main(sys.argv[1:])

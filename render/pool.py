"""Pictures drawn in worker processes, so drawing does not hold the event loop's interpreter.

Drawing (Python and FreeType) holds the GIL: in a thread it still competes with the event
loop. A :class:`RenderPool` with ``workers > 0`` draws in that many processes (started with
``forkserver`` where available, else ``spawn``), each pre-warmed at start: renderers, fonts,
catalogs and one picture of every game drawn once. A view crosses the process boundary as
its JSON (small, picklable) and the worker validates it back into the game's view model, the
return type of the game's ``view`` method (an info command's view is that model too, see
docs/CONVENTIONS.md). With ``workers == 0`` pictures are drawn in a thread, as before, with
the view passed as is.

The pool talks to each worker over two pipes watched by the event loop itself: no helper
thread in the bot's process (``concurrent.futures.ProcessPoolExecutor`` runs two, which
take the GIL from the loop at every picture). Each worker has at most two pictures in
flight; the others wait in the pool's queue. A worker that dies, or keeps a picture past
``timeout`` (and is then stopped), is replaced and its pictures tried once more. :meth:`RenderPool.picture` never raises: a picture that cannot
be drawn is logged and the caller answers without it (the move was committed before).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import gc
import logging
import multiprocessing
import os
import pickle
import signal
import struct
import typing
from collections import deque
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from render.budget import picture_buffers_bytes
from render.registry import has_renderer, load_renderers, renderer_for

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

log = logging.getLogger("meneur.render")


class PictureError(RuntimeError):
    """A picture could not be drawn (its function failed, or its worker died twice)."""


class WorkerDied(PictureError):
    """The worker drawing a picture ended before answering."""


@lru_cache(maxsize=None)
def view_model(game_id: str) -> type[BaseModel] | None:
    """The game's view model: the annotated return type of its ``view`` method."""
    from rules.core import find_game

    game = find_game(game_id)
    try:
        hint = typing.get_type_hints(type(game).view).get("return")
    except Exception:  # an annotation that cannot be resolved at run time
        return None
    if isinstance(hint, type) and issubclass(hint, BaseModel) and hint is not BaseModel:
        return hint
    return None


def draw_view(game_id: str, view: Any, lang: str) -> bytes:
    """Draw ``view`` (the model, or its JSON, validated into the game's view model) as PNG bytes."""
    renderer = renderer_for(game_id)
    if renderer is None:
        load_renderers()
        renderer = renderer_for(game_id)
    if renderer is None:
        raise PictureError(f"no renderer for {game_id!r}")
    if isinstance(view, dict):
        model = view_model(game_id)
        if model is not None:
            view = model.model_validate(view)
    from render.encode import (
        encode_png,  # Pillow: imported by whoever draws, on first need
    )

    return encode_png(renderer(view, lang))


def _warm_up() -> None:
    """In a worker (or the fork server): load games, renderers and catalogs and draw every game
    once (fonts, modules), its layers and labels left out of the caches."""
    from rules.core import SeatInfo, all_games
    from rules.core.rng import Rng

    from render import text  # Pillow: imported by whoever draws, on first need

    load_renderers()
    for game in all_games():
        if renderer_for(game.id) is None:
            continue
        try:
            seats = [SeatInfo(index=i, name=f"p{i}") for i in range(max(2, game.min_seats))]
            state = game.setup(game.parse_options({}), seats, Rng("0" * 64))
            view = game.view(state, None)
            # drawn without keeping its layers and labels: the fork server's copies would stay
            # in its memory (~10 MB) once each worker's own cache has moved on to the tables' own
            with text.uncached():
                for lang in ("fr", "en"):
                    draw_view(game.id, view.model_dump(mode="json"), lang)
        except Exception:  # warming is an optimisation: a game that cannot be set up bare still draws later
            log.debug("warm-up of %s skipped", game.id, exc_info=True)


#: whether this process has warmed up (a worker forked from the warmed fork server has)
_warm = False


def warm_once() -> None:
    """Warm up (:func:`_warm_up`) unless this process already is, then freeze what is loaded
    out of the collector. The fork server runs it once (:mod:`render.preload`): every process
    it forks starts warm, sharing those pages instead of each warming up its own copy."""
    global _warm
    if not _warm:
        return_big_buffers()
        _warm_up()
        gc.collect()
        _warm = True
    gc.freeze()  # the warm-up's objects are never collected: keep them out of every GC pass


#: glibc's ``M_MMAP_THRESHOLD`` and ``M_TRIM_THRESHOLD`` (``mallopt``), and the size from
#: which a picture's buffers are mapped apart and given back to the system when freed
M_MMAP_THRESHOLD, M_TRIM_THRESHOLD, MMAP_FROM = -3, -1, 256 * 1024


def return_big_buffers() -> None:
    """Map every buffer of 256 KB or more apart (a picture's pixels), so freeing it gives its
    memory back at once. By default glibc raises that threshold to the largest buffer freed so
    far (up to 32 MB): the pictures' pixels then come from the heap, which only grows (a worker
    measured +15 MB after 800 pictures, that a fixed threshold avoids).

    With ``MENEUR_PICTURE_BUFFERS_MB`` (render/budget.py) above 0, buffers up to that size come
    from the heap, which keeps that much free for the next picture: no fresh pages to map and
    zero at each picture (bench/results/picture-cpu.json: -2.0 to -4.4 ms of CPU a picture under
    load), for that memory and the heap's spread kept resident (+21-26 MB a worker with 16)."""
    kept = picture_buffers_bytes()
    try:
        libc = ctypes.CDLL(None)
        libc.mallopt(M_MMAP_THRESHOLD, max(kept, MMAP_FROM))
        if kept:
            libc.mallopt(M_TRIM_THRESHOLD, kept)
    except (OSError, AttributeError):  # not glibc: its own allocator's policy applies
        log.debug("mallopt unavailable: the default allocator policy applies")


#: how much lower than the bot's process a worker runs (Unix niceness): on a machine whose cores
#: the workers fill (a 2-core machine under load), the event loop's short bursts then get a
#: core as soon as they wake instead of waiting for a worker's time slice to end (measured at
#: 8 players moving, bench/bench_loop_cpu.py: the loop's lag p99 down 2-4x, more moves/s)
WORKER_NICENESS = 5


def yield_cpu_to_the_loop() -> None:
    """Lower this worker's priority below the bot's (:data:`WORKER_NICENESS`)."""
    try:
        os.nice(WORKER_NICENESS)
    except (OSError, AttributeError):  # not Unix, or not allowed: the same priority then
        log.debug("the worker keeps the bot's priority")


def _init_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    yield_cpu_to_the_loop()
    return_big_buffers()
    warm_once()
    gc.enable()  # re-importing ``python -m bot``'s main module in the worker disabled it


def _serve(requests: Connection, results: Connection) -> None:
    """A worker: warm up, say so, then answer ``(function, args)`` requests in order."""
    _init_worker()
    try:
        results.send_bytes(pickle.dumps(("ready", os.getpid())))
    except OSError:  # the bot stopped while this worker started: nothing to serve
        return
    while True:
        try:
            func, args = pickle.loads(requests.recv_bytes())
        except EOFError:  # the pool closed its end: stop
            return
        try:
            answer: tuple[str, Any] = ("ok", func(*args))
        except Exception as exc:
            answer = ("error", f"{type(exc).__name__}: {exc}")
        results.send_bytes(pickle.dumps(answer))


def _frame(payload: bytes) -> bytes:
    """``payload`` framed as ``Connection.recv_bytes`` reads it."""
    return struct.pack("!i", len(payload)) + payload


#: more modules the fork server imports before it warms up: what the other workers it forks
#: run (bot/service/verification.py adds the service, whose computer and verify functions its
#: worker runs), so that they share those pages too instead of each importing its own copy
PRELOAD: list[str] = []


def worker_context() -> multiprocessing.context.BaseContext:
    """How the bot starts its worker processes (pictures, verification and computer turns):
    forked from one fork server that imported the games and their drawing modules and drew
    every game once (:mod:`render.preload`), so the workers share those pages; ``spawn``
    where there is no fork server (each process then imports and warms up on its own)."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        from rules.core.registry import GAME_PACKAGES

        # imported once in the fork server, shared by every worker forked from it
        ctx.set_forkserver_preload(["render.pool", *GAME_PACKAGES,
                                    *("render." + m.rsplit(".", 1)[1] for m in GAME_PACKAGES), *PRELOAD,
                                    "render.preload"])
        return ctx
    return multiprocessing.get_context("spawn")


class _Job:
    __slots__ = ("func", "args", "future", "attempts", "timer")

    def __init__(self, func: Callable[..., Any], args: tuple[Any, ...], future: asyncio.Future[Any]) -> None:
        self.func, self.args, self.future, self.attempts = func, args, future, 0
        self.timer: asyncio.TimerHandle | None = None

    def settle(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


class _Worker:
    """One worker process and the two pipes to it, read by the event loop (no thread)."""

    def __init__(self, ctx: multiprocessing.context.BaseContext, loop: asyncio.AbstractEventLoop,
                 on_answer: Callable[[_Worker, tuple[str, Any]], None], on_death: Callable[[_Worker], None],
                 timeout: float) -> None:
        self.timeout = timeout
        req_read, self.requests = ctx.Pipe(duplex=False)
        self.results, res_write = ctx.Pipe(duplex=False)
        self.process = ctx.Process(target=_serve, args=(req_read, res_write), daemon=True, name="meneur-render")
        self.loop, self.on_answer, self.on_death = loop, on_answer, on_death
        self.ready: asyncio.Future[int] = loop.create_future()
        self.in_flight: deque[_Job] = deque()
        self.alive = True
        self._buffer = bytearray()
        os.set_blocking(self.results.fileno(), False)
        loop.add_reader(self.results.fileno(), self._readable)
        # started in a thread: the first start waits for the fork server to import and warm up
        # (seconds), which must not hold the event loop (the gateway, the commands' sync)
        self.started = loop.run_in_executor(None, self._launch, req_read, res_write)
        self.started.add_done_callback(self._launched)

    def _launch(self, req_read: Connection, res_write: Connection) -> None:
        try:
            self.process.start()
        finally:
            req_read.close()
            res_write.close()

    def _launched(self, started: asyncio.Future[None]) -> None:
        if not started.cancelled() and started.exception() is not None and self.alive:
            log.error("a picture worker could not start", exc_info=started.exception())
            self.stop()
            self.on_death(self)

    @property
    def pid(self) -> int:
        return self.process.pid or 0

    def send(self, job: _Job) -> None:
        self.in_flight.append(job)
        job.timer = self.loop.call_later(self.timeout, self._expire, job)
        # at most two small requests in an emptied pipe: the write does not wait
        self.requests.send_bytes(pickle.dumps((job.func, job.args)))

    def _expire(self, job: _Job) -> None:
        """A picture that takes far too long: the worker is stopped (and replaced, see ``on_death``)."""
        job.timer = None
        if self.alive and job in self.in_flight:
            log.warning("picture worker %s gave no answer in %s s: stopped", self.pid, self.timeout)
            self._kill()  # its pipe closes: handled as a death

    def _readable(self) -> None:
        try:
            chunk = os.read(self.results.fileno(), 1 << 17)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self.stop()
            self.on_death(self)
            return
        self._buffer += chunk
        while len(self._buffer) >= 4:
            (size,) = struct.unpack("!i", self._buffer[:4])
            if len(self._buffer) < 4 + size:
                break
            message = pickle.loads(bytes(self._buffer[4:4 + size]))
            del self._buffer[:4 + size]
            if message[0] == "ready":
                if not self.ready.done():
                    self.ready.set_result(message[1])
            else:
                self.on_answer(self, message)

    def _kill(self) -> None:
        if self.started.done() and self.process.is_alive():
            self.process.kill()  # its pipe closes: handled as a death
        elif not self.started.done():  # still starting: killed once started
            self.started.add_done_callback(lambda _f: self.process.kill() if self.process.is_alive() else None)

    def stop(self, kill: bool = False) -> None:
        if not self.alive:
            return
        self.alive = False
        self.loop.remove_reader(self.results.fileno())
        self.requests.close()  # the worker reads EOF and ends
        self.results.close()
        if kill:
            self._kill()
        if not self.ready.done():
            self.ready.set_exception(WorkerDied("the picture worker ended while starting"))
            self.ready.exception()  # retrieved: never "exception was never retrieved"


class RenderPool:
    """Draws pictures in ``workers`` processes (or in a thread when ``workers`` is 0)."""

    #: pictures sent to one worker before its answers come back
    DEPTH = 2

    def __init__(self, workers: int = 0, timeout: float = 20.0) -> None:
        if workers < 0:
            raise ValueError("workers must be >= 0")
        self.workers = workers
        #: seconds a worker may keep a picture (a picture takes ~20 ms) before it is stopped
        self.timeout = timeout
        self._workers: list[_Worker] = []
        self._queue: deque[_Job] = deque()
        self._closed = False
        self._renderers_loaded = False
        #: how many workers were replaced after dying
        self.restarts = 0

    def can_draw(self, game_id: str) -> bool:
        """Whether ``game_id`` has a renderer (drawing here: the drawing modules are imported on
        first need; in workers: they import them, this process does not)."""
        if self.uses_processes:
            return has_renderer(game_id)
        if renderer_for(game_id) is None and not self._renderers_loaded:
            load_renderers()
            self._renderers_loaded = True
        return renderer_for(game_id) is not None

    @property
    def uses_processes(self) -> bool:
        return self.workers > 0

    def start(self) -> None:
        """Start the workers now (they warm up in the background) rather than at the first picture."""
        if self.uses_processes and not self._closed:
            self._ensure()

    async def ready(self) -> list[int]:
        """Start the workers and wait until each has warmed up; their process ids."""
        if not self.uses_processes:
            return []
        self._ensure()
        return sorted([await w.ready for w in list(self._workers)])

    def _ensure(self) -> None:
        if self._closed:
            raise PictureError("the render pool is closed")
        loop = asyncio.get_running_loop()
        while len(self._workers) < self.workers:
            self._workers.append(_Worker(worker_context(), loop, self._answered, self._died, self.timeout))

    def _dispatch(self) -> None:
        for worker in sorted(self._workers, key=lambda w: len(w.in_flight)):
            while self._queue and worker.alive and len(worker.in_flight) < self.DEPTH:
                job = self._queue.popleft()
                if job.future.done():  # its caller gave up (cancelled)
                    continue
                job.attempts += 1
                try:
                    worker.send(job)
                except OSError:  # it died before the loop saw its pipe close
                    worker.stop(kill=True)
                    self._died(worker)  # re-dispatches to its replacement
                    return

    def _answered(self, worker: _Worker, message: tuple[str, Any]) -> None:
        job = worker.in_flight.popleft()
        job.settle()
        if not job.future.done():
            if message[0] == "ok":
                job.future.set_result(message[1])
            else:
                job.future.set_exception(PictureError(message[1]))
        self._dispatch()

    def _died(self, worker: _Worker) -> None:
        if worker in self._workers:
            self._workers.remove(worker)
        self.restarts += 1
        log.warning("picture worker %s died: replaced (%d restart(s))", worker.pid, self.restarts)
        for job in reversed(worker.in_flight):  # tried once more, first in the queue
            job.settle()
            if job.attempts >= 2:
                if not job.future.done():
                    job.future.set_exception(WorkerDied("the picture's worker died twice"))
            else:
                self._queue.appendleft(job)
        worker.in_flight.clear()
        if not self._closed:
            self._ensure()
            self._dispatch()

    async def call(self, func: Callable[..., Any], *args: Any) -> Any:
        """``func(*args)`` in a worker (both picklable); its result."""
        self._ensure()
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.append(_Job(func, args, future))
        self._dispatch()
        return await future

    async def draw_png(self, game_id: str, view: Any, lang: str, kind: str = "board") -> bytes:
        """PNG bytes of ``view`` (a view model or its JSON) for ``game_id`` in ``lang``."""
        if not self.uses_processes:
            return await asyncio.to_thread(draw_view, game_id, view, lang)
        data = view.model_dump(mode="json") if isinstance(view, BaseModel) else view
        result: bytes = await self.call(draw_view, game_id, data, lang)
        return result

    async def picture(self, game_id: str, view: Any, lang: str, kind: str = "board") -> bytes | None:
        """Like :meth:`draw_png`, but a failure is logged and answered with ``None`` (no picture)."""
        try:
            return await self.draw_png(game_id, view, lang, kind)
        except Exception:
            log.exception("the %s picture of %s could not be drawn; replying without it", kind, game_id)
            return None

    async def close(self) -> None:
        """Stop the workers; pictures not answered yet are cancelled."""
        self._closed = True
        workers, self._workers = self._workers, []
        for job in [*self._queue, *(j for w in workers for j in w.in_flight)]:
            job.settle()
            job.future.cancel()
        self._queue.clear()
        for worker in workers:
            worker.in_flight.clear()
            worker.stop()
        for worker in workers:
            with contextlib.suppress(Exception):  # one that could not start has nothing to join
                await worker.started
            if worker.process.pid is None:
                continue
            await asyncio.to_thread(worker.process.join, 5)
            if worker.process.is_alive():
                worker.process.kill()

"""Pictures drawn in worker processes, so drawing does not hold the event loop's interpreter.

Drawing (Python and FreeType) holds the GIL: in a thread it still competes with the event
loop. A :class:`RenderPool` with ``workers > 0`` draws in that many processes (started with
``forkserver`` where available, else ``spawn``), each pre-warmed by its initializer: renderers,
fonts, catalogs and one picture of every game drawn once. A view crosses the process
boundary as its JSON (small, picklable) and the worker validates it back into the game's view
model, the return type of the game's ``view`` method (an info command's view is that model
too, see docs/CONVENTIONS.md). With ``workers == 0`` pictures are drawn in a thread, as
before, with the view passed as is.

A worker that dies breaks the whole executor: the pool is recreated and the picture tried
once more. :meth:`RenderPool.picture` never raises: a picture that cannot be drawn is logged
and the caller answers without it (the move itself was committed before drawing).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import multiprocessing
import os
import signal
import time
import typing
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import lru_cache
from typing import Any

from pydantic import BaseModel

from render.encode import encode_png
from render.registry import load_renderers, renderer_for

log = logging.getLogger("meneur.render")


class PictureError(RuntimeError):
    """A picture could not be drawn (after the retry a broken pool allows)."""


def default_workers() -> int:
    """One worker per core."""
    return os.cpu_count() or 1


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
    return encode_png(renderer(view, lang))


def _warm_up() -> None:
    """In a worker: load games, renderers and catalogs and draw every game once (fonts, caches)."""
    from rules.core import SeatInfo, all_games
    from rules.core.rng import Rng

    load_renderers()
    for game in all_games():
        if renderer_for(game.id) is None:
            continue
        try:
            seats = [SeatInfo(index=i, name=f"p{i}") for i in range(max(2, game.min_seats))]
            state = game.setup(game.parse_options({}), seats, Rng("0" * 64))
            view = game.view(state, None)
            for lang in ("fr", "en"):
                draw_view(game.id, view.model_dump(mode="json"), lang)
        except Exception:  # warming is an optimisation: a game that cannot be set up bare still draws later
            log.debug("warm-up of %s skipped", game.id, exc_info=True)


def _init_worker() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    _warm_up()
    gc.freeze()  # the warm-up's objects are never collected: keep them out of every GC pass


def _worker_pid(linger: float = 0.0) -> int:
    time.sleep(linger)
    return os.getpid()


def _context() -> multiprocessing.context.BaseContext:
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        from rules.core.registry import GAME_PACKAGES

        # imported once in the fork server, shared by every worker forked from it
        ctx.set_forkserver_preload(["render.pool", *GAME_PACKAGES,
                                    *("render." + m.rsplit(".", 1)[1] for m in GAME_PACKAGES)])
        return ctx
    return multiprocessing.get_context("spawn")


class RenderPool:
    """Draws pictures in ``workers`` processes (or in a thread when ``workers`` is 0)."""

    def __init__(self, workers: int = 0) -> None:
        if workers < 0:
            raise ValueError("workers must be >= 0")
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None
        self._closed = False
        self._renderers_loaded = False
        #: how many times the executor was recreated after a worker died
        self.restarts = 0

    def can_draw(self, game_id: str) -> bool:
        """Whether ``game_id`` has a renderer (the drawing modules are imported on first need)."""
        if renderer_for(game_id) is None and not self._renderers_loaded:
            load_renderers()
            self._renderers_loaded = True
        return renderer_for(game_id) is not None

    @property
    def uses_processes(self) -> bool:
        return self.workers > 0

    def start(self) -> None:
        """Start (and warm) the workers now rather than at the first picture."""
        if self.uses_processes and not self._closed:
            self._ensure()

    async def ready(self) -> list[int]:
        """Start the workers and wait until each has warmed up; their process ids."""
        if not self.uses_processes:
            return []
        executor = self._ensure()
        loop = asyncio.get_running_loop()
        seen: set[int] = set()
        deadline = time.monotonic() + 120
        # tasks that last a little, so that each warmed-up worker takes one; until all answered
        while not seen >= set(executor._processes) and time.monotonic() < deadline:
            seen |= set(await asyncio.gather(*(loop.run_in_executor(executor, _worker_pid, 0.05)
                                               for _ in range(self.workers))))
        return sorted(seen)

    def _ensure(self) -> ProcessPoolExecutor:
        if self._closed:
            raise PictureError("the render pool is closed")
        if self._executor is None:
            self._executor = ProcessPoolExecutor(self.workers, mp_context=_context(), initializer=_init_worker)
            for _ in range(self.workers):  # one task each: every worker is spawned (and warmed) now
                self._executor.submit(_worker_pid)
        return self._executor

    def _recreate(self, broken: Executor) -> None:
        if self._executor is broken:
            self._executor = None
            self.restarts += 1
            broken.shutdown(wait=False, cancel_futures=True)
            log.warning("a picture worker died: render pool recreated (%d restart(s))", self.restarts)

    async def draw_png(self, game_id: str, view: Any, lang: str, kind: str = "board") -> bytes:
        """PNG bytes of ``view`` (a view model or its JSON) for ``game_id`` in ``lang``."""
        if not self.uses_processes:
            return await asyncio.to_thread(draw_view, game_id, view, lang)
        data = view.model_dump(mode="json") if isinstance(view, BaseModel) else view
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            executor = self._ensure()
            try:
                return await loop.run_in_executor(executor, draw_view, game_id, data, lang)
            except BrokenProcessPool:
                self._recreate(executor)
                if attempt == 2:
                    raise PictureError(f"the {kind} picture of {game_id} failed twice: its worker died") from None
        raise AssertionError("unreachable")

    async def picture(self, game_id: str, view: Any, lang: str, kind: str = "board") -> bytes | None:
        """Like :meth:`draw_png`, but a failure is logged and answered with ``None`` (no picture)."""
        try:
            return await self.draw_png(game_id, view, lang, kind)
        except Exception:
            log.exception("the %s picture of %s could not be drawn; replying without it", kind, game_id)
            return None

    async def close(self) -> None:
        """Stop the workers (pictures still being drawn are finished first)."""
        self._closed = True
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, True, cancel_futures=True)

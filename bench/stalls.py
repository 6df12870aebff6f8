"""Where the event loop's long stretches go: a diagnosis, not a measurement.

While inside, every callback the loop runs is timed (``asyncio.Handle._run``); a thread looks
every millisecond whether the running callback has held the loop longer than ``after_ms`` and,
if so, notes the loop thread's innermost frames (project and library code). The thread takes
the interpreter lock to look, so it slows the loop a little: use it to find what to move, and
measure the lag without it (bench/bench_loop_cpu.py without ``--stalls``).
"""

from __future__ import annotations

import asyncio
import sys
import threading
import time
from collections import Counter
from typing import Any, Self

ROOT_MARKERS = ("/bot/", "/db/", "/rules/", "/render/", "/site-packages/", "/asyncio/", "/json/")


class Stalls:
    def __init__(self, after_ms: float = 4.0, depth: int = 6) -> None:
        self.after = after_ms / 1000
        self.depth = depth
        self.samples: Counter[str] = Counter()
        self.long_callbacks: list[float] = []
        self._started = 0.0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._loop_thread = threading.get_ident()
        self._original = asyncio.events.Handle._run

    def __enter__(self) -> Self:
        stalls = self
        original = self._original

        def timed(handle: asyncio.Handle) -> None:
            stalls._started = time.perf_counter()
            try:
                original(handle)
            finally:
                spent = time.perf_counter() - stalls._started
                stalls._started = 0.0
                if spent > stalls.after:
                    stalls.long_callbacks.append(spent * 1000)

        asyncio.events.Handle._run = timed  # type: ignore[method-assign]
        self._loop_thread = threading.get_ident()
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()
        return self

    def _watch(self) -> None:
        while not self._stop.wait(0.001):
            started = self._started
            if not started or time.perf_counter() - started < self.after:
                continue
            frame = sys._current_frames().get(self._loop_thread)
            where: list[str] = []
            while frame is not None and len(where) < self.depth:
                name = frame.f_code.co_filename
                if any(m in name for m in ROOT_MARKERS):
                    short = name.split("/site-packages/")[-1].split("/wt-ci/")[-1].split("/lib/python3.11/")[-1]
                    where.append(f"{short}:{frame.f_lineno} {frame.f_code.co_name}")
                frame = frame.f_back
            self.samples[" < ".join(where)] += 1

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
        asyncio.events.Handle._run = self._original  # type: ignore[method-assign]

    def report(self, top: int = 25) -> dict[str, Any]:
        longs = sorted(self.long_callbacks)
        return {"callbacks_over_ms": round(self.after * 1000, 1), "count": len(longs),
                "p50_ms": round(longs[len(longs) // 2], 2) if longs else 0.0,
                "max_ms": round(longs[-1], 2) if longs else 0.0,
                "where_sampled_1ms": [f"{n:5d}  {k}" for k, n in self.samples.most_common(top)]}

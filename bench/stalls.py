"""Where the event loop's long stretches go: a diagnosis, not a measurement.

While inside, every callback the loop runs is timed (``asyncio.Handle._run``); a thread looks
every millisecond whether the running callback has held the loop longer than ``after_ms`` and,
if so, notes the loop thread's innermost frames (project and library code). The thread takes
the interpreter lock to look, so it slows the loop a little: use it to find what to move, and
measure the lag without it (bench/bench_loop_cpu.py without ``--stalls``). Each callback's wall
time is split into the loop thread's CPU, its wait for a core (the kernel's run queue: other
processes) and the rest, blocked: inside a callback that is the wait for the interpreter lock
after a system call (a socket write, a pipe read), while the rules thread holds it.
"""

from __future__ import annotations

import asyncio
import gc
import os
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
        #: the callbacks' time: wall, the loop thread's CPU, and its wait for a core (the kernel's
        #: run queue, /proc/thread-self/schedstat); the rest is blocked: the interpreter lock
        self.wall = self.cpu = self.queued = 0.0
        self.callbacks = 0
        self.long_waits: list[float] = []
        #: the wall time of each socket write by the loop (a database statement): the system call
        #: lets the interpreter lock go, and the loop waits to get it back while another thread runs
        self.writes: list[float] = []
        self.gc_passes: list[list[float]] = [[], [], []]
        self._gc_started = 0.0
        self._schedstat: int | None = None

    def __enter__(self) -> Self:
        stalls = self
        original = self._original

        def timed(handle: asyncio.Handle) -> None:
            queued = stalls._queued()
            cpu = time.thread_time()
            stalls._started = time.perf_counter()
            try:
                original(handle)
            finally:
                spent = time.perf_counter() - stalls._started
                stalls._started = 0.0
                spent_cpu = time.thread_time() - cpu
                spent_queued = stalls._queued() - queued
                stalls.wall += spent
                stalls.cpu += spent_cpu
                stalls.queued += spent_queued
                stalls.callbacks += 1
                if spent > stalls.after:
                    stalls.long_callbacks.append(spent * 1000)
                    stalls.long_waits.append(max(spent - spent_cpu - spent_queued, 0.0) * 1000)

        asyncio.events.Handle._run = timed  # type: ignore[method-assign]
        transport = asyncio.selector_events._SelectorSocketTransport  # type: ignore[attr-defined]
        write = self._original_write = transport.write

        def timed_write(self_: Any, data: Any) -> None:
            start = time.perf_counter()
            try:
                write(self_, data)
            finally:
                stalls.writes.append((time.perf_counter() - start) * 1000)

        transport.write = timed_write
        gc.callbacks.append(self._collecting)
        self._loop_thread = threading.get_ident()
        try:
            self._schedstat = os.open(f"/proc/self/task/{threading.get_native_id()}/schedstat", os.O_RDONLY)
        except OSError:
            self._schedstat = None
        self._thread = threading.Thread(target=self._watch, daemon=True)
        self._thread.start()
        return self

    def _collecting(self, phase: str, info: dict[str, int]) -> None:
        """The collector's passes, by generation: how many and how long (on any thread)."""
        if phase == "start":
            self._gc_started = time.perf_counter()
        else:
            self.gc_passes[info["generation"]].append((time.perf_counter() - self._gc_started) * 1000)

    def _queued(self) -> float:
        """Seconds the loop's thread has waited for a core so far (0 where Linux does not tell)."""
        if self._schedstat is None:
            return 0.0
        return int(os.pread(self._schedstat, 100, 0).split()[1]) / 1e9

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
        asyncio.selector_events._SelectorSocketTransport.write = self._original_write  # type: ignore[attr-defined]
        gc.callbacks.remove(self._collecting)
        fd, self._schedstat = self._schedstat, None  # the callback running this one ends after
        if fd is not None:
            os.close(fd)

    def report(self, top: int = 25) -> dict[str, Any]:
        longs = sorted(self.long_callbacks)
        waits = sorted(self.long_waits)
        blocked = max(self.wall - self.cpu - self.queued, 0.0)
        writes = sorted(self.writes)
        return {"gc_passes_by_generation": [len(p) for p in self.gc_passes],
                "gc_pass_max_ms_by_generation": [round(max(p), 2) if p else 0.0 for p in self.gc_passes],
                "gc_pass_p50_p90_ms_by_generation": [[round(sorted(p)[int(q * (len(p) - 1))], 2) for q in (0.5, 0.9)]
                                                     if p else [] for p in self.gc_passes],
                "gc_pass_ms_total": round(sum(sum(p) for p in self.gc_passes), 1),
                "socket_writes": len(writes), "socket_write_ms_total": round(sum(writes), 1),
                "socket_write_ms_p50_p90_p99": [round(writes[int(q * (len(writes) - 1))], 3) for q in (0.5, 0.9, 0.99)]
                if writes else [], "socket_writes_over_1ms": sum(1 for w in writes if w > 1.0),
                "callbacks": self.callbacks, "callbacks_wall_s": round(self.wall, 3),
                "callbacks_cpu_s": round(self.cpu, 3), "waiting_for_a_core_s": round(self.queued, 3),
                "waiting_for_the_interpreter_lock_s": round(blocked, 3),
                "callbacks_over_ms": round(self.after * 1000, 1), "count": len(longs),
                "lock_wait_in_those_p50_ms": round(waits[len(waits) // 2], 2) if waits else 0.0,
                "p50_ms": round(longs[len(longs) // 2], 2) if longs else 0.0,
                "max_ms": round(longs[-1], 2) if longs else 0.0,
                "where_sampled_1ms": [f"{n:5d}  {k}" for k, n in self.samples.most_common(top)]}

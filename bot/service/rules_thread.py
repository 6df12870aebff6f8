"""The rules thread: a move's pure work beside the event loop.

A move's rules (``Game.apply``), its prompts, the state's JSON and undo data, the picture's
view and alt text, the board's texts, card and buttons are pure computations on the move's
own objects: together 3-8 ms of CPU a move, in stretches of up to 20-30 ms on a Krosmaster or
Castle Ravenloft turn. On the event loop each stretch held every other table's click, the
reminders and the gateway's heartbeat. They run here, in one thread of the bot's process:
the loop keeps only the database, the picture pool and the replies. Python's interpreter lock
is handed back to the loop at least every switch interval (5 ms), so a long computation
no longer holds it for its whole length.

One thread for every table: a move's parts run in order (the move awaits each), and the
moves of one table never run at once anyway (``bot/service/admission.py``). Nothing here
writes: a move is committed by the loop after its computation, in one transaction, so a
crash in the middle of one loses nothing that was acknowledged. The work must not touch the
database or the loop; the objects it reads are the move's own (its loaded table, its state,
which ``Game.apply`` never changes in place).
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

_executor: ThreadPoolExecutor | None = None
_lock = threading.Lock()


def _rules_executor() -> ThreadPoolExecutor:
    global _executor
    with _lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="meneur-rules")
        return _executor


class _Answers:
    """The rules thread's answers handed to one event loop, several per wake-up.

    ``run_in_executor`` wakes the loop once per answer (a write to its self-pipe, then a read
    by the loop: two system calls, each letting the interpreter lock go, after which the loop
    may wait a switch interval to get it back), and writes to that pipe from the loop itself
    when the answer is there before its future is chained. Here the rules thread queues its
    answer and wakes the loop only if no wake-up is pending: answers that come while the loop
    is busy are settled together by the next one."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.queue: deque[tuple[asyncio.Future[Any], Any, BaseException | None]] = deque()
        self.pending = False

    def put(self, future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
        """Called in the rules thread."""
        self.queue.append((future, result, error))
        if not self.pending:
            self.pending = True
            try:
                self.loop.call_soon_threadsafe(self.settle)
            except RuntimeError:  # the loop is closed: nobody waits any more
                self.pending = False

    def settle(self) -> None:
        """Called on the loop: every answer queued so far."""
        self.pending = False  # before reading the queue: an answer put after this wakes again
        while self.queue:
            future, result, error = self.queue.popleft()
            if future.done():  # its caller gave up (cancelled)
                continue
            if error is not None:
                future.set_exception(error)
            else:
                future.set_result(result)


_answers: dict[asyncio.AbstractEventLoop, _Answers] = {}


def _answers_of(loop: asyncio.AbstractEventLoop) -> _Answers:
    found = _answers.get(loop)
    if found is None:
        for old in [other for other in _answers if other.is_closed()]:
            del _answers[old]
        found = _answers[loop] = _Answers(loop)
    return found


async def in_rules_thread(func: Callable[..., T], *args: Any) -> T:
    """``func(*args)`` run in the rules thread; its exception (a ``PlayerError``: an illegal
    move) is raised here, as if it had run on the loop."""
    loop = asyncio.get_running_loop()
    answers = _answers_of(loop)
    future: asyncio.Future[T] = loop.create_future()

    def run() -> None:
        if future.cancelled():  # its caller gave up before it started
            return
        try:
            result = func(*args)
        except BaseException as exc:  # handed to the caller, as run_in_executor does
            answers.put(future, None, exc)
        else:
            answers.put(future, result, None)

    _rules_executor().submit(run)
    return await future


async def while_rules_thread_waits(func: Callable[[], T]) -> T:
    """``func()`` run on the loop's thread while the rules thread waits, doing nothing (after
    the move under way, if any): no lock the rules' code takes is held by that thread then.
    The bot forks its workers' server so (bot/shared/startup.py ``share_with_workers``)."""
    parked, release = threading.Event(), threading.Event()

    def wait() -> None:
        parked.set()
        release.wait()

    waiting = asyncio.get_running_loop().run_in_executor(_rules_executor(), wait)
    try:
        while not parked.is_set():
            await asyncio.sleep(0.002)
        return func()
    finally:
        release.set()
        await waiting


__all__ = ["in_rules_thread", "while_rules_thread_waits"]

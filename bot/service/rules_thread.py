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


async def in_rules_thread(func: Callable[..., T], *args: Any) -> T:
    """``func(*args)`` run in the rules thread; its exception (a ``PlayerError``: an illegal
    move) is raised here, as if it had run on the loop."""
    return await asyncio.get_running_loop().run_in_executor(_rules_executor(), func, *args)


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

"""The rules thread parked while the bot forks its workers' server (bot/service/rules_thread.py)."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from bot.service.rules_thread import in_rules_thread, while_rules_thread_waits


async def test_the_function_runs_after_the_move_under_way_while_the_rules_thread_waits() -> None:
    started, order = threading.Event(), []

    def move(name: str) -> str:
        started.set()
        time.sleep(0.05)
        order.append(name)
        return name

    first = asyncio.ensure_future(in_rules_thread(move, "move under way"))
    await asyncio.to_thread(started.wait)

    def fork() -> int:
        # a move asked now waits for the fork: the rules thread does nothing meanwhile
        later.append(asyncio.ensure_future(in_rules_thread(move, "move asked during the fork")))
        time.sleep(0.05)
        order.append("fork")
        return 7

    later: list[asyncio.Future[str]] = []
    assert await while_rules_thread_waits(fork) == 7
    assert await first == "move under way" and await later[0] == "move asked during the fork"
    assert order == ["move under way", "fork", "move asked during the fork"]


async def test_a_failing_function_releases_the_rules_thread() -> None:
    def fails() -> None:
        raise OSError("no fork here")

    with pytest.raises(OSError, match="no fork here"):
        await while_rules_thread_waits(fails)
    assert await asyncio.wait_for(in_rules_thread(lambda: 3), 5) == 3


async def test_answers_that_come_while_the_loop_is_busy_wake_it_once(monkeypatch) -> None:
    """Three answers ready while the loop works: one wake-up settles them all (in order), a
    failure reaches its own caller, and a caller that gave up does not stop the others."""
    loop = asyncio.get_running_loop()
    wakeups: list[object] = []
    real = loop.call_soon_threadsafe

    def counted(callback, *args):  # type: ignore[no-untyped-def]
        wakeups.append(callback)
        return real(callback, *args)

    monkeypatch.setattr(loop, "call_soon_threadsafe", counted)
    await in_rules_thread(int, "0")  # the thread started
    wakeups.clear()
    done = threading.Event()

    def fails() -> None:
        raise ValueError("illegal")

    asked = [asyncio.ensure_future(in_rules_thread(str.upper, "a")),
             asyncio.ensure_future(in_rules_thread(fails)),
             asyncio.ensure_future(in_rules_thread(str.upper, "c")),
             asyncio.ensure_future(in_rules_thread(done.set))]
    await asyncio.sleep(0)  # each submitted to the rules thread
    assert done.wait(5)
    time.sleep(0.05)  # the loop busy (the last answer put meanwhile)
    asked[2].cancel()
    results = await asyncio.gather(*asked, return_exceptions=True)
    assert results[0] == "A" and isinstance(results[1], ValueError) and isinstance(results[2], asyncio.CancelledError)
    assert len(wakeups) == 1

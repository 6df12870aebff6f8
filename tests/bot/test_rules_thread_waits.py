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

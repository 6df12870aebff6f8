"""Verification off the event loop: in a worker process, with a size limit and a time budget.

Replaying a long game takes a fifth of a second per 400 actions, and parsing and checking
an 8 MiB upload seconds. In a thread that work would still hold the interpreter's lock for
whole calls (``json.loads``, a pydantic validation of megabytes), stalling the event loop:
it runs in a worker process instead (one, forked from the pictures' warmed fork server when
the bot starts or on first use, kept for the next). The
replay checks its budget before each row and gives up past it ("too long to verify"); the
event loop stops waiting a little later in any case.
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import json
import logging
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot.service.signing import signature_verdict
from render.pool import PRELOAD, worker_context, yield_cpu_to_the_loop
from rules.core import registry
from rules.core.verify import Verdict, VerifyTimeout, verify_export

log = logging.getLogger("meneur.verify")

#: the largest export accepted (Discord's attachment check uses the same figure)
MAX_VERIFY_BYTES = 8 * 1024 * 1024
#: seconds a verification may take in its worker
VERIFY_BUDGET_S = 10.0
#: seconds the event loop waits beyond the budget (the worker's start, parsing the file)
WAIT_MARGIN_S = 20.0

#: notices the service logs before a game's events (a time-out's default move, see deadlines)
PLATFORM_EVENTS = frozenset({"timeout-applied"})


def platform_events() -> frozenset[str]:
    """The notices the platform logs before a game's own events: a time-out's, and the line a
    computer seat's move starts with, saying why (``<group>-why``, bot/service/computer.py)."""
    from rules.core import all_games

    return PLATFORM_EVENTS | {f"{g.group()}-why" for g in all_games()}

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()
# the worker runs the service's verify and computer functions: the fork server imports the
# service once, and the worker shares those pages with it (render/pool.py PRELOAD)
if "bot.service" not in PRELOAD:
    PRELOAD.append("bot.service")


def verify_in_worker(data: Any, budget_s: float, trusted_key: str | None = None) -> Verdict:
    """Verify parsed export data within ``budget_s`` seconds (runs in the worker).

    With ``trusted_key`` (the bot's public key, hex), a file whose replay checks out must also
    carry this bot's signature of its whole content (:mod:`.signing`): the seats' accounts,
    the rows' authors and times, the time-out notices and the rows' order are then proven too.
    """
    deadline = time.monotonic() + budget_s
    try:
        verdict = verify_export(data, deadline=deadline, platform_events=platform_events())
    except VerifyTimeout:
        return timeout_verdict(budget_s)
    if trusted_key is None or verdict.kind not in ("ok", "pending"):
        return verdict
    wrong = signature_verdict(data, trusted_key)
    return verdict if wrong is None else Verdict(wrong, {}, "failed")


def verify_bytes(blob: bytes, budget_s: float, limit: int = MAX_VERIFY_BYTES, trusted_key: str | None = None) -> Verdict:
    """Parse then verify an uploaded file (runs in the worker)."""
    if len(blob) > limit:
        return Verdict("verify-too-big", {"limit": limit // (1024 * 1024)}, "invalid")
    try:
        data = json.loads(blob)
    except (ValueError, RecursionError):  # not JSON, not UTF-8, too deep for the parser
        return Verdict("verify-not-export", {}, "invalid")
    return verify_in_worker(data, budget_s, trusted_key)


def timeout_verdict(budget_s: float) -> Verdict:
    return Verdict("verify-timeout", {"seconds": round(budget_s)}, "timeout")


def _extra_games() -> list[tuple[str, str]]:
    """(module, attribute) of the registered games the worker's ``load_games`` does not load."""
    extra = []
    for game in registry.all_games():
        module_name = type(game).__module__
        if any(module_name == p or module_name.startswith(p + ".") for p in registry.GAME_PACKAGES):
            continue
        module = sys.modules.get(module_name)
        name = next((k for k, v in vars(module).items() if v is game), None) if module else None
        if name is not None:
            extra.append((module_name, name))
    return extra


def _init_worker(extra: list[tuple[str, str]]) -> None:
    """The worker's start: the same games as the bot's process, and an end with it.

    A pool's worker waits for work on a pipe it holds both ends of: if the bot is killed
    without shutting the pool down, nothing would ever wake it, so a thread watches the bot.
    """
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), daemon=True, name="meneur-verify-parent").start()
    yield_cpu_to_the_loop()  # a computer's decision or a replay never delays the loop's turn
    registry.load_games()
    known = {g.id for g in registry.all_games()}
    for module_name, name in extra:
        game = getattr(importlib.import_module(module_name), name)
        if game.id not in known:
            registry.register(game)
    gc.freeze()  # what it loaded lives as long as it does: out of every collection
    gc.enable()  # re-importing ``python -m bot``'s main module in the worker disabled it


def _exit_with(parent: Any) -> None:
    parent.join()
    os._exit(0)


def _noop() -> None:
    return None


def _start_pool() -> ProcessPoolExecutor:
    """The worker, started and ready (called in a thread: starting a process takes a while)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            # forked from the pictures' warmed fork server: it shares the games' pages with it
            pool = ProcessPoolExecutor(max_workers=1, mp_context=worker_context(),
                                       initializer=_init_worker, initargs=(_extra_games(),))
            pool.submit(_noop).result()
            _pool = pool
        return _pool


def start_verifier() -> None:
    """Start the worker in a background thread (the bot calls it once its commands are synced,
    so the first ``/game verify`` or computer move does not wait for a process to start)."""
    if _pool is None:
        threading.Thread(target=_start_in_background, daemon=True, name="meneur-verify-start").start()


def _start_in_background() -> None:
    try:
        _start_pool()
    except Exception as exc:  # e.g. the bot stopping meanwhile: the first use starts it again
        log.warning("the verify and computer worker did not start in the background (%s: %s); "
                    "it starts on first use", type(exc).__name__, exc)


def shutdown_pool() -> None:
    """Stop the worker (at the bot's exit; tests start a new one after registering games)."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None


async def off_loop(func: Callable[..., Any], *args: Any, budget_s: float = VERIFY_BUDGET_S) -> Any:
    """``func(*args)`` in the worker process; a timeout verdict if it has not answered in time."""
    global _pool
    loop = asyncio.get_running_loop()
    try:
        pool = _pool or await asyncio.to_thread(_start_pool)
        return await asyncio.wait_for(loop.run_in_executor(pool, func, *args), budget_s + WAIT_MARGIN_S)
    except TimeoutError:
        return timeout_verdict(budget_s)
    except BrokenProcessPool:  # the worker died (killed, out of memory): the next call starts another
        _pool = None
        raise

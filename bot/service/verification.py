"""Verification off the event loop, with a size limit and a time budget.

Replaying a long game takes a fifth of a second per 400 actions, and parsing an 8 MiB
upload up to seconds: both run in a small pool of worker threads (two, so a burst of
verifications queues instead of taking every thread), never on the event loop. The replay
checks its budget before each row and gives up past it ("too long to verify").
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from rules.core.verify import Verdict, VerifyTimeout, verify_export

#: the largest export accepted (Discord's attachment check uses the same figure)
MAX_VERIFY_BYTES = 8 * 1024 * 1024
#: seconds a verification may take in its worker
VERIFY_BUDGET_S = 10.0

_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="meneur-verify")


def verify_in_worker(data: Any, budget_s: float) -> Verdict:
    """Verify parsed export data within ``budget_s`` seconds (runs in the worker)."""
    deadline = time.monotonic() + budget_s
    try:
        return verify_export(data, deadline=deadline)
    except VerifyTimeout:
        return Verdict("verify-timeout", {"seconds": round(budget_s)}, "timeout")


def verify_bytes(blob: bytes, budget_s: float, limit: int = MAX_VERIFY_BYTES) -> Verdict:
    """Parse then verify an uploaded file (runs in the worker)."""
    if len(blob) > limit:
        return Verdict("verify-too-big", {"limit": limit // (1024 * 1024)}, "invalid")
    try:
        data = json.loads(blob)
    except (ValueError, RecursionError):  # not JSON, not UTF-8, too deep for the parser
        return Verdict("verify-not-export", {}, "invalid")
    return verify_in_worker(data, budget_s)


async def off_loop(func: Callable[..., Verdict], *args: Any) -> Verdict:
    """Run ``func`` in the verification pool."""
    return await asyncio.get_running_loop().run_in_executor(_POOL, func, *args)

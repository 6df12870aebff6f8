"""One bot process's clock round, run as its own process by the multi-process tests.

``python -m tests.support.clock_worker URL NOW PAGE``: a new engine and service on the
database at ``URL`` with the clock stopped at ``NOW`` (ISO); once connected it prints
``ready`` and waits for a line on its standard input (so that several workers scan at the
same moment), then plays the expired deadlines, sends the due reminders (each "delivery"
succeeds), and prints what it did as one JSON object.
"""

from __future__ import annotations

import asyncio
import json
import sys
from datetime import datetime
from typing import Any

from bot.service import Delivery, DueReminder, Service, TimedOut
from db.database import Database
from rules.core import registry
from tests.support.duel import DUEL


async def main(url: str, now: datetime, page: int) -> dict[str, Any]:
    registry.load_games()
    if "duel" not in {g.id for g in registry.all_games()}:
        registry.register(DUEL)
    db = Database(url)
    service = Service(db, clock=lambda: now, render=False)
    out: dict[str, Any] = {"timeouts": [], "reminders": []}

    async def on_timeout(done: TimedOut) -> None:
        out["timeouts"].append({"table": done.table_id, "seats": done.seats, "events": done.reply.events})

    async def on_reminder(due: DueReminder) -> Delivery:
        out["reminders"].append({"table": due.claimed.id, "mentions": due.reply.mentions})
        await asyncio.sleep(0.01)  # a real post takes a while
        return Delivery.SENT

    async with db.session() as s:  # connect before the start signal, as a running bot is
        await s.connection()
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    try:
        out["played"] = await service.apply_deadlines(on_timeout, page=page)
        out["sent"] = await service.send_reminders(on_reminder, page=page)
    finally:
        await db.close()
    return out


if __name__ == "__main__":
    result = asyncio.run(main(sys.argv[1], datetime.fromisoformat(sys.argv[2]), int(sys.argv[3])))
    print(json.dumps(result))

"""Shared dice and replays: CPU time of /dice stats, of a replayed move and of a finished
game's animated summary, and the summary's size against Discord's 10 MiB upload limit.

A 2-player Krosmaster game is played by pointing at the console (each prompted player takes
a choice in turn, varied by the move's number) to 40 moves, then abandoned. Times are CPU
seconds of this process (the machine is shared: wall times and the load average are noted
beside them). Run: ``.venv/bin/python -m bench.bench_dice``.
"""

from __future__ import annotations

import io
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.console.table import ConsoleTable
from bot.service import Service
from bot.shared.replies import Actor
from db.database import Database, sqlite_path_url
from render.replay_anim import UPLOAD_LIMIT
from rules.core.dice_stats import distribution

from .harness import record, run

MOVES = 40


def cpu(func: Any, *args: Any) -> tuple[Any, float]:
    start = time.process_time()
    out = func(*args)
    return out, round(time.process_time() - start, 3)


async def play(table: ConsoleTable, moves: int) -> int:
    for line in ["@alice /game new krosmaster", "@bob /game join", "@alice /game start"]:
        await table.run_line(line)
    tries = 0
    while tries < moves * 6:
        _rows, effective = await table.service._effective_log(1)
        if len(effective) >= moves:
            return len(effective)
        tries += 1
        board = table.last
        if board is None or not board.prompts:
            break
        who = board.prompts[0]["name"]
        firsts = [c for c in board.choices if c.path is not None] or board.choices
        reply = await table.run_line(f"@{who} /pick {(tries * 7) % len(firsts) + 1}")
        while reply is not None and reply.private and not reply.error and any(c.path for c in reply.choices):
            path = next(c.path for c in reply.choices if c.path)
            reply = await table.run_line(f"@{who} /pick {' '.join(str(i + 1) for i in path)}")
        if reply is None or reply.error or reply.private:
            table.last = board
    _rows, effective = await table.service._effective_log(1)
    return len(effective)


async def main() -> dict[str, Any]:
    stats = {}
    for expression in ("4d6kh3", "2d20kh1+5", "8d6", "10d10kh5", "4d6ro1"):
        dist, seconds = cpu(distribution, expression)
        stats[expression] = {"exact": dist.exact, "cpu_s": seconds}
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(sqlite_path_url(str(Path(tmp) / "bench.db")))
        await db.migrate()
        service = Service(db, seed_factory=lambda: "5a" * 32, default_locale="en")
        table = ConsoleTable(service=service, images_dir=Path(tmp) / "i", exports_dir=Path(tmp) / "e",
                             out=io.StringIO(), locale="en")
        moves = await play(table, MOVES)
        viewer = Actor("console:carol", "carol", "console:main", "console", "en")
        start, wall = time.process_time(), time.perf_counter()
        frame = await service.replay_frame(viewer, moves)
        frame_cpu, frame_wall = time.process_time() - start, time.perf_counter() - wall
        await table.run_line("@alice /game abandon")
        start, wall = time.process_time(), time.perf_counter()
        summary = await service.replay_summary(viewer)
        summary_cpu, summary_wall = time.process_time() - start, time.perf_counter() - wall
        await service.close()
        await db.close()
    assert frame.reply.image is not None and summary.image is not None
    return {
        "machine": "2 cores shared by 8 engineers: CPU seconds of this process; wall times are noisy",
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "stats": stats,
        "replay": {"moves": moves, "frame_cpu_s": round(frame_cpu, 3), "frame_wall_s": round(frame_wall, 3),
                   "summary_cpu_s": round(summary_cpu, 3), "summary_wall_s": round(summary_wall, 3),
                   "summary_bytes": len(summary.image.data), "upload_limit_bytes": UPLOAD_LIMIT,
                   "summary_text": summary.text},
    }


if __name__ == "__main__":
    result = run(main())
    print(record("dice", result))
    print(result)

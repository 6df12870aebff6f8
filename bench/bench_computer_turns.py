"""Event-loop CPU of the computer's turns: a Krosmaster duel against the computer.

A person plays legal moves picked by a fixed chooser (``kros ...`` through ``Service.act``, as
the adapters call it); when their move hands the turn over, the computer seat plays its whole
turn in the same call (bot/service/computer.py), its decisions computed in the worker process.
Measured on the event loop's own thread (``time.thread_time``: CPU, not wall, so other work on
a shared machine barely moves it), per call that ran a computer turn, with the computer moves
it played, the board replies built and the pictures drawn. Pictures are drawn in a thread
(``RENDER_WORKERS=0``), which the loop thread's CPU does not count. Run:
``.venv/bin/python -m bench.bench_computer_turns [--turns 12] [--record]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlmodel import func, select

from bot.service import Service
from bot.shared.replies import Actor
from db.database import Database, sqlite_path_url
from db.models import ActionLog
from render.pool import RenderPool

from .bench_moves import as_args
from .harness import percentiles, record, run

ALICE = Actor("b-alice", "alice", "bench", "guild", "fr")
COMPUTER = "meneur:computer:strong:1"


async def measure(turns: int) -> dict[str, Any]:
    chooser = random.Random(11)
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(sqlite_path_url(Path(tmp) / "computer.db"))
        await db.migrate()
        pictures = RenderPool(0)
        service = Service(db, seed_factory=lambda: "c0" * 32, pictures=pictures)
        counts = {"board_replies": 0, "pictures": 0}
        board_reply, picture = service._board_reply, service.pictures.picture

        async def counted_reply(*args: Any, **kwargs: Any) -> Any:
            counts["board_replies"] += 1
            return await board_reply(*args, **kwargs)

        async def counted_picture(*args: Any, **kwargs: Any) -> Any:
            counts["pictures"] += 1
            return await picture(*args, **kwargs)

        service._board_reply = counted_reply  # type: ignore[method-assign]
        service.pictures.picture = counted_picture  # type: ignore[method-assign]

        async def new_game() -> None:
            await service.create(ALICE, "krosmaster", {"opponent": "bot", "level": "strong", "arena": "fosse",
                                                       "side": "N", "autodeploy": "true"})
            await service.start(ALICE)

        async def computer_rows() -> int:
            async with db.session() as s:
                return int((await s.exec(select(func.count()).select_from(ActionLog)
                                         .where(ActionLog.user_id == COMPUTER))).one())

        await new_game()
        cpu_ms: list[float] = []
        per_move: list[float] = []
        moves: list[int] = []
        replies: list[int] = []
        drawn: list[int] = []
        while len(cpu_ms) < turns:
            loaded = await service._load("bench", latest=True)
            game = loaded.game
            if loaded.table.status != "active":
                await new_game()
                continue
            prompt = next(p for p in game.prompts(loaded.state) if p.seat == 0)
            legal = game.legal_actions(loaded.state, prompt.seat)
            chooser.shuffle(legal)
            # mostly moves, sometimes the end of the activation: the computer's turns come often
            legal.sort(key=lambda a: game.dump_action(a)["type"] != "end" or chooser.random() < 0.5)
            before = await computer_rows()
            counts.update(board_replies=0, pictures=0)
            for action in legal:
                data = game.dump_action(action)
                start = time.thread_time()
                reply = await service.act(ALICE, data["type"], as_args(data))
                spent = (time.thread_time() - start) * 1000
                if not reply.error:
                    break
            else:
                raise RuntimeError("no legal action could be sent as a command")
            played = await computer_rows() - before
            if played:
                cpu_ms.append(spent)
                per_move.append(spent / played)
                moves.append(played)
                replies.append(counts["board_replies"])
                drawn.append(counts["pictures"])
        await pictures.close()
        await db.close()
    return {
        "benchmark": "computer_turns",
        "game": "krosmaster duel, arena fosse, computer level strong",
        "clock": "time.thread_time of the event loop's thread (CPU, not wall)",
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "turn_cpu_ms": percentiles(cpu_ms),
        "per_computer_move_cpu_ms": percentiles(per_move),
        "computer_moves_per_turn": round(statistics.fmean(moves), 1),
        "board_replies_per_turn": round(statistics.fmean(replies), 2),
        "pictures_per_turn": round(statistics.fmean(drawn), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--record", action="store_true", help="write bench/results/computer-turns.json")
    args = parser.parse_args()
    data = run(measure(args.turns))
    print(json.dumps(data, indent=2))
    if args.record:
        record("computer-turns", data)


if __name__ == "__main__":
    main()

"""Castle Ravenloft benchmark.

- ``picture``: a dungeon of 30 placed tiles (the Start tile and 29 of the stack, each on an
  unexplored edge drawn at random) with 3 heroes and 8 monsters: the view, the drawing and
  the PNG, for the active hero's picture (cropped around the action) and over 30 consecutive
  views of a hero walking (caches warm and cold, beside the PNG encoding floor). Target: the
  picture under 150 KB.
- (the villain phase of 8 monsters is bench/bench_ravenloft_villain.py's)
- ``moves``: the end-to-end move through the real service (load, parse, apply, commit, view,
  render, encode) against its floor (a bare commit of the state it left plus encoding its
  picture; the final picture's floor kept for reference), on the game's default set-up. Target: p95 under 60 ms and within 2x the floor. ``moves_cpu``: the
  same in CPU time (a shared machine's load inflates the wall clock, not the CPU time). Both
  run in a process set up as the bot runs it (``bot.shared.startup.finish_start_up``), the wall-clock
  moves with the bot's picture processes (``RENDER_WORKERS``, one per core by default: a move
  draws its picture there while it commits and writes its texts), and for reference with the
  pictures drawn in a thread (``moves.pictures_in_a_thread``).

Run: ``.venv/bin/python -m bench.bench_ravenloft [-n 100]``; results go to
bench/results/ravenloft.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import time
from pathlib import Path
from typing import Any

from render.encode import encode_png
from render.ravenloft import render
from rules.core import Rng, SeatInfo, find_game

from .bench_moves import make
from .harness import (
    bot_render_workers,
    measure_moves,
    measure_moves_cpu,
    run,
    thread_reference,
)
from .harness import time_sync as timed
from .pictures import picture_times

GAME = find_game("cr")
RESULTS = Path(__file__).parent / "results"


def dungeon(tiles: int = 30, monsters: int = 8, seed: int = 7) -> tuple[Any, Rng]:
    """A game of 3 heroes with ``tiles`` tiles placed and ``monsters`` monster cards held by
    the active hero, their figures on the tiles nearest the heroes."""
    from rules.ravenloft.dungeon import board
    from rules.ravenloft.exploration import place, spawn

    rng = Rng("%064x" % seed)
    chooser = random.Random(seed)
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(["Alice", "Bob", "Chloé"])]
    state = GAME.setup(GAME.parse_options({}), seats, rng)
    cat = GAME.cat
    stack = [t for t in cat.stack_tiles if t not in {p.tile for p in state.tiles}]
    chooser.shuffle(stack)
    while len(state.tiles) < tiles and stack:
        edges = board(state, cat).unexplored_edges()
        if not edges:
            break
        tile = stack.pop()
        if not place(state, cat, tile, chooser.choice(edges)):
            stack.insert(0, tile)
    # the heroes walk to the far end of the dungeon, the monsters come out around them
    b = board(state, cat)
    far = max(b.blocks(), key=lambda blk: abs(blk[0]) + abs(blk[1]))
    near = sorted(b.blocks(), key=lambda blk: abs(blk[0] - far[0]) + abs(blk[1] - far[1]))
    free = [sq for sq in b.block_squares(far) if b.walkable(sq)]
    for i, hero in enumerate(state.heroes):
        hero.square = free[i]
    active = state.turn.hero
    for blk in near[1:]:
        if len(state.figures) >= monsters:
            break
        spawn(state, cat, active, blk, rng)
    state.turn.phase = "villain"
    return state, rng


def walk(state: Any, steps: int = 30) -> list[Any]:
    """The views of the active hero walking back and forth: what consecutive moves show."""
    from rules.ravenloft.dungeon import board

    b = board(state, GAME.cat)
    hero = state.heroes[state.turn.hero]
    start = hero.square
    taken = {f.square for f in state.figures} | {h.square for h in state.heroes}
    around = [sq for sq in b.neighbours8(start) if sq not in taken] or [start]
    views = []
    for i in range(steps):
        moved = state.model_copy(deep=True)
        sq = around[i % len(around)]
        moved.heroes[moved.turn.hero].square = sq
        moved.last = {"kind": "move", "hero": moved.turn.hero, "path": [list(start), list(sq)]}
        views.append(GAME.view(moved, None))
    return views


def bench_picture(n: int) -> dict[str, Any]:
    state, _ = dungeon()
    view = GAME.view(state, state.heroes[state.turn.hero].seat)
    img = render(view, "fr")
    png = encode_png(img)
    return {
        "tiles": len(state.tiles),
        "monsters": len(state.figures),
        "picture_px": list(img.size),
        "png_bytes": len(png),
        "png_bytes_en": len(encode_png(render(view, "en"))),
        "view_ms": timed(lambda: GAME.view(state, 0), n),
        "render_encode_ms": timed(lambda: encode_png(render(GAME.view(state, 0), "fr")), max(10, n // 4)),
        "walk": picture_times(render, walk(state)),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=100)
    args = parser.parse_args()
    data: dict[str, Any] = {
        "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "targets": {"move_p95_ms": 60, "move_over_floor_p95": 2, "png_bytes": 150_000},
        "picture_30_tiles": bench_picture(args.n),
    }
    # as the bot runs once started (bot/shared/startup.py, as bench_mortebrume does): catalogs, content
    # and renderers loaded, then frozen out of the garbage collector, whose full passes over
    # them would otherwise land on random moves (and on the floor's rounds alike)
    from bot.shared.startup import finish_start_up

    finish_start_up()
    data["process"] = "set up as the bot runs: bot.shared.startup.finish_start_up (start-up objects frozen out of the GC)"
    setup, move = make(GAME.id, 2)
    # pictures drawn as the bot draws them (worker processes, one per core by default), and for
    # reference in a thread (RENDER_WORKERS=0)
    data["moves"] = run(measure_moves(f"{GAME.id}-move-end-to-end", setup, move, n=args.n,
                                      render_workers=bot_render_workers()))
    setup, move = make(GAME.id, 2)
    data["moves"]["pictures_in_a_thread"] = thread_reference(
        run(measure_moves(f"{GAME.id}-move-end-to-end", setup, move, n=args.n)))
    setup, move = make(GAME.id, 2)
    data["moves_cpu"] = run(measure_moves_cpu(setup, move, args.n))
    # the machine's load when the run ended (several processes share it: the wall clock waits)
    data["load_average_1_5_15"] = [round(x, 2) for x in os.getloadavg()]
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / "ravenloft.json"
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(data, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()

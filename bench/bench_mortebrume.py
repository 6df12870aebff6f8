"""Timing Mortebrume: line of sight between all pairs of 14 fighters on the 20-piece table,
an attack's declaration through the engine, the picture, and the end-to-end move against its
floor through the real service (goals: p95 under 60 ms and within 2x the floor, picture under
150 KB). The end-to-end moves draw their pictures as the bot does (``RENDER_WORKERS`` worker
processes, one per core by default), and for reference in a thread (``pictures_in_a_thread``).

Run: ``python -m bench.bench_mortebrume [-n 100]``; results go to bench/results/mortebrume.json
and bench/results/moves-mortebrume.json.
"""

from __future__ import annotations

import argparse
import json
import platform
import time

from bot.shared.startup import finish_start_up
from render.encode import encode_png
from render.mortebrume import render
from rules.core import Rng, SeatInfo
from rules.mortebrume import GAME
from rules.mortebrume import board as bd
from rules.mortebrume import deploying as dp
from rules.mortebrume.content import content
from rules.mortebrume.model import CM, DEG, Act

from . import bench_moves
from .harness import (
    bot_render_workers,
    measure_moves,
    measure_moves_cpu,
    record,
    run,
    thread_reference,
)
from .harness import time_sync as _time

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]
ARMY_A = ["seigneur_meleien", "gueorwen", "pretresse_milo", "milicien", "archer_meleien", "milicien", "milicien"]
ARMY_B = ["seigneur_nain", "briseur", "runiste", "mineur", "arbaletrier", "mineur", "arbaletrier"]


def fourteen() -> object:
    """Seven fighters a side spread over the 20-piece table « carrefour », facing the centre."""
    points = sum(content().profiles[p].cost for p in ARMY_A)
    options = {"hordes": ["meleien", "shimeien"], "army1": ARMY_A, "army2": ARMY_B, "points": points,
               "table": "carrefour", "deployment": "free"}  # spread over the whole table, as before the zones
    state = GAME.setup(GAME.parse_options(options), SEATS, Rng("%064x" % 14))
    for f in state.fighters:
        spots = dp.free_spots(state, f, False, step=7.5)
        x, y, facing = spots[(len(spots) * (3 * int(f.id[1:]) + 11 * f.seat)) // 23 % len(spots)]
        f.x, f.y, f.facing, f.placed = round(x * CM), round(y * CM), round(facing * DEG), True
    state.phase, state.turn, state.holder, state.actor, state.visibility = "main", 1, 0, 0, 35
    return state


def los_sweep(state) -> int:  # type: ignore[no-untyped-def]
    seen = 0
    for a in state.fighters:
        for b in state.fighters:
            if a.id != b.id and bd.sees(state, a, b).seen:
                seen += 1
    return seen


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=100)
    args = parser.parse_args()
    state = fourteen()
    seen = los_sweep(state)
    sweep = _time(lambda: los_sweep(state), 20)
    start = time.process_time()
    for _ in range(20):
        los_sweep(state)
    sweep_cpu = round((time.process_time() - start) / 20 * 1000, 2)
    start = time.process_time()
    for _ in range(20):
        GAME.choice_tree(state, 0)
    tree_cpu = round((time.process_time() - start) / 20 * 1000, 2)
    pairs = 14 * 13
    strike = Act(fighter="A2", action="strike", target="B2", to="B2", stop="optimal")
    apply_strike = _time(lambda: GAME.apply(state, 0, strike, Rng("%064x" % 1)), 50)
    legal = _time(lambda: GAME.legal_actions(state, 0), 20)
    paths = _time(lambda: GAME.choice_tree(state, 0), 20)
    view = GAME.view(state, None)
    picture = _time(lambda: encode_png(render(view, "fr")), 20)
    size = len(encode_png(render(view, "fr")))
    results = {
        "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"python": platform.python_version(), "platform": platform.platform()},
        "table": "carrefour (20 pieces), 14 fighters",
        "los_all_pairs_ms": sweep,
        "los_all_pairs_cpu_ms_mean": sweep_cpu,
        "los_pairs": pairs,
        "los_pairs_seen": seen,
        "los_per_pair_us": round(sweep["p50"] * 1000 / pairs, 1),
        "engine_apply_strike_declaration_ms": apply_strike,
        "legal_actions_ms": legal,
        "choice_tree_ms": paths,
        "choice_tree_cpu_ms_mean": tree_cpu,
        "load_average_at_start": list(__import__("os").getloadavg()),
        "render_and_encode_png_ms": picture,
        "png_bytes": size,
    }
    print(json.dumps(results, indent=2))
    (record("mortebrume", results))
    bench_moves.SETUPS["mortebrume"] = {"points": "35", "hordes": "meleien,shimeien", "table": "carrefour"}
    # as the bot runs once started (bot/shared/startup.py): catalogs, content and renderers loaded, then
    # frozen out of the garbage collector, whose full passes over them would land on random moves
    finish_start_up()
    setup, move = bench_moves.make("mortebrume", 2)
    # pictures drawn as the bot draws them (worker processes, one per core by default), and for
    # reference in a thread (RENDER_WORKERS=0)
    moves = run(measure_moves("mortebrume-move-end-to-end", setup, move, n=args.n,
                              render_workers=bot_render_workers()))
    setup, move = bench_moves.make("mortebrume", 2)
    moves["pictures_in_a_thread"] = thread_reference(run(measure_moves("mortebrume-move-end-to-end", setup, move,
                                                                       n=args.n)))
    setup, move = bench_moves.make("mortebrume", 2)
    # the same moves in CPU time of this process around the service call alone (what the other
    # processes of a shared box do not inflate), against their floors in CPU time
    moves.update(run(measure_moves_cpu(setup, move, args.n)))
    moves["load_average"] = [round(v, 2) for v in __import__("os").getloadavg()]
    moves["note"] = ("2 cores shared with other processes (see load_average): wall times are inflated; "
                     "move_cpu_ms is this process's CPU time around the service call (the picture's thread "
                     "included), floor_cpu_ms the same floor in CPU time, ratio_cpu_* their ratio")
    print(json.dumps(moves, indent=2))
    print("recorded in", record("moves-mortebrume", moves))


if __name__ == "__main__":
    main()

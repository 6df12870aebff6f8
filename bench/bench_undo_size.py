"""Undo data per table: the whole states a table used to keep for undo against the patches it
keeps now (bot/service/state_patch.py), at their largest over random playouts.

A table keeps undo data for its reversible actions since the last irreversible one (a die, a
hidden reveal); this replays that bookkeeping over playouts of legal actions picked by a seeded
chooser (4 seats, or the game's most) and reports the most bytes held at once, either way.
Counts, not times: the machine's load does not change them. Run:
``.venv/bin/python -m bench.bench_undo_size [--seeds 4] [--record]``.
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from bot.service.state_patch import state_patch
from rules.core import Rng, SeatInfo, all_games

from .harness import record


def playout(game: Any, seed: int, actions: int = 600) -> tuple[int, int]:
    """The most bytes of kept undo data at once in one playout: (whole states, patches)."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(min(4, game.max_seats))]
    rng = Rng(f"{seed + 7:02x}" * 32)
    state = game.setup(game.parse_options({}), seats, rng)
    rng.take_draws()
    chooser = random.Random(seed)
    whole = patches = worst_whole = worst_patches = 0
    for _ in range(actions):
        if game.result(state) is not None or not game.prompts(state):
            break
        seat = chooser.choice(game.prompts(state)).seat
        legal = game.legal_actions(state, seat)
        if not legal:
            break
        transition = game.apply(state, seat, chooser.choice(legal), rng)
        if rng.take_draws() or any(e.irreversible for e in transition.events):
            whole = patches = 0  # nothing before it can be undone: its rows' data is dropped
        else:
            before, after = game.dump_state(state), game.dump_state(transition.state)
            whole += len(json.dumps(before))
            patches += len(json.dumps(state_patch(after, before)))
            worst_whole, worst_patches = max(worst_whole, whole), max(worst_patches, patches)
        state = transition.state
    return worst_whole, worst_patches


def measure(seeds: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for game in all_games():
        runs = [playout(game, seed) for seed in range(seeds)]
        whole, patches = max(r[0] for r in runs), max(r[1] for r in runs)
        out[game.id] = {"kept_whole_states_max_bytes": whole, "kept_patches_max_bytes": patches,
                        "ratio": round(whole / patches, 1) if patches else None}
    return {"benchmark": "undo_size", "playouts_per_game": seeds, "games": out}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--record", action="store_true", help="write bench/results/undo-size.json")
    args = parser.parse_args()
    data = measure(args.seeds)
    print(json.dumps(data, indent=2))
    if args.record:
        record("undo-size", data)


if __name__ == "__main__":
    main()

"""How many moves draw a picture byte for byte the one the table already shows.

For each game of the load bench's mix (bench/bench_load.py ``MIX_FIVE``), seeded tables play
``--steps`` moves two ways: the load bench's (a legal action at random, its ``plan``) and the
game's computer policy at its middle level for every seat (closer to how people play). After
each move the seat-free view (``Game.view(state, None)``, what the board picture is drawn
from) is compared with the one before it, and so is the picture drawn from it (PNG bytes, in
French). A skip would only be worth building if a real share of moves left the picture as it
was *and* could be told so before drawing (the view unchanged). Run:
``.venv/bin/python -m bench.bench_same_pictures [--seeds 2] [--steps 30] [--record]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
from collections import Counter
from typing import Any

from bot.shared.startup import finish_start_up
from render.pool import draw_view
from rules.core import PlayerError, SeatInfo, find_game
from rules.core.rng import Rng

from .bench_load import MIX_FIVE
from .harness import record


def play(game_id: str, players: int, options: dict[str, str], seed: int, steps: int, policy: str,
         ) -> dict[str, Any]:
    game = find_game(game_id)
    rng = Rng(f"{seed:064x}", 0)
    state = game.setup(game.parse_options(dict(options)), [SeatInfo(index=i, name=f"p{i}") for i in range(players)],
                       rng)
    chooser = random.Random(seed)
    view = game.view(state, None).model_dump(mode="json")
    png = draw_view(game_id, view, "fr")
    moves = same_view = same_png = 0
    kinds: Counter[str] = Counter()
    for step in range(steps):
        prompts = game.prompts(state)
        if game.result(state) is not None or not prompts:
            break
        seat = chooser.choice(prompts).seat
        candidates: list[Any] = []
        if policy == "computer" and game.computer_levels:
            level = game.computer_levels[len(game.computer_levels) // 2]
            chosen = game.computer_action(state, seat, level, Rng(f"{seed + 7:064x}", step))
            candidates = [chosen] if chosen is not None else []
        if not candidates:
            candidates = game.legal_actions(state, seat)
            chooser.shuffle(candidates)
        for action in candidates:
            trial = Rng(rng.seed, rng.counter)
            try:
                state_after = game.apply(state, seat, action, trial).state
            except PlayerError:
                continue
            break
        else:
            break
        rng, state = trial, state_after
        moves += 1
        now = game.view(state, None).model_dump(mode="json")
        drawn = draw_view(game_id, now, "fr")
        same_view += now == view
        if drawn == png:
            same_png += 1
            kinds[str(game.dump_action(action).get("type"))] += 1
        view, png = now, drawn
    return {"moves": moves, "same_view": same_view, "same_picture": same_png, "same_picture_by_action": dict(kinds)}


def measure(seeds: int, steps: int) -> dict[str, Any]:
    finish_start_up()
    out: dict[str, Any] = {}
    for policy in ("random", "computer"):
        games: dict[str, Any] = {}
        weighted_view = weighted_png = 0.0
        for share, game_id, players, options in MIX_FIVE:
            total: dict[str, Any] = {"moves": 0, "same_view": 0, "same_picture": 0, "same_picture_by_action": Counter()}
            for seed in range(seeds):
                got = play(game_id, players, options, 5000 + seed, steps, policy)
                for key in ("moves", "same_view", "same_picture"):
                    total[key] += got[key]
                total["same_picture_by_action"].update(got["same_picture_by_action"])
            total["same_picture_by_action"] = dict(total["same_picture_by_action"])
            games[f"{game_id} ({players})"] = total
            weighted_view += share * total["same_view"] / max(total["moves"], 1)
            weighted_png += share * total["same_picture"] / max(total["moves"], 1)
        out[policy] = {"games": games, "mix_share_same_view": round(weighted_view, 4),
                       "mix_share_same_picture": round(weighted_png, 4)}
    return {"benchmark": "same_pictures", "seeds_per_game": seeds, "steps": steps,
            "load_average": [round(x, 2) for x in os.getloadavg()], "policies": out}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--record", action="store_true", help="write bench/results/same-pictures.json")
    args = parser.parse_args()
    data = measure(args.seeds, args.steps)
    print(json.dumps(data, indent=2))
    if args.record:
        record("same-pictures", data)


if __name__ == "__main__":
    main()

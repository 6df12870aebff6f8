"""Castle Ravenloft with a Strahd player (variant strahd): what the variant costs.

- ``apply``: CPU time of one engine move (``Game.apply``) along random 3-player games, with
  Strahd and without (the base game with 2 heroes), and of Strahd's own decisions.
- ``views``: building every seat's view of a position (Strahd's carries his hand).
- ``private_picture``: drawing and encoding Strahd's picture (his hand under the board), sent
  with each of his decisions, against the public board's.

Run: ``.venv/bin/python -m bench.bench_ravenloft_strahd [-n 3]``; results go to
bench/results/ravenloft-strahd.json. CPU times (``time.process_time``): the machine is shared.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from render.encode import encode_png
from render.ravenloft import render
from rules.core import Rng, SeatInfo, find_game

from .harness import percentiles, record

GAME = find_game("cr")


def _games(options: dict[str, Any], seats: int, games: int) -> tuple[list[float], list[float], list[Any]]:
    """CPU ms per move, CPU ms per Strahd decision, and some positions where he decides."""
    moves: list[float] = []
    strahd: list[float] = []
    asked: list[Any] = []
    for k in range(games):
        rng, pick = Rng(f"{k:02x}" * 32), random.Random(k)
        state = GAME.setup(GAME.parse_options(options), [SeatInfo(index=i, name=f"p{i}") for i in range(seats)], rng)
        for _ in range(3000):
            if GAME.result(state) is not None:
                break
            prompt = pick.choice(GAME.prompts(state))
            action = pick.choice(GAME.legal_actions(state, prompt.seat))
            if prompt.kind.startswith("cr-strahd-") and len(asked) < 20:
                asked.append(state)
            start = time.process_time()
            state = GAME.apply(state, prompt.seat, action, rng).state
            spent = (time.process_time() - start) * 1000
            moves.append(spent)
            if prompt.kind.startswith("cr-strahd-"):
                strahd.append(spent)
    return moves, strahd, asked


def _cpu(func: Any, n: int) -> dict[str, float]:
    samples = []
    for _ in range(n):
        start = time.process_time()
        func()
        samples.append((time.process_time() - start) * 1000)
    return percentiles(samples)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=3, help="random games of each kind")
    args = parser.parse_args()
    with_strahd, decisions, asked = _games({"adventure": "2", "variants": ["strahd"]}, 3, args.n)
    base, _, _ = _games({"adventure": "2"}, 2, args.n)
    position = asked[len(asked) // 2]
    seat = position.strahd.seat
    data = {
        "machine": "shared by 8 helpers on 2 cores (loaded): CPU times",
        "apply_ms": {"strahd_3_players": percentiles(with_strahd), "base_2_heroes": percentiles(base),
                     "strahd_decisions": percentiles(decisions)},
        "views_ms": {"strahd_view": _cpu(lambda: GAME.view(position, seat), 50),
                     "spectator_view": _cpu(lambda: GAME.view(position, None), 50)},
        "private_picture_ms": {"strahd": _cpu(lambda: encode_png(render(GAME.view(position, seat), "fr")), 10),
                               "board": _cpu(lambda: encode_png(render(GAME.view(position, None), "fr")), 10)},
        "private_picture_bytes": len(encode_png(render(GAME.view(position, seat), "fr"))),
    }
    print(record("ravenloft-strahd", data))
    print(data)


if __name__ == "__main__":
    main()

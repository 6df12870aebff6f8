"""Choice trees: the time to build a seat's tree (done for every board and every click).

Run: ``.venv/bin/python -m bench.bench_choices``. Positions come from seeded random playouts
by pointing (Krosmaster duels, a Dungeon Fighter party); each position's tree is built
``REPEAT`` times. Results: bench/results/choices.json.
"""

from __future__ import annotations

import random
import time
from typing import Any

from rules.core import Game, Rng, SeatInfo

from .harness import percentiles, record

REPEAT = 5


def positions(game: Game[Any, Any, Any], options: dict[str, Any], names: list[str], seed: str,
              moves: int) -> list[tuple[Any, int]]:
    """The (state, prompted seat) of a random playout by pointing."""
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(names)]
    state = game.setup(game.parse_options(options), seats, Rng(seed))
    chooser = random.Random(seed)
    out = []
    for turn in range(moves):
        if game.result(state) is not None:
            break
        seat = game.prompts(state)[0].seat
        out.append((state, seat))
        leaves = [leaf for _p, leaf in game.choice_tree(state, seat).leaves()]
        pick = chooser.choice(leaves)
        args = {**pick.args, **(pick.form.fill({}) if pick.form else {})}
        state = game.apply(state, seat, game.parse_command(pick.command, args, state, seat), Rng(seed, turn * 64)).state
    return out


def measure(game: Game[Any, Any, Any], cases: list[tuple[Any, int]]) -> dict[str, Any]:
    samples, leaves = [], []
    for state, seat in cases:
        for _ in range(REPEAT):
            start = time.perf_counter()
            tree = game.choice_tree(state, seat)
            samples.append((time.perf_counter() - start) * 1000)
        leaves.append(sum(1 for _ in tree.leaves()))
    return {"tree_ms": percentiles(samples), "positions": len(cases), "leaves_max": max(leaves),
            "leaves_mean": round(sum(leaves) / len(leaves), 1)}


def main() -> None:
    from rules.dungeon_fighter import GAME as DF
    from rules.krosmaster import KROSMASTER

    kros = positions(KROSMASTER, {"scenario": "arena"}, ["a", "b"], "b1" * 32, 200)
    df = positions(DF, {"heroes": ["torm", "randolph", "goldfinga"], "leader": 0}, ["a", "b", "c"], "b2" * 32, 200)
    data = {"krosmaster": measure(KROSMASTER, kros), "dungeon_fighter": measure(DF, df)}
    print(record("choices", data))
    print(data)


if __name__ == "__main__":
    main()

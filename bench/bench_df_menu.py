"""Dungeon Fighter's throw menu: the time to build a thrower's choice tree (every board and
every click builds it), with the aim grid grafted (rules/dungeon_fighter/aimgrid.py) against
the platform's merge of one path per square (before), beside its floor measured in the same
run: the same menu without the grid (the die, weapons and cards alone). Since the power and
height rows (rules/dungeon_fighter/numbers.py), also what a click deeper costs: the menu built
and walked to F6's power row (``square_ms``) and down to a height's move (``throw_ms``); those
levels are built only on the path walked.

Run: ``.venv/bin/python -m bench.bench_df_menu``. Results: bench/results/df-menu.json.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable
from typing import Any

from rules.core import Rng, SeatInfo
from rules.core.choices import build_tree
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import pointing as P
from rules.dungeon_fighter.model import Combat

from .harness import percentiles, record

REPEAT = 100
#: (hero, equipment, last throw): the positions a menu is built in
CASES: dict[str, tuple[str, list[str], list[float]]] = {
    "no-weapon": ("torm", [], []),
    "one-weapon-same": ("torm", ["epee_courte"], [0.0, -45.0, 8.0, 6.0]),
    "two-weapons-card-same": ("goldfinga", ["epee_courte", "gourdin", "huile_tranchante"], [0.0, -45.0, 8.0, 6.0]),
    "divine-weapon-same": ("randolph", ["epee_courte"], [0.0, -45.0, 8.0, 6.0]),
}


def position(hero: str, equipment: list[str], last: list[float]) -> tuple[Any, int]:
    heroes = [hero] + [h for h in ("torm", "randolph", "goldfinga") if h != hero][:2]
    seats = [SeatInfo(index=i, name=h) for i, h in enumerate(heroes)]
    state = GAME.setup(GAME.parse_options({"heroes": heroes, "leader": 0}), seats, Rng("d5" * 32))
    state.phase = "combat"
    state.combat = Combat(monster="gobelin_commun", pv=5, max_pv=5, gold=1, thrower=0, drift=(10.0, -5.0))
    state.heroes[0].equipment = list(equipment)
    state.heroes[0].last_throw = list(last)
    return state, 0


def f6_path(tree: Any) -> list[int]:
    """The first answers down to the aim grid, then F6 (on the grid's first page)."""
    path: list[int] = []
    here = tree
    while here.key != "aim":
        path.append(0)
        here = here.options[0].node
    return [*path, next(i for i, o in enumerate(here.options) if o.value == "F6")]


def timed(func: Callable[[], Any]) -> dict[str, float]:
    """Like ``timeit``: the collector off while timing (collected between samples), so that a
    sample is the build's own cost, not a collection of the previous builds' garbage."""
    func()  # warm
    samples = []
    for _ in range(REPEAT):
        gc.collect()
        gc.disable()
        try:
            start = time.perf_counter()
            func()
            samples.append((time.perf_counter() - start) * 1000)
        finally:
            gc.enable()
    return percentiles(samples)


def main() -> None:
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    data: dict[str, Any] = {"repeat": REPEAT, "machine": f"shared by 8 sessions, 2 cores; load average {load}"}
    for name, case in CASES.items():
        state, seat = position(*case)
        tree = GAME.choice_tree(state, seat)
        data[name] = {
            "leaves": sum(1 for _ in tree.leaves()),
            "before_ms": timed(lambda: build_tree(P.choice_paths(state, seat))),
            "after_ms": timed(lambda: GAME.choice_tree(state, seat)),
            "floor_ms": timed(lambda: build_tree(P.choice_paths(state, seat, stops=[]))),
        }
        f6 = f6_path(tree)
        data[name]["square_ms"] = timed(lambda: GAME.choice_tree(state, seat).walk(f6))
        data[name]["throw_ms"] = timed(lambda: GAME.choice_tree(state, seat).walk([*f6, 3, 4]))
    print(record("df-menu", data))
    print(data)


if __name__ == "__main__":
    main()

"""Castle Ravenloft: one villain phase with 8 monsters, through the interpreter, on the real content.

Run: ``.venv/bin/python -m bench.bench_ravenloft_villain``. A 3-hero game of adventure 2 gets a
dungeon of 12 tiles (placed on unexplored edges in a fixed order) and 8 monster figures of 8
types whose cards the active hero holds; each sample runs the whole villain phase (no
encounter: a white tile was placed) on a fresh copy of that state with its own dice, the
copy made outside the timing. Measured: the phase with the documented tie-breaks, the same
with ``ties: choose`` (a snapshot before each activation; each tie asked is answered with
the documented pick and the activation replayed), and formatting ``/cr why`` in English. Results: bench/results/ravenloft-villain.json.
"""

from __future__ import annotations

import time
from typing import Any

from rules.core import Rng, SeatInfo
from rules.core.i18n import t

from .harness import percentiles, record

N = 200
TYPES = ("zombie", "ghoul", "wolf", "rat_swarm", "gargoyle", "spider", "skeleton", "wraith")


def position() -> Any:
    from rules.ravenloft import GAME
    from rules.ravenloft.dungeon import board, free_squares
    from rules.ravenloft.exploration import place
    from rules.ravenloft.state import Figure

    cat = GAME.cat
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(3)]
    state = GAME.setup(GAME.parse_options({"adventure": "2", "heroes": ["kat", "allisa", "arjhan"], "first": 0}),
                       seats, Rng("a1" * 32))
    stack = [tid for tid in cat.stack_tiles]
    while len(state.tiles) < 13 and stack:
        edges = board(state, cat).unexplored_edges()
        tile = stack.pop(0)
        for edge in edges:
            if place(state, cat, tile, edge):
                break
    blocks = sorted(board(state, cat).blocks(), key=lambda b: (abs(b[0]) + abs(b[1]), b[1], b[0]))[::-1]
    b = board(state, cat)
    for i, kind in enumerate(TYPES):
        block = blocks[i % len(blocks)]
        sq = free_squares(state, b, block)[0]
        card = f"{kind}#1"
        state.figures.append(Figure(uid=state.uid(), kind=kind, square=sq, card=card))
        state.heroes[0].cards.append(card)
    state.turn.phase = "villain"
    state.turn.placed = [state.tiles[-1].uid]
    state.turn.black = False
    state.turn.villain_step = 0
    return state, cat


def _phase(s: Any, rng: Rng, cat: Any) -> None:
    """The whole phase; a tie asked to the players is answered with the documented pick."""
    from rules.ravenloft.tactics.table import ANSWERS_KEY
    from rules.ravenloft.villain_phase import run_villain_phase

    run_villain_phase(s, rng, cat)
    while s.pending:
        p = s.pending.pop(0)
        s.flags.setdefault(ANSWERS_KEY, {})[p.params["key"]] = p.params["default"]
        run_villain_phase(s, rng, cat)


def measure(state: Any, cat: Any, ties: str) -> dict[str, Any]:
    copies = []
    for _ in range(N):
        s = state.model_copy(deep=True)
        if ties == "choose":
            s.flags["cr-ties"] = "choose"
        copies.append(s)
    wall, cpu, why_samples, lines, asked = [], [], [], 0, 0
    for k, s in enumerate(copies):
        rng = Rng("%064x" % (k + 1))
        start, start_cpu = time.perf_counter(), time.process_time()
        _phase(s, rng, cat)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        asked += sum(1 for r in s.why if r["code"] == "cr-why-chosen")
        start = time.perf_counter()
        text = [t("en", f"ev-{r['code']}", {"player": "p0", **r["params"]}) for r in s.why]
        why_samples.append((time.perf_counter() - start) * 1000)
        lines = max(lines, len(text))
    return {"wall_ms": percentiles(wall), "cpu_ms": percentiles(cpu), "why_format_ms": percentiles(why_samples),
            "why_lines_max": lines, "ties_asked": asked}


def main() -> None:
    state, cat = position()
    data = {"tiles": len(state.tiles), "monsters": len(state.figures), "heroes": len(state.heroes),
            "note": "wall time on a machine shared by 8 helpers (2 cores); cpu_ms is this process's CPU time",
            "ties_auto": measure(state, cat, "auto"), "ties_choose": measure(state, cat, "choose")}
    print(record("ravenloft-villain", data))
    print(data)


if __name__ == "__main__":
    main()

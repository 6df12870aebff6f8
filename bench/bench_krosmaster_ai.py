"""The strength of Krosmaster's computer opponent: win rates over many seeded duels.

Each pairing plays ``GAMES`` full duels (La Fosse, automatic deployment, the box teams), the
two levels swapping seats every game so that neither keeps the first player's side (nor its
team: seat 0 always plays STASIS and seat 1 WAKFU, and in the duels measured WAKFU won far more
often: the win rates by side are worth reading apart); every
game has its own table seed and its own seeds for the players' imagined dice, so a run is
reproducible. Two scripted baselines, not levels offered to players: ``random`` picks a uniform
legal action; ``greedy`` plays the legal action whose position scores best one step ahead on
the simple weights (each action tried once, its dice imagined; the computer's former
``normal``). Every level plays through ``Game.computer_action``, the code path of a computer
seat. The win rate of the first level is given with its Wilson 95 % interval (draws and
unfinished games count as not won), with the mean, 95th percentile and worst wall time of one
decision (one process per core; the machine's load average is recorded beside: timings on a
shared machine are noisy) and the CPU time per decision.

Run: ``.venv/bin/python -m bench.bench_krosmaster_ai [games]``; results go to
bench/results/krosmaster-ai.json.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

from rules.core import Rng, SeatInfo, find_game

RESULTS = Path(__file__).parent / "results"
GAMES = 100
PAIRINGS = (("normal", "greedy"), ("normal", "easy"), ("strong", "normal"), ("easy", "greedy"),
            ("strong", "greedy"), ("easy", "random"))
OPTIONS = {"autodeploy": True, "arena": "fosse", "side": "N"}
MAX_ACTIONS = 4000


def play(args: tuple[str, str, int]) -> dict[str, Any]:
    """One duel: ``first`` against ``second``, ``first`` in seat ``seed % 2``."""
    first, second, seed = args
    game = find_game("krosmaster")
    levels = [first, second] if seed % 2 == 0 else [second, first]
    seats = [SeatInfo(index=i, name=f"{lv}-{i}") for i, lv in enumerate(levels)]
    state = game.setup(game.parse_options(OPTIONS), seats, Rng("%064x" % (7919 * seed + 1)))
    dice = Rng("%064x" % (7919 * seed + 2))
    minds = [Rng("%064x" % (7919 * seed + 3)), Rng("%064x" % (7919 * seed + 4))]
    worst = total = cpu = 0.0
    decisions = actions = 0
    times: list[float] = []
    while game.result(state) is None and actions < MAX_ACTIONS:
        seat = game.prompts(state)[0].seat
        start = time.perf_counter()
        if levels[seat] == "random":
            action = minds[seat].choice(game.legal_actions(state, seat))
        elif levels[seat] == "greedy":
            action = greedy(game, state, seat, minds[seat])
        else:
            clock = time.process_time()
            action = game.computer_action(state, seat, levels[seat], minds[seat])
            took = time.perf_counter() - start
            cpu += time.process_time() - clock
            worst, total, decisions = max(worst, took), total + took, decisions + 1
            times.append(took)
        state = game.apply(state, seat, action, dice).state
        actions += 1
    result = game.result(state)
    winners = [levels[w] for w in result.winners] if result is not None else []
    return {"won": first in winners and second not in winners, "lost": second in winners and first not in winners,
            "actions": actions, "turns": state.turn, "worst_s": worst, "total_s": total, "decisions": decisions,
            "cpu_s": cpu, "times": times}


def greedy(game: Any, state: Any, seat: int, mind: Rng) -> Any:
    """The greedy baseline: the best position one step ahead (simple weights), first among equals."""
    from rules.krosmaster.ai import Thinker

    thinker = Thinker(game, state, seat, "easy", mind)
    thinker.budget = 10**6
    legal = game.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    return thinker.best_of(legal, [thinker.tried(thinker.state, a) for a in legal]).action


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (round(max(0.0, mid - half), 3), round(min(1.0, mid + half), 3))


def main(games: int = GAMES, pairings: tuple[tuple[str, str], ...] = PAIRINGS) -> dict[str, Any]:
    out: dict[str, Any] = {"recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                           "python": platform.python_version(), "machine": platform.machine(),
                           "games_per_pairing": games, "options": OPTIONS, "pairings": []}
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        for first, second in pairings:
            start = time.perf_counter()
            rows = pool.map(play, [(first, second, seed) for seed in range(games)])
            wins = sum(r["won"] for r in rows)
            losses = sum(r["lost"] for r in rows)
            decisions = sum(r["decisions"] for r in rows)
            times = sorted(t for r in rows for t in r["times"])
            entry = {
                "first": first, "second": second, "games": games, "first_wins": wins, "second_wins": losses,
                "draws_or_unfinished": games - wins - losses, "first_win_rate": round(wins / games, 3),
                "first_win_rate_ci95": wilson(wins, games),
                "mean_turns": round(sum(r["turns"] for r in rows) / games, 1),
                "decision_mean_ms": round(1000 * sum(r["total_s"] for r in rows) / max(1, decisions), 1),
                "decision_p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 1) if times else None,
                "decision_worst_ms": round(1000 * max(r["worst_s"] for r in rows), 1),
                "decision_cpu_mean_ms": round(1000 * sum(r["cpu_s"] for r in rows) / max(1, decisions), 1),
                "load_average": [round(x, 2) for x in os.getloadavg()],
                "wall_s": round(time.perf_counter() - start, 1),
            }
            print(json.dumps(entry), flush=True)
            out["pairings"].append(entry)
            RESULTS.mkdir(exist_ok=True)  # written after each pairing: a long run keeps what it measured
            (RESULTS / "krosmaster-ai.json").write_text(json.dumps(out, indent=2) + "\n")
    return out


if __name__ == "__main__":
    chosen = tuple(tuple(x.split("-")) for x in sys.argv[2:]) or PAIRINGS  # e.g. normal-greedy
    main(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES, chosen)  # type: ignore[arg-type]

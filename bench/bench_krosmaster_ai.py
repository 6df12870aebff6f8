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
unfinished games count as not won) and apart for each side, with the CPU time (one core) of one
decision and of one computer turn (mean, 95th percentile, worst) for each level, and the wall
time of a decision (the machine's load average is recorded beside: wall times on a shared
machine are noisy, CPU times much less). A decision's search is bounded by a count of imagined
actions, never by the clock, so the games are the same on any machine.

Run: ``nice -n 10 .venv/bin/python -m bench.bench_krosmaster_ai [games] [first-second ...]``;
results go to bench/results/krosmaster-ai.json.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

from rules.core import Rng, SeatInfo, find_game

from .stats import spread, wilson

RESULTS = Path(__file__).parent / "results"
GAMES = 100
PAIRINGS = (("normal", "greedy"), ("normal", "easy"), ("strong", "normal"), ("easy", "greedy"),
            ("strong", "greedy"), ("easy", "random"))
OPTIONS = {"autodeploy": True, "arena": "fosse", "side": "N"}
MAX_ACTIONS = 4000


def play(args: tuple[str, str, int]) -> dict[str, Any]:
    """One duel: ``first`` against ``second``, ``first`` in seat ``seed % 2``. Each computer
    decision is timed in CPU (``time.process_time``) and wall time; a computer turn is the
    decisions of one seat within one player turn (its activations, inspiration, summons)."""
    first, second, seed = args
    game = find_game("krosmaster")
    levels = [first, second] if seed % 2 == 0 else [second, first]
    seats = [SeatInfo(index=i, name=f"{lv}-{i}") for i, lv in enumerate(levels)]
    state = game.setup(game.parse_options(OPTIONS), seats, Rng("%064x" % (7919 * seed + 1)))
    dice = Rng("%064x" % (7919 * seed + 2))
    minds = [Rng("%064x" % (7919 * seed + 3)), Rng("%064x" % (7919 * seed + 4))]
    actions = 0
    times: list[float] = []
    cpu: dict[str, list[float]] = {}
    turns: dict[tuple[str, int, int], float] = {}
    while game.result(state) is None and actions < MAX_ACTIONS:
        seat = game.prompts(state)[0].seat
        if levels[seat] == "random":
            action = minds[seat].choice(game.legal_actions(state, seat))
        elif levels[seat] == "greedy":
            action = greedy(game, state, seat, minds[seat])
        else:
            start, clock = time.perf_counter(), time.process_time()
            action = game.computer_action(state, seat, levels[seat], minds[seat])
            used = time.process_time() - clock
            times.append(time.perf_counter() - start)
            cpu.setdefault(levels[seat], []).append(used)
            key = (levels[seat], seat, state.turn)
            turns[key] = turns.get(key, 0.0) + used
        state = game.apply(state, seat, action, dice).state
        actions += 1
    result = game.result(state)
    winners = [levels[w] for w in result.winners] if result is not None else []
    by_turn: dict[str, list[float]] = {}
    for (level, _seat, _turn), used in turns.items():
        by_turn.setdefault(level, []).append(used)
    return {"seed": seed, "first_seat": seed % 2,
            "won": first in winners and second not in winners, "lost": second in winners and first not in winners,
            "actions": actions, "turns": state.turn, "times": times, "cpu": cpu, "turn_cpu": by_turn}


def greedy(game: Any, state: Any, seat: int, mind: Rng) -> Any:
    """The greedy baseline: the best position one step ahead (simple weights), first among equals."""
    from rules.krosmaster.ai import Thinker

    thinker = Thinker(game, state, seat, "easy", mind)
    thinker.budget = 10**6
    legal = game.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    return thinker.best_of(legal, [thinker.tried(thinker.state, a) for a in legal]).action


def summary(first: str, second: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """One pairing's entry: wins, Wilson interval, wins by side, CPU per decision and per turn."""
    games = len(rows)
    wins = sum(r["won"] for r in rows)
    losses = sum(r["lost"] for r in rows)
    entry: dict[str, Any] = {
        "first": first, "second": second, "games": games, "first_wins": wins, "second_wins": losses,
        "draws_or_unfinished": games - wins - losses, "first_win_rate": round(wins / max(1, games), 3),
        "first_win_rate_ci95": wilson(wins, games), "seeds": [min(r["seed"] for r in rows), max(r["seed"] for r in rows)],
        "by_side": {f"{first}_as_stasis_seat_0": f"{sum(r['won'] for r in rows if r['first_seat'] == 0)}/"
                                                 f"{sum(1 for r in rows if r['first_seat'] == 0)}",
                    f"{first}_as_wakfu_seat_1": f"{sum(r['won'] for r in rows if r['first_seat'] == 1)}/"
                                                f"{sum(1 for r in rows if r['first_seat'] == 1)}"},
        "mean_turns": round(sum(r["turns"] for r in rows) / max(1, games), 1),
        "decision_wall": spread([t for r in rows for t in r["times"]]),
    }
    for level in dict.fromkeys((first, second)):
        if level in ("random", "greedy"):
            continue
        entry[f"cpu_{level}"] = {"per_decision": spread([t for r in rows for t in r["cpu"].get(level, [])]),
                                 "per_turn": spread([t for r in rows for t in r["turn_cpu"].get(level, [])])}
    return entry


def main(games: int = GAMES, pairings: tuple[tuple[str, str], ...] = PAIRINGS, offset: int = 0) -> dict[str, Any]:
    """Play each pairing ``games`` times (seeds ``offset`` .. ``offset + games - 1``, the first
    level in seat 0 on even seeds, in seat 1 on odd ones), one duel after another in this one
    process (run it with ``nice``; its CPU times do not depend on the machine's load, its wall
    times do), and record each pairing in bench/results/krosmaster-ai.json as soon as it is
    measured, replacing the entry of the same pairing and keeping the others."""
    path = RESULTS / "krosmaster-ai.json"
    out: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {"pairings": []}
    out.pop("games_per_pairing", None)  # each entry says its games, its seeds and when it was recorded
    out.update({"recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "python": platform.python_version(),
                "machine": platform.machine(), "options": OPTIONS})
    for first, second in pairings:
        start, load_before = time.perf_counter(), os.getloadavg()
        rows = [play((first, second, seed)) for seed in range(offset, offset + games)]
        entry = summary(first, second, rows)
        entry.update({"recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                      "load_average_before": [round(x, 2) for x in load_before],
                      "load_average_after": [round(x, 2) for x in os.getloadavg()],
                      "wall_s": round(time.perf_counter() - start, 1)})
        print(json.dumps(entry), flush=True)
        out["pairings"] = [p for p in out["pairings"] if (p["first"], p["second"]) != (first, second)] + [entry]
        RESULTS.mkdir(exist_ok=True)  # written after each pairing: a long run keeps what it measured
        path.write_text(json.dumps(out, indent=2) + "\n")
    return out


if __name__ == "__main__":
    # python -m bench.bench_krosmaster_ai [games] [pairing ...], e.g. 100 strong-normal normal-greedy
    chosen = tuple(tuple(x.split("-")) for x in sys.argv[2:]) or PAIRINGS
    main(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES, chosen)  # type: ignore[arg-type]

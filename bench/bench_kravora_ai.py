"""The strength of Kravora's computer fortress: seeded two-player games between its levels and two
scripted baselines, every computer decision through ``Game.computer_action`` (the path a table's
computer seat takes) and every move through the same ``Game.apply`` a person's commands reach.

Assumptions: default options (2 players, the game decided by the walls' points after turn 10, no
« tir en arrière »); the first player is drawn by the table seed as at a real table and the two
sides swap seats every game (the first named side in seat 0 on even seeds, seat 1 on odd ones);
each game has its own table seed, dice seed and scripts' seed (``seed`` = pairing base + game
number). A game that reaches 5000 decisions without an end counts as unfinished (not won). Wins of
each side are counted; a game won by both fortresses ex aequo (or by none) is a draw, counted
apart, and win rates count a draw as not won. Two scripted baselines, not levels offered to
players: ``random`` picks uniformly among ``legal_actions`` (ruses and canon shots included);
``greedy`` lets « Attaque auto » strike everything it can, and at every purchase buys the
affordable unit with the most hits x PV per blood (ties: the dearer) on line 4 until its blood
runs out; it never builds, recycles or dismantles. Win rates carry Wilson 95 % intervals. The CPU
time (``time.process_time``) of each computer decision and of each computer turn (one seat's
decisions within one game turn) is given as mean, 95th percentile and worst; the machine is
shared, so the load average is recorded beside them.

Run: ``nice -n 19 .venv/bin/python -m bench.bench_kravora_ai [-n 50] [--only normal-easy ...]``;
results go to bench/results/kravora-ai.json (a run replaces only the pairings it measured).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import time
from pathlib import Path
from typing import Any

from rules.core import Rng, SeatInfo
from rules.kravora import GAME
from rules.kravora.content import spec
from rules.kravora.economy import unit_price
from rules.kravora.model import Auto, Buy, Done, KravoraState

from .stats import spread, wilson

LIMIT = 5000
OUT = Path(__file__).parent / "results" / "kravora-ai.json"
#: pairing -> (first side, second side, seed base)
PAIRINGS = {"normal-easy": ("normal", "easy", 1000), "normal-random": ("normal", "random", 2000),
            "normal-greedy": ("normal", "greedy", 3000), "easy-random": ("easy", "random", 4000),
            "easy-greedy": ("easy", "greedy", 5000)}
SCRIPTS = ("random", "greedy")


def random_action(state: KravoraState, seat: int, rng: Rng) -> Any:
    """A uniform legal action."""
    legal = GAME.legal_actions(state, seat)
    return legal[rng.randint(0, len(legal) - 1)]


def greedy_action(state: KravoraState, seat: int) -> Any:
    """« Attaque auto » whenever a defender can strike; the most hits x PV per blood at a purchase."""
    legal = GAME.legal_actions(state, seat)
    if any(isinstance(a, Auto) for a in legal):
        return Auto()
    p = state.players[seat]
    kinds = {a.unit for a in legal if isinstance(a, Buy)}
    if kinds:
        best = max(kinds, key=lambda k: (spec(k).hits * spec(k).pv / unit_price(p, k), unit_price(p, k)))
        return Buy(unit=best, line=4)
    return Done()


def play(first: str, second: str, seed: int) -> dict[str, Any]:
    """One game, ``first`` in seat ``seed % 2``."""
    levels = [first, second] if seed % 2 == 0 else [second, first]
    seats = [SeatInfo(index=i, name=f"{lv}-{i}") for i, lv in enumerate(levels)]
    state = GAME.setup(GAME.parse_options({}), seats, Rng("%064x" % (7919 * seed + 1)))
    dice = Rng("%064x" % (7919 * seed + 2))
    minds = [Rng("%064x" % (7919 * seed + 3)), Rng("%064x" % (7919 * seed + 4))]
    cpu: dict[str, list[float]] = {}
    turns: dict[tuple[str, int, int], float] = {}
    actions = 0
    while GAME.result(state) is None and actions < LIMIT:
        seat = GAME.prompts(state)[0].seat
        level = levels[seat]
        if level == "random":
            action = random_action(state, seat, minds[seat])
        elif level == "greedy":
            action = greedy_action(state, seat)
        else:
            clock = time.process_time()
            action = GAME.computer_action(state, seat, level, minds[seat])
            used = time.process_time() - clock
            cpu.setdefault(level, []).append(used)
            key = (level, seat, state.turn)
            turns[key] = turns.get(key, 0.0) + used
        state = GAME.apply(state, seat, action, dice).state
        actions += 1
    result = GAME.result(state)
    winners = set(result.winners) if result is not None else set()
    mine = seed % 2
    by_turn: dict[str, list[float]] = {}
    for (level, _seat, _turn), used in turns.items():
        by_turn.setdefault(level, []).append(used)
    return {"seed": seed, "first_seat": mine, "finished": result is not None,
            "won": winners == {mine}, "lost": winners == {1 - mine}, "turns": state.turn, "actions": actions,
            "walls": [state.players[mine].wall, state.players[1 - mine].wall],
            "slain": [state.players[mine].slain, state.players[1 - mine].slain],
            "reason": result.reason if result is not None else None, "cpu": cpu, "turn_cpu": by_turn}


def pairing(first: str, second: str, games: int, base: int) -> dict[str, Any]:
    """``games`` games of ``first`` against ``second``, seats alternating."""
    start, load_before = time.perf_counter(), os.getloadavg()
    rows = []
    for k in range(games):
        r = play(first, second, base + k)
        print(f"{first} vs {second} seed {r['seed']}: first won {r['won']}, lost {r['lost']}, walls {r['walls']}, "
              f"turns {r['turns']}, {r['reason']}", flush=True)
        rows.append(r)
    wins, losses = sum(r["won"] for r in rows), sum(r["lost"] for r in rows)
    entry: dict[str, Any] = {
        "first": first, "second": second, "games": games, "first_wins": wins, "second_wins": losses,
        "draws_ex_aequo": sum(r["finished"] and not r["won"] and not r["lost"] for r in rows),
        "unfinished": sum(not r["finished"] for r in rows),
        "first_win_rate": round(wins / max(1, games), 3), "first_win_rate_ci95": wilson(wins, games),
        "second_win_rate": round(losses / max(1, games), 3), "second_win_rate_ci95": wilson(losses, games),
        "by_seat": {f"{first}_in_seat_0": f"{sum(r['won'] for r in rows if r['first_seat'] == 0)}/"
                                          f"{sum(1 for r in rows if r['first_seat'] == 0)}",
                    f"{first}_in_seat_1": f"{sum(r['won'] for r in rows if r['first_seat'] == 1)}/"
                                          f"{sum(1 for r in rows if r['first_seat'] == 1)}"},
        "ends": {reason: sum(r["reason"] == reason for r in rows) for reason in sorted({str(r["reason"]) for r in rows})},
        "won_on_kills_between_equal_walls": sum((r["won"] or r["lost"]) and r["walls"][0] == r["walls"][1] for r in rows),
        "mean_turns": round(sum(r["turns"] for r in rows) / max(1, games), 1),
        "mean_walls_first_second": [round(sum(r["walls"][i] for r in rows) / max(1, games), 1) for i in (0, 1)],
        "mean_enemies_killed_first_second": [round(sum(r["slain"][i] for r in rows) / max(1, games), 1) for i in (0, 1)],
        "seeds": [base, base + games - 1],
    }
    for level in dict.fromkeys((first, second)):
        if level not in SCRIPTS:
            entry[f"cpu_{level}"] = {"per_decision": spread([t for r in rows for t in r["cpu"].get(level, [])]),
                                     "per_turn": spread([t for r in rows for t in r["turn_cpu"].get(level, [])])}
    entry.update({"recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                  "load_average_before": [round(x, 2) for x in load_before],
                  "load_average_after": [round(x, 2) for x in os.getloadavg()],
                  "wall_s": round(time.perf_counter() - start, 1)})
    return entry


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=50)
    parser.add_argument("--only", nargs="*", default=list(PAIRINGS),
                        help="the pairings to (re)measure; the others keep their recorded results")
    parser.add_argument("--note", default="", help="a note recorded with the pairings measured (e.g. why few games)")
    args = parser.parse_args()
    for name in args.only:
        first, second, base = PAIRINGS[name]
        entry = pairing(first, second, args.n, base)
        if args.note:
            entry["note"] = args.note
        print(json.dumps(entry), flush=True)
        # the file as it stands now: each pairing is written as soon as it is measured
        old = json.loads(OUT.read_text()) if OUT.exists() else {"pairings": []}
        kept = {f"{p['first']}-{p['second']}": p for p in old.get("pairings", [])} | {name: entry}
        data = {"recorded": entry["recorded"], "python": platform.python_version(), "platform": platform.platform(),
                "assumptions": __doc__.split("Assumptions: ")[1].split("Run:")[0].strip().replace("\n", " "),
                "pairings": [kept[k] for k in PAIRINGS if k in kept]}
        if "notes" in old:  # written by hand after a run: what the figures mean
            data["notes"] = old["notes"]
        OUT.parent.mkdir(exist_ok=True)
        OUT.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

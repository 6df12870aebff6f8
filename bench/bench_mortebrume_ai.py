"""The strength of Mortebrume's computer opponent: seeded duels against a random player and a simple
greedy one, and between its levels: the computer decides through ``Game.computer_action`` (the path a
table's computer seat takes) and every move goes through the same ``Game.apply`` a person's commands reach.

Assumptions: default options (50-point hordes built from the two default hordes, the table
« clairière », zones, no turn limit); seats alternate between games so that neither side keeps
the first seat (the hero in seat 0 on even games); game ``k`` of a pairing uses seed base + ``k``;
a game that reaches 3000 decisions without an end counts as a draw (half a win, and counted apart).
The random player picks uniformly among ``legal_actions``; the greedy one activates the fighter
nearest an enemy and strikes (moving to its best distance) or shoots the nearest enemy, dodges,
and lets reserved windows go. Win rates carry Wilson 95 % intervals. Decisions are timed in CPU
seconds, each decision and each turn (one seat's decisions within one game turn); the machine is
shared: the load average is recorded beside them.

Run: ``nice -n 19 .venv/bin/python -m bench.bench_mortebrume_ai [-n 10] [--only normal-greedy] [--note why]``; results go to bench/results/mortebrume-ai.json.
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
from rules.mortebrume import GAME
from rules.mortebrume.ai import greedy_action

from .stats import spread, wilson

SEATS = [SeatInfo(index=0, name="alice"), SeatInfo(index=1, name="bob")]
LIMIT = 3000
OUT = Path(__file__).parent / "results" / "mortebrume-ai.json"


def random_action(state: Any, seat: int, rng: Rng) -> Any:
    legal = GAME.legal_actions(state, seat)
    return legal[rng.randint(0, len(legal) - 1)] if legal else None


def player(kind: str):  # type: ignore[no-untyped-def]
    if kind == "random":
        return lambda state, seat, rng: random_action(state, seat, rng)
    if kind == "greedy":
        return lambda state, seat, rng: greedy_action(GAME, state, seat)
    return lambda state, seat, rng: GAME.computer_action(state, seat, kind, rng)  # the path a table's computer seat takes


def game(seed: int, kinds: tuple[str, str]) -> dict[str, Any]:
    """One duel: ``kinds[0]`` plays seat 0; returns the winner's seat (None: draw) and counts."""
    state = GAME.setup(GAME.parse_options({}), SEATS, Rng(f"{seed:064x}"))
    players = [player(k) for k in kinds]
    cpu = [0.0, 0.0]
    decisions = [0, 0]
    times: list[list[float]] = [[], []]
    turn_cpu: list[dict[int, float]] = [{}, {}]
    attacks = 0
    for n in range(LIMIT):
        if GAME.result(state) is not None:
            break
        seat = GAME.prompts(state)[0].seat
        t0 = time.process_time()
        action = players[seat](state, seat, Rng(f"{seed * 100003 + n:064x}"))
        used = time.process_time() - t0
        cpu[seat] += used
        times[seat].append(used)
        turn_cpu[seat][state.turn] = turn_cpu[seat].get(state.turn, 0.0) + used
        decisions[seat] += 1
        done = GAME.apply(state, seat, action, Rng(f"{seed * 7919 + n + 1:064x}"))
        attacks += sum(1 for e in done.events if e.code == "mb-roll" and e.params["what"] in ("strike", "shoot", "spell"))
        state = done.state
    result = GAME.result(state)
    winner = result.winners[0] if result is not None and result.winners else None
    return {"winner": winner, "turns": state.turn, "attacks": attacks, "cpu": cpu, "decisions": decisions,
            "times": times, "turn_cpu": [list(t.values()) for t in turn_cpu]}


def pairing(hero: str, foe: str, n: int, base: int) -> dict[str, Any]:
    """``n`` duels of ``hero`` against ``foe``, seats alternating."""
    wins, draws = 0.0, 0
    cpu, decisions, turns, attacks, fights = 0.0, 0, [], [], 0
    times: list[float] = []
    turn_cpu: list[float] = []
    start, load_before = time.perf_counter(), os.getloadavg()
    for k in range(n):
        seat = k % 2
        kinds = (hero, foe) if seat == 0 else (foe, hero)
        t0 = time.process_time()
        g = game(base + k, kinds)
        print(f"{hero} vs {foe} #{k}: winner seat {g['winner']} (hero seat {seat}), turns {g['turns']}, "
              f"attacks {g['attacks']}, decisions {sum(g['decisions'])}, cpu {time.process_time() - t0:.0f} s",
              flush=True)
        draws += g["winner"] is None
        wins += 1.0 if g["winner"] == seat else 0.5 if g["winner"] is None else 0.0
        cpu += g["cpu"][seat]
        decisions += g["decisions"][seat]
        times += g["times"][seat]
        turn_cpu += g["turn_cpu"][seat]
        turns.append(g["turns"])
        attacks.append(g["attacks"])
        fights += g["attacks"] > 0
    lo, hi = wilson(wins, n)
    return {"hero": hero, "opponent": foe, "games": n, "wins": wins, "win_rate": round(wins / n, 3),
            "ci95": [lo, hi], "draws": draws, "games_with_combat": fights, "mean_turns": round(sum(turns) / n, 1),
            "mean_attack_rolls": round(sum(attacks) / n, 1),
            "hero_cpu_ms_per_decision": round(1000 * cpu / max(1, decisions), 1),
            "hero_cpu_per_decision": spread(times), "hero_cpu_per_turn": spread(turn_cpu),
            "seeds": [base, base + n - 1], "wall_s": round(time.perf_counter() - start, 1),
            "load_average_before": [round(x, 2) for x in load_before],
            "load_average_after": [round(x, 2) for x in os.getloadavg()],
            "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


PAIRINGS = {"normal-random": ("normal", "random", 1000), "normal-greedy": ("normal", "greedy", 2000),
            "strong-normal": ("strong", "normal", 3000), "easy-random": ("easy", "random", 4000),
            "normal-easy": ("normal", "easy", 5000), "easy-greedy": ("easy", "greedy", 6000)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=10)
    parser.add_argument("--note", default="", help="a note recorded with the pairings measured (e.g. why few games)")
    parser.add_argument("--only", nargs="*", default=list(PAIRINGS),
                        help="the pairings to (re)measure; the others keep their recorded results")
    args = parser.parse_args()
    load = os.getloadavg()
    done = {name: pairing(*PAIRINGS[name][:2], args.n, PAIRINGS[name][2]) for name in args.only}
    for entry in done.values():
        if args.note:
            entry["note"] = args.note
    # the file as it stands now (another run may have recorded other pairings meanwhile)
    old = json.loads(OUT.read_text()) if OUT.exists() else {"pairings": []}
    kept = {f"{p['hero']}-{p['opponent']}": p for p in old.get("pairings", [])} | done
    data = {
        "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"python": platform.python_version(), "platform": platform.platform(),
                    "load_average_at_start": [round(x, 2) for x in load],
                    "load_average_at_end": [round(x, 2) for x in os.getloadavg()]},
        "assumptions": __doc__.split("Assumptions: ")[1].split("Run:")[0].strip().replace("\n", " "),
        "pairings": [kept[k] for k in PAIRINGS if k in kept],
    }
    if "notes" in old:  # written by hand after a run: what the figures mean
        data["notes"] = old["notes"]
    OUT.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
    print(json.dumps(data, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()

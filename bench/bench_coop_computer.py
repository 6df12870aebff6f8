"""How well computer heroes do in the cooperative games: Castle Ravenloft and Dungeon Fighter.

Each row plays ``GAMES`` whole games (three seats, one hero each, every seat run by the same
player) and counts the party's victories, with the Wilson 95 % interval (a game still running
after ``MAX_ACTIONS`` counts as not won). The players:

- a computer level (``easy``, ``normal`` in Castle Ravenloft; ``easy``, ``normal``, ``strong`` in
  Dungeon Fighter), every decision through ``Game.computer_action``, the code path of a computer
  seat;
- ``default``: the move the table plays for an absent player (``Game.zombie_action``);
- ``random``: a uniform legal action.

Every game has its own table seed, dice seed and computer seed, the same for every row, so the
rows meet the same dungeons and the same dice draws as far as their choices allow, and a run
is reproducible. Castle Ravenloft is measured on the adventures a party of three starts with
(the adventure book's adventures 2 and 3) and on Rampaging Golem (adventure 11, made for three
heroes), with the box's first three heroes (Allisa, Arjhan, Immeril: no healer) and, in the rows
whose options name the heroes, with the party a group would pick (Thorgrim the cleric, Arjhan,
Immeril: ``cr-healer``). The CPU time (``time.process_time``) of the computer is given per
decision and per turn (count, mean, 95th percentile, worst), beside the load average of the
machine (a shared machine: counts, not timings, are the result). What a turn counts:

- Castle Ravenloft, ``turn_cpu``: every computer decision from the start of one hero's hero phase
  to the start of the next hero's (its hero phase, its exploration, and the answers its villain
  phase asks for, such as cancelling an encounter or placing a level-up, whichever seat answers:
  how long the table waits for the computer in one hero's turn); ``hero_phase_cpu``: that hero's
  own decisions during its hero phase alone;
- Dungeon Fighter, ``turn_cpu``: one hero's decisions within one game turn (``DFState.turn``),
  the throws, rerolls and answers of its seat.

Run: ``nice -n 10 .venv/bin/python -m bench.bench_coop_computer [games] [cr|df|cr-normal|cr-easy|cr-levels|cr-scripts|cr-healer|cr-healer-normal|cr-healer-easy ...]``; results go
to bench/results/coop-computer.json, each row replacing the row of the same game, options and
player (each row says when it was recorded).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

from rules.core import Rng, SeatInfo, find_game

from .stats import spread, wilson

RESULTS = Path(__file__).parent / "results"
GAMES = 40
MAX_ACTIONS = 6000
SEATS = 3
CR_ADVENTURES = ("find_the_icon", "klaks_infernal_artifact", "rampaging_golem")
#: the party a group of three would pick: a cleric (Thorgrim, the box's healer), a fighter and
#: a wizard, beside the box's first three heroes (no healer: the game's own order)
CR_HEALER = ["thorgrim", "arjhan", "immeril"]
ROWS: dict[str, tuple[tuple[str, dict[str, Any], str], ...]] = {
    "cr": tuple(("cr", {"adventure": adv}, player) for adv in CR_ADVENTURES
                for player in ("normal", "easy", "default", "random")),
    "df": tuple(("dungeon_fighter", {}, player) for player in ("easy", "normal", "strong", "default", "random")),
    #: the computer heroes of Castle Ravenloft alone (after a change of rules/ravenloft/computer.py, hero_ai)
    "cr-normal": tuple(("cr", {"adventure": adv}, "normal") for adv in CR_ADVENTURES),
    "cr-levels": tuple(("cr", {"adventure": adv}, level) for adv in CR_ADVENTURES for level in ("normal", "easy")),
    "cr-easy": tuple(("cr", {"adventure": adv}, "easy") for adv in CR_ADVENTURES),
    #: the scripted baselines alone (the absent player's default, uniform random)
    "cr-scripts": tuple(("cr", {"adventure": adv}, player) for adv in CR_ADVENTURES for player in ("default", "random")),
    #: the same with a healer in the party (CR_HEALER)
    "cr-healer": tuple(("cr", {"adventure": adv, "heroes": CR_HEALER}, level) for adv in CR_ADVENTURES
                       for level in ("normal", "easy")),
    "cr-healer-normal": tuple(("cr", {"adventure": adv, "heroes": CR_HEALER}, "normal") for adv in CR_ADVENTURES),
    "cr-healer-easy": tuple(("cr", {"adventure": adv, "heroes": CR_HEALER}, "easy") for adv in CR_ADVENTURES),
}


def play(args: tuple[str, dict[str, Any], str, int]) -> dict[str, Any]:
    """One game of ``game_id`` with every seat played by ``player``."""
    game_id, options, player, seed = args
    game = find_game(game_id)
    seats = [SeatInfo(index=i, name=f"{player}-{i}") for i in range(SEATS)]
    state = game.setup(game.parse_options(options), seats, Rng("%064x" % (104729 * seed + 1)))
    dice, mind = Rng("%064x" % (104729 * seed + 2)), Rng("%064x" % (104729 * seed + 3))
    cpu = 0.0
    decisions = actions = 0
    times: list[float] = []
    turn_cpu: dict[Any, float] = {}  # what a turn is: the module's docstring
    phase_cpu: dict[Any, float] = {}
    while game.result(state) is None and actions < MAX_ACTIONS:
        seat = game.prompts(state)[0].seat
        turn = (state.turn, seat) if game_id == "dungeon_fighter" else state.turn.number
        hero_phase = game_id == "cr" and state.turn.phase == "hero" and seat == state.heroes[state.turn.hero].seat
        if player == "random":
            action = mind.choice(game.legal_actions(state, seat))
        elif player == "default":
            action = game.zombie_action(state, seat)
        else:
            clock = time.process_time()
            action = game.computer_action(state, seat, player, mind)
            times.append(time.process_time() - clock)
            cpu += times[-1]
            decisions += 1
            turn_cpu[turn] = turn_cpu.get(turn, 0.0) + times[-1]
            if hero_phase:
                phase_cpu[turn] = phase_cpu.get(turn, 0.0) + times[-1]
        state = game.apply(state, seat, action, dice).state
        actions += 1
    result = game.result(state)
    won = result is not None and bool(result.winners)
    return {"won": won, "reason": result.reason if result is not None else "unfinished", "actions": actions,
            "cpu_s": cpu, "decisions": decisions, "times": times, "turn_cpu": list(turn_cpu.values()),
            "phase_cpu": list(phase_cpu.values())}


def main(games: int = GAMES, which: tuple[str, ...] = ("cr", "df")) -> dict[str, Any]:
    path = RESULTS / "coop-computer.json"
    before = json.loads(path.read_text()) if path.exists() else {}
    kept = before.get("rows", [])
    out: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine(), "seats": SEATS,
                           "notes": before.get("notes", {}), "rows": kept}  # notes: written by hand, kept
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        for key in which:
            for game_id, options, player in ROWS[key]:
                start = time.perf_counter()
                rows = pool.map(play, [(game_id, options, player, seed) for seed in range(games)])
                wins = sum(r["won"] for r in rows)
                reasons: dict[str, int] = {}
                for r in rows:
                    reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
                decisions = sum(r["decisions"] for r in rows)
                times = sorted(t for r in rows for t in r["times"])
                entry = {
                    "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    "game": game_id, "options": options, "player": player, "games": games, "won": wins,
                    "win_rate": round(wins / games, 3), "win_rate_ci95": wilson(wins, games),
                    "endings": dict(sorted(reasons.items())),
                    "mean_actions": round(sum(r["actions"] for r in rows) / games, 1),
                    "decision_cpu_mean_ms": round(1000 * sum(r["cpu_s"] for r in rows) / decisions, 2)
                    if decisions else None,
                    "decision_cpu_p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 2) if times else None,
                    "decision_cpu": spread(times),
                    "turn_cpu": spread([t for r in rows for t in r["turn_cpu"]]),
                    **({"hero_phase_cpu": spread([t for r in rows for t in r["phase_cpu"]])} if game_id == "cr" else {}),
                    "load_average": [round(x, 2) for x in os.getloadavg()],
                    "wall_s": round(time.perf_counter() - start, 1),
                }
                print(json.dumps(entry), flush=True)
                out["rows"] = [r for r in out["rows"] if (r["game"], r["options"], r["player"])
                               != (game_id, options, player)] + [entry]
                RESULTS.mkdir(exist_ok=True)  # written after each row: a long run keeps what it measured
                path.write_text(json.dumps(out, indent=2) + "\n")
    return out


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES, tuple(sys.argv[2:]) or ("cr", "df"))

"""Kravora's economy, measured on simulated games: every seat a computer fortress
(rules/kravora/ai.py, level ``normal``) playing through ``GAME.apply``, the code path a
person's move takes. Seeds ``%064x`` of 70000+k, first player seat 0, 2, 3 and 4 players.

What it measures, per building price list (the prices are ours, issue 25):
- income per player and turn (salary, kill bonus, +5/+10 faces; recycling and dismantling
  apart), and the blood a player holds when his phase 5 opens, by turn;
- for each building: among the phase-5 openings where it is still unbuilt, the share where it
  is affordable and costs at least half the blood then held (« a choice »: buying it means
  giving up units), turns 1-4 and 5-10 apart; the turn it is built and how often;
- the blood left unspent at the end, the end reasons, the wall damage by source.
Means come with 95 % intervals (normal approximation; Wilson for shares).

Assumptions: the computer's policy stands for the players (it buys defence as the threat asks,
then buildings that pay back, then the canon, then the units that add kills, and stops there:
from turn 7 it holds far more blood than any price); humans may spend differently.
Run: ``.venv/bin/python -m bench.bench_kravora_economy [games]``; results go to
bench/results/kravora-economy.json.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rules.core import Rng, SeatInfo
from rules.kravora import GAME
from rules.kravora.content import BUILDINGS, content

OUT = Path(__file__).parent / "results" / "kravora-economy.json"
#: the prices before issue 25 (caserne, université, laboratoire, atelier, hutte, centre de tri, canon)
BEFORE = {"caserne": 6, "universite": 4, "laboratoire": 5, "atelier": 6, "hutte": 5, "centre_tri": 3, "canon": 6}


@contextmanager
def prices(table: dict[str, int] | None) -> Iterator[None]:
    """Play with other building prices (the content is read once and cached: patched in place)."""
    if table is None:
        yield
        return
    c = content()
    old = {b.id: b.price for b in c.buildings}
    for b in c.buildings:
        object.__setattr__(b, "price", table[b.id])
    try:
        yield
    finally:
        for b in c.buildings:
            object.__setattr__(b, "price", old[b.id])


def mean_ci(xs: list[float]) -> dict[str, float]:
    if not xs:
        return {"mean": 0.0, "ci95": 0.0, "n": 0}
    m = statistics.fmean(xs)
    sd = statistics.stdev(xs) if len(xs) > 1 else 0.0
    return {"mean": round(m, 2), "ci95": round(1.96 * sd / math.sqrt(len(xs)), 2), "n": len(xs)}


def wilson(k: int, n: int) -> dict[str, float]:
    if n == 0:
        return {"share": 0.0, "lo": 0.0, "hi": 0.0, "n": 0}
    z, p = 1.96, k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return {"share": round(p, 3), "lo": round(c - h, 3), "hi": round(c + h, 3), "n": n}


def play(n: int, seed: str) -> dict[str, Any]:
    """One computer-only game; what it spent, earned and held."""
    seats = [SeatInfo(index=i, name=f"c{i}") for i in range(n)]
    state = GAME.setup(GAME.parse_options({"first": 0}), seats, Rng(seed))
    rng = Rng(seed)
    income: dict[tuple[int, int], int] = defaultdict(int)
    held: list[tuple[int, int, int, list[str]]] = []  # turn, seat, blood at phase 5, buildings unbuilt
    built: list[tuple[str, int]] = []
    wall: dict[str, int] = defaultdict(int)
    opened: set[tuple[int, int]] = set()
    names = {p.name: p.seat for p in state.players}
    for _ in range(5000):
        if GAME.result(state) is not None:
            break
        prompt = GAME.prompts(state)[0]
        p = state.players[prompt.seat]
        if state.step == "buy" and (state.turn, p.seat) not in opened:
            opened.add((state.turn, p.seat))
            held.append((state.turn, p.seat, p.blood, [b for b in BUILDINGS if not p.has(b)]))
        action = GAME.computer_action(state, prompt.seat, "normal", Rng("ff" * 32))
        tr = GAME.apply(state, prompt.seat, action, rng)
        turn = state.turn
        for e in tr.events:
            code, q = e.code, e.params
            if code == "kra-salary":
                income[(turn, names[q["player"]])] += q["living"] + q["kills"]
            elif code == "kra-kill-bonus":
                for who in q["players"]:
                    income[(tr.state.turn, names[who])] += q["gain"]
            elif code == "kra-calamity" and q["face"] in (["kra-face-blood-5"], ["kra-face-blood-10"]):
                gain = 5 if q["face"] == ["kra-face-blood-5"] else 10
                for s in tr.state.alive():
                    income[(tr.state.turn, s)] += gain
            elif code == "kra-built":
                built.append((q["building"][0].removeprefix("kra-b-"), turn))
            elif code in ("kra-strike-wall", "kra-strike-only-wall"):
                wall["enemy " + q["unit"]] += q["wall"]
            elif code.startswith("kra-comet"):
                wall["comet"] += q["wall"]
            elif code == "kra-rocaille":
                wall["rocaille"] += q["wall"]
            elif code == "kra-dismantled":
                wall["dismantled"] += q["points"]
        state = tr.state
    res = GAME.result(state)
    return {"income": dict(income), "held": held, "built": built, "wall": dict(wall),
            "unspent": [p.blood for p in state.players if p.alive], "reason": res.reason if res else "unfinished",
            "turn": state.turn, "shared": bool(res and len(res.winners) > 1)}


def measure(games: int, table: dict[str, int] | None, counts: tuple[int, ...] = (2, 3, 4)) -> dict[str, Any]:
    out: dict[str, Any] = {}
    with prices(table):
        current = {b.id: b.price for b in content().buildings}
        out["prices"] = current
        for n in counts:
            runs = [play(n, "%064x" % (70000 + k)) for k in range(games)]
            by_turn: dict[int, list[int]] = defaultdict(list)
            for r in runs:
                for (turn, _seat), v in r["income"].items():
                    if 1 <= turn <= 10:
                        by_turn[turn].append(v)
            held_by_turn: dict[int, list[int]] = defaultdict(list)
            choice: dict[str, dict[str, list[int]]] = {b: {"t1-4": [0, 0], "t5-10": [0, 0]} for b in BUILDINGS}
            for r in runs:
                for turn, _seat, blood, unbuilt in r["held"]:
                    held_by_turn[turn].append(blood)
                    if 1 <= turn <= 10:
                        span = "t1-4" if turn <= 4 else "t5-10"
                        for b in BUILDINGS:
                            if b in unbuilt:
                                choice[b][span][1] += 1
                                # a choice: affordable, and at least half the blood held (it competes)
                                choice[b][span][0] += blood >= current[b] and current[b] * 2 >= blood
            late = [b for t, xs in held_by_turn.items() if 5 <= t <= 10 for b in xs]
            walls: dict[str, int] = defaultdict(int)
            for r in runs:
                for k, v in r["wall"].items():
                    walls[k] += v
            total_wall = sum(walls.values()) or 1
            reasons: dict[str, int] = defaultdict(int)
            for r in runs:
                reasons[r["reason"]] += 1
            out[f"{n}_players"] = {
                "games": games,
                "income_per_turn": {t: mean_ci([float(x) for x in by_turn[t]]) for t in sorted(by_turn)},
                "blood_at_phase_5": {t: mean_ci([float(x) for x in held_by_turn[t]])
                                     for t in sorted(held_by_turn) if t <= 10},
                "blood_at_phase_5_turns_5_10_median": statistics.median(late) if late else 0,
                "building_a_choice": {b: {span: wilson(*v) for span, v in choice[b].items()} for b in BUILDINGS},
                "building_turn_built": {b: mean_ci([float(t) for x, t in (y for r in runs for y in r["built"])
                                                    if x == b]) for b in BUILDINGS},
                "built_share": {b: round(sum(1 for r in runs for x, _ in r["built"] if x == b)
                                         / (games * n), 3) for b in BUILDINGS},
                "unspent_at_end": mean_ci([float(b) for r in runs for b in r["unspent"]]),
                "end_reasons": dict(reasons),
                "shared_wins": wilson(sum(r["shared"] for r in runs), games),
                "wall_damage_share": {k: round(v / total_wall, 3) for k, v in sorted(walls.items())},
                "wall_damage_total": sum(walls.values()),
            }
    return out


def main(games: int = 40) -> dict[str, Any]:
    import os

    t0, cpu0 = time.time(), time.process_time()
    data: dict[str, Any] = {"games_per_count": games, "seeds": f"70000-{70000 + games - 1}", "policy": "normal",
                            "before": measure(games, BEFORE), "after": measure(games, None)}
    data["cpu_s"] = round(time.process_time() - cpu0, 1)
    data["wall_s"] = round(time.time() - t0, 1)
    data["load_average"] = [round(x, 2) for x in os.getloadavg()]
    data["recorded"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    OUT.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return data


if __name__ == "__main__":
    d = main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
    for key in ("before", "after"):
        for n in (2, 3, 4):
            x = d[key][f"{n}_players"]
            print(key, n, "income t5-10", [x["income_per_turn"].get(t, {}).get("mean") for t in range(1, 11)],
                  "held p5 median t5-10", x["blood_at_phase_5_turns_5_10_median"],
                  "unspent", x["unspent_at_end"], "shared", x["shared_wins"]["share"], x["end_reasons"])
            print("   choice t1-4", {b: v["t1-4"]["share"] for b, v in x["building_a_choice"].items()})
            print("   choice t5-10", {b: v["t5-10"]["share"] for b, v in x["building_a_choice"].items()})
            print("   built", x["built_share"], "wall", x["wall_damage_share"])

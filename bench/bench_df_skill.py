"""Dungeon Fighter's skill, measured through the throw page's own code path (issue 22).

Whole games (3 heroes drawn at random, seeds 91000-91000+N) played by the project's coach
(rules/dungeon_fighter/coach.py: every decision, the die and the weapons included), its throws
made by a simulated hand (rules/dungeon_fighter/hands.py): the hand produces the pointer samples
a browser gives the page, the samples become the ``/df throw gesture:`` the page's server sends
(``hands.page_args``), parsed by the game's own command parser and read by the rules'
``gesture.page_throw`` like a person's. « buttons » is the coach's own numbers typed (the
buttons, the form, ``/df throw aim: power: height:``): model 4 gives them an average hand's
spread. Win rates with Wilson 95 % intervals.

Run: ``python -m bench.bench_df_skill [games] [difficulty...]``; results go to
bench/results/df-skill.json and are quoted in docs/dungeon_fighter_skill.md. Counts, not
timings, are the result; the seconds are noted with the machine's load average.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time
from pathlib import Path
from typing import Any

from rules.core import Rng
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.coach import play_skilled
from rules.dungeon_fighter.gesture import page_throw, start_of
from rules.dungeon_fighter.hands import HANDS, Hand, page_args
from rules.dungeon_fighter.model import DFState, Throw

OUT = Path(__file__).parent / "results" / "df-skill.json"
DIFFICULTIES = ("facile", "normal", "infernal")
WHO = ("careless", "average", "practised", "precise", "buttons")


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)


def throw_stats(who: str, point: tuple[float, float], n: int = 3000) -> dict[str, float]:
    """One throw without special throws, ``n`` times: hit rate, share of 10s, share in a hole and
    damage a throw (before bonuses); a hand through the page's reading of its samples, « buttons »
    the exact numbers with the typed throw's spread."""
    rng, hand_rng = Rng("%064x" % 1), Rng("%064x" % 2)
    hits = centre = hole = dmg = 0
    for _ in range(n):
        drift = T.draw_drift(rng)
        if who == "buttons":
            aim, power, height = T.skilled_params(point, [], drift)
            aim, power = T.hand_spread(aim, power, T.POWER_MAX, hand_rng)
        else:
            hand = HANDS[who]
            seen = (drift[0] * hand.push_seen, drift[1] * hand.push_seen)
            want, power, height = T.skilled_params(point, [], seen)
            x, y, power, height, _, _ = page_throw(hand.samples(start_of([]), want, power, height, hand_rng), None, [])
            aim = (x, y)
        land = T.resolve(aim, power, height, [], drift, rng)
        hits += land.hit
        centre += land.zone == 10
        hole += land.outcome == "hole"
        dmg += land.zone
    return {"hit": round(hits / n, 3), "ten": round(centre / n, 3), "hole": round(hole / n, 3),
            "damage": round(dmg / n, 2)}


def through_the_page(hand: Hand):  # type: ignore[no-untyped-def]
    """The coach's throw made by ``hand`` on the page: samples -> the page's arguments -> the
    game's command parser (what the page's server does), nothing else kept."""

    def play(state: DFState, seat: int, skilled: Throw, rng: Rng) -> Any:
        return GAME.parse_command("throw", page_args(hand.throw(state, seat, skilled, rng)), state, seat)

    return play


#: cells measured on twice the games (seeds 91000-91399): Normal's levels whose 200-game
#: intervals touched (practised 48.6-62.2 %, precise 60.2-73.1 %) and the buttons beside them
MORE = {"normal": ("practised", "precise", "buttons")}


def win_rate(who: str, difficulty: str, games: int, start: int = 91000) -> dict[str, Any]:
    hand = None if who == "buttons" else through_the_page(HANDS[who])
    wins = sum(bool(play_skilled(GAME, difficulty, 3, "%064x" % (start + k), hand=hand).won) for k in range(games))
    low, high = wilson(wins, games)
    return {"wins": wins, "games": games, "rate": round(wins / games, 3), "ci95": [low, high]}


def main(games: int = 200, difficulties: tuple[str, ...] = DIFFICULTIES, out: Path | None = OUT,
         throws: bool = True) -> dict[str, Any]:
    t0, cpu0 = time.time(), time.process_time()
    data: dict[str, Any] = {"games_per_cell": games, "heroes": 3, "seeds": f"91000-{91000 + games - 1}",
                            "model": "throw model 4 (issue 22)", "results": {}}
    if throws:
        data["throws"] = {who: {"centre": throw_stats(who, (0.0, 0.0)), "safe": throw_stats(who, T.SAFE_AIM)}
                          for who in WHO}
    for d in difficulties:
        data["results"][d] = {who: win_rate(who, d, games * (2 if who in MORE.get(d, ()) else 1)) for who in WHO}
        print(d, json.dumps(data["results"][d]), flush=True)
    data["seconds"] = round(time.time() - t0, 1)
    data["cpu_seconds"] = round(time.process_time() - cpu0, 1)
    data["load_average"] = [round(x, 2) for x in os.getloadavg()]
    if out is not None:
        out.write_text(json.dumps(data, indent=2) + "\n")
    return data


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    chosen = tuple(sys.argv[2:]) or DIFFICULTIES
    print(json.dumps(main(n, chosen, OUT if chosen == DIFFICULTIES else None), indent=2))

"""Dungeon Fighter's skill, measured through the throw page's own code path (issue 22).

Whole games (3 heroes drawn at random, seeds 91000-91000+N) played by the project's coach
(rules/dungeon_fighter/coach.py: every decision, the die and the weapons included), its throws
made by a simulated hand (rules/dungeon_fighter/hands.py): the hand produces the pointer events
a browser gives the page; **the throw page itself reads them**, open in Debian's headless
Chromium (bench/df_page.py: bot/web/throw.html's ``press``, ``moved``, ``released`` and rounding);
its samples become the ``/df throw gesture:`` the page's server sends (``hands.page_args``),
parsed by the game's own command parser and read by the rules' ``gesture.page_throw`` like a
person's. Every gesture is also read by the rules' Python copy of the page's reading
(``hands.page_samples``, used by the computer seats and the rules' tests) and the results count
the gestures where the two differ. « buttons » is the coach's own numbers typed (the
buttons, the form, ``/df throw aim: power: height:``): model 4 gives them an average hand's
spread. Win rates with Wilson 95 % intervals.

Run: ``python -m bench.bench_df_skill [games] [difficulty...]`` (``--who careless,average``
for some hands only, ``--normal N`` for Normal's games, ``--start S`` for the first seed; a run
of part of the table prints its JSON and writes nothing); the whole table goes to
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

from bench.df_page import PageInChromium
from rules.core import Rng
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.coach import play_skilled
from rules.dungeon_fighter.gesture import page_throw, start_of
from rules.dungeon_fighter.hands import HANDS, Hand, Sampler, page_args, page_samples
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


class Checked:
    """The page's reading of the events, checked against the rules' Python copy of it."""

    def __init__(self, page: Sampler) -> None:
        self.page, self.gestures, self.differ = page, 0, 0

    def __call__(self, events: list[list[Any]]) -> list[list[float]]:
        got = self.page(events)
        self.gestures += 1
        self.differ += got != page_samples(events)
        return got


def through_the_page(hand: Hand, sampler: Sampler | None = None):  # type: ignore[no-untyped-def]
    """The coach's throw made by ``hand`` on the page: events -> the page's samples -> the page's
    arguments -> the game's command parser (what the page's server does), nothing else kept."""

    def play(state: DFState, seat: int, skilled: Throw, rng: Rng) -> Any:
        return GAME.parse_command("throw", page_args(hand.throw(state, seat, skilled, rng, sampler)), state, seat)

    return play


def win_rate(who: str, difficulty: str, games: int, start: int = 91000, sampler: Sampler | None = None
             ) -> dict[str, Any]:
    hand = None if who == "buttons" else through_the_page(HANDS[who], sampler)
    wins = sum(bool(play_skilled(GAME, difficulty, 3, "%064x" % (start + k), hand=hand).won) for k in range(games))
    low, high = wilson(wins, games)
    return {"wins": wins, "games": games, "rate": round(wins / games, 3), "ci95": [low, high]}


def main(games: int = 200, difficulties: tuple[str, ...] = DIFFICULTIES, out: Path | None = OUT,
         throws: bool = True, normal: int = 1000, who: tuple[str, ...] = WHO, start: int = 91000
         ) -> dict[str, Any]:
    t0, cpu0 = time.time(), time.process_time()
    counts = {d: normal if d == "normal" else games for d in difficulties}
    data: dict[str, Any] = {"games": counts, "heroes": 3, "first_seed": start, "model": "throw model 4 (issue 22)",
                            "sampled_by": "bot/web/throw.html in Debian's headless Chromium (390 x 844, touch)",
                            "results": {}}
    if throws:
        data["throws"] = {w: {"centre": throw_stats(w, (0.0, 0.0)), "safe": throw_stats(w, T.SAFE_AIM)}
                          for w in WHO}
    with PageInChromium() as page:
        checked = Checked(page)
        for d in difficulties:
            data["results"][d] = {w: win_rate(w, d, counts[d], start, checked) for w in who}
            print(d, json.dumps(data["results"][d]), flush=True)
    data["gestures"] = {"read_by_the_page": checked.gestures, "differing_from_page_samples": checked.differ}
    data["seconds"] = round(time.time() - t0, 1)
    data["cpu_seconds"] = round(time.process_time() - cpu0, 1)
    data["load_average"] = [round(x, 2) for x in os.getloadavg()]
    if out is not None:
        out.write_text(json.dumps(data, indent=2) + "\n")
    return data


if __name__ == "__main__":
    args = sys.argv[1:]

    def option(name: str, default: str) -> str:
        if name in args:
            k = args.index(name)
            value = args[k + 1]
            del args[k:k + 2]
            return value
        return default

    chosen_who = tuple(option("--who", ",".join(WHO)).split(","))
    n_normal = int(option("--normal", "1000"))
    first = int(option("--start", "91000"))
    n = int(args[0]) if args else 200
    chosen = tuple(args[1:]) or DIFFICULTIES
    whole = chosen == DIFFICULTIES and chosen_who == WHO and first == 91000
    print(json.dumps(main(n, chosen, OUT if whole else None, throws=whole, normal=n_normal, who=chosen_who,
                          start=first), indent=2))

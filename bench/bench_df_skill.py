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

Run: ``python -m bench.bench_df_skill play <who> <difficulty> <first seed> <games> <log>``
(one line per game appended to the log, so runs can share the machine and stop midway), then
``python -m bench.bench_df_skill table <log>...`` writes bench/results/df-skill.json, quoted in
docs/dungeon_fighter_skill.md. Counts, not timings, are the result (the machine's load average
is noted with them). A cell counts its seeds from the first one without a gap.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import signal
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
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


def play(who: str, difficulty: str, first: int, games: int, log: Path, threads: int = 8) -> None:
    """Play ``games`` games (seeds ``first``...) and append one line per game to ``log``: whether
    it was won, the gestures the page read and how many differed from ``hands.page_samples``,
    the machine's load average when it ended. ``threads`` games at a time share
    the page (the machine's load makes each call wait, not work). A run stopped midway keeps the
    games it finished."""
    stop = threading.Event()  # SIGTERM: the games under way end, the others are not started
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    browser: Any = contextlib.nullcontext(page_samples) if who == "buttons" else PageInChromium()
    lock = threading.Lock()
    with browser as page, log.open("a") as out:

        def one(seed: int) -> None:
            if stop.is_set():
                return
            checked = Checked(page)
            hand = None if who == "buttons" else through_the_page(HANDS[who], checked)
            won = bool(play_skilled(GAME, difficulty, 3, "%064x" % seed, hand=hand).won)
            line = json.dumps({"who": who, "difficulty": difficulty, "seed": seed, "won": won,
                               "gestures": checked.gestures, "differ": checked.differ,
                               "load": round(os.getloadavg()[0], 1)})
            with lock:
                out.write(line + "\n")
                out.flush()

        with ThreadPoolExecutor(threads) as pool:
            for done in [pool.submit(one, seed) for seed in range(first, first + games)]:
                done.result()


def table(logs: list[Path], out: Path | None = OUT, throws: bool = True) -> dict[str, Any]:
    """The results table from the games' lines (each seed counted once per hand and difficulty)."""
    found: dict[tuple[str, str], dict[int, dict[str, Any]]] = {}
    for log in logs:
        for line in log.read_text().splitlines():
            g = json.loads(line)
            found.setdefault((g["difficulty"], g["who"]), {})[g["seed"]] = g
    # each cell: the seeds from its first one without a gap (a run stopped midway leaves a few
    # games after the gap, played by threads still under way: left out)
    games: dict[tuple[str, str], dict[int, dict[str, Any]]] = {}
    for cell, played in found.items():
        seed, games[cell] = min(played), {}
        while seed in played:
            games[cell][seed] = played[seed]
            seed += 1
    data: dict[str, Any] = {"heroes": 3, "model": "throw model 4 (issue 22)",
                            "sampled_by": "bot/web/throw.html in Debian's headless Chromium (390 x 844, touch), "
                                          "bench/df_page.py", "results": {}}
    if throws:
        data["throws"] = {w: {"centre": throw_stats(w, (0.0, 0.0)), "safe": throw_stats(w, T.SAFE_AIM)}
                          for w in WHO}
    gestures = differ = 0
    loads = []
    for d in DIFFICULTIES:
        row = {}
        for w in WHO:
            played = games.get((d, w), {})
            if not played:
                continue
            wins = sum(g["won"] for g in played.values())
            n = len(played)
            low, high = wilson(wins, n)
            row[w] = {"wins": wins, "games": n, "rate": round(wins / n, 3), "ci95": [low, high],
                      "seeds": f"{min(played)}-{max(played)}"}
            gestures += sum(g["gestures"] for g in played.values())
            differ += sum(g["differ"] for g in played.values())
            loads += [g["load"] for g in played.values()]
        if row:
            data["results"][d] = row
    data["gestures"] = {"read_by_the_page": gestures, "differing_from_page_samples": differ}
    if loads:
        data["load_average"] = {"min": min(loads), "median": sorted(loads)[len(loads) // 2], "max": max(loads)}
    if out is not None:
        out.write_text(json.dumps(data, indent=2) + "\n")
    return data


if __name__ == "__main__":
    if sys.argv[1] == "play":
        play(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), Path(sys.argv[6]))
    elif sys.argv[1] == "table":
        print(json.dumps(table([Path(a) for a in sys.argv[2:]])["results"], indent=2))

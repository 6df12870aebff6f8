"""Dungeon Fighter's skill, measured: each thrower's throw at the centre and at the safe 3, and
whole games per difficulty for the best bot and the human-like throwers (rules/dungeon_fighter/
human.py), 3 heroes drawn at random, seeds 91000-91000+N.

Run: ``python -m bench.bench_df_skill [games]``; results go to bench/results/df-skill.json and
are quoted in docs/dungeon_fighter_skill.md.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from rules.core import Rng
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.coach import play_skilled
from rules.dungeon_fighter.human import THROWERS, Thrower

OUT = Path(__file__).parent / "results" / "df-skill.json"
DIFFICULTIES = ("facile", "normal", "infernal")


def throw_stats(thrower: Thrower | None, point: tuple[float, float], n: int = 3000) -> dict[str, float]:
    """Hit rate, share of 10s, share in a hole and damage a throw (before bonuses)."""
    rng, hand = Rng("%064x" % 1), Rng("%064x" % 2)
    hits = centre = hole = dmg = 0
    for _ in range(n):
        drift = T.draw_drift(rng)
        seen = drift if thrower is None else (drift[0] * thrower.push_seen, drift[1] * thrower.push_seen)
        aim, power, height = T.skilled_params(point, [], seen)
        if thrower is not None:
            aim = (aim[0] + thrower.aim_sd * T.normal(hand), aim[1] + thrower.aim_sd * T.normal(hand))
            power *= 1 + thrower.power_sd * T.normal(hand)
            height = thrower.height or height
        land = T.resolve(aim, power, height, [], drift, rng)
        hits += land.hit
        centre += land.zone == 10
        hole += land.outcome == "hole"
        dmg += land.zone
    return {"hit": round(hits / n, 3), "ten": round(centre / n, 3), "hole": round(hole / n, 3),
            "damage": round(dmg / n, 2)}


def win_rates(thrower: Thrower | None, games: int) -> dict[str, Any]:
    hand = None if thrower is None else thrower.throw
    out: dict[str, Any] = {}
    for d in DIFFICULTIES:
        wins = sum(bool(play_skilled(GAME, d, 3, "%064x" % (91000 + k), hand=hand).won) for k in range(games))
        out[d] = {"wins": wins, "games": games, "rate": round(wins / games, 3)}
    return out


def main(games: int = 100) -> dict[str, Any]:
    t0 = time.time()
    who: dict[str, Thrower | None] = {"best-bot": None, **THROWERS}
    data: dict[str, Any] = {"games_per_difficulty": games, "heroes": 3, "seeds": f"91000-{91000 + games - 1}"}
    data["throws"] = {name: {"centre": throw_stats(t, (0.0, 0.0)), "safe": throw_stats(t, T.SAFE_AIM)}
                      for name, t in who.items()}
    data["games"] = {name: win_rates(t, games) for name, t in who.items()}
    data["seconds"] = round(time.time() - t0, 1)
    OUT.write_text(json.dumps(data, indent=2) + "\n")
    return data


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100), indent=2))

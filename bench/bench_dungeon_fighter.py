"""Timing Dungeon Fighter: resolving a throw (engine apply), rendering the picture, and a whole
game played by the skilled party of the balance measurements.

``pictures``: the drawing alone over 30 consecutive states of games with 1, 4 and 6 heroes
(spectator's view), caches warm and off, beside the floor measured in the same run (encoding
the same pictures); with ``BENCH_BASELINE=<dir>@<commit>`` also the renderer of that checkout.

Run: ``python -m bench.bench_dungeon_fighter``; results go to bench/results/dungeon_fighter.json.
"""

from __future__ import annotations

import json
import platform
import time
from pathlib import Path

from render.dungeon_fighter import render
from render.encode import encode_png
from rules.core import Rng, SeatInfo
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.coach import play_skilled
from rules.dungeon_fighter.model import Go, Throw

from .harness import time_sync as _time
from .pictures import baseline, game_views, picture_times

OUT = Path(__file__).parent / "results" / "dungeon_fighter.json"


def _combat_state():
    rng = Rng("%064x" % 2024)
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(4)]
    state = GAME.setup(GAME.parse_options({"difficulty": "normal"}), seats, rng)
    state = GAME.apply(state, state.leader, Go(room=GAME.successors(state)[0]), rng).state
    return state, rng


def main() -> dict:
    state, rng = _combat_state()
    seat = state.combat.thrower
    action = Throw(die="red", aim_x=0, aim_y=0, power=8.0, height=6, weapons=[])
    resolve_model = _time(lambda: T.resolve((0, 0), 8.0, 6, ["pichenette", "double_rebond"], (5, 5), rng), 2000)
    apply_throw = _time(lambda: GAME.apply(state, seat, action, rng), 300)
    after = GAME.apply(state, seat, action, rng).state
    view = GAME.view(after, 0)
    render_only = _time(lambda: render(view, "fr"), 30)
    render_png = _time(lambda: encode_png(render(view, "fr")), 30)
    size = len(encode_png(render(view, "fr")))
    seeds = iter(range(10_000))
    skilled_game = _time(lambda: play_skilled(GAME, "normal", 3, "%064x" % (77000 + next(seeds))), 20)
    results = {
        "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "machine": {"python": platform.python_version(), "platform": platform.platform()},
        "throw_model_resolve": resolve_model,
        "engine_apply_throw": apply_throw,
        "render_view": render_only,
        "render_and_encode_png": render_png,
        "png_bytes": size,
        "skilled_game_normal_3_heroes": skilled_game,
    }
    results["pictures"] = {}
    for heroes in (1, 4, 6):
        options = {"difficulty": "normal"}
        results["pictures"][f"{heroes}-heroes"] = picture_times(render, game_views("dungeon_fighter", options, heroes))
        before = baseline("dungeon_fighter", options, heroes)
        if before:
            results["pictures"][f"{heroes}-heroes"]["before"] = before
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return results


if __name__ == "__main__":
    print(json.dumps(main(), indent=2))

"""Krosmaster benchmark: for a mid-game state on each arena, the time to list the legal
actions, to apply a spell with its rolls (the engine's apply, a deep copy included), and to
render and encode the picture (and the picture of a ``reach`` info answer), in duels and
with 4 players. Target: p95 move under 60 ms, picture under 150 KB.

``pictures``: the drawing alone over 30 consecutive states of a game (spectator's view), with
the caches warm and with every cache off, beside the floor measured in the same run (encoding
the same pictures); with ``BENCH_BASELINE=<dir>@<commit>`` also the renderer of that checkout.

Run: ``.venv/bin/python -m bench.bench_krosmaster``; results go to bench/results/krosmaster.json.
"""

from __future__ import annotations

import json
import platform
import random
import time
from pathlib import Path
from typing import Any

from render.encode import encode_png
from render.krosmaster import render
from rules.core import Rng, SeatInfo, find_game

from .harness import time_sync as timed
from .pictures import baseline, game_views, picture_times

GAME = find_game("krosmaster")
RESULTS = Path(__file__).parent / "results"


def midgame(arena: str, seed: int = 5, steps: int = 400, mode: str = "duel") -> tuple[Any, Rng]:
    """Play random legal actions (mostly not "end") until a Krosmaster can cast an attack spell
    after ``steps`` actions: a board with summons, wounds and moved figures."""
    rng = Rng("%064x" % seed)
    chooser = random.Random(seed)
    names = ["Alice", "Bob"] if mode == "duel" else ["Alice", "Bob", "Chloé", "Dominique"]
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(names)]
    opts = {"arena": arena, "side": "N" if mode == "duel" else "NW", "autodeploy": True, "mode": mode}
    state = GAME.setup(GAME.parse_options(opts), seats, rng)
    for i in range(steps * 4):
        if GAME.result(state) is not None:
            state = GAME.setup(GAME.parse_options(opts), seats, rng)
            continue
        seat = GAME.prompts(state)[0].seat
        legal = GAME.legal_actions(state, seat)
        casts = [a for a in legal if a.type == "cast" and GAME_SPELL_KIND(a.spell) == "attack"]
        if i >= steps and casts:
            return state, rng
        busy = [a for a in legal if a.type != "end"]
        action = chooser.choice(busy if busy and chooser.random() < 0.8 else legal)
        state = GAME.apply(state, seat, action, rng).state
    raise RuntimeError("no mid-game state with a spell to cast")


def GAME_SPELL_KIND(spell: str) -> str:
    from rules.krosmaster.content import content

    return content().spells[spell].kind


def bench_arena(arena: str, n: int, mode: str = "duel") -> dict[str, Any]:
    state, rng = midgame(arena, mode=mode)
    seat = GAME.prompts(state)[0].seat
    legal = GAME.legal_actions(state, seat)
    cast = next(a for a in legal if a.type == "cast" and GAME_SPELL_KIND(a.spell) == "attack")
    view = GAME.view(state, seat)
    png = encode_png(render(view, "fr"))
    reach = {"unit": state.current, "spell": cast.spell}
    reach_png = encode_png(render(GAME.info(state, seat, "reach", reach).view, "fr"))
    return {
        "arena": arena,
        "mode": mode,
        "legal_actions": len(legal),
        "spell": cast.model_dump(mode="json"),
        "list_legal_actions_ms": timed(lambda: GAME.legal_actions(state, seat), n),
        "apply_spell_ms": timed(lambda: GAME.apply(state, seat, cast, Rng(rng.seed, rng.counter)), n),
        "view_ms": timed(lambda: GAME.view(state, seat), n),
        "render_encode_ms": timed(lambda: encode_png(render(GAME.view(state, seat), "fr")), max(5, n // 5)),
        "png_bytes": len(png),
        "reach_info_render_encode_ms": timed(
            lambda: encode_png(render(GAME.info(state, seat, "reach", reach).view, "fr")), max(5, n // 5)),
        "reach_png_bytes": len(reach_png),
    }


PICTURE_GAMES = [
    ("duel-fosse", {"arena": "fosse", "side": "N", "autodeploy": True}, 2),
    ("ffa-fosse", {"mode": "ffa", "arena": "fosse", "side": "NW", "autodeploy": True}, 4),
    ("2v2-elementaire", {"mode": "2v2", "arena": "elementaire", "side": "NW", "autodeploy": True}, 4),
    ("tuto4", {"scenario": "tuto4"}, 2),
]


def main() -> None:
    n = 200
    data = {
        "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "targets": {"move_p95_ms": 60, "png_bytes": 150_000},
        "arenas": [bench_arena("fosse", n), bench_arena("elementaire", n), bench_arena("fosse", n, "ffa"),
                   bench_arena("elementaire", n, "2v2")],
    }
    data["pictures"] = {}
    for name, options, players in PICTURE_GAMES:
        data["pictures"][name] = picture_times(render, game_views("krosmaster", options, players))
        before = baseline("krosmaster", options, players)
        if before:
            data["pictures"][name]["before"] = before
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / "krosmaster.json"
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(json.dumps(data, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()

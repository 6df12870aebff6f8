"""Timing a game's picture: drawing with the caches warm (the bot's steady state), drawing with
every cache off (each text rasterised, each layer drawn: what a picture cost before the
caches), and the floor measured in the same run: encoding the same picture to PNG, which every
move pays whatever the drawing costs. The machine is shared, so each figure is the median of
several interleaved rounds."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from render import text
from render.encode import encode_png
from rules.core import Rng, SeatInfo, find_game

from .harness import time_sync

Renderer = Callable[[Any, str], Any]


def _median(rounds: list[dict[str, float]]) -> dict[str, float]:
    return {
        "p50": round(statistics.median(r["p50"] for r in rounds), 3),
        "p95": round(statistics.median(r["p95"] for r in rounds), 3),
        "n": int(sum(r["n"] for r in rounds)),
        "rounds": len(rounds),
    }


def _cycle(render: Renderer, views: Sequence[Any], locale: str) -> Callable[[], Any]:
    """A function drawing the next view of ``views`` at each call (a game's consecutive states)."""
    state = {"i": 0}

    def draw() -> Any:
        view = views[state["i"] % len(views)]
        state["i"] += 1
        return render(view, locale)

    return draw


def _plain(draw: Callable[[], Any]) -> Any:
    with text.uncached():
        return draw()


def _cpu(func: Callable[[], Any], n: int) -> float:
    start = time.process_time()
    for _ in range(n):
        func()
    return round((time.process_time() - start) * 1000 / n, 3)


def picture_times(render: Renderer, views: Sequence[Any], locale: str = "fr", n: int = 40,
                  rounds: int = 3) -> dict[str, Any]:
    """Render p50/p95 over ``views`` (cached and uncached) beside the PNG encoding floor."""
    for view in views:  # the bot has drawn this arena before
        render(view, locale)
    cached: list[dict[str, float]] = []
    uncached: list[dict[str, float]] = []
    floor: list[dict[str, float]] = []
    images = [render(view, locale) for view in views]
    for _ in range(rounds):
        cached.append(time_sync(_cycle(render, views, locale), n))

        uncached.append(time_sync(lambda draw=_cycle(render, views, locale): _plain(draw), n))
        floor.append(time_sync(_cycle(lambda img, _l: encode_png(img), images, locale), n))
    c, u, f = _median(cached), _median(uncached), _median(floor)
    return {
        "views": len(views),
        "render_ms": c,
        "render_uncached_ms": u,
        # CPU time per picture (process time): what other processes on the box do not inflate
        "render_cpu_ms_mean": _cpu(_cycle(render, views, locale), n * rounds),
        "render_uncached_cpu_ms_mean": _cpu(lambda draw=_cycle(render, views, locale): _plain(draw), n * rounds),
        "floor_encode_png_ms": f,
        "render_over_floor_p50": round(c["p50"] / f["p50"], 3) if f["p50"] else None,
        "uncached_over_cached_p50": round(u["p50"] / c["p50"], 2) if c["p50"] else None,
        "png_bytes_max": max(len(encode_png(img)) for img in images),
        "size": list(images[0].size),
    }


def game_views(game_id: str, options: dict[str, Any], players: int, count: int = 30,
               seed: int = 7) -> list[Any]:
    """The spectator's views of ``count`` consecutive states of a game played at random."""
    game = find_game(game_id)
    rng = Rng("%064x" % seed)
    chooser = random.Random(seed)
    seats = [SeatInfo(index=i, name=f"Joueur {i + 1}") for i in range(players)]
    state = game.setup(game.parse_options(options), seats, rng)
    views = []
    while len(views) < count:
        if game.result(state) is not None:
            state = game.setup(game.parse_options(options), seats, rng)
        seat = game.prompts(state)[0].seat
        legal = game.legal_actions(state, seat)
        busy = [a for a in legal if getattr(a, "type", "") != "end"]
        state = game.apply(state, seat, chooser.choice(busy if busy and chooser.random() < 0.85 else legal), rng).state
        views.append(game.view(state, None))
    return views


_BASELINE = r'''
import json, random, statistics, sys, time
from importlib import import_module
from rules.core import Rng, SeatInfo, find_game
game_id, options, players, count, seed, n, rounds, locale = json.loads(sys.argv[1])
render = import_module("render." + game_id).render
game = find_game(game_id)
rng = Rng("%064x" % seed)
chooser = random.Random(seed)
seats = [SeatInfo(index=i, name=f"Joueur {i + 1}") for i in range(players)]
state = game.setup(game.parse_options(options), seats, rng)
views = []
while len(views) < count:
    if game.result(state) is not None:
        state = game.setup(game.parse_options(options), seats, rng)
    seat = game.prompts(state)[0].seat
    legal = game.legal_actions(state, seat)
    busy = [a for a in legal if getattr(a, "type", "") != "end"]
    state = game.apply(state, seat, chooser.choice(busy if busy and chooser.random() < 0.85 else legal), rng).state
    views.append(game.view(state, None))
for v in views:
    render(v, locale)
out = []
cpu = time.process_time()
for _ in range(rounds):
    xs = []
    for i in range(n):
        start = time.perf_counter()
        img = render(views[i % len(views)], locale)
        xs.append((time.perf_counter() - start) * 1000)
    xs.sort()
    out.append((xs[round(0.5 * (len(xs) - 1))], xs[round(0.95 * (len(xs) - 1))]))
cpu = (time.process_time() - cpu) * 1000 / (n * rounds)
print(json.dumps({"p50": statistics.median(p for p, _ in out), "p95": statistics.median(q for _, q in out),
                  "n": n * rounds, "size": list(img.size), "cpu": cpu}))
'''


def baseline(game_id: str, options: dict[str, Any], players: int, count: int = 30, seed: int = 7,
             n: int = 40, rounds: int = 3, locale: str = "fr") -> dict[str, Any] | None:
    """The same views drawn by the renderer of another checkout, in a subprocess: set
    ``BENCH_BASELINE=<directory>@<commit>`` (e.g. ``git archive <commit>`` unpacked) to compare
    with the pictures before a change; the commit is recorded with the figures."""
    import json
    import os
    import subprocess
    import sys

    spec = os.environ.get("BENCH_BASELINE")
    if not spec:
        return None
    tree, _, commit = spec.partition("@")
    args = json.dumps([game_id, options, players, count, seed, n, rounds, locale])
    out = subprocess.run([sys.executable, "-c", _BASELINE, args], cwd=tree, capture_output=True, text=True,
                         check=True, env={"PYTHONPATH": tree, "PATH": "/usr/bin:/bin"})
    data = json.loads(out.stdout)
    return {"commit": commit or None, "render_ms": {
        "p50": round(data["p50"], 3), "p95": round(data["p95"], 3), "n": data["n"], "rounds": rounds},
        "render_cpu_ms_mean": round(data["cpu"], 3), "size": data["size"]}

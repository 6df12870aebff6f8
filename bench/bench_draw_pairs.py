"""Drawing before and after a change, paired in one process, in the load bench's pattern.

bench_picture_cpu.py runs one version at a time: on the shared 2-core machine two runs a minute
apart differ by 10-45 % (its quantizing, unchanged code, moved that much), more than a change to
the drawing. Here each picture of the load bench's pattern (1,000 active tables of the five-game
mix, the next move of a table taken at random, a quarter in English) is drawn by both versions,
in turn first, each with its own caches (layers, labels, tiles), so both see the same machine at
the same moment; each pair's pixels are compared, and the CPU time of the process is recorded
per game with a 95 % interval of the paired differences, and the labels rasterised a picture.

The « before » version (this session's change, docs/ARCHITECTURE.md « Pictures »): the Krosmaster
and Dungeon Fighter renderers (and the map drawing) of a checkout of the commit before
(``git archive 46c8122`` unpacked), each static layer keeping a record of its texts, the cache's
shares 4/2/2 MB (layers/tiles/labels); the « after »: this checkout.

Run: ``nice -n 10 .venv/bin/python -m bench.bench_draw_pairs BEFORE_DIR [--pictures 1200] [--record LABEL]``
(results in ``bench/results/picture-cpu.json`` beside the one-version runs).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import resource
import statistics
import sys
import time
from collections import OrderedDict, defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

from render import layers, text
from render.budget import picture_cache_bytes
from render.ravenloft import dungeon
from render.pool import return_big_buffers, view_model
from render.registry import load_renderers, register_renderer, renderer_for

from .bench_load import MIX_FIVE
from .bench_picture_cpu import Play
from .harness import RESULTS


def _load(before: str, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(f"before_{name}", f"{before}/render/{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _before_renderers(before: str) -> dict[str, Callable[..., Image.Image]]:
    """The mix's renderers, Krosmaster's and Dungeon Fighter's (and its map) from ``before``."""
    new = {g: renderer_for(g) for _w, g, _s, _o in MIX_FIVE}
    old: dict[str, Any] = dict(new)
    import render.df_board as df_board  # the before module imports the before map drawing

    sys.modules["render.df_board"] = _load(before, "df_board")
    try:
        for game in ("krosmaster", "dungeon_fighter"):
            old[game] = _load(before, game).render
            register_renderer(game, new[game])  # (loading registered the before one)
    finally:
        sys.modules["render.df_board"] = df_board
    return old


def _build_recorded(size: tuple[int, int], background: tuple[int, int, int],
                    draw: Callable[[text.Pen], None]) -> tuple[Image.Image, tuple[text.TextRecord, ...]]:
    """A static layer as drawn before: a record of every text, read or not."""
    with text.muted():
        base = text.Pen(Image.new("RGB", size, background), keep=True)
        draw(base)
    return base.image, tuple(base.records)


class Version:
    """One version's renderers and caches, swapped in around each of its drawings."""

    def __init__(self, renderers: dict[str, Any], masks: int, layer_bytes: int, build: Callable[..., Any]) -> None:
        self.renderers, self.build = renderers, build
        self.masks, self.layer_bytes = text._Masks(masks), layer_bytes
        self.layers: OrderedDict[Any, Any] = OrderedDict()
        self.asked: dict[int, int] = {}
        self.asks = 0
        self.sprites: OrderedDict[Any, Any] = OrderedDict()
        self.held = [0]
        self.rasterised = 0

    def draw(self, game: str, view: Any, lang: str) -> tuple[float, bytes]:
        text._masks, layers._layers, layers._asked, layers._asks = self.masks, self.layers, self.asked, self.asks
        layers.MAX_BYTES, layers._build = self.layer_bytes, self.build
        dungeon._SPRITES, dungeon._sprites_held = self.sprites, self.held
        start = _cpu()
        image = self.renderers[game](view, lang)
        spent = (_cpu() - start) * 1000
        self.asks = layers._asks
        return spent, image.tobytes()


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run(before: str, pictures: int, seed: int = 11) -> dict[str, Any]:
    return_big_buffers()  # as a worker does (render/pool.py)
    load_renderers()
    build_after = layers._build
    total = picture_cache_bytes()
    versions = {"before": Version(_before_renderers(before), total - total // 2 - total // 4, total // 2,
                                  _build_recorded),
                "after": Version({g: renderer_for(g) for _w, g, _s, _o in MIX_FIVE}, text.masks_bytes(),
                                 layers.MAX_BYTES, build_after)}
    rasterise = text._Masks.get
    current: list[Version] = []

    def counted(masks: text._Masks, string: str, size: int, bold: bool, anchor: str, stroke: int) -> Any:
        key = (string, size, bold, anchor, stroke)
        if key not in masks._protected and key not in masks._probation:
            current[0].rasterised += 1
        return rasterise(masks, string, size, bold, anchor, stroke)

    text._Masks.get = counted  # type: ignore[method-assign]
    chooser = random.Random(seed)
    labels = [f"{g} ({s})" for _w, g, s, _o in MIX_FIVE]
    weights = [w for w, *_ in MIX_FIVE]
    plays = {label: [Play(g, s, o, seed * 100_000 + k * 10_000 + i) for i in range(max(1, round(1000 * w)))]
             for k, (label, (w, g, s, o)) in enumerate(zip(labels, MIX_FIVE))}
    per: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    try:
        for n in range(pictures):
            label = chooser.choices(labels, weights=weights)[0]
            play = chooser.choice(plays[label])
            data = play.step().model_dump(mode="json")  # what the worker receives
            model = view_model(play.game_id)
            view = model.model_validate(data) if model else data
            lang = "fr" if n % 4 else "en"
            pixels = {}
            for name in ("before", "after") if n % 2 else ("after", "before"):
                version = versions[name]
                current[:] = [version]
                count = version.rasterised
                spent, pixels[name] = version.draw(play.game_id, view, lang)
                per[label][name].append(spent)
                per[label][f"{name}_rasterised"].append(version.rasterised - count)
            assert pixels["before"] == pixels["after"], f"{label}: picture {n} differs"
    finally:
        text._Masks.get = rasterise  # type: ignore[method-assign]
        layers._build = build_after
    games: dict[str, Any] = {}
    mix: dict[str, float] = defaultdict(float)
    for (w, _g, _s, _o), label in zip(MIX_FIVE, labels):
        rec = per[label]
        diffs = [a - b for a, b in zip(rec["after"], rec["before"], strict=True)]
        row = {"pictures": len(diffs), "draw_before": statistics.fmean(rec["before"]),
               "draw_after": statistics.fmean(rec["after"]), "after_minus_before": statistics.fmean(diffs),
               "ci95": 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5,
               "labels_rasterised_before": statistics.fmean(rec["before_rasterised"]),
               "labels_rasterised_after": statistics.fmean(rec["after_rasterised"])}
        games[label] = {k: round(v, 3) if isinstance(v, float) else v for k, v in row.items()}
        for k in ("draw_before", "draw_after", "after_minus_before"):
            mix[k] += w * row[k]
    return {"games": games, "mix_weighted_mean": {k: round(v, 3) for k, v in mix.items()}}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("before", help="a checkout of the commit before the change (git archive, unpacked)")
    p.add_argument("--pictures", type=int, default=1200)
    p.add_argument("--record", metavar="LABEL", help="keep this run in the results under LABEL")
    p.add_argument("--results", default=str(RESULTS / "picture-cpu.json"))
    args = p.parse_args()
    load_before = os.getloadavg()
    start = time.perf_counter()
    out = run(args.before, args.pictures)
    data = {"benchmark": "picture-cpu", "paired": "each picture drawn before and after in one process, in turn first",
            "tables": 1000, "pictures": args.pictures,
            "clock": "CPU time of this process (user + system) per picture, ms (drawing only)",
            "picture_cache_mb": round(picture_cache_bytes() / 2**20, 1),
            "load_average_before": [round(x, 2) for x in load_before],
            "load_average_after": [round(x, 2) for x in os.getloadavg()],
            "seconds": round(time.perf_counter() - start, 1), **out}
    print(json.dumps(data, indent=1))
    if args.record:
        path = Path(args.results)
        kept = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        runs = kept.get("runs", {})
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        runs.setdefault(args.record, []).append({"recorded": stamp, **data})
        kept = {"benchmark": "picture-cpu", "doc": kept.get("doc", ""), "runs": runs}
        path.write_text(json.dumps(kept, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(path)


if __name__ == "__main__":
    main()

"""Where a picture worker's CPU goes, per game, with the load bench's pattern of work.

A picture worker of the load bench (bench/bench_load.py) draws the next move of a table taken
at random among 1,000 active ones: its caches (render/layers.py: the static layers; the label
masks of render/text.py; Castle Ravenloft's tiles) see a new table almost every time. This
bench reproduces that without the database: ``--tables`` seeded plays of each game of the
five-game mix (the load bench's weights), then ``--pictures`` pictures, each the next move of a
table taken at random, drawn and encoded as a worker does (``render.pool.draw_view``'s steps,
each timed apart):

- ``draw``: the game's renderer (the view already validated), with the worker's caches;
- ``encode``: ``render.encode.encode_steps`` (what a worker sends), of which
  - ``quantize``: the 128-colour FASTOCTREE palette (CPU time of the thread that runs it: the
    worker's, or its encoding thread's with ``MENEUR_QUANTIZER_MB``, render/quantizer.py);
  - ``png``: Pillow's PNG writer on the palette image (each row's filter, then zlib level 3);
- ``*_faults``: the minor page faults per picture in each step (fresh pages the kernel zeroes: the
  big buffers are mapped apart and given back at each picture, render/pool.py);
- the layer cache's hits and misses (a miss draws the static layer).

CPU time of this process (user + system), so other work on the shared machine moves the figures
less than wall time would; the load average is recorded beside them.

Run: ``nice -n 10 .venv/bin/python -m bench.bench_picture_cpu [--record after]`` (results in
``bench/results/picture-cpu.json``, runs kept side by side by label; the « before » runs are
this bench run in a checkout of the commit before the change: ``git archive <commit>``
unpacked, the bench copied in, ``--results`` pointing here; docs/ARCHITECTURE.md « Pictures »).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from render import layers, text
from render.budget import picture_buffers_bytes, picture_cache_bytes
from render.encode import encode_png, encode_steps
from render.pool import return_big_buffers, view_model
from render.quantizer import kept_bytes, quantizer
from render.registry import load_renderers, renderer_for
from rules.core import Rng, SeatInfo, find_game

from .bench_load import MIX_FIVE
from .harness import RESULTS


class Play:
    """One table of the bench: a seeded random play, one move at a time."""

    def __init__(self, game_id: str, seats: int, options: dict[str, str], seed: int) -> None:
        self.game = find_game(game_id)
        self.game_id, self.seats, self.options, self.seed = game_id, seats, options, seed
        self.rng = Rng("%064x" % seed)
        self.chooser = random.Random(seed)
        self._new()
        for _ in range(self.chooser.randrange(0, 12)):  # tables at different points of their game
            self.step()

    def _new(self) -> None:
        seat_infos = [SeatInfo(index=i, name=f"Joueur {i + 1}") for i in range(self.seats)]
        self.state = self.game.setup(self.game.parse_options(self.options), seat_infos, self.rng)

    def step(self) -> Any:
        """The spectator's view after the next move (a new game once this one is over)."""
        prompts = self.game.prompts(self.state)
        if not prompts or self.game.result(self.state) is not None:
            self._new()
        else:
            seat = prompts[0].seat
            legal = self.game.legal_actions(self.state, seat)
            busy = [a for a in legal if getattr(a, "type", "") != "end"]
            pick = busy if busy and self.chooser.random() < 0.85 else legal
            self.state = self.game.apply(self.state, seat, self.chooser.choice(pick), self.rng).state
        return self.game.view(self.state, None)


def _cpu() -> tuple[float, int]:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime, usage.ru_minflt


def _timed(func: Callable[[], Any], into: list[float], faults: list[float]) -> Any:
    start, f0 = _cpu()
    out = func()
    end, f1 = _cpu()
    into.append((end - start) * 1000)
    faults.append(f1 - f0)
    return out


class Hits:
    """Counts the layer cache's hits and misses (render/layers.py ``_build`` runs on a miss)."""

    def __init__(self) -> None:
        self.calls = self.builds = 0
        self._get, self._build = layers._get, layers._build

        def get(*args: Any) -> Any:
            self.calls += 1
            return self._get(*args)

        def build(*args: Any) -> Any:
            self.builds += 1
            return self._build(*args)

        layers._get, layers._build = get, build  # type: ignore[assignment]


def _picture(game_id: str, data: dict[str, Any], lang: str, rec: dict[str, list[float]]) -> tuple[bytes, Any]:
    """A worker's steps for one picture, each timed apart; the buffers are freed on return."""
    model = view_model(game_id)
    draw = renderer_for(game_id)
    assert draw is not None
    view = _timed(lambda: model.model_validate(data) if model else data, rec["validate"], rec["validate_faults"])
    image = _timed(lambda: draw(view, lang), rec["draw"], rec["draw_faults"])
    out, steps = _timed(lambda: encode_steps(image), rec["encode"], rec["encode_faults"])
    for step, value in steps.items():
        rec[step].append(value if step.endswith("_faults") else value * 1000)
    return out, image


def _paired(image: Any, n: int, megabytes: float, paired: dict[str, list[float]]) -> None:
    """The same picture encoded without and with ``MENEUR_QUANTIZER_MB`` (in turn first), in this
    process at the same moment: CPU time of the process (both threads) and its page faults."""
    outs = {}
    order = [("off", "0"), ("kept", str(megabytes))]
    for name, setting in order if n % 2 else order[::-1]:
        os.environ["MENEUR_QUANTIZER_MB"] = setting
        c0, f0 = _cpu()
        outs[name] = encode_png(image)
        c1, f1 = _cpu()
        paired[name].append((c1 - c0) * 1000)
        paired[f"{name}_faults"].append(f1 - f0)
    os.environ["MENEUR_QUANTIZER_MB"] = "0"
    assert outs["off"] == outs["kept"], "the kept buffers changed the bytes"


def _paired_records(game_id: str, data: dict[str, Any], lang: str, n: int, paired: dict[str, list[float]]) -> None:
    """The same view drawn again without and inside ``text.recording()`` (in turn first): what a
    record for every text costs (render/text.py makes them only when read)."""
    model = view_model(game_id)
    view = model.model_validate(data) if model else data
    draw = renderer_for(game_id)
    assert draw is not None
    for name in ("plain", "recorded") if n % 2 else ("recorded", "plain"):
        c0, _f0 = _cpu()
        if name == "recorded":
            with text.recording():
                draw(view, lang)
        else:
            draw(view, lang)
        c1, _f1 = _cpu()
        paired[f"{game_id}:{name}"].append((c1 - c0) * 1000)


def _records_summary(paired: dict[str, list[float]]) -> dict[str, Any]:
    out = {}
    for game in sorted({k.split(":")[0] for k in paired}):
        plain, recorded = paired[f"{game}:plain"], paired[f"{game}:recorded"]
        diffs = [r - p for r, p in zip(recorded, plain, strict=True)]
        out[game] = {"pictures": len(diffs), "plain_ms": round(statistics.fmean(plain), 3),
                     "recorded_ms": round(statistics.fmean(recorded), 3),
                     "records_cost_ms": round(statistics.fmean(diffs), 3),
                     "ci95_ms": round(1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5, 3)}
    return out


def _paired_summary(paired: dict[str, list[float]], megabytes: float) -> dict[str, Any]:
    diffs = [k - o for k, o in zip(paired["kept"], paired["off"], strict=True)]
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
    return {"quantizer_mb": megabytes, "pictures": len(diffs),
            "encode_off_ms": round(statistics.fmean(paired["off"]), 3),
            "encode_kept_ms": round(statistics.fmean(paired["kept"]), 3),
            "kept_minus_off_ms": round(statistics.fmean(diffs), 3), "ci95_ms": round(half, 3),
            "faults_off": round(statistics.fmean(paired["off_faults"]), 1),
            "faults_kept": round(statistics.fmean(paired["kept_faults"]), 1)}


def run(tables: int, pictures: int, seed: int = 11, pair_quantizer: float = 0,
        pair_records: bool = False) -> dict[str, Any]:
    return_big_buffers()  # as a worker does (render/pool.py)
    load_renderers()
    chooser = random.Random(seed)
    labels = [f"{game_id} ({seats})" for _w, game_id, seats, _o in MIX_FIVE]
    weights = [w for w, *_ in MIX_FIVE]
    plays: dict[str, list[Play]] = {
        label: [Play(game_id, seats, options, seed * 100_000 + k * 10_000 + i) for i in range(max(1, round(tables * w)))]
        for k, (label, (w, game_id, seats, options)) in enumerate(zip(labels, MIX_FIVE))}
    for label in labels:  # warm: the worker has drawn each game before
        play = plays[label][0]
        renderer_for(play.game_id)(play.step(), "fr")  # type: ignore[misc]
    hits = Hits()
    per: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    paired: dict[str, list[float]] = defaultdict(list)
    records: dict[str, list[float]] = defaultdict(list)
    for n in range(pictures):
        label = chooser.choices(labels, weights=weights)[0]
        play = chooser.choice(plays[label])
        view = play.step()
        data = view.model_dump(mode="json")  # what the worker receives
        lang = "fr" if n % 4 else "en"
        calls, builds = hits.calls, hits.builds
        rec = per[label]
        out, image = _picture(play.game_id, data, lang, rec)
        if pair_quantizer:
            _paired(image, n, pair_quantizer, paired)
        if pair_records:
            _paired_records(play.game_id, data, lang, n, records)
        rec["bytes"].append(len(out))
        rec["layer_calls"].append(hits.calls - calls)
        rec["layer_misses"].append(hits.builds - builds)
    games: dict[str, Any] = {}
    for label, rec in sorted(per.items()):
        row = {k: round(statistics.fmean(xs), 3) for k, xs in rec.items() if k not in ("layer_calls", "layer_misses")}
        row["total"] = round(sum(row[k] for k in ("validate", "draw", "encode")), 3)
        row["pictures"] = len(rec["draw"])
        calls = sum(rec["layer_calls"])
        row["layer_miss_pct"] = round(100 * sum(rec["layer_misses"]) / calls, 1) if calls else None
        games[label] = row
    mix = {k: round(sum(MIX_FIVE[i][0] * games[f"{g} ({s})"][k] for i, (_w, g, s, _o) in enumerate(MIX_FIVE)
                        if f"{g} ({s})" in games), 3)
           for k in ("validate", "draw", "encode", "quantize", "png", "total", "draw_faults", "encode_faults",
                     "quantize_faults", "png_faults")}
    with open("/proc/self/statm") as f:  # resident pages after the pictures
        rss_mb = round(int(f.read().split()[1]) * resource.getpagesize() / 2**20, 1)
    q = quantizer()
    warm = {"quantizer_warm": q.warm, "quantizer_cold": q.cold, "quantizer_region_mb": round(q.region / 2**20, 1)} if q else {}
    pair = {"paired_quantizer": _paired_summary(paired, pair_quantizer)} if pair_quantizer else {}
    if pair_records:
        pair["paired_records"] = _records_summary(records)
    return {"games": games, "mix_weighted_mean": mix, "rss_mb_after": rss_mb, **warm, **pair}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=1000, help="active tables, shared as in the load bench's mix")
    p.add_argument("--pictures", type=int, default=600)
    p.add_argument("--record", metavar="LABEL", help="keep this run in the results under LABEL (e.g. before, after)")
    p.add_argument("--results", default=str(RESULTS / "picture-cpu.json"), help="the results file (several runs)")
    p.add_argument("--pair-quantizer", type=float, default=0, metavar="MB",
                   help="also encode each picture without and with MENEUR_QUANTIZER_MB=MB, in turn first (paired)")
    p.add_argument("--pair-records", action="store_true",
                   help="also draw each picture again without and with a record of every text (paired)")
    args = p.parse_args()
    load_before = os.getloadavg()
    start = time.perf_counter()
    out = run(args.tables, args.pictures, pair_quantizer=args.pair_quantizer, pair_records=args.pair_records)
    data = {"benchmark": "picture-cpu", "tables": args.tables, "pictures": args.pictures,
            "clock": "CPU time of this process (user + system) per picture, ms; faults: minor page faults per picture",
            "picture_cache_mb": round(picture_cache_bytes() / 2**20, 1),
            "picture_buffers_mb": round(picture_buffers_bytes() / 2**20, 1),
            "quantizer_mb": round(kept_bytes() / 2**20, 1),
            "load_average_before": [round(x, 2) for x in load_before],
            "load_average_after": [round(x, 2) for x in os.getloadavg()],
            "seconds": round(time.perf_counter() - start, 1), **out}
    print(json.dumps(data, indent=1))
    if args.record:  # paired runs (before/after a change, one at a time) side by side
        path = Path(args.results)
        kept = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
        runs = kept.get("runs", {})
        runs.setdefault(args.record, []).append(
            {"recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), **data})
        kept = {"benchmark": "picture-cpu", "doc": __doc__.split("\n\n")[0], "runs": runs}
        path.write_text(json.dumps(kept, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(path)


if __name__ == "__main__":
    main()

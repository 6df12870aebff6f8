"""The README's table of the load benchmark (``python -m bench.bench_load --table``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def markdown(results: list[dict[str, Any]]) -> str:
    """The README's table: each measure beside its floor and its goal, one column per database."""
    def cell(d: dict[str, Any], f: Callable[[dict[str, Any]], str]) -> str:
        try:
            return f(d)
        except (KeyError, TypeError):
            return "—"

    c = "closed_c8_{}"
    rows: list[tuple[str, str, Callable[[dict[str, Any]], str]]] = [
        ("moves/s with pictures, C=8 (floor)", ">= 50",
         lambda d: f"{d['phases'][c.format('move')]['per_s']} ({d['phases'][c.format('floor')]['per_s']})"),
        ("same, pictures drawn in a thread (RENDER_WORKERS=0)", "",
         lambda d: str(d["phases"][c.format("move_pictures_in_a_thread")]["per_s"])),
        ("CPU ms per move: loop process + picture workers (floor)", "",
         lambda d: "{} + {} ({} + {})".format(*(d["phases"][c.format(k)]["cpu_ms_per_op"][w]
                                               for k in ("move", "floor") for w in ("main", "workers")))),
        ("latency p50 / p95 / p99 at {rate}/s offered, ms (floor)", "",
         lambda d: "{} / {} / {} ({} / {} / {})".format(*(round(d["phases"][o]["latency_ms"][p])
                                                          for o in _open(d) for p in ("p50", "p95", "p99")))),
        ("event-loop lag p99, ms: C=8 / offered rate (floor)", "<= 25",
         lambda d: "{} / {} ({} / {})".format(*(d["phases"][o]["loop_lag"]["p99_ms"] for o in (
             c.format("move"), _open(d)[0], c.format("floor"), _open(d)[1])))),
        ("errors / deferrals (> 1.5 s)", "0",
         lambda d: "{} / {}".format(sum(p["errors"] for p in d["phases"].values()),
                                   sum(p["deferred"] for p in d["phases"].values()))),
        ("reminder scan over the stored tables: due, seconds, longest loop stall", "",
         lambda d: f"{d['reminder_scan']['due'] if d['reminder_scan']['due'] is not None else 'failed'}, "
                   f"{d['reminder_scan']['seconds']} s, {round(d['reminder_scan']['loop_lag']['max_ms'])} ms"),
        ("fresh bot process: RSS before / after the scan, MB", "",
         lambda d: "{} / {}".format(d["reminder_scan"]["rss_before_mb"], d["reminder_scan"]["rss_after_mb"])),
        ("the bench's process (its driver included) after the moves, PSS MB: main + fork server + picture workers"
         " + verify worker = sum", "", lambda d: "{} + {} + {} + {} = {}".format(
             (m := d["memory"]["after_moves"])["main"]["pss_mb"], m["forkserver"]["pss_mb"],
             " + ".join(str(w["pss_mb"]) for w in m["pictures"]),
             " + ".join(str(w["pss_mb"]) for w in m["verify_computer"]), m["sum_pss_mb"])),
        ("the whole bot, in a process apart from the bench's driver, after --bot-rounds moves at every active table",
         "<= 300", lambda d: "{} + {} + {} + {} = {}".format(
             (m := d["memory"]["bot_process"]["after_moves"])["main"]["pss_mb"], m["forkserver"]["pss_mb"],
             " + ".join(str(w["pss_mb"]) for w in m["pictures"]),
             " + ".join(str(w["pss_mb"]) for w in m["verify_computer"]), m["sum_pss_mb"])),
        ("full GC pass at the active tables, ms wall (CPU); objects tracked", "<= 25",
         lambda d: "{} ({}); {}".format((g := d["memory"]["after_moves"]["gc"])["second_pass_ms"],
                                       g["second_pass_cpu_ms"], g["tracked_objects"])),
        ("same, in the bot process apart", "<= 25",
         lambda d: "{} ({}); {}".format((g := d["memory"]["bot_process"]["after_moves"]["gc"])["second_pass_ms"],
                                       g["second_pass_cpu_ms"], g["tracked_objects"])),
        ("console start-up to the prompt, p50 wall (CPU), s", "< 1",
         lambda d: f"{d['console_startup']['p50_s']} ({d['console_startup']['cpu_p50_s']})"),
        ("largest picture, KB", "< 150", lambda d: str(round(d["picture_bytes_max"] / 1024, 1))),
        ("machine load average (1 min) before / after, 2 cores", "",
         lambda d: f"{d['machine']['load_average_before'][0]} / {d['machine']['load_average_after'][0]}"),
    ]
    rate = _open(results[0])[0].split("_")[1] if results else "25"
    lines = ["| measure | goal | " + " | ".join(d["database"] for d in results) + " |",
             "| --- | --- |" + " --- |" * len(results)]
    for name, goal, f in rows:
        lines.append(f"| {name.format(rate=rate)} | {goal} | " + " | ".join(cell(d, f) for d in results) + " |")
    return "\n".join(lines)


def _open(d: dict[str, Any]) -> tuple[str, str]:
    move = next(k for k in d["phases"] if k.startswith("open_") and k.endswith("_move"))
    return move, move[:-len("move")] + "floor"

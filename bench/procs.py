"""The bot's processes and their memory, read from ``/proc``: light enough for the bot process
the load bench starts apart (bench/bot_process.py), which must hold nothing a bot would not
(no Pillow, no bench harness)."""

from __future__ import annotations

import gc
import os
import sys
import time
from multiprocessing import forkserver
from pathlib import Path
from typing import Any

from bot.service import verification


def proc_cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def proc_memory(pid: int) -> dict[str, float]:
    """RSS and PSS (shared pages split between the processes sharing them), in MB; and the
    part of the PSS that maps files (the libraries' code, shared with any process mapping
    them, the bench's own included)."""
    rss = next(int(x.split()[1]) for x in Path(f"/proc/{pid}/status").read_text().splitlines() if x.startswith("VmRSS"))
    rollup = {x.split(":")[0]: int(x.split()[1]) for x in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
              if x.startswith(("Pss:", "Pss_File:"))}
    out = {"rss_mb": round(rss / 1024, 1), "pss_mb": round(rollup.get("Pss", 0) / 1024, 1)}
    if "Pss_File" in rollup:
        out["pss_file_mb"] = round(rollup["Pss_File"] / 1024, 1)
    return out


def forkserver_pid() -> int | None:
    """The multiprocessing fork server's process, if one was started (it forks the workers)."""
    return getattr(forkserver._forkserver, "_forkserver_pid", None)  # type: ignore[attr-defined]


def verifier_pids() -> list[int]:
    """The verify and computer worker's processes, if it was started."""
    pool = verification._pool
    return sorted((pool._processes or {}).keys()) if pool is not None else []  # type: ignore[attr-defined]


def bot_memory(main: int, pictures: list[int]) -> dict[str, Any]:
    """Each process of the bot (main, fork server, picture workers, verify/computer worker) and
    the sum of their PSS: the memory the bot as a whole takes (shared pages counted once)."""
    procs: dict[str, Any] = {"main": proc_memory(main)}
    server = forkserver_pid()
    if server:
        procs["forkserver"] = proc_memory(server)
    procs["pictures"] = [proc_memory(p) for p in pictures]
    procs["verify_computer"] = [proc_memory(p) for p in verifier_pids()]
    every = [procs["main"], *( [procs["forkserver"]] if server else []), *procs["pictures"], *procs["verify_computer"]]
    return {**procs, "sum_pss_mb": round(sum(m["pss_mb"] for m in every), 1),
            "sum_rss_mb": round(sum(m["rss_mb"] for m in every), 1)}


def timed_full_collection() -> dict[str, Any]:
    """One full ``gc.collect()`` timed, with the objects the collector tracks (frozen ones aside)."""
    tracked = len(gc.get_objects())
    start, cpu = time.perf_counter(), time.thread_time()
    gc.collect()
    wall, cpu = (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000
    again, cpu_again = time.perf_counter(), time.thread_time()
    gc.collect()  # a second pass: the same objects to walk, no garbage to free
    return {"full_collect_ms": round(wall, 1), "full_collect_cpu_ms": round(cpu, 1),
            "second_pass_ms": round((time.perf_counter() - again) * 1000, 1),
            "second_pass_cpu_ms": round((time.thread_time() - cpu_again) * 1000, 1),
            "tracked_objects": tracked, "frozen_objects": gc.get_freeze_count()}



def tracked_by_module(top: int = 8) -> dict[str, int]:
    """The objects the collector tracks (the frozen ones aside), counted by their type's module:
    what a full pass walks."""
    counts: dict[str, int] = {}
    for obj in gc.get_objects():
        module = (type(obj).__module__ or "?").split(".")[0]
        counts[module] = counts.get(module, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: -kv[1])[:top])


def smaps_parts(pid: int, top: int = 6) -> dict[str, Any]:
    """Where a process's PSS lies (MB): the heap, anonymous maps (Python's arenas, big
    buffers), and the largest files mapped (shared libraries); each with the part of it that
    is private (written by this process since it was forked, or its own)."""
    parts: dict[str, list[int]] = {}
    name = ""
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        head = line.split()
        if not head:
            continue
        if not head[0].endswith(":"):  # a mapping's first line: address range, ..., path
            path = head[5] if len(head) > 5 else ""
            name = "[anon]" if not path else path if path.startswith("[") else Path(path).name
            continue
        if head[0] in ("Pss:", "Private_Dirty:", "Private_Clean:"):
            got = parts.setdefault(name, [0, 0])
            got[0 if head[0] == "Pss:" else 1] += int(head[1])
    ranked = sorted(parts.items(), key=lambda kv: -kv[1][0])
    return {k: {"pss_mb": round(v[0] / 1024, 1), "private_mb": round(v[1] / 1024, 1)} for k, v in ranked[:top]}


def imported_packages(top: int = 12) -> dict[str, Any]:
    """The modules this process imported, counted by top-level package (the largest first)."""
    counts: dict[str, int] = {}
    for module in list(sys.modules):
        counts[module.split(".")[0]] = counts.get(module.split(".")[0], 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])
    return {"modules": len(sys.modules), "packages": dict(ranked[:top])}


def inspect_here() -> dict[str, Any]:
    """This process's largest mappings and imported packages (run in a worker, by the bench)."""
    return {"pid": os.getpid(), "smaps": smaps_parts(os.getpid()), "imports": imported_packages()}

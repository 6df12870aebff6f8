"""Start-up time of the console table: ``python -m bot --db FILE`` until its ``> `` prompt.

Each run is a fresh process on a fresh SQLite file (so it migrates) and, with ``--warm``,
on a database already at the newest schema (the usual restart). Reports p50/max of the runs
and the machine's load average, since other work may share the machine. Run:
``.venv/bin/python -m bench.bench_startup [--runs 5] [--postgres URL]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (Linux ``/proc``; 10 ms resolution)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_to_prompt(db: str | None, url: str | None = None, timeout: float = 60) -> tuple[float, float]:
    """Wall and CPU seconds from starting ``python -m bot`` to the prompt on its standard output.
    The CPU time barely moves when other work shares the machine; the wall time does."""
    env = {**os.environ, "DISCORD_TOKEN": "", "PYTHONPATH": str(ROOT)}
    if url:
        env["DATABASE_URL"] = url
    cmd = [sys.executable, "-m", "bot", "--console"] + (["--db", db] if db else [])
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env)
    assert proc.stdout is not None and proc.stdin is not None
    seen = b""
    try:
        while not seen.endswith(b"> "):
            chunk = os.read(proc.stdout.fileno(), 4096)
            if not chunk:
                raise RuntimeError(f"the console ended before its prompt: {proc.stderr.read().decode()[-2000:]}")  # type: ignore[union-attr]
            seen += chunk
            if time.perf_counter() - start > timeout:
                raise TimeoutError("no prompt")
        elapsed = time.perf_counter() - start
        cpu = cpu_seconds(proc.pid)
        proc.stdin.write(b"/quit\n")
        proc.stdin.close()
        proc.wait(timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
    return elapsed, cpu


def measure(runs: int, url: str | None = None) -> dict[str, Any]:
    fresh, again = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(runs):
            db = None if url else str(Path(tmp) / f"s{i}.db")
            fresh.append(time_to_prompt(db, url))
            again.append(time_to_prompt(db, url))  # same database, already at head

    def stats(xs: list[tuple[float, float]]) -> dict[str, float]:
        wall, cpu = [x[0] for x in xs], [x[1] for x in xs]
        return {"p50_s": round(statistics.median(wall), 3), "max_s": round(max(wall), 3),
                "cpu_p50_s": round(statistics.median(cpu), 3), "runs": len(xs)}

    return {"first_start": stats(fresh), "restart": stats(again)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--postgres", help="a PostgreSQL URL (an existing database) instead of fresh SQLite files")
    args = parser.parse_args()
    load = os.getloadavg()
    result = measure(args.runs, args.postgres)
    result["load_average_before"] = [round(x, 2) for x in load]
    result["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()

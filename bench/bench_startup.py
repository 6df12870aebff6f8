"""Start-up time of the console table: ``python -m bot --db FILE`` until its ``> `` prompt;
with ``--discord``, of the Discord bot until it is connected with its commands synced.

Each console run is a fresh process on a fresh SQLite file (so it migrates) and again on the
same database, now at the newest schema (the usual restart). ``--discord`` starts the bot as
``python -m bot`` does, with a token, against the fake Discord of the end-to-end tests
(tests/e2e/fake_discord.py, on 127.0.0.1) and times, from the process's start, its gateway
identification and its commands' sync (the CPU the bot's process used by then beside it),
then when its picture workers and its verify/computer worker have started (they warm up in
the background, after the gateway). Reports p50/max of the runs and the machine's load
average, since other work may share the machine. Run:
``.venv/bin/python -m bench.bench_startup [--runs 5] [--postgres URL] [--discord] [--record]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def bot_env(**extra: str) -> dict[str, str]:
    """The environment of a started bot: this one's, with the modules' bytecode read from their
    ``__pycache__`` (as the deployment image, which compiles it, and any second start do);
    without it each start compiles every module of the project again (~0.3 s of CPU)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "PYTHONPATH": str(ROOT), **extra}


def compile_bytecode() -> None:
    """Compile the project's modules once, as ``deploy/Dockerfile`` does (untimed)."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", "bot", "db", "render", "rules", "bench", "tests"],
                   cwd=ROOT, check=False, stdout=subprocess.DEVNULL)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (Linux ``/proc``; 10 ms resolution)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def time_to_prompt(db: str | None, url: str | None = None, timeout: float = 60) -> tuple[float, float]:
    """Wall and CPU seconds from starting ``python -m bot`` to the prompt on its standard output.
    The CPU time barely moves when other work shares the machine; the wall time does."""
    found = console_start(db, url, timeout)
    return found["prompt_s"], found["prompt_cpu_s"]


#: the first line a player types in the bench's console starts: a roll (the service, the
#: database's write and a reply), answered once the store has opened behind the prompt
FIRST_LINE = b"@bench /roll 1d6\n"


def console_start(db: str | None, url: str | None = None, timeout: float = 60) -> dict[str, float]:
    """One start of ``python -m bot``: wall and CPU seconds to its prompt, then to the answer of
    a first line sent as soon as the prompt shows (:data:`FIRST_LINE`: it waits for the store,
    which opens behind the prompt), the answer being the next prompt."""
    env = bot_env(DISCORD_TOKEN="")
    if url:
        env["DATABASE_URL"] = url
    cmd = [sys.executable, "-m", "bot", "--console"] + (["--db", db] if db else [])
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env)
    assert proc.stdout is not None and proc.stdin is not None
    seen = b""
    out: dict[str, float] = {}

    def until_prompt() -> None:
        nonlocal seen
        seen = b""
        while not seen.endswith(b"> "):
            chunk = os.read(proc.stdout.fileno(), 4096)  # type: ignore[union-attr]
            if not chunk:
                raise RuntimeError(f"the console ended before its prompt: {proc.stderr.read().decode()[-2000:]}")  # type: ignore[union-attr]
            seen += chunk
            if time.perf_counter() - start > timeout:
                raise TimeoutError("no prompt")

    try:
        until_prompt()
        out["prompt_s"], out["prompt_cpu_s"] = time.perf_counter() - start, cpu_seconds(proc.pid)
        proc.stdin.write(FIRST_LINE)
        proc.stdin.flush()
        until_prompt()
        out["answer_s"], out["answer_cpu_s"] = time.perf_counter() - start, cpu_seconds(proc.pid)
        if not seen[:-2].strip():
            raise RuntimeError(f"the first line was not answered: {seen.decode()[-500:]}")
        proc.stdin.write(b"/quit\n")
        proc.stdin.close()
        proc.wait(timeout)
    finally:
        if proc.poll() is None:
            proc.kill()
    return out


def measure(runs: int, url: str | None = None) -> dict[str, Any]:
    fresh, again = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(runs):
            db = None if url else str(Path(tmp) / f"s{i}.db")
            fresh.append(console_start(db, url))
            again.append(console_start(db, url))  # same database, already at head

    def stats(xs: list[dict[str, float]]) -> dict[str, float]:
        out = {"p50_s": round(statistics.median(x["prompt_s"] for x in xs), 3),
               "max_s": round(max(x["prompt_s"] for x in xs), 3),
               "cpu_p50_s": round(statistics.median(x["prompt_cpu_s"] for x in xs), 3)}
        out |= {"first_answer_p50_s": round(statistics.median(x["answer_s"] for x in xs), 3),
                "first_answer_cpu_p50_s": round(statistics.median(x["answer_cpu_s"] for x in xs), 3)}
        return out | {"runs": len(xs)}

    return {"first_start": stats(fresh), "restart": stats(again),
            "what": "to the prompt (p50_s, cpu_p50_s), then to the answer of a first line typed at the "
                    "prompt (`@bench /roll 1d6`: it waits for the store, which opens behind the prompt)",
            "bytecode": "PYTHONDONTWRITEBYTECODE=1 is set in this environment: the bench compiles the "
                        "modules once first (compile_bytecode) and starts the bot without it, as a "
                        "deployment with compiled modules (deploy/Dockerfile) or any second start does"}


def children(pid: int) -> list[int]:
    """The processes ``pid`` started (its picture workers, the fork server and its children)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            if ppid == pid:
                out.append(int(entry.name))
    return out


async def discord_start(tmp: Path, timeout: float = 60) -> dict[str, float]:
    """One start of the Discord bot against the fake Discord: seconds from the process's start
    to its gateway identification, to its commands' sync, and to its workers being up."""
    from tests.e2e.fake_discord import FakeDiscord

    fake = FakeDiscord()
    await fake.start()
    env = bot_env(DISCORD_TOKEN=fake.token, DEV_GUILD_ID=str(fake.guild_id),
                  DATABASE_URL=f"sqlite+aiosqlite:///{tmp / 'discord.db'}", MENEUR_SIGNING_KEY_FILE=str(tmp / "key"),
                  MENEUR_IMAGES_DIR=str(tmp / "img"), MENEUR_EXPORTS_DIR=str(tmp / "exp"), LOG_LEVEL="WARNING")
    cmd = [sys.executable, "-m", "bench.bench_startup", "--child-discord", f"http://127.0.0.1:{fake.port}/api/v10"]
    start = time.perf_counter()
    proc = await asyncio.create_subprocess_exec(*cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    try:
        seen: dict[str, float] = {}
        deadline = time.perf_counter() + timeout
        while "synced" not in seen or "connected" not in seen:  # the commands sync (in setup_hook), then the gateway identifies
            now = time.perf_counter()
            if fake.sync_requests and "synced" not in seen:
                seen["synced"], seen["cpu"] = now - start, cpu_seconds(proc.pid)
            if fake._sockets and "connected" not in seen:  # identified: READY sent
                seen["connected"] = now - start
            if now > deadline or proc.returncode is not None:
                raise RuntimeError(f"the bot did not connect and sync in {timeout} s: {seen}")
            await asyncio.sleep(0.01)
        connected, synced, cpu = seen["connected"], seen["synced"], seen["cpu"]
        # the pool's workers: the fork server (a child of the bot) and what it forked
        workers_at = None
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            grandchildren = [g for c in children(proc.pid) for g in children(c)]
            if len(grandchildren) >= 2:  # two picture workers (RENDER_WORKERS: one per core) and the verifier
                workers_at = time.perf_counter() - start
                break
            await asyncio.sleep(0.05)
        return {"synced_s": synced, "connected_s": connected, "cpu_at_synced_s": cpu,
                "connected_and_synced_s": max(connected, synced),
                "workers_forked_s": workers_at if workers_at is not None else float("nan")}
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(proc.wait(), 30)
            except TimeoutError:
                proc.kill()
                await proc.wait()
        await fake.stop()


def measure_discord(runs: int) -> dict[str, Any]:
    """``runs`` starts of the Discord bot, each on a database at the newest schema (a restart)."""
    out: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(discord_start(Path(tmp)))  # the first start makes the database (not counted)
        for _ in range(runs):
            out.append(asyncio.run(discord_start(Path(tmp))))
    return {k: {"p50_s": round(statistics.median(x[k] for x in out), 3), "max_s": round(max(x[k] for x in out), 3)}
            for k in out[0]} | {"runs": runs}


def child_discord(base: str) -> int:
    """The bot as ``python -m bot`` runs it, its Discord being the fake one at ``base``."""
    import discord.http

    from bot.__main__ import main as bot_main

    discord.http.Route.BASE = base
    return bot_main([])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--postgres", help="a PostgreSQL URL (an existing database) instead of fresh SQLite files")
    parser.add_argument("--discord", action="store_true", help="the Discord bot's start against the fake Discord")
    parser.add_argument("--record", action="store_true", help="write bench/results/startup.json (this mode's part)")
    parser.add_argument("--child-discord", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_discord:
        sys.exit(child_discord(args.child_discord))
    compile_bytecode()
    load = os.getloadavg()
    result = measure_discord(args.runs) if args.discord else measure(args.runs, args.postgres)
    result["load_average_before"] = [round(x, 2) for x in load]
    result["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(result, indent=2))
    if args.record:
        path = ROOT / "bench" / "results" / "startup.json"
        recorded = json.loads(path.read_text()) if path.exists() else {"benchmark": "startup"}
        recorded["discord" if args.discord else "console"] = {
            "recorded": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), **result}
        path.write_text(json.dumps(recorded, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

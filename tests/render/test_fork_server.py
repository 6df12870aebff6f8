"""The workers' fork server forked from the bot's process (render/fork_server.py).

Run in a process of its own (a script), never in the test runner's: the fork server is a
fork of whatever process starts it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r'''
import asyncio, json, os, sys, tempfile
from bot.service import verification
from bot.shared.startup import share_with_workers
from render.fork_server import running
from render.pool import RenderPool, draw_view
from rules.core import SeatInfo, all_games, find_game
from rules.core.rng import Rng


def ppid(pid):
    with open(f"/proc/{pid}/stat") as f:
        return int(f.read().rsplit(")", 1)[1].split()[1])


async def main():
    all_games()  # as the Discord adapter's command tree, before the fork
    held = tempfile.NamedTemporaryFile(prefix="meneur-held-")  # e.g. the database's file
    before = running()
    server = share_with_workers()
    pool = RenderPool(1)
    [worker] = await pool.ready()
    game = find_game("krosmaster")
    state = game.setup(game.parse_options({}), [SeatInfo(index=i, name=f"p{i}") for i in range(2)], Rng("0" * 64))
    view = game.view(state, None).model_dump(mode="json")
    png = await pool.draw_png("krosmaster", view, "fr")
    pool_v = verification._start_pool()
    [verifier] = list(pool_v._processes)
    fds = [os.readlink(f"/proc/{server}/fd/{fd}") for fd in os.listdir(f"/proc/{server}/fd")]
    cmdline = [open(f"/proc/{pid}/cmdline", "rb").read() for pid in (os.getpid(), server)]
    out = {"me": os.getpid(), "server": server, "server_is_a_fork": cmdline[0] == cmdline[1], "server_parent": ppid(server), "running_before": before,
           "worker_parent": ppid(worker), "verifier_parent": ppid(verifier), "again": share_with_workers(),
           "held_in_server": any(held.name in fd for fd in fds),
           "same_png": png == draw_view("krosmaster", view, "fr"), "png": png[:8].hex()}
    await pool.close()
    verification.shutdown_pool()
    print(json.dumps(out))


asyncio.run(main())
'''


def test_the_workers_fork_server_is_a_fork_of_the_bot_and_ends_with_it() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["running_before"] is False
    # the server is the bot's child (forked, not a fresh interpreter) and forks every worker
    assert out["server_parent"] == out["me"] and out["server_is_a_fork"] is True
    assert out["worker_parent"] == out["verifier_parent"] == out["server"]
    assert out["again"] == out["server"]  # one server: asked again, the same
    assert out["held_in_server"] is False  # the bot's descriptors stay the bot's
    assert out["same_png"] is True and out["png"] == "89504e470d0a1a0a"
    # the server ends with the bot: no process left behind
    deadline = time.monotonic() + 10
    while Path(f"/proc/{out['server']}").exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not Path(f"/proc/{out['server']}").exists()

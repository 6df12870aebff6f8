"""The picture pool: worker processes draw the same bytes as a thread, survive a dead worker."""

from __future__ import annotations

import os
import signal
import threading

import pytest

from render import pool as pool_module
from render.pool import PictureError, RenderPool, draw_view, view_model
from rules.core import SeatInfo, find_game
from rules.core.replay import replay
from tests.support.conformance import playout


def mid_game_view(game_id: str, seats: int, options: dict[str, str], steps: int = 12):
    game = find_game(game_id)
    seed = "%064x" % 5
    out = playout(game, options, seats, seed, chooser_seed=2, max_steps=steps)
    state = replay(game, options, [SeatInfo(index=i, name=f"p{i}") for i in range(seats)], seed, out.actions).state
    return game, state


CASES = [("krosmaster", 2, {"arena": "fosse", "side": "N", "autodeploy": "true"}),
         ("krosmaster", 4, {}),
         ("dungeon_fighter", 4, {})]


def test_each_game_declares_its_view_model():
    assert view_model("krosmaster").__name__ == "KrosView"
    assert view_model("dungeon_fighter").__name__ == "DFView"


@pytest.mark.parametrize("game_id,seats,options", CASES)
def test_a_view_sent_as_json_draws_the_same_picture_under_150_kb(game_id, seats, options):
    game, state = mid_game_view(game_id, seats, options)
    view = game.view(state, None)
    direct = draw_view(game_id, view, "fr")
    assert draw_view(game_id, view.model_dump(mode="json"), "fr") == direct
    assert direct[:8] == b"\x89PNG\r\n\x1a\n" and len(direct) < 150_000


async def test_threads_mode_draws_off_the_loop_thread(monkeypatch):
    game, state = mid_game_view("dungeon_fighter", 2, {})
    seen = []
    real = pool_module.draw_view
    monkeypatch.setattr(pool_module, "draw_view", lambda *a: seen.append(threading.get_ident()) or real(*a))
    pool = RenderPool(0)
    data = await pool.draw_png("dungeon_fighter", game.view(state, None), "en")
    assert data == real("dungeon_fighter", game.view(state, None), "en")
    assert seen and seen[0] != threading.get_ident()
    await pool.close()


async def test_worker_processes_draw_the_same_bytes_and_a_dead_worker_is_replaced():
    game, state = mid_game_view("krosmaster", 2, CASES[0][2])
    info = game.info(state, None, "card", {"unit": next(u.id for u in state.units if u.pos)})
    board = game.view(state, None)
    pool = RenderPool(1)
    try:
        pids = await pool.ready()
        assert len(pids) == 1 and pids[0] != os.getpid()
        assert await pool.draw_png("krosmaster", board, "fr") == draw_view("krosmaster", board, "fr")
        assert await pool.draw_png("krosmaster", info.view, "en", kind="info") == draw_view("krosmaster", info.view, "en")
        os.kill(pids[0], signal.SIGKILL)  # a crash while idle: the next picture finds the pool broken
        assert await pool.draw_png("krosmaster", board, "fr") == draw_view("krosmaster", board, "fr")
        assert pool.restarts == 1
        new_pids = await pool.ready()
        assert new_pids != pids
    finally:
        await pool.close()
    with pytest.raises(PictureError):
        await pool.draw_png("krosmaster", board, "fr")
    assert await pool.picture("krosmaster", board, "fr") is None  # logged, no picture


async def test_a_picture_that_fails_is_logged_and_left_out(caplog):
    pool = RenderPool(0)
    assert await pool.picture("no-such-game", {}, "fr") is None
    assert "could not be drawn" in caplog.text


async def test_a_worker_dying_mid_picture_is_replaced_and_the_picture_tried_once_more():
    import asyncio
    import time

    pool = RenderPool(1)
    try:
        [pid] = await pool.ready()
        slow = asyncio.ensure_future(pool.call(time.sleep, 1.5))
        await asyncio.sleep(0.4)
        os.kill(pid, signal.SIGKILL)
        assert await slow is None  # done by the replacement
        assert pool.restarts == 1
        # dying twice: the caller is told, the pool goes on
        slow = asyncio.ensure_future(pool.call(time.sleep, 3))
        for _ in range(2):
            [pid] = await pool.ready()
            await asyncio.sleep(0.4)
            os.kill(pid, signal.SIGKILL)
            await asyncio.sleep(0.2)
        with pytest.raises(pool_module.WorkerDied):
            await slow
        with pytest.raises(PictureError, match="ValueError: invalid literal"):
            await pool.call(int, "x")  # a failing function is reported, not retried
        assert await pool.call(sum, [1, 2, 3]) == 6
    finally:
        await pool.close()


async def test_a_worker_that_hangs_is_stopped_and_replaced():
    import asyncio
    import time

    pool = RenderPool(1, timeout=0.6)
    try:
        [pid] = await pool.ready()
        with pytest.raises(pool_module.WorkerDied):
            await pool.call(time.sleep, 30)  # stopped after 0.6 s, tried once more, stopped again
        assert pool.restarts == 2
        [new_pid] = await pool.ready()
        assert new_pid != pid and await pool.call(sum, [4, 5]) == 9
        waiting = asyncio.ensure_future(pool.call(time.sleep, 0.5))
        await asyncio.sleep(0.1)
    finally:
        await pool.close()
    with pytest.raises(asyncio.CancelledError):
        await waiting  # closing cancels what was not answered


def test_which_games_draw_is_known_without_importing_their_drawing_modules() -> None:
    """A bot whose pictures are drawn by workers asks which games draw without loading the
    drawing modules (in a fresh process: none is imported); the answer is the registry's."""
    import subprocess
    import sys

    from render.registry import has_renderer, load_renderers, renderer_for
    from rules.core import all_games

    code = ("import sys\nfrom render.pool import RenderPool\nfrom rules.core import all_games\n"
            "pool = RenderPool(2)\nprint(sorted(g.id for g in all_games() if pool.can_draw(g.id)),"
            " sorted(m for m in sys.modules if m.startswith('render.') and m.split('.')[1] in"
            " ('krosmaster', 'ravenloft', 'kravora', 'dungeon_fighter', 'mortebrume')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True).stdout
    load_renderers()
    drawn = sorted(g.id for g in all_games() if renderer_for(g.id) is not None)
    assert out.strip() == f"{drawn} []"
    assert [g.id for g in all_games() if has_renderer(g.id)] == [g.id for g in all_games() if renderer_for(g.id)]
    assert not has_renderer("no-such-game")

"""The throw page itself, open in Debian's headless Chromium, reading simulated hands' pointer
events with its own code (bench/bench_df_skill.py).

The page (bot/web/throw.html with a fight's config from bot/web/throw_view.py) is served by a
small local server and opened at a phone's size (390 × 844, touch). A hand's events, in table
units, become the client pixels of the page's canvas (its own layout), and the page's
``window.sampleGesture`` reads them with the functions its pointer handlers use (``press``,
``moved``, ``released``, then the rounding of ``send``): the samples the page would post.

The benchmark's games are synchronous (the coach calls the hand), so the browser lives in a
thread with its own event loop; each gesture is one DevTools call, and games played in several
threads wait on the page at once (each call answered by its id).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import tempfile
import threading
from typing import Any

import aiohttp
from aiohttp import web

from bot.web.throw import PAGE
from bot.web.throw_view import page_config
from rules.core import Rng, SeatInfo
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter.content import content
from rules.dungeon_fighter.model import Combat

#: units -> the canvas's client pixels, then the page's own reading
READ = """(events => {
  const r = document.getElementById('c').getBoundingClientRect(), vx = C.view.x, vy = C.view.y;
  const cx = u => r.left + (u - vx[0]) / (vx[1] - vx[0]) * r.width, cy = u => r.top + (vy[1] - u) / (vy[1] - vy[0]) * r.height;
  return window.sampleGesture(events.map(([k, t, x, y]) => [k, t, cx(x), cy(y)]));
})(%s)"""


def chromium() -> str:
    path = os.environ.get("MENEUR_TEST_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        raise SystemExit("Chromium is needed (scripts/chromium.sh)")
    return path


def fight_page() -> str:
    """The throw page's HTML for a plain fight (a Gobelin, no special throw), in French."""
    heroes = ("torm", "randolph", "goldfinga")
    opts = GAME.parse_options({"difficulty": "normal", "heroes": list(heroes), "leader": 0})
    state = GAME.setup(opts, [SeatInfo(index=i, name=h) for i, h in enumerate(heroes)], Rng("%064x" % 1))
    c = content()
    foe = c.monsters["gobelin_commun"]
    state.position = c.side(state.sides[0]).entry
    state.phase = "combat"
    state.combat = Combat(monster="gobelin_commun", pv=foe.pv, max_pv=foe.pv, gold=foe.gold, thrower=0,
                          drift=(0.0, 0.0))
    config = page_config(state, 0, ["red", "blue", "green"], "fr")
    return PAGE.read_text(encoding="utf-8").replace("/*CONFIG*/null", json.dumps(config))


class PageInChromium:
    """``with PageInChromium() as page: page(events) -> samples``; ``page.calls`` counts them."""

    def __init__(self) -> None:
        self.calls = 0
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)

    def __enter__(self) -> PageInChromium:
        self.thread.start()
        self._run(self._open())
        return self

    def __exit__(self, *exc: object) -> None:
        self._run(self._close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)

    def __call__(self, events: list[list[Any]]) -> list[list[float]]:
        self.calls += 1
        got = self._run(self._js(READ % json.dumps(events)))
        return [[float(v) for v in s] for s in got]

    def _run(self, coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout=300)

    async def _open(self) -> None:
        html = fight_page()
        async def serve(_request: web.Request) -> web.Response:
            return web.Response(text=html, content_type="text/html")

        app = web.Application()
        app.router.add_get("/", serve)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        port = self.runner.addresses[0][1]
        self.profile = tempfile.mkdtemp()
        self.proc = subprocess.Popen([chromium(), "--headless=new", "--no-sandbox", "--disable-gpu",
                                      "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
                                      "--window-size=420,900", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(600):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            await asyncio.sleep(0.1)
        devtools = open(port_file).read().split()[0]
        self.http = aiohttp.ClientSession()
        targets = await (await self.http.get(f"http://127.0.0.1:{devtools}/json/list")).json()
        self.ws = await self.http.ws_connect(next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page"),
                                             max_msg_size=0)
        self.n = 0
        self.waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.reader = asyncio.ensure_future(self._read())
        await self._cdp("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=3, mobile=True)
        await self._cdp("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=1)
        await self._cdp("Page.navigate", url=f"http://127.0.0.1:{port}/")
        for _ in range(600):
            if await self._js("typeof window.sampleGesture === 'function'"):
                return
            await asyncio.sleep(0.1)
        raise RuntimeError("the throw page did not load")

    async def _close(self) -> None:
        self.reader.cancel()
        await self.ws.close()
        await self.http.close()
        self.proc.terminate()
        self.proc.wait(timeout=10)
        shutil.rmtree(self.profile, ignore_errors=True)
        await self.runner.cleanup()

    async def _read(self) -> None:
        """Answers to their calls: several games may wait on the page at once."""
        async for msg in self.ws:
            data = json.loads(msg.data)
            done = self.waiting.pop(data.get("id", -1), None)
            if done is not None and not done.done():
                done.set_result(data)

    async def _cdp(self, method: str, **params: object) -> dict[str, Any]:
        self.n += 1
        call = self.n
        self.waiting[call] = asyncio.get_running_loop().create_future()
        await self.ws.send_json({"id": call, "method": method, "params": params})
        msg = await self.waiting[call]
        if "error" in msg:
            raise RuntimeError(msg["error"])
        result: dict[str, Any] = msg.get("result", {})
        return result

    async def _js(self, expression: str) -> Any:
        got = await self._cdp("Runtime.evaluate", expression=expression, returnByValue=True)
        if "exceptionDetails" in got:
            raise RuntimeError(got["exceptionDetails"])
        return got.get("result", {}).get("value")

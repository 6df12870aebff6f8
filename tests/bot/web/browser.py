"""A headless Chromium (Debian's, through its DevTools protocol) that plays human-timed gestures
on the throw page: mouse or touch, each pointer event stamped with its time in the gesture."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Sequence
from typing import Any

import aiohttp


def chromium() -> str | None:
    path = os.environ.get("MENEUR_TEST_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    return path or None


class Browser:
    """One Chromium process and its page; ``async with Browser() as b``."""

    def __init__(self) -> None:
        self.n = 0
        self.proc: subprocess.Popen[bytes] | None = None

    async def __aenter__(self) -> Browser:
        self.profile = tempfile.mkdtemp()
        self.proc = subprocess.Popen([chromium() or "chromium", "--headless=new", "--no-sandbox", "--disable-gpu",
                                      "--remote-debugging-port=0", f"--user-data-dir={self.profile}",
                                      "--window-size=420,900", "about:blank"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        for _ in range(1200):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            await asyncio.sleep(0.1)
        port = open(port_file).read().split()[0]
        self.http = aiohttp.ClientSession()
        targets = await (await self.http.get(f"http://127.0.0.1:{port}/json/list")).json()
        page_ws = next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page")
        self.ws = await self.http.ws_connect(page_ws, max_msg_size=0)
        await self.cdp("Page.enable")
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.ws.close()
        await self.http.close()
        assert self.proc is not None
        self.proc.terminate()
        self.proc.wait(timeout=10)
        shutil.rmtree(self.profile, ignore_errors=True)

    async def cdp(self, method: str, **params: object) -> dict[str, Any]:
        self.n += 1
        await self.ws.send_json({"id": self.n, "method": method, "params": params})
        while True:
            msg = json.loads((await self.ws.receive()).data)
            if msg.get("id") == self.n:
                return msg.get("result", {})

    async def js(self, expression: str) -> Any:
        got = await self.cdp("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        return got.get("result", {}).get("value")

    async def open(self, url: str, width: int = 390, height: int = 844, touch: bool = True) -> None:
        """Open the page at a phone's size (touch) or a desktop's (mouse)."""
        await self.cdp("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1,
                       mobile=touch)
        await self.cdp("Emulation.setTouchEmulationEnabled", enabled=touch, maxTouchPoints=1)
        await self.cdp("Page.navigate", url=url)
        for _ in range(1200):
            if await self.js("typeof C === 'object' && !!C && !!document.getElementById('c')") or \
                    await self.js("!!document.getElementById('gone')"):
                return
            await asyncio.sleep(0.1)
        raise AssertionError("the page did not load")

    async def screen(self, ux: float, uy: float) -> tuple[float, float]:
        """Table units -> the page's pixels (the page's own mapping, mirror excluded)."""
        left, top, width, height, x0, x1, y0, y1 = await self.js(
            "(() => { const r = document.getElementById('c').getBoundingClientRect();"
            " return [r.left, r.top, r.width, r.height, C.view.x[0], C.view.x[1], C.view.y[0], C.view.y[1]]; })()")
        return left + (ux - x0) / (x1 - x0) * width, top + (y1 - uy) / (y1 - y0) * height

    async def gesture(self, points: Sequence[tuple[float, float, float]], touch: bool = True) -> None:
        """Press at the first point, move through the others, release at the last (times in ms
        from the press, positions in table units). Each event carries its own time stamp (the
        page reads ``ev.timeStamp``) and they are sent back to back: the gesture's timing is the
        one given, whatever the machine's load (no sleeping between events)."""
        left, top, width, height, x0, x1, y0, y1 = await self.js(
            "(() => { const r = document.getElementById('c').getBoundingClientRect();"
            " return [r.left, r.top, r.width, r.height, C.view.x[0], C.view.x[1], C.view.y[0], C.view.y[1]]; })()")
        span = points[-1][0] - points[0][0]
        # the stamps lie in the page's past (Chromium keeps a stamp later than the page's start)
        age = await self.js("performance.now()")
        if age < span + 100:
            await asyncio.sleep((span + 100 - age) / 1000)
        wall = time.time() - (span + 50) / 1000
        for i, (t, ux, uy) in enumerate(points):
            x, y = left + (ux - x0) / (x1 - x0) * width, top + (y1 - uy) / (y1 - y0) * height
            stamp = wall + t / 1000
            kind = "start" if i == 0 else ("end" if i == len(points) - 1 else "move")
            if touch:
                if kind == "end":  # a finger lifts where it last was: the move, then the lift
                    await self.cdp("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": x, "y": y}],
                                   timestamp=stamp)
                await self.cdp("Input.dispatchTouchEvent", type={"start": "touchStart", "move": "touchMove",
                                                                  "end": "touchEnd"}[kind],
                               touchPoints=[] if kind == "end" else [{"x": x, "y": y}], timestamp=stamp)
            else:
                await self.cdp("Input.dispatchMouseEvent", type={"start": "mousePressed", "move": "mouseMoved",
                                                                  "end": "mouseReleased"}[kind],
                               x=x, y=y, button="left", clickCount=1 if kind != "move" else 0, timestamp=stamp)

    async def until(self, expression: str, seconds: float = 120.0) -> None:
        """Wait until the page's ``expression`` is true (a bound for a stuck page, not a timing)."""
        for _ in range(int(seconds * 10)):
            if await self.js(expression):
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"never true: {expression}; the page says {await self.line()!r}")

    async def click(self, element_id: str) -> None:
        await self.js(f"document.getElementById({json.dumps(element_id)}).click()")

    async def wait_result(self) -> str:
        """The page's result line once it shows the throw's landing."""
        await self.until("document.body.dataset.done === '1'")
        return str(await self.js("document.getElementById('result').textContent"))

    async def line(self) -> str:
        return str(await self.js("document.getElementById('out').textContent"))

    async def shot(self, path: str) -> None:
        data = await self.cdp("Page.captureScreenshot", format="png")
        with open(path, "wb") as f:
            f.write(base64.b64decode(data["data"]))


def flick_points(ms: float, power: float = 8.0, held: float = 0.0, start: tuple[float, float] = (0.0, -340.0),
                 aim_x: float = 0.0, frame: float = 16.0, slow_ms: float = 0.0) -> list[tuple[float, float, float]]:
    """A flick as a hand makes it: held still ``held`` ms, an optional slow run-up of
    ``slow_ms``, then ``ms`` ms accelerating to the speed that gives ``power`` (the page's gain)."""
    from rules.dungeon_fighter import throw as T
    from rules.dungeon_fighter.gesture import GAIN

    speed = power * T.UNIT / GAIN
    x, y = start
    dist = ((aim_x - x) ** 2 + (0 - y) ** 2) ** 0.5
    ux, uy = (aim_x - x) / dist, -y / dist
    out = [(0.0, x, y)]
    t = 0.0
    while t + frame <= held:
        t += frame
        out.append((t, x + 0.3, y))
    steps = int(slow_ms / frame)
    for _ in range(steps):
        t += frame
        x, y = x + ux * 0.1 * frame, y + uy * 0.1 * frame
        out.append((t, x, y))
    steps = max(int(ms / frame), 3)
    for k in range(1, steps + 1):
        t += frame
        v = speed * min(1.0, 0.4 + 0.6 * k / max(steps - 5, 1))  # the last 80 ms at full speed
        x, y = x + ux * v * frame, y + uy * v * frame
        out.append((t, x, y))
    return out

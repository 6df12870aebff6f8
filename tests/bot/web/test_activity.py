"""The throw page as a Discord Activity (bot/web/activity.py): the server exchanges the code of
the SDK's AUTHORIZE for the player's identity at a fake Discord token endpoint and answers the
player's own throw page; a real headless Chromium plays the Activity inside a fake parent frame
playing Discord's side of the postMessage protocol, then flicks the die."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import tempfile
import time
from typing import Any

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.web.activity import ActivitySettings, activity_settings
from bot.web.throw import ThrowPages
from db.database import Database
from rules.dungeon_fighter.gesture import flick

from .test_throw import _cdp, _chromium, _table, _thrower

CLIENT_ID, SECRET = "1234567890", "s3cret"


class FakeDiscordOAuth:
    """Discord's token endpoint and ``/users/@me``: a code gives a token, a token a user."""

    def __init__(self, users: dict[str, tuple[str, str]]) -> None:
        self.users = users  # code -> (user id, name)
        self.exchanges: list[dict[str, str]] = []

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_post("/api/oauth2/token", self.token)
        app.router.add_get("/api/users/@me", self.me)
        return app

    async def token(self, request: web.Request) -> web.Response:
        assert request.content_type == "application/x-www-form-urlencoded"  # Discord takes no JSON here
        form = dict(await request.post())
        self.exchanges.append({k: str(v) for k, v in form.items()})
        if (form.get("client_id"), form.get("client_secret"), form.get("grant_type")) != (
                CLIENT_ID, SECRET, "authorization_code") or form.get("code") not in self.users:
            return web.json_response({"error": "invalid_grant"}, status=400)
        return web.json_response({"access_token": f"token-{form['code']}", "token_type": "Bearer",
                                  "expires_in": 604800, "scope": "identify"})

    async def me(self, request: web.Request) -> web.Response:
        auth = request.headers.get("Authorization", "")
        code = auth.removeprefix("Bearer token-")
        if not auth.startswith("Bearer token-") or code not in self.users:
            return web.json_response({"message": "401: Unauthorized"}, status=401)
        user_id, name = self.users[code]
        return web.json_response({"id": user_id, "username": name.lower(), "global_name": name})


async def test_the_code_is_exchanged_for_the_players_own_throw(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, other = _thrower(loaded, players)
    oauth = FakeDiscordOAuth({"good": (me.user_id, "Alice"), "theirs": (other.user_id, "Bob")})
    async with TestServer(oauth.app()) as discord_api:
        pages = ThrowPages(service, "https://meneur.example", secret=b"a" * 32,
                           activity=ActivitySettings(CLIENT_ID, SECRET, api=str(discord_api.make_url("/api"))))
        async with TestClient(TestServer(pages.app())) as client:
            page = await client.get("/?frame_id=f&instance_id=i&platform=desktop&channel_id=chan")
            assert page.status == 200 and f'"client_id": "{CLIENT_ID}"' in await page.text()
            assert SECRET not in await page.text()
            r = await client.post("/df/activity/token", json={"code": "good", "channel_id": "chan"})
            data = await r.json()
            assert r.status == 200 and data["url"].startswith("/df/throw/"), data
            ticket = pages.read(data["url"].rsplit("/", 1)[1])
            assert ticket is not None and (ticket.user_id, ticket.seat, ticket.name) == (me.user_id, seat, "Alice")
            assert oauth.exchanges[-1] == {"client_id": CLIENT_ID, "client_secret": SECRET,
                                           "grant_type": "authorization_code", "code": "good"}
            # a bad code, the other player (no throw of theirs waits), anything but a code
            r = await client.post("/df/activity/token", json={"code": "forged", "channel_id": "chan"})
            assert r.status == 403
            r = await client.post("/df/activity/token", json={"code": "theirs", "channel_id": "chan"})
            assert r.status == 410 and (await r.json())["text"] == "Aucun lancer de votre part n'attend ici."
            r = await client.post("/df/activity/token", json={"code": "good", "channel_id": "chan", "user": "x"})
            assert r.status == 400
            gesture = {"samples": flick((0.0, 0.0), 8.0), "die": "red"}
            # the link is bound to the page that holds its key: without it (a link seen by
            # someone else), or with another key, it cannot throw
            assert ticket.key and data["key"]
            for headers in ({}, {"X-Throw-Key": "not-the-key"}):
                thrown = await client.post(data["url"], json=gesture, headers=headers)
                assert thrown.status == 403 and (await thrown.json())["error"] == "not-yours"
            thrown = await client.post(data["url"], json={**gesture, "zone": 10}, headers={"X-Throw-Key": data["key"]})
            assert thrown.status == 400  # the throw page as ever: a gesture only
            thrown = await client.post(data["url"], json=gesture, headers={"X-Throw-Key": data["key"]})
            assert thrown.status == 200, await thrown.json()


def test_the_activity_is_off_unless_both_settings_are_given(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MENEUR_ACTIVITY_CLIENT_SECRET", raising=False)
    monkeypatch.setenv("MENEUR_ACTIVITY_CLIENT_ID", CLIENT_ID)
    assert activity_settings() is None
    monkeypatch.setenv("MENEUR_ACTIVITY_CLIENT_SECRET", SECRET)
    assert activity_settings() == ActivitySettings(CLIENT_ID, SECRET)


#: Discord's side of the Embedded App SDK's protocol, as a parent frame: it answers the
#: handshake with READY and AUTHORIZE with a code, and notes what the Activity sent
PARENT = """<!doctype html><html><body style="margin:0">
<iframe id="activity" src="/?frame_id=frame-1&instance_id=i-1&platform=desktop&guild_id=1&channel_id=chan"
 style="border:0;width:420px;height:680px"></iframe>
<script>
window.seen = [];
const frame = document.getElementById("activity");
window.addEventListener("message", ev => {
  if (ev.source !== frame.contentWindow) return;
  const [op, data] = ev.data;
  window.seen.push([op, data]);
  if (op === 0 && data.client_id === "CLIENT" && data.frame_id === "frame-1" && data.v === 1)
    ev.source.postMessage([1, {cmd: "DISPATCH", evt: "READY", data: {v: 1, config: {environment: "test"}}}], ev.origin);
  else if (op === 1 && data.cmd === "AUTHORIZE")
    ev.source.postMessage([1, {cmd: "AUTHORIZE", evt: null, nonce: data.nonce,
      data: {code: data.args.client_id === "CLIENT" ? "good" : "bad"}}], ev.origin);
});
</script></body></html>""".replace("CLIENT", CLIENT_ID)


@pytest.mark.skipif(_chromium() is None, reason="Chromium not installed (scripts/chromium.sh installs it as root)")
async def test_headless_chromium_plays_the_activity_in_a_fake_discord_frame(sqlite_db: Database) -> None:
    service, players, loaded = await _table(sqlite_db)
    seat, me, _ = _thrower(loaded, players)
    oauth = FakeDiscordOAuth({"good": (me.user_id, "Alice")})
    discord_api = TestServer(oauth.app(), host="127.0.0.1")
    await discord_api.start_server()
    pages = ThrowPages(service, "http://127.0.0.1", secret=b"c" * 32,
                       activity=ActivitySettings(CLIENT_ID, SECRET, api=str(discord_api.make_url("/api"))))
    app = pages.app()

    async def parent(_request: web.Request) -> web.Response:
        return web.Response(text=PARENT, content_type="text/html")

    app.router.add_get("/fake-discord", parent)  # Discord's client, same origin as its proxy
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    profile = tempfile.mkdtemp()
    proc = subprocess.Popen([_chromium(), "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
                             f"--user-data-dir={profile}", "--window-size=440,720", "about:blank"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        for _ in range(1200):
            if os.path.exists(port_file) and open(port_file).read().strip():
                break
            await asyncio.sleep(0.1)
        port = open(port_file).read().split()[0]
        async with aiohttp.ClientSession() as http:
            targets = await (await http.get(f"http://127.0.0.1:{port}/json/list")).json()
            page_ws = next(t["webSocketDebuggerUrl"] for t in targets if t["type"] == "page")
            async with http.ws_connect(page_ws, max_msg_size=0) as ws:
                n = [0]

                async def js(expression: str) -> Any:
                    got = await _cdp(ws, n, "Runtime.evaluate", expression=expression, returnByValue=True)
                    return got.get("result", {}).get("value")

                await _cdp(ws, n, "Page.enable")
                await _cdp(ws, n, "Emulation.setDeviceMetricsOverride", width=440, height=720, deviceScaleFactor=1,
                           mobile=False)
                await _cdp(ws, n, "Page.navigate", url=f"http://127.0.0.1:{server.port}/fake-discord")
                inner = "document.getElementById('activity').contentWindow"
                for _ in range(1200):  # handshake, READY, AUTHORIZE, the exchange, then the throw page
                    if await js(f"(() => {{ try {{ return {inner}.location.pathname.startsWith('/df/throw/')"
                                f" && !!{inner}.document.getElementById('die-red'); }} catch (e) {{ return false; }} }})()"):
                        break
                    await asyncio.sleep(0.1)
                else:
                    raise AssertionError(await js(f"JSON.stringify([window.seen, {inner}.document.body.innerText])"))
                seen = await js("JSON.stringify(window.seen)")
                ops = json.loads(seen)
                assert ops[0] == [0, {"v": 1, "encoding": "json", "client_id": CLIENT_ID, "frame_id": "frame-1"}]
                assert ops[1][0] == 1 and ops[1][1]["cmd"] == "AUTHORIZE"
                assert ops[1][1]["args"] == {"client_id": CLIENT_ID, "response_type": "code", "state": "",
                                             "prompt": "none", "scope": ["identify"]}
                box = await js(f"(() => {{ const f = document.getElementById('activity').getBoundingClientRect();"
                               f" const r = {inner}.document.getElementById('c').getBoundingClientRect();"
                               f" return [f.left + r.left, f.top + r.top, r.width, r.height]; }})()")
                left, top, width, height = box

                def screen(ux: float, uy: float) -> tuple[float, float]:
                    return left + (ux + 200) / 400 * width, top + (140 - uy) / 500 * height

                # the gesture: each event stamped with its time in it (the page reads ev.timeStamp),
                # sent back to back, so the machine's load cannot stretch it; the stamps lie in the
                # throw page's past (Chromium keeps a stamp later than the page's start)
                while await js(f"{inner}.performance.now()") < 1000:
                    await asyncio.sleep(0.1)
                wall = time.time() - 0.7
                x, y = screen(0, -340)
                await _cdp(ws, n, "Input.dispatchMouseEvent", type="mousePressed", x=x, y=y, button="left", clickCount=1,
                           timestamp=wall)
                for k in range(1, 13):
                    await _cdp(ws, n, "Input.dispatchMouseEvent", type="mouseMoved", x=x, y=y - k, button="left",
                               timestamp=wall + 0.03 * k)
                for k in range(1, 7):
                    x2, y2 = screen(0, -340 + 12 + 25 * k)
                    await _cdp(ws, n, "Input.dispatchMouseEvent", type="mouseMoved", x=x2, y=y2, button="left",
                               timestamp=wall + 0.36 + 0.016 * k)
                await _cdp(ws, n, "Input.dispatchMouseEvent", type="mouseReleased", x=x2, y=y2, button="left",
                           clickCount=1, timestamp=wall + 0.36 + 0.016 * 6)
                text = ""
                for _ in range(1200):  # a bound for a stuck page, not a timing
                    text = await js(f"{inner}.document.body.dataset.done ? {inner}.document.getElementById('result')"
                                    f".textContent : ''") or ""
                    if text:
                        break
                    await asyncio.sleep(0.1)
                assert text.startswith(("Section", "Raté")), text
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        await server.close()
        await discord_api.close()
        shutil.rmtree(profile, ignore_errors=True)
    after = await service._load("chan", ("active", "finished"), latest=True)
    assert after.table.version > loaded.table.version and after.state.last is not None
    assert after.state.last.seat == seat and after.state.last.die == "red"
    await service.abandon(players[0])  # the seed is revealed at the end
    reply = await service.verify(players[0])
    assert reply.text.startswith("Verified: the seed matches its hash"), reply.text

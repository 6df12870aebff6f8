"""The throw page as a Discord Activity: the same gesture page, opened inside Discord.

Settings (environment; the Activity is off unless both are given, and it needs the throw page
itself on, ``MENEUR_THROW_PORT`` and ``MENEUR_THROW_URL``): ``MENEUR_ACTIVITY_CLIENT_ID`` (the
application's id, its OAuth2 client id) and ``MENEUR_ACTIVITY_CLIENT_SECRET`` (its OAuth2
secret). In Discord's Developer Portal the application has Activities enabled and the root
URL mapping ``/`` pointing at the throw page's public host (docs/throw-page.md).

How a throw goes: ``/game throw`` answers with the interaction callback LAUNCH_ACTIVITY (type
12); Discord opens the Activity, an iframe of ``https://<client id>.discordsays.com/`` proxied
to this server's ``/`` with the query ``frame_id``, ``instance_id``, ``platform`` and
``channel_id``. The page (``web/activity.html``) speaks the Embedded App SDK's postMessage
protocol itself (no SDK to download: the handshake ``[0, {v, encoding, client_id,
frame_id}]``, the READY dispatch, the AUTHORIZE command for the scope ``identify``), posts the
authorization code here, and this server exchanges it at Discord's OAuth2 token endpoint with
the secret, asks Discord who the user is (``/users/@me``), finds that user's pending throw in the
channel and answers the address of the usual signed, single-use throw page with a fresh key
the link is bound to (its hash is in the signed link). The page goes there with the key in the
address's fragment (never sent to a server); the throw page sends it with the gesture, so
the link alone, seen by anyone else, cannot throw. From then on it is the throw page (only the
gesture is sent; the server resolves it).
The code proves who the player is; the channel comes from the client, but a player can only
ever reach their own pending throw.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import aiohttp
from aiohttp import web

from bot.shared.replies import Actor
from rules.core import i18n

log = logging.getLogger("meneur.activity")
PAGE = Path(__file__).parent / "activity.html"
DISCORD_API = "https://discord.com/api/v10"
#: what the page may post: the authorization code and the channel the Activity was opened in
ALLOWED_KEYS = {"code", "channel_id"}


class ThrowLinks(Protocol):
    """What the Activity needs of the throw pages (bot/web/throw.py): the bot's service (for its
    default language), the pages' public address and a thrower's link."""

    service: Any
    public_url: str

    async def link_for(self, channel_id: str, user_id: str, name: str, key: str = "") -> str | None: ...


@dataclass(frozen=True)
class ActivitySettings:
    client_id: str
    client_secret: str
    #: Discord's API (the token endpoint and ``/users/@me``): a fake one in the tests
    api: str = DISCORD_API


def activity_settings() -> ActivitySettings | None:
    """The Activity's settings when both are given, else ``None`` (the Activity is off)."""
    client_id = os.environ.get("MENEUR_ACTIVITY_CLIENT_ID", "").strip()
    secret = os.environ.get("MENEUR_ACTIVITY_CLIENT_SECRET", "").strip()
    if not client_id.isdigit() or not secret:
        return None
    return ActivitySettings(client_id, secret)


class ThrowActivity:
    """The Activity's entry page and its token exchange, added to the throw page's server."""

    def __init__(self, pages: ThrowLinks, settings: ActivitySettings) -> None:
        self.pages = pages
        self.settings = settings

    def add_routes(self, app: web.Application) -> None:
        app.router.add_get("/", self.page)  # the root URL mapping's target
        app.router.add_get("/df/activity", self.page)
        app.router.add_post("/df/activity/token", self.token)

    async def page(self, request: web.Request) -> web.Response:
        lang = i18n.language(request.headers.get("Accept-Language", "")[:2] or None,
                             getattr(self.pages.service, "default_locale", i18n.DEFAULT_LANGUAGE))
        config = {"client_id": self.settings.client_id,
                  "texts": {k: i18n.t(lang, f"df-activity-{k}") for k in ("connecting", "denied", "failed")}}
        html = PAGE.read_text(encoding="utf-8").replace("/*CONFIG*/null", json.dumps(config))
        return web.Response(text=html, content_type="text/html")

    async def token(self, request: web.Request) -> web.Response:
        """The code from AUTHORIZE -> who the player is -> the address of their throw page."""
        try:
            body = await request.json()
        except ValueError:
            return web.json_response({"error": "not-json"}, status=400)
        channel = body.get("channel_id") if isinstance(body, dict) else None
        if (not isinstance(body, dict) or not set(body) <= ALLOWED_KEYS or not isinstance(body.get("code"), str)
                or not isinstance(channel, str) or not 0 < len(channel) <= 40 or not 0 < len(body["code"]) <= 200):
            return web.json_response({"error": "bad-request"}, status=400)
        user = await self.identify(body["code"])
        if user is None:
            return web.json_response({"error": "not-authorized"}, status=403)
        user_id, name = user
        key = secrets.token_urlsafe(18)  # the link throws only with this key: bound to this user's page
        url = await self.pages.link_for(body["channel_id"], user_id, name, key=key)
        if url is None:
            lang = getattr(self.pages.service, "default_locale", i18n.DEFAULT_LANGUAGE)
            return web.json_response({"error": "not-waiting", "text": i18n.t(lang, "df-page-not-now")}, status=410)
        return web.json_response({"url": url.removeprefix(self.pages.public_url), "key": key})

    async def identify(self, code: str) -> tuple[str, str] | None:
        """Exchange the authorization code for an access token (with the application's secret),
        then ask Discord whose token it is: (user id, display name), or ``None``."""
        api = self.settings.api.rstrip("/")
        form = {"client_id": self.settings.client_id, "client_secret": self.settings.client_secret,
                "grant_type": "authorization_code", "code": code}
        timeout = aiohttp.ClientTimeout(total=10)
        try:
            async with aiohttp.ClientSession(timeout=timeout) as http:
                async with http.post(f"{api}/oauth2/token", data=form) as r:
                    if r.status != 200:
                        log.info("Activity: the token exchange answered %s", r.status)
                        return None
                    grant: Any = await r.json()
                access = grant.get("access_token") if isinstance(grant, dict) else None
                if not isinstance(access, str) or not access:
                    return None
                async with http.get(f"{api}/users/@me", headers={"Authorization": f"Bearer {access}"}) as r:
                    if r.status != 200:
                        return None
                    me: Any = await r.json()
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            log.warning("Activity: Discord could not be reached for the token exchange: %s", exc)
            return None
        if not isinstance(me, dict) or not isinstance(me.get("id"), str) or not 0 < len(me["id"]) <= 40:
            return None
        return str(me["id"]), str(me.get("global_name") or me.get("username") or me["id"])

    async def can_launch(self, actor: Actor) -> bool:
        """Whether ``/game throw`` should open the Activity: the actor has a throw waiting."""
        return await self.pages.link_for(actor.channel_id, actor.user_id, actor.name) is not None

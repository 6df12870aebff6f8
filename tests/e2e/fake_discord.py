"""A fake Discord on 127.0.0.1: the REST routes the bot uses and a gateway websocket.

The real discord.py client talks to it: ``discord.http.Route.BASE`` points at this server and
``/gateway/bot`` answers with its websocket URL. The test drives it like users would: it
sends slash commands, button clicks and autocomplete requests as ``INTERACTION_CREATE``
events, and reads what the bot posted (``messages``), including interaction responses,
follow-ups, channel messages, DMs and uploaded files.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import discord
from aiohttp import WSMsgType, web

API = "/api/v10"
EPHEMERAL = 64
LOADING = 128
DISCORD_EPOCH_MS = 1_420_070_400_000

Json = dict[str, Any]


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def iso_of_ms(unix_ms: int) -> str:
    return datetime.fromtimestamp(unix_ms / 1000, UTC).isoformat()


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py wants the content type to be exactly "application/json"
    return web.Response(status=status, body=json.dumps(data).encode(),
                        headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


@dataclass
class Message:
    """A message as the fake stored it, with the uploaded files' bytes."""

    id: int
    channel_id: int
    content: str
    author_id: int
    flags: int = 0
    embeds: list[Json] = field(default_factory=list)
    components: list[Json] = field(default_factory=list)
    attachments: list[Json] = field(default_factory=list)
    files: dict[str, bytes] = field(default_factory=dict)
    allowed_mentions: Json | None = None
    #: "channel", "response" (interaction callback), "followup", "dm"
    kind: str = "channel"
    interaction_id: int | None = None
    deleted: bool = False
    #: Unix milliseconds of the last edit (``edited_timestamp``)
    edited_ms: int | None = None
    pinned: bool = False

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def text(self) -> str:
        """The content and every embed's description."""
        return "\n".join([self.content or "", *[e.get("description", "") for e in self.embeds]]).strip()

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for row in self.components for c in row.get("components", []) if "custom_id" in c]

    def labels(self) -> list[str]:
        """The labels of its buttons and of its select menus' options, in order."""
        out = []
        for row in self.components:
            for comp in row.get("components", []):
                if comp.get("type") == 3:
                    out += [o["label"] for o in comp.get("options", [])]
                elif "label" in comp:
                    out.append(comp["label"])
        return out

    def select_menu(self, label: str) -> tuple[Json, Json]:
        """The select menu holding an option labelled ``label``, and that option."""
        for row in self.components:
            for comp in row.get("components", []):
                for option in comp.get("options", []) if comp.get("type") == 3 else []:
                    if option["label"] == label:
                        return comp, option
        raise KeyError(f"no menu option {label!r} in {self.labels()}")

    def button(self, label: str) -> Json:
        for row in self.components:
            for comp in row.get("components", []):
                if comp.get("label") == label:
                    return comp
        raise KeyError(f"no button {label!r} in {[c.get('label') for r in self.components for c in r['components']]}")


@dataclass
class User:
    id: int
    name: str
    locale: str = "en-US"
    permissions: int = discord.Permissions(send_messages=True, view_channel=True, use_application_commands=True).value
    #: the ids of the server roles the member holds
    roles: list[str] = field(default_factory=list)

    def payload(self) -> Json:
        return {"id": str(self.id), "username": self.name, "global_name": self.name, "discriminator": "0",
                "avatar": None, "bot": False, "public_flags": 0}


class FakeDiscord:
    """One guild with one text channel, a bot application and any number of users."""

    def __init__(self, token: str = "fake-token") -> None:
        self.token = token
        #: added to the wall clock in every id (snowflakes carry their creation time): a test
        #: advances it to make a user "wait" before clicking
        self.clock_offset_ms = 0
        self._ids = itertools.count(1)
        self.app_id = self.next_id()
        self.bot_id = self.app_id
        self.guild_id = self.next_id()
        self.channel_id = self.next_id()
        #: a server role members may hold (``User.roles``): the dice's game master role
        self.gm_role_id = 900_000_000_000_000_001
        self.channels: dict[int, Json] = {
            self.channel_id: self._text_channel(self.channel_id, "table"),
        }
        self.users: dict[int, User] = {}
        self.messages: list[Message] = []
        self.commands: dict[str, list[Json]] = {}  # "global" or guild id -> synced payload
        self.sync_requests: list[tuple[str, list[Json]]] = []
        self.interactions: dict[int, Json] = {}
        #: every body the bot sent with components (kind: "callback", "followup", "channel", "edit")
        self.bodies: list[tuple[str, Json]] = []
        self.autocomplete_results: dict[int, list[Json]] = {}
        #: the message whose button opened a modal, by the modal's custom id
        self.modal_origins: dict[str, Message] = {}
        self.deleted_channels: list[int] = []
        self.thread_members: list[tuple[int, int]] = []
        self.requests: list[tuple[str, str]] = []
        #: users whose DMs are closed (Discord answers 50007)
        self.closed_dms: set[int] = set()
        self.cdn: dict[int, bytes] = {}
        #: failure modes: close the gateway with this code after IDENTIFY; refuse command sync (403)
        self.identify_close_code: int | None = None
        self.forbid_sync = False
        self.expire_interactions = False  # answer callbacks with 10062 Unknown interaction
        self.app_permissions = discord.Permissions.all().value
        self._sockets: list[web.WebSocketResponse] = []
        self._seq = 0
        self._changed = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.port = 0
        self._old_base = discord.http.Route.BASE

    # ------------------------------------------------------------------ ids and payloads
    def now_ms(self) -> int:
        return int(time.time() * 1000) + self.clock_offset_ms

    def next_id(self) -> int:
        """A snowflake like Discord's: creation time (ms since 2015) above 22 bits of sequence."""
        return ((self.now_ms() - DISCORD_EPOCH_MS) << 22) | (next(self._ids) & 0x3FFFFF)

    def _text_channel(self, cid: int, name: str) -> Json:
        return {"id": str(cid), "type": 0, "guild_id": str(self.guild_id), "name": name, "position": 0,
                "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None,
                "last_message_id": None, "rate_limit_per_user": 0, "flags": 0}

    def bot_user(self) -> Json:
        return {"id": str(self.bot_id), "username": "Meneur", "global_name": "Meneur", "discriminator": "0000",
                "avatar": None, "bot": True, "verified": True, "mfa_enabled": False, "flags": 0, "public_flags": 0}

    def add_user(self, name: str, locale: str = "en-US", manage: bool = False) -> User:
        perms = discord.Permissions(send_messages=True, view_channel=True, use_application_commands=True,
                                    manage_channels=manage)
        user = User(self.next_id(), name, locale, perms.value)
        self.users[user.id] = user
        return user

    def guild_payload(self) -> Json:
        everyone = {"id": str(self.guild_id), "name": "@everyone", "permissions": str(self.app_permissions),
                    "position": 0, "color": 0, "hoist": False, "managed": False, "mentionable": False, "flags": 0}
        me = {"user": self.bot_user(), "roles": [], "joined_at": now_iso(), "deaf": False, "mute": False,
              "flags": 0}
        return {
            "id": str(self.guild_id), "name": "Test server", "icon": None, "splash": None,
            "discovery_splash": None, "owner_id": str(self.next_id()), "afk_channel_id": None, "afk_timeout": 300,
            "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
            "roles": [everyone, {**everyone, "id": str(self.gm_role_id), "name": "Game master", "position": 1}],
            "emojis": [], "stickers": [], "features": [], "mfa_level": 0,
            "system_channel_id": None, "system_channel_flags": 0, "rules_channel_id": None,
            "vanity_url_code": None, "description": None, "banner": None, "premium_tier": 0,
            "preferred_locale": "fr", "public_updates_channel_id": None, "nsfw_level": 0,
            "premium_progress_bar_enabled": False, "unavailable": False, "member_count": 1 + len(self.users),
            "large": False, "joined_at": now_iso(), "members": [me],
            "channels": [c for c in self.channels.values() if c["type"] in (0, 2, 4)],
            "threads": [c for c in self.channels.values() if c["type"] in (11, 12)],
            "voice_states": [], "presences": [], "guild_scheduled_events": [], "stage_instances": [],
            "soundboard_sounds": [],
        }

    def message_payload(self, msg: Message) -> Json:
        return {
            "id": str(msg.id), "channel_id": str(msg.channel_id), "guild_id": str(self.guild_id),
            "author": self.bot_user(), "content": msg.content, "timestamp": now_iso(),
            "edited_timestamp": iso_of_ms(msg.edited_ms) if msg.edited_ms is not None else None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": msg.attachments, "embeds": msg.embeds, "pinned": msg.pinned, "type": 0, "flags": msg.flags,
            "components": msg.components, "application_id": str(self.app_id),
            **({"webhook_id": str(self.app_id)} if msg.kind in ("response", "followup") else {}),
        }

    # ------------------------------------------------------------------ server
    async def start(self) -> str:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        r = app.router
        r.add_get(API + "/users/@me", self._me)
        r.add_get(API + "/oauth2/applications/@me", self._application)
        r.add_get(API + "/applications/@me", self._application)
        r.add_get(API + "/gateway/bot", self._gateway_bot)
        r.add_get(API + "/gateway", self._gateway_bot)
        r.add_put(API + "/applications/{app}/commands", self._sync)
        r.add_put(API + "/applications/{app}/guilds/{guild}/commands", self._sync)
        r.add_get(API + "/applications/{app}/commands", self._get_commands)
        r.add_get(API + "/applications/{app}/guilds/{guild}/commands", self._get_commands)
        r.add_post(API + "/interactions/{iid}/{token}/callback", self._callback)
        r.add_post(API + "/webhooks/{app}/{token}", self._followup)
        r.add_get(API + "/webhooks/{app}/{token}/messages/{mid}", self._get_webhook_message)
        r.add_patch(API + "/webhooks/{app}/{token}/messages/{mid}", self._edit_webhook_message)
        r.add_delete(API + "/webhooks/{app}/{token}/messages/{mid}", self._delete_webhook_message)
        r.add_post(API + "/channels/{cid}/messages", self._channel_message)
        r.add_patch(API + "/channels/{cid}/messages/{mid}", self._edit_channel_message)
        r.add_put(API + "/channels/{cid}/messages/pins/{mid}", self._pin)
        r.add_delete(API + "/channels/{cid}/messages/pins/{mid}", self._unpin)
        r.add_get(API + "/channels/{cid}", self._get_channel)
        r.add_delete(API + "/channels/{cid}", self._delete_channel)
        r.add_post(API + "/channels/{cid}/threads", self._create_thread)
        r.add_put(API + "/channels/{cid}/thread-members/{uid}", self._add_thread_member)
        r.add_post(API + "/users/@me/channels", self._create_dm)
        r.add_get(API + "/users/{uid}", self._get_user)
        r.add_get("/files/{aid}/{name}", self._file)
        app.middlewares.append(self._log_requests)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
        discord.http.Route.BASE = f"http://127.0.0.1:{self.port}{API}"
        return f"http://127.0.0.1:{self.port}"

    async def stop(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
        discord.http.Route.BASE = self._old_base

    @web.middleware
    async def _log_requests(self, request: web.Request, handler: Callable[..., Any]) -> web.StreamResponse:
        self.requests.append((request.method, request.path))
        if request.path.startswith(API) and not request.path.startswith(API + "/interactions") \
                and "/webhooks/" not in request.path:
            if request.headers.get("Authorization") != f"Bot {self.token}":
                return json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        return await handler(request)

    async def _changed_notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Wait until ``predicate()`` is truthy (checked after every change); return its value."""
        async def waiter() -> Any:
            async with self._changed:
                while True:
                    value = predicate()
                    if value:
                        return value
                    await self._changed.wait()

        return await asyncio.wait_for(waiter(), timeout)

    async def wait_message(self, predicate: Callable[[Message], bool], timeout: float = 5.0) -> Message:
        """The first stored message matching ``predicate`` (waiting for it)."""
        return await self.wait_for(lambda: next((m for m in self.messages if predicate(m)), None), timeout)

    # ------------------------------------------------------------------ REST handlers
    async def _me(self, request: web.Request) -> web.Response:
        return json_response(self.bot_user())

    async def _application(self, request: web.Request) -> web.Response:
        return json_response({
            "id": str(self.app_id), "name": "Meneur", "icon": None, "description": "", "bot_public": True,
            "bot_require_code_grant": False, "verify_key": "00", "flags": 0,
            "owner": {**self.bot_user(), "bot": False, "id": str(self.next_id())}, "team": None,
            "summary": "", "interactions_endpoint_url": None,
        })

    async def _gateway_bot(self, request: web.Request) -> web.Response:
        return json_response({"url": f"ws://127.0.0.1:{self.port}/gateway", "shards": 1,
                              "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0,
                                                      "max_concurrency": 1}})

    async def _sync(self, request: web.Request) -> web.Response:
        if self.forbid_sync:
            return json_response({"message": "Missing Access", "code": 50001}, status=403)
        body = await request.json()
        scope = request.match_info.get("guild", "global")
        self.sync_requests.append((scope, body))
        out = []
        for cmd in body:
            out.append({**cmd, "id": str(self.next_id()), "application_id": str(self.app_id), "version": "1",
                        "type": cmd.get("type", 1), "default_member_permissions": None,
                        **({"guild_id": scope} if scope != "global" else {})})
        self.commands[scope] = out
        await self._changed_notify()
        return json_response(out)

    async def _get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.commands.get(request.match_info.get("guild", "global"), []))

    async def _read_body(self, request: web.Request) -> tuple[Json, dict[str, bytes]]:
        files: dict[str, bytes] = {}
        if request.content_type.startswith("multipart/"):
            payload: Json = {}
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                else:
                    files[part.filename or part.name or "file"] = bytes(await part.read())
            return payload, files
        if request.can_read_body:
            return await request.json(), files
        return {}, files

    def _store(self, data: Json, files: dict[str, bytes], channel_id: int, kind: str,
               interaction_id: int | None = None, flags: int = 0) -> Message:
        attachments = []
        described = {a.get("filename"): a.get("description") for a in data.get("attachments") or []}
        for i, (name, blob) in enumerate(files.items()):
            aid = self.next_id()
            self.cdn[aid] = blob
            attachments.append({"id": str(aid), "filename": name, "size": len(blob),
                                "url": f"http://127.0.0.1:{self.port}/files/{aid}/{name}",
                                "proxy_url": f"http://127.0.0.1:{self.port}/files/{aid}/{name}",
                                **({"description": described[name]} if described.get(name) else {})})
        msg = Message(id=self.next_id(), channel_id=channel_id, content=data.get("content") or "",
                      author_id=self.bot_id, flags=int(data.get("flags") or 0) | flags,
                      embeds=data.get("embeds") or [], components=data.get("components") or [],
                      attachments=attachments, files=files, allowed_mentions=data.get("allowed_mentions"),
                      kind=kind, interaction_id=interaction_id)
        self.messages.append(msg)
        return msg

    async def _callback(self, request: web.Request) -> web.Response:
        iid = int(request.match_info["iid"])
        if self.expire_interactions:
            return json_response({"message": "Unknown interaction", "code": 10062}, status=404)
        body, files = await self._read_body(request)
        inter = self.interactions[iid]
        rtype = body.get("type")
        data = body.get("data") or {}
        inter["responses"].append(body)
        self.bodies.append(("callback", body))
        result: Json = {"interaction": {"id": str(iid), "type": inter["type"]}}
        if rtype == 8:  # autocomplete result
            self.autocomplete_results[iid] = data.get("choices", [])
        elif rtype in (4, 5):
            flags = LOADING if rtype == 5 else 0
            msg = self._store(data, files, int(inter["channel_id"]), "response", iid, flags)
            inter["original"] = msg
            result["interaction"].update(response_message_id=str(msg.id),
                                         response_message_loading=rtype == 5,
                                         response_message_ephemeral=msg.ephemeral)
            result["resource"] = {"type": rtype, "message": self.message_payload(msg)}
        elif rtype == 6:  # acknowledged; the clicked message is edited later (@original)
            inter["deferred_update"] = True
        elif rtype == 9:  # a modal: the user sees a form; the test submits it (submit_modal)
            inter["modal"] = data
            if inter.get("message_obj") is not None:  # its submission names the clicked message
                self.modal_origins[str(data.get("custom_id"))] = inter["message_obj"]
        elif rtype == 12:  # LAUNCH_ACTIVITY: Discord opens the application's Activity for the user
            instance = str(self.next_id())
            inter["activity_instance"] = instance
            result["interaction"]["activity_instance_id"] = instance
            result["resource"] = {"type": 12, "activity_instance": {"id": instance}}
        elif rtype == 7:  # update the clicked message (the interaction's answer from then on)
            target = inter.get("message_obj")
            if target is not None:
                self._apply_edit(target, data, files)
                inter["original"] = target
        await self._changed_notify()
        return json_response(result)

    def _interaction_by_token(self, token: str) -> Json:
        return next(i for i in self.interactions.values() if i["token"] == token)

    async def _followup(self, request: web.Request) -> web.Response:
        inter = self._interaction_by_token(request.match_info["token"])
        body, files = await self._read_body(request)
        self.bodies.append(("followup", body))
        msg = self._store(body, files, int(inter["channel_id"]), "followup", int(inter["id"]))
        await self._changed_notify()
        return json_response(self.message_payload(msg))

    def _find(self, inter: Json, mid: str) -> Message | None:
        if mid == "@original":
            if inter.get("original") is None and inter.get("deferred_update"):
                inter["original"] = inter.get("message_obj")  # the clicked message
            return inter.get("original")
        return next((m for m in self.messages if m.id == int(mid)), None)

    def _apply_edit(self, msg: Message, body: Json, files: dict[str, bytes]) -> None:
        if "content" in body:
            msg.content = body["content"] or ""
        if "embeds" in body:
            msg.embeds = body["embeds"] or []
        if "components" in body:
            msg.components = body["components"] or []
        if "allowed_mentions" in body:
            msg.allowed_mentions = body["allowed_mentions"]
        if files or "attachments" in body:
            kept = {a.get("id") for a in body.get("attachments") or [] if "filename" in a and a.get("id")}
            msg.attachments = [a for a in msg.attachments if a["id"] in kept]
            msg.files = {a["filename"]: msg.files[a["filename"]] for a in msg.attachments if a["filename"] in msg.files}
            described = {a.get("filename"): a.get("description") for a in body.get("attachments") or []}
            for name, blob in files.items():
                aid = self.next_id()
                self.cdn[aid] = blob
                msg.attachments.append({"id": str(aid), "filename": name, "size": len(blob),
                                        "url": f"http://127.0.0.1:{self.port}/files/{aid}/{name}",
                                        "proxy_url": f"http://127.0.0.1:{self.port}/files/{aid}/{name}",
                                        **({"description": described[name]} if described.get(name) else {})})
                msg.files[name] = blob
        msg.flags &= ~LOADING
        msg.edited_ms = self.now_ms()

    async def _get_webhook_message(self, request: web.Request) -> web.Response:
        inter = self._interaction_by_token(request.match_info["token"])
        msg = self._find(inter, request.match_info["mid"])
        if msg is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        return json_response(self.message_payload(msg))

    async def _edit_webhook_message(self, request: web.Request) -> web.Response:
        inter = self._interaction_by_token(request.match_info["token"])
        msg = self._find(inter, request.match_info["mid"])
        if msg is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        body, files = await self._read_body(request)
        self.bodies.append(("edit", body))
        self._apply_edit(msg, body, files)
        await self._changed_notify()
        return json_response(self.message_payload(msg))

    async def _delete_webhook_message(self, request: web.Request) -> web.Response:
        inter = self._interaction_by_token(request.match_info["token"])
        msg = self._find(inter, request.match_info["mid"])
        if msg is not None:
            msg.deleted = True
        await self._changed_notify()
        return no_content()

    async def _channel_message(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["cid"])
        if cid not in self.channels:
            return json_response({"message": "Unknown Channel", "code": 10003}, status=404)
        channel = self.channels[cid]
        if channel["type"] == 1 and int(channel["recipients"][0]["id"]) in self.closed_dms:
            return json_response({"message": "Cannot send messages to this user", "code": 50007}, status=403)
        body, files = await self._read_body(request)
        self.bodies.append(("channel", body))
        kind = "dm" if self.channels[cid]["type"] == 1 else "channel"
        msg = self._store(body, files, cid, kind)
        await self._changed_notify()
        return json_response(self.message_payload(msg))

    async def _edit_channel_message(self, request: web.Request) -> web.Response:
        msg = next((m for m in self.messages if m.id == int(request.match_info["mid"])), None)
        if msg is None or msg.deleted:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        body, files = await self._read_body(request)
        self._apply_edit(msg, body, files)
        await self._changed_notify()
        return json_response(self.message_payload(msg))

    async def _unpin(self, request: web.Request) -> web.Response:
        msg = next((m for m in self.messages if m.id == int(request.match_info["mid"])), None)
        if msg is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        msg.pinned = False
        await self._changed_notify()
        return no_content()

    async def _pin(self, request: web.Request) -> web.Response:
        msg = next((m for m in self.messages if m.id == int(request.match_info["mid"])), None)
        if msg is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        if not self.app_permissions & discord.Permissions(pin_messages=True).value:
            return json_response({"message": "Missing Permissions", "code": 50013}, status=403)
        msg.pinned = True
        await self._changed_notify()
        return no_content()

    async def _get_channel(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["cid"])
        if cid not in self.channels:
            return json_response({"message": "Unknown Channel", "code": 10003}, status=404)
        return json_response(self.channels[cid])

    async def _delete_channel(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["cid"])
        channel = self.channels.pop(cid, None)
        self.deleted_channels.append(cid)
        await self._changed_notify()
        return json_response(channel or {})

    async def _create_thread(self, request: web.Request) -> web.Response:
        parent = int(request.match_info["cid"])
        body = await request.json()
        tid = self.next_id()
        thread = {
            "id": str(tid), "type": body.get("type", 12), "guild_id": str(self.guild_id), "parent_id": str(parent),
            "name": body["name"], "owner_id": str(self.bot_id), "last_message_id": None, "rate_limit_per_user": 0,
            "message_count": 0, "member_count": 1, "flags": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": body.get("auto_archive_duration", 1440),
                                "archive_timestamp": now_iso(), "locked": False,
                                "invitable": body.get("invitable", True)},
        }
        self.channels[tid] = thread
        await self.dispatch("THREAD_CREATE", {**thread, "newly_created": True})
        await self._changed_notify()
        return json_response(thread, status=201)

    async def _add_thread_member(self, request: web.Request) -> web.Response:
        self.thread_members.append((int(request.match_info["cid"]), int(request.match_info["uid"])))
        return no_content()

    async def _create_dm(self, request: web.Request) -> web.Response:
        body = await request.json()
        uid = int(body["recipient_id"])
        existing = next((c for c in self.channels.values()
                         if c["type"] == 1 and c["recipients"][0]["id"] == str(uid)), None)
        if existing is None:
            cid = self.next_id()
            user = self.users.get(uid)
            recipient = user.payload() if user else {"id": str(uid), "username": "someone", "discriminator": "0",
                                                     "avatar": None}
            existing = {"id": str(cid), "type": 1, "last_message_id": None, "recipients": [recipient]}
            self.channels[cid] = existing
        return json_response(existing)

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(int(request.match_info["uid"]))
        if user is None:
            return json_response({"message": "Unknown User", "code": 10013}, status=404)
        return json_response(user.payload())

    async def _file(self, request: web.Request) -> web.Response:
        blob = self.cdn.get(int(request.match_info["aid"]))
        if blob is None:
            return web.Response(status=404)
        return web.Response(body=blob, headers={"Content-Type": "application/octet-stream"})

    def upload(self, name: str, data: bytes) -> tuple[str, Json]:
        """A file a user attaches to a command: its id and the ``resolved`` data to send."""
        aid = self.next_id()
        self.cdn[aid] = data
        url = f"http://127.0.0.1:{self.port}/files/{aid}/{name}"
        attachment = {"id": str(aid), "filename": name, "size": len(data), "url": url, "proxy_url": url,
                      "content_type": "application/json"}
        return str(aid), {"attachments": {str(aid): attachment}}

    # ------------------------------------------------------------------ gateway
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True)
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None}))
        try:
            async for raw in ws:
                if raw.type != WSMsgType.TEXT:
                    if raw.type in (WSMsgType.CLOSE, WSMsgType.ERROR):
                        break
                    continue
                msg = json.loads(raw.data)
                op = msg.get("op")
                if op == 1:
                    await ws.send_str(json.dumps({"op": 11, "d": None, "s": None, "t": None}))
                elif op == 2:
                    if msg["d"].get("token") != self.token:
                        await ws.close(code=4004, message=b"Authentication failed")
                        break
                    if self.identify_close_code is not None:
                        await ws.close(code=self.identify_close_code, message=b"Disallowed intent(s)")
                        break
                    self._sockets.append(ws)
                    await self._send(ws, "READY", {
                        "v": 10, "user": self.bot_user(), "guilds": [{"id": str(self.guild_id), "unavailable": True}],
                        "session_id": "fake-session", "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway",
                        "shard": [0, 1], "application": {"id": str(self.app_id), "flags": 0},
                        "private_channels": [], "relationships": [],
                    })
                    await self._send(ws, "GUILD_CREATE", self.guild_payload())
        finally:
            if ws in self._sockets:
                self._sockets.remove(ws)
        return ws

    async def _send(self, ws: web.WebSocketResponse, event: str, data: Json) -> None:
        self._seq += 1
        await ws.send_str(json.dumps({"op": 0, "t": event, "s": self._seq, "d": data}))

    async def dispatch(self, event: str, data: Json) -> None:
        for ws in list(self._sockets):
            if not ws.closed:
                await self._send(ws, event, data)

    # ------------------------------------------------------------------ users' actions
    def _command(self, path: list[str]) -> Json:
        for scope in ("global", str(self.guild_id)):
            for cmd in self.commands.get(scope, []):
                if cmd["name"] == path[0]:
                    return cmd
        raise KeyError(f"no synced command /{path[0]}")

    def _options(self, spec_options: list[Json], values: Json, focused: str | None) -> list[Json]:
        out = []
        for name, value in values.items():
            spec = next((o for o in spec_options if o["name"] == name), None)
            if spec is None:
                raise KeyError(f"no option {name!r} in {[o['name'] for o in spec_options]}")
            opt = {"name": name, "type": spec["type"], "value": value}
            if name == focused:
                opt["focused"] = True
            out.append(opt)
        return out

    def _base_interaction(self, itype: int, user: User, channel_id: int | None, data: Json) -> Json:
        cid = channel_id or self.channel_id
        iid = self.next_id()
        payload = {
            "id": str(iid), "application_id": str(self.app_id), "type": itype, "data": data,
            "guild_id": str(self.guild_id), "channel_id": str(cid), "channel": self.channels[cid],
            "member": {"user": user.payload(), "roles": list(user.roles), "joined_at": now_iso(), "deaf": False, "mute": False,
                       "flags": 0, "permissions": str(user.permissions), "nick": None, "avatar": None},
            "token": f"token-{iid}", "version": 1, "locale": user.locale, "guild_locale": "fr",
            "app_permissions": str(self.app_permissions), "entitlements": [],
            "authorizing_integration_owners": {"0": str(self.guild_id)}, "context": 0,
            "attachment_size_limit": 26214400,
        }
        self.interactions[iid] = {"id": iid, "token": payload["token"], "type": itype, "channel_id": cid,
                                  "responses": [], "original": None, "user": user.id}
        return payload

    async def slash(self, user: User, command: str, channel_id: int | None = None,
                    resolved: Json | None = None, focused: str | None = None, **options: Any) -> int:
        """Send ``/command sub option:value`` typed by ``user``; returns the interaction id."""
        path = command.split()
        spec = self._command(path)
        data: Json = {"id": spec["id"], "name": spec["name"], "type": 1, "guild_id": str(self.guild_id)}
        node = spec
        opts_holder = data
        for part in path[1:]:
            sub = next(o for o in node.get("options", []) if o["name"] == part)
            entry: Json = {"name": part, "type": sub["type"], "options": []}
            opts_holder.setdefault("options", []).append(entry)
            opts_holder, node = entry, sub
        opts_holder["options"] = self._options(node.get("options", []), options, focused)
        if resolved:
            data["resolved"] = resolved
        payload = self._base_interaction(4 if focused else 2, user, channel_id, data)
        await self.dispatch("INTERACTION_CREATE", payload)
        return int(payload["id"])

    async def autocomplete(self, user: User, command: str, option: str, channel_id: int | None = None,
                           **options: Any) -> list[Json]:
        iid = await self.slash(user, command, channel_id=channel_id, focused=option, **options)
        await self.wait_for(lambda: iid in self.autocomplete_results, timeout=5)
        return self.autocomplete_results[iid]

    async def click(self, user: User, message: Message, label: str | None = None,
                    custom_id: str | None = None, seen: Json | None = None) -> int:
        """Press a button of ``message`` (by label or custom id).

        ``seen`` is the message as the user's screen showed it (``message_payload`` taken
        earlier), for a click that races an edit of the message.
        """
        if custom_id is None:
            assert label is not None
            custom_id = message.button(label)["custom_id"]
        payload = self._base_interaction(3, user, message.channel_id,
                                         {"custom_id": custom_id, "component_type": 2})
        payload["message"] = seen or self.message_payload(message)
        self.interactions[int(payload["id"])]["message_obj"] = message
        await self.dispatch("INTERACTION_CREATE", payload)
        return int(payload["id"])

    async def select(self, user: User, message: Message, label: str) -> int:
        """Choose the option labelled ``label`` in one of ``message``'s select menus."""
        menu, option = message.select_menu(label)
        payload = self._base_interaction(3, user, message.channel_id, {
            "custom_id": menu["custom_id"], "component_type": 3, "values": [option["value"]]})
        payload["message"] = self.message_payload(message)
        self.interactions[int(payload["id"])]["message_obj"] = message
        await self.dispatch("INTERACTION_CREATE", payload)
        return int(payload["id"])

    async def modal(self, interaction_id: int, timeout: float = 5.0) -> Json:
        """The modal (callback type 9) the bot answered an interaction with."""
        return await self.wait_for(lambda: self.interactions[interaction_id].get("modal"), timeout)

    async def submit_modal(self, user: User, modal: Json, values: dict[str, str],
                           channel_id: int | None = None) -> int:
        """Submit a modal (interaction type 5): each text input gets ``values[custom_id]``, else
        its pre-filled value."""
        rows = []
        for row in modal.get("components", []):
            inputs = [c for c in row.get("components", []) if c.get("type") == 4]
            if inputs:
                rows.append({"type": 1, "components": [
                    {"type": 4, "custom_id": c["custom_id"], "value": values.get(c["custom_id"], c.get("value") or "")}
                    for c in inputs]})
        payload = self._base_interaction(5, user, channel_id, {"custom_id": modal["custom_id"], "components": rows})
        origin = self.modal_origins.get(str(modal["custom_id"]))
        if origin is not None:  # a modal opened by a click: Discord sends the clicked message
            payload["message"] = self.message_payload(origin)
            self.interactions[int(payload["id"])]["message_obj"] = origin
        await self.dispatch("INTERACTION_CREATE", payload)
        return int(payload["id"])

    async def answer(self, interaction_id: int, timeout: float = 5.0) -> Message:
        """The visible answer to an interaction: its response (once it stopped loading) or follow-up."""
        def found() -> Message | None:
            inter = self.interactions[interaction_id]
            original: Message | None = inter.get("original")
            if original is not None and not original.deleted and not original.loading:
                return original
            if inter.get("deferred_update"):  # the clicked message's edit (else a private follow-up)
                return next((m for m in self.messages if m.interaction_id == interaction_id
                             and m.kind == "followup" and m.ephemeral), None)
            return next((m for m in self.messages if m.interaction_id == interaction_id and m.kind == "followup"),
                        None)

        return await self.wait_for(found, timeout)

    def answers(self, interaction_id: int) -> list[Message]:
        return [m for m in self.messages if m.interaction_id == interaction_id and not m.deleted]

    def private_messages(self) -> list[Message]:
        """Every private (ephemeral) message the bot created, in order (an edit creates none)."""
        return [m for m in self.messages if m.ephemeral]

    def channel_messages(self, channel_id: int | None = None) -> list[Message]:
        cid = channel_id or self.channel_id
        return [m for m in self.messages if m.channel_id == cid and not m.deleted and not m.ephemeral]

"""The throw page: a small web page, served by the bot's own aiohttp server, where a Dungeon
Fighter player flicks the die (touch or mouse) for their pending throw.

Settings (environment): ``MENEUR_THROW_PORT`` (the port to listen on) and ``MENEUR_THROW_URL``
(the public address of that server, e.g. ``https://meneur.example/``); the page is off when
either is unset. ``MENEUR_THROW_SECRET`` signs the links (else a random secret per process:
links die with it).

While a throw waits, the board carries a « Throw » button for the thrower (:meth:`ThrowPages.
board_buttons`); it answers like ``/game throw``: the Activity, or privately the link as a link
button (another player is told whose throw it is).

A link is signed (HMAC-SHA256) and names the table's channel, the player, their seat and the
table's version when it was made: it is good for that one pending throw, once. The page sends
only the gesture (samples of time and position) with the die and weapons chosen; the server
turns the gesture into the throw (``rules.dungeon_fighter.gesture``) and plays it through the
service like a typed ``/df throw``: the game's seeded model resolves it, the log records it,
``/game verify`` replays it. Anything else in the request (an outcome, an aim) is refused.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web

from bot.replies import Actor, Choice, Reply
from bot.throwactivity import ActivitySettings, ThrowActivity
from rules.core import PlayerError, Prompt, i18n
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.gesture import VIEW_X, VIEW_Y, gesture_bounce2, gesture_throw

PAGE = Path(__file__).parent / "web" / "throw.html"
ALLOWED_KEYS = {"samples", "second", "die", "weapons"}
#: called with the channel's reply after a throw, to post it (the Discord adapter's hook)
Poster = Callable[[str, Reply], Awaitable[None]]


@dataclass(frozen=True)
class Ticket:
    """What a signed link stands for."""

    channel_id: str
    user_id: str
    name: str
    seat: int
    version: int
    nonce: str


def settings() -> tuple[int, str] | None:
    """(port, public URL) when the page is on, else ``None``."""
    port, url = os.environ.get("MENEUR_THROW_PORT", ""), os.environ.get("MENEUR_THROW_URL", "")
    if not port.isdigit() or not url:
        return None
    return int(port), url


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class ThrowPages:
    """Signed single-use links and the aiohttp application serving the throw page."""

    def __init__(self, service: Any, public_url: str, secret: bytes | None = None,
                 poster: Poster | None = None, activity: ActivitySettings | None = None) -> None:
        self.service = service
        #: the Discord Activity (bot/throwactivity.py), when its settings are given
        self.activity = ThrowActivity(self, activity) if activity is not None else None
        self.public_url = public_url.rstrip("/")
        self.secret = secret or os.environ.get("MENEUR_THROW_SECRET", "").encode() or secrets.token_bytes(32)
        self.poster = poster
        self.used: set[str] = set()
        self.runner: web.AppRunner | None = None

    # --- links -----------------------------------------------------------------------------
    def sign(self, ticket: Ticket) -> str:
        body = _b64(json.dumps([ticket.channel_id, ticket.user_id, ticket.name, ticket.seat, ticket.version,
                                ticket.nonce], separators=(",", ":")).encode())
        mac = _b64(hmac.new(self.secret, body.encode(), hashlib.sha256).digest())
        return f"{body}.{mac}"

    def read(self, token: str) -> Ticket | None:
        body, _, mac = token.partition(".")
        good = _b64(hmac.new(self.secret, body.encode(), hashlib.sha256).digest())
        if not mac or not hmac.compare_digest(mac, good):
            return None
        try:
            c, u, n, s, v, nonce = json.loads(_unb64(body))
            return Ticket(str(c), str(u), str(n), int(s), int(v), str(nonce))
        except (ValueError, TypeError):
            return None

    def link(self, channel_id: str, user_id: str, name: str, seat: int, version: int) -> str:
        """The address of the page for this player's pending throw (good once)."""
        token = self.sign(Ticket(channel_id, user_id, name, seat, version, secrets.token_hex(8)))
        return f"{self.public_url}/df/throw/{token}"

    # --- the pending throw -------------------------------------------------------------------
    async def pending(self, ticket: Ticket) -> tuple[Any, list[str]] | None:
        """(loaded table, dice) when the link's throw is still the one the game waits for."""
        if ticket.nonce in self.used:
            return None
        try:
            loaded = await self.service._load(ticket.channel_id, ("active",))
        except PlayerError:
            return None
        seat = loaded.seat_of(ticket.user_id)
        if (loaded.game.id != "dungeon_fighter" or loaded.table.version != ticket.version or seat is None
                or seat.position != ticket.seat):
            return None
        prompt = next((p for p in loaded.game.prompts(loaded.state)
                       if p.seat == ticket.seat and p.kind == "df-throw"), None)
        if prompt is None or loaded.state.real_dice:
            return None
        return loaded, list(prompt.params.get("dice", []))

    async def link_for(self, channel_id: str, user_id: str, name: str) -> str | None:
        """The address of the page for this user's pending throw in the channel, or ``None``."""
        try:
            loaded = await self.service._load(channel_id, ("active",))
        except PlayerError:
            return None
        seat = loaded.seat_of(user_id)
        if seat is None:
            return None
        ticket = Ticket(channel_id, user_id, name, seat.position, loaded.table.version, "")
        if await self.pending(ticket) is None:
            return None
        return self.link(channel_id, user_id, name, seat.position, loaded.table.version)

    async def link_reply(self, actor: Actor) -> Reply:
        """``/game throw`` and the board's « Throw »: the private link to the page for the actor's
        pending throw (in the text and as a link button), or why not (whose throw it is)."""
        lang = i18n.language(actor.locale or "fr")
        url = await self.link_for(actor.channel_id, actor.user_id, actor.name)
        if url is None:
            other = await self.thrower(actor.channel_id)
            if other is not None and other.user_id != actor.user_id:
                return Reply(text=i18n.t(lang, "df-page-not-yours", player=other.name), private=True, error=True)
            return Reply(text=i18n.t(lang, "df-page-not-now"), private=True, error=True)
        return Reply(text=i18n.t(lang, "df-page-link", url=url), private=True,
                     choices=[Choice(label=i18n.t(lang, "df-page-open"), command="", url=url, for_user=actor.user_id)])

    async def thrower(self, channel_id: str) -> Any | None:
        """The seat whose throw the channel's table waits for, if any."""
        try:
            loaded = await self.service._load(channel_id, ("active",))
        except PlayerError:
            return None
        seat = next((p.seat for p in self._throws(loaded, loaded.game.prompts(loaded.state))), None)
        return loaded.user_of(seat) if seat is not None else None

    def board_buttons(self, loaded: Any, prompts: Sequence[Prompt], lang: str) -> list[Choice]:
        """The board's « Throw » button for the player whose throw is waiting (the service's
        ``board_buttons`` hook): it runs ``game throw``, answered like the command."""
        return [Choice(label=i18n.t(lang, "df-btn-throw-page"), command="game throw", style="primary",
                       for_user=loaded.user_of(p.seat).user_id) for p in self._throws(loaded, prompts)]

    @staticmethod
    def _throws(loaded: Any, prompts: Sequence[Prompt]) -> list[Prompt]:
        """The prompts a throw page answers: a Dungeon Fighter throw, not with real dice."""
        if loaded.game.id != "dungeon_fighter" or loaded.state.real_dice:
            return []
        return [p for p in prompts if p.kind == "df-throw"]

    # --- the web application -----------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application(client_max_size=64 * 1024)
        app.router.add_get("/df/throw/{token}", self.page)
        app.router.add_post("/df/throw/{token}", self.throw)
        if self.activity is not None:
            self.activity.add_routes(app)
        return app

    async def page(self, request: web.Request) -> web.Response:
        ticket = self.read(request.match_info["token"])
        found = await self.pending(ticket) if ticket else None
        if ticket is None or found is None:
            return web.Response(status=410, text="This throw is no longer waiting.")
        loaded, dice = found
        hero = loaded.state.heroes[ticket.seat]
        blind = "en_aveugle" in loaded.game.imposed(loaded.state)
        # En Aveugle: eyes closed, the page shows neither the Target nor the push (none is sent)
        config = {"dice": dice, "weapons": [e for e in hero.equipment if e in _weapons()],
                  "rings": [] if blind else [[r, v] for r, v in T.RINGS],
                  "holes": [] if blind else [list(h) for h in T.HOLES],
                  "view": {"x": list(VIEW_X), "y": list(VIEW_Y)}, "origin": [0.0, T.ORIGIN_Y],
                  "drift": None if blind or loaded.state.combat is None else loaded.state.combat.drift,
                  "blind": blind,
                  # Double Rebond: a second gesture gives the second bounce
                  "double": "double_rebond" in loaded.game.imposed(loaded.state)}
        lang = await self.service.public_lang(loaded.table)
        config["texts"] = {k: i18n.t(lang, f"df-page-{k}") for k in ("title", "hint", "blind", "refused", "second")}
        config["names"] = {d: i18n.t(lang, "df-choice-die", {"colour": d}) for d in dice}
        config["lang"] = lang
        html = PAGE.read_text(encoding="utf-8").replace("/*CONFIG*/null", json.dumps(config))
        return web.Response(text=html, content_type="text/html")

    async def throw(self, request: web.Request) -> web.Response:
        ticket = self.read(request.match_info["token"])
        if ticket is None:
            return web.json_response({"error": "bad-link"}, status=403)
        try:
            body = await request.json()
        except ValueError:
            return web.json_response({"error": "not-json"}, status=400)
        if not isinstance(body, dict) or not set(body) <= ALLOWED_KEYS or "samples" not in body:
            return web.json_response({"error": "gesture-only"}, status=400)
        found = await self.pending(ticket)
        if found is None:
            return web.json_response({"error": "not-waiting"}, status=410)
        die, weapons = body.get("die"), body.get("weapons") or []
        if not isinstance(die, str) or not isinstance(weapons, list) or not all(isinstance(w, str) for w in weapons):
            return web.json_response({"error": "gesture-only"}, status=400)
        loaded = found[0]
        conds = set(loaded.game.imposed(loaded.state)) | {t for w in weapons for t in _throws(w)}
        if ("second" in body) != ("double_rebond" in conds):  # the second bounce: Double Rebond's only
            return web.json_response({"error": "gesture-only"}, status=400)
        try:
            x, y, power, height = gesture_throw(body["samples"])
            bounce2 = gesture_bounce2(body["second"]) if "second" in body else None
        except PlayerError as exc:
            return web.json_response({"error": exc.code, "params": exc.params}, status=422)
        most = T.profile(conds).power_max
        capped = power > most  # Soufflé: a breath pushes no harder, whatever the flick (shown on the page)
        power = min(power, most)
        self.used.add(ticket.nonce)  # one throw per link, whatever happens next
        args = {"die": die, "aim": f"{x},{y}", "power": f"{power:g}", "height": str(height)}
        if bounce2 is not None:
            args["bounce2"] = str(bounce2)
        if weapons:
            args["weapons"] = ",".join(weapons)
        actor = Actor(user_id=ticket.user_id, name=ticket.name, channel_id=ticket.channel_id)
        reply = await self.service.act(actor, "throw", args, expected_version=ticket.version,
                                       game_id="dungeon_fighter")
        if reply.error:
            return web.json_response({"error": "refused", "text": reply.text}, status=409)
        if self.poster is not None:
            await self.poster(ticket.channel_id, reply)
        loaded = await self.service._load(ticket.channel_id, ("active", "finished"), latest=True)
        last = loaded.state.last
        result = {"aim": [x, y], "power": power, "height": height, "bounce2": bounce2, "text": reply.text,
                  "capped": capped}
        if last is not None:
            result.update({"landing": [last.x, last.y], "zone": last.zone, "outcome": last.outcome,
                           "face": last.face, "summary": summary(await self.service.public_lang(loaded.table),
                                                                  last.zone, last.outcome, power if capped else None)})
        return web.json_response(result)

    # --- running ------------------------------------------------------------------------------
    async def start(self, port: int, host: str = "0.0.0.0") -> None:
        self.runner = web.AppRunner(self.app())
        await self.runner.setup()
        await web.TCPSite(self.runner, host, port).start()

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()
            self.runner = None


def summary(lang: str, zone: int, outcome: str, capped: float | None) -> str:
    """The page's line after a throw: the section hit, or the miss and why (and Soufflé's cap)."""
    text = (i18n.t(lang, "df-page-hit", {"zone": zone}) if outcome == "hit"
            else i18n.t(lang, "df-page-missed", {"why": i18n.t(lang, f"df-outcome-{outcome}")}))
    return text if capped is None else text + " " + i18n.t(lang, "df-page-capped", {"power": f"{capped:g}"})


def _throws(item: str) -> list[str]:
    from rules.dungeon_fighter.content import content

    card = content().equipment.get(item)
    return list(card.throws) if card is not None else []


def _weapons() -> set[str]:
    from rules.dungeon_fighter.content import content

    return {i for i, e in content().equipment.items() if e.kind == "weapon"}

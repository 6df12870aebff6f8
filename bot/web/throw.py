"""The throw page: a small web page, served by the bot's own aiohttp server, where a Dungeon
Fighter player flicks the die (touch or mouse) for their pending throw.

Settings (environment): ``MENEUR_THROW_PORT`` (the port to listen on) and ``MENEUR_THROW_URL``
(the public address of that server, e.g. ``https://meneur.example/``); the page is off when
either is unset. ``MENEUR_THROW_SECRET`` signs the links (else a random secret per process:
links die with it). ``MENEUR_THROW_HOST`` is the interface to listen on (default 127.0.0.1: a
reverse proxy in front) and ``MENEUR_THROW_LINK_MINUTES`` how long a link lives (default 10).

While a throw waits, the board carries a « Throw » button for the thrower (:meth:`ThrowPages.
board_buttons`); it answers like ``/game throw``: the Activity, or privately the link as a link
button (another player is told whose throw it is).

A link is signed (HMAC-SHA256) and names the table's channel, the player, their seat, the
table's version when it was made and when it expires: it is good for that one pending throw,
once, until the table moves on or the link's minutes run out. A gesture the page cannot read
as a throw (a tap, a die set down) or a throw the game refuses is answered with a sentence in
the table's language and the link stays good for another try. A link made for the Discord
Activity also names a key the Activity's page holds (in the address's fragment, never sent
with a request line): without it the link cannot throw, so it is bound to the Discord user
who opened the Activity. The page sends
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
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web

from bot.shared.replies import Actor, Choice, Reply
from bot.web.activity import ActivitySettings, ThrowActivity
from bot.web.throw_view import page_config, path_of
from rules.core import Event, PlayerError, Prompt, i18n
from rules.dungeon_fighter.gesture import page_throw

PAGE = Path(__file__).parent / "throw.html"
ALLOWED_KEYS = {"samples", "second", "die", "weapons", "items"}
#: a link's lifetime when no setting says (MENEUR_THROW_LINK_MINUTES)
LINK_MINUTES = 10.0
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
    #: when the link dies (seconds since the epoch; 0: never, the tests' own tickets)
    expires: int = 0
    #: the Activity's binding: the SHA-256 (hex, 32 digits) of the key its page holds, or ""
    key: str = ""


@dataclass
class Thrown:
    """A throw made from a page: what its result poll needs."""

    channel_id: str
    seat: int
    version: int  # the table's version right after the throw


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


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()[:32]


class ThrowPages:
    """Signed single-use links and the aiohttp application serving the throw page."""

    def __init__(self, service: Any, public_url: str, secret: bytes | None = None,
                 poster: Poster | None = None, activity: ActivitySettings | None = None,
                 link_minutes: float = LINK_MINUTES, clock: Callable[[], float] = time.time) -> None:
        self.service = service
        #: the Discord Activity (bot/web/activity.py), when its settings are given
        self.activity = ThrowActivity(self, activity) if activity is not None else None
        self.public_url = public_url.rstrip("/")
        self.secret = secret or os.environ.get("MENEUR_THROW_SECRET", "").encode() or secrets.token_bytes(32)
        self.poster = poster
        self.link_minutes = link_minutes
        self.clock = clock
        #: the links already thrown with, by nonce, with their expiry: forgotten a link's
        #: lifetime after it expired (an expired link is refused anyway), so memory stays flat
        self.used: dict[str, int] = {}
        #: the throws made from pages, by their link's nonce (the result poll of Emprunt and the gauge)
        self.thrown: dict[str, Thrown] = {}
        self.runner: web.AppRunner | None = None

    # --- links -----------------------------------------------------------------------------
    def sign(self, ticket: Ticket) -> str:
        body = _b64(json.dumps([ticket.channel_id, ticket.user_id, ticket.name, ticket.seat, ticket.version,
                                ticket.nonce, ticket.expires, ticket.key], separators=(",", ":")).encode())
        mac = _b64(hmac.new(self.secret, body.encode(), hashlib.sha256).digest())
        return f"{body}.{mac}"

    def read(self, token: str) -> Ticket | None:
        body, _, mac = token.partition(".")
        good = _b64(hmac.new(self.secret, body.encode(), hashlib.sha256).digest())
        if not mac or not hmac.compare_digest(mac, good):
            return None
        try:
            c, u, n, s, v, nonce, expires, key = json.loads(_unb64(body))
            return Ticket(str(c), str(u), str(n), int(s), int(v), str(nonce), int(expires), str(key))
        except (ValueError, TypeError):
            return None

    def link(self, channel_id: str, user_id: str, name: str, seat: int, version: int, key: str = "") -> str:
        """The address of the page for this player's pending throw (good once, for the
        settings' minutes; ``key``: the Activity's, which the page must then show)."""
        expires = int(self.clock() + self.link_minutes * 60)
        token = self.sign(Ticket(channel_id, user_id, name, seat, version, secrets.token_hex(8), expires,
                                 key_hash(key) if key else ""))
        return f"{self.public_url}/df/throw/{token}"

    def expired(self, ticket: Ticket) -> bool:
        return bool(ticket.expires) and self.clock() > ticket.expires

    def _forget_expired(self) -> None:
        """Forget the throws of links expired for a link's lifetime (their result polls are over)."""
        horizon = self.clock() - self.link_minutes * 60
        for nonce in [n for n, expires in self.used.items() if expires and expires < horizon]:
            del self.used[nonce]
            self.thrown.pop(nonce, None)

    # --- the pending throw -------------------------------------------------------------------
    async def pending(self, ticket: Ticket) -> tuple[Any, list[str]] | None:
        """(loaded table, dice) when the link's throw is still the one the game waits for."""
        if ticket.nonce in self.used or self.expired(ticket):
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

    async def link_for(self, channel_id: str, user_id: str, name: str, key: str = "") -> str | None:
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
        return self.link(channel_id, user_id, name, seat.position, loaded.table.version, key)

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
        return Reply(text=i18n.t(lang, "df-page-link", url=url, minutes=f"{self.link_minutes:g}"), private=True,
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

    async def _lang(self, ticket: Ticket | None) -> str:
        """The table's language for a page's sentences (the server's default without a table)."""
        if ticket is not None:
            try:
                loaded = await self.service._load(ticket.channel_id, ("active", "finished"), latest=True)
                return str(await self.service.public_lang(loaded.table))
            except PlayerError:
                pass
        return i18n.language(getattr(self.service, "default_locale", None) or i18n.DEFAULT_LANGUAGE)

    # --- the web application -----------------------------------------------------------------
    def app(self) -> web.Application:
        app = web.Application(client_max_size=64 * 1024)
        app.router.add_get("/df/throw/{token}", self.page)
        app.router.add_post("/df/throw/{token}", self.throw)
        app.router.add_get("/df/throw/{token}/result", self.result)
        if self.activity is not None:
            self.activity.add_routes(app)
        return app

    async def _gone(self, ticket: Ticket | None, json_answer: bool) -> web.Response:
        """A link that cannot throw: why, in the table's language."""
        lang = await self._lang(ticket)
        key = "df-page-expired" if ticket is not None and self.expired(ticket) else "df-page-gone"
        text = i18n.t(lang, key)
        if json_answer:
            return web.json_response({"error": "not-waiting", "text": text}, status=410)
        html = (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" '
                f'content="width=device-width, initial-scale=1"><title>Dungeon Fighter</title></head>'
                f'<body style="background:#1e1f24;color:#eee;font:18px sans-serif;padding:24px">'
                f'<p id="gone">{_escape(text)}</p></body></html>')
        return web.Response(status=410, text=html, content_type="text/html")

    async def page(self, request: web.Request) -> web.Response:
        ticket = self.read(request.match_info["token"])
        found = await self.pending(ticket) if ticket else None
        if ticket is None or found is None:
            return await self._gone(ticket, json_answer=False)
        loaded, dice = found
        lang = await self.service.public_lang(loaded.table)
        config = page_config(loaded.state, ticket.seat, dice, lang)
        config["keyed"] = bool(ticket.key)
        html = PAGE.read_text(encoding="utf-8").replace("/*CONFIG*/null", json.dumps(config))
        return web.Response(text=html, content_type="text/html")

    async def throw(self, request: web.Request) -> web.Response:
        ticket = self.read(request.match_info["token"])
        if ticket is None:
            return web.json_response({"error": "bad-link"}, status=403)
        if ticket.key and not hmac.compare_digest(key_hash(request.headers.get("X-Throw-Key", "")), ticket.key):
            return web.json_response({"error": "not-yours"}, status=403)  # an Activity's link, without its key
        try:
            body = await request.json()
        except ValueError:
            return web.json_response({"error": "not-json"}, status=400)
        if not isinstance(body, dict) or not set(body) <= ALLOWED_KEYS or "samples" not in body:
            return web.json_response({"error": "gesture-only"}, status=400)
        found = await self.pending(ticket)
        if found is None:
            return await self._gone(ticket, json_answer=True)
        die, weapons, items = body.get("die"), body.get("weapons") or [], body.get("items") or []
        if (not isinstance(die, str) or not isinstance(weapons, list) or not isinstance(items, list)
                or not all(isinstance(w, str) for w in weapons + items)):
            return web.json_response({"error": "gesture-only"}, status=400)
        loaded = found[0]
        lang = await self.service.public_lang(loaded.table)
        conds = set(loaded.game.imposed(loaded.state)) | {t for w in weapons for t in _throws(w)}
        if ("second" in body) != ("double_rebond" in conds):  # the second bounce: Double Rebond's only
            return web.json_response({"error": "gesture-only"}, status=400)
        try:
            x, y, power, height, bounce2, capped = page_throw(body["samples"], body.get("second"), conds)
        except PlayerError as exc:  # not a throw: said in a sentence, the link stays good
            return web.json_response({"error": exc.code, "params": exc.params,
                                      "text": i18n.t(lang, f"err-{exc.code}", exc.params)}, status=422)
        # the rules read the gesture themselves (the log keeps it; /game verify replays it)
        gesture = {"samples": body["samples"], **({"second": body["second"]} if "second" in body else {})}
        args = {"die": die, "gesture": json.dumps(gesture, separators=(",", ":"))}
        if weapons:
            args["weapons"] = ",".join(weapons)
        if items:
            args["items"] = ",".join(items)
        actor = Actor(user_id=ticket.user_id, name=ticket.name, channel_id=ticket.channel_id)
        reply = await self.service.act(actor, "throw", args, expected_version=ticket.version,
                                       game_id="dungeon_fighter")
        if reply.error:  # refused by the game (a die no longer usable...): the link stays good
            return web.json_response({"error": "refused", "text": reply.text}, status=409)
        self._forget_expired()
        self.used[ticket.nonce] = ticket.expires  # one throw per link
        if self.poster is not None:
            await self.poster(ticket.channel_id, reply)
        loaded = await self.service._load(ticket.channel_id, ("active", "finished"), latest=True)
        self.thrown[ticket.nonce] = Thrown(ticket.channel_id, ticket.seat, loaded.table.version)
        result: dict[str, Any] = {"aim": [x, y], "power": power, "height": height, "bounce2": bounce2,
                                  "text": reply.text, "capped": capped}
        result.update(await self._outcome(loaded, ticket.seat, power if capped else None, fresh=True))
        return web.json_response(result)

    async def _outcome(self, loaded: Any, seat: int, capped: float | None, fresh: bool) -> dict[str, Any]:
        """The throw's landing as the page shows it, or what the game still waits for (the
        power from the player on the left under Emprunt, the gauge in the reflex variant)."""
        lang = await self.service.public_lang(loaded.table)
        cb = loaded.state.combat
        pending = cb.pending if cb is not None else None
        if pending is not None and pending.kind in ("emprunt", "gauge") and pending.plan is not None \
                and pending.plan.seat == seat:
            if pending.kind == "emprunt":
                hero = loaded.state.heroes[pending.seat]
                user = loaded.user_of(pending.seat)
                text = i18n.t(lang, "df-page-wait-emprunt", player=user.name if user else "?",
                              hero=_hero_name(hero.hero))
            else:
                text = i18n.t(lang, "df-page-wait-gauge")
            return {"waiting": pending.kind, "summary": text}
        last = loaded.state.last
        if last is None or last.seat != seat or not fresh:
            return {"waiting": "other", "summary": ""}
        throw = loaded.state.heroes[seat].last_throw
        return {"landing": [last.x, last.y], "zone": last.zone, "outcome": last.outcome, "face": last.face,
                "path": path_of(last), "height": int(throw[3]) if len(throw) > 3 else None,
                "story": await self._story(loaded, seat, lang),
                "summary": summary(lang, last.zone, last.outcome, capped)}

    async def _story(self, loaded: Any, seat: int, lang: str) -> list[str]:
        """The throw's lines in the table's log as that seat reads them: where the die landed,
        the damage and the monster's PV, a miss's wound, what followed in the same move."""
        rows = self.service._effective_rows(await self.service._recent_rows(loaded.table.id or 0))
        for row in reversed(rows):
            events = [Event.model_validate(e) for e in row.events]
            k = next((i for i, e in enumerate(events) if e.code == "df-landed" and e.params.get("seat") == seat), None)
            if k is not None:
                return self.service._event_lines(lang, loaded, events[k:], seat)
        return []

    async def result(self, request: web.Request) -> web.Response:
        """The page's poll after a throw that waits (Emprunt, the gauge): the real result once
        the power is given."""
        ticket = self.read(request.match_info["token"])
        made = self.thrown.get(ticket.nonce) if ticket is not None else None
        if ticket is None or made is None:
            return web.json_response({"error": "bad-link"}, status=403)
        try:
            loaded = await self.service._load(made.channel_id, ("active", "finished"), latest=True)
        except PlayerError:
            return web.json_response({"error": "not-waiting"}, status=410)
        out = await self._outcome(loaded, made.seat, None, fresh=loaded.table.version > made.version)
        return web.json_response(out)

    # --- running ------------------------------------------------------------------------------
    async def start(self, port: int, host: str = "127.0.0.1") -> None:
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


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _hero_name(hero: str) -> str:
    from rules.dungeon_fighter.content import content

    return content().heroes[hero].name


def _throws(item: str) -> list[str]:
    from rules.dungeon_fighter.content import content

    card = content().equipment.get(item)
    return list(card.throws) if card is not None else []

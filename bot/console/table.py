"""The console table: the same bot without Discord.

Lines look like ``@alice /game new krosmaster`` or ``@bob:en /kros move to:C4``. An optional
``#name`` after the player picks another channel (``@alice #cave /game new df``). Images
and exported files are written to folders and their paths printed.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import re
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from bot.console.choices import choice_line
from bot.console.clock import tick as console_tick
from bot.console.commands import dispatch
from bot.console.lines import ParsedLine, parse_line
from bot.service import Service, ServiceError
from bot.shared.help import help_text
from bot.shared.replies import Actor, Reply
from rules.core import ELAPSED, InvalidActionError, all_games, i18n

MARKDOWN = re.compile(r"\*\*|`|__")
STRUCK = re.compile(r"~~(.*?)~~")
HELP = re.compile(r"^/?(?:help|aide)(?:\s+(?P<game>\S+))?$", re.IGNORECASE)
LINE_LOCALE = re.compile(r"^@[\w.-]+:(?P<locale>[a-zA-Z-]+)")
CONSOLE_GUILD = "console"

log = logging.getLogger("meneur.console")


@dataclass
class ConsoleTable:
    """Runs console lines against a service and prints the replies."""

    service: Service
    images_dir: Path
    exports_dir: Path
    out: TextIO = sys.stdout
    as_json: bool = False
    locale: str = "fr"
    admins: tuple[str, ...] = ("admin",)
    #: the roles each player holds (``{"mj": ("mj",)}``: the dice's game master role)
    roles: dict[str, tuple[str, ...]] = field(default_factory=dict)
    counter: int = 0
    #: the last reply shown, without its picture and files (written to disk): the console
    #: keeps nothing else, however long the evening
    last: Reply | None = None
    #: when the last reply was shown (for live reflex options typed as {elapsed_ms})
    shown_at: float = field(default_factory=time.monotonic)

    def actor(self, parsed: ParsedLine) -> Actor:
        return Actor(
            user_id=f"console:{parsed.user}",
            name=parsed.user,
            channel_id=f"console:{parsed.channel}",
            guild_id=CONSOLE_GUILD,
            locale=parsed.locale or self.locale,
            can_manage=parsed.user in self.admins,
            roles=self.roles.get(parsed.user, ()),
        )

    async def run_line(self, line: str) -> Reply | None:
        text = line.strip()
        if not text or text.startswith("//") or text.startswith(";"):
            return None
        bare = HELP.match(text)
        if bare:
            self._print_text(self.help(self.locale, bare.group("game")))
            return None
        try:
            parsed = parse_line(text)
        except InvalidActionError as exc:
            lang = self.line_language(text)
            reply = Reply(text=Service.error_text(lang, exc), private=True, error=True)
            self.emit(text, None, reply, lang)
            return reply
        if parsed.path[0] == "help":
            words = [*parsed.path[1:], *parsed.positional]
            game = words[0] if words else parsed.options.get("game")
            self._print_text(self.help(i18n.language(parsed.locale, self.locale), game))
            return None
        actor = self.actor(parsed)
        elapsed = str(round((time.monotonic() - self.shown_at) * 1000))
        parsed.options = {k: elapsed if v == ELAPSED else v for k, v in parsed.options.items()}
        if parsed.path == ["game", "tick"]:  # the console's clock (bot/console/clock.py)
            reply = await console_tick(self.service, self.emit, actor, parsed)
        else:
            reply = await dispatch(self.service, actor, parsed.path, parsed.positional, parsed.options, parsed.rest)
        self.emit(text, actor, reply)
        return reply

    def line_language(self, text: str) -> str:
        """The language a line asked for (``@bob:en ...``), even when the rest is not understood."""
        match = LINE_LOCALE.match(text.strip())
        return i18n.language(match.group("locale") if match else self.locale)

    def help(self, lang: str, game: str | None) -> str:
        """``/help`` as on Discord (named as typed here), then how console lines are written."""
        example = next((g.id for g in all_games() if not g.id.startswith("duel")), "")
        console = self.service.t(lang, "console-help", {"example": example})
        return f"{help_text(lang, self.service.command_names, game)}\n\n{console}"

    async def run_lines(self, lines: Iterable[str]) -> list[Reply]:
        """Run every line; a line that fails unexpectedly gets the apology and the next one runs."""
        out = []
        for line in lines:
            try:
                reply = await self.run_line(line)
            except Exception:
                log.exception("console line failed: %s", line.strip())
                lang = self.line_language(line)
                reply = Reply(text=i18n.t(lang, "console-error"), private=True, error=True)
                self.emit(line.strip(), None, reply, lang)
            if reply is not None:
                out.append(reply)
        return out

    def _save(self, folder: Path, name: str, data: bytes) -> str:
        folder.mkdir(parents=True, exist_ok=True)
        self.counter += 1
        path = folder / f"{self.counter:04d}-{name}"
        path.write_bytes(data)
        return str(path)

    def _print_text(self, text: str) -> None:
        if self.as_json:
            print(json.dumps({"text": text, "private": True}, ensure_ascii=False), file=self.out)
        else:
            print(text, file=self.out)

    @staticmethod
    def plain(text: str) -> str:
        """Discord's markdown (bold, strike-through, code) removed for the terminal."""
        return MARKDOWN.sub("", STRUCK.sub(r"\1✗", text))

    def emit(self, line: str, actor: Actor | None, reply: Reply, lang: str | None = None) -> None:
        self.last = dataclasses.replace(reply, image=None, files=[])
        self.shown_at = time.monotonic()
        lang = lang or i18n.language(actor.locale if actor else self.locale)
        image_path = self._save(self.images_dir, reply.image.name, reply.image.data) if reply.image else None
        files = [self._save(self.exports_dir, f.name, f.data) for f in reply.files]
        if self.as_json:
            data = reply.to_json(image_path, files)
            data["line"] = line
            data["user"] = actor.name if actor else None
            print(json.dumps(data, ensure_ascii=False), file=self.out)
            return
        prefix = "🔒 " if reply.private else ""
        for event in reply.events:  # what happened, then whose turn it is
            print("· " + self.plain(event), file=self.out)
        if reply.text:
            print(prefix + self.plain(reply.text), file=self.out)
        if reply.show_card and reply.card is not None:  # /game status: the table's card
            print(self.plain(reply.card.text()), file=self.out)
        for user, text in reply.whispers.items():
            name = user.split(":", 1)[-1]
            print("  " + i18n.t(lang, "console-whisper", {"player": name, "text": text}), file=self.out)
            if user in reply.whisper_images:  # their private picture (a hidden hand)
                image = reply.whisper_images[user]
                path = self._save(self.images_dir, image.name, image.data)
                print("  " + i18n.t(lang, "console-whisper", {"player": name, "text": path}), file=self.out)
        if reply.choices:
            labels = [choice_line(c, lang) for c in reply.choices]
            # each choice on its own line: a long list would overflow a Fluent placeable
            print("  " + i18n.t(lang, "console-choices"), file=self.out)
            for label in labels:
                print("    " + self.plain(label), file=self.out)
        if image_path:
            print("  " + i18n.t(lang, "console-image", {"path": image_path}), file=self.out)
        for path in files:
            print("  " + i18n.t(lang, "console-file", {"path": path}), file=self.out)


__all__ = ["ConsoleTable", "ServiceError"]

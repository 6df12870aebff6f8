"""The console table: the same bot without Discord.

Lines look like ``@alice /game new krosmaster`` or ``@bob:en /kros move to:C4``. An optional
``#name`` after the player picks another channel (``@alice #cave /game new df``). Images
and exported files are written to folders and their paths printed.
"""

from __future__ import annotations

import json
import re
import shlex
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from rules.core import ELAPSED, InvalidActionError, all_games, i18n

from .commands import dispatch
from .replies import Actor, Reply
from .service import Service, ServiceError

MARKDOWN = re.compile(r"\*\*|`|__")
STRUCK = re.compile(r"~~(.*?)~~")
LINE = re.compile(r"^@(?P<user>[\w.-]+)(?::(?P<locale>[a-zA-Z-]+))?\s+(?:#(?P<channel>[\w-]+)\s+)?/(?P<command>.*)$")
OPTION = re.compile(r"^(?P<key>[a-zA-Z_][\w-]*):(?P<value>.*)$")
CONSOLE_GUILD = "console"


@dataclass
class ParsedLine:
    user: str
    locale: str | None
    channel: str
    path: list[str]
    positional: list[str]
    options: dict[str, str]
    rest: str


def parse_line(line: str) -> ParsedLine:
    """Split a console line into who, where, the command path, and its options."""
    match = LINE.match(line.strip())
    if not match:
        raise InvalidActionError("console-bad-line", line=line.strip())
    body = match.group("command").strip()
    try:
        words = shlex.split(body)
    except ValueError:
        raise InvalidActionError("console-bad-line", line=line.strip()) from None
    if not words:
        raise InvalidActionError("console-bad-line", line=line.strip())
    path = [words[0].lower()]
    rest_words = words[1:]
    if path[0] == "roll":
        rest = body[len(words[0]):].strip()
        return ParsedLine(match.group("user"), match.group("locale"), match.group("channel") or "main",
                          path, [], {}, rest)
    if rest_words and OPTION.match(rest_words[0]) is None:
        path.append(rest_words.pop(0).lower())
    positional: list[str] = []
    options: dict[str, str] = {}
    for word in rest_words:
        opt = OPTION.match(word)
        if opt:
            options[opt.group("key").lower()] = opt.group("value")
        else:
            positional.append(word)
    return ParsedLine(match.group("user"), match.group("locale"), match.group("channel") or "main",
                      path, positional, options, "")


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
    counter: int = 0
    replies: list[Reply] = field(default_factory=list)
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
        )

    async def run_line(self, line: str) -> Reply | None:
        text = line.strip()
        if not text or text.startswith("//") or text.startswith(";"):
            return None
        if text in ("/help", "help", "/aide"):
            self._print_text(i18n.t(self.locale, "console-help", {"games": ", ".join(g.id for g in all_games())}))
            return None
        try:
            parsed = parse_line(text)
        except InvalidActionError as exc:
            reply = Reply(text=Service.error_text(self.locale, exc), private=True, error=True)
            self.emit(text, None, reply)
            return reply
        if parsed.path == ["help"]:
            self._print_text(i18n.t(parsed.locale or self.locale, "console-help",
                                    {"games": ", ".join(g.id for g in all_games())}))
            return None
        actor = self.actor(parsed)
        elapsed = str(round((time.monotonic() - self.shown_at) * 1000))
        parsed.options = {k: elapsed if v == ELAPSED else v for k, v in parsed.options.items()}
        reply = await dispatch(self.service, actor, parsed.path, parsed.positional, parsed.options, parsed.rest)
        self.emit(text, actor, reply)
        return reply

    async def run_lines(self, lines: Iterable[str]) -> list[Reply]:
        out = []
        for line in lines:
            reply = await self.run_line(line)
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

    def emit(self, line: str, actor: Actor | None, reply: Reply) -> None:
        self.replies.append(reply)
        self.shown_at = time.monotonic()
        lang = i18n.language(actor.locale if actor else self.locale)
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
        for user, text in reply.whispers.items():
            name = user.split(":", 1)[-1]
            print("  " + i18n.t(lang, "console-whisper", {"player": name, "text": text}), file=self.out)
        if reply.choices:
            labels = [f"[{c.label}] /{' '.join([c.command, *(f'{k}:{v}' for k, v in c.args.items())])}"
                      for c in reply.choices]
            # each choice on its own line: a long list would overflow a Fluent placeable
            print("  " + i18n.t(lang, "console-choices"), file=self.out)
            for label in labels:
                print("    " + self.plain(label), file=self.out)
        if image_path:
            print("  " + i18n.t(lang, "console-image", {"path": image_path}), file=self.out)
        for path in files:
            print("  " + i18n.t(lang, "console-file", {"path": path}), file=self.out)


__all__ = ["ConsoleTable", "ParsedLine", "ServiceError", "parse_line"]

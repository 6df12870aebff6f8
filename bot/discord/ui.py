"""Replies as Discord messages: text within Discord's limits, the board image, buttons.

Nothing here talks to Discord by itself: :func:`build_message` turns a service ``Reply``
into the keyword arguments of ``send``/``send_message``/``edit_original_response``, and
:class:`GameButton` is the persistent button whose ``custom_id`` carries the table, the
table's version, who may press it and the command it runs.

A custom id holds at most 100 characters. When a choice's arguments do not fit, the id
carries a short hash of the command and its arguments instead (``#<ref>``); a click then
finds the arguments again among the answers the reloaded table offers
(:func:`choice_candidates`), so such buttons survive restarts too.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import parse_qsl, urlencode

import discord
from bot.discord.campaigns import campaign_view
from bot.discord.choices import choices_view
from bot.service import button_answers
from bot.shared.replies import Attachment, Choice, Reply
from rules.core import ELAPSED, i18n

CONTENT_LIMIT = 2000
EMBED_DESCRIPTION_LIMIT = 4096
EMBEDS_TOTAL_LIMIT = 6000
MAX_EMBEDS = 10
MAX_BUTTONS = 25  # 5 rows of 5
BUTTON_LABEL_LIMIT = 80
CUSTOM_ID_LIMIT = 100
EPHEMERAL = 64

REF_LENGTH = 12  # hex digits of the hash that stands for a command and its arguments
#: Discord's epoch (2015-01-01) in Unix milliseconds, and where a snowflake keeps its time
DISCORD_EPOCH_MS = 1_420_070_400_000
SNOWFLAKE_TIME_SHIFT = 22

#: ``meneur:<table>:<version>:<user or 0>:<command>[:<url-encoded args> | :#<ref>]``, or,
#: when even the command does not fit, ``meneur:<table>:<version>:<user or 0>:#<ref>``
CUSTOM_ID_TEMPLATE = (
    r"meneur:(?P<table>\d+):(?P<version>\d+):(?P<user>\d+):"
    r"(?:(?P<cmd>[a-z0-9_ -]+)(?::(?:#(?P<cref>[0-9a-f]+)|(?P<args>[^:#]*)))?|#(?P<ref>[0-9a-f]+))"
)
_CMD = re.compile(r"^[a-z0-9_ -]+$")

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def choice_ref(command: str, args: dict[str, str] | None = None) -> str:
    """A short, stable hash of a command and its arguments (the same in every process)."""
    blob = json.dumps([command, sorted((args or {}).items())], ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()[:REF_LENGTH]


def custom_id(table_id: int, version: int, command: str, user_id: str | int | None = None,
              args: dict[str, str] | None = None) -> str | None:
    """The custom id of a game button within Discord's 100 characters.

    The arguments are written out when they fit, else replaced by their hash (``#<ref>``);
    ``None`` only for a command that is not a valid name.
    """
    user = str(user_id) if user_id is not None and str(user_id).isdigit() else "0"
    if not _CMD.match(command):
        return None
    head = f"meneur:{table_id}:{version}:{user}:"
    text = head + command
    if args:
        text += ":" + urlencode(sorted(args.items()))
    if len(text) <= CUSTOM_ID_LIMIT:
        return text
    ref = choice_ref(command, args)
    for text in (f"{head}{command}:#{ref}", f"{head}#{ref}"):
        if len(text) <= CUSTOM_ID_LIMIT:
            return text
    return None


def choice_candidates(game: Any, state: Any) -> list[tuple[str, dict[str, str]]]:
    """Every (command, args) a game's buttons may carry in ``state`` (the service's
    :func:`~bot.service.button_answers`); a hashed button is matched against these."""
    out = [(answer.command, answer.args) for answer in button_answers(game, state) if answer.command]
    # a prompt's ready-made answers, also when the game's tree offers them another way (boards
    # posted before the tree existed keep working)
    group = game.group()
    out += [(f"{group} {o.command}", dict(o.args)) for p in game.prompts(state) for o in p.options
            if (f"{group} {o.command}", dict(o.args)) not in out]
    return out


def resolve_ref(candidates: Sequence[tuple[str, dict[str, str]]], ref: str,
                command: str | None = None) -> tuple[str, dict[str, str]] | None:
    """The (command, args) whose hash is ``ref`` (and whose command is ``command``, if given)."""
    for cand_command, args in candidates:
        if (command is None or cand_command == command) and choice_ref(cand_command, args) == ref:
            return cand_command, args
    return None


def snowflake_ms(snowflake: int) -> int:
    """The Unix time, in milliseconds, at which Discord created the object with this id."""
    return (int(snowflake) >> SNOWFLAKE_TIME_SHIFT) + DISCORD_EPOCH_MS


def elapsed_ms(message_id: int, interaction_id: int, edited_at: datetime | None = None) -> int:
    """Milliseconds between the post that offered a button and the click on it (never negative).

    The post's time is its id's, or its last edit's when later (a deferred answer gets its
    buttons when the "thinking…" message is edited); the click's is the interaction id's.
    """
    shown = snowflake_ms(message_id)
    if edited_at is not None:
        shown = max(shown, int(edited_at.timestamp() * 1000))
    return max(0, snowflake_ms(interaction_id) - shown)


def fill_elapsed(args: dict[str, str], elapsed: int | None) -> dict[str, str]:
    """``args`` with every ``ELAPSED`` placeholder replaced by the measured milliseconds."""
    if elapsed is None or ELAPSED not in args.values():
        return dict(args)
    return {k: str(elapsed) if v == ELAPSED else v for k, v in args.items()}


class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CUSTOM_ID_TEMPLATE):
    """A button that survives restarts: a click is routed by its custom id alone."""

    def __init__(self, table_id: int, version: int, command: str | None, user_id: int = 0,
                 args: dict[str, str] | None = None, *, label: str = "…",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary, cid: str | None = None,
                 ref: str | None = None) -> None:
        self.table_id = table_id
        self.version = version
        #: ``None`` (with ``ref`` set) when the custom id had no room for the command
        self.command = command
        self.user_id = user_id
        self.args = dict(args or {})
        #: the hash standing for the command and arguments that did not fit the custom id
        self.ref = ref
        if cid is None and command is None:
            raise ValueError("a button needs its command or its custom id")
        cid = cid or custom_id(table_id, version, command or "", user_id, self.args)
        if cid is None:
            raise ValueError("custom id too long")
        super().__init__(discord.ui.Button(label=label[:BUTTON_LABEL_LIMIT] or "…", style=style, custom_id=cid))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> GameButton:
        args = dict(parse_qsl(match["args"] or "", keep_blank_values=True))
        button = item if isinstance(item, discord.ui.Button) else None
        return cls(int(match["table"]), int(match["version"]), match["cmd"], int(match["user"]), args,
                   label=(button.label if button and button.label else "…"),
                   style=(button.style if button else discord.ButtonStyle.secondary), cid=match.string,
                   ref=match["cref"] or match["ref"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = getattr(interaction.client, "handle_click", None)
        if handler is not None:
            await handler(interaction, self)


def build_view(reply: Reply) -> discord.ui.View | None:
    """Buttons for the reply's choices (at most 5 rows of 5), or ``None``."""
    links = [c for c in reply.choices if c.url]
    if links:  # a private answer's link buttons (the throw page): they open an address, run nothing
        view = discord.ui.View(timeout=None)
        for c in links[:MAX_BUTTONS]:
            view.add_item(discord.ui.Button(label=c.label[:BUTTON_LABEL_LIMIT] or "…", url=c.url,
                                            style=discord.ButtonStyle.link))
        return view
    offered = campaign_view(reply)  # a campaign's next adventures (bot/discord/campaigns.py)
    if offered is not None:
        return offered
    if not reply.choices or reply.table_id is None:
        return None
    if any(c.path is not None for c in reply.choices):  # a choice tree's step: buttons and menus
        return choices_view(reply, _button)
    view = discord.ui.View(timeout=None)
    seen: set[str] = set()
    for choice in reply.choices:
        if len(seen) >= MAX_BUTTONS:
            break
        button = _button(choice, reply.table_id, reply.version or 0)
        if button is None or button.item.custom_id in seen:
            continue
        seen.add(button.item.custom_id or "")
        view.add_item(button)
    return view if seen else None


def _button(choice: Choice, table_id: int, version: int) -> GameButton | None:
    user = int(choice.for_user) if choice.for_user and choice.for_user.isdigit() else 0
    cid = custom_id(table_id, version, choice.command, user, choice.args)
    if cid is None:
        return None
    return GameButton(table_id, version, choice.command, user, choice.args, label=choice.label,
                      style=STYLES.get(choice.style, discord.ButtonStyle.secondary), cid=cid)


def mention_ids(ids: Sequence[str]) -> list[int]:
    """The Discord user ids among ``ids`` (other adapters' ids are ignored)."""
    return [int(x) for x in dict.fromkeys(ids) if x.isdigit()]


def split_text(text: str, limit: int) -> list[str]:
    """Chunks of at most ``limit`` characters, cut at line ends when possible."""
    chunks: list[str] = []
    rest = text
    while len(rest) > limit:
        cut = rest.rfind("\n", 0, limit)
        if cut <= 0:
            cut = limit
        chunks.append(rest[:cut])
        rest = rest[cut:].lstrip("\n")
    if rest:
        chunks.append(rest)
    return chunks


def _file(att: Attachment) -> discord.File:
    """A file to upload; a picture carries its description (alt text) for screen readers."""
    return discord.File(io.BytesIO(att.data), filename=att.name, description=att.description or None)


@dataclass
class Outgoing:
    """One Discord message built from a reply (files are built fresh for each send)."""

    content: str | None
    embeds: list[discord.Embed]
    attachments: list[Attachment]
    view: discord.ui.View | None
    mentions: list[int]
    ephemeral: bool
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def allowed_mentions(self) -> discord.AllowedMentions:
        return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                       users=[discord.Object(i) for i in self.mentions])

    def files(self) -> list[discord.File]:
        return [_file(a) for a in self.attachments]

    def send_kwargs(self) -> dict[str, Any]:
        """For ``Messageable.send``, ``response.send_message`` and ``followup.send``."""
        kw: dict[str, Any] = {"allowed_mentions": self.allowed_mentions}
        if self.content:
            kw["content"] = self.content
        if self.embeds:
            kw["embeds"] = self.embeds
        if self.attachments:
            kw["files"] = self.files()
        if self.view is not None:
            kw["view"] = self.view
        return kw

    def edit_kwargs(self) -> dict[str, Any]:
        """For ``edit_original_response`` (replacing a "thinking…" message)."""
        kw: dict[str, Any] = {"allowed_mentions": self.allowed_mentions, "content": self.content,
                              "embeds": self.embeds, "attachments": self.files()}
        if self.view is not None:
            kw["view"] = self.view
        return kw


def reply_text(reply: Reply) -> str:
    """What happened (every event), then the reply's text (results, who is awaited)."""
    return "\n".join(line for line in [*reply.events, reply.text] if line)


def build_message(reply: Reply, *, buttons: bool = True) -> Outgoing:
    """The single message for ``reply``: content under 2000 characters, else embeds."""
    text = reply_text(reply)
    ids = mention_ids(reply.mentions)
    ping = " ".join(f"<@{i}>" for i in ids)
    attachments: list[Attachment] = []
    if reply.image is not None:
        attachments.append(reply.image)
    attachments += reply.files
    embeds: list[discord.Embed] = []
    full = f"{text}\n{ping}" if text and ping else (text or ping)
    if len(full) <= CONTENT_LIMIT:
        content: str | None = full or None
    else:
        content = ping or None
        budget = EMBEDS_TOTAL_LIMIT
        chunks = split_text(text, EMBED_DESCRIPTION_LIMIT)
        for i, chunk in enumerate(chunks):
            if i >= MAX_EMBEDS or budget <= 1:
                break
            if len(chunk) > budget or (i == MAX_EMBEDS - 1 and i < len(chunks) - 1):
                chunk = chunk[: max(budget - 1, 1) - 1] + "…"
            budget -= len(chunk)
            embeds.append(discord.Embed(description=chunk))
        if sum(len(c) for c in chunks) > sum(len(e.description or "") for e in embeds):
            attachments.append(Attachment(name="message.txt", data=text.encode()))
    view = build_view(reply) if buttons else None
    return Outgoing(content=content, embeds=embeds, attachments=attachments, view=view, mentions=ids,
                    ephemeral=reply.private or reply.error)


def game_name(lang: str, game_id: str) -> str:
    """A game's name in ``lang`` (its id when the catalogs have none)."""
    key = f"game-{game_id}"
    text = i18n.t(lang, key)
    return game_id if text == key else text


def is_thread(channel: Any) -> bool:
    return isinstance(channel, discord.Thread)

"""Moves by pointing on Discord: a choice tree's steps as buttons, select menus and modals.

A reply's choices that carry a ``path`` are answers of a player's choice tree (see
``rules/core/choices.py``). They become components whose custom id holds the table, the
table's version, the player and the path of indices (``meneur-p:<table>:<version>:<user>:2.0``),
so a click is routed by its custom id alone and the answer is found again in the tree rebuilt
from the reloaded state, after a restart too:

* few answers: buttons (at most 5 a row), a leaf with its command as a :class:`GameButton`;
* many answers: one select menu per player (at most 25 options; the tree groups and pages
  longer steps), whose custom id holds the step's path and each option's value its index;
* a leaf with a form: a modal whose text inputs are the form's fields
  (``meneur-f:<table>:<version>:<user>:<path>``), answered by a modal submit.

Nothing here knows a game: labels come translated in the reply, answers from the service.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import discord
from bot.service import FormView
from bot.shared.replies import Choice, Reply

CUSTOM_ID_LIMIT = 100
#: how a leaf that carries its command becomes a button (``bot.discord.ui``'s persistent GameButton)
CommandButton = Callable[[Choice, int, int], "discord.ui.Item[Any] | None"]

#: buttons for at most this many answers of one player; a select menu beyond
MAX_BUTTONS_PER_PLAYER = 10
ROW_WIDTH = 5
MAX_ROWS = 5
SELECT_OPTIONS = 25
SELECT_LABEL_LIMIT = 100
BUTTON_LABEL_LIMIT = 80
MODAL_TITLE_LIMIT = 45
INPUT_LABEL_LIMIT = 45
MAX_INPUTS = 5

_HEAD = r"(?P<table>\d+):(?P<version>\d+):(?P<user>\d+):(?P<path>\d+(?:\.\d+)*)?"
BUTTON_TEMPLATE = "meneur-p:" + _HEAD
SELECT_TEMPLATE = "meneur-s:" + _HEAD
MODAL_TEMPLATE = re.compile("^meneur-f:" + _HEAD + "$")


def path_text(path: Sequence[int]) -> str:
    return ".".join(str(i) for i in path)


def parse_path(text: str | None) -> list[int]:
    return [int(x) for x in text.split(".")] if text else []


def choice_id(kind: str, table_id: int, version: int, user_id: int, path: Sequence[int]) -> str | None:
    """``meneur-<p|s|f>:<table>:<version>:<user>:<path>`` within Discord's 100 characters."""
    text = f"meneur-{kind}:{table_id}:{version}:{user_id}:{path_text(path)}"
    return text if len(text) <= CUSTOM_ID_LIMIT else None


def _user(choice: Choice) -> int:
    return int(choice.for_user) if choice.for_user and choice.for_user.isdigit() else 0


class _Routed:
    """What a choice component's custom id says."""

    table_id: int
    version: int
    user_id: int
    path: list[int]

    def _route(self, match: re.Match[str]) -> None:
        self.table_id, self.version = int(match["table"]), int(match["version"])
        self.user_id, self.path = int(match["user"]), parse_path(match["path"])


class ChoiceButton(_Routed, discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_TEMPLATE):
    """An answer that opens the next step (or a form): routed by its custom id alone."""

    def __init__(self, cid: str, *, label: str = "…", style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        match = re.fullmatch(BUTTON_TEMPLATE, cid)
        if match is None:
            raise ValueError(f"not a choice id: {cid!r}")
        self._route(match)
        super().__init__(discord.ui.Button(label=label[:BUTTON_LABEL_LIMIT] or "…", style=style, custom_id=cid))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ChoiceButton:
        button = item if isinstance(item, discord.ui.Button) else None
        return cls(match.string, label=(button.label if button and button.label else "…"),
                   style=(button.style if button else discord.ButtonStyle.secondary))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = getattr(interaction.client, "handle_choice", None)
        if handler is not None:
            await handler(interaction, self.table_id, self.version, self.user_id, self.path)


class ChoiceSelect(_Routed, discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A step's answers as a select menu: the chosen option's value is its index."""

    def __init__(self, cid: str, options: Sequence[discord.SelectOption] = ()) -> None:
        match = re.fullmatch(SELECT_TEMPLATE, cid)
        if match is None:
            raise ValueError(f"not a choice id: {cid!r}")
        self._route(match)
        super().__init__(discord.ui.Select(custom_id=cid, options=list(options) or
                                           [discord.SelectOption(label="…", value="0")]))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> ChoiceSelect:
        select = item if isinstance(item, discord.ui.Select) else None
        return cls(match.string, select.options if select else ())

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = getattr(interaction.client, "handle_choice", None)
        values = (interaction.data or {}).get("values") or []
        if handler is None or not values or not str(values[0]).isdigit():
            return
        await handler(interaction, self.table_id, self.version, self.user_id, [*self.path, int(values[0])])


def choice_rows(reply: Reply, command_button: CommandButton) -> list[list[discord.ui.Item[Any]]]:
    """The components of a reply's choices, row by row (at most 5 rows).

    Each player's answers are buttons when they are few (up to 10), else one select menu;
    the buttons of several players share rows (5 a row). When the rows do not fit, the
    players with the most answers get a menu instead of buttons."""
    table_id, version = reply.table_id or 0, reply.version or 0
    by_user: dict[str | None, list[Choice]] = {}
    for choice in reply.choices:
        by_user.setdefault(choice.for_user, []).append(choice)
    groups = list(by_user.values())
    menu = [len(g) > MAX_BUTTONS_PER_PLAYER and all(c.path for c in g) for g in groups]

    def rows_needed() -> int:
        buttons = sum(len(g) for g, m in zip(groups, menu) if not m)
        return -(-buttons // ROW_WIDTH) + sum(menu)

    while rows_needed() > MAX_ROWS:
        candidates = [i for i, g in enumerate(groups) if not menu[i] and len(g) > 1 and all(c.path for c in g)]
        if not candidates:
            break
        menu[max(candidates, key=lambda i: len(groups[i]))] = True
    buttons: list[discord.ui.Item[Any]] = []
    selects: list[discord.ui.Item[Any]] = []
    for g, m in zip(groups, menu):
        if m:
            select = _select(g, table_id, version)
            if select is not None:
                selects.append(select)
            continue
        for c in g:
            item = command_button(c, table_id, version) if c.command else _button(c, table_id, version)
            if item is not None:
                buttons.append(item)
    rows = [buttons[i:i + ROW_WIDTH] for i in range(0, len(buttons), ROW_WIDTH)] + [[x] for x in selects]
    return rows[:MAX_ROWS]


def _button(choice: Choice, table_id: int, version: int) -> discord.ui.Item[Any] | None:
    if not choice.path:
        return None
    cid = choice_id("p", table_id, version, _user(choice), choice.path)
    return ChoiceButton(cid, label=choice.label) if cid else None


def _select(choices: Sequence[Choice], table_id: int, version: int) -> ChoiceSelect | None:
    """One menu for answers of the same step (their paths share everything but the last index)."""
    if not choices:
        return None
    prefix = (choices[0].path or [])[:-1]
    same = [c for c in choices if c.path and c.path[:-1] == prefix][:SELECT_OPTIONS]
    cid = choice_id("s", table_id, version, _user(choices[0]), prefix)
    if cid is None:
        return None
    options = [discord.SelectOption(label=(c.label or "…")[:SELECT_LABEL_LIMIT], value=str((c.path or [0])[-1]))
               for c in same]
    return ChoiceSelect(cid, options)


def choices_view(reply: Reply, command_button: CommandButton) -> discord.ui.View | None:
    """A persistent view of the reply's choices (buttons and menus), or ``None``."""
    rows = choice_rows(reply, command_button)
    if not rows:
        return None
    view = discord.ui.View(timeout=None)
    seen: set[str] = set()
    for r, row in enumerate(rows):
        for item in row:
            cid = getattr(item, "custom_id", None) or getattr(getattr(item, "item", None), "custom_id", "")
            if cid in seen:
                continue
            seen.add(cid)
            item.row = r
            view.add_item(item)
    return view


class ChoiceModal(discord.ui.Modal):
    """A form's fields as text inputs; the submit is routed by the custom id (see
    :meth:`bot.discord.clicks.Clicks.on_interaction`), so the modal itself is never kept."""

    def __init__(self, cid: str, form: FormView) -> None:
        super().__init__(title=(form.title or "…")[:MODAL_TITLE_LIMIT], custom_id=cid, timeout=None)
        for f in form.fields[:MAX_INPUTS]:
            self.add_item(discord.ui.TextInput(
                label=(f.label or f.name)[:INPUT_LABEL_LIMIT], custom_id=f.name, default=f.default or None,
                required=f.required and not f.default, max_length=20,
                placeholder=_placeholder(f.min_value, f.max_value)))
        self.stop()  # answered through on_interaction, which survives a restart


def _placeholder(low: float | None, high: float | None) -> str | None:
    if low is None or high is None:
        return None
    return f"{low:g} – {high:g}"


def modal_values(data: Any) -> dict[str, str]:
    """The values of a modal submit's text inputs, by custom id (rows or labels)."""
    out: dict[str, str] = {}

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            if node.get("type") == 4 and "custom_id" in node:
                out[str(node["custom_id"])] = str(node.get("value") or "")
            for child in ("components", "component"):
                sub = node.get(child)
                if isinstance(sub, list):
                    for x in sub:
                        visit(x)
                elif isinstance(sub, dict):
                    visit(sub)

    for row in (data or {}).get("components") or []:
        visit(row)
    return out

"""Kravora's player commands (``/kra ...``) and their parsing into actions."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rules.core import CommandSpec, InvalidActionError, OptionKind, OptionSpec

from .content import BUILDINGS, RUSES, UNIT_KINDS

if TYPE_CHECKING:
    from .model import KravoraState

_LINE = {"kind": OptionKind.INTEGER, "min_value": 1, "max_value": 5}

COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(name="attack", options=[
        OptionSpec(name="unit", autocomplete=True),
        OptionSpec(name="target", required=False, autocomplete=True),
        OptionSpec(name="line", required=False, **_LINE),
    ]),
    CommandSpec(name="auto"),
    CommandSpec(name="ruse", options=[
        OptionSpec(name="name", kind=OptionKind.CHOICE, choices=list(RUSES)),
        OptionSpec(name="board", required=False, autocomplete=True),
        OptionSpec(name="line", required=False, **_LINE),
        OptionSpec(name="unit", required=False, autocomplete=True),
        OptionSpec(name="to", required=False, **_LINE),
        OptionSpec(name="mode", kind=OptionKind.CHOICE, choices=["advance", "attack"], required=False),
    ]),
    CommandSpec(name="buy", options=[
        OptionSpec(name="unit", kind=OptionKind.CHOICE, choices=list(UNIT_KINDS)),
        OptionSpec(name="line", required=False, **_LINE),
    ]),
    CommandSpec(name="build", options=[OptionSpec(name="building", kind=OptionKind.CHOICE, choices=list(BUILDINGS))]),
    CommandSpec(name="canon", options=[
        OptionSpec(name="player", autocomplete=True),
        OptionSpec(name="line", **_LINE),
        OptionSpec(name="count", kind=OptionKind.INTEGER, required=False, min_value=1, max_value=10),
    ]),
    CommandSpec(name="recycle", options=[OptionSpec(name="unit", autocomplete=True)]),
    CommandSpec(name="dismantle", options=[OptionSpec(name="points", kind=OptionKind.INTEGER, required=False,
                                                      min_value=1, max_value=2)]),
    CommandSpec(name="done"),
    CommandSpec(name="shield", options=[OptionSpec(name="auto", kind=OptionKind.BOOLEAN)]),
    # a board in words, for anyone (answered privately)
    CommandSpec(name="board", info=True, options=[OptionSpec(name="player", required=False, autocomplete=True)]),
)

_TRUE = {"1", "true", "yes", "oui", "o", "y", "vrai", "on"}
_FALSE = {"0", "false", "no", "non", "n", "faux", "off"}
_INT_FIELDS = {"unit", "target", "line", "to", "count", "points"}


def norm(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "_", t).strip("_")


def parse_int(name: str, text: str) -> int:
    t = text.strip().lstrip("#")
    if not re.fullmatch(r"-?\d{1,6}", t):
        raise InvalidActionError("kra-bad-number", option=name, value=text)
    return int(t)


def parse_player(state: KravoraState, text: str) -> int:
    """A player by his seat number (1 to 4, as the board shows them) or his name."""
    t = text.strip()
    for p in state.players:  # a name first: a player may well be called "J2"
        if norm(p.name) == norm(t):
            return p.seat
    if re.fullmatch(r"[jJpP]?\d", t):
        seat = int(t[-1]) - 1
        if 0 <= seat < state.n:
            return seat
    raise InvalidActionError("kra-bad-player-name", value=text)


_KIND_ALIASES = {norm(k): k for k in UNIT_KINDS} | {"fantuche": "fantoche", "fantache": "fantoche",
                                                    "rocailleux": "rocailleur", "longbras": "long_bras",
                                                    "long_bras": "long_bras"}


def parse_command(command: str, args: Mapping[str, str], state: KravoraState) -> dict[str, Any]:
    """The action data a typed command stands for (still validated by the action model)."""
    if command not in {c.name for c in COMMANDS}:
        raise InvalidActionError("unknown-command", command=command)
    data: dict[str, Any] = {"type": command}
    for key, raw in args.items():
        if raw is None or str(raw).strip() == "" or key == "why":  # the computer's reason is not typed
            continue
        value = str(raw)
        if key in ("board", "player"):
            data[key] = parse_player(state, value)
        elif key == "auto":
            t = norm(value)
            if t not in _TRUE | _FALSE:
                raise InvalidActionError("kra-bad-bool", value=value)
            data[key] = t in _TRUE
        elif command == "buy" and key == "unit":
            data[key] = _KIND_ALIASES.get(norm(value), value)
        elif key in _INT_FIELDS:
            data[key] = parse_int(key, value)
        else:
            data[key] = norm(value) if key in ("name", "building", "mode") else value
    return data

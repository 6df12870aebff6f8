"""A game's table options as players type them (``scenario:tuto1 autodeploy:true``).

Read from the game's options model: each field's name, and the values it allows when they
are a finite list (a ``Literal``, an enum, a boolean) or a range (an integer with bounds).
The adapters use it to suggest options at ``/game new``, to list them in ``/help``, and the
service to refuse a bad option with the allowed values.
"""

from __future__ import annotations

import enum
import re
import shlex
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin

from rules.core import Game, InvalidActionError

BOOL_VALUES = ("true", "false")


@dataclass(frozen=True)
class GameOption:
    """One option of a game: its name, kind, allowed values and default."""

    name: str
    kind: str  # "choice", "bool", "int", "list" or "text"
    values: tuple[str, ...] = ()
    default: str = ""
    minimum: int | None = None
    maximum: int | None = None


def _plain(annotation: Any) -> tuple[Any, bool]:
    """The annotation without ``None`` (``X | None`` -> ``X``), and whether ``None`` was allowed."""
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        if len(args) == 1:
            return args[0], True
    return annotation, False


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return str(value.value)
    if value is None:
        return ""
    if isinstance(value, list):
        return ",".join(_text(v) for v in value)
    return str(value)


def game_options(game: Game[Any, Any, Any]) -> list[GameOption]:
    """The options of ``game`` in the model's order."""
    out: list[GameOption] = []
    for name, field in game.options_model.model_fields.items():
        extra = field.json_schema_extra
        if isinstance(extra, dict) and extra.get("internal"):  # set by the platform, never typed (a campaign's carry)
            continue
        ann, _optional = _plain(field.annotation)
        default = "" if field.default_factory is not None else _text(field.default)
        if get_origin(ann) is Literal:
            out.append(GameOption(name, "choice", tuple(_text(v) for v in get_args(ann)), default))
        elif isinstance(ann, type) and issubclass(ann, enum.Enum):
            out.append(GameOption(name, "choice", tuple(_text(m) for m in ann), default))
        elif ann is bool:
            out.append(GameOption(name, "bool", BOOL_VALUES, default))
        elif ann is int:
            low = next((getattr(m, "ge", None) for m in field.metadata if getattr(m, "ge", None) is not None), None)
            high = next((getattr(m, "le", None) for m in field.metadata if getattr(m, "le", None) is not None), None)
            out.append(GameOption(name, "int", (), default, low, high))
        elif get_origin(ann) is list:
            out.append(GameOption(name, "list", tuple(game.list_option_values(name)), default))
        else:  # free text, or one of a set the game names (Ravenloft's adventures)
            out.append(GameOption(name, "text", tuple(game.list_option_values(name)), default))
    return out


def platform_options(game: Game[Any, Any, Any]) -> list[GameOption]:
    """The platform's options of a new table of ``game``: its computer seats
    (bot/service/computer.py), when the game has a computer opponent."""
    levels = tuple(game.computer_levels)
    campaign = [GameOption("campaign", "text")] if game.campaigns else []  # bot/service/campaigns.py
    if not levels:
        return campaign
    return [GameOption("opponent", "choice", ("bot",)), GameOption("bots", "int", (), "", 1, game.max_seats - 1),
            GameOption("level", "choice", levels, levels[len(levels) // 2]),
            GameOption("host_seat", "int", (), "1", 1, game.max_seats), *campaign]


def validate_options(game: Game[Any, Any, Any], raw: Mapping[str, Any]) -> Any:
    """The game's options from typed text; an unknown option or a value out of its list is
    refused with the names or values allowed (``InvalidActionError``), nothing else changes."""
    known = {o.name: o for o in game_options(game)}
    for name, value in raw.items():
        option = known.get(name)
        if option is None:
            raise InvalidActionError("unknown-game-option", option=name, known=", ".join(known) or "—")
        text = _text(value)
        if option.kind == "choice" and text not in option.values:
            raise InvalidActionError("bad-game-option", option=name, value=text, allowed=", ".join(option.values))
        if option.kind == "int":
            try:
                number = int(text)
            except ValueError:
                number = None
            too_low = number is not None and option.minimum is not None and number < option.minimum
            too_high = number is not None and option.maximum is not None and number > option.maximum
            if number is None or too_low or too_high:
                raise InvalidActionError("bad-game-option-number", option=name, value=text,
                                         min=option.minimum if option.minimum is not None else "—",
                                         max=option.maximum if option.maximum is not None else "—")
    try:
        return game.parse_options(raw)
    except InvalidActionError as exc:
        option = known.get(str(exc.params.get("option", "")))
        if option is not None and option.kind == "bool":
            raise InvalidActionError("bad-game-option", option=option.name, value=str(exc.params.get("value", "")),
                                     allowed=", ".join(BOOL_VALUES)) from None
        raise


def suggest(game: Game[Any, Any, Any], typed: str, limit: int = 25,
            known: Mapping[str, Sequence[str]] | None = None) -> list[str]:
    """Completions of a typed option string: the last word's option names, then its values.

    ``"scenario:tu"`` -> ``["scenario:tuto1", ...]``; ``"autodeploy:true s"`` ->
    ``["autodeploy:true scenario:", "autodeploy:true side:"]``. Options already typed are
    not proposed again. ``known`` gives the values a free-text option can take here (the
    server's campaign names for ``campaign:``), matched anywhere in them, case aside."""
    words = typed.split(" ")
    if typed.count("'") % 2:  # a quoted value still open (a campaign's name with spaces) is one word
        start = typed.rfind(" ", 0, typed.rfind("'")) + 1
        words = [*typed[:start].split(" "), typed[start:]]
    last = words[-1]
    before = " ".join(w for w in words[:-1] if w)
    prefix = f"{before} " if before else ""
    used = {w.split(":", 1)[0].split("=", 1)[0].lower() for w in words[:-1] if w}
    options = game_options(game) + platform_options(game)
    out: list[str] = []
    if ":" in last or "=" in last:
        sep = ":" if ":" in last else "="
        name, _, partial = last.partition(sep)
        option = next((o for o in options if o.name == name.lower()), None)
        if option is not None and option.kind == "list" and "," in partial:  # the list's next value
            head, _, tail = partial.rpartition(",")
            out = [f"{prefix}{option.name}:{head},{v}" for v in option.values
                   if v.lower().startswith(tail.lower()) and v not in head.split(",")]
        elif option is not None and option.kind == "text" and known and option.name in known:
            bare = partial.strip("'\"").lower()  # a name with spaces comes quoted, as the options are read
            out = [f"{prefix}{option.name}:{shlex.quote(v)}" for v in known[option.name] if bare in v.lower()]
        elif option is not None:
            out = [f"{prefix}{option.name}:{v}" for v in option.values if v.lower().startswith(partial.lower())]
        if option is not None and not out and partial:  # what was typed, as typed
            out = [f"{prefix}{option.name}:{partial}"]
    else:
        for option in options:
            if option.name in used or not option.name.startswith(last.lower()):
                continue
            if option.values and len(option.values) <= 3:
                out += [f"{prefix}{option.name}:{v}" for v in option.values]
            else:
                out.append(f"{prefix}{option.name}:")
    return out[:limit]


def suggestion_label(game: Game[Any, Any, Any], text: str, lang: str, limit: int = 100) -> str:
    """How a completion of ``/game new options:`` reads in the menu: the typed text, then what
    its last option (or value) means, in ``lang`` (``scenario:tuto1 — Tutorial 1: moving``).
    The completion's value stays ``text``."""
    from rules.core import i18n

    last = text.split(" ")[-1]
    name, _, value = last.partition(":")
    meaning = (game.option_value_label(name, value, lang) or "") if value else ""
    keys = (f"gameval-{game.id}-{name}-{value}" if value else "", f"gameopt-{game.id}-{name}",
            f"gameopt-platform-{name}")  # the platform's own (computer seats: opponent, bots...)
    for key in () if meaning else keys:
        if key and i18n.has(lang, key):
            meaning = i18n.t(lang, key)
            break
    label = f"{text} — {meaning}" if meaning else text
    if len(label) <= limit:
        return label
    head = text if len(text) < limit // 2 else "…" + text[-(limit // 2):]
    room = limit - len(head) - 3
    return f"{head} — {meaning[: room - 1]}…" if meaning and room > 10 else head[:limit]


def parse_game_options(text: str | None) -> dict[str, str]:
    """The ``options`` text of ``/game new`` (``"target:12 scenario:ruins"``, or ``key=value``;
    a value with spaces in quotes) as a dict; raises InvalidActionError."""
    if not text or not text.strip():
        return {}
    try:
        words = shlex.split(text)
    except ValueError:
        words = text.split()
    out: dict[str, str] = {}
    for word in words:
        match = re.match(r"^([A-Za-z_][\w.-]*)[:=](.*)$", word)
        if match is None:
            raise InvalidActionError("bad-option-word", word=word)
        out[match.group(1).lower()] = match.group(2)
    return out

"""The help pages (Discord-free): a general page and one per game, in the reader's language.

``/help`` on Discord and on the console show the same text; only the way commands are named
differs (a clickable mention on Discord, the localized name on the console), through the
adapter's :class:`~bot.shared.command_names.CommandNames`.
"""

from __future__ import annotations

from typing import Any

from bot.shared.command_names import PLATFORM_COMMANDS, CommandNames, localized_part
from bot.shared.game_options import game_options
from rules.core import Game, all_games, i18n
from rules.core.engine import OptionKind


def _t(lang: str, names: CommandNames, key: str, params: dict[str, Any] | None = None) -> str:
    return i18n.t(lang, key, names.fill(lang, key, params))


def _option(lang: str, path: str, name: str, required: bool) -> str:
    shown = localized_part(lang, "optname-" + "-".join(path.split()) + f"-{name}", name)
    return f"{shown}:…" if required else f"[{shown}]"


def _line(lang: str, names: CommandNames, path: str, options: list[str]) -> str:
    key = "cmd-" + "-".join(path.split())
    description = i18n.t(lang, key)
    head = " ".join([names.name(lang, path), *options])
    return f"• {head} — {description}" if description != key else f"• {head}"


def game_label(lang: str, game: Game[Any, Any, Any]) -> str:
    text = i18n.t(lang, f"game-{game.id}")
    return game.id if text == f"game-{game.id}" else text


def general_page(lang: str, names: CommandNames) -> str:
    """What Meneur is, how a table goes, every platform command and the games."""
    lines = [_t(lang, names, "help-title"), _t(lang, names, "help-intro"), "", _t(lang, names, "help-commands")]
    for path, options in PLATFORM_COMMANDS:
        lines.append(_line(lang, names, path, [_option(lang, path, n, r) for n, r in options]))
    lines += ["", _t(lang, names, "help-games")]
    for game in all_games():
        lines.append(_t(lang, names, "help-game-line", {"game": game_label(lang, game), "id": game.id,
                                                        "min": game.min_seats, "max": game.max_seats}))
    return "\n".join(lines)


def _head(lang: str, names: CommandNames, game: Game[Any, Any, Any]) -> list[str]:
    """The page's title and its « how to play here » paragraphs (Strahd's player's too)."""
    label = game_label(lang, game)
    howto = f"help-howto-{game.id}"
    lines = [_t(lang, names, "help-game-title", {"game": label, "min": game.min_seats, "max": game.max_seats}),
             _t(lang, names, howto if i18n.has(lang, howto) else "help-howto-generic", {"game": label})]
    for key in sorted(k for k in _extra_howtos(lang, game.id)):
        lines.append(_t(lang, names, key, {"game": label}))
    return lines


def _extra_howtos(lang: str, game_id: str) -> list[str]:
    """A game's further « how to play here » paragraphs (``help-howto-<game>-<role>``: Strahd's player)."""
    return [key for key in (f"help-howto-{game_id}-{role}" for role in HOWTO_ROLES) if i18n.has(lang, key)]


#: roles a game may describe in a paragraph of their own (``help-howto-<game>-<role>``)
HOWTO_ROLES = ("strahd",)


def _option_lines(lang: str, names: CommandNames, game: Game[Any, Any, Any]) -> list[str]:
    lines: list[str] = []
    options = game_options(game)
    if options:
        lines.append(_t(lang, names, "help-options", {"example": _example(game)}))
        for option in options:
            described = i18n.t(lang, f"gameopt-{game.id}-{option.name}")
            values = _values(lang, names, option)
            text = f"• {option.name}: {values}"
            if described != f"gameopt-{game.id}-{option.name}":
                text += f" — {described}"
            lines.append(text)
            for value in option.values:  # a line per value when the game describes its values
                key = f"gameval-{game.id}-{option.name}-{value}"
                meaning = game.option_value_label(option.name, value, lang)
                if meaning is None and i18n.has(lang, key):
                    meaning = i18n.t(lang, key)
                if meaning:
                    lines.append(f"  ◦ {value} — {meaning}")
    return lines


def _command_lines(lang: str, names: CommandNames, game: Game[Any, Any, Any]) -> list[str]:
    group = game.group()
    lines = []
    for spec in game.commands:
        path = f"{group} {spec.name}"
        shown = [_option(lang, path, o.name, o.required) for o in spec.options if o.kind != OptionKind.TIMING]
        lines.append(_line(lang, names, path, shown))
    return lines


def game_page(lang: str, names: CommandNames, game: Game[Any, Any, Any]) -> str:
    """How to play one game here: its paragraphs, its table options and its commands (the
    console's page; Discord shows it in sections, :func:`game_sections`)."""
    lines = [*_head(lang, names, game), ""]
    options = _option_lines(lang, names, game)
    if options:
        lines += [*options, ""]
    lines.append(_t(lang, names, "help-game-commands"))
    lines += _command_lines(lang, names, game)
    return "\n".join(lines)


#: a section of a help page fits one Discord message
SECTION_LIMIT = 2000


def game_sections(lang: str, names: CommandNames, game: Game[Any, Any, Any],
                  limit: int = SECTION_LIMIT) -> list[tuple[str, str, str]]:
    """One game's page as sections of one message each: (key, menu label, text). The first is
    how to play here; then the table options and the commands, cut in parts when long."""
    sections = [("howto", i18n.t(lang, "help-section-howto"), "\n".join(_head(lang, names, game)))]

    def add(key: str, label_key: str, title: str, lines: list[str]) -> None:
        parts: list[list[str]] = [[]]
        for line in lines:
            if parts[-1] and len("\n".join([title, *parts[-1], line])) > limit - 20:
                parts.append([])
            parts[-1].append(line[: limit - 20 - len(title)])
        for i, part in enumerate(parts):
            label = i18n.t(lang, label_key)
            if len(parts) > 1:
                label = i18n.t(lang, "help-section-part", {"section": label, "part": i + 1, "parts": len(parts)})
            sections.append((f"{key}{i + 1}", label, "\n".join([title, *part])))

    options = _option_lines(lang, names, game)
    if options:
        add("options", "help-section-options", options[0], options[1:])
    add("commands", "help-section-commands", _t(lang, names, "help-game-commands"), _command_lines(lang, names, game))
    return sections


def _values(lang: str, names: CommandNames, option: Any) -> str:
    if option.values and option.kind == "list":
        return _t(lang, names, "help-option-list-of", {"values": ", ".join(option.values)})
    if option.values:
        return " | ".join(option.values)
    if option.kind == "int":
        if option.minimum is None or option.maximum is None:
            return _t(lang, names, "help-option-integer")
        return _t(lang, names, "help-option-number", {"min": option.minimum, "max": option.maximum})
    return _t(lang, names, "help-option-list" if option.kind == "list" else "help-option-text")


def _example(game: Game[Any, Any, Any]) -> str:
    """``game:<id>`` and one option with its first allowed value, as typed at ``/game new``."""
    first = next((o for o in game_options(game) if o.values), None)
    return f"{first.name}:{first.values[0]}" if first else "—"


def help_text(lang: str, names: CommandNames, game_id: str | None = None) -> str:
    """The general page, or the page of ``game_id`` (an unknown id gives the general page)."""
    game = next((g for g in all_games() if game_id and game_id in (g.id, g.group(), *g.aliases)), None)
    return game_page(lang, names, game) if game is not None else general_page(lang, names)


def find_game_page(game_id: str | None) -> Game[Any, Any, Any] | None:
    return next((g for g in all_games() if game_id and game_id in (g.id, g.group(), *g.aliases)), None)


__all__ = ["PLATFORM_COMMANDS", "find_game_page", "game_page", "game_sections", "general_page", "help_text"]

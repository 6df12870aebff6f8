"""Discord's limits on application commands, and its OpenAPI schema, as a checker."""

from __future__ import annotations

import json
import os
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Any

#: Discord's OpenAPI description (discord/discord-api-spec, specs/openapi.json) is reference data
#: the project does not commit: point DISCORD_OPENAPI at a copy to run the schema check
OPENAPI_CANDIDATES = [Path(p) for p in (os.environ.get("DISCORD_OPENAPI", ""),
                                        "/work/shared/reference/discord-openapi.json") if p]

SUBCOMMAND, GROUP = 1, 2
#: Discord counts these per command and per locale: at most 4000 characters in total
TOTAL_CHARACTERS = 4000


def valid_name(name: Any) -> bool:
    """``^[-_'\\p{L}\\p{N}]{1,32}$`` in lower case (for characters that have a lower case)."""
    if not isinstance(name, str) or not 1 <= len(name) <= 32 or name != name.lower():
        return False
    return all(ch in "-_'" or unicodedata.category(ch)[0] in "LN" for ch in name)


def _check_text(where: str, text: Any, limit: int, problems: list[str]) -> None:
    if not isinstance(text, str) or not 1 <= len(text) <= limit:
        problems.append(f"{where}: {text!r} is not 1-{limit} characters")


def _check_named(where: str, node: dict[str, Any], problems: list[str], description: bool = True) -> None:
    if not valid_name(node.get("name")):
        problems.append(f"{where}: invalid name {node.get('name')!r}")
    for locale, name in (node.get("name_localizations") or {}).items():
        if not valid_name(name):
            problems.append(f"{where}: invalid {locale} name {name!r}")
    if description:
        _check_text(f"{where} description", node.get("description"), 100, problems)
        for locale, text in (node.get("description_localizations") or {}).items():
            _check_text(f"{where} {locale} description", text, 100, problems)


def _unique(where: str, nodes: list[dict[str, Any]], problems: list[str]) -> None:
    names = [n.get("name") for n in nodes]
    if len(set(names)) != len(names):
        problems.append(f"{where}: duplicate names {names}")
    locales = {loc for n in nodes for loc in (n.get("name_localizations") or {})}
    for loc in locales:
        local = [(n.get("name_localizations") or {}).get(loc, n.get("name")) for n in nodes]
        if len(set(local)) != len(local):
            problems.append(f"{where}: duplicate {loc} names {local}")


def _chars(node: dict[str, Any], locale: str | None) -> int:
    def loc(key: str) -> str:
        return str((node.get(f"{key}_localizations") or {}).get(locale, node.get(key, "")) if locale
                   else node.get(key, ""))

    total = len(loc("name")) + len(loc("description"))
    for choice in node.get("choices") or []:
        total += len(loc_choice(choice, locale)) + len(str(choice.get("value", "")))
    for opt in node.get("options") or []:
        total += _chars(opt, locale)
    return total


def loc_choice(choice: dict[str, Any], locale: str | None) -> str:
    return str((choice.get("name_localizations") or {}).get(locale, choice["name"]) if locale else choice["name"])


def _check_options(where: str, options: list[dict[str, Any]], problems: list[str], depth: int) -> None:
    if len(options) > 25:
        problems.append(f"{where}: {len(options)} options (25 at most)")
    _unique(where, options, problems)
    seen_optional = False
    for opt in options:
        here = f"{where} {opt.get('name')}"
        _check_named(here, opt, problems)
        kind = opt.get("type")
        if kind in (SUBCOMMAND, GROUP):
            if depth >= (1 if kind == GROUP else 2):
                problems.append(f"{here}: nested too deep")
            _check_options(here, opt.get("options") or [], problems, depth + 1)
            continue
        if opt.get("required"):
            if seen_optional:
                problems.append(f"{here}: required option after an optional one")
        else:
            seen_optional = True
        choices = opt.get("choices") or []
        if len(choices) > 25:
            problems.append(f"{here}: {len(choices)} choices (25 at most)")
        if choices and opt.get("autocomplete"):
            problems.append(f"{here}: choices and autocomplete together")
        for choice in choices:
            _check_text(f"{here} choice", choice.get("name"), 100, problems)
            for locale, text in (choice.get("name_localizations") or {}).items():
                _check_text(f"{here} choice {locale}", text, 100, problems)
            if isinstance(choice.get("value"), str) and len(choice["value"]) > 100:
                problems.append(f"{here}: choice value longer than 100")


def check_commands(payload: list[dict[str, Any]]) -> list[str]:
    """Every problem Discord would reject in a bulk overwrite of chat-input commands."""
    problems: list[str] = []
    if len([c for c in payload if c.get("type", 1) == 1]) > 100:
        problems.append("more than 100 chat-input commands")
    _unique("commands", payload, problems)
    for cmd in payload:
        where = f"/{cmd.get('name')}"
        _check_named(where, cmd, problems)
        _check_options(where, cmd.get("options") or [], problems, 0)
        locales = {None} | set(cmd.get("name_localizations") or {}) | set(cmd.get("description_localizations") or {})
        for locale in locales:
            total = _chars(cmd, locale)
            if total > TOTAL_CHARACTERS:
                problems.append(f"{where}: {total} characters in {locale or 'base'} (4000 at most)")
    return problems


@lru_cache(maxsize=1)
def _openapi() -> dict[str, Any] | None:
    for path in OPENAPI_CANDIDATES:
        if path.exists():
            return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
    return None


def schema_errors(payload: list[dict[str, Any]], schema_name: str = "ApplicationCommandUpdateRequest") -> list[str]:
    """Errors of ``payload`` (a bulk overwrite body) against Discord's OpenAPI description."""
    import jsonschema

    doc = _openapi()
    if doc is None:
        return []
    root = {"$schema": "https://json-schema.org/draft/2020-12/schema", "components": doc["components"],
            "type": "array", "maxItems": 130, "items": {"$ref": f"#/components/schemas/{schema_name}"}}
    validator = jsonschema.Draft202012Validator(root)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in validator.iter_errors(payload)]


def has_openapi() -> bool:
    """Whether the schema check can run (Discord's OpenAPI file and the jsonschema package)."""
    try:
        import jsonschema  # noqa: F401
    except ImportError:
        return False
    return _openapi() is not None

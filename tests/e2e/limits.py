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


# ---- message components and modals ------------------------------------------------------
BUTTON, SELECT, TEXT_INPUT = 2, 3, 4


def check_components(where: str, rows: list[dict[str, Any]]) -> list[str]:
    """Discord's limits on a message's components: 5 action rows; a row holds 5 buttons or
    one select menu; custom ids 1-100 characters, unique; button labels 80, a select's 1-25
    options of labels and values 1-100."""
    problems: list[str] = []
    if len(rows) > 5:
        problems.append(f"{where}: {len(rows)} action rows (5 at most)")
    ids: list[str] = []
    for r, row in enumerate(rows):
        items = row.get("components") or []
        kinds = {c.get("type") for c in items}
        if row.get("type") != 1 or not items:
            problems.append(f"{where} row {r}: not an action row with components")
        if SELECT in kinds and len(items) != 1:
            problems.append(f"{where} row {r}: a select menu shares its row")
        if len(items) > 5:
            problems.append(f"{where} row {r}: {len(items)} buttons (5 at most)")
        for c in items:
            cid = c.get("custom_id")
            if cid is not None:
                ids.append(cid)
                if not 1 <= len(cid) <= 100:
                    problems.append(f"{where}: custom id {cid!r} is not 1-100 characters")
            if c.get("type") == BUTTON and c.get("label") is not None:
                _check_text(f"{where} button", c["label"], 80, problems)
            if c.get("type") == SELECT:
                options = c.get("options") or []
                if not 1 <= len(options) <= 25:
                    problems.append(f"{where}: a select menu with {len(options)} options (1-25)")
                for o in options:
                    _check_text(f"{where} option", o.get("label"), 100, problems)
                    _check_text(f"{where} option value", o.get("value"), 100, problems)
                if len({o.get("value") for o in options}) != len(options):
                    problems.append(f"{where}: duplicate option values")
    if len(set(ids)) != len(ids):
        problems.append(f"{where}: duplicate custom ids {ids}")
    return problems


def check_modal(data: dict[str, Any]) -> list[str]:
    """A modal: title 1-45, custom id 1-100, 1-5 rows of one text input (label 1-45)."""
    problems: list[str] = []
    _check_text("modal title", data.get("title"), 45, problems)
    _check_text("modal custom id", data.get("custom_id"), 100, problems)
    rows = data.get("components") or []
    if not 1 <= len(rows) <= 5:
        problems.append(f"modal: {len(rows)} rows (1-5)")
    for row in rows:
        for c in row.get("components") or []:
            if c.get("type") != TEXT_INPUT:
                problems.append(f"modal: component of type {c.get('type')}")
            _check_text("text input label", c.get("label"), 45, problems)
            _check_text("text input custom id", c.get("custom_id"), 100, problems)
    return problems


def object_errors(obj: dict[str, Any], schema_name: str) -> list[str]:
    """Errors of one request body against a schema of Discord's OpenAPI description."""
    import jsonschema

    doc = _openapi()
    if doc is None:
        return []
    root = {"$schema": "https://json-schema.org/draft/2020-12/schema", "components": doc["components"],
            "$ref": f"#/components/schemas/{schema_name}"}
    validator = jsonschema.Draft202012Validator(root)
    out = []
    for e in validator.iter_errors(obj):
        deepest = min(e.context or [e], key=lambda x: -len(x.absolute_path))  # the most precise reason
        out.append(f"{'/'.join(map(str, deepest.absolute_path))}: {deepest.message[-300:]}")
    return out

"""The console's dice commands: ``/dice <sub> ...`` and the same words after ``/roll``
(``/roll save attaque 1d20+5``, ``/roll secret 1d20``, ``/roll verify``), in either language."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from bot.console.lines import split_words
from bot.service import Service, ServiceError
from bot.shared.command_names import DICE_PATHS, localized_part, option_names
from bot.shared.replies import Actor, Reply
from bot.shared.typed_names import base_option
from rules.core import InvalidActionError

OPTION = re.compile(r"^(?P<key>[a-zA-Z_\u00c0-\u017f][\w-]*):(?P<value>.*)$")
SUBS = tuple(path.split()[1] for path in DICE_PATHS)


def _sub_of(word: str) -> str | None:
    """The subcommand a word names, in English or as the French Discord name."""
    low = word.lower()
    for sub in SUBS:
        if low == sub or any(low == localized_part(lang, f"cmdname-dice-{sub}", sub) for lang in ("fr", "en")):
            return sub
    return {"history": "history", "historique": "history", "liste": "saved", "list": "saved",
            "sauver": "save", "reveler": "reveal", "verifier": "verify", "mj": "gm"}.get(low)


def roll_words(rest: str) -> tuple[str, list[str], dict[str, str]] | None:
    """``/roll <sub> ...``: the subcommand, its positional words and its options; ``None``
    when the line is a roll."""
    words = split_words(rest)
    if not words:
        return None
    sub = _sub_of(words[0])
    if sub is None:
        return None
    positional: list[str] = []
    options: dict[str, str] = {}
    for word in words[1:]:
        m = OPTION.match(word)
        key = base_option(f"dice {sub}", m["key"].lower()) if m else ""
        if m and key in option_names(f"dice {sub}"):
            options[key] = m["value"]
        else:
            positional.append(word)
    return sub, positional, options


def _flag(options: Mapping[str, str], name: str) -> bool:
    return options.get(name, "").lower() in ("true", "yes", "oui", "1", "vrai", "on")


async def dice_command(service: Service, actor: Actor, sub: str, positional: Sequence[str],
                       options: Mapping[str, str]) -> Reply:
    """Run ``/dice sub`` for ``actor``; positional words fill the options in order."""
    words = list(positional)
    server = _flag(options, "server")
    if sub == "history":
        return await service.roll_history(actor)
    if sub == "save":
        name = options.get("name") or (words.pop(0) if words else "")
        expression = options.get("expression") or " ".join(words)
        if not name or not expression:
            return await service.fail(actor, ServiceError("missing-option", option="expression" if name else "name"))
        return await service.roll_save(actor, name, expression, server=server)
    if sub == "saved":
        return await service.roll_saved(actor)
    if sub == "rename":
        name = options.get("name") or (words.pop(0) if words else "")
        new = options.get("new_name") or (words.pop(0) if words else "")
        if not name or not new:
            return await service.fail(actor, ServiceError("missing-option", option="new_name" if name else "name"))
        return await service.roll_rename(actor, name, new, server=server)
    if sub == "delete":
        name = options.get("name") or (words.pop(0) if words else "")
        if not name:
            return await service.fail(actor, ServiceError("missing-option", option="name"))
        return await service.roll_delete(actor, name, server=server)
    if sub == "secret":
        expression = options.get("expression") or " ".join(words)
        return await service.roll_secret(actor, expression)
    if sub == "secrets":
        return await service.roll_secrets(actor)
    if sub == "reveal":
        text = (options.get("id") or (words[0] if words else "")).lstrip("#")
        if not text.isdigit():
            return await service.fail(actor, InvalidActionError("bad-option", option="id", value=text))
        return await service.roll_reveal(actor, int(text))
    if sub == "verify":
        return await service.roll_verify(actor, options.get("seed") or (words[0] if words else None))
    if sub == "seed":
        return await service.roll_seed(actor)
    if sub == "gm":
        role = options.get("role") or (words[0] if words else None)
        return await service.dice_gm(actor, role, role or "")
    if sub == "stats":
        expression = options.get("expression") or " ".join(words)
        return await service.roll_stats(actor, expression, options.get("target"))
    return await service.fail(actor, ServiceError("console-unknown", command=f"dice {sub}"))

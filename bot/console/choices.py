"""Moves by pointing at the console: ``/pick`` walks a player's choice tree.

The board lists the first step numbered from 1 (``[Move (3 PM)] /pick 2``); ``@alice /pick 2``
shows the next step privately, ``@alice /pick 2 5`` plays the move it ends in, ``/pick`` alone
shows the first step again. A move that needs numbers (a form) takes them as options:
``@alice /pick 1 2 aim:E5 power:8 height:5``; without them the form is described.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.service import Service, ServiceError
from bot.shared.command_names import localized_path
from bot.shared.replies import Actor, Choice, Reply
from rules.core import i18n


def pick_command(path: Sequence[int]) -> str:
    """The console command that picks ``path`` (numbers from 1)."""
    return " ".join(["/pick", *(str(i + 1) for i in path)])


def choice_line(choice: Choice, lang: str | None = None) -> str:
    """How the console lists a choice: its label and the command that answers it, named as a
    reader of ``lang`` types it (``/partie rejoindre`` in French)."""
    command = localized_path(lang, choice.command) if lang and choice.command else choice.command
    words = [f'{k}:"{v}"' if " " in v else f"{k}:{v}" for k, v in choice.args.items()]  # one word each
    typed = f"/{' '.join([command, *words])}" if choice.command else ""
    if choice.url:
        return f"[{choice.label}] {choice.url}"
    if choice.path is None:
        return f"[{choice.label}] {typed}"
    return f"[{choice.label}] {pick_command(choice.path)}" + (f"  ·  {typed}" if typed else "")


async def pick(service: Service, actor: Actor, words: Sequence[str], options: Mapping[str, str],
               elapsed_ms: int | None = None) -> Reply:
    """``/pick 2 5 [name:value...]``: the step, the form or the move the numbers lead to."""
    if not all(w.isdigit() and int(w) >= 1 for w in words):
        return await service.fail(actor, ServiceError("console-bad-pick", value=" ".join(words)))
    path = [int(w) - 1 for w in words]
    if not options:
        pointed = await service.point(actor, path)
        if pointed.kind == "form" and pointed.form is not None:
            reply = await service.pick(actor, path)
            example = " ".join([pick_command(path), *(f"{f.name}:{f.default or '?'}" for f in pointed.form.fields)])
            lang = await service.lang(actor)
            reply.text += "\n" + i18n.t(lang, "console-pick-form", {"example": example})
            return reply
    return await service.pick(actor, path, dict(options), elapsed_ms=elapsed_ms)

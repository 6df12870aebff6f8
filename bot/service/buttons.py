"""The buttons a prompt offers, shared by the service and the Discord adapter (after a restart)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import (
    Game,
    Prompt,
)
from rules.core.engine import OptionKind


@dataclass
class ButtonAnswer:
    """One button a prompted seat is offered: the command it runs and how it is labelled."""

    seat: int
    command: str  # "<group> <command>"
    args: dict[str, str]
    label: str  # message id
    params: dict[str, Any]
    fallback: str  # shown when the catalogs have no label


def button_answers(game: Game[Any, Any, Any], state: Any, prompts: Sequence[Prompt] | None = None) -> list[ButtonAnswer]:
    """Every answer offered as a button in ``state``: a prompt's ready-made options or, for a
    prompt without any, the legal commands needing no option and one button per value of a
    command whose only required option is a choice. The Discord adapter recomputes these to
    match a clicked button after a restart, so both sides share this one definition."""
    group = game.group()
    out: list[ButtonAnswer] = []
    for p in game.prompts(state) if prompts is None else prompts:
        if p.options:
            out += [ButtonAnswer(p.seat, f"{group} {o.command}", dict(o.args), o.label, dict(o.params), o.label)
                    for o in p.options]
            continue
        legal = {game.dump_action(a)["type"] for a in game.legal_actions(state, p.seat)}
        for spec in game.commands:
            if spec.name not in legal:
                continue
            required = [o for o in spec.options if o.required]
            if not required:
                out.append(ButtonAnswer(p.seat, f"{group} {spec.name}", {}, f"btn-{group}-{spec.name}", {}, spec.name))
            elif len(required) == 1 and required[0].kind == OptionKind.CHOICE:
                option = required[0]
                out += [ButtonAnswer(p.seat, f"{group} {spec.name}", {option.name: value},
                                     f"choice-{group}-{spec.name}-{option.name}-{value}", {}, value)
                        for value in option.choices]
    return out


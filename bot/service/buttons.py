"""The buttons a prompt offers, shared by the service and the Discord adapter (after a restart)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import (
    Game,
    Prompt,
)


@dataclass
class ButtonAnswer:
    """One answer a prompted seat is offered on the board: the first step of its choice tree.

    Every answer has its ``path`` in the seat's tree (:meth:`Game.choice_tree`); a leaf also
    has the ``command`` and ``args`` it runs, an answer that opens a further step (or a form
    to fill) has no command.
    """

    seat: int
    command: str  # "<group> <command>", or "" for an answer that opens a step
    args: dict[str, str]
    label: str  # message id
    params: dict[str, Any]
    fallback: str  # shown when the catalogs have no label
    path: tuple[int, ...] | None = None


def button_answers(game: Game[Any, Any, Any], state: Any, prompts: Sequence[Prompt] | None = None) -> list[ButtonAnswer]:
    """Every answer offered on the board in ``state``: the first step of each prompted seat's
    choice tree (a prompt's ready-made options are leaves of that step). The Discord adapter
    recomputes these to match a clicked button after a restart, so both sides share this one
    definition."""
    group = game.group()
    out: list[ButtonAnswer] = []
    seats = dict.fromkeys(p.seat for p in (game.prompts(state) if prompts is None else prompts))
    for seat in seats:
        tree = game.choice_tree(state, seat)
        for i, opt in enumerate(tree.options):
            fallback = opt.fallback or opt.value
            if opt.leaf is not None and opt.leaf.form is None:
                out.append(ButtonAnswer(seat, f"{group} {opt.leaf.command}", dict(opt.leaf.args), opt.label,
                                        dict(opt.params), fallback, path=(i,)))
            else:
                out.append(ButtonAnswer(seat, "", {}, opt.label, dict(opt.params), fallback, path=(i,)))
    return out

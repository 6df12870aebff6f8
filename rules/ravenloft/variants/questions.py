"""The variants' own questions (pending decisions), routed by their kind's prefix: the Barkam
system's (``barkam-*``, ``barkam/encounters.py``) and Geno Warcry's (``geno-*``,
``geno/ambush.py``). The engine asks this module for their answers, labels and results."""

from __future__ import annotations

from typing import Any

from rules.core import Event, PromptOption, Rng

from ..commands import Pass
from ..plugins import register as plug
from .barkam import encounters as barkam_encounters
from .barkam.encounters import DRAWS, drain, resume_encounter
from .geno import ambush as geno_ambush
from .geno.ambush import strike

PREFIXES = ("barkam-", "geno-")


def ours(kind: str) -> bool:
    return kind.startswith(PREFIXES)


def _module(kind: str) -> Any:
    if kind.startswith("geno-"):
        return geno_ambush
    return barkam_encounters


def options(state: Any, cat: Any, p: Any) -> list[PromptOption]:
    return [PromptOption(command=c, args=a, label=lb, params=pr) for c, a, lb, pr in _module(p.kind).options(state, cat, p)]


def params(state: Any, p: Any) -> dict[str, object]:
    return _module(p.kind).params(state, p)  # type: ignore[no-any-return]


def answer(state: Any, cat: Any, p: Any, action: Any, rng: Rng) -> list[Event]:
    return _module(p.kind).answer(state, cat, p, action, rng)  # type: ignore[no-any-return]


def resume(state: Any, cat: Any, what: str, rng: Rng) -> list[Event]:
    """Go on after the players' answers outside the villain phase: Geno Warcry's ambusher strikes
    (again, with a hero's answer to its hit: ``reactions.activate_asking``; or once Cyrus
    Belview's followers answered), the Barkam system's encounter is resolved again with the
    answer, or its draws go on (after Cyrus Belview's followers)."""
    if what.startswith("geno-"):
        return strike(state, cat, rng)
    if what == DRAWS:
        return drain(state, cat, rng)
    return resume_encounter(state, cat, what, rng)


def _answer(state: Any, cat: Any, p: Any, action: Any, rng: Rng) -> tuple[list[Event], bool] | None:
    """The Barkam system's and Geno Warcry's questions (rules/ravenloft/plugins.py)."""
    return (answer(state, cat, p, action, rng), True) if ours(p.kind) else None


plug("answer", "barkam-geno", 10, _answer)


def _options(state: Any, cat: Any, p: Any) -> list[PromptOption] | None:
    return options(state, cat, p) if ours(p.kind) else None


plug("question_options", "barkam-geno", 10, _options)


#: the questions an absent player declines (« pass »)
DECLINED = ("barkam-encounter", "barkam-discard", "barkam-level", "barkam-xp", "geno-encounter", "geno-answer")


def _params(state: Any, p: Any) -> dict[str, object] | None:
    return params(state, p) if ours(p.kind) else None


def _resume(state: Any, cat: Any, what: str, rng: Rng) -> list[Event] | None:
    return resume(state, cat, what, rng)


def _absent_answer(state: Any, cat: Any, p: Any) -> Any:
    return Pass() if p.kind in DECLINED else None


plug("question_kinds", "barkam-geno", 10, lambda: DECLINED)
plug("question_params", "barkam-geno", 10, _params)
plug("resume", "barkam-geno", 10, _resume)
plug("absent_answer", "barkam-geno", 10, _absent_answer)

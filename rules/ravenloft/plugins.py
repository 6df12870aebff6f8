"""Variant plug-ins: named slots the base rules call, filled by each variant from its own module.

The base game reads alone: where a variant changes a step, the base code asks the slot, and
every variant that registered a hook for that slot answers in its ``order`` (the order of their
dice draws, fixed so that a stored game replays the same). A variant registers its hooks at
import, beside its rules (``variants/<variant>.py``), and never edits a base module.

Slots so far (issue 23, item 5; the others still read ``state.rules[slot]`` in the phases):

- ``setup``: ``hook(state, cat, options, rng) -> None``, after the base set-up and before the
  first turn (the damage dice' factor, the exploration variants' state, ACR2's counters, the
  creation step of custom heroes);
- ``hero_action``: ``hook(state, cat, action, rng) -> list[Event] | None``, a hero-phase action
  the variant plays itself (``None``: not its own; the base rules play it);
- ``answer``: ``hook(state, cat, pending, action, rng) -> (events, resume) | None``, the answer
  to a question the variant asked (``resume``: the villain phase goes on afterwards when it
  waited on it);
- ``question_options``: ``hook(state, cat, pending) -> list[PromptOption] | None``, the buttons
  of a question the variant asked;
- ``hero_actions``: ``hook(state, cat) -> list[action]``, the hero-phase actions the variant
  adds (before « end the hero phase »);
- ``adjust_actions``: ``hook(state, cat, actions) -> list[action] | None``, the hero-phase
  actions as the variant changes them (the first variant that answers decides);
- ``new_turn``: ``hook(state) -> None``, when a hero's turn begins (the variant's counters);
- ``hero_phase_start``: ``hook(state, cat, hero) -> list[Event]``, after the surge check;
- ``after_hero_phase``: ``hook(state, cat, rng) -> list[Event] | None``, what follows the hero
  phase instead of the base exploration phase (``None``: the base rules).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules.core import Event, Rng

if TYPE_CHECKING:
    from .catalog import Catalog
    from .options import CROptions
    from .state import CRState

SetupHook = Callable[["CRState", "Catalog", "CROptions", Rng], None]
ActionHook = Callable[["CRState", "Catalog", Any, Rng], "list[Event] | None"]
SLOTS = ("setup", "hero_action", "answer", "question_options", "hero_actions", "adjust_actions", "new_turn",
         "hero_phase_start", "after_hero_phase")


@dataclass(frozen=True)
class Hook:
    """A variant's answer to a slot: ``order`` among the slot's hooks, ``variant`` its id."""

    slot: str
    variant: str
    order: int
    run: Callable[..., Any]


HOOKS: dict[str, list[Hook]] = {slot: [] for slot in SLOTS}


def register(slot: str, variant: str, order: int, run: Callable[..., Any]) -> None:
    """Fill ``slot`` with a variant's hook (once per variant and slot)."""
    if slot not in HOOKS:
        raise ValueError(f"unknown plug-in slot {slot!r} (known: {', '.join(SLOTS)})")
    hooks = [h for h in HOOKS[slot] if h.variant != variant]
    hooks.append(Hook(slot, variant, order, run))
    HOOKS[slot] = sorted(hooks, key=lambda h: (h.order, h.variant))


def set_up(state: CRState, cat: Catalog, options: CROptions, rng: Rng) -> None:
    """Every variant's set-up, in order (each does nothing when its variant is not played)."""
    for hook in HOOKS["setup"]:
        hook.run(state, cat, options, rng)


def hero_action(state: CRState, cat: Catalog, action: Any, rng: Rng) -> list[Event] | None:
    """The first variant that plays ``action`` itself, else ``None``."""
    for hook in HOOKS["hero_action"]:
        done = hook.run(state, cat, action, rng)
        if done is not None:
            return list(done)
    return None


def answer(state: CRState, cat: Catalog, pending: Any, action: Any, rng: Rng) -> tuple[list[Event], bool] | None:
    """The answer to a variant's own question, by the variant that asked it, else ``None``."""
    for hook in HOOKS["answer"]:
        done = hook.run(state, cat, pending, action, rng)
        if done is not None:
            events, resume = done
            return list(events), bool(resume)
    return None


def question_options(state: CRState, cat: Catalog, pending: Any) -> list[Any] | None:
    """The buttons of a variant's own question, else ``None``."""
    for hook in HOOKS["question_options"]:
        found = hook.run(state, cat, pending)
        if found is not None:
            return list(found)
    return None


def hero_actions(state: CRState, cat: Catalog) -> list[Any]:
    """The hero-phase actions every variant played adds, in the slot's order."""
    return [a for hook in HOOKS["hero_actions"] for a in hook.run(state, cat)]


def adjust_actions(state: CRState, cat: Catalog, actions: list[Any]) -> list[Any]:
    """The hero-phase actions as the first variant that changes them says (else unchanged)."""
    for hook in HOOKS["adjust_actions"]:
        found = hook.run(state, cat, actions)
        if found is not None:
            return list(found)
    return actions


def new_turn(state: CRState) -> None:
    """Every variant's counters for the turn that begins."""
    for hook in HOOKS["new_turn"]:
        hook.run(state)


def hero_phase_start(state: CRState, cat: Catalog, hero: int) -> list[Event]:
    """What the variants do at the start of the hero phase, after the surge check."""
    return [e for hook in HOOKS["hero_phase_start"] for e in hook.run(state, cat, hero)]


def after_hero_phase(state: CRState, cat: Catalog, rng: Rng) -> list[Event] | None:
    """What follows the hero phase in the first variant that changes it (else ``None``)."""
    for hook in HOOKS["after_hero_phase"]:
        done = hook.run(state, cat, rng)
        if done is not None:
            return list(done)
    return None

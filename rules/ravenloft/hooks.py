"""The hooks: where a rule calls a rule that lives above it (issue 30, issue 23 item 5).

The rules call each other round (an attack provokes a riposte, which is an attack; a
treasure explores a tile). A variant's rule is never a hook: the base phases ask the plug-in
slots the variants fill (``plugins.py``). Instead of importing upwards, the lower module calls a hook named here and
the module that owns the rule fills it when it is imported (``@hooks.attack.fill``). Importing
``rules.ravenloft`` imports the game and every variant (``variants/__init__.py``), so every
hook is filled before a rule runs; ``tests/rules/ravenloft/test_hooks.py`` checks it.

This module imports nothing of the game: it lies below every module that calls a hook. A hook
runs one rule, its owner's; where several variants may each change a step, they register in a
plug-in slot instead (``plugins.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class Hook(Generic[F]):
    """One rule called from below: filled once by the module that owns it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._fn: F | None = None

    def fill(self, fn: F) -> F:
        """Decorator: ``fn`` is the rule this hook runs."""
        if self._fn is not None and (self._fn.__module__, self._fn.__qualname__) != (fn.__module__, fn.__qualname__):
            raise ValueError(f"hook {self.name!r} already filled by {self._fn.__module__}.{self._fn.__qualname__}")
        self._fn = fn
        return fn

    @property
    def filled_by(self) -> str | None:
        return None if self._fn is None else f"{self._fn.__module__}.{self._fn.__qualname__}"

    @property
    def run(self) -> F:
        if self._fn is None:
            raise LookupError(f"hook {self.name!r} is not filled: import rules.ravenloft first")
        return self._fn


HOOKS: dict[str, Hook[Any]] = {}


def hook(name: str) -> Hook[Any]:
    made: Hook[Any] = Hook(name)
    HOOKS[name] = made
    return made


# ---- the hooks, by the module that fills them

# adventures
can_cure = hook("can_cure")
cure = hook("cure")
escort = hook("escort")
tile_placed = hook("tile_placed")

# chambers
open_chamber = hook("open_chamber")

# combat
after_defeats = hook("after_defeats")
attack = hook("attack")
wound = hook("wound")

# exploration
explore = hook("explore")
place = hook("place")
spawn = hook("spawn")

# hero_phase
pick_up_around = hook("pick_up_around")

# legal
attack_actions = hook("attack_actions")

# reactions
apply_hit = hook("apply_hit")
ask_or_answer = hook("ask_or_answer")
ask_riposte = hook("ask_riposte")
ask_yield = hook("ask_yield")
can_dispel = hook("can_dispel")
possible = hook("possible")
riposte = hook("riposte")
spring_away = hook("spring_away")
spring_candidates = hook("spring_candidates")
yield_ground = hook("yield_ground")

# tactics.table
state_table = hook("state_table")

# treasure
draw = hook("draw")
receive = hook("receive")

# villain_phase
activate_all = hook("activate_all")

# whispers
at_will_attacks = hook("at_will_attacks")
attack_hero = hook("attack_hero")

"""The hooks through which a rule calls a rule above it (rules/ravenloft/hooks.py): importing
the game fills every one of them, each by the module that owns the rule."""

from __future__ import annotations

import pytest

import rules.ravenloft  # noqa: F401  (the game and every variant: they fill the hooks)
from rules.ravenloft import hooks
from rules.ravenloft.hooks import HOOKS, Hook


def test_every_hook_is_filled_once_the_game_is_imported() -> None:
    assert [name for name, h in HOOKS.items() if h.filled_by is None] == []


def test_the_hooks_are_filled_by_their_rules() -> None:
    assert hooks.attack.filled_by == "rules.ravenloft.combat.attack"
    assert hooks.explore.filled_by == "rules.ravenloft.exploration.explore"
    assert hooks.state_table.filled_by == "rules.ravenloft.tactics.table.StateTable"


def test_no_hook_belongs_to_a_variant() -> None:
    """A variant changes a base step through a plug-in slot (plugins.py), never a hook of its own."""
    assert [name for name, h in HOOKS.items() if ".variants." in (h.filled_by or "")] == []


def test_a_hook_runs_the_rule_it_was_filled_with_and_refuses_a_second_one() -> None:
    h: Hook[object] = Hook("planted")
    with pytest.raises(LookupError, match="planted"):
        h.run  # noqa: B018

    def rule(x: int) -> int:
        return x + 1

    def other(x: int) -> int:
        return x

    assert h.fill(rule) is rule
    assert h.run(2) == 3
    assert h.fill(rule) is rule  # filled again by the same rule (a module imported twice)
    with pytest.raises(ValueError, match="already filled"):
        h.fill(other)

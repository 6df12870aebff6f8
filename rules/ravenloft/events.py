"""Event helpers: every code is ``cr-<name>`` (Fluent ``ev-cr-<name>``)."""

from __future__ import annotations

from typing import Any

from rules.core import Event


def ev(code: str, *, irreversible: bool = False, announce: bool = False, visible_to: list[int] | None = None,
       **params: Any) -> Event:
    """An event ``cr-<code>``; dice rolls pass ``irreversible=True`` (CONVENTIONS)."""
    return Event(code=f"cr-{code}", params=params, irreversible=irreversible, announce=announce,
                 visible_to=visible_to)

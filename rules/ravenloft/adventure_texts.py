"""What players read of their adventure (content ``adventures*.yaml``): its introduction, goal and
lasting rules when the game starts, and the text of each of its moments when it happens. The
texts pass as ``{"fr": ..., "en": ...}`` parameters, each reader seeing their language."""

from __future__ import annotations

from rules.core import Event

from .content import load_content
from .events import ev


def _both(text: object) -> dict[str, str]:
    return {"fr": getattr(text, "fr", ""), "en": getattr(text, "en", "")}


def opening(adventure_id: str) -> list[Event]:
    """The adventure's name, introduction and goal, then each of its lasting rules."""
    a = load_content().adventures.get(adventure_id)
    if a is None:
        return []
    out = [ev("adventure-opening", adventure=_both(a.name), intro=_both(a.intro), goal=_both(a.goal), announce=True)]
    return out + [ev("adventure-rule", text=_both(r.text), announce=True) for r in a.rules]


def moment(adventure_id: str, index: int) -> list[Event]:
    """The text of the adventure's ``index``-th moment (its ``events`` entry), as it happens."""
    a = load_content().adventures.get(adventure_id)
    if a is None or not 0 <= index < len(a.events):
        return []
    return [ev("adventure-moment", text=_both(a.events[index].text), announce=True)]

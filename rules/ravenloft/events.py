"""Event helpers: every code is ``cr-<name>`` (Fluent ``ev-cr-<name>``).

Ids players read as names get a twin parameter ``<key>_name``: a one-item list holding the
content's name message (``cr-hero-kat`` for ``val-cr-hero-kat``), which the catalogs show in
each reader's language (``rules.core.i18n`` reads lists of ``val-`` ids as names). The ids stay
for the machine.
"""

from __future__ import annotations

from typing import Any

from rules.core import Event

#: event parameters holding content ids, and the kind of content they name
NAMED = {
    "hero": "hero", "power": "power", "tile": "tile", "monster": "monster", "villain": "villain",
    "trap": "encounter", "item": "token", "object": "token", "card": "treasure", "target": "monster",
    "token": "token",
}


def name_ids(kind: str, content_id: str) -> list[str]:
    """The content name of an id as a parameter: ``["cr-<kind>-<id>"]``."""
    if kind == "hero" and "." in content_id:  # a custom hero (variants acr2, hybrid): its name
        return [content_id.split(".", 1)[1]]
    return [f"cr-{kind}-{content_id.replace('_', '-')}"] if content_id else []


def text_ids(kind: str, content_id: str) -> list[str]:
    """A card's text as a parameter (``val-cr-encounter-text-<id>``, ``val-cr-treasure-text-<id>``):
    each reader sees the card's text in their language (the content's catalog)."""
    return [f"cr-{kind}-text-{content_id.replace('_', '-')}"] if content_id else []


def ev(code: str, *, irreversible: bool = False, announce: bool = False, visible_to: list[int] | None = None,
       kinds: dict[str, str] | None = None, **params: Any) -> Event:
    """An event ``cr-<code>``; dice rolls pass ``irreversible=True`` (CONVENTIONS). ``kinds``
    overrides which content a named parameter names (a ``card`` may be a monster's)."""
    named = {**NAMED, **(kinds or {})}
    extra = {f"{k}_name": name_ids(named[k], v) for k, v in params.items()
             if k in named and isinstance(v, str) and named[k]}
    return Event(code=f"cr-{code}", params={**params, **extra}, irreversible=irreversible, announce=announce,
                 visible_to=visible_to)

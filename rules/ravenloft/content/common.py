"""Shared pieces of the Castle Ravenloft content schema: texts in two languages, ids, sources.

Every entry of ``rules/ravenloft/data/*.yaml`` carries a ``source``: the public source of its
names and numbers (the ids S1-S27 of the research study, e.g. ``"S2 seeds/monsters.js"``) or
``ours`` when the project wrote it. Card texts are always ours, in French and English.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from rules.core import Model

_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def _check_id(value: str) -> str:
    if not _ID.match(value):
        raise ValueError(f"content id {value!r}: lowercase letters, digits and underscores")
    return value


def _check_source(value: str) -> str:
    if not value.strip():
        raise ValueError("every content entry needs a source (a public source id or 'ours')")
    return value


#: a content id (snake case); its Fluent form swaps ``_`` for ``-``
Id = Annotated[str, AfterValidator(_check_id)]
#: where the entry's names and numbers come from; ``ours`` when the project wrote it
Source = Annotated[str, AfterValidator(_check_source)]

Condition = Literal["slowed", "immobilized", "dazed", "poisoned"]
CONDITIONS: tuple[Condition, ...] = ("slowed", "immobilized", "dazed", "poisoned")
MonsterType = Literal["undead", "animal", "elemental", "vermin", "reptile", "vampire", "fey"]


class Text(Model):
    """A text in both catalog languages (our own words)."""

    fr: str = Field(min_length=1)
    en: str = Field(min_length=1)


class Entry(Model):
    """Anything with an id, a display name and a source."""

    id: Id
    name: Text
    source: Source


def fluent_id(content_id: str) -> str:
    """A content id in Fluent form (message ids use hyphens)."""
    return content_id.replace("_", "-")


def name_message(kind: str, content_id: str) -> str:
    """The catalog message holding an entry's name: ``val-cr-<kind>-<id>``.

    The ``val-`` prefix lets events pass a list of such ids as a parameter and have each
    reader see the names in their own language (``rules.core.i18n``)."""
    return f"val-cr-{kind}-{fluent_id(content_id)}"


def text_message(kind: str, content_id: str, part: str = "text") -> str:
    """The catalog message of one of an entry's texts: ``cr-<kind>-<id>-<part>``."""
    return f"cr-{kind}-{fluent_id(content_id)}-{fluent_id(part)}"

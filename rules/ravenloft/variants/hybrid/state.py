"""The hero sheets of the custom-hero variants (ACR2's blank hero card, hybrid heroes) and the
creation step at the start of the game. Pure models: ``state.py`` imports this module."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from rules.core import Model


class HeroSheet(Model):
    """A filled hero card: the blank card of ACR2 (seed L207-220) or a hybrid hero (L861-920).

    ``hero`` is the id the table uses: ``<donor>.<name>``, where the donor is the box card whose
    special ability the hero keeps (ACR2: the class's card; hybrid: the kept race's card)."""

    hero: str
    name: str
    race: str
    #: class ids (``fighter``...): one for ACR2, two for a hybrid
    classes: list[str]
    ac: int
    hp: int
    speed: int
    surge: int
    #: the level-1 hand, racial power included
    powers: list[str] = Field(default_factory=list)
    #: hybrid: the class whose daily the hero took at level 1 (the level-up daily comes from the other)
    daily_from: str = ""


class SheetsState(Model):
    """The sheets made so far and the heroes still waiting for theirs."""

    mode: Literal["custom", "hybrid"]
    sheets: list[HeroSheet] = Field(default_factory=list)
    #: hero indexes whose player has not made (or declined to make) their hero yet
    open: list[int] = Field(default_factory=list)

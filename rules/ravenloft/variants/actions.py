"""The players' actions the custom-hero variants add (pure pydantic models, imported by
``rules.ravenloft.commands`` into the action union)."""

from __future__ import annotations

from typing import Literal

from rules.core import Model


class Create(Model):
    """Make this seat's hero (``/cr create``): ``race``, ``classes`` (one class for ACR2, two
    for a hybrid, comma separated), ``powers`` (comma separated; empty: the suggested hand) and
    a ``name`` (empty: the race and class)."""

    type: Literal["create"] = "create"
    race: str
    classes: str
    powers: str = ""
    name: str = ""


class Handover(Model):
    """Give an item to an adjacent hero, a free action of the hero phase (ACR2, seed L25)."""

    type: Literal["handover"] = "handover"
    item: str
    to: str


class Level(Model):
    """Buy the next level for 6 XP at the start of the hero phase (ACR2, seed L67): ``powers``
    are the new power cards the level gives (comma separated; empty: the bot's pick)."""

    type: Literal["level"] = "level"
    powers: str = ""
    cards: str = ""

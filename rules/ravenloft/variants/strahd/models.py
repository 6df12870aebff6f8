"""The Strahd player variant's models (seed « CR Strahd Variante », L453-482): his state, his
actions and what a seat sees of him. Pure pydantic, no engine import (``state.py`` and
``commands.py`` import this module)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from rules.core import Model

#: the steps of a turn Strahd decides (or that happen to him), in order
Step = Literal["menace", "place", "encounter", "buy"]


class StrahdState(Model):
    """The Strahd player: his seat, his Menace (public) and his hand (hidden).

    ``monsters`` and ``encounters`` are the cards of his hand (deck card ids ``wolf#2``);
    ``known`` the cards of his hand everyone has seen (a forced reveal, L482) until played."""

    seat: int
    menace: int = 0
    monsters: list[str] = Field(default_factory=list)
    encounters: list[str] = Field(default_factory=list)
    known: list[str] = Field(default_factory=list)
    #: the hero turn the steps below belong to (``TurnState.number``)
    turn: int = 0
    #: the steps already done this turn
    done: list[Step] = Field(default_factory=list)
    #: the monster kinds he placed on this turn's new tile (the second costs XP + 1, L469)
    placed: list[str] = Field(default_factory=list)
    #: the encounter he played this villain phase, for the phase's encounter step to take
    played: str | None = None

    @property
    def hand(self) -> list[str]:
        return [*self.encounters, *self.monsters]

    def hidden(self) -> list[str]:
        """The cards of his hand nobody but him has seen."""
        return [c for c in self.hand if c not in self.known]


class StrahdCard(Model):
    """A card of Strahd's hand as a seat sees it: its deck, id, names and (monster) XP."""

    deck: Literal["monster", "encounter"]
    id: str
    fr: str
    en: str = ""
    xp: int = 0
    #: in his own view during a placement: the Menace it costs to place now (0: he cannot)
    cost: int = 0

    def name(self, lang: str) -> str:
        return (self.en or self.fr) if lang == "en" else self.fr


class StrahdView(Model):
    """What a seat sees of Strahd: always his Menace and his card counts; his cards only in
    his own view (``hand``), and the cards a reveal showed to everyone (``known``)."""

    seat: int
    menace: int
    encounters: int
    monsters: int
    #: his whole hand: only in his own view (``None`` for every other seat and spectators)
    hand: list[StrahdCard] | None = None
    #: the cards of his hand revealed to everyone (L482)
    known: list[StrahdCard] = Field(default_factory=list)
    #: in his own view, during a placement decision: the squares he may use on the new tile
    squares: list[str] = Field(default_factory=list)


class Summon(Model):
    """Strahd puts a monster of his hand on the new tile (L468-469); ``square``: any free
    square of it, empty for its bone pile."""

    type: Literal["summon"] = "summon"
    card: str
    square: str = ""


class Play(Model):
    """Strahd plays an encounter of his hand on the active hero for 2 Menace (L475)."""

    type: Literal["play"] = "play"
    card: str


class Buy(Model):
    """Strahd buys cards at the end of the villain phase (L480): 1 Menace for 2 cards, 2 for
    4, each named from the encounter or the monster deck (ruling A47)."""

    type: Literal["buy"] = "buy"
    encounters: int = Field(default=0, ge=0, le=4)
    monsters: int = Field(default=0, ge=0, le=4)


class Reveal(Model):
    """A hero, in their hero phase, gives Strahd 1 Menace: he reveals his whole hand (L482)."""

    type: Literal["reveal"] = "reveal"

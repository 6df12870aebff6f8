"""A campaign's heroes between adventures (pure models: ``options.py`` and ``state.py`` import
them; the rules are in :mod:`.campaign`).

« Les héros peuvent garder leur niveau d'une aventure à l'autre mais tous les Trésors sont
vendus ou délaissés à la fin de chaque scénario à moins que le scénario ne précise le
contraire » (seed 001, L73): what a hero carries is their card as it stands at the end of an
adventure (level, AC, HP, speed, surge value, the power cards they hold), the sheet of a hero
made on ACR2's blank card or as a hybrid, and (option ``campaign_treasures: kept``, ours) the
treasure items in front of them. The party's XP pile goes with them (option ``campaign_xp``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from rules.core import Model

from .variants.hybrid.state import HeroSheet


class CarriedHero(Model):
    """A hero of the campaign as the next adventure will set them up."""

    #: the table's hero id: a box hero (``kat``) or a sheet's ``<card>.<name>``
    hero: str
    #: who played the hero last: an opaque key of the player (the service's user id); empty: nobody yet
    player: str = ""
    level: int = Field(default=1, ge=1, le=9)
    ac: int
    max_hp: int
    speed: int
    surge_value: int
    #: the power cards the hero holds (all face up again at the start of an adventure)
    powers: list[str] = Field(default_factory=list)
    #: treasure items kept (option ``campaign_treasures: kept``; none by the seed, L73)
    items: list[str] = Field(default_factory=list)
    #: the hero's card when it was made (variants acr2, hybrid), so the hero needs no new creation
    sheet: HeroSheet | None = None
    #: adventures the hero has played in this campaign
    adventures: int = 0
    #: times the hero died for good (ACR2: no new hero left) and came back at level 1 (ours)
    fallen: int = 0


class Played(Model):
    """One adventure of the campaign, as it ended."""

    adventure: str
    outcome: Literal["victory", "defeat"]
    #: the heroes who played it
    heroes: list[str] = Field(default_factory=list)


class Carry(Model):
    """What a campaign carries: its heroes, the party's XP cards and the adventures played.

    In a table's options (``CROptions.carry``), ``heroes`` is the campaign's whole roster; the
    set-up seats the heroes of the players present (:func:`.campaign.lineup`)."""

    heroes: list[CarriedHero] = Field(default_factory=list)
    #: the party's XP pile: monster and villain cards, Harrowed Experience (option campaign_xp)
    xp: list[str] = Field(default_factory=list)
    played: list[Played] = Field(default_factory=list)


class CampaignPlay(Model):
    """In a campaign adventure's state: who plays each hero (by hero index), the roster's heroes
    sitting this adventure out, and the options that decide what is carried."""

    players: list[str] = Field(default_factory=list)
    resting: list[CarriedHero] = Field(default_factory=list)
    played: list[Played] = Field(default_factory=list)
    treasures: Literal["left", "kept"] = "left"
    xp: Literal["kept", "lost"] = "kept"

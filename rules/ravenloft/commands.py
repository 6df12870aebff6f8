"""The players' actions (``/cr ...``) as typed models, and the command specs."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from rules.core import CommandSpec, Model, OptionKind, OptionSpec
from rules.ravenloft.variants.strahd.models import Buy, Play, Reveal, Summon

from .variants.actions import Create, Handover, Level


class Move(Model):
    """Move the active hero to a square (B25)."""

    type: Literal["move"] = "move"
    to: str


class Attack(Model):
    """Attack with a power: ``target`` is a square (or several, comma separated), or for a
    power hitting a whole tile any square of that tile."""

    type: Literal["attack"] = "attack"
    power: str
    target: str


class Disarm(Model):
    type: Literal["disarm"] = "disarm"


class Unlock(Model):
    type: Literal["unlock"] = "unlock"
    door: str


class Open(Model):
    type: Literal["open"] = "open"
    door: str


class Use(Model):
    """Use a utility power or an item; ``target`` is a hero or a square when it needs one."""

    type: Literal["use"] = "use"
    power: str = ""
    item: str = ""
    target: str = ""


class Explore(Model):
    """Explore the unexplored edge on side ``n``, ``e``, ``s`` or ``w`` of the hero's tile."""

    type: Literal["explore"] = "explore"
    side: Literal["n", "e", "s", "w"]


class End(Model):
    """End the hero phase."""

    type: Literal["end"] = "end"


class Cancel(Model):
    """Cancel the encounter just drawn with 5 XP or more (B55); ``cards``: comma-separated
    cards of the XP pile, empty for the bot's proposal."""

    type: Literal["cancel"] = "cancel"
    cards: str = ""


class LevelUp(Model):
    """Spend 5 XP after a natural 20 to reach level 2 (B60); ``daily``: the new daily power."""

    type: Literal["levelup"] = "levelup"
    daily: str = ""
    cards: str = ""


class Give(Model):
    """Who keeps the item just drawn (B57)."""

    type: Literal["give"] = "give"
    to: str


class Pickup(Model):
    """Pick up the item tokens on or next to the hero's square, at no action (B45)."""

    type: Literal["pickup"] = "pickup"


class Place(Model):
    """The square for the figure a power moves after its attack (Hit and Run, Tide of Iron...)."""

    type: Literal["place"] = "place"
    to: str


class Pass(Model):
    """Decline what is offered: no level-up, no cancel, no exploration (the Scout)."""

    type: Literal["pass"] = "pass"


ActionT = Annotated[
    Move | Attack | Disarm | Unlock | Open | Use | Explore | End | Cancel | LevelUp | Give | Pickup | Place
    | Pass | Summon | Play | Buy | Reveal  # these four: the Strahd player's (variant strahd)
    | Create | Handover | Level,  # the custom heroes' (variants acr2, hybrid)
    Field(discriminator="type"),
]
action_adapter: TypeAdapter[ActionT] = TypeAdapter(ActionT)

COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(name="move", options=[OptionSpec(name="to", kind=OptionKind.SQUARE, autocomplete=True)]),
    CommandSpec(name="attack", options=[OptionSpec(name="power", autocomplete=True),
                                        OptionSpec(name="target", autocomplete=True)]),
    CommandSpec(name="disarm"),
    CommandSpec(name="unlock", options=[OptionSpec(name="door", kind=OptionKind.SQUARE, autocomplete=True)]),
    CommandSpec(name="open", options=[OptionSpec(name="door", kind=OptionKind.SQUARE, autocomplete=True)]),
    CommandSpec(name="use", options=[OptionSpec(name="power", required=False, autocomplete=True),
                                     OptionSpec(name="item", required=False, autocomplete=True),
                                     OptionSpec(name="target", required=False, autocomplete=True)]),
    CommandSpec(name="explore", options=[OptionSpec(name="side", kind=OptionKind.CHOICE,
                                                    choices=["n", "e", "s", "w"])]),
    CommandSpec(name="pickup"),
    CommandSpec(name="end"),
    CommandSpec(name="cancel", options=[OptionSpec(name="cards", required=False, autocomplete=True)]),
    CommandSpec(name="levelup", options=[OptionSpec(name="daily", required=False, autocomplete=True),
                                         OptionSpec(name="cards", required=False, autocomplete=True)]),
    CommandSpec(name="give", options=[OptionSpec(name="to", autocomplete=True)]),
    CommandSpec(name="place", options=[OptionSpec(name="to", kind=OptionKind.SQUARE, autocomplete=True)]),
    CommandSpec(name="pass"),
    # the Strahd player variant: Strahd's decisions, and a hero's forced reveal (L468-482)
    CommandSpec(name="summon", options=[OptionSpec(name="card", autocomplete=True),
                                       OptionSpec(name="square", kind=OptionKind.SQUARE, required=False,
                                                  autocomplete=True)]),
    CommandSpec(name="play", options=[OptionSpec(name="card", autocomplete=True)]),
    CommandSpec(name="buy", options=[OptionSpec(name="encounters", kind=OptionKind.INTEGER, required=False),
                                     OptionSpec(name="monsters", kind=OptionKind.INTEGER, required=False)]),
    CommandSpec(name="reveal"),
    CommandSpec(name="hand", info=True),
    # the custom-hero variants (acr2, hybrid): making a hero, handing an item, buying a level
    CommandSpec(name="create", options=[OptionSpec(name="race", autocomplete=True),
                                        OptionSpec(name="classes", autocomplete=True),
                                        OptionSpec(name="powers", required=False, autocomplete=True),
                                        OptionSpec(name="name", required=False)]),
    CommandSpec(name="handover", options=[OptionSpec(name="item", autocomplete=True),
                                          OptionSpec(name="to", autocomplete=True)]),
    CommandSpec(name="level", options=[OptionSpec(name="powers", required=False, autocomplete=True),
                                       OptionSpec(name="cards", required=False, autocomplete=True)]),
    CommandSpec(name="card", options=[OptionSpec(name="id", autocomplete=True)], info=True),
    CommandSpec(name="hero", options=[OptionSpec(name="hero", required=False, autocomplete=True)], info=True),
    CommandSpec(name="deck", info=True),
    CommandSpec(name="why", info=True),
)


def split(text: str) -> list[str]:
    return [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]

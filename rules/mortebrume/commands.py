"""Mortebrume's player commands (``/mb ...``) and their parsing into actions."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from rules.core import (
    CommandSpec,
    InvalidActionError,
    OptionKind,
    OptionSpec,
    RuleError,
)

from . import board as bd
from . import geometry as geo
from .flow import placing
from .model import MBState

ACTIONS = ["walk", "run", "strike", "shoot", "spell", "rotate", "none"]
REACTIONS = ["riposte", "dodge", "absorb", "shield"]

COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(name="designate", options=[OptionSpec(name="fighter", autocomplete=True)]),
    CommandSpec(name="choose", options=[OptionSpec(name="who", kind=OptionKind.CHOICE, choices=["me", "other"])]),
    CommandSpec(name="place", options=[
        OptionSpec(name="at"),
        OptionSpec(name="facing", required=False),
        OptionSpec(name="fighter", required=False, autocomplete=True),
    ]),
    CommandSpec(name="act", options=[
        OptionSpec(name="fighter", autocomplete=True),
        OptionSpec(name="action", kind=OptionKind.CHOICE, choices=ACTIONS),
        OptionSpec(name="target", required=False, autocomplete=True),
        OptionSpec(name="to", required=False, autocomplete=True),
        OptionSpec(name="stop", required=False),
        OptionSpec(name="after", required=False),
        OptionSpec(name="facing", required=False),
        OptionSpec(name="weapon", kind=OptionKind.CHOICE, choices=["main", "second"], required=False),
        OptionSpec(name="spell", required=False, autocomplete=True),
        OptionSpec(name="power", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=20),
        OptionSpec(name="zone", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=20),
        OptionSpec(name="inspiration", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=10),
        OptionSpec(name="push", required=False),
        OptionSpec(name="at", required=False),
    ]),
    CommandSpec(name="impose"),
    CommandSpec(name="react", options=[
        OptionSpec(name="reaction", kind=OptionKind.CHOICE, choices=REACTIONS),
        OptionSpec(name="direction", required=False),
        OptionSpec(name="inspiration", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=10),
        OptionSpec(name="to", required=False, autocomplete=True),
    ]),
    CommandSpec(name="order", options=[
        OptionSpec(name="fighter", autocomplete=True),
        OptionSpec(name="reaction", kind=OptionKind.CHOICE, choices=[*REACTIONS, "ask"]),
    ]),
    CommandSpec(name="reserve", options=[
        OptionSpec(name="fighter", autocomplete=True),
        OptionSpec(name="target", autocomplete=True),
        OptionSpec(name="inspiration", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=10),
    ]),
    CommandSpec(name="pass"),
    CommandSpec(name="heal", options=[
        OptionSpec(name="fighter", autocomplete=True),
        OptionSpec(name="points", kind=OptionKind.INTEGER, min_value=1, max_value=20),
    ]),
    CommandSpec(name="card", info=True, options=[OptionSpec(name="fighter", autocomplete=True)]),
    CommandSpec(name="sees", info=True, options=[OptionSpec(name="fighter", autocomplete=True)]),
    CommandSpec(name="measure", info=True, options=[OptionSpec(name="fighter", autocomplete=True),
                                                   OptionSpec(name="other", autocomplete=True)]),
)

_ACTION_WORDS = {
    "marche": "walk", "marcher": "walk", "course": "run", "courir": "run", "frappe": "strike", "frapper": "strike",
    "tir": "shoot", "tirer": "shoot", "sort": "spell", "rotation": "rotate", "tourner": "rotate", "rien": "none",
}
_WEAPON_WORDS = {"principale": "main", "principal": "main", "premiere": "main", "seconde": "second",
                 "secondaire": "second", "deuxieme": "second"}
_REACTION_WORDS = {"esquive": "dodge", "esquiver": "dodge", "encaisser": "absorb", "bouclier": "shield",
                   "demander": "ask"}


def _number(value: str, option: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise InvalidActionError("bad-action", field=option, value=value) from None


def parse(command: str, args: Mapping[str, str], state: MBState, seat: int) -> dict[str, Any]:
    """The action data a command line stands for (positions parsed, French words accepted)."""
    a = {k: v.strip() for k, v in args.items() if v is not None and str(v).strip()}
    if command == "place":
        at = a.get("at", "") or (f"{a['x']},{a['y']}" if "x" in a and "y" in a else "")
        xy = bd.point(at)
        if xy is None:
            raise InvalidActionError("mb-bad-point", value=at)
        data: dict[str, Any] = {"type": "place", "x": xy[0], "y": xy[1]}
        if "fighter" in a:
            data["fighter"] = a["fighter"]
        if "facing" in a:
            f = bd.fighter(state, a["fighter"]) if "fighter" in a else placing(state)
            data["facing"] = _facing(state, f, a["facing"], xy)
        return data
    if command == "act":
        data = {"type": "act", **a}
        data["action"] = _ACTION_WORDS.get(a.get("action", "").lower(), a.get("action", ""))
        if "weapon" in a:
            data["weapon"] = _WEAPON_WORDS.get(bd.norm(a["weapon"]), a["weapon"])
        for k in ("power", "zone", "inspiration"):
            if k in a:
                data[k] = _number(a[k], k)
        if "push" in a:
            data["push"] = _compass(a["push"], "push")
        return data
    if command == "react":
        data = {"type": "react", "reaction": _REACTION_WORDS.get(a.get("reaction", "").lower(), a.get("reaction", ""))}
        if "direction" in a:
            data["direction"] = _compass(a["direction"], "direction")
        if "inspiration" in a:
            data["inspiration"] = _number(a["inspiration"], "inspiration")
        if "to" in a:
            data["to"] = a["to"]
        return data
    if command == "order":
        return {"type": "order", "fighter": a.get("fighter", ""),
                "reaction": _REACTION_WORDS.get(a.get("reaction", "").lower(), a.get("reaction", ""))}
    if command == "reserve":
        data = {"type": "reserve", "fighter": a.get("fighter", ""), "target": a.get("target", "")}
        if "inspiration" in a:
            data["inspiration"] = _number(a["inspiration"], "inspiration")
        return data
    if command == "heal":
        return {"type": "heal", "fighter": a.get("fighter", ""), "points": _number(a.get("points", ""), "points")}
    return {"type": command, **a}


def _compass(text: str, option: str = "facing") -> float:
    """A direction: a compass name or degrees; ``inf``, ``nan`` or ``1e400`` are refused by name."""
    key = bd.norm(text.replace("ouest", "o").replace("nord", "n").replace("sud", "s").replace("est", "e"))
    if key in geo.COMPASS:
        return float(geo.COMPASS[key])
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        raise InvalidActionError("mb-bad-facing", value=text) from None
    if not math.isfinite(value):
        raise InvalidActionError("mb-not-finite", option=option, value=text)
    return value % 360.0


def _facing(state: MBState, f: Any, text: str, xy: tuple[float, float]) -> float:
    """A deployment facing: compass, degrees or toward a named fighter or piece (from the new spot)."""
    try:
        return _compass(text)
    except InvalidActionError as exc:
        if exc.code == "mb-not-finite":
            raise
    raw = text.lower()
    for prefix in ("vers ", "toward ", "towards "):
        raw = raw.removeprefix(prefix)
    try:
        x, y = bd.anchor(state, raw.strip())
    except RuleError:
        raise InvalidActionError("mb-bad-facing", value=text) from None
    return geo.bearing(xy[0], xy[1], x, y)

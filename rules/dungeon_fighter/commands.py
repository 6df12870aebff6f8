"""Dungeon Fighter's player commands (``/df ...``) and their parsing into actions."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rules.core import CommandSpec, InvalidActionError, OptionKind, OptionSpec

from . import throw as T
from .content import content
from .model import (
    Buy,
    Discard,
    Give,
    GiveUp,
    Go,
    Keep,
    Next,
    Push,
    Recover,
    Scar,
    Use,
    Vote,
)

if TYPE_CHECKING:
    from rules.core import Game

    from .model import ActionT, DFState

_DICE = ["red", "blue", "green", "white"]
_COLOURS = ["red", "blue", "green"]

COMMANDS: tuple[CommandSpec, ...] = (
    CommandSpec(name="go", options=[OptionSpec(name="room", autocomplete=True)]),
    CommandSpec(name="throw", options=[
        OptionSpec(name="die", kind=OptionKind.CHOICE, choices=_DICE),
        OptionSpec(name="aim", required=False),
        OptionSpec(name="power", required=False),
        OptionSpec(name="height", kind=OptionKind.INTEGER, required=False, min_value=1, max_value=9),
        OptionSpec(name="weapons", required=False, autocomplete=True),
        OptionSpec(name="items", required=False, autocomplete=True),
        OptionSpec(name="protect", kind=OptionKind.BOOLEAN, required=False),
        OptionSpec(name="pay", kind=OptionKind.BOOLEAN, required=False),
        OptionSpec(name="heal", required=False),
        OptionSpec(name="beer", required=False),
        OptionSpec(name="seduced", required=False),
        OptionSpec(name="timing", kind=OptionKind.TIMING, required=False),
        OptionSpec(name="section", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=10),
        OptionSpec(name="symbol", kind=OptionKind.BOOLEAN, required=False),
        OptionSpec(name="bounce2", kind=OptionKind.INTEGER, required=False, min_value=1, max_value=9),
    ]),
    CommandSpec(name="push", options=[
        OptionSpec(name="power", required=False),
        OptionSpec(name="timing", kind=OptionKind.TIMING, required=False),
    ]),
    CommandSpec(name="keep", options=[OptionSpec(name="colour", kind=OptionKind.CHOICE, choices=_COLOURS,
                                                 required=False),
                                      OptionSpec(name="furie", kind=OptionKind.BOOLEAN, required=False)]),
    CommandSpec(name="reroll", options=[
        OptionSpec(name="aim", required=False),
        OptionSpec(name="power", required=False),
        OptionSpec(name="height", kind=OptionKind.INTEGER, required=False, min_value=1, max_value=9),
        OptionSpec(name="source", required=False, autocomplete=True),
        OptionSpec(name="timing", kind=OptionKind.TIMING, required=False),
        OptionSpec(name="section", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=10),
        OptionSpec(name="symbol", kind=OptionKind.BOOLEAN, required=False),
        OptionSpec(name="bounce2", kind=OptionKind.INTEGER, required=False, min_value=1, max_value=9),
    ]),
    CommandSpec(name="recover"),
    CommandSpec(name="giveup"),
    CommandSpec(name="vote", options=[OptionSpec(name="yes", kind=OptionKind.BOOLEAN)]),
    CommandSpec(name="use", options=[OptionSpec(name="item", autocomplete=True),
                                     OptionSpec(name="target", required=False)]),
    CommandSpec(name="buy", options=[OptionSpec(name="item", autocomplete=True)]),
    CommandSpec(name="heal", options=[OptionSpec(name="gold", kind=OptionKind.INTEGER, min_value=1, max_value=99)]),
    CommandSpec(name="give", options=[OptionSpec(name="item", autocomplete=True), OptionSpec(name="to")]),
    CommandSpec(name="card", info=True, options=[OptionSpec(name="item", autocomplete=True)]),
    CommandSpec(name="scar", options=[OptionSpec(name="colour", kind=OptionKind.CHOICE, choices=_COLOURS)]),
    CommandSpec(name="next"),
    CommandSpec(name="discard", options=[OptionSpec(name="item", autocomplete=True)]),
)

_ALIASES = {
    "rouge": "red", "r": "red", "bleu": "blue", "b": "blue", "vert": "green", "v": "green", "g": "green",
    "blanc": "white", "w": "white", "white": "white", "red": "red", "blue": "blue", "green": "green",
}
_TRUE = {"1", "true", "yes", "oui", "o", "y", "vrai"}
_FALSE = {"0", "false", "no", "non", "n", "faux"}
_GRID = re.compile(r"^\s*([A-Ka-k])\s*(\d{1,2})\s*$")
_XY = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*[,;/ ]\s*(-?\d+(?:\.\d+)?)\s*$")


def norm(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "_", t).strip("_")


def parse_gesture(text: str) -> tuple[Any, Any]:
    """The throw page's gesture, ``{"samples": [[ms, x, y], ...], "second": [...]}`` in JSON (the
    second for Double Rebond only); the samples themselves are checked by the rules."""
    try:
        data = json.loads(text)
    except ValueError:
        raise InvalidActionError("df-bad-gesture", reason="sample") from None
    if not isinstance(data, dict) or not set(data) <= {"samples", "second"} or "samples" not in data:
        raise InvalidActionError("df-bad-gesture", reason="sample")
    return data["samples"], data.get("second")


def parse_aim(text: str) -> tuple[float, float]:
    """``F6`` (the target's grid: A-K by 1-11, 20 units a square, F6 the centre) or ``x,y``."""
    t = text.strip().lower()
    if t in ("centre", "center", "c", "milieu"):
        return 0.0, 0.0
    m = _GRID.match(text)
    if m:
        col = ord(m.group(1).upper()) - ord("A")
        row = int(m.group(2)) - 1
        if not 0 <= row <= 10:
            raise InvalidActionError("df-bad-aim", aim=text)
        return -100.0 + 20.0 * col, 100.0 - 20.0 * row
    m = _XY.match(text)
    if m:
        x, y = float(m.group(1)), float(m.group(2))
        if abs(x) <= 200 and abs(y) <= 200:
            return x, y
    raise InvalidActionError("df-bad-aim", aim=text)


def parse_colour(text: str, allowed: list[str]) -> str:
    c = _ALIASES.get(norm(text))
    if c is None or c not in allowed:
        raise InvalidActionError("df-bad-die", die=text)
    return c


def parse_bool(text: str) -> bool:
    t = norm(text)
    if t in _TRUE:
        return True
    if t in _FALSE:
        return False
    raise InvalidActionError("df-bad-bool", value=text)


def parse_float(text: str, name: str) -> float:
    try:
        return float(text.replace(",", "."))
    except ValueError:
        raise InvalidActionError("df-bad-number", option=name, value=text) from None


def parse_int(text: str, name: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise InvalidActionError("df-bad-number", option=name, value=text) from None


def parse_seat(text: str, state: DFState) -> int:
    """A hero by id or name (``torm``), or a seat number counted from 1."""
    t = norm(text)
    for h in state.heroes:
        card = content().heroes[h.hero]
        if t in (h.hero, norm(card.name)):
            return h.seat
    if t.isdigit() and 1 <= int(t) <= state.n_seats:
        return int(t) - 1
    raise InvalidActionError("df-bad-hero", hero=text)


def parse_card(text: str, pool: list[str]) -> str:
    """An equipment or monster card by id or (accent-free, partial) name, among ``pool``."""
    t = norm(text)
    c = content()
    names = {cid: norm(c.equipment[cid].name if cid in c.equipment else c.monsters[cid].name)
             if (cid in c.equipment or cid in c.monsters) else cid for cid in pool}
    exact = [cid for cid in pool if t in (cid, names[cid])]
    if exact:
        return exact[0]
    partial = [cid for cid in pool if t and t in names[cid]]
    if len(partial) == 1:
        return partial[0]
    if t in c.equipment or t in c.monsters or t == "white":
        return t
    raise InvalidActionError("df-unknown-card", card=text)


def parse_shares(text: str, state: DFState) -> list[tuple[int, int]]:
    """Intervention Divine's shares: ``torm:2,randolph`` (no number: as many as needed)."""
    out: list[tuple[int, int]] = []
    for part in _list(text):
        name, _, amount = part.partition(":")
        out.append((parse_seat(name, state), parse_int(amount.strip(), "heal") if amount.strip() else 0))
    return out


def _list(text: str | None) -> list[str]:
    if not text:
        return []
    return [x for x in re.split(r"[,+;]", text) if x.strip()]


def parse_command(game: Game[Any, Any, Any], command: str, args: Mapping[str, str], state: DFState, seat: int) -> ActionT:
    """The action a ``/df`` command line stands for."""
    a = {k: v for k, v in args.items() if v is not None and str(v) != ""}
    hero = state.heroes[seat] if 0 <= seat < state.n_seats else None
    own = list(hero.equipment) if hero else []
    if command == "go":
        if "room" not in a:
            raise InvalidActionError("df-missing", option="room")
        return Go(room=norm(a["room"]).replace("_", ""))
    if command in ("throw", "reroll"):
        data: dict[str, Any] = {}
        if state.real_dice:  # the real die's result, reported by the thrower
            if "section" not in a:
                raise InvalidActionError("df-missing", option="section")
            data["section"] = parse_int(a["section"], "section")
            data["symbol"] = parse_bool(a["symbol"]) if "symbol" in a else False
        elif command == "throw" and "gesture" in a:  # the throw page's samples: the rules read them
            data["gesture"], second = parse_gesture(a["gesture"])
            if second is not None:
                data["gesture2"] = second
        elif "aim" not in a:
            raise InvalidActionError("df-missing", option="aim")
        else:
            data["aim_x"], data["aim_y"] = parse_aim(a["aim"])
        if "power" in a:
            data["power"] = parse_float(a["power"], "power")
        if "height" in a:
            data["height"] = parse_int(a["height"], "height")
        if "bounce2" in a:
            data["bounce2"] = parse_int(a["bounce2"], "bounce2")
        if "timing" in a:
            data["timing_ms"] = parse_int(a["timing"], "timing")
        if command == "reroll":
            if "source" in a:
                data["source"] = "ability" if norm(a["source"]) in ("ability", "capacite", "relance") \
                    else parse_card(a["source"], own)
            return game.parse_action({"type": "reroll", **data})  # type: ignore[return-value]
        data["model"] = T.CURRENT_MODEL
        if "die" not in a:
            raise InvalidActionError("df-missing", option="die")
        data["die"] = parse_colour(a["die"], _DICE)
        data["weapons"] = [parse_card(w, own) for w in _list(a.get("weapons"))]
        data["items"] = [parse_card(w, own) for w in _list(a.get("items"))]
        data["discard_seduced"] = [parse_card(w, list(hero.seduced) if hero else []) for w in _list(a.get("seduced"))]
        if "protect" in a:
            data["protect"] = parse_bool(a["protect"])
        if "pay" in a:
            data["pay"] = parse_bool(a["pay"])
        if "heal" in a:
            data["heal_to"] = parse_shares(a["heal"], state)
        if "beer" in a:
            data["beer_to"] = parse_seat(a["beer"], state)
        return game.parse_action({"type": "throw", **data})  # type: ignore[return-value]
    if command == "push":
        if "timing" in a:
            return Push(timing_ms=parse_int(a["timing"], "timing"))
        if "power" not in a:
            return Push()
        return game.parse_action({"type": "push", "power": parse_float(a["power"], "power")})  # type: ignore[return-value]
    if command == "keep":
        return Keep(colour=parse_colour(a["colour"], _COLOURS) if "colour" in a else None,  # type: ignore[arg-type]
                    furie=parse_bool(a["furie"]) if "furie" in a else None)
    if command == "recover":
        return Recover()
    if command == "giveup":
        return GiveUp()
    if command == "vote":
        if "yes" not in a:
            raise InvalidActionError("df-missing", option="yes")
        return Vote(yes=parse_bool(a["yes"]))
    if command == "use":
        if "item" not in a:
            raise InvalidActionError("df-missing", option="item")
        return Use(item=parse_card(a["item"], own),
                   target=parse_seat(a["target"], state) if "target" in a else None)
    if command == "buy":
        if "item" not in a:
            raise InvalidActionError("df-missing", option="item")
        t = norm(a["item"])
        if t in ("white", "blanc", "de", "de_blanc", "die"):
            return Buy(item="white")
        return Buy(item=parse_card(a["item"], list(state.shop)))
    if command == "heal":
        if "gold" not in a:
            raise InvalidActionError("df-missing", option="gold")
        return game.parse_action({"type": "heal", "gold": parse_int(a["gold"], "gold")})  # type: ignore[return-value]
    if command == "give":
        if "item" not in a or "to" not in a:
            raise InvalidActionError("df-missing", option="item" if "item" not in a else "to")
        return Give(item=parse_card(a["item"], own + list(state.stash)), to=parse_seat(a["to"], state))
    if command == "scar":
        if "colour" not in a:
            raise InvalidActionError("df-missing", option="colour")
        return Scar(colour=parse_colour(a["colour"], _COLOURS))  # type: ignore[arg-type]
    if command == "next":
        return Next()
    if command == "discard":
        if "item" not in a:
            raise InvalidActionError("df-missing", option="item")
        return Discard(item=parse_card(a["item"], own))
    raise InvalidActionError("df-unknown-command", command=command)

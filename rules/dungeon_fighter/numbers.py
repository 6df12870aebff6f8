"""The throw's numbers by buttons, for the console and for players without a browser.

After the aim square (aimgrid.py), a throw by pointing asks:

* the power, as a row of buttons: the power whose travel reaches the aimed square, rounded to
  half a point (each half point is one square of the grid along a straight throw), three steps
  below and three above, within 0.5 and the most the throw allows (Soufflé: 5), each labelled
  with the square it reaches (« 7.5 (reaches F7) »); « Other numbers… » opens the form (any
  power, height, second bounce). No power step in the reflex variant (the gauge gives it) nor
  under Emprunt (the player on the left gives it);
* the height, as a row of buttons: every height the throw allows (Catapulte: 7 only, so no
  step; Assis: 1 to 3...), the model's hint marked (« 6 (best: bounces safely, rolls least) »:
  the highest height whose bounces still fall short of the Target), the heights whose bounce
  falls on the Target marked as misses;
* Double Rebond: the second bounce, as a row of buttons (1 to 9 tenths of the rest).

En Aveugle (eyes closed): no label says where a power goes or which height is safe; the powers
offered do not depend on the aimed square (those around the power reaching the centre, which
the form's default already gives).

A square's rows are built only when a path goes through that square (:class:`LazyTree` opens
them along the path walked): the board and every click build the throw's menu, and a square's
rows are about seventy answers (seven powers, each with its heights), all the squares' nearly
two thousand per die and weapon choice. A square's answer keeps its
form leaf (the move with its numbers typed) for :meth:`ChoiceNode.leaves`, which lists one
move per square as before; walking it opens the buttons.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import PrivateAttr

from rules.core.choices import (
    ChoiceForm,
    ChoiceLabel,
    ChoiceLeaf,
    ChoiceNode,
    ChoiceOption,
)

from . import throw as T
from .common import grid_square

#: half a point of power: one square of the grid along a straight throw
POWER_STEP = 0.5
#: the powers offered: the one reaching the square and three steps either side
POWER_SPREAD = 3
#: the bounces must fall this far short of the Target to count as safe (as ``skilled_params``)
MARGIN = 30.0
#: Double Rebond's second bounce the model's skilled thrower gives (``skilled_bounce2``)
HINT_BOUNCE2 = 5


@dataclass(frozen=True)
class Stop:
    """Where a throw's path reaches the aim grid: the arguments so far, the throw's special
    throws, the form of « Other numbers… », what is seen and what the thrower gives."""

    args: dict[str, str]
    conditions: tuple[str, ...]
    form: ChoiceForm
    blind: bool = False
    reflex: bool = False
    #: ``throw``, or ``reroll`` for a reroll's new throw
    command: str = "throw"

    @property
    def profile(self) -> T.Profile:
        return T.profile(self.conditions)

    @property
    def asks_power(self) -> bool:
        """The thrower gives the power (not the gauge, not the player on the left)."""
        return not self.reflex and "emprunt" not in self.conditions

    @property
    def double(self) -> bool:
        return "double_rebond" in self.conditions


class Later(ChoiceNode):
    """A node built when a path first goes through it: ``make(value)`` of the answer that
    opens it (the same placeholder stands under each square of a grid)."""

    _make: Callable[[str], ChoiceNode] | None = PrivateAttr(default=None)


class LazyTree(ChoiceNode):
    """A tree whose :class:`Later` nodes are built along the paths walked."""

    def open(self, path: Sequence[int]) -> None:
        here: ChoiceNode | ChoiceLeaf | None = self
        for i in path:
            if not isinstance(here, ChoiceNode) or not 0 <= i < len(here.options):
                return
            opt = here.options[i]
            if isinstance(opt.node, Later) and opt.node._make is not None:
                opt.node = opt.node._make(opt.value)
            here = opt.node if opt.node is not None else opt.leaf

    def walk(self, path: Sequence[int]) -> ChoiceNode | ChoiceLeaf:
        self.open(path)
        return super().walk(path)

    def labels(self, path: Sequence[int]) -> list[ChoiceLabel]:
        self.open(path)
        return super().labels(path)


def later(make: Callable[[str], ChoiceNode]) -> Later:
    """A placeholder, made without pydantic's validation (one per stop of every menu)."""
    node = Later.__new__(Later)
    object.__setattr__(node, "__dict__", {"key": "", "options": [], "skipped": []})
    object.__setattr__(node, "__pydantic_fields_set__", set())
    object.__setattr__(node, "__pydantic_extra__", None)
    object.__setattr__(node, "__pydantic_private__", {"_make": make})
    return node


# --- the geometry the labels tell ---------------------------------------------------------------
def square_point(square: str) -> tuple[float, float]:
    """The centre of a grid square (A-K by 1-11, 20 units each, F6 the centre)."""
    col, row = ord(square[0].upper()) - ord("A"), int(square[1:]) - 1
    return -100.0 + 20.0 * col, 100.0 - 20.0 * row


def _line(p: T.Profile, aim: tuple[float, float]) -> tuple[float, float, float, float, float]:
    """The throw's origin, its direction (toward the aim, mirrored under De Dos) and the
    distance to the aim."""
    ax, ay = (-aim[0], aim[1]) if p.mirror else aim
    ox, oy = 0.0, T.ORIGIN_Y - p.origin_back
    dist = math.hypot(ax - ox, ay - oy)
    return ox, oy, (ax - ox) / dist, (ay - oy) / dist, dist


def reach_power(p: T.Profile, aim: tuple[float, float]) -> float:
    """The power whose travel ends on ``aim``."""
    return _line(p, aim)[4] / p.unit


def powers(p: T.Profile, centre: float) -> list[float]:
    """The powers offered: the half points nearest ``centre`` within 0.5 and the most allowed."""
    top = int(p.power_max / POWER_STEP + 1e-9)
    low = int(T.POWER_MIN / POWER_STEP + 1e-9)
    mid = min(max(round(centre / POWER_STEP), low), top)
    first = min(max(mid - POWER_SPREAD, low), max(top - 2 * POWER_SPREAD, low))
    return [k * POWER_STEP for k in range(first, min(first + 2 * POWER_SPREAD, top) + 1)]


def power_label(p: T.Profile, aim: tuple[float, float], power: float, blind: bool) -> tuple[str, dict[str, Any]]:
    """A power button's label: where its travel ends (nothing when En Aveugle)."""
    shown = f"{power:g}"
    if blind:
        return "df-choice-power-blind", {"power": shown}
    ox, oy, ux, uy, _dist = _line(p, aim)
    travel = power * p.unit
    x, y = ox + ux * travel, oy + uy * travel
    if math.hypot(x, y) <= T.TARGET_R:
        return "df-choice-power", {"power": shown, "square": grid_square(x, y)}
    short = travel < math.hypot(ox, oy)
    return ("df-choice-power-short" if short else "df-choice-power-beyond"), {"power": shown}


def heights(p: T.Profile) -> list[int]:
    """The heights the throw allows (Assis: at most 3.5 tenths, so 1 to 3; Catapulte: 7)."""
    out = [h for h in range(T.HEIGHT_MIN, T.HEIGHT_MAX + 1) if p.h_min - 1e-9 <= h / 10 <= p.h_max + 1e-9]
    return out or [min(max(round(p.h_min * 10), T.HEIGHT_MIN), T.HEIGHT_MAX)]


def bounce_kind(p: T.Profile, aim: tuple[float, float], power: float, height: int, hop: int | None = None) -> str:
    """How the bounces of a throw fall: ``safe`` (short of the Target by the margin), ``risky``
    (just short of it), ``miss`` (too few bounces before it) or ``card`` (Par-dessus une
    Carte: the first bounce on the card)."""
    ox, oy, ux, uy, _dist = _line(p, aim)
    travel = power * p.unit
    b1 = travel * min(max(height / 10, p.h_min), p.h_max)
    if b1 < p.min_first_bounce:
        return "card"
    needed = T.bounce_points(b1, travel, hop)[p.min_bounces - 1]
    edge = T._entry_distance(ox, oy, ux, uy)
    if needed >= edge:
        return "miss"
    return "risky" if needed >= edge - MARGIN else "safe"


def best_height(p: T.Profile, aim: tuple[float, float], power: float) -> int | None:
    """The model's hint: the highest safe height (the less the die rolls, the less it scatters)."""
    safe = [h for h in heights(p) if bounce_kind(p, aim, power, h) == "safe"]
    return max(safe) if safe else None


# --- the levels ------------------------------------------------------------------------------------
def _option(label: str, params: dict[str, Any], key: str, value: str, fallback: str = "",
            node: ChoiceNode | None = None, leaf: ChoiceLeaf | None = None) -> ChoiceOption:
    return ChoiceOption(label=label, params=params, fallback=fallback or value, key=key, value=value, node=node,
                        leaf=leaf)


def numbers_node(stop: Stop, square: str) -> ChoiceNode:
    """What a square's answer opens: the power row (or, when the thrower gives no power, the
    height row)."""
    aim = square_point(square)
    args = {**stop.args, "aim": square}
    if not stop.asks_power:
        return height_node(stop, aim, args, None)
    p = stop.profile
    centre = T.reach(stop.conditions) if stop.blind else reach_power(p, aim)
    opts = []
    for power in powers(p, centre):
        label, params = power_label(p, aim, power, stop.blind)
        here = {**args, "power": f"{power:g}"}
        opts.append(_option(label, params, "power", f"{power:g}", **_then_height(stop, aim, here, power)))
    opts.append(_option("df-choice-other", {}, "power", "other", "…", leaf=ChoiceLeaf(
        command=stop.command, args=args, form=stop.form)))
    return ChoiceNode(key="power", options=opts)


def _then_height(stop: Stop, aim: tuple[float, float], args: dict[str, str], power: float | None
                 ) -> dict[str, Any]:
    """The height row after a power, or the move itself when the throw allows one height only."""
    allowed = heights(stop.profile)
    if len(allowed) == 1:
        return then_bounce2(stop, aim, {**args, "height": str(allowed[0])}, power, allowed[0])
    return {"node": height_node(stop, aim, args, power)}


def height_node(stop: Stop, aim: tuple[float, float], args: dict[str, str], power: float | None) -> ChoiceNode:
    """The heights the throw allows. Labels: the model's hint and the misses for the power given
    (or, when the gauge or the player on the left gives it, for the power reaching the square:
    « best for power 8 »); plain numbers when En Aveugle."""
    p = stop.profile
    allowed = heights(p)
    if len(allowed) == 1 and power is None:  # no power and one height: the second bounce, or the move
        only = then_bounce2(stop, aim, {**args, "height": str(allowed[0])}, None, allowed[0])
        return only["node"] if "node" in only else ChoiceNode(key="height", options=[
            _option("df-choice-height", {"height": allowed[0]}, "height", str(allowed[0]), leaf=only["leaf"])])
    assumed = power if power is not None else min(round(reach_power(p, aim) / POWER_STEP) * POWER_STEP, p.power_max)
    best = None if stop.blind else best_height(p, aim, assumed)
    opts = []
    for h in allowed:
        label, params = "df-choice-height", {"height": h}
        if not stop.blind:
            kind = bounce_kind(p, aim, assumed, h)
            if h == best:
                label, params = ("df-choice-height-best", params) if power is not None else (
                    "df-choice-height-best-for", {**params, "power": f"{assumed:g}"})
            elif kind != "safe":
                label, params = f"df-choice-height-{kind}", {**params, "bounces": p.min_bounces}
        opts.append(_option(label, params, "height", str(h),
                            **then_bounce2(stop, aim, {**args, "height": str(h)}, power, h)))
    return ChoiceNode(key="height", options=opts)


def then_bounce2(stop: Stop, aim: tuple[float, float], args: dict[str, str], power: float | None,
                 height: int) -> dict[str, Any]:
    """Double Rebond's second bounce row (``node``), or the move (``leaf``)."""
    if not stop.double:
        return {"leaf": ChoiceLeaf(command=stop.command, args=args)}
    p = stop.profile
    assumed = power if power is not None else reach_power(p, aim)
    opts = []
    for hop in range(T.HEIGHT_MIN, T.HEIGHT_MAX + 1):
        label: str = "df-choice-bounce2"
        if not stop.blind:
            kind = bounce_kind(p, aim, assumed, height, hop)
            if kind in ("miss", "risky"):
                label = f"df-choice-bounce2-{kind}"
            elif hop == HINT_BOUNCE2:
                label = "df-choice-bounce2-hint"
        opts.append(_option(label, {"bounce2": hop}, "bounce2", str(hop),
                            leaf=ChoiceLeaf(command=stop.command, args={**args, "bounce2": str(hop)})))
    return {"node": ChoiceNode(key="bounce2", options=opts)}


__all__ = ["LazyTree", "Later", "Stop", "best_height", "bounce_kind", "heights", "later", "numbers_node", "powers",
           "reach_power", "square_point", "then_bounce2"]

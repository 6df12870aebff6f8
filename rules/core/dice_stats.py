"""What a roll means: the distribution of an expression's total.

``distribution(expression)`` walks d20's tree and computes the exact distribution as counts
of equally likely outcomes (integers, so the figures are exact) wherever the notation allows:

* ``NdS``: convolution of ``N`` uniform dice;
* keep and drop (``kh``, ``kl``, ``ph``, ``pl`` on ``NdS``): a dynamic programme over the
  sorted kept dice (at most :data:`MAX_STATES` states), then the sum of the kept ones;
* ``+``, ``-``, ``*`` between terms, unary minus, parentheses, numbers;
* a top-level check (``1d20+5>=15``): the total's distribution and the chance of success;
* a dice pool (``5d6>=5``): the number of dice meeting the condition (binomial);
* a Mortebrume aptitude roll (``aptitude 14``): the aptitude plus its dice.

Anything else (rerolls, explosions, ``mi``/``ma``, division, sets, ``d%``) is estimated by
rolling it :data:`SIMULATION_ROLLS` times from a fixed seed (so the answer is the same each
time), with each probability's 95 % margin stated. Krosmaster and calamity dice have no total.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .dice import (
    _APTITUDE_KEYWORD_RE,
    _APTITUDE_RE,
    _CALAMITY_RE,
    _KROS_RE,
    COMPARISONS,
    DiceKind,
    aptitude_dice,
    roll,
)
from .dice_line import split_line
from .dice_notation import _check_limits, _parse, _roll_standard, d20_kit
from .errors import InvalidActionError
from .rng import Rng

__all__ = ["MAX_STATES", "SIMULATION_ROLLS", "Distribution", "distribution"]

#: the keep/drop programme gives up (and the roll is simulated) past this many states
MAX_STATES = 50_000
#: rolls of a simulation
SIMULATION_ROLLS = 4_000
#: a fixed seed: the same question gets the same estimate
SIMULATION_SEED = "5e" * 32
#: the exact computation gives up past this many distinct totals
MAX_VALUES = 20_000


class _NotExact(Exception):
    """The expression needs a simulation."""


@dataclass(frozen=True)
class Distribution:
    """``counts[v]`` equally likely outcomes out of ``total`` give the value ``v``."""

    expression: str
    counts: dict[int, int]
    total: int
    exact: bool
    #: what the values count: ``total`` (the result) or ``successes`` (a dice pool)
    measure: str = "total"
    #: a check's comparison and difficulty (``>=``, 15), else ``None``
    comparison: str | None = None
    target: int | None = None

    def probability(self, value: int) -> float:
        return self.counts.get(value, 0) / self.total

    @property
    def mean(self) -> float:
        return sum(v * c for v, c in self.counts.items()) / self.total

    @property
    def stdev(self) -> float:
        mean = self.mean
        return math.sqrt(sum(c * (v - mean) ** 2 for v, c in self.counts.items()) / self.total)

    @property
    def low(self) -> int:
        return min(self.counts)

    @property
    def high(self) -> int:
        return max(self.counts)

    def chance(self, comparison: str, target: int) -> float:
        """The probability that the value ``comparison`` ``target`` (``>=``, ``<``...)."""
        compare = COMPARISONS[comparison]
        return sum(c for v, c in self.counts.items() if compare(v, target)) / self.total

    def margin(self, p: float) -> float:
        """The 95 % margin of a probability (0 when exact)."""
        return 0.0 if self.exact else 1.96 * math.sqrt(max(p * (1 - p), 0.25 / self.total) / self.total)


Counts = dict[int, int]
Dist = tuple[Counts, int]


def _uniform(sides: int) -> Dist:
    return {v: 1 for v in range(1, sides + 1)}, sides


def _combine(a: Dist, b: Dist, op: Callable[[int, int], int]) -> Dist:
    out: Counts = {}
    for va, ca in a[0].items():
        for vb, cb in b[0].items():
            v = op(va, vb)
            out[v] = out.get(v, 0) + ca * cb
    if len(out) > MAX_VALUES:
        raise _NotExact
    return out, a[1] * b[1]


def _sum_dice(num: int, sides: int) -> Dist:
    dist: Dist = ({0: 1}, 1)
    die = _uniform(sides)
    for _ in range(num):
        dist = _combine(dist, die, lambda x, y: x + y)
    return dist


def _keep(num: int, sides: int, keep: int, highest: bool) -> Dist:
    """The sum of the ``keep`` highest (or lowest) of ``num`` dice with ``sides`` faces."""
    keep = max(0, min(keep, num))
    if keep == num:
        return _sum_dice(num, sides)
    if keep == 0:
        return {0: 1}, sides**num
    states: dict[tuple[int, ...], int] = {(): 1}
    for _ in range(num):
        nxt: dict[tuple[int, ...], int] = {}
        for kept, count in states.items():
            for face in range(1, sides + 1):
                merged = sorted((*kept, face), reverse=highest)[:keep]
                key = tuple(merged)
                nxt[key] = nxt.get(key, 0) + count
        if len(nxt) > MAX_STATES:
            raise _NotExact
        states = nxt
    out: Counts = {}
    for kept, count in states.items():
        out[sum(kept)] = out.get(sum(kept), 0) + count
    return out, sides**num


def _dice_node(node: Any) -> Dist:
    diceast = d20_kit().diceast  # loaded with the first expression parsed
    if not isinstance(node, diceast.Dice) or node.size == "%":
        raise _NotExact
    return _sum_dice(node.num, node.size)


def _operated(node: Any) -> Dist:
    diceast = d20_kit().diceast  # loaded with the first expression parsed
    dice = node.value
    if not isinstance(dice, diceast.Dice) or dice.size == "%" or len(node.operations) != 1:
        raise _NotExact
    op = node.operations[0]
    if len(op.sels) != 1 or op.sels[0].cat not in ("h", "l"):
        raise _NotExact
    n = op.sels[0].num
    highest = op.sels[0].cat == "h"
    if op.op == "k":
        return _keep(dice.num, dice.size, n, highest)
    if op.op == "p":  # drop the n highest: keep the num - n lowest
        return _keep(dice.num, dice.size, dice.num - n, not highest)
    raise _NotExact


_BINOPS: dict[str, Callable[[int, int], int]] = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
                                                 "*": lambda a, b: a * b}


def _exact(node: Any) -> Dist:
    diceast = d20_kit().diceast  # loaded with the first expression parsed
    if isinstance(node, diceast.Expression):
        return _exact(node.roll)
    if isinstance(node, diceast.Literal):
        if not isinstance(node.value, int):
            raise _NotExact
        return {node.value: 1}, 1
    if isinstance(node, diceast.Parenthetical):
        return _exact(node.value)
    if isinstance(node, diceast.UnOp):
        inner = _exact(node.value)
        if node.op == "-":
            return {-v: c for v, c in inner[0].items()}, inner[1]
        return inner
    if isinstance(node, diceast.BinOp):
        if node.op not in _BINOPS:
            raise _NotExact
        return _combine(_exact(node.left), _exact(node.right), _BINOPS[node.op])
    if isinstance(node, diceast.OperatedDice):
        return _operated(node)
    if isinstance(node, diceast.Dice):
        return _dice_node(node)
    raise _NotExact


def _pool(dice: Any, op: str, target: int) -> Dist:
    """Successes of ``NdS`` against ``op target``: a binomial as counts."""
    diceast = d20_kit().diceast  # loaded with the first expression parsed
    if not isinstance(dice, diceast.Dice) or dice.size == "%":
        raise _NotExact
    good = sum(1 for face in range(1, dice.size + 1) if COMPARISONS[op](face, target))
    one: Dist = ({1: good, 0: dice.size - good}, dice.size)
    dist: Dist = ({0: 1}, 1)
    for _ in range(dice.num):
        dist = _combine(dist, one, lambda a, b: a + b)
    return {v: c for v, c in dist[0].items() if c}, dist[1]


def _target_value(node: Any, text: str) -> int:
    counts, _total = _exact(node)
    if len(counts) != 1:
        raise InvalidActionError("dice-bad-expression", expression=text)
    return next(iter(counts))


def distribution(expression: str) -> Distribution:
    """The distribution of ``expression`` (one expression, no repeat)."""
    diceast = d20_kit().diceast  # loaded with the first expression parsed
    parts = split_line(expression)
    if len(parts) != 1 or parts[0].repeat != 1:
        raise InvalidActionError("dice-stats-one", expression=expression.strip())
    text = parts[0].expression
    roll(text, Rng("00" * 32))  # the same checks and errors as a roll
    if _KROS_RE.match(text) or _CALAMITY_RE.match(text):
        raise InvalidActionError("dice-stats-no-total", expression=text)
    if _APTITUDE_KEYWORD_RE.match(text):
        m = _APTITUDE_RE.match(text)
        assert m is not None  # the roll above accepted it
        count, sides = aptitude_dice(int(m["apt"]))
        counts, total = _sum_dice(count, sides)
        shifted = {v + int(m["apt"]): c for v, c in counts.items()}
        target = int(m["diff"]) if m["diff"] is not None else None
        return Distribution(text, shifted, total, True, comparison=">=" if target is not None else None,
                            target=target)
    tree = _parse(text)
    _check_limits(tree, text)
    top = tree.roll
    try:
        if isinstance(top, diceast.BinOp) and top.op in COMPARISONS:
            target = _target_value(top.right, text)
            if isinstance(top.left, diceast.Dice):
                counts, total = _pool(top.left, top.op, target)
                return Distribution(text, counts, total, True, measure="successes")
            counts, total = _exact(top.left)
            return Distribution(text, counts, total, True, comparison=top.op, target=target)
        counts, total = _exact(tree)
        return Distribution(text, counts, total, True)
    except _NotExact:
        return _simulate(text)


def _simulate(text: str) -> Distribution:
    rng = Rng(SIMULATION_SEED)
    counts: Counts = {}
    first = roll(text, rng)
    measure = "successes" if first.successes is not None else "total"
    outcomes = [first]
    if first.kind is DiceKind.STANDARD:  # parsed once, rolled many times
        tree = _parse(text)
        _check_limits(tree, text)
        outcomes += [_roll_standard(text, rng, tree) for _ in range(SIMULATION_ROLLS - 1)]
    for _ in range(SIMULATION_ROLLS - len(outcomes)):
        outcomes.append(roll(text, rng))
    for r in outcomes:
        value = r.successes if measure == "successes" else r.total
        assert value is not None
        counts[value] = counts.get(value, 0) + 1
    comparison = first.comparison if measure == "total" else None
    return Distribution(text, counts, SIMULATION_ROLLS, False, measure=measure, comparison=comparison,
                        target=first.target if comparison else None)

"""Standard dice notation (``4d6kh3``, ``1d20+5>=15``), parsed and evaluated by the d20 library.

d20 builds its Lark parser when it is imported (~0.1 s of CPU; read from tables computed once
per version instead, :mod:`.dice_parser`): it is loaded here on the first expression parsed
(:func:`d20_kit`), never at import.
Its ``Die``, ``Dice`` and ``Roller`` are subclassed then so that every die draws from the
injected :class:`~rules.core.rng.Rng` (see :mod:`rules.core.dice`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from .dice_parser import import_d20
from .dice_model import (
    COMPARISONS,
    MAX_ROLLS,
    MAX_SIDES,
    DiceFlag,
    DiceGroup,
    DiceKind,
    DiceRoll,
    Face,
    check_count,
    comment_text,
)
from .errors import InvalidActionError
from .rng import Rng

if TYPE_CHECKING:
    from d20 import diceast  # type: ignore[import-untyped]

__all__ = ["d20_kit", "roll_standard"]

_kit: SimpleNamespace | None = None
_kit_lock = threading.Lock()


def d20_kit() -> SimpleNamespace:
    """d20, its tree's module, lark, and our subclasses (``RollContext``, ``Die``, ``Dice``,
    ``Roller``, ``Stringifier``), loaded once, on first use (from any thread)."""
    global _kit
    if _kit is None:
        with _kit_lock:
            if _kit is None:
                _kit = _load_d20()
    return _kit


def _load_d20() -> SimpleNamespace:
    d20 = import_d20()  # a third-party library, loaded when first needed (its parser precomputed)
    import lark
    from d20 import diceast as tree_module  # type: ignore[import-untyped]


    class RollContext(d20.RollContext):  # type: ignore[misc]
        """d20's roll counter, carrying the rng every die draws from."""

        def __init__(self, rng: Rng, max_rolls: int = MAX_ROLLS) -> None:
            self.rng = rng
            self.dice_made = 0
            super().__init__(max_rolls)


    class _Die(d20.Die):  # type: ignore[misc]
        # d20 rerolls the dice of a Python ``set``: with the default identity hash, the order
        # (hence which die gets which draw) would depend on memory addresses. Numbering the dice
        # makes the order, and so every replay, the same.
        __slots__ = ("_seq",)

        def __init__(self, size: int | str, values: list[Any], context: RollContext | None = None) -> None:
            super().__init__(size, values, context=context)
            if context is None:
                self._seq = 0
            else:
                context.dice_made += 1
                self._seq = context.dice_made

        def __hash__(self) -> int:
            return self._seq

        def _add_roll(self) -> None:
            context = self._context
            if not isinstance(context, RollContext):  # never fall back on the global ``random``
                raise RuntimeError("a die rolled without an rng")
            if self.size != "%" and self.size < 1:
                raise d20.RollValueError("Cannot roll a 0-sided die.")
            context.count_roll()
            if self.size == "%":
                value = context.rng.randint(0, 9) * 10
            else:
                value = context.rng.die(self.size)
            self.values.append(d20.Literal(value))


    class _Dice(d20.Dice):  # type: ignore[misc]
        __slots__ = ()

        @classmethod
        def new(cls, num: int, size: int | str, context: RollContext | None = None) -> _Dice:
            return cls(num, size, [_Die.new(size, context=context) for _ in range(num)], context=context)

        def roll_another(self) -> None:
            self.values.append(_Die.new(self.size, context=self._context))

        def __copy__(self) -> _Dice:
            return _Dice(
                num=self.num,
                size=self.size,
                context=self._context,
                values=self.values.copy(),
                operations=self.operations.copy(),
            )


    class _Roller(d20.Roller):  # type: ignore[misc]
        def __init__(self, context: RollContext) -> None:
            super().__init__(context)

        def _eval_dice(self, node: diceast.Dice) -> _Dice:
            return _Dice.new(node.num, node.size, context=self.context)


    class _Stringifier(d20.MarkdownStringifier):  # type: ignore[misc]
        """d20's markdown, knowing our dice; in a pool, the dice that succeed are in bold."""

        def __init__(self, highlight: Callable[[int], bool] | None = None) -> None:
            super().__init__()
            self._nodes = {**self._nodes, _Dice: self._str_dice, _Die: self._str_die}
            self._highlight = highlight

        def _str_die(self, node: Any) -> str:
            if self._highlight is None:
                return str(super()._str_die(node))
            parts = []
            for val in node.values:
                inside = self._stringify(val)
                parts.append(f"**{inside}**" if val.kept and self._highlight(val.number) else inside)
            return ", ".join(parts)

    return SimpleNamespace(d20=d20, diceast=tree_module, lark=lark, RollContext=RollContext, Die=_Die, Dice=_Dice,
                           Roller=_Roller, Stringifier=_Stringifier)



def _parse(text: str) -> diceast.Expression:
    """d20's tree for ``text`` (comments allowed), with ``=`` read as ``==``."""
    kit = d20_kit()
    parser = kit.d20.Roller()
    try:
        tree = parser.parse(text, allow_comments=True)
        comment = tree.comment
        if comment and comment.lstrip().startswith("=") and not comment.lstrip().startswith("=="):
            # "5d6=5": d20 reads "=5" as a comment; a lone "=" is our equality
            cut = len(text) - len(comment) + (len(comment) - len(comment.lstrip()))
            tree = parser.parse(text[:cut] + "=" + text[cut:], allow_comments=True)
    except kit.d20.RollSyntaxError as exc:
        raise _syntax_error(text, exc) from None
    except (kit.d20.RollError, kit.lark.exceptions.LarkError, RecursionError):
        raise InvalidActionError("dice-bad-expression", expression=text) from None
    return tree


def _syntax_error(text: str, exc: Any) -> InvalidActionError:
    """``dice-syntax`` pointing at the character d20 could not read (``column`` from 1), or
    ``dice-bad-expression`` when nothing at all was understood (``banana``)."""
    got = exc.got
    ended = getattr(got, "type", "") == "$END"
    column = len(text) + 1 if ended else int(exc.col or 1)
    if column <= 1:
        return InvalidActionError("dice-bad-expression", expression=text)
    return InvalidActionError(
        "dice-syntax",
        expression=text,
        column=column,
        got="" if ended else str(got)[:20],
        at="end" if ended else "char",
        pointer=" " * (column - 1) + "^",
    )


def _ast_nodes(node: Any) -> Iterator[Any]:
    yield node
    for child in node.children:
        yield from _ast_nodes(child)


def _check_limits(tree: diceast.Expression, text: str) -> None:
    kit = d20_kit()
    count = 0
    for node in _ast_nodes(tree):
        if isinstance(node, kit.diceast.Dice):
            if node.size != "%":
                if node.size > MAX_SIDES:
                    raise InvalidActionError("dice-too-many", limit=MAX_SIDES, what="sides")
                if node.size < 1:
                    raise InvalidActionError("dice-bad-value", expression=text)
            count += node.num
            check_count(count)


def _is_comparison(node: Any) -> bool:
    kit = d20_kit()
    return isinstance(node, (kit.diceast.BinOp, kit.d20.BinOp)) and node.op in COMPARISONS


def _roll_standard(text: str, rng: Rng, parsed: diceast.Expression | None = None) -> DiceRoll:
    """Roll standard notation; ``parsed``: the tree of ``text`` already parsed and checked (a
    simulation rolls the same expression thousands of times)."""
    kit = d20_kit()
    tree = parsed if parsed is not None else _parse(text)
    if parsed is None:
        _check_limits(tree, text)
    top = tree.roll
    if _is_comparison(top):
        if _is_comparison(top.left) or any(isinstance(n, kit.diceast.Dice) for n in _ast_nodes(top.right)):
            raise InvalidActionError("dice-bad-expression", expression=text)
    context = kit.RollContext(rng, MAX_ROLLS)
    roller = kit.Roller(context)
    try:
        result = roller.roll(tree)
        expr = result.expr
        flags: list[DiceFlag] = []
        crit = result.crit
        if crit == kit.d20.CritType.CRIT:
            flags.append(DiceFlag.NATURAL_20)
        elif crit == kit.d20.CritType.FAIL:
            flags.append(DiceFlag.NATURAL_1)
        if not _is_comparison(expr.roll):
            total: int | None = int(expr.total)
            detail = kit.Stringifier().stringify(expr)
            return DiceRoll(
                expression=text,
                kind=DiceKind.STANDARD,
                total=total,
                groups=_groups(expr),
                comment=comment_text(tree.comment),
                flags=flags,
                detail=detail,
            )
        op = expr.roll.op
        left, right = expr.roll.left, expr.roll.right
        target_value = right.total
        if target_value != int(target_value):
            raise InvalidActionError("dice-bad-expression", expression=text)
        target = int(target_value)
        compare = COMPARISONS[op]
        successes: int | None = None
        if isinstance(left, kit.Dice):  # a dice pool: count the dice meeting the condition
            total = None
            successes = sum(1 for die in left.keptset if compare(die.number, target))
            left_text = kit.Stringifier(lambda v: compare(v, target)).stringify(left)
            detail = f"{left_text} {op} {target} = `{successes}`"
            groups = _groups(expr, pool=(left, lambda v: compare(v, target)))
        else:  # a check against a difficulty
            total = int(left.total)
            flags.append(DiceFlag.SUCCESS if compare(left.total, target) else DiceFlag.FAILURE)
            detail = f"{kit.Stringifier().stringify(left)} = `{total}` {op} {target}"
            groups = _groups(expr)
    except kit.d20.TooManyRolls:
        raise InvalidActionError("dice-too-many", limit=MAX_ROLLS, what="rolls") from None
    except kit.d20.RollValueError as exc:
        if "divide by zero" in str(exc):
            raise InvalidActionError("dice-division-by-zero", expression=text) from None
        raise InvalidActionError("dice-bad-value", expression=text) from None
    except (ZeroDivisionError, OverflowError, ValueError) as exc:
        if isinstance(exc, InvalidActionError):
            raise
        raise InvalidActionError("dice-bad-value", expression=text) from None
    return DiceRoll(
        expression=text,
        kind=DiceKind.STANDARD,
        total=total,
        groups=groups,
        successes=successes,
        comparison=op,
        target=target,
        comment=comment_text(tree.comment),
        flags=flags,
        detail=detail,
    )


def _groups(expr: Any, pool: tuple[Any, Callable[[int], bool]] | None = None) -> list[DiceGroup]:
    """Every dice term of an evaluated d20 expression, left to right, with every face."""
    kit = d20_kit()
    groups: list[DiceGroup] = []

    def walk(node: Any, kept: bool) -> None:
        kept = kept and node.kept
        if isinstance(node, kit.d20.Dice):
            faces: list[Face] = []
            for die in node.values:
                die_kept = kept and die.kept
                for lit in die.values:
                    face_kept = die_kept and lit.kept
                    success = None
                    if pool is not None and node is pool[0] and face_kept:
                        success = pool[1](lit.number)
                    faces.append(
                        Face(
                            value=int(lit.number),
                            natural=int(lit.values[0]),
                            kept=face_kept,
                            dropped=not die_kept,
                            rerolled=not lit.kept,
                            exploded=lit.exploded,
                            success=success,
                        )
                    )
            ops = "".join(str(op) for op in node.operations)
            groups.append(
                DiceGroup(
                    label=f"{node.num}d{node.size}{ops}",
                    die=f"d{node.size}",
                    count=node.num,
                    sides=100 if node.size == "%" else node.size,
                    faces=faces,
                )
            )
            return
        for child in node.children:
            walk(child, kept)

    walk(expr, True)
    return groups


def roll_standard(text: str, rng: Rng) -> DiceRoll:
    """Roll ``text`` in standard notation (see :func:`rules.core.dice.roll`)."""
    return _roll_standard(text, rng)

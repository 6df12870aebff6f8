"""Dice rolls for the ``/roll`` command and the games: pure, seeded, replayable.

``roll(expression, rng)`` understands four kinds of expression:

* standard notation, parsed and evaluated by the d20 library (Avrae's): ``NdS``, keep and
  drop (``kh3``, ``kl1``, ``ph1``, ``pl1``), rerolls (``rr1``, ``ro1``), explosions
  (``e6``), minimum and maximum (``mi2``, ``ma5``), arithmetic, parentheses, annotations
  and a trailing comment (``1d20+5 attaque``). A top-level comparison is ours: with a dice
  term on the left it is a dice pool, ``5d6>=5`` counts the dice meeting the condition
  (``>=``, ``>``, ``<=``, ``<``, ``=``/``==``, ``!=``); with anything else on the left,
  ``1d20+5>=15`` is a check against a difficulty (flag ``success`` or ``failure``);
* ``kros``, ``krosmaster``, ``3kros``: Krosmaster dice (faces in ``KROS_FACES``);
* ``calamity``, ``calamite``, ``calamité``: Kravora's calamity die (``CALAMITY_FACES``); a
  comet face rolls its d6 for the line it strikes (two for a double comet);
* ``aptitude 14 [vs 20] [comment]``: a Mortebrume aptitude roll.

Every die comes from the injected :class:`~rules.core.rng.Rng`: d20 normally draws from the
module-level ``random``; here its ``Die``, ``Dice`` and ``Roller`` are subclassed so that
draws go through a :class:`RollContext` carrying the rng, and the global generator is never
touched. Expressions are checked before anything is rolled (length, number of dice, sides);
the context's ``max_rolls`` stops runaway rerolls and explosions.

``format_roll(roll, translate)`` renders a roll as the one message a player reads.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from enum import StrEnum
from typing import Any

import d20  # type: ignore[import-untyped]
import lark
from d20 import diceast  # type: ignore[import-untyped]

from .engine import Model
from .errors import InvalidActionError
from .rng import Rng

__all__ = [
    "CALAMITY_FACES",
    "KROS_CAN_BECOME",
    "KROS_FACES",
    "MAX_DICE",
    "MAX_LENGTH",
    "MAX_ROLLS",
    "MAX_SIDES",
    "DiceFlag",
    "DiceGroup",
    "DiceKind",
    "DiceRoll",
    "Face",
    "aptitude_dice",
    "face_message_id",
    "flag_message_id",
    "format_roll",
    "roll",
]

#: at most this many dice in one expression (before rerolls and explosions)
MAX_DICE = 100
#: at most this many sides on a die
MAX_SIDES = 1000
#: at most this many die rolls in all, rerolls and explosions included
MAX_ROLLS = 500
#: at most this many characters in an expression
MAX_LENGTH = 200

#: the Krosmaster die, in the order of the rng's draw 1..6 (RULINGS.md, "The die")
KROS_FACES: tuple[str, ...] = ("critique", "armure", "tacle", "esquive", "double", "joker")
#: the basic faces each Krosmaster face may be turned into by the roller
KROS_CAN_BECOME: dict[str, tuple[str, ...]] = {
    "critique": ("critique",),
    "armure": ("armure",),
    "tacle": ("tacle",),
    "esquive": ("esquive",),
    "double": ("critique", "esquive"),
    "joker": ("critique", "armure", "tacle", "esquive"),
}
#: Kravora's calamity die: one face each (our ruling: the rulebook does not give the split)
CALAMITY_FACES: tuple[str, ...] = ("blood-5", "blood-10", "comet", "double-comet", "arrow", "blank")
#: the d6s a calamity face rolls for the line its comets strike
CALAMITY_COMETS: dict[str, int] = {"comet": 1, "double-comet": 2}

_COMPARISONS: dict[str, Callable[[float, float], bool]] = {
    ">=": lambda a, b: a >= b,
    ">": lambda a, b: a > b,
    "<=": lambda a, b: a <= b,
    "<": lambda a, b: a < b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}

_KROS_RE = re.compile(r"^(?P<n>\d+)?\s*(?:krosmaster|kros)(?:\s+(?P<comment>.*))?$", re.I | re.S)
_CALAMITY_RE = re.compile(r"^(?P<n>\d+)?\s*(?:calamity|calamite|calamité)(?:\s+(?P<comment>.*))?$", re.I | re.S)
_APTITUDE_KEYWORD_RE = re.compile(r"^(?:aptitude|apt)(?:\s|\d|$)", re.I)
_APTITUDE_RE = re.compile(
    r"^(?:aptitude|apt)\s*(?P<apt>\d+)"
    r"(?:\s*(?:vs\.?|contre|>=)\s*(?P<diff>\d+))?"
    r"(?:\s+(?P<comment>.*))?$",
    re.I | re.S,
)


# --- models -----------------------------------------------------------------------------


class DiceKind(StrEnum):
    """What kind of roll an expression asked for."""

    STANDARD = "standard"
    KROSMASTER = "krosmaster"
    CALAMITY = "calamity"
    APTITUDE = "aptitude"


class DiceFlag(StrEnum):
    """Notable outcomes of a roll; each has a message (``flag_message_id``)."""

    #: Mortebrume: every pure die shows 1, the action fails whatever the total
    AUTO_FAIL = "auto-fail"
    #: Mortebrume: a pure die shows 6, 8 or 10
    PARTICULAR = "particular"
    #: Mortebrume: a particular success on a successful action
    SPECIAL = "special"
    #: the total meets the difficulty (``vs`` or a check such as ``1d20+5>=15``)
    SUCCESS = "success"
    FAILURE = "failure"
    #: a single kept d20 leftmost in the expression showed 20 or 1 (d20's ``crit``)
    NATURAL_20 = "natural-20"
    NATURAL_1 = "natural-1"


class Face(Model):
    """One face rolled. Every roll is kept here, even those that no longer count."""

    #: the value that counts (after ``mi``/``ma``); for game dice, the draw 1..6
    value: int
    #: the value as rolled, before ``mi``/``ma``
    natural: int
    #: the face's id for game dice (``critique``, ``comet``...), else ``None``
    name: str | None = None
    #: counts towards the result
    kept: bool = True
    #: dropped by keep/drop (``kh3``, ``pl1``) or inside a dropped set
    dropped: bool = False
    #: replaced by a reroll (``rr``, ``ro``)
    rerolled: bool = False
    #: made another die roll (``e``, ``ra``)
    exploded: bool = False
    #: in a dice pool, whether this kept die meets the condition (``None`` elsewhere)
    success: bool | None = None


class DiceGroup(Model):
    """The dice of one term: ``4d6kh3``, ``3kros``, ``2D8``."""

    label: str
    #: ``d6``, ``d%``, ``krosmaster``, ``calamity``, ``comet`` (a comet's d6)
    die: str
    #: dice asked for (rerolls and explosions add faces, not dice)
    count: int
    sides: int
    faces: list[Face]


class DiceRoll(Model):
    """The outcome of :func:`roll`, as JSON-round-tripping data."""

    expression: str
    kind: DiceKind
    #: the numeric result (``None`` for dice pools and the Krosmaster and calamity dice)
    total: int | None = None
    groups: list[DiceGroup]
    #: dice meeting the pool's condition (``5d6>=5``), else ``None``
    successes: int | None = None
    #: the pool's or check's comparison (``>=``, ``>``, ``<=``, ``<``, ``==``, ``!=``)
    comparison: str | None = None
    #: the pool's threshold, the check's or aptitude roll's difficulty
    target: int | None = None
    #: the Mortebrume aptitude rolled for
    aptitude: int | None = None
    comment: str | None = None
    flags: list[DiceFlag] = []
    #: standard rolls: d20's markdown (``4d6kh3 (**6**, 5, ~~**1**~~, 4) = `15```)
    detail: str = ""


# --- d20 with an injected rng -------------------------------------------------------------


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


# --- entry point --------------------------------------------------------------------------


def roll(expression: str, rng: Rng) -> DiceRoll:
    """Roll ``expression`` with ``rng``.

    Raises :class:`InvalidActionError` ``dice-bad-expression`` (``expression``) for what is
    not a roll, ``dice-too-many`` (``limit``, ``what``: ``length``, ``dice``, ``sides`` or
    ``rolls``) for an absurd one, ``dice-division-by-zero`` and ``dice-bad-value``
    (``expression``) for impossible arithmetic or operators. Nothing is drawn from ``rng``
    when the expression is refused before rolling.
    """
    text = unicodedata.normalize("NFC", expression).strip()
    if len(text) > MAX_LENGTH:
        raise InvalidActionError("dice-too-many", limit=MAX_LENGTH, what="length")
    if not text:
        raise InvalidActionError("dice-bad-expression", expression=expression)
    if m := _KROS_RE.match(text):
        return _roll_faces(text, DiceKind.KROSMASTER, m, rng)
    if m := _CALAMITY_RE.match(text):
        return _roll_faces(text, DiceKind.CALAMITY, m, rng)
    if _APTITUDE_KEYWORD_RE.match(text):
        return _roll_aptitude(text, rng)
    return _roll_standard(text, rng)


def _comment(raw: str | None) -> str | None:
    return raw.strip() or None if raw else None


def _check_count(count: int) -> None:
    if count > MAX_DICE:
        raise InvalidActionError("dice-too-many", limit=MAX_DICE, what="dice")


# --- game dice ----------------------------------------------------------------------------


def _roll_faces(text: str, kind: DiceKind, m: re.Match[str], rng: Rng) -> DiceRoll:
    count = int(m["n"]) if m["n"] else 1
    if count < 1:
        raise InvalidActionError("dice-bad-expression", expression=text)
    _check_count(count)
    faces_ids = KROS_FACES if kind is DiceKind.KROSMASTER else CALAMITY_FACES
    faces = []
    for _ in range(count):
        v = rng.die(len(faces_ids))
        faces.append(Face(value=v, natural=v, name=faces_ids[v - 1]))
    label = f"{count}{'kros' if kind is DiceKind.KROSMASTER else 'calamity'}"
    groups = [DiceGroup(label=label, die=kind.value, count=count, sides=len(faces_ids), faces=faces)]
    if kind is DiceKind.CALAMITY:
        comets = sum(CALAMITY_COMETS.get(f.name or "", 0) for f in faces)
        if comets:
            lines = [rng.die(6) for _ in range(comets)]
            groups.append(
                DiceGroup(
                    label=f"{comets}d6",
                    die="comet",
                    count=comets,
                    sides=6,
                    faces=[Face(value=v, natural=v) for v in lines],
                )
            )
    detail = f"{label} ({', '.join(f.name or '' for f in faces)})"
    if len(groups) > 1:
        detail += f" {groups[1].label} ({', '.join(str(f.value) for f in groups[1].faces)})"
    return DiceRoll(
        expression=text, kind=kind, groups=groups, comment=_comment(m["comment"]), detail=detail
    )


def aptitude_dice(aptitude: int) -> tuple[int, int]:
    """Mortebrume: the number of dice and their sides for ``aptitude`` (16 -> (2, 8)).

    The units digit gives the die (0-3: D6, 4-6: D8, 7-9: D10), the tens add that many dice.
    """
    if aptitude < 0:
        raise InvalidActionError("dice-bad-value", expression=str(aptitude))
    units = aptitude % 10
    sides = 6 if units <= 3 else 8 if units <= 6 else 10
    return 1 + aptitude // 10, sides


def _roll_aptitude(text: str, rng: Rng) -> DiceRoll:
    m = _APTITUDE_RE.match(text)
    if not m:
        raise InvalidActionError("dice-bad-expression", expression=text)
    aptitude = int(m["apt"])
    count, sides = aptitude_dice(aptitude)
    _check_count(count)
    values = [rng.die(sides) for _ in range(count)]
    total = aptitude + sum(values)
    flags: list[DiceFlag] = []
    auto_fail = all(v == 1 for v in values)
    particular = any(v in (6, 8, 10) for v in values)
    if auto_fail:
        flags.append(DiceFlag.AUTO_FAIL)
    if particular:
        flags.append(DiceFlag.PARTICULAR)
    target = int(m["diff"]) if m["diff"] is not None else None
    if target is not None:
        success = total >= target and not auto_fail
        if success and particular:
            flags.append(DiceFlag.SPECIAL)
        flags.append(DiceFlag.SUCCESS if success else DiceFlag.FAILURE)
    label = f"{count}D{sides}"
    group = DiceGroup(
        label=label, die=f"d{sides}", count=count, sides=sides, faces=[Face(value=v, natural=v) for v in values]
    )
    detail = f"{aptitude} + {label} ({', '.join(map(str, values))}) = `{total}`"
    if target is not None:
        detail += f" >= {target}"
    return DiceRoll(
        expression=text,
        kind=DiceKind.APTITUDE,
        total=total,
        groups=[group],
        comparison=">=" if target is not None else None,
        target=target,
        aptitude=aptitude,
        comment=_comment(m["comment"]),
        flags=flags,
        detail=detail,
    )


# --- standard notation ----------------------------------------------------------------------


def _parse(text: str) -> diceast.Expression:
    """d20's tree for ``text`` (comments allowed), with ``=`` read as ``==``."""
    parser = d20.Roller()
    try:
        tree = parser.parse(text, allow_comments=True)
        comment = tree.comment
        if comment and comment.lstrip().startswith("=") and not comment.lstrip().startswith("=="):
            # "5d6=5": d20 reads "=5" as a comment; a lone "=" is our equality
            cut = len(text) - len(comment) + (len(comment) - len(comment.lstrip()))
            tree = parser.parse(text[:cut] + "=" + text[cut:], allow_comments=True)
    except d20.RollSyntaxError as exc:
        raise _syntax_error(text, exc) from None
    except (d20.RollError, lark.exceptions.LarkError, RecursionError):
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
    count = 0
    for node in _ast_nodes(tree):
        if isinstance(node, diceast.Dice):
            if node.size != "%":
                if node.size > MAX_SIDES:
                    raise InvalidActionError("dice-too-many", limit=MAX_SIDES, what="sides")
                if node.size < 1:
                    raise InvalidActionError("dice-bad-value", expression=text)
            count += node.num
            _check_count(count)


def _is_comparison(node: Any) -> bool:
    return isinstance(node, (diceast.BinOp, d20.BinOp)) and node.op in _COMPARISONS


def _roll_standard(text: str, rng: Rng, parsed: diceast.Expression | None = None) -> DiceRoll:
    """Roll standard notation; ``parsed``: the tree of ``text`` already parsed and checked (a
    simulation rolls the same expression thousands of times)."""
    tree = parsed if parsed is not None else _parse(text)
    if parsed is None:
        _check_limits(tree, text)
    top = tree.roll
    if _is_comparison(top):
        if _is_comparison(top.left) or any(isinstance(n, diceast.Dice) for n in _ast_nodes(top.right)):
            raise InvalidActionError("dice-bad-expression", expression=text)
    context = RollContext(rng, MAX_ROLLS)
    roller = _Roller(context)
    try:
        result = roller.roll(tree)
        expr = result.expr
        flags: list[DiceFlag] = []
        crit = result.crit
        if crit == d20.CritType.CRIT:
            flags.append(DiceFlag.NATURAL_20)
        elif crit == d20.CritType.FAIL:
            flags.append(DiceFlag.NATURAL_1)
        if not _is_comparison(expr.roll):
            total: int | None = int(expr.total)
            detail = _Stringifier().stringify(expr)
            return DiceRoll(
                expression=text,
                kind=DiceKind.STANDARD,
                total=total,
                groups=_groups(expr),
                comment=_comment(tree.comment),
                flags=flags,
                detail=detail,
            )
        op = expr.roll.op
        left, right = expr.roll.left, expr.roll.right
        target_value = right.total
        if target_value != int(target_value):
            raise InvalidActionError("dice-bad-expression", expression=text)
        target = int(target_value)
        compare = _COMPARISONS[op]
        successes: int | None = None
        if isinstance(left, _Dice):  # a dice pool: count the dice meeting the condition
            total = None
            successes = sum(1 for die in left.keptset if compare(die.number, target))
            left_text = _Stringifier(lambda v: compare(v, target)).stringify(left)
            detail = f"{left_text} {op} {target} = `{successes}`"
            groups = _groups(expr, pool=(left, lambda v: compare(v, target)))
        else:  # a check against a difficulty
            total = int(left.total)
            flags.append(DiceFlag.SUCCESS if compare(left.total, target) else DiceFlag.FAILURE)
            detail = f"{_Stringifier().stringify(left)} = `{total}` {op} {target}"
            groups = _groups(expr)
    except d20.TooManyRolls:
        raise InvalidActionError("dice-too-many", limit=MAX_ROLLS, what="rolls") from None
    except d20.RollValueError as exc:
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
        comment=_comment(tree.comment),
        flags=flags,
        detail=detail,
    )


def _groups(expr: Any, pool: tuple[Any, Callable[[int], bool]] | None = None) -> list[DiceGroup]:
    """Every dice term of an evaluated d20 expression, left to right, with every face."""
    groups: list[DiceGroup] = []

    def walk(node: Any, kept: bool) -> None:
        kept = kept and node.kept
        if isinstance(node, d20.Dice):
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


# --- text for players -------------------------------------------------------------------------


def face_message_id(kind: DiceKind | str, name: str) -> str:
    """The message naming a game die's face: ``dice-face-critique``, ``dice-calamity-comet``."""
    if DiceKind(kind) is DiceKind.CALAMITY:
        return f"dice-calamity-{name}"
    return f"dice-face-{name}"


def flag_message_id(flag: DiceFlag | str) -> str:
    """The message of a flag: ``dice-aptitude-auto-fail``, ``dice-success``..."""
    flag = DiceFlag(flag)
    if flag in (DiceFlag.AUTO_FAIL, DiceFlag.PARTICULAR, DiceFlag.SPECIAL):
        return f"dice-aptitude-{flag.value}"
    return f"dice-{flag.value}"


def format_roll(roll: DiceRoll, translate: Callable[[str, dict[str, Any]], str]) -> str:
    """The message a player reads: every die, the total, successes, flags and comment.

    ``translate(message_id, params)`` returns the localized text of a message.
    """
    lines: list[str] = []
    if roll.comment:
        lines.append(translate("dice-comment", {"comment": roll.comment}))
    if roll.kind is DiceKind.STANDARD:
        body = roll.detail
        if roll.successes is not None:
            body += " · " + translate("dice-successes", {"count": roll.successes})
        lines.append(body)
    elif roll.kind is DiceKind.KROSMASTER:
        group = roll.groups[0]
        faces = ", ".join(translate(face_message_id(roll.kind, f.name or ""), {}) for f in group.faces)
        lines.append(translate("dice-kros-roll", {"count": group.count, "faces": faces}))
    elif roll.kind is DiceKind.CALAMITY:
        group = roll.groups[0]
        comet_lines = iter(roll.groups[1].faces if len(roll.groups) > 1 else [])
        parts = []
        for f in group.faces:
            part = translate(face_message_id(roll.kind, f.name or ""), {})
            targets = [
                translate("dice-calamity-comet-target", {"value": next(comet_lines).value})
                for _ in range(CALAMITY_COMETS.get(f.name or "", 0))
            ]
            if targets:
                part += " (" + " / ".join(targets) + ")"
            parts.append(part)
        lines.append(translate("dice-calamity-roll", {"count": group.count, "faces": "; ".join(parts)}))
    else:
        group = roll.groups[0]
        faces = ", ".join(str(f.value) for f in group.faces)
        text = translate(
            "dice-aptitude-roll",
            {"aptitude": roll.aptitude, "dice": group.label, "faces": faces, "total": roll.total},
        )
        if roll.target is not None:
            text += " " + translate("dice-aptitude-vs", {"difficulty": roll.target})
        lines.append(text)
    if roll.flags:
        lines.append(" · ".join(translate(flag_message_id(f), {}) for f in roll.flags))
    return "\n".join(line for line in lines if line)

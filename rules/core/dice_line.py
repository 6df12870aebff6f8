"""A ``/roll`` line: several expressions, repeats, advantage words and labels.

``roll_line(line, rng)`` rolls what a player typed after ``/roll``:

* several expressions separated by ``;`` (``1d20+5 attaque; 2d6+3 dégâts``);
* a repeat ``N#expression`` (``6#4d6kh3``): ``N`` rolls of the same expression, one line
  each, and a total where it makes sense (the sum of the totals, of a pool's successes, or
  how many checks succeeded);
* advantage and disadvantage words anywhere in an expression (``adv``, ``avantage``,
  ``dis``, ``désavantage``...): the expression's first d20 becomes ``2d20kh1`` (``2d20kl1``);
  a bare word or a lone modifier (``adv +5``) rolls ``2d20kh1(+5)``; both words cancel out,
  as in the game that made them common (the roll is then a plain d20);
* a label: the words after the expression (``1d20+5 attaque``), d20's trailing comment.

Every expression is then rolled by :func:`rules.core.dice.roll`, in order, from the one
``rng``: the same line with the same rng state gives the same :class:`RollSet` (this is how
``/roll verify`` re-rolls a channel's history).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any, Literal

from .dice import MAX_LENGTH, DiceFlag, DiceRoll, format_roll, roll
from .engine import Model
from .errors import InvalidActionError
from .rng import Rng

__all__ = [
    "MAX_LINE_ROLLS",
    "MAX_PARTS",
    "MAX_REPEAT",
    "RollPart",
    "RollSet",
    "RolledPart",
    "check_name",
    "expand_names",
    "format_roll_set",
    "roll_line",
    "split_line",
]

#: at most this many rolls of one expression (``20#1d6``)
MAX_REPEAT = 20
#: at most this many expressions in one line
MAX_PARTS = 10
#: at most this many rolls in one line, repeats counted
MAX_LINE_ROLLS = 25
#: the longest line (several expressions, each at most ``MAX_LENGTH``)
MAX_LINE_LENGTH = 400

SEPARATOR = ";"
_REPEAT_RE = re.compile(r"^(?P<n>\d+)\s*#\s*(?P<expr>.*)$", re.S)
_D20_RE = re.compile(r"(?<![\w.])1?d20(?![\d])", re.I)
_MODIFIER_RE = re.compile(r"^[+-]")
ADVANTAGE_WORDS = frozenset({"adv", "advantage", "avantage", "avt"})
DISADVANTAGE_WORDS = frozenset({"dis", "disadv", "disadvantage", "desavantage", "desav", "dsv"})

Advantage = Literal["adv", "dis"]


class RollPart(Model):
    """One expression of a line, as understood before rolling."""

    #: the part as the player typed it
    text: str
    #: what is rolled (advantage applied)
    expression: str
    repeat: int = 1
    advantage: Advantage | None = None


class RolledPart(Model):
    """One expression rolled ``repeat`` times."""

    part: RollPart
    rolls: list[DiceRoll]
    #: repeats: the sum of the totals (``None`` when they are not numbers, or for one roll)
    total: int | None = None
    #: repeats of a dice pool: the successes of every roll
    successes: int | None = None
    #: repeats of a check: how many succeeded
    passed: int | None = None


class RollSet(Model):
    """Everything a ``/roll`` line rolled."""

    line: str
    parts: list[RolledPart]


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _advantage(text: str) -> tuple[str, Advantage | None]:
    """The expression without its advantage words, and which one it asked for."""
    words = text.split()
    adv = [w for w in words if _fold(w) in ADVANTAGE_WORDS]
    dis = [w for w in words if _fold(w) in DISADVANTAGE_WORDS]
    if not adv and not dis:
        return text, None
    rest = " ".join(w for w in words if _fold(w) not in ADVANTAGE_WORDS | DISADVANTAGE_WORDS)
    if adv and dis:  # they cancel out: a plain d20
        return (rest if _D20_RE.search(rest) else _with_d20(rest, "1d20", text)), None
    which: Advantage = "adv" if adv else "dis"
    two = "2d20kh1" if which == "adv" else "2d20kl1"
    if _D20_RE.search(rest):
        return _D20_RE.sub(two, rest, count=1), which
    return _with_d20(rest, two, text), which


def _with_d20(rest: str, d20: str, text: str) -> str:
    if not rest:
        return d20
    if _MODIFIER_RE.match(rest):
        return d20 + rest
    raise InvalidActionError("dice-adv-no-d20", expression=text.strip())


def split_line(line: str) -> list[RollPart]:
    """The parts of ``line``; raises :class:`InvalidActionError` for a bad repeat or too much."""
    text = unicodedata.normalize("NFC", line).strip()
    if len(text) > MAX_LINE_LENGTH:
        raise InvalidActionError("dice-too-many", limit=MAX_LINE_LENGTH, what="length")
    pieces = [p.strip() for p in text.split(SEPARATOR)]
    if len(pieces) > 1:
        pieces = [p for p in pieces if p]  # "1d6;" or "1d6;;1d8": empty parts are nothing
    if len(pieces) > MAX_PARTS:
        raise InvalidActionError("dice-too-many", limit=MAX_PARTS, what="parts")
    parts: list[RollPart] = []
    for piece in pieces or [""]:
        repeat = 1
        body = piece
        if m := _REPEAT_RE.match(piece):
            repeat = int(m["n"]) if len(m["n"]) < 6 else MAX_REPEAT + 1
            body = m["expr"].strip()
            if repeat < 1:
                raise InvalidActionError("dice-bad-repeat", expression=piece)
            if repeat > MAX_REPEAT:
                raise InvalidActionError("dice-too-many", limit=MAX_REPEAT, what="repeat")
        expression, advantage = _advantage(body)
        if len(expression) > MAX_LENGTH:
            raise InvalidActionError("dice-too-many", limit=MAX_LENGTH, what="length")
        parts.append(RollPart(text=piece, expression=expression, repeat=repeat, advantage=advantage))
    if sum(p.repeat for p in parts) > MAX_LINE_ROLLS:
        raise InvalidActionError("dice-too-many", limit=MAX_LINE_ROLLS, what="line")
    return parts


_NAME_RE = re.compile(r"^[^\W][\w-]{0,31}$")


def check_name(name: str) -> str:
    """A saved roll's name as stored (``Attaque`` -> ``attaque``); raises ``dice-bad-name``
    for what cannot be a name (spaces, ``;``, ``#``, over 32 characters) and
    ``dice-name-is-roll`` for a name that already means a roll (``d20``, ``kros``, ``adv``)."""
    folded = unicodedata.normalize("NFC", name).strip().casefold()
    if not _NAME_RE.match(folded):
        raise InvalidActionError("dice-bad-name", name=name.strip()[:40])
    if _fold(folded) in ADVANTAGE_WORDS | DISADVANTAGE_WORDS:
        raise InvalidActionError("dice-name-is-roll", name=folded)
    try:
        roll(folded, Rng("00" * 32))
    except InvalidActionError:
        return folded
    raise InvalidActionError("dice-name-is-roll", name=folded)


def expand_names(line: str, lookup: Callable[[str], str | None]) -> str:
    """``line`` with each part that starts with a saved roll's name replaced by the roll's
    expression (``attaque adv`` -> ``1d20+5 attaque adv``, ``3#dégâts`` -> ``3#2d6+3 dégâts``,
    ``attaque contre le loup`` -> ``1d20+5 contre le loup``): the words after the name are the
    label, else the name unless the saved expression has its own. ``lookup(name)`` answers the
    saved expression of a folded name, or ``None``."""
    out = []
    for piece in line.split(SEPARATOR):
        body = piece.strip()
        prefix = ""
        if m := _REPEAT_RE.match(body):
            prefix, body = f"{m['n']}#", m["expr"].strip()
        words = body.split()
        names = [i for i, w in enumerate(words) if _fold(w) not in ADVANTAGE_WORDS | DISADVANTAGE_WORDS]
        if names:  # the first word that is no advantage word may name a saved roll
            found = lookup(unicodedata.normalize("NFC", words[names[0]]).casefold())
            if found is not None:
                adv = [w for i, w in enumerate(words) if i not in names]
                said = [words[i] for i in names[1:]]  # words after the name: the label
                try:
                    labelled = roll(found, Rng("00" * 32)).comment is not None
                except InvalidActionError:
                    labelled = True
                label = said or ([] if labelled else [words[names[0]]])
                piece = prefix + " ".join([found, *label, *adv])
        out.append(piece.strip())
    return f" {SEPARATOR} ".join(out) if len(out) > 1 else out[0]


def roll_line(line: str, rng: Rng) -> RollSet:
    """Roll every part of ``line`` from ``rng``, in order. Nothing is drawn when a part is
    refused before rolling: every part is parsed (by rolling it on a throw-away rng) first."""
    parts = split_line(line)
    for part in parts:  # refuse the whole line before any die of the real rng is drawn
        roll(part.expression, Rng("00" * 32))
    rolled: list[RolledPart] = []
    for part in parts:
        rolls = [roll(part.expression, rng) for _ in range(part.repeat)]
        rolled.append(_summed(part, rolls))
    return RollSet(line=line.strip(), parts=rolled)


def _summed(part: RollPart, rolls: list[DiceRoll]) -> RolledPart:
    if part.repeat == 1:
        return RolledPart(part=part, rolls=rolls)
    first = rolls[0]
    if first.successes is not None:
        return RolledPart(part=part, rolls=rolls, successes=sum(r.successes or 0 for r in rolls))
    if first.comparison is not None and first.target is not None:
        passed = sum(1 for r in rolls if DiceFlag.SUCCESS in r.flags)
        return RolledPart(part=part, rolls=rolls, passed=passed)
    if all(r.total is not None for r in rolls):
        return RolledPart(part=part, rolls=rolls, total=sum(r.total or 0 for r in rolls))
    return RolledPart(part=part, rolls=rolls)


# --- text for players -------------------------------------------------------------------------


def format_roll_set(rolled: RollSet, translate: Callable[[str, dict[str, Any]], str]) -> str:
    """The message of a line: each part as :func:`format_roll` shows one roll; a repeat as a
    head line, one numbered line per roll and its total."""
    blocks: list[str] = []
    for part in rolled.parts:
        blocks.append(_format_part(part, translate))
    return "\n".join(blocks)


def _format_part(rolled: RolledPart, translate: Callable[[str, dict[str, Any]], str]) -> str:
    part = rolled.part
    mark = translate(f"dice-{part.advantage}", {}) + " · " if part.advantage else ""
    if part.repeat == 1:
        text = format_roll(rolled.rolls[0], translate)
        if not mark:
            return text
        lines = text.split("\n")
        at = 1 if rolled.rolls[0].comment else 0  # after the label's line
        lines[at] = mark + lines[at]
        return "\n".join(lines)
    first = rolled.rolls[0]
    head = translate("dice-repeat-head", {"count": part.repeat, "expression": _bare(first)})
    lines = [translate("dice-comment", {"comment": first.comment}) if first.comment else "", mark + head]
    for i, r in enumerate(rolled.rolls, 1):
        body = format_roll(r.model_copy(update={"comment": None}), translate).replace("\n", " · ")
        lines.append(translate("dice-repeat-line", {"n": i, "roll": body}))
    if rolled.total is not None:
        lines.append(translate("dice-repeat-total", {"total": rolled.total}))
    elif rolled.successes is not None:
        lines.append(translate("dice-repeat-successes", {"count": rolled.successes}))
    elif rolled.passed is not None:
        lines.append(translate("dice-repeat-passed", {"count": rolled.passed, "of": part.repeat}))
    return "\n".join(line for line in lines if line)


def _bare(r: DiceRoll) -> str:
    """The expression without its label."""
    if r.comment and r.expression.endswith(r.comment):
        return r.expression[: -len(r.comment)].strip()
    return r.expression

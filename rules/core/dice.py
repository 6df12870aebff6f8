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
from collections.abc import Callable
from typing import Any

from .dice_model import (
    CALAMITY_COMETS,
    CALAMITY_FACES,
    COMPARISONS,
    KROS_CAN_BECOME,
    KROS_FACES,
    MAX_DICE,
    MAX_LENGTH,
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
from .dice_notation import roll_standard
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
    "COMPARISONS",
    "aptitude_dice",
    "face_message_id",
    "flag_message_id",
    "format_roll",
    "roll",
]

_KROS_RE = re.compile(r"^(?P<n>\d+)?\s*(?:krosmaster|kros)(?:\s+(?P<comment>.*))?$", re.I | re.S)
_CALAMITY_RE = re.compile(r"^(?P<n>\d+)?\s*(?:calamity|calamite|calamité)(?:\s+(?P<comment>.*))?$", re.I | re.S)
_APTITUDE_KEYWORD_RE = re.compile(r"^(?:aptitude|apt)(?:\s|\d|$)", re.I)
_APTITUDE_RE = re.compile(
    r"^(?:aptitude|apt)\s*(?P<apt>\d+)"
    r"(?:\s*(?:vs\.?|contre|>=)\s*(?P<diff>\d+))?"
    r"(?:\s+(?P<comment>.*))?$",
    re.I | re.S,
)



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
    return roll_standard(text, rng)


# --- game dice ----------------------------------------------------------------------------


def _roll_faces(text: str, kind: DiceKind, m: re.Match[str], rng: Rng) -> DiceRoll:
    count = int(m["n"]) if m["n"] else 1
    if count < 1:
        raise InvalidActionError("dice-bad-expression", expression=text)
    check_count(count)
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
        expression=text, kind=kind, groups=groups, comment=comment_text(m["comment"]), detail=detail
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
    check_count(count)
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
        comment=comment_text(m["comment"]),
        flags=flags,
        detail=detail,
    )


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

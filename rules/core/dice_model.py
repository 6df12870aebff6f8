"""The dice's data: limits, the game dice's faces, comparisons and the rolls' models.

Split from :mod:`rules.core.dice` (the entry point) so that nothing here loads the d20 library:
its parser is built on its first use (:mod:`rules.core.dice_notation`).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from .engine import Model
from .errors import InvalidActionError

__all__ = [
    "CALAMITY_COMETS",
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

COMPARISONS: dict[str, Callable[[float, float], bool]] = {
    ">=": lambda a, b: a >= b,
    ">": lambda a, b: a > b,
    "<=": lambda a, b: a <= b,
    "<": lambda a, b: a < b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


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

def comment_text(raw: str | None) -> str | None:
    return raw.strip() or None if raw else None


def check_count(count: int) -> None:
    if count > MAX_DICE:
        raise InvalidActionError("dice-too-many", limit=MAX_DICE, what="dice")

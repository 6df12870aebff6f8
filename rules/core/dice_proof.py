"""Checking shared rolls against their seeds: channel seeds and secret rolls' commitments.

A channel's rolls are drawn one after the other from the channel's seed (draw ``n`` is
SHA-256(seed || n), :mod:`rules.core.rng`); each roll records the draws it used. Whoever
knows the seed, once it is revealed, re-rolls each line from its first draw and must find
the same dice, and the seed's SHA-256 must be the hash published before the first roll.

A secret roll has a seed of its own; its public commitment is SHA-256 of the seed, a line
feed and the line rolled, so that neither the dice nor the expression can change after the
commitment was posted (:func:`commitment`).
"""

from __future__ import annotations

import hashlib
from typing import Any

from .dice import DiceRoll, roll
from .dice_line import RollSet, roll_line
from .errors import InvalidActionError
from .rng import Rng, seed_hash

__all__ = ["commitment", "reroll_matches", "seed_matches"]


def commitment(seed: str, line: str) -> str:
    """A secret roll's public commitment."""
    return hashlib.sha256(f"{seed}\n{line}".encode()).hexdigest()


def seed_matches(seed: str, digest: str) -> bool:
    """Whether ``seed`` (hex) is the one whose hash ``digest`` was published."""
    try:
        return seed_hash(seed) == digest
    except ValueError:  # not hexadecimal
        return False


def reroll_matches(line: str, seed: str, start: int, end: int | None, result: dict[str, Any]) -> bool:
    """Whether rolling ``line`` from draw ``start`` of ``seed`` gives ``result`` (a stored
    :class:`RollSet`, or a :class:`DiceRoll` for rolls made before lines) and stops at ``end``."""
    rng = Rng(seed, counter=start)
    try:
        if "parts" in result:
            again: RollSet | DiceRoll = roll_line(line, rng)
        else:
            again = roll(line, rng)
    except (InvalidActionError, ValueError):
        return False
    if end is not None and rng.counter != end:
        return False
    return bool(again.model_dump(mode="json") == result)

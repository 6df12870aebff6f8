"""The Krosmaster die (shared/RULINGS.md "The die").

Faces as rolled (``rng.die(6)``): 1 Critique, 2 Armure, 3 Tacle, 4 Esquive,
5 Critique-ou-Esquive (double face), 6 wild face (any of the four). In a combat roll the
bot turns the special faces to the roller's benefit, so a face counts as a success when it
can be turned into the wanted face.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import Rng

CRITIQUE, ARMURE, TACLE, ESQUIVE, DOUBLE, JOKER = 1, 2, 3, 4, 5, 6
BASIC = {"critique": CRITIQUE, "armure": ARMURE, "tacle": TACLE, "esquive": ESQUIVE}
FACE_NAMES = {1: "critique", 2: "armure", 3: "tacle", 4: "esquive", 5: "double", 6: "joker"}

#: faces that count as a success for each kind of roll
SUCCESS = {
    "critique": frozenset({CRITIQUE, DOUBLE, JOKER}),
    "armure": frozenset({ARMURE, JOKER}),
    "tacle": frozenset({TACLE, JOKER}),
    "esquive": frozenset({ESQUIVE, DOUBLE, JOKER}),
}


def roll(rng: Rng, n: int) -> list[int]:
    return [rng.die(6) for _ in range(max(0, n))]


def successes(faces: Sequence[int], kind: str) -> int:
    ok = SUCCESS[kind]
    return sum(1 for f in faces if f in ok)


def turn_options(face: int) -> list[str]:
    """The basic faces a rolled face may be turned to (tension roll, inspiration)."""
    if face == DOUBLE:
        return ["critique", "esquive"]
    if face == JOKER:
        return ["critique", "armure", "tacle", "esquive"]
    return [FACE_NAMES[face]]

"""Mortebrume's dice (section 4): dice by aptitude, automatic failure, particular success, fog."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from rules.core import Event, Rng
from rules.core.dice import aptitude_dice

__all__ = ["Roll", "aptitude_dice", "care_dice", "needed", "roll", "visibility_for"]

#: the visibility table (section 5): the sum of two D6 -> centimetres
VISIBILITY = ((2, 2, 15), (3, 4, 20), (5, 8, 25), (9, 11, 30), (12, 12, 35))
PARTICULAR = (6, 8, 10)


def needed(difficulty: float) -> int:
    """The smallest total that reaches a difficulty, as a miss reads it (MA13: 17 cm -> 8.5 -> 9 needed)."""
    return math.ceil(difficulty - 1e-9)


def visibility_for(total: int) -> int:
    for lo, hi, cm in VISIBILITY:
        if lo <= total <= hi:
            return cm
    raise ValueError(total)


@dataclass
class Roll:
    """An aptitude roll: aptitude + dice (+ modifiers) = total."""

    aptitude: int
    sides: int
    dice: list[int]
    bonus: int = 0
    notes: list[str] = field(default_factory=list)
    #: the bonus by name (shown one by one): back +3, band −3, reach +n, range −3, tens +n, shield +n
    parts: dict[str, int] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return self.aptitude + sum(self.dice) + self.bonus

    @property
    def auto_fail(self) -> bool:
        """« un résultat pure (dé seul) de 1 sur tous les dés est un échec automatique » (MB26)."""
        return bool(self.dice) and all(d == 1 for d in self.dice)

    @property
    def particular(self) -> bool:
        """A pure 6, 8 or 10 on some die (MB27)."""
        return any(d in PARTICULAR for d in self.dice)

    def event(self, who: str, what: str, seat_visible: list[int] | None = None) -> Event:
        return Event(code="mb-roll", params={
            "who": who, "what": what, "apt": self.aptitude, "dice": list(self.dice), "sides": self.sides,
            "count": len(self.dice), "bonus": self.bonus, "total": self.total,
            "mod": "" if not self.bonus else f" {'+' if self.bonus > 0 else '−'} {abs(self.bonus)}",
            "auto": "yes" if self.auto_fail else "no", "particular": "yes" if self.particular else "no",
            "named": "yes" if self.parts else "no",
            **{f"m_{k}": self.parts.get(k, 0) for k in ("back", "band", "reach", "range", "tens", "shield")},
        }, visible_to=seat_visible, irreversible=True)


def roll(rng: Rng, aptitude: int, inspiration: int = 0, bonus: int = 0) -> Roll:
    """Roll for ``aptitude``; each inspiration point adds the base roll's dice again (MB118)."""
    count, sides = aptitude_dice(max(0, aptitude))
    dice = [rng.die(sides) for _ in range(count * (1 + inspiration))]
    return Roll(aptitude, sides, dice, bonus)


def care_dice(physique: int) -> int:
    """The die of a destiny point of care: by the physique left, as an aptitude (MB117, MA22)."""
    return aptitude_dice(max(0, physique))[1]


def damage_die(damage: int) -> tuple[int, int]:
    """A perforating or slashing special strike: the damage picks dice like an aptitude (MB109)."""
    return aptitude_dice(max(0, damage))

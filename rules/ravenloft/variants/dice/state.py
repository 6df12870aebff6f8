"""The damage dice' state (variants ``dice-a``, ``dice-b``, ``dice-c``: play.py)."""

from __future__ import annotations

from rules.core import Model


class DiceState(Model):
    """Damage dice (L484-490): the factor on every HP value and the damage die, and the dice
    stream every damage roll comes from (seeded from the table's dice at set-up, kept in
    the state so a replay rolls the same; never shown in a view)."""

    factor: int
    die: int
    seed: int
    rolls: int = 0

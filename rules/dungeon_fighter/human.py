"""A human-like thrower: what a person's hand does to the throw a skilled party would make.

The model (docs/dungeon_fighter_skill.md) is ours, documented rather than measured: a throw is
the aim a person means (the centre, or the 3 away from the holes when they weigh the risk),
corrected for the share of the table's push they take into account, then spoilt by their
hand: a Gaussian error on the aim point (units, 20 a grid square) and on the power (a relative
error), and for a beginner a fixed height (they do not use it). Three levels:

- ``PRACTISED``: chooses between the centre and the safe 3 like the best bot, corrects 90 % of
  the push, aims within 6 units (a third of a square), doses the power within 4 %;
- ``AVERAGE``: the player following the help: aims at the centre, corrects 70 % of the push,
  12 units, 7 %; the human-like thrower the difficulties are tuned on;
- ``BEGINNER``: the centre, half the push, 22 units, 12 %, height 5 always.

The ratio between a beginner's and a practised thrower's spread (about 3.5) is of the order
seen between novices and experts in aiming tasks; the absolute numbers are a choice,
recorded with the figures they give in bench/results/df-skill.json.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Rng

from . import common as Q
from . import throw as T
from .content import content
from .model import DFState, Throw


@dataclass(frozen=True)
class Thrower:
    """One level of human execution (see the module's text)."""

    name: str
    aim_sd: float       # units, per axis
    power_sd: float     # relative
    push_seen: float    # share of the visible push the thrower corrects
    weighs_risk: bool   # aims at the safe 3 when the bot would
    height: int | None  # a fixed height, or None: the skilled one

    def throw(self, state: DFState, seat: int, skilled: Throw, rng: Rng) -> Throw:
        """The throw this person makes when the skilled party would make ``skilled``."""
        cb = state.combat
        assert cb is not None
        c = content()
        conds = sorted(set(Q.imposed(state)) | {t for w in skilled.weapons for t in c.equipment[w].throws})
        blind = "en_aveugle" in conds
        drift = (0.0, 0.0) if blind or cb.drift is None else cb.drift
        seen = (drift[0] * self.push_seen, drift[1] * self.push_seen)
        point = (0.0, 0.0)
        if self.weighs_risk:
            # the skilled throw aims at point - drift: recover the point it meant
            bot_aim, _, _ = T.skilled_params(T.SAFE_AIM, conds, drift)
            if abs(bot_aim[0] - skilled.aim_x) < 1.0 and abs(bot_aim[1] - skilled.aim_y) < 1.0:
                point = T.SAFE_AIM
        aim, power, height = T.skilled_params(point, conds, seen)
        x = aim[0] + self.aim_sd * T.normal(rng)
        y = aim[1] + self.aim_sd * T.normal(rng)
        power = power * (1 + self.power_sd * T.normal(rng))
        return skilled.model_copy(update={
            "aim_x": round(min(max(x, -200.0), 200.0), 1), "aim_y": round(min(max(y, -200.0), 200.0), 1),
            "power": round(min(max(power, T.POWER_MIN), T.profile(conds).power_max), 1),
            "height": self.height if self.height is not None else height})


PRACTISED = Thrower("practised", aim_sd=6.0, power_sd=0.04, push_seen=0.9, weighs_risk=True, height=None)
AVERAGE = Thrower("average", aim_sd=12.0, power_sd=0.07, push_seen=0.7, weighs_risk=False, height=None)
BEGINNER = Thrower("beginner", aim_sd=22.0, power_sd=0.12, push_seen=0.5, weighs_risk=False, height=5)
THROWERS = {t.name: t for t in (PRACTISED, AVERAGE, BEGINNER)}

"""What the throw page shows (bot/web/throw.py): the fight, the Target with its sections, the
push, the special throws in force and how each changes the page, the weapons and extra-damage
cards to choose, and after the throw the die's path from the server's own resolution.

Only what the thrower may see is sent: under an imposed En Aveugle no push (the page shows the
Target until the first touch, then closes the eyes: docs/rulings/dungeon_fighter.md); the fight's
numbers are those of the seat's view.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rules.core import i18n
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.common import drift_params
from rules.dungeon_fighter.content import content
from rules.dungeon_fighter.gesture import (
    GAIN,
    HEIGHT_QUICK,
    LIFT_MS,
    RELEASE_MS,
    STILL_R,
    VIEW_X,
    VIEW_Y,
    first_bounce_ok,
    start_of,
)
from rules.dungeon_fighter.viewing import build_view

#: the page's sentences (df-page-<key>), in the table's language
TEXTS = ("title", "hint", "blind", "refused", "second", "power", "too-high", "reach", "weapons",
         "items", "mirror", "retry")


def profile_of(conditions: list[str]) -> dict[str, Any]:
    """How a set of special throws changes the page: the die's start (De Loin, Soufflé), the
    mirrored view (De Dos), the most power (Soufflé), the power reaching the centre, the heights
    whose bounces fall before the Target, a second gesture (Double Rebond), the eyes closed."""
    p = T.profile(conditions)
    return {"start": list(start_of(conditions)), "mirror": p.mirror, "power_max": p.power_max,
            "reach": T.reach(conditions), "ok_heights": [h for h in range(1, 10) if first_bounce_ok(h, conditions)],
            "double": p.min_bounces >= 2, "blind": p.blind, "emprunt": p.borrowed}


def page_config(state: Any, seat: int, dice: list[str], lang: str) -> dict[str, Any]:
    """The page's data for ``seat``'s pending throw."""
    c = content()
    view = build_view(state, seat)
    cb = view.combat
    assert cb is not None
    hero = next(h for h in view.heroes if h.seat == seat)
    imposed = list(cb.throws)
    blind = cb.blind
    weapons = [e for e in hero.equipment if c.equipment[e].kind == "weapon"]
    items = [e for e in hero.equipment if c.equipment[e].effect == "extra_damage"]
    profiles = {}
    for n in range(len(weapons) + 1):
        for chosen in combinations(weapons, n):
            conds = sorted(set(imposed) | {t for w in chosen for t in c.equipment[w].throws})
            profiles[",".join(sorted(chosen))] = profile_of(conds)
    capacity = ""
    if cb.capacity:
        capacity = i18n.t(lang, "df-capacity-" + cb.capacity.replace("_", "-"), value=cb.capacity_value)
    drift = None if blind or cb.drift is None else list(cb.drift)
    # the push in the words of the table's log (« La table pousse le prochain dé de 0,5 case(s)… »)
    push = "" if drift is None else i18n.t(lang, "ev-df-drift", drift_params(drift[0], drift[1]))
    config: dict[str, Any] = {
        "lang": lang, "dice": dice,
        "names": {d: i18n.t(lang, "df-choice-die", {"colour": d}) for d in dice},
        "weapons": [{"id": w, "name": c.equipment[w].name,
                     "throws": [i18n.t(lang, f"val-fx-{t}") for t in c.equipment[w].throws],
                     "bonus": _bonus(c.equipment[w].bonus)} for w in weapons],
        "items": [{"id": i, "name": c.equipment[i].name, "value": c.equipment[i].value} for i in items],
        "rings": [[r, v] for r, v in T.RINGS],
        "holes": [list(h) for h in T.HOLES],
        # the view reaches down to the furthest start (De Loin) and its 40 units behind
        "view": {"x": list(VIEW_X), "y": [min([VIEW_Y[0]] + [q["start"][1] - 40 for q in profiles.values()]), VIEW_Y[1]]},
        "origin": [0.0, T.ORIGIN_Y],
        "drift": drift, "push": push, "blind": blind,
        "monster": {"name": cb.name, "pv": cb.pv, "max": cb.max_pv, "damage": cb.damage, "capacity": capacity},
        "hero": {"name": hero.name, "pv": hero.pv, "max": hero.max_pv},
        "throws": [i18n.t(lang, f"val-fx-{t}") for t in imposed],
        "profiles": profiles,
        "gesture": {"gain": GAIN, "still_r": STILL_R, "lift_ms": LIFT_MS, "h_quick": HEIGHT_QUICK,
                    "release_ms": RELEASE_MS, "unit": T.UNIT, "power_min": T.POWER_MIN, "power_max": T.POWER_MAX},
    }
    config["double"] = profiles[""]["double"]  # imposed; a weapon's Double Rebond: its profile
    config["texts"] = {k: i18n.t(lang, f"df-page-{k}") for k in TEXTS}
    # templates the page fills in ({height}, {power})
    config["texts"]["throws"] = i18n.t(lang, "df-page-throws", names=" · ".join(config["throws"]))
    config["texts"]["height"] = i18n.t(lang, "df-page-height", height="{height}")
    config["texts"]["thrown"] = i18n.t(lang, "df-page-thrown", power="{power}", height="{height}")
    config["texts"]["monster"] = i18n.t(lang, "df-page-monster", name=cb.name, hp=cb.pv, max=cb.max_pv,
                                        damage=cb.damage)
    config["texts"]["hero"] = i18n.t(lang, "df-page-hero", name=hero.name, hp=hero.pv, max=hero.max_pv)
    if profiles[""]["emprunt"]:
        left = (seat + 1) % state.n_seats
        config["texts"]["emprunt"] = i18n.t(lang, "df-page-emprunt", hero=c.heroes[state.heroes[left].hero].name)
    return config


def _bonus(bonus: Any) -> str:
    if bonus is None:
        return ""
    return (f"×{bonus.mul}" if bonus.mul != 1 else "") + (f"+{bonus.add}" if bonus.add else "")


def path_of(last: Any) -> dict[str, Any] | None:
    """The die's path for the page's animation: the one the model computed when it resolved the
    throw (kept with the landing of a throw made on the page): the start, the table touched at
    each bounce along the thrown line, the roll's end before the table's push and the scatter,
    the landing, where the line entered the Target and how many bounces came before it."""
    path = last.path
    if path is None:
        return None
    return {"start": list(path.start), "bounces": [list(b) for b in path.bounces], "rest": list(path.rest),
            "entry": list(path.entry) if path.entry is not None else None, "landing": [last.x, last.y],
            "before": last.bounces}

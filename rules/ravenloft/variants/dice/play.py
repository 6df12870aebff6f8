"""Damage dice (seed L484-490, « LANCER DE DÉ POUR DÉFINIR LES DÉGATS »): three presets.

- ``dice-a``: « multiplier TOUS les HP par 3 et TOUS les dégats par 4 et utiliser un D4 »
- ``dice-b``: « multiplier TOUS les HP par 4 et utiliser un D6 »
- ``dice-c``: « multiplier TOUS les HP par 3 et utiliser un D6 »

Ruling A49: each point of damage (hit, miss, trap, poison, effects) becomes one die; every HP
value (heroes' HP and surge value, level-up HP, monsters', villains' and objects' HP, heals)
is multiplied by the factor. XP, AC and attack bonuses are unchanged. The presets fill the
``damage`` slot only, so they combine with every other variant and refuse each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core.rng import derive

from ...events import ev
from ...options import Preset, register_preset
from ...plugins import register as plug
from .state import DiceState

if TYPE_CHECKING:
    from rules.core import Event, Rng

#: preset id -> (HP factor, damage die)
SCALINGS: dict[str, tuple[int, int]] = {"dice-a": (3, 4), "dice-b": (4, 6), "dice-c": (3, 6)}

for _id in SCALINGS:
    register_preset(Preset(_id, fills={"damage": _id}))


def set_up(state: Any, rng: Rng) -> None:
    """Scale the heroes' HP and surge values and start the damage dice stream."""
    rule = state.rules.get("damage")
    if rule not in SCALINGS:
        return
    factor, die = SCALINGS[rule]
    state.dice = DiceState(factor=factor, die=die, seed=rng.randint(0, 2**63 - 1))
    for h in state.heroes:
        h.max_hp *= factor
        h.hp *= factor
        h.surge_value *= factor


def factor(state: Any) -> int:
    """The factor on every HP value (1 without damage dice)."""
    return 1 if state.dice is None else int(state.dice.factor)


def roll(state: Any, amount: int, target: str, kind: str) -> tuple[int, list[Event]]:
    """``amount`` points of damage as that many dice: the total and the event naming the faces
    (``target`` a hero, monster, villain or object id; ``kind`` its kind for the log)."""
    d = state.dice
    if d is None or amount <= 0:
        return amount, []
    faces = []
    for _ in range(amount):
        faces.append(derive(f"{d.seed:064x}", d.rolls, 1, d.die))
        d.rolls += 1
    total = sum(faces)
    return total, [ev("dice-damage", target=target, dice=amount, die=d.die, faces=faces, total=total,
                      irreversible=True, kinds={"target": kind})]


def decorate(state: Any, view: Any) -> None:
    """The HP left on each object's marker, out of its scaled HP (the view's markers are the
    state's tokens, in order)."""
    if len(view.markers) != len(state.tokens):
        return
    for marker, tok in zip(view.markers, state.tokens, strict=True):
        if tok.kind == "object":
            marker.count = max(0, tok.hp * state.dice.factor - tok.damage)


def _setup(state: Any, cat: Any, options: Any, rng: Rng) -> None:
    set_up(state, rng)


plug("setup", "dice", 10, _setup)  # the damage dice' factor on every HP value (rules/ravenloft/plugins.py)


def _damage(state: Any, amount: int, target: str, kind: str) -> tuple[int, list[Event]] | None:
    return roll(state, amount, target, kind) if state.dice is not None else None


def _hp_factor(state: Any) -> int:
    return factor(state)


plug("damage", "dice", 10, _damage)  # each point of damage a die (plugins.py)
plug("hp_factor", "dice", 10, _hp_factor)


def _view(view: Any, state: Any, cat: Any, seat: int | None) -> None:
    if state.dice is not None:  # objects' scaled HP (before the tokens other variants add)
        decorate(state, view)


plug("view", "dice", 20, _view)

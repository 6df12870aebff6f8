"""Shared helpers of the exploration variants' and damage dice's rule tests."""

from rules.core import RuleError
from rules.ravenloft.state import Figure
from tests.rules.ravenloft.engine_helpers import GAME, Dice, new

__all__ = ["GAME", "Dice", "RuleError", "act", "codes", "monster", "table"]


def table(variant: str, n: int = 1, heroes=("kat",), **options):
    return new(n, list(heroes), adventure="2", variants=variant.split("+") if variant else [], **options)


def act(state, action, *faces):
    t = GAME.apply(state, state.heroes[state.turn.hero].seat, action, Dice(*faces))
    return t.state, t.events


def codes(events):
    return [e.code for e in events]


def monster(state, kind, square, hero=0):
    """A figure of ``kind`` on ``square`` whose card the hero holds."""
    card = f"{kind}#9"
    state.heroes[hero].cards.append(card)
    state.figures.append(Figure(uid=state.uid(), kind=kind, square=square, card=card))
    return state.figures[-1]

"""Strahd's decisions as prompts: his legal answers, his buttons, his default.

The first step of a seat's choice tree is shown on the public board, so it never names a card:
Strahd's first step is « choose… » (then his cards, only to him) or « pass ». Pass is last in
his legal answers: it is what an absent Strahd plays (the zombie and deadline default).
"""

from __future__ import annotations

from typing import Any

from rules.core.choices import ChoiceLabel, ChoiceLeaf, ChoicePath, step

from ...catalog import Catalog
from ...commands import Pass
from ...dungeon import board
from ...events import name_ids
from ...plugins import register as plug
from ...state import CRState, Pending, card_kind
from .flow import (
    BUY,
    PLACE,
    PLAY,
    PLAY_COST,
    answer,
    duplicate,
    new_squares,
    placeable,
    price,
    purchases,
    strahd_of,
)
from .models import Buy, Play, Summon


def actions(state: CRState, cat: Catalog, p: Pending) -> list[Any]:
    """Strahd's legal answers to ``p``, ``Pass`` last."""
    s = strahd_of(state)
    out: list[Any] = []
    if p.kind == PLACE:
        squares = sorted(new_squares(state, cat), key=lambda q: (q[1], q[0]))
        b = board(state, cat)
        out += [Summon(card=c, square=b.name(sq)) for c in placeable(state, cat) for sq in squares]
    elif p.kind == PLAY:
        if s.menace >= PLAY_COST:
            out += [Play(card=c) for c in s.encounters]
    elif p.kind == BUY:
        out += [Buy(encounters=e, monsters=m) for e, m, _ in purchases(state)]
    return [*out, Pass()]


def paths(state: CRState, cat: Catalog, p: Pending) -> list[ChoicePath]:
    """His choice tree: a public first step that names no card, then the cards (his alone)."""
    s = strahd_of(state)
    out: list[ChoicePath] = []
    choose = step("action", "choose", "btn-cr-strahd-choose")
    if p.kind == PLACE:
        b = board(state, cat)
        squares = sorted(new_squares(state, cat), key=lambda q: (q[1], q[0]))
        for c in placeable(state, cat):
            card = step("card", c, "choice-cr-strahd-monster", card_kind(c), monster_name=name_ids("monster",
                        card_kind(c)), cost=price(state, cat, c), lost="yes" if duplicate(state, c) else "no")
            for sq in squares:
                name = b.name(sq)
                row = ChoiceLabel(label="choice-cr-row", params={"row": name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")},
                                  fallback=name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
                out.append(ChoicePath(steps=[choose, card, step("square", name, "choice-cr-strahd-square", name, group=row,
                                                                square=name)],
                                      leaf=ChoiceLeaf(command="summon", args={"card": c, "square": name})))
    elif p.kind == PLAY and s.menace >= PLAY_COST:
        for c in s.encounters:
            out.append(ChoicePath(steps=[choose, step("card", c, "choice-cr-strahd-encounter", card_kind(c),
                                                      card_name=name_ids("encounter", card_kind(c)))],
                                  leaf=ChoiceLeaf(command="play", args={"card": c})))
    elif p.kind == BUY:
        for e, m, cost in purchases(state):
            n = e + m
            out.append(ChoicePath(
                steps=[step("count", str(n), "choice-cr-strahd-buy", str(n), count=n, cost=cost),
                       step("split", f"{e}-{m}", "choice-cr-strahd-split", f"{e}/{m}", encounters=e, monsters=m)],
                leaf=ChoiceLeaf(command="buy", args={"encounters": str(e), "monsters": str(m)})))
    out.append(ChoicePath(steps=[step("action", "pass", "opt-cr-strahd-pass")], leaf=ChoiceLeaf(command="pass")))
    return out


def _own_answer(state: CRState, cat: Catalog, p: Pending, action: Any, rng: Any) -> list[Any] | None:
    return answer(state, cat, p, action, rng) if p.kind.startswith("strahd-") else None


def _question_actions(state: CRState, cat: Catalog, p: Pending) -> list[Any] | None:
    return actions(state, cat, p) if p.kind.startswith("strahd-") else None


plug("own_answer", "strahd", 40, _own_answer)  # his decisions (plugins.py)
plug("question_actions", "strahd", 40, _question_actions)


def _question_paths(state: CRState, cat: Catalog, prompt_kind: str, p: Pending) -> list[ChoicePath] | None:
    return paths(state, cat, p) if prompt_kind.startswith("cr-strahd-") else None


plug("question_paths", "strahd", 40, _question_paths)

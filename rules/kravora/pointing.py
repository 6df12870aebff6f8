"""Kravora's moves by pointing (rules/core/choices.py).

* 3.1: « Attaque auto » (the bot allocates every attack), then each ready defender and its
  target (a unit, or a line for the long bras and the rocailleur), the ruses, « Fini »;
* purchases (turn 0, the shared window after +5/+10 L, phase 5): the unit then its line, a
  building, the canon (the player, the line, how many), a ruse, « Fini »;
* phase 4: recycle a defender, dismantle 1 or 2 points, « Fini » (only when possible);
* the Bouclier's standing answer, while holding a token.
Nothing is hidden in Kravora: every label may be public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core.choices import ChoiceLeaf, ChoicePath, ChoiceStep, step

from .board import name
from .content import content, spec
from .economy import unit_price
from .model import Attack, Auto, Build, Buy, Canon, Dismantle, Done, Recycle, Ruse
from .ruses import ruse_price

if TYPE_CHECKING:
    from .game import Kravora
    from .model import KravoraState


def _unit_step(state: KravoraState, key: str, unit_id: int, label: str = "kra-choice-unit") -> ChoiceStep:
    found = state.find(unit_id)
    assert found is not None
    board, u = found
    return step(key, str(unit_id), label, f"{name(u.kind)} L{u.line}", unit=name(u.kind), line=u.line, pv=u.pv,
                player=board.name)


def _board_step(state: KravoraState, seat: int) -> ChoiceStep:
    return step("board", str(seat), "kra-choice-board", state.players[seat].name, player=state.players[seat].name)


def _args(action: Any) -> dict[str, str]:
    data = action.model_dump(mode="json")
    data.pop("type")
    # players are typed by their number on the board (J1 to J4), not by their seat index
    return {k: str(v + 1 if k in ("board", "player") else v) for k, v in data.items() if v is not None}


def path_for(state: KravoraState, seat: int, action: Any) -> ChoicePath:
    p = state.players[seat]
    steps: list[ChoiceStep]
    if isinstance(action, Auto):
        steps = [step("action", "auto", "kra-choice-auto")]
    elif isinstance(action, Attack):
        steps = [_unit_step(state, "unit", action.unit)]
        if action.target is not None:
            steps.append(_unit_step(state, "target", action.target, "kra-choice-target"))
        else:
            count = sum(1 for u in p.units if not u.defender and u.line == action.line)
            steps.append(step("line", str(action.line), "kra-choice-line", line=action.line, count=count))
    elif isinstance(action, Buy):
        steps = [step("action", "buy", "kra-choice-buy", blood=p.blood),
                 step("unit", action.unit, "kra-choice-buy-unit", name(action.unit), unit=name(action.unit),
                      price=unit_price(p, action.unit), pv=spec(action.unit).pv),
                 step("line", str(action.line), "kra-choice-place", line=action.line)]
    elif isinstance(action, Build):
        steps = [step("action", "build", "kra-choice-build", blood=p.blood),
                 step("building", action.building, "kra-choice-building", action.building,
                      building=[f"kra-b-{action.building}"], price=content().building_price(action.building))]
    elif isinstance(action, Canon):
        steps = [step("action", "canon", "kra-choice-canon"), _board_step(state, action.player),
                 step("line", str(action.line), "kra-choice-place", line=action.line)]
    elif isinstance(action, Ruse):
        steps = [step("action", "ruse", "kra-choice-ruses"),
                 step("ruse", action.name, "kra-choice-ruse", action.name, ruse=[f"kra-r-{action.name}"],
                      price=ruse_price(p, action.name))]
        if action.board is not None:
            steps.append(_board_step(state, action.board))
        if action.line is not None:
            steps.append(step("line", str(action.line), "kra-choice-place", line=action.line))
        if action.unit is not None:
            found = state.find(action.unit)
            assert found is not None
            steps += [_board_step(state, found[0].seat), _unit_step(state, "unit", action.unit)]
        if action.mode is not None:
            steps.append(step("mode", action.mode, f"kra-choice-mode-{action.mode}"))
        if action.to is not None:
            steps.append(step("to", str(action.to), "kra-choice-place", line=action.to))
    elif isinstance(action, Recycle):
        steps = [step("action", "recycle", "kra-choice-recycle"), _unit_step(state, "unit", action.unit)]
    elif isinstance(action, Dismantle):
        steps = [step("action", "dismantle", "kra-choice-dismantle", points=action.points)]
    else:
        assert isinstance(action, Done)
        steps = [step("action", "done", f"kra-choice-done-{state.step}")]
    return ChoicePath(steps=steps, leaf=ChoiceLeaf(command=action.type, args=_args(action)))


def choice_paths(game: Kravora, state: KravoraState, seat: int) -> list[ChoicePath]:
    """Every move ``seat`` may make by pointing now, the bot's attack first and « done » last."""
    out = [path_for(state, seat, a) for a in game.legal_actions(state, seat)]
    p = state.players[seat]
    if out and p.shields > 0:
        out.insert(len(out) - 1, ChoicePath(
            steps=[step("action", "shield", "kra-choice-shield", auto=str(not p.shield_auto).lower())],
            leaf=ChoiceLeaf(command="shield", args={"auto": str(not p.shield_auto).lower()})))
    return out

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

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from rules.core.choices import ChoiceForm, ChoiceLeaf, ChoicePath, ChoiceStep, FormField

from .board import name
from .content import content, spec
from .economy import unit_price
from .model import Attack, Auto, Build, Buy, Canon, Dismantle, Done, Recycle, Ruse
from .ruses import ruse_price

if TYPE_CHECKING:
    from .model import KravoraState, Player, Unit

Index = dict[int, tuple["Player", "Unit"]]


class Steps:
    """The steps of one tree, built without validation and shared by the paths that go through
    them (a crowded table offers about a thousand ruses: "Ruses…" and each unit's step are built
    once, not once per path)."""

    def __init__(self) -> None:
        self.memo: dict[tuple[Any, ...], ChoiceStep] = {}

    def __call__(self, key: str, value: str, label: str, fallback: str = "", **params: Any) -> ChoiceStep:
        memo = (key, value, label, fallback, *sorted((k, str(v)) for k, v in params.items()))
        found = self.memo.get(memo)
        if found is None:
            found = self.memo[memo] = ChoiceStep.model_construct(key=key, value=value, label=label, params=params,
                                                                 fallback=fallback or value, group=None)
        return found


def index(state: KravoraState) -> Index:
    return {u.id: (b, u) for b in state.players for u in b.units}


def _unit_step(step: Steps, units: Index, key: str, unit_id: int, label: str = "kra-choice-unit") -> ChoiceStep:
    board, u = units[unit_id]
    return step(key, str(unit_id), label, f"{name(u.kind)} L{u.line}", unit=name(u.kind), line=u.line, pv=u.pv,
                player=board.name)


def _board_step(step: Steps, state: KravoraState, seat: int) -> ChoiceStep:
    return step("board", str(seat), "kra-choice-board", state.players[seat].name, player=state.players[seat].name)


@lru_cache(maxsize=16)
def _fields(cls: type) -> tuple[str, ...]:
    return tuple(k for k in cls.model_fields if k not in ("type", "why"))  # type: ignore[attr-defined]


def _args(action: Any) -> dict[str, str]:
    """The typed options of ``action``; players are typed by their number on the board (J1 to J4)."""
    out = {}
    for k in _fields(type(action)):
        v = getattr(action, k)
        if v is not None:
            out[k] = str(v + 1 if k in ("board", "player") else v)
    return out


@lru_cache(maxsize=1)
def propulsion_form() -> ChoiceForm:
    """Propulsion: the line the unit lands on (typed: five lines for every unit of the table)."""
    return ChoiceForm(label="kra-form-propulsion", fallback="propulsion", fields=[
        FormField(label="kra-field-to", name="to", kind="integer", min_value=1, max_value=content().board.lines,
                  default="1", fallback="to")])


def path_for(state: KravoraState, seat: int, action: Any, units: Index | None = None,
             step: Steps | None = None) -> ChoicePath:
    """The labelled steps to ``action`` and the command it sends."""
    p = state.players[seat]
    units = index(state) if units is None else units
    step = Steps() if step is None else step
    steps: list[ChoiceStep]
    if isinstance(action, Auto):
        steps = [step("action", "auto", "kra-choice-auto")]
    elif isinstance(action, Attack):
        steps = [_unit_step(step, units, "unit", action.unit)]
        if action.target is not None:
            steps.append(_unit_step(step, units, "target", action.target, "kra-choice-target"))
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
        steps = [step("action", "canon", "kra-choice-canon"), _board_step(step, state, action.player),
                 step("line", str(action.line), "kra-choice-place", line=action.line)]
    elif isinstance(action, Ruse):
        steps = [step("action", "ruse", "kra-choice-ruses"),
                 step("ruse", action.name, "kra-choice-ruse", action.name, ruse=[f"kra-r-{action.name}"],
                      price=ruse_price(p, action.name))]
        if action.board is not None:
            steps.append(_board_step(step, state, action.board))
        if action.line is not None:
            steps.append(step("line", str(action.line), "kra-choice-place", line=action.line))
        if action.unit is not None:
            steps += [_board_step(step, state, units[action.unit][0].seat), _unit_step(step, units, "unit", action.unit)]
        if action.mode is not None:
            steps.append(step("mode", action.mode, f"kra-choice-mode-{action.mode}"))
        if action.to is not None:  # the landing line in a form: one answer per unit, not five
            args = _args(action)
            del args["to"]
            return ChoicePath.model_construct(steps=steps, leaf=ChoiceLeaf.model_construct(
                command="ruse", args=args, form=propulsion_form()))
    elif isinstance(action, Recycle):
        steps = [step("action", "recycle", "kra-choice-recycle"), _unit_step(step, units, "unit", action.unit)]
    elif isinstance(action, Dismantle):
        # one answer per count (« Démonter 1 point », « Démonter 2 points »): both reachable
        steps = [step("action", f"dismantle-{action.points}", "kra-choice-dismantle", points=action.points)]
    else:
        assert isinstance(action, Done)
        steps = [step("action", "done", f"kra-choice-done-{state.step}")]
    return ChoicePath.model_construct(steps=steps, leaf=ChoiceLeaf.model_construct(
        command=action.type, args=_args(action), form=None))


def choice_paths(legal: Sequence[Any], state: KravoraState, seat: int) -> list[ChoicePath]:
    """Every move ``seat`` may make by pointing now (``legal``: its legal actions, in the game's
    order), the bot's attack first and « done » last."""
    units, step = index(state), Steps()
    out = [path_for(state, seat, a, units, step) for a in legal]
    p = state.players[seat]
    if out and p.shields > 0:
        out.insert(len(out) - 1, ChoicePath.model_construct(
            steps=[step("action", "shield", "kra-choice-shield", auto=str(not p.shield_auto).lower())],
            leaf=ChoiceLeaf.model_construct(command="shield", args={"auto": str(not p.shield_auto).lower()}, form=None)))
    return out

"""Dungeon Fighter moves by pointing (rules/core/choices.py).

* the throw: the die's colour, then the weapons thrown with (when the hero holds some), then
  a form for the numbers (aim square, power, height; no power in the reflex variant, where
  the gauge gives it); recovering the dice and giving up are one click;
* after a throw: keep (or the colour a white die stands for), or reroll (the source, then
  the form);
* every other prompt: its ready-made answers (rooms, votes, pushes, camp...).

Nothing here is hidden: the game is cooperative and the table's push stays in the view (or
hidden there when En Aveugle hides it); the form only asks numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Prompt
from rules.core.choices import ChoiceForm, ChoiceLeaf, ChoicePath, FormField, step

from . import throw as T
from .content import content

if TYPE_CHECKING:
    from .game import DungeonFighter
    from .model import DFState

#: the form's defaults: the centre of the aim grid, the power reaching it, a middle height
DEFAULT_AIM, DEFAULT_POWER, DEFAULT_HEIGHT = "F6", "8", "5"


def throw_form(reflex: bool) -> ChoiceForm:
    """The numbers of a throw: where to aim, how hard (unless the gauge gives it), how high."""
    fields = [FormField(label="df-field-aim", name="aim", kind="text", default=DEFAULT_AIM, fallback="aim")]
    if not reflex:
        fields.append(FormField(label="df-field-power", name="power", min_value=T.POWER_MIN, max_value=T.POWER_MAX,
                                default=DEFAULT_POWER, fallback="power",
                                params={"min": f"{T.POWER_MIN:g}", "max": f"{T.POWER_MAX:g}"}))
    fields.append(FormField(label="df-field-height", name="height", kind="integer", min_value=1, max_value=9,
                            default=DEFAULT_HEIGHT, fallback="height", params={"min": 1, "max": 9}))
    return ChoiceForm(label="df-form-throw", fallback="throw", fields=fields)


def _options(p: Prompt) -> list[ChoicePath]:
    return [ChoicePath(steps=[step("option", f"{o.command}:{sorted(o.args.items())}", o.label, o.label, **o.params)],
                       leaf=ChoiceLeaf(command=o.command, args=dict(o.args))) for o in p.options]


def choice_paths(game: DungeonFighter, state: DFState, seat: int) -> list[ChoicePath]:
    """Every move ``seat`` may make by pointing now."""
    out: list[ChoicePath] = []
    for p in game.prompts(state):
        if p.seat != seat:
            continue
        if p.kind == "df-throw":
            out += throw_paths(game, state, seat)
        elif p.kind == "df-decide":
            out += _options(p) + reroll_paths(game, state)
        else:
            out += _options(p)
    return out


def throw_paths(game: DungeonFighter, state: DFState, seat: int) -> list[ChoicePath]:
    c = content()
    cb = state.combat
    assert cb is not None
    weapons = [e for e in state.heroes[seat].equipment if c.equipment[e].kind == "weapon"]
    sets: list[list[str]] = [[]] + [[w] for w in weapons] + ([weapons] if len(weapons) > 1 else [])
    form = throw_form(state.reflex)
    out = []
    for die in game.usable_dice(state):
        for ws in sets:
            steps = [step("die", die, "df-choice-die", colour=die)]
            if weapons:
                steps.append(step("weapons", ",".join(ws) or "-", "df-choice-weapons", count=len(ws),
                                  names=", ".join(c.equipment[w].name for w in ws)))
            args = {"die": die}
            if ws:
                args["weapons"] = ",".join(ws)
            out.append(ChoicePath(steps=steps, leaf=ChoiceLeaf(command="throw", args=args, form=form)))
    if game._can_recover(state):
        out.append(ChoicePath(steps=[step("action", "recover", "df-choice-recover")], leaf=ChoiceLeaf(command="recover")))
    if not cb.boss and not cb.gave_up_asked:
        out.append(ChoicePath(steps=[step("action", "giveup", "df-choice-giveup")], leaf=ChoiceLeaf(command="giveup")))
    return out


def reroll_paths(game: DungeonFighter, state: DFState) -> list[ChoicePath]:
    cb = state.combat
    assert cb is not None and cb.pending is not None
    c = content()
    form = throw_form(state.reflex)
    out = []
    for source in cb.pending.rerolls:
        label = "ability" if source == "ability" else c.equipment[source].name if source in c.equipment else source
        out.append(ChoicePath(steps=[step("reroll", source, "df-choice-reroll", source=label,
                                          ability="yes" if source == "ability" else "no")],
                              leaf=ChoiceLeaf(command="reroll", args={"source": source}, form=form)))
    return out

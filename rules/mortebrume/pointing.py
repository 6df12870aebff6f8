"""Pointing on a phone: every declaration as a few buttons (fighter, action, target or place).

Positions: toward a named fighter or terrain piece stopping at contact or at the weapon's best
distance, after N cm (a form), centimetre coordinates on the picture's labelled grid (a form),
compass steps (8 directions x 1, 2.5, 5 cm or the whole walk); facing by compass or toward the
nearest enemy. Nothing here measures a distance between fighters (MA30).
"""

from __future__ import annotations

from typing import Any

from rules.core.choices import (
    ChoiceForm,
    ChoiceLeaf,
    ChoiceNode,
    ChoicePath,
    ChoiceStep,
    FormField,
    Later,
    build_tree,
    lazy_tree,
)

from . import board as bd
from . import flow
from . import geometry as geo
from . import moving as mv
from .ai import deploy_spot
from .choosing import enemies, power_needed, visible_enemies
from .content import content
from .declare import split_move
from .model import MBState

DIRS = ("n", "ne", "e", "se", "s", "so", "o", "no")
STEPS = ("1", "2.5", "5")


def step(key: str, value: str, label: str, fallback: str = "", **params: Any) -> ChoiceStep:
    """``rules.core.choices.step`` without validation: a menu holds hundreds of steps (bench_mortebrume)."""
    return ChoiceStep.model_construct(key=key, value=value, label=label, params=params, fallback=fallback or value,
                                      group=None)


def _leaf(args: dict[str, str], form: ChoiceForm | None = None, command: str = "act") -> ChoiceLeaf:
    return ChoiceLeaf.model_construct(command=command, args=args, form=form)


def paths(game: Any, state: MBState, seat: int) -> list[ChoicePath]:
    prompts = [p for p in game.prompts(state) if p.seat == seat]
    if not prompts:
        return []
    kind = prompts[0].kind
    if prompts[0].options:
        out = [ChoicePath(steps=[step("option", str(i), o.label, o.label, **o.params)],
                          leaf=ChoiceLeaf(command=o.command, args=dict(o.args)))
               for i, o in enumerate(prompts[0].options)]
        if kind == "mb-reaction":
            out += reaction_details(state, seat, len(out))
        return out
    if kind.startswith("mb-designate"):
        deploy = kind == "mb-designate-deploy"
        return [ChoicePath(steps=[step("fighter", f.id, "choice-mb-designate", who=bd.label(f))],
                           leaf=_leaf({"fighter": f.id}, command="designate"))
                for f in state.fighters if f.seat == seat and (not f.placed if deploy else f.placed and f.able)]
    if kind == "mb-place":
        f = flow.placing(state)
        x, y, facing = deploy_spot(state, f)  # spread over the zone, facing the enemy
        form = ChoiceForm(label="form-mb-place", fields=[
            FormField(name="at", kind="text", label="field-mb-at", default=f"{x:g},{y:g}"),
            FormField(name="facing", kind="text", label="field-mb-facing", default=f"{round(facing):g}",
                      required=False)])
        return [ChoicePath(steps=[step("place", "form", "choice-mb-place", who=bd.label(f))],
                           leaf=_leaf({}, form, command="place"))]
    if kind == "mb-activation":
        return activation_paths(state, seat)
    return []


def tree(game: Any, state: MBState, seat: int) -> ChoiceNode:
    """The seat's tree; in an activation, the fighters now and a fighter's actions, targets and
    places when a player opens it (the same tree as ``build_tree(paths(...))``)."""
    prompts = [p for p in game.prompts(state) if p.seat == seat]
    if not prompts or prompts[0].kind != "mb-activation" or prompts[0].options:
        return build_tree(paths(game, state, seat))
    return lazy_tree(_activation(state, seat))


def activation_paths(state: MBState, seat: int) -> list[ChoicePath]:
    return [p for item in _activation(state, seat) for p in (item.paths() if isinstance(item, Later) else [item])]


def _activation(state: MBState, seat: int) -> list[ChoicePath | Later]:
    """Imposing the hand, then each fighter the seat may activate (its paths made when asked)."""
    out: list[ChoicePath | Later] = []
    if state.holder == seat and flow.available(state, 1 - seat):
        out.append(ChoicePath(steps=[step("fighter", "impose", "choice-mb-impose")], leaf=_leaf({}, command="impose")))
    for f in flow.available(state, seat):
        who = step("fighter", f.id, "choice-mb-fighter", who=bd.label(f))
        out.append(Later(who, lambda f=f, who=who: fighter_paths(state, seat, f, who)))
    return out


def _insp(state: MBState, seat: int, f: Any) -> list[FormField]:
    """The inspiration field when the player has destiny and the fighter has not used it this turn."""
    if state.destiny[seat] <= 0 or f.destiny_used:
        return []
    return [FormField(name="inspiration", kind="integer", label="field-mb-inspiration", min_value=0,
                      max_value=state.destiny[seat], default="0", required=False)]


def spell_form(state: MBState, seat: int, f: Any, o: Any, sp: str) -> ChoiceForm:
    """A cast's power (by default what the target's resistance needs, seed L486-488, L512), zone and
    inspiration."""
    fields = [FormField(name="power", kind="integer", label="field-mb-power", min_value=0, max_value=20,
                        default=str(power_needed(state, f, o, sp)), required=False)]
    if content().spells[sp].zone > 0:
        fields.append(FormField(name="zone", kind="integer", label="field-mb-zone", min_value=0, max_value=20,
                                default="0", required=False))
    return ChoiceForm(label="form-mb-spell", fields=fields + _insp(state, seat, f))


def details(state: MBState, seat: int, f: Any, action: str) -> ChoiceForm:
    """An attack's details: the move after it, the weapon, the push's direction and inspiration."""
    p = bd.prof(f)
    fields = []
    w = content().weapons[p.weapon]
    # a move after the attack: when the weapon allows moving before and after (MB55-MB59); an archer's
    # shot from where it stands (seed L448-450)
    if (action == "strike" and split_move(f, "main")) or (action == "shoot" and w.bow):
        fields.append(FormField(name="after", kind="text", label="field-mb-after", required=False))
    if p.second:
        fields.append(FormField(name="weapon", kind="text", label="field-mb-weapon", default="main", required=False))
    if action == "strike" and content().weapons[p.weapon].trait == "recul":
        fields.append(FormField(name="push", kind="text", label="field-mb-push", required=False))
    return ChoiceForm(label="form-mb-attack", fields=fields + _insp(state, seat, f))


def reaction_details(state: MBState, seat: int, first: int) -> list[ChoicePath]:
    """Each reaction again with its details (a form): the dodge's direction, the move after a riposte
    or a shield (MB73, MB96), inspiration."""
    pend = state.pending
    if pend is None:
        return []
    t = bd.fighter(state, pend.target)
    out = []
    for i, r in enumerate(pend.allowed):
        fields = []
        if r == "dodge":
            fields.append(FormField(name="direction", kind="text", label="field-mb-direction", required=False))
        if r in ("riposte", "shield", "dodge"):
            fields.append(FormField(name="to", kind="text", label="field-mb-react-to", required=False))
        fields += _insp(state, seat, t)
        if not fields:
            continue
        out.append(ChoicePath(steps=[step("option", str(first + i), "choice-mb-react-more", reaction=r)],
                              leaf=ChoiceLeaf(command="react", args={"reaction": r},
                                              form=ChoiceForm(label="form-mb-react", fields=fields))))
    return out


def fighter_paths(state: MBState, seat: int, f: Any, who: ChoiceStep) -> list[ChoicePath]:
    """Every declaration of the fighter ``f`` (its first step ``who``)."""
    out: list[ChoicePath] = []
    pieces = list(bd.ground(state).shapes)
    p = bd.prof(f)
    fid = {"fighter": f.id}
    w = content().weapons[p.weapon]
    foes = enemies(state, f)

    def add(action_key: str, label: str, rest: list[Any], args: dict[str, str], form: ChoiceForm | None = None,
            **params: Any) -> None:
        out.append(ChoicePath.model_construct(steps=[who, step("action", action_key, label, **params), *rest],
                                              leaf=_leaf({**fid, **args}, form)))

    if not w.ranged and not f.fenced:
        for o in foes:
            if o.id not in f.dodged:
                add("strike", "choice-mb-strike", [step("target", o.id, "choice-mb-target", who=bd.label(o))],
                    {"action": "strike", "target": o.id, "to": o.id, "stop": "optimal"})
                add("strike-more", "choice-mb-strike-more",
                    [step("target", o.id, "choice-mb-target", who=bd.label(o))],
                    {"action": "strike", "target": o.id, "to": o.id, "stop": "optimal"},
                    details(state, seat, f, "strike"))
                add("strike-here", "choice-mb-strike-here",
                    [step("target", o.id, "choice-mb-target", who=bd.label(o))],
                    {"action": "strike", "target": o.id})
    seen = visible_enemies(state, f) if (w.ranged or p.spells) else []
    if w.ranged:
        for o in seen:
            add("shoot", "choice-mb-shoot", [step("target", o.id, "choice-mb-target", who=bd.label(o))],
                {"action": "shoot", "target": o.id})
            add("shoot-more", "choice-mb-shoot-more", [step("target", o.id, "choice-mb-target", who=bd.label(o))],
                {"action": "shoot", "target": o.id}, details(state, seat, f, "shoot"))
    for sp in p.spells:
        if sp in f.lost_spells:
            continue
        targets = seen if content().spells[sp].hostile else [x for x in bd.on_table(state)
                                                              if x.seat == seat and x.status == "ok"]
        for o in targets:
            add("spell", "choice-mb-spell", [step("spell", sp, "choice-mb-spell-name", spell=sp),
                                             step("target", o.id, "choice-mb-target", who=bd.label(o))],
                {"action": "spell", "spell": sp, "target": o.id}, spell_form(state, seat, f, o, sp))
        if content().spells[sp].zone > 0:  # an area spell on a bare point: a form (x,y, ne 10, vers B2 12)
            hx, hy = geo.heading(f.deg)
            ahead = f"{min(max(f.cx + 10 * hx, 0), state.options.size):.1f},{min(max(f.cy + 10 * hy, 0), state.options.size):.1f}"
            add("spell", "choice-mb-spell", [step("spell", sp, "choice-mb-spell-name", spell=sp),
                                             step("target", "point", "choice-mb-spell-point")],
                {"action": "spell", "spell": sp},
                ChoiceForm(label="form-mb-point", fields=[
                    FormField(name="at", kind="text", label="field-mb-point", default=ahead)]))
    if mv.allowance(f, False) > 0:
        for name in [o.id for o in foes] + pieces:
            label = bd.label(bd.fighter(state, name)) if name in {o.id for o in foes} else name
            toward = step("to", name, "choice-mb-toward", who=label)
            add("walk", "choice-mb-walk", [toward, step("stop", "contact", "choice-mb-stop-contact")],
                {"action": "walk", "to": name, "stop": "contact"})
            if name in pieces:
                continue
            add("walk", "choice-mb-walk", [toward, step("stop", "cm", "choice-mb-stop-cm")],
                {"action": "walk", "to": name},
                ChoiceForm(label="form-mb-after-cm", fields=[
                    FormField(name="stop", kind="number", label="field-mb-stop", min_value=0.5,
                              max_value=60, default="5")]))
            if not f.slowed:
                add("run", "choice-mb-run", [toward], {"action": "run", "to": name, "stop": "contact"})
        for d in DIRS:
            for n in STEPS:
                add("step", "choice-mb-step", [step("dir", d, f"choice-mb-dir-{d}"),
                                               step("cm", n, "choice-mb-cm", cm=n)],
                    {"action": "walk", "to": f"{d} {n}"})
        add("coords", "choice-mb-coords", [], {"action": "walk"},
            ChoiceForm(label="form-mb-coords", fields=[
                FormField(name="to", kind="text", label="field-mb-to", default=f"{f.cx:g},{f.cy:g}"),
                FormField(name="facing", kind="text", label="field-mb-facing", required=False)]))
    for d in DIRS:
        add("rotate", "choice-mb-rotate", [step("dir", d, f"choice-mb-dir-{d}")],
            {"action": "rotate", "facing": d})
    for o in foes[:8]:
        add("rotate", "choice-mb-rotate", [step("dir", o.id, "choice-mb-toward", who=bd.label(o))],
            {"action": "rotate", "facing": f"vers {o.id}"})
    add("none", "choice-mb-none", [], {"action": "none"})
    if p.reserved and not f.reserved_used and not w.ranged:
        for o in foes:
            if o.status == "ok":
                out.append(ChoicePath.model_construct(
                    steps=[who, step("action", "reserve", "choice-mb-reserve"),
                           step("target", o.id, "choice-mb-target", who=bd.label(o))],
                    leaf=_leaf({"fighter": f.id, "target": o.id}, command="reserve")))
    return out

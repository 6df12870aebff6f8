"""Dungeon Fighter moves by pointing (rules/core/choices.py).

* the throw: the die's colour, then the weapons thrown with (when the hero holds some), then
  a form for the numbers (aim square, power, height; no power in the reflex variant, where
  the gauge gives it); recovering the dice and giving up are one click;
* after a throw: keep (or the colour a white die stands for), or reroll (the source, then
  the aim and the numbers as for the throw);
* at camp: end the turn, buy (the card), heal (the gold), give (the card, then the hero), use
  a heal card (the card, then who it heals);
* Emprunt: the preset powers, or another power in a form;
* every other prompt: its ready-made answers (rooms, votes, scars...).

Nothing here is hidden: the game is cooperative and the table's push stays in the view (or
hidden there when En Aveugle hides it); the form only asks numbers.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rules.core import Prompt
from rules.core.choices import (
    ChoiceForm,
    ChoiceLabel,
    ChoiceLeaf,
    ChoicePath,
    ChoiceStep,
    FormField,
    step,
)

from . import common as Q
from . import prompting as P
from . import throw as T
from .content import content
from .numbers import Stop

if TYPE_CHECKING:
    from .model import DFState

#: the aim grid offered as buttons
AIM_COLUMNS, AIM_ROWS = "DEFGH", range(4, 9)
GRID = tuple(f"{col}{row}" for row in AIM_ROWS for col in AIM_COLUMNS)
#: where the paths stop before the aim grid (aimgrid.choice_tree grafts the grid there)
Stops = list[Stop]
#: a stop's leaf carries this argument: the index of its entry in the stops
GRID_MARK = "\x00grid"
#: the form's defaults: the centre of the aim grid, the power reaching it, a middle height
DEFAULT_AIM, DEFAULT_POWER, DEFAULT_HEIGHT = "F6", "8", "5"


def throw_form(reflex: bool, aim: bool = True, conditions: Iterable[str] = (), blind: bool = False) -> ChoiceForm:
    """The numbers of a throw under ``conditions``: where to aim (unless a grid button gave it),
    how hard (unless the gauge or, under Emprunt, the player on the left gives it; at most
    Soufflé's limit, the hint the power reaching the centre), how high, and under Double Rebond where it bounces again. ``blind`` (En
    Aveugle): the labels do not say where the Target is."""
    conds = set(conditions)
    fields = ([FormField(label="df-field-aim-blind" if blind else "df-field-aim", name="aim", kind="text",
                         default=DEFAULT_AIM, fallback="aim")] if aim else [])
    if not reflex and "emprunt" not in conds:
        fields.append(power_field(T.profile(conds).power_max, T.reach(conds), blind))
    fields.append(FormField(label="df-field-height", name="height", kind="integer", min_value=1, max_value=9,
                            default=DEFAULT_HEIGHT, fallback="height", params={"min": 1, "max": 9}))
    if "double_rebond" in conds:
        fields.append(bounce2_field())
    return ChoiceForm(label="df-form-throw", fallback="throw", fields=fields)


def power_field(most: float, reach: float, blind: bool = False) -> FormField:
    """The power, from 0.5 to ``most``, with the power reaching the centre as a hint (not when
    En Aveugle hides the Target)."""
    default = f"{min(reach, most):g}"
    return FormField(label="df-field-power-blind" if blind else "df-field-power", name="power",
                     min_value=T.POWER_MIN, max_value=most, default=default, fallback="power",
                     params={"min": f"{T.POWER_MIN:g}", "max": f"{most:g}", "reach": f"{reach:g}"})


def bounce2_field(default: str = DEFAULT_HEIGHT) -> FormField:
    """Double Rebond's second input: where the die bounces the second time, in tenths of what
    is left of its travel after the first bounce."""
    return FormField(label="df-field-bounce2", name="bounce2", kind="integer", min_value=1, max_value=9,
                     default=default, fallback="bounce2", params={"min": 1, "max": 9})


def report_form() -> ChoiceForm:
    """Real dice: where the group's own die stopped (0: off the Target) and the hero symbol."""
    return ChoiceForm(label="df-form-report", fallback="report", fields=[
        FormField(label="df-field-section", name="section", kind="integer", min_value=0, max_value=10, default="0",
                  fallback="section", params={"sections": ", ".join(str(v) for v in [0, *T.BOX_SECTIONS])}),
        FormField(label="df-field-symbol", name="symbol", kind="text", default="non", fallback="symbol")])


def push_form(conditions: Iterable[str] = ()) -> ChoiceForm:
    """Emprunt: the power the player on the left gives the thrower's hand (at most Soufflé's)."""
    return ChoiceForm(label="df-form-push", fallback="push", fields=[
        power_field(T.profile(conditions).power_max, T.reach(conditions))])


def _plan_conditions(state: DFState) -> list[str]:
    cb = state.combat
    plan = cb.pending.plan if cb is not None and cb.pending is not None else None
    return list(plan.conditions) if plan is not None else []


def _options(p: Prompt) -> list[ChoicePath]:
    return [ChoicePath(steps=[step("option", f"{o.command}:{sorted(o.args.items())}", o.label, o.label, **o.params)],
                       leaf=ChoiceLeaf(command=o.command, args=dict(o.args))) for o in p.options]


def choice_paths(state: DFState, seat: int, stops: Stops | None = None) -> list[ChoicePath]:
    """Every move ``seat`` may make by pointing now. With ``stops``, a throw's paths stop
    before the aim grid (their leaves name an entry of ``stops``: see aimgrid.py)."""
    out: list[ChoicePath] = []
    for p in P.prompts(state):
        if p.seat != seat:
            continue
        if p.kind == "df-throw":
            out += throw_paths(state, seat, stops)
        elif p.kind == "df-decide":
            out += _options(p) + reroll_paths(state, seat, stops)
        elif p.kind == "df-emprunt" and not state.reflex:
            out += _options(p) + [ChoicePath(steps=[step("action", "push-other", "df-choice-push-other")],
                                             leaf=ChoiceLeaf(command="push", form=push_form(_plan_conditions(state))))]
        elif p.kind in ("df-camp-leader", "df-camp"):
            out += camp_paths(state, seat, leader=p.kind == "df-camp-leader")
        else:
            out += _options(p)
    return out


def throw_paths(state: DFState, seat: int, stops: Stops | None = None) -> list[ChoicePath]:
    c = content()
    cb = state.combat
    assert cb is not None
    weapons = [e for e in state.heroes[seat].equipment if c.equipment[e].kind == "weapon"]
    sets: list[list[str]] = [[]] + [[w] for w in weapons] + ([weapons] if len(weapons) > 1 else [])
    extras = item_sets(state, seat)
    divine = divine_colours(state, seat)
    blind = Q.blind(state)
    out = []
    for die in Q.usable_dice(state):
        heals = heal_choices(state) if die in divine or (divine and die == "white") else [None]
        for ws in sets:
            for its in extras:
                for heal in heals:
                    steps = [step("die", die, "df-choice-die", colour=die)]
                    if weapons:
                        steps.append(step("weapons", ",".join(ws) or "-", "df-choice-weapons", count=len(ws),
                                          names=", ".join(c.equipment[w].name for w in ws)))
                    if len(extras) > 1:
                        steps.append(step("items", ",".join(its) or "-", "df-choice-items", count=len(its),
                                          names=", ".join(c.equipment[i].name for i in its)))
                    if len(heals) > 1:
                        steps.append(divine_step(state, heal))
                    args = {"die": die}
                    if ws:
                        args["weapons"] = ",".join(ws)
                    if its:
                        args["items"] = ",".join(its)
                    if heal is not None:
                        args["heal"] = str(heal + 1)
                    if state.real_dice:
                        out.append(ChoicePath(steps=steps, leaf=ChoiceLeaf(command="throw", args=args,
                                                                           form=report_form())))
                    else:
                        conds = set(Q.imposed(state)) | {t for w in ws for t in c.equipment[w].throws}
                        out += aim_paths(state, seat, steps, args, conds, stops, blind)
    if Q.can_recover(state):
        out.append(ChoicePath(steps=[step("action", "recover", "df-choice-recover")], leaf=ChoiceLeaf(command="recover")))
    if not cb.boss and not cb.gave_up_asked:
        out.append(ChoicePath(steps=[step("action", "giveup", "df-choice-giveup")], leaf=ChoiceLeaf(command="giveup")))
    return out


def aim_paths(state: DFState, seat: int, steps: list[ChoiceStep], args: dict[str, str],
              conditions: Iterable[str] = (), stops: Stops | None = None, blind: bool | None = None,
              command: str = "throw") -> list[ChoicePath]:
    """The aim by buttons: « same as last » (the hero's last numbers, no form), then the grid's
    squares around the centre (D-H, 4-8: the push is at most 2¼ squares; any other square can
    still be typed), then power and height in a form (the tree's squares open buttons for
    them: numbers.py). With ``stops``: one path ending where the grid would start (aimgrid.py
    grafts the grid there). ``command``: ``throw``, or ``reroll`` for a reroll's new throw."""
    most = T.profile(conditions).power_max
    # eyes closed (the room's En Aveugle or the weapon's): no label says where the Target is
    blind = (Q.blind(state) if blind is None else blind) or "en_aveugle" in set(conditions)
    form = throw_form(state.reflex, aim=False, conditions=conditions, blind=blind)
    if stops is not None:
        stops.append(Stop(args, tuple(sorted(set(conditions))), form, blind, state.reflex, command))
        leaf = ChoiceLeaf.model_construct(command=command, args={GRID_MARK: str(len(stops) - 1)}, form=None)
        return [ChoicePath.model_construct(steps=steps, leaf=leaf)]
    out = []
    same = same_as_last(state, seat, most, form)
    if same is not None:
        label, params, extra, same_form = same
        out.append(ChoicePath(steps=steps + [step("aim", "same", label, **params)],
                              leaf=ChoiceLeaf(command=command, args={**args, **extra}, form=same_form)))
    for row in AIM_ROWS:
        group = ChoiceLabel(label="df-choice-row", params={"row": row}, fallback=str(row))
        for col in AIM_COLUMNS:
            square = f"{col}{row}"
            # built without validation: 25 paths per die and weapon set, from parts already valid
            aim = ChoiceStep.model_construct(key="aim", value=square, label="df-choice-square",
                                             params={"square": square}, fallback=square, group=group)
            leaf = ChoiceLeaf.model_construct(command=command, args={**args, "aim": square}, form=form)
            out.append(ChoicePath.model_construct(steps=[*steps, aim], leaf=leaf))
    return out


def same_as_last(state: DFState, seat: int, most: float, form: ChoiceForm
                 ) -> tuple[str, dict[str, object], dict[str, str], ChoiceForm | None] | None:
    """« Same as last »: its label, the label's parameters, the throw's arguments and what is
    still asked (Double Rebond's second bounce, when ``form`` asks it), when the hero has thrown
    before (and the power is still allowed)."""
    last = state.heroes[seat].last_throw
    if not last or state.reflex or last[2] > most:
        return None
    x, y, power, height = last[:4]
    params = {"square": Q.grid_square(x, y), "power": f"{power:g}", "height": int(height)}
    args = {"aim": f"{x:g},{y:g}", "power": f"{power:g}", "height": str(int(height))}
    double = any(f.name == "bounce2" for f in form.fields)
    if not any(f.name == "power" for f in form.fields):  # Emprunt: the player on the left gives it
        del params["power"], args["power"]
        return "df-choice-same-height", params, args, _bounce2_form(last) if double else None
    return "df-choice-same", params, args, _bounce2_form(last) if double else None


def _bounce2_form(last: list[float]) -> ChoiceForm:
    """« Same as last » under Double Rebond: the second bounce, the last one by default."""
    return ChoiceForm(label="df-form-throw", fallback="throw", fields=[
        bounce2_field(str(int(last[4])) if len(last) > 4 else DEFAULT_HEIGHT)])


def item_sets(state: DFState, seat: int) -> list[list[str]]:
    """The cards a throw may spend for extra damage: none, each alone, and every combination
    while there are at most three of them (eight answers)."""
    c = content()
    items = [e for e in dict.fromkeys(state.heroes[seat].equipment) if c.equipment[e].effect == "extra_damage"]
    if len(items) > 3:
        return [[]] + [[i] for i in items]
    return [[i for k, i in enumerate(items) if mask >> k & 1] for mask in range(1 << len(items))]


def divine_colours(state: DFState, seat: int) -> set[str]:
    """The die colours on which the thrower's hero has Intervention Divine."""
    abilities = Q.hero_card(state, seat).abilities
    return {colour for colour, ab in abilities.items() if ab.kind == "intervention_divine"}


def heal_choices(state: DFState) -> list[int | None]:
    """Intervention Divine's shares: the most wounded first (the default), or one hero healed
    first as much as it needs (the rest going to the most wounded)."""
    return [None] + [h.seat for h in state.heroes if not h.fainted and not h.out]


def divine_step(state: DFState, heal: int | None) -> ChoiceStep:
    if heal is None:
        return step("heal", "-", "df-choice-divine-auto")
    return step("heal", str(heal), "df-choice-divine", hero=content().heroes[state.heroes[heal].hero].name)


def reroll_paths(state: DFState, seat: int, stops: Stops | None = None) -> list[ChoicePath]:
    """A reroll: the source (the Relance ability, a card), then the new throw as a throw is
    pointed (the aim grid or « same as last », the numbers; real dice: the report)."""
    cb = state.combat
    assert cb is not None and cb.pending is not None
    c = content()
    assert cb.pending.plan is not None
    out = []
    for source in cb.pending.rerolls:
        label = "ability" if source == "ability" else c.equipment[source].name if source in c.equipment else source
        steps = [step("reroll", source, "df-choice-reroll", source=label, ability="yes" if source == "ability" else "no")]
        if state.real_dice:
            out.append(ChoicePath(steps=steps, leaf=ChoiceLeaf(command="reroll", args={"source": source},
                                                               form=report_form())))
        else:
            out += aim_paths(state, seat, steps, {"source": source}, cb.pending.plan.conditions, stops,
                             command="reroll")
    return out


def camp_paths(state: DFState, seat: int, leader: bool) -> list[ChoicePath]:
    """End of turn: end it, buy, heal, give a card to a hero, use a heal card."""
    c = content()
    out: list[ChoicePath] = []

    def add(steps: list[ChoiceStep], command: str, **args: str) -> None:
        out.append(ChoicePath(steps=steps, leaf=ChoiceLeaf(command=command, args=args)))

    if leader:
        add([step("action", "next", "opt-df-pick-next")], "next")
        if Q.in_shop(state):
            buy = step("action", "buy", "df-choice-buy", gold=state.gold)
            for i in P.buyable(state):
                add([buy, step("item", i, "opt-df-pick-buy", name=c.equipment[i].name, cost=c.equipment[i].cost)],
                    "buy", item=i)
            if state.gold >= 2:
                add([buy, step("item", "white", "opt-df-pick-white")], "buy", item="white")
            heal = step("action", "heal", "df-choice-heal", gold=state.gold)
            for g in P.heal_amounts(state, state.gold):
                add([heal, step("gold", str(g), "opt-df-pick-heal", gold=g)], "heal", gold=str(g))
    give = step("action", "give", "df-choice-give")
    cards = [i for i in state.stash if leader] + list(state.heroes[seat].equipment)
    for item in dict.fromkeys(cards):
        if item in state.moved:
            continue
        for h in state.heroes:
            if h.out or item in h.equipment or not Q.slots_free(state, h.seat, item):
                continue
            add([give, step("item", item, "df-choice-card", name=c.equipment[item].name),
                 step("to", str(h.seat), "df-choice-hero", hero=c.heroes[h.hero].name)],
                "give", item=item, to=str(h.seat + 1))
    use = step("action", "use", "df-choice-use")
    for item in Q.any_time_items(state, seat):
        card = step("item", item, "df-choice-card", name=c.equipment[item].name)
        if c.equipment[item].effect != "heal_one":
            add([use, card], "use", item=item)
            continue
        for h in state.heroes:
            if h.fainted or h.out:
                continue
            target = step("target", str(h.seat), "df-choice-hero", hero=c.heroes[h.hero].name)
            if h.seat == seat:
                add([use, card, target], "use", item=item)
            else:
                add([use, card, target], "use", item=item, target=str(h.seat + 1))
    return out

"""Dungeon Fighter: who must answer now, and the ready-made answers offered as buttons."""

from __future__ import annotations

from rules.core import (
    ELAPSED,
    Prompt,
    PromptOption,
)

from . import throw as T
from .common import (
    any_time_items,
    furie_colours,
    hero_card,
    hero_name,
    imposed,
    in_shop,
    room_kind,
    slots_free,
    standing,
    successors,
    usable_dice,
)
from .content import COLOURS, content
from .model import (
    DFState,
)

#: the powers offered as buttons to the player who moves the thrower's hand (Emprunt)
PUSH_PRESETS = (6.0, 7.0, 8.0, 9.0, 10.0)


def prompts(state: DFState) -> list[Prompt]:
    if state.phase == "over":
        return []
    if state.phase == "move":
        rooms = successors(state)
        return [Prompt(seat=state.leader, kind="df-move", params={"rooms": ", ".join(rooms)},
                       options=[PromptOption(command="go", args={"room": r}, label="opt-df-pick-room",
                                             params={"room": r, "kind": room_kind(r)}) for r in rooms])]
    if state.phase == "combat":
        return combat_prompts(state)
    # camp
    scars = [h.seat for h in state.heroes if h.scar_pending]
    if scars:
        return [Prompt(seat=s, kind="df-scar", options=[
            colour_option("scar", state, s, col) for col in COLOURS if col not in state.heroes[s].scars])
            for s in scars]
    out = [Prompt(seat=state.leader, kind="df-camp-leader", params={"gold": state.gold},
                  options=camp_options(state, state.leader, leader=True))]
    out += [Prompt(seat=h.seat, kind="df-camp", options=camp_options(state, h.seat, leader=False))
            for h in state.heroes if not h.out and h.seat != state.leader and has_camp_move(state, h.seat)]
    return out


def colour_option(command: str, state: DFState, seat: int, colour: str) -> PromptOption:
    kind = hero_card(state, seat).abilities[colour].kind  # type: ignore[index]
    return PromptOption(command=command, args={"colour": colour}, label=f"opt-df-pick-{kind.replace('_', '-')}",
                        params={"colour": colour})


def combat_prompts(state: DFState) -> list[Prompt]:
    c = content()
    cb = state.combat
    assert cb is not None
    p = cb.pending
    if p is None:
        rules = [f"fx-{t}" for t in imposed(state)]
        dice = list(usable_dice(state))
        return [Prompt(seat=cb.thrower, kind="df-throw", params={
            "dice": dice, "count": len(dice), "white": state.white, "pv": cb.pv,
            "imposed": "yes" if rules else "no", "rules": rules or "-"})]
    if p.kind == "vote":
        return [Prompt(seat=s, kind="df-vote", options=[
            PromptOption(command="vote", args={"yes": "true"}, label="opt-df-pick-yes"),
            PromptOption(command="vote", args={"yes": "false"}, label="opt-df-pick-no")])
            for s in standing(state) if s not in p.votes]
    if p.kind in ("emprunt", "gauge"):
        assert p.plan is not None
        if state.reflex:
            options = [PromptOption(command="push", args={"timing": ELAPSED}, label="opt-df-pick-stop")]
        else:
            most = T.profile(p.plan.conditions).power_max  # Soufflé limits the power
            options = [PromptOption(command="push", args={"power": f"{v:g}"}, label="opt-df-pick-push",
                                    params={"power": f"{v:g}"}) for v in (
                [v for v in PUSH_PRESETS if v <= most] or [most - 1, most])]
        return [Prompt(seat=p.seat, kind=f"df-{p.kind}", params={"thrower": p.plan.seat, "hero": hero_name(state, p.plan.seat)},
                       options=options)]
    if p.kind == "discard":
        items = state.heroes[p.seat].equipment
        return [Prompt(seat=p.seat, kind="df-discard", options=[
            PromptOption(command="discard", args={"item": e}, label="opt-df-pick-discard",
                         params={"name": c.equipment[e].name}) for e in items])]
    assert p.plan is not None and p.landing is not None
    furie = furie_colours(state, p.seat, p.plan.die, p.landing)
    options: list[PromptOption] = []
    if p.plan.die == "white" and p.landing.face == T.HERO_FACE:
        for col in COLOURS:
            if col in furie:
                options += [PromptOption(command="keep", args={"colour": col, "furie": yes}, label=f"opt-df-pick-furie-{word}",
                                         params={"colour": col}) for yes, word in (("true", "yes"), ("false", "no"))]
            else:
                options.append(colour_option("keep", state, p.seat, col))
    elif furie:
        options = [PromptOption(command="keep", args={"furie": yes}, label=f"opt-df-pick-furie-{word}")
                   for yes, word in (("true", "yes"), ("false", "no"))]
    else:
        options = [PromptOption(command="keep", label="opt-df-pick-keep")]
    return [Prompt(seat=p.seat, kind="df-decide", params={"zone": p.landing.zone}, options=options)]


def buyable(state: DFState) -> list[str]:
    """The shop's cards the party can pay and some hero can carry."""
    c = content()
    return [i for i in state.shop if c.equipment[i].cost <= state.gold
            and any(not h.out and slots_free(state, h.seat, i) for h in state.heroes)]


def heal_amounts(state: DFState, most: int) -> list[int]:
    """The healings worth buying: up to the gold, ``most``, and the largest wound."""
    wound = max((h.max_pv - h.pv for h in state.heroes if not h.out and not h.fainted), default=0)
    return list(range(1, min(state.gold, most, wound) + 1))


def camp_options(state: DFState, seat: int, leader: bool) -> list[PromptOption]:
    """Buttons at the end of turn: end it, shop, hand out cards (at most 25)."""
    c = content()
    out: list[PromptOption] = []
    if leader:
        out.append(PromptOption(command="next", label="opt-df-pick-next"))
        if in_shop(state):
            out += [PromptOption(command="buy", args={"item": i}, label="opt-df-pick-buy",
                                 params={"name": c.equipment[i].name, "cost": c.equipment[i].cost})
                    for i in buyable(state)]
            if state.gold >= 2:
                out.append(PromptOption(command="buy", args={"item": "white"}, label="opt-df-pick-white"))
            out += [PromptOption(command="heal", args={"gold": str(g)}, label="opt-df-pick-heal",
                                 params={"gold": g}) for g in heal_amounts(state, 3)]
    cards = ([i for i in state.stash if leader] + list(state.heroes[seat].equipment))
    for item in cards:
        if item in state.moved:
            continue
        for h in state.heroes:
            if h.out or item in h.equipment or not slots_free(state, h.seat, item):
                continue
            out.append(PromptOption(command="give", args={"item": item, "to": str(h.seat + 1)},
                                    label="opt-df-pick-give",
                                    params={"name": c.equipment[item].name, "hero": c.heroes[h.hero].name}))
    for item in any_time_items(state, seat):
        out.append(PromptOption(command="use", args={"item": item}, label="opt-df-pick-use",
                                params={"name": c.equipment[item].name}))
    return out[:25]


def has_camp_move(state: DFState, seat: int) -> bool:
    """A hero other than the leader is prompted at camp only when they can give a card
    (heal cards are used at any time without a prompt)."""
    for item in state.heroes[seat].equipment:
        if item not in state.moved and any(
                h.seat != seat and not h.out and slots_free(state, h.seat, item) for h in state.heroes):
            return True
    return False

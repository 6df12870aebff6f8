"""Lists of moves: legal actions (sampled), defaults on a deadline, suggestions, info lines."""

from __future__ import annotations

from typing import Any

from rules.core import Event, Prompt, PromptOption
from rules.core.i18n import LANGUAGES, t

from . import board as bd
from . import deploying as dp
from . import flow
from . import moving as mv
from .content import BANDS, content
from .model import (
    Act,
    ActionT,
    Choose,
    Designate,
    Fighter,
    Heal,
    Impose,
    MBState,
    Pass,
    Place,
    React,
    Reserve,
)
from .reserved import candidates, window_answers
from .scenarios import params as scenario_params
from .spells import resistance


def prompts(state: MBState) -> list[Prompt]:
    """Who answers now, and with what buttons (the game's :meth:`~rules.core.Game.prompts`)."""
    ph = state.phase
    if ph == "over":
        return []
    if ph in ("deploy_designate", "init_designate"):
        kind = "mb-designate-deploy" if ph == "deploy_designate" else "mb-designate-init"
        return [Prompt(seat=s, kind=kind) for s in (0, 1) if state.designated[s] is None]
    if ph == "deploy_choose":
        seat = state.winner_seat or 0
        return [Prompt(seat=seat, kind="mb-deploy-choose", params=scenario_params(state), options=[
            PromptOption(command="choose", args={"who": "me"}, label="opt-mb-choose-me"),
            PromptOption(command="choose", args={"who": "other"}, label="opt-mb-choose-other")])]
    if ph == "deploy_place":
        seat = state.placer or 0
        f = flow.placing(state)
        return [Prompt(seat=seat, kind="mb-place", params={"who": bd.label(f), **scenario_params(state)})]
    if ph in ("interrupt", "counter"):
        return [window(state)]
    if ph == "main":
        return [Prompt(seat=state.actor, kind="mb-activation",
                       params={"player": state.names[state.holder], "turn": state.turn, **scenario_params(state)})]
    p = state.pending
    assert p is not None
    t = bd.fighter(state, p.target)
    deadline = state.options.reaction_seconds
    return [Prompt(seat=t.seat, kind="mb-reaction", deadline_seconds=deadline,
                   params={"who": bd.label(t), "attacker": bd.label(bd.fighter(state, p.attacker)),
                           "kind": p.kind, "spell": p.spell or "-", "back": "yes" if p.back else "no",
                           **scenario_params(state)},
                   options=[PromptOption(command="react", args={"reaction": r}, label=f"opt-mb-react-{r}")
                            for r in p.allowed])]


def window(state: MBState) -> Prompt:
    """The prompt of a reserved-action window: interrupt the adversary's declaration, or answer
    its reserved strike with one's own; the table's reaction deadline, letting go by default."""
    seat = state.asked if state.asked is not None else 0
    if state.phase == "interrupt":
        a = state.declared
        assert a is not None
        params = {"who": bd.label(bd.fighter(state, a.fighter)), "action": a.action, "spell": a.spell or "-",
                  "target": bd.label(bd.fighter(state, a.target)) if a.target else "-",
                  "versus": "yes" if a.target else "no"}
    else:
        p = state.reserves[0]
        params = {"who": bd.label(bd.fighter(state, p.attacker)), "target": bd.label(bd.fighter(state, p.target))}
    options = [PromptOption(command="pass", args={}, label="opt-mb-pass")]
    options += [PromptOption(command="reserve", args={"fighter": f.id, "target": o.id}, label="opt-mb-reserve-strike",
                             params={"who": bd.label(f), "target": bd.label(o)})
                for f, o in window_answers(state, seat)[:24]]
    return Prompt(seat=seat, kind=f"mb-{state.phase}", deadline_seconds=state.options.reaction_seconds,
                  params={**params, **scenario_params(state)}, options=options)


def enemies(state: MBState, f: Fighter) -> list[Fighter]:
    return [o for o in bd.on_table(state) if o.seat != f.seat]


def visible_enemies(state: MBState, f: Fighter) -> list[Fighter]:
    """Enemies in the field of vision and line of sight: seeing is allowed, measuring is not (MA30)."""
    return [o for o in enemies(state, f) if bd.seen_by(state, f, o)]


def spots(state: MBState, f: Fighter, n: int = 8) -> list[tuple[float, float, float]]:
    limits = flow.limits_apply(state, f)
    if n == 1:  # the first spot (a form's default): no need to try the whole grid
        first = next(dp.iter_free_spots(state, f, limits), None)
        return [first] if first is not None else []
    found = dp.free_spots(state, f, limits)
    if len(found) <= n:
        return found
    k = len(found) / n
    return [found[int(i * k)] for i in range(n)]


def legal(state: MBState, seat: int) -> list[ActionT]:
    ph = state.phase
    prompted = [p for p in prompts(state) if p.seat == seat]
    if not prompted:
        return []
    out: list[Any] = []
    if ph in ("deploy_designate", "init_designate"):
        for f in state.fighters:
            if f.seat == seat and (not f.placed if ph == "deploy_designate" else f.placed and f.able):
                out.append(Designate(fighter=f.id))
    elif ph == "deploy_choose":
        out = [Choose(who="me"), Choose(who="other")]
    elif ph == "deploy_place":
        f = flow.placing(state)
        out = [Place(x=x, y=y, facing=fa) for x, y, fa in spots(state, f)]
    elif ph == "reaction":
        assert state.pending is not None
        out = [React(reaction=r) for r in state.pending.allowed]
    elif ph in ("interrupt", "counter"):
        out = [Pass()] + [Reserve(fighter=f.id, target=o.id) for f, o in window_answers(state, seat)]
    elif ph == "main":
        out = activations(state, seat)
    return out


def activations(state: MBState, seat: int) -> list[Any]:
    out: list[Any] = []
    if state.holder == seat and flow.available(state, 1 - seat):
        out.append(Impose())
    for f in flow.available(state, seat):
        p = bd.prof(f)
        foes = enemies(state, f)
        out.append(Act(fighter=f.id, action="none"))
        if foes:
            near = min(foes, key=lambda o: (o.cx - f.cx) ** 2 + (o.cy - f.cy) ** 2)
            out.append(Act(fighter=f.id, action="rotate", facing=f"vers {near.id}"))
            if mv.allowance(f, False) > 0:
                out.append(Act(fighter=f.id, action="walk", to=near.id, stop="contact"))
                if not f.slowed:
                    out.append(Act(fighter=f.id, action="run", to=near.id, stop="optimal"))
        main = content().weapons[p.weapon]
        for o in foes:
            if o.id in f.dodged:
                continue
            if not main.ranged and not f.fenced:
                out.append(Act(fighter=f.id, action="strike", target=o.id, to=o.id, stop="optimal"))
        seen = visible_enemies(state, f) if (main.ranged or p.spells) else []
        for o in seen:
            if o.id in f.dodged:
                continue
            if main.ranged:
                out.append(Act(fighter=f.id, action="shoot", target=o.id))
            for sp in p.spells:
                if sp not in f.lost_spells and content().spells[sp].hostile:
                    more = power_needed(state, f, o, sp)
                    if more <= 3:  # seed L486-488: the power must exceed the resistance (added if need be)
                        out.append(Act(fighter=f.id, action="spell", spell=sp, target=o.id, power=more))
                if sp not in f.lost_spells and content().spells[sp].zone > 0:  # a point beside the foe
                    out.append(Act(fighter=f.id, action="spell", spell=sp, at=f"vers {o.id} 6"))
        for sp in p.spells:
            if sp not in f.lost_spells and not content().spells[sp].hostile:
                out.append(Act(fighter=f.id, action="spell", spell=sp, target=f.id))
    out += [Reserve(fighter=f.id, target=o.id) for f, o in candidates(state, seat)]
    if state.destiny[seat] > 0:
        for f in state.fighters:
            if f.seat == seat and f.status == "ok" and not f.destiny_used and f.physique < bd.prof(f).physique:
                out.append(Heal(fighter=f.id, points=1))
                break
    return out


def power_needed(state: MBState, f: Fighter, t: Fighter, spell: str) -> int:
    """The power a spell must be given so that it exceeds ``t``'s resistance (0: none)."""
    sp = content().spells[spell]
    return max(0, int(resistance(state, f, t, sp.resist) - sp.power) + 1)


def default_reaction(state: MBState) -> React:
    """The standing order if it is allowed, else the most cautious one: a dodge, else absorbing."""
    p = state.pending
    assert p is not None
    t = bd.fighter(state, p.target)
    if t.order is not None and t.order in p.allowed:
        return React(reaction=t.order)
    for r in ("dodge", "absorb"):
        if r in p.allowed:
            return React(reaction=r)  # type: ignore[arg-type]
    return React(reaction=p.allowed[0])


def zombie(state: MBState, seat: int) -> ActionT | None:
    """An absent player: the first fighter, its own placement, no action, the cautious reaction."""
    if state.phase == "reaction":
        return default_reaction(state)
    if state.phase in ("interrupt", "counter"):
        return Pass()
    moves = legal(state, seat)
    if state.phase == "main":
        waits = [a for a in moves if isinstance(a, Act) and a.action == "none"]
        return waits[0] if waits else None
    return moves[0] if moves else None


def suggest(state: MBState, seat: int | None, command: str, option: str, partial: str) -> list[str]:
    """Suggestions: fighters by id, terrain pieces for destinations, a fighter's spells."""
    key = bd.norm(partial)
    out: list[str] = []
    if option in ("fighter", "target", "to", "other"):
        pool = state.fighters
        if option == "fighter" and command in ("designate", "act", "order", "heal", "place") and seat is not None:
            pool = [f for f in pool if f.seat == seat]
        for f in pool:
            if f.status == "dead":
                continue
            if key in bd.norm(f.id) or key in bd.norm(bd.prof(f).name):
                out.append(f.id)
        if option == "to":
            out += [pid for pid in bd.ground(state).shapes if key in bd.norm(pid)]
    elif option == "spell":
        spells = {s for f in state.fighters if seat is None or f.seat == seat for s in bd.prof(f).spells}
        out = sorted(s for s in spells if key in bd.norm(s) or key in bd.norm(spell_name(s)["fr"]))
    return out[:25]


def card_events(state: MBState, f: Fighter) -> list[Event]:
    p = bd.prof(f)
    w = content().weapons[p.weapon]
    return [Event(code="mb-card", params={
        "who": bd.label(f), "horde": named("mb-horde-name", horde=p.horde), "rank": p.rank, "cost": p.cost,
        "physique": f.physique, "max": p.physique, "weapon": named("mb-arm-name", arm=w.id), "skill": p.skill, "kind": w.kind, "damage": w.damage, "trait": w.trait,
        "reach": w.reach, "second": named("mb-arm-name", arm=p.second) if p.second else "-",
        "band": band_text(w.kind), "protection": content().shields[p.shield].protection if p.shield else 0,
        "shield": named("mb-arm-name", arm=p.shield) if p.shield else "-", "esquive": p.esquive,
        "armure": f.armure, "move": p.move, "encumbrance": p.encumbrance, "volonte": f.volonte, "size": p.size,
        "spells": [spell_name(s, f" {v}") for s, v in p.spells.items()] or "-", "order": f.order or "ask"})]


def band_text(kind: str) -> str:
    """A melee weapon's best distances as the card prints them (« 1,5–2,5 »; a short one « 0–1,5 »)."""
    if kind not in BANDS:
        return "-"
    lo, hi = BANDS[kind]
    return f"{lo:g}–{hi:g}".replace(".", ",")


def named(message: str, **params: str) -> dict[str, str]:
    """A content name in each language (a catalog message selecting on the data id)."""
    return {lang: t(lang, message, params) for lang in LANGUAGES}


def spell_name(spell: str, suffix: str = "") -> dict[str, str]:
    """A spell's name in each language (catalog message ``mb-spell-name``), for a list parameter."""
    return {lang: t(lang, "mb-spell-name", spell=spell) + suffix for lang in LANGUAGES}


def sees_events(state: MBState, f: Fighter) -> list[Event]:
    """Who a fighter sees (field of vision and line of sight); never a distance (MA30)."""
    seen = [bd.label(o) for o in bd.on_table(state) if o.id != f.id and bd.seen_by(state, f, o)]
    return [Event(code="mb-sees", params={"who": bd.label(f), "seen": ", ".join(seen) or "-", "count": len(seen)})]

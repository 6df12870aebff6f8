"""Mortebrume V2: a skirmish on a continuous table, measured in centimetres, played by post."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from rules.core import (
    Event,
    Game,
    Info,
    InvalidActionError,
    Prompt,
    Result,
    Rng,
    RuleError,
    SeatInfo,
    Transition,
)
from rules.core.engine import Termination
from rules.core.i18n import t

from . import board as bd
from . import deploying as dp
from . import flow
from .ai import computer_action, explain
from .building import build, check
from .choosing import (
    card_events,
    default_reaction,
    legal,
    prompts,
    sees_events,
    suggest,
    zombie,
)
from .commands import COMMANDS, parse
from .content import content
from .declare import act, let_go, react, reserve
from .model import (
    Act,
    ActionT,
    Choose,
    Designate,
    Fighter,
    Heal,
    Impose,
    MBOptions,
    MBState,
    MBView,
    Measure,
    Order,
    Pass,
    Place,
    React,
    Reserve,
    action_adapter,
)
from .pointing import paths, tree
from .rolls import care_dice
from .scenarios import params as scenario_params
from .scenarios import scenario, scenarios, turn_limit


class Mortebrume(Game[MBState, ActionT, MBOptions]):
    id = "mortebrume"
    aliases = ("mortebrume v2", "mortebrume2")
    min_seats = 2
    max_seats = 2
    state_model = MBState
    options_model = MBOptions
    action_adapter = action_adapter
    commands = COMMANDS
    command_group = "mb"
    computer_levels = ("easy", "normal", "strong")
    #: a standing order (/mb order) answers no prompt: it never moves its player's deadline
    free_actions = frozenset({"order"})
    _FREE: ClassVar[tuple[str, ...]] = ("order", "heal")

    # --- setup ---------------------------------------------------------------------
    def setup(self, options: MBOptions, seats: Sequence[SeatInfo], rng: Rng) -> MBState:
        if options.table not in content().tables:
            raise InvalidActionError("mb-unknown-table", table=options.table, known=", ".join(content().tables))
        if options.scenario and options.scenario not in scenarios():
            raise InvalidActionError("mb-unknown-scenario", scenario=options.scenario, known=", ".join(scenarios()))
        hordes = list(options.hordes) + ["shimeien"] * (2 - len(options.hordes))
        state = MBState(options=options, names=[s.name for s in seats])
        for seat in (0, 1):
            ids = [options.army1, options.army2][seat]
            if ids:
                check(hordes[seat], ids, options.points)
            else:
                ids = build(hordes[seat], options.points)
            for k, pid in enumerate(ids):
                p = content().profiles[pid]
                state.fighters.append(Fighter(id=f"{'AB'[seat]}{k + 1}", profile=pid, seat=seat,
                                              physique=p.physique, armure=p.armure, volonte=p.volonte))
        flow.fog(state, rng)
        return state

    # --- who answers -------------------------------------------------------------------
    def prompts(self, state: MBState) -> list[Prompt]:
        return prompts(state)

    def opening_events(self, state: MBState) -> list[Event]:
        """The scenario's goal (or the seed's battle to the last survivor) and the deployment zones."""
        zones = [dp.deploy_zone(state, s) for s in (0, 1)]
        out = [Event(code="mb-opening", params={**scenario_params(state), "limit": turn_limit(state)})]
        if all(z is not None for z in zones):
            out.append(Event(code="mb-zones", params={"a": state.names[0], "b": state.names[1],
                                                      "za": dp.zone_text(zones[0]), "zb": dp.zone_text(zones[1])}))
        return out

    def may_act(self, state: MBState, seat: int) -> bool:
        return state.phase != "over" or any(p.seat == seat for p in self.prompts(state))

    # --- applying ------------------------------------------------------------------------
    def apply(self, state: MBState, seat: int, action: ActionT, rng: Rng) -> Transition:
        """The move, its events naming a fighter (« A4 Archère de Milo ») with that fighter's
        French gender beside (``who`` gives ``who_gender``), which the texts agree with."""
        done = super().apply(state, seat, action, rng)
        events = done.events
        why = getattr(action, "why", None)
        if why is not None:  # the computer's reason, in one line before what it did
            events = [explain(state, seat, action), *events]
        return Transition(state=done.state, events=bd.with_genders(done.state, events))

    def _apply(self, state: MBState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        prompted = {p.seat: p.kind for p in self.prompts(state)}
        if isinstance(action, Order):
            return self._order(state, seat, action)
        if isinstance(action, Heal):
            return self._heal(state, seat, action, rng)
        if isinstance(action, Reserve):
            return reserve(state, seat, action, rng)
        if isinstance(action, Pass):
            return let_go(state, seat, rng)
        kind = prompted.get(seat)
        if kind is None:
            raise RuleError("not-your-turn")
        if isinstance(action, Designate) and kind.startswith("mb-designate"):
            return flow.designate(state, seat, action.fighter, rng)
        if isinstance(action, Choose) and kind == "mb-deploy-choose":
            return flow.choose(state, seat, action.who)
        if isinstance(action, Place) and kind == "mb-place":
            return flow.place(state, seat, action.x, action.y, action.facing, action.fighter, rng)
        if isinstance(action, Act) and kind == "mb-activation":
            return act(state, seat, action, rng)
        if isinstance(action, Impose) and kind == "mb-activation":
            return flow.impose(state, seat)
        if isinstance(action, React) and kind == "mb-reaction":
            return self._react(state, seat, action, rng)
        raise RuleError("mb-not-now")

    def _react(self, state: MBState, seat: int, a: React, rng: Rng) -> list[Event]:
        p = state.pending
        assert p is not None
        if a.reaction not in p.allowed:
            raise RuleError("mb-reaction-not-allowed", reaction=a.reaction)
        t = bd.fighter(state, p.target)
        if a.inspiration:
            if a.inspiration > state.destiny[seat]:
                raise RuleError("mb-no-destiny", have=state.destiny[seat])
            if t.destiny_used:
                raise RuleError("mb-destiny-once", fighter=bd.label(t))
            state.destiny[seat] -= a.inspiration
            t.destiny_used = True
        return react(state, a.reaction, a.direction, a.inspiration, rng, a.to)

    def _order(self, state: MBState, seat: int, a: Order) -> list[Event]:
        f = bd.fighter(state, a.fighter)
        if f.seat != seat:
            raise RuleError("mb-not-yours", fighter=bd.label(f))
        f.order = None if a.reaction == "ask" else a.reaction
        # public on purpose: the action is in the table's log and exports, so the order is announced
        return [Event(code="mb-order", params={"who": bd.label(f), "reaction": a.reaction}, announce=True)]

    def _heal(self, state: MBState, seat: int, a: Heal, rng: Rng) -> list[Event]:
        """Care with destiny points after a complete resolution (MB116-MB117)."""
        if state.phase in ("reaction", "interrupt", "counter", "over"):
            raise RuleError("mb-not-now")
        f = bd.fighter(state, a.fighter)
        if f.seat != seat:
            raise RuleError("mb-not-yours", fighter=bd.label(f))
        if f.status != "ok":
            raise RuleError("mb-cannot-heal", fighter=bd.label(f))
        if f.destiny_used:
            raise RuleError("mb-destiny-once", fighter=bd.label(f))
        if a.points > state.destiny[seat]:
            raise RuleError("mb-no-destiny", have=state.destiny[seat])
        if a.points > f.physique:
            raise RuleError("mb-heal-too-many", most=f.physique)
        sides = care_dice(f.physique)
        dice = [rng.die(sides) for _ in range(a.points)]
        top = bd.prof(f).physique
        gained = min(sum(dice), top - f.physique)
        f.physique += gained
        f.destiny_used = True
        state.destiny[seat] -= a.points
        return [Event(code="mb-healed", params={"who": bd.label(f), "points": a.points, "dice": dice, "sides": sides,
                                                 "gained": gained}, irreversible=True)]

    # --- lists -------------------------------------------------------------------------
    def legal_actions(self, state: MBState, seat: int) -> list[ActionT]:
        return legal(state, seat)

    def parse_command(self, command: str, args: Mapping[str, str], state: MBState, seat: int) -> ActionT:
        if command not in {c.name for c in self.commands}:
            raise InvalidActionError("unknown-command", command=command)
        return self.parse_action(parse(command, args, state, seat))

    def timeout_action(self, state: MBState, seat: int) -> ActionT | None:
        """A reaction left unanswered: the standing order, else the most cautious legal reaction."""
        if state.phase == "reaction":
            return default_reaction(state)
        if state.phase in ("interrupt", "counter"):
            return Pass()
        return self.zombie_action(state, seat)

    def computer_action(self, state: MBState, seat: int, level: str, rng: Rng) -> ActionT | None:
        return computer_action(self, state, seat, level, rng)

    def zombie_action(self, state: MBState, seat: int) -> ActionT | None:
        return zombie(state, seat)

    def choice_paths(self, state: MBState, seat: int) -> list[Any]:
        return paths(self, state, seat)

    def choice_tree(self, state: MBState, seat: int) -> Any:
        """The tree of :meth:`choice_paths`, a fighter's declarations built when it is opened."""
        return tree(self, state, seat)

    def autocomplete(self, state: MBState, seat: int | None, command: str, option: str, partial: str,
                     args: Mapping[str, str] | None = None) -> list[str]:
        return suggest(state, seat, command, option, partial)

    def suggestion_label(self, state: MBState, command: str, option: str, value: str, lang: str = "fr") -> str | None:
        """Fighters read as their labels; spells as their names in the reader's language."""
        if option == "spell":
            return t(lang, "mb-spell-name", spell=value) if value in content().spells else None
        try:
            return bd.label(bd.fighter(state, value))
        except RuleError:
            return None

    # --- what is seen --------------------------------------------------------------------
    def view(self, state: MBState, seat: int | None) -> MBView:
        shown = self.copy_state(state)  # the dump validated again: equal, 3-5x cheaper than a deep copy
        shown.designated = [d if (seat == s or all(x is not None for x in state.designated)) else
                            ("?" if d is not None else None) for s, d in enumerate(state.designated)]
        return MBView(state=shown, seat=seat)

    def info(self, state: MBState, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
        f = bd.fighter(state, args.get("fighter", ""))
        view = self.view(state, seat)
        view.focus = f.id
        if command == "card":
            return Info(events=card_events(state, f), view=view)
        if command == "sees":  # the lines of sight found, drawn without their length (MA30)
            view.state.measures = []
            for o in bd.on_table(state):
                sight = bd.sees(state, f, o) if o.id != f.id else None
                if sight is not None and sight.seen and sight.line is not None:
                    (x0, y0), (x1, y1) = sight.line
                    view.state.measures.append(Measure(x0=round(x0, 2), y0=round(y0, 2), x1=round(x1, 2),
                                                       y1=round(y1, 2), cm=0, kind="sight"))
            return Info(events=sees_events(state, f), view=view)
        if command == "measure":  # MA30: only on a table that allows measuring before declaring
            if not state.options.premeasure:
                raise RuleError("mb-no-premeasure")
            other = bd.fighter(state, args.get("other", ""))
            if not (f.placed and other.placed) or "dead" in (f.status, other.status):
                raise RuleError("mb-unknown-fighter", fighter=args.get("other", ""))
            view.state.measures = []
            d = bd.measure(view.state, f, other)
            return Info(events=[Event(code="mb-measured", params={"who": bd.label(f), "target": bd.label(other),
                                                                   "cm": d})], view=view)
        raise InvalidActionError("unknown-command", command=command)

    def result(self, state: MBState) -> Result | None:
        if state.phase != "over":
            return None
        sc = scenario(state)
        # one meaning per end: the objective points when they decided, else the horde points still fighting
        if sc is not None and sc.objectives and state.result_reason in ("mb-scenario-goal", "mb-scenario-turns"):
            scores = {s: state.scores[s] for s in (0, 1)}
        else:
            scores = {s: bd.score(state, s) for s in (0, 1)}
        extra = scenario_params(state)
        if state.result_winner is None:
            return Result(termination=Termination.DRAW, scores=scores, reason=state.result_reason, params=extra)
        return Result(termination=Termination.VICTORY, winners=[state.result_winner], scores=scores,
                      reason=state.result_reason, params=extra)


GAME = Mortebrume()

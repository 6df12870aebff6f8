"""The Kravora engine: 2 to 4 fortresses, the bot plays the enemies (phases 1, 2, 3.2, 3.3, 4, 6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    CommandSpec,
    Event,
    Game,
    Info,
    Prompt,
    Result,
    Rng,
    RuleError,
    SeatInfo,
    Termination,
)
from rules.core.choices import ChoicePath

from . import economy as E
from . import flow as F
from . import ruses as R
from .ai import LEVELS, WHY_CODES, computer_action
from .board import ev, name
from .calamity import starting_units
from .commands import COMMANDS, parse_command
from .content import BUILDINGS, RUSES, UNIT_KINDS, content, spec
from .defense import attack, auto_attack, reach_lines, ready, targets
from .info import answer
from .model import (
    ActionT,
    Attack,
    Auto,
    Build,
    Buy,
    Canon,
    Dismantle,
    Done,
    KravoraOptions,
    KravoraState,
    KravoraView,
    Player,
    Recycle,
    Ruse,
    Shield,
    action_adapter,
)
from .pointing import choice_paths

#: what each step lets the prompted player do
ALLOWED: dict[str, tuple[type, ...]] = {
    "setup": (Buy, Build, Done),
    "spend": (Buy, Build, Done),
    "attack": (Attack, Auto, Ruse, Done),
    "salary": (Recycle, Dismantle, Done),
    "buy": (Buy, Build, Canon, Ruse, Done),
}


class Kravora(Game[KravoraState, ActionT, KravoraOptions]):
    """Kravora for 2 to 4 players."""

    id = "kravora"
    aliases = ("kra",)
    command_group = "kra"
    min_seats = 2
    max_seats = 4
    state_model = KravoraState
    options_model = KravoraOptions
    action_adapter = action_adapter
    commands: Sequence[CommandSpec] = COMMANDS

    # --- set-up -------------------------------------------------------------------------
    def setup(self, options: KravoraOptions, seats: Sequence[SeatInfo], rng: Rng) -> KravoraState:
        n = len(seats)
        if not self.min_seats <= n <= self.max_seats:
            raise RuleError("kra-seats", min=self.min_seats, max=self.max_seats)
        if options.first is not None and not 0 <= options.first < n:
            raise RuleError("kra-bad-player", player=options.first)
        first = options.first if options.first is not None else rng.randint(0, n - 1)
        c = content()
        players = []
        for s in seats:
            rank = (s.index - first) % n  # « 1er joueur : 5L, 2e joueur : 6L, 3e joueur : 7L »
            players.append(Player(seat=s.index, name=s.name, blood=c.starting_blood[rank].blood, wall=c.board.wall,
                                  stock={u.id: u.stock for u in c.units}))
        state = KravoraState(n=n, first=first, fin=options.fin, tir_arriere=options.tir_arriere,
                             spend_deadline=options.spend_deadline, players=players, active=first)
        starting_units(state, rng, [])
        return state

    def opening_events(self, state: KravoraState) -> list[Event]:
        """Turn 0's roll, told when the game starts (« On lance un dé quatre fois »)."""
        kinds = [content().start_faces.faces[f - 1] for f in state.dice] if state.turn == 0 else []
        return [ev("start-roll", announce=True, faces=list(state.dice), units=[name(k) for k in kinds])] if kinds else []

    # --- prompts --------------------------------------------------------------------------
    def prompts(self, state: KravoraState) -> list[Prompt]:
        if state.step == "over":
            return []
        if state.step == "spend":
            gain = 10 if state.calamity == "blood-10" else 5
            return [Prompt(seat=s, kind="kra-spend", params={"gain": gain, "blood": state.players[s].blood},
                           deadline_seconds=state.spend_deadline) for s in state.pending]
        p = state.players[state.active]
        params: dict[str, Any] = {"blood": p.blood, "turn": state.turn}
        if state.step == "attack":
            params["ready"] = len(ready(state, p))
        return [Prompt(seat=state.active, kind=f"kra-{state.step}", params=params)]

    def may_act(self, state: KravoraState, seat: int) -> bool:
        # the Bouclier's standing answer may be changed at any time by a player still in the game
        return super().may_act(state, seat) or (0 <= seat < state.n and state.players[seat].alive)

    def _prompted(self, state: KravoraState, seat: int) -> bool:
        return any(p.seat == seat for p in self.prompts(state))

    # --- moves ----------------------------------------------------------------------------
    def _apply(self, state: KravoraState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        events: list[Event] = []
        p = state.players[seat]
        if isinstance(action, Shield):
            p.shield_auto = action.auto
            events.append(ev("shield-auto", player=p.name, auto=action.auto))
            return events
        if not self._prompted(state, seat):
            raise RuleError("not-your-turn")
        if not isinstance(action, ALLOWED[state.step]):
            raise RuleError("kra-not-now", step=[f"kra-step-{state.step}"])
        why = getattr(action, "why", None)
        if why is not None and why.code in WHY_CODES:  # the computer fortress says why, first
            events.append(ev(f"why-{why.code}", player=p.name, **why.params))
        if isinstance(action, Buy):
            E.buy(state, seat, action, events)
        elif isinstance(action, Build):
            E.build(state, seat, action, events)
        elif isinstance(action, Canon):
            E.canon(state, seat, action, events)
        elif isinstance(action, Attack):
            attack(state, seat, action, events)
        elif isinstance(action, Auto):
            if not auto_attack(state, seat, events):
                raise RuleError("kra-nothing-to-attack")
        elif isinstance(action, Ruse):
            R.cast(state, seat, action, events)
        elif isinstance(action, Recycle):
            E.recycle(state, seat, action, events)
            if not E.salary_choices(p):
                F.end_salary(state)
        elif isinstance(action, Dismantle):
            E.dismantle(state, seat, action, events)
            if not E.salary_choices(p):
                F.end_salary(state)
        else:  # Done
            self._done(state, seat, rng, events)
        self._skip_forced(state, rng, events)
        return events

    def _skip_forced(self, state: KravoraState, rng: Rng, events: list[Event]) -> None:
        """A prompt whose only answer is « Fini » is not asked: the bot plays it and says so in one
        line (issue 25: a third of the attack prompts offered nothing else)."""
        for _ in range(10 * state.n + 10):
            if state.step in ("over", "salary"):
                return
            seat = next((pr.seat for pr in self.prompts(state) if not self.has_choice(state, pr.seat)), None)
            if seat is None:
                return
            p = state.players[seat]
            events.append(ev(f"skip-{state.step}", player=p.name, blood=p.blood))
            self._done(state, seat, rng, events)

    def has_choice(self, state: KravoraState, seat: int) -> bool:
        """Whether ``seat``'s prompt offers anything but « Fini » (salary: decided by the flow)."""
        p = state.players[seat]
        step = state.step
        if step == "attack" and ready(state, p):
            return True
        if step in ("setup", "spend", "buy"):
            if any(p.stock.get(k, 0) > 0 and E.unit_price(p, k) <= p.blood for k in UNIT_KINDS):
                return True
            if any(not p.has(b) and content().building_price(b) <= p.blood for b in BUILDINGS):
                return True
        if step == "buy" and p.has("canon") and p.stock.get("fantoche", 0) > 0 and p.blood >= spec("fantoche").price:
            return True
        if step in ("attack", "buy") and p.has("hutte") and any(R.ruse_price(p, r) <= p.blood for r in RUSES):
            if R.ruse_price(p, "bouclier") <= p.blood:  # always castable: no need to list them all
                return True
            return bool(self.legal_ruses(state, seat))
        return step == "salary"

    def _done(self, state: KravoraState, seat: int, rng: Rng, events: list[Event]) -> None:
        if state.step == "setup":
            F.finish_setup_seat(state, seat, rng, events)
        elif state.step == "spend":
            F.close_window(state, seat, events)
        elif state.step == "attack":
            F.end_attack(state, seat, rng, events)
        elif state.step == "salary":
            F.end_salary(state)
        else:
            F.end_buy(state, seat, rng, events)

    # --- what a seat may do -----------------------------------------------------------------
    def legal_actions(self, state: KravoraState, seat: int) -> list[ActionT]:
        if state.step == "over" or not self._prompted(state, seat):
            return []
        p = state.players[seat]
        out: list[Any] = []
        step = state.step
        if step == "attack":
            if ready(state, p):
                out.append(Auto())
            for u in ready(state, p):
                if spec(u.kind).hits > 1:
                    out += [Attack(unit=u.id, line=ln) for ln in sorted({e.line for e in targets(state, p, u)})]
                else:
                    out += [Attack(unit=u.id, target=e.id) for e in targets(state, p, u)]
        if step in ("setup", "spend", "buy"):
            for kind in UNIT_KINDS:
                if p.stock.get(kind, 0) > 0 and E.unit_price(p, kind) <= p.blood:
                    out += [Buy(unit=kind, line=ln) for ln in range(1, content().board.lines + 1)]
            out += [Build(building=b) for b in BUILDINGS
                    if not p.has(b) and content().building_price(b) <= p.blood]
        if step == "buy" and p.has("canon") and p.stock.get("fantoche", 0) > 0 and p.blood >= spec("fantoche").price:
            out += [Canon(player=o, line=ln) for o in state.alive() if o != seat
                    for ln in range(1, content().board.lines + 1)]
        if step in ("attack", "buy"):
            out += self.legal_ruses(state, seat)
        if step == "salary":
            if E.can_recycle(p):
                out += [Recycle(unit=u.id) for u in p.units if u.defender]
            out += [Dismantle(points=k) for k in range(1, E.dismantle_points(p) + 1)]
        out.append(Done())
        return out

    def legal_ruses(self, state: KravoraState, seat: int) -> list[Ruse]:
        """Every ruse ``seat`` may cast now (the conditions of :func:`ruses.check`, enumerated)."""
        p = state.players[seat]
        if not p.has("hutte"):
            return []
        lines = range(1, content().board.lines + 1)
        out: list[Ruse] = []
        units = [u for b in state.alive() for u in state.players[b].units]
        for r in RUSES:
            if R.ruse_price(p, r) > p.blood:
                continue
            if r == "bouclier":
                out.append(Ruse(name=r))
            elif r in ("rochers", "rocaille"):
                for b in state.alive():
                    for ln in lines:
                        c = Ruse(name=r, board=b, line=ln)
                        try:
                            R.check(state, seat, c)
                        except RuleError:
                            continue
                        out.append(c)
            elif r == "caillot":
                out += [Ruse(name=r, unit=u.id) for u in units]
            elif r == "avancer":
                for u in units:
                    if not u.defender:
                        if u.line < content().board.lines:
                            out.append(Ruse(name=r, unit=u.id, mode="advance"))
                        out.append(Ruse(name=r, unit=u.id, mode="attack"))
            elif r == "reculer":
                out += [Ruse(name=r, unit=u.id) for u in units if not u.defender and u.line > 1]
            else:  # propulsion
                out += [Ruse(name=r, unit=u.id, to=ln) for u in units for ln in lines if ln != u.line]
        return out

    def zombie_action(self, state: KravoraState, seat: int) -> ActionT | None:
        """An absent player: the bot's attack in 3.1, then "done" everywhere."""
        if not self._prompted(state, seat):
            return None
        if state.step == "attack" and ready(state, state.players[seat]):
            return Auto()
        return Done()

    def timeout_action(self, state: KravoraState, seat: int) -> ActionT | None:
        return self.zombie_action(state, seat)

    # --- the computer fortress (rules/kravora/ai.py) ----------------------------------------
    computer_levels = LEVELS
    #: the Bouclier's standing answer (/kra shield) answers no prompt: it never moves a deadline
    free_actions = frozenset({"shield"})

    def computer_action(self, state: KravoraState, seat: int, level: str, rng: Rng) -> ActionT | None:
        if not self._prompted(state, seat):
            return None
        return computer_action(state, seat, level, rng)

    # --- commands and pointing -------------------------------------------------------------
    def info(self, state: KravoraState, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
        if command != "board":
            return super().info(state, seat, command, args)
        return answer(state, seat, args)

    def parse_command(self, command: str, args: Mapping[str, str], state: KravoraState, seat: int) -> ActionT:
        return self.parse_action(parse_command(command, args, state))

    def choice_paths(self, state: KravoraState, seat: int) -> list[ChoicePath]:
        return choice_paths(self.legal_actions(state, seat), state, seat)

    def suggestion_label(self, state: KravoraState, command: str, option: str, value: str,
                         lang: str = "fr") -> str | None:
        if option in ("unit", "target") and value.isdigit():
            found = state.find(int(value))
            if found is not None:
                b, u = found
                return f"#{u.id} {name(u.kind)} · L{u.line} · {u.pv} PV · {b.name}"
        if option in ("board", "player") and value.isdigit() and 1 <= int(value) <= state.n:
            return f"J{value} {state.players[int(value) - 1].name}"
        return None

    def autocomplete(self, state: KravoraState, seat: int | None, command: str, option: str, partial: str,
                     args: Mapping[str, str] | None = None) -> list[str]:
        if command == "board" and option == "player":  # an info command: open to everyone
            return [str(s + 1) for s in range(state.n) if str(s + 1).startswith(partial)]
        if seat is None:
            return []
        if command == "attack" and option == "unit":
            return [str(u.id) for u in ready(state, state.players[seat]) if str(u.id).startswith(partial)][:25]
        if command == "recycle" and option == "unit":
            return [str(u.id) for u in state.players[seat].units if u.defender][:25]
        if option in ("board", "player"):
            return [str(s + 1) for s in state.alive() if s != seat or command != "canon"][:25]
        if option in ("unit", "target"):
            out = []
            for b in state.alive():
                out += [str(u.id) for u in state.players[b].units if str(u.id).startswith(partial)]
            if command == "attack" and option == "target" and args and str(args.get("unit", "")).isdigit():
                found = state.find(int(str(args["unit"])))
                if found is not None and found[0].seat == seat:
                    lines = reach_lines(state, found[1])
                    out = [x for x in out if (f := state.find(int(x))) and f[0].seat == seat
                           and not f[1].defender and f[1].line in lines]
            return out[:25]
        return super().autocomplete(state, seat, command, option, partial, args)

    # --- view and result ---------------------------------------------------------------------
    def view(self, state: KravoraState, seat: int | None) -> KravoraView:
        return KravoraView(state=state, viewer=seat)

    def result(self, state: KravoraState) -> Result | None:
        if state.step != "over":
            return None
        term = Termination.VICTORY if state.end_reason == "kra-last-fortress" else Termination.SCORE
        return Result(termination=term, winners=list(state.winners),
                      scores={p.seat: p.wall for p in state.players}, reason=state.end_reason,
                      params={"players": [state.players[s].name for s in state.winners]})


GAME = Kravora()

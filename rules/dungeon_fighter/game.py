"""The Dungeon Fighter engine: a cooperative dungeon crawl where the bot is the dungeon.

The class is the platform's entry point; the rules live in one module per phase, imported
one way: ``common`` (what every phase reads) <- ``scoring`` <- ``camp`` (end of turn, shop)
<- ``combat`` (a fight's course) <- ``resolve`` (a landed die) <- ``throwing`` (the throw)
<- ``exploration`` (the dungeon); ``prompting`` says who answers; ``coach``, ``pointing``,
``viewing`` and ``commands`` read those modules and never this one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    CommandSpec,
    Event,
    Game,
    Info,
    InvalidActionError,
    Prompt,
    Result,
    Rng,
    RuleError,
    SeatInfo,
)

from . import (
    aimgrid,
    camp,
    cards,
    coach,
    combat,
    common,
    exploration,
    pointing,
    prompting,
    resolve,
    scoring,
    throwing,
    viewing,
)
from . import throw as T
from .commands import COMMANDS, parse_command
from .common import BOSS_ROOM, drift_params, ev, grid_square
from .computer import computer_move
from .model import (
    ActionT,
    Buy,
    DFOptions,
    DFState,
    DFView,
    Discard,
    Give,
    GiveUp,
    Go,
    Heal,
    Keep,
    LandingRec,
    Next,
    Push,
    Recover,
    Reroll,
    Scar,
    Throw,
    ThrowPlan,
    Use,
    Vote,
    action_adapter,
)
from .prompting import PUSH_PRESETS
from .scoring import TITLES, title_for

__all__ = ["BOSS_ROOM", "GAME", "PUSH_PRESETS", "TITLES", "DungeonFighter", "drift_params", "ev", "grid_square",
           "title_for"]


def _need(kinds: set[str], *allowed: str) -> None:
    if not kinds & set(allowed):
        raise RuleError("df-not-now", expected=", ".join(sorted(kinds)) or "-")


class DungeonFighter(Game[DFState, ActionT, DFOptions]):
    """Dungeon Fighter for 1 to 6 players."""

    id = "dungeon_fighter"
    aliases = ("df", "dungeon-fighter")
    command_group = "df"
    min_seats = common.MIN_SEATS
    max_seats = common.MAX_SEATS
    state_model = DFState
    options_model = DFOptions
    action_adapter = action_adapter
    commands: Sequence[CommandSpec] = COMMANDS

    def setup(self, options: DFOptions, seats: Sequence[SeatInfo], rng: Rng) -> DFState:
        return exploration.setup(options, seats, rng)

    # --- queries kept on the class for callers and tests ------------------------------------
    def successors(self, state: DFState) -> list[str]:
        return common.successors(state)

    def usable_dice(self, state: DFState) -> list[str]:
        return common.usable_dice(state)

    def imposed(self, state: DFState) -> list[str]:
        return common.imposed(state)

    def ability(self, state: DFState, seat: int, colour: str) -> tuple[str, int] | None:
        return common.ability(state, seat, colour)

    def score(self, state: DFState) -> int:
        return scoring.final_score(state)

    def _plan(self, state: DFState, seat: int, a: Throw) -> ThrowPlan:
        return throwing.plan_throw(state, seat, a)

    def _resolve(self, state: DFState, plan: ThrowPlan, rec: LandingRec, colour: str | None, rng: Rng) -> list[Event]:
        return resolve.resolve(state, plan, rec, colour, rng)

    # --- the platform's contract ----------------------------------------------------------
    def may_act(self, state: DFState, seat: int) -> bool:
        """A prompted seat, or a hero holding a heal card usable at any time."""
        return super().may_act(state, seat) or bool(common.any_time_items(state, seat))

    def prompts(self, state: DFState) -> list[Prompt]:
        return prompting.prompts(state)

    def _apply(self, state: DFState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        events = self._dispatch(state, seat, action, rng)
        for e in events:  # every text about a seat also names the hero that player plays
            s = e.params.get("seat")
            if isinstance(s, int) and 0 <= s < state.n_seats and "who" not in e.params:
                e.params["who"] = common.hero_name(state, s)
        return events

    def _dispatch(self, state: DFState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        kinds = {p.kind for p in prompting.prompts(state) if p.seat == seat}
        if isinstance(action, Use):  # at any time, prompted or not (may_act lets the bearer in)
            events = camp.use(state, seat, action)
            cb = state.combat
            if (cb is not None and cb.pending is not None and cb.pending.kind == "discard"
                    and cb.pending.plan is not None and not state.heroes[cb.pending.seat].equipment):
                # the last card was used first: « Si le joueur ne possède pas d'Équipement, rien ne se passe »
                plan = cb.pending.plan
                cb.pending = None
                events += combat.after_throw(state, plan, rng)
            return events
        if not kinds:
            raise RuleError("df-not-now", expected="use")
        if isinstance(action, Go):
            _need(kinds, "df-move")
            return exploration.go(state, action, rng)
        if isinstance(action, Throw):
            _need(kinds, "df-throw")
            return throwing.throw(state, seat, action, rng)
        if isinstance(action, Push):
            _need(kinds, "df-emprunt", "df-gauge")
            return throwing.push(state, seat, action, rng)
        if isinstance(action, Keep):
            _need(kinds, "df-decide")
            return throwing.keep(state, seat, action, rng)
        if isinstance(action, Reroll):
            _need(kinds, "df-decide")
            return throwing.reroll(state, seat, action, rng)
        if isinstance(action, Recover):
            _need(kinds, "df-throw")
            return combat.recover(state, seat, rng)
        if isinstance(action, GiveUp):
            _need(kinds, "df-throw")
            return combat.propose_giveup(state, seat, rng)
        if isinstance(action, Vote):
            _need(kinds, "df-vote")
            return combat.vote(state, seat, action, rng)
        if isinstance(action, Discard):
            _need(kinds, "df-discard")
            return resolve.discard(state, seat, action, rng)
        if isinstance(action, Buy):
            _need(kinds, "df-camp-leader")
            return camp.buy(state, action)
        if isinstance(action, Heal):
            _need(kinds, "df-camp-leader")
            return camp.heal(state, action)
        if isinstance(action, Give):
            _need(kinds, "df-camp", "df-camp-leader")
            return camp.give(state, seat, action)
        if isinstance(action, Scar):
            _need(kinds, "df-scar")
            return camp.scar(state, seat, action)
        if isinstance(action, Next):
            _need(kinds, "df-camp-leader")
            return camp.next_turn(state, rng)
        raise InvalidActionError("df-unknown-command", command=str(getattr(action, "type", "?")))

    def result(self, state: DFState) -> Result | None:
        return scoring.result(state)

    def legal_actions(self, state: DFState, seat: int) -> list[ActionT]:
        return coach.sample_actions(state, seat)

    def zombie_action(self, state: DFState, seat: int) -> ActionT | None:
        return coach.zombie(state, seat)

    #: computer heroes: how well their hand throws (rules/dungeon_fighter/computer.py)
    computer_levels = ("easy", "normal", "strong")

    def computer_action(self, state: DFState, seat: int, level: str, rng: Rng) -> ActionT | None:
        made = self.computer_move(state, seat, level, rng)
        return None if made is None else made[0]

    def computer_move(self, state: DFState, seat: int, level: str, rng: Rng) -> tuple[ActionT, Event | None] | None:
        """A hero played by the computer, from that seat's knowledge, and why."""
        return computer_move(state, seat, level, rng)

    def parse_action(self, data: Mapping[str, Any]) -> ActionT:
        """A stored action; a throw stored before the model's versions gets the version of its
        day: the first model's throws carried ``furie`` (always dumped), issue 15's did not."""
        if data.get("type") == "throw" and "model" not in data:
            data = {**data, "model": T.MODEL_FIRST if "furie" in data else T.MODEL_SKILL}
        return super().parse_action(data)

    def parse_command(self, command: str, args: Mapping[str, str], state: DFState, seat: int) -> ActionT:
        return parse_command(self, command, args, state, seat)

    def choice_paths(self, state: DFState, seat: int) -> list[Any]:
        """Moves by pointing: the die, the weapons, then a form for the throw's numbers."""
        return pointing.choice_paths(state, seat)

    def choice_tree(self, state: DFState, seat: int) -> Any:
        """The tree of :meth:`choice_paths`, the aim grid grafted without a path per square."""
        return aimgrid.choice_tree(state, seat)

    def view(self, state: DFState, seat: int | None) -> DFView:
        return viewing.build_view(state, seat)

    def info(self, state: DFState, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
        """``card item:``: a card's effect in words, and the picture with that card drawn."""
        events, item = cards.card_info(state, command, args)
        return Info(events=events, view=self.view(state, seat).model_copy(update={"highlight": [item]}))

    def autocomplete(self, state: DFState, seat: int | None, command: str, option: str, partial: str,
                     args: Mapping[str, str] | None = None) -> list[str]:
        if command == "card":
            return [i for i in cards.known_cards(state) if i.startswith(partial.lower())][:25]
        return super().autocomplete(state, seat, command, option, partial, args)


GAME = DungeonFighter()

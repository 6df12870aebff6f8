"""The Krosmaster Arena game object (the engine contract of rules.core)."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    CommandSpec,
    Event,
    Game,
    Info,
    OptionKind,
    OptionSpec,
    Prompt,
    PromptOption,
    Result,
    Rng,
    SeatInfo,
    Termination,
)

from . import completion, info, legal, parsing, prompting
from .ai import computer_action, computer_choice
from .choices import choice_paths
from .content import content
from .model import (
    ActionT,
    End,
    Inspire,
    KrosOptions,
    KrosState,
    KrosView,
    action_adapter,
)
from .table import CLOCKWISE
from .turns import Turns
from .viewing import build_view

_FACES = ("critique", "armure", "tacle", "esquive")
_SIDES = ("N", "E", "S", "W", *CLOCKWISE)



def _norm(text: str) -> str:
    t = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return "".join(ch for ch in t if ch.isalnum())


class Krosmaster(Game[KrosState, ActionT, KrosOptions]):
    """Krosmaster Arena (first edition), 2 players."""

    id = "krosmaster"
    aliases = ("kros", "krosmaster-arena")
    command_group = "kros"
    min_seats = 2
    max_seats = 4
    state_model = KrosState
    options_model = KrosOptions
    action_adapter = action_adapter
    commands = (
        CommandSpec(name="move", options=[OptionSpec(name="to", kind=OptionKind.SQUARE, autocomplete=True)]),
        CommandSpec(name="cast", options=[
            OptionSpec(name="spell", autocomplete=True),
            OptionSpec(name="at", kind=OptionKind.SQUARE, autocomplete=True),
            OptionSpec(name="ally", required=False, autocomplete=True),
        ]),
        CommandSpec(name="punch", options=[OptionSpec(name="at", kind=OptionKind.SQUARE, autocomplete=True)]),
        CommandSpec(name="pickup"),
        CommandSpec(name="buy", options=[
            OptionSpec(name="item", autocomplete=True),
            OptionSpec(name="hidden", kind=OptionKind.BOOLEAN, required=False),
            OptionSpec(name="to", required=False, autocomplete=True),
            OptionSpec(name="victim", required=False, autocomplete=True),
        ]),
        CommandSpec(name="reveal", options=[
            OptionSpec(name="token", autocomplete=True),
            OptionSpec(name="choice", kind=OptionKind.CHOICE, required=False,
                       choices=["pa", "pm", "soin", "oui", "non"]),
            OptionSpec(name="at", kind=OptionKind.SQUARE, required=False),
            OptionSpec(name="amount", kind=OptionKind.INTEGER, required=False, min_value=0, max_value=12),
        ]),
        CommandSpec(name="end"),
        CommandSpec(name="inspire", options=[
            OptionSpec(name="die1", autocomplete=True),
            OptionSpec(name="die2", autocomplete=True),
            OptionSpec(name="face1", kind=OptionKind.CHOICE, required=False, choices=list(_FACES)),
            OptionSpec(name="face2", kind=OptionKind.CHOICE, required=False, choices=list(_FACES)),
        ]),
        CommandSpec(name="tension", options=[OptionSpec(name="player", autocomplete=True)]),
        CommandSpec(name="gift", options=[OptionSpec(name="player", autocomplete=True)]),
        CommandSpec(name="trigger", options=[OptionSpec(name="unit", autocomplete=True)]),
        CommandSpec(name="activate", options=[OptionSpec(name="unit", autocomplete=True)]),
        CommandSpec(name="deploy", options=[
            OptionSpec(name="unit", autocomplete=True),
            OptionSpec(name="at", kind=OptionKind.SQUARE, autocomplete=True),
        ]),
        CommandSpec(name="arena", options=[OptionSpec(name="arena", kind=OptionKind.CHOICE,
                                                      choices=["fosse", "elementaire"])]),
        CommandSpec(name="side", options=[OptionSpec(name="side", kind=OptionKind.CHOICE, choices=list(_SIDES))]),
        CommandSpec(name="draft", options=[OptionSpec(name="character", autocomplete=True)]),
        CommandSpec(name="card", info=True, options=[OptionSpec(name="unit", autocomplete=True)]),
        CommandSpec(name="reach", info=True, options=[
            OptionSpec(name="unit", autocomplete=True),
            OptionSpec(name="spell", autocomplete=True),
        ]),
    )

    # ---- contract ------------------------------------------------------------------------
    def setup(self, options: KrosOptions, seats: Sequence[SeatInfo], rng: Rng) -> KrosState:
        t = Turns.new(options, [s.name for s in seats], rng)
        return t.s

    @staticmethod
    def prompted(state: KrosState) -> int | None:
        """The seat the game waits on (not always the active player with 4 players)."""
        return legal.prompted(state)

    def may_act(self, state: KrosState, seat: int) -> bool:
        """Only the prompted seat acts (without building the prompt's buttons)."""
        return self.prompted(state) == seat

    def prompts(self, state: KrosState) -> list[Prompt]:
        seat = self.prompted(state)
        if seat is None:
            return []
        params: dict[str, Any] = {"phase": state.phase}
        t = Turns(state)
        if state.phase == "activation" and state.current:
            u = next(x for x in state.units if x.id == state.current)
            params.update(unit=u.id, name=t.label(u), pm=u.pm, pa=u.pa)
        if state.phase == "inspiration":
            params.update(t.named({"faces": list(state.tension)}))
        if state.phase == "gift":
            params["gg"] = state.pending_gifts[0][1]
        if state.phase == "tension-target":
            params["step"] = len(state.tension_loss) + 1
        options = self.prompt_options(state, seat)
        return [Prompt(seat=seat, kind=f"kros-{state.phase}", params=params, options=options)]

    def _apply(self, state: KrosState, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        t = Turns(state, rng)
        t.act(seat, action)
        return t.events

    def result(self, state: KrosState) -> Result | None:
        if state.phase != "over":
            return None
        # the reason reads through the message ``end-kros-<reason>``
        reason = f"kros-{state.end_reason}" if state.end_reason else ""
        if not state.winners:
            return Result(termination=Termination.DRAW, reason=reason, scores=dict(enumerate(state.gg)))
        return Result(termination=Termination.VICTORY, winners=list(state.winners), reason=reason,
                      scores=dict(enumerate(state.gg)))

    computer_levels = ("easy", "normal", "strong")

    def opening_events(self, state: KrosState) -> list[Event]:
        """A tutorial's introduction and goal, as the rulebook gives them (fr/en catalogs)."""
        if state.scenario not in content().scenarios:
            return []
        return [Event(code="kros-tuto-intro", params={"scenario": state.scenario,
                                                      "title": content().scenarios[state.scenario].name}),
                Event(code="kros-tuto-goal", params={"scenario": state.scenario})]

    def computer_action(self, state: KrosState, seat: int, level: str, rng: Rng) -> ActionT | None:
        """The computer opponent's move (:mod:`.ai`): from what ``seat`` may see only."""
        return computer_action(self, state, seat, level, rng)

    def computer_move(self, state: KrosState, seat: int, level: str, rng: Rng) -> tuple[ActionT, Event | None] | None:
        """The computer's move and why, in one line (:mod:`.ai_explain`)."""
        return computer_choice(self, state, seat, level, rng)

    def zombie_action(self, state: KrosState, seat: int) -> ActionT | None:
        legal = self.legal_actions(state, seat)
        for a in legal:
            if isinstance(a, End):
                return a
        for a in legal:
            if isinstance(a, Inspire) and all(x is None for x in a.targets):
                return a
        return legal[0] if legal else None

    # ---- the contract, by concept (legal, viewing, parsing, completion, info, prompting) ---
    def legal_actions(self, state: KrosState, seat: int) -> list[ActionT]:
        return legal.legal_actions(state, seat)

    def view(self, state: KrosState, seat: int | None, highlight: Sequence[str] = ()) -> KrosView:
        return build_view(state, seat, highlight)

    def resolve_unit(self, state: KrosState, seat: int | None, text: str, any_seat: bool = False) -> str:
        return parsing.resolve_unit(state, seat, text, any_seat)

    def parse_command(self, command: str, args: Mapping[str, str], state: KrosState, seat: int) -> ActionT:
        if command == "arena":
            return self.parse_action({"type": "arena", "arena": args.get("arena") or ""})
        if command == "side":
            return self.parse_action({"type": "side", "side": (args.get("side") or "").upper()})
        return parsing.parse_command(command, args, state, seat)

    def autocomplete(self, state: KrosState, seat: int | None, command: str, option: str, partial: str,
                     args: Mapping[str, str] | None = None) -> list[str]:
        return completion.autocomplete(state, seat, command, option, partial, args)

    def suggestion_label(self, state: KrosState, command: str, option: str, value: str,
                         lang: str = "fr") -> str | None:
        return completion.suggestion_label(state, command, option, value)

    def info(self, state: KrosState, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
        return info.info(state, seat, command, args)

    def choice_paths(self, state: KrosState, seat: int) -> list[Any]:
        """Moves by pointing: action, then square or target (see :mod:`.choices`)."""
        return choice_paths(self, state, seat)

    def prompt_options(self, state: KrosState, seat: int) -> list[PromptOption]:
        return prompting.prompt_options(state, seat)


KROSMASTER = Krosmaster()

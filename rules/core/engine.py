"""The engine contract every game implements.

A game is a stateless object (one instance per game kind) with five operations over typed,
JSON-round-tripping state and action models:

* ``setup(options, seats, rng) -> state``
* ``prompts(state) -> list[Prompt]``: who must act now, and with what kind of answer;
* ``apply(state, seat, action, rng) -> Transition``: the new state and the events;
* ``view(state, seat) -> BaseModel``: what that seat (or a spectator, ``None``) may see;
* ``result(state) -> Result | None``.

``legal_actions`` lists what a prompted seat may do (for menus and for the conformance
playouts). Games describe their player commands as :class:`CommandSpec` data, from which
both the console table and the Discord adapter build their commands.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar, get_args, get_origin

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from .choices import ChoiceLeaf, ChoiceNode, ChoicePath, build_tree, step
from .errors import InvalidActionError, RuleError
from .model import Model
from .rng import Rng


class SeatInfo(Model):
    """A seated player as the engine knows them: a position and a display name."""

    index: int
    name: str


class PromptOption(Model):
    """One answer a prompt offers as a button: a command with its options, and a label.

    ``label`` is a message id (``opt-...`` of the game's catalogs) formatted with ``params``.
    """

    command: str
    args: dict[str, str] = Field(default_factory=dict)
    label: str
    params: dict[str, Any] = Field(default_factory=dict)


class Prompt(Model):
    """A game waiting on one seat. ``kind`` is a message key (``prompt-<kind>``).

    ``options`` lists ready-made answers (at most 25) the adapters offer as buttons, such as
    the faces of a die to choose; players may still type any legal command.

    ``deadline_seconds`` is this prompt's own deadline: ``None`` follows the table's setting
    (``/game settings deadline:``), ``0`` never times out, ``n`` applies
    :meth:`Game.timeout_action` after ``n`` seconds whatever the table's setting (a reaction
    window a game times itself, e.g. from one of its options).
    """

    seat: int
    kind: str
    params: dict[str, Any] = Field(default_factory=dict)
    options: list[PromptOption] = Field(default_factory=list)
    deadline_seconds: int | None = Field(default=None, ge=0)


class Event(Model):
    """Something that happened, for the players to read.

    ``code`` is a message key (``ev-<code>``) and ``params`` its parameters. ``visible_to``
    limits the event to some seats (``None``: everybody). ``irreversible`` marks a die roll
    or a hidden reveal, which undo never crosses. ``announce`` marks what every player must
    see even when the same player keeps the hand (a K.O., a reveal, a roll that decides): the
    adapters post a new board for it instead of updating the current one in place.
    """

    code: str
    params: dict[str, Any] = Field(default_factory=dict)
    visible_to: list[int] | None = None
    irreversible: bool = False
    announce: bool = False

    def visible_for(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


class Termination(StrEnum):
    """Why a game ended."""

    VICTORY = "victory"
    DEFEAT = "defeat"  # cooperative games lost by everybody
    DRAW = "draw"
    SCORE = "score"


class Result(Model):
    """The outcome of a finished game, as data."""

    termination: Termination
    winners: list[int] = Field(default_factory=list)
    scores: dict[int, int] = Field(default_factory=dict)
    reason: str = ""
    params: dict[str, Any] = Field(default_factory=dict)


class Transition(Model):
    """What ``apply`` returns: the new state and the events, in order."""

    state: Any
    events: list[Event]


class OptionKind(StrEnum):
    STRING = "string"
    INTEGER = "integer"
    CHOICE = "choice"
    SQUARE = "square"  # a board square such as "C4"
    BOOLEAN = "boolean"
    #: filled by the adapter, never typed: milliseconds between the post that offered the
    #: button and the click (live reflex variants); a PromptOption arg of ``ELAPSED`` asks for it
    TIMING = "timing"


#: the PromptOption argument value the adapters replace with the measured reaction time (ms)
ELAPSED = "{elapsed_ms}"


class OptionSpec(Model):
    """One option of a game command. Its description is the message ``opt-<game>-<cmd>-<name>``."""

    name: str
    kind: OptionKind = OptionKind.STRING
    required: bool = True
    choices: list[str] = Field(default_factory=list)
    autocomplete: bool = False
    min_value: int | None = None
    max_value: int | None = None


class CommandSpec(Model):
    """A player command of a game (``/kros move to:C4``). Description: ``cmd-<game>-<name>``.

    An ``info`` command changes nothing: it asks :meth:`Game.info` for something to see (a
    character's card, the squares a spell reaches) and anyone, seated or not, may use it.
    """

    name: str
    options: list[OptionSpec] = Field(default_factory=list)
    info: bool = False


class Info(Model):
    """The answer to an info command: lines to read and, optionally, a view to draw."""

    events: list[Event] = Field(default_factory=list)
    view: Any = None


StateT = TypeVar("StateT", bound=BaseModel)
ActionT = TypeVar("ActionT", bound=BaseModel)
OptionsT = TypeVar("OptionsT", bound=BaseModel)


class Game(ABC, Generic[StateT, ActionT, OptionsT]):
    """A game kind. Subclasses set the class metadata and implement the abstract methods."""

    id: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_seats: ClassVar[int] = 1
    max_seats: ClassVar[int] = 2
    state_model: ClassVar[type[BaseModel]]
    options_model: ClassVar[type[BaseModel]]
    action_adapter: ClassVar[TypeAdapter[Any]]
    commands: ClassVar[Sequence[CommandSpec]] = ()
    #: the short command group name (``kros``, ``df``); defaults to ``id``
    command_group: ClassVar[str] = ""

    # --- the contract -------------------------------------------------------------
    @abstractmethod
    def setup(self, options: OptionsT, seats: Sequence[SeatInfo], rng: Rng) -> StateT:
        """A new game from validated options and the seated players."""

    @abstractmethod
    def prompts(self, state: StateT) -> list[Prompt]:
        """Who must act now (empty once the game is over)."""

    @abstractmethod
    def _apply(self, state: StateT, seat: int, action: ActionT, rng: Rng) -> list[Event]:
        """Apply ``action`` by ``seat`` to ``state`` (a private copy: mutate it freely).

        Raise :class:`RuleError` for an illegal action; the caller discards the copy.
        """

    @abstractmethod
    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]:
        """Actions ``seat`` may take now; continuous choices may be sampled."""

    @abstractmethod
    def view(self, state: StateT, seat: int | None) -> BaseModel:
        """What ``seat`` (``None``: a spectator) may see."""

    @abstractmethod
    def result(self, state: StateT) -> Result | None:
        """The outcome once the game is over, else ``None``."""

    # --- provided -------------------------------------------------------------------
    def max_seats_for(self, options: Mapping[str, Any]) -> int:
        """The most seats a table with these (raw or stored) options takes: ``max_seats``,
        unless the game lets an option add a seat (Castle Ravenloft's Strahd player)."""
        return self.max_seats

    def min_seats_for(self, options: Mapping[str, Any]) -> int:
        """The fewest seats a table with these (raw or stored) options starts with: ``min_seats``,
        unless an option needs more (Castle Ravenloft's Strahd player, an adventure for three)."""
        return self.min_seats

    def group(self) -> str:
        return self.command_group or self.id

    def list_option_values(self, name: str) -> Sequence[str]:
        """The values a list or text option may hold, when they are a known set (a game's
        variants, its adventures): ``/game new`` suggests them and ``/help`` lists them, each
        with its :meth:`option_value_label` or its line ``gameval-<game>-<option>-<value>``."""
        return ()

    def option_value_label(self, option: str, value: str, lang: str) -> str | None:
        """What a value of a table option means, for a reader of ``lang`` (an adventure's name
        and its number of heroes); ``None``: the catalog's ``gameval-`` line, if any."""
        return None

    def parse_options(self, raw: Mapping[str, Any]) -> OptionsT:
        """Validated options; list options may be typed as text (``a,b`` and ``a,b;c,d``)."""
        data = dict(raw)
        for name, field in self.options_model.model_fields.items():
            value = data.get(name)
            if isinstance(value, str) and get_origin(field.annotation) is list:
                inner = get_args(field.annotation)[0] if get_args(field.annotation) else str
                if get_origin(inner) is list:
                    data[name] = [[x.strip() for x in part.split(",") if x.strip()] for part in value.split(";")]
                else:
                    data[name] = [x.strip() for x in value.split(",") if x.strip()]
        try:
            return self.options_model.model_validate(data)  # type: ignore[return-value]
        except ValidationError as exc:
            err = exc.errors()[0]
            raise InvalidActionError(
                "bad-option", option=".".join(str(p) for p in err["loc"]) or "?", value=str(err.get("input", ""))
            ) from None

    def load_state(self, data: Mapping[str, Any]) -> StateT:
        return self.state_model.model_validate(data)  # type: ignore[return-value]

    def dump_state(self, state: StateT) -> dict[str, Any]:
        return state.model_dump(mode="json")

    def parse_action(self, data: Mapping[str, Any]) -> ActionT:
        """An action from JSON-like data (``{"type": "move", ...}``)."""
        try:
            return self.action_adapter.validate_python(dict(data))  # type: ignore[no-any-return]
        except ValidationError as exc:
            err = exc.errors()[0]
            parts = [str(p) for p in err["loc"] if not isinstance(p, int)]
            if len(parts) > 1 and parts[0] == str(data.get("type")):
                parts = parts[1:]  # drop the union's tag
            value = err.get("input")
            shown = "" if isinstance(value, dict) or value is None else str(value)
            raise InvalidActionError("bad-action", field=".".join(parts) or "?", value=shown) from None

    def dump_action(self, action: ActionT) -> dict[str, Any]:
        return action.model_dump(mode="json")

    def parse_command(self, command: str, args: Mapping[str, str], state: StateT, seat: int) -> ActionT:
        """The action a player command stands for. Games override it for richer syntax."""
        if command not in {c.name for c in self.commands}:
            raise InvalidActionError("unknown-command", command=command)
        return self.parse_action({"type": command, **args})

    #: the ``type`` of actions that answer no prompt (a standing order, a setting changed at any
    #: time): they never move their player's deadline nor the table's clock
    free_actions: ClassVar[frozenset[str]] = frozenset()

    def may_act(self, state: StateT, seat: int) -> bool:
        """Whether ``seat`` may send an action now: by default, only when a prompt names it.

        Games override it for actions allowed "at any time" (an item used out of turn);
        ``_apply`` must then check which actions such a seat may take.
        """
        return any(p.seat == seat for p in self.prompts(state))

    def info(self, state: StateT, seat: int | None, command: str, args: Mapping[str, str]) -> Info:
        """Answer an ``info`` command; games with info commands override it."""
        raise InvalidActionError("unknown-command", command=command)

    def apply(self, state: StateT, seat: int, action: ActionT, rng: Rng) -> Transition:
        """Check that ``seat`` may act, then apply ``action`` to a copy of ``state``."""
        if self.result(state) is not None:
            raise RuleError("game-over")
        if not self.may_act(state, seat):
            raise RuleError("not-your-turn")
        work = self.copy_state(state)
        events = self._apply(work, seat, action, rng)
        return Transition(state=work, events=events)

    def copy_state(self, state: StateT) -> StateT:
        """A copy of ``state`` that a move may change: the model's dump validated again (as every
        load from the database does), 2-4x cheaper than copying object by object
        (``model_copy(deep=True)``: 0.55-0.77 ms for a Krosmaster state, 0.15-0.23 ms this way;
        bench/results/loop-cpu.json). Equal to the state copied (tests/rules/test_copy_state.py)."""
        return type(state).model_validate(state.model_dump())  # type: ignore[return-value]

    def autocomplete(self, state: StateT, seat: int | None, command: str, option: str, partial: str,
                     args: Mapping[str, str] | None = None) -> list[str]:
        """Values to suggest for an option: by default, those of ``seat``'s legal actions.

        ``seat`` is ``None`` for someone not at the table (info commands are open to all);
        games with info commands override this to suggest for them too. ``args`` holds the
        command's other options typed so far, to narrow the suggestions (the targets of the
        spell already chosen).
        """
        seen: list[str] = []
        if seat is None:
            return seen
        for action in self.legal_actions(state, seat):
            data = self.dump_action(action)
            if data.get("type") != command or option not in data:
                continue
            if any(k != option and k in data and str(data[k]) != v for k, v in (args or {}).items() if v):
                continue
            value = str(data[option])
            if value not in seen and value.lower().startswith(partial.lower()):
                seen.append(value)
        return seen[:25]

    def suggestion_label(self, state: StateT, command: str, option: str, value: str,
                         lang: str = "fr") -> str | None:
        """How a suggested value reads in a menu (a unit's name for its id) for a reader of
        ``lang``; ``None``: as is."""
        return None

    def zombie_action(self, state: StateT, seat: int) -> ActionT | None:
        """What an absent player does when the table votes to play on without them."""
        return None

    def timeout_action(self, state: StateT, seat: int) -> ActionT | None:
        """What ``seat`` plays when its prompt's deadline passes (``None``: nothing, the table waits).

        Defaults to :meth:`zombie_action`. Games override it where a time-out has its own
        default (a reaction's standing order, "done" in a spending window).
        """
        return self.zombie_action(state, seat)

    def opening_events(self, state: StateT) -> list[Event]:
        """Public events shown when the game starts, after its set-up (a scenario's goal and
        introduction); nothing changes and nothing is logged."""
        return []

    # --- campaigns: a group's tables chained with the same heroes (bot/service/campaigns.py) ----
    #: whether this game's tables may form a campaign (``/game new <game> campaign:<name>``)
    campaigns: ClassVar[bool] = False

    def campaign_fixed(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options every table of a campaign shares, from its first table's options."""
        raise InvalidActionError("no-campaigns")

    def campaign_options(self, fixed: Mapping[str, Any], roster: Mapping[str, Any],
                         typed: Mapping[str, Any]) -> dict[str, Any]:
        """The options of a campaign's next table: its ``fixed`` options, what the players may
        choose for each table (``typed``: a scenario...) and the ``roster`` carried
        (``{}``: the campaign's first table). Another typed option is refused."""
        raise InvalidActionError("no-campaigns")

    def campaign_seated(self, options: Mapping[str, Any], players: Sequence[str]) -> dict[str, Any]:
        """The options once the table starts: ``players`` are the seats' stable keys (user
        ids, by seat), so that each player takes back what they carry. Stored with the table."""
        return dict(options)

    def campaign_roster(self, state: StateT, roster: Mapping[str, Any]) -> dict[str, Any]:
        """The roster after a finished table of the campaign (JSON)."""
        raise InvalidActionError("no-campaigns")

    def campaign_lines(self, roster: Mapping[str, Any]) -> list[Event]:
        """The roster in events the catalogs word (a hero's sheet per line)."""
        return []

    def campaign_next(self, roster: Mapping[str, Any]) -> list[str]:
        """The values of the per-table option the next table may take, the suggested one first
        (a menu when pointing); the option is named by :attr:`campaign_choice`."""
        return []

    def campaign_choice_name(self, value: str) -> str:
        """The message id naming a value of :meth:`campaign_next` (a scenario's name)."""
        return value

    #: the option a campaign's table may choose (``adventure``), offered by :meth:`campaign_next`
    campaign_choice: ClassVar[str] = ""

    # --- the computer opponent: a seat the platform plays (bot/service/computer.py) --------------
    #: the levels of play of the game's computer opponent, weakest first (empty: none)
    computer_levels: ClassVar[tuple[str, ...]] = ()

    def computer_action(self, state: StateT, seat: int, level: str, rng: Rng) -> ActionT | None:
        """The computer's move for the prompted ``seat`` at ``level`` (``None``: it has none).

        It decides from what ``seat`` may see only (its view: never the others' hidden
        information) and is deterministic given ``state`` and ``rng``, its own generator
        (never the table's, whose draws are the game's future dice)."""
        return None

    def computer_move(self, state: StateT, seat: int, level: str, rng: Rng) -> tuple[ActionT, Event | None] | None:
        """The computer's move and the one line that says why (an event of the game's catalogs,
        logged before the move's own events; ``None``: no reason given). By default,
        :meth:`computer_action` without a reason: games override this to explain."""
        action = self.computer_action(state, seat, level, rng)
        return None if action is None else (action, None)

    # --- pointing: choice trees (rules/core/choices.py) -------------------------------------
    def choice_path(self, state: StateT, seat: int, action: ActionT) -> ChoicePath | None:
        """How ``seat`` reaches ``action`` by pointing; ``None``: not offered that way.

        By default: the command (``btn-<group>-<cmd>``), then each argument's value
        (``choice-<group>-<cmd>-<opt>-<value>``), for actions whose fields are plain values
        and whose type is a command. Games override it for shorter, better-labelled paths.
        """
        data = self.dump_action(action)
        command = str(data.pop("type", ""))
        if command not in {c.name for c in self.commands if not c.info}:
            return None
        if any(isinstance(v, (list, dict)) for v in data.values()):
            return None
        args = {k: str(v).lower() if isinstance(v, bool) else str(v) for k, v in data.items() if v is not None}
        group = self.group()
        steps = [step("command", command, f"btn-{group}-{command}")]
        steps += [step(k, v, f"choice-{group}-{command}-{k}-{v}") for k, v in args.items()]
        return ChoicePath(steps=steps, leaf=ChoiceLeaf(command=command, args=args))

    def choice_paths(self, state: StateT, seat: int) -> list[ChoicePath]:
        """Every move ``seat`` may make by pointing now.

        By default: the ready-made answers of the seat's prompts (one step each) or, for
        prompts without any, the seat's legal actions through :meth:`choice_path`.
        """
        prompts = [p for p in self.prompts(state) if p.seat == seat]
        if not prompts:
            return []
        options = [o for p in prompts for o in p.options]
        if options:
            return [ChoicePath(steps=[step("option", str(i), o.label, o.label, **o.params)],
                               leaf=ChoiceLeaf(command=o.command, args=dict(o.args)))
                    for i, o in enumerate(options)]
        out = []
        for action in self.legal_actions(state, seat):
            path = self.choice_path(state, seat, action)
            if path is not None:
                out.append(path)
        return out

    def choice_tree(self, state: StateT, seat: int) -> ChoiceNode:
        """The tree of :meth:`choice_paths`: each node offers at most 25 answers."""
        return build_tree(self.choice_paths(state, seat))

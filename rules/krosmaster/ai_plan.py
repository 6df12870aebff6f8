"""The strong level's plan of a whole activation (:mod:`.ai` calls it).

From the position the seat sees, the planner tries sequences of its figure's actions to the end
of the activation (move, strike, move again, stop) as a beam: at each step it keeps the most
promising few positions reached and tries what can follow them. Positions reached by two
sequences are counted once. An action with dice is imagined with the same few rolls whichever
action it is (the ``k``-th roll of the sequence's ``n``-th throw), so two strikes, or a strike
now and the same strike after a step, are compared on equal luck, and the position kept for
the next step is the imagined roll closest to their mean. Each action costs a trifle
(:data:`STEP`), so that of two sequences that end alike the shorter is played. The positions
are judged on the ``normal`` level's weights and the danger of a K.O. next turn
(:data:`.ai_eval.STRONGEST`). The first action of the best sequence is played; the next
decision plans again from where it stands, so a plan never binds a later roll.

The search stops after its budget of imagined actions (a count, the same on every machine, never
the clock) and keeps the best found so far.
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from rules.core import PlayerError, Rng

from .legal import legal_actions, prompted
from .model import ActionT, End, KrosState, Move
from .turns import Turns

#: positions kept at each step: after a move (a strike may follow) and after anything else
BEAM_MOVES = 6
BEAM_OTHERS = 4
#: the most actions of one planned sequence
DEPTH = 6
#: imagined rolls of an action that uses dice, for the first action of a sequence and after:
#: with two rolls, a blow whose two rolls both deal no damage looked no better than stopping
#: (one blow in six was given up with PA to spare); four make that rare
ROLLS_FIRST = 4
ROLLS = 2
#: what each action of a sequence costs beyond its position: among sequences that end in
#: equal positions the shortest wins (no step there and back, no spell that leads nowhere)
STEP = 0.01


#: values shared by a copy and its original: they cannot change in place (the model's tuples
#: hold only such values: a square, a boost, a gift)
_FIXED = (str, int, float, bool, type(None), tuple)


def _copied(value: Any) -> Any:
    """``value`` copied as deep as it may change in place: lists, dicts and models (a model's
    lists hold one kind of value each, so the first tells whether the items need copying)."""
    kind = type(value)
    if kind is list:
        if not value or type(value[0]) in _FIXED:
            return value.copy()
        return [_copied(x) for x in value]
    if kind is dict:
        if all(type(x) in _FIXED for x in value.values()):
            return value.copy()
        return {k: _copied(x) for k, x in value.items()}
    if kind in _FIXED:
        return value
    if isinstance(value, BaseModel):
        return _model(value)
    return copy.deepcopy(value)


def _model(value: BaseModel, shared: tuple[str, ...] = ()) -> Any:
    """A model copied field by field; the fields named in ``shared`` keep their items (a list
    of them is a new list of the same items)."""
    new = object.__new__(type(value))
    fields = value.__dict__.copy()
    for k, x in fields.items():
        if type(x) is list and (not x or type(x[0]) in _FIXED or k in shared):
            fields[k] = x.copy()  # the most frequent case, without a call
        elif type(x) not in _FIXED and k not in shared:
            fields[k] = _copied(x)
    object.__setattr__(new, "__dict__", fields)
    object.__setattr__(new, "__pydantic_fields_set__", value.__pydantic_fields_set__.copy())
    object.__setattr__(new, "__pydantic_extra__", value.__pydantic_extra__)
    object.__setattr__(new, "__pydantic_private__", value.__pydantic_private__)
    return new


def clone(state: KrosState) -> KrosState:
    """A copy of ``state`` that an imagined action may change, the models rebuilt field by
    field without validating again (their values were validated when the state was made): a
    third cheaper than through JSON, the search's most frequent work. The options never change
    in a game, and the trees, bushes and crates only with the destruction option (a blow's
    wounds on a crate, spells.py; the wounds healed at the turn's end, turns.py): without it,
    the copy shares them (their list is its own), which halves the copy's cost."""
    out: KrosState = _model(state, ("options",) if state.options.destruction else ("options", "decor"))
    return out


def step(state: KrosState, action: ActionT, rng: Rng) -> KrosState | None:
    """The position after ``action`` by the seat the game waits on (``None``: refused)."""
    seat = prompted(state)
    if seat is None:
        return None
    work = clone(state)
    turns = Turns(work, rng)
    turns.quiet = True
    try:
        turns.act(seat, action)
    except PlayerError:
        return None
    return work


def _key(state: KrosState) -> str:
    """What tells two positions of one activation apart."""
    return state.model_dump_json(include={"units", "gg", "kamas", "floor_kamas", "phase", "current", "wild_gg"})


@dataclass
class Node:
    """A position reached by a sequence: its first action, its value and whether the
    activation goes on from it (the same figure, the same seat to play)."""

    first: int
    state: KrosState
    value: float
    costs: float
    last_move: bool
    open: bool
    #: actions of the sequence that threw dice (the next throw's imagined rolls follow)
    thrown: int = 0


class Planner:
    """One plan: the root position, the seat, how a position scores, what an action costs,
    which actions are worth trying, and how many imagined actions are left."""

    def __init__(self, state: KrosState, seat: int, seed: str, score: Callable[[KrosState], float],
                 cost: Callable[[KrosState, ActionT], float],
                 sensible: Callable[[KrosState, list[ActionT]], list[ActionT]],
                 spent: Callable[[], bool], count: Callable[[], None]) -> None:
        self.root = state
        self.seat = seat
        self.seed = seed
        self.score = score
        self.cost = cost
        self.sensible = sensible
        self.spent = spent
        self.count = count
        self.unit = state.current

    def _rng(self, thrown: int, roll: int) -> Rng:
        return Rng(hashlib.sha256(f"{self.seed}:plan:{thrown}:{roll}".encode()).hexdigest())

    def _open(self, state: KrosState) -> bool:
        return (state.phase == "activation" and state.current == self.unit
                and prompted(state) == self.seat)

    def _try(self, state: KrosState, action: ActionT, thrown: int) -> tuple[KrosState, float, bool] | None:
        """The position after ``action``, its value (the mean over the imagined rolls when
        dice are thrown; the position kept is the roll closest to the mean) and whether dice
        were thrown. The rolls depend on how many throws the sequence made before, not on how
        many steps: a blow struck at once and the same blow after a step see the same dice."""
        rolls: list[tuple[KrosState, float]] = []
        threw = False
        for k in range(ROLLS_FIRST if thrown == 0 else ROLLS):
            rng = self._rng(thrown, k)
            self.count()
            after = step(state, action, rng)
            if after is None:
                return None
            rolls.append((after, self.score(after)))
            threw = rng.counter > 0
            if not threw or self.spent():  # no dice thrown: one try tells all
                break
        mean = sum(v for _, v in rolls) / len(rolls)
        kept = min(rolls, key=lambda r: abs(r[1] - mean))[0]
        return kept, mean, threw

    def plan(self, legal: list[ActionT]) -> dict[int, float] | None:
        """The value of each first action tried (its best sequence), or ``None`` if the budget
        ran out before every first action was tried once."""
        best: dict[int, float] = {}
        seen: set[str] = set()
        frontier: list[Node] = []
        for i, a in enumerate(legal):
            if self.spent():
                return None
            got = self._try(self.root, a, 0)
            if got is None:
                continue
            after, value, threw = got
            costs = self.cost(self.root, a) + (0.0 if isinstance(a, End) else STEP)
            best[i] = value - costs
            k = _key(after)
            if isinstance(a, End) or k in seen:
                continue
            seen.add(k)
            frontier.append(Node(i, after, value - costs, costs, isinstance(a, Move), self._open(after),
                                 int(threw)))
        for depth in range(1, DEPTH):
            frontier = self._beam([n for n in frontier if n.open])
            if not frontier:
                break
            grown: list[Node] = []
            for node in frontier:
                actions = [a for a in self.sensible(node.state, legal_actions(node.state, self.seat))
                           if not isinstance(a, End) and not (node.last_move and isinstance(a, Move))]
                for a in actions:
                    if self.spent():
                        return best
                    got = self._try(node.state, a, node.thrown)
                    if got is None:
                        continue
                    after, value, threw = got
                    costs = node.costs + self.cost(node.state, a) + STEP
                    k = _key(after)
                    if k in seen:
                        continue
                    seen.add(k)
                    best[node.first] = max(best[node.first], value - costs)
                    grown.append(Node(node.first, after, value - costs, costs, isinstance(a, Move),
                                      self._open(after), node.thrown + int(threw)))
            frontier = grown
        return best

    @staticmethod
    def _beam(nodes: list[Node]) -> list[Node]:
        moves = sorted((n for n in nodes if n.last_move), key=lambda n: -n.value)[:BEAM_MOVES]
        others = sorted((n for n in nodes if not n.last_move), key=lambda n: -n.value)[:BEAM_OTHERS]
        return sorted(moves + others, key=lambda n: -n.value)


__all__ = ["Planner", "clone", "step"]

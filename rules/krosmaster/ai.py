"""The computer opponent of Krosmaster Arena: three levels of play.

Every decision is taken on :func:`.ai_eval.knowledge` (the state as the seat may see it), with
its own generator for the dice it imagines, so it is deterministic given the state and that
generator and never uses the table's dice or the others' secrets.

- ``easy``: the ``normal`` choice, but one decision in three is a random legal move;
- ``normal``: greedy, one step ahead: each legal action is tried once (its dice imagined) and
  the best resulting position (:func:`.ai_eval.evaluate`) is played;
- ``strong``: each attack is tried twice and averaged, each move is judged by the best action
  that can follow it from its square, and the position also weighs the figures left in the
  enemies' reach for their next turn.

The draft takes the best level then any; summons and triggers resolve in the order offered.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rules.core import PlayerError, Rng

from .ai_eval import STRONG, WEAK, Weights, evaluate, knowledge
from .content import content
from .model import (
    ActionT,
    Activate,
    DraftPick,
    End,
    Inspire,
    KrosState,
    Move,
    Trigger,
)

if TYPE_CHECKING:
    from .engine import Krosmaster

LEVELS = ("easy", "normal", "strong")
#: the moves a strong decision looks beyond (the best after one step)
STRONG_MOVES = 10


class Thinker:
    """One decision: the game, the seat, the level and the generator of imagined dice."""

    def __init__(self, game: Krosmaster, state: KrosState, seat: int, level: str, rng: Rng) -> None:
        self.game = game
        self.seat = seat
        self.level = level
        self.rng = rng
        self.state = knowledge(state, seat)
        self.weights: Weights = STRONG if level == "strong" else WEAK
        self._sims = 0

    # ---- trying actions --------------------------------------------------------------
    def _sim_rng(self) -> Rng:
        self._sims += 1
        seed = hashlib.sha256(f"{self.rng.seed}:{self.rng.counter}:{self._sims}".encode()).hexdigest()
        return Rng(seed)

    def after(self, state: KrosState, action: ActionT) -> KrosState | None:
        """The state after ``action`` with imagined dice (``None``: refused)."""
        seat = self.game.prompted(state)
        if seat is None:
            return None
        try:
            return self.game.apply(state, seat, action, self._sim_rng()).state
        except PlayerError:
            return None

    def score(self, state: KrosState | None) -> float:
        return -1e9 if state is None else evaluate(state, self.seat, self.weights)

    def tried(self, state: KrosState, action: ActionT, samples: int = 1) -> float:
        """The mean score of ``action`` over ``samples`` imagined rolls."""
        return sum(self.score(self.after(state, action)) for _ in range(samples)) / samples

    def best(self, actions: Sequence[ActionT], value: Callable[[ActionT], float]) -> ActionT:
        """The action of highest value; among equals, one drawn with the generator."""
        return self.best_of(actions, [value(a) for a in actions])

    def best_of(self, actions: Sequence[ActionT], values: Sequence[float]) -> ActionT:
        """The action of highest value; among equals, ending rather than wandering, else one
        drawn with the generator."""
        scored = [(v, i) for i, v in enumerate(values)]
        top = max(v for v, _ in scored)
        ties = [actions[i] for v, i in scored if v >= top - 1e-9]
        if len(ties) > 1 and any(isinstance(a, End) for a in ties):
            return End()
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)

    # ---- decisions ------------------------------------------------------------------------
    def decide(self) -> ActionT | None:
        s = self.state
        legal = self.game.legal_actions(s, self.seat)
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy" and self.rng.randint(0, 2) == 0:
            return self.rng.choice(legal)
        if s.phase == "draft":
            return self._draft(legal)
        if s.phase in ("arena", "side"):
            return self.rng.choice(legal)
        if s.phase in ("summon-order", "trigger-order"):
            return next(a for a in legal if isinstance(a, (Activate, Trigger)))
        if s.phase == "inspiration":
            return self._inspire(legal)
        if s.phase == "activation" and self.level == "strong":
            return self._strong_activation(legal)
        return self.best(legal, lambda a: self.tried(s, a))

    def _draft(self, legal: list[ActionT]) -> ActionT:
        chars = content().characters
        return self.best(legal, lambda a: float(chars[a.character].level) if isinstance(a, DraftPick) else 0.0)

    def _inspire(self, legal: list[ActionT]) -> ActionT:
        """One answer per outcome (the placements the prompt offers), each tried once."""
        seen: set[Any] = set()
        distinct: list[ActionT] = []
        for a in legal:
            assert isinstance(a, Inspire)
            key = (tuple(a.faces), tuple(a.targets), a.faces[0] == a.faces[1])
            placed = frozenset((tg, f) for f, tg in zip(a.faces, a.targets) if tg is not None)
            outcome = (placed, sum(1 for x in a.targets if x is not None), key[2])
            if outcome not in seen:
                seen.add(outcome)
                distinct.append(a)
        return self.best(distinct, lambda a: self.tried(self.state, a))

    def _strong_activation(self, legal: list[ActionT]) -> ActionT:
        s = self.state
        values: dict[int, float] = {}
        for i, a in enumerate(legal):
            if not isinstance(a, Move):
                values[i] = self.tried(s, a, 1 if isinstance(a, End) else 2)
        # moves: one step, then the best that can follow from the square for the promising ones
        first: list[tuple[float, int, KrosState | None]] = []
        for i, a in enumerate(legal):
            if isinstance(a, Move):
                after = self.after(s, a)
                first.append((self.score(after), i, after))
        first.sort(key=lambda x: -x[0])
        for rank, (v, i, after) in enumerate(first):
            values[i] = v
            if rank < STRONG_MOVES and after is not None and after.current == s.current:
                follow = [b for b in self.game.legal_actions(after, self.seat)
                          if not isinstance(b, (Move, End))]
                if follow:
                    values[i] = max(v, max(self.tried(after, b) for b in follow))
        return self.best_of(legal, [values[i] for i in range(len(legal))])


def computer_action(game: Krosmaster, state: KrosState, seat: int, level: str, rng: Rng) -> ActionT | None:
    """The move of the computer playing ``seat`` at ``level`` (see the module's doc)."""
    if level not in LEVELS:
        level = "normal"
    return Thinker(game, state, seat, level, rng).decide()


__all__ = ["LEVELS", "Thinker", "computer_action"]

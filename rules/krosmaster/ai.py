"""The computer opponent of Krosmaster Arena: three levels of play.

Every decision is taken on :func:`.ai_eval.knowledge` (the state as the seat may see it), with
its own generator for the dice it imagines, so it is deterministic given the state and that
generator and never uses the table's dice or the others' secrets.

- ``easy``: one step ahead on the simple weights (:data:`.ai_eval.WEAK`), and one decision in
  two a random sensible move;
- ``normal``: each attack imagined twice, each move judged by the best action that can follow
  it from its square, the figures left in the enemies' reach counted against it;
- ``strong``: the whole activation planned (:mod:`.ai_plan`): sequences of the figure's
  actions (move, strike, move again, stop) tried as a beam to the activation's end on the
  ``normal`` weights and the danger of a K.O. next turn (:func:`.ai_eval.exposure`), each roll
  imagined alike for every sequence, positions reached twice counted once; the first action
  of the best sequence is played.

A decision never wastes: no heal on a figure without wounds, and a once-a-game spell keeps a
reserve value (:data:`RESERVE`) that a trifle (a 1-PV summon) does not repay, and a tension
double costs its GG (:data:`DOUBLE`): only one that ends the game (or that the dice force) is
made. A decision stops searching after its budget of imagined actions (:data:`BUDGET`): a
count of work, never the clock, so that a decision is the same on every machine and a replay
(``/game verify``) finds it again; the CPU time it costs per decision and per turn is measured by
bench/bench_krosmaster_ai.py (docs/rulings/krosmaster.md gives the figures). The draft takes the best level; summons
and triggers resolve in the order offered. Each decision says why in one line
(:mod:`.ai_explain`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from rules.core import Event, Rng

from .ai_eval import STRONG, STRONGEST, WEAK, Weights, evaluate, inspiration_use, knowledge, urgency
from .ai_explain import explain
from .ai_plan import Planner, step
from .content import content
from .model import (
    ActionT,
    Activate,
    Cast,
    DraftPick,
    End,
    Inspire,
    KrosGame,
    KrosState,
    Move,
    Trigger,
)
from .table import Table

LEVELS = ("easy", "normal", "strong")
#: imagined actions one decision may try, by level
BUDGET = {"easy": 120, "normal": 700, "strong": 450}
#: imagined actions of a strong decision for a summon (a Mob's activation matters less than a
#: Krosmaster's, and summons multiply a turn's activations)
SUMMON_BUDGET = 250
#: what a once-a-game spell is worth kept for later (one wound on a level-3 Krosmaster ≈ 0.8)
RESERVE = 2.5
#: what a tension double costs beyond the position: every player loses a GG, which leaves the
#: difference as it was but brings a player who is behind closer to defeat; only a double that
#: ends the game (an opponent's last GG) repays it
DOUBLE = 3.0
#: the moves a normal decision looks beyond (the best action after one step)
FOLLOW_MOVES = 10


@dataclass
class Choice:
    """A decision: the action, its value and what the others were worth (for the reason)."""

    action: ActionT
    value: float = 0.0
    values: dict[int, float] = field(default_factory=dict)


class Thinker:
    """One decision: the game, the seat, the level and the generator of imagined dice."""

    def __init__(self, game: KrosGame, state: KrosState, seat: int, level: str, rng: Rng) -> None:
        self.game = game
        self.seat = seat
        self.level = level
        self.rng = rng
        self.state = knowledge(state, seat)
        self.weights: Weights = {"easy": WEAK, "strong": STRONGEST}.get(level, STRONG)
        self.budget = BUDGET.get(level, BUDGET["normal"])
        acting = Table(self.state).by_id.get(self.state.current or "")
        if level == "strong" and acting is not None and acting.kind != "krosmaster":
            self.budget = SUMMON_BUDGET
        self._sims = 0

    # ---- trying actions --------------------------------------------------------------
    def spent(self) -> bool:
        """Whether the decision's budget of imagined actions is used up (never the clock: the
        same decision on every machine)."""
        return self._sims >= self.budget

    def _sim_rng(self) -> Rng:
        self._sims += 1
        seed = hashlib.sha256(f"{self.rng.seed}:{self.rng.counter}:{self._sims}".encode()).hexdigest()
        return Rng(seed)

    def after(self, state: KrosState, action: ActionT) -> KrosState | None:
        """The state after ``action`` with imagined dice (``None``: refused)."""
        return step(state, action, self._sim_rng())

    def score(self, state: KrosState | None) -> float:
        return -1e9 if state is None else evaluate(state, self.seat, self.weights)

    def cost(self, state: KrosState, action: ActionT) -> float:
        """What playing ``action`` gives up beyond the position: a once-a-game spell's reserve
        (less as the game drags on), a tension double's GG (:data:`DOUBLE`)."""
        if isinstance(action, Cast):
            sp = content().spells.get(action.spell)
            if sp is not None and sp.limit == "game":
                return RESERVE / urgency(state.turn)
        if isinstance(action, Inspire) and len(action.faces) == 2 and action.faces[0] == action.faces[1]:
            return DOUBLE
        return 0.0

    def tried(self, state: KrosState, action: ActionT, samples: int = 1) -> float:
        """The mean score of ``action`` over ``samples`` imagined rolls, less its cost."""
        total = sum(self.score(self.after(state, action)) for _ in range(samples)) / samples
        return total - self.cost(state, action)

    def best_of(self, actions: Sequence[ActionT], values: Sequence[float]) -> Choice:
        """The action of highest value; among equals, ending rather than wandering, else one
        drawn with the generator."""
        top = max(values)
        ties = [i for i, v in enumerate(values) if v >= top - 1e-9]
        ends = [i for i in ties if isinstance(actions[i], End)]
        pick = ends[0] if ends else ties[0] if len(ties) == 1 else self.rng.choice(ties)
        return Choice(actions[pick], top, dict(enumerate(values)))

    # ---- what is worth trying ----------------------------------------------------------
    def sensible(self, state: KrosState, legal: list[ActionT]) -> list[ActionT]:
        """``legal`` without the wasted moves: a heal on a figure that has no wound."""
        t = Table(state)
        out = []
        for a in legal:
            if isinstance(a, Cast) and content().spells[a.spell].kind == "heal":
                target = t.at.get(t.cell(a.at))
                if target is None or target.wounds == 0:
                    continue
            out.append(a)
        return out or legal

    # ---- decisions ------------------------------------------------------------------------
    def decide(self) -> Choice | None:
        s = self.state
        legal = self.game.legal_actions(s, self.seat)
        if not legal:
            return None
        if len(legal) == 1:
            return Choice(legal[0])
        if s.phase == "draft":
            chars = content().characters
            return self.best_of(legal, [float(chars[a.character].level) if isinstance(a, DraftPick) else 0.0
                                        for a in legal])
        if s.phase in ("arena", "side"):
            return Choice(self.rng.choice(legal))
        if s.phase in ("summon-order", "trigger-order"):
            return Choice(next(a for a in legal if isinstance(a, (Activate, Trigger))))
        if s.phase == "inspiration":
            return self._inspire(legal)
        legal = self.sensible(s, legal)
        if self.level == "easy" and self.rng.randint(0, 1) == 0:
            return Choice(self.rng.choice(legal))
        if s.phase == "activation" and self.level != "easy":
            return self._activation(legal)
        return self.best_of(legal, [self.tried(s, a) for a in legal])

    def _inspire(self, legal: list[ActionT]) -> Choice:
        """One answer per outcome (the placements the prompt offers), each tried once. The
        strong level counts each power placed at what it serves this turn
        (:func:`.ai_eval.inspiration_use`) instead of a flat value: a Critique goes to a
        Krosmaster that can strike, and powers that would serve nobody are traded for the
        refund's kamas."""
        seen: set[object] = set()
        distinct: list[ActionT] = []
        for a in legal:
            assert isinstance(a, Inspire)
            placed = frozenset((tg, f) for f, tg in zip(a.faces, a.targets, strict=False) if tg is not None)
            outcome = (placed, sum(1 for x in a.targets if x is not None), a.faces[0] == a.faces[1])
            if outcome not in seen:
                seen.add(outcome)
                distinct.append(a)
        values = [self.tried(self.state, a) for a in distinct]
        if self.level == "strong":
            t = Table(self.state)
            for i, a in enumerate(distinct):
                assert isinstance(a, Inspire)
                for face, target in zip(a.faces, a.targets, strict=False):
                    if target is not None:
                        values[i] += inspiration_use(t, t.by_id[target], face) - self.weights.power
        return self.best_of(distinct, values)

    def _ranked(self, legal: list[ActionT]) -> dict[int, float]:
        """The normal level's value of each action: attacks imagined twice, the most promising
        moves followed by the best action from their square (while the budget lasts)."""
        s = self.state
        values: dict[int, float] = {}
        for i, a in enumerate(legal):
            if not isinstance(a, Move):
                values[i] = self.tried(s, a, 1 if isinstance(a, End) or self.spent() else 2)
        first: list[tuple[float, int, KrosState | None]] = []
        for i, a in enumerate(legal):
            if isinstance(a, Move):
                after = self.after(s, a)
                first.append((self.score(after), i, after))
        first.sort(key=lambda x: -x[0])
        for rank, (v, i, after) in enumerate(first):
            values[i] = v
            if rank < FOLLOW_MOVES and after is not None and after.current == s.current and not self.spent():
                follow = [b for b in self.sensible(after, self.game.legal_actions(after, self.seat))
                          if not isinstance(b, (Move, End))]
                if follow:
                    values[i] = max(v, max(self.tried(after, b) for b in follow))
        return values

    def _count(self) -> None:
        self._sims += 1

    def _activation(self, legal: list[ActionT]) -> Choice:
        if self.level == "strong":
            planner = Planner(self.state, self.seat, f"{self.rng.seed}:{self.rng.counter}", self.score,
                              self.cost, self.sensible, self.spent, self._count)
            planned = planner.plan(legal)
            if planned:
                idx = sorted(planned)
                return self.best_of([legal[i] for i in idx], [planned[i] for i in idx])
        values = self._ranked(legal)
        return self.best_of(legal, [values[i] for i in range(len(legal))])


def computer_choice(game: KrosGame, state: KrosState, seat: int, level: str,
                    rng: Rng) -> tuple[ActionT, Event | None] | None:
    """The move of the computer playing ``seat`` at ``level`` and the line that says why."""
    if level not in LEVELS:
        level = "normal"
    thinker = Thinker(game, state, seat, level, rng)
    choice = thinker.decide()
    if choice is None:
        return None
    return choice.action, explain(thinker.state, seat, choice.action)


def computer_action(game: KrosGame, state: KrosState, seat: int, level: str, rng: Rng) -> ActionT | None:
    """The move of the computer playing ``seat`` at ``level`` (see the module's doc)."""
    made = computer_choice(game, state, seat, level, rng)
    return None if made is None else made[0]


__all__ = ["BUDGET", "SUMMON_BUDGET", "LEVELS", "Thinker", "computer_action", "computer_choice"]

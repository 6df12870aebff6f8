"""The conformance playout every registered game must pass (after OpenSpiel's).

Random legal playouts from a seed: every legal action applies without an unexpected
exception, the state round-trips through JSON, and replaying the action log from the seed
rebuilds the final state exactly.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.core import Game, RuleError, SeatInfo
from rules.core.replay import replay
from rules.core.rng import Rng


@dataclass
class Playout:
    state: Any
    actions: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    finished: bool = False


def playout(
    game: Game[Any, Any, Any],
    options: Mapping[str, Any],
    n_seats: int,
    seed: str,
    chooser_seed: int = 0,
    max_steps: int = 5000,
) -> Playout:
    """Play random legal actions until the game ends or ``max_steps`` actions."""
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n_seats)]
    rng = Rng(seed)
    chooser = random.Random(chooser_seed)  # picks among legal actions; not the game's dice
    state = game.setup(game.parse_options(options), seats, rng)
    out = Playout(state=state)
    for _ in range(max_steps):
        if game.result(state) is not None:
            out.finished = True
            break
        prompts = game.prompts(state)
        assert prompts, "a game that is not over must prompt someone"
        prompt = chooser.choice(prompts)
        legal = game.legal_actions(state, prompt.seat)
        assert legal, f"seat {prompt.seat} is prompted ({prompt.kind}) but has no legal action"
        action = chooser.choice(legal)
        data = game.dump_action(action)
        assert game.dump_action(game.parse_action(json.loads(json.dumps(data)))) == data
        try:
            transition = game.apply(state, prompt.seat, action, rng)
        except RuleError as exc:  # pragma: no cover - a failure message
            raise AssertionError(f"legal action {data} refused: {exc}") from exc
        state = transition.state
        out.actions.append((prompt.seat, data))
        # JSON round trip of the state
        dumped = game.dump_state(state)
        assert game.dump_state(game.load_state(json.loads(json.dumps(dumped)))) == dumped
    out.state = state
    out.finished = game.result(state) is not None
    rebuilt = replay(game, options, seats, seed, out.actions)
    assert game.dump_state(rebuilt.state) == game.dump_state(state), "replay diverged"
    assert rebuilt.counter == rng.counter
    return out

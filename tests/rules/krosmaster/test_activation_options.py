"""The activation prompt's ready-made answers (end, pick up kamas, buy a GG) are found without
making every legal move and cast: they are the ones read off ``activation_actions``, in its
order, at every activation of seeded plays with the economy on (kamas on the floor, demon cells)."""

from __future__ import annotations

import random

import pytest

from bench.bench_load import KROS, KROS4
from rules.core import PromptOption, Rng, SeatInfo, find_game
from rules.krosmaster.legal import activation_actions
from rules.krosmaster.model import BuyGG, Pickup
from rules.krosmaster.prompting import activation_options
from rules.krosmaster.turns import Turns

GAME = find_game("krosmaster")


def read_off_the_actions(t: Turns, u) -> list[PromptOption]:  # type: ignore[no-untyped-def]
    out = [PromptOption(command="end", label="opt-kros-pick-end", params={"name": t.label(u)})]
    for act in activation_actions(t, u):
        if isinstance(act, Pickup):
            out.append(PromptOption(command="pickup", label="opt-kros-pick-pickup"))
        elif isinstance(act, BuyGG) and act.victim is None:
            out.append(PromptOption(command="buy", args={"item": "gg"}, label="opt-kros-pick-buy-gg"))
    return out


@pytest.mark.parametrize(("players", "options", "seed"), [(2, KROS, 1), (4, KROS4, 2), (2, KROS, 3)])
def test_the_activation_answers_are_those_of_the_legal_actions(players: int, options: dict[str, str],
                                                                seed: int) -> None:
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(players)]
    rng = Rng(f"{seed:02x}" * 32, 0)
    state = GAME.setup(GAME.parse_options(options), seats, rng)
    chooser = random.Random(seed)
    seen: set[str] = set()
    activations = 0
    for _ in range(260):
        if GAME.result(state) is not None or not GAME.prompts(state):
            break
        if state.phase == "activation" and state.current is not None:
            t = Turns(state)
            u = t.by_id[state.current]
            found = activation_options(t, u)
            assert found == read_off_the_actions(t, u)
            seen |= {o.command for o in found}
            activations += 1
        seat = chooser.choice(GAME.prompts(state)).seat
        legal = GAME.legal_actions(state, seat)
        # more often than chance: pick up, buy, end (the answers under test)
        legal.sort(key=lambda a: (type(a).__name__ not in ("Pickup", "BuyGG", "Move"), chooser.random()))
        state = GAME.apply(state, seat, legal[0], Rng(rng.seed, rng.counter)).state
    assert activations >= 40 and {"end", "pickup"} <= seen

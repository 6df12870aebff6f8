"""Timing Kravora: the bot's whole enemy phase (3.2 attack and 3.3 movement) on 4 crowded
boards, the end-to-end move through the real service for 4 players against its floor (a bare
commit plus encoding the same picture), and the picture alone.

Goals (issue 13): move p95 under 60 ms and within 2x of the floor; picture under 150 KB.
Run: ``.venv/bin/python -m bench.bench_kravora [-n 100]``; results go to
bench/results/kravora.json.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from bot.service import Service
from bot.shared.replies import Actor
from render.encode import encode_png
from render.kravora import render
from rules.core import Rng, SeatInfo
from rules.kravora import GAME
from rules.kravora.board import new_unit
from rules.kravora.enemy import enemy_attack, enemy_move
from rules.kravora.model import Done, KravoraState
from rules.kravora.pointing import _args

from .harness import measure_moves, record, run, time_sync
from .pictures import game_views, picture_times

PLAYERS = [Actor(f"k-{n}", n, "bench-kra", "guild", "fr") for n in ("alice", "bob", "carol", "dave")]
WAVE = ("rocailleur", "long_bras", "costaud", "caillasseur", "sprinteur", "fantoche")


def crowded() -> KravoraState:
    """Four boards at turn 8: 24 enemies on lines 1-4 and 8 defenders on each."""
    seats = [SeatInfo(index=i, name=p.name) for i, p in enumerate(PLAYERS)]
    state = GAME.setup(GAME.parse_options({"first": 0}), seats, Rng(f"{8:064x}"))
    for p in state.players:
        p.units = []
        for line in range(1, 5):
            for kind in WAVE:
                new_unit(state, p, kind, -1, False, line)
        for line, kind in ((2, "caillasseur"), (3, "costaud"), (3, "long_bras"), (4, "costaud"), (4, "fantoche"),
                           (4, "sprinteur"), (5, "rocailleur"), (5, "caillasseur")):
            new_unit(state, p, kind, p.seat, True, line)
    state.step, state.turn, state.active = "attack", 8, 0
    return state


def enemy_phase(state: KravoraState) -> None:
    work = state.model_copy(deep=True)
    events: list[Any] = []
    for seat in range(work.n):
        enemy_attack(work, seat, events)
        enemy_move(work, seat, events)


def end_turns(state: KravoraState) -> None:
    """The four players' « Fini » in 3.1 (the engine's apply: 3.2, 3.3 and the salary)."""
    rng = Rng(f"{9:064x}")
    for seat in range(state.n):
        s = state.model_copy(deep=True)
        s.active = seat
        GAME.apply(s, seat, Done(), rng)


def make_moves(seats: int) -> tuple[Any, Any]:
    chooser = random.Random(7)

    async def setup(service: Service) -> Actor:
        await service.create(PLAYERS[0], "kravora", {"first": "0"})
        for p in PLAYERS[1:seats]:
            await service.join(p)
        await service.start(PLAYERS[0])
        return PLAYERS[0]

    async def move(service: Service, i: int) -> Any:
        loaded = await service._load("bench-kra", ("active",))
        prompt = chooser.choice(GAME.prompts(loaded.state))
        actor = next(p for p in PLAYERS if p.user_id == loaded.user_of(prompt.seat).user_id)
        legal = GAME.legal_actions(loaded.state, prompt.seat)
        # a player who mostly plays on: attacks and "done" weigh as much as all the purchases
        if chooser.random() < 0.5:
            action = GAME.zombie_action(loaded.state, prompt.seat)
        else:
            action = chooser.choice(legal)
        start = time.perf_counter()
        reply = await service.act(actor, action.type, _args(action))
        elapsed = (time.perf_counter() - start) * 1000
        if not reply.error and GAME.result((await service._load("bench-kra", latest=True)).state):
            await setup(service)  # a finished game: the next moves play a new one
        return reply, elapsed

    return setup, move


def main() -> dict[str, Any]:
    parser = argparse.ArgumentParser()
    parser.add_argument("-n", type=int, default=100)
    args = parser.parse_args()
    state = crowded()
    enemies = sum(1 for p in state.players for u in p.units if not u.defender)
    results: dict[str, Any] = {
        "enemy_phase_4_boards": {"enemies": enemies, **time_sync(lambda: enemy_phase(state), 200)},
        "engine_done_4_boards": time_sync(lambda: end_turns(state), 100),
    }
    # the tree of every move a player may point at, on that table with a hutte and a canon built:
    # about a thousand ruses (any unit of any board), rebuilt after every move for the buttons
    rich = state.model_copy(deep=True)
    for p in rich.players:
        p.buildings += ["hutte", "canon"]
        p.blood = 30
    rich.step = "buy"
    results["choice_tree_crowded_hutte"] = {"leaves": len(GAME.legal_actions(rich, 0)),
                                            **time_sync(lambda: GAME.choice_tree(rich, 0), 50)}
    view = GAME.view(state, None)
    results["crowded_picture"] = {"render_ms": time_sync(lambda: render(view, "fr"), 50),
                                  "png_bytes": len(encode_png(render(view, "fr")))}
    results["pictures_4_players"] = picture_times(render, game_views("kravora", {}, 4))
    setup, move = make_moves(4)
    results["move_end_to_end_4_players"] = run(measure_moves("kravora-move-end-to-end", setup, move, n=args.n))
    path = record("kravora", results)
    print(json.dumps(results, indent=2))
    print("recorded in", path)
    return results


if __name__ == "__main__":
    main()

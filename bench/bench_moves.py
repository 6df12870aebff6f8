"""End-to-end move benchmark for each registered game, through the real service.

Each move is a legal action picked by a fixed chooser and sent as the player's command
(load, parse, apply, commit, render, encode), timed against the floor (a bare commit plus
encoding the same picture). Run: ``.venv/bin/python -m bench.bench_moves [--game ID]``.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from bot.service import Service
from bot.shared.replies import Actor
from rules.core import find_game

from .harness import measure_moves, record, run

SETUPS: dict[str, dict[str, str]] = {
    "krosmaster": {"arena": "fosse", "side": "N", "autodeploy": "true"},
    "dungeon_fighter": {"difficulty": "facile"},
}
PLAYERS = [Actor(f"b-{n}", n, "bench", "guild", "fr") for n in ("alice", "bob")]


def as_args(data: dict[str, Any]) -> dict[str, str]:
    """An action's fields as the options a player types (``aim_x``/``aim_y`` -> ``aim:x,y``)."""
    data = dict(data)
    if "aim_x" in data and "aim_y" in data:
        data["aim"] = f"{data.pop('aim_x')},{data.pop('aim_y')}"
    out = {}
    for key, value in data.items():
        if key == "type" or value is None or value == []:
            continue
        out[key] = ",".join(map(str, value)) if isinstance(value, list) else str(value).lower() if isinstance(value, bool) else str(value)
    return out


def make(game_id: str, seats: int) -> tuple[Any, Any]:
    chooser = random.Random(7)

    async def setup(service: Service) -> Actor:
        await service.create(PLAYERS[0], game_id, SETUPS.get(game_id, {}))
        for p in PLAYERS[1:seats]:
            await service.join(p)
        await service.start(PLAYERS[0])
        return PLAYERS[0]

    async def move(service: Service, i: int) -> Any:
        loaded = await service._load("bench", ("active",))
        game = loaded.game
        prompt = chooser.choice(game.prompts(loaded.state))
        actor = next(p for p in PLAYERS if p.user_id == loaded.user_of(prompt.seat).user_id)
        legal = game.legal_actions(loaded.state, prompt.seat)
        chooser.shuffle(legal)
        for action in legal:
            data = game.dump_action(action)
            start = time.perf_counter()
            reply = await service.act(actor, data["type"], as_args(data))
            if not reply.error:
                elapsed = (time.perf_counter() - start) * 1000
                if reply.text and loaded.game.result((await service._load("bench", latest=True)).state):
                    await setup(service)  # a finished game: the next moves play a new one
                return reply, elapsed
        raise RuntimeError(f"no legal action could be sent as a command at move {i}")

    return setup, move


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", action="append")
    parser.add_argument("-n", type=int, default=100)
    args = parser.parse_args()
    for game_id in args.game or list(SETUPS):
        game = find_game(game_id)
        setup, move = make(game.id, min(2, game.max_seats))
        result = run(measure_moves(f"{game.id}-move-end-to-end", setup, move, n=args.n))
        print(json.dumps(result, indent=2))
        print("recorded in", record(f"moves-{game.id}", result))


if __name__ == "__main__":
    main()

"""A game played through the service with random legal moves, as several tests need it."""

from __future__ import annotations

import random

from bot.service import Service
from bot.shared.replies import Actor
from rules.core import PlayerError, registry
from tests.conftest import actor


async def play_random(service: Service, game_id: str, options: dict[str, str], moves: int,
                      chooser_seed: int) -> list[Actor]:
    """Open ``game_id`` with ``options`` for its smallest table (two players at least), play
    up to ``moves`` random legal moves through the service, abandon it (the seed revealed);
    the players."""
    game = registry.find_game(game_id)
    players = [actor(n) for n in ("alice", "bob", "carol", "dan")[:max(2, game.min_seats)]]
    assert not (await service.create(players[0], game_id, options)).error
    for p in players[1:]:
        await service.join(p)
    started = await service.start(players[0])
    assert not started.error, started.text
    chooser = random.Random(chooser_seed)
    for _ in range(moves):
        loaded = await service._load("chan", latest=True)
        if loaded.table.status != "active":
            break
        prompt = chooser.choice(game.prompts(loaded.state))
        legal = game.legal_actions(loaded.state, prompt.seat)
        chooser.shuffle(legal)
        for action in legal:
            try:
                await service._play("en", loaded, prompt.seat, action, loaded.user_of(prompt.seat).user_id, [])
                break
            except PlayerError:
                continue
    await service.abandon(players[0])
    return players

"""Castle Ravenloft takes 5 players, 6 when one plays Strahd (variant strahd, seed L455): the
service asks the game how many seats a table's options allow."""

from __future__ import annotations

from bot.service import Service
from rules.core import find_game
from tests.conftest import actor

PLAYERS = [actor(n) for n in ("alice", "bob", "carol", "dave", "erin", "fred")]


async def _fill(service: Service, options: dict[str, str]) -> list[bool]:
    assert not (await service.create(PLAYERS[0], "cr", options)).error
    return [not (await service.join(p)).error for p in PLAYERS[1:]]


async def test_six_seats_only_with_a_strahd_player(service: Service) -> None:
    assert await _fill(service, {"variants": "strahd"}) == [True] * 5
    started = await service.start(PLAYERS[0])
    assert not started.error, started.text


async def test_a_base_table_is_full_at_five(service: Service) -> None:
    joined = await _fill(service, {})
    assert joined == [True, True, True, True, False]
    refused = await service.join(actor("gina"))
    assert refused.error and "5" in refused.text


def test_the_games_seat_limit_follows_the_variant() -> None:
    game = find_game("cr")
    assert game.max_seats == 5
    assert game.max_seats_for({}) == 5 and game.max_seats_for({"variants": []}) == 5
    assert game.max_seats_for({"variants": ["strahd"]}) == 6 and game.max_seats_for({"variants": "x, strahd"}) == 6

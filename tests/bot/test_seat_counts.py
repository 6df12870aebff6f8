"""A table says how many players its options need (issue 23: a Strahd table read « 1-5 joueurs »,
an adventure for three heroes too) and names several winners in agreement (« alice, bob, carol
wins! » before)."""

from __future__ import annotations

import pytest

from bot.service import Service
from db.database import Database
from rules.core import find_game
from tests.conftest import Clock, actor

BOB = actor("bob", locale="fr")


@pytest.fixture
def service(db: Database, clock: Clock) -> Service:
    return Service(db, clock=clock, seed_factory=lambda: "ab" * 32, default_locale="fr")


@pytest.mark.parametrize(("options", "seats"), [
    ({}, "(1-5 joueurs)"), ({"variants": "strahd"}, "(3-6 joueurs)"), ({"adventure": "11"}, "(3 joueurs)"),
    ({"adventure": "1"}, "(1 joueur)"), ({"adventure": "7"}, "(2-5 joueurs)"),
    ({"adventure": "11", "variants": "strahd"}, "(4 joueurs)"), ({"heroes_per_seat": "2"}, "(1-2 joueurs)"),
])
async def test_a_castle_ravenloft_table_says_how_many_players_its_options_need(service, options, seats) -> None:
    created = await service.create(BOB, "cr", options)
    assert seats in created.text, created.text


async def test_a_strahd_table_waits_for_three_and_takes_six(service) -> None:
    await service.create(BOB, "cr", {"variants": "strahd"})
    await service.join(actor("eve", locale="fr"))
    refused = await service.start(BOB)
    assert refused.error and refused.text == "Il faut au moins 3 joueurs pour commencer (il y en a 2)."
    status = await service.status(BOB)
    assert status.text == "Table de Castle Ravenloft en attente (2 joueurs, de 3 à 6) : bob, eve."


def test_the_seat_range_of_castle_ravenloft() -> None:
    game = find_game("cr")
    assert game.seat_range({}) == (1, 5) and game.seat_range({"variants": ["strahd", "acr2"]}) == (3, 6)
    assert game.seat_range({"adventure": "the_werewolfs_lair", "heroes_per_seat": 2}) == (1, 2)


@pytest.mark.parametrize(("lang", "names", "text"), [
    ("en", ["alice"], "alice wins!"), ("en", ["alice", "bob", "carol"], "alice, bob and carol win!"),
    ("fr", ["alice"], "Victoire : alice !"), ("fr", ["alice", "bob", "carol"], "Victoire : alice, bob et carol (3 gagnants) !"),
])
def test_several_winners_read_in_agreement(service, lang, names, text) -> None:
    from rules.core import Result, Termination

    class Loaded:
        seats = [type("S", (), {"position": i, "name": n})() for i, n in enumerate(names)]

    result = Result(termination=Termination.VICTORY, winners=list(range(len(names))))
    assert service._result_text(lang, Loaded(), result) == text  # type: ignore[arg-type]

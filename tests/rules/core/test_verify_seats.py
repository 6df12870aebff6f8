"""/game verify counts a table's seats as its options need them, as the start does: a Strahd
table of Castle Ravenloft has three players at least (« CR Strahd Variante (3 à 6 joueurs) »)."""

from __future__ import annotations

from rules.core.rng import seed_hash
from rules.core.verify import verify_export

SEED = "ab" * 32


def abandoned(game: str, options: dict[str, object], seats: int) -> dict[str, object]:
    """The export of a table closed before it started: nothing drawn, nothing to replay."""
    return {"format": "meneur-export/1", "game": game, "options": options, "seed_hash": seed_hash(SEED),
            "seed": SEED, "seats": [{"position": i, "name": f"p{i}"} for i in range(seats)],
            "state": None, "log": []}


def test_a_strahd_table_of_two_seats_does_not_verify() -> None:
    verdict = verify_export(abandoned("ravenloft", {"variants": ["strahd"]}, 2))
    assert (verdict.code, verdict.params) == ("verify-bad-seats", {"count": 2})


def test_a_strahd_table_of_three_seats_and_a_plain_one_of_two_verify() -> None:
    assert verify_export(abandoned("ravenloft", {"variants": ["strahd"]}, 3)).code == "verify-ok"
    assert verify_export(abandoned("ravenloft", {}, 2)).code == "verify-ok"

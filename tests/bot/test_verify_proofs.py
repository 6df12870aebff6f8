"""What the dice cannot prove, the bot's signature does: who sat where, when each row was
written, which rows the platform played on a time-out, and the rows' order.

Each hostile file below replays correctly (the dice and the moves are untouched): before the
signature every one of them was « Verified ». Three kinds for each of the five games, then
the proofs a time-out notice needs, then unsigned and foreign files.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bot.service import Service
from bot.service.signing import Signer, signature_verdict
from bot.service.verification import verify_in_worker
from db.database import Database
from rules.core import Event, i18n
from tests.conftest import actor
from tests.support.duel import Duel
from tests.support.playing import play_random

SEED = "cd" * 32
GAMES = ["dungeon_fighter", "kravora", "krosmaster", "mortebrume", "ravenloft"]
OPTIONS: dict[str, dict[str, str]] = {"krosmaster": {"arena": "fosse", "side": "N", "autodeploy": "true"}}
ALICE, BOB = actor("alice"), actor("bob")


async def played_export(service: Service, game_id: str, moves: int = 14) -> dict[str, Any]:
    """A game of ``game_id`` with ``moves`` random legal moves through the service, abandoned
    (the seed revealed), exported."""
    players = await play_random(service, game_id, OPTIONS.get(game_id, {}), moves, 5)
    return await service.export_data(players[0])


def check(service: Service, data: dict[str, Any]) -> tuple[str, str]:
    verdict = verify_in_worker(copy.deepcopy(data), 30, service.signer.public_hex)
    return verdict.code, verdict.kind


def swap_seat_accounts(data: dict[str, Any]) -> None:
    first, second = data["seats"][0], data["seats"][1]
    first["user_id"], second["user_id"] = second["user_id"], first["user_id"]


def move_times(data: dict[str, Any]) -> None:
    for row in data["log"]:
        row["time"] = "2020-01-01T00:00:00+00:00"


def claim_a_time_out_for_another_seat(data: dict[str, Any]) -> None:
    row = next(r for r in reversed(data["log"]) if r["kind"] == "action")
    other = (row["seat"] + 1) % len(data["seats"])
    row["events"].insert(0, {"code": "timeout-applied", "params": {"seat": other}})


@pytest.mark.parametrize("game_id", GAMES)
async def test_who_when_and_the_notices_are_proven_in_every_game(sqlite_db: Database, game_id: str) -> None:
    service = Service(sqlite_db, render=False, seed_factory=lambda: SEED)
    data = await played_export(service, game_id)
    actions = [r for r in data["log"] if r["kind"] == "action"]
    assert len(actions) >= 5 and data["seed"] == SEED
    assert check(service, data) == ("verify-ok", "ok")
    for mutate, code in [(swap_seat_accounts, "verify-bad-signature"), (move_times, "verify-bad-signature"),
                         (claim_a_time_out_for_another_seat, "verify-row-notice")]:
        forged = copy.deepcopy(data)
        mutate(forged)
        assert verify_in_worker(copy.deepcopy(forged), 30).code == ("verify-ok" if code == "verify-bad-signature"
                                                                    else code), mutate.__name__
        assert check(service, forged) == (code, "failed"), mutate.__name__


async def test_two_adjacent_kravora_moves_swapped_are_refused(sqlite_db: Database) -> None:
    """Two moves of different seats that commute replay in either order: the order is signed."""
    service = Service(sqlite_db, render=False, seed_factory=lambda: SEED)
    data = await played_export(service, "kravora", moves=30)
    log = data["log"]
    pairs = [i for i in range(1, len(log) - 1) if log[i]["kind"] == log[i + 1]["kind"] == "action"
             and log[i]["seat"] != log[i + 1]["seat"] and not log[i]["draws"] and not log[i + 1]["draws"]]
    assert pairs, "the seeded game has two adjacent moves of two seats without dice"
    forged = copy.deepcopy(data)
    i = pairs[0]
    for key in ("seat", "action", "events", "user_id"):
        forged["log"][i][key], forged["log"][i + 1][key] = forged["log"][i + 1][key], forged["log"][i][key]
    replayed = verify_in_worker(copy.deepcopy(forged), 30)
    expected = "verify-bad-signature" if replayed.code == "verify-ok" else replayed.code
    assert check(service, forged) == (expected, "failed")


async def test_a_time_out_notice_needs_an_awaited_seat_and_its_default_move(service: Service) -> None:
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.start(ALICE)
    await service.act(ALICE, "mark", {"square": "A1"})  # alice's own move, not her default
    loaded = await service._load("chan", ("active",))
    notice = Event(code="timeout-applied", params={"seat": 0})
    await service._play("en", loaded, 0, Duel().zombie_action(loaded.state, 0), "meneur:timeout", [], [notice])
    await service.abandon(ALICE)
    data = await service.export_data(ALICE)
    assert [r["user_id"] for r in data["log"][1:]] == ["u-alice", "meneur:timeout"]
    assert check(service, data) == ("verify-ok", "ok")
    # the notice moved onto alice's own move: that was not her default move
    forged = copy.deepcopy(data)
    forged["log"][1]["events"].insert(0, forged["log"][2]["events"].pop(0))
    assert check(service, forged) == ("verify-row-notice", "failed")
    assert i18n.t("en", "verify-row-notice", {"row": 2}) == (
        "Failed: row 2 says the platform played a default move on time-out, but that seat was not awaited or "
        "that is not its default move.")
    # a notice for bob on the default move alice made: bob was not awaited
    forged = copy.deepcopy(data)
    forged["log"][2]["events"][0]["params"]["seat"] = 1
    assert check(service, forged) == ("verify-row-notice", "failed")
    # without the notice the replay agrees, the signature does not: the row was played on time-out
    forged = copy.deepcopy(data)
    forged["log"][2]["events"].pop(0)
    assert check(service, forged) == ("verify-bad-signature", "failed")


async def test_unsigned_and_foreign_files_are_not_proven(service: Service) -> None:
    await service.create(ALICE, "duel")
    await service.join(BOB)
    await service.start(ALICE)
    await service.act(ALICE, "mark", {"square": "A1"})
    await service.abandon(ALICE)
    data = await service.export_data(ALICE)
    assert data["signature"]["algorithm"] == "ed25519" and data["signature"]["public_key"] == service.signer.public_hex
    unsigned = {k: v for k, v in data.items() if k != "signature"}
    assert check(service, unsigned) == ("verify-unsigned", "failed")
    other = Signer.generate()
    assert check(service, other.sign(data)) == ("verify-foreign-signature", "failed")
    assert signature_verdict(other.sign(data), other.public_hex) is None  # valid under its own key
    broken = copy.deepcopy(data)
    broken["signature"]["value"] = "00" * 64
    assert check(service, broken) == ("verify-bad-signature", "failed")
    fr = await service.verify_file(actor("alice", locale="fr"), json.dumps(unsigned).encode())
    assert fr.error and fr.text == (
        "Non prouvé : les dés et les coups sont vérifiés, mais le fichier ne porte pas de signature de ce bot : "
        "les joueurs, les heures et les coups joués à l'expiration du délai ne sont pas prouvés.")


def test_the_key_file_is_made_once_and_kept(tmp_path) -> None:
    from bot.service.signing import load_signer

    first = load_signer(None, tmp_path / "k" / "signing.key")
    again = load_signer(None, tmp_path / "k" / "signing.key")
    assert first.public_hex == again.public_hex and oct((tmp_path / "k" / "signing.key").stat().st_mode)[-3:] == "600"
    fixed = load_signer("11" * 32, tmp_path / "unused.key")
    assert fixed.seed == bytes.fromhex("11" * 32) and not (tmp_path / "unused.key").exists()
    with pytest.raises(ValueError, match="64 hexadecimal digits"):
        load_signer("xyz", tmp_path / "unused.key")

"""The throw model is versioned: every throw action carries the model it was made with, and a
log stored before the versions (the first model, built from the git history by
``scripts/df_model1_log.py``) replays with that model: each throw lands where it landed then."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.core import Rng, SeatInfo
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.model import CURRENT_MODEL

LOG = json.loads((Path(__file__).parent / "data_model1_log.json").read_text(encoding="utf-8"))
FIELDS = ("x", "y", "faces", "zone", "outcome", "bounces", "drift", "conditions")


def _retuned(state) -> bool:  # type: ignore[no-untyped-def]
    """A fight against a level III or IV monster, whose PV issue 22 re-tuned (content is not
    versioned: docs/dungeon_fighter_throw.md, « Versions »): the log replays the new way from there."""
    from rules.dungeon_fighter.content import content

    cb = state.combat
    return cb is not None and not cb.boss and content().monsters[cb.monster].level >= 3


def _replay(game: dict, force_model: int | None = None, until_retuned: bool = False) -> tuple[int, int]:
    """(rows replayed identically, throws among them); stops at the first difference (or, with
    ``until_retuned``, counts the log as replayed once a re-tuned monster is fought)."""
    seats = [SeatInfo(index=i, name=n) for i, n in enumerate(game["seats"])]
    rng = Rng(game["seed"])
    state = GAME.setup(GAME.parse_options(game["options"]), seats, rng)
    rng.take_draws()
    throws = 0
    for n, row in enumerate(game["rows"]):
        if until_retuned and _retuned(state):
            return len(game["rows"]), throws
        data = dict(row["action"])
        if force_model is not None and data["type"] == "throw":
            data = {k: v for k, v in data.items() if k != "furie"} | {"model": force_model}
        action = GAME.parse_action(data)
        tr = GAME.apply(state, row["seat"], action, rng)
        state = tr.state
        landed = [{k: e.params.get(k) for k in FIELDS} for e in tr.events if e.code == "df-landed"]
        if len(rng.take_draws()) != row["draws"] or landed != row["landed"]:
            return n, throws
        throws += len(landed)
    return len(game["rows"]), throws


@pytest.mark.parametrize("index", range(len(LOG["games"])))
def test_a_log_of_the_first_model_replays_with_it(index: int) -> None:
    game = LOG["games"][index]
    assert all("furie" in r["action"] and "model" not in r["action"] for r in game["rows"] if r["action"]["type"] == "throw")
    rows, throws = _replay(game, until_retuned=True)
    assert rows == len(game["rows"]) and throws >= 10


def test_the_stored_throws_would_not_land_there_with_todays_model() -> None:
    game = LOG["games"][0]
    rows, _ = _replay(game, force_model=T.CURRENT_MODEL)
    assert rows < len(game["rows"])


def test_a_throw_says_its_model_and_old_ones_get_theirs() -> None:
    old = {"type": "throw", "die": "red", "furie": True}
    assert GAME.parse_action(old).model == T.MODEL_FIRST
    assert GAME.parse_action({"type": "throw", "die": "red"}).model == T.MODEL_SKILL  # issue 15's, before versions
    hop = GAME.parse_action(GAME.parse_action({"type": "throw", "die": "red", "model": 3}).model_dump(mode="json"))
    assert hop.model == T.MODEL_HOP == 3  # issue 16's throws replay with their model (no hand's spread)
    new = GAME.parse_action(GAME.parse_action({"type": "throw", "die": "red", "model": 4}).model_dump(mode="json"))
    assert new.model == T.CURRENT_MODEL == T.MODEL_HAND == 4 == CURRENT_MODEL
    from .helpers import in_combat, new_game

    state, _ = new_game()
    in_combat(state)
    typed = GAME.parse_command("throw", {"die": "red", "aim": "F6", "power": "8", "height": "5"}, state, 0)
    assert typed.model == T.CURRENT_MODEL and "model" in typed.model_dump(mode="json")

"""Board descriptions for screen readers (render/alt/): every game's board, played at random
from a seed, is described in both languages within Discord's 1024 characters, names who plays
and where the figures stand, carries no message id, and tells only what the public view shows."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from render.alt import DESCRIPTION_LIMIT, describe, fit_lines
from rules.core import Rng, SeatInfo, find_game

NAMES = ["Alice", "Bob", "Chloé", "Dominique"]
GAMES = {
    "krosmaster": ({}, 2),
    "dungeon_fighter": ({"heroes": "torm,randolph"}, 2),
    "kravora": ({}, 2),
    "mortebrume": ({"points": "5", "hordes": "meleien,abelberien", "army1": "milicien", "army2": "pillard"}, 2),
    "ravenloft": ({}, 2),
}
#: a message id left unformatted (« alt-at », « ev-kros-moved »): never in a text
MESSAGE_ID = re.compile(r"\b(?:alt|ev|err|prompt|kros|df|kra|mb|cr)-[a-z0-9-]+\b")


def played(game_id: str, seed: int, steps: int) -> tuple[Any, Any]:
    game = find_game(game_id)
    options, players = GAMES[game_id]
    rng = Rng("%064x" % seed)
    chooser = random.Random(seed)
    state = game.setup(game.parse_options(options), [SeatInfo(index=i, name=n) for i, n in enumerate(NAMES[:players])],
                       rng)
    for _ in range(steps):
        if game.result(state) or not game.prompts(state):
            break
        seat = game.prompts(state)[0].seat
        state = game.apply(state, seat, chooser.choice(game.legal_actions(state, seat)), rng).state
    return game, state


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_board_is_described_in_both_languages(game_id: str, seed: int) -> None:
    for steps in (0, 40):
        game, state = played(game_id, seed, steps)
        view = game.view(state, None)
        for lang in ("fr", "en"):
            text = describe(game_id, view, lang)
            assert text and len(text) <= DESCRIPTION_LIMIT, (game_id, lang, text)
            assert not MESSAGE_ID.findall(text), text
            # whose turn, whose figures (Dungeon Fighter's view names the heroes, not the players)
            assert any(name in text for name in [*NAMES, "Torm"]), text


def test_a_krosmaster_board_says_who_plays_where_and_who_is_in_contact() -> None:
    from tests.render.views import kros_views

    text = describe("krosmaster", kros_views()["duel-elementaire"], "en")
    lines = text.splitlines()
    assert lines[0] == "Krosmaster, turn 14: Bérénice-Anastasia plays Roi des Bouftous."
    assert lines[1] == "Alice: Guy Yomtella on J7, 4/6 PV, Oscar Nak on I2, 9/10 PV, Bad Aboum on H4, 1/9 PV"
    assert "Oscar Nak is next to Roi des Bouftous." in lines and "Out of play: Reine des Tofus." in lines
    fr = describe("krosmaster", kros_views()["duel-elementaire"], "fr")
    assert fr.splitlines()[0] == "Krosmaster, tour 14 : Bérénice-Anastasia joue Roi des Bouftous."


def test_a_long_description_is_cut_at_a_line_and_counts_what_it_left_out() -> None:
    lines = [f"line {i} " + "x" * 90 for i in range(20)]
    text = fit_lines(lines, "en", DESCRIPTION_LIMIT)
    assert len(text) <= DESCRIPTION_LIMIT and text.splitlines()[-1] == "…and 10 more lines."
    assert text.splitlines()[:10] == lines[:10]


def test_a_hidden_designation_is_not_described() -> None:
    """Mortebrume's designations are secret until revealed: the spectator's description says
    nothing the spectator's view does not hold."""
    game, state = played("mortebrume", 3, 1)
    public = describe("mortebrume", game.view(state, None), "en")
    for fighter in state.fighters:
        if not fighter.placed:
            assert fighter.id not in public

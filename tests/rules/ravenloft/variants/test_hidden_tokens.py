"""The adventures' face-down tokens (adventure 9's monster tokens, adventure 13's coffins) turn
under the variants as in the base game (issue 23): a hero who ends a move on their tile turns
them, and a turn in which a token was turned counts as exploring (no encounter unless a black
triangle; docs/rulings/ravenloft.md, adventure 9)."""

from __future__ import annotations

import pytest

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.adventure_tokens import BAG
from rules.ravenloft.board import block_of
from rules.ravenloft.commands import Explore, Move
from rules.ravenloft.dungeon import board
from rules.ravenloft.exploration import explorable, side_name
from rules.ravenloft.tactics.table import StateTable

CAT = GAME.cat


def table(adventure: str, variants: list[str]):
    seats = [SeatInfo(index=0, name="p0")]
    return GAME.setup(GAME.parse_options({"adventure": adventure, "first": 0, "variants": variants}), seats,
                      Rng("ab" * 32))


def move_onto_a_hidden_tile(s):
    """The hero moves onto the nearest tile holding a face-down monster token (one face: two)."""
    b = board(s, CAT)
    hidden = {b.tile_of[block_of(t.square)] for t in s.tokens if t.id == "monster_token"}
    s.flags[BAG]["monster_token"] = ["two"]
    move = next(a for a in GAME.legal_actions(s, 0)
                if isinstance(a, Move) and b.tile_of.get(block_of(b.parse(a.to))) in hidden)
    tr = GAME.apply(s, 0, move, Rng("02" * 32))
    return tr.state, tr.events


@pytest.mark.parametrize("variant", ["barkam", "barkam23", "barkam-core", "geno", "revised", "mika", "temps"])
def test_a_move_onto_a_gauntlet_tile_turns_its_token(variant) -> None:
    s = table("9", [variant])
    before = len(s.figures)
    s, events = move_onto_a_hidden_tile(s)
    turned = [e for e in events if e.code == "cr-token-turned"]
    assert [e.params["face"] for e in turned] == ["two"]
    assert len(s.figures) == before + 2 and s.flags[BAG]["monster_token"] == []


@pytest.mark.parametrize("variant", ["geno", "mika"])
def test_a_token_turned_counts_as_exploring_in_the_variants_own_encounter_rule(variant) -> None:
    s, _ = move_onto_a_hidden_tile(table("9", [variant]))
    assert s.turn.placed == [] and StateTable(s, CAT, Rng("00" * 32)).encounter_due() is False


def test_geno_warcrys_stop_on_a_black_crypt_opens_its_coffin() -> None:
    """« votre déplacement prend fin après avoir atteint la première case de la section avec
    triangle noir » (seed 001, L441): the move ends on the crypt, so its coffin is opened."""
    s = table("13", ["geno"])
    h = s.heroes[0]
    b = board(s, CAT)
    for sq in b.block_squares(block_of(h.square)):  # a square of the start on an unexplored edge
        h.square = sq
        if b.kind(sq) == "." and explorable(s, CAT, 0):
            break
    assert explorable(s, CAT, 0)
    s.tile_stack.remove("lonely_crypt")
    s.tile_stack.append("lonely_crypt")  # drawn next (the stack's top is its last card)
    s.flags[BAG]["coffin"] = ["treasure"]
    side = side_name(explorable(s, CAT, 0)[0][1])
    tr = GAME.apply(s, 0, Explore(side=side), Rng("03" * 32))
    s, events = tr.state, tr.events
    codes = [e.code for e in events]
    assert "cr-token-hidden" in codes and "cr-geno-ambush" in codes
    turned = [e for e in events if e.code == "cr-token-turned"]
    assert [e.params["face"] for e in turned] == ["treasure"] and s.flags[BAG]["coffin"] == []

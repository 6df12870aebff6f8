"""Scroll of Teleportation (« Put any number of heroes from your tile on another tile »): the
user's player points a square of another tile for each hero of their tile, or leaves them
there; the first hero placed fixes the tile (placing.py, the squares framed on the picture)."""

from __future__ import annotations

import pytest

from rules.core import RuleError
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.board import block_of
from rules.ravenloft.commands import Pass, Place, Use
from rules.ravenloft.dungeon import board
from rules.ravenloft.placing import squares
from tests.rules.ravenloft.test_engine_reactions import Script, hero_phase


def _three_on_the_start_tile():
    """Kat, Allisa and Arjhan on the Start tile (tile 1); the passage north of it is tile 2 (block
    (0, -1)), another passage tile 3 (block (1, 1)); Kat holds the Scroll."""
    s = hero_phase(["kat", "allisa", "arjhan"], [(3, 1), (4, 1), (6, 2)], (2, 1))
    s.heroes[0].items = ["scroll_of_teleportation#1"]
    return s


def test_the_user_puts_heroes_of_their_tile_on_one_other_tile():
    s = _three_on_the_start_tile()
    b = board(s, GAME.cat)
    assert Use(item="scroll_of_teleportation") in GAME.legal_actions(s, 0)
    used = GAME.apply(s, 0, Use(item="scroll_of_teleportation"), Script())
    s = used.state
    assert [e.code for e in used.events] == ["cr-item-used"]
    assert s.heroes[0].items == [] and s.heroes[0].spent_items == ["scroll_of_teleportation#1"]
    # one question per hero of Kat's tile, all to Kat's seat: Kat first, then in turn order
    assert [(p.kind, p.seat, p.params["uid"]) for p in s.pending] == [("place", 0, 0), ("place", 0, 1), ("place", 0, 2)]
    prompt = GAME.prompts(s)[0]
    assert (prompt.kind, prompt.seat, prompt.params["what"]) == ("cr-place", 0, "teleport")
    assert t("en", "prompt-cr-place", prompt.params) == \
        "Scroll of Teleportation: choose the square Kat (p0) goes to, on another tile (all on the same one)"
    assert [o.label for o in prompt.options] == ["opt-cr-place-decline"]
    offered = squares(s, GAME.cat, s.pending[0])
    assert {b.tile_of[block_of(q)] for q in offered} == {2, 3}  # every other tile, not the Start tile
    # the picture frames the squares offered
    assert sorted(GAME.view(s, 0).highlight) == sorted(offered)
    kat_to = next(q for q in offered if b.tile_of[block_of(q)] == 2)
    moved = GAME.apply(s, 0, Place(to=b.name(kat_to)), Script())
    assert [e.code for e in moved.events] == ["cr-power-placed"]
    assert t("fr", "ev-cr-power-placed", moved.events[0].params) == \
        f"Kat (p0) va de D6 à {b.name(kat_to)} (Parchemin de Téléportation)."
    s = moved.state
    assert s.heroes[0].square == kat_to
    # the others may only join Kat's tile; Allisa stays, Arjhan goes
    assert {b.tile_of[block_of(q)] for q in squares(s, GAME.cat, s.pending[0])} == {2}
    left = GAME.apply(s, 0, Pass(), Script())
    assert [e.code for e in left.events] == ["cr-place-declined"]
    assert t("fr", "ev-cr-place-declined", left.events[0].params) == \
        "Allisa (p1) reste où elle est (Parchemin de Téléportation)."
    s = left.state
    tile3 = next(q for q in b.block_squares((1, 1)) if b.walkable(q))
    with pytest.raises(RuleError) as err:
        GAME.apply(s, 0, Place(to=b.name(tile3)), Script())
    assert err.value.code == "cr-cannot-place-there"
    arjhan_to = squares(s, GAME.cat, s.pending[0])[0]
    done = GAME.apply(s, 0, Place(to=b.name(arjhan_to)), Script()).state
    assert [h.square for h in done.heroes] == [kat_to, (4, 1), arjhan_to] and not done.pending
    assert GAME.prompts(done)[0].kind == "cr-hero-phase"  # Kat's phase goes on


def test_an_absent_player_leaves_everyone_where_they_are():
    s = _three_on_the_start_tile()
    s = GAME.apply(s, 0, Use(item="scroll_of_teleportation"), Script()).state
    assert GAME.timeout_action(s, 0) == Pass()
    for _ in range(3):
        s = GAME.apply(s, 0, GAME.timeout_action(s, 0), Script()).state
    assert [h.square for h in s.heroes] == [(3, 1), (4, 1), (6, 2)] and not s.pending

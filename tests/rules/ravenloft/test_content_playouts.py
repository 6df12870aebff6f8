"""Every shipped adventure sets up from the content as its data says and plays to its end
(random legal games through the registered game, with 1 and 3 heroes)."""

from __future__ import annotations

import pytest

from rules.core import Rng, SeatInfo
from rules.ravenloft import GAME
from rules.ravenloft.content import load_content
from tests.support.conformance import playout

C = load_content()


def setup(adventure: str, n: int = 1):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(n)]
    return GAME.setup(GAME.parse_options({"adventure": adventure}), seats, Rng("cd" * 32))


@pytest.mark.parametrize("adventure", sorted(C.adventures))
def test_the_adventure_sets_up_as_its_data_says(adventure):
    a = C.adventures[adventure]
    s = setup(adventure, a.players[0])
    first = [a.start.tile, *(p.tile for p in a.start.placed)]
    assert [t.tile for t in s.tiles][:len(first)] == first
    # tiles the adventure sets out at set-up (the Gauntlet's, the Hag's scattered heroes') come from the stack
    laid = len(s.tiles) - len(first)
    assert laid == 0 or a.rule("preplaced_tiles") or a.rule("scattered_start")
    stack = a.stack.random + len(a.stack.extra) + len(a.stack.bottom)
    assert len(s.tile_stack) + laid == stack
    assert set(a.stack.bottom) <= set(s.tile_stack)
    assert s.surges == a.surges == 2
    woa = a.rule("woa") is not None
    in_play = {ev.do[0].encounter for ev in a.events if ev.trigger == "setup" and ev.do and ev.do[0].kind == "environment"}
    assert len(s.encounters.cards) == len([c for c in C.encounter_deck(woa=woa) if c not in in_play])


@pytest.mark.parametrize("adventure", sorted(C.adventures))
def test_the_adventure_plays_to_its_end(adventure):
    lo, hi = C.adventures[adventure].players
    for heroes in sorted({lo, min(3, hi)}):
        out = playout(GAME, {"adventure": adventure}, heroes, "%064x" % (heroes * 7 + 1),
                      chooser_seed=1, max_steps=6000)
        assert out.finished, f"{adventure} with {heroes} heroes did not end"
        assert GAME.result(out.state).reason.startswith("cr-")


def test_set_up_events_put_kavan_and_the_blood_fog_in_play():
    assert [(t.kind, t.id) for t in setup("the_final_transformation").tokens] == [("item", "kavan")]
    assert setup("blood_and_fog").environment == "blood_fog"
    assert setup("find_the_icon").environment is None

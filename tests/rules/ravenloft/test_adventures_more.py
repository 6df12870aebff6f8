"""The adventures added from the box's public facts (issue 23): 6 « Destroy the Dracolich » and 11
« Rampaging Golem », each set up, its moments, and played to its end (victory and defeat)."""

from __future__ import annotations

import pytest

from rules.core import Rng, SeatInfo
from rules.core.i18n import t
from rules.ravenloft import GAME
from rules.ravenloft.adventures import tile_placed
from rules.ravenloft.dungeon import board
from rules.ravenloft.end import check
from rules.ravenloft.exploration import place
from tests.support.conformance import playout

CAT = GAME.cat


def setup(adventure: str, heroes: int = 1):
    seats = [SeatInfo(index=i, name=f"p{i}") for i in range(heroes)]
    return GAME.setup(GAME.parse_options({"adventure": adventure, "first": 0}), seats, Rng("ef" * 32))


def put(s, tile: str):
    b = board(s, CAT)
    for edge in b.unexplored_edges():
        if place(s, CAT, tile, edge):
            break
    return tile_placed(s, CAT, s.tiles[-1].uid, tile, CAT.tiles[tile].black, Rng("02" * 32))


def test_destroy_the_dracolich_sets_up_with_the_kings_crypt_low_in_the_stack() -> None:
    s = setup("6")
    assert s.adventure == "destroy_the_dracolich" and len(s.tile_stack) == 13
    assert "kings_crypt" in s.tile_stack[:5]  # drawn from the end: among the last five
    assert not any(f.villain for f in s.figures)


def test_gravestorm_comes_with_the_first_black_tile_and_her_phylactery_lies_in_the_kings_crypt() -> None:
    s = setup("6")
    black = next(x for x in s.tile_stack if CAT.tiles[x].black and x != "kings_crypt")
    events = put(s, black)
    assert [f.kind for f in s.figures if f.villain] == ["gravestorm"]
    assert any(e.code == "cr-villain-appears" for e in events)
    put(s, "kings_crypt")
    phyl = next(x for x in s.tokens if x.id == "gravestorms_phylactery")
    assert phyl.kind == "object" and (phyl.ac, phyl.hp) == (14, 3)


def test_the_dracolich_is_destroyed_only_with_her_phylactery() -> None:
    s = setup("6")
    put(s, "kings_crypt")
    s.figures = []  # Gravestorm never came, or fell
    s.flags.setdefault("defeated", []).append("gravestorm")
    check(s, CAT)
    assert s.over is None  # the phylactery still stands
    s.tokens = [x for x in s.tokens if x.id != "gravestorms_phylactery"]
    s.flags.setdefault("destroyed", []).append("gravestorms_phylactery")
    check(s, CAT)
    assert s.over == "victory"


def test_rampaging_golem_is_for_three_heroes() -> None:
    from rules.core import InvalidActionError

    assert setup("11", 3).adventure == "rampaging_golem"
    with pytest.raises(InvalidActionError):
        setup("11", 2)


def test_the_flesh_golem_waits_in_the_workshop_with_a_monster() -> None:
    s = setup("11", 3)
    before = len(s.figures)
    put(s, "workshop")
    assert [f.kind for f in s.figures if f.villain] == ["flesh_golem"]
    assert len([f for f in s.figures if not f.villain]) == before + 1
    s.figures = [f for f in s.figures if not f.villain]
    s.flags.setdefault("defeated", []).append("flesh_golem")
    check(s, CAT)
    assert s.over == "victory"


@pytest.mark.parametrize("adventure", ["destroy_the_dracolich", "rampaging_golem"])
def test_the_new_adventures_read_in_both_languages(adventure) -> None:
    for lang in ("fr", "en"):
        for part in ("intro", "goal"):
            text = t(lang, f"cr-adventure-{adventure.replace('_', '-')}-{part}")
            assert text and not text.startswith("cr-")


@pytest.mark.parametrize(("adventure", "heroes"), [("destroy_the_dracolich", 1), ("rampaging_golem", 3)])
def test_the_new_adventures_play_to_their_end(adventure, heroes) -> None:
    out = playout(GAME, {"adventure": adventure}, heroes, "%064x" % (heroes * 11 + 3), chooser_seed=2,
                  max_steps=6000)
    assert out.finished
    assert GAME.result(out.state).reason.startswith("cr-")

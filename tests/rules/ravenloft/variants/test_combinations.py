"""Every pair of Castle Ravenloft variants, as the compatibility of their rule slots decides:
a pair filling one slot differently is refused with that slot named; any other pair plays a
random legal game of adventure 2 to its end, and its log replays (issue 11: « alone and in
each combination the texts allow »)."""

from itertools import combinations

import pytest

from rules.core import InvalidActionError
from rules.ravenloft import GAME
from rules.ravenloft.options import PRESETS, SLOTS, resolve_rules
from tests.support.conformance import playout

PAIRS = list(combinations(sorted(PRESETS), 2))


def conflict(first: str, second: str) -> str | None:
    """The first slot (in the study's order) the two presets fill differently."""
    a, b = PRESETS[first].fills, PRESETS[second].fills
    return next((s for s in SLOTS if s in a and s in b and a[s] != b[s]), None)


@pytest.mark.parametrize(("first", "second"), PAIRS)
def test_a_pair_filling_one_slot_twice_is_refused_with_the_slot_named(first, second):
    slot = conflict(first, second)
    if slot is None:
        assert resolve_rules([first, second]) == resolve_rules([second, first])
        return
    with pytest.raises(InvalidActionError) as refused:
        resolve_rules([first, second])
    assert refused.value.code == "cr-variant-conflict"
    assert refused.value.params["slot"] == slot
    with pytest.raises(InvalidActionError):
        GAME.parse_options({"variants": [first, second]})


@pytest.mark.slow
@pytest.mark.parametrize(("first", "second"), [p for p in PAIRS if conflict(*p) is None])
def test_an_allowed_pair_plays_to_the_end_and_replays(first, second):
    seats = max(3, GAME.min_seats)
    out = playout(GAME, {"adventure": "2", "variants": [first, second]}, seats,
                  "%064x" % (len(first) * 97 + len(second)), max_steps=6000)
    assert out.finished, f"{first}+{second}: no end in {len(out.actions)} actions"
    assert GAME.result(out.state).reason.startswith("cr-")

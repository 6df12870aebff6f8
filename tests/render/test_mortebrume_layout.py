"""Mortebrume's picture over many positions of computer games: a terrain name is never under a base,
a fighter's label never over a base, a terrain name or another label, a measured length over none
of them; the magnified cluster hides nothing of the table."""

from __future__ import annotations

import pytest

from render.mortebrume import Frame, layout
from render.mortebrume_labels import overlap as _overlap
from rules.core import Rng
from rules.mortebrume import GAME
from rules.mortebrume.ai import computer_action
from tests.rules.mortebrume.helpers import SEATS


def positions(seed: int, options: dict, every: int = 3, limit: int = 900):
    """Every ``every``-th state of a game of two computers, from the first placement to the end."""
    state = GAME.setup(GAME.parse_options(options), SEATS, Rng(f"{seed:064x}"))
    for n in range(limit):
        if GAME.result(state) is not None:
            break
        seat = GAME.prompts(state)[0].seat
        action = computer_action(GAME, state, seat, "normal", Rng(f"{seed * 100000 + n:064x}"))
        state = GAME.apply(state, seat, action, Rng(f"{seed * 7919 + n + 1:064x}")).state
        if n % every == 0 and any(f.placed for f in state.fighters):
            yield n, state


def faults(state) -> list[str]:
    fr = Frame(float(state.options.size), 3 if state.options.scenario else 2)
    lay = layout(state, fr, state.active)
    out = []
    solid = dict(lay.bases)
    if lay.inset_box is not None:
        solid["inset"] = lay.inset_box
    x0, y0, x1, y1 = fr.bounds()
    names = lay.terrain
    for i, (text, box) in enumerate(names):
        if box[0] < x0 or box[2] > x1 or box[1] < y0 or box[3] > y1:
            out.append(f"{text} off the table")
        out += [f"{text} under {k}" for k, b in solid.items() if _overlap(box, b)]
        out += [f"{text} over {other}" for other, b in names[i + 1:] if _overlap(box, b)]
    labels = list(lay.labels.items())
    for i, (fid, (box, _)) in enumerate(labels):
        if box[0] < x0 or box[2] > x1 or box[1] < y0 or box[3] > y1:
            out.append(f"{fid} off the table (over the header or the grid's numbers)")
        out += [f"{fid} over {k}" for k, b in solid.items() if _overlap(box, b)]
        out += [f"{fid} over {text}" for text, b in names if _overlap(box, b)]
        out += [f"{fid} over {other}" for other, (b, _) in labels[i + 1:] if _overlap(box, b)]
    lengths = [b for b in lay.measures if b is not None]
    for i, box in enumerate(lengths):
        out += [f"length over {k}" for k, b in solid.items() if _overlap(box, b)]
        out += [f"length over {text}" for text, b in names if _overlap(box, b)]
        out += [f"length over {fid}" for fid, (b, _) in labels if _overlap(box, b)]
        out += ["length over length" for b in lengths[i + 1:] if _overlap(box, b)]
    return out


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "options"), [
    (11, {"table": "clairiere"}),
    (12, {"table": "gue", "hordes": ["thanigiste", "creatures"]}),
    (13, {"table": "carrefour", "hordes": ["abelberien", "shimeien"], "scenario": "reliques"}),
])
def test_no_mark_covers_another_over_a_whole_game(seed, options):
    found = {n: faults(state) for n, state in positions(seed, options)}
    assert len(found) >= 20
    assert {n: f for n, f in found.items() if f} == {}

"""The throw page draws the die along the path the model computed (issue 22, item 3): the
bounces on the thrown line (the direction after the hand's jitter), where the model counted
them against the Target's edge, then the roll bent by the push and the scatter to the landing."""

from __future__ import annotations

import math

from rules.core import Rng
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import throw as T
from rules.dungeon_fighter.gesture import flick

from .helpers import in_combat, new_game


def _on_line(p, a, b) -> float:
    """How far ``p`` lies from the line through ``a`` and ``b``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    return abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / math.hypot(dx, dy)


def test_the_models_path_is_the_one_it_resolved() -> None:
    # De Dos jitters the direction by 3.6°: the thrown line is not the line to the landing
    seen = 0
    for k in range(40):
        land = T.resolve((0.0, 0.0), 8.0, 5, ["de_dos"], (30.0, -20.0), Rng("%064x" % k))
        path = land.path
        assert path is not None and path.start == (0.0, -320.0) and len(path.bounces) == 3
        # the bounces lie on the thrown line, the first at half the way (height 5), each hop half
        # of what is left; the roll ends at ``rest``, which the push and the scatter move
        for b in path.bounces:
            assert _on_line(b, path.start, path.rest) < 0.3
        way = math.dist(path.start, path.rest)
        shares = [math.dist(path.start, b) / way for b in path.bounces]
        assert all(abs(s - want) < 0.003 for s, want in zip(shares, (0.5, 0.75, 0.875))), shares
        # the bounces counted before the Target are those before the line enters it
        entry = math.dist(path.start, path.entry) if path.entry is not None else math.inf
        assert land.bounces == sum(1 for b in path.bounces if math.dist(path.start, b) < entry)
        off = max(_on_line(b, path.start, (land.x, land.y)) for b in path.bounces)
        seen += off > 3.0  # the old drawing, on the line to the landing, put them elsewhere
    assert seen >= 20


def test_a_page_throw_keeps_its_path_a_typed_one_does_not_store_one() -> None:
    state, rng = new_game()
    in_combat(state, "gobelin_commun")
    seat = state.combat.thrower
    gesture = GAME.parse_command("throw", {"die": "red", "gesture": '{"samples": %s}' % flick((0.0, 0.0), 8.0)},
                                 state, seat)
    after = GAME.apply(state, seat, gesture, rng).state
    last = after.last
    assert last is not None and last.path is not None and last.path.start == (0.0, -320.0)
    assert "path" in GAME.dump_state(after)["last"]
    state2, rng2 = new_game()
    in_combat(state2, "gobelin_commun")
    typed = GAME.parse_command("throw", {"die": "red", "aim": "F6", "power": "8", "height": "5"}, state2, seat)
    after2 = GAME.apply(state2, seat, typed, rng2).state
    # a log without page throws dumps the state it always did (no « path » key)
    assert after2.last is not None and after2.last.path is None and "path" not in GAME.dump_state(after2)["last"]

"""The strong level plans a whole activation (rules/krosmaster/ai_plan.py): a move is worth
what can follow it (the strike from the square it reaches), rolls are imagined alike for every
sequence, and the plan is the same for the same position and generator."""

from __future__ import annotations

from rules.core import Rng
from rules.krosmaster.ai import Thinker
from rules.krosmaster.ai_plan import Planner, clone
from rules.krosmaster.engine import KROSMASTER as G
from rules.krosmaster.model import Move
from tests.rules.krosmaster.helpers import table


def _plan(state, seat: int, seed: str) -> tuple[Thinker, list, dict[int, float]]:
    thinker = Thinker(G, state, seat, "strong", Rng(seed * 32))
    legal = thinker.sensible(thinker.state, G.legal_actions(thinker.state, seat))
    planner = Planner(thinker.state, seat, "plan", thinker.score, thinker.cost, thinker.sensible,
                      thinker.spent, thinker._count)
    planned = planner.plan(legal)
    assert planned is not None
    return thinker, legal, planned


def test_a_move_is_worth_the_strike_that_follows_it():
    # the Roi des Bouftous (melee) two squares from the Reine des Tofus, a tree between them
    t = table([(1, "roi-des-bouftous", "E6"), (0, "reine-des-tofus", "E4")], decor=[("tree", "E5")])
    thinker, legal, planned = _plan(t.s, 1, "51")
    beside = [i for i, a in enumerate(legal) if isinstance(a, Move) and a.to in ("D4", "F4")]
    assert beside
    for i in beside:  # next to the Reine: the strike that follows counts, not the step alone
        assert planned[i] > thinker.score(thinker.after(thinker.state, legal[i])) + 0.5
    best = max(planned, key=lambda i: planned[i])
    assert isinstance(legal[best], Move) and legal[best].to in ("D4", "F4", "D5", "F5", "E3", "D3", "F3")


def test_the_same_position_gives_the_same_plan():
    t = table([(0, "kreol-panikon", "C4"), (1, "roi-des-bouftous", "F8"), (1, "opee-tissoin", "H9")])
    first = _plan(t.s, 0, "61")[2]
    assert first == _plan(clone(t.s), 0, "61")[2]
    assert len(first) > 5  # every first action was tried


def test_a_copy_for_the_search_equals_its_original_and_changes_apart():
    t = table([(0, "kreol-panikon", "C4"), (1, "roi-des-bouftous", "F8")], decor=[("tree", "E5"), ("crate", "C5")])
    copy = clone(t.s)
    assert copy == t.s
    copy.units[0].wounds, copy.units[0].inspiration = 3, ["critique"]
    copy.gg.append(9)
    assert t.s.units[0].wounds == 0 and t.s.units[0].inspiration == [] and 9 not in t.s.gg
    assert copy.decor[0] is t.s.decor[0]  # without the destruction option, nothing changes a crate
    t.s.options.destruction = True
    copy = clone(t.s)
    copy.decor[1].wounds = 2  # with it, a blow wounds a crate: the copy's own
    assert t.s.decor[1].wounds == 0

"""The throw's menu with the aim grid grafted (rules/dungeon_fighter/aimgrid.py) is the very
tree the platform builds from the full paths, in every kind of throw position, but for the
buttons each square opens for the numbers (rules/dungeon_fighter/numbers.py)."""

from __future__ import annotations

import pytest

from typing import Any

from rules.core.choices import ChoiceNode, build_tree
from rules.dungeon_fighter import GAME
from rules.dungeon_fighter import pointing as P

from rules.dungeon_fighter.numbers import Later, LazyTree

from .helpers import in_combat, new_game


def without_numbers(dump: Any) -> Any:
    """A dumped tree without what the squares open (their form leaf kept)."""
    if isinstance(dump, list):
        return [without_numbers(x) for x in dump]
    if not isinstance(dump, dict):
        return dump
    out = {k: without_numbers(v) for k, v in dump.items()}
    if out.get("leaf") is not None and out.get("node") is not None:
        out["node"] = None
    return out


def squares(node: ChoiceNode) -> int:
    """The answers that open the numbers (a placeholder until walked)."""
    return sum(1 if isinstance(o.node, Later) else squares(o.node) if o.node is not None else 0
               for o in node.options)

CASES = [
    ("torm", [], []),  # no weapon: the die, then the grid
    ("torm", ["epee_courte", "gourdin"], [0.0, -45.0, 8.0, 6.0]),  # 2 weapons, « same as last » (26: paged)
    ("goldfinga", ["epee_courte", "huile_tranchante"], [12.0, 0.0, 19.0, 3.0]),  # a card; a last power of 19
    ("goldfinga", ["sarbacane", "gourdin", "huile_tranchante"], [0.0, -40.0, 8.0, 5.0]),  # Soufflé: no « same »
    ("torm", ["epee_rebondissante"], [0.0, -40.0, 8.0, 5.0, 3.0]),  # Double Rebond: « same » asks bounce2
]


@pytest.mark.parametrize(("hero", "equipment", "last"), CASES)
def test_the_grafted_tree_is_the_platforms_tree(hero: str, equipment: list[str], last: list[float]) -> None:
    state, _ = new_game(heroes=(hero, "randolph", "torm" if hero != "torm" else "goldfinga"))
    in_combat(state)
    seat = state.combat.thrower
    state.heroes[seat].hero = hero
    state.heroes[seat].equipment = equipment
    state.heroes[seat].last_throw = last
    full = build_tree(P.choice_paths(state, seat))
    fast = GAME.choice_tree(state, seat)
    assert isinstance(fast, LazyTree)
    assert without_numbers(fast.model_dump()) == full.model_dump()
    leaves = list(fast.leaves())
    assert leaves == list(full.leaves()) and len(leaves) >= 26
    assert all(P.GRID_MARK not in leaf.args for _p, leaf in leaves)
    # every square's answer opens the numbers, with the square's own leaf, and so does « same as
    # last » when Double Rebond's second bounce is still asked (and nothing else does)
    assert squares(fast) == sum(1 for _p, leaf in leaves if leaf.form is not None
                                and (leaf.args.get("aim") in P.GRID or "," in leaf.args.get("aim", "")))


def test_same_as_last_under_double_rebond_asks_the_second_bounce_by_buttons() -> None:
    state, _ = new_game(heroes=("torm", "randolph", "goldfinga"))
    in_combat(state)
    seat = state.combat.thrower
    state.heroes[seat].equipment = ["epee_rebondissante"]
    state.heroes[seat].last_throw = [0.0, -40.0, 8.0, 5.0, 3.0]
    tree = GAME.choice_tree(state, seat)
    path: list[int] = []
    here: Any = tree
    while True:  # down to the aim with the Épée Rebondissante, then « same as last »
        same = next((i for i, o in enumerate(here.options) if o.key == "aim" and o.value == "same"), None)
        if same is not None:
            path.append(same)
            break
        path.append(next((i for i, o in enumerate(here.options) if o.value == "epee_rebondissante"), 0))
        here = tree.walk(path)
    row = tree.walk(path)
    assert isinstance(row, ChoiceNode) and row.key == "bounce2"
    assert [o.value for o in row.options] == [str(h) for h in range(1, 10)]
    leaf = tree.walk([*path, 2])
    assert leaf.form is None
    assert {k: leaf.args[k] for k in ("aim", "power", "height", "bounce2")} == {
        "aim": "0,-40", "power": "8", "height": "5", "bounce2": "3"}


def test_intervention_divine_shares_and_other_prompts_keep_their_tree() -> None:
    state, _ = new_game(heroes=("randolph", "torm", "goldfinga"))
    in_combat(state)
    seat = state.combat.thrower
    state.heroes[seat].equipment = ["epee_courte"]
    assert without_numbers(GAME.choice_tree(state, seat).model_dump()) == build_tree(P.choice_paths(state, seat)).model_dump()
    other = (seat + 1) % 3  # not prompted: nothing
    assert GAME.choice_tree(state, other).options == []
    fresh, _ = new_game()  # the leader choosing a room: no grid at all
    assert GAME.choice_tree(fresh, 0).model_dump() == build_tree(P.choice_paths(fresh, 0)).model_dump()

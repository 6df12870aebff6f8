"""The throw's menu built cheaply: the aim grid grafted under each die and weapon choice.

A throw by pointing is the die, the weapons, the extra-damage cards (and Intervention Divine's
share), then one of the grid's 25 squares or « same as last »: every combination ends in its
own 25-26 leaves (833 for a hero with two weapons and a card). Built as paths and merged by
the platform (``rules.core.choices.build_tree``) that cost 6-13 ms a menu, and the menu is
built for every board and every click. Here the paths stop before the aim (a few dozen), the
platform merges them, and each stop is replaced by the grid's node, whose answers are made
without validation from parts already valid. The tree is the one ``build_tree`` gives for the
full paths (``tests/rules/dungeon_fighter/test_aimgrid.py`` compares them; the bench
``bench/bench_df_menu.py`` measures both), except that each square also opens, when a path
goes through it, the power and height buttons (numbers.py): the tree is then a
:class:`~.numbers.LazyTree`, and one placeholder stands under the 25 squares of a stop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from rules.core.choices import (
    MAX_OPTIONS,
    MORE_LABEL,
    ChoiceLeaf,
    ChoiceNode,
    ChoiceOption,
    build_tree,
)

from . import pointing
from .numbers import LazyTree, Stop, later, numbers_node, then_bounce2
from .pointing import GRID_MARK

if TYPE_CHECKING:
    from .model import DFState

M = TypeVar("M", bound=BaseModel)
_set = object.__setattr__

def choice_tree(state: DFState, seat: int) -> ChoiceNode:
    """``build_tree(pointing.choice_paths(state, seat))``, without a path per square."""
    stops: list[Stop] = []
    tree = build_tree(pointing.choice_paths(state, seat, stops=stops))
    if not stops:
        return tree
    _graft(tree, state, seat, stops)
    return _trusted(LazyTree, dict(tree.__dict__))


def _graft(node: ChoiceNode, state: DFState, seat: int, stops: list[Stop]) -> None:
    for opt in node.options:
        if opt.node is not None:
            _graft(opt.node, state, seat, stops)
        elif opt.leaf is not None and GRID_MARK in opt.leaf.args:
            stop = stops[int(opt.leaf.args[GRID_MARK])]
            opt.node, opt.leaf = aim_node(state, seat, stop), None


def _trusted(cls: type[M], values: dict[str, Any]) -> M:
    """An instance from every field's value, already valid: what ``model_construct`` does
    without its walk over the fields' defaults and aliases (5 µs an object, 1666 objects a
    menu). The tests compare the result with the platform's tree, field by field."""
    m = cls.__new__(cls)
    _set(m, "__dict__", values)
    _set(m, "__pydantic_fields_set__", set(values))
    _set(m, "__pydantic_extra__", None)
    _set(m, "__pydantic_private__", None)
    return m


def same_bounce2(stop: Stop, args: dict[str, str]) -> ChoiceNode:
    """« Same as last » under Double Rebond: the second bounce's row for the last numbers."""
    x, y = (float(v) for v in args["aim"].split(","))
    power = float(args["power"]) if "power" in args else None
    node: ChoiceNode = then_bounce2(stop, (x, y), args, power, int(args["height"]))["node"]
    return node


def aim_node(state: DFState, seat: int, stop: Stop) -> ChoiceNode:
    """The grid's answers for one die and weapon choice (« same as last » first), paged as the
    platform pages them (24 and « more… » when « same as last » makes 26). A square ends in
    the move with a form (its numbers typed) and opens, when walked, the buttons for them."""
    args, form = stop.args, stop.form
    opts: list[ChoiceOption] = []
    same = pointing.same_as_last(state, seat, stop.profile.power_max, form)
    if same is not None:
        label, params, extra, ask = same
        leaf = _trusted(ChoiceLeaf, {"command": stop.command, "args": {**args, **extra}, "form": ask})
        # under Double Rebond the second bounce is still asked: by buttons, as after a square
        again = later(lambda _value: same_bounce2(stop, {**args, **extra})) if ask is not None else None
        opts.append(_trusted(ChoiceOption, {"label": label, "params": params, "fallback": "same", "key": "aim",
                                            "value": "same", "node": again, "leaf": leaf}))
    numbers = later(lambda square: numbers_node(stop, square))
    for square in pointing.GRID:
        leaf = _trusted(ChoiceLeaf, {"command": stop.command, "args": {**args, "aim": square}, "form": form})
        opts.append(_trusted(ChoiceOption, {"label": "df-choice-square", "params": {"square": square},
                                            "fallback": square, "key": "aim", "value": square, "node": numbers,
                                            "leaf": leaf}))
    if len(opts) <= MAX_OPTIONS:
        return ChoiceNode(key="aim", options=[]).model_copy(update={"options": opts})
    head, rest = opts[:MAX_OPTIONS - 1], opts[MAX_OPTIONS - 1:]
    assert len(rest) <= MAX_OPTIONS
    more = ChoiceNode(key="aim", options=[]).model_copy(update={"options": rest})
    page = ChoiceOption(label=MORE_LABEL, params={"count": len(rest)}, fallback="…", key="more", value="more")
    page.node = more
    return ChoiceNode(key="aim", options=[]).model_copy(update={"options": [*head, page]})


__all__ = ["GRID_MARK", "aim_node", "choice_tree"]

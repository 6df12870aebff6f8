"""The platform's choice trees: merging paths, grouping, paging, forms, the default paths."""

from __future__ import annotations

import pytest

from rules.core import InvalidActionError
from rules.core.choices import (
    MAX_OPTIONS,
    ChoiceForm,
    ChoiceLabel,
    ChoiceLeaf,
    ChoiceNode,
    ChoicePath,
    FormField,
    LazyNode,
    Later,
    build_tree,
    lazy_tree,
    step,
)
from tests.support.duel import DUEL, DuelState


def leaf(command: str, **args: str) -> ChoiceLeaf:
    return ChoiceLeaf(command=command, args=args)


def test_paths_merge_in_order_and_walk_by_indices() -> None:
    tree = build_tree([
        ChoicePath(steps=[step("action", "end", "x-end")], leaf=leaf("end")),
        ChoicePath(steps=[step("action", "move", "x-move"), step("square", "C4", "x-sq")], leaf=leaf("move", to="C4")),
        ChoicePath(steps=[step("action", "move", "x-move"), step("square", "D5", "x-sq")], leaf=leaf("move", to="D5")),
    ])
    assert [o.value for o in tree.options] == ["end", "move"]
    assert tree.walk([0]) == leaf("end")
    node = tree.walk([1])
    assert isinstance(node, ChoiceNode) and node.key == "square" and [o.value for o in node.options] == ["C4", "D5"]
    assert tree.walk([1, 1]) == leaf("move", to="D5")
    assert [p for p, _ in tree.leaves()] == [(0,), (1, 0), (1, 1)]
    assert [lb.label for lb in tree.labels([1, 0])] == ["x-move", "x-sq"]
    for bad in ([2], [0, 0], [1, 5], [-1]):
        with pytest.raises(InvalidActionError) as err:
            tree.walk(bad)
        assert err.value.code == "choice-gone"


def test_single_answer_steps_are_skipped_but_a_single_move_is_still_shown() -> None:
    tree = build_tree([
        ChoicePath(steps=[step("die", "red", "d"), step("weapon", "none", "w"), step("x", "a", "a")], leaf=leaf("t", x="a")),
        ChoicePath(steps=[step("die", "red", "d"), step("weapon", "none", "w"), step("x", "b", "b")], leaf=leaf("t", x="b")),
        ChoicePath(steps=[step("die", "blue", "d"), step("x", "only", "o")], leaf=leaf("t", x="only")),
    ])
    red = tree.walk([0])
    assert isinstance(red, ChoiceNode) and red.key == "x" and len(red.options) == 2  # "weapon" asked nothing
    assert [lb.label for lb in tree.labels([0])] == ["d", "w"]  # but it still reads as chosen
    blue = tree.walk([1])
    assert isinstance(blue, ChoiceNode) and [o.value for o in blue.options] == ["only"]


def test_many_answers_are_grouped_then_paged() -> None:
    paths = [ChoicePath(steps=[step("square", f"{c}{r}", "sq", group=ChoiceLabel(label="row", params={"row": r}))],
                        leaf=leaf("move", to=f"{c}{r}")) for r in range(1, 4) for c in "ABCDEFGHIJKL"]
    tree = build_tree(paths)
    assert [(o.key, o.params) for o in tree.options] == [("group", {"row": r, "count": 12}) for r in (1, 2, 3)]
    assert tree.walk([2, 11]) == leaf("move", to="L3")
    flat = build_tree([ChoicePath(steps=[step("n", str(i), "n")], leaf=leaf("n", n=str(i))) for i in range(60)])
    assert len(flat.options) == MAX_OPTIONS and flat.options[-1].key == "more"
    assert flat.options[-1].params == {"count": 36}
    second = flat.walk([24])
    assert isinstance(second, ChoiceNode) and second.options[-1].params == {"count": 12}
    assert flat.walk([24, 24, 11]) == leaf("n", n="59")
    assert len(list(flat.leaves())) == 60


def test_a_form_checks_kinds_and_bounds() -> None:
    form = ChoiceForm(label="f", fields=[
        FormField(label="a", name="aim", kind="text", default="F6"),
        FormField(label="p", name="power", min_value=0.5, max_value=20),
        FormField(label="h", name="height", kind="integer", min_value=1, max_value=9, default="5"),
    ])
    assert form.fill({"power": "8,5"}) == {"aim": "F6", "power": "8.5", "height": "5"}
    assert form.fill({"aim": "C3", "power": "20", "height": "9"}) == {"aim": "C3", "power": "20", "height": "9"}
    for values, code in (({}, "choice-missing-value"), ({"power": "fast"}, "choice-bad-value"),
                         ({"power": "21"}, "choice-out-of-range"), ({"power": "8", "height": "2.5"}, "choice-bad-value"),
                         ({"power": "nan"}, "choice-bad-value")):
        with pytest.raises(InvalidActionError) as err:
            form.fill(values)
        assert err.value.code == code


def test_default_tree_is_the_command_then_its_arguments() -> None:
    state = DuelState(target=5, scores=[0, 0], secrets=[1, 2], marks=["A2"])
    tree = DUEL.choice_tree(state, 0)
    assert [(o.label, o.fallback) for o in tree.options] == [
        ("btn-duel-roll", "roll"), ("btn-duel-stop", "stop"), ("btn-duel-mark", "mark")]
    marks = tree.walk([2])
    assert isinstance(marks, ChoiceNode)
    assert [(o.label, o.fallback) for o in marks.options] == [
        ("choice-duel-mark-square-A1", "A1"), ("choice-duel-mark-square-B1", "B1"), ("choice-duel-mark-square-B2", "B2")]
    assert tree.walk([2, 2]) == leaf("mark", square="B2")
    assert DUEL.choice_tree(state, 1).options == []  # not prompted: nothing to point at


def test_a_lazy_tree_builds_an_answer_below_when_opened_and_equals_the_eager_tree() -> None:
    def moves(unit: str) -> list[ChoicePath]:
        return [ChoicePath(steps=[step("unit", unit, "x-unit"), step("action", "move", "x-move"),
                                  step("square", sq, "x-sq")], leaf=leaf("move", unit=unit, to=sq))
                for sq in ("C4", "D5")] + [
            ChoicePath(steps=[step("unit", unit, "x-unit"), step("action", "wait", "x-wait")], leaf=leaf("wait", unit=unit))]

    end = ChoicePath(steps=[step("unit", "end", "x-end")], leaf=leaf("end"))
    extra = ChoicePath(steps=[step("unit", "b", "x-unit"), step("action", "cry", "x-cry")], leaf=leaf("cry"))
    made: list[str] = []

    def later(unit: str) -> Later:
        return Later(step("unit", unit, "x-unit"), lambda: made.append(unit) or moves(unit))

    def fresh() -> ChoiceNode:
        return lazy_tree([end, later("a"), later("b"), extra])

    eager = build_tree([end, *moves("a"), *moves("b"), extra])
    tree = fresh()
    assert isinstance(tree, LazyNode) and made == []
    assert [(o.value, o.leaf) for o in tree.options] == [("end", leaf("end")), ("a", None), ("b", None)]
    assert tree.options[1].node is None  # not built yet
    assert tree.walk([2, 0, 1]) == leaf("move", unit="b", to="D5") and made == ["b"]
    assert tree.walk([2]) == eager.walk([2])  # the plain path beginning with « b » joined its answers
    assert [lb.label for lb in fresh().labels([1, 0, 0])] == ["x-unit", "x-move", "x-sq"]
    assert made == ["b", "a"]
    whole = fresh()
    assert list(whole.leaves()) == list(eager.leaves()) and whole.model_dump() == eager.model_dump()
    with pytest.raises(InvalidActionError):
        fresh().walk([3])
    # an answer whose paths are gone leads nowhere
    gone = lazy_tree([Later(step("unit", "z", "x-unit"), lambda: [])])
    with pytest.raises(InvalidActionError) as err:
        gone.walk([0, 0])
    assert err.value.code == "choice-gone"


def test_a_lazy_tree_with_more_first_answers_than_a_menu_holds_is_the_eager_tree() -> None:
    paths = {u: [ChoicePath(steps=[step("unit", u, "x-unit"), step("action", a, "x-act")], leaf=leaf(a, unit=u))
                 for a in ("go", "stay")] for u in (f"u{i}" for i in range(MAX_OPTIONS + 3))}
    tree = lazy_tree([Later(step("unit", u, "x-unit"), lambda ps=ps: ps) for u, ps in paths.items()])
    eager = build_tree([p for ps in paths.values() for p in ps])
    assert not isinstance(tree, LazyNode) and tree.model_dump() == eager.model_dump()
    assert len(tree.options) == MAX_OPTIONS and tree.options[-1].key == "more"

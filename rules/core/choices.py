"""Choice trees: every move reachable by pointing (buttons, menus, a form for numbers).

A game describes each move a seat may make as a :class:`ChoicePath`: a few labelled steps
(the unit, the action, the square...) ending in a :class:`ChoiceLeaf`, the command and the
arguments the move sends (``move to:C4``). A leaf may carry a :class:`ChoiceForm`: numbers
the player still types (a throw's power and height), with their bounds and the values
already fixed by the path.

The platform merges a seat's paths into a tree (:func:`build_tree`) whose every node offers
at most :data:`MAX_OPTIONS` answers: when a step has more, its answers are grouped by their
``group`` (the row, the distance) and, if still too many, paged with a "more…" answer. The
adapters show a node at a time and remember where a player is as the indices of the answers
chosen (:meth:`ChoiceNode.walk`), so a node is found again in a tree rebuilt from the state.
A game whose first step opens many paths may build it with :func:`lazy_tree`: each answer's
paths are made when a player opens it, and the tree reads as the eager one.

Labels are message ids of the catalogs with their parameters, and a fallback text for ids
without a message. A step shown to everybody (a tree's first step on the public board) must
not name hidden information; later steps are shown only to the player who chose the first.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, Literal, NamedTuple

from pydantic import Field, PrivateAttr

from .errors import InvalidActionError
from .model import Model

#: Discord's select menus hold 25 options; buttons 5 rows of 5
MAX_OPTIONS = 25
#: the message of a "more…" answer (``{ $count }`` answers behind it) and of a group
MORE_LABEL = "choice-more"


class ChoiceLabel(Model):
    """How an answer reads: a message id, its parameters, and the text shown without one."""

    label: str
    params: dict[str, Any] = Field(default_factory=dict)
    fallback: str = ""


class ChoiceStep(ChoiceLabel):
    """One step of a path. ``key`` names what the step asks (``action``, ``square``); ``value``
    identifies the answer among the step's answers; ``group`` (optional) gathers answers when a
    step has more than a menu holds (squares by row, by distance)."""

    key: str
    value: str
    group: ChoiceLabel | None = None


class FormField(ChoiceLabel):
    """A value the player types in a form: the command option ``name``, its bounds, a default."""

    name: str
    kind: Literal["number", "integer", "text"] = "number"
    min_value: float | None = None
    max_value: float | None = None
    default: str = ""
    required: bool = True


class ChoiceForm(ChoiceLabel):
    """Numbers asked together (a modal on Discord, options at the console); ``label`` titles it."""

    fields: list[FormField]

    def fill(self, values: Mapping[str, str]) -> dict[str, str]:
        """The arguments the typed ``values`` give, checked against each field's kind and bounds."""
        out: dict[str, str] = {}
        for f in self.fields:
            raw = str(values.get(f.name, "") or "").strip() or f.default
            if not raw:
                if f.required:
                    raise InvalidActionError("choice-missing-value", option=f.name)
                continue
            if f.kind != "text":
                try:
                    number = float(raw.replace(",", "."))
                except ValueError:
                    raise InvalidActionError("choice-bad-value", option=f.name, value=raw) from None
                if not math.isfinite(number) or (f.kind == "integer" and number != int(number)):
                    raise InvalidActionError("choice-bad-value", option=f.name, value=raw)
                low = f.min_value if f.min_value is not None else -math.inf
                high = f.max_value if f.max_value is not None else math.inf
                if not low <= number <= high:
                    raise InvalidActionError("choice-out-of-range", option=f.name, value=raw,
                                             min=_num(low), max=_num(high))
                raw = str(int(number)) if f.kind == "integer" else f"{number:g}"
            out[f.name] = raw
        return out


class ChoiceLeaf(Model):
    """Where a path ends: the command and arguments it sends, and the form still to fill."""

    command: str
    args: dict[str, str] = Field(default_factory=dict)
    form: ChoiceForm | None = None


class ChoicePath(Model):
    """One move as a path of steps to its leaf."""

    steps: list[ChoiceStep]
    leaf: ChoiceLeaf


class ChoiceOption(ChoiceLabel):
    """One answer of a node: it opens ``node`` or ends in ``leaf``."""

    key: str
    value: str
    node: ChoiceNode | None = None
    leaf: ChoiceLeaf | None = None


class ChoiceNode(Model):
    """A step shown at once: at most :data:`MAX_OPTIONS` answers. ``key`` is what it asks
    (``group`` and ``more`` for the platform's own grouping and paging nodes)."""

    key: str = ""
    options: list[ChoiceOption] = Field(default_factory=list)
    #: the answers of single-answer steps skipped on the way here (still shown as chosen)
    skipped: list[ChoiceLabel] = Field(default_factory=list)

    def walk(self, path: Sequence[int]) -> ChoiceNode | ChoiceLeaf:
        """The node or leaf the answers ``path`` (indices) lead to; a stale path raises."""
        here: ChoiceNode | ChoiceLeaf = self
        for i in path:
            if not isinstance(here, ChoiceNode) or not 0 <= i < len(here.options):
                raise InvalidActionError("choice-gone")
            opt = here.options[i]
            nxt = opt.node if opt.node is not None else opt.leaf
            if nxt is None:
                raise InvalidActionError("choice-gone")
            here = nxt
        return here

    def leaves(self, prefix: tuple[int, ...] = ()) -> Iterator[tuple[tuple[int, ...], ChoiceLeaf]]:
        """Every leaf with the path of indices that reaches it."""
        for i, opt in enumerate(self.options):
            if opt.leaf is not None:
                yield (*prefix, i), opt.leaf
            elif opt.node is not None:
                yield from opt.node.leaves((*prefix, i))

    def labels(self, path: Sequence[int]) -> list[ChoiceLabel]:
        """The labels of the answers chosen along ``path`` (what a player picked so far)."""
        out: list[ChoiceLabel] = []
        here: ChoiceNode | None = self
        for i in path:
            if here is None or not 0 <= i < len(here.options):
                break
            opt = here.options[i]
            if opt.key not in ("group", "more"):
                out.append(ChoiceLabel(label=opt.label, params=opt.params, fallback=opt.fallback))
            here = opt.node
            if here is not None:
                out += here.skipped
        return out


ChoiceOption.model_rebuild()


def _num(value: float) -> str:
    return "∞" if math.isinf(value) else f"{value:g}"


class _Trie:
    """Paths merged answer by answer, keeping the order in which answers first appear."""

    def __init__(self) -> None:
        self.children: dict[tuple[str, str], tuple[ChoiceStep, _Trie | ChoiceLeaf]] = {}

    def add(self, steps: Sequence[ChoiceStep], leaf: ChoiceLeaf) -> None:
        step, rest = steps[0], steps[1:]
        key = (step.key, step.value)
        here = self.children.get(key)
        if not rest:
            if here is None:
                self.children[key] = (step, leaf)
            return  # the same answer twice, or an answer that is also a step: the first wins
        if here is None:
            sub = _Trie()
            self.children[key] = (step, sub)
        elif isinstance(here[1], _Trie):
            sub = here[1]
        else:
            return
        sub.add(rest, leaf)

    def node(self) -> ChoiceNode:
        options: list[ChoiceOption] = []
        groups: list[ChoiceLabel | None] = []
        keys = {step.key for step, _ in self.children.values()}
        for step, child in self.children.values():
            opt = ChoiceOption(label=step.label, params=step.params, fallback=step.fallback or step.value,
                               key=step.key, value=step.value)
            if isinstance(child, ChoiceLeaf):
                opt.leaf = child
            else:
                sub = child.node()
                # a step with a single answer asks nothing: go straight to what follows it
                # (a single move is still shown, so that a click never plays an unseen move)
                skipped: list[ChoiceLabel] = []
                while len(sub.options) == 1 and sub.options[0].node is not None:
                    only = sub.options[0]
                    skipped += [ChoiceLabel(label=only.label, params=only.params, fallback=only.fallback),
                                *only.node.skipped]  # type: ignore[union-attr]
                    sub = only.node  # type: ignore[assignment]
                opt.node = sub.model_copy(update={"skipped": skipped}) if skipped else sub
            options.append(opt)
            groups.append(step.group)
        return _fit(ChoiceNode(key=keys.pop() if len(keys) == 1 else "", options=options), groups)


def _fit(node: ChoiceNode, groups: Sequence[ChoiceLabel | None]) -> ChoiceNode:
    """At most :data:`MAX_OPTIONS` answers: grouped by their ``group``, then paged."""
    if len(node.options) <= MAX_OPTIONS:
        return node
    if all(g is not None for g in groups):
        by_group: dict[str, tuple[ChoiceLabel, list[ChoiceOption]]] = {}
        for opt, g in zip(node.options, groups):
            assert g is not None
            gkey = g.model_dump_json()
            by_group.setdefault(gkey, (g, []))[1].append(opt)
        if 1 < len(by_group):
            options: list[ChoiceOption] = []
            for i, (g, members) in enumerate(by_group.values()):
                if len(members) == 1:
                    options.append(members[0])
                    continue
                inner = _page(ChoiceNode(key=node.key, options=members))
                options.append(ChoiceOption(label=g.label, params={**g.params, "count": len(members)},
                                            fallback=g.fallback or str(i + 1), key="group", value=str(i),
                                            node=inner))
            return _page(ChoiceNode(key=node.key, options=options))
    return _page(node)


def _page(node: ChoiceNode) -> ChoiceNode:
    """The first answers, then "more…" opening the rest (itself paged)."""
    if len(node.options) <= MAX_OPTIONS:
        return node
    head, rest = node.options[:MAX_OPTIONS - 1], node.options[MAX_OPTIONS - 1:]
    more = _page(ChoiceNode(key=node.key, options=rest))
    return ChoiceNode(key=node.key, options=[*head, ChoiceOption(
        label=MORE_LABEL, params={"count": len(rest)}, fallback="…", key="more", value="more", node=more)])


def build_tree(paths: Sequence[ChoicePath]) -> ChoiceNode:
    """The tree of a seat's paths (answers in the order they first appear)."""
    trie = _Trie()
    for p in paths:
        if p.steps:
            trie.add(p.steps, p.leaf)
    return trie.node()


class LazyNode(ChoiceNode):
    """A tree's first step whose answers below are built only when a path goes there: the
    board shows the first step after every move, and the deeper steps of one answer (a
    fighter's actions and targets, a hero's squares) are built when a player opens it.
    Made by :func:`lazy_tree`; :meth:`walk`, :meth:`labels` and :meth:`leaves` open what they
    pass through, so it reads as the eager tree."""

    _makers: dict[int, Callable[[], ChoiceOption]] = PrivateAttr(default_factory=dict)

    def _open(self, i: int) -> None:
        make = self._makers.pop(i, None)
        if make is not None and 0 <= i < len(self.options):
            self.options[i] = make()

    def walk(self, path: Sequence[int]) -> ChoiceNode | ChoiceLeaf:
        if path:
            self._open(path[0])
        return super().walk(path)

    def labels(self, path: Sequence[int]) -> list[ChoiceLabel]:
        if path:
            self._open(path[0])
        return super().labels(path)

    def leaves(self, prefix: tuple[int, ...] = ()) -> Iterator[tuple[tuple[int, ...], ChoiceLeaf]]:
        for i in list(self._makers):
            self._open(i)
        return super().leaves(prefix)


class Later(NamedTuple):
    """A first step whose paths (each starting with ``step``) are made only when it is opened."""

    step: ChoiceStep
    paths: Callable[[], Sequence[ChoicePath]]


def lazy_tree(items: Iterable[ChoicePath | Later]) -> ChoiceNode:
    """The tree ``build_tree`` gives for these paths, the paths of each :class:`Later` made when
    its answer is opened. Plain paths are merged now (an answer that is a leaf at the first step
    must be: the board shows it as a move); a plain path beginning with a :class:`Later`'s step
    joins that step's paths when it is opened. More first answers than a menu holds: the
    platform's grouping, built eagerly."""
    groups: dict[tuple[str, str], tuple[Later | None, list[ChoicePath]]] = {}
    for item in items:
        if isinstance(item, Later):
            key = (item.step.key, item.step.value)
            groups[key] = (item, groups.get(key, (None, []))[1])
        elif item.steps:
            first = item.steps[0]
            groups.setdefault((first.key, first.value), (None, []))[1].append(item)
    if len(groups) > MAX_OPTIONS:
        return build_tree([p for later, plain in groups.values() for p in _all(later, plain)])
    options: list[ChoiceOption] = []
    makers: dict[int, Callable[[], ChoiceOption]] = {}
    for later, plain in groups.values():
        if later is None:
            options.append(build_tree(plain).options[0])
            continue
        s = later.step
        options.append(ChoiceOption(label=s.label, params=s.params, fallback=s.fallback or s.value, key=s.key,
                                    value=s.value))
        makers[len(options) - 1] = _opener(later, plain)
    keys = {key for key, _ in groups}
    tree = LazyNode(key=keys.pop() if len(keys) == 1 else "", options=options)
    tree._makers = makers
    return tree


def _all(later: Later | None, plain: list[ChoicePath]) -> list[ChoicePath]:
    return plain if later is None else [*later.paths(), *plain]


def _opener(later: Later, plain: list[ChoicePath]) -> Callable[[], ChoiceOption]:
    def make() -> ChoiceOption:
        tree = build_tree(_all(later, plain))
        if tree.options:
            return tree.options[0]
        s = later.step  # nothing below any more: an answer that leads nowhere (choice-gone)
        return ChoiceOption(label=s.label, params=s.params, fallback=s.fallback or s.value, key=s.key, value=s.value)

    return make


def step(key: str, value: str, label: str, fallback: str = "", group: ChoiceLabel | None = None,
         **params: Any) -> ChoiceStep:
    """A step, written short: ``step("square", "C4", "kros-choice-square", cost=2)``."""
    return ChoiceStep(key=key, value=value, label=label, params=params, fallback=fallback or value, group=group)


__all__ = [
    "MAX_OPTIONS", "MORE_LABEL", "ChoiceForm", "ChoiceLabel", "ChoiceLeaf", "ChoiceNode", "ChoiceOption",
    "ChoicePath", "ChoiceStep", "FormField", "LazyNode", "Later", "build_tree", "lazy_tree", "step",
]

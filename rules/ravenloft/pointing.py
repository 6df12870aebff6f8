"""Castle Ravenloft by pointing (rules/core/choices.py).

* the hero phase: *move* then the square (grouped by row, with its distance); *attack*
  then the power, then the target (the monster and its square); *use* then the power or
  item, then the hero or square; disarm, doors and ending the phase are one click;
* exploration, level-up, treasure and encounter decisions: their prompt's ready-made answers;
* the square for a figure a power moves after its attack: the square (by row), or decline.

Nothing is hidden from the party (the decks' order never appears in a label).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rules.core.choices import (
    ChoiceLabel,
    ChoiceLeaf,
    ChoiceNode,
    ChoicePath,
    Later,
    build_tree,
    lazy_tree,
    step,
)

from . import plugins
from .commands import Attack, Explore, LevelUp, Move, Place, Use
from .dungeon import board
from .events import name_ids
from .game_face import RavenloftGame
from .hero_phase import legal_moves

if TYPE_CHECKING:
    from rules.core import Prompt

    from .state import CRState


def _row(name: str) -> ChoiceLabel:
    row = name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return ChoiceLabel(label="choice-cr-row", params={"row": row}, fallback=row)


def _place_paths(game: RavenloftGame, state: CRState, seat: int, p: Prompt) -> list[ChoicePath]:
    """A square for the figure a power moves (grouped by row when they are many), or decline."""
    out = [ChoicePath(steps=[step("square", a.to, "choice-cr-place-square", a.to, group=_row(a.to), square=a.to)],
                      leaf=ChoiceLeaf(command="place", args={"to": a.to}))
           for a in game.legal_actions(state, seat) if isinstance(a, Place)]
    out += [ChoicePath(steps=[step("square", "pass", o.label, o.label, **o.params)],
                       leaf=ChoiceLeaf(command=o.command, args=dict(o.args))) for o in p.options]
    return out


#: the first step of the hero phase's actions whose paths have several steps (the rest, such
#: as ``end`` or ``disarm``, are built at once: they are few)
FIRST_STEPS = {Move: ("move", "btn-cr-move"), Attack: ("attack", "btn-cr-attack"), Use: ("use", "btn-cr-use")}


def choice_tree(game: RavenloftGame, state: CRState, seat: int) -> ChoiceNode:
    """The seat's tree; in the hero phase, the first step now and the rest when opened (the
    same tree as ``build_tree(choice_paths(...))``, built lazily: ``rules.core.choices.lazy_tree``)."""
    prompts = [p for p in game.prompts(state) if p.seat == seat]
    if not prompts or prompts[0].kind != "cr-hero-phase":
        return build_tree(choice_paths(game, state, seat))
    # the paths of moves, attacks and uses are built when their first step is opened
    later: dict[str, list[Any]] = {}
    items: list[ChoicePath | Later] = []
    for action in game.legal_actions(state, seat):
        first = FIRST_STEPS.get(type(action))
        if first is None:
            path = game.choice_path(state, seat, action)
            if path is not None and path.steps:
                items.append(path)
            continue
        if first[0] not in later:
            later[first[0]] = []
            items.append(Later(step("action", first[0], first[1]), _maker(game, state, seat, later[first[0]])))
        later[first[0]].append(action)
    return lazy_tree(items)


def _maker(game: RavenloftGame, state: CRState, seat: int, actions: list[Any]) -> Callable[[], list[ChoicePath]]:
    return lambda: _paths(game, state, seat, actions)


def choice_paths(game: RavenloftGame, state: CRState, seat: int) -> list[ChoicePath]:
    prompts = [p for p in game.prompts(state) if p.seat == seat]
    if not prompts:
        return []
    p = prompts[0]
    theirs = plugins.question_paths(state, game.cat, p.kind, state.pending[0]) if state.pending else None
    if theirs is not None:  # a variant's own buttons (Strahd's cards never on the public step)
        return theirs  # type: ignore[no-any-return]
    if p.kind == "cr-place":
        return _place_paths(game, state, seat, p)
    if p.kind != "cr-hero-phase":
        return [ChoicePath(steps=[step("option", f"{o.command}:{sorted(o.args.items())}", o.label, o.label,
                                       **o.params)], leaf=ChoiceLeaf(command=o.command, args=dict(o.args)))
                for o in p.options] or [path for a in game.legal_actions(state, seat)
                                        if (path := game.choice_path(state, seat, a)) is not None]
    return _paths(game, state, seat, game.legal_actions(state, seat))


def _paths(game: RavenloftGame, state: CRState, seat: int, actions: Sequence[Any]) -> list[ChoicePath]:
    """The hero phase's paths of these actions."""
    cat = game.cat
    b = board(state, cat)
    hero = state.turn.hero
    moves = legal_moves(state, cat, hero) if any(isinstance(a, Move) for a in actions) else {}
    out: list[ChoicePath] = []
    for action in actions:
        if isinstance(action, Move):
            sq = b.parse(action.to)
            row = _row(action.to)
            out.append(ChoicePath(steps=[step("action", "move", "btn-cr-move"),
                                         step("square", action.to, "choice-cr-square", action.to, group=row,
                                              square=action.to, steps=moves.get(sq, 0))],
                                  leaf=ChoiceLeaf(command="move", args={"to": action.to})))
        elif isinstance(action, Attack):
            sq = b.parse(action.target)
            fig = state.figure_at(sq)
            token = next((t for t in state.tokens if t.square == sq and t.kind == "object"), None)
            what = fig.kind if fig is not None else token.id if token is not None else ""
            kind = "token" if fig is None else "villain" if fig.villain else "monster"
            out.append(ChoicePath(steps=[step("action", "attack", "btn-cr-attack"),
                                         step("power", action.power, "choice-cr-power", action.power,
                                              power_name=name_ids("power", action.power)),
                                         step("target", action.target, "choice-cr-target", action.target,
                                              monster_name=name_ids(kind, what), square=action.target)],
                                  leaf=ChoiceLeaf(command="attack", args={"power": action.power,
                                                                          "target": action.target})))
        elif isinstance(action, Use):
            what = action.power or action.item
            steps = [step("action", "use", "btn-cr-use"), step("what", what, "choice-cr-use", what,
                                                                card_name=name_ids("power" if action.power else
                                                                                   "treasure", what))]
            if action.target:
                hero = action.target if any(h.hero == action.target for h in state.heroes) else ""
                steps.append(step("target", action.target, "choice-cr-use-target", action.target,
                                  target_name=name_ids("hero", hero) if hero else [action.target]))
            args = {k: v for k, v in (("power", action.power), ("item", action.item), ("target", action.target)) if v}
            out.append(ChoicePath(steps=steps, leaf=ChoiceLeaf(command="use", args=args)))
        elif isinstance(action, Explore):  # exploring inside the hero phase (variants)
            out.append(ChoicePath(steps=[step("action", "explore", "btn-cr-explore"),
                                         step("side", action.side, "opt-cr-explore", action.side, side=action.side)],
                                  leaf=ChoiceLeaf(command="explore", args={"side": action.side})))
        elif isinstance(action, LevelUp) and action.daily:  # a level bought in the hero phase (Barkam)
            out.append(ChoicePath(steps=[step("action", "levelup", "btn-cr-levelup"),
                                         step("power", action.daily, "choice-cr-power", action.daily,
                                              power_name=name_ids("power", action.daily))],
                                  leaf=ChoiceLeaf(command="levelup", args={"daily": action.daily})))
        else:
            path = game.choice_path(state, seat, action)
            if path is not None:
                out.append(path)
    return out

"""Exploring inside the hero phase: what the variants ``revised``, ``mika`` and ``temps`` share.

The engine calls in here (small dispatches) when ``state.xplore`` is set:

* moves: a move may stop and go on later in the same phase, spending the movement points left
  (``XploreState.left``). ``revised`` lets the move go on after the attack (L183); ``mika`` and
  ``temps`` keep the base pairs (move+attack, attack+move, move+move: L746-749, L814-818), so
  their attack closes the move under way;
* exploring is a hero-phase action on an unexplored edge: free in ``revised`` (ruling A34),
  2 movement points in ``mika`` (or the last one, L762) and ``temps`` (L824);
* the end of the hero phase goes straight to the villain phase (no exploration phase);
* the villain phase's encounter (``encounter_due``) and this family's own questions
  (pending kinds ``xv-...``).

Each variant's own steps live in ``mika.py`` and ``temps.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...adventure_tokens import revealed_this_turn
from ...adventures import escort
from ...commands import Attack, Cancel, Explore, Pass, split
from ...conditions import speed
from ...dungeon import board, move_squares, route
from ...events import ev
from ...exploration import explorable, explore, side_name
from ...hero_phase import (
    _need,
    actions_left,
    attack_with,
    pick_up_around,
    power_of,
    record,
    resolve_targets,
)
from ...plugins import register as plug
from ...turns import to_villain
from .mika import (
    after_explore,
    answer_black,
    before_attack,
    black_options,
    confuse_late,
)
from .state import XploreState, fresh, peek
from .temps import add_token, answer_cancel, cancel_options, split_decks
from .temps import after_explore as temps_after

if TYPE_CHECKING:
    from rules.core import Event, Rng

#: the rule of the ``exploration_timing`` slot each variant of this family puts there
RULES = ("revised", "mika", "temps")


def rule(state: Any) -> str:
    return str(state.rules.get("exploration_timing", "base"))


def set_up(state: Any, cat: Any, rng: Rng) -> None:
    """Give the table its exploration state (and Temps Écoulé its two encounter decks)."""
    if rule(state) not in RULES:
        return
    state.xplore = XploreState(turn=state.turn.number)
    if rule(state) == "temps":
        split_decks(state, cat)


# ---- moves -------------------------------------------------------------------------------

def legal_moves(state: Any, cat: Any, hero: int) -> dict[Any, int]:
    """Squares the hero may reach: on with the move under way (its points left), or a new
    move action at full speed."""

    x = peek(state)
    h = state.heroes[hero]
    if state.turn.phase != "hero" or state.turn.hero != hero or h.down or h.escaped:
        return {}
    full = speed(state, hero, cat)
    out: dict[Any, int] = dict(move_squares(state, cat, hero, min(x.left, full))) if x.left > 0 else {}
    if "move" in actions_left(state, hero):
        for sq, d in move_squares(state, cat, hero, full).items():
            out.setdefault(sq, d)
    return out


def move(state: Any, cat: Any, hero: int, to: Any) -> list[Event]:
    """Move: on with the move under way when its points reach ``to``, else a new move action."""
    from rules.core import RuleError


    x = fresh(state)
    b = board(state, cat)
    h = state.heroes[hero]
    if h.down or h.escaped:
        raise RuleError("cr-no-move-left", hero=h.hero)
    full = speed(state, hero, cat)
    going_on = move_squares(state, cat, hero, min(x.left, full)) if x.left > 0 else {}
    if to in going_on:
        steps = going_on[to]
        x.left -= steps
    else:
        fresh_move = move_squares(state, cat, hero, full) if "move" in actions_left(state, hero) else {}
        if to not in fresh_move:
            if not going_on and not fresh_move:
                raise RuleError("cr-no-move-left", hero=state.heroes[hero].hero)
            raise RuleError("cr-cannot-move-there", square=b.name(to), speed=max(x.left, full))
        steps = fresh_move[to]
        record(state, hero, "move")
        x.left = full - steps
    path = route(state, cat, hero, to)
    frm = h.square
    h.square = to
    state.last = {"kind": "move", "hero": hero, "path": [list(p) for p in path]}
    out = [ev("moved", hero=h.hero, frm=b.name(frm) if frm else "", to=b.name(to), steps=steps)]
    if x.left > 0:
        out.append(ev("xv-move-left", hero=h.hero, left=x.left))
    for sq in path:
        out += pick_up_around(state, cat, hero, sq)
    return out + escort(state, cat, hero)


def attack(state: Any, cat: Any, hero: int, power: str, targets: list[Any], rng: Rng) -> list[Event]:
    """An attack: Mika's initiative test first when one is due (the targets checked before the
    die is rolled); in Mika and Temps the attack closes the move under way (their pairs)."""
    out: list[Event] = []
    if rule(state) == "mika":
        p = power_of(state, cat, hero, power)
        if not p.free_attack:
            _need(state, hero, "attack")
        chosen = resolve_targets(state, cat, hero, p, targets) if p.attack is not None else []
        out, go = before_attack(state, cat, hero, chosen, rng)
        if not go:
            return out
    out += attack_with(state, cat, hero, power, targets, rng)
    if rule(state) != "revised":
        fresh(state).left = 0
    return out


#: the most movement points the hero-phase prompt names (beyond: this number)
MOST_POINTS = 20


def points_ids(state: Any) -> list[str]:
    """The hero-phase prompt's item for the points left in the move under way
    (``cr-xv-points-3``, read « 3 points de déplacement »)."""
    left = peek(state).left
    return [f"cr-xv-points-{min(left, MOST_POINTS)}"] if left > 0 else []


def deck_sizes(state: Any) -> dict[str, int]:
    """Temps Écoulé's deck size and Time tokens (none without the variant)."""
    if state.xplore is None or rule(state) != "temps":
        return {}
    return {"temps": len(state.xplore.temps_cards), "time": state.xplore.time_tokens}


def deck_events(state: Any) -> list[Event]:
    """``/cr deck``'s line for Temps Écoulé's deck and Time tokens (none without the variant)."""
    more = deck_sizes(state)
    return [ev("xv-temps-decks", **more)] if more else []


def decorate(state: Any, view: Any) -> None:
    """Temps Écoulé's deck size and Time tokens among the decks the picture lists."""
    view.decks.update(deck_sizes(state))


# ---- exploring -----------------------------------------------------------------------------

def cost(state: Any, cat: Any, hero: int) -> int | None:
    """The movement points exploring costs now, or None if the hero cannot pay them: from the
    move under way, else from a new move action (its points beyond the cost stay to use)."""

    if rule(state) == "revised":
        return 0
    x = peek(state)
    last = 1 if rule(state) == "mika" else 2  # « ou son dernier point de déplacement » (L762)
    if x.left >= 2:
        return 2
    if x.left >= last:
        return x.left
    full = speed(state, hero, cat) if "move" in actions_left(state, hero) else 0
    if full >= 2:
        return 2
    return full if full >= last else None


def edges(state: Any, cat: Any, hero: int) -> list[Any]:
    """The unexplored edges the hero may explore now, in the hero phase."""
    h = state.heroes[hero]
    if (state.turn.phase != "hero" or state.turn.hero != hero or h.down or state.pending
            or cost(state, cat, hero) is None):
        return []
    return explorable(state, cat, hero)


def explore_actions(state: Any, cat: Any) -> list[Any]:

    return [Explore(side=side_name(s)) for _, s in edges(state, cat, state.turn.hero)]  # type: ignore[arg-type]


def explore_now(state: Any, cat: Any, side: str, rng: Rng) -> list[Event]:
    """The hero explores the edge on ``side`` of their tile, paying its movement points."""
    from rules.core import RuleError


    hero = state.turn.hero
    x = fresh(state)
    pay = cost(state, cat, hero)
    chosen = next((e for e in edges(state, cat, hero) if side_name(e[1]) == side), None)
    if pay is None:
        raise RuleError("cr-xv-no-points", hero=state.heroes[hero].hero, need=2)
    if chosen is None:
        raise RuleError("cr-no-edge-there", side=side)
    if pay > x.left:  # a new move action pays for it
        record(state, hero, "move")
        x.left = speed(state, hero, cat)
    x.left -= pay
    x.explored += 1
    villains = sum(1 for f in state.figures if f.villain)
    count = len(state.tiles)
    out = [ev("xv-explore", hero=state.heroes[hero].hero, cost=pay, left=x.left)] if pay else []
    out += explore(state, cat, hero, chosen, rng)
    new = state.tiles[count:]
    if not new:  # the tile did not fit (it went back under the stack): nothing was explored
        x.left += pay
        x.explored -= 1
        return out
    black = any(cat.tiles[t.tile].black for t in new)
    placed_villain = sum(1 for f in state.figures if f.villain) > villains
    if rule(state) == "mika":
        return out + after_explore(state, cat, new[0], black, rng)
    if rule(state) == "temps":
        return out + temps_after(state, cat, new[0], black, placed_villain, rng)
    return out


# ---- the end of the hero phase, the villain phase ------------------------------------------

def after_hero_phase(state: Any, cat: Any, rng: Rng) -> list[Event]:
    """The hero phase is over (conditions ended): no exploration phase, the villain phase."""
    out: list[Event] = []
    if rule(state) == "mika":
        out += confuse_late(state)
    elif rule(state) == "temps" and not fresh(state).explored:

        return out + add_token(state, cat, rng, then="villain")  # its card, then the villain phase
    return out + to_villain(state, cat, rng)


def encounter_due(state: Any) -> bool:
    """Whether the villain phase draws an encounter: Revised as the base game with every tile
    the hero placed (ruling A15); Mika not after the monster behind (L790); Temps never (its
    encounters live in the hero phase, L859)."""
    if rule(state) == "temps":
        return False
    if rule(state) == "mika" and peek(state).behind:
        return False
    if revealed_this_turn(state) and not state.turn.black:  # a face-down token turned counts as exploring
        return False
    return not state.turn.placed or state.turn.black


# ---- this family's questions ---------------------------------------------------------------

def options(state: Any, cat: Any, p: Any) -> list[Any]:
    if p.kind == "xv-mika-black":
        return black_options(state, cat, p)
    return cancel_options(state, cat, p)


def answer(state: Any, cat: Any, p: Any, action: Any, rng: Rng) -> list[Event]:
    from rules.core import RuleError


    if not isinstance(action, Cancel | Pass):
        raise RuleError("cr-answer-first", kind=p.kind)
    if p.kind == "xv-mika-black":
        return answer_black(state, cat, p, isinstance(action, Cancel), rng)
    return answer_cancel(state, cat, p, action, rng)


def _setup(state: Any, cat: Any, options: Any, rng: Rng) -> None:
    set_up(state, cat, rng)


def _hero_action(state: Any, cat: Any, action: Any, rng: Rng) -> list[Event] | None:
    """Exploring inside the hero phase: an attack may follow an exploration, and exploring is
    an action of the hero phase (revised, mika, temps)."""
    if state.xplore is None:
        return None
    if isinstance(action, Attack):
        b = board(state, cat)
        return attack(state, cat, state.turn.hero, action.power, [b.parse(t) for t in split(action.target)], rng)
    if isinstance(action, Explore):
        return explore_now(state, cat, action.side, rng)
    return None


plug("setup", "xplore", 20, _setup)  # rules/ravenloft/plugins.py
plug("hero_action", "xplore", 20, _hero_action)


def _answer(state: Any, cat: Any, p: Any, action: Any, rng: Rng) -> tuple[list[Event], bool] | None:
    """The exploration variants' questions (``xv-*``); the hero phase goes on after them."""
    return (answer(state, cat, p, action, rng), False) if p.kind.startswith("xv-") else None


plug("answer", "xplore", 20, _answer)


def _options(state: Any, cat: Any, p: Any) -> list[Any] | None:
    return options(state, cat, p) if p.kind.startswith("xv-") else None


def _actions(state: Any, cat: Any) -> list[Any]:
    return explore_actions(state, cat) if state.xplore is not None else []


plug("question_options", "xplore", 20, _options)
plug("hero_actions", "xplore", 20, _actions)


def _after_hero_phase(state: Any, cat: Any, rng: Rng) -> list[Event] | None:
    """Exploring happened inside the hero phase: straight to what follows it."""
    return after_hero_phase(state, cat, rng) if state.xplore is not None else None


plug("after_hero_phase", "xplore", 20, _after_hero_phase)


def _legal_moves(state: Any, cat: Any, hero: int) -> dict[Any, int] | None:
    return legal_moves(state, cat, hero) if state.xplore is not None else None


def _move(state: Any, cat: Any, hero: int, to: Any) -> list[Event] | None:
    return move(state, cat, hero, to) if state.xplore is not None else None


def _move_points(state: Any) -> list[str] | None:
    return points_ids(state) if state.xplore is not None else None


def _encounter_due(state: Any) -> bool | None:
    return encounter_due(state) if state.rules.get("encounter_trigger") in ("mika", "temps") else None



# split moves inside the hero phase, the villain phase's encounter (rules/ravenloft/plugins.py)
plug("legal_moves", "xplore", 20, _legal_moves)
plug("move", "xplore", 20, _move)
plug("move_points", "xplore", 20, _move_points)
plug("encounter_due", "xplore", 50, _encounter_due)


def _view(view: Any, state: Any, cat: Any, seat: int | None) -> None:
    if state.xplore is not None:  # Temps Écoulé's deck and Time tokens
        decorate(state, view)


plug("view", "xplore", 10, _view)

plug("decks", "xplore", 10, deck_sizes)  # /cr deck and the picture's decks (plugins.py)
plug("deck_events", "xplore", 10, deck_events)

"""Krosmaster moves by pointing: short choice paths (rules/core/choices.py).

* an activation: the action (move, a spell with its cost, punch, pick up, buy, reveal, end),
  then the square (``C4 · 2 PM``, grouped by cost) or the target (``D5 · Bouftou``, grouped by
  row), then what else the action needs (the ally of Style Pandawa, the Krosmaster receiving
  a reward, and a reward's options when it has a choice: Style Zobal's bonus, Style Roublard's
  GG, how many markers to remove, Potion de Rappel's cell);
* deployment: the Krosmaster, then its start cell;
* inspiration: each tension die's face and who takes it (or kamas);
* the other prompts: their ready-made answers.

The first step is shown on the public board: "reveal a reward" never names the face-down
token (the tokens are named only in the next, private, step); a face-down pile is offered
as such. Every leaf is one of :meth:`Krosmaster.legal_actions`, written as the command a
player would type.
"""

from __future__ import annotations

from rules.core import Game
from rules.core.choices import ChoiceLabel, ChoiceLeaf, ChoicePath, ChoiceStep, step

from . import board
from .board import name
from .legal import activation_actions, inspirations, prompted
from .model import (
    ActionT,
    BuyGG,
    BuyReward,
    Cast,
    Deploy,
    End,
    Inspire,
    KrosGame,
    KrosState,
    Move,
    Pickup,
    Punch,
    Reveal,
    Unit,
)
from .table import GG_PRICE, key
from .turns import Turns


def choice_paths(game: KrosGame, state: KrosState, seat: int) -> list[ChoicePath]:
    """The paths of every move ``seat`` may make now (none when another seat is awaited)."""
    if state.phase == "over" or seat != prompted(state):
        return []
    t = Turns(state)
    if state.phase == "activation" and state.current is not None:
        return activation_paths(game, t, t.by_id[state.current])
    if state.phase == "deploy":
        return deploy_paths(game, t, seat)
    if state.phase == "inspiration":
        return inspiration_paths(game, t, seat)
    return Game.choice_paths(game, state, seat)


def _row(cell: str) -> ChoiceLabel:
    return ChoiceLabel(label="kros-choice-group-row", params={"row": int(cell[1:])}, fallback=cell[1:])


def _target(t: Turns, at: str) -> ChoiceStep:
    """A target square, with who stands on it."""
    other = t.at.get(t.cell(at))
    who = t.label(other) if other is not None else ""
    return step("target", at, "kros-choice-target", group=_row(at), square=at, unit=who,
                occupied="yes" if who else "no")


def move_costs(t: Turns, u: Unit) -> dict[str, int]:
    """The PM each destination of ``u`` costs (the shortest walk, as the move takes it)."""
    assert u.pos is not None
    s = t.s
    free, _danger, stuck = t.move_context(u)
    reach = board.reachable(u.pos, free - stuck, s.width, s.height, u.pm)
    reach[u.pos] = 0
    costs = {name(c): d for c, d in reach.items() if c != u.pos}
    for c in stuck & free:  # a cell next to a blocker ends the walk there
        steps = [reach[n] for n in board.neighbours(c, s.width, s.height) if n in reach]
        if steps and min(steps) < u.pm:
            costs[name(c)] = min(steps) + 1
    return costs


def activation_paths(game: KrosGame, t: Turns, u: Unit) -> list[ChoicePath]:
    """The active character's actions, each as its action, then its square or target."""
    s = t.s
    acts = activation_actions(t, u)
    costs = move_costs(t, u) if any(isinstance(a, Move) for a in acts) else {}
    # the nearest squares first
    moves = sorted((a for a in acts if isinstance(a, Move)), key=lambda a: (costs.get(a.to, 0), t.cell(a.to)[::-1]))
    first = next((i for i, a in enumerate(acts) if isinstance(a, Move)), len(acts))
    acts = [a for a in acts[:first] if not isinstance(a, Move)] + list(moves) + \
        [a for a in acts[first:] if not isinstance(a, Move)]
    victims = any(isinstance(a, BuyGG) and a.victim is not None for a in acts)
    buy = step("action", "buy", "kros-choice-buy", kamas=s.kamas[u.seat])
    reveal = step("action", "reveal", "kros-choice-reveal")
    out: list[ChoicePath] = []

    def add(steps: list[ChoiceStep], command: str, **args: str) -> None:
        out.append(ChoicePath(steps=steps, leaf=ChoiceLeaf(command=command, args=args)))

    for a in acts:
        if isinstance(a, End):
            add([step("action", "end", "kros-choice-end", name=t.label(u))], "end")
        elif isinstance(a, Move):
            cost = costs.get(a.to, 0)
            group = ChoiceLabel(label="kros-choice-group-pm", params={"pm": cost}, fallback=str(cost))
            add([step("action", "move", "kros-choice-move", pm=u.pm),
                 step("square", a.to, "kros-choice-square", group=group, square=a.to, pm=cost)], "move", to=a.to)
        elif isinstance(a, Cast):
            sp = t.c.spells[a.spell]
            steps = [step("action", f"cast-{a.spell}", "kros-choice-spell", spell=sp.name, pa=sp.cost_pa,
                          pm=sp.cost_pm), _target(t, a.at)]
            args = {"spell": a.spell, "at": a.at}
            if a.ally is not None:
                steps.append(step("ally", a.ally, "kros-choice-ally", name=t.label(t.by_id[a.ally])))
                args["ally"] = a.ally
            add(steps, "cast", **args)
        elif isinstance(a, Punch):
            sp = t.c.spells["coup-de-poing"]
            add([step("action", "punch", "kros-choice-punch", pa=sp.cost_pa), _target(t, a.at)], "punch", at=a.at)
        elif isinstance(a, Pickup):
            add([step("action", "pickup", "kros-choice-pickup", kamas=s.floor_kamas.get(key(u.pos or (0, 0)), 0))],
                "pickup")
        elif isinstance(a, BuyGG):
            steps = [buy, step("item", "gg", "kros-choice-buy-gg", price=GG_PRICE)]
            args = {"item": "gg"}
            if victims:
                who = s.names[a.victim] if a.victim is not None else ""
                steps.append(step("victim", str(a.victim), "kros-choice-victim", player=who,
                                  auto="no" if who else "yes"))
                if a.victim is not None:
                    args["victim"] = str(s.order.index(a.victim) + 1)
            add(steps, "buy", **args)
        elif isinstance(a, BuyReward):
            pile = s.piles[a.pile]
            token = pile.face_up if a.face_up else None
            item = step("item", f"{a.pile + 1}-{'up' if a.face_up else 'down'}", "kros-choice-buy-reward",
                        rank=pile.rank, pile=a.pile + 1, price=t.c.prices[pile.rank],
                        reward=t.c.rewards[token].name if token else "", hidden="no" if a.face_up else "yes")
            to = t.by_id[a.to]
            add([buy, item, step("to", a.to, "kros-choice-receiver", name=t.label(to), same="yes" if to is u else "no")],
                "buy", item=str(a.pile + 1), hidden="false" if a.face_up else "true", to=a.to)
        elif isinstance(a, Reveal):
            steps, args = _reveal_steps(t, a, [x for x in acts if isinstance(x, Reveal) and x.token == a.token])
            add([reveal, *steps], "reveal", **args)
    return out


def _reveal_steps(t: Turns, a: Reveal, same: list[Reveal]) -> tuple[list[ChoiceStep], dict[str, str]]:
    """The token (named only in this private step), then its rare options: a step for each
    one with more than one value among ``same`` (the ways to reveal that token)."""
    steps = [step("token", a.token, "kros-choice-token", reward=t.c.rewards[a.token].name)]
    args = {"token": a.token}
    if a.choice is not None:
        if t.c.rewards[a.token].effect.zobal:
            steps.append(step("choice", a.choice, "kros-choice-zobal", choice=a.choice))
        else:
            steps.append(step("choice", a.choice, "kros-choice-roublard", pay="no",
                              price=t.c.rewards[a.token].effect.buy_gg_for))
        args["choice"] = a.choice
    elif len({x.choice for x in same}) > 1:
        steps.append(step("choice", "oui", "kros-choice-roublard", pay="yes",
                          price=t.c.rewards[a.token].effect.buy_gg_for))
    amounts = [x.amount for x in same if x.choice == a.choice]
    if len(set(amounts)) > 1:
        most = max(n for n in amounts if n is not None) + 1
        steps.append(step("amount", "all" if a.amount is None else str(a.amount), "kros-choice-amount",
                          amount=most if a.amount is None else a.amount, all="yes" if a.amount is None else "no"))
        if a.amount is not None:
            args["amount"] = str(a.amount)
    if a.at is not None:
        if len({x.at for x in same}) > 1:
            steps.append(step("cell", a.at, "kros-choice-recall", group=_row(a.at), square=a.at))
        args["at"] = a.at
    return steps, args


def deploy_paths(game: KrosGame, t: Turns, seat: int) -> list[ChoicePath]:
    """The Krosmaster to place (in timeline order), then its start cell (grouped by row)."""
    order = {uid: i for i, uid in enumerate(t.s.timelines[seat])}
    acts: list[ActionT] = [a for a in game.legal_actions(t.s, seat) if isinstance(a, Deploy)]
    acts.sort(key=lambda a: (order.get(a.unit, 99), t.cell(a.at)[1], t.cell(a.at)[0]))  # type: ignore[union-attr]
    out = []
    for a in acts:
        assert isinstance(a, Deploy)
        out.append(ChoicePath(steps=[
            step("unit", a.unit, "kros-choice-unit", name=t.label(t.by_id[a.unit])),
            step("square", a.at, "kros-choice-cell", group=_row(a.at), square=a.at)],
            leaf=ChoiceLeaf(command="deploy", args={"unit": a.unit, "at": a.at})))
    return out


def inspiration_paths(game: KrosGame, t: Turns, seat: int) -> list[ChoicePath]:
    """Each tension die in turn: its face and the Krosmaster taking it (or kamas). The placements
    without a tension double come first, and a step that makes one says so before it is clicked
    (the second die's face that matches the first; a first die all of whose follow-ups do)."""
    names = {u.id: t.label(u) for u in t.krosmasters(seat)}
    acts = [a for a in inspirations(t, seat) if isinstance(a, Inspire)]

    def doubled(a: Inspire) -> bool:
        return len(a.faces) == 2 and a.faces[0] == a.faces[1]

    first_safe = {(a.faces[0], a.targets[0]) for a in acts if not doubled(a)}
    out = []
    for a in sorted(acts, key=doubled):  # stable: the order offered, doubles last
        steps = []
        args: dict[str, str] = {}
        for i, (face, target) in enumerate(zip(a.faces, a.targets), start=1):
            warn = doubled(a) and (i == 2 or (a.faces[0], a.targets[0]) not in first_safe)
            steps.append(step(f"die{i}", f"{face}-{target or 'kamas'}", "kros-choice-die", die=i, face=face,
                              unit=names.get(target or "", ""), kamas="no" if target else "yes",
                              double="yes" if warn else "no"))
            args[f"die{i}"] = target or "kamas"
            args[f"face{i}"] = face
        out.append(ChoicePath(steps=steps, leaf=ChoiceLeaf(command="inspire", args=args)))
    return out

"""Krosmaster Arena: ready-made prompt answers (buttons) for prompts with few answers."""

from __future__ import annotations

from typing import Any

from rules.core import PromptOption

from .board import name
from .content import content
from .legal import inspirations
from .model import (
    Inspire,
    KrosState,
    Unit,
)
from .table import CLOCKWISE, key
from .turns import Turns


def prompt_options(state: KrosState, seat: int) -> list[PromptOption]:
    """Ready-made answers of the prompts with few answers (at most 25)."""
    ph = state.phase
    t = Turns(state)
    c = content()
    out: list[PromptOption] = []
    if ph == "draft":
        out = [PromptOption(command="draft", args={"character": x}, label="opt-kros-pick-character",
                            params={"name": c.characters[x].name}) for x in state.draft_visible]
    elif ph == "arena":
        out = [PromptOption(command="arena", args={"arena": x}, label="opt-kros-pick-arena",
                            params={"arena": x}) for x in ("fosse", "elementaire")]
    elif ph == "side":
        sides = CLOCKWISE if t.four() else ("N", "E", "S", "W")
        out = [PromptOption(command="side", args={"side": x}, label="opt-kros-pick-side", params={"side": x})
               for x in sides]
    elif ph == "deploy":
        waiting = [state.units[i] for i in range(len(state.units))
                   if state.units[i].seat == seat and state.units[i].kind == "krosmaster"
                   and state.units[i].pos is None]
        order = {uid: i for i, uid in enumerate(state.timelines[seat])}
        waiting.sort(key=lambda u: order.get(u.id, 99))
        if waiting:
            u = waiting[0]
            cells = [x for x in t.deploy_cells(seat) if not t.is_obstacle(x)]
            out = [PromptOption(command="deploy", args={"unit": u.id, "at": name(x)}, label="opt-kros-pick-deploy",
                                params={"name": t.label(u), "at": name(x)})
                   for x in sorted(cells, key=lambda x: (x[1], x[0]))]
    elif ph == "inspiration":
        out = inspire_options(t, seat)
    elif ph in ("summon-order", "trigger-order"):
        units = state.pending_summons if ph == "summon-order" else state.pending_triggers
        cmd = "activate" if ph == "summon-order" else "trigger"
        out = [PromptOption(command=cmd, args={"unit": uid}, label="opt-kros-pick-unit",
                            params={"name": t.label(t.by_id[uid]), "at": name(t.by_id[uid].pos)
                                    if t.by_id[uid].pos else "-"}) for uid in units if uid in t.by_id]
    elif ph in ("tension-target", "gift"):
        players = t.lose_candidates() if ph == "tension-target" else t.gift_candidates(state.pending_gifts[0][0])
        cmd = "tension" if ph == "tension-target" else "gift"
        out = [PromptOption(command=cmd, args={"player": str(state.order.index(x) + 1)},
                            label="opt-kros-pick-player", params={"player": state.names[x], "gg": state.gg[x]})
               for x in players]
    elif ph == "activation" and state.current is not None:
        out = activation_options(t, t.by_id[state.current])
    return out[:25]


def activation_options(t: Turns, u: Unit) -> list[PromptOption]:
    """The answers that need no square: end, pick up, buy a GG (the :class:`Pickup` and the
    :class:`BuyGG` without a victim that ``activation_actions`` offers, in its order, found
    without making every move and cast: the prompts are asked at every move;
    tests/rules/krosmaster/test_activation_options.py compares both)."""
    assert u.pos is not None
    out = [PromptOption(command="end", label="opt-kros-pick-end", params={"name": t.label(u)})]
    s = t.s
    if u.kind == "krosmaster" and u.pa >= 1:
        if s.floor_kamas.get(key(u.pos), 0) > 0:
            out.append(PromptOption(command="pickup", label="opt-kros-pick-pickup"))
        if u.pos in s.demon_cells and s.kamas[u.seat] >= 10:
            out.append(PromptOption(command="buy", args={"item": "gg"}, label="opt-kros-pick-buy-gg"))
    # no button reveals a face-down reward: the board and its buttons are public, and the
    # label would name the token; players type /kros reveal (suggestions are private)
    return out


def inspire_options(t: Turns, seat: int) -> list[PromptOption]:
    """Inspiration answers, deduplicated by outcome: the refund first, then one die
    placed, then both; among equal placements, faces without a double first."""
    seen: set[Any] = set()
    ranked: list[tuple[tuple[int, int, int], PromptOption]] = []
    names = {u.id: t.label(u) for u in t.krosmasters(seat)}
    for act in inspirations(t, seat):
        assert isinstance(act, Inspire)
        double = act.faces[0] == act.faces[1]
        placed = frozenset((tg, f) for f, tg in zip(act.faces, act.targets) if tg is not None)
        n = sum(1 for tg in act.targets if tg is not None)
        outcome = (placed, n, double)
        if outcome in seen:
            continue
        seen.add(outcome)
        args = {"die1": act.targets[0] or "kamas", "die2": act.targets[1] or "kamas",
                "face1": act.faces[0], "face2": act.faces[1]}
        params = {"face1": act.faces[0], "face2": act.faces[1],
                  "die1": names.get(act.targets[0] or "", "kamas"), "die2": names.get(act.targets[1] or "", "kamas"),
                  "double": "yes" if double else "no"}
        ranked.append(((n, int(double), len(ranked)), PromptOption(
            command="inspire", args=args, label="opt-kros-pick-inspire", params=params)))
    ranked.sort(key=lambda x: x[0])
    return [o for _, o in ranked]

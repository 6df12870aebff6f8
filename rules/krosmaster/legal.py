"""Krosmaster Arena: the legal actions of the prompted seat (the engine contract's ``legal_actions``)."""

from __future__ import annotations

import itertools

from . import board, dice
from .board import name
from .model import (
    ActionT,
    Activate,
    BuyGG,
    BuyReward,
    Cast,
    ChooseArena,
    ChooseSide,
    Deploy,
    DraftPick,
    End,
    Gift,
    Inspire,
    KrosState,
    LoseGG,
    Move,
    Pickup,
    Punch,
    Reveal,
    Trigger,
    Unit,
)
from .table import CLOCKWISE, key
from .turns import Turns


def prompted(state: KrosState) -> int | None:
    """The seat the game waits on (not always the active player with 4 players)."""
    if state.phase == "over":
        return None
    if state.phase == "tension-target":
        return state.picker
    if state.phase == "gift":
        return state.pending_gifts[0][0] if state.pending_gifts else None
    return state.active


def legal_actions(state: KrosState, seat: int) -> list[ActionT]:
    if state.phase == "over" or seat != prompted(state):
        return []
    t = Turns(state)
    ph = state.phase
    if ph == "draft":
        return [DraftPick(character=c) for c in state.draft_visible]
    if ph == "arena":
        return [ChooseArena(arena="fosse"), ChooseArena(arena="elementaire")]
    if ph == "side":
        sides = CLOCKWISE if t.four() else ("N", "E", "S", "W")
        return [ChooseSide(side=s) for s in sides]  # type: ignore[arg-type]
    if ph == "tension-target":
        return [LoseGG(player=x) for x in t.lose_candidates()]
    if ph == "gift":
        return [Gift(player=x) for x in t.gift_candidates(state.pending_gifts[0][0])]
    if ph == "trigger-order":
        return [Trigger(unit=b) for b in state.pending_triggers]
    if ph == "deploy":
        out_d: list[ActionT] = []
        cells = [c for c in t.deploy_cells(seat) if not t.is_obstacle(c)]
        for u in state.units:
            if u.seat == seat and u.kind == "krosmaster" and u.pos is None:
                out_d += [Deploy(unit=u.id, at=name(c)) for c in cells]
        return out_d
    if ph == "inspiration":
        return inspirations(t, seat)
    if ph == "summon-order":
        return [Activate(unit=u) for u in state.pending_summons]
    if state.current is None:
        return []
    return activation_actions(t, t.by_id[state.current])


def inspirations(t: Turns, seat: int) -> list[ActionT]:
    targets: list[str | None] = [None] + [u.id for u in t.krosmasters(seat)]
    opts = [dice.turn_options(f) for f in t.s.tension]
    out: list[ActionT] = []
    for faces in itertools.product(*opts):
        for tg in itertools.product(targets, repeat=len(opts)):
            out.append(Inspire(faces=list(faces), targets=list(tg)))  # type: ignore[arg-type]
    return out


def activation_actions(t: Turns, u: Unit) -> list[ActionT]:
    out: list[ActionT] = [End()]
    assert u.pos is not None
    s = t.s
    if u.pm > 0:
        free, _danger, stuck = t.move_context(u)
        if u.pos not in stuck:
            reach = board.reachable(u.pos, free - stuck, s.width, s.height, u.pm)
            reach[u.pos] = 0
            dest = {c for c in reach if c != u.pos}
            for c in stuck & free:
                if any(reach.get(n, u.pm) < u.pm for n in board.neighbours(c, s.width, s.height)):
                    dest.add(c)
            for cell in sorted(dest, key=lambda c: (c[1], c[0])):
                out.append(Move(to=name(cell)))
    for sid in t.spells(u):
        for at, ally in spell_targets(t, u, sid):
            out.append(Cast(spell=sid, at=at, ally=ally))
    if u.kind == "krosmaster":
        if u.pa >= 5:
            for nb in board.neighbours(u.pos, s.width, s.height):
                o = t.at.get(nb)
                if o is not None and t.enemies(o.seat, u.seat):
                    out.append(Punch(at=name(nb)))
        if u.pa >= 1 and s.floor_kamas.get(key(u.pos), 0) > 0:
            out.append(Pickup())
        if u.pa >= 1 and u.pos in s.demon_cells:
            if s.kamas[u.seat] >= 10:
                out.append(BuyGG())
                if t.four():
                    out += [BuyGG(victim=x) for x in range(t.n_seats())
                            if t.enemies(u.seat, x) and s.gg[x] > 0]
            room = [k for k in t.krosmasters(u.seat) if t.capacity(k) > 0]
            for i, pile in enumerate(s.piles):
                if s.kamas[u.seat] < t.c.prices[pile.rank]:
                    continue
                for k in room:
                    if pile.face_up is not None:
                        out.append(BuyReward(pile=i, face_up=True, to=k.id))
                    if pile.face_down:
                        out.append(BuyReward(pile=i, face_up=False, to=k.id))
        for tok in u.rewards:
            if tok.revealed:
                continue
            r = t.c.rewards[tok.id]
            if r.type == "equipment" and any(x.equip == r.equip for x in t.revealed(u, ("equipment",))):
                continue
            out += reveals(t, u, tok.id)
    return out


def reveals(t: Turns, u: Unit, token: str) -> list[ActionT]:
    """Each way to reveal ``token``: the defaults first, then the rare options that change
    something (a Potion de Rappel's free start cell, Style Zobal's bonus, Style Roublard's
    refusal, fewer markers removed than « jusqu'à N »)."""
    e = t.c.rewards[token].effect
    s = t.s
    ats: list[str | None] = [None]
    if e.recall:
        ats = [name(c) for c in (t.deploy_cells(u.seat) or s.start_cells) if t.is_free(c)]
        if not ats:
            return []
    choices: list[str | None] = ["pa", "pm", "soin"] if e.zobal else [None]
    if e.buy_gg_for and t.uses_gg() and s.kamas[u.seat] + e.kamas >= e.buy_gg_for:
        choices = [None, "non"]
    out: list[ActionT] = []
    for choice in choices:
        heal = min(e.heal + (4 if choice == "soin" else 0), u.wounds)
        # None removes as many as allowed; then each smaller number down to none
        for amount in [None, *range(heal - 1, -1, -1)] if heal > 0 else [None]:
            out += [Reveal(token=token, choice=choice, at=at, amount=amount) for at in ats]
    return out


def spell_targets(t: Turns, u: Unit, sid: str) -> list[tuple[str, str | None]]:
    """Legal (square, ally) targets of a spell that make sense to offer."""
    sp = t.c.spells[sid]
    s = t.s
    assert u.pos is not None
    if u.pa < sp.cost_pa or u.pm < sp.cost_pm:
        return []
    if sp.limit == "turn" and sid in u.used_turn or sp.limit == "game" and sid in u.used_game:
        return []
    cells: list[tuple[int, int]]
    if sp.range.kind == "personal":
        cells = [u.pos]
    elif sp.kind == "summon" or sp.target == "free":
        reach = sp.range.max + (t.range_bonus(u) if sp.range.extendable else 0)
        if sp.range.kind == "melee":
            reach = 1
        cells = [(x, y) for x in range(max(0, u.pos[0] - reach), min(s.width, u.pos[0] + reach + 1))
                 for y in range(max(0, u.pos[1] - reach), min(s.height, u.pos[1] + reach + 1))
                 if board.dist((x, y), u.pos) <= reach and not t.is_obstacle((x, y))]
    elif sp.kind == "heal":
        cells = [o.pos for o in t.at.values() if not t.enemies(o.seat, u.seat) and t.is_character(o) and o.pos]
    elif sp.target == "ally":
        cells = [o.pos for o in t.at.values()
                 if not t.enemies(o.seat, u.seat) and o is not u and t.is_character(o) and o.pos]
    else:
        cells = [o.pos for o in t.at.values()
                 if o is not u and o.pos and (t.enemies(o.seat, u.seat) or o.kind == "bomb")]
    allies: list[str | None] = [None]
    if sp.has("move_ally"):
        allies = [o.id for o in t.at.values() if not t.enemies(o.seat, u.seat) and o is not u and t.is_character(o)
                  and o.pos and board.dist(o.pos, u.pos) == 1]
    out: list[tuple[str, str | None]] = []
    for c in sorted(cells):
        for ally in allies:
            if t.spell_error(u, sp, c, ally) is None:
                out.append((name(c), ally))
    return out

"""The seven ruses (« lancés en phase 3.1 et 5 ... à condition qu'il possède une hutte »).

A ruse is paid when cast (ruling KA16), the université takes 1 L off but never makes a ruse
free (ruling « No free ruse »: a ruse at 1 L stays at 1 L). A ruse aimed at
another player's board is sabotaged by his Bouclier token when his standing answer says so.
"""

from __future__ import annotations

from rules.core import Event, RuleError

from .board import defenders, ev, hit_wall, name, wound
from .content import content
from .defense import kill_by_ruse
from .enemy import strike_board
from .model import Frozen, KravoraState, Player, Ruse, Unit


def ruse_price(p: Player, ruse: str) -> int:
    """« Université : Réduit le coût des ruses de 1L de sang », never below 1 L: like the
    caserne, which « Ne fonctionne pas sur les fantoches » (the 1 L unit), no ruse is free."""
    price = content().ruse_price(ruse)
    return max(1, price - 1) if p.has("universite") else price


def _board(state: KravoraState, seat: int, board: int | None) -> Player:
    b = seat if board is None else board
    if not 0 <= b < state.n or not state.players[b].alive:
        raise RuleError("kra-bad-player", player=b)
    return state.players[b]


def _unit(state: KravoraState, unit: int | None) -> tuple[Player, Unit]:
    found = state.find(unit) if unit is not None else None
    if found is None or not found[0].alive:
        raise RuleError("kra-no-such-unit", unit=unit if unit is not None else "?")
    return found


def _line(line: int | None) -> int:
    if line is None or not 1 <= line <= content().board.lines:
        raise RuleError("kra-bad-line", line=line if line is not None else "?")
    return line


def rocaille_wall_damage(board: Player, line: int) -> int:
    """The most a Rocaille on ``line`` of another player's board can take from his wall."""
    if line not in (4, 5):
        return 0
    return max(0, 4 - len(defenders(board, line)))


def target_board(state: KravoraState, seat: int, action: Ruse) -> Player | None:
    """The board a ruse acts on (None for the Bouclier)."""
    if action.name == "bouclier":
        return None
    if action.name in ("rochers", "rocaille"):
        return _board(state, seat, action.board)
    return _unit(state, action.unit)[0]


def check(state: KravoraState, seat: int, action: Ruse) -> None:
    """Refuse a ruse that cannot be cast, before anything is paid."""
    p = state.players[seat]
    if not p.has("hutte"):
        raise RuleError("kra-need-building", building=["kra-b-hutte"])
    board = target_board(state, seat, action)
    if action.name == "rochers":
        line = _line(action.line)
        assert board is not None
        if any(f.board == board.seat and f.line == line for f in state.frozen):
            raise RuleError("kra-already-frozen", line=line)
        if len(state.frozen) >= content().board.frozen_max:
            raise RuleError("kra-no-ice", count=content().board.frozen_max)
    elif action.name == "rocaille":
        line = _line(action.line)
        assert board is not None
        if board.seat != seat:
            if board.seat in state.rocaille_walls:
                raise RuleError("kra-rocaille-once", player=board.name)
            if rocaille_wall_damage(board, line) >= board.wall:
                raise RuleError("kra-rocaille-finish", player=board.name)
    elif action.name in ("avancer", "reculer"):
        _, u = _unit(state, action.unit)
        if u.defender:
            raise RuleError("kra-enemy-only", unit=name(u.kind))
        if action.name == "reculer" and u.line <= 1:
            raise RuleError("kra-bad-line", line=u.line - 1)
        if action.name == "avancer" and action.mode != "attack" and u.line >= content().board.lines:
            raise RuleError("kra-bad-line", line=u.line + 1)
    elif action.name == "propulsion":
        _, u = _unit(state, action.unit)
        if _line(action.to) == u.line:
            raise RuleError("kra-bad-line", line=action.to)


def cast(state: KravoraState, seat: int, action: Ruse, events: list[Event]) -> None:
    check(state, seat, action)
    p = state.players[seat]
    price = ruse_price(p, action.name)
    if p.blood < price:
        raise RuleError("kra-not-enough-blood", needed=price, left=p.blood)
    p.blood -= price
    board = target_board(state, seat, action)
    events.append(ev("ruse", player=p.name, ruse=[f"kra-r-{action.name}"], price=price, blood=p.blood))
    if board is not None and board.seat != seat and board.shields > 0 and board.shield_auto:
        board.shields -= 1
        events.append(ev("sabotaged", announce=True, player=board.name, ruse=[f"kra-r-{action.name}"],
                         left=board.shields))
        return
    _effects(state, seat, action, board, events)


def _effects(state: KravoraState, seat: int, action: Ruse, board: Player | None, events: list[Event]) -> None:
    p = state.players[seat]
    if action.name == "bouclier":
        p.shields += 1
        events.append(ev("shield-token", player=p.name, count=p.shields))
        return
    assert board is not None
    if action.name == "rochers":
        state.frozen.append(Frozen(board=board.seat, line=action.line or 1))
        events.append(ev("frozen", player=board.name, line=action.line))
    elif action.name == "rocaille":
        _rocaille(state, seat, board, action.line or 1, events)
    else:
        _, u = _unit(state, action.unit)
        start = u.line
        if action.name == "caillot":
            text = wound(u)
            if u.pv == 0:
                kill_by_ruse(state, board, u)
            events.append(ev("hit", player=board.name, hits=[text]))
        elif action.name == "avancer" and action.mode == "attack":
            strike_board(state, board.seat, u, events)
        elif action.name == "avancer":
            u.line += 1
            events.append(ev("pushed", player=board.name, unit=name(u.kind), line=start, to=u.line))
        elif action.name == "reculer":
            u.line -= 1
            events.append(ev("pushed", player=board.name, unit=name(u.kind), line=start, to=u.line))
        else:  # propulsion
            u.line = action.to or u.line
            events.append(ev("pushed", player=board.name, unit=name(u.kind), line=start, to=u.line))


def _rocaille(state: KravoraState, seat: int, board: Player, line: int, events: list[Event]) -> None:
    """« Équivalent à une rocallie »: one damage to each of up to 4 units of the line."""
    own = board.seat == seat
    victims = [u for u in board.units if u.line == line and u.defender != own]
    victims.sort(key=lambda u: (u.pv, u.id))
    hits: list[str] = []
    for u in victims[:4]:
        hits.append(wound(u))
        if u.pv == 0:
            kill_by_ruse(state, board, u)
    damage = 4 - len(hits) if not own and line in (4, 5) else 0
    wall = hit_wall(state, board.seat, damage, events,
                    lambda taken: ev("rocaille", player=board.name, line=line, hits=hits, wall=taken))
    if wall:
        state.rocaille_walls.append(board.seat)

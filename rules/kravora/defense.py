"""3.1: the player's defenders strike the enemies of his board, in the order he likes.

Reach (ruling KA1, KA4): « Boots » 0 is the defender's own line, « 1-2 » one to two lines
towards line 1 (both ways with the ``tir_arriere`` option). The long bras (« 3x1 ») and the
rocailleur (« 4x1 ») strike a line: one damage to different units first (ruling KA9).
"""

from __future__ import annotations

from rules.core import Event, RuleError

from .board import enemies, ev, keep_killed, name, remove, to_stock, wound
from .content import content, spec
from .model import Attack, KravoraState, Player, Unit


def reach_lines(state: KravoraState, u: Unit) -> list[int]:
    s = spec(u.kind)
    out: list[int] = []
    for d in range(s.reach_min, s.reach_max + 1):
        for line in {u.line - d, u.line + d} if state.tir_arriere else {u.line - d}:
            if 1 <= line <= content().board.lines and line not in out:
                out.append(line)
    return sorted(out)


def targets(state: KravoraState, board: Player, u: Unit) -> list[Unit]:
    lines = reach_lines(state, u)
    return [e for e in enemies(board) if e.line in lines]


def ready(state: KravoraState, board: Player) -> list[Unit]:
    """The defenders that have not struck yet and have an enemy in reach."""
    return [u for u in board.units if u.defender and not u.acted and targets(state, board, u)]


def _order(first: int | None):  # type: ignore[no-untyped-def]
    """Which enemies a strike hits first: the one named, then those it kills, then the dearest."""
    return lambda e: (e.id != first, e.pv, -spec(e.kind).price, e.id)


def attack(state: KravoraState, seat: int, action: Attack, events: list[Event]) -> None:
    board = state.players[seat]
    unit = next((u for u in board.units if u.id == action.unit and u.defender), None)
    if unit is None:
        raise RuleError("kra-not-your-unit", unit=action.unit)
    if unit.acted:
        raise RuleError("kra-already-struck", unit=name(unit.kind), line=unit.line)
    in_reach = targets(state, board, unit)
    s = spec(unit.kind)
    target = None
    if action.target is not None:
        target = next((e for e in in_reach if e.id == action.target), None)
        if target is None:
            raise RuleError("kra-out-of-reach", unit=name(unit.kind), line=unit.line, target=action.target)
    line = action.line if action.line is not None else target.line if target is not None else None
    if line is None:
        if s.hits > 1 or not in_reach:
            raise RuleError("kra-need-target", unit=name(unit.kind))
        line = min(in_reach, key=_order(None)).line
    if line not in reach_lines(state, unit) or not any(e.line == line for e in in_reach):
        raise RuleError("kra-line-out-of-reach", unit=name(unit.kind), line=line)
    on_line = sorted((e for e in in_reach if e.line == line), key=_order(target.id if target else None))
    if s.hits == 1:
        struck = [on_line[0]]
    else:
        struck = on_line[: s.hits]
    hits: list[str] = []
    left = s.hits
    killed_any = 0
    for e in struck:
        hits.append(wound(e))
        left -= 1
    if unit.kind == "long_bras":  # the hits left go to units already hit that still stand
        for e in struck:
            while left and e.pv > 0:
                hits.append(wound(e))
                left -= 1
    for e in struck:
        if e.pv == 0:
            remove(board, e)
            keep_killed(board, e.kind, e.owner)
            board.kills += 1
            board.slain += 1
            killed_any += 1
    unit.acted = True
    events.append(ev("defend", unit=name(unit.kind), line=unit.line, to=line, hits=hits))


def best_attack(state: KravoraState, board: Player, u: Unit) -> Attack:
    """The bot's choice for one defender: the line where it kills most, closest to the fortress."""
    in_reach = targets(state, board, u)
    s = spec(u.kind)

    def score(line: int) -> tuple[int, int, int]:
        on_line = sorted((e for e in in_reach if e.line == line), key=_order(None))[: s.hits]
        kills = sum(1 for e in on_line if e.pv <= (s.hits if u.kind == "long_bras" and len(on_line) == 1 else 1))
        return kills, sum(spec(e.kind).price for e in on_line), line

    lines = sorted({e.line for e in in_reach})
    line = max(lines, key=score)
    if s.hits > 1:
        return Attack(unit=u.id, line=line)
    target = min((e for e in in_reach if e.line == line), key=_order(None))
    return Attack(unit=u.id, target=target.id)


def auto_attack(state: KravoraState, seat: int, events: list[Event]) -> int:
    """Every ready defender strikes as the bot allocates: longest reach and most hits first."""
    board = state.players[seat]
    done = 0
    while True:
        todo = sorted(ready(state, board), key=lambda u: (-spec(u.kind).reach_max, -spec(u.kind).hits, u.id))
        if not todo:
            return done
        attack(state, seat, best_attack(state, board, todo[0]), events)
        done += 1


def kill_by_ruse(state: KravoraState, board: Player, u: Unit) -> None:
    """A unit killed by a ruse or a comet: no reserve, no blood (« ne rapportera pas de L »)."""
    remove(board, u)
    to_stock(state, u.kind, u.owner)

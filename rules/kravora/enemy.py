"""The bot plays the enemies: 3.2 their attack and 3.3 their movement, one line per unit.

Order of attack (K29, ruling KA6): strongest first (price, then hits, then reach), then the
farthest from the fortress; order of movement (K33, ruling KA7): closest to the fortress
first, then slowest first. Blocking and overflow (K34, K48): ruling KA8.
"""

from __future__ import annotations

from rules.core import Event

from .board import (
    defenders,
    enemies,
    ev,
    hit_wall,
    keep_killed,
    kind_index,
    name,
    over,
    remove,
    to_stock,
    wound,
)
from .content import content, spec
from .model import KravoraState, Player, Unit

#: « en ligne 4 ou 5 »: where an enemy must STAND for its strike to reach the wall (ruling KA9):
#: an enemy farther away never touches the wall, whether it finds defenders or not
FORTRESS_LINES = (4, 5)


def attack_order(units: list[Unit]) -> list[Unit]:
    """« de la plus forte à la moins forte et de la plus éloignée à la moins éloignée »."""
    def key(u: Unit) -> tuple[int, int, int, int, int]:
        s = spec(u.kind)
        return (-s.price, -s.hits, -s.reach_max, u.line, u.id)
    return sorted(units, key=key)


def move_order(units: list[Unit]) -> list[Unit]:
    """« des plus proches de la forteresses aux plus éloignés et des moins rapides aux plus rapides »."""
    return sorted(units, key=lambda u: (-u.line, spec(u.kind).speed, kind_index(u.kind), u.id))


def enemy_lines(u: Unit) -> list[int]:
    """The lines an enemy strikes: its own line for melee (line 5 too from line 4), else its reach."""
    s = spec(u.kind)
    lines = content().board.lines
    if s.reach_max == 0:
        return [u.line] + ([5] if u.line == 4 else [])
    return [u.line + d for d in range(s.reach_min, s.reach_max + 1) if u.line + d <= lines]


def _defender_priority(attacker_line: int):  # type: ignore[no-untyped-def]
    """The defender an enemy hits first: the one blocking it, then the weakest, then the dearest."""
    return lambda d: (d.line != attacker_line, d.pv, -spec(d.kind).price, d.id)


def strike_board(state: KravoraState, seat: int, u: Unit, events: list[Event]) -> None:
    """One enemy's strike on ``seat``'s board (3.2, or a « faire attaquer » ruse)."""
    board = state.players[seat]
    s = spec(u.kind)
    lines = enemy_lines(u)
    targets = sorted((d for d in defenders(board) if d.line in lines), key=_defender_priority(u.line))
    at_wall = u.line in FORTRESS_LINES
    hits: list[str] = []
    wall = 0
    hit_line = 0
    if s.hits == 1:
        if targets:
            hit_line = targets[0].line
            hits.append(_hurt_defender(state, board, targets[0], 1))
        elif at_wall:
            wall = 1
    elif u.kind == "rocailleur":
        # « 1 dégât maximum par unité à 4 unités »: the line with the most defenders in reach
        if targets:
            hit_line = max(lines, key=lambda ln: (len(defenders(board, ln)), ln))
            struck = [d for d in targets if d.line == hit_line][: s.hits]
            for d in struck:
                hits.append(_hurt_defender(state, board, d, 1))
            if at_wall:  # « l'intégralité de l'excédent de dégâts est infligée au mur » (ruling KA9)
                wall = s.hits - len(struck)
        elif at_wall:
            wall = s.hits
    else:  # long bras: « 3x1 », different units first, then units already hit, then the wall
        left = s.hits
        struck: list[Unit] = []
        for d in targets[: s.hits]:
            hit_line = hit_line or d.line
            struck.append(d)
            hits.append(_hurt_defender(state, board, d, 1))
            left -= 1
        for d in struck:
            while left and d.pv > 0:
                hits.append(_hurt_defender(state, board, d, 1))
                left -= 1
        if at_wall:
            wall = left
    where = 0 if not hits else hit_line

    def say(taken: int) -> Event:
        code = ("strike" if hits and not taken else "strike-wall" if hits else "strike-only-wall" if taken
                else "strike-none")
        return ev(code, unit=name(u.kind), line=u.line, to=where, hits=hits, wall=taken)

    hit_wall(state, seat, wall, events, say)


def _hurt_defender(state: KravoraState, board: Player, d: Unit, damage: int) -> str:
    text = wound(d, damage)
    if d.pv == 0:
        remove(board, d)
        if board.has("centre_tri"):  # « auquel cas il les place dans la réserve avec les unités ennemis »
            keep_killed(board, d.kind, d.owner)
        else:
            to_stock(state, d.kind, d.owner)
    return text


def enemy_attack(state: KravoraState, seat: int, events: list[Event]) -> None:
    """3.2: every enemy on ``seat``'s board strikes, strongest and farthest first."""
    board = state.players[seat]
    events.append(ev("enemy-attack", player=board.name))
    for u in attack_order(enemies(board)):
        if over(state) or not board.alive:
            return
        if any(x.id == u.id for x in board.units):
            strike_board(state, seat, u, events)


def enemy_move(state: KravoraState, seat: int, events: list[Event], arrow: bool = False) -> None:
    """3.3 (or the arrow face): every enemy advances by its speed, held by free defenders."""
    board = state.players[seat]
    stop = content().board.enemy_stop
    frozen = {f.line for f in state.frozen if f.board == seat}
    order = move_order(enemies(board))
    held: set[int] = set()
    free: dict[int, int] = {}
    for line in range(1, content().board.lines + 1):
        here = [u for u in order if u.line == line]
        d = len(defenders(board, line))
        held |= {u.id for u in here[:d]}
        free[line] = max(0, d - len(here))
    if not arrow:
        events.append(ev("enemy-move", player=board.name))
    for u in order:
        start = u.line
        if u.line in frozen:
            events.append(ev("move-frozen", unit=name(u.kind), line=start))
            continue
        if u.id in held:
            events.append(ev("move-held", unit=name(u.kind), line=start))
            continue
        if u.line >= stop:
            events.append(ev("move-stay", unit=name(u.kind), line=start))
            continue
        line, stopped = u.line, False
        for _ in range(spec(u.kind).speed):
            if line >= stop:
                break
            line += 1
            if free.get(line, 0) > 0:  # « Une unité du joueur empêche une unité ennemie d'avancer »
                free[line] -= 1
                stopped = True
                break
        u.line = line
        events.append(ev("move-blocked" if stopped else "move", unit=name(u.kind), line=start, to=line))
    if not arrow:
        state.frozen = [f for f in state.frozen if f.board != seat]  # Rochers: « Disparaît à la fin »

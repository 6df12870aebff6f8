"""``/kra board``: a board in words, for whoever cannot see the picture (a phone, a screen
reader). Anyone may ask, at the table or not; the answer is private. Kravora hides nothing."""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import Event, Info

from .board import defenders, enemies, ev, name
from .commands import parse_player
from .content import UNIT_KINDS, content
from .model import KravoraState, Player, Unit

ALL = {"all", "tous", "tout", "*"}


def unit_words(u: Unit) -> str:
    """« Fantoche #12 (1 PV) »: the number is what the commands take."""
    return f"{name(u.kind)} #{u.id} ({u.pv} PV)"


def _sorted(units: list[Unit]) -> list[Unit]:
    return sorted(units, key=lambda u: (UNIT_KINDS.index(u.kind), -u.pv, u.id))


def board_events(state: KravoraState, p: Player) -> list[Event]:
    """One line for the player, his buildings and tray, then one line per line of his board."""
    if not p.alive:
        return [ev("board-out", player=p.name, seat=p.seat + 1)]
    out = [ev("board-head", player=p.name, seat=p.seat + 1, wall=p.wall, total=content().board.wall,
              blood=p.blood, kills=p.kills, slain=p.slain, shields=p.shields),
           ev("board-buildings", buildings=[f"kra-b-{b}" for b in p.buildings], count=len(p.buildings)),
           ev("board-tray", units=[name(k) for k in p.arriving], count=len(p.arriving))]
    frozen = {f.line for f in state.frozen if f.board == p.seat}
    for line in range(1, content().board.lines + 1):
        foes, mine = _sorted(enemies(p, line)), _sorted(defenders(p, line))
        out.append(ev("board-line", line=line, frozen=str(line in frozen).lower(),
                      enemies=[unit_words(u) for u in foes], ecount=len(foes),
                      defenders=[unit_words(u) for u in mine], dcount=len(mine)))
    return out


def answer(state: KravoraState, seat: int | None, args: Mapping[str, str]) -> Info:
    """``/kra board [player]``: that player's board; without one, the asker's own board (a
    spectator or a fallen player: every board); ``player:all`` every board."""
    raw = str(args.get("player") or "").strip()
    if raw.lower() in ALL or (not raw and (seat is None or not 0 <= seat < state.n
                                           or not state.players[seat].alive)):
        seats = list(range(state.n))
    elif raw:
        seats = [parse_player(state, raw)]
    else:
        assert seat is not None
        seats = [seat]
    events: list[Event] = []
    for s in seats:
        events += board_events(state, state.players[s])
    return Info(events=events)

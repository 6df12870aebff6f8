"""The computer fortress: a seat the platform plays (``bots:N``, ``opponent:bot``).

Kravora hides nothing, so the computer reads the whole state; it never draws a die (the
``rng`` it is given is unused: the same state gives the same move). Every decision carries
its reason (:class:`~.model.Why`), told to the table in one line before the move itself.

The policy is a defender's (ours, written for the table, not taken from anywhere):

- 3.1: « Attaque auto », the bot's own allocation (the most kills, the dearest, the closest);
- purchases (turn 0, the shared window, phase 5): while the *threat* (enemies on lines 2-4,
  half those of line 1 and of the tray) exceeds the *defence* (the kills its defenders can make
  in a turn: 1 each, long bras 2, rocailleur 3), it buys the unit the board asks for: a
  rocailleur on line 5 when three enemies stand on lines 2-4, a blocker on line 4 when enemies
  are about to reach it with too few defenders there, else a caillasseur on line 5 (it strikes
  lines 3 and 4). Then the buildings that pay back: the caserne early, the atelier once the
  wall is hit, the laboratoire with three defenders, the canon (``normal``, rich) when the
  highest wall has an *open line*. The canon sends fantoches only to an open line: line 5 (else
  4) of the highest wall that none of its defenders can strike, where they live on and strike
  that wall every turn; anywhere else they would only give that player kills and blood, so it
  holds its fire. Blood left then buys, at ``normal``, the unit and line that add the most
  kills (then damage) to its next 3.1 for each L, measured by playing « Attaque auto » on a
  copy of its board with the tray on line 1: a kill pays blood and breaks a tie between equal
  walls (ruling KA25). Else « Fini », keeping its blood;
- phase 4: without defenders and without blood for one, it dismantles the wall's cheap points.

``easy`` buys only what the threat asks for, always the cheapest unit, and builds nothing.
"""

from __future__ import annotations

from typing import Any

from rules.core import Rng

from .board import defenders, enemies, name, new_unit
from .content import BUILDINGS, UNIT_KINDS, content, spec
from .defense import auto_attack, reach_lines, ready
from .economy import dismantle_points, unit_price
from .flow import LAST_TURN, SURVIVAL_LAST_TURN
from .model import (
    WHITE,
    ActionT,
    Auto,
    Build,
    Buy,
    Canon,
    Dismantle,
    Done,
    KravoraState,
    Player,
    Why,
)

LEVELS = ("easy", "normal")
#: every reason the computer gives (``ev-kra-why-<code>`` in both catalogs)
WHY_CODES = frozenset({"auto", "rocailleur", "block", "ranged", "caserne", "atelier", "laboratoire", "canon-build",
                       "canon", "canon-covered", "kills", "enough", "poor", "dismantle", "keep-units", "no-ruse"})
#: the blood the canon never spends (next turn's defence)
CANON_KEEP = 6
#: the most fantoches the canon sends in one phase 5
CANON_MAX = 3
#: the kills a defender can make in one turn (its hits, at most the units it can reach)
KILLS = {"fantoche": 1, "sprinteur": 1, "caillasseur": 1, "long_bras": 2, "costaud": 1, "rocailleur": 3}


def why(code: str, **params: Any) -> Why:
    return Why(code=code, params={k: (v if isinstance(v, int) else str(v)) for k, v in params.items()})


def threat(p: Player) -> int:
    """Enemies about to matter: those on lines 2 and beyond, half of line 1 and of the tray."""
    near = sum(1 for e in enemies(p) if e.line >= 2)
    far = sum(1 for e in enemies(p) if e.line == 1)
    return near + (far + 1) // 2 + (len(p.arriving) + 1) // 2


def defence(p: Player) -> int:
    return sum(KILLS[d.kind] for d in defenders(p))


def _can_buy(p: Player, kind: str) -> bool:
    return p.stock.get(kind, 0) > 0 and unit_price(p, kind) <= p.blood


def _heading_to_4(p: Player) -> int:
    """Enemies on line 4, and those that will walk into it at the next movement."""
    return sum(1 for e in enemies(p) if e.line == 4 or e.line < 4 and e.line + spec(e.kind).speed >= 4)


def _unit_choice(p: Player, level: str) -> Buy | None:
    """The unit the board asks for (None: none affordable)."""
    if level == "easy":
        for kind in ("fantoche", "caillasseur", "sprinteur", "costaud"):
            if _can_buy(p, kind):
                return Buy(unit=kind, line=4 if kind != "caillasseur" else 5,  # type: ignore[arg-type]
                           why=why("ranged" if kind == "caillasseur" else "block", count=_heading_to_4(p),
                                   blockers=len(defenders(p, 4)), unit=name(kind), threat=threat(p),
                                   defence=defence(p)))
        return None
    in_reach = sum(1 for e in enemies(p) if 2 <= e.line <= 4)
    if in_reach >= 3 and _can_buy(p, "rocailleur"):
        return Buy(unit="rocailleur", line=5, why=why("rocailleur", count=in_reach))
    coming, blockers = _heading_to_4(p), len(defenders(p, 4))
    if coming > 2 * blockers:
        for kind in ("costaud", "long_bras", "fantoche", "sprinteur"):
            if _can_buy(p, kind):
                return Buy(unit=kind, line=4, why=why("block", count=coming, blockers=blockers,  # type: ignore[arg-type]
                                                       unit=name(kind)))
    for kind in ("caillasseur", "fantoche"):
        if _can_buy(p, kind):
            line = 5 if kind == "caillasseur" else 4
            return Buy(unit=kind, line=line, why=why("ranged" if kind == "caillasseur" else "block",  # type: ignore[arg-type]
                                                      threat=threat(p), defence=defence(p), unit=name(kind),
                                                      count=coming, blockers=blockers))
    return None


def _building_choice(state: KravoraState, p: Player, step: str) -> Build | None:
    price = content().building_price

    def can(b: str) -> bool:
        return b in BUILDINGS and not p.has(b) and price(b) <= p.blood

    if can("caserne") and state.turn <= 6:
        return Build(building="caserne", why=why("caserne", turn=state.turn))
    if can("atelier") and p.wall <= content().board.wall - 2:
        return Build(building="atelier", why=why("atelier", wall=p.wall))
    if can("laboratoire") and len(defenders(p)) >= 3:
        return Build(building="laboratoire", why=why("laboratoire", count=len(defenders(p))))
    if step == "buy" and can("canon") and p.blood >= price("canon") + 4 and state.turn >= 3:
        leader = _leader(state, p.seat)
        line = open_line(state, leader) if leader is not None else None
        if leader is not None and line is not None:
            return Build(building="canon", why=why("canon-build", blood=p.blood, target=leader.name, line=line))
    return None


def _leader(state: KravoraState, seat: int) -> Player | None:
    """The other living fortress with the highest wall (the lowest seat between equals)."""
    others = [state.players[s] for s in state.alive() if s != seat]
    return max(others, key=lambda o: (o.wall, -o.seat)) if others else None


def open_line(state: KravoraState, target: Player) -> int | None:
    """The line by ``target``'s fortress (5, else 4) that none of his defenders can strike: a
    fantoche sent there lives on and strikes his wall (or a defender standing there) every turn;
    anywhere else his defenders kill it, and each kill is blood and a point of his tie-break."""
    for line in (5, 4):
        if not any(line in reach_lines(state, d) for d in defenders(target)):
            return line
    return None


def _canon_choice(state: KravoraState, seat: int, p: Player) -> Canon | Done | None:
    """Fantoches where the leader's defenders cannot strike them, with the blood the defence spares;
    « Fini » (said so) when every line by his fortress is covered."""
    if not p.has("canon") or p.blood < CANON_KEEP + 1 or p.stock.get("fantoche", 0) <= 0:
        return None
    leader = _leader(state, seat)
    if leader is None:
        return None
    line = open_line(state, leader)
    if line is None:
        return Done(why=why("canon-covered", target=leader.name, blood=p.blood))
    count = min(CANON_MAX, p.blood - CANON_KEEP, p.stock.get("fantoche", 0))
    return Canon(player=leader.seat, line=line, count=count,
                 why=why("canon", target=leader.name, wall=leader.wall, count=count, line=line))


def _next_strike(state: KravoraState, seat: int, extra: tuple[str, int] | None = None) -> tuple[int, int]:
    """The kills and damage ``seat``'s defenders would make at its next 3.1 if the board stayed as
    it is (this turn's arrivals on line 1, the enemies where they stand), with ``extra`` (a unit
    kind and line) bought now: « Attaque auto » played on a copy."""
    copy = state.model_copy(deep=True)
    p = copy.players[seat]
    if copy.step != "spend":  # the tray reaches line 1 at phase 6, before the next 3.1
        for kind in p.arriving:
            new_unit(copy, p, kind, WHITE, False, 1)
        p.arriving = []
    for u in p.units:
        u.acted = False
    if extra is not None:
        new_unit(copy, p, extra[0], seat, True, extra[1])
    before = enemies(p)
    pv = sum(u.pv for u in before)
    auto_attack(copy, seat, [])
    after = enemies(p)
    return len(before) - len(after), pv - sum(u.pv for u in after)


def _kill_choice(state: KravoraState, p: Player, step: str) -> Buy | None:
    """Blood left once the defence holds: a kill pays blood (phase 4, the even turns' bonus) and
    breaks a tie between equal walls, so the unit and line that add the most kills (then damage)
    to the next 3.1 for each L of blood; none when nothing adds any, or when no 3.1 is left
    (units bought in the last turn's phase 5 never strike)."""
    if step == "buy" and state.turn >= (LAST_TURN if state.fin == "score" else SURVIVAL_LAST_TURN):
        return None
    base = _next_strike(state, p.seat)
    best: tuple[float, int, int, int] | None = None
    choice: tuple[str, int, int, int] | None = None
    for kind in UNIT_KINDS:
        if not _can_buy(p, kind):
            continue
        price = max(1, unit_price(p, kind))
        for line in range(content().board.lines, 0, -1):
            kills, damage = _next_strike(state, p.seat, (kind, line))
            kills, damage = kills - base[0], damage - base[1]
            if kills <= 0 and damage <= 0:
                continue
            key = ((4 * kills + damage) / price, kills, spec(kind).pv, line)
            if best is None or key > best:
                best, choice = key, (kind, line, kills, damage)
    if choice is None:
        return None
    kind, line, kills, damage = choice
    return Buy(unit=kind, line=line, why=why("kills", unit=name(kind), line=line, kills=kills,  # type: ignore[arg-type]
                                             damage=damage, blood=p.blood))


def computer_action(state: KravoraState, seat: int, level: str, rng: Rng) -> ActionT | None:
    """The computer fortress's move for the prompted ``seat`` (deterministic: ``rng`` unused)."""
    if level not in LEVELS:
        level = "normal"
    p = state.players[seat]
    step = state.step
    if step == "attack":
        todo = ready(state, p)
        if todo:
            return Auto(why=why("auto", count=len(todo)))
        return Done(why=why("no-ruse", blood=p.blood))
    if step == "salary":
        points = dismantle_points(p)
        if points and not defenders(p) and enemies(p) and p.blood < spec("fantoche").price + 1:
            take = min(points, 2)
            return Dismantle(points=take, why=why("dismantle", blood=p.blood, points=take))
        return Done(why=why("keep-units", count=len(defenders(p))))
    if step in ("setup", "spend", "buy"):
        if threat(p) > defence(p):
            unit = _unit_choice(p, level)
            if unit is not None:
                return unit
        covered = None
        if level != "easy":
            building = _building_choice(state, p, step)
            if building is not None:
                return building
            if step == "buy":
                shot = _canon_choice(state, seat, p)
                if isinstance(shot, Canon):
                    return shot
                covered = shot
            extra = _kill_choice(state, p, step)
            if extra is not None:
                return extra
        if covered is not None:
            return covered
        if threat(p) > defence(p):
            return Done(why=why("poor", blood=p.blood))
        return Done(why=why("enough", threat=threat(p), defence=defence(p), blood=p.blood))
    return None

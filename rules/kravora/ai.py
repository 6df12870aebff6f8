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
  wall is hit, the laboratoire with three defenders; at ``normal`` level, rich, a canon whose
  fantoches go to line 4 of the highest wall. Else « Fini », keeping its blood;
- phase 4: without defenders and without blood for one, it dismantles the wall's cheap points.

``easy`` buys only what the threat asks for, always the cheapest unit, and builds nothing.
"""

from __future__ import annotations

from typing import Any

from rules.core import Rng

from .board import defenders, enemies, name
from .content import BUILDINGS, content, spec
from .defense import ready
from .economy import dismantle_points, unit_price
from .model import (
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
                       "canon", "enough", "poor", "dismantle", "keep-units", "no-ruse"})
#: the blood the canon never spends (next turn's defence)
CANON_KEEP = 6
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
        return Build(building="canon", why=why("canon-build", blood=p.blood))
    return None


def _canon_choice(state: KravoraState, seat: int, p: Player) -> Canon | None:
    """Fantoches to line 4 of the highest wall (the leader), with the blood the defence spares."""
    if not p.has("canon") or p.blood < CANON_KEEP + 3 or p.stock.get("fantoche", 0) <= 0:
        return None
    others = [state.players[s] for s in state.alive() if s != seat]
    if not others:
        return None
    leader = max(others, key=lambda o: (o.wall, -o.seat))
    count = min(3, p.blood - CANON_KEEP, p.stock.get("fantoche", 0))
    if count <= 0:
        return None
    return Canon(player=leader.seat, line=4, count=count, why=why("canon", target=leader.name, wall=leader.wall,
                                                                  count=count))


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
        if level != "easy":
            building = _building_choice(state, p, step)
            if building is not None:
                return building
            if step == "buy":
                shot = _canon_choice(state, seat, p)
                if shot is not None:
                    return shot
        if threat(p) > defence(p):
            return Done(why=why("poor", blood=p.blood))
        return Done(why=why("enough", threat=threat(p), defence=defence(p), blood=p.blood))
    return None

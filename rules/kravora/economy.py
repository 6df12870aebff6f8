"""Blood: salaries (phase 4), recycling, the wall's dismantling, purchases (phase 5), the
canon à fantoche and phase 6 (reserves emptied, arrivals placed, the atelier's repair)."""

from __future__ import annotations

from rules.core import Event, RuleError

from .board import defenders, ev, name, new_unit, remove, to_stock, wall_max
from .content import content, spec
from .model import WHITE, Build, Buy, Canon, Dismantle, KravoraState, Player, Recycle


def unit_price(p: Player, kind: str) -> int:
    """« Caserne : Fabriquer une unité coûte -1L de sang. Ne fonctionne pas sur les fantoches. »"""
    price = spec(kind).price
    if p.has("caserne") and kind != "fantoche":
        price -= 1
    return max(0, price)


def pay(p: Player, price: int) -> None:
    if p.blood < price:
        raise RuleError("kra-not-enough-blood", needed=price, left=p.blood)
    p.blood -= price


def buy(state: KravoraState, seat: int, action: Buy, events: list[Event]) -> None:
    p = state.players[seat]
    if not 1 <= action.line <= content().board.lines:
        raise RuleError("kra-bad-line", line=action.line)
    if p.stock.get(action.unit, 0) <= 0:
        raise RuleError("kra-no-stock", unit=name(action.unit))
    price = unit_price(p, action.unit)
    pay(p, price)
    p.stock[action.unit] -= 1
    new_unit(state, p, action.unit, seat, True, action.line)
    events.append(ev("bought", player=p.name, unit=name(action.unit), line=action.line, price=price, blood=p.blood))


def build(state: KravoraState, seat: int, action: Build, events: list[Event]) -> None:
    p = state.players[seat]
    if p.has(action.building):
        raise RuleError("kra-already-built", building=action.building)
    price = content().building_price(action.building)
    pay(p, price)
    p.buildings.append(action.building)
    events.append(ev("built", player=p.name, building=[f"kra-b-{action.building}"], price=price, blood=p.blood))


def canon(state: KravoraState, seat: int, action: Canon, events: list[Event]) -> None:
    """« placer des fantoches sur la ligne désirée (même la ligne 5) d'un autre joueur »."""
    p = state.players[seat]
    if not p.has("canon"):
        raise RuleError("kra-need-building", building=["kra-b-canon"])
    if not 0 <= action.player < state.n or action.player == seat or not state.players[action.player].alive:
        raise RuleError("kra-bad-player", player=action.player)
    if not 1 <= action.line <= content().board.lines:
        raise RuleError("kra-bad-line", line=action.line)
    if p.stock.get("fantoche", 0) < action.count:
        raise RuleError("kra-no-stock", unit=name("fantoche"))
    price = spec("fantoche").price * action.count
    pay(p, price)
    p.stock["fantoche"] -= action.count
    target = state.players[action.player]
    for _ in range(action.count):
        new_unit(state, target, "fantoche", seat, False, action.line)
    p.kills += action.count  # « Les fantoches du canon à Fantuche comptent dans ce décompte »
    events.append(ev("canon", player=p.name, target=target.name, line=action.line, count=action.count,
                     price=price, blood=p.blood))


def salary(state: KravoraState, seat: int, events: list[Event]) -> None:
    """Phase 4: living defenders (capped) and the kills kept in the reserve and laboratoire."""
    p = state.players[seat]
    living = min(content().board.salary_cap, sum(spec(u.kind).size for u in defenders(p)))
    kills = len(p.reserve) + 2 * len(p.lab)
    p.blood += living + kills
    events.append(ev("salary", player=p.name, living=living, kills=kills, blood=p.blood))


def can_recycle(p: Player) -> bool:
    return not p.recycled and bool(defenders(p))


def dismantle_points(p: Player) -> int:
    """How many points of his wall the player may still trade now (never the last one)."""
    if defenders(p):
        return 0
    return max(0, min(content().board.dismantle_max - p.dismantled, p.wall - 1))


def salary_choices(p: Player) -> bool:
    return can_recycle(p) or dismantle_points(p) > 0


def recycle(state: KravoraState, seat: int, action: Recycle, events: list[Event]) -> None:
    """« recycler une de ses unités défensives contre 1L de sang (petites unités) ou 2L »."""
    p = state.players[seat]
    unit = next((u for u in p.units if u.id == action.unit and u.defender), None)
    if unit is None:
        raise RuleError("kra-not-your-unit", unit=action.unit)
    if p.recycled:
        raise RuleError("kra-recycled-already")
    gain = spec(unit.kind).size
    remove(p, unit)
    to_stock(state, unit.kind, unit.owner)
    p.blood += gain
    p.recycled = True
    events.append(ev("recycled", player=p.name, unit=name(unit.kind), line=unit.line, gain=gain, blood=p.blood))


def dismantle_value(wall: int) -> int:
    """The blood one point gives: « 1L ... pour les cinq premiers et 3L ... pour les cinq derniers »."""
    b = content().board
    return b.dismantle_cheap if wall > b.wall // 2 else b.dismantle_dear


def dismantle(state: KravoraState, seat: int, action: Dismantle, events: list[Event]) -> None:
    p = state.players[seat]
    if defenders(p):
        raise RuleError("kra-dismantle-defenders")
    if action.points > dismantle_points(p):
        raise RuleError("kra-dismantle-limit", points=action.points, left=dismantle_points(p))
    gain = 0
    for _ in range(action.points):
        gain += dismantle_value(p.wall)
        p.wall -= 1
    p.dismantled += action.points
    p.blood += gain
    events.append(ev("dismantled", player=p.name, points=action.points, gain=gain, wall=p.wall, blood=p.blood))


def phase_six(state: KravoraState, seat: int, events: list[Event]) -> None:
    """Reserves back to the stocks, arrivals on line 1, the atelier's repair."""
    p = state.players[seat]
    for k in p.reserve + p.lab:
        to_stock(state, k.kind, k.owner)
    p.reserve, p.lab = [], []
    placed = list(p.arriving)
    for kind in placed:
        new_unit(state, p, kind, WHITE, False, 1)
    p.arriving = []
    repaired = 0
    if p.has("atelier"):
        repaired = min(content().board.atelier_repair, wall_max() - p.wall)
        p.wall += repaired
    events.append(ev("phase-six", player=p.name, units=[name(k) for k in placed], count=len(placed),
                     repaired=repaired, wall=p.wall))

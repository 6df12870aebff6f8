"""What the computer opponent knows and how it weighs a position.

:func:`knowledge` is the state as one seat may see it: exactly what its view shows. Face-down
rewards the seat does not know, the face-down piles and the draft deck are replaced by
stand-ins (a reward of the same rank, the deck in a fixed order), so that a search on it can
use nothing the seat may not see: two states that differ only in what the seat cannot see give
the same knowledge.

:func:`evaluate` scores a position for a seat's team (higher is better): the game's end, the
GG, the figures' worth and wounds, kamas and rewards, and where the figures stand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import board
from .content import content
from .model import Cell, KrosState, Unit
from .table import Table


@lru_cache(maxsize=1)
def _stand_ins() -> dict[str, str]:
    """For each rank, the reward that stands for an unknown face-down token of that rank."""
    out: dict[str, str] = {}
    for rid in sorted(content().rewards):
        out.setdefault(content().rewards[rid].rank, rid)
    return out


def knowledge(state: KrosState, seat: int) -> KrosState:
    """``state`` as ``seat`` may see it (a copy): the hidden information replaced by stand-ins."""
    k = state.model_copy(deep=True)
    stand = _stand_ins()
    rewards = content().rewards
    for u in k.units:
        for tok in u.rewards:
            if not tok.revealed and seat not in tok.known_to:
                tok.id = stand[rewards[tok.id].rank]
    for pile in k.piles:
        pile.face_down = [stand[pile.rank]] * len(pile.face_down)
    k.draft_deck = sorted(k.draft_deck)
    return k


@dataclass(frozen=True)
class Weights:
    """How much each part of a position counts (one wound on a level-3 Krosmaster ≈ 0.8)."""

    gg: float = 6.0
    kamas: float = 0.35
    reward: float = 1.6
    power: float = 1.0
    marker: float = 0.5
    approach: float = 0.25
    #: figures in reach of enemies next turn (the normal and strong levels)
    danger: float = 0.0
    #: a Bomb judged by its coming explosion (the figures around it, see :func:`_blast`) at this
    #: share of the wounds it would deal; 0: every Bomb a flat 0.3 (the simple weights)
    blast: float = 0.0
    #: a Krosmaster the enemies in reach could knock out next turn (:func:`_exposure`), at this
    #: share of the GG its K.O. would give them (the strong level)
    exposure: float = 0.0


WEAK = Weights()
STRONG = Weights(danger=0.7, approach=0.3, blast=0.6)
#: the strong level's: the normal weights, and its fragile Krosmaster kept out of a K.O.'s reach
STRONGEST = Weights(danger=0.7, approach=0.3, blast=0.6, exposure=0.35)
WIN = 1000.0
#: from this player turn on, the computer grows impatient: closing in weighs more and more,
#: being in reach less and less, so two careful sides never stand off for ever
PATIENCE = 16
#: the most steps the approach counts (beyond, one more step away changes little)
GAP_CAP = 8


@lru_cache(maxsize=64)
def _reach(ref: str) -> int:
    """The longest PO max among a character's (or summon's) attacks; 1 for a fighter in melee."""
    c = content()
    base = c.characters.get(ref) or c.summons.get(ref)
    best = 1
    for sid in getattr(base, "spells", ()):
        sp = c.spells[sid]
        if sp.kind == "attack" and sp.range.kind not in ("melee", "personal"):
            best = max(best, sp.range.max)
    return best


def _worth(t: Table, u: Unit) -> float:
    """What a figure on the board is worth to its team, more while it is healthy."""
    pv = t.max_pv(u)
    left = max(0, pv - u.wounds) / max(1, pv)
    if u.kind == "krosmaster":
        return (2 + t.level(u)) * (1 + 3 * left)
    if u.kind == "mob":
        return 0.6 + 0.8 * left
    return 0.3


def _wound(t: Table, u: Unit, w: Weights) -> float:
    """What one more wound (and a -1 PA marker) on ``u`` costs its team: the figure's worth it
    takes away, the GG of a K.O. when it is the last PV of a Krosmaster."""
    pv = max(1, t.max_pv(u))
    if u.kind == "krosmaster":
        out = (2 + t.level(u)) * 3 / pv + w.marker
        if u.wounds + 1 >= pv:
            out += w.gg * t.level(u)
        return out
    if u.kind == "mob":
        return 0.8 / pv + (0.6 if u.wounds + 1 >= pv else 0.0)
    return 0.0


def _blast(t: Table, bomb: Unit, w: Weights) -> float:
    """What a Bomb's coming explosion is worth to its team: 1 damage and -1 PA on each of the 8
    squares around it (« zone anneau »), the enemies' wounds for it, its own team's against it
    (its summoner next to it included), at the share :attr:`Weights.blast` (armour may stop a
    wound, a figure may walk away before it explodes)."""
    assert bomb.pos is not None
    x, y = bomb.pos
    mine = t.team(bomb.seat)
    out = 0.0
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            u = t.at.get((x + dx, y + dy))
            if u is None or u is bomb:
                continue
            out += (-1.0 if t.team(u.seat) == mine else 1.0) * _wound(t, u, w)
    return w.blast * out


def urgency(turn: int) -> float:
    """How impatient the computer is at this player turn: 1 until :data:`PATIENCE`, then more."""
    return 1.0 + max(0, turn - PATIENCE) / 4


@lru_cache(maxsize=8)
def _adjacency(width: int, height: int) -> dict[Cell, tuple[Cell, ...]]:
    """Each square's neighbours on a board of this size (computed once: a search asks often)."""
    return {(x, y): tuple(board.neighbours((x, y), width, height)) for x in range(width) for y in range(height)}


def steps_field(state: KrosState, t: Table, sources: list[Cell]) -> dict[Cell, int]:
    """Walking distance (steps through free squares: trees, bushes and figures block) from
    every square to the nearest of ``sources`` (the enemies' squares, distance 0). A search
    meets the same board again and again (a blow that leaves everyone in place): the field is
    kept for the last few boards (read it, never change it)."""
    blocked = frozenset(t.at) | {d.pos for d in state.decor if d.kind in ("tree", "bush")}
    key = (state.width, state.height, blocked, tuple(sources))
    known = _FIELDS.get(key)
    if known is None:
        if len(_FIELDS) >= FIELDS_KEPT:
            _FIELDS.pop(next(iter(_FIELDS)))
        known = _FIELDS[key] = _walk(state.width, state.height, blocked, sources)
    return known


#: the walking fields of the boards seen last (:func:`steps_field`), the oldest first
_FIELDS: dict[tuple[int, int, frozenset[Cell], tuple[Cell, ...]], dict[Cell, int]] = {}
FIELDS_KEPT = 256


def _walk(width: int, height: int, blocked: frozenset[Cell], sources: list[Cell]) -> dict[Cell, int]:
    adjacent = _adjacency(width, height)
    field = dict.fromkeys(sources, 0)
    frontier = list(sources)
    step = 0
    while frontier:
        step += 1
        nxt: list[Cell] = []
        for cell in frontier:
            for n in adjacent[cell]:
                if n not in field and n not in blocked:
                    field[n] = step
                    nxt.append(n)
        frontier = nxt
    return field


def gap(state: KrosState, t: Table, u: Unit, theirs: list[Unit], field: dict[Cell, int],
        blockers: set[Cell]) -> int:
    """How many steps ``u`` still is from striking one of ``theirs``: 0 in reach (a ranged figure
    also needs a line of sight), else the walk around the trees to a square next to an enemy,
    minus its reach (the straight distance when no walk leads there)."""
    assert u.pos is not None
    reach = _reach(u.ref)
    for e in theirs:
        assert e.pos is not None
        d = board.dist(u.pos, e.pos)
        if d == 1 or (1 < d <= reach and board.line_of_sight(u.pos, e.pos, blockers - {u.pos, e.pos})):
            return 0
    walk = min((field[n] for n in board.neighbours(u.pos, state.width, state.height) if n in field), default=None)
    if walk is None:
        near = min(board.dist(u.pos, e.pos) for e in theirs if e.pos is not None)
        return max(1, near - reach) + 2
    return max(1, walk + 1 - reach) if reach > 1 else walk


def evaluate(state: KrosState, seat: int, w: Weights = WEAK) -> float:
    """The position's score for ``seat``'s team."""
    t = Table(state)
    s = state
    mine = t.team(seat)
    if s.phase == "over":
        if not s.winners:
            return 0.0
        return WIN if any(t.team(x) == mine for x in s.winners) else -WIN
    v = 0.0
    n = len(s.names)
    if t.uses_gg():
        own = sum(s.gg[x] for x in range(n) if t.team(x) == mine)
        others = [sum(s.gg[x] for x in range(n) if t.team(x) == team) for team in {t.team(x) for x in range(n)}
                  if team != mine]
        v += w.gg * (own - (max(others) if others else 0))
    v += w.kamas * s.kamas[seat] if seat < len(s.kamas) else 0.0
    ours: list[Unit] = []
    theirs: list[Unit] = []
    for u in s.units:
        if u.ko or u.pos is None:
            continue
        sign = 1.0 if t.team(u.seat) == mine else -1.0
        part = _blast(t, u, w) if u.kind == "bomb" and w.blast else _worth(t, u)
        # a face-down reward does nothing until revealed (« ne procure pas de bonus »)
        part += w.reward * sum(1.0 if tok.revealed else 0.6 for tok in u.rewards) + w.power * len(u.inspiration)
        part += w.marker * (u.markers_pa + u.markers_pm)
        v += sign * part
        if u.kind != "bomb":
            (ours if sign > 0 else theirs).append(u)
    hurry = urgency(s.turn)
    if theirs and w.approach:
        # closing in on the Krosmaster (what wins), not on a summon that stands in the way
        goals = [e for e in theirs if e.kind == "krosmaster"] or theirs
        field = steps_field(s, t, [e.pos for e in goals if e.pos is not None])
        blockers = t.blockers()
        for u in ours:
            v -= w.approach * hurry * min(GAP_CAP, gap(s, t, u, goals, field, blockers))
    fade = max(0.0, 2.0 - hurry)
    if (w.danger or w.exposure) and theirs and fade:
        threats = _threats(t, theirs)
        if w.danger:
            v -= w.danger * fade * _danger(t, ours, threats)
        if w.exposure:
            v -= w.exposure * w.gg * fade * sum(t.level(u) * _exposed(t, u, threats) for u in ours
                                                if u.kind == "krosmaster")
    return v


#: what an inspiration power is worth this turn to the strong level (:func:`inspiration_use`):
#: Critique to a Krosmaster that can strike this turn (a second critical die on each of its
#: blows, about half a wound each), Esquive to one an enemy stands next to (a second die to
#: leave it), anything else a trifle: a power is gained « pour ce tour » (seed 000_8ec14766cfee48e8.txt
#: lines 1142-1147) and the enemies neither strike nor walk away during it
USE_CRITIQUE = 1.5
USE_ESQUIVE = 1.0
USE_OTHER = 0.1


def inspiration_use(t: Table, u: Unit, face: str) -> float:
    """What the power ``face`` (Critique, Armure, Tacle, Esquive) on the Krosmaster ``u`` is worth
    during its team's turn (the powers last until the end of the player's turn): Critique if an
    enemy character stands within its PM plus reach and it has an elemental attack (a neutral
    spell rolls one critical die whatever the powers), Esquive if an enemy stands next to it."""
    if u.pos is None:
        return 0.0
    enemies = [e for e in t.at.values() if t.enemies(e.seat, u.seat) and e.kind != "bomb" and e.pos is not None]
    if face == "critique":
        c = content()
        spells = getattr(c.characters.get(u.ref) or c.summons.get(u.ref), "spells", ())
        elemental = any(c.spells[x].kind == "attack" and c.spells[x].element not in ("neutre", "none")
                        for x in spells)
        far = t.stat(u, "pm") + _reach(u.ref)
        near = any(board.dist(u.pos, e.pos) <= far for e in enemies)  # type: ignore[arg-type]
        return USE_CRITIQUE if elemental and near else 0.0
    if face == "esquive":
        return USE_ESQUIVE if any(board.dist(u.pos, e.pos) == 1 for e in enemies) else 0.0  # type: ignore[arg-type]
    return USE_OTHER


def _threats(t: Table, theirs: list[Unit]) -> list[tuple[Cell, int, float]]:
    """The enemy characters' squares, how far they strike next turn (their PM plus their
    reach) and the wounds they deal (:func:`_punch`)."""
    return [(e.pos, t.stat(e, "pm") + _reach(e.ref), _punch(e.ref)) for e in theirs
            if e.pos is not None and e.kind != "bomb"]


@lru_cache(maxsize=64)
def _punch(ref: str) -> float:
    """The wounds a character (or summon) deals in one activation with its best repeatable
    attack, about: as many casts as its PA pay for, each the spell's value and half a
    critical hit."""
    c = content()
    base = c.characters.get(ref) or c.summons.get(ref)
    best = 0.0
    for sid in getattr(base, "spells", ()):
        sp = c.spells[sid]
        if sp.kind == "attack" and sp.value is not None and sp.limit != "game" and sp.cost_pa:
            best = max(best, (base.pa // sp.cost_pa) * (sp.value + 0.5))
    return best


def exposure(t: Table, u: Unit, theirs: list[Unit]) -> float:
    """How likely ``u`` is knocked out before it plays again, from 0 to 1: the wounds the enemy
    characters within reach (their PM plus their reach) could deal next turn against the PV it
    has left: nothing under half of them, certain from one and a half times."""
    return _exposed(t, u, _threats(t, theirs))


def _exposed(t: Table, u: Unit, threats: list[tuple[Cell, int, float]]) -> float:
    if u.pos is None:
        return 0.0
    left = max(1, t.max_pv(u) - u.wounds)
    dealt = 0.0
    for pos, far, punch in threats:
        if board.dist(u.pos, pos) <= far:
            dealt += punch
    return min(1.0, max(0.0, dealt / left - 0.5))


def _danger(t: Table, ours: list[Unit], threats: list[tuple[Cell, int, float]]) -> float:
    """How exposed our Krosmaster are: for each, the enemy characters that could hit it next
    turn (their PM plus their reach: :func:`_threats`), weighted by how hurt and how valuable
    it is."""
    out = 0.0
    for u in ours:
        if u.kind != "krosmaster" or u.pos is None:
            continue
        hurt = u.wounds / max(1, t.max_pv(u))
        near = sum(1 for pos, far, _hit in threats if board.dist(u.pos, pos) <= far)
        out += near * (0.3 + hurt) * (1 + t.level(u)) / 4
    return out

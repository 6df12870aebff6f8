"""Helpers to build exact positions and script the dice for rulebook examples."""

from __future__ import annotations

from rules.core import Rng
from rules.core.grid import parse_square
from rules.krosmaster.model import Decor, KrosOptions, Unit
from rules.krosmaster.turns import Turns

CRIT, ARMOUR, TACKLE, DODGE, DOUBLE, JOKER = 1, 2, 3, 4, 5, 6
MISS = TACKLE  # a face that is neither a critical, an armour nor a dodge success


class Scripted(Rng):
    """An Rng that returns the given values in order (dice faces, coin tosses...)."""

    def __init__(self, values: list[int] | None = None) -> None:
        super().__init__(seed="00" * 32)
        self.values = list(values or [])

    def randint(self, lo: int, hi: int) -> int:
        if not self.values:
            raise AssertionError("the example rolled more dice than scripted")
        v = self.values.pop(0)
        assert lo <= v <= hi, (v, lo, hi)
        self.counter += 1
        return v


def cell(text: str) -> tuple[int, int]:
    sq = parse_square(text)
    return (sq.x, sq.y)


def table(units: list[tuple[int, str, str]], decor: list[tuple[str, str]] = (), size: int = 12,
          goal: str = "ko_all", dice: list[int] | None = None, **options) -> Turns:
    """A board with ``units`` (seat, character or summon id, square) and nothing else; the
    first unit is active with its full PM and PA."""
    t = Turns.new(KrosOptions(scenario="tuto1", **options), ["a", "b"], Scripted())
    s = t.s
    s.scenario, t.tutorial = "arena", None  # a bare board: every spell and power of the cards
    s.width = s.height = size
    s.goal = goal
    s.units = []
    s.decor = [Decor(kind=k, pos=cell(sq)) for k, sq in decor]
    for seat, ref, sq in units:
        if ref in t.c.characters:
            u = Unit(id=f"{seat}-{ref}", kind="krosmaster", ref=ref, seat=seat, pos=cell(sq))
        else:
            m = t.c.summons[ref]
            s.counter += 1
            u = Unit(id=f"{seat}-{ref}-{s.counter}", kind=m.kind, ref=ref, seat=seat, pos=cell(sq),
                     order=s.counter)
        if u.id in {x.id for x in s.units}:
            u.id += "-2"
        s.units.append(u)
    t._timelines()
    t.reindex()
    first = s.units[0]
    s.active = first.seat
    s.phase = "activation"
    s.current = first.id
    s.queue = []
    first.pm = t.stat(first, "pm")
    first.pa = t.stat(first, "pa")
    t.rng = Scripted(dice)
    t.events = []
    return t


def unit(t: Turns, uid_or_ref: str) -> Unit:
    for u in t.s.units:
        if u.id == uid_or_ref or u.ref == uid_or_ref:
            return u
    raise KeyError(uid_or_ref)


def summon_of(t: Turns, owner: str, ref: str, sq: str) -> Unit:
    """Put a summon of ``owner`` on ``sq``."""
    o = unit(t, owner)
    return t.place_summon(o, ref, cell(sq), "test")


def table4(units: list[tuple[int, str, str]], mode: str = "ffa", decor: list[tuple[str, str]] = (),
           dice: list[int] | None = None) -> Turns:
    """``table`` for 4 players (seats 0-3, play order 0, 1, 2, 3): 3 GG each, 3 wild GG; in
    2v2 seats 0 and 2 face seats 1 and 3."""
    t = table(units, decor=decor, goal="gg", dice=dice)
    s = t.s
    s.names = ["a", "b", "c", "d"]
    s.mode = mode
    s.team_of = [0, 1, 0, 1] if mode == "2v2" else [0, 1, 2, 3]
    s.order = [0, 1, 2, 3]
    s.gg, s.wild_gg, s.kamas = [3, 3, 3, 3], 3, [0, 0, 0, 0]
    s.sides = ["NW", "NE", "SE", "SW"]
    t._timelines()
    t.reindex()
    return t

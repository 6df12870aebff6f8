"""The rules of Krosmaster Arena acting on a state (a private copy the engine may mutate)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rules.core import Event, Rng
from rules.core.grid import parse_square

from . import dice
from .board import name
from .content import Content, Reward, content
from .model import Cell, Decor, KrosState, Unit

DECOR_PV = {"crate": 3, "bush": 6, "tree": 12}
GG_PRICE = 10
KO_GOALS = ("ko_one", "ko_one_hold", "ko_all")


def key(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def unkey(text: str) -> Cell:
    x, y = text.split(",")
    return (int(x), int(y))


def side_cells(side: str, width: int, height: int) -> set[Cell]:
    """The two rows (or columns) of a side of the board, or the quarter of a corner (the
    4-player parcels: docs/rulings/krosmaster.md)."""
    if len(side) == 2:
        xs = range(0, width // 2) if side[1] == "W" else range(width // 2, width)
        ys = range(0, height // 2) if side[0] == "N" else range(height // 2, height)
        return {(x, y) for x in xs for y in ys}
    if side == "N":
        return {(x, y) for x in range(width) for y in (0, 1)}
    if side == "S":
        return {(x, y) for x in range(width) for y in (height - 2, height - 1)}
    if side == "W":
        return {(x, y) for x in (0, 1) for y in range(height)}
    return {(x, y) for x in (width - 2, width - 1) for y in range(height)}


@lru_cache(maxsize=8)
def _squares(width: int, height: int) -> frozenset[Cell]:
    """Every square of a board of this size."""
    return frozenset((x, y) for x in range(width) for y in range(height))


OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
#: the corners clockwise (4 players sit clockwise: player 2 left of player 1...)
CLOCKWISE = ("NW", "NE", "SE", "SW")


#: event parameters holding ids that players read as names (Table.named): units, seats,
#: rewards, spells, characters and dice faces
NAMED = {
    "unit": "unit", "by": "unit", "other": "unit", "to": "unit", "removed": "unit",
    "first": "seat", "victim": "seat", "receiver": "seat", "seats": "seat", "order": "seat", "winners": "seat",
    "tied": "seat",
    "token": "reward", "tokens": "reward", "buffs": "reward",
    "spell": "spell", "character": "character", "visible": "character",
    "faces": "face", "tackle": "face", "dodge": "face",
}


class Table:
    """One rules pass over ``state``; collects the events in ``self.events``."""

    def __init__(self, state: KrosState, rng: Rng | None = None) -> None:
        self.s = state
        self.rng = rng
        self.c: Content = content()
        self.events: list[Event] = []
        #: the tutorial's limits (what the cards allow), ``None`` in an arena game
        self.tutorial = self.c.scenarios.get(state.scenario)
        #: the seat whose character placed the last wounds on each unit (K.O. attribution)
        self.cause: dict[str, int] = {}
        #: no events kept (a position the computer imagines: nobody reads its events)
        self.quiet = False
        self._index()

    # ---- indexes -------------------------------------------------------------------
    def _index(self) -> None:
        self.by_id = {u.id: u for u in self.s.units}
        self.at: dict[Cell, Unit] = {u.pos: u for u in self.s.units if u.pos is not None and not u.ko}
        self.decor_at: dict[Cell, Decor] = {d.pos: d for d in self.s.decor}

    def reindex(self) -> None:
        self._index()

    def ev(self, code: str, irreversible: bool = False, visible_to: list[int] | None = None,
           announce: bool = False, **params: Any) -> None:
        if self.quiet:
            return
        self.events.append(Event(code=code, params=self.named(params), irreversible=irreversible,
                                 visible_to=visible_to, announce=announce))

    # ---- how events name things (docs/rulings/krosmaster.md, « Messages ») --------------
    def label(self, u: Unit) -> str:
        """How players read a unit: its card's name, a number for summons (their id's) and
        for a character fielded twice by one player, and the owner's name when another
        player fields the same character or summon (mirror teams)."""
        text = self.base(u).name
        if u.kind != "krosmaster":
            text += f" {self.summon_number(u)}"
        else:
            twins = [x.id for x in self.s.units if x.seat == u.seat and x.ref == u.ref and x.kind == "krosmaster"]
            if len(twins) > 1 and u.id in twins:
                text += f" {twins.index(u.id) + 1}"
        refs = {u.ref}
        summoner = self.by_id.get(u.summoner or "")
        if summoner is not None:
            refs.add(summoner.ref)  # a mirrored summoner's summons
        if any(x.seat != u.seat and x.ref in refs for x in self.s.units) and u.seat < len(self.s.names):
            text += f" ({self.s.names[u.seat]})"
        return text

    @staticmethod
    def summon_number(u: Unit) -> int:
        """The number of a summon (its id's suffix in games stored before numbers per kind)."""
        return u.number or int(u.id.rsplit("-", 1)[-1])

    def token(self, u: Unit) -> str:
        """What a unit's token reads: a Krosmaster's initials, a summon's first letters (two
        for a one-word name, so that a Bouftou is not taken for a Bombe) and its number."""
        name_ = self.base(u).name
        words = [w for w in name_.replace("'", " ").split() if w[0].isupper()] or name_.split()
        if u.kind == "krosmaster":
            return "".join(w[0] for w in words[:2]).upper()
        head = "".join(w[0] for w in words[:2]).upper() if len(words) > 1 else words[0][:2].capitalize()
        return f"{head}{self.summon_number(u)}"

    def unit_name(self, uid: str) -> str:
        """The label of a unit id (the id itself when it names no unit, e.g. a typed text)."""
        u = self.by_id.get(uid) or next((x for x in self.s.units if x.id == uid), None)
        return self.label(u) if u is not None else uid

    def named(self, params: dict[str, Any]) -> dict[str, Any]:
        """``params`` plus the names players read (see NAMED): ``<key>_name`` for one id,
        ``<key>_names`` for a list, ``<key>_shown`` (``kros-face-*`` value ids) and
        ``<key>_count`` for dice; the ids stay for the machine."""
        out = dict(params)
        for k, v in params.items():
            kind = NAMED.get(k)
            if kind is None:
                continue
            many = isinstance(v, list)
            items = v if many else [v]
            if kind == "face":
                if many and all(isinstance(x, (int, str)) for x in items):
                    out[f"{k}_shown"] = [f"kros-face-{dice.FACE_NAMES.get(x, x) if isinstance(x, int) else x}"
                                         for x in items]
                    out[f"{k}_count"] = len(items)
                continue
            names = [self._name_of(kind, x) for x in items]
            if any(n is None for n in names):
                continue
            out[f"{k}_names" if many else f"{k}_name"] = names if many else names[0]
        return out

    def _name_of(self, kind: str, value: Any) -> str | None:
        if kind == "seat":
            ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.s.names)
            return self.s.names[value] if ok else None
        if not isinstance(value, str):
            return None
        if kind == "unit":
            return self.unit_name(value) if value in self.by_id or any(x.id == value for x in self.s.units) else None
        table = {"reward": self.c.rewards, "spell": self.c.spells, "character": self.c.characters}[kind]
        item = table.get(value)
        return item.name if item is not None else None

    def roll(self, n: int) -> list[int]:
        assert self.rng is not None
        return dice.roll(self.rng, n)

    # ---- geometry ------------------------------------------------------------------
    def in_bounds(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.s.width and 0 <= cell[1] < self.s.height

    def cell(self, text: str) -> Cell:
        sq = parse_square(text, self.s.width, self.s.height)
        return (sq.x, sq.y)

    def is_obstacle(self, cell: Cell) -> bool:
        if cell in self.at:
            return True
        d = self.decor_at.get(cell)
        return d is not None and d.kind in ("tree", "bush")

    def is_free(self, cell: Cell) -> bool:
        return self.in_bounds(cell) and not self.is_obstacle(cell)

    def free_cells(self) -> set[Cell]:
        """The squares no figure, tree or bush stands on (every move asks: a set difference)."""
        out = set(_squares(self.s.width, self.s.height))
        out.difference_update(self.at)
        out.difference_update(d.pos for d in self.s.decor if d.kind in ("tree", "bush"))
        return out

    def blockers(self) -> set[Cell]:
        """Cells that block lines of sight: trees and characters without Toupiti."""
        out = {d.pos for d in self.s.decor if d.kind == "tree"}
        for cell, u in self.at.items():
            if "toupiti" not in self.powers(u):
                out.add(cell)
        return out

    # ---- teams ---------------------------------------------------------------------
    def n_seats(self) -> int:
        return len(self.s.names)

    def enemies(self, a: int, b: int) -> bool:
        team = self.s.team_of
        if len(team) > max(a, b):
            return team[a] != team[b]
        return a != b

    def four(self) -> bool:
        return self.s.mode != "duel"

    def partners(self, seat: int) -> list[int]:
        """The seats of ``seat``'s team, ``seat`` included."""
        return [x for x in range(self.n_seats()) if not self.enemies(seat, x)]

    def alive(self, u: Unit) -> bool:
        return not u.ko and u.pos is not None

    def krosmasters(self, seat: int) -> list[Unit]:
        return [u for u in self.s.units if u.kind == "krosmaster" and u.seat == seat and self.alive(u)]

    def is_character(self, u: Unit) -> bool:
        return u.kind in ("krosmaster", "mob")

    # ---- characteristics -----------------------------------------------------------
    def revealed(self, u: Unit, types: tuple[str, ...] = ("buff", "equipment")) -> list[Reward]:
        return [self.c.rewards[t.id] for t in u.rewards if t.revealed and self.c.rewards[t.id].type in types]

    def base(self, u: Unit) -> Any:
        return self.c.characters[u.ref] if u.kind == "krosmaster" else self.c.summons[u.ref]

    def stat(self, u: Unit, which: str) -> int:
        value = int(getattr(self.base(u), which)) if which != "po" else 0
        for r in self.revealed(u):
            value += int(getattr(r.effect.stats, which))
        return value

    def max_pv(self, u: Unit) -> int:
        return self.stat(u, "pv")

    def level(self, u: Unit) -> int:
        return self.c.characters[u.ref].level if u.kind == "krosmaster" else 0

    def powers(self, u: Unit) -> set[str]:
        if self.tutorial is not None and not self.tutorial.powers and u.kind == "krosmaster":
            return set(u.inspiration)  # tutorial 1: the cards' powers do not apply yet
        out = set(self.base(u).powers) | set(u.inspiration)
        for r in self.revealed(u):
            out |= set(r.effect.powers)
            out |= {f"resistance-{e}" for e in r.effect.resist}
        return out

    def spells(self, u: Unit) -> list[str]:
        if u.kind == "bomb":
            return []
        out = list(self.base(u).spells)
        if self.tutorial is not None and self.tutorial.spells != "all":
            # tutorial 1: fists only; tutorial 2: attack spells, no summons yet
            keep = ("attack",) if self.tutorial.spells == "attack" else ()
            out = [x for x in out if self.c.spells[x].kind in keep]
        if u.kind == "krosmaster":
            for r in self.revealed(u, ("equipment",)):
                if r.effect.spell and r.effect.spell not in out:
                    out.append(r.effect.spell)
            for sp in u.once_spells:
                if sp not in out:
                    out.append(sp)
        return out

    def has_effect(self, u: Unit, flag: str) -> bool:
        return any(getattr(r.effect, flag) for r in self.revealed(u))

    def range_bonus(self, u: Unit) -> int:
        bonus = self.stat(u, "po") + u.range_bonus
        d = self.decor_at.get(u.pos) if u.pos else None
        if d is not None and d.kind == "crate":
            bonus += 1
        return bonus

    # ---- GG and victory --------------------------------------------------------------
    def uses_gg(self) -> bool:
        return self.s.goal == "gg"

    def gain_gg(self, seat: int, n: int, why: str, source: int | None = None, check: bool = True) -> None:
        """``seat`` wins ``n`` GG: the wild GG first, then from ``source`` (the player who
        gives them) or, without one, from the opponent holding the most; then the end of the
        game is checked (unless ``check`` is false: more GG change hands first)."""
        if not self.uses_gg() or n <= 0:
            return
        wild = from_opp = 0
        for _ in range(n):
            if self.s.wild_gg > 0:
                self.s.wild_gg -= 1
                wild += 1
            else:
                opp = source if source is not None else self._richest_opponent(seat)
                if opp is None or self.s.gg[opp] <= 0:
                    break
                self.s.gg[opp] -= 1
                from_opp += 1
            self.s.gg[seat] += 1
        self.ev("kros-gg-won", seat=seat, gg=wild + from_opp, wild=wild, taken=from_opp, why=why)
        if check:
            self.check_end()

    def _richest_opponent(self, seat: int) -> int | None:
        opps = [s for s in range(self.n_seats()) if self.enemies(seat, s) and self.s.gg[s] > 0]
        if not opps:
            return None
        return max(opps, key=lambda s: (self.s.gg[s], -s))

    def finish(self, winners: list[int], reason: str) -> None:
        if self.s.phase == "over":
            return
        self.s.phase = "over"
        self.s.winners = winners
        self.s.end_reason = reason
        self.s.current = None
        self.ev("kros-game-over", announce=True, winners=winners, count=len(winners), reason=reason)
        if self.tutorial is not None:  # what the tutorial taught, and where to go next
            nxt = f"tuto{int(self.s.scenario[-1]) + 1}" if self.s.scenario != "tuto7" else "arena"
            self.ev("kros-tuto-debrief", scenario=self.s.scenario, next=nxt)

    def check_end(self) -> None:
        if self.s.phase in ("over", "draft", "arena", "side", "deploy"):
            return
        seats = range(self.n_seats())
        with_kros = [s for s in seats if self.krosmasters(s)]
        teams = {self.team(s) for s in with_kros}
        if len(teams) == 1:
            self.finish(self.partners(with_kros[0]), "last-team")
            return
        if not with_kros:
            self.finish([], "no-team")
            return
        if self.uses_gg():
            holders = [s for s in seats if self.s.gg[s] > 0]
            if self.four() and self.s.wild_gg > 0:
                # « dès lors qu'il n'y a plus de GG sauvage »; a player without GG is not out
                # while he has a figure (4 players)
                return
            if not holders:
                self.finish([], "no-gg")
            elif len({self.team(s) for s in holders}) == 1:
                self.finish(self.partners(holders[0]), "gg")

    def team(self, seat: int) -> int:
        return self.s.team_of[seat] if len(self.s.team_of) > seat else seat

    # ---- wounds, K.O. ---------------------------------------------------------------------
    def wound(self, u: Unit, n: int, by: Unit | None = None) -> int:
        """Place up to ``n`` wound markers (never more than the PV); returns those placed."""
        placed = max(0, min(n, self.max_pv(u) - u.wounds))
        u.wounds += placed
        if placed:
            self.cause[u.id] = by.seat if by is not None else u.seat
        return placed

    def heal(self, u: Unit, n: int) -> int:
        healed = max(0, min(n, u.wounds))
        u.wounds -= healed
        return healed

    def check_ko(self, u: Unit) -> None:
        if u.ko or u.pos is None:
            return
        if u.wounds >= self.max_pv(u):
            self.knock_out(u)

    def knock_out(self, u: Unit) -> None:
        u.ko = True
        cell = u.pos
        if u.kind == "bomb":
            self.ev("kros-ko", announce=True, unit=u.id, seat=u.seat, at=name(cell) if cell else "")
            self.explode(u)
            u.pos = None
            self.s.units = [x for x in self.s.units if x.id != u.id]
            self.reindex()
            return
        u.pos = None
        self.ev("kros-ko", announce=True, unit=u.id, seat=u.seat, at=name(cell) if cell else "")
        if u.kind == "mob":
            self.s.units = [x for x in self.s.units if x.id != u.id]
        else:
            removed = [x.id for x in self.s.units if x.summoner == u.id]
            if removed:
                self.ev("kros-summons-removed", unit=u.id, removed=removed)
            self.s.units = [x for x in self.s.units if x.summoner != u.id]
            u.pm = u.pa = 0
            self.s.queue = [q for q in self.s.queue if q in {x.id for x in self.s.units}]
            self.s.pending_summons = [q for q in self.s.pending_summons if q not in removed]
            self._ko_gg(u)
            self._goal_on_ko(u)
        self.reindex()
        self.check_end()

    def _ko_gg(self, u: Unit) -> None:
        """The GG of a K.O.: « son joueur ... donne à son adversaire autant de GG que le
        Niveau »; with 4 players the K.O.'s author takes them, all of them for a player's last
        Krosmaster, and a player who K.O.s his own character gives them to an opponent of his
        choice (a ``gift`` prompt)."""
        level = self.level(u)
        if not self.four():
            for opp in range(self.n_seats()):
                if self.enemies(u.seat, opp):
                    self.gain_gg(opp, level, "ko")
            return
        author = self.cause.get(u.id, u.seat)
        if not self.enemies(author, u.seat):
            if level and self.uses_gg():
                self.s.pending_gifts.append((u.seat, level))
            return
        # the level's GG, then « lui prend tous ses GG » for a last Krosmaster, before the end
        # of the game is checked: the K.O. that ends the game still moves every GG
        self.gain_gg(author, level, "ko", source=u.seat, check=False)
        if not self.krosmasters(u.seat) and self.s.gg[u.seat] > 0 and self.uses_gg():
            n = self.s.gg[u.seat]
            self.s.gg[u.seat] = 0
            self.s.gg[author] += n
            self.ev("kros-gg-all-taken", seat=author, victim=u.seat, gg=n)
        self.check_end()

    def _goal_on_ko(self, u: Unit) -> None:
        goal = self.s.goal
        opp = 1 - u.seat
        if goal == "ko_one":
            self.finish([opp], "ko")
        elif goal == "ko_one_hold":
            if self.s.hold is None:
                self.s.hold = (opp, self.s.turn)
                self.ev("kros-hold", seat=opp)
            elif self.s.hold[0] == u.seat:
                self.s.hold = None
                self.ev("kros-hold-broken", seat=u.seat)

    def explode(self, bomb: Unit) -> None:
        """Explosion: the 8 cells around the bomb, 1 damage each and -1 PA."""
        sp = self.c.spells["explosion"]
        assert bomb.pos is not None
        self.ev("kros-explosion", unit=bomb.id, at=name(bomb.pos))
        self.resolve_damage_spell(bomb, sp, bomb.pos, bomb.pos)

    # ---- forced moves ---------------------------------------------------------------------
    def push(self, u: Unit, d: tuple[int, int] | None, n: int) -> None:
        """Move ``u`` up to ``n`` cells in direction ``d``, stopping before an obstacle or the
        edge; never tackled (FAQ)."""
        if d is None or u.pos is None or n <= 0:
            return
        start = u.pos
        cur = u.pos
        for _ in range(n):
            nxt = (cur[0] + d[0], cur[1] + d[1])
            if not self.is_free(nxt):
                break
            cur = nxt
        if cur != start:
            del self.at[start]
            u.pos = cur
            self.at[cur] = u
            self.ev("kros-pushed", unit=u.id, frm=name(start), to=name(cur))

    def swap(self, a: Unit, b: Unit) -> None:
        assert a.pos is not None and b.pos is not None
        a.pos, b.pos = b.pos, a.pos
        self.at[a.pos] = a
        self.at[b.pos] = b
        self.ev("kros-swapped", unit=a.id, other=b.id)

"""The rules of Krosmaster Arena acting on a state (a private copy the engine may mutate)."""

from __future__ import annotations

from typing import Any

from rules.core import Event, Rng, RuleError
from rules.core.grid import parse_square

from . import board, dice
from .board import name
from .content import Content, Reward, Spell, content
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
        return {
            (x, y) for x in range(self.s.width) for y in range(self.s.height) if not self.is_obstacle((x, y))
        }

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

    # ---- spells -------------------------------------------------------------------------
    def dmg_bonus(self, caster: Unit, sp: Spell) -> int:
        bonus = 0
        if caster.kind != "krosmaster" or not sp.elemental:
            return 0
        for r in self.revealed(caster):
            b = r.effect.dmg_bonus
            if b and sp.element in b.elements and (not b.melee_only or sp.range.kind == "melee"):
                bonus += b.n
        return bonus

    def take_next_bonus(self, caster: Unit, sp: Spell) -> int:
        """Boosts waiting for "le prochain sort": a Flacon is used by the next spell (and adds
        only to its own element); the Style Sacrieur waits for an elemental attack spell."""
        bonus = 0
        keep: list[tuple[str, int]] = []
        for element, n in caster.next_bonus:
            if element == "elementaire":
                if sp.kind == "attack" and sp.elemental:
                    bonus += n
                else:
                    keep.append((element, n))
            elif element == sp.element and sp.kind == "attack":
                bonus += n
            else:
                keep.append((element, n))
        caster.next_bonus = keep
        return bonus

    def own_summons_adjacent(self, caster: Unit, ref: str, cell: Cell) -> int:
        return sum(
            1 for nb in board.neighbours(cell, self.s.width, self.s.height)
            if (o := self.at.get(nb)) is not None and o.ref == ref and o.summoner == caster.id
        )

    def apply_markers(self, sp: Spell, caster: Unit, target: Unit) -> None:
        if not self.is_character(target):
            return
        for e in sp.effects:
            if e.kind == "pm_minus":
                target.markers_pm -= e.n
            elif e.kind == "pm_plus":
                target.markers_pm += e.n
            elif e.kind == "pa_minus":
                target.markers_pa -= e.n
            elif e.kind == "pa_plus":
                target.markers_pa += e.n
            elif e.kind == "vole_pm":
                target.markers_pm -= max(1, e.n)
                caster.markers_pm += max(1, e.n)
            elif e.kind == "vole_pa":
                target.markers_pa -= max(1, e.n)
                caster.markers_pa += max(1, e.n)
            else:
                continue
            self.ev("kros-markers", unit=target.id, pm=target.markers_pm, pa=target.markers_pa)

    def resolve_damage_spell(self, caster: Unit, sp: Spell, origin: Cell, target_cell: Cell) -> None:
        """Steps 2 to 5 of an attack or a heal (the cost is already paid)."""
        zone = board.zone_cells(sp.zone, origin, target_cell, self.s.width, self.s.height)
        if sp.zone == "anneau":
            zone = [c for c in zone if c != origin]
        targets = [self.at[c] for c in zone if c in self.at and not self.at[c].ko]
        main = self.at.get(target_cell)
        decor = [self.decor_at[c] for c in zone if c in self.decor_at] if (
            self.s.options.destruction and sp.kind == "attack" and sp.range.kind == "melee"
            and caster.kind != "bomb") else []
        # 2. additional effects
        bonus = 0
        for e in sp.effects:
            if e.kind == "bonus_if_summon_adjacent" and self.own_summons_adjacent(caster, e.ref, target_cell):
                bonus += e.n
            elif e.kind == "bonus_per_summon_adjacent":
                bonus += e.n * self.own_summons_adjacent(caster, e.ref, target_cell)
            elif e.kind == "element_bonus":
                bonus += e.n
        for t in targets:
            if t is not caster:
                self.apply_markers(sp, caster, t)
        if sp.has("swap") and main is not None and main is not caster and caster.pos is not None:
            self.swap(caster, main)
        for e in sp.effects:
            if e.kind == "recul" and caster.pos is not None:
                self.push(caster, board.away_direction(target_cell, caster.pos), e.n)
            elif e.kind == "rapproche" and caster.pos is not None:
                self.push(caster, board.away_direction(caster.pos, target_cell), e.n)
            elif e.kind in ("repousse", "attire"):
                for t in targets:
                    if t is caster or t.pos is None or caster.pos is None:
                        continue
                    d = board.away_direction(caster.pos if caster.pos != t.pos else origin, t.pos)
                    if e.kind == "attire" and d is not None:
                        d = (-d[0], -d[1])
                    self.push(t, d, e.n)
        if sp.value is None or not targets and not decor:
            return  # nothing stands in the zone: no roll (« Victime », « Jet de coup critique »)
        base = sp.value + bonus + self.dmg_bonus(caster, sp) + self.take_next_bonus(caster, sp)
        # 3. critical roll: one for the whole spell
        crit_dice = 1 if sp.element == "neutre" or "critique" not in self.powers(caster) else 2
        crit_faces = self.roll(crit_dice)
        crit = dice.successes(crit_faces, "critique")
        self.ev("kros-critical-roll", irreversible=True, unit=caster.id, spell=sp.id, faces=crit_faces, successes=crit)
        vol = sp.has("vol_de_vie") or (
            sp.kind == "attack" and sp.elemental and sp.range.kind == "melee" and self.has_effect(caster, "melee_vol_de_vie"))
        stolen = 0
        hit: list[Unit] = []
        riposters: list[Unit] = []
        for t in targets:
            if t.ko or t.pos is None:
                continue
            if sp.kind == "heal":
                amount = base + crit
                if amount >= 1 and "guerison" in self.powers(caster):
                    amount += 1
                healed = self.heal(t, amount)
                self.ev("kros-healed", unit=t.id, amount=healed, by=caster.id, same="yes" if t is caster else "no")
                continue
            # 4. armour roll, one per target
            arm_dice = (2 if "armure" in self.powers(t) else 1) - (1 if sp.has("perce_armure") else 0)
            arm_faces = self.roll(arm_dice)
            armour = dice.successes(arm_faces, "armure")
            dmg = base + crit - armour
            if sp.elemental and f"resistance-{sp.element}" in self.powers(t):
                dmg -= 1
            if sp.elemental and ("immunise" in self.powers(t) or self.has_effect(t, "immune_elemental")):
                dmg = 0
            # 5. wounds
            placed = self.wound(t, max(0, dmg), caster)
            self.ev("kros-hit", irreversible=True, unit=t.id, by=caster.id, spell=sp.id, faces=arm_faces,
                    armour=armour, damage=max(0, dmg), wounds=placed)
            stolen += placed
            if placed and "riposte" in self.powers(t) and self.is_character(caster) and self.enemies(t.seat, caster.seat):
                hit.append(caster)
                riposters.append(t)
        for d in decor:
            dmg = base + crit
            d.wounds += max(0, dmg)
            self.ev("kros-decor-hit", at=name(d.pos), kind=d.kind, wounds=d.wounds, pv=DECOR_PV[d.kind])
            if d.wounds >= DECOR_PV[d.kind]:
                self.s.decor = [x for x in self.s.decor if x is not d]
                k = key(d.pos)
                self.s.floor_kamas[k] = self.s.floor_kamas.get(k, 0) + DECOR_PV[d.kind]
                self.ev("kros-decor-destroyed", at=name(d.pos), kind=d.kind, kamas=DECOR_PV[d.kind])
                self.reindex()
        if vol and stolen and caster.pos is not None and not caster.ko:
            healed = self.heal(caster, stolen)
            self.ev("kros-life-stolen", unit=caster.id, amount=healed)
        for attacker, riposter in zip(hit, riposters):
            if attacker.pos is not None and not attacker.ko:
                placed = self.wound(attacker, 1, riposter)
                self.ev("kros-riposte", unit=attacker.id, wounds=placed)
        for t in list(targets) + hit:
            self.check_ko(t)
            if self.s.phase == "over":
                return

    # ---- the cost and the target of a spell -------------------------------------------
    def spell_error(self, u: Unit, sp: Spell, target: Cell, ally: str | None = None) -> RuleError | None:
        """Why ``u`` cannot cast ``sp`` on ``target`` now (``None``: it can)."""
        if sp.limit == "turn" and sp.id in u.used_turn:
            return RuleError("kros-once-per-turn", spell=sp.name)
        if sp.limit == "game" and sp.id in u.used_game:
            return RuleError("kros-once-per-game", spell=sp.name)
        if u.pa < sp.cost_pa:
            return RuleError("kros-not-enough-pa", needed=sp.cost_pa, left=u.pa)
        if u.pm < sp.cost_pm:
            return RuleError("kros-not-enough-pm", needed=sp.cost_pm, left=u.pm)
        if sp.cost_wounds and u.wounds + sp.cost_wounds > self.max_pv(u):
            return RuleError("kros-cannot-pay-wounds", needed=sp.cost_wounds, left=self.max_pv(u) - u.wounds)
        assert u.pos is not None
        err = self.range_error(u, sp, target)
        if err is not None:
            return err
        occupant = self.at.get(target)
        if sp.kind == "summon":
            if self.is_obstacle(target):
                return RuleError("kros-cell-not-free", square=name(target))
            count = sum(1 for x in self.s.units if x.summoner == u.id and x.spell_from == sp.id and not x.ko)
            if sp.control is not None and count >= sp.control:
                return RuleError("kros-summon-limit", spell=sp.name, limit=sp.control)
        if sp.target == "ally":
            if occupant is None or occupant is u or not self.is_character(occupant) or \
                    self.enemies(occupant.seat, u.seat):
                return RuleError("kros-needs-ally", square=name(target))
        if sp.target == "free" and self.is_obstacle(target):
            return RuleError("kros-cell-not-free", square=name(target))
        if sp.has("move_ally"):
            other = self.by_id.get(ally or "")
            if other is None or self.enemies(other.seat, u.seat) or other is u or not self.is_character(other) or \
                    other.pos is None or board.dist(other.pos, u.pos) != 1:
                return RuleError("kros-needs-adjacent-ally", ally=self.unit_name(ally) if ally else "-")
        return None

    def max_range(self, u: Unit, sp: Spell) -> int:
        return sp.range.max + (self.range_bonus(u) if sp.range.extendable else 0)

    def range_error(self, u: Unit, sp: Spell, target: Cell) -> RuleError | None:
        assert u.pos is not None
        if not self.in_bounds(target):
            return RuleError("kros-out-of-range", square=name(target))
        r = sp.range
        d = board.dist(u.pos, target)
        if r.kind == "personal":
            return None if target == u.pos else RuleError("kros-personal-spell", spell=sp.name)
        if r.kind == "melee":
            return None if d == 1 else RuleError("kros-not-adjacent", square=name(target))
        if d < r.min or d > self.max_range(u, sp):
            return RuleError("kros-out-of-range", square=name(target))
        if r.in_line and target[0] != u.pos[0] and target[1] != u.pos[1]:
            return RuleError("kros-not-in-line", square=name(target))
        if r.needs_los and not board.line_of_sight(u.pos, target, self.blockers()):
            return RuleError("kros-no-line-of-sight", square=name(target))
        return None

    def cast(self, u: Unit, sp: Spell, target: Cell, ally: str | None = None) -> None:
        err = self.spell_error(u, sp, target, ally)
        if err is not None:
            raise err
        assert u.pos is not None
        origin = u.pos
        # 1. pay the cost
        u.pa -= sp.cost_pa
        u.pm -= sp.cost_pm
        if sp.limit == "turn":
            u.used_turn.append(sp.id)
        if sp.limit == "game":
            u.used_game.append(sp.id)
        if sp.id in u.once_spells and sp.id not in self.base(u).spells and not any(
                r.effect.spell == sp.id for r in self.revealed(u, ("equipment",))):
            u.once_spells.remove(sp.id)
        self.ev("kros-cast", unit=u.id, spell=sp.id, at=name(target), pa=u.pa, pm=u.pm)
        if sp.cost_wounds:
            self.wound(u, sp.cost_wounds)
            self.check_ko(u)
            if self.s.phase == "over":
                return
        if sp.kind == "summon":
            assert sp.summon is not None
            self.place_summon(u, sp.summon, target, sp.id)
            return
        if sp.kind == "special":
            self.resolve_special(u, sp, origin, target, ally)
            return
        self.resolve_damage_spell(u, sp, origin, target)

    def resolve_special(self, u: Unit, sp: Spell, origin: Cell, target: Cell, ally: str | None) -> None:
        occupant = self.at.get(target)
        for e in sp.effects:
            if e.kind == "swap" and occupant is not None and occupant is not u:
                self.swap(u, occupant)
            elif e.kind == "range_bonus_turn":
                u.range_bonus += e.n
            elif e.kind == "lose_all_pm":
                u.pm = 0
            elif e.kind == "move_ally":
                other = self.by_id[ally or ""]
                assert other.pos is not None
                del self.at[other.pos]
                frm = other.pos
                other.pos = target
                self.at[target] = other
                self.ev("kros-pushed", unit=other.id, frm=name(frm), to=name(target))
        if occupant is not None and occupant is not u:
            self.apply_markers(sp, u, occupant)

    def place_summon(self, owner: Unit, ref: str, cell: Cell, spell_from: str) -> Unit:
        self.s.counter += 1
        m = self.c.summons[ref]
        # numbered per kind and owner (« Bouftou 1 », « Bouftou 2 »), the lowest free number
        taken = {self.summon_number(x) for x in self.s.units if x.ref == ref and x.seat == owner.seat}
        number = next(n for n in range(1, len(taken) + 2) if n not in taken)
        unit = Unit(
            id=f"{owner.seat}-{ref}-{self.s.counter}", kind=m.kind, ref=ref, seat=owner.seat,
            summoner=owner.id, spell_from=spell_from, pos=cell, order=self.s.counter, number=number,
        )
        self.s.units.append(unit)
        self.reindex()
        self.ev("kros-summoned", unit=unit.id, ref=ref, at=name(cell), by=owner.id)
        return unit

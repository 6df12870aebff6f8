"""Krosmaster Arena's spells: damage and its bonuses, markers, the cost, range and target of a
spell, casting, special effects and summons."""

from __future__ import annotations

from rules.core import RuleError

from . import board, dice
from .board import name
from .content import Spell
from .model import Cell, Unit
from .table import DECOR_PV, Table, key


class Spells(Table):
    """Casting spells (mixed into :class:`~rules.krosmaster.turns.Turns`)."""

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

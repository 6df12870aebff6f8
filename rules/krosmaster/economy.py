"""Krosmaster Arena's economy: kamas, GG bought at the demon, rewards bought and revealed."""

from __future__ import annotations

from rules.core import RuleError

from . import board
from .board import name
from .model import (
    BuyGG,
    BuyReward,
    Reveal,
    RewardToken,
    Unit,
)
from .table import GG_PRICE, Table, key


class Economy(Table):
    """Kamas, GG and rewards (mixed into :class:`~rules.krosmaster.turns.Turns`)."""

    # ---- kamas, GG, rewards --------------------------------------------------------------
    def do_pickup(self, u: Unit) -> None:
        if u.kind != "krosmaster":
            raise RuleError("kros-krosmaster-only")
        assert u.pos is not None
        k = key(u.pos)
        if self.s.floor_kamas.get(k, 0) <= 0:
            raise RuleError("kros-no-kama")
        if u.pa < 1:
            raise RuleError("kros-not-enough-pa", needed=1, left=u.pa)
        u.pa -= 1
        self.s.floor_kamas[k] -= 1
        if not self.s.floor_kamas[k]:
            del self.s.floor_kamas[k]
        self.s.kamas[u.seat] += 1
        self.ev("kros-kama-picked", unit=u.id, seat=u.seat, kamas=self.s.kamas[u.seat])

    def _on_demon(self, u: Unit) -> None:
        if u.kind != "krosmaster":
            raise RuleError("kros-krosmaster-only")
        if u.pos not in self.s.demon_cells:
            raise RuleError("kros-not-on-demon-cell")
        if u.pa < 1:
            raise RuleError("kros-not-enough-pa", needed=1, left=u.pa)

    def do_buy_gg(self, u: Unit, a: BuyGG) -> None:
        self._on_demon(u)
        if self.s.kamas[u.seat] < GG_PRICE:
            raise RuleError("kros-not-enough-kamas", needed=GG_PRICE, left=self.s.kamas[u.seat])
        victim = a.victim
        if victim is not None and (not 0 <= victim < self.n_seats() or not self.enemies(u.seat, victim)
                                   or self.s.gg[victim] <= 0):
            raise RuleError("kros-bad-player", player=self.s.names[victim] if 0 <= victim < self.n_seats() else victim)
        u.pa -= 1
        self.s.kamas[u.seat] -= GG_PRICE
        self.ev("kros-gg-bought", unit=u.id)
        self.gain_gg(u.seat, 1, "bought", source=victim)

    def capacity(self, u: Unit) -> int:
        return self.level(u) - len(u.rewards)

    def do_buy_reward(self, u: Unit, a: BuyReward) -> None:
        self._on_demon(u)
        s = self.s
        if a.pile >= len(s.piles):
            raise RuleError("kros-no-such-pile", pile=a.pile + 1)
        pile = s.piles[a.pile]
        price = self.c.prices[pile.rank]
        if s.kamas[u.seat] < price:
            raise RuleError("kros-not-enough-kamas", needed=price, left=s.kamas[u.seat])
        to = self.by_id.get(a.to)
        if to is None or to.seat != u.seat or to.kind != "krosmaster" or not self.alive(to):
            raise RuleError("kros-not-your-unit", unit=self.unit_name(a.to))
        if self.capacity(to) <= 0:
            raise RuleError("kros-reward-limit", unit=self.label(to), limit=self.level(to))
        if a.face_up:
            if pile.face_up is None:
                raise RuleError("kros-pile-empty", pile=a.pile + 1)
            token = pile.face_up
            pile.face_up = None
            known = list(range(len(s.names)))
        else:
            if not pile.face_down:
                raise RuleError("kros-pile-empty", pile=a.pile + 1)
            token = pile.face_down.pop(0)
            known = [u.seat]
        u.pa -= 1
        s.kamas[u.seat] -= price
        to.rewards.append(RewardToken(id=token, known_to=known))
        self.ev("kros-reward-bought", unit=u.id, to=to.id, rank=pile.rank, pile=a.pile + 1, face_up=a.face_up,
                token=token if a.face_up else "", price=price, same="yes" if to is u else "no")
        if not a.face_up:
            self.ev("kros-reward-drawn", visible_to=[u.seat], irreversible=True, token=token, to=to.id)
        if pile.face_up is None and pile.face_down:
            pile.face_up = pile.face_down.pop(0)
            self.ev("kros-reward-turned", irreversible=True, pile=a.pile + 1, token=pile.face_up)

    def do_reveal(self, u: Unit, a: Reveal) -> None:
        s = self.s
        tok = next((t for t in u.rewards if t.id == a.token and not t.revealed), None)
        if tok is None:
            raise RuleError("kros-no-such-reward", token=self.c.rewards[a.token].name if a.token in self.c.rewards
                            else a.token)
        r = self.c.rewards[tok.id]
        if r.type == "equipment" and any(x.equip == r.equip for x in self.revealed(u, ("equipment",))):
            raise RuleError("kros-equipment-slot-taken", kind=r.equip or "")
        e = r.effect
        if e.recall:
            cells = self.deploy_cells(u.seat) or s.start_cells
            target = self.cell(a.at) if a.at else next((c for c in cells if self.is_free(c)), None)
            if target is None or target not in cells or self.is_obstacle(target):
                raise RuleError("kros-not-a-start-cell", square=a.at or "")
        if e.zobal and (a.choice or "pa") not in ("pa", "pm", "soin"):
            raise RuleError("kros-bad-choice", choice=a.choice or "")
        tok.revealed = True
        tok.known_to = list(range(len(s.names)))
        self.ev("kros-reward-revealed", irreversible=True, announce=True, unit=u.id, token=tok.id, kind=r.type)
        before_pv = self.max_pv(u)
        if r.type == "equipment":
            # immediate gains (FAQ Pano Abra): PA/PM now, PV for good
            u.pa = max(0, u.pa + e.stats.pa)
            u.pm = max(0, u.pm + e.stats.pm)
            return
        if r.type == "buff":
            return
        u.rewards = [t for t in u.rewards if t is not tok]
        del before_pv
        if e.self_wounds:
            placed = self.wound(u, e.self_wounds)
            self.ev("kros-self-wounds", unit=u.id, wounds=placed)
            self.check_ko(u)
            if not self.alive(u):
                return
        if e.next_spell_bonus is not None:
            u.next_bonus.append((e.next_spell_bonus.element, e.next_spell_bonus.n))
        if e.spell:
            u.once_spells.append(e.spell)
        heal = e.heal
        if e.zobal:
            choice = a.choice or "pa"
            if choice == "pa":
                u.pa += 3
            elif choice == "pm":
                u.pm += 2
            else:
                heal += 4
        if heal:
            # « vous pouvez retirer jusqu'à N marqueurs »: the player's ``amount``, at most N
            if a.amount is not None:
                heal = min(heal, a.amount)
            self.ev("kros-healed", unit=u.id, amount=self.heal(u, heal), by=u.id, same="yes")
        u.pm += e.gain_pm
        u.pa += e.gain_pa
        if e.kamas:
            s.kamas[u.seat] += e.kamas
            self.ev("kros-kamas-gained", seat=u.seat, kamas=e.kamas)
        if e.buy_gg_for and (a.choice or "oui") == "oui" and s.kamas[u.seat] >= e.buy_gg_for:
            s.kamas[u.seat] -= e.buy_gg_for
            self.gain_gg(u.seat, 1, "reward")
        if e.gg:
            self.gain_gg(u.seat, e.gg, "reward")
        if e.recall:
            cells = self.deploy_cells(u.seat) or s.start_cells
            target = self.cell(a.at) if a.at else next(c for c in cells if self.is_free(c))
            assert u.pos is not None
            frm = u.pos
            del self.at[frm]
            u.pos = target
            self.at[target] = u
            self.ev("kros-pushed", unit=u.id, frm=name(frm), to=name(target))
        if e.summon:
            assert u.pos is not None
            cells = board.neighbours(u.pos, s.width, s.height)
            wanted = self.cell(a.at) if a.at else None
            spot = wanted if wanted in cells and self.is_free(wanted) else next((c for c in cells if self.is_free(c)), None)
            if spot is not None:
                self.place_summon(u, e.summon, spot, r.id)
        if e.ecaflip:
            assert self.rng is not None
            coin = self.rng.die(2)
            self.ev("kros-ecaflip", irreversible=True, coin=coin, won="yes" if coin == 2 else "no")
            piles = [p for p in s.piles if p.rank == "or" and p.face_down]
            if coin == 2 and piles:
                token = piles[0].face_down.pop(0)
                u.rewards.append(RewardToken(id=token, known_to=[u.seat]))
                self.ev("kros-reward-drawn", visible_to=[u.seat], irreversible=True, token=token, to=u.id)
        self.check_end()

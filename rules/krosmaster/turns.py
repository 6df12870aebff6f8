"""Set-up, the turn structure and every player action of Krosmaster Arena."""

from __future__ import annotations

from rules.core import RuleError

from . import dice
from .board import name
from .economy import Economy
from .gifts import Gifts
from .model import (
    ActionT,
    Activate,
    BuyGG,
    BuyReward,
    Cast,
    ChooseArena,
    ChooseSide,
    Deploy,
    DraftPick,
    End,
    Inspire,
    Move,
    Pickup,
    Punch,
    Reveal,
    Trigger,
    Unit,
)
from .moving import Moving
from .setup import Setup
from .spells import Spells


class Turns(Setup, Gifts, Moving, Economy, Spells):
    """The flow of a game: phases, turns, activations, and the actions (set-up, gifts,
    moving and the economy are mixins of their own modules)."""

    # ---- turns -------------------------------------------------------------------------
    def next_player(self, seat: int) -> int:
        """The next player in play order who still has a Krosmaster (« Un joueur sans GG n'est
        pas forcément éliminé, tant qu'il a une figurine en jeu »)."""
        order = self.s.order or list(range(self.n_seats()))
        i = order.index(seat)
        for k in range(1, len(order) + 1):
            nxt = order[(i + k) % len(order)]
            if self.krosmasters(nxt):
                return nxt
        return order[(i + 1) % len(order)]

    def start_turn(self, seat: int) -> None:
        s = self.s
        s.active = seat
        s.turn += 1
        s.current = None
        s.last_path = []  # the path drawn is the last move of this turn only
        for u in s.units:
            if u.seat == seat:
                u.inspiration = []
        self.ev("kros-turn-started", seat=seat, turn=s.turn)
        if s.goal == "gg" and s.turn > 1:
            faces = self.roll(2)
            s.tension = faces
            s.phase = "inspiration"
            self.ev("kros-tension-rolled", irreversible=True, seat=seat, faces=faces)
            return
        s.tension = []
        self.begin_activations()

    def begin_activations(self) -> None:
        s = self.s
        s.queue = [uid for uid in s.timelines[s.active] if self.alive(self.by_id[uid])]
        s.pending_summons = []
        self.next_activation()

    def next_activation(self) -> None:
        s = self.s
        while s.phase != "over":
            s.pending_summons = [p for p in s.pending_summons if p in self.by_id and self.alive(self.by_id[p])]
            if len(s.pending_summons) >= 2:
                s.phase = "summon-order"
                s.current = None
                return
            if s.pending_summons:
                uid = s.pending_summons.pop(0)
            elif s.queue:
                uid = s.queue.pop(0)
                if uid not in self.by_id or not self.alive(self.by_id[uid]):
                    continue
            else:
                self.end_turn()
                return
            self.start_activation(uid)
            if s.current is not None or s.phase == "over":
                return

    def start_activation(self, uid: str) -> None:
        s = self.s
        u = self.by_id[uid]
        s.current = uid
        s.phase = "activation"
        self.ev("kros-activation-started", unit=uid)
        # 2.1 preliminary phase: triggered effects (bombs), then buffs removed. « Si plusieurs
        # effets se déclenchent simultanément, le joueur actif choisit l'ordre de leur
        # résolution, un par un »: two bombs or more wait for a ``trigger`` answer.
        bombs = [x.id for x in sorted(s.units, key=lambda x: x.order)
                 if x.summoner == uid and x.kind == "bomb" and self.alive(x)]
        if len(bombs) >= 2:
            s.pending_triggers = bombs
            s.phase = "trigger-order"
            return
        for b in bombs:
            self.tick(self.by_id[b])
            if s.phase == "over":
                return
        self.preliminary_rest(u)

    def tick(self, b: Unit) -> None:
        """A bomb takes its wound at the start of its summoner's activation (and explodes)."""
        self.wound(b, 1)
        self.ev("kros-bomb-ticks", unit=b.id)
        self.check_ko(b)

    def do_trigger(self, seat: int, a: Trigger) -> None:
        s = self.s
        if a.unit not in s.pending_triggers:
            raise RuleError("kros-not-waiting", unit=self.unit_name(a.unit))
        s.pending_triggers.remove(a.unit)
        s.phase = "activation"
        self.tick(self.by_id[a.unit])
        if s.phase == "over":
            return
        s.pending_triggers = [b for b in s.pending_triggers if b in self.by_id and self.alive(self.by_id[b])]
        if len(s.pending_triggers) >= 2:
            s.phase = "trigger-order"
            return
        for b in s.pending_triggers:
            self.tick(self.by_id[b])
            if s.phase == "over":
                return
        s.pending_triggers = []
        u = self.by_id.get(s.current or "")
        if u is None:
            s.current = None
            self.next_activation()
            return
        self.preliminary_rest(u)
        if s.current is None and s.phase != "over":
            self.next_activation()

    def preliminary_rest(self, u: Unit) -> None:
        """The rest of the preliminary phase (buffs removed) and the activation's start."""
        s = self.s
        uid = u.id
        if not self.alive(u):
            s.current = None
            return
        buffs = [t.id for t in u.rewards if t.revealed and self.c.rewards[t.id].type == "buff"]
        if buffs:
            u.rewards = [t for t in u.rewards if t.id not in buffs]
            self.ev("kros-buffs-removed", unit=uid, buffs=buffs)
        # 2.2 activation: ±PM/PA markers applied, then discarded
        u.pm = max(0, self.stat(u, "pm") + u.markers_pm)
        u.pa = max(0, self.stat(u, "pa") + u.markers_pa)
        if u.markers_pm or u.markers_pa:
            self.ev("kros-markers-applied", unit=uid, pm=u.markers_pm, pa=u.markers_pa)
        u.markers_pm = u.markers_pa = 0
        u.used_turn = []
        u.range_bonus = 0
        u.next_bonus = []
        s.last_unit = uid

    def end_activation(self) -> None:
        s = self.s
        uid = s.current
        if uid is None:
            return
        u = self.by_id.get(uid)
        s.current = None
        if u is not None:
            # 2.3 end phase: effects that last the activation end (Tir à Distance)
            u.pm = u.pa = 0
            u.range_bonus = 0
            u.next_bonus = []
            self.ev("kros-activation-ended", unit=uid)
            if u.kind == "krosmaster":
                mobs = sorted((x for x in s.units if x.summoner == uid and x.kind == "mob" and self.alive(x)),
                              key=lambda x: x.order)
                s.pending_summons = [m.id for m in mobs]
        self.next_activation()

    def end_turn(self) -> None:
        s = self.s
        for u in s.units:
            if u.seat == s.active:
                u.inspiration = []
        if s.options.destruction:
            for d in s.decor:
                d.wounds = 0
        self.ev("kros-turn-ended", seat=s.active)
        if s.goal == "ko_one_hold" and s.hold is not None and s.hold[1] < s.turn:
            self.finish([s.hold[0]], "ko-held")
            return
        self.start_turn(self.next_player(s.active))

    # ---- actions -----------------------------------------------------------------------
    def act(self, seat: int, a: ActionT) -> None:
        s = self.s
        handler = {
            "draft": ("draft", self.do_draft),
            "arena": ("arena", self.do_arena),
            "side": ("side", self.do_side),
            "deploy": ("deploy", self.do_deploy),
            "inspire": ("inspiration", self.do_inspire),
            "activate": ("summon-order", self.do_activate),
            "trigger": ("trigger-order", self.do_trigger),
            "tension": ("tension-target", self.do_lose),
            "gift": ("gift", self.do_gift),
        }.get(a.type)
        if handler is not None:
            phase, fn = handler
            if s.phase != phase:
                raise RuleError("kros-wrong-phase", phase=s.phase)
            fn(seat, a)  # type: ignore[operator]
            self.after_action()
            return
        if s.phase != "activation" or s.current is None:
            raise RuleError("kros-wrong-phase", phase=s.phase)
        u = self.by_id[s.current]
        if isinstance(a, End):
            self.end_activation()
            return
        if isinstance(a, Move):
            self.do_move(u, self.cell(a.to))
        elif isinstance(a, Cast):
            if a.spell not in self.spells(u):
                raise RuleError("kros-unknown-spell", spell=self.c.spells[a.spell].name if a.spell in self.c.spells
                                else a.spell)
            self.cast(u, self.c.spells[a.spell], self.cell(a.at), a.ally)
        elif isinstance(a, Punch):
            if u.kind != "krosmaster":
                raise RuleError("kros-krosmaster-only")
            self.cast(u, self.c.spells["coup-de-poing"], self.cell(a.at))
        elif isinstance(a, Pickup):
            self.do_pickup(u)
        elif isinstance(a, BuyGG):
            self.do_buy_gg(u, a)
        elif isinstance(a, BuyReward):
            self.do_buy_reward(u, a)
        elif isinstance(a, Reveal):
            self.do_reveal(u, a)
        if s.phase == "over":
            return
        if s.current is not None:
            cu = self.by_id.get(s.current)
            if cu is None or not self.alive(cu):
                s.current = None
                self.next_activation()
        self.after_action()

    def do_draft(self, seat: int, a: DraftPick) -> None:
        s = self.s
        if a.character not in s.draft_visible:
            raise RuleError("kros-not-visible", character=self.c.characters[a.character].name
                            if a.character in self.c.characters else a.character)
        s.draft_visible.remove(a.character)
        s.picks[seat].append(a.character)
        s.draft_order.pop(0)
        if s.draft_deck:
            s.draft_visible.append(s.draft_deck.pop(0))
        self.ev("kros-drafted", irreversible=True, seat=seat, character=a.character, visible=list(s.draft_visible))
        if not s.draft_order:
            s.picks[s.draft_first].extend(s.draft_visible)
            s.draft_visible = []
            self._teams_ready()
            return
        s.active = s.draft_order[0]

    def do_arena(self, seat: int, a: ChooseArena) -> None:
        self._set_arena(a.arena)
        self.s.phase = "side"
        self.s.active = self.side_chooser()

    def do_side(self, seat: int, a: ChooseSide) -> None:
        if (len(a.side) == 2) != self.four():
            raise RuleError("kros-bad-side", side=a.side)
        self._set_side(a.side)

    def do_deploy(self, seat: int, a: Deploy) -> None:
        s = self.s
        u = self.by_id.get(a.unit)
        if u is None or u.seat != seat or u.kind != "krosmaster":
            raise RuleError("kros-not-your-unit", unit=self.unit_name(a.unit))
        if u.pos is not None:
            raise RuleError("kros-already-deployed", unit=self.label(u))
        cell = self.cell(a.at)
        if cell not in self.deploy_cells(seat) or self.is_obstacle(cell):
            raise RuleError("kros-not-a-start-cell", square=name(cell))
        u.pos = cell
        self.reindex()
        self.ev("kros-deployed", unit=u.id, at=name(cell))
        if any(x.pos is None for x in s.units if x.seat == seat and x.kind == "krosmaster"):
            return
        # « dans l'ordre de jeu, chacun place ses figurines »
        i = s.order.index(seat)
        if i + 1 < len(s.order):
            s.active = s.order[i + 1]
            return
        self._after_setup()

    def do_inspire(self, seat: int, a: Inspire) -> None:
        s = self.s
        if len(a.faces) != len(s.tension) or len(a.targets) != len(s.tension):
            raise RuleError("kros-inspire-two-dice")
        for raw, face in zip(s.tension, a.faces):
            if face not in dice.turn_options(raw):
                raise RuleError("kros-bad-face", face=face, rolled=dice.FACE_NAMES[raw])
        for target in a.targets:
            if target is None:
                continue
            u = self.by_id.get(target)
            if u is None or u.seat != seat or u.kind != "krosmaster" or not self.alive(u):
                raise RuleError("kros-not-your-unit", unit=self.unit_name(target))
        self.ev("kros-tension-faces", seat=seat, faces=list(a.faces))
        if a.faces[0] == a.faces[1]:
            if self.four():
                # « le joueur actif choisit un seul adversaire qui perd 1 GG, et cet adversaire
                # choisit un autre joueur qui perd lui aussi 1 GG »
                s.held_faces, s.held_targets = list(a.faces), list(a.targets)
                s.picker = seat
                s.tension_loss = []
                self.tension_chain()
                return
            lost = []
            for other in range(len(s.names)):
                if s.gg[other] > 0:
                    s.gg[other] -= 1
                    lost.append(other)
            self.ev("kros-tension-rises", seats=lost, count=len(lost))
            self.check_end()
            if s.phase == "over":
                return
        self.inspire(seat, list(a.faces), list(a.targets))

    def inspire(self, seat: int, faces: list[str], targets: list[str | None]) -> None:
        """Inspiration and « Remboursez ! », then the activations."""
        s = self.s
        placed = 0
        gained: dict[str, list[str]] = {}  # one message per card, even with both dice on it
        for face, target in zip(faces, targets):
            if target is None:
                continue
            placed += 1
            u = self.by_id[target]
            if not self.alive(u):
                continue
            if face not in u.inspiration:
                u.inspiration.append(face)
            powers = gained.setdefault(target, [])
            if face not in powers:
                powers.append(face)
        for target, powers in gained.items():
            self.ev("kros-inspired", unit=target, power=powers[0], second=powers[-1], count=len(powers))
        refund = {0: 3, 1: 1}.get(placed, 0)
        if refund:
            s.kamas[seat] += refund
            self.ev("kros-refund", seat=seat, kamas=refund)
        s.tension = []
        self.begin_activations()

    def do_activate(self, seat: int, a: Activate) -> None:
        s = self.s
        if a.unit not in s.pending_summons:
            raise RuleError("kros-not-waiting", unit=self.unit_name(a.unit))
        s.pending_summons.remove(a.unit)
        self.start_activation(a.unit)
        if s.current is None and s.phase != "over":
            self.next_activation()

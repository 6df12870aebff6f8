"""Set-up, the turn structure and every player action of Krosmaster Arena."""

from __future__ import annotations

from rules.core import Rng, RuleError

from . import board, dice
from .board import name
from .model import (
    ActionT,
    Activate,
    BuyGG,
    BuyReward,
    Cast,
    Cell,
    ChooseArena,
    ChooseSide,
    Decor,
    Deploy,
    DraftPick,
    End,
    Gift,
    Inspire,
    KrosOptions,
    KrosState,
    LoseGG,
    Move,
    Pickup,
    Pile,
    Punch,
    Reveal,
    RewardToken,
    Trigger,
    Unit,
)
from .table import CLOCKWISE, GG_PRICE, OPPOSITE, Table, key, side_cells

#: 4 players, teams ``box``: our split of the box into duos (the tutorials' pairs: tutorial 4
#: « le Roi et la Reine contre Oscar et Anna » reshuffled with its own, tutorial 6's duos),
#: seat by seat; in 2v2 seats 0 and 2 (STASIS) face seats 1 and 3 (WAKFU)
BOX_DUOS = (("reine-des-tofus", "oscar-nak"), ("anna-tommy", "roi-des-bouftous"),
            ("guy-yomtella", "bad-aboum"), ("kreol-panikon", "opee-tissoin"))


def resolve_mode(options: KrosOptions, seats: int) -> str:
    """The mode of a table: the option, or ``duel`` for 2 seats and ``ffa`` for 4."""
    if options.mode is None:
        return "duel" if seats == 2 else "ffa"
    return options.mode


class Turns(Table):
    """The flow of a game: phases, turns, activations, and the actions."""

    # ---- set-up ------------------------------------------------------------------------
    @classmethod
    def new(cls, options: KrosOptions, names: list[str], rng: Rng) -> Turns:
        mode = resolve_mode(options, len(names))
        if len(names) != (2 if mode == "duel" else 4):
            raise RuleError("kros-seats-for-mode", mode=mode, seats=len(names))
        if mode != "duel":
            if options.scenario != "arena":
                raise RuleError("kros-four-players-arena-only", scenario=options.scenario)
            if options.side is not None and len(options.side) != 2:
                raise RuleError("kros-bad-side", side=options.side)
            return cls._new_arena(options, names, rng, mode)
        if options.side is not None and len(options.side) != 1:
            raise RuleError("kros-bad-side", side=options.side)
        if options.scenario in ("arena", "tuto7"):
            return cls._new_arena(options, names, rng, mode)
        return cls._new_tutorial(options, names, rng)

    @classmethod
    def _new_tutorial(cls, options: KrosOptions, names: list[str], rng: Rng) -> Turns:
        from .content import content

        sc = content().scenarios[options.scenario]
        assert sc.size is not None
        w, h = sc.size
        state = KrosState(options=options, scenario=sc.id, goal=sc.goal, names=names, width=w, height=h,
                          phase="activation", gg=[0, 0], kamas=[0, 0], sides=["S", "N"], team_of=[0, 1],
                          order=[0, 1])
        t = cls(state, rng)
        for kind, cells in (("tree", sc.trees), ("bush", sc.bushes), ("crate", sc.crates)):
            for c in cells:
                state.decor.append(Decor(kind=kind, pos=t.cell(c)))
        for seat, team in enumerate(sc.teams):
            for p in team:
                u = t._add_krosmaster(seat, p.character)
                u.pos = t.cell(p.at)
        t._timelines()
        t.reindex()
        return t._after_setup()

    @classmethod
    def _new_arena(cls, options: KrosOptions, names: list[str], rng: Rng, mode: str) -> Turns:
        from .content import content

        c = content()
        n = len(names)
        four = mode != "duel"
        # 4 players: « Placez 3 GG sauvages ... Chaque joueur commence avec 3 GG »
        state = KrosState(options=options, scenario=options.scenario, goal="gg", names=names, width=12, height=12,
                          phase="arena", gg=[3 if four else 6] * n, wild_gg=3 if four else 1, kamas=[0] * n,
                          picks=[[] for _ in range(n)], mode=mode,  # type: ignore[arg-type]
                          team_of=[x % 2 for x in range(n)] if mode == "2v2" else list(range(n)))
        t = cls(state, rng)
        teams = "box" if options.scenario == "tuto7" else options.teams
        size = 2 if four else 4
        if teams == "box":
            state.picks = [list(x) for x in BOX_DUOS] if four else [list(c.teams["stasis"]), list(c.teams["wakfu"])]
        elif teams == "random":
            deck = sorted(c.characters)
            rng.shuffle(deck)
            state.picks = [deck[i * size:(i + 1) * size] for i in range(n)]
        elif teams == "custom":
            if len(options.custom) != n:
                raise RuleError("kros-custom-teams", count=len(options.custom))
            for team in options.custom:
                t.check_custom_team(team)
            state.picks = [list(x) for x in options.custom]
        else:
            deck = sorted(c.characters)
            rng.shuffle(deck)
            state.draft_visible = deck[:2]
            state.draft_deck = deck[2:]
            first = rng.die(n) - 1
            # « Un joueur (déterminé aléatoirement) choisit une carte ... Chaque joueur (en
            # commençant par le suivant) répète la même opération deux fois d'affilée ... La
            # dernière carte revient au joueur qui a choisi la première carte. »
            order = [first]
            nxt = (first + 1) % n
            while len(order) < len(deck) - 1:
                order += [nxt, nxt]
                nxt = (nxt + 1) % n
            state.draft_order = order[:len(deck) - 1]
            state.draft_first = first
            state.phase = "draft"
            state.active = first
            t.ev("kros-draft-started", first=first, visible=state.draft_visible, irreversible=True)
            return t
        t._teams_ready()
        return t

    def check_custom_team(self, team: list[str]) -> None:
        """2-8 Krosmasters, levels totalling 12, gold names once, white names at most twice;
        with 4 players, 1-4 Krosmasters whose levels total 6."""
        lo, hi, levels = (1, 4, 6) if self.four() else (2, 8, 12)
        if not lo <= len(team) <= hi:
            raise RuleError("kros-team-size", size=len(team), min=lo, max=hi)
        for cid in team:
            if cid not in self.c.characters:
                raise RuleError("kros-unknown-character", character=cid)
        total = sum(self.c.characters[cid].level for cid in team)
        if total != levels:
            raise RuleError("kros-team-levels", total=total, needed=levels)
        for cid in set(team):
            limit = 1 if self.c.characters[cid].gold else 2
            if team.count(cid) > limit:
                raise RuleError("kros-team-duplicate", character=self.c.characters[cid].name, limit=limit)

    def _add_krosmaster(self, seat: int, cid: str) -> Unit:
        base = f"{seat}-{cid}"
        uid = base
        n = 2
        while uid in {u.id for u in self.s.units}:
            uid = f"{base}-{n}"
            n += 1
        u = Unit(id=uid, kind="krosmaster", ref=cid, seat=seat)
        self.s.units.append(u)
        return u

    def _timelines(self) -> None:
        """Timelines by decreasing initiative; ties keep the order the player listed them in."""
        self.s.timelines = []
        for seat in range(len(self.s.names)):
            mine = [u for u in self.s.units if u.seat == seat and u.kind == "krosmaster"]
            mine.sort(key=lambda u: -self.c.characters[u.ref].init)
            self.s.timelines.append([u.id for u in mine])

    def initiative_key(self, team: list[str]) -> tuple[int, list[int]]:
        inits = sorted((self.c.characters[c].init for c in team), reverse=True)
        return (sum(inits), inits)

    def _ranked(self, seats: list[int]) -> list[int]:
        """``seats`` by decreasing initiative: the total, then the highest initiative, the
        next... (« En cas d'égalité parfaite, tirez à pile ou face »: a coin per tie)."""
        keys = {x: self.initiative_key(self.s.picks[x]) for x in seats}
        out = sorted(seats, key=lambda x: keys[x], reverse=True)
        i = 0
        while i < len(out):
            j = i
            while j + 1 < len(out) and keys[out[j + 1]] == keys[out[i]]:
                j += 1
            if j > i:
                tied = out[i:j + 1]
                assert self.rng is not None
                self.rng.shuffle(tied)
                self.ev("kros-coin", irreversible=True, tied=list(tied), first=tied[0])
                out[i:j + 1] = tied
            i = j + 1
        return out

    def play_order(self) -> list[int]:
        """Players 1, 2, (3, 4). 2v2: « Le joueur avec le plus grand total devient le joueur 1,
        son partenaire le joueur 3. Le joueur de l'autre équipe avec le total d'Initiative le
        plus grand devient le joueur 2 et son partenaire le joueur 4. »"""
        n = self.n_seats()
        ranked = self._ranked(list(range(n)))
        if self.s.mode != "2v2":
            return ranked
        p1 = ranked[0]
        p3 = next(x for x in ranked if x != p1 and not self.enemies(p1, x))
        p2 = next(x for x in ranked if self.enemies(p1, x))
        p4 = next(x for x in ranked if x != p2 and self.enemies(p1, x))
        return [p1, p2, p3, p4]

    def _teams_ready(self) -> None:
        s = self.s
        for seat, team in enumerate(s.picks):
            for cid in team:
                self._add_krosmaster(seat, cid)
        self._timelines()
        s.order = self.play_order()
        s.first_player = s.order[0]
        self.ev("kros-first-player", seat=s.first_player)
        if self.four():
            self.ev("kros-play-order", order=list(s.order))
        if s.scenario == "tuto7":
            s.options = s.options.model_copy(update={"arena": "fosse", "side": "N"})
        if s.options.arena is not None:
            self._set_arena(s.options.arena)
            if s.options.side is not None:
                self._set_side(s.options.side)
            else:
                s.phase = "side"
                s.active = self.side_chooser()
        else:
            s.phase = "arena"
            # 4 players: « le joueur 4 choisit le plateau »
            s.active = s.order[-1] if self.four() else s.first_player

    def side_chooser(self) -> int:
        """Duel: « L'autre joueur choisit un des quatre côtés »; 4 players: « Le joueur 1
        oriente ce plateau dans le sens de son choix »."""
        return self.s.order[0] if self.four() else self.s.order[1]

    def _set_arena(self, arena_id: str) -> None:
        s = self.s
        a = self.c.arenas[arena_id]
        s.arena = arena_id
        s.width, s.height = a.width, a.height
        s.decor = (
            [Decor(kind="tree", pos=(c, r)) for r, c in a.trees]
            + [Decor(kind="bush", pos=(c, r)) for r, c in a.bushes]
            + [Decor(kind="crate", pos=(c, r)) for r, c in a.crates]
        )
        s.demon_cells = [(c, r) for r, c in a.demon_cells]
        s.start_cells = [(c, r) for r, c in a.start_cells]
        s.floor_kamas = {}
        for r, c in a.kama_1:
            s.floor_kamas[key((c, r))] = 1
        for r, c in a.kama_2:
            s.floor_kamas[key((c, r))] = 2
        for r, c in a.demon_cells:
            s.floor_kamas[key((c, r))] = s.floor_kamas.get(key((c, r)), 0) + 1
        self.reindex()
        self.ev("kros-arena-chosen", arena=arena_id)

    def _set_side(self, side: str) -> None:
        """Duel: ``side`` is the second player's side, the first player takes the opposite one.
        4 players: ``side`` is player 1's corner, the others follow clockwise."""
        s = self.s
        sides = [""] * self.n_seats()
        if self.four():
            start = CLOCKWISE.index(side)
            for i, seat in enumerate(s.order):
                sides[seat] = CLOCKWISE[(start + i) % 4]
            chooser = s.order[0]
        else:
            chooser = s.order[1]
            sides[chooser] = side
            sides[s.order[0]] = OPPOSITE[side]
        s.sides = sides
        self.ev("kros-side-chosen", seat=chooser, side=side)
        self._setup_pieces()
        s.phase = "deploy"
        s.active = s.order[0]
        if s.options.autodeploy:
            for seat in s.order:
                cells = sorted(self.deploy_cells(seat), key=lambda c: (c[1], c[0]))
                for uid, cell in zip(s.timelines[seat], cells):
                    self.by_id[uid].pos = cell
            self.reindex()
            self._after_setup()

    def _setup_pieces(self) -> None:
        s = self.s
        use_rewards = s.scenario != "tuto7"
        if use_rewards:
            assert self.rng is not None
            for rank in ("granit", "jade", "or"):
                tokens = sorted(r.id for r in self.c.rewards.values() if r.rank == rank)
                self.rng.shuffle(tokens)
                half = len(tokens) // 2
                for pile in (tokens[:half], tokens[half:]):
                    s.piles.append(Pile(rank=rank, face_up=pile[0], face_down=pile[1:]))
            self.ev("kros-rewards-shown", irreversible=True, tokens=[p.face_up for p in s.piles])

    def deploy_cells(self, seat: int) -> list[Cell]:
        """A side's start cells (the two rows of the side), or a 4-player parcel (data)."""
        side = self.s.sides[seat]
        if len(side) == 2 and self.s.arena is not None:
            return [(c, r) for r, c in self.c.arenas[self.s.arena].parcels[side]]  # type: ignore[index]
        zone = side_cells(side, self.s.width, self.s.height)
        return [c for c in self.s.start_cells if c in zone]

    def _after_setup(self) -> Turns:
        s = self.s
        self.ev("kros-game-started", first=s.first_player)
        s.turn = 0
        self.start_turn(s.first_player)
        return self

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

    # ---- 4 players: gifts of own K.O.s and tension doubles ------------------------------
    def gift_candidates(self, giver: int) -> list[int]:
        """Opponents who may receive a gift: those with a Krosmaster in play, else any."""
        opps = [x for x in range(self.n_seats()) if self.enemies(giver, x)]
        alive = [x for x in opps if self.krosmasters(x)]
        return alive or opps

    def after_action(self) -> None:
        """Own K.O.s of a 4-player game: « doit donner à l'adversaire de son choix autant de
        GG que le Niveau du personnage éliminé ». A single possible opponent gets them at
        once; otherwise the giver answers a ``gift`` prompt."""
        s = self.s
        while s.pending_gifts and s.phase != "over":
            giver, n = s.pending_gifts[0]
            cands = self.gift_candidates(giver)
            if len(cands) != 1:
                if s.phase != "gift":
                    s.resume_phase = s.phase
                    s.phase = "gift"
                return
            s.pending_gifts.pop(0)
            self.give(giver, cands[0], n)
        if s.phase == "gift" and s.resume_phase is not None:
            s.phase = s.resume_phase  # type: ignore[assignment]
            s.resume_phase = None

    def give(self, giver: int, to: int, n: int) -> None:
        self.ev("kros-gg-given", seat=giver, receiver=to, gg=n)
        self.gain_gg(to, n, "own-ko", source=giver)

    def do_gift(self, seat: int, a: Gift) -> None:
        s = self.s
        giver, n = s.pending_gifts[0]
        if seat != giver or a.player not in self.gift_candidates(giver):
            raise RuleError("kros-bad-player", player=self.s.names[a.player] if 0 <= a.player < self.n_seats()
                            else a.player)
        s.pending_gifts.pop(0)
        self.give(giver, a.player, n)

    def lose_candidates(self) -> list[int]:
        """Who the picker may name: first an opponent of the active player, then any other
        player (« Cela peut être le joueur actif »); only players who hold a GG to lose."""
        s = self.s
        assert s.picker is not None
        if not s.tension_loss:
            pool = [x for x in range(self.n_seats()) if self.enemies(s.active, x)]
        else:
            pool = [x for x in range(self.n_seats()) if x != s.picker]
        return [x for x in pool if s.gg[x] > 0]

    def tension_chain(self) -> None:
        """Resolve the 4-player tension double as far as choices are forced."""
        s = self.s
        while s.phase != "over" and s.picker is not None and len(s.tension_loss) < 2:
            cands = self.lose_candidates()
            if not cands:
                break
            if len(cands) > 1:
                s.phase = "tension-target"
                return
            self.lose(cands[0])
        s.picker = None
        s.tension_loss = []
        if s.phase == "over":
            return
        s.phase = "inspiration"
        faces, targets = list(s.held_faces), list(s.held_targets)
        s.held_faces, s.held_targets = [], []
        self.inspire(s.active, faces, targets)

    def lose(self, seat: int) -> None:
        s = self.s
        s.gg[seat] -= 1
        s.tension_loss.append(seat)
        self.ev("kros-tension-rises", seats=[seat], count=1)
        s.picker = seat
        self.check_end()

    def do_lose(self, seat: int, a: LoseGG) -> None:
        s = self.s
        if seat != s.picker or a.player not in self.lose_candidates():
            raise RuleError("kros-bad-player", player=self.s.names[a.player] if 0 <= a.player < self.n_seats()
                            else a.player)
        self.lose(a.player)
        self.tension_chain()

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

    # ---- moving ------------------------------------------------------------------------
    def move_context(self, u: Unit) -> tuple[set[Cell], set[Cell], set[Cell]]:
        """(free cells, cells adjacent to tacklers, cells a move may not leave)."""
        free = self.free_cells()
        danger: set[Cell] = set()
        stuck: set[Cell] = set()
        toupiti = "toupiti" in self.powers(u)
        for other in self.at.values():
            if not self.enemies(u.seat, other.seat) or not self.is_character(other) or other.pos is None:
                continue
            adj = board.neighbours(other.pos, self.s.width, self.s.height)
            if not toupiti and "toupiti" not in self.powers(other):
                danger.update(adj)
            if other.kind == "krosmaster" and self.has_effect(other, "perfect_block"):
                stuck.update(adj)
        return free, danger, stuck

    def do_move(self, u: Unit, goal: Cell) -> None:
        assert u.pos is not None
        if u.pm <= 0:
            raise RuleError("kros-not-enough-pm", needed=1, left=0)
        free, danger, stuck = self.move_context(u)
        if u.pos in stuck:
            raise RuleError("kros-perfect-block")
        path = board.shortest_path(u.pos, goal, free - (stuck - {goal}), self.s.width, self.s.height, u.pm, danger)
        if path is None:
            raise RuleError("kros-unreachable", square=name(goal), pm=u.pm)
        start = u.pos
        walked = [start]
        for nxt in path:
            cur = u.pos
            if cur in danger and "toupiti" not in self.powers(u):
                if self.tackle(u, cur):
                    u.pm = u.pa = 0
                    self.s.last_path = walked
                    self.ev("kros-moved", unit=u.id, path=[name(c) for c in walked], frm=name(start), to=name(cur),
                            steps=len(walked) - 1, blocked=True)
                    self.end_activation()
                    return
            del self.at[cur]
            u.pos = nxt
            self.at[nxt] = u
            u.pm -= 1
            walked.append(nxt)
        self.s.last_path = walked
        self.s.last_unit = u.id
        self.ev("kros-moved", unit=u.id, path=[name(c) for c in walked], frm=name(start), to=name(walked[-1]),
                steps=len(walked) - 1, blocked=False)

    def tackle(self, u: Unit, cell: Cell) -> bool:
        """Every adjacent enemy character tackles in turn; True when ``u`` is blocked."""
        for nb in board.neighbours(cell, self.s.width, self.s.height):
            other = self.at.get(nb)
            if other is None or not self.is_character(other) or not self.enemies(u.seat, other.seat):
                continue
            if "toupiti" in self.powers(other):
                continue
            t_faces = self.roll(2 if "tacle" in self.powers(other) else 1)
            tackles = dice.successes(t_faces, "tacle")
            d_faces: list[int] = []
            if tackles:
                d_faces = self.roll(2 if "esquive" in self.powers(u) else 1)
            dodges = dice.successes(d_faces, "esquive")
            blocked = tackles > dodges
            self.ev("kros-tackle", irreversible=True, unit=u.id, by=other.id, tackle=t_faces, dodge=d_faces,
                    blocked=blocked)
            if blocked:
                return True
        return False

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


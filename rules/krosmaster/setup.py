"""Krosmaster Arena's set-up: tutorials, arenas, teams, initiative, sides and deployment."""

from __future__ import annotations

from typing import Self

from rules.core import Rng, RuleError

from .content import content
from .model import (
    Cell,
    Decor,
    KrosOptions,
    KrosState,
    Pile,
    Unit,
)
from .table import CLOCKWISE, OPPOSITE, Table, key, side_cells

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


class Setup(Table):
    """The set-up steps of a game (mixed into :class:`~rules.krosmaster.turns.Turns`)."""

    # ---- set-up ------------------------------------------------------------------------
    @classmethod
    def new(cls, options: KrosOptions, names: list[str], rng: Rng) -> Self:
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
    def _new_tutorial(cls, options: KrosOptions, names: list[str], rng: Rng) -> Self:
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
    def _new_arena(cls, options: KrosOptions, names: list[str], rng: Rng, mode: str) -> Self:
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

    def _after_setup(self) -> Self:
        s = self.s
        self.ev("kros-game-started", first=s.first_player)
        s.turn = 0
        self.start_turn(s.first_player)
        return self
